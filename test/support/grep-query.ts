import type { PlainQuery } from '../../src/tools/grep-js.js';

/** A plain content search for `pattern` under `root`, one line each side of nothing: what most grep engine tests ask. */
export function plainQuery(pattern: string, root: string, extra: Partial<PlainQuery> = {}): PlainQuery {
  return { pattern, ignoreCase: false, multiline: false, before: 0, after: 0, mode: 'content', targetIsFile: false, listed: true, roots: [root], ...extra };
}
