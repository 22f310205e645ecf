/**
 * Claude Code's matcher rules: absent, `""` or `*` match everything; a value made only of letters,
 * digits, `_` and `|` is an exact name or a `|` list of exact names (so `Bash` never matches
 * `BashOutput`); anything else is a JavaScript regular expression, unanchored as Claude Code
 * tests it (`mcp__memory__.*`, `^Notebook`).
 */
export type CompiledMatcher = (value: string) => boolean;

const EXACT_LIST = /^[A-Za-z0-9_|]+$/;

export function compileMatcher(matcher: string | undefined): { ok: true; test: CompiledMatcher } | { ok: false; error: string } {
  const m = matcher?.trim() ?? '';
  if (m === '' || m === '*') return { ok: true, test: () => true };
  if (EXACT_LIST.test(m)) {
    const names = new Set(m.split('|').filter((n) => n !== ''));
    return { ok: true, test: (value) => names.has(value) };
  }
  try {
    const re = new RegExp(m);
    return { ok: true, test: (value) => re.test(value) };
  } catch (err) {
    return { ok: false, error: `invalid regular expression: ${(err as Error).message}` };
  }
}
