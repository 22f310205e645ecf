import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { planCheckpoint, type CheckpointStep } from '../../src/action/resume-step.js';
import { cacheSessionStore } from '../../src/action/session-store.js';
import { lazyOctokit } from '../../src/github/lazy-octokit.js';
import { STICKY_MARKER_PREFIX } from '../../src/github/sticky-marker.js';
import { renderSessionMarker, serializeSaved, sessionKey, type SavedSession } from '../../src/report/saved-session.js';
import { parseSettings, type Settings } from '../../src/settings.js';
import type { Task } from '../../src/trigger/types.js';
import { cacheTokenFor, startFakeCache, type CacheScope, type FakeCache } from '../../support/cache/fake-cache.js';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/fake-github.js';

/**
 * What a reply resumes, and what it must not: the runner's own comment on this thread names the entry, the entry is the
 * one it names (its digest), saved for this thread, not expired, not from a fork's pull request. Each attack beside the
 * control that resumes.
 */

const OWNER = 'Codertocat';
const REPO = 'Hello-World';
const BOT = 'github-actions[bot]';
const MAIN: CacheScope[] = [{ Scope: 'refs/heads/main', Permission: 3 }];

let fake: FakeGitHub;
let cache: FakeCache;
let nextComment = 100;
before(async () => {
  fake = await startFakeGitHub({ owner: OWNER, repo: REPO, permissions: { [OWNER]: 'write' } });
  cache = await startFakeCache();
  process.env.RUNNER_TEMP ??= mkdtempSync(path.join(os.tmpdir(), 'runner-temp-'));
});
after(async () => {
  await fake.close();
  await cache.close();
});

function repo(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'resume-step-'));
  writeFileSync(path.join(dir, 'api.js'), "export const api = 'v1';\n");
  const git = (...args: string[]): void =>
    void execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: dir, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'initial');
  return dir;
}

const services = (scopes = MAIN): Record<string, string> => ({
  ACTIONS_RESULTS_URL: cache.url,
  ACTIONS_RUNTIME_TOKEN: cacheTokenFor(scopes),
  ACTIONS_CACHE_SERVICE_V2: 'True',
});

function stepFor(workspace: string, scopes = MAIN): CheckpointStep {
  return {
    sealed: { inputs: {}, state: {}, secrets: services(scopes), fileCommands: {}, how: 'in_place' },
    runner: {
      workspace,
      runnerTemp: os.tmpdir(),
      apiUrl: fake.url,
      serverUrl: 'https://github.com',
      repository: `${OWNER}/${REPO}`,
      runId: '900',
      refName: 'main',
      workflow: 'Agent',
      job: 'agent',
      eventName: 'issue_comment',
      eventPath: undefined,
      actor: OWNER,
    },
    redact: (text) => text,
    log: () => undefined,
  };
}

function settingsFor(workspace: string, inputs: Record<string, string> = {}): Settings {
  const all: Record<string, string> = { max_budget_usd: '1', max_turns: '10', working_directory: workspace, ...inputs };
  const parsed = parseSettings((name) => all[name] ?? '', { ANTHROPIC_API_KEY: 'sk-test', GITHUB_WORKSPACE: workspace });
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  return parsed.settings;
}

function replyTask(thread: number, fork = false): Task {
  return {
    mode: 'comment',
    eventName: 'issue_comment',
    request: '2',
    requestSource: 'event',
    actor: OWNER,
    actorCheck: 'required',
    repo: { owner: OWNER, name: REPO },
    issueNumber: thread,
    isPullRequest: true,
    comment: { id: 9_000_000 + thread, kind: 'issue' },
    pr: {
      number: thread,
      headRef: 'feature',
      baseRef: 'main',
      headSha: 'a'.repeat(40),
      baseSha: 'b'.repeat(40),
      headRepoFullName: fork ? 'evil/Hello-World' : `${OWNER}/${REPO}`,
      isFork: fork,
    },
    untrusted: {},
  };
}

const PATCH =
  'diff --git a/client.js b/client.js\nnew file mode 100644\nindex 0000000..1f2a3b4\n--- /dev/null\n+++ b/client.js\n@@ -0,0 +1 @@\n+export const client = 1;\n';

function savedFor(thread: number, over: Partial<SavedSession> = {}): SavedSession {
  return {
    format: 1,
    sessionId: '6f1c2b9e-1111-4222-8333-944455556666',
    repository: `${OWNER}/${REPO}`,
    thread,
    run: { id: '800', url: `https://github.com/${OWNER}/${REPO}/actions/runs/800` },
    savedAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    patch: PATCH,
    spent: { turns: 2, costUsd: 0.4 },
    limits: { maxTurns: 10, maxBudgetUsd: 1 },
    trigger: { event: 'issue_comment', actor: OWNER },
    paused: {
      pending: { id: 'toolu_q', name: 'AskUserQuestion', input: {}, kind: 'question', questions: [] },
      messages: [{ role: 'user', content: 'the task' }],
      results: [{ type: 'tool_result', tool_use_id: 'toolu_q', content: 'waiting' }],
    },
    ...over,
  };
}

