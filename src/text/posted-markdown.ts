/**
 * Text the runner did not write, posted to GitHub as Markdown (review comments and bodies, suggestions, the gh
 * bridge's and the issue tools' bodies): parsed as GitHub parses it (CommonMark + GFM, micromark), made inert in the
 * syntax tree, and serialised again. What decides is the tree, not a model of the spelling: a backslash before a
 * backtick, a fence indented four spaces, a fence whose info string holds a backtick, an unclosed fence or an HTML
 * block are whatever the parser says they are.
 *
 * In the tree: raw HTML (blocks and inline) becomes text; links and definitions to schemes other than http(s) and
 * mailto, and every image (it would load a URL of the text's choosing), become their text; an `@` before a name in
 * text gets a zero-width space (entities are already decoded there: `&#64;team` is `@team`); code keeps its content
 * as written (a ```suggestion block), tokens redacted.
 */
import type { Nodes, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfm } from 'micromark-extension-gfm';
import { redactTokens } from './redact-tokens.js';

/** C0/C1 controls other than tab and newline, and bidirectional overrides. */
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const SAFE_URL = /^(https?:|mailto:|#|\/(?!\/)|\.{0,2}\/|[^:/?#]*(?:[/?#]|$))/i;

const inertText = (value: string): string =>
  redactTokens(value)
    .replaceAll('agent-runner:sticky', 'agent-runner:quoted')
    .replace(CONTROLS, '')
    .replace(/@(?=[\p{L}\p{N}_-])/gu, '@\u200b');

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
      return [{ ...node, value: redactTokens(node.value) }];
    case 'image':
    case 'imageReference':
      return [{ type: 'text', value: inertText(`${node.alt ?? ''}${node.type === 'image' ? ` (${node.url})` : ''}`) }];
    case 'definition':
      return SAFE_URL.test(node.url.trim()) ? [node] : [];
    case 'link':
      if (!SAFE_URL.test(node.url.trim())) return [{ type: 'text', value: inertText(textOf(node)) }];
      return [{ ...node, children: node.children.flatMap((c) => inert(c) as PhrasingContent[]) }];
    default:
      if ('children' in node) return [{ ...node, children: (node as Parent).children.flatMap((c) => inert(c)) } as Nodes];
      return [node];
  }
}

/** The one renderer for untrusted Markdown the runner posts: parse, make inert in the tree, serialise. */
export function renderPostedMarkdown(text: string): string {
  const tree = fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const clean: Root = { type: 'root', children: tree.children.flatMap((c) => inert(c) as RootContent[]) };
  return toMarkdown(clean, { extensions: [gfmToMarkdown()], fences: true }).replace(/\n$/, '');
}
