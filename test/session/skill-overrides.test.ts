import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectResults, modelFor, oracleText, run, systemText, tempRepoFor } from './harness.js';
import type { RecordedRequest } from '../../support/scripted-model/scripted-model.js';
import { call, text, turn } from '../support/scripted-turns.js';
import type Anthropic from '@anthropic-ai/sdk';

/**
 * `skillOverrides` as Claude Code 2.1.332 applies it headless from .claude/settings.json and settings.local.json
 * (scripts/oracle/settings-keys.mjs, test/fixtures/claude-code-tool-results/2.1.332-settings-keys.json): the listing
 * the model sees, the Skill tool's refusal, `/name` of an "off" skill, the local file over the project's, and a file
 * whose map holds one unknown value.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FIXTURE = path.join(ROOT, 'test/fixtures/claude-code-tool-results/2.1.332-settings-keys.json');
interface Variant {
  skillListing: string[] | null;
  toolResults: Record<string, string | null>;
  result: { subtype: string; is_error: boolean; result: string; num_turns: number } | null;
  requests: unknown[];
}
const oracle = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { variants: Record<string, Variant> }).variants;

const skill = (name: string, description: string, extra = ''): [string, string] => [
  `.claude/skills/${name}/SKILL.md`,
  `---\nname: ${name}\ndescription: ${description}\n${extra}---\nBODY OF ${name}: $ARGUMENTS\n`,
];
const SKILLS = Object.fromEntries([
  skill('s-on', 'Skill with no override'),
  skill('s-name', 'Skill set to name-only'),
  skill('s-user', 'Skill set to user-invocable-only'),
  skill('s-off', 'Skill set to off'),
  skill('s-local-off', 'Project says on, local says off'),
  skill('s-local-on', 'Project says off, local says on'),
  skill('s-dmi', 'Skill with disable-model-invocation, override on', 'disable-model-invocation: true\n'),
  skill('s-noinv', 'Skill with user-invocable false, override name-only', 'user-invocable: false\n'),
  ['.claude/commands/s-cmd-off.md', '---\ndescription: Command set to off\n---\nBODY OF s-cmd-off: $ARGUMENTS\n'],
]);
const OVERRIDES = {
  's-name': 'name-only',
  's-user': 'user-invocable-only',
  's-off': 'off',
  's-local-off': 'on',
  's-local-on': 'off',
  's-dmi': 'on',
  's-noinv': 'name-only',
  's-cmd-off': 'off',
};
const CALLED = ['s-on', 's-name', 's-user', 's-off', 's-local-off', 's-local-on', 's-dmi', 's-noinv', 's-cmd-off'];
const files = (settings: unknown, local?: unknown): Record<string, string> => ({
  ...SKILLS,
  '.claude/settings.json': JSON.stringify(settings),
  ...(local !== undefined ? { '.claude/settings.local.json': JSON.stringify(local) } : {}),
});
/** The repository's skills as the first request lists them (the runner lists them in the system prompt). */
const listed = (req: RecordedRequest | undefined): string[] => {
  const first = (req?.body.messages as Anthropic.MessageParam[] | undefined)?.[0]?.content;
  const texts = [systemText(req), ...(typeof first === 'string' ? [first] : (first ?? []).map((b) => (b.type === 'text' ? b.text : '')))];
  // Sorted: the CLI lists commands after skills, the runner all by name (an older difference, not this key's).
  return texts
    .flatMap((t) => t.split('\n'))
    .filter((line) => /^- s-/.test(line))
    .sort();
};

test('skillOverrides: the listing, and the Skill tool for each value, as Claude Code 2.1.332 (settings.local.json over settings.json)', async (t) => {
  const repo = await tempRepoFor(t, files({ skillOverrides: OVERRIDES }, { skillOverrides: { 's-local-off': 'off', 's-local-on': 'on' } }));
  const model = await modelFor(t, [
    ...CALLED.map((name) => turn(call('Skill', { skill: name, args: 'A1' }, `skill_${name.replace(/\W/g, '_')}`))),
    text('done'),
  ]);
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'bypassPermissions', max_turns: '20' } });
  assert.equal(r.result.subtype, 'success');
  const want = oracle.skills;
  assert.ok(want?.skillListing);
  assert.deepEqual(listed(model.requests[0]), want.skillListing.filter((line) => line.startsWith('- s-')).sort());
  const results = new Map<string, Anthropic.ToolResultBlockParam>();
  for (const req of model.requests) collectResults(req, results);
  for (const name of CALLED) {
    const id = `skill_${name.replace(/\W/g, '_')}`;
    assert.equal(oracleText(results.get(id), []), want.toolResults[id], name);
  }
  assert.ok(
    r.outcome.warnings.some((w) => w.includes('.claude/settings.local.json') && w.includes('skillOverrides')) === false,
    'the local file’s skillOverrides are applied, not refused',
  );
});

