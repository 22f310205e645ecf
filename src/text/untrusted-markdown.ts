import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import { inertBlocks, renderPostedMarkdown, serialise, unforgeable } from './posted-markdown.js';
import { safeCut } from './sanitize.js';

/**
 * The one way text the runner did not write (the model's words, tool output, file names, sandbox violation lines,
 * error messages quoting either) enters the comment, the job summary and the pull requests the runner writes. GitHub
 * renders them as Markdown: raw HTML there loads images whose URL carries data out (`<img src=…>`), an unclosed `<!--`
 * hides the rest of the report, and a mention (`@user`, `@org/team`) pings people. What decides is the parser, not a
 * model of the spelling: every context goes through src/text/posted-markdown.ts (CommonMark + GFM, made inert in the
 * syntax tree, serialised again), so a piece ends where the parser says it ends.
 *
 * `where` names the context the text lands in:
 * - `block`: Markdown blocks (the agent's comment, a reason paragraph);
 * - `quote`: Markdown blocks inside one block quote (the agent's answer), which ends with the text whatever it holds;
 * - `line`: one list item or quote line (newlines folded, blocks reduced to their inline content);
 * - `code`: an inline code span its content cannot close;
 * - `cell`: a code span in a table cell (`|` escaped, as GFM splits cells before code spans);
 * - `html`: text inside the runner's own raw HTML (a `<summary>`), where Markdown is not parsed: escaped as HTML.
 */
export type UntrustedContext = 'block' | 'quote' | 'line' | 'code' | 'cell' | 'html';

/** A block's inline content, for a context that holds one line. */
function inlineOf(node: Nodes): PhrasingContent[] {
  switch (node.type) {
    case 'code':
      return [{ type: 'inlineCode', value: node.value }];
    case 'break':
      return [{ type: 'text', value: ' ' }];
    case 'thematicBreak':
      return [{ type: 'text', value: '---' }];
    case 'list':
      // Each item after its marker as written in the text, so "1. first 2. second" still reads as a list.
      return node.children.flatMap((item, i) => [
        { type: 'text', value: `${i > 0 ? ' ' : ''}${node.ordered ? `${(node.start ?? 1) + i}.` : '-'} ` } as PhrasingContent,
        ...inlineOf(item),
      ]);
    case 'paragraph':
    case 'heading':
    case 'tableCell':
    case 'emphasis':
    case 'strong':
    case 'delete':
    case 'link':
    case 'linkReference':
      return node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell'
        ? node.children.flatMap((c) => inlineOf(c))
        : [{ ...node, children: node.children.flatMap((c) => inlineOf(c)) } as PhrasingContent];
    default:
      if ('children' in node) return node.children.flatMap((c, i) => (i > 0 ? [{ type: 'text', value: ' ' } as PhrasingContent] : []).concat(inlineOf(c)));
      return [node as PhrasingContent];
  }
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Inline code as the serialiser writes it (a backtick run longer than any inside, padded where the content needs it). */
function codeSpan(value: string, inTable: boolean): string {
  const code: PhrasingContent = { type: 'inlineCode', value };
  if (!inTable) return serialise([{ type: 'paragraph', children: [code] }]);
  // Serialised as the cell of a table, so the serialiser escapes what would split the cell.
  const row = serialise([{ type: 'table', align: [null], children: [{ type: 'tableRow', children: [{ type: 'tableCell', children: [code] }] }] }]);
  return (row.split('\n')[0] ?? '').replace(/^\| ?/, '').replace(/ ?\|$/, '');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function renderUntrusted(text: string, where: UntrustedContext, maxLength?: number): string {
  let out = unforgeable(text);
  if (where !== 'block' && where !== 'quote') out = oneLine(out);
  if (maxLength !== undefined && out.length > maxLength) out = `${safeCut(out, maxLength)}…`;
  switch (where) {
    case 'block':
      return renderPostedMarkdown(out);
    case 'quote':
      return serialise([{ type: 'blockquote', children: inertBlocks(out) as Extract<RootContent, { type: 'paragraph' }>[] }]);
    case 'line':
      return oneLine(serialise([{ type: 'paragraph', children: inlineOf({ type: 'root', children: inertBlocks(out) }) }]));
    case 'code':
    case 'cell':
      return codeSpan(out, where === 'cell');
    case 'html':
      return out.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c).replace(/@(?=[\p{L}\p{N}_-])/gu, '@\u200b');
  }
}
