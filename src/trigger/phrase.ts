/**
 * Trigger phrase matching. Unless the workflow sets `trigger_phrase` (or `label_trigger`), both this
 * action's word and claude-code-action's trigger, so a workflow switched from it by its `uses:` line
 * alone still answers `@claude`; a phrase the workflow sets replaces both.
 *
 *  The phrase counts only as a whole word: `@agent` must not fire on
 * `@agentsmith`, `@agent-smith` (a different GitHub user) or `me@agent.dev`. Text in code spans,
 * fenced code blocks and quoted lines does not count, so quoting an earlier command in a reply or
 * documenting the phrase in backticks does not start a run.
 */

export const DEFAULT_TRIGGER_PHRASES: readonly string[] = ['@agent', '@claude'];
export const DEFAULT_LABEL_TRIGGERS: readonly string[] = ['agent', 'claude'];

export interface PhraseMatch {
  /** Text after the phrase; when nothing follows, the whole text without the phrase. */
  request: string;
  index: number;
  /** The phrase as it matched (`@claude`, `@Agent`…): which workflow it was written for. */
  phrase: string;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Blanks out code and quotes with spaces of equal length, so indices still point into `text`. */
function maskNonProse(text: string): string {
  const blank = (m: string): string => m.replace(/[^\n]/g, ' ');
  return text
    .replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\2[`~]*[ \t]*$|(?![\s\S]))/gm, blank)
    .replace(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, blank)
    .replace(/^ {0,3}>[^\n]*/gm, blank);
}

function phraseRegExp(phrases: readonly string[]): RegExp {
  const ps = phrases.map((p) => p.trim()).filter((p) => p !== '');
  if (ps.length === 0) throw new Error('trigger_phrase is empty');
  // Before: start, whitespace or opening punctuation. After: anything but a login character.
  return new RegExp(`(?<=^|[\\s(\\[{"'*_~])(?:${ps.map(escapeRegExp).join('|')})(?![A-Za-z0-9_-])`, 'i');
}

/** The first of the phrases in the text (any of them, whichever comes first). */
export function matchTriggerPhrase(text: string, phrases: string | readonly string[]): PhraseMatch | null {
  const re = phraseRegExp(typeof phrases === 'string' ? [phrases] : phrases);
  const m = re.exec(maskNonProse(text));
  if (!m) return null;
  const end = m.index + m[0].length;
  let request = text
    .slice(end)
    .replace(/^[\s,:;.!?)\]}"'*_~-]+/, '')
    .trim();
  if (request === '') request = (text.slice(0, m.index) + text.slice(end)).trim();
  return { request, index: m.index, phrase: m[0] };
}
