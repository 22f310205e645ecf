import { stat } from 'node:fs/promises';
import path from 'node:path';
import { isObject, type Json } from './plugin-json.js';
import { readConfigText } from './read-text.js';

/**
 * One language server a plugin declares, in Claude Code's format (`.lsp.json`, plugin.json `lspServers`), its
 * `${CLAUDE_PLUGIN_ROOT}` and `${CLAUDE_PLUGIN_DATA}` already put in. `${VAR}`s from the environment are put in when it starts.
 */
export interface LspServerConfig {
  /** `plugin:<plugin>:<server>`, as Claude Code names it. */
  name: string;
  /** Where it was declared, for messages. */
  source: string;
  command: string;
  args: string[];
  /** Lower-case extension with its dot (`.ts`) to the LSP language id. */
  extensionToLanguage: Record<string, string>;
  /** CLAUDE_PLUGIN_ROOT, CLAUDE_PLUGIN_DATA, then the entry's own `env`. */
  env: Record<string, string>;
  initializationOptions?: unknown;
  /** Answered to `workspace/configuration` and pushed with `workspace/didChangeConfiguration`. */
  settings?: unknown;
  workspaceFolder?: string;
  startupTimeoutMs?: number;
  maxRestarts?: number;
  /** `false`: its publishDiagnostics are not passed to the model after edits (Claude Code's field). */
  diagnostics?: boolean;
}

const KNOWN = new Set([
  'command',
  'args',
  'extensionToLanguage',
  'transport',
  'env',
  'initializationOptions',
  'settings',
  'workspaceFolder',
  'startupTimeout',
  'shutdownTimeout',
  'restartOnCrash',
  'maxRestarts',
  'diagnostics',
]);

/** Claude Code's schema for one entry (a strict object); a message naming the field, or the config. */
function parseEntry(key: string, value: unknown, where: string, base: Record<string, string>): LspServerConfig | string {
  if (!isObject(value)) return `${where}: server "${key}": expected an object`;
  const bad = (field: string, why: string): string => `${where}: server "${key}": ${field}: ${why}`;
  const unknown = Object.keys(value).find((k) => !KNOWN.has(k));
  if (unknown !== undefined) return bad(unknown, 'not a field of an LSP server entry');
  const { command, args = [], extensionToLanguage, env = {}, startupTimeout, maxRestarts } = value;
  if (typeof command !== 'string' || command === '') return bad('command', 'expected a non-empty string');
  if (command.includes(' ') && !command.startsWith('/')) return bad('command', 'Command should not contain spaces. Use args array for arguments.');
  if (!Array.isArray(args) || !args.every((a) => typeof a === 'string')) return bad('args', 'expected an array of strings');
  if (!isObject(extensionToLanguage) || Object.keys(extensionToLanguage).length === 0)
    return bad('extensionToLanguage', 'extensionToLanguage must have at least one mapping');
  const extensions: Record<string, string> = {};
  for (const [ext, language] of Object.entries(extensionToLanguage)) {
    if (!ext.startsWith('.') || typeof language !== 'string' || language === '') return bad('extensionToLanguage', `"${ext}": expected ".ext": "languageId"`);
    extensions[ext.toLowerCase()] = language;
  }
  if (!isObject(env) || !Object.values(env).every((v) => typeof v === 'string')) return bad('env', 'expected an object of strings');
  if (value.transport !== undefined && value.transport !== 'stdio')
    return bad('transport', `"${String(value.transport)}" is not supported in CI (only "stdio", as Claude Code starts its servers)`);
  // Claude Code refuses these two ("not yet implemented. Remove this field from the configuration."): so does the runner.
  for (const field of ['restartOnCrash', 'shutdownTimeout'])
    if (value[field] !== undefined) return bad(field, 'not yet implemented in Claude Code; remove this field from the configuration');
  const positive = (v: unknown): boolean => v === undefined || (Number.isInteger(v) && (v as number) > 0);
  if (!positive(startupTimeout)) return bad('startupTimeout', 'expected a positive integer (milliseconds)');
  if (maxRestarts !== undefined && !(Number.isInteger(maxRestarts) && (maxRestarts as number) >= 0)) return bad('maxRestarts', 'expected an integer ≥ 0');
  if (value.workspaceFolder !== undefined && typeof value.workspaceFolder !== 'string') return bad('workspaceFolder', 'expected a string');
  if (value.diagnostics !== undefined && typeof value.diagnostics !== 'boolean') return bad('diagnostics', 'expected true or false');
  return {
    name: key,
    source: where,
    command,
    args: args as string[],
    extensionToLanguage: extensions,
    env: { ...base, ...(env as Record<string, string>) },
    ...(value.initializationOptions !== undefined ? { initializationOptions: value.initializationOptions } : {}),
    ...(value.settings !== undefined && value.settings !== null ? { settings: value.settings } : {}),
    ...(typeof value.workspaceFolder === 'string' ? { workspaceFolder: value.workspaceFolder } : {}),
    ...(typeof startupTimeout === 'number' ? { startupTimeoutMs: startupTimeout } : {}),
    ...(typeof maxRestarts === 'number' ? { maxRestarts } : {}),
    ...(value.diagnostics === false ? { diagnostics: false } : {}),
  };
}

