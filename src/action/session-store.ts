import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a paused session waits for its answer: GitHub Actions' cache, through the official `@actions/cache` client.
 * Why the cache and not an artifact: a later run restores an entry by its key alone, in the same branch scope (an
 * issue comment's runs all share the default branch's), with no run id to look up and no `actions: read`; an entry
 * nobody restores is evicted after 7 days, which costs nothing. The client reads the service's address and token
 * only from process.env, so they go there for the call and leave after it (the agent is not running then: a restore
 * comes before its first process, a save after its last).
 */
export interface SessionStore {
  /** Undefined when saved; else why not. */
  save(key: string, text: string): Promise<string | undefined>;
  restore(key: string): Promise<{ text: string } | { missing: true } | { error: string }>;
}

const FILE = 'session.json';

/**
 * The store for a run, or undefined when the job has no cache service (a local run, an emulator without one): the sealed
 * runtime pair (src/sealed-env.ts keeps ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL for the Results service's clients).
 * The entry's folder is in the workspace, under `.agent-runner/` (never in the patch), because the client
 * versions an entry by the path it names: the same checkout path on every run finds it again.
 */
export function cacheSessionStore(secrets: Readonly<Record<string, string>>, workspace: string): SessionStore | undefined {
  const token = secrets.ACTIONS_RUNTIME_TOKEN;
  const resultsUrl = secrets.ACTIONS_RESULTS_URL;
  if (!token || !resultsUrl) return undefined;
  // The Results service's cache API (v2), which GitHub's runners use: the client picks it by this variable.
  const env = { ACTIONS_RUNTIME_TOKEN: token, ACTIONS_RESULTS_URL: resultsUrl, ACTIONS_CACHE_SERVICE_V2: 'True' };
  const dir = path.join(workspace, '.agent-runner', 'saved-session');
  const withService = async <T>(call: (cache: typeof import('@actions/cache')) => Promise<T>): Promise<T> => {
    // Loaded only for a run that saves or restores a session (Azure's storage client is large).
    const cache = await import('@actions/cache');
    for (const [name, value] of Object.entries(env)) process.env[name] = value;
    try {
      return await call(cache);
    } finally {
      for (const name of Object.keys(env)) delete process.env[name];
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return {
    save: (key, text) =>
      withService(async (cache) => {
        mkdirSync(dir, { recursive: true });
        writeFileSync(path.join(dir, FILE), text, { mode: 0o600 });
        const id = await cache.saveCache([dir], key);
        return id === -1 ? `the cache service did not take entry ${key} (see the warnings above)` : undefined;
      }).catch((error: unknown) => `the cache could not be written: ${error instanceof Error ? error.message : String(error)}`),
    restore: (key) =>
      withService(async (cache) => {
        rmSync(dir, { recursive: true, force: true });
        const hit = await cache.restoreCache([dir], key);
        if (hit !== key) return { missing: true as const };
        return { text: readFileSync(path.join(dir, FILE), 'utf8') };
      }).catch((error: unknown) => ({ error: `the cache could not be read: ${error instanceof Error ? error.message : String(error)}` })),
  };
}
