import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FakeGitHub, FakeJob, TreeEntry } from '../../support/fake-github/fake-github.js';
import { jobLog } from '../support/job-log.js';
import { example, setPath } from '../../support/fake-github/webhook-examples.js';
import { OWNER, REPO, SERVER_URL, git, headSha } from './github-helpers.js';

/** Scenario pieces for CI-fix and maintenance runs: commits the fake must know, a failed run's jobs and its event. */

export const UPSTREAM_RUN = 777001;
export const FIX_PR = 7;
export const PR_BRANCH = 'fix-add';

/** Stores a commit in the fake: the parent's tree with `files` changed (null deletes). */
export function seedCommit(fake: FakeGitHub, o: { sha?: string; parent: string; files: Record<string, string | null>; message: string; ref?: string }): string {
  const parent = fake.state.commits.get(o.parent);
  if (!parent) throw new Error(`seedCommit: the fake has no commit ${o.parent}`);
  const entries = new Map<string, TreeEntry>(fake.state.trees.get(parent.tree) ?? []);
  for (const [p, content] of Object.entries(o.files)) {
    if (content === null) {
      entries.delete(p);
      continue;
    }
    const buf = Buffer.from(content);
    const sha = createHash('sha1').update(`blob ${buf.length}\0`).update(buf).digest('hex');
    fake.state.blobs.set(sha, buf);
    entries.set(p, { mode: '100644', type: 'blob', sha });
  }
  const tree = createHash('sha1')
    .update(JSON.stringify([...entries].sort()))
    .digest('hex');
  fake.state.trees.set(tree, entries);
  const sha = o.sha ?? createHash('sha1').update(`${tree}${o.parent}${o.message}`).digest('hex');
  fake.state.commits.set(sha, { tree, parents: [o.parent], message: o.message });
  if (o.ref) fake.state.refs.set(`heads/${o.ref}`, sha);
  return sha;
}

/** A commit on `branch` in the local repository, back on `main` afterwards (as actions/checkout leaves a workflow_run job). */
export function localBranchCommit(dir: string, branch: string, files: Record<string, string>, message: string): string {
  const exists = git(dir, 'branch', '--list', branch) !== '';
  git(dir, 'checkout', '-q', ...(exists ? [] : ['-b']), branch);
  for (const [p, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
    writeFileSync(path.join(dir, p), content);
  }
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', message);
  const sha = headSha(dir);
  git(dir, 'checkout', '-q', 'main');
  return sha;
}

/** The failed CI run's jobs: a passing lint job, and a test job with a long passing preamble before the failing step. */
export function failedJobs(extraFailureLines: string[] = []): { jobs: FakeJob[]; preambleMark: string; errorText: string } {
  const preambleMark = 'PREAMBLE-PASSING-LINE';
  const errorText = 'AssertionError [ERR_ASSERTION]: add(2, 3) should be 5';
  const install = Array.from({ length: 4000 }, (_, i) => `added 1 package in ${i}ms ${preambleMark}`);
  const testOutput = [
    ...Array.from({ length: 1500 }, (_, i) => `ok ${i + 1} - PASSING-CASE ${i + 1}`),
    'not ok 1501 - add',
    `  ${errorText}`,
    '      at Object.<anonymous> (test.js:4:8)',
    ...extraFailureLines,
  ];
  const testJob = jobLog([
    { name: 'Run actions/checkout@v5', command: 'actions/checkout@v5', output: ['Syncing repository: Codertocat/Hello-World'], conclusion: 'success' },
    { name: 'Install dependencies', command: 'npm ci', output: install, conclusion: 'success' },
    { name: 'Unit tests', command: 'node test.js', output: testOutput, conclusion: 'failure' },
  ]);
  const lintJob = jobLog([{ name: 'Lint', command: 'npm run lint', output: ['no problems'], conclusion: 'success' }]);
  return {
    jobs: [
      { id: 90001, runId: UPSTREAM_RUN, name: 'lint', conclusion: 'success', steps: lintJob.steps, log: lintJob.log },
      { id: 90002, runId: UPSTREAM_RUN, name: 'test (node 24)', conclusion: 'failure', steps: testJob.steps, log: testJob.log },
    ],
    preambleMark,
    errorText,
  };
}

/** `workflow_run.completed` with conclusion failure for the CI run on PR `FIX_PR` at `headSha`. */
export function failedRunPayload(headShaValue: string, o: { listPr?: boolean } = {}): Record<string, unknown> {
  const payload = example('workflow_run', 'completed');
  setPath(payload, 'workflow_run.id', UPSTREAM_RUN);
  setPath(payload, 'workflow_run.name', 'CI');
  setPath(payload, 'workflow_run.conclusion', 'failure');
  setPath(payload, 'workflow_run.event', 'pull_request');
  setPath(payload, 'workflow_run.head_sha', headShaValue);
  setPath(payload, 'workflow_run.head_branch', PR_BRANCH);
  setPath(payload, 'workflow_run.html_url', `${SERVER_URL}/${OWNER}/${REPO}/actions/runs/${UPSTREAM_RUN}`);
  setPath(payload, 'workflow_run.head_repository.full_name', `${OWNER}/${REPO}`);
  setPath(payload, 'workflow_run.head_repository.owner.login', OWNER);
  setPath(
    payload,
    'workflow_run.pull_requests',
    o.listPr === false ? [] : [{ number: FIX_PR, head: { ref: PR_BRANCH, sha: headShaValue }, base: { ref: 'main', sha: headShaValue } }],
  );
  return payload;
}

/** The first user message the model received, as text. */
export function firstPrompt(body: unknown): string {
  const messages = (body as { messages?: { content: unknown }[] }).messages ?? [];
  const content = messages[0]?.content;
  if (typeof content === 'string') return content;
  return Array.isArray(content) ? content.map((b: { text?: string }) => b.text ?? '').join('\n') : '';
}

export function readText(file: string): string {
  return readFileSync(file, 'utf8');
}
