import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { startScriptedModel, type ScriptedModel, type Script } from '../../support/scripted-model/scripted-model.js';
import { HARNESS_API_KEY, HARNESS_GITHUB_TOKEN, makeRepo, runAction } from './harness.js';

// A committed `.claude/workflows/*.js` run through dist/index.js as the runner runs it: `/sweep` from the task, the
// Workflow tool, the script in its own process (the bundled program, the runner's Node, the tool sandbox under
// `auto`), each agent() a subagent. The script also looks for what it must not reach: the runner's environment.
const SWEEP = `export const meta = {
  name: 'sweep',
  description: 'Review each file, then verify',
  phases: [{ title: 'Review' }, { title: 'Verify' }],
}
const files = Array.isArray(args) ? args : ['a.txt', 'b.txt']
const reach = {
  process: typeof process,
  require: typeof require,
  fetch: typeof fetch,
  globals: Object.getOwnPropertyNames(globalThis).filter((k) => /token|key|secret|env/i.test(k)),
}
const results = await pipeline(
  files,
  (f) => agent('WORKER review ' + f, { phase: 'Review', schema: { type: 'object', properties: { ok: { type: 'boolean' } }, required: ['ok'] } }),
  (review, f) => (review && review.ok ? agent('WORKER verify ' + f, { phase: 'Verify' }) : null),
)
return { results, reach }
`;

describe('dynamic workflows end to end', () => {
  const servers: ScriptedModel[] = [];
  after(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  it('/sweep runs the committed workflow: a pipeline of subagents, the result back to the model; the script reaches nothing of the runner', async () => {
    const workspace = makeRepo({
      'README.md': '# x\n',
      'a.txt': 'a\n',
      'b.txt': 'b\n',
      '.claude/workflows/sweep.js': SWEEP,
      '.claude/settings.json': JSON.stringify({ permissions: { allow: ['Workflow'] } }),
    });
    const worker = (req: Parameters<Exclude<Script, unknown[]>>[0]): boolean => JSON.stringify(req.body.system ?? '').includes('started by a workflow script');
    const firstText = (req: Parameters<Exclude<Script, unknown[]>>[0]): string => JSON.stringify((req.body.messages as unknown[])[0]);
    const script: Script = (req) => {
      const n = (req.body.messages as unknown[]).length;
      if (worker(req)) {
        if (firstText(req).includes('WORKER review')) {
          return n === 1
            ? { content: [{ type: 'tool_use', name: 'StructuredOutput', input: { ok: !firstText(req).includes('b.txt') } }] }
            : { content: [{ type: 'text', text: 'reviewed' }] };
        }
        return { content: [{ type: 'text', text: firstText(req).includes('a.txt') ? 'verified-a' : 'verified-?' }] };
      }
      if (n === 1) return { content: [{ type: 'tool_use', id: 'toolu_sweep', name: 'Workflow', input: { name: 'sweep' } }] };
      return { content: [{ type: 'text', text: 'Swept.' }] };
    };
    const model = await startScriptedModel(script);
    servers.push(model);
    const run = await runAction({ workspace, inputs: { prompt: '/sweep' }, env: { ANTHROPIC_BASE_URL: model.url } });
    assert.equal(run.exitCode, 0, run.stdout);
    const result = run.transcript.find(
      (line) => line.type === 'user' && JSON.stringify(line).includes('toolu_sweep') && JSON.stringify(line).includes('<result>'),
    );
    assert.ok(result, 'the Workflow tool result is in the transcript');
    const text = JSON.stringify(result);
    assert.match(text, /<status>completed<\/status>/);
    assert.match(text, /\\"results\\":\[\\"verified-a\\",null\]/, 'a passes review and is verified; b is dropped after review');
    assert.match(text, /\\"reach\\":\{\\"process\\":\\"undefined\\",\\"require\\":\\"undefined\\",\\"fetch\\":\\"undefined\\",\\"globals\\":\[\]\}/);
    for (const secret of [HARNESS_GITHUB_TOKEN, HARNESS_API_KEY]) assert.ok(!JSON.stringify(run.transcript).includes(secret));
    // Three agents: two reviews, one verification; each its own subagent under the Workflow call.
    assert.equal(model.requests.filter(worker).length, 5, 'a review is two replies (StructuredOutput, then its end), the verification one');
    assert.match(run.stdout, /workflow sweep: started/);
  });
});
