import type Anthropic from '@anthropic-ai/sdk';
import { capText, spillToFile } from '../tools/truncate.js';
import type { AnyTool, ToolContext, ToolResult, Validation } from '../tools/types.js';
import type { CallOutcome, McpToolInfo } from './client.js';
import type { ServerConnection } from './connection.js';
import { describeError, isRecord, RpcError, TransportError, type JsonObject } from './jsonrpc.js';

export const DEFAULT_CALL_TIMEOUT_MS = 60_000;
export const DEFAULT_MAX_RESULT_CHARS = 30_000;
/** Tool descriptions longer than this are cut: some servers ship pages of prose. */
export const MAX_DESCRIPTION_CHARS = 2048;

export interface McpToolOptions {
  /** `mcp__<server>__<tool>`, from names.ts. */
  exposedName: string;
  tool: McpToolInfo;
  connection: ServerConnection;
  callTimeoutMs?: number;
  maxResultChars?: number;
  /** Where a result too long to show is saved in full. */
  tempDir: string;
}

function describeTool(server: string, tool: McpToolInfo): string {
  const text = tool.description?.trim() || tool.title?.trim() || `The '${tool.name}' tool of the MCP server '${server}'.`;
  return text.length <= MAX_DESCRIPTION_CHARS ? text : `${text.slice(0, MAX_DESCRIPTION_CHARS - 1)}…`;
}

function inputSchema(tool: McpToolInfo): Anthropic.Tool.InputSchema {
  // Tool arguments are always an object; a schema claiming otherwise is replaced, not trusted.
  return { ...tool.inputSchema, type: 'object' };
}

/** One content block as text the model can read; binary data is described, never inlined. */
function renderBlock(block: unknown): string {
  if (!isRecord(block)) return JSON.stringify(block);
  const mime = typeof block.mimeType === 'string' ? block.mimeType : 'unknown type';
  switch (block.type) {
    case 'text':
      return typeof block.text === 'string' ? block.text : '';
    case 'image':
    case 'audio': {
      const size = typeof block.data === 'string' ? Math.floor((block.data.length * 3) / 4) : 0;
      return `[${block.type} content: ${mime}, ${size} bytes, not shown]`;
    }
    case 'resource_link':
      return `[resource link: ${String(block.uri)}${typeof block.name === 'string' ? ` (${block.name})` : ''}]`;
    case 'resource': {
      const r = isRecord(block.resource) ? block.resource : {};
      if (typeof r.text === 'string') return r.text;
      return `[embedded resource: ${String(r.uri)}, ${typeof r.mimeType === 'string' ? r.mimeType : 'binary'}, not shown]`;
    }
    default:
      return JSON.stringify(block);
  }
}

export function renderContent(content: readonly unknown[], structured?: unknown): string {
  const parts = content.map(renderBlock).filter((p) => p !== '');
  if (parts.length === 0 && structured !== undefined) return JSON.stringify(structured, null, 2);
  return parts.join('\n');
}

/**
 * A result longer than the budget goes through the tools' spill path: written once to a file
 * in the temp folder, the model gets its size, first lines and where it is; the context
 * manager recognises the "saved to" path when it later elides the result.
 */
async function capped(text: string, opts: McpToolOptions): Promise<{ text: string; truncated: boolean; savedTo?: string }> {
  const maxChars = opts.maxResultChars ?? DEFAULT_MAX_RESULT_CHARS;
  if (text.length <= maxChars) return { text, truncated: false };
  try {
    const spilled = await spillToFile(text, opts.tempDir, opts.exposedName, { previewChars: Math.min(4000, maxChars) });
    return { text: spilled.message, truncated: true, savedTo: spilled.path };
  } catch {
    const cut = capText(text, { maxChars, keep: 'head', hint: 'Ask the tool for less (a narrower query, a page, a filter).' });
    return { text: cut.text, truncated: true };
  }
}

function validate(input: unknown): Validation<unknown> {
  if (isRecord(input)) return { ok: true, value: input };
  return { ok: false, error: 'The input of an MCP tool must be a JSON object.' };
}

function errorText(err: unknown, opts: McpToolOptions, timeoutMs: number): string {
  const server = opts.connection.name;
  if (err instanceof TransportError && err.kind === 'timeout') {
    return `The MCP tool ${opts.exposedName} did not answer within ${Math.round(timeoutMs / 1000)} s; the call was cancelled.`;
  }
  if (err instanceof TransportError && err.kind === 'aborted') return `The call to ${opts.exposedName} was cancelled.`;
  if (err instanceof RpcError) return `The MCP server '${server}' returned an error for ${opts.tool.name}: ${err.message} (code ${err.code})`;
  return `Calling ${opts.exposedName} failed: ${describeError(err)}`;
}

/**
 * An MCP tool as the agent loop sees it. Never read-only: annotations come from the server,
 * and a server's word can only make the host stricter, never let a tool run concurrently.
 */
export function createMcpTool(opts: McpToolOptions): AnyTool {
  const timeoutMs = opts.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
  const server = opts.connection.name;
  const base = { server, tool: opts.tool.name };
  return {
    name: opts.exposedName,
    description: describeTool(server, opts.tool),
    inputSchema: inputSchema(opts.tool),
    readOnly: false,
    validate,
    async execute(input: unknown, ctx: ToolContext): Promise<ToolResult> {
      let outcome: CallOutcome;
      try {
        const args = isRecord(input) ? (input as JsonObject) : {};
        outcome = await opts.connection.call(opts.tool.name, args, { timeoutMs, signal: ctx.signal });
      } catch (err) {
        return { content: errorText(err, opts, timeoutMs), isError: true, details: { ...base, error: describeError(err) } };
      }
      const protocol = opts.connection.client.protocolVersion;
      if (outcome.kind === 'input_required') {
        return { content: `${opts.exposedName}: ${outcome.message}`, isError: true, details: { ...base, protocol, inputRequired: true } };
      }
      let text = renderContent(outcome.content, outcome.structuredContent);
      if (text === '') text = outcome.isError ? 'The tool reported an error without a message.' : '(the tool returned no content)';
      const out = await capped(text, opts);
      const details: Record<string, unknown> = { ...base, protocol, truncated: out.truncated };
      if (out.savedTo !== undefined) details.savedTo = out.savedTo;
      if (outcome.structuredContent !== undefined) details.structuredContent = outcome.structuredContent;
      return { content: out.text, isError: outcome.isError, details };
    },
  };
}
