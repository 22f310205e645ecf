import type { SubagentRuntime } from '../agent/subagent.js';
import { spawnLimitOf } from '../agent/spawn-gate.js';
import { runWorkflowScript } from '../sandbox/workflow-host.js';
import { scriptPathLoader } from './workflow-script-path.js';
import { WorkflowRuns } from '../agent/workflow-journal.js';
import type { WorkflowBackground } from '../agent/workflow-tool.js';
import type { RepoConfig } from '../config/load.js';
import type { PermissionPolicy } from '../permissions/types.js';
import type { SpawnWrapper } from '../sandbox/index.js';

/** What the wiring needs of the session: the repository's setup, the policy, where and how processes start. */
export interface WorkflowWiring {
  repo: RepoConfig;
  policy: PermissionPolicy;
  cwd: string;
  /** The tool sandbox's wrapper, when the sandbox is on. */
  wrapSpawn?: SpawnWrapper;
  /** The tools' PATH: the script process's whole environment. */
  path: string | undefined;
  /** The runner's preparation, awaited before the first process. */
  prepare: () => Promise<void>;
  warn: (text: string) => void;
  /** The run's background tasks: each workflow runs as one, its end a notice for the main loop. */
  background?: WorkflowBackground;
}

/**
 * The subagent cap and the Workflow tool for a session's subagent runtime. The tool is offered when the repository
 * commits a workflow (`.claude/workflows/*.js`) or a rule allows `Workflow` (the workflow opted into scripts the
 * model writes); other runs send the model exactly what they did before. Each script runs in its own process
 * (sandbox/workflow-host.ts): in the tool sandbox when it is on, with PATH as its whole environment, so nothing of
 * the runner's (its token, inputs, secrets) is in reach of repository or model JavaScript.
 */
export function workflowParts(config: WorkflowWiring): Pick<SubagentRuntime, 'spawns' | 'workflows'> {
  const spawns = spawnLimitOf(config.repo.settings.env, config.warn);
  const saved = config.repo.workflows ?? [];
  if (saved.length === 0 && !config.policy.allow.some((rule) => rule.tool === 'Workflow')) return { spawns };
  const { wrapSpawn, path } = config;
  return {
    spawns,
    workflows: {
      saved,
      runs: new WorkflowRuns(),
      ...(config.background ? { background: config.background } : {}),
      loadScriptPath: scriptPathLoader(config.policy),
      runScript: async (script, args, calls, signal) => {
        await config.prepare();
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
