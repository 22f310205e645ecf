import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import type { Contexts, JobState, Value } from '../../support/runner/expressions.js';
import { PROJECT_ROOT, runAction, type ActionRun } from './harness.js';
import { githubContext, Masker, type RunnerContext } from '../../support/runner/runner-emulation.js';
import { artifactStep, callsGh, runGitHubScript, runShellStep, type ArtifactStore, type JobPlace, type StepRun } from '../../support/runner/steps.js';
import { condition, mappingText, notTriggered, parseWorkflowText, tokenText, type ParsedStep } from '../../support/runner/workflow-template.js';

/**
 * A workflow file executed as written, one job at a time, as GitHub's parser reads it
 * (workflow-template.ts): its `if:`, its steps in order with their `if:` and `with:` evaluated, a
 * failed step failing the job (later steps then run only under `failure()` or `always()`). `actions/checkout` leaves what it leaves on GitHub for the event (issue_comment
 * and schedule: the default branch; pull_request: the merge commit unless `ref:` says otherwise),
 * `actions/cache/*` use an in-memory cache, `run:` scripts run in bash and `actions/github-script` as its own
 * process (support/runner/steps.ts; a script calling `gh` is recorded, not run), and this action runs through runAction.
 */

export interface WorkflowStep {
  uses?: string;
  run?: string;
  if?: string | boolean;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}

export interface WorkflowJob {
  if?: string | boolean;
  permissions?: Record<string, string> | string;
  strategy?: { matrix?: Record<string, unknown[]> };
  env?: Record<string, unknown>;
  steps: WorkflowStep[];
}

export interface Workflow {
  /** The file's text: what the runner parses (the fields below are the plain YAML, for assertions). */
  text: string;
  file: string;
  name?: string;
  on: string | string[] | Record<string, { types?: string[] } | null>;
  permissions?: Record<string, string> | string;
  env?: Record<string, unknown>;
  jobs: Record<string, WorkflowJob>;
}

export function loadWorkflow(file: string): Workflow {
  const text = readFileSync(file, 'utf8');
  return { ...(parse(text) as Omit<Workflow, 'text' | 'file'>), text, file: path.basename(file) };
}

/** The workflow in the README's "## Quick start" section, as a user copies it (the list item's indent taken off). */
export function readmeWorkflow(): Workflow {
  const readme = readFileSync(path.join(PROJECT_ROOT, 'README.md'), 'utf8');
  const quickStart = readme.slice(readme.indexOf('## Quick start'));
  const fenced = /^( *)```ya?ml\n([\s\S]*?)^\1```/m.exec(quickStart);
  const indent = fenced?.[1]?.length ?? 0;
  const block = fenced?.[2]
    ?.split('\n')
    .map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)))
    .join('\n');
  if (!block) throw new Error('README.md: no yaml block under ## Quick start');
  return { ...(parse(block) as Omit<Workflow, 'text' | 'file'>), text: block, file: 'README.md' };
}

/** Event name → the activity types it declares (empty: all). */
export function declaredEvents(wf: Workflow): Map<string, string[]> {
  const on = wf.on;
  if (typeof on === 'string') return new Map([[on, []]]);
  if (Array.isArray(on)) return new Map(on.map((e) => [e, []]));
  return new Map(Object.entries(on).map(([e, spec]) => [e, spec?.types ?? []]));
}

/** The job's permissions, as the GITHUB_TOKEN gets them. */
export function jobPermissions(wf: Workflow, job: WorkflowJob): Record<string, string> {
  const p = job.permissions ?? wf.permissions ?? {};
  return typeof p === 'string' ? {} : p;
}

/** The step that uses this action. */
export function agentStep(job: WorkflowJob): WorkflowStep {
  const step = job.steps.find((s) => s.uses?.startsWith('agent-runner/agent-runner@'));
  if (!step) throw new Error('the job has no agent-runner/agent-runner step');
  return step;
}

/**
 * The repository on "GitHub": a bare repository with `main` (the sample project) and, for a PR,
 * `refs/pull/N/head` (a branch with one commit) and `refs/pull/N/merge`, as GitHub keeps them.
 */
export interface Origin {
  bare: string;
  mainSha: string;
  pr?: { number: number; branch: string; headSha: string; mergeSha: string };
}

