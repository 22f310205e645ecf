/**
 * `npm run demo:local-action`: the action run by GitHub's own local runner, @github/local-action,
 * the way a developer runs it (`npx @github/local-action run . src/main.ts .env`), on a copy of
 * demo/sample-repo against the scripted model. Prints local-action's output; exits with its code.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startScriptedModel } from '../support/scripted-model/scripted-model.js';
import { makeRepo, PROJECT_ROOT } from '../support/runner/run-action.js';
import { demoScript } from './script.js';

/** The .env local-action loads: what .env.example shows, filled in for the scripted model. */
export function localActionEnv(o: { modelUrl: string; workspace: string; runnerTemp: string }): string {
  return [
    'INPUT_PROMPT=The test suite fails. Find the bug and fix it; run the tests to check.',
    'INPUT_ALLOWED_TOOLS=Bash(node test.js), Edit(src/**)',
    'INPUT_MAX_TURNS=10',
    'INPUT_MAX_BUDGET_USD=1',
    'INPUT_PUSH=none',
    `ANTHROPIC_BASE_URL=${o.modelUrl}`,
    'ANTHROPIC_API_KEY=sk-ant-local-action-demo-0000',
    `GITHUB_WORKSPACE=${o.workspace}`,
    `RUNNER_TEMP=${o.runnerTemp}`,
    `GITHUB_STEP_SUMMARY=${path.join(o.runnerTemp, 'summary.md')}`,
    '',
  ].join('\n');
}

/** Runs `npx @github/local-action run <project> src/main.ts <envFile>`; resolves with its exit code and output. */
export function runLocalAction(envFile: string, env: NodeJS.ProcessEnv = process.env): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['--no-install', '@github/local-action', 'run', PROJECT_ROOT, 'src/main.ts', envFile], {
      cwd: PROJECT_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function main(): Promise<void> {
  const model = await startScriptedModel(demoScript());
  const workspace = makeRepo();
  const runnerTemp = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-local-action-'));
  const envFile = path.join(runnerTemp, '.env');
  writeFileSync(envFile, localActionEnv({ modelUrl: model.url, workspace, runnerTemp }));
  try {
    const { code, output } = await runLocalAction(envFile);
    console.log(output);
    process.exitCode = code ?? 1;
  } finally {
    await model.close();
  }
}

if (process.argv[1]?.endsWith(path.join('demo', 'local-action.js'))) await main();
