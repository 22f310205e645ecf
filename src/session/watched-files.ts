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

/** The watched files' states: `ready` once the reference is taken (before the first tool call), `check` after each call. */
export interface FileWatch {
  ready: Promise<void>;
  check(): Promise<void>;
}

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
 * test/fixtures/claude-code-hook-stdin/2.1.332-scopes.json). Claude Code watches the files with an OS watcher; the
 * runner compares them after each tool call instead (and at the start, to have a reference), so a change is seen at the
 * end of the call that made it, or of the next call when a background command made it. Neither event decides anything
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
  const compare = async (): Promise<void> => {
    for (const file of watched()) {
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
      report('FileChanged', outcome);
      if (outcome.watchPaths) {
        fromHooks = outcome.watchPaths.map((p) => path.resolve(cwd, p));
        await snapshot(fromHooks);
      }
    }
  };
  return {
    ready,
    // One comparison at a time: parallel read-only calls end together.
    check: () => (queue = queue.then(compare, compare)),
  };
}
