import { redactTokens } from './redact-tokens.js';
import { safeCut } from './sanitize.js';

/**
 * The one way text the runner did not write (the model's words, tool output, file names, sandbox
 * violation lines, error messages quoting either) enters the comment and the job summary. GitHub
 * renders both as Markdown: raw HTML there loads images whose URL carries data out (`<img src=…>`),
 * an unclosed `<!--` hides the rest of the report, and a mention (`@user`, `@org/team`) pings
 * people. What decides is the rendered text, not the spelling: a mention inside emphasis
 * (`_@team_`), after a lone backtick, or spelled as an entity (`&#64;team`) is still a mention.
 *
 * `where` names the context the text lands in:
 * - `block`: Markdown prose (lines of the quoted answer, a reason paragraph);
 * - `line`: one list item or quote line (newlines folded);
 * - `code`: an inline code span its content cannot close;
 * - `cell`: a code span in a table cell (`|` escaped, as GFM splits cells before code spans).
 */
export type UntrustedContext = 'block' | 'line' | 'code' | 'cell';

/** C0/C1 controls other than tab and newline, and bidirectional overrides (they reorder what a reader sees). */
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Defuses what is live on the rendered text: every `@` before a name character, and image syntax. */
function defuse(text: string): string {
  return text.replace(/@(?=[\p{L}\p{N}_-])/gu, '@\u200b').replace(/!\[/g, '!\u200b[');
}

/** Inline code its content cannot close. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') || text === '' ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

export function renderUntrusted(text: string, where: UntrustedContext, maxLength?: number): string {
  // Our sticky marker must not be forged, and no token may be shown.
  let out = redactTokens(text).replaceAll('agent-runner:sticky', 'agent-runner:quoted').replace(CONTROLS, '');
  if (where !== 'block') out = out.replace(/\s+/g, ' ').trim();
  if (maxLength !== undefined && out.length > maxLength) out = `${safeCut(out, maxLength)}…`;
  if (where === 'code' || where === 'cell') {
    // Inside a code span nothing is HTML or a mention; defusing still guards a span GitHub would not see as one.
    const span = codeSpan(defuse(out));
    return where === 'cell' ? span.replace(/\|/g, '\\|') : span;
  }
  // No raw HTML and no entity that renders as `<` or `@`: escape what would start either.
  out = out.replace(/&(?=#?[A-Za-z0-9]+;)/g, '&amp;').replace(/</g, '&lt;');
  return defuse(out);
}
