import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { BUILT_IN_AGENTS, loadAgents, type AgentDefinition } from './agents.js';
import { loadCommands, mergeCommands } from './commands.js';
import { pluginLspServers, pluginMonitorsWarning, type LspServerConfig } from './plugin-lsp.js';
import { describeSource, marketplaceFromText, materializeSource, parseSourceObject, type FetchContext, type PluginSource } from './plugin-sources.js';
import { pluginBinDir } from './plugin-bin.js';
import type { HooksConfig } from '../hooks/types.js';
import { isObject, readJson, type Json } from './plugin-json.js';
import { pluginHooks, pluginMcp, withEnv } from './plugin-components.js';
import type { RepoSettings } from './settings-file.js';
import { loadSkills, type Skill } from './skills.js';

/** One enabled plugin, its parts named under its namespace (`plugin:command`, `plugin:agent`, `plugin:plugin:server`). */
export interface LoadedPlugin {
  name: string;
  marketplace: string;
  /** `${CLAUDE_PLUGIN_ROOT}`. */
  root: string;
  skills: Skill[];
  agents: AgentDefinition[];
  hooks: HooksConfig;
  /** Its MCP servers as `.mcp.json` text (servers renamed `plugin:<plugin>:<server>`), with a label for messages. */
  mcp: { label: string; text: string }[];
  /** Folders (relative to `root`) its output styles are read from. */
  styleDirs: string[];
  /** Its `bin/` folder: appended to the Bash tool's PATH, as Claude Code appends it (src/config/plugin-bin.ts). */
  binDir?: string;
  /** Its language servers (`.lsp.json`, `lspServers`), for the LSP tool. */
  lspServers: LspServerConfig[];
  /** plugin.json's `version`, as the init line shows it. */
  version?: string;
}

export interface PluginInputs {
  /** claude-code-action's `plugins` input, one `name@marketplace` a line. */
  plugins: string;
  /** claude-code-action's `plugin_marketplaces` input, one git URL (or path) a line. */
  marketplaces: string;
  /** The run's folder: git sources are cloned under it. */
  runDir: string;
  githubToken?: string;
}

/** A plugin that was enabled and did not load (the init line's `plugin_errors`). */
export interface PluginError {
  /** `name@marketplace`. */
  plugin: string;
  type: string;
  message: string;
}

export interface PluginLoad {
  plugins: LoadedPlugin[];
  pluginErrors: PluginError[];
  warnings: string[];
  /** A plugin's hooks that cannot be parsed: like a broken settings file, they stop the run (they are gates). */
  errors: string[];
}

/** Claude Code's own marketplace, known without being added. */
const OFFICIAL: Record<string, PluginSource> = { 'claude-plugins-official': { kind: 'git', url: 'https://github.com/anthropics/claude-plugins-official.git' } };
const MARKETPLACE_FILE = path.join('.claude-plugin', 'marketplace.json');
const PLUGIN_FILE = path.join('.claude-plugin', 'plugin.json');

interface Marketplace {
  name: string;
  root: string;
  entries: Record<string, unknown>[];
  pluginRoot: string;
}

/**
 * The plugins `enabledPlugins` and the `plugins` input name, from the marketplaces `extraKnownMarketplaces` and the
 * `plugin_marketplaces` input add, loaded as Claude Code loads them. A marketplace or plugin that cannot be reached
 * or read is a warning naming it; the run goes on without it.
 */
