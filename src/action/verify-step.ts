import path from 'node:path';
import { git } from '../git/git.js';
import { withGitHubRetry, type GitHubClient } from '../github/retry.js';
import type { Settings } from '../settings.js';
import type { Task } from '../trigger/types.js';
import { planFromInput, type VerifyPlan } from '../verify/plan.js';
import type { Verification } from '../agent/verification.js';
import { Verifier } from '../verify/verifier.js';
import { checksFromWorkflow } from '../verify/workflow-step.js';
import type { RunnerContext } from './runner-context.js';

/**
 * Where the run's check comes from: the `verify` input; else, on a failed `workflow_run`, the failed steps' own `run:`
 * commands from the workflow file at the tested commit; else none (undefined: no check, nothing recorded).
 */
export async function verifierFor(
  settings: Settings,
  task: Task,
  runner: RunnerContext,
  log: (text: string, level: 'info' | 'warning') => void,
): Promise<Verifier | undefined> {
  const plan = await planFor(settings, task, runner);
  if (!plan) return undefined;
  const cwd = settings.workingDirectory;
  return new Verifier(plan, async () => (await git(cwd, ['rev-parse', 'HEAD'])).trim(), log);
}

async function planFor(settings: Settings, task: Task, runner: RunnerContext): Promise<VerifyPlan | undefined> {
  const bounds = { ciFix: task.ciFix !== undefined, timeoutMs: settings.verify.timeoutMs, retries: settings.verify.retries };
  if (settings.verify.commands.length > 0) return planFromInput(settings.verify.commands, settings.workingDirectory, bounds);
  const run = task.upstreamRun;
  const failed = task.ciFix?.failedSteps ?? [];
  if (!task.ciFix || !run) return undefined;
  const plan: VerifyPlan = { source: 'workflow', checks: [], notRunnable: [], ...bounds };
  if (failed.length === 0) return { ...plan, notRunnable: [{ name: run.name || 'the failed run', reason: 'the jobs API names no failed step to run' }] };
  const file = run.path?.replace(/@.*$/, '');
  const names = failed.map((f) => `${f.job} › ${f.step.name}`);
  const refuse = (reason: string): VerifyPlan => ({ ...plan, notRunnable: names.map((name) => ({ name, reason })) });
  if (!file) return refuse('the workflow_run event does not name its workflow file (workflow_run.path)');
  const content = await git(settings.workingDirectory, ['show', `${run.headSha}:${file}`]).catch((error: unknown) => error);
  if (typeof content !== 'string') return refuse(`${file} could not be read at ${run.headSha.slice(0, 7)}: ${firstLine(content)}`);
  const [owner = '', name = ''] = (runner.repository ?? `${task.repo.owner}/${task.repo.name}`).split('/');
  const workspace = path.resolve(runner.workspace);
  const found = await checksFromWorkflow(file, content, failed, {
    workspace,
    // The contexts the runner knows of the failed run: never a secret, never what only that run had.
    github: {
      repository: `${owner}/${name}`,
      repository_owner: owner,
      sha: run.headSha,
      event_name: run.event,
      ...(run.headBranch ? { head_ref: run.headBranch, ref_name: run.headBranch, ref: `refs/heads/${run.headBranch}` } : {}),
      run_id: String(run.id),
      workflow: run.name,
      workspace,
      server_url: runner.serverUrl,
      api_url: runner.apiUrl,
      ...(run.actor ? { actor: run.actor.login } : {}),
    },
    runner: { os: 'Linux', arch: 'X64', temp: path.resolve(runner.runnerTemp), environment: 'github-hosted' },
  });
  return { ...plan, ...found };
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (
    text
      .split('\n')
      .find((line) => /fatal|error/i.test(line))
      ?.trim() ??
    text.split('\n')[0] ??
    ''
  );
}

/**
 * A CI failure that did not reproduce: with `rerun_flaky`, its failed jobs are re-run (the token needs actions: write);
 * the note says what happened.
 */
export async function rerunIfFlaky(
  verification: Verification | undefined,
  settings: Settings,
  task: Task,
  octokit: GitHubClient | undefined,
): Promise<string | undefined> {
  const run = task.upstreamRun;
  if (verification?.verdict !== 'not_reproduced' || !run) return undefined;
  if (!settings.verify.rerunFlaky)
    return `The failure did not reproduce here; set rerun_flaky: true (with actions: write) to re-run the failed jobs of ${run.htmlUrl}`;
  if (!octokit) return 'The failure did not reproduce here; the failed jobs were not re-run: there is no GitHub token';
  const { owner, name: repo } = task.repo;
  const posted = await withGitHubRetry(() =>
    octokit.request('POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs', { owner, repo, run_id: run.id }),
  );
  if (posted.ok) return `The failure did not reproduce here: re-ran the failed jobs of ${run.htmlUrl} (rerun_flaky)`;
  const hint = posted.status === 403 ? ' (the token needs permissions: actions: write)' : '';
  return `The failure did not reproduce here; re-running the failed jobs failed: ${posted.error}${hint}`;
}
