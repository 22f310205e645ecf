import { stickyMarkerFor } from '../github/sticky-marker.js';

/**
 * The comment a CI-fix run leaves when the loop stop holds: this run's sticky marker (so thread
 * reads skip it and the post step finds it final), what stopped the agent and how to go on.
 */
export function renderCiFixStop(o: { runId: string; runUrl?: string; reason: string; upstreamUrl: string }): string {
  const upstream = o.upstreamUrl.replace(/[^\w:/.?=&%-]/g, '');
  return [
    `${stickyMarkerFor(o.runId)}state=refused -->`,
    '### 🔁 Not run: fix attempt limit reached',
    '',
    `CI failed again (${upstream}), ${o.reason.replace(/^stopped: /, 'but ')}`,
    '',
    'Look at the failing job yourself, or raise `max_fix_attempts` in the workflow.',
    ...(o.runUrl ? ['', `[View run](${o.runUrl})`] : []),
  ].join('\n');
}
