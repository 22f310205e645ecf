import type { SubagentRuntime } from '../agent/subagent.js';
import { subagentCap } from '../agent/spawn-gate.js';
import { runWorkflowScript } from '../sandbox/workflow-host.js';
import type { SessionConfig } from './session-config.js';

/**
 * The subagent cap and the Workflow tool for a session's subagent runtime. The tool is offered when the repository
 * commits a workflow (`.claude/workflows/*.js`) or a rule allows `Workflow` (the workflow opted into scripts the
 * model writes); other runs send the model exactly what they did before. Each script runs in its own process
 * (sandbox/workflow-host.ts): in the tool sandbox when it is on, with PATH as its whole environment, so nothing of
 * the runner's (its token, inputs, secrets) is in reach of repository or model JavaScript.
 */
export function workflowParts(config: SessionConfig, warn: (text: string) => void): Pick<SubagentRuntime, 'spawns' | 'workflows'> {
  const spawns = { max: subagentCap(config.repo.settings.env.CLAUDE_CODE_MAX_SUBAGENTS_PER_SESSION, warn), started: 0 };
  const saved = config.repo.workflows ?? [];
  if (saved.length === 0 && !config.policy.allow.some((rule) => rule.tool === 'Workflow')) return { spawns };
  const wrapSpawn = config.sandbox?.tools?.wrap;
  const path = config.baseEnv.PATH;
  return {
    spawns,
    workflows: {
      saved,
      runScript: async (script, args, calls, signal) => {
        await config.beforeFirstProcess?.();
        return runWorkflowScript(script, args, calls, {
          cwd: config.cwd,
          env: path !== undefined ? { PATH: path } : {},
          signal,
          ...(wrapSpawn ? { wrapSpawn } : {}),
        });
      },
    },
  };
}
