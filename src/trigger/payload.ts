import { TriggerError } from './types.js';
import type { Account } from './types.js';

/**
 * Typed reads from an event payload of unknown shape. Every failure names the event and the
 * dotted field, so a workflow wired to the wrong event says what is wrong instead of crashing.
 */
export class PayloadReader {
  constructor(
    readonly eventName: string,
    private readonly root: unknown,
  ) {}

  private fail(path: string, problem: string): never {
    throw new TriggerError(`event payload (${this.eventName}): ${path} ${problem}`, 'payload');
  }

  /** The raw value at `path`, or undefined when any step is missing or null. */
  get(path: string): unknown {
    let cur: unknown = this.root;
    for (const key of path.split('.')) {
      if (cur === null || typeof cur !== 'object' || Array.isArray(cur)) return undefined;
      cur = (cur as Record<string, unknown>)[key];
    }
    return cur ?? undefined;
  }

  has(path: string): boolean {
    return this.get(path) !== undefined;
  }

  object(path: string): Record<string, unknown> {
    const v = this.get(path);
    if (v === undefined) this.fail(path, 'is missing');
    if (typeof v !== 'object' || v === null || Array.isArray(v)) this.fail(path, `is not an object (got ${describe(v)})`);
    return v as Record<string, unknown>;
  }

  string(path: string): string {
    const v = this.get(path);
    if (v === undefined) this.fail(path, 'is missing');
    if (typeof v !== 'string') this.fail(path, `is not a string (got ${describe(v)})`);
    return v;
  }

  /** A string that may be absent or null (issue bodies, review bodies). */
  optionalString(path: string): string | undefined {
    const v = this.get(path);
    if (v === undefined) return undefined;
    if (typeof v !== 'string') this.fail(path, `is not a string (got ${describe(v)})`);
    return v;
  }

  number(path: string): number {
    const v = this.get(path);
    if (v === undefined) this.fail(path, 'is missing');
    if (typeof v !== 'number' || !Number.isFinite(v)) this.fail(path, `is not a number (got ${describe(v)})`);
    return v;
  }

  optionalNumber(path: string): number | undefined {
    const v = this.get(path);
    if (v === undefined) return undefined;
    if (typeof v !== 'number' || !Number.isFinite(v)) this.fail(path, `is not a number (got ${describe(v)})`);
    return v;
  }

  boolean(path: string, fallback: boolean): boolean {
    const v = this.get(path);
    if (v === undefined) return fallback;
    if (typeof v !== 'boolean') this.fail(path, `is not a boolean (got ${describe(v)})`);
    return v;
  }

  account(path: string): Account {
    const login = this.string(`${path}.login`);
    const type = this.optionalString(`${path}.type`);
    return type === undefined ? { login } : { login, type };
  }

  optionalAccount(path: string): Account | undefined {
    return this.has(path) ? this.account(path) : undefined;
  }

  /** Names of `labels[]` entries; tolerates a missing list. */
  labelNames(path: string): string[] {
    const v = this.get(path);
    if (v === undefined) return [];
    if (!Array.isArray(v)) this.fail(path, `is not an array (got ${describe(v)})`);
    return v.flatMap((l: unknown) =>
      l !== null && typeof l === 'object' && typeof (l as { name?: unknown }).name === 'string' ? [(l as { name: string }).name] : [],
    );
  }
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}
