/**
 * The environment of a server process the runner starts (stdio MCP servers, plugin language servers): apart from the
 * connection code, so a caller that only builds environments loads none of the MCP transports (the MCP SDK and zod).
 */
import { buildToolEnv } from '../process/env.js';

/** The only variables of the runner's own environment a server gets; the config adds its `env`. */
const SERVER_BASE_ENV: readonly string[] = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TMPDIR', 'TZ'];

/**
 * PATH, HOME and a few harmless locale settings, then the configured `env` on top (its `${VAR}`s
 * already limited to `pass_env` for secrets), through the one function every child's environment
 * is built by.
 */
export function serverEnv(base: NodeJS.ProcessEnv, configured: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of SERVER_BASE_ENV) {
    const value = base[name];
    if (value !== undefined) env[name] = value;
  }
  return buildToolEnv(env, [], configured);
}
