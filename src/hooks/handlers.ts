import { runnerFetch } from '../http/fetch.js';
import { isRecord } from './config.js';
import type { HookPorts, HttpHookSpec, McpToolHookSpec, ModelHookSpec } from './types.js';

/** How one handler ended, in a command's terms: the runner judges every handler type the same way. */
export interface ProcessResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  aborted: boolean;
  spawnError?: string;
  /** An http, mcp_tool, prompt or agent handler that gave no usable answer: why. */
  handlerError?: string;
}

const MAX_RESPONSE_BYTES = 1 << 20;

function answered(stdout: string): ProcessResult {
  return { code: 0, signal: null, stdout, stderr: '', timedOut: false, aborted: false };
}

/** A hook that never ran: nothing exited, nothing printed. */
export const NOTHING_RAN: ProcessResult = { code: null, signal: null, stdout: '', stderr: '', timedOut: false, aborted: false };

function failed(error: string): ProcessResult {
  return { ...NOTHING_RAN, handlerError: error };
}

/** Runs `work` with a signal that aborts on the run's cancellation or after `timeoutMs`; a timeout or abort is reported as such. */
async function bounded(timeoutMs: number, signal: AbortSignal | undefined, work: (signal: AbortSignal) => Promise<ProcessResult>): Promise<ProcessResult> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    return await work(both);
  } catch (error) {
    if (timeout.aborted) return { code: null, signal: null, stdout: '', stderr: '', timedOut: true, aborted: false };
    if (signal?.aborted) return { code: null, signal: null, stdout: '', stderr: '', timedOut: false, aborted: true };
    return failed(error instanceof Error ? error.message : String(error));
  }
}

/**
 * `$VAR` and `${VAR}` in a header value: a variable `allowedEnvVars` names takes its value from the hooks' environment
 * (the job's variables reach it only through `pass_env` or the settings' `env`); any other becomes empty, as Claude Code
 * does it.
 */
export function interpolateHeader(value: string, allowed: readonly string[], env: Record<string, string>): string {
  return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (_whole, braced: string | undefined, bare: string | undefined) => {
    const name = braced ?? bare ?? '';
    return allowed.includes(name) ? (env[name] ?? '') : '';
  });
}

/** POSTs the event's JSON; a 2xx body is the hook's answer (read like a command's stdout), anything else an error. */
export function runHttpHook(
  spec: HttpHookSpec,
  /** The variables its headers may take (its own `allowedEnvVars`, narrowed by the settings' list). */
  variables: readonly string[],
  body: string,
  env: Record<string, string>,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<ProcessResult> {
  return bounded(timeoutMs, signal, async (both) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    for (const [name, value] of Object.entries(spec.headers ?? {})) {
      if (/^(content-length|transfer-encoding)$/i.test(name)) continue;
      headers[name] = interpolateHeader(value, variables, env);
    }
    const res = await runnerFetch(spec.url, { method: 'POST', headers, body, signal: both, redirect: 'error' });
    const text = (await res.text()).slice(0, MAX_RESPONSE_BYTES);
    if (!res.ok) return failed(`HTTP ${res.status}${text.trim() ? `: ${text.trim().slice(0, 500)}` : ''}`);
    return answered(text);
  });
}

/** `${tool_input.file_path}` in the string values of `input`: a path into the event's JSON, as Claude Code substitutes it. */
export function substituteInput(value: unknown, event: Record<string, unknown>): unknown {
  if (typeof value === 'string') {
    return value.replace(/\$\{([A-Za-z0-9_.]+)\}/g, (_whole, ref: string) => {
      let at: unknown = event;
      for (const key of ref.split('.')) at = isRecord(at) ? at[key] : undefined;
      return at === undefined || at === null ? '' : typeof at === 'string' ? at : JSON.stringify(at);
    });
  }
  if (Array.isArray(value)) return value.map((v) => substituteInput(v, event));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substituteInput(v, event)]));
  return value;
}

export function runMcpToolHook(
  spec: McpToolHookSpec,
  event: Record<string, unknown>,
  ports: HookPorts | undefined,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<ProcessResult> {
  const call = ports?.callMcpTool;
  if (!call) return Promise.resolve(failed(`no MCP server "${spec.server}" is configured for this run`));
  return bounded(timeoutMs, signal, async (both) => {
    const input = substituteInput(spec.input ?? {}, event) as Record<string, unknown>;
    const result = await call(spec.server, spec.tool, input, both);
    return result.isError ? failed(`the tool answered with an error: ${result.text.slice(0, 500)}`) : answered(result.text);
  });
}

/** The instructions a prompt or agent hook's model gets; the answer is read as `{ok, reason}`. */
const EVALUATOR_PROMPT = `You are evaluating a hook of a coding agent's run. Read the condition below and the hook input (an event of the run, as JSON), decide, and answer with one JSON object and nothing else: {"ok": true} when the condition is met, or {"ok": false, "reason": "why, in one or two sentences"} when it is not.`;

/**
 * A `prompt` hook (one model call, no tools) or an `agent` hook (a subagent with read-only tools): `$ARGUMENTS` takes
 * the event's JSON (appended when absent). `{"ok": false}` becomes the event's `decision: "block"` with the reason;
 * an answer that is not such an object is a failure (for a PreToolUse gate: a denial).
 */
export function runModelHook(
  spec: ModelHookSpec,
  eventJson: string,
  ports: HookPorts | undefined,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<ProcessResult> {
  const ask = ports?.askModel;
  if (!ask) return Promise.resolve(failed('no model is available to hooks in this run'));
  const condition = spec.prompt.includes('$ARGUMENTS') ? spec.prompt.replaceAll('$ARGUMENTS', eventJson) : `${spec.prompt}\n\nHook input:\n${eventJson}`;
  return bounded(timeoutMs, signal, async (both) => {
    const reply = await ask(spec.type, `${EVALUATOR_PROMPT}\n\n${condition}`, spec.model, both);
    if (reply.isError) return failed(`the model call failed: ${reply.text.slice(0, 500)}`);
    const verdict = parseVerdict(reply.text);
    if (verdict === undefined) return failed(`the answer is not {"ok": true|false, "reason": "..."}: ${reply.text.slice(0, 200)}`);
    return answered(verdict.ok ? '{}' : JSON.stringify({ decision: 'block', reason: verdict.reason ?? "The hook's condition is not met" }));
  });
}

/** The first JSON object in the text with a boolean `ok`. */
export function parseVerdict(text: string): { ok: boolean; reason?: string } | undefined {
  const fenced = text.replace(/```(?:json)?/g, '');
  for (let start = fenced.indexOf('{'); start >= 0; start = fenced.indexOf('{', start + 1)) {
    for (let end = fenced.lastIndexOf('}'); end > start; end = fenced.lastIndexOf('}', end - 1)) {
      try {
        const value: unknown = JSON.parse(fenced.slice(start, end + 1));
        if (isRecord(value) && typeof value['ok'] === 'boolean') {
          return { ok: value['ok'], ...(typeof value['reason'] === 'string' ? { reason: value['reason'] } : {}) };
        }
      } catch {
        // not this span
      }
    }
  }
  return undefined;
}
