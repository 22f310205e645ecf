// The fetch API's Headers, and a FormData the SDK can test bodies against, that do not load Node's fetch.
// Node's fetch is its bundled undici: touching any of its globals (fetch, Headers, Request, Response, FormData)
// compiles and evaluates all of it, 25-35 ms before the first model request. The SDK door (src/model/sdk.ts) is
// bundled with these in place of the globals (scripts/bundle-sdk.mjs); src/http/fetch.ts builds its responses' headers
// with the same class.

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const tagOf = (value: unknown): string => Object.prototype.toString.call(value).slice(8, -1);

/** Leading and trailing HTTP whitespace goes, as fetch's Headers does; a value that still has CR, LF or NUL is refused. */
function normalized(name: string, value: string): [string, string] {
  const key = String(name);
  if (!TOKEN.test(key)) throw new TypeError(`Headers: invalid header name ${JSON.stringify(key)}`);
  const text = String(value).replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, '');
  if (/[\0\r\n]/.test(text)) throw new TypeError(`Headers: invalid value for the header ${JSON.stringify(key)}`);
  return [key.toLowerCase(), text];
}

type HeaderPairs = Iterable<readonly [string, string]> | Iterable<readonly string[]>;
export type HeadersInput = HeadersLike | HeaderPairs | Record<string, string | readonly string[] | undefined> | undefined | null;
interface HeadersLike {
  forEach(fn: (value: string, name: string) => void): void;
}

const isHeadersLike = (init: object): init is HeadersLike => tagOf(init) === 'Headers' && typeof (init as Partial<HeadersLike>).forEach === 'function';

/**
 * WHATWG Headers, as Node's fetch implements it for what a client sends and reads: names are case-insensitive and
 * iterate sorted and lower-cased; repeated values join with ", " (set-cookie kept apart for getSetCookie()). Any
 * Headers object, Node's included, passes `instanceof` (the SDK asks that of what its caller gives it).
 */
export class HttpHeaders {
  readonly #values = new Map<string, string>();
  readonly #cookies: string[] = [];

  constructor(init?: HeadersInput) {
    if (init === undefined || init === null) return;
    if (typeof init !== 'object') throw new TypeError('Headers: the init must be an object');
    if (isHeadersLike(init)) init.forEach((value, name) => this.append(name, value));
    else if (Symbol.iterator in init) {
      for (const pair of init as HeaderPairs) {
        const [name, value, ...rest] = pair;
        if (name === undefined || value === undefined || rest.length > 0) throw new TypeError('Headers: each pair must be [name, value]');
        this.append(name, value);
      }
    } else {
      for (const [name, value] of Object.entries(init)) {
        if (value === undefined) continue;
        if (typeof value === 'string') this.append(name, value);
        else for (const one of value) this.append(name, one);
      }
    }
  }

  get [Symbol.toStringTag](): string {
    return 'Headers';
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return tagOf(value) === 'Headers';
  }

  append(name: string, value: string): void {
    const [key, text] = normalized(name, value);
    if (key === 'set-cookie') this.#cookies.push(text);
    const before = this.#values.get(key);
    this.#values.set(key, before === undefined ? text : `${before}, ${text}`);
  }

  set(name: string, value: string): void {
    const [key, text] = normalized(name, value);
    if (key === 'set-cookie') this.#cookies.splice(0, this.#cookies.length, text);
    this.#values.set(key, text);
  }

  delete(name: string): void {
    const key = String(name).toLowerCase();
    if (key === 'set-cookie') this.#cookies.length = 0;
    this.#values.delete(key);
  }

  get(name: string): string | null {
    return this.#values.get(String(name).toLowerCase()) ?? null;
  }

  has(name: string): boolean {
    return this.#values.has(String(name).toLowerCase());
  }

  getSetCookie(): string[] {
    return [...this.#cookies];
  }

  forEach(fn: (value: string, key: string, parent: HttpHeaders) => void, thisArg?: unknown): void {
    for (const [name, value] of this) fn.call(thisArg, value, name, this);
  }

  *entries(): IterableIterator<[string, string]> {
    const names = [...this.#values.keys()].sort();
    for (const name of names) {
      if (name === 'set-cookie') for (const cookie of this.#cookies) yield [name, cookie];
      else yield [name, this.#values.get(name) ?? ''];
    }
  }

  *keys(): IterableIterator<string> {
    for (const [name] of this.entries()) yield name;
  }

  *values(): IterableIterator<string> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }

  /** For node:http: one string per name (set-cookie as its list). */
  toRecord(): Record<string, string | string[]> {
    const record: Record<string, string | string[]> = {};
    for (const [name, value] of this.#values) record[name] = name === 'set-cookie' ? [...this.#cookies] : value;
    return record;
  }
}

/**
 * What the SDK door sees as FormData: `body instanceof FormData` is true of Node's FormData objects without loading
 * fetch to ask, and `new FormData()` makes one of Node's (then fetch is loaded: it is what sends it).
 */
export class LazyFormData {
  constructor(...args: ConstructorParameters<typeof FormData>) {
    return new globalThis.FormData(...args);
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return tagOf(value) === 'FormData';
  }
}

/**
 * What the SDK door sees as `globalThis.ReadableStream`: it asks `body instanceof ReadableStream` of every request's
 * body (a string here), and reading the global loads Node's web streams (4-6 ms) before the first request. Only an
 * object tagged as one is asked of the real class; `new` makes one of Node's.
 */
export class LazyReadableStream {
  constructor(...args: ConstructorParameters<typeof ReadableStream>) {
    return new globalThis.ReadableStream(...args);
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    return tagOf(value) === 'ReadableStream' && value instanceof globalThis.ReadableStream;
  }
}
