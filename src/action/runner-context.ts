import os from 'node:os';

/** What the GitHub runner tells the step through its environment: read once, at the entry, then passed as a value. */
export interface RunnerContext {
  /** The checkout (`GITHUB_WORKSPACE`); the process's working directory when the runner gives none. */
  workspace: string;
  /** The job's temp folder (`RUNNER_TEMP`), wiped when the job ends. */
  runnerTemp: string;
  apiUrl: string;
  serverUrl: string;
  repository: string | undefined;
  /** `GITHUB_RUN_ID`; undefined outside a workflow run (a local host). */
  runId: string | undefined;
  /** `GITHUB_RUN_ATTEMPT`: 1, then 2… for a re-run. */
  runAttempt?: string | undefined;
  refName: string | undefined;
  workflow: string | undefined;
  job: string | undefined;
  /** `GITHUB_ACTION`: the step's id (`__owner_repo`, `__owner_repo_2` for a second use in the job, or its `id:`). */
  step?: string | undefined;
  eventName: string | undefined;
  eventPath: string | undefined;
  actor: string | undefined;
}

export function readRunnerContext(env: Readonly<Record<string, string | undefined>>, cwd: string): RunnerContext {
  return {
    workspace: env.GITHUB_WORKSPACE ?? cwd,
    runnerTemp: env.RUNNER_TEMP ?? os.tmpdir(),
    apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
    repository: env.GITHUB_REPOSITORY,
    runId: env.GITHUB_RUN_ID,
    runAttempt: env.GITHUB_RUN_ATTEMPT,
    refName: env.GITHUB_REF_NAME,
    workflow: env.GITHUB_WORKFLOW,
    job: env.GITHUB_JOB,
    step: env.GITHUB_ACTION,
    eventName: env.GITHUB_EVENT_NAME,
    eventPath: env.GITHUB_EVENT_PATH,
    actor: env.GITHUB_ACTOR,
  };
}

/** The run's id ('local' outside a workflow run) and its page on GitHub, when it has one. */
export function runLink(runner: RunnerContext): { runId: string; runUrl: string | undefined } {
  const runId = runner.runId ?? 'local';
  return { runId, runUrl: runner.repository && runner.runId ? `${runner.serverUrl}/${runner.repository}/actions/runs/${runId}` : undefined };
}
