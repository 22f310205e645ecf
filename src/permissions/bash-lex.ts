/**
 * The lexer half of the shell parser (see bash-parse.ts): words with their quoting, expansions and
 * substitutions. A substitution holds a command list, so lexing calls back into the parser.
 */

import type { Word } from './types.js';

export const META = new Set([' ', '\t', '\n', ';', '&', '|', '(', ')', '<', '>']);
const NEEDS_QUOTE = /[\s'"\\;&|<>()$`]/;

export class Unparseable extends Error {}

/** Quote a value the way `text` shows it: bare when that is unambiguous. */
export function quoteWord(value: string): string {
  return value !== '' && !NEEDS_QUOTE.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

/** A word as it appears in `text`: unknown values stay as written; `NAME='a b'` keeps its name bare. */
export function renderWord(w: Word): string {
  if (w.dynamic) return w.raw;
  if (w.assign === undefined) return quoteWord(w.value);
  const eq = w.value.indexOf('=') + 1;
  return w.value.slice(0, eq) + (eq === w.value.length ? '' : quoteWord(w.value.slice(eq)));
}

export function emptyWord(): Word {
  return { value: '', raw: '', dynamic: false, substitution: false, glob: false, brace: false, quoted: false, vars: [], stars: [] };
}

/** Reading one word at a time; the parser (bash-parse.ts) supplies command lists for substitutions. */
export abstract class Lexer {
  pos = 0;

  constructor(protected readonly src: string) {}

  abstract parseAll(): void;
  protected abstract parseList(end: '' | ')' | '}'): void;
  protected abstract child(src: string): Lexer;

  protected peek(offset = 0): string {
    return this.src[this.pos + offset] ?? '';
  }

  protected at(s: string): boolean {
    return this.src.startsWith(s, this.pos);
  }

  /** A reserved word such as `}` counts only as a whole token. */
  protected atToken(s: string): boolean {
    if (!this.at(s)) return false;
    const next = this.src[this.pos + s.length] ?? '';
    return next === '' || META.has(next);
  }

  protected fail(why: string): never {
    throw new Unparseable(`${why} (at offset ${this.pos})`);
  }

  protected skipBlanks(): void {
    for (;;) {
      const c = this.peek();
      if (c === ' ' || c === '\t') this.pos++;
      else if (c === '\\' && this.peek(1) === '\n') this.pos += 2;
      else if (c === '#') while (this.pos < this.src.length && this.peek() !== '\n') this.pos++;
      else return;
    }
  }

  protected lexWord(): Word {
    const start = this.pos;
    const w = emptyWord();
    let plainName = true;
    for (;;) {
      const c = this.peek();
      if ((c === '<' || c === '>') && this.peek(1) === '(' && this.pos === start) {
        this.pos += 2;
        this.parseList(')');
        this.pos++;
        w.value += this.src.slice(start, this.pos);
        w.dynamic = w.substitution = true;
        plainName = false;
        continue;
      }
      if (c === '' || META.has(c)) break;
      if (c === "'") {
        const close = this.src.indexOf("'", this.pos + 1);
        if (close < 0) this.fail('unterminated single quote');
        w.value += this.src.slice(this.pos + 1, close);
        this.pos = close + 1;
        w.quoted = true;
      } else if (c === '"') {
        this.pos++;
        this.lexDoubleQuoted(w, true);
        w.quoted = true;
      } else if (c === '\\') {
        const n = this.peek(1);
        this.pos += n === '' ? 1 : 2;
        // A line continuation vanishes before the shell tokenizes: it quotes nothing.
        if (n === '\n') continue;
        w.value += n === '' ? '\\' : n;
        w.quoted = true;
      } else if (c === '$') {
        this.lexDollar(w, false);
      } else if (c === '`') {
        this.lexBacktick(w);
      } else if (c === '=' && plainName && w.assign === undefined && /^[A-Za-z_][A-Za-z0-9_]*\+?$/.test(w.value)) {
        w.assign = w.value.replace(/\+$/, '');
        w.value += c;
        this.pos++;
      } else {
        if (c === '*') w.stars.push(w.value.length);
        if (c === '*' || c === '?' || c === '[') w.glob = true;
        if (c === '{' || c === '}') w.brace = true;
        w.value += c;
        this.pos++;
        if (/[A-Za-z0-9_+]/.test(c)) continue;
      }
      plainName = false;
    }
    if (this.pos === start) this.fail('expected a word');
    w.raw = this.src.slice(start, this.pos);
    // A lone bracket or brace is literal to the shell, not a pattern.
    if (['[', '[[', ']]', ']', '{', '}'].includes(w.raw)) w.glob = w.brace = false;
    return w;
  }

  /** The body of `"…"` (or of an unquoted here-document when `closed` is false). */
  lexDoubleQuoted(w: Word, closed: boolean): void {
    for (;;) {
      const c = this.peek();
      if (c === '') {
        if (closed) this.fail('unterminated double quote');
        return;
      }
      if (c === '"' && closed) {
        this.pos++;
        return;
      }
      if (c === '\\') {
        const n = this.peek(1);
        if (n === '\n') this.pos += 2;
        else if (n === '$' || n === '`' || n === '\\' || (n === '"' && closed)) {
          w.value += n;
          this.pos += 2;
        } else {
          w.value += c;
          this.pos++;
        }
      } else if (c === '$') {
        this.lexDollar(w, true);
      } else if (c === '`') {
        this.lexBacktick(w);
      } else {
        w.value += c;
        this.pos++;
      }
    }
  }

  private lexDollar(w: Word, inDouble: boolean): void {
    const start = this.pos;
    const n = this.peek(1);
    if (n === "'" || n === '"') {
      if (!inDouble) this.fail(`$${n}…${n} quoting is not supported`);
      w.value += '$';
      this.pos++;
      return;
    }
    if (this.at('$((') || n === '[') this.fail('arithmetic expansion is not supported');
    if (n === '(') {
      this.pos += 2;
      this.parseList(')');
      this.pos++;
      w.value += this.src.slice(start, this.pos);
      w.dynamic = w.substitution = true;
      return;
    }
    if (n === '{') {
      const close = this.src.indexOf('}', this.pos + 2);
      if (close < 0) this.fail('unterminated ${');
      const inner = this.src.slice(this.pos + 2, close);
      if (/[$`'"\\{(\n]/.test(inner)) this.fail('nested or quoted ${…} expansions are not supported');
      const m = /^([#!]?)([A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*#?$!-])/.exec(inner);
      if (!m) this.fail('bad ${…} substitution');
      w.vars.push(m[1] === '!' ? `!${m[2] ?? ''}` : (m[2] ?? ''));
      this.pos = close + 1;
      w.value += this.src.slice(start, this.pos);
      w.dynamic = true;
      return;
    }
    const m = /^([A-Za-z_][A-Za-z0-9_]*|[0-9]|[@*#?$!-])/.exec(this.src.slice(this.pos + 1, this.pos + 256));
    if (m) {
      w.vars.push(m[1] ?? '');
      this.pos += 1 + m[0].length;
      w.value += this.src.slice(start, this.pos);
      w.dynamic = true;
      return;
    }
    w.value += '$';
    this.pos++;
  }

  private lexBacktick(w: Word): void {
    const start = this.pos;
    this.pos++;
    let inner = '';
    for (;;) {
      const c = this.peek();
      if (c === '') this.fail('unterminated backquote');
      this.pos++;
      if (c === '`') break;
      const n = this.peek();
      if (c === '\\' && (n === '$' || n === '`' || n === '\\')) {
        inner += n;
        this.pos++;
      } else {
        inner += c;
      }
    }
    this.child(inner).parseAll();
    w.value += this.src.slice(start, this.pos);
    w.dynamic = w.substitution = true;
  }
}
