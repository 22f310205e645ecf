import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { costOfUsage, resolvePrice } from '../src/model/pricing.js';
import { NODE24, PROJECT_ROOT, parseOutputFile } from '../support/runner/run-action.js';
import { startScriptedModel, type RecordedRequest } from '../support/scripted-model/scripted-model.js';
import { modelBusyMs, startRecordingProxy, type ProxiedCall } from './proxy.js';
import { sessionScript, sessionWorkspace, type Session } from './sessions.js';
import { runProcess } from './spawn.js';
import { median } from './stats.js';

/**
 * One run of a harness (ours: dist/index.js under Node 24 as the Actions runner starts it; theirs: the
 * Claude Code CLI headless) on one scripted session, measured from outside: the process, and every model
 * call through the recording proxy.
 */

export type Harness = 'ours' | 'claude';
export const MODEL = 'claude-opus-5-5';
export const CLAUDE_CODE_VERSION = '2.1.332';
const TOOLS = 'Read,Glob,Grep,Bash,Edit,Write';
const RUN_TIMEOUT_MS = 90_000;

export interface RunFigures {
  exitCode: number | null;
  timedOut: boolean;
  subtype: string;
  /** Process start → first main-loop POST /v1/messages reaches the server. */
  firstRequestMs: number;
  wallMs: number;
  modelMs: number;
  mainTurns: number;
  sideCalls: number;
  countTokensCalls: number;
  /** Calls the server answered with an error (none expected: a non-zero count means the bench is off). */
  failedCalls: number;
  /** Median gap between a main-loop answer ending and the next main-loop request arriving. */
  turnGapMs: number;
  /** Last answer ending → process exit. */
  shutdownMs: number;
  peakRssKb: number;
  /** Prompt tokens the harness sent: input + cache writes + cache reads, every call. */
  inputTokens: number;
  cacheReadTokens: number;
  /** What the API would bill, from the usage it returned, at list price. */
  billedUsd: number;
  /** What the harness itself reported. */
  reportedUsd: number;
  stderrTail: string;
  /** Every call the proxy saw, for a closer look. */
  calls: readonly ProxiedCall[];
}

function figures(calls: readonly ProxiedCall[], run: Awaited<ReturnType<typeof runProcess>>, subtype: string, reportedUsd: number): RunFigures {
  const messages = calls.filter((c) => c.kind === 'messages');
  const main = messages.filter((c) => c.main && c.status === 200);
  const gaps = main.slice(1).map((c, i) => c.start - (main[i]?.end ?? c.start));
  let inputTokens = 0;
  let cacheReadTokens = 0;
  let billedUsd = 0;
  for (const c of messages) {
    if (!c.usage) continue;
    const read = c.usage.cache_read_input_tokens ?? 0;
    inputTokens += c.usage.input_tokens + (c.usage.cache_creation_input_tokens ?? 0) + read;
    cacheReadTokens += read;
    billedUsd += costOfUsage(c.usage, resolvePrice(c.model).price);
  }
  const lastEnd = Math.max(...messages.map((c) => c.end));
  return {
    exitCode: run.exitCode,
    timedOut: run.timedOut,
    subtype,
    firstRequestMs: (messages.find((c) => c.main)?.start ?? Number.NaN) - run.startedAt,
    wallMs: run.endedAt - run.startedAt,
    modelMs: modelBusyMs(calls),
    mainTurns: main.length,
    sideCalls: messages.filter((c) => !c.main && c.status === 200).length,
    countTokensCalls: calls.filter((c) => c.kind === 'count_tokens').length,
    failedCalls: calls.filter((c) => c.status !== 200).length,
    turnGapMs: median(gaps),
    shutdownMs: run.endedAt - lastEnd,
    peakRssKb: run.peakRssKb,
    inputTokens,
    cacheReadTokens,
    billedUsd,
    reportedUsd,
    stderrTail: run.stderr.slice(-400),
    calls,
  };
}

/** Starts the scripted model and the proxy for one run, and always closes them. */
/** What a run sent the model, request by request, for a bench that reads the prompts themselves (bench/cache-writes.ts). */
export type RequestsSeen = (requests: readonly RecordedRequest[]) => void;

async function withServers<T>(session: Session, workspace: string, fn: (url: string, calls: ProxiedCall[]) => Promise<T>, seen?: RequestsSeen): Promise<T> {
  const model = await startScriptedModel(sessionScript(session, workspace));
  const proxy = await startRecordingProxy(model.url);
  try {
    return await fn(proxy.url, proxy.calls);
  } finally {
    seen?.(model.requests);
    await proxy.close();
    await model.close();
  }
}

