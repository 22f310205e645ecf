import type { Task } from '../trigger/types.js';

/** What the run is, for a fleet's dashboards: the repository, workflow, job and run, the trigger and the kind of task. */
export interface FleetRun {
  repository?: string;
  workflow?: string;
  job?: string;
  runId?: string;
  runAttempt?: string;
  serverUrl: string;
  actor?: string;
  task: Task;
}

export type TaskKind = 'fix' | 'review' | 'maintenance' | 'command';

/**
 * The kind of task: a failed CI run or an issue to work on is a fix, a pull request event a review, a mention a command,
 * a schedule, dispatch or other automation a maintenance task.
 */
export function taskKind(task: Task): TaskKind {
  if (task.ciFix) return 'fix';
  switch (task.mode) {
    case 'comment':
      return 'command';
    case 'issue':
      return 'fix';
    case 'pull_request':
      return 'review';
    case 'automation':
      return 'maintenance';
    default: {
      const unknown: never = task.mode;
      throw new Error(`unknown task mode ${String(unknown)}`);
    }
  }
}

/**
 * The resource attributes that name the run (names as GitHub's own variables: GITHUB_REPOSITORY, GITHUB_RUN_ID …).
 * Only identifiers: no token, no event text. `OTEL_RESOURCE_ATTRIBUTES` comes on top (the workflow's word wins).
 */
export function fleetAttributes(run: FleetRun): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (key: string, value: string | number | undefined): void => {
    if (value !== undefined && String(value) !== '') out[key] = String(value);
  };
  put('github.repository', run.repository);
  put('github.workflow', run.workflow);
  put('github.job', run.job);
  put('github.run_id', run.runId);
  put('github.run_attempt', run.runAttempt);
  if (run.repository && run.runId) put('github.run_url', `${run.serverUrl}/${run.repository}/actions/runs/${run.runId}`);
  put('github.event_name', run.task.eventName);
  put('github.event_action', run.task.action);
  const number = run.task.pr?.number ?? run.task.issueNumber;
  if (number !== undefined) put(run.task.pr || run.task.isPullRequest ? 'github.pull_request.number' : 'github.issue.number', number);
  put('github.actor', run.actor ?? run.task.actor);
  put('agent_runner.task.kind', taskKind(run.task));
  if (run.task.startedBy) put('agent_runner.trigger', run.task.startedBy.kind);
  return out;
}