const gitIn = (dir: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=Codertocat', '-c', 'user.email=codertocat@example.com', '-c', 'protocol.file.allow=always', ...args], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

export function makeOrigin(o: { files?: Record<string, string>; pr?: { number: number; branch: string; files: Record<string, string> } } = {}): Origin {
  const work = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-origin-work-'));
  cpSync(path.join(PROJECT_ROOT, 'demo', 'sample-repo'), work, { recursive: true });
  for (const [name, content] of Object.entries(o.files ?? {})) writeIn(work, name, content);
  gitIn(work, 'init', '-q', '-b', 'main');
  gitIn(work, 'add', '-A');
  gitIn(work, 'commit', '-qm', 'initial');
  const mainSha = gitIn(work, 'rev-parse', 'HEAD');
  const bare = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-origin-'));
  gitIn(bare, 'init', '-q', '--bare', '-b', 'main');
  // GitHub serves any commit by SHA (actions/checkout `ref: <sha>`, a fetch of the base commit).
  gitIn(bare, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
  gitIn(work, 'push', '-q', bare, 'main');
  if (!o.pr) return { bare, mainSha };
  gitIn(work, 'checkout', '-q', '-b', o.pr.branch);
  for (const [name, content] of Object.entries(o.pr.files)) writeIn(work, name, content);
  gitIn(work, 'add', '-A');
  gitIn(work, 'commit', '-qm', 'the pull request');
  const headSha = gitIn(work, 'rev-parse', 'HEAD');
  gitIn(work, 'checkout', '-q', '--detach', mainSha);
  gitIn(work, 'merge', '-q', '--no-ff', '-m', `Merge ${headSha} into ${mainSha}`, headSha);
  const mergeSha = gitIn(work, 'rev-parse', 'HEAD');
  gitIn(
    work,
    'push',
    '-q',
    bare,
    `${headSha}:refs/heads/${o.pr.branch}`,
    `${headSha}:refs/pull/${o.pr.number}/head`,
    `${mergeSha}:refs/pull/${o.pr.number}/merge`,
  );
  return { bare, mainSha, pr: { number: o.pr.number, branch: o.pr.branch, headSha, mergeSha } };
}

function writeIn(dir: string, name: string, content: string): void {
  const target = path.join(dir, name);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}

/** What GITHUB_SHA and GITHUB_REF are for an event (docs: "Events that trigger workflows"). */
export function eventRef(eventName: string, origin: Origin): { sha: string; ref: string } {
  if (['pull_request', 'pull_request_review', 'pull_request_review_comment'].includes(eventName)) {
    if (!origin.pr) throw new Error(`${eventName} needs a pull request in the origin`);
    return { sha: origin.pr.mergeSha, ref: `refs/pull/${origin.pr.number}/merge` };
  }
  // issue_comment (on a PR too), schedule, workflow_dispatch, workflow_run: the default branch.
  return { sha: origin.mainSha, ref: 'refs/heads/main' };
}

/** actions/checkout@v5: fetch-depth 1, the token persisted as an extraheader unless persist-credentials: false. */
export function checkout(origin: Origin, o: { ref: string; sha: string; withRef?: string; token: string; persistCredentials: boolean }): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-ws-'));
  gitIn(dir, 'init', '-q');
  gitIn(dir, 'remote', 'add', 'origin', origin.bare);
  if (o.persistCredentials) {
    gitIn(
      dir,
      'config',
      '--local',
      'http.https://github.com/.extraheader',
      `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${o.token}`).toString('base64')}`,
    );
  }
  const target = o.withRef ?? o.sha;
  gitIn(dir, 'fetch', '-q', '--no-tags', '--depth=1', 'origin', target);
  if (o.withRef === undefined && o.ref.startsWith('refs/heads/')) {
    const branch = o.ref.slice('refs/heads/'.length);
    gitIn(dir, 'checkout', '-q', '-B', branch, 'FETCH_HEAD');
  } else {
    gitIn(dir, 'checkout', '-q', '--detach', 'FETCH_HEAD');
  }
  return dir;
}

export interface StepRecord {
  id: string;
  name: string | undefined;
  uses: string | undefined;
  /** success, failure or skipped (its `if:` was false). */
  outcome: 'success' | 'failure' | 'skipped';
  /** A `run:` step: its script with `${{ }}` evaluated, executed with bash unless notExecuted says why not. */
  script?: string;
  env?: Record<string, string>;
  /** A `run:` step the harness recorded without executing it (it calls `gh`); its outcome is then assumed success. */
  notExecuted?: string;
  /** A `run:` or `actions/github-script` step: its log (masked), outputs and job summary. */
  log?: string;
  summary?: string;
  outputs?: Record<string, string>;
}

export interface JobRun {
  /** false when the job's `if:` skipped it, or GitHub would not have started the workflow (see notTriggered). */
  ran: boolean;
  /** Why GitHub would not start the workflow for the event (on:, types:, paths:). */
  notTriggered?: string;
  workspace?: string;
  run?: ActionRun;
  /** The evaluated `with:` of the agent step. */
  with?: Record<string, string>;
  /** Every step in order, with its outcome. */
  steps: StepRecord[];
  /** failure when a step failed without continue-on-error. */
  conclusion?: 'success' | 'failure';
}

export interface JobOptions {
  workflow: Workflow;
  jobName?: string;
  event: { name: string; payload: Record<string, unknown> };
  origin: Origin;
  secrets: Record<string, string>;
  /** The job-level env a test adds for the emulation (ANTHROPIC_BASE_URL of the scripted model, GITHUB_API_URL of the fake). */
  env: Record<string, string>;
  token: string;
  matrix?: Record<string, Value>;
  /** actions/cache: key → path → content. */
  cache?: Map<string, Record<string, string>>;
  /** The `uses:` this project is called by in the workflow (a claude-code-action workflow with only `uses:` changed may say anthropics/claude-code-action). */
  action?: string;
  /** Vars of the repository (`vars.*`). */
  vars?: Record<string, string>;
  /** The run's artifacts (shared by its jobs), and the `needs` context of a job that waits for others. */
  artifacts?: ArtifactStore;
  needs?: Record<string, Value>;
  strategy?: { 'job-index': number; 'job-total': number };
}

export async function runJob(o: JobOptions): Promise<JobRun> {
  const parsed = await parseWorkflowText(o.workflow.file, o.workflow.text);
  const [name, job] = o.jobName ? [o.jobName, parsed.jobs.get(o.jobName)] : ([...parsed.jobs.entries()][0] ?? []);
  if (!name || !job) throw new Error('no job');
  const changed = o.origin.pr
    ? gitIn(o.origin.bare, 'diff', '--name-only', o.origin.mainSha, o.origin.pr.headSha)
        .split('\n')
        .filter((f) => f !== '')
    : undefined;
  const notStarted = notTriggered(
    parsed,
    o.event.name,
    o.event.payload.action as string | undefined,
    o.event.name.startsWith('pull_request') ? changed : undefined,
  );
  if (notStarted) return { ran: false, notTriggered: notStarted, steps: [] };
  const { sha, ref } = eventRef(o.event.name, o.origin);
  const repository = (o.event.payload.repository as { full_name?: string } | undefined)?.full_name ?? 'Codertocat/Hello-World';
  const runner: RunnerContext = {
    workspace: '',
    runnerTemp: '',
    files: { output: '', state: '', summary: '', env: '', path: '', event: '' },
    eventName: o.event.name,
    payload: o.event.payload,
    repository,
    sha,
    ref,
    apiUrl: o.env.GITHUB_API_URL ?? 'https://api.github.com',
    serverUrl: 'https://github.com',
    actor: (o.event.payload.sender as { login?: string } | undefined)?.login ?? 'Codertocat',
    runId: '424242',
    token: o.token,
    idToken: false,
  };
  const ctx: Contexts = {
    github: githubContext(runner),
    secrets: { ...o.secrets, GITHUB_TOKEN: o.token },
    inputs: (o.event.payload.inputs ?? {}) as Value,
    vars: o.vars ?? {},
    needs: o.needs ?? {},
    env: {},
    matrix: o.matrix ?? {},
    strategy: { 'job-index': 0, 'job-total': 1, 'fail-fast': true, 'max-parallel': 1, ...o.strategy },
    runner: { os: 'Linux', arch: 'X64', name: 'GitHub Actions 1000000001', environment: 'github-hosted', temp: os.tmpdir(), tool_cache: os.tmpdir() },
    job: { status: 'success' },
    steps: {},
  };
  const state: JobState = { failed: false, cancelled: false };
  const records: StepRecord[] = [];
  if (!condition(job.if, 'job-if', ctx, state)) return { ran: false, steps: records };
  const workflowEnv = parsed.env ? mappingText(parsed.env, ctx) : {};
  ctx.env = workflowEnv;
  const jobEnv = { ...workflowEnv, ...mappingText(job.env, ctx) };
  ctx.env = jobEnv;
  const permissions = jobPermissions(o.workflow, o.workflow.jobs[name] ?? { steps: [] });
  const action = o.action ?? 'agent-runner/agent-runner';
  // The hosted runner's user and its empty workspace, until actions/checkout fills one.
  const jobDir = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-job-'));
  const masker = new Masker();
  for (const value of [o.token, ...Object.values(o.secrets)]) masker.add(value);
  const place = (): JobPlace => ({ runner, workspace: workspace ?? path.join(jobDir, 'workspace'), home: path.join(jobDir, 'home'), masker });
  mkdirSync(path.join(jobDir, 'workspace'));
  mkdirSync(path.join(jobDir, 'home'));
  let addedEnv: Record<string, string> = {};
  let workspace: string | undefined;
  let result: JobRun = { ran: true, steps: records };
  const steps: Record<string, Value> = {};
  for (const step of job.steps) {
    ctx.job = { status: state.failed ? 'failure' : 'success' };
    ctx.steps = steps;
    if (!condition(step.if, 'step-if', ctx, state)) {
      records.push(record(step, 'skipped'));
      steps[step.id] = { outcome: 'skipped', conclusion: 'skipped', outputs: {} };
      continue;
    }
    const stepEnv = { ...jobEnv, ...addedEnv, ...mappingText(step.env, { ...ctx, env: { ...jobEnv, ...addedEnv } }) };
    const stepCtx = { ...ctx, env: stepEnv };
    const withValues = mappingText(step.with, stepCtx);
    const uses = step.uses ?? '';
    let outcome: 'success' | 'failure' = 'success';
    let outputs: Record<string, string> = {};
    const ran = (run: StepRun, extra: Partial<StepRecord> = {}): void => {
      outcome = run.outcome;
      outputs = run.outputs;
      addedEnv = { ...addedEnv, ...run.envAdded };
      records.push({ ...record(step, outcome), ...extra, log: run.log, outputs, summary: run.summary });
    };
    if (step.run) {
      const script = tokenText(step.run, stepCtx);
      if (callsGh(script)) {
        const notExecuted = 'calls the gh CLI, which the harness does not provide against the fake GitHub';
        records.push({ ...record(step, 'success'), script, env: stepEnv, notExecuted });
      } else ran(await runShellStep(place(), script, stepEnv), { script, env: stepEnv });
    } else if (uses.startsWith('actions/github-script@')) {
      ran(await runGitHubScript(place(), withValues, { ...stepEnv, GITHUB_API_URL: runner.apiUrl }, stepCtx));
    } else if (uses.startsWith('actions/checkout@')) {
      workspace = checkout(o.origin, {
        ref,
        sha,
        ...(withValues.ref ? { withRef: withValues.ref } : {}),
        token: withValues.token ?? o.token,
        persistCredentials: withValues['persist-credentials'] !== 'false',
      });
      records.push(record(step, 'success'));
    } else if (uses.startsWith('actions/cache/restore@') || uses.startsWith('actions/cache/save@')) {
      if (!workspace) throw new Error(`${uses} before actions/checkout`);
      cacheStep(uses.includes('/save@') ? 'save' : 'restore', withValues, workspace, o.cache ?? new Map());
      records.push(record(step, 'success'));
    } else if (uses.startsWith('actions/upload-artifact@') || uses.startsWith('actions/download-artifact@')) {
      artifactStep(uses.includes('upload') ? 'upload' : 'download', withValues, place().workspace, o.artifacts ?? new Map());
      records.push(record(step, 'success'));
    } else if (uses.startsWith(`${action}@`)) {
      if (!workspace) throw new Error(`${action} runs before actions/checkout: the workspace is empty`);
      const run = await runAction({
        workspace,
        inputs: withValues,
        env: { HOME: path.join(jobDir, 'home'), ...stepEnv, ...o.env },
        event: o.event,
        githubToken: o.token,
        // The runner masks every secret the job was given.
        secrets: Object.values(o.secrets),
        idToken: permissions['id-token'] === 'write',
        sha,
        ref,
      });
      outcome = run.exitCode === 0 ? 'success' : 'failure';
      outputs = run.outputs;
      records.push(record(step, outcome));
      result = { ...result, workspace, run, with: withValues };
    } else {
      throw new Error(`step ${uses || step.name || step.id} is not emulated`);
    }
    steps[step.id] = { outcome, conclusion: outcome === 'failure' && step.continueOnError ? 'success' : outcome, outputs };
    if (outcome === 'failure' && !step.continueOnError) state.failed = true;
  }
  return { ...result, ...(workspace ? { workspace } : {}), conclusion: state.failed ? 'failure' : 'success' };
}

function record(step: ParsedStep, outcome: StepRecord['outcome']): StepRecord {
  return { id: step.id, name: step.name, uses: step.uses, outcome };
}

/** actions/cache: restore the exact key, else the newest entry starting with a restore key; save under the key. */
function cacheStep(kind: 'save' | 'restore', w: Record<string, string>, workspace: string, cache: Map<string, Record<string, string>>): void {
  const paths = (w.path ?? '')
    .split('\n')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const key = w.key ?? '';
  if (kind === 'save') {
    const saved: Record<string, string> = {};
    for (const p of paths) if (existsSync(path.join(workspace, p))) saved[p] = readFileSync(path.join(workspace, p), 'utf8');
    if (Object.keys(saved).length > 0 && !cache.has(key)) cache.set(key, saved);
    return;
  }
  const prefixes = (w['restore-keys'] ?? '')
    .split('\n')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const hit = cache.get(key) ?? [...cache.entries()].reverse().find(([k]) => prefixes.some((p) => k.startsWith(p)))?.[1];
  for (const [p, content] of Object.entries(hit ?? {})) writeIn(workspace, p, content);
}
