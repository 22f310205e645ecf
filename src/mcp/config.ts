import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildToolEnv, isSecretEnvName, SECRET_ENV_NAMES, SECRET_ENV_PREFIXES } from '../process/env.js';
import { headlessGrant, type OAuthConfig } from './auth.js';
import { isRecord, type JsonObject } from './jsonrpc.js';

/** The repository's file, at the working directory root (Claude Code's name and shape). */
export const MCP_CONFIG_FILE = '.mcp.json';

export type McpServerConfig =
  | { name: string; source: string; type: 'stdio'; command: string; args: string[]; env: Record<string, string> }
  | { name: string; source: string; type: 'http' | 'sse'; url: string; headers: Record<string, string>; oauth?: OAuthConfig };

export interface McpConfigOptions {
  /** Text of `.mcp.json` as the caller read it (from the base branch on PR events); omitted: no file. */
  fileText?: string;
  /** Label for the file in messages (default `.mcp.json`). */
  fileLabel?: string;
  /** The `mcp_config` input: a path relative to `cwd` or inline JSON; merged over the file. */
  input?: string;
  /** Enabled plugins' servers (`.mcp.json`-shaped, already namespaced), read after the file and before the input. */
  pluginSources?: readonly { label: string; text: string }[];
  cwd: string;
  /** Where `${VAR}` is looked up. */
  env: NodeJS.ProcessEnv;
  /** Secret-looking variables the workflow author allows servers to receive (`pass_env`). */
  passEnv?: readonly string[];
}

export interface ParsedMcpConfig {
  servers: McpServerConfig[];
  /** Entries that could not be used, each with a message naming the file, server and field. */
  failed: { name: string; error: string }[];
  /** Problems with a whole source (unreadable, not JSON). */
  errors: string[];
}

class FieldError extends Error {}

const VAR_RE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

/**
 * Expand `${VAR}` and `${VAR:-default}`. Only variables that would reach a tool process are
 * visible: the runner's credentials must not flow into a server through its config.
 */
export function expandVars(text: string, visible: Record<string, string>, all: NodeJS.ProcessEnv): string {
  const out = text.replace(VAR_RE, (_m, name: string, fallback: string | undefined) => {
    const value = visible[name];
    if (fallback !== undefined) return value === undefined || value === '' ? fallback : value;
    if (value !== undefined) return value;
    if (all[name] !== undefined) {
      throw new FieldError(`\${${name}} is a credential the runner does not hand to MCP servers (list it in pass_env to allow it)`);
    }
    throw new FieldError(`\${${name}} is not set and has no default`);
  });
  // A `${` left once the valid references are gone is malformed: never pass it on literally.
  const bad = /\$\{[^}]*\}?/.exec(text.replace(VAR_RE, ''));
  if (bad) throw new FieldError(`malformed variable reference ${bad[0]}`);
  return out;
}

