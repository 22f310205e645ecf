import { shellWord } from '../text/shell-quote.js';
import { compileMatcher } from './matcher.js';
import { ACCEPTED_UNFIRED_EVENTS, HOOK_EVENTS } from './types.js';
import type { CommandHookSpec, HookEventName, HookMatcherGroup, HookSpec, HookSpecCommon, HooksConfig, UnreadableHookSpec } from './types.js';

export interface ParsedHooks {
  config: HooksConfig;
  /**
   * `<label>: <json path>: <problem>`, each naming what does not run. Claude Code skips what it cannot read (an
   * invented event, a bare string for a hook) and runs the rest: so does the runner, with one safety rule — a PreToolUse
   * entry that cannot be read stays as a gate that denies every call its matcher covers (every call when the matcher
   * cannot be read either), as a PreToolUse gate that cannot answer does.
   */
  warnings: string[];
}

const KNOWN_EVENTS: ReadonlySet<string> = new Set<string>([...HOOK_EVENTS, ...ACCEPTED_UNFIRED_EVENTS]);

const UNFIRED: ReadonlySet<string> = new Set<string>(ACCEPTED_UNFIRED_EVENTS);

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;
}

/** What stands in for a PreToolUse entry that cannot be read: it answers every call it covers with a denial. */
function unreadableGate(label: string, at: string, problem: string): UnreadableHookSpec {
  return { type: 'unreadable', problem: `${at}: ${problem}`, source: `${label} ${at}` };
}

/**
 * Validates the value of a settings file's `hooks` key. `label` names the file in messages,
 * `path` is the JSON path of `value` in it. Never refuses: see ParsedHooks.
 */
export function parseHooksConfig(value: unknown, label: string, path = 'hooks'): ParsedHooks {
  const warnings: string[] = [];
  const config: HooksConfig = {};
  if (!isRecord(value)) {
    warnings.push(`${label}: ${path}: expected an object of hook events, got ${describe(value)}; no hook of this file runs (Claude Code skips them too)`);
    return { config, warnings };
  }
  for (const [event, groups] of Object.entries(value)) {
    const eventPath = `${path}.${event}`;
    if (!KNOWN_EVENTS.has(event)) {
      warnings.push(`${label}: ${eventPath}: "${event}" is not a Claude Code hook event; its hooks never run (Claude Code skips them too)`);
      continue;
    }
    const gate = event === 'PreToolUse';
    const skipped = (at: string, msg: string): void =>
      void warnings.push(
        gate
          ? `${label}: ${at}: ${msg}; this PreToolUse entry cannot be read, so every tool call it would judge is denied (a gate fails closed)`
          : `${label}: ${at}: ${msg}; skipped, as Claude Code skips it`,
      );
    if (event === 'WorktreeCreate' || event === 'WorktreeRemove') {
      // Claude Code runs these in place of git for a worktree (other version control systems); the runner uses git.
      warnings.push(`${label}: ${eventPath}: the runner makes subagents' worktrees with git itself (docs/hooks.md); ${event} hooks never run`);
    } else if (UNFIRED.has(event)) warnings.push(`${label}: ${eventPath}: the ${event} event has no occasion in a CI run (docs/hooks.md); its hooks never run`);
    if (!Array.isArray(groups)) {
      skipped(eventPath, `expected an array of matcher groups, got ${describe(groups)}`);
      if (gate) config.PreToolUse = [{ hooks: [unreadableGate(label, eventPath, 'not an array of matcher groups')] }];
      continue;
    }
    const parsed: HookMatcherGroup[] = [];
    groups.forEach((group: unknown, gi) => {
      const groupPath = `${eventPath}[${gi}]`;
      const broken = (at: string, msg: string, matcher?: string): void => {
        skipped(at, msg);
        if (gate) parsed.push({ ...(matcher !== undefined ? { matcher } : {}), hooks: [unreadableGate(label, at, msg)] });
      };
      if (!isRecord(group)) return broken(groupPath, `expected an object with "hooks", got ${describe(group)}`);
      let matcher: string | undefined;
      if (group['matcher'] !== undefined && group['matcher'] !== null) {
        if (typeof group['matcher'] !== 'string') return broken(`${groupPath}.matcher`, 'expected a string');
        const compiled = compileMatcher(group['matcher']);
        if (!compiled.ok) return broken(`${groupPath}.matcher`, compiled.error);
        matcher = group['matcher'];
      }
      const hooks = group['hooks'];
      if (!Array.isArray(hooks)) return broken(`${groupPath}.hooks`, `expected an array, got ${describe(hooks)}`, matcher);
      const specs: HookSpec[] = [];
      hooks.forEach((hook: unknown, hi) => {
        const at = `${groupPath}.hooks[${hi}]`;
        let problem: { where: string; msg: string } | undefined;
        const spec = parseHook(hook, at, label, (where, msg) => void (problem ??= { where, msg }), warnings);
        if (spec && event === 'SessionStart' && (spec.type === 'prompt' || spec.type === 'agent'))
          return void warnings.push(`${label}: ${at}: a ${spec.type} hook on SessionStart, which Claude Code 2.1.332 does not run (observed); skipped`);
        if (spec) return void specs.push(spec);
        const { where, msg } = problem ?? { where: at, msg: 'cannot be read' };
        skipped(where, msg);
        if (gate) specs.push(unreadableGate(label, where, msg));
      });
      parsed.push(matcher === undefined ? { hooks: specs } : { matcher, hooks: specs });
    });
    config[event as HookEventName] = parsed;
  }
  return { config, warnings };
}

