import { inert } from '../report/github/comment-render.js';
import { fence } from '../trigger/task-message.js';
import { redactTokens } from '../text/redact-tokens.js';
import { safeCut } from '../text/sanitize.js';

/** What one GitHub tool hands the model at most: a diff or a comment thread can be huge, and every later turn re-sends it. */
export const GITHUB_TOOL_MAX_CHARS = 40_000;

/**
 * Text from GitHub that people other than the workflow author wrote (diffs, comments, job and
 * workflow names), capped and fenced as untrusted data, like the event data of the first message.
 */
export function untrusted(source: string, field: string, text: string, max = GITHUB_TOOL_MAX_CHARS): string {
  const cut = text.length > max ? `${safeCut(text, max)}\n[… ${text.length - max} more characters not shown …]` : text;
  return fence(source, field, cut);
}

/**
 * The model's text for a comment or review GitHub shows: no token, no mention or raw HTML outside
 * code blocks (they would ping people or hide text); fenced code (a ```suggestion block) kept as written.
 */
export function commentText(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  let open: string | undefined;
  for (const line of lines) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (open === undefined && marker !== undefined) {
      // Only a fence that is closed later keeps its content raw: an unclosed one would swallow the rest.
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

/** A line of prose made inert, its inline code spans kept as written (GitHub shows `&lt;` literally inside one, and pings nobody from it). */
function inertProse(line: string): string {
  let out = '';
  let last = 0;
  for (const span of line.matchAll(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g)) {
    out += inert(line.slice(last, span.index)) + redactTokens(span[0]);
    last = span.index + span[0].length;
  }
  return out + inert(line.slice(last));
}
