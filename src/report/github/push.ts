import { createCommit } from './git-commit.js';
import { gitRefProblem } from '../../git/ref-name.js';
import type { ChangedFile } from './push-files.js';
import { withGitHubRetry } from '../../github/retry.js';
import type { GitHubClient, GitHubResult, RetryOptions } from '../../github/retry.js';

export { changedFilesFromGit, isExcluded } from './push-files.js';
export type { ChangedFile, FileMode } from './push-files.js';

export type PushMode = 'branch' | 'pull_request' | 'pr_branch';

export interface PushOptions {
  owner: string;
  repo: string;
  /** The commit the changes were made on: the new commit's parent. */
  baseSha: string;
  /** The PR's base branch (`pull_request` mode). */
  baseBranch: string;
  mode: PushMode;
  /** `agent/…` for `branch`/`pull_request`; the PR's head branch for `pr_branch`. */
  branchName: string;
  /** The name came from the workflow's branch_prefix / branch_name_template: any safe git branch name, not only agent/…. */
  namedByWorkflow?: boolean;
  /** Author and committer of the commit (bot_id / bot_name); absent = GitHub's identity for the token, signed. */
  identity?: { name: string; email: string };
  files: ChangedFile[];
  /** Never committed: restored configuration paths, the runner's folders. */
  exclude: string[];
  /** Branches never moved (the default branch, the pull request's base: src/powers); a new branch is never one of them. */
  protectedBranches?: readonly string[];
  message: string;
  prTitle?: string;
  prBody?: string;
  retry?: RetryOptions;
}

export type PushResult =
  | {
      status: 'pushed';
      commitSha: string;
      /** May differ from the requested name when that branch already existed. */
      branch: string;
      committedPaths: string[];
      /** Paths dropped because `exclude` names them. */
      excludedPaths: string[];
      pullRequest?: { number: number; url: string };
    }
  | { status: 'no_changes'; excludedPaths: string[] }
  | { status: 'failed'; stage: 'validate' | 'base' | 'blob' | 'tree' | 'commit' | 'ref' | 'pull_request'; error: string; commitSha?: string };

const AGENT_BRANCH = /^agent\/[A-Za-z0-9._/-]+$/;

/** Null when `name` is a valid new branch for the runner; otherwise why not. */
export function validateAgentBranchName(name: string): string | null {
  if (!AGENT_BRANCH.test(name)) return `branch name ${JSON.stringify(name)} must match agent/[A-Za-z0-9._/-]+`;
  return gitRefProblem(name);
}