test('skillOverrides: one unknown value drops that file’s whole map, as in Claude Code, with a warning naming file and field', async (t) => {
  const repo = await tempRepoFor(t, files({ skillOverrides: { ...OVERRIDES, 's-bad': 'sometimes' } }));
  const model = await modelFor(t, [turn(call('Skill', { skill: 's-off', args: 'A1' }, 'skill_s_off')), text('done')]);
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'bypassPermissions' } });
  const want = oracle.skillsBadValue;
  assert.ok(want?.skillListing);
  assert.deepEqual(listed(model.requests[0]), want.skillListing.filter((line) => line.startsWith('- s-')).sort());
  const results = new Map<string, Anthropic.ToolResultBlockParam>();
  for (const req of model.requests) collectResults(req, results);
  assert.equal(oracleText(results.get('skill_s_off'), []), want.toolResults.skill_s_off);
  assert.ok(
    r.outcome.warnings.some((w) => w.startsWith('.claude/settings.json: skillOverrides.s-bad: expected one of on, name-only, user-invocable-only, off')),
    r.outcome.warnings.join('\n'),
  );
});

test('skillOverrides: `/name` of an "off" skill makes no model call and answers with Claude Code’s words; name-only and user-invocable-only still run', async (t) => {
  const repo = await tempRepoFor(t, files({ skillOverrides: OVERRIDES }));
  const model = await modelFor(t, [text('done'), text('done')]);
  const off = await run({ url: model.url, repo, prompt: '/s-off some args', inputs: { permission_mode: 'bypassPermissions' } });
  const want = oracle.slashOff?.result;
  assert.ok(want);
  assert.equal(model.requests.length, 0, 'no model call');
  assert.equal(off.result.subtype, want.subtype);
  assert.equal(off.result.is_error, want.is_error);
  assert.equal(off.result.num_turns, want.num_turns);
  assert.equal(off.result.subtype === 'success' ? off.result.result : '', want.result);
  for (const name of ['s-user', 's-name']) {
    const before: number = model.requests.length;
    const r = await run({ url: model.url, repo, prompt: `/${name} some args`, inputs: { permission_mode: 'bypassPermissions' } });
    assert.equal(r.result.subtype, 'success');
    assert.equal(model.requests.length, before + 1, `/${name} runs`);
    assert.ok(JSON.stringify(model.requests.at(-1)?.body.messages).includes(`BODY OF ${name}: some args`), `/${name}'s body is the prompt`);
  }
});

test('skillOverrides from the settings input (the CLI’s --settings) win over the project’s per skill, as measured', async (t) => {
  const repo = await tempRepoFor(t, files({ skillOverrides: OVERRIDES }));
  const calls = ['s-on', 's-off'];
  const model = await modelFor(t, [
    ...calls.map((name) => turn(call('Skill', { skill: name, args: 'A1' }, `skill_${name.replace(/\W/g, '_')}`))),
    text('done'),
  ]);
  const settings = JSON.stringify({ skillOverrides: { 's-on': 'off', 'plug:pk': 'off', 'plug:pn': 'name-only', 's-off': 'on' } });
  await run({ url: model.url, repo, inputs: { permission_mode: 'bypassPermissions', settings } });
  const want = oracle.skillsFlag;
  assert.ok(want?.skillListing);
  assert.deepEqual(listed(model.requests[0]), want.skillListing.filter((line) => line.startsWith('- s-')).sort());
  const results = new Map<string, Anthropic.ToolResultBlockParam>();
  for (const req of model.requests) collectResults(req, results);
  for (const name of calls)
    assert.equal(oracleText(results.get(`skill_${name.replace(/\W/g, '_')}`), []), want.toolResults[`skill_${name.replace(/\W/g, '_')}`], name);
});
