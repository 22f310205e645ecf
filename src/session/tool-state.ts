import { AGENT_TASK_TYPE } from '../agent/background-agent.js';
import type { EventSink } from '../agent/events.js';
import { BackgroundTasks } from '../tools/index.js';
import type { SessionSchedule } from '../tools/schedule.js';
import { SkillGrants } from '../tools/skill.js';
import { createTrackingTools } from '../tools/tracking.js';
import type { SessionHooks } from './hooks-step.js';
import { taskHookGate } from './lifecycle-hooks.js';

/** What the tools keep across the run: background commands, skills' granted tools, the task list and questions. */
export interface ToolState {
  background: BackgroundTasks;
  grants: SkillGrants;
  tracking: ReturnType<typeof createTrackingTools>;
  /** What ScheduleWakeup and CronCreate scheduled; hooks' `session_crons` list it. */
  schedule: SessionSchedule;
}

/** `pauses`: a person's reply resumes the session, so AskUserQuestion says the run ends at it (src/session/checkpoint.ts). */
export function toolState(runDir: string, hooks: SessionHooks, emit: EventSink, schedule: SessionSchedule, pauses = false): ToolState {
  hooks.ports.sessionCrons = () => schedule.sessionCrons();
  // Bash `run_in_background` and Monitor commands: their notices go to the main loop; all are stopped when it ends.
  const background = new BackgroundTasks(runDir);
  hooks.ports.backgroundTasks = () => [
    ...background.running().map((b) => ({
      id: b.id,
      type: b.watch ? ('monitor' as const) : ('shell' as const),
      status: 'running' as const,
      description: b.description,
      command: b.command,
    })),
    ...background
      .adoptedRunning()
      .map((t) =>
        t.type === AGENT_TASK_TYPE
          ? { id: t.id, type: 'subagent' as const, status: 'running' as const, description: t.description, agent_type: t.name }
          : { id: t.id, type: 'workflow' as const, status: 'running' as const, description: t.description, name: t.name },
      ),
  ];
  // Skills' allowed-tools, granted as they load; entries that do not parse are reported, not dropped silently.
  const grants = new SkillGrants();
  // The task list and the questions reach the report as events; their final state goes into the result.
  const tracking = createTrackingTools({
    tasks: (items) => emit({ kind: 'task_list', items }),
    questions: (questions, toolUseId) => emit({ kind: 'questions', questions, toolUseId }),
    log: (text) => emit({ kind: 'log', level: 'info', text }),
    gate: taskHookGate(hooks.runner, hooks.options),
    pauses,
  });
  return { background, grants, tracking, schedule };
}
