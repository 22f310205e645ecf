import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { startScriptedModel, type Script } from '../../support/scripted-model/scripted-model.js';
import { makeRepo, runAction } from './harness.js';
import { closedAfterAll } from '../support/models-closed-after.js';

const open = closedAfterAll();

/**
 * The bundled action end to end: a subagent with `isolation: worktree` writes a file the main agent never brings over.
 * The run's patch is the workspace's (empty); the worktree's change is saved beside it and named in the job summary.
 */
it("a worktree subagent's unmerged change: not in the patch, saved and named in the summary, no worktree left", async () => {
  const workspace = makeRepo({
    'a.txt': 'original\n',
    '.claude/agents/isolated.md': '---\nname: isolated\ndescription: Works apart.\nisolation: worktree\n---\nYou are the ISOLATED-MARKER agent.\n',
  });
  const script: Script = (req) => {
    const n = (req.body.messages as unknown[]).length;
    if (JSON.stringify(req.body.system).includes('ISOLATED-MARKER')) {
      return n === 1
        ? { content: [{ type: 'tool_use', id: 'toolu_w', name: 'Write', input: { file_path: 'new.txt', content: 'from the child\n' } }] }
        : { content: [{ type: 'text', text: 'Wrote new.txt.' }] };
    }
    return n === 1
      ? {
          content: [
            {
              type: 'tool_use',
              id: 'toolu_agent',
              name: 'Agent',
              input: { description: 'Work apart', prompt: 'Write it.', subagent_type: 'isolated', run_in_background: false },
            },
          ],
        }
      : { content: [{ type: 'text', text: 'Parent done.' }] };
  };
  const model = await startScriptedModel(script);
  open.push(model);
  const run = await runAction({
    workspace,
    inputs: { prompt: 'Go.', permission_mode: 'bypassPermissions', push: 'none', max_turns: '10', sandbox: 'off' },
    env: { ANTHROPIC_BASE_URL: model.url, GITHUB_API_URL: 'http://127.0.0.1:9' },
  });
  assert.equal(run.exitCode, 0, `${run.stdout}\n${run.stderr}`);
  assert.equal(run.patch, '', 'the workspace did not change');
  const saved = /saved as (\S+\.patch)\./.exec(run.summary)?.[1];
  assert.ok(saved, run.summary);
  assert.match(run.summary, /Subagent "isolated" left changes in its worktree .*new\.txt/);
  assert.match(readFileSync(saved, 'utf8'), /\+from the child/);
  assert.ok(!existsSync(path.join(workspace, '.claude', 'worktrees')));
  assert.equal(execFileSync('git', ['worktree', 'list'], { cwd: workspace, encoding: 'utf8' }).trim().split('\n').length, 1);
  const result = run.transcript.find((m) => m.type === 'user' && JSON.stringify(m).includes('"worktreeBranch"'));
  assert.ok(result, 'the Agent result (type-checked against the SDK AgentOutput after this file) names the worktree');
});
