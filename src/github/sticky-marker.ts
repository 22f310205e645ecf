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
