import { watch, type FSWatcher } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { HookEventName, HookOutcome, HookRunner, HooksConfig } from '../hooks/types.js';
import type { HookAdapterOptions } from './hook-ports.js';

/** Claude Code's ConfigChange sources for the settings files a run reads (`source` is what the matcher sees). */
const SETTINGS_FILES = [
  { file: path.join('.claude', 'settings.json'), source: 'project_settings' },
  { file: path.join('.claude', 'settings.local.json'), source: 'local_settings' },
] as const;

type Seen = string | undefined;

/**
 * The watched files' states: `ready` once the reference is taken (before the first tool call); `start` when the run
 * starts (the OS watcher), `close` when its loop has ended (nothing fires after); `check` after each call (the backstop).
 */
export interface FileWatch {
  ready: Promise<void>;
  start(): void;
  check(): Promise<void>;
  /** A FileChanged or CwdChanged hook's `watchPaths` (absolute, or relative to the project): they replace the hooks' earlier ones. */
  watchHookPaths(paths: string[]): Promise<void>;
  close(): Promise<void>;
}

/** Changes that come together (an editor's write-and-rename, a command's several writes) are compared once. */
const SETTLE_MS = 50;

async function signature(file: string): Promise<Seen> {
  const s = await stat(file, { bigint: true }).catch(() => undefined);
  return s?.isFile() ? `${s.ino}:${s.size}:${s.mtimeNs}` : undefined;
}

/** FileChanged's paths: each matcher's `|`-separated names, relative to the project (Claude Code's reading). */
function matcherPaths(config: HooksConfig, cwd: string): string[] {
  return (config.FileChanged ?? []).flatMap((group) =>
    (group.matcher ?? '')
      .split('|')
      .map((name) => name.trim())
      .filter((name) => name !== '')
      .map((name) => path.resolve(cwd, name)),
  );
}

/**
 * FileChanged and ConfigChange, which Claude Code 2.1.332 fires headless too (observed: the fixture
 * test/fixtures/claude-code-hook-stdin/2.1.332-scopes.json). As Claude Code, the runner watches the files with the OS
 * (node:fs `watch` on each watched file's folder, from the run's start to the end of its loop), so a change a
 * background command makes is seen while the model is thinking; the files are also compared after each tool call, the
 * backstop where a folder cannot be watched (said in the log). One comparison runs at a time, so a file's hooks never
 * run beside themselves; what a FileChanged hook changes in its own file is taken as seen, not fired again (a hook
 * that appends to the file it watches would otherwise fire itself forever). Neither event decides anything
 * here: FileChanged's `systemMessage` goes to the log and its `watchPaths` replace the paths its hooks asked for before
 * (the matchers' paths stay watched); a ConfigChange block is logged, since the run never applies a settings change made
 * during it (the settings were read once, at the start — from the base branch on a pull request).
 */
export function watchedFiles(
  hooks: HookRunner,
  config: HooksConfig,
  cwd: string,
  opts: HookAdapterOptions,
  log: (text: string) => void,
): FileWatch | undefined {
  if ((config.FileChanged ?? []).length === 0 && (config.ConfigChange ?? []).length === 0) return undefined;
  const fromMatchers = matcherPaths(config, cwd);
  let fromHooks: string[] = [];
  const seen = new Map<string, Seen>();
  const settings = (config.ConfigChange ?? []).length > 0 ? SETTINGS_FILES.map((s) => ({ ...s, file: path.join(cwd, s.file) })) : [];
  const watched = (): string[] => [...new Set([...fromMatchers, ...fromHooks, ...settings.map((s) => s.file)])];
  const report = (event: HookEventName, outcome: HookOutcome): void => {
    for (const failure of outcome.failures) opts.onFailure?.(failure, event);
    for (const text of outcome.systemMessages) opts.onSystemMessage?.(text, event);
  };
  const snapshot = async (files: string[]): Promise<void> => {
    for (const file of files) if (!seen.has(file)) seen.set(file, await signature(file));
  };
  const ready = snapshot(watched());
  let queue: Promise<void> = Promise.resolve();
  let started = false;
  let closed = false;
  let settle: NodeJS.Timeout | undefined;
  const watchers = new Map<string, FSWatcher | undefined>();
  const compare = async (): Promise<void> => {
    for (const file of watched()) {
      if (closed) return;
      const before = seen.get(file);
      const now = await signature(file);
      seen.set(file, now);
      if (now === before) continue;
      const setting = settings.find((s) => s.file === file);
      if (setting) {
        const outcome = await hooks.run('ConfigChange', { source: setting.source, file_path: file }, setting.source);
        report('ConfigChange', outcome);
        if (outcome.blocked) log(`ConfigChange: a hook blocked the change to ${file}; the run never applies a settings change made during it`);
        continue;
      }
      const event = before === undefined ? 'add' : now === undefined ? 'unlink' : 'change';
      const outcome = await hooks.run('FileChanged', { file_path: file, event }, path.basename(file));
      seen.set(file, await signature(file));
      report('FileChanged', outcome);
      if (outcome.watchPaths) await watchHookPaths(outcome.watchPaths);
    }
  };
  async function watchHookPaths(paths: string[]): Promise<void> {
    fromHooks = paths.map((p) => path.resolve(cwd, p));
    await snapshot(fromHooks);
    watchFolders();
  }
  // One comparison at a time: parallel read-only calls end together, and an OS event may come during a call's.
  const check = (): Promise<void> => (queue = queue.then(compare, compare));
  const onEvent = (folder: string) => (_type: string, name: string | Buffer | null) => {
    if (closed) return;
    const names = watched().filter((file) => path.dirname(file) === folder);
    if (name !== null && !names.some((file) => path.basename(file) === name.toString())) return;
    clearTimeout(settle);
    settle = setTimeout(() => void check(), SETTLE_MS);
  };
  function watchFolders(): void {
    if (!started || closed) return;
    for (const folder of new Set(watched().map((file) => path.dirname(file)))) {
      if (watchers.has(folder)) continue;
      try {
        const watcher = watch(folder, { persistent: false }, onEvent(folder));
        watcher.on('error', (error) => {
          watcher.close();
          log(`FileChanged: the watch on ${folder} failed (${error.message}); its files are compared after each tool call only`);
        });
        watchers.set(folder, watcher);
      } catch (error) {
        watchers.set(folder, undefined);
        const reason = (error as NodeJS.ErrnoException).code ?? String(error);
        log(`FileChanged: cannot watch ${folder} (${reason}); its files are compared after each tool call only`);
      }
    }
  }
  return {
    ready,
    start: () => {
      started = true;
      watchFolders();
    },
    check,
    watchHookPaths,
    close: async () => {
      closed = true;
      clearTimeout(settle);
      for (const watcher of watchers.values()) watcher?.close();
      watchers.clear();
      await queue;
    },
  };
}
