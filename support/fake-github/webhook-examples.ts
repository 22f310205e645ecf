import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** Real webhook payloads from `@octokit/webhooks-examples`, deep-copied so tests may edit them. */

interface Definition {
  name: string;
  examples: Record<string, unknown>[];
}

let defs: Definition[] | null = null;

function load(): Definition[] {
  if (!defs) {
    const require = createRequire(import.meta.url);
    defs = JSON.parse(readFileSync(require.resolve('@octokit/webhooks-examples/api.github.com/index.json'), 'utf8')) as Definition[];
  }
  return defs;
}

/** The first example of `event` whose `action` matches (any when omitted). */
export function example(event: string, action?: string): Record<string, unknown> {
  const def = load().find((d) => d.name === event);
  const found = def?.examples.find((e) => action === undefined || e.action === action);
  if (!found) throw new Error(`no webhook example for ${event}${action ? `.${action}` : ''}`);
  return structuredClone(found);
}

/** Sets a dotted path inside a payload (creating objects on the way). */
export function setPath(obj: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const keys = path.split('.');
  let cur: Record<string, unknown> = obj;
  for (const k of keys.slice(0, -1)) {
    const next = cur[k];
    if (next === null || typeof next !== 'object') cur[k] = {};
    cur = cur[k] as Record<string, unknown>;
  }
  cur[keys[keys.length - 1] ?? ''] = value;
  return obj;
}