export async function runOurs(session: Session, seen?: RequestsSeen): Promise<RunFigures> {
  const workspace = sessionWorkspace(session);
  const runnerDir = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-bench-runner-'));
  try {
    return await withServers(
      session,
      workspace,
      async (url, calls) => {
        const outputFile = path.join(runnerDir, 'output');
        writeFileSync(outputFile, '');
        writeFileSync(path.join(runnerDir, 'summary'), '');
        writeFileSync(path.join(runnerDir, 'state'), ''); // the runner creates it; @actions/core refuses a missing one
        mkdirSync(path.join(runnerDir, 'home'));
        const env: Record<string, string> = {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          HOME: path.join(runnerDir, 'home'),
          GITHUB_ACTIONS: 'true',
          GITHUB_WORKSPACE: workspace,
          GITHUB_OUTPUT: outputFile,
          GITHUB_STEP_SUMMARY: path.join(runnerDir, 'summary'),
          GITHUB_STATE: path.join(runnerDir, 'state'),
          RUNNER_TEMP: runnerDir,
          ANTHROPIC_API_KEY: 'sk-ant-bench-dummy-key',
          ANTHROPIC_BASE_URL: url,
          INPUT_PROMPT: session.prompt,
          INPUT_MODEL: MODEL,
          INPUT_MAX_TURNS: String(session.maxTurns),
          INPUT_MAX_BUDGET_USD: String(session.budgetUsd ?? 100),
          INPUT_PERMISSION_MODE: 'dontAsk',
          INPUT_ALLOWED_TOOLS: TOOLS,
          ...(session.sandbox !== undefined ? { INPUT_SANDBOX: session.sandbox ? 'required' : 'off' } : {}),
        };
        const run = await runProcess(NODE24, [path.join(PROJECT_ROOT, 'dist', 'index.js')], { cwd: workspace, env, timeoutMs: RUN_TIMEOUT_MS });
        const outputs = parseOutputFile(readFileSync(outputFile, 'utf8'));
        return figures(calls, run, outputs.subtype ?? '?', Number(outputs.total_cost_usd ?? Number.NaN));
      },
      seen,
    );
  } finally {
    rmSync(runnerDir, { recursive: true, force: true });
    rmSync(workspace, { recursive: true, force: true });
  }
}

/**
 * The floor: a Node 24 script that only sends the first request (fetch, one tool offered, streamed) and reads the
 * answer, with the same environment as ours. Nothing can reach the model sooner from a Node process.
 */
const FLOOR_SCRIPT = `
const res = await fetch(process.env.ANTHROPIC_BASE_URL + '/v1/messages', { method: 'POST',
  headers: { 'content-type': 'application/json', 'x-api-key': process.env.ANTHROPIC_API_KEY, 'anthropic-version': '2023-06-01' },
  body: JSON.stringify({ model: process.env.MODEL, max_tokens: 1024, stream: true, messages: [{ role: 'user', content: process.env.PROMPT }],
    tools: [{ name: 'Read', description: 'Reads a file', input_schema: { type: 'object', properties: { file_path: { type: 'string' } } } }] }) });
await res.text();
`;