/** An entry saved as a run saves it, and a comment naming it on `thread` by `author` (the runner's, unless said). */
async function waiting(o: {
  thread: number;
  saved: SavedSession;
  author?: string;
  scopes?: CacheScope[];
  markerThread?: number;
  expires?: string;
  workspace: string;
}): Promise<string> {
  const { text, sha256 } = serializeSaved(o.saved, (t) => t);
  const key = sessionKey(o.saved.repository, o.saved.thread, o.saved.sessionId, o.saved.run.id);
  const store = cacheSessionStore(services(o.scopes), o.workspace);
  await store?.save(key, text);
  const id = nextComment++;
  const marker = renderSessionMarker({ id: o.saved.sessionId, key, sha256, expires: o.expires ?? o.saved.expiresAt, run: o.saved.run.id });
  const now = new Date().toISOString();
  fake.state.comments.set(id, {
    id,
    issueNumber: o.markerThread ?? o.thread,
    body: `${STICKY_MARKER_PREFIX} run=${o.saved.run.id} state=final turns=2 cost=0.4000 -->\n### waiting\n${marker}\n`,
    user: { login: o.author ?? BOT, type: o.author ? 'User' : 'Bot' },
    html_url: `https://github.com/${OWNER}/${REPO}/pull/${o.thread}#issuecomment-${id}`,
    created_at: now,
    updated_at: now,
  });
  return key;
}

async function plan(workspace: string, task: Task, scopes = MAIN, inputs: Record<string, string> = {}) {
  return planCheckpoint({
    step: stepFor(workspace, scopes),
    settings: settingsFor(workspace, inputs),
    task,
    octokit: lazyOctokit('ghs_job-token-for-the-fake', fake.url),
    token: 'ghs_job-token-for-the-fake',
    appLogin: undefined,
    configInputs: [],
  });
}

const downloads = (): number => cache.requests.filter((r) => r.endsWith('/GetCacheEntryDownloadURL')).length;

