import type { PermissionRule } from './types.js';

/**
 * Permission rules in Claude Code's syntax, read from their text. Apart from the matching (rules.ts, with the Bash
 * parser and the read-only tables): the settings read rules before the run's first request to GitHub, and need none
 * of that code then (issue 37).
 */

export type ParseRuleResult = { ok: true; rule: PermissionRule } | { ok: false; error: string };

const TOOL_NAME = /^[A-Za-z0-9_-]+$/;
const MCP_NAME = /^mcp__[A-Za-z0-9-](?:[A-Za-z0-9_-]*[A-Za-z0-9-])?(?:__\*)?$/;
/** `mcp__*`: every MCP tool. Claude Code takes it in deny and ask; in allow it grants nothing (an allow wildcard needs a server). */
export const ALL_MCP_TOOLS = 'mcp__*';
export const EDIT_TOOLS: ReadonlySet<string> = new Set(['Edit', 'Write', 'NotebookEdit', 'MultiEdit']);
/** Tools that read files: `Read(...)` rules cover them. LSP is decided on its `filePath` like Read, as Claude Code decides it. */
export const READ_TOOLS: ReadonlySet<string> = new Set(['Read', 'Glob', 'Grep', 'LS', 'NotebookRead', 'LSP']);

/** Index of the `)` closing the `(` at `open`; Bash specifiers are shell text, so quotes and backslashes hide parentheses. */
function closingParen(text: string, open: number, shellAware: boolean): number | string {
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (quote !== '') {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = '';
    } else if (shellAware && c === '\\') {
      i++;
    } else if (shellAware && (c === "'" || c === '"')) {
      quote = c;
    } else if (c === '(') {
      depth++;
    } else if (c === ')' && --depth === 0) {
      return i;
    }
  }
  return quote !== '' ? `unterminated ${quote === '"' ? 'double' : 'single'} quote` : 'missing ")"';
}

/** `Tool`, `Tool(specifier)`, `mcp__server`, `mcp__server__tool`, `mcp__server__*` or `mcp__*`. */
export function parseRule(text: string, source: string): ParseRuleResult {
  const raw = text.trim();
  const fail = (why: string): ParseRuleResult => ({ ok: false, error: `${source}: malformed rule "${raw}": ${why}` });
  if (raw === '') return fail('empty rule');
  const open = raw.indexOf('(');
  const tool = open < 0 ? raw : raw.slice(0, open);
  if (tool.startsWith('mcp__')) {
    if (open >= 0) return fail('MCP rules take no specifier');
    if (tool !== ALL_MCP_TOOLS && !MCP_NAME.test(tool)) return fail('expected mcp__server, mcp__server__tool, mcp__server__* or mcp__*');
    return { ok: true, rule: { raw, tool, source } };
  }
  if (tool === '') return fail('missing tool name before "("');
  if (!TOOL_NAME.test(tool)) return fail(tool.includes(')') ? 'unexpected ")"' : `invalid tool name "${tool}"`);
  if (open < 0) return { ok: true, rule: { raw, tool, source } };
  const close = closingParen(raw, open, tool === 'Bash');
  if (typeof close === 'string') return fail(close);
  if (close !== raw.length - 1) return fail(`unexpected text after ")": "${raw.slice(close + 1)}"`);
  const specifier = raw.slice(open + 1, close).trim();
  if (specifier === '') return fail('empty specifier "()"');
  if (specifier === '*') return { ok: true, rule: { raw, tool, source } };
  if (tool === 'WebFetch' && !/^domain:(\*|(\*\.)?[A-Za-z0-9.-]+)$/.test(specifier))
    return fail('WebFetch rules take domain:example.com, domain:*.example.com or domain:*');
  return { ok: true, rule: { raw, tool, source, specifier } };
}

/**
 * A deny (or ask) rule parseRule cannot read, read so that it denies more, never less: `WebFetch(domain:github.com/o/r)`
 * (Claude Code matches no host against it, so it denies nothing there) denies the whole domain; any other denies its
 * whole tool. Undefined when not even the tool can be told (a rule for no tool denies nothing).
 */
export function widenDenyRule(text: string, source: string): { rule: PermissionRule; why: string } | undefined {
  const raw = text.trim();
  const open = raw.indexOf('(');
  const tool = (open < 0 ? raw : raw.slice(0, open)).trim();
  const host = /^WebFetch\(\s*domain:(?:[a-z][a-z0-9+.-]*:\/\/)?([^/\s)?#:]+)/i.exec(raw)?.[1];
  if (tool === 'WebFetch' && host !== undefined) {
    const widened = parseRule(`WebFetch(domain:${host})`, source);
    if (widened.ok) return { rule: widened.rule, why: `the domain ${host} is denied (a WebFetch rule names a domain, not a path)` };
  }
  const whole = parseRule(tool, source);
  const what = whole.ok && whole.rule.tool === ALL_MCP_TOOLS ? 'every MCP tool' : `the whole ${tool} ${tool.startsWith('mcp__') ? 'server' : 'tool'}`;
  if (whole.ok) return { rule: whole.rule, why: `${what} is denied` };
  // An MCP name that cannot be read (`mcp__g*`): every MCP tool.
  const mcp = tool.startsWith('mcp__') ? parseRule(ALL_MCP_TOOLS, source) : undefined;
  return mcp?.ok ? { rule: mcp.rule, why: 'every MCP tool is denied' } : undefined;
}

/** Rules separated by commas or newlines; a comma inside parentheses belongs to the specifier. */
export function parseRuleList(text: string, source: string): { rules: PermissionRule[]; errors: string[] } {
  const rules: PermissionRule[] = [];
  const errors: string[] = [];
  const add = (piece: string): void => {
    if (piece.trim() === '') return;
    const parsed = parseRule(piece, source);
    if (parsed.ok) rules.push(parsed.rule);
    else errors.push(parsed.error);
  };
  for (const line of text.split(/\r?\n/)) {
    let depth = 0;
    let quote = '';
    let shell = false;
    let start = 0;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quote !== '') {
        if (c === '\\' && quote === '"') i++;
        else if (c === quote) quote = '';
      } else if (depth > 0 && shell && c === '\\') {
        i++;
      } else if (depth > 0 && shell && (c === "'" || c === '"')) {
        quote = c;
      } else if (c === '(') {
        if (depth++ === 0) shell = line.slice(start, i).trim() === 'Bash';
      } else if (c === ')') {
        depth = Math.max(0, depth - 1);
      } else if (c === ',' && depth === 0) {
        add(line.slice(start, i));
        start = i + 1;
      }
    }
    add(line.slice(start));
  }
  return { rules, errors };
}
