/** Permission rules in Claude Code's syntax: parsing, and matching against one tool call. */
import { splitCommand } from './bash-parse.js';
import { bashAllowMatches, bashExactMatch } from './bash-match.js';
import { bashDenyCheck } from './bash-deny.js';
import { isRecord, pathRuleMatches, toolPath } from './path-rules.js';
import type { PermissionRule } from './types.js';
import { powerShellRuleMatches } from './powershell-rules.js';

export { bashAllowMatches, bashExactMatch } from './bash-match.js';
export { bashDenyCheck, type DenyCheck } from './bash-deny.js';
export { pathPattern, pathRuleMatches, toolPath } from './path-rules.js';

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

/** Does a rule naming `ruleTool` speak about `toolName`? Edit covers every editing tool, Read every reading one. */
export function ruleAppliesTo(rule: PermissionRule, toolName: string): boolean {
  if (rule.tool === toolName) return true;
  if (rule.tool === 'Edit') return EDIT_TOOLS.has(toolName);
  if (rule.tool === 'Read') return READ_TOOLS.has(toolName);
  if (!rule.tool.startsWith('mcp__')) return false;
  if (rule.tool === ALL_MCP_TOOLS) return toolName.startsWith('mcp__');
  const server = rule.tool.endsWith('__*') ? rule.tool.slice(0, -3) : rule.tool.slice(5).includes('__') ? undefined : rule.tool;
  return server !== undefined && toolName.startsWith(`${server}__`);
}

function webFetchMatches(specifier: string, url: unknown, kind: 'allow' | 'deny'): boolean {
  if (typeof url !== 'string' || !specifier.startsWith('domain:')) return false;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return kind === 'deny';
  }
  const domain = specifier
    .slice(7)
    .toLowerCase()
    .replace(/(?<=[^*.])\.+$/, '');
  if (domain === '*') return true;
  if (domain.startsWith('*.')) return host.endsWith(domain.slice(1));
  // A deny rule for a domain also covers its subdomains.
  return host === domain || (kind === 'deny' && host.endsWith(`.${domain}`));
}

/**
 * Does `rule` match this call? As an allow rule (default) it must vouch for every command of a Bash
 * line; as a deny rule it matches if any command may match.
 */
export function ruleMatches(rule: PermissionRule, toolName: string, input: unknown, workspaceRoot: string, kind: 'allow' | 'deny' = 'allow'): boolean {
  if (!ruleAppliesTo(rule, toolName)) return false;
  const spec = rule.specifier;
  if (spec === undefined) return true;
  const o = isRecord(input) ? input : {};
  if (toolName === 'Bash') {
    const command = typeof o.command === 'string' ? o.command : '';
    const parsed = splitCommand(command);
    if (kind === 'deny') return bashDenyCheck(rule, command, parsed).hit;
    return bashExactMatch(rule, command) || (parsed.ok && parsed.commands.every((c) => bashAllowMatches(rule, c, workspaceRoot)));
  }
  if (EDIT_TOOLS.has(toolName) || READ_TOOLS.has(toolName)) {
    const target = toolPath(toolName, input, workspaceRoot);
    return target !== undefined && pathRuleMatches(spec, target, workspaceRoot);
  }
  if (toolName === 'WebFetch') return webFetchMatches(spec, o.url, kind);
  if (toolName === 'PowerShell') return powerShellRuleMatches(spec, o.command, kind);
  if (toolName === 'Agent' || toolName === 'Task') return (o.subagent_type ?? 'general-purpose') === spec;
  if (toolName === 'Skill') return o.skill === spec;
  return false;
}
