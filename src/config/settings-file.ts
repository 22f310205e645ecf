import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { mergeHooksConfigs, parseHooksConfig } from '../hooks/config.js';
import type { HooksConfig } from '../hooks/types.js';
import { PERMISSION_MODES } from '../permissions/types.js';
import type { PermissionMode } from '../permissions/types.js';
import { applySandboxBlock, emptySandboxSettings, type SandboxSettings } from '../sandbox/config.js';
import { narrowLocalSettings } from './local-settings.js';
import { applyWorktreeBlock, type WorktreeSettings } from './worktree-settings.js';
import { applyRunnerKey, PROVIDER_ENV, RUNNER_ENV, type RunnerPreferences } from './runner-keys.js';
import { CLAUDE_CODE_VARIABLE, ENV_NOT_APPLIED, IGNORED_KEYS, NO_MEANING_ENV, UNHONOURED_KEYS } from './settings-keys.js';

/** A permission rule as written, for the permissions module to parse. */
export interface RawRule {
  rule: string;
  /** e.g. `.claude/settings.json permissions.allow`. */
  source: string;
}

export interface RepoSettings {
  permissions: {
    allow: RawRule[];
    deny: RawRule[];
    /** Nobody can answer in CI: these resolve as the permission mode would (deny under dontAsk). */
    ask: RawRule[];
    defaultMode?: PermissionMode;
    /** Where `defaultMode` came from. */
    defaultModeSource?: string;
    /** As written (relative to the working directory or absolute); src/session/extra-dirs.ts checks them. */
    additionalDirectories?: { path: string; source: string }[];
  };
  /** Later sources win per variable. */
  env: Record<string, string>;
  /** Every source's hooks, file first; empty when `disableAllHooks` is set. */
  hooks: HooksConfig;
  disableAllHooks: boolean;
  /** `outputStyle`: a style's name (later sources win); output-styles.ts finds its file. */
  outputStyle?: { name: string; source: string };
  /** Claude Code's `sandbox` block, every source merged. */
  sandbox: SandboxSettings;
  /** `model`, `effortLevel`, `alwaysThinkingEnabled`: weighed against the inputs by src/session/runner-choice.ts. */
  runner: RunnerPreferences;
  /** `enabledPlugins` and `extraKnownMarketplaces` entries as written, every source's; plugins.ts reads them. */
  plugins: { enabled: PluginSettingEntry[]; marketplaces: PluginSettingEntry[] };
  /** `worktree`: how subagents' worktrees are made (worktree-settings.ts). */
  worktree: WorktreeSettings;
}

/** One key of `enabledPlugins` (`name@marketplace`) or `extraKnownMarketplaces` (a marketplace's name), with where it was written. */
export interface PluginSettingEntry {
  key: string;
  value: unknown;
  /** e.g. `.claude/settings.json enabledPlugins`. */
  source: string;
}

export type LoadSettingsResult = { ok: true; settings: RepoSettings; sources: string[]; warnings: string[] } | { ok: false; errors: string[] };

export const SETTINGS_FILE = path.join('.claude', 'settings.json');
/** Honoured in part, over settings.json: see local-settings.ts. */
export const LOCAL_SETTINGS_FILE = path.join('.claude', 'settings.local.json');

const IGNORED_PERMISSION_KEYS: ReadonlySet<string> = new Set(['disableBypassPermissionsMode']);

interface Source {
  label: string;
  text: string;
  /** The committed local file: only what cannot widen permissions is applied. */
  local?: true;
  /** The `settings` input (the workflow's, as `--settings` on the CLI), not a project file. */
  input?: true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : typeof value;
}

const JSON_LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;

/**
 * Where JSON.parse gave up: V8's messages do not reliably carry a position, and a maintainer
 * fixing a settings file needs a line and column.
 */
function jsonErrorOffset(text: string): number {
  let i = 0;
  const ws = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text.charAt(i))) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const string = (): void => {
    for (i++; i < text.length; i++) {
      const c = text.charAt(i);
      if (c === '"') return void i++;
      if (c === '\\') i++;
      else if (c < ' ') fail();
    }
    fail();
  };
  const list = (close: string, item: () => void): void => {
    i++;
    ws();
    if (text.charAt(i) === close) return void i++;
    for (;;) {
      item();
      ws();
      if (text.charAt(i) === close) return void i++;
      if (text.charAt(i) !== ',') fail();
      i++;
    }
  };
  const value = (): void => {
    ws();
    const c = text.charAt(i);
    if (c === '{') {
      list('}', () => {
        ws();
        if (text.charAt(i) !== '"') fail();
        string();
        ws();
        if (text.charAt(i) !== ':') fail();
        i++;
        value();
      });
    } else if (c === '[') list(']', value);
    else if (c === '"') string();
    else {
      JSON_LITERAL.lastIndex = i;
      const m = JSON_LITERAL.exec(text);
      if (!m) fail();
      else i += m[0].length;
    }
  };
  try {
    value();
    ws();
    if (i < text.length) fail();
  } catch (pos) {
    if (typeof pos === 'number') return pos;
  }
  return -1;
}

