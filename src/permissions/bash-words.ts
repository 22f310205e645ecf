/**
 * Words of a parsed command line (tree-sitter-bash nodes) after quote removal, with what bash would still
 * do to them at run time. Anything whose effect is not modelled completely throws `Unparseable`: the
 * decision layer then fails closed.
 */
import type { SyntaxNode } from './bash-grammar.js';
import { singleQuoted } from '../text/shell-quote.js';
import type { Word } from './types.js';

export class Unparseable extends Error {}

const NEEDS_QUOTE = /[\s'"\\;&|<>()$`*?]/;

/** Quote a value the way `text` shows it: bare when that is unambiguous. */
export function quoteWord(value: string): string {
  return value !== '' && !NEEDS_QUOTE.test(value) ? value : singleQuoted(value);
}

/** A word as it appears in `text`: unknown values stay as written; `NAME='a b'` keeps its name bare; unquoted `*` stays bare. */
export function renderWord(w: Word): string {
  if (w.dynamic) return w.raw;
  if (w.assign !== undefined) {
    const eq = w.value.indexOf('=') + 1;
    return w.value.slice(0, eq) + (eq === w.value.length ? '' : quoteWord(w.value.slice(eq)));
  }
  if (w.stars.length === 0) return quoteWord(w.value);
  // Literal parts quoted, unquoted stars bare, so that a rule's `*` and a command's glob render alike.
  const parts: string[] = [];
  let from = 0;
  for (const s of w.stars) {
    if (s > from) parts.push(quoteWord(w.value.slice(from, s)));
    parts.push('*');
    from = s + 1;
  }
  if (from < w.value.length) parts.push(quoteWord(w.value.slice(from)));
  return parts.join('');
}

export function emptyWord(): Word {
  return { value: '', raw: '', dynamic: false, substitution: false, glob: false, brace: false, quoted: false, vars: [], stars: [] };
}

/** Walks the command lists inside a substitution. */
export type StatementWalker = (node: SyntaxNode) => void;

const fail = (why: string, node: SyntaxNode): never => {
  throw new Unparseable(`${why} (at offset ${node.startIndex})`);
};

/** Unquoted word text: backslash quotes the next character; globs and braces are noted. */
function unquoted(text: string, w: Word): void {
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    if (c === '\\') {
      const next = text[i + 1];
      if (next === undefined) throw new Unparseable('a word ends in a backslash');
      i++;
      if (next === '\n') continue;
      w.value += next;
      w.quoted = true;
      continue;
    }
    if (c === '*' || c === '?' || c === '[') w.glob = true;
    if (c === '*') w.stars.push(w.value.length);
    if (c === '{' || c === '}') w.brace = true;
    if (c === '$' || c === '`') throw new Unparseable('an unexpected "$" or "`" inside a word');
    w.value += c;
  }
}

