import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Script } from '../../support/scripted-model/scripted-model.js';
import { isWorkflowAgent, mainSteps, notices, workflowAgentReply } from '../support/workflow-agents.js';
import { run, writeFiles, modelFor, tempRepoFor } from './harness.js';
import { WORKFLOW_SETUPS } from './workflow-corpus.js';

interface OracleSetup {
  status: string;
  result: unknown;
  agents: { count: number; done: number; error: number };
}
const ORACLE = JSON.parse(
  readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-workflows/corpus-2.1.332.json'), 'utf8'),
) as { setups: Record<string, OracleSetup> };

// What Claude Code runs, the runner runs: each workflow of the corpus, the same agents' answers, the same end.
for (const setup of WORKFLOW_SETUPS) {
  test(`workflow corpus: ${setup.input.name} (${setup.source}) ends as in Claude Code 2.1.332`, async (t) => {
    const expected = ORACLE.setups[setup.input.name];
    assert.ok(expected, 'the oracle has this setup');
    const repo = await tempRepoFor(t);
    await writeFiles(repo.dir, { ...setup.files, '.claude/settings.json': JSON.stringify({ permissions: { allow: ['Workflow'] } }) });
    // The workflow runs in the background, as in Claude Code: its end comes as a notice the main agent waits for.
    const script: Script = (req) => {
      if (isWorkflowAgent(req)) return workflowAgentReply(req);
      return mainSteps(req, [{ content: [{ type: 'tool_use', name: 'Workflow', input: setup.input }] }], 'done');
    };
    const model = await modelFor(t, script);
    const r = await run({ url: model.url, repo, inputs: { permission_mode: 'dontAsk', max_turns: '100' } });
    assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
    const answer = notices(model.requests.filter((q) => !isWorkflowAgent(q)).at(-1))[0] ?? '';
    assert.equal(/<status>(.*?)<\/status>/.exec(answer)?.[1], expected.status, answer);
    const result = /<result>([\s\S]*?)<\/result>/.exec(answer)?.[1];
    assert.deepEqual(result === undefined ? undefined : JSON.parse(result), expected.result);
    const count = (tag: string): number => Number(new RegExp(`<${tag}>(\\d+)</${tag}>`).exec(answer)?.[1]);
    assert.deepEqual({ count: count('agent_count'), done: count('agents_done'), error: count('agents_error') }, expected.agents);
  });
}
