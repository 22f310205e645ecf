import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROCESS_MARK, PROCESS_MARK_NAME, startingProcess, trackLeftoverGroup } from '../process/group.js';
import { displayCommand } from './config.js';
import { ENV_FILE_EVENTS, type EnvFileSlot } from './env-file.js';
import { headerVariables, httpHookBlocked } from './http-policy.js';
import { NOTHING_RAN, runHttpHook, runMcpToolHook, runModelHook, type ProcessResult } from './handlers.js';
import { hookInput } from './input.js';
import type { Verdict } from './output.js';
import { combine, judge, judgeResult } from './verdicts.js';
import { compileMatcher } from './matcher.js';
import type { CompiledMatcher } from './matcher.js';
import type { CommandHookSpec, HookSpec, HookEventName, HookFailure, HookRunner, HookRunnerOptions } from './types.js';

// Claude Code runs shell-form hooks with bash where there is one; /bin/sh keeps minimal images working.
const SHELL = ['/bin/bash', '/usr/bin/bash'].find((p) => existsSync(p)) ?? '/bin/sh';
const DEFAULT_MAX_OUTPUT = 1 << 20;
// After a kill, a grandchild that left the group may still hold our pipes: stop waiting for it.
const KILL_GRACE_MS = 1000;

// Exec form has no shell to expand the variable, so substitute it literally (never re-parsed).
function expandProjectDir(s: string, projectDir: string): string {
  return s.replace(/\$\{CLAUDE_PROJECT_DIR\}|\$CLAUDE_PROJECT_DIR(?![A-Za-z0-9_])/g, () => projectDir);
}

function collector(max: number): { push(chunk: Buffer): void; text(): string } {
  const chunks: Buffer[] = [];
  let kept = 0;
  let dropped = 0;
  return {
    push(chunk) {
      const take = Math.min(Math.max(0, max - kept), chunk.length);
      if (take > 0) chunks.push(take === chunk.length ? chunk : chunk.subarray(0, take));
      kept += take;
      dropped += chunk.length - take;
    },
    text() {
      const s = Buffer.concat(chunks).toString('utf8');
      return dropped > 0 ? `${s}\n[… ${dropped} more bytes dropped]` : s;
    },
  };
}

async function spawnAndWait(event: HookEventName, spec: CommandHookSpec, stdinFd: number, opts: HookRunnerOptions, timeoutMs: number): Promise<ProcessResult> {
  return (await startProcess(event, spec, stdinFd, opts, timeoutMs)).ended;
}

/**
 * Starts the hook's process; resolves once it runs (or could not start), with its end to wait for (its env file
 * collected by then). Wrapped in an object: a promise resolved with a promise would wait for the end.
 */
async function startProcess(
  event: HookEventName,
  spec: CommandHookSpec,
  stdinFd: number,
  opts: HookRunnerOptions,
  timeoutMs: number,
): Promise<{ ended: Promise<ProcessResult> }> {
  const slot = opts.envFiles && ENV_FILE_EVENTS.includes(event) ? await opts.envFiles.open(event, `${spec.source} ${displayCommand(spec)}`) : undefined;
  try {
    const { ended } = await startWith(spec, stdinFd, opts, timeoutMs, slot);
    return { ended: ended.finally(() => slot?.collect()) };
  } catch (e) {
    await slot?.collect();
    throw e;
  }
}

