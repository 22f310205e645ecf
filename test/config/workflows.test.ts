import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadRepoConfig } from '../../src/config/load.js';
import { readWorkflowMeta } from '../../src/config/workflow-meta.js';
import { renderSkillContent, renderSkillListing } from '../../src/config/skills.js';

test('meta is read as a pure literal: keys bare or quoted, comments, trailing commas, escapes, template text without interpolation', () => {
  const read = readWorkflowMeta(
    "// a leading comment\n/* and a block */\nexport const meta = {\n  name: 'sweep', // trailing\n  \"description\": \"Say \\\"hi\\\"\\n twice\",\n  whenToUse: `When asked`,\n  phases: [{ title: 'A', detail: 'x\\u0041' }, { title: 'B', },],\n  n: -1.5e2, ok: true, none: null,\n};\nconst later = computed();\n",
  );
  assert.deepEqual(read, {
    ok: true,
    value: {
      name: 'sweep',
      description: 'Say "hi"\n twice',
      whenToUse: 'When asked',
      phases: [{ title: 'A', detail: 'xA' }, { title: 'B' }],
      n: -150,
      ok: true,
      none: null,
    },
  });
});

test('meta that is not a pure literal, or not first, is refused with the reason', () => {
  for (const [script, reason] of [
    ["const d = 'x';\nexport const meta = { name: 'a', description: d }", 'must be the first statement'],
    ["export const meta = { name: 'a', description: d }", 'unexpected "d }"'],
    ['export const meta = { name: `a${1}`, description: "b" }', 'interpolates'],
    ["export const meta = { ...base, name: 'a' }", 'where a key belongs'],
    ["export const meta = { name: 'a' description: 'b' }", 'expected "," or "}" after "name"'],
    ["export const meta = ['a']", 'must be an object literal'],
  ] as const) {
    const read = readWorkflowMeta(script);
    assert.equal(read.ok, false, script);
    assert.ok(!read.ok && read.error.includes(reason), `${script}: ${read.ok ? '' : read.error}`);
  }
});

test('.claude/workflows: each .js listed by meta.name as Claude Code lists it; other files, bad fields and taken names are warnings naming file and field', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'workflows-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const wf = path.join(dir, '.claude', 'workflows');
  await mkdir(wf, { recursive: true });
  await mkdir(path.join(dir, '.claude', 'skills', 'deploy'), { recursive: true });
  await writeFile(path.join(dir, '.claude', 'skills', 'deploy', 'SKILL.md'), '---\nname: deploy\ndescription: Deploys\n---\nDeploy.\n');
  const files: Record<string, string> = {
    'a-sweep.js':
      "export const meta = { name: 'sweep', description: 'Sweep PRs', whenToUse: 'When PRs pile up', phases: [{ title: 'Review', detail: 'one agent per PR' }] }\nreturn 1\n",
    'b-plain.js': "export const meta = { name: 'plain', description: 'No phases' }\nreturn 2\n",
    'c-dup.js': "export const meta = { name: 'sweep', description: 'Again' }\n",
    'd-nodesc.js': "export const meta = { name: 'nodesc' }\n",
    'e-phase.js': "export const meta = { name: 'phase', description: 'x', phases: [{ detail: 'no title' }] }\n",
    'f-deploy.js': "export const meta = { name: 'deploy', description: 'Shadowed by the skill' }\n",
    'module.mjs': "export const meta = { name: 'mjs', description: 'x' }\n",
    'notes.md': '# not a workflow\n',
  };
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(wf, name), text);
  const loaded = await loadRepoConfig(dir, undefined, { plugins: '', marketplaces: '', runDir: dir });
  assert.ok(loaded.ok);
  const config = loaded.config;
  assert.deepEqual(
    config.workflows?.map((w) => w.name),
    ['sweep', 'plain', 'deploy'],
    'the Workflow tool runs each by name, a shadowed one too',
  );
  const sweep = config.skills.find((s) => s.name === 'sweep');
  assert.equal(sweep?.kind, 'workflow');
  assert.match(renderSkillListing(config.skills), /^- sweep: Sweep PRs - When PRs pile up$/m);
  assert.match(renderSkillListing(config.skills), /^- plain: No phases$/m);
  assert.ok(sweep);
  assert.equal(
    renderSkillContent(sweep, ''),
    'Run the "sweep" workflow.\n\nSweep PRs\n\nWhen PRs pile up\n\nPhases:\n- Review: one agent per PR\n\nInvoke: Workflow({ name: "sweep" })',
  );
  assert.equal(config.skills.find((s) => s.name === 'deploy')?.kind, undefined, 'the skill keeps its name');
  assert.deepEqual(
    config.warnings.filter((w) => w.startsWith('.claude/workflows')),
    [
      '.claude/workflows/c-dup.js: meta.name "sweep" is taken by an earlier file; not listed',
      '.claude/workflows/d-nodesc.js: meta.description must be a non-empty string; the workflow is not listed',
      '.claude/workflows/e-phase.js: meta.phases[0].title must be a non-empty string; the workflow is not listed',
      '.claude/workflows/module.mjs: not a workflow: Claude Code reads only .js files in .claude/workflows',
      '.claude/workflows/f-deploy.js: a skill or command is also named "deploy"; the workflow is not listed (the Workflow tool still runs it by name)',
    ],
  );
});
