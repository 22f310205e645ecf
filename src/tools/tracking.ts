import { createAskUserQuestionTool, type AskedQuestion } from './ask-user-question.js';
import { RunTaskList, type ChecklistItem } from './task-list.js';
import { createTaskTools, type TaskHookGate } from './task-tools.js';
import { eraseTool, type AnyTool } from './types.js';
import { createReportFindingsTool, findingsReportedText, type ReportedFindings } from './report-findings.js';

/** The task list and the questions of one run, and the tools that write them. */
export interface RunTracking {
  /** TaskCreate, TaskGet, TaskList, TaskUpdate, TodoWrite, AskUserQuestion, ReportFindings, always in this order. */
  tools: AnyTool[];
  /** The run's final state for its result: only what the model used. */
  final(): { tasks?: ChecklistItem[]; questions?: AskedQuestion[]; findings?: ReportedFindings };
}

/**
 * One run's tracking tools. Created once by the session and handed down to subagents with the other tools,
 * so a child's tasks and questions land in the same list as its parent's (as Claude Code's task list is the
 * session's). Every change is reported through the callbacks, which the session turns into run events.
 */
export function createTrackingTools(on: {
  tasks: (items: ChecklistItem[]) => void;
  questions: (questions: AskedQuestion[], toolUseId: string) => void;
  /** A line for the log: what ReportFindings was given. */
  log?: (text: string) => void;
  /** The TaskCreated / TaskCompleted hooks. */
  gate?: TaskHookGate;
  /** A person's reply resumes the session (src/session/checkpoint.ts): AskUserQuestion says the run ends at it. */
  pauses?: boolean;
}): RunTracking {
  const list = new RunTaskList(on.tasks);
  const asked: AskedQuestion[] = [];
  const ask = createAskUserQuestionTool((questions, toolUseId) => {
    asked.push(...questions);
    on.questions(questions, toolUseId);
  }, on.pauses);
  // The last call's list is the run's: the CLI's description has a re-report (after fixes) replace the first one.
  let findings: ReportedFindings | undefined;
  const report = createReportFindingsTool((input) => {
    const calls = (findings?.calls ?? 0) + 1;
    findings = { findings: input.findings, ...(input.level !== undefined ? { level: input.level } : {}), calls };
    on.log?.(`ReportFindings: ${findingsReportedText(input.findings.length)}${calls > 1 ? ` (call ${calls}: it replaces the earlier list)` : ''}`);
  });
  const [create, get, all, update, todoWrite] = createTaskTools(list, on.gate);
  return {
    tools: [eraseTool(create), eraseTool(get), eraseTool(all), eraseTool(update), eraseTool(todoWrite), eraseTool(ask), eraseTool(report)],
    final: () => {
      const tasks = list.checklist();
      return {
        ...(tasks.length > 0 ? { tasks } : {}),
        ...(asked.length > 0 ? { questions: [...asked] } : {}),
        ...(findings ? { findings: { ...findings, findings: [...findings.findings] } } : {}),
      };
    },
  };
}