async function startWith(
  spec: CommandHookSpec,
  stdinFd: number,
  opts: HookRunnerOptions,
  timeoutMs: number,
  slot: EnvFileSlot | undefined,
): Promise<{ ended: Promise<ProcessResult> }> {
  const argv = spec.args
    ? [expandProjectDir(spec.command, opts.projectDir), ...spec.args.map((a) => expandProjectDir(a, opts.projectDir))]
    : [SHELL, '-c', spec.command];
  const sandboxed = opts.wrapSpawn
    ? await opts.wrapSpawn(argv, spec.command, slot ? [slot.dir] : []).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e))))
    : undefined;
  if (sandboxed instanceof Error) return { ended: Promise.resolve({ ...NOTHING_RAN, spawnError: `could not start it in the sandbox: ${sandboxed.message}` }) };
  // The executor runs at once: the process has been spawned when this function returns.
  const exited = new Promise<ProcessResult>((resolve) => {
    const envFile = slot ? { CLAUDE_ENV_FILE: slot.file } : {};
    const env = { ...opts.env, ...spec.env, CLAUDE_PROJECT_DIR: opts.projectDir, ...envFile, [PROCESS_MARK_NAME]: PROCESS_MARK };
    // detached: the hook leads its own process group, so a timeout can kill everything it started.
    const common = { cwd: opts.cwd, env, detached: true, stdio: [stdinFd, 'pipe', 'pipe'] as [number, 'pipe', 'pipe'] };
    const run = sandboxed?.argv ?? argv;
    const child = spawn(run[0] ?? SHELL, run.slice(1), common);
    const max = opts.maxOutputBytes ?? DEFAULT_MAX_OUTPUT;
    const out = collector(max);
    const err = collector(max);
    let timedOut = false;
    let aborted = false;
    let settled = false;
    let grace: NodeJS.Timeout | undefined;
    const killGroup = (): void => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      grace ??= setTimeout(() => finish(null, 'SIGKILL'), KILL_GRACE_MS);
    };
    const onAbort = (): void => {
      aborted = true;
      killGroup();
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeoutMs);
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    function finish(code: number | null, signal: NodeJS.Signals | null, spawnError?: string): void {
      if (settled) return;
      settled = true;
      // A hook may start something in the background (`cmd &`): it may run on, but not past the end of the run.
      if (child.pid !== undefined) trackLeftoverGroup(child.pid);
      clearTimeout(timer);
      if (grace) clearTimeout(grace);
      opts.signal?.removeEventListener('abort', onAbort);
      child.stdout?.destroy();
      child.stderr?.destroy();
      const result: ProcessResult = { code, signal, stdout: out.text(), stderr: err.text(), timedOut, aborted };
      if (spawnError !== undefined) result.spawnError = spawnError;
      resolve(result);
    }
    child.stdout?.on('data', (c: Buffer) => out.push(c));
    child.stderr?.on('data', (c: Buffer) => err.push(c));
    child.on('error', (e) => finish(null, null, e.message));
    child.on('close', (code, signal) => {
      const own = sandboxed ? sandboxed.exit(code, signal) : { code, signal };
      finish(own.code, own.signal);
    });
    if (opts.signal?.aborted) onAbort();
  });
  const ended = exited.then((result) => {
    const blocked = sandboxed?.finish() ?? [];
    return blocked.length > 0
      ? {
          ...result,
          stderr: `${result.stderr}${result.stderr.endsWith('\n') || result.stderr === '' ? '' : '\n'}${blocked.map((b) => `Note: ${b}.`).join('\n')}`,
        }
      : result;
  });
  return { ended };
}

export function createHookRunner(options: HookRunnerOptions): HookRunner {
  const compiled = new Map<HookEventName, { test: CompiledMatcher; hooks: HookSpec[] }[]>();
  // `once` hooks that have run (by where they were written).
  const spent = options.onceSpent ?? new Set<string>();
  for (const [event, groups] of Object.entries(options.hooksConfig) as [HookEventName, { matcher?: string; hooks: HookSpec[] }[]][]) {
    compiled.set(
      event,
      groups.map((g) => {
        const m = compileMatcher(g.matcher);
        // Config loading rejects bad patterns; one that slips through matches nothing rather than everything.
        return { test: m.ok ? m.test : () => false, hooks: g.hooks };
      }),
    );
  }

  function matching(event: HookEventName, matchValue: string | undefined): HookSpec[] {
    const seen = new Set<string>();
    const specs: HookSpec[] = [];
    for (const group of compiled.get(event) ?? []) {
      if (matchValue !== undefined && !group.test(matchValue)) continue;
      for (const spec of group.hooks) {
        if (spec.once && spent.has(spec.source)) continue;
        // Not sent, and it decides nothing: Claude Code 2.1.332 runs the tool a blocked PreToolUse hook would have judged.
        const blocked = httpHookBlocked(spec, options.httpPolicy);
        if (blocked !== undefined) {
          options.httpPolicy?.blocked?.(blocked);
          continue;
        }
        const key = JSON.stringify(spec.type === undefined ? [spec.command, spec.args ?? null] : [spec.type, displayCommand(spec), spec.source]);
        if (seen.has(key)) continue;
        seen.add(key);
        specs.push(spec);
      }
    }
    return specs;
  }

  return {
    has: (event, matchValue) => matching(event, matchValue).length > 0,
    async run(event, payload, matchValue) {
      const tool = matchValue ?? (typeof payload['tool_name'] === 'string' ? payload['tool_name'] : '');
      const toolName = typeof payload['tool_name'] === 'string' ? payload['tool_name'] : undefined;
      // `if` narrows a tool event's hook to the calls a permission rule matches; elsewhere there is no call to match.
      const specs = matching(event, matchValue).filter(
        (spec) => spec.if === undefined || toolName === undefined || (options.ports?.matchesRule?.(spec.if, toolName, payload['tool_input']) ?? true),
      );
      if (specs.length === 0) return combine(event, tool, [], []);
      await options.beforeFirstProcess?.();
      const background = specs.filter(isAsync);
      const input = hookInput(event, payload, options);
      const inputJson = JSON.stringify(input);
      for (const spec of background) {
        if (spec.once) spent.add(spec.source);
        void runInBackground(event, tool, spec, inputJson, options);
      }
      const waited = specs.filter((spec) => !isAsync(spec));
      if (waited.length === 0) return combine(event, tool, [], []);
      const stdinFile = path.join(options.tempDir ?? tmpdir(), `hook-stdin-${randomUUID()}.json`);
      const displays = waited.map(displayCommand);
      try {
        // 0o600: tool inputs may carry secrets.
        if (waited.some((spec) => spec.type === undefined)) await writeFile(stdinFile, inputJson, { mode: 0o600 });
        const verdicts = await Promise.all(
          waited.map(async (spec, i) => {
            const timeoutMs = spec.timeoutMs ?? options.defaultTimeoutMs;
            const display = displays[i] ?? '';
            if (spec.once) spent.add(spec.source);
            if (spec.statusMessage !== undefined) options.ports?.status?.(spec.statusMessage);
            if (spec.type !== undefined) return judge(event, spec, display, await runHandler(spec, input, inputJson, options, timeoutMs), timeoutMs);
            // stdin is a file, not Node's pipe: those are sockets, and bash sources ~/.bashrc when its
            // stdin is a socket (its rshd heuristic), leaking rc-file noise into every hook's stderr.
            const stdin = await open(stdinFile, 'r');
            try {
              return judge(event, spec, display, await spawnAndWait(event, spec, stdin.fd, options, timeoutMs), timeoutMs);
            } finally {
              await stdin.close();
            }
          }),
        );
        return combine(event, tool, displays, verdicts);
      } catch (e) {
        const failures = displays.map((command): HookFailure => ({ command, kind: 'crash', detail: `could not start: ${(e as Error).message}` }));
        return { ...combine(event, tool, [], []), failures };
      } finally {
        await rm(stdinFile, { force: true });
      }
    },
  };
}

