import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hookAnsweringScript, run, writeFiles, modelFor, tempRepoFor } from './harness.js';

/**
 * Hook kinds other than `command` as public setups commit them (each case's settings are in the fixture) (code index: a plugin's README giving a SessionStart
 * `prompt` hook, id 51852945136; a PreToolUse `prompt` hook with its own `model`, id 53759644636; a `"**"` matcher,
 * id 51852945136's neighbour), next to an `agent` hook on UserPromptSubmit. Claude Code 2.1.332 is the oracle
 * (test/fixtures/claude-code-plugins/hook-kinds-2.1.332.json): which hooks make a model call, in what order, on what model.
 */
const ORACLE = JSON.parse(
  readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-plugins/hook-kinds-2.1.332.json'), 'utf8'),
) as { cases: Record<string, { settings: unknown; modelCalls: string[]; result: string }> };

for (const [name, oracle] of Object.entries(ORACLE.cases))
  test(`prompt and agent hooks (${name}): the same model calls as Claude Code 2.1.332, in the same order, on the same models`, async (t) => {
    const repo = await tempRepoFor(t);
    await writeFiles(repo.dir, { '.claude/settings.json': JSON.stringify(oracle.settings) });
    const { script, calls } = hookAnsweringScript((req) => {
      const marker = /([A-Z]+(?:-[A-Z]+)*-MARKER)/.exec(JSON.stringify(req.body.messages) + JSON.stringify(req.body.system ?? ''));
      return marker ? `${marker[1]}@${String(req.body.model)}` : undefined;
    });
    const model = await modelFor(t, script);
    const r = await run({ url: model.url, repo, prompt: 'hi', inputs: { permission_mode: 'dontAsk', allowed_tools: 'Bash' } });
    assert.equal(r.result.subtype, oracle.result);
    assert.deepEqual(calls, oracle.modelCalls);
  });
