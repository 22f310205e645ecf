import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordTranscript } from './sdk-typecheck.js';

/** The project root, from build/test/e2e/harness.js or test/e2e/harness.ts. */
export const PROJECT_ROOT = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'action.yml'))) dir = path.dirname(dir);
  return dir;
})();

/** Node 24, the action's runtime, from the npm `node` package; the machine's default may be older. */
export const NODE24 = (() => {
  const local = path.join(PROJECT_ROOT, 'node_modules', 'node', 'bin', 'node');
  return existsSync(local) ? local : process.execPath;
})();

/** A temp git repository holding a copy of the demo's sample project (or an empty one). */
export function makeRepo(files?: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-repo-'));
  if (files) {
    for (const [name, content] of Object.entries(files)) {
      const target = path.join(dir, name);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
  } else {
    cpSync(path.join(PROJECT_ROOT, 'demo', 'sample-repo'), dir, { recursive: true });
  }
  const git = (...args: string[]): void => {
    execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  };
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('-c', 'user.name=test', '-c', 'user.email=test@example.com', 'commit', '-qm', 'initial');
  return dir;
}

export interface ActionRun {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  transcript: Record<string, unknown>[];
  patch: string;
}

/** Runs dist/index.js exactly as the runner does: INPUT_* variables, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY. */
export async function runAction(opts: {
  workspace: string;
  inputs: Record<string, string>;
  env?: Record<string, string>;
  entry?: string;
  onSpawn?: (pid: number) => void;
}): Promise<ActionRun> {
  const runnerDir = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-runner-'));
  const outputFile = path.join(runnerDir, 'output');
  const summaryFile = path.join(runnerDir, 'summary');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  writeFileSync(path.join(runnerDir, 'state'), '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? runnerDir,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: opts.workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_STATE: path.join(runnerDir, 'state'),
    RUNNER_TEMP: runnerDir,
    ANTHROPIC_API_KEY: 'sk-ant-test-key-0123456789',
    ...opts.env,
  };
  for (const [name, value] of Object.entries(opts.inputs)) env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
  const child = spawn(NODE24, [opts.entry ?? path.join(PROJECT_ROOT, 'dist', 'index.js')], { cwd: opts.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid !== undefined) opts.onSpawn?.(child.pid);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exitCode = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const outputs = parseOutputFile(readFileSync(outputFile, 'utf8'));
  const transcriptPath = outputs.execution_file;
  const transcript = transcriptPath && existsSync(transcriptPath)
    ? readFileSync(transcriptPath, 'utf8').split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as Record<string, unknown>)
    : [];
  recordTranscript((opts.inputs.prompt ?? '').slice(0, 60), transcript);
  const patch = outputs.patch_file && existsSync(outputs.patch_file) ? readFileSync(outputs.patch_file, 'utf8') : '';
  return { exitCode, stdout, stderr, outputs, summary: readFileSync(summaryFile, 'utf8'), transcript, patch };
}

/** GITHUB_OUTPUT holds `name<<delimiter\nvalue\ndelimiter` records. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i] ?? '');
    if (match?.[1] === undefined || match[2] === undefined) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== match[2]; i++) value.push(lines[i] ?? '');
    outputs[match[1]] = value.join('\n');
  }
  return outputs;
}