function isAsync(spec: HookSpec): spec is CommandHookSpec {
  return spec.type === undefined && spec.async === true;
}

/**
 * An `async` command hook, as Claude Code runs it: started, not waited for. Its process is a hook's like any other
 * (same timeout, killed with the run's signal, a leftover killed at the end of the run). When it ends, what it said
 * goes to `onAsyncOutcome`, less what only a waited-for hook can do: an exit 2, a decision or `continue: false`
 * come too late to block, gate or stop anything, and are reported as failures instead of dropped silently.
 */
async function runInBackground(event: HookEventName, tool: string, spec: CommandHookSpec, inputJson: string, options: HookRunnerOptions): Promise<void> {
  const display = displayCommand(spec);
  const timeoutMs = spec.timeoutMs ?? options.defaultTimeoutMs;
  // Its own stdin file: the event's one is deleted as soon as the waited-for hooks are done.
  const stdinFile = path.join(options.tempDir ?? tmpdir(), `hook-stdin-${randomUUID()}.json`);
  let verdict: Verdict;
  try {
    if (spec.statusMessage !== undefined) options.ports?.status?.(spec.statusMessage);
    // Nothing waits for this hook, so the end of the run waits for its start: a process started after the sweep of
    // leftovers would outlive the run (the sweep finds what runs, not what is about to).
    const running = startingProcess(
      (async () => {
        await writeFile(stdinFile, inputJson, { mode: 0o600 });
        const stdin = await open(stdinFile, 'r');
        try {
          const { ended } = await startProcess(event, spec, stdin.fd, options, timeoutMs);
          return { ended: ended.finally(() => stdin.close()) };
        } catch (e) {
          await stdin.close();
          throw e;
        }
      })(),
    );
    verdict = judgeResult(event, display, await (await running).ended, timeoutMs);
  } catch (e) {
    verdict = { failures: [{ command: display, kind: 'crash', detail: `could not start: ${(e as Error).message}` }], stdout: '', suppress: false, context: [] };
  } finally {
    await rm(stdinFile, { force: true }).catch(() => undefined);
  }
  const late = (what: string): void =>
    void verdict.failures.push({ command: display, kind: 'exit', detail: `async hook: ${what} came after the ${event} went on; ignored` });
  if (verdict.block) late(`its block (${verdict.block.text})`);
  if (verdict.decision) late(`its permission decision "${verdict.decision}"`);
  if (verdict.stop) late('its "continue": false');
  const { block: _block, decision: _decision, updatedInput: _input, stop: _stop, ...kept } = verdict;
  options.onAsyncOutcome?.(event, combine(event, tool, [display], [kept]));
}

function runHandler(
  spec: Exclude<HookSpec, CommandHookSpec>,
  input: Record<string, unknown>,
  inputJson: string,
  options: HookRunnerOptions,
  timeoutMs: number,
): Promise<ProcessResult> {
  switch (spec.type) {
    case 'http':
      return runHttpHook(spec, headerVariables(spec, options.httpPolicy), inputJson, options.env, timeoutMs, options.signal);
    case 'mcp_tool':
      return runMcpToolHook(spec, input, options.ports, timeoutMs, options.signal);
    case 'unreadable':
      return Promise.resolve({ ...NOTHING_RAN, handlerError: `the settings entry cannot be read: ${spec.problem}` });
    case 'prompt':
    case 'agent':
      return runModelHook(spec, inputJson, options.ports, timeoutMs, options.signal);
  }
}
