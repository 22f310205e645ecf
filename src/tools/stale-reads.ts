import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ReadFileState } from './read-state.js';

/**
 * Claude Code 2.1.332's note after a Bash command that edits files in place, measured with
 * scripts/oracle/stale-reads.mjs (test/fixtures/claude-code-tool-results/2.1.332-stale-reads.json): `[This command
 * modified N files you've previously read: a.txt, b.txt. Call Read before editing.]`, after the command's output (in
 * place of "(Bash completed with no output)"), for a command that succeeded, ran in the foreground, and whose text
 * has one of the CLI's edit-in-place words (its list, matched as it matches it: `sed -i`, `--write`, `--fix`, a
 * formatter's name, even in a comment). The files: those the agent has seen (Read whole or in part, or written) whose
 * time is now later than when it saw them, named relative to where the shell ended, five at most, then `and N more`.
 *
 * The CLI takes a file whose time is later than the command's start rounded down to the second: a change in the second
 * before the command counts too, or not, by the clock (`same_second` in the record), and it lists them as its checks
 * finish. The runner keeps the part that does not hang on the clock: a file whose time changed while the command ran,
 * or that is dated after its end (a `touch -d` into the future, listed by the CLI every time too); oldest change first.
 */
const EDITS_IN_PLACE = new RegExp(
  [
    '--write',
    '--fix',
    '--in-place',
    '--auto-correct',
    '\\bg?sed\\b.*\\s-[a-zA-Z]*i',
    '\\brun\\s+format\\b',
    '\\brun\\s+fix\\b',
    '\\b(yarn|pnpm)\\s+format\\b',
    '\\blint:file\\b',
    '\\blint:fix\\b',
    '\\bblack\\b',
    '\\bisort\\b',
    '\\bruff\\s+format\\b',
    '\\bcargo\\s+(fmt|fix)\\b',
    '\\brustfmt\\b',
    '\\bgo\\s+fmt\\b',
    '\\bterraform\\s+fmt\\b',
    '\\bdprint\\s+fmt\\b',
    '\\bswiftformat\\b',
    '\\bphpcbf\\b',
  ].join('|'),
);
/** The CLI names five files, then counts the rest. */
const NAMED = 5;

/** Whether the CLI looks for changed files after this command (its text only). */
export const editsInPlace = (command: string): boolean => EDITS_IN_PLACE.test(command);

/** The times of the files the agent has seen, just before the command runs (missing: undefined). */
export async function seenTimes(files: ReadFileState): Promise<Map<string, number | undefined>> {
  const seen = files.seen();
  const times = await Promise.all(
    seen.map(({ realPath }) =>
      stat(realPath).then(
        (st) => st.mtimeMs,
        () => undefined,
      ),
    ),
  );
  return new Map(seen.map(({ realPath }, i) => [realPath, times[i]]));
}

/** The note for the files the command changed (by `before`, seenTimes' answer), named from `cwd`; undefined when none. */
export async function staleReadsNote(files: ReadFileState, before: ReadonlyMap<string, number | undefined>, cwd: string): Promise<string | undefined> {
  const ended = Date.now();
  const changed: { realPath: string; mtimeMs: number }[] = [];
  for (const { realPath, mtimeMs: sawAt } of files.seen()) {
    const now = await stat(realPath).then(
      (st) => st.mtimeMs,
      () => undefined,
    );
    if (now === undefined || now <= sawAt) continue;
    // `ended` is whole milliseconds and a file's time is finer: a change in the same millisecond is not after the end.
    if (now !== before.get(realPath) || Math.floor(now) > ended) changed.push({ realPath, mtimeMs: now });
  }
  if (changed.length === 0) return undefined;
  changed.sort((a, b) => a.mtimeMs - b.mtimeMs || a.realPath.localeCompare(b.realPath));
  // A name is the repository's to choose: one with a line break or other control character is quoted, so that it
  // cannot end the note and add lines of its own (the CLI shows it raw).
  const names = changed
    .slice(0, NAMED)
    .map(({ realPath }) => path.relative(cwd, realPath) || realPath)
    .map((name) => (/[\u0000-\u001f\u007f]/.test(name) ? JSON.stringify(name) : name));
  const more = changed.length > NAMED ? ` and ${changed.length - NAMED} more` : '';
  const noun = changed.length === 1 ? 'file' : 'files';
  return `[This command modified ${changed.length} ${noun} you've previously read: ${names.join(', ')}${more}. Call Read before editing.]`;
}