/** Inside double quotes a backslash quotes only `$`, `` ` ``, `"`, `\` and newline. */
function doubleQuoted(text: string): string {
  return text.replace(/\\([$`"\\\n])/g, (_, c: string) => (c === '\n' ? '' : c));
}

const SIMPLE_ANSI: Record<string, string> = { n: '\n', t: '\t', '\\': '\\', "'": "'", '"': '"', r: '\r' };

/**
 * `${…}` forms whose effect is modelled: plain, length, defaults/alternatives, pattern removal and
 * substitution, case changes, literal substrings and subscripts. Not: indirection (`${!x}` evaluates
 * subscripts of the value), `@P` (prompt expansion runs substitutions in the value), assignments
 * (`${X=…}`), and arithmetic on variables (subscripts, offsets), which evaluate a value as code.
 */
const EXPANSION_OK =
  /^\$\{#?(?:[A-Za-z_][A-Za-z0-9_]*|[0-9]+|[-?#$!@*])(?:\[(?:[0-9]+|@|\*)\])?(?:$|\}$|:?[-+?]|##?|%%?|\/[/#%]?|\^\^?|,,?|:[0-9]+(?::[0-9]+)?\}$|@[QEULua]\}$)/s;

export class WordBuilder {
  constructor(private readonly walk: StatementWalker) {}

  word(node: SyntaxNode, assign?: string): Word {
    const w = emptyWord();
    w.raw = node.text;
    this.part(node, w);
    if (assign !== undefined) w.assign = assign;
    return w;
  }

  private substitution(node: SyntaxNode, w: Word): void {
    if (node.text.startsWith('`') && /[\\"'`]/.test(node.text.slice(1, -1))) fail('quotes or backslashes inside backquotes', node);
    w.dynamic = true;
    w.substitution = true;
    for (const c of node.namedChildren) this.walk(c);
  }

  private part(node: SyntaxNode, w: Word): void {
    switch (node.type) {
      case 'word':
      case 'number':
        if (node.namedChildCount > 0) return this.children(node, w);
        if (node.text.startsWith('~')) w.glob = true;
        return unquoted(node.text, w);
      case 'variable_name':
        w.value += node.text;
        return;
      case 'raw_string':
        w.quoted = true;
        w.value += node.text.slice(1, -1);
        return;
      case 'ansi_c_string': {
        w.quoted = true;
        const body = node.text.slice(2, -1);
        // Octal, hex, unicode and control escapes spell any text (`$'\x72m'` is `rm`): not modelled.
        if (/\\[^ntr\\'"]/.test(body)) fail("escapes in $'…' other than \\n \\t \\r \\\\ \\' \\\"", node);
        w.value += body.replace(/\\(.)/g, (_, c: string) => SIMPLE_ANSI[c] ?? c);
        return;
      }
      case 'string':
        return this.doubleQuotedString(node, w);
      case 'translated_string':
        w.quoted = true;
        w.dynamic = true;
        return this.doubleQuotedString(node.namedChildren[0] ?? fail('empty $"…"', node), w);
      case 'simple_expansion': {
        if (!/^\$(?:[A-Za-z_][A-Za-z0-9_]*|[0-9]|[-?#$!@*])$/.test(node.text)) fail('a "$" the grammar read differently from bash', node);
        w.dynamic = true;
        w.vars.push(node.text.slice(1));
        w.value += node.text;
        return;
      }
      case 'expansion':
        return this.expansion(node, w);
      case 'command_substitution':
      case 'process_substitution':
        w.value += node.text;
        return this.substitution(node, w);
      case 'arithmetic_expansion':
        // Arithmetic evaluates variables' values as expressions (`a[$(cmd)]` runs cmd): only literal numbers.
        if (!/^\$\(\([\s0-9+\-*/%()<>=!&|^~?:]*\)\)$/.test(node.text)) fail('arithmetic with variables or substitutions', node);
        w.dynamic = true;
        w.value += node.text;
        return;
      case 'concatenation':
        return this.children(node, w);
      case 'brace_expression':
        w.brace = true;
        w.value += node.text;
        return;
      default:
        return fail(`"${node.type}" in a word is not supported`, node);
    }
  }

  /** Adjacent parts of one word must touch: a gap would mean two words. */
  private children(node: SyntaxNode, w: Word): void {
    let at = node.startIndex;
    for (const c of node.children) {
      if (c.startIndex !== at) fail('a gap inside a word', node);
      if (!c.isNamed) {
        // Literal punctuation the grammar leaves anonymous inside a word (e.g. `=` or `{`).
        unquoted(c.text, w);
      } else {
        this.part(c, w);
      }
      at = c.endIndex;
    }
    if (at !== node.endIndex) fail('a gap at the end of a word', node);
  }

  private doubleQuotedString(node: SyntaxNode, w: Word): void {
    w.quoted = true;
    const text = node.text;
    if (!text.startsWith('"') || !text.endsWith('"') || text.length < 2) fail('a malformed double-quoted string', node);
    let at = node.startIndex + 1;
    const end = node.endIndex - 1;
    const literal = (from: number, to: number): void => {
      if (to > from) w.value += doubleQuoted(text.slice(from - node.startIndex, to - node.startIndex));
    };
    for (const c of node.namedChildren) {
      if (c.type === 'string_content') continue;
      literal(at, c.startIndex);
      switch (c.type) {
        case 'simple_expansion':
        case 'expansion':
        case 'command_substitution':
        case 'arithmetic_expansion': {
          // Inside quotes nothing is split or globbed: only the value is unknown.
          const inner = emptyWord();
          this.part(c, inner);
          w.dynamic = true;
          w.substitution ||= inner.substitution;
          w.vars.push(...inner.vars);
          w.value += c.text;
          break;
        }
        default:
          fail(`"${c.type}" inside double quotes is not supported`, c);
      }
      at = c.endIndex;
    }
    literal(at, end);
  }

  private expansion(node: SyntaxNode, w: Word): void {
    const text = node.text;
    if (!EXPANSION_OK.test(text)) fail(`the parameter expansion ${text.slice(0, 40)} is not supported`, node);
    w.dynamic = true;
    w.value += text;
    const name = /^\$\{#?([A-Za-z_][A-Za-z0-9_]*|[0-9]+|[-?#$!@*])/.exec(text)?.[1];
    if (name !== undefined) w.vars.push(name);
    // Defaults and replacements are words themselves: walk them for substitutions and variables.
    const visit = (n: SyntaxNode): void => {
      for (const c of n.namedChildren) {
        if (c.type === 'command_substitution' || c.type === 'process_substitution') this.substitution(c, w);
        else if (c.type === 'simple_expansion') w.vars.push(c.text.slice(1));
        else if (c.type === 'expansion') {
          const inner = emptyWord();
          this.expansion(c, inner);
          w.vars.push(...inner.vars);
          w.substitution ||= inner.substitution;
        } else if (c.type === 'arithmetic_expansion' || c.type === 'subscript') fail('arithmetic inside a parameter expansion', c);
        else visit(c);
      }
    };
    visit(node);
  }
}
