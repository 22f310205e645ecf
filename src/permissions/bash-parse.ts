/**
 * A small shell lexer/parser: enough of bash to list every simple command a command line would run,
 * so that permission rules are checked against each one. What it cannot read with confidence it
 * reports as unparseable rather than guessing: the decision layer then fails closed.
 */

import type { Redirection, SimpleCommand, SplitResult, Word } from './types.js';

export type { Redirection, SimpleCommand, SplitResult, Word };

const MAX_DEPTH = 12;
const MAX_NESTING = 64;
const MAX_LENGTH = 100_000;
const META = new Set([' ', '\t', '\n', ';', '&', '|', '(', ')', '<', '>']);
/** Reserved words that only introduce or close a compound command: the commands around them still run. */
const SKIPPED_KEYWORDS = new Set(['if', 'then', 'else', 'elif', 'do', 'while', 'until', '!', 'time', 'fi', 'done']);
const UNSUPPORTED_KEYWORDS = new Set(['case', 'esac', 'function', 'select', 'coproc']);
const NEEDS_QUOTE = /[\s'"\\;&|<>()$`]/;

class Unparseable extends Error {}

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

function emptyWord(): Word {
  return { value: '', raw: '', dynamic: false, substitution: false, glob: false, brace: false, quoted: false, vars: [], stars: [] };
}

class Parser {
  pos = 0;
  private nesting = 0;
  private heredocs: { delim: string; strip: boolean; expand: boolean }[] = [];

  constructor(
    private readonly src: string,
    private readonly out: SimpleCommand[],
    private readonly bound: Set<string>,
    private readonly depth: number,
  ) {
    if (depth > MAX_DEPTH) throw new Unparseable('substitutions nested too deeply');
  }

  parseAll(): void {
    this.parseList('');
    if (this.heredocs.length > 0) this.readHeredocs();
  }

  private peek(offset = 0): string {
    return this.src[this.pos + offset] ?? '';
  }

  private at(s: string): boolean {
    return this.src.startsWith(s, this.pos);
  }

  /** A reserved word such as `}` counts only as a whole token. */
  private atToken(s: string): boolean {
    if (!this.at(s)) return false;
    const next = this.src[this.pos + s.length] ?? '';
    return next === '' || META.has(next);
  }

  private fail(why: string): never {
    throw new Unparseable(`${why} (at offset ${this.pos})`);
  }

  private child(src: string): Parser {
    return new Parser(src, this.out, this.bound, this.depth + 1);
  }

  private skipBlanks(): void {
    for (;;) {
      const c = this.peek();
      if (c === ' ' || c === '\t') this.pos++;
      else if (c === '\\' && this.peek(1) === '\n') this.pos += 2;
      else if (c === '#') while (this.pos < this.src.length && this.peek() !== '\n') this.pos++;
      else return;
    }
  }

  private parseList(end: '' | ')' | '}'): void {
    if (++this.nesting > MAX_NESTING) this.fail('nested too deeply');
    try {
      this.parseListBody(end);
    } finally {
      this.nesting--;
    }
  }

  private parseListBody(end: '' | ')' | '}'): void {
    for (;;) {
      this.skipBlanks();
      const c = this.peek();
      if (c === '') {
        if (end !== '') this.fail(`missing "${end}"`);
        return;
      }
      if (c === '\n') {
        this.pos++;
        this.readHeredocs();
      } else if (c === ')' && end === ')') {
        return;
      } else if (c === ')') {
        this.fail('unexpected ")"');
      } else if (this.at(';;') || this.at(';&')) {
        this.fail('case clauses are not supported');
      } else if (this.at('&&') || this.at('||') || this.at('|&')) {
        this.pos += 2;
      } else if (c === ';' || c === '|' || (c === '&' && this.peek(1) !== '>')) {
        this.pos++;
      } else if (end === '}' && this.atToken('}')) {
        return;
      } else {
        this.parseCommand(end);
      }
    }
  }

  private parseCommand(end: '' | ')' | '}'): void {
    const words: Word[] = [];
    const envs: Word[] = [];
    const redirs: Redirection[] = [];
    for (;;) {
      this.skipBlanks();
      const fresh = words.length === 0 && envs.length === 0 && redirs.length === 0;
      if (fresh && this.at('((')) this.fail('arithmetic commands are not supported');
      if (fresh && (this.peek() === '(' || this.atToken('{'))) {
        const close = this.peek() === '(' ? ')' : '}';
        this.pos++;
        this.parseList(close);
        this.pos++;
        this.trailingRedirections();
        return;
      }
      const c = this.peek();
      if (c === '' || c === '\n' || c === ';' || c === '|' || c === ')') break;
      if (c === '&' && this.peek(1) !== '>') break;
      if (c === '(') this.fail('unexpected "(" (function definitions, arrays and extended globs are not supported)');
      if (this.tryRedirection(redirs)) continue;
      if (end === '}' && words.length === 0 && this.atToken('}')) break;
      const start = this.pos;
      const w = this.lexWord();
      const keyword = w.quoted ? '' : w.value;
      if (fresh && SKIPPED_KEYWORDS.has(keyword)) {
        this.skipBlanks();
        // `time -p` is the keyword's own option, not a command.
        if (keyword === 'time' && this.atToken('-p')) this.pos += 2;
        continue;
      }
      if (fresh && UNSUPPORTED_KEYWORDS.has(keyword)) {
        this.pos = start;
        this.fail(`"${keyword}" is not supported`);
      }
      if (fresh && keyword === 'for') return this.parseForHeader(w);
      if (words.length === 0 && w.assign !== undefined) {
        envs.push(w);
        continue;
      }
      words.push(w);
      if (words.length === 1 && keyword === '[[') this.readTestWords(words);
    }
    if (words.length > 0 || envs.length > 0 || redirs.length > 0) this.emit(words, envs, redirs);
  }

  /** `for NAME [in WORDS…]`: listed as a command so that its words are checked like arguments. */
  private parseForHeader(keyword: Word): void {
    this.skipBlanks();
    if (this.at('((')) this.fail('arithmetic for loops are not supported');
    const name = this.lexWord();
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name.raw)) this.fail('bad for-loop variable');
    const words = [keyword, name];
    for (;;) {
      this.skipBlanks();
      const c = this.peek();
      if (c === '' || c === '\n' || c === ';' || c === '&' || c === '|' || c === ')' || c === '<' || c === '>' || c === '(') break;
      words.push(this.lexWord());
    }
    this.emit(words, [], []);
    this.bound.add(name.value);
  }

  /** Inside `[[ … ]]`, operators are operands of the test, not command separators. */
  private readTestWords(words: Word[]): void {
    for (;;) {
      this.skipBlanks();
      const c = this.peek();
      if (c === '' || c === '\n') this.fail('missing "]]"');
      if (this.atToken(']]')) {
        words.push(this.lexWord());
        return;
      }
      const ops = /^[&|<>()!=]+/.exec(this.src.slice(this.pos, this.pos + 4));
      if (ops) {
        this.pos += ops[0].length;
        words.push({ ...emptyWord(), value: ops[0], raw: ops[0] });
      } else {
        words.push(this.lexWord());
      }
    }
  }

  private trailingRedirections(): void {
    const redirs: Redirection[] = [];
    for (;;) {
      this.skipBlanks();
      if (!this.tryRedirection(redirs)) break;
    }
    const c = this.peek();
    if (c !== '' && c !== '\n' && c !== ';' && c !== '&' && c !== '|' && c !== ')' && !this.atToken('}')) {
      this.fail('unexpected word after a group');
    }
    if (redirs.length > 0) this.emit([], [], redirs);
  }

  private tryRedirection(redirs: Redirection[]): boolean {
    const m = /^(\d*)(&>>|&>|>>|>\||>&|<<<|<<-|<<|<&|<>|>|<)/.exec(this.src.slice(this.pos, this.pos + 16));
    if (!m) return false;
    const [all, digits = '', op = ''] = m;
    if ((op === '<' || op === '>') && this.src[this.pos + all.length] === '(') return false;
    if (digits !== '' && op.startsWith('&')) return false;
    this.pos += all.length;
    this.skipBlanks();
    const c = this.peek();
    if (c === '' || META.has(c)) this.fail(`missing target after "${op}"`);
    const target = this.lexWord();
    const redir: Redirection = { op, target: target.value, targetDynamic: target.dynamic || target.glob || target.brace };
    if (digits !== '') redir.fd = Number(digits);
    redirs.push(redir);
    if (op === '<<' || op === '<<-') {
      this.heredocs.push({ delim: target.value, strip: op === '<<-', expand: !target.quoted });
    }
    return true;
  }

  /** Here-document bodies start after the next newline; an unquoted delimiter lets `$(…)` in the body run. */
  private readHeredocs(): void {
    for (const h of this.heredocs.splice(0)) {
      let body = '';
      let found = false;
      while (this.pos < this.src.length) {
        let eol = this.src.indexOf('\n', this.pos);
        if (eol < 0) eol = this.src.length;
        const line = this.src.slice(this.pos, eol);
        this.pos = Math.min(eol + 1, this.src.length);
        const cmp = h.strip ? line.replace(/^\t+/, '') : line;
        if (cmp === h.delim) {
          found = true;
          break;
        }
        body += `${cmp}\n`;
      }
      if (!found) this.fail(`here-document "${h.delim}" has no end`);
      if (h.expand) this.child(body).lexDoubleQuoted(emptyWord(), false);
    }
  }

  private emit(words: Word[], envs: Word[], redirections: Redirection[]): void {
    const first = words[0];
    this.out.push({
      argv: words.map((w) => w.value),
      text: [...envs, ...words].map(renderWord).join(' '),
      redirections,
      envAssignments: envs.map((w) => w.value),
      words,
      envWords: envs,
      hasSubstitution: [...words, ...envs].some((w) => w.substitution) || redirections.some((r) => r.targetDynamic),
      dynamicName: first !== undefined && (first.dynamic || first.glob || first.brace),
      boundVars: [...this.bound],
    });
  }

  private lexWord(): Word {
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

/**
 * Every simple command the command line would run, including those inside groups, subshells,
 * command and process substitutions and unquoted here-documents, in source order of completion.
 */
export function splitCommand(command: string): SplitResult {
  if (command.length > MAX_LENGTH) return { ok: false, reason: 'command too long to analyse' };
  const commands: SimpleCommand[] = [];
  try {
    new Parser(command, commands, new Set(), 0).parseAll();
    return { ok: true, commands };
  } catch (e) {
    // Anything unexpected (even a stack overflow on hostile input) must fail closed, not crash the run.
    return { ok: false, reason: e instanceof Unparseable ? e.message : `cannot analyse: ${String(e)}` };
  }
}
