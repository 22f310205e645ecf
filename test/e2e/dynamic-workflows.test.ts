import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { startScriptedModel, type ScriptedModel, type Script } from '../../support/scripted-model/scripted-model.js';
import { HARNESS_API_KEY, HARNESS_GITHUB_TOKEN, makeRepo, runAction } from './harness.js';
import { mainSteps, notices } from '../support/workflow-agents.js';

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
    // The workflow ran in the background: its end reached the model as a <task-notification>, and the transcript says so.
    assert.ok(run.transcript.some((line) => line.type === 'system' && JSON.stringify(line).includes('task_notification')));
    const text = notices(model.requests.filter((req) => !worker(req)).at(-1))[0] ?? '';
    assert.match(text, /<tool-use-id>toolu_sweep<\/tool-use-id>\n<status>completed<\/status>/);
    assert.match(text, /"results":\["verified-a",null\]/, 'a passes review and is verified; b is dropped after review');
    assert.match(text, /"reach":\{"process":"undefined","require":"undefined","fetch":"undefined","globals":\[\]\}/);
    for (const secret of [HARNESS_GITHUB_TOKEN, HARNESS_API_KEY]) assert.ok(!JSON.stringify(run.transcript).includes(secret));
    // Three agents: two reviews, one verification; each its own subagent under the Workflow call.
    assert.equal(model.requests.filter(worker).length, 5, 'a review is two replies (StructuredOutput, then its end), the verification one');
    assert.match(run.stdout, /workflow sweep: started/);
  });

  it('scriptPath, a nested workflow({scriptPath}) and resumeFromRunId through dist/: the resume takes every agent() from cache; a path outside is refused inside the script', async () => {
    const workspace = makeRepo({
      'README.md': '# x\n',
      'flows/outer.js': `export const meta = { name: 'outer', description: 'Outer from a file' }
const inner = await workflow({ scriptPath: 'flows/inner.js' }, { who: 'inner' })
const own = await agent('WORKER outer')
const outside = await workflow({ scriptPath: '/etc/hostname' }).catch((e) => e.message)
return { inner, own, outside }
`,
      'flows/inner.js': "export const meta = { name: 'inner', description: 'Inner' }\nreturn await agent('WORKER ' + args.who)\n",
      '.claude/settings.json': JSON.stringify({ permissions: { allow: ['Workflow'] } }),
    });
    const worker = (req: Parameters<Exclude<Script, unknown[]>>[0]): boolean => JSON.stringify(req.body.system ?? '').includes('started by a workflow script');
    const script: Script = (req) => {
      if (worker(req))
        return {
          content: [{ type: 'text', text: JSON.stringify((req.body.messages as unknown[])[0]).includes('WORKER inner') ? 'from-inner' : 'from-outer' }],
        };
      return mainSteps(
        req,
        [
          { content: [{ type: 'tool_use', id: 'toolu_first', name: 'Workflow', input: { scriptPath: 'flows/outer.js' } }] },
          (seen) => {
            const runId = /Run ID: (wf_[a-z0-9-]+)/.exec(JSON.stringify(seen.body.messages))?.[1] ?? 'missing';
            return { content: [{ type: 'tool_use', id: 'toolu_again', name: 'Workflow', input: { scriptPath: 'flows/outer.js', resumeFromRunId: runId } }] };
          },
        ],
        'Done.',
      );
    };
    const model = await startScriptedModel(script);
    servers.push(model);
    const run = await runAction({ workspace, inputs: { prompt: 'run the flows' }, env: { ANTHROPIC_BASE_URL: model.url } });
    assert.equal(run.exitCode, 0, run.stdout);
    const all = notices(model.requests.filter((req) => !worker(req)).at(-1));
    const resultOf = (id: string): string => JSON.stringify(all.find((notice) => notice.includes(`<tool-use-id>${id}</tool-use-id>`)));
    for (const id of ['toolu_first', 'toolu_again']) {
      const text = resultOf(id);
      assert.match(text, /\\"inner\\":\\"from-inner\\",\\"own\\":\\"from-outer\\"/, text);
      assert.match(text, /\\"outside\\":\\"workflow\(\{scriptPath: '\/etc\/hostname'\}\): scriptPath must be a file you can already read/);
    }
    assert.match(resultOf('toolu_again'), /Resume: 2 of the journal's 2 saved results served from cache\./);
    assert.equal(model.requests.filter(worker).length, 2, 'the resumed run started no agent');
  });
});