function readSources(opts: McpConfigOptions, errors: string[]): { label: string; text: string }[] {
  const sources: { label: string; text: string }[] = [];
  if (opts.fileText !== undefined) sources.push({ label: opts.fileLabel ?? MCP_CONFIG_FILE, text: opts.fileText });
  sources.push(...(opts.pluginSources ?? []));
  const input = opts.input?.trim();
  if (input) {
    if (input.startsWith('{')) {
      sources.push({ label: 'the mcp_config input', text: input });
    } else {
      const path = resolve(opts.cwd, input);
      try {
        sources.push({ label: input, text: readFileSync(path, 'utf8') });
      } catch (err) {
        errors.push(`mcp_config: cannot read ${input}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
      }
    }
  }
  return sources;
}

function stringMap(value: unknown, field: string, expand: (s: string, f: string) => string): Record<string, string> {
  if (value === undefined) return {};
  if (!isRecord(value)) throw new FieldError(`${field} must be an object of strings`);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v !== 'string') throw new FieldError(`${field}.${k} must be a string`);
    out[k] = expand(v, `${field}.${k}`);
  }
  return out;
}

/**
 * The runner's own credentials (API key, GITHUB_TOKEN, ACTIONS_*, cloud keys): never sent to
 * an MCP server unless named in `pass_env`. Other secret-looking variables (`MY_MCP_TOKEN`)
 * may go into an HTTP server's `headers` and `oauth`, which travel only to that server and
 * never into a process's environment.
 */
function isRunnerCredential(name: string): boolean {
  const upper = name.toUpperCase();
  if (SECRET_ENV_NAMES.includes(upper) || SECRET_ENV_PREFIXES.some((p) => upper.startsWith(p))) return true;
  return /^(AWS|AMAZON|GOOGLE|GCLOUD|GCP|GCE|CLOUDSDK|AZURE|ARM)_/.test(upper);
}

function credentialsVisible(env: NodeJS.ProcessEnv, passEnv: readonly string[]): Record<string, string> {
  const out = buildToolEnv(env, passEnv);
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && isSecretEnvName(name) && !isRunnerCredential(name)) out[name] = value;
  }
  return out;
}

const OAUTH_STRINGS = [
  'clientId',
  'clientSecret',
  'privateKey',
  'signingAlgorithm',
  'assertion',
  'scopes',
  'authServerMetadataUrl',
  'tokenEndpointAuthMethod',
] as const;

function buildOAuth(value: unknown, expand: (s: string, f: string) => string): OAuthConfig | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) throw new FieldError('oauth must be an object');
  const out: Record<string, string> = {};
  for (const key of OAUTH_STRINGS) {
    const v = value[key];
    if (v === undefined) continue;
    if (typeof v !== 'string') throw new FieldError(`oauth.${key} must be a string`);
    out[key] = expand(v, `oauth.${key}`);
  }
  if (out.clientId === undefined || out.clientId === '') throw new FieldError('oauth.clientId must be a non-empty string');
  const cfg = out as unknown as OAuthConfig;
  if (headlessGrant(cfg) === undefined) {
    throw new FieldError(
      'oauth without clientSecret, privateKey or assertion means an interactive browser login, which a CI run cannot do; ' +
        'give a client secret or key for the client-credentials grant, an assertion for the JWT-bearer grant, or a bearer token in headers',
    );
  }
  return cfg;
}

function buildServer(name: string, source: string, entry: JsonObject, opts: McpConfigOptions): McpServerConfig {
  const visible = buildToolEnv(opts.env, opts.passEnv ?? []);
  const expandWith =
    (vars: Record<string, string>) =>
    (s: string, field: string): string => {
      try {
        return expandVars(s, vars, opts.env);
      } catch (err) {
        throw new FieldError(`${field}: ${(err as Error).message}`);
      }
    };
  const expand = expandWith(visible);
  const type = entry.type ?? (entry.url !== undefined && entry.command === undefined ? 'http' : 'stdio');
  if (type === 'http' || type === 'sse') {
    if (typeof entry.url !== 'string' || entry.url.trim() === '') throw new FieldError('url must be a non-empty string');
    const url = expand(entry.url, 'url');
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new FieldError(`url is not a valid URL: ${url}`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new FieldError('url must be http or https');
    if (entry.headersHelper !== undefined) {
      // Claude Code runs it to mint headers; here it would need the very credentials tools must not see.
      throw new FieldError(
        'headersHelper is not supported in CI; put the token in headers ("Authorization": "Bearer ${MCP_TOKEN}") or use oauth client credentials',
      );
    }
    const secretExpand = expandWith(credentialsVisible(opts.env, opts.passEnv ?? []));
    const server: McpServerConfig = { name, source, type, url, headers: stringMap(entry.headers, 'headers', secretExpand) };
    const oauth = buildOAuth(entry.oauth, secretExpand);
    return oauth === undefined ? server : { ...server, oauth };
  }
  if (type !== 'stdio') throw new FieldError(`type must be "stdio", "http" or "sse", not ${JSON.stringify(type)}`);
  if (typeof entry.command !== 'string' || entry.command.trim() === '') {
    throw new FieldError('command must be a non-empty string');
  }
  const command = expand(entry.command, 'command');
  const rawArgs = entry.args ?? [];
  if (!Array.isArray(rawArgs)) throw new FieldError('args must be an array of strings');
  const args = rawArgs.map((a: unknown, i) => {
    if (typeof a !== 'string') throw new FieldError(`args[${i}] must be a string`);
    return expand(a, `args[${i}]`);
  });
  return { name, source, type: 'stdio', command, args, env: stringMap(entry.env, 'env', expand) };
}

/**
 * Read `.mcp.json` and the `mcp_config` input; a server named in both takes the input's entry.
 * Nothing here throws: every problem becomes a message, and the usable servers still start.
 */
export function parseMcpConfig(opts: McpConfigOptions): ParsedMcpConfig {
  const errors: string[] = [];
  const entries = new Map<string, { source: string; entry: unknown }>();
  for (const { label, text } of readSources(opts, errors)) {
    let root: unknown;
    try {
      root = JSON.parse(text);
    } catch (err) {
      errors.push(`${label}: not valid JSON (${(err as Error).message})`);
      continue;
    }
    if (!isRecord(root) || !isRecord(root.mcpServers)) {
      errors.push(`${label}: expected an object with an "mcpServers" object`);
      continue;
    }
    for (const [name, entry] of Object.entries(root.mcpServers)) entries.set(name, { source: label, entry });
  }
  const servers: McpServerConfig[] = [];
  const failed: { name: string; error: string }[] = [];
  for (const [name, { source, entry }] of entries) {
    try {
      if (name.trim() === '') throw new FieldError('the server name is empty');
      if (!isRecord(entry)) throw new FieldError('the entry must be an object');
      servers.push(buildServer(name, source, entry, opts));
    } catch (err) {
      if (!(err instanceof FieldError)) throw err;
      failed.push({ name, error: `${source}: server '${name}': ${err.message}` });
    }
  }
  return { servers, failed, errors };
}
