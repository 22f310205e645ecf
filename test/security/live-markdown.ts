import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

/**
 * What GitHub would make live of a Markdown body, judged on the HTML a CommonMark + GFM renderer (micromark) produces
 * with raw HTML passed through, as GitHub passes it to its sanitiser: an image (it loads a URL of the text's choosing),
 * an attacker's raw element or HTML comment, a link to a scheme other than http(s)/mailto, a mention in text outside
 * code. The runner's own HTML (its `<!-- agent-runner:… -->` markers, `<details>`/`<summary>`, `<b>` in a summary, a
 * task list's checkboxes) is not counted.
 */
export function liveOnGitHub(markdown: string): string[] {
  const html = micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
  const elements = html.match(/<(img|script|iframe|svg|style|video|picture|source|object|embed)\b[^>]*>/gi) ?? [];
  const comments = (html.match(/<!--(?! agent-runner:[a-z-]+(?: run=[^>]*)? -->)[^\n]*/g) ?? []).map((c) => `HTML comment ${c}`);
  const links = (html.match(/href="[^"]*"/g) ?? []).filter((h) => !/^href="(https?:|mailto:|#)/.test(h));
  const text = html
    .replace(/<code\b[^>]*>[\s\S]*?<\/code>/g, ' ')
    .replace(/<a\b[^>]*>[\s\S]*?<\/a>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&commat;/g, '@')
    .replace(/&amp;/g, '&');
  const mentions = (text.match(/(?<![\w\u200b])@[\w-]+(?:\/[\w-]+)?/g) ?? []).map((m) => `mention ${m}`);
  return [...elements, ...comments, ...links, ...mentions];
}
