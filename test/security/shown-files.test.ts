/**
 * Attack on what the runner shows the model: a Read-denied credential file reaches the model as
 * "instructions" through a CLAUDE.md import, a nested CLAUDE.md import (added when the model reads a
 * file in its folder), a SKILL.md, agent file or `memory_file` that is a link to it, or a link to a
 * file outside the working directory. Each of those files must get the decision a Read of it would get.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { runProductSession } from '../support/product-session.js';
import { call, turn } from '../support/scripted-turns.js';

test('imports, nested memory, skills, agents and the memory file pass the Read decision: deny rules, links and the workspace bound', async (t) => {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'shown-files-')));
  const runDir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'shown-files-run-')));
  const outside = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'shown-files-outside-')));
  t.after(() => [dir, runDir, outside].forEach((d) => rmSync(d, { recursive: true, force: true })));
  const write = (rel: string, text: string): void => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  };
  const link = (rel: string, target: string): void => {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    symlinkSync(target, path.join(dir, rel));
  };
  write('.claude/settings.json', JSON.stringify({ permissions: { deny: ['Read(secrets/**)'] } }));
  write('secrets/key.txt', 'SECRET-ROOT-IMPORT\n');
  write('secrets/nested.txt', 'SECRET-NESTED-IMPORT\n');
  write('secrets/skill.md', '---\nname: leak\ndescription: SECRET-SKILL-DESCRIPTION\n---\nSECRET-SKILL-BODY\n');
  write('secrets/agent.md', '---\nname: spy\ndescription: SECRET-AGENT-DESCRIPTION\n---\nSECRET-AGENT-BODY\n');
  writeFileSync(path.join(outside, 'SKILL.md'), '---\nname: away\ndescription: SECRET-OUTSIDE-SKILL\n---\nSECRET-OUTSIDE-BODY\n');
  write('CLAUDE.md', 'Root rules.\n\nSee @secrets/key.txt\n');
  write('pkg/CLAUDE.md', 'Package rules.\n\nSee @../secrets/nested.txt\n');
  write('pkg/index.js', 'module.exports = 1;\n');
  link('.claude/skills/leak/SKILL.md', '../../../secrets/skill.md');
  link('.claude/skills/away/SKILL.md', path.join(outside, 'SKILL.md'));
  link('.claude/agents/spy.md', '../../secrets/agent.md');
  // The memory_file input names a path the PR committed as a link to a credential file.
  write('secrets/memory.txt', 'SECRET-MEMORY-FILE\n');
  link('.agent-memory.md', 'secrets/memory.txt');
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: dir });
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'add', '-A'], { cwd: dir });
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'base'], { cwd: dir });

  const model = await startScriptedModel([
    turn(call('Read', { file_path: path.join(dir, 'pkg/index.js') }, 'toolu_1')),
    { content: [{ type: 'text', text: 'Done.' }] },
  ]);
  t.after(() => model.close());
  const r = await runProductSession({ cwd: dir, runDir, modelUrl: model.url, inputs: { memory_file: '.agent-memory.md' } });
  assert.equal(r.outcome.subtype, 'success', JSON.stringify(r.outcome.errors));
  assert.equal(model.requests.length, 2);
  const seen = JSON.stringify(model.requests.map((q) => q.body));
  assert.match(seen, /Root rules\./, 'the root CLAUDE.md is shown');
  assert.match(seen, /Package rules\./, 'the nested CLAUDE.md is shown after the Read');
  assert.match(seen, /Memory across runs: \.agent-memory\.md\. It is not shown: the deny rule/, 'the memory file is named, not shown');
  assert.deepEqual(seen.match(/SECRET-[A-Z-]+/g) ?? [], [], 'nothing a Read may not see reached the model');
  const warnings = r.outcome.warnings.join('\n');
  assert.match(warnings, /secrets\/key\.txt: imported by CLAUDE\.md, not given to the model: the deny rule "Read\(secrets\/\*\*\)"/, warnings);
  assert.match(warnings, /\.claude\/skills\/away\/SKILL\.md: skill not given to the model: it leads outside the working directory/, warnings);
});
