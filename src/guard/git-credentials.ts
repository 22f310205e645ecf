import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { helperEnv } from '../process/env.js';

const run = promisify(execFile);

/**
 * `actions/checkout` (persist-credentials defaults to true) leaves the job token in the git
 * configuration as `http.<server>/.extraheader = AUTHORIZATION: basic base64(x-access-token:<token>)`:
 * in `.git/config` (v4, v5) or in a `$RUNNER_TEMP/git-credentials-*.config` file that `.git/config`
 * includes (v6 and later). Any tool can read either file, and base64 walks past redaction by value.
 * So the runner takes every such header out of every configuration file the work tree sees before
 * any tool starts, holds it in memory only, and puts it back at the end (and in the post step when
 * the main step never got there) so later steps that push still work.
 */
export interface HeldHeader {
  /** The configuration file it was in. */
  file: string;
  /** `http.https://github.com/.extraheader`. */
  key: string;
  value: string;
}

const HEADER_KEY = /^http\..*\.extraheader$/i;

function git(cwd: string, args: string[]): Promise<string> {
  return run('git', ['-c', 'core.fsmonitor=false', ...args], { cwd, env: helperEnv({ GIT_TERMINAL_PROMPT: '0' }) }).then((r) => r.stdout);
}

/**
 * Every extraheader in any configuration file a tool could read for this work tree: the files git
 * reads (includes followed), every file an `include.path` or `includeIf.*.path` names whether its
 * condition holds or not, and checkout's `$RUNNER_TEMP/git-credentials-*.config` files.
 */
export async function findHeaders(cwd: string, runnerTemp: string | undefined = process.env.RUNNER_TEMP): Promise<HeldHeader[]> {
  const files = new Set<string>();
  // One git process for both kinds of key (each spawn costs a few ms, before the first model request).
  const listed = await git(cwd, ['config', '--show-origin', '--null', '--get-regexp', '^(http\\..*\\.extraheader|include(if\\..*)?\\.path)$']).catch(() => '');
  for (const record of records(listed, true)) {
    if (!record.origin?.startsWith('file:')) continue;
    const from = path.resolve(cwd, record.origin.slice('file:'.length));
    if (/^http\./.test(record.key)) {
      files.add(from);
      continue;
    }
    if (record.value === '') continue;
    const target = record.value.startsWith('~/') ? path.join(os.homedir(), record.value.slice(2)) : path.resolve(path.dirname(from), record.value);
    files.add(target);
  }
  if (runnerTemp) {
    for (const name of readdirSafe(runnerTemp)) if (/^git-credentials-.*\.config$/.test(name)) files.add(path.join(runnerTemp, name));
  }
  // The files side by side: each is a git process.
  const perFile = await Promise.all(
    [...files]
      .filter((file) => existsSync(file))
      .map(async (file) => {
        const out = await git(cwd, ['config', '--file', file, '--null', '--get-regexp', '^http\\..*\\.extraheader$']).catch(() => '');
        return records(out, false)
          .filter((record) => HEADER_KEY.test(record.key))
          .map((record) => ({ file, key: record.key, value: record.value }));
      }),
  );
  return perFile.flat();
}

/** `git config --null --get-regexp` output: `[origin\0]key\nvalue\0` records. */
function records(out: string, withOrigin: boolean): { origin?: string; key: string; value: string }[] {
  const parts = out.split('\0');
  const list: { origin?: string; key: string; value: string }[] = [];
  const step = withOrigin ? 2 : 1;
  for (let i = 0; i + step - 1 < parts.length; i += step) {
    const record = parts[i + step - 1] ?? '';
    if (record === '') continue;
    const newline = record.indexOf('\n');
    const key = newline === -1 ? record : record.slice(0, newline);
    const value = newline === -1 ? '' : record.slice(newline + 1);
    list.push({ ...(withOrigin ? { origin: parts[i] ?? '' } : {}), key, value });
  }
  return list;
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * Takes the headers out of their files; returns what was taken, for `restoreHeaders`. `found`: what
 * `findHeaders` gave for this work tree since its configuration last changed (the runner looks once, to mask
 * them): each look is a git process before the first model request, and with nothing to take, nothing to verify.
 */
export async function takeHeaders(cwd: string, found?: readonly HeldHeader[]): Promise<{ held: HeldHeader[]; errors: string[] }> {
  const held = found ? [...found] : await findHeaders(cwd);
  if (held.length === 0) return { held, errors: [] };
  const errors: string[] = [];
  const done = new Set<string>();
  for (const header of held) {
    const id = `${header.file}\0${header.key}`;
    if (done.has(id)) continue;
    done.add(id);
    await git(cwd, ['config', '--file', header.file, '--unset-all', header.key]).catch((error: unknown) => {
      errors.push(`could not remove ${header.key} from ${header.file}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    });
  }
  const left = await findHeaders(cwd);
  if (left.length > 0)
    errors.push(`${left.length} credential header(s) are still in the git configuration (${[...new Set(left.map((h) => h.file))].join(', ')})`);
  return { held, errors };
}

/** Puts the headers back where they were (skipping any already there). */
export async function restoreHeaders(cwd: string, held: readonly HeldHeader[]): Promise<string[]> {
  const errors: string[] = [];
  const present = await findHeaders(cwd);
  for (const header of held) {
    if (present.some((p) => p.file === header.file && p.key.toLowerCase() === header.key.toLowerCase() && p.value === header.value)) continue;
    await git(cwd, ['config', '--file', header.file, '--add', header.key, header.value]).catch((error: unknown) => {
      errors.push(`could not restore ${header.key} in ${header.file}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    });
  }
  return errors;
}

/** The header actions/checkout writes for `token`. */
export function checkoutHeaderFor(token: string): string {
  return `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64')}`;
}

/** The secrets a header carries: its base64 credential and the token inside it, for redaction. */
export function headerSecrets(value: string): string[] {
  const m = /basic\s+([A-Za-z0-9+/=]+)/i.exec(value) ?? /bearer\s+(\S+)/i.exec(value);
  if (!m?.[1]) return [value];
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const token = decoded.includes(':') ? decoded.slice(decoded.indexOf(':') + 1) : '';
  return [value, m[1], ...(token ? [token] : [])];
}

/**
 * What the post step needs to put the headers back if the main step dies: never the value (the
 * state file is readable by tools while the step runs), only where each went and that it was
 * checkout's header for the token the post step holds anyway. Headers of another form are left
 * to the main step.
 */
export interface HeaderPlaceholder {
  file: string;
  key: string;
}

export function placeholdersFor(held: readonly HeldHeader[], token: string | undefined): { placeholders: HeaderPlaceholder[]; other: number } {
  const placeholders: HeaderPlaceholder[] = [];
  let other = 0;
  for (const header of held) {
    if (token && header.value === checkoutHeaderFor(token)) placeholders.push({ file: header.file, key: header.key });
    else other++;
  }
  return { placeholders, other };
}