export async function runFloor(session: Session): Promise<RunFigures> {
  const workspace = sessionWorkspace(session);
  try {
    return await withServers(session, workspace, async (url, calls) => {
      const env = {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        ANTHROPIC_BASE_URL: url,
        ANTHROPIC_API_KEY: 'sk-ant-bench-dummy-key',
        MODEL,
        PROMPT: session.prompt,
      };
      const proc = await runProcess(NODE24, ['--input-type=module', '-e', FLOOR_SCRIPT], { cwd: workspace, env, timeoutMs: RUN_TIMEOUT_MS });
      return figures(calls, proc, proc.exitCode === 0 ? 'success' : `exit ${String(proc.exitCode)}`, Number.NaN);
    });
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
}

// ---- Claude Code ----------------------------------------------------------------------------------

const run = promisify(execFile);
/** Where the CLI is installed and kept between bench runs (AGENT_RUNNER_BENCH_CLAUDE_DIR overrides it). */
export const CLAUDE_DIR = process.env.AGENT_RUNNER_BENCH_CLAUDE_DIR ?? path.join(os.tmpdir(), 'agent-runner-bench-claude-code');

export interface ClaudeCli {
  command: string;
  prefixArgs: string[];
  version: string;
  /** How it runs: the package's native executable, or the Node wrapper under Node 24. */
  how: string;
  helpText: string;
}

async function probe(command: string, prefixArgs: string[], how: string): Promise<ClaudeCli | undefined> {
  const home = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-bench-cchome-'));
  try {
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, DISABLE_AUTOUPDATER: '1' };
    const { stdout } = await run(command, [...prefixArgs, '--version'], { env, timeout: 30_000 });
    if (!stdout.includes(CLAUDE_CODE_VERSION)) return undefined;
    const help = await run(command, [...prefixArgs, '--help'], { env, timeout: 30_000 });
    return { command, prefixArgs, version: CLAUDE_CODE_VERSION, how, helpText: help.stdout };
  } catch {
    return undefined;
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

async function locate(): Promise<ClaudeCli | undefined> {
  const pkg = path.join(CLAUDE_DIR, 'node_modules', '@anthropic-ai', 'claude-code');
  if (!existsSync(path.join(pkg, 'package.json'))) return undefined;
  return (
    (await probe(path.join(CLAUDE_DIR, 'node_modules', '.bin', 'claude'), [], 'native executable (bin/claude)')) ??
    (await probe(NODE24, [path.join(pkg, 'cli-wrapper.cjs')], 'Node 24 + cli-wrapper.cjs'))
  );
}

/** Claude Code in the cached temp folder, installed there with npm when missing. Throws with the reason. */
export async function ensureClaudeCode(log: (line: string) => void): Promise<ClaudeCli> {
  const cached = await locate();
  if (cached) return cached;
  log(`Installing @anthropic-ai/claude-code@${CLAUDE_CODE_VERSION} into ${CLAUDE_DIR} …`);
  mkdirSync(CLAUDE_DIR, { recursive: true });
  try {
    await run('npm', ['install', '--prefix', CLAUDE_DIR, '--no-audit', '--no-fund', '--loglevel=error', `@anthropic-ai/claude-code@${CLAUDE_CODE_VERSION}`], {
      timeout: 240_000,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (err) {
    const stderr = typeof err === 'object' && err !== null && 'stderr' in err ? String(err.stderr) : '';
    const why =
      stderr
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '')
        .slice(0, 2)
        .join(' ') || (err instanceof Error ? err.message : String(err));
    throw new Error(`npm install failed: ${why.slice(0, 300)}`);
  }
  const installed = await locate();
  if (!installed) throw new Error(`installed, but neither bin/claude nor cli-wrapper.cjs answers --version with ${CLAUDE_CODE_VERSION}`);
  return installed;
}

/** The result line of a stream-json run, if any. */
function resultLine(stdout: string): Record<string, unknown> | undefined {
  for (const line of stdout.trim().split('\n').reverse()) {
    try {
      const parsed: unknown = JSON.parse(line);
      if (typeof parsed === 'object' && parsed !== null && (parsed as Record<string, unknown>).type === 'result') return parsed as Record<string, unknown>;
    } catch {
      // not JSON
    }
  }
  return undefined;
}

export async function runClaude(cli: ClaudeCli, session: Session, seen?: RequestsSeen): Promise<RunFigures> {
  const workspace = sessionWorkspace(session);
  const home = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-bench-cchome-'));
  try {
    return await withServers(
      session,
      workspace,
      async (url, calls) => {
        const env: Record<string, string> = {
          PATH: `${path.dirname(NODE24)}:${process.env.PATH ?? '/usr/bin:/bin'}`,
          HOME: home,
          ANTHROPIC_BASE_URL: url,
          ANTHROPIC_API_KEY: 'sk-ant-bench-dummy-key',
          DISABLE_AUTOUPDATER: '1',
          DISABLE_TELEMETRY: '1',
          CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
        };
        // bypassPermissions is refused when running as root; dontAsk with every tool allowed is the same here.
        const args = [
          ...cli.prefixArgs,
          '-p',
          session.prompt,
          '--output-format',
          'stream-json',
          '--verbose',
          '--max-turns',
          String(session.maxTurns),
          '--model',
          MODEL,
          '--permission-mode',
          'dontAsk',
          '--allowedTools',
          TOOLS,
        ];
        if (session.budgetUsd !== undefined) args.push('--max-budget-usd', String(session.budgetUsd));
        if (session.sandbox !== undefined) {
          const sandbox = session.sandbox ? { enabled: true, autoAllowBashIfSandboxed: true, allowUnsandboxedCommands: false } : { enabled: false };
          args.push('--settings', JSON.stringify({ sandbox }));
        }
        const proc = await runProcess(cli.command, args, { cwd: workspace, env, timeoutMs: RUN_TIMEOUT_MS });
        const result = resultLine(proc.stdout);
        const reported = typeof result?.total_cost_usd === 'number' ? result.total_cost_usd : Number.NaN;
        return figures(calls, proc, typeof result?.subtype === 'string' ? result.subtype : '?', reported);
      },
      seen,
    );
  } finally {
    rmSync(home, { recursive: true, force: true });
    rmSync(workspace, { recursive: true, force: true });
  }
}
