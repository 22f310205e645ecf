import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { micromark } from 'micromark';

/** Markdown rendered as GitHub renders a comment (GFM, raw HTML allowed): the HTML, and the mentions live in its text outside code. */
export function rendered(markdown: string): { html: string; mentions: string[] } {
  const html = micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
  const text = html
    .replace(/<code>[\s\S]*?<\/code>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_m, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&commat;/g, '@')
    .replace(/&amp;/g, '&');
  return { html, mentions: text.match(/(?<![\w\u200b])@[\w-]+(?:\/[\w-]+)?/g) ?? [] };
}
