import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { isSecretEnvName } from './tools/env.js';

const SEALED_FILE_VAR = 'AGENT_RUNNER_SEALED_ENV';
/** The runner mints no OIDC token and uses no cache or artifact service. */
const UNUSED_SECRETS = ['ACTIONS_ID_TOKEN_REQUEST_URL', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RUNTIME_URL', 'ACTIONS_CACHE_URL', 'ACTIONS_RESULTS_URL'];

/**
 * Tools run as the runner's user, so they can read `/proc/<runner pid>/environ`: the environment
 * the process was started with, which holds the API key, the GitHub token and the OIDC request
 * token, and which no change to `process.env` erases. So before anything else the runner moves its
 * secret variables (and all `INPUT_*`) into a private file and re-executes itself in place with a
 * clean environment (same PID, same stdio); the new image reads the file back into memory and
 * deletes it before any tool can start.
 */
export function sealEnvironment(): void {
  const sealed = process.env[SEALED_FILE_VAR];
  if (sealed !== undefined) {
    delete process.env[SEALED_FILE_VAR];
    const secrets = JSON.parse(readFileSync(sealed, 'utf8')) as Record<string, string>;
    unlinkSync(sealed);
    // What the runner never uses is not brought back, so not even its memory holds it.
    for (const name of UNUSED_SECRETS) delete secrets[name];
    // process.env writes go to the heap, not to the start-up block /proc/<pid>/environ shows.
    Object.assign(process.env, secrets);
    return;
  }
  if (typeof process.execve !== 'function') return;
  const secretNames = Object.keys(process.env).filter((name) => name.startsWith('INPUT_') || isSecretEnvName(name));
  if (secretNames.length === 0) return;
  const secrets: Record<string, string> = {};
  const clean: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined) continue;
    if (secretNames.includes(name)) secrets[name] = value;
    else clean[name] = value;
  }
  const file = path.join(process.env.RUNNER_TEMP ?? os.tmpdir(), `agent-runner-env-${randomUUID()}.json`);
  const fd = openSync(file, 'wx', 0o600);
  try {
    writeSync(fd, JSON.stringify(secrets));
  } finally {
    closeSync(fd);
  }
  clean[SEALED_FILE_VAR] = file;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], clean);
}
