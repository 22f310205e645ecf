/**
 * Which lines of a pull request a review comment may sit on: GitHub refuses (422) a comment on a
 * line outside the diff's hunks, so the review places only these and moves the others to its body.
 */

export type Side = 'LEFT' | 'RIGHT';

/** One hunk's lines by side: LEFT are the old file's (removed and context), RIGHT the new file's (added and context). */
export interface Hunk {
  left: Set<number>;
  right: Set<number>;
}

/** The hunks of one file's `patch` (as `GET …/pulls/{n}/files` returns it); none when GitHub gives no patch (binary, too large). */
export function hunksOf(patch: string | undefined): Hunk[] {
  if (!patch) return [];
  const hunks: Hunk[] = [];
  let hunk: Hunk | undefined;
  let oldLine = 0;
  let newLine = 0;
  for (const line of patch.split('\n')) {
    const header = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (header) {
      hunk = { left: new Set(), right: new Set() };
      hunks.push(hunk);
      oldLine = Number(header[1]);
      newLine = Number(header[2]);
      continue;
    }
    if (!hunk || line.startsWith('\\')) continue;
    if (line.startsWith('+')) hunk.right.add(newLine++);
    else if (line.startsWith('-')) hunk.left.add(oldLine++);
    else {
      hunk.left.add(oldLine++);
      hunk.right.add(newLine++);
    }
  }
  return hunks;
}

/** Whether a comment on `line` (or `startLine`..`line`) of `side` fits one hunk, as GitHub requires. */
export function placeable(hunks: readonly Hunk[], side: Side, line: number, startLine?: number): boolean {
  const from = startLine ?? line;
  if (from > line) return false;
  return hunks.some((hunk) => {
    const lines = side === 'LEFT' ? hunk.left : hunk.right;
    return lines.has(from) && lines.has(line);
  });
}
