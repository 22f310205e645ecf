/**
 * Issue 35, items 3 and 4, through dist/: a run that stops (budget, timeout, cancel) keeps its work. The patch and the
 * transcript are uploaded with @actions/artifact to the fake artifact service and linked from the comment and the
 * summary; with a push granted the work so far goes to an `agent/unfinished/…` branch on the fake GitHub (never the
 * pull request's branch, the default branch or the base); with `push: none` no branch. A stopped run's comment carries
 * the model's wrap-up, made from the room the run kept for it.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { startFakeArtifacts, type FakeArtifacts } from '../../support/artifacts/fake-artifacts.js';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from '../../support/fake-github/fake-github.js';
import { example } from '../../support/fake-github/webhook-examples.js';
import { startScriptedModel, type Script, type ScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { call, text, turn } from '../support/scripted-turns.js';
import { commentsOn, githubEnv, headSha, OWNER, prCommentPayload, REPO, RUN_ID, settle, trackedFiles, WRITABLE_REPO } from './github-helpers.js';
import { makeRepo, PROJECT_ROOT, runAction, type ActionRun, type RunOptions } from './harness.js';
import { closedAfterAll } from '../support/models-closed-after.js';
import { downloadArtifact } from '../support/artifact-download.js';

const open = closedAfterAll();

const WRAP_UP = 'Done: wrote notes/progress.md. Left: the tests for it; continue from the unfinished branch.';
const WORK = 'work done before the stop\n';
/** Dear enough that a few calls spend the budget. */
const PRICING = JSON.stringify({ 'claude-opus-5-5': { input: 10, output: 50, cache_write_5m: 12.5, cache_write_1h: 20, cache_read: 1 } });

/** First a Write (and, for a stop from outside, a command that waits), then dear Reads; the wrap-up (tool_choice none) in words. */
function stoppingScript(o: { file?: string; wait?: string } = {}): Script {
  return (req, index) => {
    if ((req.body.tool_choice as { type?: string } | undefined)?.type === 'none') return text(WRAP_UP);
    if (index === 0)
      return turn(call('Write', { file_path: o.file ?? 'notes/progress.md', content: WORK }), ...(o.wait ? [call('Bash', { command: o.wait })] : []));
    return { ...turn(call('Read', { file_path: 'README.md' })), usage: { output_tokens: 6_000 } };
  };
}

interface Scenario {
  fake: FakeGitHub;
  artifacts: FakeArtifacts;
  model: ScriptedModel;
  workspace: string;
  head: string;
  options: RunOptions;
}

async function scenario(o: {
  script: Script;
  eventName: string;
  payload: Record<string, unknown>;
  inputs: Record<string, string>;
  fake?: (head: string) => FakeGitHubOptions;
}): Promise<Scenario> {
  const workspace = makeRepo({ 'README.md': '# sample\n', 'src/a.js': 'export const a = 1;\n' });
  settle(workspace);
  const head = headSha(workspace);
  const fake = await startFakeGitHub({
    ...WRITABLE_REPO,
    baseCommitSha: head,
    baseFiles: trackedFiles(workspace),
    pulls: [{ number: 1, head: 'fix-add', base: 'main', headSha: head, baseSha: head, changedFiles: ['src/a.js'] }],
    ...o.fake?.(head),
  });
  const artifacts = await startFakeArtifacts();
  const model = await startScriptedModel(o.script);
  open.push(fake, artifacts, model);
  const options: RunOptions = {
    workspace,
    inputs: { permission_mode: 'bypassPermissions', max_turns: '20', ...o.inputs },
    env: githubEnv({ fake, modelUrl: model.url, eventName: o.eventName, payload: o.payload }),
    artifacts,
  };
  return { fake, artifacts, model, workspace, head, options };
}

const log = (run: ActionRun): string => `exit ${run.exitCode}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`;

