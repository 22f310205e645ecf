import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadSkills } from '../../src/config/skills.js';
import { createSkillTool, SkillGrants } from '../../src/tools/skill.js';
import { firstUserText, lastUserBlocks, resultText, run, toolResultOf, type Repo, tempRepoFor, modelFor } from './harness.js';
import { bash, call, turn } from '../support/scripted-turns.js';

const SKILLS = {
  '.claude/skills/deploy/SKILL.md': [
    '---',
    'name: deploy',
    'description: >',
    '  Deploys the service to an environment.',
    '  Use when asked to ship or release.',
    'allowed-tools: Bash(touch *)',
    '---',
    '# Deploy',
    'DEPLOY-BODY-MARKER: deploy to $ARGUMENTS by running `touch deployed.txt`.',
    'See reference.md for the checklist.',
    '',
  ].join('\n'),
  '.claude/skills/deploy/reference.md': 'REFERENCE-MARKER checklist\n',
  '.claude/skills/hidden/SKILL.md': '---\nname: hidden\ndescription: Only a user may run this.\ndisable-model-invocation: true\n---\nHIDDEN-BODY\n',
};

const skillRepo = (t: { after(fn: () => Promise<void>): void }): Promise<Repo> => tempRepoFor(t, SKILLS);

test("a skill's body is absent from the first request and arrives after the Skill call; its allowed-tools are then granted", async (t) => {
  const repo = await skillRepo(t);
  assert.deepEqual((await loadSkills(repo.dir)).warnings, [], 'the fixture skills load cleanly');
  const model = await modelFor(t, [
    bash('touch early.txt', 'toolu_early'),
    turn(call('Skill', { skill: 'deploy', args: 'staging' }, 'toolu_skill')),
    bash('touch deployed.txt', 'toolu_touch'),
    { content: [{ type: 'text', text: 'Deployed.' }] },
  ]);
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'dontAsk' } });
  assert.equal(r.result.subtype, 'success');

  const first = JSON.stringify(model.requests[0]?.body);
  assert.ok(first.includes('- deploy: Deploys the service to an environment. Use when asked to ship or release.'));
  assert.ok(!first.includes('DEPLOY-BODY-MARKER'), 'the body is not sent before the skill is loaded');
  assert.ok(!first.includes('hidden:'), 'a disable-model-invocation skill is not listed');
  assert.ok(!first.includes('REFERENCE-MARKER'));
  const skillTool = (model.requests[0]?.body.tools as { name: string; description: string }[]).find((tl) => tl.name === 'Skill');
  assert.ok(skillTool && !skillTool.description.includes('deploy'), 'the tool description lists no skills');

  assert.equal(toolResultOf(model.requests[1])?.is_error, true, 'touch is not allowed before the skill grants it');
  assert.ok(!existsSync(path.join(repo.dir, 'early.txt')));

  const afterSkill = lastUserBlocks(model.requests[2]);
  assert.equal(afterSkill[0]?.type, 'tool_result');
  assert.equal(resultText(toolResultOf(model.requests[2])), 'Launching skill: deploy');
  const attachment = afterSkill[1];
  assert.equal(attachment?.type, 'text');
  const text = attachment?.type === 'text' ? attachment.text : '';
  assert.ok(text.startsWith(`Base directory for this skill: ${path.join(repo.dir, '.claude', 'skills', 'deploy')}\n\n# Deploy`), text);
  assert.ok(text.includes('DEPLOY-BODY-MARKER: deploy to staging'));
  assert.ok(!text.includes('allowed-tools'), 'front matter is stripped');
  assert.ok(!JSON.stringify(model.requests[2]?.body).includes('REFERENCE-MARKER'), 'files beside SKILL.md are not read unasked');

  assert.equal(toolResultOf(model.requests[3])?.is_error, undefined, 'the granted rule allows touch');
  assert.ok(existsSync(path.join(repo.dir, 'deployed.txt')));
  assert.equal(r.turnsUsed, 4, 'the Skill call counts as a turn');
  const emitted = r.messages.find((m) => m.type === 'user' && JSON.stringify(m).includes('Launching skill'));
  assert.ok(emitted && JSON.stringify(emitted).includes('DEPLOY-BODY-MARKER'), 'the transcript shows the loaded body');
});

