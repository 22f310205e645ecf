/** What bash evaluates as arithmetic inside a test, and when the parser cannot vouch for it. */
import type { Word } from './types.js';

const ARITH_TEST_OPS = /^-(eq|ne|lt|le|gt|ge|v|R)$/;

/** An operand bash cannot turn into code: digits and operators only, or one of the shell's own numbers. */
const numeric = (w: Word | undefined): boolean =>
  w !== undefined && !w.glob && !w.brace && ((!w.dynamic && /^[\s0-9+\-*/%()<>=!&|^~]+$/.test(w.value)) || /^\$[?#$!]$/.test(w.value));

/**
 * `test`, `[` and `[[` words (the command name first): why an arithmetic comparison or `-v` in them may run code. A
 * subscript (`a[$(cmd)]`) is evaluated; in `[[ x -eq 1 ]]` the variable named x is, and its value (`b[$(cmd)]`, set
 * earlier in the line) is evaluated in turn.
 */
export function arithmeticRefusal(words: Word[]): string | undefined {
  const operands = words.slice(1).filter((w, i, all) => i < all.length - 1 || (w.value !== ']' && w.value !== ']]'));
  if (!operands.some((w) => ARITH_TEST_OPS.test(w.value))) return undefined;
  // A glob or brace may expand to a file named `a[$(cmd)]`, which a pull request can commit.
  if (operands.some((w) => w.substitution || w.glob || w.brace || w.vars.some((v) => !'?#$!'.includes(v)) || /\[/.test(w.value))) {
    return 'an arithmetic test on a value known only at run time';
  }
  const named = operands.some((w, i) => /^-(eq|ne|lt|le|gt|ge)$/.test(w.value) && (!numeric(operands[i - 1]) || !numeric(operands[i + 1])));
  return named ? 'an arithmetic comparison of something other than digits and operators (a name is evaluated as a variable)' : undefined;
}