export async function loadPlugins(cwd: string, settings: RepoSettings['plugins'], inputs: PluginInputs): Promise<PluginLoad> {
  const warnings: string[] = [];
  const errors: string[] = [];
  const ctx: FetchContext = { cwd, fetchDir: path.join(inputs.runDir, 'plugins'), ...(inputs.githubToken ? { githubToken: inputs.githubToken } : {}) };
  const known = new Map<string, { source: PluginSource; label: string }>();
  for (const entry of settings.marketplaces) {
    const source = parseSourceObject(isObject(entry.value) ? entry.value.source : undefined, 'marketplace');
    if (typeof source === 'string') warnings.push(`${entry.source}.${entry.key}.source: ${source}; marketplace not added`);
    else known.set(entry.key, { source, label: `${entry.source}.${entry.key}` });
  }
  const loaded = new Map<string, Marketplace | string>();
  // The input's marketplaces are named by their marketplace.json, so they are read first.
  for (const [i, line] of lines(inputs.marketplaces).entries()) {
    const source = marketplaceFromText(line);
    const market = await readMarketplace(source, `input-${i + 1}`, ctx).catch((error: unknown) => (error as Error).message);
    if (typeof market === 'string')
      warnings.push(`input plugin_marketplaces: marketplace ${describeSource(source)} cannot be reached: ${market}; its plugins are not loaded`);
    else loaded.set(market.name, market);
  }
  const wanted: { plugin: string; marketplace: string; label: string }[] = [];
  for (const entry of settings.enabled) {
    if (entry.value === false) continue;
    const at = entry.key.lastIndexOf('@');
    if (entry.value !== true) warnings.push(`${entry.source}.${entry.key}: expected true or false; plugin not enabled`);
    else if (at <= 0) warnings.push(`${entry.source}.${entry.key}: expected plugin@marketplace; plugin not enabled`);
    else wanted.push({ plugin: entry.key.slice(0, at), marketplace: entry.key.slice(at + 1), label: `${entry.source}.${entry.key}` });
  }
  for (const line of lines(inputs.plugins)) {
    const at = line.lastIndexOf('@');
    if (at > 0) wanted.push({ plugin: line.slice(0, at), marketplace: line.slice(at + 1), label: `input plugins (${line})` });
    else {
      const holders = [...loaded.values()].filter((m): m is Marketplace => typeof m !== 'string' && m.entries.some((e) => e.name === line));
      if (holders.length === 1 && holders[0]) wanted.push({ plugin: line, marketplace: holders[0].name, label: `input plugins (${line})` });
      else
        warnings.push(
          `input plugins: "${line}" ${holders.length === 0 ? 'is in no marketplace given' : 'is in several marketplaces'}; write it as ${line}@<marketplace>`,
        );
    }
  }
  const plugins: LoadedPlugin[] = [];
  const pluginErrors: PluginError[] = [];
  for (const want of wanted) {
    if (plugins.some((p) => p.name === want.plugin && p.marketplace === want.marketplace)) continue;
    // Each plugin that does not load is a warning and a row of the init line's plugin_errors, as in Claude Code.
    const notLoaded = (type: string, message: string, warn = true): void => {
      if (warn) warnings.push(message);
      pluginErrors.push({ plugin: `${want.plugin}@${want.marketplace}`, type, message });
    };
    let market = loaded.get(want.marketplace);
    if (market === undefined) {
      const where =
        known.get(want.marketplace) ??
        (OFFICIAL[want.marketplace] ? { source: OFFICIAL[want.marketplace] as PluginSource, label: "Claude Code's official marketplace" } : undefined);
      if (where === undefined) {
        notLoaded(
          'marketplace-not-found',
          `${want.label}: marketplace "${want.marketplace}" is not known (add it in extraKnownMarketplaces or the plugin_marketplaces input); plugin not loaded`,
        );
        continue;
      }
      market = await readMarketplace(where.source, want.marketplace, ctx).catch(
        (error: unknown) =>
          `marketplace "${want.marketplace}" (${where.label}: ${describeSource(where.source)}) cannot be reached: ${(error as Error).message}; its plugins are not loaded`,
      );
      if (typeof market === 'string') warnings.push(market);
      loaded.set(want.marketplace, market);
    }
    if (typeof market === 'string') {
      notLoaded('marketplace-load-failed', market, false);
      continue;
    }
    const entry = market.entries.find((e) => e.name === want.plugin);
    if (!entry) {
      notLoaded(
        'plugin-not-found',
        `${want.label}: no plugin "${want.plugin}" in marketplace "${want.marketplace}" (${path.join(market.root, MARKETPLACE_FILE)}); not loaded`,
      );
      continue;
    }
    const plugin = await loadPlugin(market, entry, want, ctx, inputs.runDir).catch((error: unknown) => ({
      failed: `plugin ${want.plugin}@${want.marketplace}: ${(error as Error).message}; not loaded`,
    }));
    if ('failed' in plugin) notLoaded('generic-error', plugin.failed);
    else {
      warnings.push(...plugin.warnings);
      errors.push(...plugin.errors);
      plugins.push(plugin.plugin);
    }
  }
  return { plugins, pluginErrors, warnings, errors };
}

