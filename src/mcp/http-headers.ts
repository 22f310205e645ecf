import { isRecord, type JsonObject } from './jsonrpc.js';

/**
 * A header value as the 2026-07-28 transport carries it: plain when it is safe ASCII,
 * otherwise the `=?base64?…?=` sentinel form.
 */
export function encodeHeaderValue(value: string): string {
  const plain = /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(value);
  const looksEncoded = value.startsWith('=?base64?') && value.endsWith('?=');
  if (plain && !looksEncoded) return value;
  return `=?base64?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/**
 * `Mcp-Param-*` headers for the arguments a tool's schema marks with `x-mcp-header`.
 * Throws when an annotation is invalid: such a tool must not be offered over HTTP.
 */
export function mcpParamHeaders(schema: unknown, args: JsonObject | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  const seen = new Set<string>();
  const walk = (node: unknown, value: unknown): void => {
    if (!isRecord(node) || !isRecord(node.properties)) return;
    for (const [key, sub] of Object.entries(node.properties)) {
      if (!isRecord(sub)) continue;
      const v = isRecord(value) ? value[key] : undefined;
      const mark = sub['x-mcp-header'];
      if (mark !== undefined) {
        if (typeof mark !== 'string' || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(mark)) {
          throw new Error(`invalid x-mcp-header on "${key}"`);
        }
        if (seen.has(mark.toLowerCase())) throw new Error(`duplicate x-mcp-header "${mark}"`);
        seen.add(mark.toLowerCase());
        if (!['string', 'integer', 'boolean'].includes(String(sub.type))) {
          throw new Error(`x-mcp-header "${mark}" is on a ${String(sub.type)} property`);
        }
        if (typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isSafeInteger(v))) {
          headers[`mcp-param-${mark}`] = encodeHeaderValue(String(v));
        }
      }
      walk(sub, v);
    }
  };
  walk(schema, args ?? {});
  return headers;
}
