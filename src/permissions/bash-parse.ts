/**
 * Every simple command a bash command line would run, read with tree-sitter-bash (a maintained grammar,
 * not a hand-written lexer). Only constructs modelled completely are accepted; anything else — a syntax
 * error, a construct the walker does not know, a word the grammar tokenised differently from bash, code
 * that bash evaluates from a string (eval-like builtins, arithmetic on variables, functions, coproc,
 * here-documents next to substitutions), or an assignment that rebinds a variable other programs or the
 * shell itself read (HOME, PATH, IFS, GIT_*, …) — is reported as unparseable, and the decision layer fails
 * closed: only a rule naming that exact command line allows it.
 */
import { bashParser } from './bash-grammar.js';
import { checkCoverage } from './bash-coverage.js';
import { Unparseable } from './bash-words.js';
import type { Redirection, SimpleCommand, SplitResult, Word } from './types.js';
import { Walker } from './bash-walker.js';

export type { Redirection, SimpleCommand, SplitResult, Word };
export { quoteWord, renderWord } from './bash-words.js';

const MAX_LENGTH = 30_000;
/** The grammar's work grows with the square of a pipeline's length and of the here-documents on a line (and a pipe of tens of thousands exhausts its stack): bounded before parsing. */
const MAX_PIPES = 300;
const MAX_HEREDOCS = 50;

const count = (text: string, needle: string): number => text.split(needle).length - 1;

/**
 * Every simple command the command line would run, including those inside groups, subshells, loops,
 * conditionals, command and process substitutions.
 */
export function splitCommand(command: string): SplitResult {
  if (command.length > MAX_LENGTH) return { ok: false, reason: 'command too long to analyse' };
  const parser = bashParser();
  if (parser instanceof Error) return { ok: false, reason: parser.message };
  if (command.includes('\0')) return { ok: false, reason: 'a NUL byte' };
  if (/\r/.test(command)) return { ok: false, reason: 'a carriage return (bash reads it as part of a word)' };
  if (count(command, '|') > MAX_PIPES) return { ok: false, reason: `more than ${MAX_PIPES} pipes` };
  if (count(command, '<<') > MAX_HEREDOCS) return { ok: false, reason: `more than ${MAX_HEREDOCS} here-documents` };
  let tree: ReturnType<typeof parser.parse>;
  try {
    tree = parser.parse(command);
  } catch (e) {
    return { ok: false, reason: `the grammar failed: ${String(e)}` };
  }
  if (tree === null) return { ok: false, reason: 'the grammar returned no tree' };
  try {
    const root = tree.rootNode;
    if (root.hasError) return { ok: false, reason: 'a syntax error, or syntax the grammar does not know' };
    const commands: SimpleCommand[] = [];
    const walker = new Walker(commands, new Set());
    walker.statement(root);
    checkCoverage(root, command);
    if (walker.heredocs > 0 && walker.substitutions > 0) {
      return { ok: false, reason: 'here-documents together with command substitutions are not analysed' };
    }
    return { ok: true, commands };
  } catch (e) {
    // Anything unexpected (even a stack overflow on hostile input) must fail closed, not crash the run.
    return { ok: false, reason: e instanceof Unparseable ? e.message : `cannot analyse: ${String(e)}` };
  } finally {
    tree.delete();
  }
}
