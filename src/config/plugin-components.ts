import path from 'node:path';
import { mergeHooksConfigs, parseHooksConfig } from '../hooks/config.js';
import type { HooksConfig } from '../hooks/types.js';
import { isObject, readJson, type Json } from './plugin-json.js';

// A plugin's hooks and MCP servers, read from its folder as Claude Code reads them (plugins.ts loads the plugin; plugin-lsp.ts its language servers).

/** `hooks/hooks.json` and the manifest's `hooks` (a path or the object), `${CLAUDE_PLUGIN_ROOT}` put in. */
export async function pluginHooks(
  root: string,
  manifest: Json,
  where: string,
  substitute: (text: string) => string,
  warnings: string[],
  errors: string[],
): Promise<HooksConfig> {
  const sources: { label: string; value: unknown }[] = [];
  const fromFile = async (rel: string, required: boolean): Promise<void> => {
    const read = await readJson(path.join(root, rel), `${where} ${rel}`);
    if (read.ok) sources.push({ label: `${where} ${rel}`, value: JSON.parse(substitute(read.text.replace(/^\uFEFF/, ''))) });
    else if (required || !read.missing) errors.push(`${read.error}; the plugin's hooks would not gate what they gate`);
  };
  await fromFile(path.join('hooks', 'hooks.json'), false);
  if (typeof manifest.hooks === 'string' && path.normalize(manifest.hooks) !== path.join('hooks', 'hooks.json'))
    await fromFile(path.normalize(manifest.hooks), true);
  else if (isObject(manifest.hooks)) sources.push({ label: `${where} plugin.json hooks`, value: JSON.parse(substitute(JSON.stringify(manifest.hooks))) });
  const configs: HooksConfig[] = [];
  for (const source of sources) {
    const value = isObject(source.value) && isObject(source.value.hooks) ? source.value.hooks : source.value;
    const parsed = parseHooksConfig(value, source.label);
    warnings.push(...parsed.warnings);
    configs.push(parsed.config);
  }
  return mergeHooksConfigs(...configs);
}

/** A plugin's command hooks run with its CLAUDE_PLUGIN_ROOT and CLAUDE_PLUGIN_DATA in their environment, as in Claude Code. */
export function withEnv(hooks: HooksConfig, env: Record<string, string>): HooksConfig {
  return Object.fromEntries(
    Object.entries(hooks).map(([event, groups]) => [
      event,
      (groups ?? []).map((group) => ({ ...group, hooks: group.hooks.map((spec) => (spec.type === undefined ? { ...spec, env } : spec)) })),
    ]),
  ) as HooksConfig;
}

/** `.mcp.json` and the manifest's `mcpServers` (a path or the object); each server named `plugin:<plugin>:<server>` as Claude Code names it. */
export async function pluginMcp(
  root: string,
  manifest: Json,
  name: string,
  where: string,
  substitute: (text: string) => string,
  env: Record<string, string>,
  warnings: string[],
): Promise<{ label: string; text: string }[]> {
  const out: { label: string; text: string }[] = [];
  const add = (label: string, value: unknown): void => {
    const servers = isObject(value) && isObject(value.mcpServers) ? value.mcpServers : value;
    if (!isObject(servers)) return void warnings.push(`${label}: expected an object of MCP servers; ignored`);
    // A stdio server gets the plugin's folders in its environment (its own `env` wins).
    const withRoot = (config: unknown): unknown =>
      isObject(config) && typeof config.command === 'string' ? { ...config, env: { ...env, ...(isObject(config.env) ? config.env : {}) } } : config;
    const renamed = Object.fromEntries(Object.entries(servers).map(([server, config]) => [`plugin:${name}:${server}`, withRoot(config)]));
    out.push({ label, text: substitute(JSON.stringify({ mcpServers: renamed })) });
  };
  const fromFile = async (rel: string, required: boolean): Promise<void> => {
    const read = await readJson(path.join(root, rel), `${where} ${rel}`);
    if (read.ok) add(`${where} ${rel}`, read.json);
    else if (required || !read.missing) warnings.push(`${read.error}; its MCP servers are not started`);
  };
  await fromFile('.mcp.json', false);
  if (typeof manifest.mcpServers === 'string' && path.normalize(manifest.mcpServers) !== '.mcp.json') await fromFile(path.normalize(manifest.mcpServers), true);
  else if (isObject(manifest.mcpServers)) add(`${where} plugin.json mcpServers`, manifest.mcpServers);
  return out;
}
