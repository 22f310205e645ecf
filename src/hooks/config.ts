import { compileMatcher } from './matcher.js';
import { ACCEPTED_UNFIRED_EVENTS, HOOK_EVENTS } from './types.js';
import type { CommandHookSpec, HookEventName, HookMatcherGroup, HooksConfig } from './types.js';

export interface ParsedHooks {
  config: HooksConfig;
  /** `<label>: <json path>: <problem>`; any error means the config must not be used. */
  errors: string[];
  /** Valid Claude Code entries we cannot run (http, prompt, agent hooks...): skipped. */
  warnings: string[];
}

const KNOWN_EVENTS: ReadonlySet<string> = new Set<string>([...HOOK_EVENTS, ...ACCEPTED_UNFIRED_EVENTS]);

/** Claude Code events that exist but that this runner has no place for: skipped with a warning. */
const OTHER_CLAUDE_EVENTS: ReadonlySet<string> = new Set([
  'PermissionDenied', 'Setup', 'StopFailure', 'PostCompact', 'CwdChanged', 'FileChanged', 'ConfigChange',
  'TeammateIdle', 'TaskCreated', 'TaskCompleted', 'Elicitation', 'ElicitationResult', 'InstructionsLoaded',
]);

/** Hook types Claude Code accepts besides `command`. */
const OTHER_HOOK_TYPES: ReadonlySet<string> = new Set(['http', 'prompt', 'agent', 'mcp_tool']);

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;
}

/**
 * Validates the value of a settings file's `hooks` key. `label` names the file in messages,
 * `path` is the JSON path of `value` in it.
 */
export function parseHooksConfig(value: unknown, label: string, path = 'hooks'): ParsedHooks {
  const errors: string[] = [];
  const warnings: string[] = [];
  const config: HooksConfig = {};
  const err = (at: string, msg: string): void => void errors.push(`${label}: ${at}: ${msg}`);
  if (!isRecord(value)) {
    err(path, `expected an object of hook events, got ${describe(value)}`);
    return { config, errors, warnings };
  }
  for (const [event, groups] of Object.entries(value)) {
    const eventPath = `${path}.${event}`;
    if (!KNOWN_EVENTS.has(event)) {
      if (OTHER_CLAUDE_EVENTS.has(event)) {
        warnings.push(`${label}: ${eventPath}: the ${event} event never fires in this runner; its hooks are ignored`);
      } else {
        err(eventPath, `unknown hook event "${event}" (known: ${[...KNOWN_EVENTS].join(', ')})`);
      }
      continue;
    }
    if (!Array.isArray(groups)) {
      err(eventPath, `expected an array of matcher groups, got ${describe(groups)}`);
      continue;
    }
    const parsed: HookMatcherGroup[] = [];
    groups.forEach((group: unknown, gi) => {
      const groupPath = `${eventPath}[${gi}]`;
      if (!isRecord(group)) return err(groupPath, `expected an object with "hooks", got ${describe(group)}`);
      let matcher: string | undefined;
      if (group['matcher'] !== undefined && group['matcher'] !== null) {
        if (typeof group['matcher'] !== 'string') return err(`${groupPath}.matcher`, 'expected a string');
        const compiled = compileMatcher(group['matcher']);
        if (!compiled.ok) return err(`${groupPath}.matcher`, compiled.error);
        matcher = group['matcher'];
      }
      const hooks = group['hooks'];
      if (!Array.isArray(hooks)) return err(`${groupPath}.hooks`, `expected an array, got ${describe(hooks)}`);
      const specs: CommandHookSpec[] = [];
      hooks.forEach((hook: unknown, hi) => {
        const spec = parseCommandHook(hook, `${groupPath}.hooks[${hi}]`, label, err, warnings);
        if (spec) specs.push(spec);
      });
      parsed.push(matcher === undefined ? { hooks: specs } : { matcher, hooks: specs });
    });
    config[event as HookEventName] = parsed;
  }
  return { config, errors, warnings };
}

function parseCommandHook(
  hook: unknown,
  at: string,
  label: string,
  err: (at: string, msg: string) => void,
  warnings: string[],
): CommandHookSpec | undefined {
  if (!isRecord(hook)) return void err(at, `expected an object with "type" and "command", got ${describe(hook)}`);
  const type = hook['type'];
  if (typeof type !== 'string') return void err(`${at}.type`, 'expected a string ("command")');
  if (type !== 'command') {
    if (OTHER_HOOK_TYPES.has(type)) {
      warnings.push(`${label}: ${at}: "${type}" hooks are not supported in this runner; skipped`);
    } else {
      err(`${at}.type`, `unknown hook type "${type}" (expected "command")`);
    }
    return undefined;
  }
  const command = hook['command'];
  if (typeof command !== 'string') return void err(`${at}.command`, 'expected a string');
  if (command.trim() === '') return void err(`${at}.command`, 'must not be empty');
  const spec: CommandHookSpec = { command, source: `${label} ${at}` };
  const args = hook['args'];
  if (args !== undefined) {
    if (!Array.isArray(args)) return void err(`${at}.args`, 'expected an array of strings');
    const bad = args.findIndex((a) => typeof a !== 'string');
    if (bad >= 0) return void err(`${at}.args[${bad}]`, 'expected a string');
    spec.args = args as string[];
  }
  const timeout = hook['timeout'];
  if (timeout !== undefined) {
    if (typeof timeout !== 'number' || !Number.isFinite(timeout) || timeout <= 0) {
      return void err(`${at}.timeout`, 'expected a positive number of seconds');
    }
    spec.timeoutMs = Math.round(timeout * 1000);
  }
  if (hook['async'] === true) {
    warnings.push(`${label}: ${at}: "async" is not supported; the hook runs synchronously`);
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

function shellQuote(s: string): string {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

/** The command as written, for messages: exec form shows program and args shell-quoted. */
export function displayCommand(spec: Pick<CommandHookSpec, 'command' | 'args'>): string {
  return spec.args ? [spec.command, ...spec.args].map(shellQuote).join(' ') : spec.command;
}