type Err = (at: string, msg: string) => void;

function parseHook(hook: unknown, at: string, label: string, err: Err, warnings: string[]): HookSpec | undefined {
  if (!isRecord(hook)) return void err(at, `expected an object with "type" and "command", got ${describe(hook)}`);
  const type = hook['type'];
  if (typeof type !== 'string') return void err(`${at}.type`, 'expected a string ("command", "http", "mcp_tool", "prompt" or "agent")');
  const common = parseCommon(hook, at, label, err, warnings);
  if (common === undefined) return undefined;
  const str = (key: string): string | undefined => {
    const v = hook[key];
    if (typeof v === 'string' && v.trim() !== '') return v;
    return void err(`${at}.${key}`, v === undefined ? 'required' : 'expected a non-empty string');
  };
  switch (type) {
    case 'command':
      return parseCommand(hook, at, err, common);
    case 'http': {
      const url = str('url');
      if (url === undefined) return undefined;
      if (!/^https?:\/\//i.test(url)) return void err(`${at}.url`, 'expected an http:// or https:// URL');
      const headers = hook['headers'];
      if (headers !== undefined && (!isRecord(headers) || Object.values(headers).some((v) => typeof v !== 'string')))
        return void err(`${at}.headers`, 'expected an object of strings');
      const allowed = hook['allowedEnvVars'];
      if (allowed !== undefined && (!Array.isArray(allowed) || allowed.some((v) => typeof v !== 'string')))
        return void err(`${at}.allowedEnvVars`, 'expected an array of variable names');
      return {
        ...common,
        type,
        url,
        ...(headers !== undefined ? { headers: headers as Record<string, string> } : {}),
        ...(allowed !== undefined ? { allowedEnvVars: allowed as string[] } : {}),
      };
    }
    case 'mcp_tool': {
      const server = str('server');
      const tool = str('tool');
      if (server === undefined || tool === undefined) return undefined;
      const input = hook['input'];
      if (input !== undefined && !isRecord(input)) return void err(`${at}.input`, 'expected an object');
      return { ...common, type, server, tool, ...(input !== undefined ? { input } : {}) };
    }
    case 'prompt':
    case 'agent': {
      const prompt = str('prompt');
      if (prompt === undefined) return undefined;
      const model = hook['model'];
      if (model !== undefined && typeof model !== 'string') return void err(`${at}.model`, 'expected a string');
      if (hook['continueOnBlock'] !== undefined)
        warnings.push(`${label}: ${at}.continueOnBlock: not used by the runner; a block is read as the event's decision "block"`);
      return { ...common, type, prompt, ...(typeof model === 'string' && model.trim() !== '' ? { model: model.trim() } : {}) };
    }
    default:
      return void err(`${at}.type`, `unknown hook type "${type}" (expected "command", "http", "mcp_tool", "prompt" or "agent")`);
  }
}

/** `timeout`, `if`, `once`, `async`, `statusMessage`, `onFailure`: what every handler type may carry. */
function parseCommon(hook: Record<string, unknown>, at: string, label: string, err: Err, warnings: string[]): HookSpecCommon | undefined {
  const common: HookSpecCommon = { source: `${label} ${at}` };
  const timeout = hook['timeout'];
  if (timeout !== undefined) {
    if (typeof timeout !== 'number' || !Number.isFinite(timeout) || timeout <= 0) return void err(`${at}.timeout`, 'expected a positive number of seconds');
    common.timeoutMs = Math.round(timeout * 1000);
  }
  const cond = hook['if'];
  if (cond !== undefined) {
    if (typeof cond !== 'string') return void err(`${at}.if`, 'expected a permission rule such as "Bash(git *)"');
    common.if = cond;
  }
  if (hook['once'] === true) common.once = true;
  const status = hook['statusMessage'];
  if (typeof status === 'string' && status.trim() !== '') common.statusMessage = status;
  const onFailure = hook['onFailure'];
  if (onFailure !== undefined) common.onFailure = onFailure === 'continue' ? 'continue' : 'block';
  if (hook['asyncRewake'] === true) {
    // Waking the model on a background hook's exit 2 has no equivalent here: it runs synchronously, said once.
    warnings.push(`${label}: ${at}: "asyncRewake" is not supported; the hook runs synchronously`);
  } else if (hook['async'] === true && hook['type'] !== undefined && hook['type'] !== 'command') {
    warnings.push(`${label}: ${at}: "async" applies to command hooks only (as in Claude Code); this ${String(hook['type'])} hook runs synchronously`);
  }
  return common;
}

function parseCommand(hook: Record<string, unknown>, at: string, err: Err, common: HookSpecCommon): CommandHookSpec | undefined {
  const command = hook['command'];
  if (typeof command !== 'string') return void err(`${at}.command`, 'expected a string');
  if (command.trim() === '') return void err(`${at}.command`, 'must not be empty');
  const spec: CommandHookSpec = { command, ...common };
  if (hook['async'] === true && hook['asyncRewake'] !== true) spec.async = true;
  const args = hook['args'];
  if (args !== undefined) {
    if (!Array.isArray(args)) return void err(`${at}.args`, 'expected an array of strings');
    const bad = args.findIndex((a) => typeof a !== 'string');
    if (bad >= 0) return void err(`${at}.args[${bad}]`, 'expected a string');
    spec.args = args as string[];
  }
  return spec;
}

/** Later configs' groups run after earlier ones' (Claude Code merges every settings source's hooks). */
export function mergeHooksConfigs(...configs: HooksConfig[]): HooksConfig {
  const merged: HooksConfig = {};
  for (const config of configs) {
    for (const [event, groups] of Object.entries(config) as [HookEventName, HookMatcherGroup[]][]) {
      merged[event] = [...(merged[event] ?? []), ...groups];
    }
  }
  return merged;
}

/** The hook as written, for messages: a command (exec form: program and args shell-quoted), a URL, an MCP tool, a prompt. */
export function displayCommand(spec: HookSpec): string {
  switch (spec.type) {
    case undefined:
      return spec.args ? [spec.command, ...spec.args].map(shellWord).join(' ') : spec.command;
    case 'http':
      return spec.url;
    case 'mcp_tool':
      return `mcp_tool ${spec.server}/${spec.tool}`;
    case 'unreadable':
      return `an entry that cannot be read (${spec.source})`;
    default:
      return `${spec.type}: ${spec.prompt.length > 60 ? `${spec.prompt.slice(0, 57)}...` : spec.prompt}`;
  }
}