function jsonErrorMessage(err: Error, text: string): string {
  const pos = jsonErrorOffset(text);
  if (pos < 0) return err.message.split('\n')[0] ?? err.message;
  const before = text.slice(0, pos);
  const line = before.split('\n').length;
  const column = pos - before.lastIndexOf('\n');
  const what = pos >= text.length ? 'unexpected end of input' : `unexpected ${JSON.stringify(text.charAt(pos))}`;
  return `${what} at line ${line} column ${column} (position ${pos})`;
}

/**
 * Reads `.claude/settings.json` in `cwd` (missing = empty) and the `settings` input on top of it
 * (a path relative to `cwd`, or inline JSON when it starts with `{`). Any error in any source
 * fails the whole load: a run must not start on half a configuration.
 */
export async function loadRepoSettings(opts: { cwd: string; settingsInput?: string }): Promise<LoadSettingsResult> {
  const sources: Source[] = [];
  const errors: string[] = [];
  try {
    sources.push({ label: SETTINGS_FILE, text: await readFile(path.join(opts.cwd, SETTINGS_FILE), 'utf8') });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') errors.push(`${SETTINGS_FILE}: cannot be read: ${(e as Error).message}`);
  }
  if (existsSync(path.join(opts.cwd, LOCAL_SETTINGS_FILE))) {
    try {
      sources.push({ label: LOCAL_SETTINGS_FILE, text: await readFile(path.join(opts.cwd, LOCAL_SETTINGS_FILE), 'utf8'), local: true });
    } catch (e) {
      errors.push(`${LOCAL_SETTINGS_FILE}: cannot be read: ${(e as Error).message}`);
    }
  }
  const input = opts.settingsInput?.trim();
  if (input) {
    if (input.startsWith('{')) sources.push({ label: 'settings input', text: input, input: true });
    else {
      try {
        sources.push({ label: input, text: await readFile(path.resolve(opts.cwd, input), 'utf8'), input: true });
      } catch (e) {
        errors.push(`settings input: cannot read ${input}: ${(e as Error).message}`);
      }
    }
  }
  const settings: RepoSettings = {
    permissions: { allow: [], deny: [], ask: [] },
    env: {},
    hooks: {},
    disableAllHooks: false,
    sandbox: emptySandboxSettings(),
    plugins: { enabled: [], marketplaces: [] },
    runner: {},
    worktree: {},
  };
  const warnings: string[] = [];
  const hookConfigs: HooksConfig[] = [];
  for (const source of sources) {
    let json: unknown;
    try {
      json = JSON.parse(source.text.replace(/^\uFEFF/, ''));
    } catch (e) {
      errors.push(`${source.label}: invalid JSON: ${jsonErrorMessage(e as Error, source.text.replace(/^\uFEFF/, ''))}`);
      continue;
    }
    if (source.local) json = narrowLocalSettings(json, source.label, warnings);
    applySource(json, source, settings, hookConfigs, errors, warnings);
  }
  if (errors.length > 0) return { ok: false, errors };
  settings.hooks = settings.disableAllHooks ? {} : mergeHooksConfigs(...hookConfigs);
  if (settings.disableAllHooks && hookConfigs.some((h) => Object.keys(h).length > 0)) {
    warnings.push('disableAllHooks is set: the configured hooks will not run');
  }
  return { ok: true, settings, sources: sources.map((s) => s.label), warnings };
}