/** The artifact's files, downloaded by the official client as a later step of the run would. */
async function downloaded(artifacts: FakeArtifacts, id: number): Promise<Record<string, string>> {
  const into = await downloadArtifact(artifacts, artifacts.runtimeToken(), id, 'stopped-artifact-');
  const out: Record<string, string> = {};
  for (const name of ['changes.patch', 'transcript.jsonl', 'execution.json'])
    if (existsSync(path.join(into, name))) out[name] = readFileSync(path.join(into, name), 'utf8');
  return out;
}

const artifactUrl = (id: number): string => `https://github.com/${OWNER}/${REPO}/actions/runs/${RUN_ID}/artifacts/${id}`;
const unfinishedRefs = (fake: FakeGitHub): string[] => [...fake.state.refs.keys()].filter((ref) => ref.startsWith('heads/agent/unfinished/'));

/** What a commit on the fake holds at `file`. */
function fileAt(fake: FakeGitHub, ref: string, file: string): string | undefined {
  const commit = fake.state.commits.get(fake.state.refs.get(ref) ?? '');
  const tree = fake.state.trees.get(commit?.tree ?? '');
  const entry = tree?.get(file);
  return entry ? fake.state.blobs.get(entry.sha)?.toString() : undefined;
}

/** The comment with every fenced block taken out: what renders as markdown. */
const outsideFences = (body: string): string => body.replace(/(`{3,})[^\n]*\n[\s\S]*?\n\1/g, '');

describe('a stopped run keeps its work (dist/index.js, fake GitHub, fake artifact service)', () => {
  it('budget stop, push granted (pr_branch): the artifact, an unfinished branch (never the PR branch), the wrap-up in the comment', async () => {
    const s = await notesOnThePr({ max_budget_usd: '1', pricing: PRICING, push: 'pr_branch' });
    const prHead = s.fake.state.refs.get('heads/fix-add');
    const run = await runAction(s.options);
    assert.equal(run.outputs.subtype, 'error_max_budget_usd', log(run));
    assert.ok(Number(run.outputs.total_cost_usd) <= 1, `spent ${run.outputs.total_cost_usd}: never past the budget, wrap-up included`);
    const wrapUps = s.model.requests.filter((r) => (r.body.tool_choice as { type?: string } | undefined)?.type === 'none');
    assert.equal(wrapUps.length, 1, 'one tool-less wrap-up');
    assert.match(JSON.stringify(s.model.requests.map((r) => r.body.messages)), /USD budget: \$0\.\d+\/\$1; \$0\.\d+ remaining/, 'the model was told');

    assert.equal(s.artifacts.artifacts.length, 1);
    const [artifact] = s.artifacts.artifacts;
    assert.ok(artifact?.finalized);
    assert.match(artifact.name, /^agent-runner-agent-attempt1-[0-9a-f]{8}$/);
    const files = await downloaded(s.artifacts, artifact.id);
    assert.match(files['changes.patch'] ?? '', /\+work done before the stop/);
    assert.match(files['transcript.jsonl'] ?? '', /"subtype":"error_max_budget_usd"/);

    assert.deepEqual(unfinishedRefs(s.fake), ['heads/agent/unfinished/issue-1-run-424242']);
    assert.equal(fileAt(s.fake, 'heads/agent/unfinished/issue-1-run-424242', 'notes/progress.md'), WORK);
    assert.equal(s.fake.state.refs.get('heads/fix-add'), prHead, "the PR's branch is not moved as if the work were done");
    assert.equal(s.fake.state.refs.get('heads/main'), s.head);

    const body = commentsOn(s.fake, 1).at(-1)?.body ?? '';
    assert.match(body, /state=final/);
    assert.ok(body.includes(`](${artifactUrl(artifact.id)})`), body);
    assert.ok(body.includes('](https://github.com/Codertocat/Hello-World/tree/agent/unfinished/issue-1-run-424242)'), 'the unfinished branch, linked');
    assert.match(body, /Unfinished: the work so far, on a branch of its own — not the pull request's branch/);
    assert.ok(body.includes('Done: wrote notes/progress.md. Left: the tests for it'), "the model's wrap-up");
    assert.ok(!body.includes(run.stepOutputs.patch_file ?? '\0'), 'no path on the runner');
    assert.ok(run.summary.includes(artifactUrl(artifact.id)), 'the summary links it too');
    assert.equal(run.state.artifact !== undefined && JSON.parse(run.state.artifact).id, artifact.id, 'the post step is told it is done');
    assert.deepEqual(s.fake.unknownRequests, []);
  });

  it('budget stop with push: none: the artifact and its link, no branch', async () => {
    const s = await notesOnThePr({ max_budget_usd: '0.3', pricing: PRICING, push: 'none' });
    const run = await runAction(s.options);
    assert.equal(run.outputs.subtype, 'error_max_budget_usd', log(run));
    assert.equal(s.artifacts.artifacts.filter((a) => a.finalized).length, 1);
    assert.deepEqual(unfinishedRefs(s.fake), []);
    assert.equal([...s.fake.state.refs.keys()].length, 1, 'no ref created at all');
    const body = commentsOn(s.fake, 1).at(-1)?.body ?? '';
    assert.ok(body.includes(artifactUrl(s.artifacts.artifacts[0]?.id ?? 0)), body);
    assert.doesNotMatch(body, /Unfinished: the work so far/);
  });

  it('timeout, push: branch on a dispatched run: the wrap-up, the artifact and agent/unfinished/run-<id>; the default branch untouched', async () => {
    const s = await scenario({
      script: stoppingScript({ wait: 'sleep 600' }),
      eventName: 'workflow_dispatch',
      payload: example('workflow_dispatch'),
      // 30 s: room on a loaded machine for the step's start and the Write before it, and 3 s (a tenth) for the
      // wrap-up's model call; the command it cuts sleeps for good.
      inputs: { prompt: 'take notes', timeout_minutes: '0.5', push: 'branch' },
    });
    const run = await runAction(s.options);
    const result = run.transcript.at(-1) ?? {};
    assert.equal(result.stop_cause, 'timeout', log(run));
    assert.match(run.patch, /\+work done before the stop/, 'the Write ran before the timeout');
    assert.ok(run.summary.includes('Done: wrote notes/progress.md. Left: the tests for it'), 'the wrap-up, in the time kept for it');
    assert.equal(s.artifacts.artifacts.filter((a) => a.finalized).length, 1);
    assert.deepEqual(unfinishedRefs(s.fake), ['heads/agent/unfinished/run-424242']);
    assert.equal(fileAt(s.fake, 'heads/agent/unfinished/run-424242', 'notes/progress.md'), WORK);
    assert.equal(s.fake.state.refs.get('heads/main'), s.head);
    assert.ok(run.summary.includes(artifactUrl(s.artifacts.artifacts[0]?.id ?? 0)), run.summary);
  });

  it('cancel (SIGTERM): the main step reports: the artifact and the unfinished branch', async () => {
    const mark = `stopped-work-${process.pid}-term`;
    const s = await notesOnThePr({ push: 'pr_branch' }, stoppingScript({ wait: `bash -c 'exec -a ${mark} sleep 1007'` }));
    const prHead = s.fake.state.refs.get('heads/fix-add');
    const run = await runSignalled(s, 'SIGTERM', mark);
    const result = run.transcript.at(-1) ?? {};
    assert.equal(result.stop_cause, 'cancelled', log(run));
    assert.equal(s.artifacts.artifacts.filter((a) => a.finalized).length, 1);
    assert.deepEqual(unfinishedRefs(s.fake), ['heads/agent/unfinished/issue-1-run-424242']);
    assert.equal(s.fake.state.refs.get('heads/fix-add'), prHead);
  });

  it('cancel that kills the main step (SIGKILL): the post step captures the patch, uploads it apart (…-post) and links it in the cancelled comment', async () => {
    const mark = `stopped-work-${process.pid}-kill`;
    const s = await notesOnThePr({ push: 'pr_branch' }, stoppingScript({ wait: `bash -c 'exec -a ${mark} sleep 1007'` }));
    const main = await runSignalled(s, 'SIGKILL', mark);
    assert.equal(s.artifacts.artifacts.length, 0, `the main step died before its report\n${log(main)}`);
    assert.equal(main.state.artifact, undefined);
    const state = Object.fromEntries(Object.entries(main.state).map(([name, value]) => [`STATE_${name}`, value]));
    const post = await runAction({ ...s.options, entry: path.join(PROJECT_ROOT, 'dist', 'post', 'index.js'), env: { ...s.options.env, ...state } });
    assert.equal(post.exitCode, 0, log(post));
    const uploaded = s.artifacts.artifacts.filter((a) => a.finalized);
    assert.equal(uploaded.length, 1, log(post));
    assert.match(uploaded[0]?.name ?? '', /-post$/);
    const files = await downloaded(s.artifacts, uploaded[0]?.id ?? 0);
    assert.match(files['changes.patch'] ?? '', /\+work done before the stop/, 'the post step captured the work from the checkout');
    assert.ok((files['transcript.jsonl'] ?? '').length > 0);
    const body = commentsOn(s.fake, 1).at(-1)?.body ?? '';
    assert.match(body, /state=cancelled/);
    assert.ok(body.includes(artifactUrl(uploaded[0]?.id ?? 0)), body);
  });

  it('attack: a model-chosen file name with markdown and a PR whose head is the default branch: no name, link or branch is shaped by it, and main is never moved', async () => {
    const evil = 'notes/x](https:__evil.example)<img src=x>`y`.md';
    const s = await scenario({
      script: stoppingScript({ file: evil }),
      eventName: 'issue_comment',
      payload: prCommentPayload('@agent take notes'),
      inputs: { max_budget_usd: '0.3', pricing: PRICING, push: 'pr_branch' },
      fake: (head) => ({ pulls: [{ number: 1, head: 'main', base: 'release', headSha: head, baseSha: head, changedFiles: ['src/a.js'] }] }),
    });
    const run = await runAction(s.options);
    assert.equal(run.outputs.subtype, 'error_max_budget_usd', log(run));
    assert.match(run.patch, /evil\.example/, 'the file was written (the control)');
    assert.equal(s.fake.state.refs.get('heads/main'), s.head, 'the default branch (the PR head here) is never moved');
    assert.deepEqual(unfinishedRefs(s.fake), ['heads/agent/unfinished/issue-1-run-424242']);
    for (const artifact of s.artifacts.artifacts) assert.match(artifact.name, /^agent-runner-[A-Za-z0-9._-]+$/);
    const body = commentsOn(s.fake, 1).at(-1)?.body ?? '';
    assert.doesNotMatch(outsideFences(body), /evil\.example|<img/, 'the name renders only inside the fenced patch');
  });
});

/** Runs the step and sends `signal` once the command the model started (marked) is running: the Write is done by then. */
/** A comment on the PR asks to take notes, the run configured by `inputs`; the model writes them, then goes on as `script` says. */
function notesOnThePr(inputs: Record<string, string>, script = stoppingScript()): Promise<Scenario> {
  return scenario({ script, eventName: 'issue_comment', payload: prCommentPayload('@agent take notes'), inputs });
}

async function runSignalled(s: Scenario, signal: NodeJS.Signals, mark: string): Promise<ActionRun> {
  let poll: NodeJS.Timeout | undefined;
  try {
    return await runAction({
      ...s.options,
      onSpawn: (pid) => {
        poll = setInterval(() => {
          if (!marked(mark).length) return;
          clearInterval(poll);
          process.kill(pid, signal);
        }, 50);
      },
    });
  } finally {
    clearInterval(poll);
    // A killed step leaves its command behind (the runner kills the job's processes): ended here by pid.
    for (const pid of marked(mark)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
}

function marked(mark: string): number[] {
  return execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(mark) && !line.includes('bash -c'))
    .map((line) => Number(line.trim().split(/\s+/)[0]))
    .filter((pid) => Number.isInteger(pid) && pid > 0);
}
