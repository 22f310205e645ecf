import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AnyTool, ToolResult, Validation } from '../tools/types.js';
import { capText, spillToFile } from '../tools/truncate.js';
import type { ServerConnection } from './connection.js';
import { describeError, isRecord, type JsonObject } from './jsonrpc.js';

const MAX_PAGES = 100;

/** Every page of a list method (`resources/list`, …), following `nextCursor` (bounded). */
export async function listAll(conn: ServerConnection, method: string, key: string, timeoutMs: number): Promise<JsonObject[]> {
  const deadline = Date.now() + timeoutMs;
  const items: JsonObject[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await conn.client.request(method, cursor === undefined ? {} : { cursor }, { timeoutMs: Math.max(1, deadline - Date.now()) });
    if (!isRecord(result) || !Array.isArray(result[key])) throw new Error(`${method} returned no ${key} array`);
    items.push(...result[key].filter(isRecord));
    const next = typeof result.nextCursor === 'string' && result.nextCursor !== '' ? result.nextCursor : undefined;
    if (next === undefined || next === cursor) break;
    cursor = next;
  }
  return items;
}

export interface ResourceToolOptions {
  /** Connected servers, in configuration order. */
  connections: readonly ServerConnection[];
  tempDir: string;
  callTimeoutMs: number;
  maxResultChars: number;
}

/** Claude Code's ListMcpResourcesOutput entry. */
interface ResourceEntry {
  uri: string;
  name: string;
  mimeType?: string;
  description?: string;
  server: string;
}

function entry(item: JsonObject, server: string, uriKey: 'uri' | 'uriTemplate'): ResourceEntry | undefined {
  const uri = item[uriKey];
  if (typeof uri !== 'string') return undefined;
  const out: ResourceEntry = { uri, name: typeof item.name === 'string' ? item.name : uri, server };
  if (typeof item.mimeType === 'string') out.mimeType = item.mimeType;
  if (typeof item.description === 'string') out.description = item.description;
  return out;
}

export function advertisesResources(conn: ServerConnection): boolean {
  return isRecord(conn.client.capabilities) && isRecord(conn.client.capabilities.resources);
}

/** Server output is data: a long answer goes through the tools' spill path, as an MCP tool's does. */
async function capped(text: string, label: string, opts: ResourceToolOptions): Promise<string> {
  if (text.length <= opts.maxResultChars) return text;
  try {
    return (await spillToFile(text, opts.tempDir, label, { previewChars: Math.min(4000, opts.maxResultChars) })).message;
  } catch {
    return capText(text, { maxChars: opts.maxResultChars, keep: 'head', hint: 'Read a narrower resource.' }).text;
  }
}

function serverFor(opts: ResourceToolOptions, name: string): ServerConnection | string {
  const conn = opts.connections.find((c) => c.name === name);
  if (conn === undefined) return `Server "${name}" not found. Available servers: ${opts.connections.map((c) => c.name).join(', ')}`;
  if (!advertisesResources(conn)) return `Server "${name}" does not support resources`;
  return conn;
}

const LIST_DESCRIPTION = `Lists available resources from configured MCP servers.
Each resource object includes a 'server' field indicating which server it's from.
Resource templates (URIs with {placeholders}) are listed after the resources: fill them in and read the result with ReadMcpResourceTool.

Usage examples:
- List all resources from all servers: \`listMcpResources\`
- List resources from a specific server: \`listMcpResources({ server: "myserver" })\``;

const READ_DESCRIPTION = `Reads a specific resource from an MCP server, identified by server name and resource URI.

Parameters:
- server (required): The name of the MCP server from which to read the resource
- uri (required): The URI of the resource to read

Usage examples:
- Read a resource from a server: \`readMcpResource({ server: "myserver", uri: "my-resource-uri" })\``;

function validateList(input: unknown): Validation<{ server?: string }> {
  if (!isRecord(input)) return { ok: false, error: 'The input must be an object.' };
  if (input.server !== undefined && typeof input.server !== 'string') return { ok: false, error: 'server must be a string.' };
  return { ok: true, value: typeof input.server === 'string' ? { server: input.server } : {} };
}

function validateRead(input: unknown): Validation<{ server: string; uri: string }> {
  if (!isRecord(input) || typeof input.server !== 'string' || typeof input.uri !== 'string')
    return { ok: false, error: 'server and uri are required strings.' };
  return { ok: true, value: { server: input.server, uri: input.uri } };
}

