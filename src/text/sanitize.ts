import { redactTokens } from './redact-tokens.js';

/**
 * Cleaning of text that comes from a GitHub event (titles, bodies, comments, branch and file names)
 * before it reaches the prompt. The aim is narrow: what a human reviewer sees on github.com and what
 * the model reads should be the same text, so instructions cannot hide in markup GitHub does not
 * display. This lowers the risk of prompt injection; permission rules and hooks remain the fence.
 */

// Zero-width, invisible operators, BOM, soft hyphen, Mongolian vowel separator, Hangul fillers,
// and the Unicode "tag" block (used for ASCII smuggling) plus the variation selectors supplement.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200D\u2060-\u2064\uFEFF\u115F\u1160\u3164\uFFA0]|[\u{E0000}-\u{E007F}]|[\u{E0100}-\u{E01EF}]/gu;
// Bidirectional controls: embeddings, overrides, isolates, marks (the "Trojan Source" set).
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// C0/C1 controls other than tab and newlines: never meaningful in event text, can confuse terminals.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

// An unterminated comment hides the rest of the document on github.com, so it is removed to the end.
const HTML_COMMENT = /<!--[\s\S]*?(?:-->|$)/g;

const IMAGE_ALT = /!\[((?:[^[\]\\]|\\.|\[[^[\]]*\])*)\]/g;
const LINK_TITLE = /\]\(\s*(<[^<>\n]*>|[^\s()<>]*(?:\([^\s()]*\)[^\s()<>]*)*)\s+(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\((?:[^()\\]|\\.)*\))\s*\)/g;
const REF_DEFINITION_TITLE = /^( {0,3}\[[^\]\n]+\]:[ \t]*(?:<[^<>\n]*>|\S+))[ \t]+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\))[ \t]*$/gm;

const HTML_TAG = /<([A-Za-z][A-Za-z0-9-]*)((?:\s+[^\s"'<>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const HIDDEN_ATTRIBUTE = /\s+(?:alt|title|aria-[A-Za-z0-9_-]+|data-[A-Za-z0-9_.:-]*)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/gi;

export interface SanitizeOptions {
  /** Longer text is cut with a note saying how much was dropped. */
  maxLength?: number;
}

export function sanitizeUntrusted(text: string, options: SanitizeOptions = {}): string {
  // Removing one construct can assemble another (`<!<!---->--`), so repeat until nothing changes.
  let out = text;
  for (let i = 0; i < 8; i++) {
    const next = cleanOnce(out);
    if (next === out) break;
    out = next;
  }
  const max = options.maxLength;
  if (max !== undefined && out.length > max) {
    const cut = safeCut(out, max);
    out = `${cut}\n[… ${out.length - cut.length} more characters not shown]`;
  }
  return out;
}

function cleanOnce(text: string): string {
  let out = text.normalize('NFC');
  // Invisible characters go first: they could otherwise split `<!--` or a token so that the later
  // steps miss it.
  out = out.replace(INVISIBLE, '').replace(BIDI, '').replace(CONTROL, '');
  out = out.replace(/\r\n?/g, '\n').replace(/[\u2028\u2029]/g, '\n');
  out = out.replace(HTML_COMMENT, '');
  out = out.replace(IMAGE_ALT, '![]');
  out = out.replace(LINK_TITLE, ']($1)');
  out = out.replace(REF_DEFINITION_TITLE, '$1');
  out = out.replace(HTML_TAG, (m: string, name: string, attrs: string, selfClose: string) => {
    const kept = attrs.replace(HIDDEN_ATTRIBUTE, '');
    if (kept === attrs) return m;
    return `<${name}${kept}${selfClose ? ' /' : ''}>`;
  });
  return redactTokens(out);
}

/** For single-line values (branch names, file names, logins): also folds newlines into spaces. */
export function sanitizeInline(text: string, maxLength = 300): string {
  const clean = sanitizeUntrusted(text)
    .replace(/\s*\n\s*/g, ' ')
    .trim();
  return clean.length > maxLength ? `${safeCut(clean, maxLength)}…` : clean;
}

/** Cuts at `max` UTF-16 units without splitting a surrogate pair. */
export function safeCut(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  const code = text.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end -= 1;
  return text.slice(0, end);
}

export interface AuthoredComment {
  author: string;
  body: string;
}

/**
 * Applies `include_comments_by_actor` / `exclude_comments_by_actor`: logins, case-insensitive;
 * an empty include list means everyone. Exclusion wins.
 */
export function filterCommentsByActor<T extends AuthoredComment>(comments: readonly T[], include: readonly string[], exclude: readonly string[]): T[] {
  const norm = (s: string): string => s.trim().replace(/^@/, '').toLowerCase();
  const inc = new Set(include.map(norm).filter(Boolean));
  const exc = new Set(exclude.map(norm).filter(Boolean));
  return comments.filter((c) => {
    const who = norm(c.author);
    if (exc.has(who)) return false;
    return inc.size === 0 || inc.has(who);
  });
}
