import { redactTokens } from '../../src/text/redact-tokens.js';

/**
 * The control for test/security/posted-surfaces.test.ts: the regular-expression models of Markdown the runner used
 * before one renderer on a real parser (issue 34, item 5), copied from the previous builds with their logic unchanged
 * (cutting and control characters left out: no attack here needs them): renderUntrusted and quotedAnswer of 3d55352
 * (the sticky comment, the job summary, the pull request bodies), commentText of 122da88 (review comments and bodies,
 * the gh bridge and the issue tools). The attacks that went through them are shown rendering live HTML with these.
 */
type Where = 'block' | 'line' | 'code' | 'cell';

function defuse(text: string): string {
  return text.replace(/@(?=[\p{L}\p{N}_-])/gu, '@\u200b').replace(/!\[/g, '!\u200b[');
}

function codeSpan(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') || text === '' ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

export function previousRenderUntrusted(text: string, where: Where): string {
  let out = redactTokens(text).replaceAll('agent-runner:sticky', 'agent-runner:quoted');
  if (where !== 'block') out = out.replace(/\s+/g, ' ').trim();
  if (where === 'code' || where === 'cell') {
    const span = codeSpan(defuse(out));
    return where === 'cell' ? span.replace(/\|/g, '\\|') : span;
  }
  out = out.replace(/&(?=#?[A-Za-z0-9]+;)/g, '&amp;').replace(/</g, '&lt;');
  return defuse(out);
}

export function previousQuotedAnswer(text: string): string {
  const lines = text.split('\n');
  const code = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const open = /^(`{3,}|~{3,})[^`]*$/.exec(lines[i] ?? '');
    if (!open?.[1]) continue;
    const fence = open[1];
    let close = -1;
    for (let j = i + 1; j < lines.length; j++) {
      const line = lines[j] ?? '';
      if (line.startsWith(fence[0]?.repeat(fence.length) ?? fence) && new RegExp(`^\\${fence[0]}+\\s*$`).test(line)) {
        close = j;
        break;
      }
    }
    if (close === -1) continue;
    for (let j = i; j <= close; j++) code.add(j);
    i = close;
  }
  return lines
    .map((line, i) => (code.has(i) ? redactTokens(line) : previousRenderUntrusted(line, 'block')))
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
}

export function previousCommentText(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  let open: string | undefined;
  for (const line of lines) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (open === undefined && marker !== undefined) {
      const rest = lines.slice(out.length + 1);
      if (rest.some((l) => new RegExp(`^\\s*\\${marker[0]}{${marker.length},}\\s*$`).test(l))) open = marker;
      out.push(open === undefined ? inertProse(line) : redactTokens(line));
      continue;
    }
    if (open !== undefined) {
      out.push(redactTokens(line));
      if (new RegExp(`^\\s*\\${open[0]}{${open.length},}\\s*$`).test(line)) open = undefined;
      continue;
    }
    out.push(inertProse(line));
  }
  return out.join('\n');
}

function inertProse(line: string): string {
  let out = '';
  let last = 0;
  for (const span of line.matchAll(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g)) {
    out += previousRenderUntrusted(line.slice(last, span.index), 'block') + redactTokens(span[0]);
    last = span.index + span[0].length;
  }
  return out + previousRenderUntrusted(line.slice(last), 'block');
}