test('unknown and model-disabled skills are errors naming the available ones', async (t) => {
  const repo = await skillRepo(t);
  const { skills } = await loadSkills(repo.dir);
  const tool = createSkillTool({ skills });
  const ctx = { signal: new AbortController().signal, toolUseId: 'toolu_x' };
  const unknown = await tool.execute({ skill: 'nope' }, ctx);
  assert.deepEqual(unknown, { content: 'Unknown skill: nope. Available skills: deploy', isError: true });
  const hidden = await tool.execute({ skill: 'hidden' }, ctx);
  assert.equal(hidden.isError, true);
  assert.match(hidden.content, /^Skill hidden cannot be used with Skill tool due to disable-model-invocation\. Ask the user to run \/hidden themselves/);
  const slash = await tool.execute({ skill: '/deploy' }, ctx);
  assert.equal(slash.isError, false, 'a leading slash is tolerated');
  assert.equal(tool.validate({ skill: 3 }).ok, false);
  assert.equal(tool.readOnly, true);
});

test('a task starting with /<skill> args runs that skill directly; other tasks pass through', async (t) => {
  const repo = await skillRepo(t);
  const firstRequest = async (request: string): Promise<string> => {
    const model = await modelFor(t, [{ content: [{ type: 'text', text: 'ok' }] }]);
    await run({ url: model.url, repo, prompt: request, request });
    return firstUserText(model.requests[0]);
  };
  const hit = await firstRequest('/deploy production');
  assert.ok(hit.startsWith('<command-message>deploy</command-message>\n<command-name>/deploy</command-name>\n<command-args>production</command-args>'), hit);
  assert.ok(hit.includes('DEPLOY-BODY-MARKER: deploy to production'));
  assert.ok((await firstRequest('/hidden')).includes('HIDDEN-BODY'), 'disable-model-invocation does not stop a user');
  assert.equal(await firstRequest('/unknown do it'), '/unknown do it');
  assert.equal(await firstRequest('please /deploy'), 'please /deploy');
});

test('a context: fork skill runs through runFork', async (t) => {
  const repo = await tempRepoFor(t, { '.claude/skills/audit/SKILL.md': '---\nname: audit\ndescription: Audits.\ncontext: fork\n---\nAUDIT-BODY\n' });
  const { skills } = await loadSkills(repo.dir);
  const calls: [string, string, string][] = [];
  const tool = createSkillTool({
    skills,
    runFork: async (skill, args, ctx) => {
      calls.push([skill.name, args, ctx.toolUseId]);
      return { content: 'audit report', isError: false };
    },
  });
  assert.equal(tool.readOnly, true, 'the fork runner serializes children that may write');
  const result = await tool.execute({ skill: 'audit', args: 'src' }, { signal: new AbortController().signal, toolUseId: 'toolu_f' });
  assert.deepEqual(calls, [['audit', 'src', 'toolu_f']]);
  assert.equal(result.content, 'audit report');
  assert.deepEqual(result.details, { skill: 'audit', allowedTools: [] });
  assert.equal(result.attachments, undefined);
});

test('SkillGrants parses with the permission rule parser, dedupes, and keeps malformed entries out', () => {
  const grants = new SkillGrants();
  grants.grant(['Read', 'Bash(git diff:*)', 'Read', 'Bash(unclosed'], 'skill "x" allowed-tools');
  assert.deepEqual(
    grants.rules().map((r) => r.raw),
    ['Read', 'Bash(git diff:*)'],
  );
  assert.equal(grants.errors.length, 1);
  assert.match(grants.errors[0] ?? '', /malformed rule "Bash\(unclosed"/);
});
