/** Permission rules in Claude Code's syntax: matching against one tool call (the parsing is rule-parse.ts'). */
import { splitCommand } from './bash-parse.js';
import { bashAllowMatches, bashExactMatch } from './bash-match.js';
import { bashDenyCheck } from './bash-deny.js';
import { isRecord, pathRuleMatches, toolPath } from './path-rules.js';
import type { PermissionRule } from './types.js';
import { powerShellRuleMatches } from './powershell-rules.js';
import { ALL_MCP_TOOLS, EDIT_TOOLS, READ_TOOLS } from './rule-parse.js';

export { bashAllowMatches, bashExactMatch } from './bash-match.js';
export { bashDenyCheck, type DenyCheck } from './bash-deny.js';
export { pathPattern, pathRuleMatches, toolPath } from './path-rules.js';
export { ALL_MCP_TOOLS, EDIT_TOOLS, READ_TOOLS, parseRule, parseRuleList, widenDenyRule, type ParseRuleResult } from './rule-parse.js';

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

/**
 * Does a deny rule bind what Bash's read-only commands read? Read rules do, as in Claude Code; so do Grep and Glob rules
 * with a path. A safety choice: Claude Code 2.1.332 lets `grep -r x secret` read what `Grep(./secret/**)` denies (measured,
 * test/fixtures/claude-code-first-request/2.1.332.json `denyGrepOnly`), and it offers no Grep or Glob tool by default, so
 * such a rule would otherwise keep nothing out of the searches the model makes. A bare `Grep` only removes the tool.
 */
export function bindsShellReads(rule: PermissionRule): boolean {
  return ruleAppliesTo(rule, 'Read') || ((rule.tool === 'Grep' || rule.tool === 'Glob') && rule.specifier !== undefined);
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
 * The skill a Skill call runs: its name trimmed, the slash-command form's `/` taken off, as the Skill tool resolves it.
 * A rule is matched against this, not the text as written: `/foo` runs `foo`, so `Skill(foo)` denies it; the rule's
 * name is read the same way, so `Skill(/foo)` denies `foo` too (measured: scripts/oracle/skill-deny-slash.mjs).
 */
export function skillNameOf(value: unknown): string {
  return typeof value === 'string' ? value.trim().replace(/^\//, '') : '';
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
  // The rule's name as the call's: `Skill(/deploy)`, as people type the command, denies `deploy` (2.1.332 does).
  if (toolName === 'Skill') return skillNameOf(o.skill) === skillNameOf(spec);
  return false;
}
