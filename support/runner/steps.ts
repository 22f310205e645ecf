import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Contexts } from './expressions.js';
import { NODE24, PROJECT_ROOT } from './run-action.js';
import { inputEnvironment, type Masker, runnerEnvironment, runtimeSecrets, type RunnerContext } from './runner-emulation.js';

/**
 * The steps of a job that are not this action, executed as the runner executes them: a `run:` step is a bash script
 * (`bash --noprofile --norc -eo pipefail {0}`, GitHub's default shell on Linux) in the workspace; `actions/github-script`
 * is its own node process (github-script-entry.ts) with its inputs from its action.yml. Both get the hosted runner's
 * environment and their own GITHUB_OUTPUT / GITHUB_ENV files, read back afterwards. A script that calls the `gh` CLI
 * is recorded, not run: no `gh` here talks to the fake GitHub.
 */

const GITHUB_SCRIPT_DIR = path.join(PROJECT_ROOT, 'support', 'runner', 'actions', 'github-script');
const GITHUB_SCRIPT_ENTRY = path.join(PROJECT_ROOT, 'build', 'support', 'runner', 'github-script-entry.js');

/** What the job knows when a step starts. */
export interface JobPlace {
  runner: Omit<RunnerContext, 'runnerTemp' | 'files' | 'idToken' | 'workspace'>;
  /** GITHUB_WORKSPACE (empty until actions/checkout fills it). */
  workspace: string;
  /** HOME of the job's runner user: `git config --global` in one step is seen by the next. */
  home: string;
  masker: Masker;
}

export interface StepRun {
  outcome: 'success' | 'failure';
  exitCode: number | null;
  outputs: Record<string, string>;
  /** Lines the step appended to GITHUB_ENV: the environment of every later step. */
  envAdded: Record<string, string>;
  /** stdout and stderr as the log shows them (masked). */
  log: string;
  /** What the step appended to GITHUB_STEP_SUMMARY. */
  summary: string;
}

/** A `run:` script that calls the gh CLI: the harness has none pointed at the fake GitHub. */
export function callsGh(script: string): boolean {
  return /(^|[\s;&|(`]|\$\()gh\s/m.test(script);
}

export async function runShellStep(place: JobPlace, script: string, env: Record<string, string>): Promise<StepRun> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-step-'));
  const file = path.join(dir, 'script.sh');
  writeFileSync(file, script);
  return execute(place, dir, ['bash', '--noprofile', '--norc', '-eo', 'pipefail', file], env);
}

export async function runGitHubScript(place: JobPlace, withValues: Record<string, string>, env: Record<string, string>, ctx: Contexts): Promise<StepRun> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-step-'));
  const inputs = inputEnvironment(GITHUB_SCRIPT_DIR, withValues, ctx);
  if (inputs.warnings.length > 0) throw new Error(`actions/github-script: ${inputs.warnings.join('; ')}`);
  return execute(place, dir, [NODE24, GITHUB_SCRIPT_ENTRY], { ...env, ...inputs.env });
}

async function execute(place: JobPlace, dir: string, argv: string[], stepEnv: Record<string, string>): Promise<StepRun> {
  const files = {
    output: path.join(dir, 'output'),
    state: path.join(dir, 'state'),
    summary: path.join(dir, 'summary'),
    env: path.join(dir, 'env'),
    path: path.join(dir, 'path'),
    event: path.join(dir, 'event.json'),
  };
  for (const f of [files.output, files.state, files.summary, files.env, files.path]) writeFileSync(f, '');
  writeFileSync(files.event, JSON.stringify(place.runner.payload));
  mkdirSync(place.home, { recursive: true });
  const secrets = runtimeSecrets();
  place.masker.add(secrets.runtimeToken);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: place.home,
    ...runnerEnvironment({ ...place.runner, workspace: place.workspace, runnerTemp: dir, files, idToken: false }, secrets),
    ...stepEnv,
  };
  const [command = 'bash', ...args] = argv;
  const child = spawn(command, args, { cwd: place.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let raw = '';
  child.stdout.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return {
    outcome: exitCode === 0 ? 'success' : 'failure',
    exitCode,
    outputs: fileCommand(readFileSync(files.output, 'utf8')),
    envAdded: fileCommand(readFileSync(files.env, 'utf8')),
    log: place.masker.log(raw),
    summary: readFileSync(files.summary, 'utf8'),
  };
}

/** GITHUB_OUTPUT / GITHUB_ENV: `name=value` lines and `name<<DELIMITER` … `DELIMITER` blocks. */
function fileCommand(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc?.[1] !== undefined && heredoc[2] !== undefined) {
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== heredoc[2]; i++) value.push(lines[i] ?? '');
      out[heredoc[1]] = value.join('\n');
      continue;
    }
    const eq = line.indexOf('=');
    if (eq > 0) out[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return out;
}

/** The workflow run's artifacts: name → path inside the artifact → content. */
export type ArtifactStore = Map<string, Record<string, string>>;

/**
 * actions/upload-artifact@v4 (`name`, `path`: a file or a folder) and actions/download-artifact@v4 (`name`, or `pattern`
 * with `merge-multiple`, into `path`), as a run's jobs share artifacts; a glob pattern is `*` only.
 */
export function artifactStep(kind: 'upload' | 'download', w: Record<string, string>, workspace: string, store: ArtifactStore): void {
  if (kind === 'upload') {
    const from = path.join(workspace, w.path ?? '');
    const files: Record<string, string> = {};
    const walk = (dir: string, rel: string): void => {
      for (const entry of readdirSync(dir)) {
        const full = path.join(dir, entry);
        if (statSync(full).isDirectory()) walk(full, path.join(rel, entry));
        else files[path.join(rel, entry)] = readFileSync(full, 'utf8');
      }
    };
    if (!existsSync(from)) throw new Error(`upload-artifact: no files at ${w.path}`);
    if (statSync(from).isDirectory()) walk(from, '');
    else files[path.basename(from)] = readFileSync(from, 'utf8');
    store.set(w.name ?? 'artifact', files);
    return;
  }
  const pattern = new RegExp(
    `^${(w.pattern ?? w.name ?? '*')
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );
  const into = path.join(workspace, w.path ?? '.');
  for (const [name, files] of store) {
    if (!pattern.test(name)) continue;
    const dir = w.name || w['merge-multiple'] === 'true' ? into : path.join(into, name);
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    }
  }
}