/**
 * Claude Code's `ListMcpResourcesTool` and `ReadMcpResourceTool`, offered when a connected server advertises
 * resources. Both are read-only (Claude Code asks no permission for them); what they return is the server's text,
 * capped like an MCP tool's result.
 */
export function createResourceTools(opts: ResourceToolOptions): AnyTool[] {
  if (!opts.connections.some(advertisesResources)) return [];
  const list: AnyTool = {
    name: 'ListMcpResourcesTool',
    description: LIST_DESCRIPTION,
    inputSchema: {
      type: 'object',
      properties: { server: { type: 'string', description: 'Optional server name to filter resources by' } },
      additionalProperties: false,
    },
    readOnly: true,
    validate: validateList,
    async execute(input: unknown): Promise<ToolResult> {
      const wanted = (input as { server?: string }).server;
      let targets = opts.connections.filter(advertisesResources);
      if (wanted !== undefined) {
        const found = serverFor(opts, wanted);
        if (typeof found === 'string') return { content: found, isError: true };
        targets = [found];
      }
      const resources: ResourceEntry[] = [];
      const templates: ResourceEntry[] = [];
      const errors: string[] = [];
      await Promise.all(
        targets.map(async (conn) => {
          try {
            const [r, t] = await Promise.all([
              listAll(conn, 'resources/list', 'resources', opts.callTimeoutMs),
              listAll(conn, 'resources/templates/list', 'resourceTemplates', opts.callTimeoutMs).catch(() => []),
            ]);
            resources.push(...r.flatMap((item) => entry(item, conn.name, 'uri') ?? []));
            templates.push(...t.flatMap((item) => entry(item, conn.name, 'uriTemplate') ?? []));
          } catch (err) {
            errors.push(`Server "${conn.name}" could not list its resources: ${describeError(err)}`);
          }
        }),
      );
      const parts = [
        resources.length === 0 ? 'No resources found. MCP servers may still provide tools even if they have no resources.' : JSON.stringify(resources),
      ];
      if (templates.length > 0) parts.push(`Resource templates:\n${JSON.stringify(templates)}`);
      parts.push(...errors);
      const text = await capped(parts.join('\n\n'), 'ListMcpResourcesTool', opts);
      return { content: text, isError: errors.length > 0 && resources.length === 0 && templates.length === 0, details: { resources, templates } };
    },
  };
  const read: AnyTool = {
    name: 'ReadMcpResourceTool',
    description: READ_DESCRIPTION,
    inputSchema: {
      type: 'object',
      properties: { server: { type: 'string', description: 'The MCP server name' }, uri: { type: 'string', description: 'The resource URI to read' } },
      required: ['server', 'uri'],
      additionalProperties: false,
    },
    readOnly: true,
    validate: validateRead,
    async execute(input: unknown, ctx): Promise<ToolResult> {
      const { server, uri } = input as { server: string; uri: string };
      const conn = serverFor(opts, server);
      if (typeof conn === 'string') return { content: conn, isError: true };
      let result: unknown;
      try {
        result = await conn.client.request('resources/read', { uri }, { timeoutMs: opts.callTimeoutMs, signal: ctx.signal });
      } catch (err) {
        const error = `Server "${server}" could not read ${uri}: ${describeError(err)}`;
        return { content: error, isError: true, details: { contents: [], error } };
      }
      const contents: { uri: string; mimeType?: string; text?: string; blobSavedTo?: string }[] = [];
      const items = isRecord(result) && Array.isArray(result.contents) ? result.contents.filter(isRecord) : [];
      for (const [index, item] of items.entries()) {
        const one: (typeof contents)[number] = { uri: typeof item.uri === 'string' ? item.uri : uri };
        if (typeof item.mimeType === 'string') one.mimeType = item.mimeType;
        if (typeof item.text === 'string') one.text = item.text;
        else if (typeof item.blob === 'string') {
          // Binary content is never inlined: saved to the run's temp folder, the model gets where (as Claude Code does).
          const file = path.join(opts.tempDir, `mcp-resource-${ctx.toolUseId}-${index}.bin`);
          await writeFile(file, Buffer.from(item.blob, 'base64'));
          one.blobSavedTo = file;
        }
        contents.push(one);
      }
      const text = await capped(JSON.stringify({ contents }), 'ReadMcpResourceTool', opts);
      return { content: text, isError: false, details: { contents } };
    },
  };
  return [list, read];
}
