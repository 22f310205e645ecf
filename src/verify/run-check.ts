import { createBashTool, type BashInput } from '../tools/bash.js';
import type { ToolSandbox } from '../sandbox/runtime.js';
import type { VerifyCheck } from './plan.js';
import type { CheckRun } from '../agent/verification.js';

/**
 * One check run the way the agent's Bash runs: in the workspace, in the tool sandbox (no network unless the settings
 * allow a host, writes only in the workspace and the run's tmp), with the scrubbed environment and none of `pass_env`
 * (the check is the pull request author's code: no token, no secret), in its own process group, killed at its bound.
 */

/** Where checks run: what the session's tools get, minus anything passed through. */
export interface CheckPlace {
  tempDir: string;
  /** The scrubbed runner environment (buildToolEnv with no pass_env). */
  env: Record<string, string>;
  sandbox?: ToolSandbox;
  signal: AbortSignal;
}

const TAIL_LINES = 25;
/** What a program prints when it cannot reach the network (Node, npm, curl, pip, glibc). */
const NO_NETWORK = /getaddrinfo (?:EAI_AGAIN|ENOTFOUND) \S+|Could not resolve host: \S+|Temporary failure in name resolution|Network is unreachable/;

export async function runCheck(check: VerifyCheck, place: CheckPlace, timeoutMs: number): Promise<CheckRun> {
  const bash = createBashTool({
    workspace: { root: check.cwd, tempDir: place.tempDir },
    env: { ...place.env, ...check.env, CI: 'true' },
    shell: check.shell.program,
    shellArgs: check.shell.args.slice(0, -1),
    defaultTimeoutMs: timeoutMs,
    maxTimeoutMs: timeoutMs,
    ...(place.sandbox ? { sandbox: place.sandbox } : {}),
  });
  const started = Date.now();
  const input: BashInput = { command: check.command, timeout: timeoutMs };
  const result = await bash.execute(input, { signal: place.signal, toolUseId: `verify-${started}` });
  const durationMs = Date.now() - started;
  const details = (result.details ?? {}) as {
    exitCode?: number | null;
    timedOut?: boolean;
    interrupted?: boolean;
    sandboxed?: boolean;
    sandboxViolations?: string[];
  };
  const content = typeof result.content === 'string' ? result.content : '';
  const exitCode = details.exitCode ?? null;
  const error = checkError(check, content, details, timeoutMs);
  return {
    name: check.name,
    command: check.command,
    exitCode,
    passed: error === undefined && exitCode === 0,
    durationMs,
    tail: tailOf(content),
    ...(error ? { error } : {}),
    sandboxed: details.sandboxed === true,
  };
}

function checkError(
  check: VerifyCheck,
  content: string,
  details: { exitCode?: number | null; timedOut?: boolean; interrupted?: boolean; sandboxed?: boolean; sandboxViolations?: string[] },
  timeoutMs: number,
): string | undefined {
  if (details.timedOut) return `\`${check.name}\` timed out after ${Math.round(timeoutMs / 1000)} s (verify_timeout_minutes); it and its processes were killed`;
  if (details.interrupted) return `\`${check.name}\` was interrupted: the run was cancelled or ran out of time`;
  if (details.exitCode === undefined && /^Failed to (start|run)/.test(content)) return `\`${check.name}\` could not start: ${content.split('\n')[0] ?? ''}`;
  if (details.exitCode === 127 && /command not found|No such file or directory/.test(content))
    return `\`${check.name}\` could not start: ${(content.split('\n').find((line) => /not found|No such file/.test(line)) ?? 'command not found').trim()}`;
  if (details.exitCode === 0) return undefined;
  const network = (details.sandboxViolations ?? []).find((v) => v.includes('blocked a connection'));
  if (network) return `\`${check.name}\` needs the network, which the sandbox refuses: ${network}`;
  const offline = details.sandboxed ? NO_NETWORK.exec(content)?.[0] : undefined;
  if (offline)
    return `\`${check.name}\` needs the network, which the sandbox refuses (${offline}; sandbox.network.allowedDomains names the hosts it may reach)`;
  return undefined;
}

/** The last lines of what the command printed, without the tool's own notes about truncation. */
export function tailOf(text: string, lines = TAIL_LINES): string {
  const all = text.replace(/\n+$/, '').split('\n');
  return all.slice(-lines).join('\n');
}
