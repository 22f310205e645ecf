/**
 * The hidden marker that makes a run's comment findable again: the reporter writes it, the trigger
 * skips marked comments when it reads a thread, the post step finds an unfinished one by it.
 */
export const STICKY_MARKER_PREFIX = '<!-- agent-runner:sticky';

function markerId(runId: string | number): string {
  return String(runId).replace(/[^A-Za-z0-9._-]/g, '');
}

/** Prefix identifying this run's comment, for searching: `<!-- agent-runner:sticky run=123 `. */
export function stickyMarkerFor(runId: string | number): string {
  return `${STICKY_MARKER_PREFIX} run=${markerId(runId)} `;
}

/**
 * Around the "Questions for you" section of a run's comment: the next comment run on the thread finds the
 * questions between them (src/trigger/thread.ts). Model text inside is made inert, so it cannot write either.
 */
export const QUESTIONS_START = '<!-- agent-runner:questions -->';
export const QUESTIONS_END = '<!-- agent-runner:questions-end -->';

/** The questions section of a comment body, without its markers; undefined when there is none. */
export function questionsSection(body: string): string | undefined {
  const start = body.indexOf(QUESTIONS_START);
  if (start < 0) return undefined;
  const from = start + QUESTIONS_START.length;
  const end = body.indexOf(QUESTIONS_END, from);
  const text = body.slice(from, end < 0 ? undefined : end).trim();
  return text === '' ? undefined : text;
}