function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

async function readMarketplace(source: PluginSource, name: string, ctx: FetchContext): Promise<Marketplace> {
  const at = await materializeSource(source, `marketplace-${name}`, ctx);
  // A folder holds .claude-plugin/marketplace.json; a file is the marketplace.json, its root the folder holding its .claude-plugin/.
  const isFile = at.endsWith('.json') && (await stat(at).catch(() => undefined))?.isFile() === true;
  const file = isFile ? at : path.join(at, MARKETPLACE_FILE);
  const root = !isFile ? at : path.basename(path.dirname(at)) === '.claude-plugin' ? path.dirname(path.dirname(at)) : path.dirname(at);
  const read = await readJson(file, isFile ? path.basename(at) : MARKETPLACE_FILE);
  if (!read.ok) throw new Error(read.error);
  const entries = Array.isArray(read.json.plugins) ? read.json.plugins.filter(isObject) : [];
  const metadata = isObject(read.json.metadata) ? read.json.metadata : {};
  const pluginRoot = typeof metadata.pluginRoot === 'string' ? metadata.pluginRoot : '.';
  return { name: typeof read.json.name === 'string' && read.json.name !== '' ? read.json.name : name, root, entries, pluginRoot };
}

async function loadPlugin(
  market: Marketplace,
  entry: Json,
  want: { plugin: string; marketplace: string },
  ctx: FetchContext,
  runDir: string,
): Promise<{ plugin: LoadedPlugin; warnings: string[]; errors: string[] }> {
  const root = await pluginFolder(market, entry, want, ctx);
  const warnings: string[] = [];
  const errors: string[] = [];
  const manifestRead = await readJson(path.join(root, PLUGIN_FILE), PLUGIN_FILE);
  if (!manifestRead.ok && !manifestRead.missing) throw new Error(manifestRead.error);
  // With `strict: false` the marketplace entry is the manifest; otherwise its fields add to plugin.json's.
  const manifest: Json = { ...entry, ...(manifestRead.ok ? manifestRead.json : {}) };
  const name = typeof manifest.name === 'string' && manifest.name !== '' ? manifest.name : want.plugin;
  const where = `plugin ${name}@${want.marketplace}`;
  const data = path.join(runDir, 'plugin-data', `${name}-${want.marketplace}`.replace(/[^A-Za-z0-9_.-]/g, '_'));
  await mkdir(data, { recursive: true });
  const substitute = (text: string, json: boolean): string => {
    const esc = (p: string): string => (json ? JSON.stringify(p).slice(1, -1) : p);
    return text.replaceAll('${CLAUDE_PLUGIN_ROOT}', esc(root)).replaceAll('${CLAUDE_PLUGIN_DATA}', esc(data));
  };
  const dirs = async (field: string, fallback: string): Promise<string[]> => {
    const extra = typeof manifest[field] === 'string' ? [manifest[field]] : Array.isArray(manifest[field]) ? manifest[field] : [];
    const out = [fallback];
    for (const p of extra) {
      if (typeof p !== 'string') continue;
      const rel = path.normalize(p);
      const st = await stat(path.join(root, rel)).catch(() => undefined);
      if (rel.startsWith('..') || path.isAbsolute(rel)) warnings.push(`${where}: ${field} "${p}" leaves the plugin's folder; not loaded`);
      else if (st?.isDirectory()) out.push(rel);
      else warnings.push(`${where}: ${field} "${p}" is not a folder; only folders are loaded`);
    }
    return [...new Set(out)];
  };
  const env = { CLAUDE_PLUGIN_ROOT: root, CLAUDE_PLUGIN_DATA: data };
  // A skill's or agent's front-matter hooks are the plugin's hooks too: they get its variables, as its hooks file's do.
  const named = (s: Skill): Skill => ({
    ...s,
    name: `${name}:${s.name}`,
    body: substitute(s.body, false),
    ...(s.hooks ? { hooks: withEnv(s.hooks, env) } : {}),
  });
  const skills: Skill[] = [];
  const commands: Skill[] = [];
  for (const dir of await dirs('skills', 'skills')) {
    // A folder holding SKILL.md is one skill (`"skills": ["./document-skills/xlsx"]`), otherwise a folder of skills.
    const single = (await stat(path.join(root, dir, 'SKILL.md')).catch(() => undefined)) !== undefined;
    const r = await loadSkills(root, single ? path.dirname(dir) : dir);
    skills.push(...r.skills.filter((s) => !single || s.dir === path.join(root, dir)).map(named));
    warnings.push(...r.warnings.map((w) => `${where}: ${w}`));
  }
  for (const dir of await dirs('commands', 'commands')) {
    const r = await loadCommands(root, dir);
    commands.push(...r.skills.map(named));
    warnings.push(...r.warnings.map((w) => `${where}: ${w}`));
  }
  const merged = mergeCommands(skills, commands);
  warnings.push(...merged.warnings.map((w) => `${where}: ${w}`));
  const agents: AgentDefinition[] = [];
  for (const dir of await dirs('agents', 'agents')) {
    const r = await loadAgents(root, dir);
    agents.push(
      ...r.agents
        .filter((a) => !BUILT_IN_AGENTS.includes(a))
        .map((a) => ({
          ...a,
          name: `${name}:${a.name}`,
          systemPrompt: substitute(a.systemPrompt, false),
          source: path.join(root, a.source),
          ...(a.hooks ? { hooks: withEnv(a.hooks, env) } : {}),
        })),
    );
    warnings.push(...r.warnings.map((w) => `${where}: ${w}`));
  }
  // Parts with no meaning or no support in a CI run: named, not dropped silently.
  if (manifest.userConfig !== undefined) warnings.push(`${where}: plugin.json userConfig: not loaded in CI; ignored`);
  if (await stat(path.join(root, 'settings.json')).catch(() => undefined)) warnings.push(`${where}: settings.json: not loaded in CI; ignored`);
  const monitors = await pluginMonitorsWarning(root, manifest, where);
  if (monitors !== undefined) warnings.push(monitors);
  const bin = await pluginBinDir(root, where, warnings);
  const hooks = withEnv(await pluginHooks(root, manifest, where, (t) => substitute(t, true), warnings, errors), env);
  const mcp = await pluginMcp(root, manifest, name, where, (t) => substitute(t, true), env, warnings);
  const version = typeof manifest.version === 'string' ? { version: manifest.version } : {};
  return {
    plugin: {
      name,
      marketplace: want.marketplace,
      root,
      skills: merged.skills,
      agents,
      hooks,
      mcp,
      lspServers: await pluginLspServers(root, manifest, name, where, (t) => substitute(t, true), env, warnings),
      styleDirs: await dirs('outputStyles', 'output-styles'),
      ...version,
      ...(bin ? { binDir: bin } : {}),
    },
    warnings,
    errors,
  };
}

async function pluginFolder(market: Marketplace, entry: Json, want: { plugin: string; marketplace: string }, ctx: FetchContext): Promise<string> {
  if (typeof entry.source === 'string') {
    const base = path.resolve(market.root, market.pluginRoot);
    const dir = path.resolve(entry.source.startsWith('./') || entry.source.startsWith('../') ? market.root : base, entry.source);
    if (dir !== market.root && !dir.startsWith(market.root + path.sep)) throw new Error(`source "${entry.source}" leaves the marketplace's folder`);
    const st = await stat(dir).catch(() => undefined);
    if (!st?.isDirectory()) throw new Error(`source "${entry.source}" is not a folder of the marketplace`);
    return dir;
  }
  const source = parseSourceObject(entry.source, 'plugin');
  if (typeof source === 'string') throw new Error(`source: ${source}`);
  return materializeSource(source, `plugin-${want.plugin}-${want.marketplace}`, { ...ctx, cwd: market.root });
}
