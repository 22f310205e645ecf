import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeGitHub, type FakeComment, type FakeGitHub, type FakeGitHubOptions } from '../../support/fake-github/fake-github.js';
import { example, setPath } from '../../support/fake-github/webhook-examples.js';
import { makeRepo } from '../../support/runner/run-action.js';

/**
 * Helpers for the GitHub end-to-end tests: the workflow environment the runner sets for an event,
 * real webhook payloads adjusted for a scenario, and git plumbing for the temp repositories.
 */

/** The `@octokit/webhooks-examples` payloads are all on this repository. */
export const OWNER = 'Codertocat';
export const REPO = 'Hello-World';
export const RUN_ID = '424242';
export const SERVER_URL = 'https://github.com';
export const RUN_URL = `${SERVER_URL}/${OWNER}/${REPO}/actions/runs/${RUN_ID}`;

/** Shapes no token pattern matches: only redaction by value can keep these out of the outputs. */
export { HARNESS_GITHUB_TOKEN as GITHUB_TOKEN_VALUE } from './harness.js';
export const API_KEY_VALUE = 'e2e-model-key-8d41b7c09e6a';

/** The `issue_comment.created` example, turned into a comment on PR #1 with `body`, by `login`. */
export function prCommentPayload(body: string, login = OWNER): Record<string, unknown> {
  const payload = example('issue_comment', 'created');
  const number = numberAt(payload, 'issue.number');
  setPath(payload, 'issue.pull_request', {
    url: `https://api.github.com/repos/${OWNER}/${REPO}/pulls/${number}`,
    html_url: `${SERVER_URL}/${OWNER}/${REPO}/pull/${number}`,
    diff_url: `${SERVER_URL}/${OWNER}/${REPO}/pull/${number}.diff`,
    patch_url: `${SERVER_URL}/${OWNER}/${REPO}/pull/${number}.patch`,
    merged_at: null,
  });
  setPath(payload, 'comment.body', body);
  setPath(payload, 'comment.user.login', login);
  setPath(payload, 'sender.login', login);
  setPath(payload, 'sender.type', 'User');
  return payload;
}

/** A number inside a payload, by dotted path; throws when it is not one. */
export function numberAt(obj: Record<string, unknown>, dotted: string): number {
  let cur: unknown = obj;
  for (const key of dotted.split('.')) {
    if (cur === null || typeof cur !== 'object') throw new Error(`${dotted}: no ${key}`);
    cur = (cur as Record<string, unknown>)[key];
  }
  if (typeof cur !== 'number') throw new Error(`${dotted} is not a number`);
  return cur;
}

/**
 * The runner's context for `eventName` with `payload` (written to a temp file), and the workflow's
 * `env: ANTHROPIC_BASE_URL / ANTHROPIC_API_KEY`. No GITHUB_TOKEN: the runner never sets it for a
 * step; the action gets the token from its `workflow_token` input's default, `${{ github.token }}`.
 */
export function githubEnv(o: { fake: FakeGitHub; modelUrl: string; eventName: string; payload: unknown; actor?: string }): Record<string, string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-event-'));
  const eventPath = path.join(dir, 'event.json');
  writeFileSync(eventPath, JSON.stringify(o.payload, null, 2));
  return {
    GITHUB_EVENT_NAME: o.eventName,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_API_URL: o.fake.url,
    GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
    GITHUB_REPOSITORY_OWNER: OWNER,
    GITHUB_RUN_ID: RUN_ID,
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_SERVER_URL: SERVER_URL,
    GITHUB_ACTOR: o.actor ?? OWNER,
    GITHUB_REF_NAME: 'main',
    ANTHROPIC_BASE_URL: o.modelUrl,
    ANTHROPIC_API_KEY: API_KEY_VALUE,
  };
}

export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: dir, encoding: 'utf8' }).trim();
}

export function headSha(dir: string): string {
  return git(dir, 'rev-parse', 'HEAD');
}

/** Path → content of every tracked file at HEAD (for the fake's base commit). */
export function trackedFiles(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const file of git(dir, 'ls-files')
    .split('\n')
    .filter((f) => f !== ''))
    files[file] = readFileSync(path.join(dir, file), 'utf8');
  return files;
}

/** Comments the fake holds on one issue or PR, oldest first. */
export function commentsOn(fake: FakeGitHub, issueNumber: number): FakeComment[] {
  return [...fake.state.comments.values()].filter((c) => c.issueNumber === issueNumber).sort((a, b) => a.id - b.id);
}

/** `METHOD /route` of every request the fake answered, in order. */
export function routesOf(fake: FakeGitHub): string[] {
  return fake.requests.map((r) => r.route ?? `${r.method} ${r.path} (unknown)`);
}

/**
 * Backdates the tracked files and refreshes the index, so an edit the run makes is seen by its
 * stat data alone. Without it, an edit made in the same second as the checkout, keeping the file's
 * size, depends on git's racy-entry check, which src/report/patch.ts defeats by copying the index
 * (the copy gets a fresh mtime): the patch then comes out empty, now and then.
 */
export function settle(dir: string, secondsAgo = 60): void {
  const when = new Date(Date.now() - secondsAgo * 1000);
  for (const file of Object.keys(trackedFiles(dir))) utimesSync(path.join(dir, file), when, when);
  git(dir, 'update-index', '-q', '--refresh');
}

/** The test repository as the fake GitHub serves it, its owner with write permission (spread into startFakeGitHub's options). */
export const WRITABLE_REPO = { owner: OWNER, repo: REPO, permissions: { [OWNER]: 'write' as const } };

/** A new test repository, settled (see settle), and its head commit. */
export function settledRepo(files?: Record<string, string>): { workspace: string; head: string } {
  const workspace = makeRepo(files);
  settle(workspace);
  return { workspace, head: headSha(workspace) };
}

/** The fake GitHub serving the test repository, `workspace`'s head and files as the base branch; `more` adds to it. */
export function startRepoGitHub(workspace: string, more: Partial<FakeGitHubOptions> = {}): Promise<FakeGitHub> {
  return startFakeGitHub({ ...WRITABLE_REPO, baseCommitSha: headSha(workspace), baseFiles: trackedFiles(workspace), ...more });
}
