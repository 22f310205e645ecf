/**
 * Text the runner did not write, posted to GitHub as Markdown (the sticky comment, the job summary, pull request
 * bodies, review comments and bodies, suggestions, the gh bridge's and the issue tools' bodies): parsed as GitHub
 * parses it (CommonMark + GFM, micromark), made inert in the syntax tree, and serialised again. What decides is the
 * tree, not a model of the spelling: a backslash before a backtick, a fence indented four spaces, a fence whose info
 * string holds a backtick, an unclosed fence or an HTML block are whatever the parser says they are.
 *
 * In the tree: raw HTML (blocks and inline) becomes text; links and definitions to schemes other than http(s) and
 * mailto, and every image (it would load a URL of the text's choosing), become their text; an `@` before a name in
 * text gets a zero-width space (entities are already decoded there: `&#64;team` is `@team`); code keeps its content
 * as written (a ```suggestion block), tokens redacted, our sticky marker and invisible controls out.
 */
import type { Nodes, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfm } from 'micromark-extension-gfm';
import { redactTokens } from './redact-tokens.js';

/** C0/C1 controls other than tab and newline, and bidirectional overrides (they reorder what a reader sees). */
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const SAFE_URL = /^(https?:|mailto:|#|\/(?!\/)|\.{0,2}\/|[^:/?#]*(?:[/?#]|$))/i;

/** What no posted text may hold, code included: a token, our markers (a later run would take the text for its comment or its questions), invisible controls. */
export const unforgeable = (value: string): string => redactTokens(value).replaceAll('agent-runner:', 'agent-runner-quoted:').replace(CONTROLS, '');

/** Text GitHub shows as text: also no live mention. */
const inertText = (value: string): string => unforgeable(value).replace(/@(?=[\p{L}\p{N}_-])/gu, '@\u200b');

/** The text a node shows (a link's label). */
const textOf = (node: Nodes): string =>
  'value' in node && typeof node.value === 'string' ? node.value : 'children' in node ? (node as Parent).children.map((c) => textOf(c)).join('') : '';

function inert(node: Nodes): Nodes[] {
  switch (node.type) {
    case 'html':
      return [{ type: 'text', value: inertText(node.value) }];
    case 'text':
      return [{ ...node, value: inertText(node.value) }];
    case 'code':
    case 'inlineCode':
      return [{ ...node, value: unforgeable(node.value) }];
    case 'image':
    case 'imageReference':
      return [{ type: 'text', value: inertText(`${node.alt ?? ''}${node.type === 'image' ? ` (${node.url})` : ''}`) }];
    case 'definition':
      return SAFE_URL.test(node.url.trim()) ? [node] : [];
    case 'link':
      if (!SAFE_URL.test(node.url.trim())) return [{ type: 'text', value: inertText(textOf(node)) }];
      return [{ ...node, children: node.children.flatMap((c) => inert(c) as PhrasingContent[]) }];
    default:
      if ('children' in node) return [{ ...node, children: inertChildren(node as Parent) } as Nodes];
      return [node];
  }
}

/** Blocks may hold the text an HTML block became only inside a paragraph: there the serialiser escapes what would be live. */
const BLOCK_CONTAINERS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

function inertChildren(parent: Parent): Nodes[] {
  const out = parent.children.flatMap((c) => inert(c));
  if (!BLOCK_CONTAINERS.has(parent.type)) return out;
  return out.map((c) => (c.type === 'text' ? { type: 'paragraph', children: [c] } : c));
}

const parse = (text: string): Root => fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

/** What would be live if `markdown` were posted: raw HTML, an image, an odd-scheme link, a mention in text. */
function liveIn(node: Nodes): string | undefined {
  if (node.type === 'html' || node.type === 'image' || node.type === 'imageReference') return node.type;
  if ((node.type === 'link' || node.type === 'definition') && !SAFE_URL.test(node.url.trim())) return `${node.type} to ${node.url}`;
  if (node.type === 'text' && /@(?=[\p{L}\p{N}_-])/u.test(node.value)) return 'mention';
  if ('children' in node)
    for (const c of (node as Parent).children) {
      const found = liveIn(c);
      if (found) return found;
    }
  return undefined;
}

/** The text's blocks as GitHub parses them, made inert. */
export function inertBlocks(text: string): RootContent[] {
  return inertChildren(parse(text)) as RootContent[];
}

/** Markdown again from a tree, GFM included (tables, strikethrough, task items), code always fenced. */
export function serialise(children: RootContent[]): string {
  const write = (nodes: RootContent[]): string =>
    toMarkdown({ type: 'root', children: nodes }, { extensions: [gfmToMarkdown({ tablePipeAlign: false })], fences: true }).replace(/\n$/, '');
  const out = write(children);
  // Parsed again as GitHub will parse it: should the serialiser ever write something live, the whole text is shown as code.
  if (liveIn(parse(out)) === undefined) return out;
  return write([{ type: 'code', value: unforgeable(toMarkdown({ type: 'root', children })) }]);
}

/** The one renderer for untrusted Markdown the runner posts: parse, make inert in the tree, serialise. */
export function renderPostedMarkdown(text: string): string {
  return serialise(inertBlocks(text));
}
