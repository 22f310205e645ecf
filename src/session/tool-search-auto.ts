import type { ModelPort } from '../agent/model-port.js';
import { canonicalModelId } from '../model/provider-models.js';
import { countSignal } from '../model/tokens.js';
import type { AnyTool } from '../tools/types.js';

/**
 * `ENABLE_TOOL_SEARCH=auto` / `auto:N`, as Claude Code 2.1.332 decides it (measured headless: scripts/oracle/tool-search-auto.mjs,
 * test/fixtures/claude-code-first-request/2.1.332-tool-search-auto.json): the tools a thread would defer (every MCP tool
 * and the deferred built-ins, session/tool-search.ts) are counted by one count_tokens call — their definitions and one
 * user message `foo` — less 500 for the call's own overhead; at or past floor(window × N / 100) tokens they are deferred
 * behind ToolSearch, below it every tool is sent whole. Where count_tokens fails or answers 0 (a proxy without it,
 * Bedrock), the tools' characters (name, description, input schema as JSON) are held to 2.5 a token instead. The count
 * is kept per model (canonical id) and tool names, so a thread with the same tools (a refresh that changed nothing)
 * asks again for nothing. Once a thread has deferred, its later decisions defer without counting (2.1.332: "this
 * conversation already declared ToolSearch"), so a refreshed list never takes back what ToolSearch loaded. The latch is
 * the thread's own, as 2.1.332's is its conversation's; a subagent on the main thread's model starts latched where the
 * main thread is (measured: subagents_at), one on another model is decided on its own. count_tokens is
 * free at Anthropic and sends nothing the run's requests do not send. The count ends with the run's stop and after
 * COUNT_CAP_MS: that decision is made by characters and not kept.
 */
export const COUNT_OVERHEAD_TOKENS = 500;
/** The main thread's key for the latch (a subagent's is its agent id). */
export const MAIN_THREAD = 'main';
export const CHARS_PER_TOKEN = 2.5;

/**
 * The context window 2.1.332 reckons its share of: 200,000 for these models (measured model by model), 1M for the others.
 * Not claude-opus-4-1: 2.1.332 runs it as claude-opus-5-5 and took 1M (measured, window_opus41*).
 */
const WINDOW_200K = /^claude-(opus-4|opus-4-5|opus-4-6|sonnet-4|sonnet-4-0|sonnet-4-5|sonnet-4-6|haiku-4-5)$/;

export function toolSearchWindow(model: string): number {
  if (/\[1m\]$/i.test(model)) return 1_000_000;
  const id = canonicalModelId(model) ?? model;
  return WINDOW_200K.test(id) ? 200_000 : 1_000_000;
}

/** The threshold in tokens: floor(window × percent / 100). */
export function autoThresholdTokens(model: string, percent: number): number {
  return Math.floor(toolSearchWindow(model) * (percent / 100));
}

/** The fallback's measure: each tool's name, description and input schema (as JSON), in characters. */
export function definitionChars(tools: readonly AnyTool[]): number {
  return tools.reduce((n, tool) => n + tool.name.length + tool.description.length + JSON.stringify(tool.inputSchema).length, 0);
}

/** Whether `deferrable` (a thread's tools that would be deferred) reach `percent`% of the model's window; memoised. */
export type AutoDeferral = (model: string, deferrable: readonly AnyTool[], thread: string) => Promise<boolean>;

export function autoDeferral(port: Pick<ModelPort, 'countTokens'>, percent: number, stop?: AbortSignal): AutoDeferral {
  const counts = new Map<string, Promise<number | undefined>>();
  const count = (model: string, tools: readonly AnyTool[]): Promise<number | undefined> => {
    const key = [canonicalModelId(model) ?? model, ...tools.map((tool) => tool.name)].join(',');
    let counted = counts.get(key);
    if (!counted) {
      // A stalled count must not hold the run past its time limit or a cancel (the SDK would wait API_TIMEOUT_MS).
      const signal = countSignal(stop);
      counted = port.countTokens(
        {
          model,
          max_tokens: 1,
          stream: true,
          messages: [{ role: 'user', content: 'foo' }],
          tools: tools.map((tool) => ({ name: tool.name, description: tool.description, input_schema: tool.inputSchema })),
        },
        signal,
      );
      counts.set(key, counted);
      // An aborted count decides this once by characters; the next decision asks again.
      void counted.then(() => {
        if (signal.aborted && counts.get(key) === counted) counts.delete(key);
      });
    }
    return counted;
  };
  const decide = async (model: string, deferrable: readonly AnyTool[]): Promise<boolean> => {
    const threshold = autoThresholdTokens(model, percent);
    const tokens = await count(model, deferrable);
    // 2.1.332 takes an answer of 0 for a failed count too.
    if (tokens !== undefined && tokens > 0) return Math.max(0, tokens - COUNT_OVERHEAD_TOKENS) >= threshold;
    return definitionChars(deferrable) >= Math.floor(threshold * CHARS_PER_TOKEN);
  };
  /** The model each thread (the main thread, a subagent by its id) deferred on. */
  const deferring = new Map<string, string>();
  return async (model, deferrable, thread) => {
    if (deferrable.length === 0) return false;
    const id = canonicalModelId(model) ?? model;
    // A subagent starts from the main thread's state: held where the main thread deferred on its model (2.1.332 copies
    // the conversation's declared tools into the subagent's; one on another model was counted afresh, measured).
    if (deferring.get(thread) === id || (thread !== MAIN_THREAD && deferring.get(MAIN_THREAD) === id)) return true;
    const defers = await decide(model, deferrable);
    if (defers) deferring.set(thread, id);
    return defers;
  };
}
