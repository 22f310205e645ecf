import { createHash } from 'node:crypto';

/**
 * What one agent has seen of a file: when it was last shown or written (the file's mtime then), whether the model saw
 * all of it, and a digest of the bytes it saw whole (a change of time alone is then no change).
 */
export interface FileView {
  mtimeMs: number;
  partial: boolean;
  digest?: string;
}

/** Where a Write, Edit or NotebookEdit of an existing file stands against what the agent has seen of it. */
export type ViewState = 'unread' | 'current' | 'partial' | 'changed';

/** Claude Code 2.1.332's refusals (test/fixtures/claude-code-tool-results/2.1.332-read-state.json). */
export const NOT_READ = 'File has not been read yet. Read it first before writing to it.';
export const CHANGED_SINCE_READ = 'File has been modified since read, either by the user or by a linter. Read it again before attempting to write it.';
/** What Edit says instead of "file state is current" when the file changed on disk since the model saw it (the edit still applies). */
export const CHANGED_NOTE =
  ' (note: the file had been modified on disk since you last read it — the edit applied cleanly, but the file contains other changes not in your context. Read it before edits that depend on surrounding content.)';

export const digestOf = (data: string | Buffer): string => createHash('sha256').update(data).digest('base64');

/**
 * The files one agent (the main thread, each subagent) has Read or written itself, as Claude Code keeps them per agent:
 * Write, Edit and NotebookEdit refuse an existing file that is not here, and Write one that changed since. Keyed by the
 * file's real path, so a link swapped after the Read points at a file that was not read.
 */
export class ReadFileState {
  private readonly views = new Map<string, FileView>();
  /** The files whose last view is the agent's own write, with the text it wrote: a change on disk is told (changed-on-disk.ts). */
  private readonly written = new Map<string, string>();

  /** Read showed the file (all of it, or part), or the agent's own Write, Edit or NotebookEdit left it so. */
  saw(realPath: string, view: FileView): void {
    this.views.set(realPath, view);
    this.written.delete(realPath);
  }

  /** Every file the agent has seen, with the file's time when it last saw it (first seen first). */
  seen(): { realPath: string; mtimeMs: number }[] {
    return [...this.views].map(([realPath, view]) => ({ realPath, mtimeMs: view.mtimeMs }));
  }

  /** How the file now (its mtime, and its bytes where at hand) compares with what the agent saw of it. */
  stateOf(realPath: string, now: { mtimeMs: number; data?: string | Buffer }): ViewState {
    const view = this.views.get(realPath);
    if (view === undefined) return 'unread';
    const changed =
      view.digest !== undefined && now.data !== undefined
        ? digestOf(now.data) !== view.digest
        : now.mtimeMs > view.mtimeMs || (view.digest !== undefined && now.mtimeMs !== view.mtimeMs);
    if (changed) return 'changed';
    return view.partial ? 'partial' : 'current';
  }

  /** A view of the file as the agent's own write left it: whole after a Write, as partial as before after an Edit. */
  wrote(realPath: string, mtimeMs: number, content: string, whole: boolean): void {
    const partial = !whole && this.views.get(realPath)?.partial === true;
    this.saw(realPath, { mtimeMs, partial, ...(partial ? {} : { digest: digestOf(content) }) });
    this.written.set(realPath, content);
  }

  /** The files the agent wrote last (not Read since), each with the whole text it left there and the file's time then. */
  watched(): { realPath: string; content: string; mtimeMs: number }[] {
    return [...this.written].map(([realPath, content]) => ({ realPath, content, mtimeMs: this.views.get(realPath)?.mtimeMs ?? 0 }));
  }

  /** Whether the file is still watched with `content` as the agent's last write (a check after an await). */
  isWatched(realPath: string, content: string): boolean {
    return this.written.get(realPath) === content;
  }

  /** The file is no longer watched (it cannot be shown): its view stays, so a write needs a Read first. */
  unwatch(realPath: string): void {
    this.written.delete(realPath);
  }

  /** The agent was told the file changed on disk: it has now seen `content`, whole, and the file is not watched until its next write. */
  told(realPath: string, mtimeMs: number, content: string): void {
    this.saw(realPath, { mtimeMs, partial: false, digest: digestOf(content) });
  }
}
