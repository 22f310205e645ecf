import { renderPostedMarkdown } from '../text/posted-markdown.js';
import { fence } from '../trigger/task-message.js';
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
 * The model's text for a comment or review GitHub shows: no token, no mention, raw HTML, image or odd-scheme link
 * (they would ping people, load a URL carrying data, or hide text); code (a ```suggestion block) kept as written.
 * Parsed as GitHub parses it (src/text/posted-markdown.ts), not modelled line by line.
 */
export function commentText(text: string): string {
  return renderPostedMarkdown(text);
}
