import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { run, systemText, tempRepoFor } from './harness.js';
import { text } from '../support/scripted-turns.js';
import { fitSkillListing } from '../../src/config/skill-listing.js';

// The settings' skillListingMaxDescChars and skillListingBudgetFraction, replayed from Claude Code 2.1.332 headless
// (scripts/oracle/gap-probes.mjs variants skillsMaxDesc, skillsBudget): the same skills and settings through the
// runner give the model the same listing lines.

const FIXTURE = path.join(import.meta.dirname, '../../../test/fixtures/claude-code-tool-results/2.1.332-gap-probes.json');
const runs = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { runs: Record<string, { requests: { skillListing?: { probeLines: string[] } }[] }> }).runs;
const cliLines = (variant: string): string[] => runs[variant]?.requests[0]?.skillListing?.probeLines ?? [];

/** The oracle's skills: a description `chars` long, a word and then `x`s. */
const skill = (name: string, chars: number): Record<string, string> => ({
  [`.claude/skills/${name}/SKILL.md`]: `---\nname: ${name}\ndescription: ${`${name} does ${'x'.repeat(chars)}`.slice(0, chars)}\n---\nBody of ${name}.\n`,
});
const SKILLS = { ...skill('probe-long', 2000), ...skill('probe-mid', 300), ...skill('probe-short', 40), ...skill('probe-other', 300) };

async function listingLines(t: Parameters<typeof tempRepoFor>[0], settings: Record<string, unknown>): Promise<{ lines: string[]; warnings: string[] }> {
  const repo = await tempRepoFor(t, { ...SKILLS, '.claude/settings.json': JSON.stringify(settings) });
  const model = await startScriptedModel([text('done')]);
  t.after(() => model.close());
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  return {
    lines: systemText(model.requests[0])
      .split('\n')
      .filter((l) => l.startsWith('- probe-')),
    warnings: r.outcome.warnings,
  };
}

test("skillListingMaxDescChars cuts each description to that many characters, the last one '…', as 2.1.332 does", { timeout: 60_000 }, async (t) => {
  const { lines, warnings } = await listingLines(t, { skillListingMaxDescChars: 100 });
  assert.deepEqual(lines, cliLines('skillsMaxDesc'));
  assert.ok(!warnings.some((w) => w.includes('skillListing')), warnings.join('\n'));
});

test('without settings a description is cut at 1536 characters, as 2.1.332 cuts the long one', { timeout: 60_000 }, async (t) => {
  const { lines } = await listingLines(t, {});
  const cli = cliLines('skillsDefault').find((l) => l.startsWith('- probe-long:'));
  assert.equal(
    lines.find((l) => l.startsWith('- probe-long:')),
    cli,
  );
  assert.equal(cli?.length, '- probe-long: '.length + 1536);
});

test('skillListingBudgetFraction: a listing over its budget lists skills by name only, as 2.1.332 does', { timeout: 60_000 }, async (t) => {
  // 2.1.332's budget went to its bundled skills first (the runner has none): a smaller share gives the same outcome here.
  const { lines } = await listingLines(t, { skillListingBudgetFraction: 0.00002 });
  assert.deepEqual(lines, cliLines('skillsBudget'));
  assert.deepEqual(cliLines('skillsBudget'), ['- probe-long', '- probe-mid', '- probe-other', '- probe-short']);
});

test('a bad value of either key is a warning naming the file and the key; the listing keeps its defaults', { timeout: 60_000 }, async (t) => {
  const { lines, warnings } = await listingLines(t, { skillListingMaxDescChars: -3, skillListingBudgetFraction: 2 });
  assert.ok(
    warnings.some((w) => /settings\.json: skillListingMaxDescChars: expected a positive whole number/.test(w)),
    warnings.join('\n'),
  );
  assert.ok(
    warnings.some((w) => /settings\.json: skillListingBudgetFraction: expected a number above 0 and at most 1/.test(w)),
    warnings.join('\n'),
  );
  assert.equal(lines.find((l) => l.startsWith('- probe-mid:'))?.length, '- probe-mid: '.length + 300);
});

test("the budget is spent in order, a skill whose description does not fit listed by name and the next one's still tried (2.1.332's rule)", () => {
  const entries = [
    { name: 'a', description: 'x'.repeat(50) },
    { name: 'b', description: 'y'.repeat(200) },
    { name: 'c', description: 'z'.repeat(10) },
  ];
  // Names: `- a`, `- b`, `- c` and two newlines = 11; a's 52 more fit in 100, b's 202 do not, c's 12 do.
  assert.equal(fitSkillListing(entries, { budget: 100, maxDescChars: 1536 }), `- a: ${'x'.repeat(50)}\n- b\n- c: ${'z'.repeat(10)}`);
  assert.equal(
    fitSkillListing(entries, { budget: 10_000, maxDescChars: 20 }),
    `- a: ${'x'.repeat(19)}\u2026\n- b: ${'y'.repeat(19)}\u2026\n- c: ${'z'.repeat(10)}`,
  );
});
