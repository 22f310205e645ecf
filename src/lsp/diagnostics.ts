import { fileURLToPath } from 'node:url';
import type { PublishedDiagnostics } from './server.js';

type Severity = 'Error' | 'Warning' | 'Info' | 'Hint';
interface Diagnostic {
  message: string;
  severity: Severity;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  source?: string;
  code?: string;
}
interface FileDiagnostics {
  file: string;
  diagnostics: Diagnostic[];
}

/** Claude Code's limits on what one delivery holds: 10 diagnostics a file, 30 in all, the text cut at 4,000 characters. */
const PER_FILE = 10;
const TOTAL = 30;
const MAX_CHARS = 4000;
/** Files whose delivered diagnostics are remembered (Claude Code's LRU of 500), so one is not delivered twice. */
const REMEMBERED_FILES = 500;
const SEVERITIES: Severity[] = ['Error', 'Warning', 'Info', 'Hint'];
/** The `figures` symbols Claude Code puts before each diagnostic (its terminal's, on Linux). */
const SYMBOL: Record<Severity, string> = { Error: '✘', Warning: '⚠', Info: 'ℹ', Hint: '★' };

const keyOf = (d: Diagnostic): string =>
  JSON.stringify({ message: d.message, severity: d.severity, range: d.range, source: d.source || null, code: d.code || null });

/**
 * The language servers' `publishDiagnostics` waiting to be passed to the model, as Claude Code keeps them: every
 * non-empty publication is held (a stale one, older than the document version sent, dropped); a delivery takes them
 * all, without those already delivered for that file, errors first, within Claude Code's limits, in its
 * `<new-diagnostics>` text.
 */
export class DiagnosticsRegistry {
  private pending: FileDiagnostics[] = [];
  private readonly delivered = new Map<string, Set<string>>();
  private readonly listeners = new Set<(file: string) => void>();

  record(params: PublishedDiagnostics, currentVersion: number | undefined): void {
    if (params.version !== undefined && currentVersion !== undefined && params.version < currentVersion) return;
    let file = params.uri;
    try {
      if (file.startsWith('file://')) file = fileURLToPath(file);
    } catch {}
    for (const listener of this.listeners) listener(file);
    if (params.diagnostics.length === 0) return;
    this.pending.push({
      file,
      diagnostics: params.diagnostics.map((d) => ({
        message: String(d.message),
        severity: SEVERITIES[(d.severity ?? 1) - 1] ?? 'Error',
        range: {
          start: { line: d.range.start.line, character: d.range.start.character },
          end: { line: d.range.end.line, character: d.range.end.character },
        },
        ...(d.source !== undefined ? { source: d.source } : {}),
        ...(d.code !== undefined && d.code !== null ? { code: String(d.code) } : {}),
      })),
    });
  }

  /** Before an edit of `file` is sent: what was delivered or is pending for it no longer holds (Claude Code's order). */
  forget(file: string): void {
    this.delivered.delete(file);
    this.pending = this.pending.filter((entry) => entry.file !== file);
  }

  /**
   * Resolves when the servers have published for `file` and then stayed quiet `quietMs`, at `deadlineMs` at the
   * latest, or when the run stops. A server publishes a file's syntax and then its semantic diagnostics.
   */
  settle(file: string, quietMs: number, deadlineMs: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      let quiet: NodeJS.Timeout | undefined;
      const finish = (): void => {
        clearTimeout(quiet);
        clearTimeout(deadline);
        this.listeners.delete(listener);
        signal.removeEventListener('abort', finish);
        resolve();
      };
      const listener = (published: string): void => {
        if (published !== file) return;
        clearTimeout(quiet);
        quiet = setTimeout(finish, quietMs);
      };
      const deadline = setTimeout(finish, deadlineMs);
      this.listeners.add(listener);
      signal.addEventListener('abort', finish, { once: true });
      if (signal.aborted) finish();
    });
  }

  /** The `<new-diagnostics>` text of everything pending and not yet delivered, or undefined when there is none. */
  deliver(): string | undefined {
    const taken = this.pending;
    this.pending = [];
    const files: FileDiagnostics[] = [];
    for (const entry of taken) {
      let target = files.find((f) => f.file === entry.file);
      if (target === undefined) files.push((target = { file: entry.file, diagnostics: [] }));
      const seen = new Set(target.diagnostics.map(keyOf));
      const before = this.delivered.get(entry.file) ?? new Set<string>();
      for (const d of entry.diagnostics) {
        const key = keyOf(d);
        if (seen.has(key) || before.has(key)) continue;
        seen.add(key);
        target.diagnostics.push(d);
      }
    }
    let total = 0;
    for (const f of files) {
      f.diagnostics.sort((a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity));
      f.diagnostics = f.diagnostics.slice(0, Math.min(PER_FILE, TOTAL - total));
      total += f.diagnostics.length;
    }
    const shown = files.filter((f) => f.diagnostics.length > 0);
    if (shown.length === 0) return undefined;
    for (const f of shown) {
      const keys = this.delivered.get(f.file) ?? new Set<string>();
      this.delivered.delete(f.file);
      this.delivered.set(f.file, keys);
      for (const d of f.diagnostics) keys.add(keyOf(d));
    }
    while (this.delivered.size > REMEMBERED_FILES) this.delivered.delete(this.delivered.keys().next().value as string);
    return `<new-diagnostics>The following new diagnostic issues were detected:\n\n${summary(shown)}</new-diagnostics>`;
  }
}

/** Claude Code's `formatDiagnosticsSummary`: the file's base name, then one line per diagnostic, 1-based positions. */
function summary(files: FileDiagnostics[]): string {
  const text = files
    .map((f) => {
      const lines = f.diagnostics.map(
        (d) =>
          `  ${SYMBOL[d.severity]} [Line ${d.range.start.line + 1}:${d.range.start.character + 1}] ${d.message}${d.code ? ` [${d.code}]` : ''}${d.source ? ` (${d.source})` : ''}`,
      );
      return `${f.file.split('/').pop() || f.file}:\n${lines.join('\n')}`;
    })
    .join('\n\n');
  return text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS - 12)}…[truncated]` : text;
}
