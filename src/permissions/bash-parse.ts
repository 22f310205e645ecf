/**
 * A small shell lexer/parser: enough of bash to list every simple command a command line would run,
 * so that permission rules are checked against each one. What it cannot read with confidence it
 * reports as unparseable rather than guessing: the decision layer then fails closed.
 */

import { emptyWord, Lexer, META, renderWord, Unparseable } from './bash-lex.js';
import type { Redirection, SimpleCommand, SplitResult, Word } from './types.js';

export type { Redirection, SimpleCommand, SplitResult, Word };
export { quoteWord, renderWord } from './bash-lex.js';

const MAX_DEPTH = 12;
const MAX_NESTING = 64;
const MAX_LENGTH = 100_000;
/** Reserved words that only introduce or close a compound command: the commands around them still run. */
const SKIPPED_KEYWORDS = new Set(['if', 'then', 'else', 'elif', 'do', 'while', 'until', '!', 'time', 'fi', 'done']);
const UNSUPPORTED_KEYWORDS = new Set(['case', 'esac', 'function', 'select', 'coproc']);

class Parser extends Lexer {
  private nesting = 0;
  private heredocs: { delim: string; strip: boolean; expand: boolean }[] = [];

  constructor(
    src: string,
    private readonly out: SimpleCommand[],
    private readonly bound: Set<string>,
    private readonly depth: number,
  ) {
    super(src);
    if (depth > MAX_DEPTH) throw new Unparseable('substitutions nested too deeply');
  }

  override parseAll(): void {
    this.parseList('');
    if (this.heredocs.length > 0) this.readHeredocs();
  }

  protected override child(src: string): Parser {
    return new Parser(src, this.out, this.bound, this.depth + 1);
  }

  protected override parseList(end: '' | ')' | '}'): void {
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