/**
 * A plugin's language servers as Claude Code reads them: `.lsp.json` at its root, then plugin.json `lspServers` (a path,
 * an object of servers, or an array of both). Each server is named `plugin:<plugin>:<server>`; an entry that does not
 * parse is a warning naming file, server and field, and is not started.
 */
export async function pluginLspServers(
  root: string,
  manifest: Json,
  plugin: string,
  where: string,
  substitute: (text: string) => string,
  env: Record<string, string>,
  warnings: string[],
): Promise<LspServerConfig[]> {
  const found = new Map<string, LspServerConfig>();
  const add = (servers: unknown, label: string): void => {
    if (!isObject(servers)) return void warnings.push(`${label}: expected an object of LSP servers; not started`);
    // `${CLAUDE_PLUGIN_ROOT}` and `${CLAUDE_PLUGIN_DATA}` are put in as JSON text, like the plugin's MCP servers.
    const withRoot = JSON.parse(substitute(JSON.stringify(servers))) as Json;
    for (const [key, value] of Object.entries(withRoot)) {
      const parsed = parseEntry(key, value, label, env);
      if (typeof parsed === 'string') warnings.push(`${parsed}; this server is not started`);
      else {
        found.set(key, { ...parsed, name: `plugin:${plugin}:${key}` });
      }
    }
  };
  const fromFile = async (rel: string, required: boolean): Promise<void> => {
    const normal = path.normalize(rel);
    if (normal.startsWith('..') || path.isAbsolute(normal))
      return void warnings.push(`${where}: plugin.json lspServers "${rel}" leaves the plugin's folder; not read`);
    const read = await readConfigText(path.join(root, normal));
    if (!read.ok) {
      if (required || !read.missing) warnings.push(`${where} ${rel}: cannot be read (${read.error}); its LSP servers are not started`);
      return;
    }
    try {
      add(JSON.parse(read.text.replace(/^\uFEFF/, '')), `${where} ${rel}`);
    } catch (error) {
      warnings.push(`${where} ${rel}: invalid JSON (${(error as Error).message}); its LSP servers are not started`);
    }
  };
  await fromFile('.lsp.json', false);
  const declared = manifest.lspServers;
  for (const item of Array.isArray(declared) ? declared : declared === undefined ? [] : [declared]) {
    if (typeof item === 'string') await fromFile(item, true);
    else add(item, `${where} plugin.json lspServers`);
  }
  return [...found.values()];
}

/**
 * A plugin's `monitors` (plugin.json `monitors` or `experimental.monitors`, a path or the array; else
 * `monitors/monitors.json`): named in one warning. Claude Code arms them only in an interactive session — its
 * headless mode (`claude -p`, which a CI run is) never starts them — and runs them unsandboxed.
 */
export async function pluginMonitorsWarning(root: string, manifest: Json, where: string): Promise<string | undefined> {
  const experimental = isObject(manifest.experimental) ? manifest.experimental.monitors : undefined;
  const declared = experimental ?? manifest.monitors;
  const file = path.join('monitors', 'monitors.json');
  const label =
    declared !== undefined
      ? `plugin.json ${experimental !== undefined ? 'experimental.monitors' : 'monitors'}`
      : (await stat(path.join(root, file)).catch(() => undefined))
        ? file
        : undefined;
  if (label === undefined) return undefined;
  const names = Array.isArray(declared) ? declared.map((m) => (isObject(m) && typeof m.name === 'string' ? m.name : '?')) : [];
  return (
    `${where}: ${label}${names.length > 0 ? ` (${names.join(', ')})` : ''}: not armed — Claude Code arms plugin monitors only in an ` +
    'interactive session, never in headless mode (claude -p), which is what a CI run is; ask for the watch in the prompt (the Monitor tool) instead'
  );
}
