import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { relative } from 'node:path';
import { resolveInWorkspace } from '../../tools/path-guard.js';
import { formatCount } from '../../tools/truncate.js';
import type { AnyTool, ToolContext, ToolResult, Workspace } from '../../tools/types.js';

/** Files above this are never fingerprinted: hashing them would cost more than it saves. */
const MAX_HASH_BYTES = 32 * 1024 * 1024;

interface Fingerprint {
  mtimeMs: number;
  size: number;
  hash: string;
}

export interface ReadRecord extends Fingerprint {
  /** The Read call whose result holds the content. */
  toolUseId: string;
  /** The turn (1-based reply of the managed conversation) that asked for it. */
  turn: number;
  path: string;
  key: string;
  chars: number;
  /** The Read's structured output: the same for a pointer, since the file is unchanged. */
  output?: Record<string, unknown>;
}

export interface FileReadCount {
  /** Workspace-relative when inside it. */
  path: string;
  /** Times the content was actually sent. */
  reads: number;
  /** Times a pointer was sent instead. */
  deduped: number;
}

/**
 * What the Read wrapper and the context manager share: which file contents are still in the
 * window, unchanged and un-stubbed, and which tool calls belong to the managed conversation
 * (a subagent calling the same wrapped tool has its own window, so its calls are passed through).
 */
export class ReadTracker {
  private readonly owned = new Map<string, number>();
  private readonly live = new Map<string, ReadRecord>();
  private readonly lastUse = new Map<string, number>();
  private readonly counts = new Map<string, FileReadCount>();

  constructor(private readonly root: string) {}

  /** The manager registers each reply's tool calls before they run. */
  own(toolUseIds: readonly string[], turn: number): void {
    for (const id of toolUseIds) this.owned.set(id, turn);
  }

  turnOf(toolUseId: string): number | undefined {
    return this.owned.get(toolUseId);
  }

  lookup(key: string): ReadRecord | undefined {
    return this.live.get(key);
  }

  record(rec: ReadRecord): void {
    this.live.set(rec.key, rec);
    this.lastUse.set(rec.toolUseId, rec.turn);
  }

  /** A pointer to `rec` was sent at `turn`: its result is in use again and must not be stubbed yet. */
  touch(rec: ReadRecord, turn: number): void {
    this.lastUse.set(rec.toolUseId, Math.max(turn, this.lastUse.get(rec.toolUseId) ?? 0));
  }

  /** The last turn whose Read (or pointer) relied on this result. */
  lastUsed(toolUseId: string): number | undefined {
    return this.lastUse.get(toolUseId);
  }

  forget(key: string): void {
    this.live.delete(key);
  }

  /** Edit/Write changed the file: no earlier content of it counts as current any more. */
  invalidatePath(absPath: string): void {
    for (const [key, rec] of this.live) if (rec.path === absPath) this.live.delete(key);
  }

  /** After stubbing or compaction: only results still intact in the window stay usable. */
  retain(intactIds: ReadonlySet<string>): void {
    for (const [key, rec] of this.live) if (!intactIds.has(rec.toolUseId)) this.live.delete(key);
  }

  liveIds(): Set<string> {
    return new Set([...this.live.values()].map((r) => r.toolUseId));
  }

  count(absPath: string, kind: 'reads' | 'deduped'): void {
    const rel = relative(this.root, absPath);
    const shown = rel.startsWith('..') || rel === '' ? absPath : rel;
    const entry = this.counts.get(absPath) ?? { path: shown, reads: 0, deduped: 0 };
    entry[kind] += 1;
    this.counts.set(absPath, entry);
  }

  fileReads(): FileReadCount[] {
    return [...this.counts.values()].sort((a, b) => b.reads - a.reads || a.path.localeCompare(b.path));
  }
}

async function fingerprint(absPath: string): Promise<Fingerprint | undefined> {
  try {
    const st = await stat(absPath);
    if (!st.isFile() || st.size > MAX_HASH_BYTES) return undefined;
    const hash = createHash('sha256')
      .update(await readFile(absPath))
      .digest('hex');
    return { mtimeMs: st.mtimeMs, size: st.size, hash };
  } catch {
    return undefined;
  }
}

const same = (a: Fingerprint, b: Fingerprint): boolean => a.mtimeMs === b.mtimeMs && a.size === b.size && a.hash === b.hash;

function field(input: unknown, key: string): unknown {
  return typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[key] : undefined;
}

function readKey(absPath: string, input: unknown): string {
  const offset = field(input, 'offset');
  const limit = field(input, 'limit');
  // A PDF's page range is part of what was read, as a text file's lines are; so is allow_large (a page without it).
  const pages = field(input, 'pages');
  const large = field(input, 'allow_large') === true ? '\0large' : '';
  return `${absPath}\0${typeof offset === 'number' ? Math.max(1, offset) : 1}\0${typeof limit === 'number' ? limit : ''}\0${typeof pages === 'string' ? pages : ''}${large}`;
}

export function pointerText(rec: ReadRecord, shownPath: string): string {
  return (
    `[${shownPath} is unchanged since your Read at turn ${rec.turn} (tool_use_id ${rec.toolUseId}, ${formatCount(rec.chars)} chars): ` +
    'that result is still in this conversation above, so it is not sent again. Use it from there.]'
  );
}

/**
 * A Read of some lines of a text file whose whole content an earlier Read showed (from line 1, every line): those
 * lines, as that Read showed them, for the transcript. Undefined when the earlier Read was not the whole file or the
 * range is not plain lines within it (a page range, an offset past the end: the Read itself answers those).
 */