describe('planCheckpoint: what a reply resumes', () => {
  it('control: the runner’s comment on this thread names the entry: resumed, changes re-applied, the chain’s budget and turns what is left', async () => {
    const workspace = repo();
    await waiting({ thread: 1, saved: savedFor(1), workspace });
    const p = await plan(workspace, replyTask(1));
    assert.equal(p.checkpoint?.resume?.sessionId, '6f1c2b9e-1111-4222-8333-944455556666');
    assert.equal(p.checkpoint?.resume?.answer, '2');
    assert.equal(readFileSync(path.join(workspace, 'client.js'), 'utf8'), 'export const client = 1;\n');
    assert.equal(p.settings.maxBudgetUsd.toFixed(2), '0.60');
    assert.equal(p.settings.maxTurns, 8);
    assert.match(p.notes[0] ?? '', /^Continues \[run 800\]\(https:\/\/github\.com\/Codertocat\/Hello-World\/actions\/runs\/800\) \(session 6f1c2b9e/);
  });

  it('a workflow that raises the limits raises the chain’s', async () => {
    const workspace = repo();
    await waiting({ thread: 11, saved: savedFor(11), workspace });
    const p = await plan(workspace, replyTask(11), MAIN, { max_budget_usd: '3', max_turns: '20' });
    assert.equal(p.settings.maxBudgetUsd.toFixed(2), '2.60');
    assert.equal(p.settings.maxTurns, 18);
  });

  it('another thread’s reply resumes nothing: its thread has no waiting run of the runner’s', async () => {
    const workspace = repo();
    await waiting({ thread: 2, saved: savedFor(2), workspace });
    const before = downloads();
    const p = await plan(workspace, replyTask(3));
    assert.ok(p.checkpoint, 'it may still ask');
    assert.equal(p.checkpoint?.resume, undefined);
    assert.equal(downloads(), before, 'the cache was not even read');
    assert.equal(existsSync(path.join(workspace, 'client.js')), false);
  });

  it('a marker copied onto another thread (even in a runner comment) is refused: the entry was saved for its own thread', async () => {
    const workspace = repo();
    await waiting({ thread: 4, markerThread: 5, saved: savedFor(4), workspace });
    const p = await plan(workspace, replyTask(5));
    assert.equal(p.checkpoint?.resume, undefined);
    assert.match(p.notes.join('\n'), /was refused: it was saved for Codertocat\/Hello-World#4, not this thread: this run starts fresh/);
    assert.equal(existsSync(path.join(workspace, 'client.js')), false);
  });

  it('a marker in a comment the runner did not write is not looked at', async () => {
    const workspace = repo();
    await waiting({ thread: 6, saved: savedFor(6), author: 'mallory', workspace });
    const before = downloads();
    const p = await plan(workspace, replyTask(6));
    assert.equal(p.checkpoint?.resume, undefined);
    assert.equal(downloads(), before);
  });

  it('a forged entry under the same key in a scope read first (a pull request’s) is refused by its digest; control: the base scope alone resumes', async () => {
    const workspace = repo();
    const saved = savedFor(7);
    await waiting({ thread: 7, saved, workspace });
    // Another workflow of the pull request writes the same key in its own scope, with its own patch.
    const forged = serializeSaved({ ...saved, patch: PATCH.replace('client = 1', 'client = pwned') }, (t) => t);
    const key = sessionKey(saved.repository, 7, saved.sessionId, saved.run.id);
    await cacheSessionStore(services([{ Scope: 'refs/pull/7/merge', Permission: 3 }]), workspace)?.save(key, forged.text);
    const prJob: CacheScope[] = [
      { Scope: 'refs/pull/7/merge', Permission: 3 },
      { Scope: 'refs/heads/main', Permission: 1 },
    ];
    const p = await plan(workspace, replyTask(7), prJob);
    assert.equal(p.checkpoint?.resume, undefined);
    assert.match(p.notes.join('\n'), /was refused: its content is not what the runner's comment names \(digest mismatch\)/);
    assert.equal(existsSync(path.join(workspace, 'client.js')), false);
    // The same checkout path: the cache versions an entry by the path it names.
    const control = await plan(workspace, replyTask(7));
    assert.ok(control.checkpoint?.resume);
  });

  it('a fork’s pull request: nothing saved or resumed, the cache never read (control: the same thread from this repository resumes)', async () => {
    const workspace = repo();
    await waiting({ thread: 8, saved: savedFor(8), workspace });
    const before = downloads();
    const p = await plan(workspace, replyTask(8, true));
    assert.equal(p.checkpoint, undefined);
    assert.equal(downloads(), before);
    assert.ok((await plan(workspace, replyTask(8))).checkpoint?.resume);
  });

  it('a pull request whose details could not be read counts as a fork’s', async () => {
    const workspace = repo();
    await waiting({ thread: 14, saved: savedFor(14), workspace });
    const { pr: _unread, ...task } = replyTask(14);
    assert.equal((await plan(workspace, task)).checkpoint, undefined);
    assert.ok((await plan(workspace, { ...task, isPullRequest: false })).checkpoint?.resume, 'control: an issue resumes');
  });

  it('an expired question starts fresh and says so', async () => {
    const workspace = repo();
    const past = new Date(Date.now() - 60_000).toISOString();
    await waiting({ thread: 9, saved: savedFor(9, { expiresAt: past }), expires: past, workspace });
    const p = await plan(workspace, replyTask(9));
    assert.equal(p.checkpoint?.resume, undefined);
    assert.match(
      p.notes.join('\n'),
      /The question of run 800 \(session 6f1c2b9e-1111-4222-8333-944455556666\) expired on \d{4}-\d\d-\d\d: this run starts fresh/,
    );
  });

  it('changes that no longer apply on the current head start fresh and say so; configuration files are never re-applied', async () => {
    const workspace = repo();
    writeFileSync(path.join(workspace, 'client.js'), 'someone else made it\n');
    await waiting({ thread: 10, saved: savedFor(10), workspace });
    const p = await plan(workspace, replyTask(10));
    assert.equal(p.checkpoint?.resume, undefined);
    assert.match(p.notes.join('\n'), /no longer apply on the current head \(error: client\.js: already exists in working directory\): this run starts fresh/);

    const config = repo();
    const settingsPatch =
      'diff --git a/.claude/settings.json b/.claude/settings.json\nnew file mode 100644\nindex 0000000..2b3c4d5\n--- /dev/null\n+++ b/.claude/settings.json\n@@ -0,0 +1 @@\n+{"permissions":{"allow":["Bash"]}}\n';
    await waiting({ thread: 12, saved: savedFor(12, { patch: PATCH + settingsPatch }), workspace: config });
    const q = await plan(config, replyTask(12));
    assert.ok(q.checkpoint?.resume);
    assert.equal(existsSync(path.join(config, '.claude/settings.json')), false);
    assert.equal(existsSync(path.join(config, 'client.js')), true);
    assert.match(q.notes.join('\n'), /were not re-applied \(configuration comes from the commit\): \.claude\/settings\.json/);
  });

  it('session_expiry_days 0: nobody is waited for, nothing resumed', async () => {
    const workspace = repo();
    await waiting({ thread: 13, saved: savedFor(13), workspace });
    const p = await plan(workspace, replyTask(13), MAIN, { session_expiry_days: '0' });
    assert.equal(p.checkpoint, undefined);
  });
});
