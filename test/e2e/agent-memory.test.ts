import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { makeRepo, runAction } from './harness.js';
import { text, toolUse } from '../support/scripted-turns.js';
import { modelsClosedAfter } from '../support/models-closed-after.js';

/** An agent's memory through dist/index.js: `local` stays out of the patch (Claude Code keeps it out of git), `project` is in it. */
describe('agent memory end to end', () => {
  const startModel = modelsClosedAfter();

  for (const scope of ['local', 'project'] as const) {
    it(`memory: ${scope} — written under dontAsk; ${scope === 'local' ? 'not in' : 'in'} the patch`, async () => {
      const folder = scope === 'local' ? '.claude/agent-memory-local/keeper' : '.claude/agent-memory/keeper';
      const workspace = makeRepo({
        'README.md': '# x\n',
        '.claude/agents/keeper.md': `---\nname: keeper\ndescription: Keeps notes.\nmemory: ${scope}\ntools: Read\n---\nYou keep notes.\n`,
        '.claude/settings.json': JSON.stringify({ agent: 'keeper', permissions: { allow: ['Write(notes.txt)'] } }),
      });
      const model = await startModel([
        toolUse('Write', { file_path: path.join(workspace, folder, 'MEMORY.md'), content: '- KEPT-NOTE\n' }),
        toolUse('Write', { file_path: path.join(workspace, 'notes.txt'), content: 'notes\n' }),
        text('done'),
      ]);
      const run = await runAction({ workspace, inputs: { prompt: 'keep a note' }, env: { ANTHROPIC_BASE_URL: model.url } });
      assert.equal(run.exitCode, 0, run.stdout);
      assert.equal(readFileSync(path.join(workspace, folder, 'MEMORY.md'), 'utf8'), '- KEPT-NOTE\n');
      assert.match(run.patch, /notes\.txt/);
      if (scope === 'local') assert.doesNotMatch(run.patch, /agent-memory-local/);
      else assert.match(run.patch, /\.claude\/agent-memory\/keeper\/MEMORY\.md/);
    });
  }
});