/** A templated name: claude-code-action's whitelist (no leading dash, only letters, digits and / _ . # + , @ -), then git's rules. */
function workflowBranchProblem(name: string): string | null {
  if (!/^[a-zA-Z0-9@_][a-zA-Z0-9/_.#+,@-]*$/.test(name))
    return `branch name ${JSON.stringify(name)} (from branch_prefix / branch_name_template) must start with a letter, digit, _ or @ and use only letters, digits and / _ . # + , @ -`;
  return gitRefProblem(name);
}

/** `agent/issue-12` or `agent/run-123456789`: the spec's `agent/<issue-or-run>`. */
export function defaultBranchName(target: { issueNumber?: number; runId: number | string }): string {
  return target.issueNumber !== undefined ? `agent/issue-${target.issueNumber}` : `agent/run-${target.runId}`;
}

/**
 * Commits `files` onto `baseSha` through the Git Data API (blobs → tree on the base tree → commit
 * → ref), so the commit is made and signed by GitHub for the token's identity and no git
 * credentials ever sit in the work tree. Never throws.
 */
export async function pushChanges(octokit: GitHubClient, options: PushOptions): Promise<PushResult> {
  const { owner, repo, mode, retry } = options;
  const call = <T>(fn: () => Promise<T>): Promise<GitHubResult<T>> => withGitHubRetry(fn, retry);
  const nameProblem =
    mode === 'pr_branch'
      ? gitRefProblem(options.branchName)
      : options.namedByWorkflow
        ? workflowBranchProblem(options.branchName)
        : validateAgentBranchName(options.branchName);
  if (nameProblem) return { status: 'failed', stage: 'validate', error: nameProblem };
  if (mode === 'pr_branch' && options.protectedBranches?.includes(options.branchName))
    return { status: 'failed', stage: 'validate', error: `${options.branchName} is the default branch or the pull request's base: the runner never moves it` };
  if (mode === 'pull_request' && gitRefProblem(options.baseBranch)) {
    return { status: 'failed', stage: 'validate', error: gitRefProblem(options.baseBranch) ?? '' };
  }
  const made = await createCommit(octokit, {
    owner,
    repo,
    baseSha: options.baseSha,
    files: options.files,
    exclude: options.exclude,
    message: options.message,
    ...(options.identity ? { identity: options.identity } : {}),
    ...(retry ? { retry } : {}),
  });
  if (made.status !== 'committed') return made;
  const { sha, committedPaths, excludedPaths } = made;

  const ref = mode === 'pr_branch' ? await updateBranch(octokit, options, sha, call) : await createBranch(octokit, options, sha, call);
  if (!ref.ok) return { status: 'failed', stage: 'ref', error: ref.error, commitSha: sha };
  const pushed = { status: 'pushed' as const, commitSha: sha, branch: ref.branch, committedPaths, excludedPaths };
  if (mode !== 'pull_request') return pushed;

  const pr = await openPullRequest(octokit, options, ref.branch, call);
  if (!pr.ok) return { status: 'failed', stage: 'pull_request', error: `branch ${ref.branch} pushed, but: ${pr.error}`, commitSha: sha };
  return { ...pushed, pullRequest: pr.value };
}

type Call = <T>(fn: () => Promise<T>) => Promise<GitHubResult<T>>;
type RefOutcome = { ok: true; branch: string } | { ok: false; error: string };

async function createBranch(octokit: GitHubClient, o: PushOptions, sha: string, call: Call): Promise<RefOutcome> {
  // A rerun on the same issue finds its branch taken: fall back to a name made unique by the commit.
  for (const branch of [o.branchName, `${o.branchName}-${sha.slice(0, 7)}`]) {
    const created = await call(() =>
      octokit.request('POST /repos/{owner}/{repo}/git/refs', { owner: o.owner, repo: o.repo, ref: `refs/heads/${branch}`, sha }),
    );
    if (created.ok) return { ok: true, branch };
    if (created.status !== 422) return { ok: false, error: `creating branch ${branch}: ${created.error}` };
    // 422 after a retried 5xx can mean our own first attempt landed.
    const existing = await call(() => octokit.request('GET /repos/{owner}/{repo}/git/ref/{ref}', { owner: o.owner, repo: o.repo, ref: `heads/${branch}` }));
    if (existing.ok && existing.value.data.object.sha === sha) return { ok: true, branch };
  }
  return { ok: false, error: `branches ${o.branchName} and ${o.branchName}-${sha.slice(0, 7)} already exist` };
}

async function updateBranch(octokit: GitHubClient, o: PushOptions, sha: string, call: Call): Promise<RefOutcome> {
  const updated = await call(() =>
    octokit.request('PATCH /repos/{owner}/{repo}/git/refs/{ref}', { owner: o.owner, repo: o.repo, ref: `heads/${o.branchName}`, sha, force: false }),
  );
  if (updated.ok) return { ok: true, branch: o.branchName };
  if (updated.status === 422) {
    return {
      ok: false,
      error: `${o.branchName} moved since the run started (not a fast-forward of ${o.baseSha.slice(0, 7)}); commit ${sha.slice(0, 7)} was not pushed`,
    };
  }
  return { ok: false, error: `updating ${o.branchName}: ${updated.error}` };
}

async function openPullRequest(octokit: GitHubClient, o: PushOptions, branch: string, call: Call): Promise<GitHubResult<{ number: number; url: string }>> {
  const created = await call(() =>
    octokit.request('POST /repos/{owner}/{repo}/pulls', {
      owner: o.owner,
      repo: o.repo,
      head: branch,
      base: o.baseBranch,
      title: o.prTitle ?? o.message.split('\n')[0] ?? 'Agent changes',
      body: o.prBody ?? '',
    }),
  );
  if (created.ok) return { ok: true, value: { number: created.value.data.number, url: created.value.data.html_url } };
  if (created.status !== 422) return created;
  const open = await call(() =>
    octokit.request('GET /repos/{owner}/{repo}/pulls', { owner: o.owner, repo: o.repo, head: `${o.owner}:${branch}`, state: 'open' }),
  );
  const found = open.ok ? open.value.data[0] : undefined;
  if (found) return { ok: true, value: { number: found.number, url: found.html_url } };
  return created;
}

/** A commit message that names the task and the run, as the spec asks. */
export function commitMessage(task: { summary: string; runUrl?: string; issueNumber?: number; trailer?: string; attribution?: string }): string {
  const subject = task.summary.replace(/\s+/g, ' ').trim().slice(0, 72) || 'Agent changes';
  const lines = [subject, ''];
  if (task.issueNumber !== undefined) lines.push(`Task: #${task.issueNumber}`);
  if (task.runUrl) lines.push(`Run: ${task.runUrl}`);
  if (task.trailer) lines.push(task.trailer);
  // The settings' attribution.commit (e.g. a Co-Authored-By line): in the same trailer block as the run's.
  if (task.attribution?.trim()) lines.push(task.attribution.trim());
  return lines.join('\n').trimEnd() + '\n';
}
