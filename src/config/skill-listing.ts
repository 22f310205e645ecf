/**
 * The size of the skill listing the model is sent, as Claude Code 2.1.332 bounds it headless (measured:
 * scripts/oracle/gap-probes.mjs variants skillsDefault, skillsMaxDesc, skillsBudget): each description cut to
 * `skillListingMaxDescChars` characters, the whole to a budget of the model's context window × 4 ×
 * `skillListingBudgetFraction` characters, past which skills are listed by name only.
 */

/** The settings' two keys, as read (later sources win). */
export interface SkillListingSettings {
  maxDescChars?: number;
  budgetFraction?: number;
}

/** The limits one listing is held to. */
export interface SkillListingLimits {
  /** Characters of the whole listing (its lines and the newlines between them). */
  budget: number;
  /** Characters of one description; a longer one is cut, its last character `…`. */
  maxDescChars: number;
}

/** 2.1.332's defaults: 1536 characters a description, 1% of the context window (4 characters a token). */
const DEFAULT_MAX_DESC_CHARS = 1536;
const DEFAULT_BUDGET_FRACTION = 0.01;
const CHARS_PER_TOKEN = 4;

function describe(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
}

/** Reads `skillListingMaxDescChars` or `skillListingBudgetFraction` into `into`; false for any other key. */
export function applySkillListingKey(key: string, value: unknown, label: string, into: SkillListingSettings, warnings: string[]): boolean {
  if (key === 'skillListingMaxDescChars') {
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) into.maxDescChars = value;
    else warnings.push(`${label}: skillListingMaxDescChars: expected a positive whole number, got ${describe(value)}; ignored`);
    return true;
  }
  if (key === 'skillListingBudgetFraction') {
    if (typeof value === 'number' && value > 0 && value <= 1) into.budgetFraction = value;
    else warnings.push(`${label}: skillListingBudgetFraction: expected a number above 0 and at most 1, got ${describe(value)}; ignored`);
    return true;
  }
  return false;
}

/**
 * The limits for a model of `contextWindow` tokens. `budgetChars` (the settings' env SLASH_COMMAND_TOOL_CHAR_BUDGET)
 * replaces the budget the window gives, as in 2.1.332 (measured: 2.1.332-tool-env.json, skills-budget).
 */
export function skillListingLimits(settings: SkillListingSettings, contextWindow: number, budgetChars?: number): SkillListingLimits {
  const fraction = settings.budgetFraction ?? DEFAULT_BUDGET_FRACTION;
  return {
    budget: budgetChars ?? Math.max(1, Math.floor(contextWindow * CHARS_PER_TOKEN * fraction)),
    maxDescChars: settings.maxDescChars ?? DEFAULT_MAX_DESC_CHARS,
  };
}

/**
 * `- name: description` lines within `limits`, in the order given: every description cut to `maxDescChars` (its last
 * character `…`); when the lines do not fit the budget, each skill in order keeps its description while what is left
 * of the budget (the others' names counted first) holds it, and the rest are listed by name only.
 */
export function fitSkillListing(entries: readonly { name: string; description: string; nameOnly?: boolean }[], limits: SkillListingLimits): string {
  const lines = entries.map(({ name, description, nameOnly }) => {
    const cut = description.length > limits.maxDescChars ? `${description.slice(0, limits.maxDescChars - 1)}\u2026` : description;
    // A `name-only` skill (settings' skillOverrides) is listed without its description, whatever the budget.
    return { nameOnly: `- ${name}`, full: nameOnly ? `- ${name}` : `- ${name}: ${cut}` };
  });
  const between = Math.max(0, lines.length - 1);
  if (lines.reduce((sum, l) => sum + l.full.length, between) <= limits.budget) return lines.map((l) => l.full).join('\n');
  let left = limits.budget - lines.reduce((sum, l) => sum + l.nameOnly.length, between);
  return lines
    .map((l) => {
      const more = l.full.length - l.nameOnly.length;
      if (more > left) return l.nameOnly;
      left -= more;
      return l.full;
    })
    .join('\n');
}