function applySource(json: unknown, source: Source, settings: RepoSettings, hookConfigs: HooksConfig[], errors: string[], warnings: string[]): void {
  const label = source.label;
  const err = (at: string, msg: string): void => void errors.push(`${label}: ${at}: ${msg}`);
  if (!isRecord(json)) return err('(top level)', `expected an object, got ${describe(json)}`);
  for (const [key, value] of Object.entries(json)) {
    switch (key) {
      case 'permissions':
        applyPermissions(value, source, settings, err, warnings);
        break;
      case 'env':
        if (!isRecord(value)) {
          warnings.push(`${label}: env: expected an object of strings, got ${describe(value)}; ignored`);
          break;
        }
        for (const [name, v] of Object.entries(value)) {
          // Claude Code's own schema takes strings; numbers and booleans written bare are meant as text.
          if (PROVIDER_ENV.test(name))
            warnings.push(
              `${label}: env.${name}: chooses the model provider, its endpoint or credentials, which only the workflow sets; not applied (neither to the runner nor to tools)`,
            );
          else if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') {
            settings.env[name] = String(v);
            if (ENV_NOT_APPLIED[name] !== undefined)
              warnings.push(`${label}: env.${name}: ${ENV_NOT_APPLIED[name]}; it only reaches tools, hooks and MCP servers`);
            else if (CLAUDE_CODE_VARIABLE.test(name) && !(RUNNER_ENV as readonly string[]).includes(name) && !NO_MEANING_ENV.has(name))
              warnings.push(
                `${label}: env.${name}: configures Claude Code itself; the runner does not read it (the workflow's inputs do that), it only reaches tools, hooks and MCP servers`,
              );
          } else warnings.push(`${label}: env.${name}: expected a string, got ${describe(v)}; not set`);
        }
        break;
      case 'hooks': {
        const parsed = parseHooksConfig(value, label);
        warnings.push(...parsed.warnings);
        hookConfigs.push(parsed.config);
        break;
      }
      case 'sandbox':
        applySandboxBlock(value, label, settings.sandbox, errors, warnings);
        break;
      case 'outputStyle':
        if (typeof value === 'string' && value.trim() !== '') settings.outputStyle = { name: value.trim(), source: `${label} outputStyle` };
        else warnings.push(`${label}: outputStyle: expected the name of a style, got ${describe(value)}; ignored`);
        break;
      case 'enabledPlugins':
      case 'extraKnownMarketplaces':
        if (!isRecord(value)) warnings.push(`${label}: ${key}: expected an object, got ${describe(value)}; ignored`);
        else
          for (const [name, v] of Object.entries(value))
            settings.plugins[key === 'enabledPlugins' ? 'enabled' : 'marketplaces'].push({ key: name, value: v, source: `${label} ${key}` });
        break;
      case 'worktree':
        applyWorktreeBlock(value, label, settings.worktree, warnings);
        break;
      case 'disableAllHooks':
        // Anything but a boolean leaves the hooks on: a gate is not switched off by a value nobody can read.
        if (typeof value === 'boolean') settings.disableAllHooks = value;
        else warnings.push(`${label}: disableAllHooks: expected true or false, got ${describe(value)}; ignored (the hooks run)`);
        break;
      default:
        if (applyRunnerKey(key, value, label, settings.runner, warnings)) break;
        if (UNHONOURED_KEYS[key] !== undefined) warnings.push(`${label}: ${key}: not honoured in CI (${UNHONOURED_KEYS[key]}); ignored`);
        else if (!IGNORED_KEYS.has(key)) warnings.push(`${label}: ${key}: unknown setting, ignored`);
    }
  }
}

function applyPermissions(value: unknown, source: Source, settings: RepoSettings, err: (at: string, msg: string) => void, warnings: string[]): void {
  const label = source.label;
  if (!isRecord(value)) return err('permissions', `expected an object, got ${describe(value)}`);
  for (const [key, v] of Object.entries(value)) {
    const at = `permissions.${key}`;
    if (key === 'allow' || key === 'deny' || key === 'ask') {
      // A list that cannot be read: allow grants nothing of it (less); deny and ask cannot be guessed, so the run stops.
      const bad = (where: string, msg: string): void => (key === 'allow' ? void warnings.push(`${label}: ${where}: ${msg}; grants nothing`) : err(where, msg));
      if (!Array.isArray(v)) {
        bad(at, `expected an array of rule strings, got ${describe(v)}`);
        continue;
      }
      v.forEach((rule: unknown, i) => {
        if (typeof rule !== 'string') bad(`${at}[${i}]`, `expected a string, got ${describe(rule)}`);
        else if (rule.trim() === '') warnings.push(`${label}: ${at}[${i}]: an empty rule; ignored`);
        else settings.permissions[key].push({ rule: rule.trim(), source: `${label} ${at}` });
      });
    } else if (key === 'defaultMode' && v === 'auto') {
      // Claude Code 2.1.328 ignores `auto` in project settings (it starts in default mode). The `settings` input is the
      // workflow's: there its classifier's place is taken by dontAsk (a call no rule allows is refused), never wider.
      if (source.input) {
        warnings.push(`${label}: ${at}: "auto" runs as "dontAsk" in CI (a call no rule allows is refused)`);
        settings.permissions.defaultMode = 'dontAsk';
        settings.permissions.defaultModeSource = `${label} ${at}`;
      } else warnings.push(`${label}: ${at}: "auto" in project settings is ignored, as Claude Code ignores it (the run starts in default mode)`);
    } else if (key === 'defaultMode' && v === 'manual') {
      // Claude Code's newer name for `default`.
      settings.permissions.defaultMode = 'default';
      settings.permissions.defaultModeSource = `${label} ${at}`;
    } else if (key === 'additionalDirectories') {
      if (!Array.isArray(v) || !v.every((d) => typeof d === 'string')) {
        warnings.push(`${label}: ${at}: expected a list of folder paths, got ${describe(v)}; ignored`);
        continue;
      }
      settings.permissions.additionalDirectories = [
        ...(settings.permissions.additionalDirectories ?? []),
        ...v.map((d: string) => ({ path: d, source: `${label} ${at}` })),
      ];
    } else if (key === 'defaultMode') {
      if (typeof v !== 'string' || !(PERMISSION_MODES as readonly string[]).includes(v)) {
        warnings.push(`${label}: ${at}: expected one of ${PERMISSION_MODES.join(', ')}, got ${typeof v === 'string' ? `"${v}"` : describe(v)}; ignored`);
        continue;
      }
      settings.permissions.defaultMode = v as PermissionMode;
      settings.permissions.defaultModeSource = `${label} ${at}`;
    } else if (!IGNORED_PERMISSION_KEYS.has(key)) {
      warnings.push(`${label}: ${at}: unknown permissions setting, ignored`);
    }
  }
}
