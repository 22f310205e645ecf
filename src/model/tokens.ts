import type Anthropic from '@anthropic-ai/sdk';
import { betaHeadersFor } from './betas.js';
import { gaThinking, type ModelRequest } from './request-fields.js';

export interface TokenEstimateInput {
  system?: Anthropic.MessageCreateParams['system'] | undefined;
  messages: Anthropic.MessageParam[];
  tools?: Anthropic.MessageCreateParams['tools'] | undefined;
  /** A json_schema format is injected into the prompt by the API, so it counts too. */
  output_config?: Anthropic.MessageCreateParams['output_config'] | undefined;
}

/*
 * Why the estimate is an upper bound of what the API counts:
 * - Claude's tokenizer is a byte-level BPE: every token stands for at least one byte of UTF-8 text, so the
 *   tokens of any text are at most its bytes. We count the bytes of the JSON serialization, which contains
 *   every text (quoted and escaped, hence never shorter) plus keys and punctuation — more bytes, never fewer.
 * - What the API adds beyond the text we send is bounded and covered by fixed allowances: the request
 *   framing, the role and turn markers of each message and block, the tool-use system prompt the API
 *   injects when tools are present (documented at 159–530 tokens depending on model and tool_choice; we allow
 *   1,024 for newer models and tokenizers), and each tool definition's framing.
 * - Images are the exception to "tokens ≤ bytes" (a small, well-compressed PNG can cost more tokens than its
 *   base64 bytes), so each image adds the most an image can cost. Documents and images given by URL or file
 *   id are not in the request at all: they get the same allowance, which bounds an image but NOT a long PDF.
 *   The agent sends neither, and a caller who does should rely on countInputTokens.
 */
const REQUEST_OVERHEAD = 64;
const TOOLS_SYSTEM_PROMPT = 1024;
const PER_TOOL = 64;
const PER_MESSAGE = 16;
const PER_BLOCK = 8;
const OUTPUT_FORMAT_FRAMING = 256;
/** Above the ~1,600 tokens a downscaled image costs, and the ~4,800 of the largest high-resolution ones. */
const PER_IMAGE_OR_DOCUMENT = 8_000;

const utf8Bytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

function mediaBlocks(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, v: unknown) => n + mediaBlocks(v), 0);
  if (typeof value !== 'object' || value === null) return 0;
  const self = 'type' in value && (value.type === 'image' || value.type === 'document') ? 1 : 0;
  return self + Object.values(value).reduce((n: number, v: unknown) => n + mediaBlocks(v), 0);
}

/** A cheap, guaranteed upper bound of the input tokens the API will count for these parts of a request. */
export function estimateInputTokensUpperBound(params: TokenEstimateInput): number {
  const tools = params.tools ?? [];
  let blocks = 0;
  for (const message of params.messages) blocks += typeof message.content === 'string' ? 1 : message.content.length;
  if (Array.isArray(params.system)) blocks += params.system.length;
  return (
    utf8Bytes(params.system ?? '') +
    utf8Bytes(params.messages) +
    utf8Bytes(tools) +
    REQUEST_OVERHEAD +
    (tools.length > 0 ? TOOLS_SYSTEM_PROMPT + tools.length * PER_TOOL : 0) +
    params.messages.length * PER_MESSAGE +
    blocks * PER_BLOCK +
    (params.output_config?.format ? utf8Bytes(params.output_config.format) + OUTPUT_FORMAT_FRAMING : 0) +
    mediaBlocks([params.system, params.messages]) * PER_IMAGE_OR_DOCUMENT
  );
}

/** How long one count may take before its caller falls back to the estimate: the run's stop ends it sooner. */
export const COUNT_CAP_MS = 30_000;

/** What ends one count: the run's stop, or COUNT_CAP_MS, whichever comes first. */
export function countSignal(stop?: AbortSignal): AbortSignal {
  const cap = AbortSignal.timeout(COUNT_CAP_MS);
  return stop ? AbortSignal.any([stop, cap]) : cap;
}

/**
 * A count bounded by the run's stop and COUNT_CAP_MS: a stalled count_tokens must not hold the run past its time limit
 * or a cancel (the SDK would wait API_TIMEOUT_MS). Undefined once aborted, whether or not `count` heeds its signal.
 */
export function cappedCount(count: (signal: AbortSignal) => Promise<number | undefined>, stop?: AbortSignal): Promise<number | undefined> {
  const signal = countSignal(stop);
  if (signal.aborted) return Promise.resolve(undefined);
  let onAbort = (): void => undefined;
  const aborted = new Promise<undefined>((resolve) => {
    onAbort = () => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  const counted = count(signal).catch(() => undefined);
  return Promise.race([counted, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}

/**
 * The exact count from the free count_tokens endpoint, or undefined when it is unavailable (old proxies,
 * rate limits, network): callers then fall back to estimateInputTokensUpperBound.
 */
export async function countInputTokens(
  client: Pick<Anthropic, 'messages'>,
  params: Anthropic.MessageCountTokensParams | ModelRequest,
  /** Ends the call (the run's stop, a cap): an aborted count is undefined, as a failed one. */
  signal?: AbortSignal,
): Promise<number | undefined> {
  const { model, messages, system, tools, tool_choice, output_config, cache_control } = params;
  // count_tokens takes no beta: thinking in its GA form (how it is shown does not change the input).
  const thinking = gaThinking(params.thinking ?? undefined);
  try {
    // Only the fields count_tokens accepts: it rejects create-only ones such as max_tokens and stream.
    const headers = betaHeadersFor(params, client);
    const result = await client.messages.countTokens(
      {
        model,
        messages,
        ...(system !== undefined ? { system } : {}),
        ...(tools !== undefined ? { tools } : {}),
        ...(tool_choice !== undefined ? { tool_choice } : {}),
        ...(thinking !== undefined ? { thinking } : {}),
        ...(output_config !== undefined ? { output_config } : {}),
        ...(cache_control != null ? { cache_control } : {}),
      },
      headers || signal ? { ...(headers ? { headers } : {}), ...(signal ? { signal } : {}) } : undefined,
    );
    return Number.isFinite(result.input_tokens) ? result.input_tokens : undefined;
  } catch {
    return undefined;
  }
}