function rangeOf(whole: ReadRecord, input: unknown): { first: number; last: number; file: Record<string, unknown> } | undefined {
  const file = field(whole.output, 'file');
  const offset = field(input, 'offset');
  const limit = field(input, 'limit');
  if (field(whole.output, 'type') !== 'text' || field(input, 'pages') !== undefined) return undefined;
  const totalLines = field(file, 'totalLines');
  const content = field(file, 'content');
  if (field(file, 'startLine') !== 1 || field(file, 'numLines') !== totalLines || typeof totalLines !== 'number' || typeof content !== 'string')
    return undefined;
  const first = typeof offset === 'number' ? Math.max(1, offset) : 1;
  const last = Math.min(totalLines, typeof limit === 'number' ? first + limit - 1 : totalLines);
  if (first > totalLines || last < first) return undefined;
  const lines = content.split('\n').slice(first - 1, last);
  return { first, last, file: { content: lines.join('\n'), numLines: lines.length, startLine: first, totalLines } };
}

function rangePointerText(rec: ReadRecord, shownPath: string, range: { first: number; last: number }): string {
  return (
    `[${shownPath} is unchanged since your Read at turn ${rec.turn} (tool_use_id ${rec.toolUseId}, ${formatCount(rec.chars)} chars): ` +
    `that result shows the whole file, lines ${range.first}-${range.last} included, and is still in this conversation above, so they are not sent again. Use them from there.]`
  );
}

const POINTER = /^\[(.+) is unchanged since your Read at turn \d+ \(tool_use_id (\S+), [\d,]+ chars\)/;

/** The file and the Read call a pointer result refers to, if `text` is one. */
export function pointerTarget(text: string): { path: string; toolUseId: string } | undefined {
  const m = POINTER.exec(text);
  return m?.[1] !== undefined && m[2] !== undefined ? { path: m[1], toolUseId: m[2] } : undefined;
}

/**
 * Wraps the Read tool: a call whose file (same offset/limit) was read by an earlier call of this
 * conversation, whose result is still intact in the window, and whose mtime, size and hash are
 * unchanged, is answered with a one-line pointer to that call instead of the content; so is a call
 * for some lines of a file such a call showed whole.
 */
export function withReadDedupe(read: AnyTool, tracker: ReadTracker, workspace: Workspace): AnyTool {
  return {
    ...read,
    async execute(input: unknown, ctx: ToolContext): Promise<ToolResult> {
      const turn = tracker.turnOf(ctx.toolUseId);
      const filePath = field(input, 'file_path');
      if (turn === undefined || typeof filePath !== 'string') return read.execute(input, ctx);
      const where = resolveInWorkspace(workspace, filePath);
      if (!where.ok) return read.execute(input, ctx);
      const absPath = where.absPath;
      const key = readKey(absPath, input);
      const before = await fingerprint(absPath);
      const prev = tracker.lookup(key);
      if (prev && before && same(prev, before)) {
        tracker.touch(prev, turn);
        tracker.count(absPath, 'deduped');
        return {
          content: pointerText(prev, filePath),
          isError: false,
          // The transcript keeps the tool's output (FileReadOutput): the file is what the earlier Read returned.
          details: { ...prev.output, filePath: absPath, deduped: true, sameAs: prev.toolUseId },
        };
      }
      if (prev) tracker.forget(key);
      const whole = before ? tracker.lookup(readKey(absPath, { file_path: filePath })) : undefined;
      const range = whole && before && same(whole, before) ? rangeOf(whole, input) : undefined;
      if (whole && range) {
        tracker.touch(whole, turn);
        tracker.count(absPath, 'deduped');
        return {
          content: rangePointerText(whole, filePath, range),
          isError: false,
          details: { type: 'text', file: { ...range.file, filePath: absPath }, deduped: true, sameAs: whole.toolUseId },
        };
      }
      const result = await read.execute(input, ctx);
      if (result.isError) return result;
      tracker.count(absPath, 'reads');
      const after = await fingerprint(absPath);
      // Changed while being read: the content sent may be neither version, so it is not reused.
      if (before && after && same(before, after)) {
        tracker.record({
          ...after,
          toolUseId: ctx.toolUseId,
          turn,
          path: absPath,
          key,
          chars: result.content.length,
          ...(result.details ? { output: result.details } : {}),
        });
      }
      return result;
    },
  };
}

/** Wraps a tool that changes files (Edit, Write): what it touches is no longer "unchanged". */
export function withWriteInvalidation(tool: AnyTool, tracker: ReadTracker, workspace: Workspace): AnyTool {
  return {
    ...tool,
    async execute(input: unknown, ctx: ToolContext): Promise<ToolResult> {
      const filePath = field(input, 'file_path') ?? field(input, 'notebook_path');
      const where = typeof filePath === 'string' ? resolveInWorkspace(workspace, filePath) : undefined;
      try {
        return await tool.execute(input, ctx);
      } finally {
        if (where?.ok) tracker.invalidatePath(where.absPath);
      }
    },
  };
}

/** The tool list with Read deduplicated and Edit/Write invalidating; order and definitions unchanged. */
export function withContextTools(tools: readonly AnyTool[], tracker: ReadTracker, workspace: Workspace): AnyTool[] {
  return tools.map((tool) => {
    if (tool.name === 'Read') return withReadDedupe(tool, tracker, workspace);
    if (tool.name === 'Edit' || tool.name === 'Write' || tool.name === 'NotebookEdit') return withWriteInvalidation(tool, tracker, workspace);
    return tool;
  });
}
