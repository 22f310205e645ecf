/**
 * Settings keys that only take away: `skillOverrides` (hides skills) and the two lists that bound http hooks
 * (`allowedHttpHookUrls`, `httpHookAllowedEnvVars`). Read here for settings-file.ts; applied by loadRepoConfig (skills)
 * and the hook runner (src/hooks/http-policy.ts). Measured against Claude Code 2.1.332
 * (scripts/oracle/settings-keys.mjs).
 */

export const SKILL_OVERRIDE_VALUES = ['on', 'name-only', 'user-invocable-only', 'off'] as const;
export type SkillOverride = (typeof SKILL_OVERRIDE_VALUES)[number];

/** `skillOverrides` by skill name, later sources winning per name, each with the file that set it. */
export type SkillOverrides = Record<string, { value: SkillOverride; source: string }>;

/** One of the http-hook lists: every source's entries together (Claude Code merges them), with the files that set them. */
export interface RestrictionList {
  entries: string[];
  sources: string[];
  /**
   * Set when the workflow's `settings` input sets the list (then `entries` are the input's) and the repository's files
   * set one too: the repository's list, which only narrows the input's (a URL must match both; a variable be in both).
   */
  narrowedBy?: { entries: string[]; sources: string[] };
}

export interface HttpHookLists {
  allowedHttpHookUrls?: RestrictionList;
  httpHookAllowedEnvVars?: RestrictionList;
}

export const HTTP_HOOK_LIST_KEYS = ['allowedHttpHookUrls', 'httpHookAllowedEnvVars'] as const;
type HttpHookListKey = (typeof HTTP_HOOK_LIST_KEYS)[number];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One file's `skillOverrides`. Claude Code 2.1.332 drops a file's whole map when one value is not one of its four
 * (measured: the other skills' overrides in that file stop applying too); the runner does the same, and says so.
 */
export function applySkillOverrides(value: unknown, label: string, into: SkillOverrides, warnings: string[]): void {
  const bad = isRecord(value)
    ? Object.entries(value).find(([, v]) => typeof v !== 'string' || !(SKILL_OVERRIDE_VALUES as readonly string[]).includes(v))
    : undefined;
  if (!isRecord(value) || bad) {
    const what = bad
      ? `skillOverrides.${bad[0]}: expected one of ${SKILL_OVERRIDE_VALUES.join(', ')}, got ${JSON.stringify(bad[1])}`
      : 'skillOverrides: expected an object';
    warnings.push(`${label}: ${what}; this file's skillOverrides are ignored, as Claude Code ignores them`);
    return;
  }
  for (const [name, v] of Object.entries(value)) into[name] = { value: v as SkillOverride, source: `${label} skillOverrides` };
}

/**
 * One file's `allowedHttpHookUrls` or `httpHookAllowedEnvVars`. Claude Code merges every file's list into one; a list
 * only ever takes away, so one that cannot be read takes away everything (an empty list: no http hook is sent, no
 * variable reaches a header). The committed settings.local.json may set a list where settings.json sets none (that
 * narrows), but cannot add to the list settings.json sets (in Claude Code it would: the lists merge). The workflow's
 * `settings` input (read last) is the bound when it sets a list: the repository's list may narrow it, never add to it
 * (merged, a repository's `["*"]` would allow every URL whatever the workflow allows).
 */
export function applyHttpHookList(
  key: HttpHookListKey,
  value: unknown,
  source: { label: string; local?: true; input?: true },
  into: HttpHookLists,
  warnings: string[],
): void {
  const at = `${source.label}: ${key}`;
  let entries: string[];
  if (!Array.isArray(value)) {
    warnings.push(
      `${at}: expected a list of strings, got ${value === null ? 'null' : typeof value}; read as an empty list (${key === 'allowedHttpHookUrls' ? 'no http hook is sent' : 'no variable is put into an http hook header'})`,
    );
    entries = [];
  } else {
    entries = value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
    if (entries.length < value.length) warnings.push(`${at}: entries that are not strings are left out (they allow nothing)`);
  }
  const before = into[key];
  if (source.local && before !== undefined) {
    warnings.push(`${at}: not added to the list .claude/settings.json sets (a committed personal file cannot widen it; Claude Code would merge the two)`);
    return;
  }
  if (source.input && before !== undefined) {
    warnings.push(
      `${at}: the bound of the list ${before.sources.join(', ')} sets${key === 'allowedHttpHookUrls' ? ': a hook is sent only to a URL both lists allow' : ': a header takes only a variable both lists name'} (Claude Code would merge the two)`,
    );
    into[key] = { entries: [...new Set(entries)], sources: [source.label], narrowedBy: before };
    return;
  }
  into[key] = { entries: [...new Set([...(before?.entries ?? []), ...entries])], sources: [...(before?.sources ?? []), source.label] };
}
