import { spawn } from 'node:child_process';
import { PROCESS_MARK, PROCESS_MARK_NAME, trackLeftoverGroup } from '../process/group.js';
import type { SpawnWrapper } from './runtime.js';
import { WORKFLOW_PROGRAM } from './workflow-program.js';

/** What the script's calls do in the runner: `agent()` starts a subagent; `log()` and `phase()` are progress. */
export interface ScriptCalls {
  /** `ok: false` rejects the script's `agent()` promise with `error` (a spawn refused); a failed agent is `ok: true, value: null`. */
  agent(prompt: string, opts: Record<string, unknown>): Promise<{ ok: true; value: unknown } | { ok: false; error: string }>;
  log(text: string): void;
  phase(title: string): void;
  /** `workflow(ref)`: the nested workflow's name and script (a saved workflow's name, or `{scriptPath}`); absent: refused. */
  workflow?(ref: string | { scriptPath: string }): Promise<{ ok: true; value: { name: string; script: string } } | { ok: false; error: string }>;
  /** The run's output tokens so far (`budget.spent()`); absent: 0. */
  spent?(): number;
}

export type ScriptOutcome = { ok: true; value: unknown } | { ok: false; error: string };

export interface WorkflowHostOptions {
  /** The tool sandbox's wrapper: the script's process runs in it, as Bash and hooks do. */
  wrapSpawn?: SpawnWrapper;
  cwd: string;
  /** The process's whole environment: the session passes only PATH (nothing of the runner's secrets or inputs). */
  env: Record<string, string>;
  signal: AbortSignal;
  /** The Node that runs it (default the runner's own). */
  nodePath?: string;
}

const STDERR_LIMIT = 16_384;
/** A message longer than this (a result, a prompt) ends the script: nothing the runner should hold in memory. */
const MAX_MESSAGE_CHARS = 16 * 1024 * 1024;

/**
 * Runs one workflow script in a process of its own (workflow-program.ts): Node's permission model on (no file, child
 * process or worker), code generation from strings off, inside the tool sandbox when it is on. Never throws: a script
 * that fails, or a process that dies, is `ok: false` with the reason.
 */
export async function runWorkflowScript(script: string, args: unknown, calls: ScriptCalls, opts: WorkflowHostOptions): Promise<ScriptOutcome> {
  const argv = [
    opts.nodePath ?? process.execPath,
    '--permission',
    '--disallow-code-generation-from-strings',
    '--max-old-space-size=512',
    '-e',
    WORKFLOW_PROGRAM,
  ];
  const wrapped = opts.wrapSpawn
    ? await opts.wrapSpawn(argv, 'workflow script').catch((e: unknown) => (e instanceof Error ? e : new Error(String(e))))
    : undefined;
  if (wrapped instanceof Error) return { ok: false, error: `could not start the workflow script in the sandbox: ${wrapped.message}` };
  const run = wrapped?.argv ?? argv;
  const outcome = await new Promise<ScriptOutcome>((resolve) => {
    const child = spawn(run[0] ?? process.execPath, run.slice(1), {
      cwd: opts.cwd,
      env: { ...opts.env, [PROCESS_MARK_NAME]: PROCESS_MARK },
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let settled: ScriptOutcome | undefined;
    let stderr = '';
    let buffered = '';
    const kill = (): void => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const onAbort = (): void => {
      settled ??= { ok: false, error: 'stopped: the run is stopping' };
      kill();
    };
    opts.signal.addEventListener('abort', onAbort, { once: true });
    const send = (message: Record<string, unknown>): void => {
      if (!child.stdin.destroyed) child.stdin.write(`${JSON.stringify({ ...message, spent: calls.spent?.() ?? 0 })}\n`);
    };
    const reply = (id: number, answer: Promise<{ ok: true; value: unknown } | { ok: false; error: string }>): void => {
      void answer.then(
        (settled) =>
          send(settled.ok ? { t: 'reply', id, ok: true, json: JSON.stringify(settled.value ?? null) } : { t: 'reply', id, ok: false, error: settled.error }),
        (error: unknown) => send({ t: 'reply', id, ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
    };
    const onMessage = (message: Record<string, unknown>): void => {
      if (message.t === 'agent' && typeof message.id === 'number' && typeof message.prompt === 'string') {
        const options = typeof message.opts === 'object' && message.opts !== null ? (message.opts as Record<string, unknown>) : {};
        reply(message.id, calls.agent(message.prompt, options));
      } else if (message.t === 'workflow' && typeof message.id === 'number') {
        const ref = message.ref;
        const scriptPath = typeof ref === 'object' && ref !== null ? (ref as { scriptPath?: unknown }).scriptPath : undefined;
        const asked = typeof ref === 'string' ? ref : typeof scriptPath === 'string' ? { scriptPath } : undefined;
        reply(
          message.id,
          asked === undefined
            ? Promise.resolve({ ok: false, error: 'workflow() expects a workflow name (string) or {scriptPath: string}' })
            : calls.workflow
              ? calls.workflow(asked)
              : Promise.resolve({ ok: false, error: 'workflow() is not available here' }),
        );
      } else if (message.t === 'log' && typeof message.text === 'string') calls.log(message.text);
      else if (message.t === 'phase' && typeof message.title === 'string') calls.phase(message.title);
      else if (message.t === 'done') settled ??= { ok: true, value: typeof message.json === 'string' ? JSON.parse(message.json) : null };
      else if (message.t === 'fail') settled ??= { ok: false, error: String(message.error) };
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      if (buffered.length > MAX_MESSAGE_CHARS && !buffered.includes('\n')) {
        settled ??= { ok: false, error: `the script sent a message of more than ${MAX_MESSAGE_CHARS} characters (a result or a prompt too large to take)` };
        buffered = '';
        kill();
        return;
      }
      for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        try {
          onMessage(JSON.parse(line) as Record<string, unknown>);
        } catch {
          // Not a message of the protocol: the script cannot write to stdout, so only a crash would; stderr says why.
        }
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < STDERR_LIMIT) stderr += chunk.slice(0, STDERR_LIMIT - stderr.length);
    });
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => {
      settled ??= { ok: false, error: `could not start the workflow script: ${error.message}` };
    });
    child.on('close', (code, signal) => {
      opts.signal.removeEventListener('abort', onAbort);
      if (child.pid !== undefined) trackLeftoverGroup(child.pid);
      const own = wrapped ? wrapped.exit(code, signal) : { code, signal };
      resolve(
        settled ?? {
          ok: false,
          error: `the workflow script's process ended without a result (${own.signal ?? `exit ${own.code}`})${stderr.trim() ? `: ${stderr.trim()}` : ''}`,
        },
      );
    });
    send({ t: 'start', script, ...(args !== undefined ? { args } : {}) });
    if (opts.signal.aborted) onAbort();
  });
  const blocked = wrapped?.finish() ?? [];
  return !outcome.ok && blocked.length > 0 ? { ok: false, error: `${outcome.error}\n${blocked.map((b) => `Note: ${b}.`).join('\n')}` } : outcome;
}
