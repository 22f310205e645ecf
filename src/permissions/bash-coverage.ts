/**
 * The grammar's tokens must cover the command line the way bash reads it: nothing skipped, nothing read twice,
 * no line continuation inside a word, no comment where bash would not start one. A gap is a place where the
 * grammar and bash may disagree, so the line is refused.
 */
import type { SyntaxNode } from './bash-grammar.js';
import { Unparseable } from './bash-words.js';

/** Between two tokens only blanks, newlines and line continuations; a comment only where bash starts one. */
export function checkCoverage(root: SyntaxNode, src: string): void {
  let at = 0;
  const blank = (text: string): boolean => /^(?:[ \t\n]|\\\n)*$/.test(text);
  const cursor = root.walk();
  try {
    for (;;) {
      const type = cursor.nodeType;
      // A here-document body is one token: data, or refused before this point when expanded.
      const leaf = type === 'heredoc_body' || !cursor.gotoFirstChild();
      if (leaf) {
        const start = cursor.startIndex;
        if (start < at) throw new Unparseable(`the grammar read overlapping tokens (at offset ${start})`);
        if (!blank(src.slice(at, start)))
          throw new Unparseable(`text the grammar skipped: ${JSON.stringify(src.slice(at, start).slice(0, 20))} (at offset ${at})`);
        // bash removes a line continuation before reading words: `a\<newline>b` is one word, which the grammar may split.
        if (at > 0 && src.startsWith('\\\n', at) && !/[ \t\n]/.test(src[at - 1] ?? ''))
          throw new Unparseable(`a line continuation inside a word (at offset ${at})`);
        if (type === 'comment' && start > 0 && !/[ \t\n;&|()<>]/.test(src[start - 1] ?? '')) {
          throw new Unparseable(`a "#" the grammar read as a comment (at offset ${start})`);
        }
        at = Math.max(at, cursor.endIndex);
        while (!cursor.gotoNextSibling()) {
          if (!cursor.gotoParent()) {
            if (!blank(src.slice(at))) throw new Unparseable(`text the grammar skipped at the end: ${JSON.stringify(src.slice(at).slice(0, 20))}`);
            return;
          }
        }
      }
    }
  } finally {
    cursor.delete();
  }
}
