import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { startScriptedModel, type RecordedRequest, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { startPageServer, type PageServer } from '../tools/web-helpers.js';
import { makeRepo, runAction } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';

/** The bundled action (dist/) fetching a page through its WebFetch: turndown bundled, rules applied, cost counted. */
describe('WebFetch end to end (dist)', () => {
  const closers: (() => Promise<void>)[] = [];
  after(async () => {
    await Promise.all(closers.map((close) => close()));
  });

  it('a page a domain rule allows is read by the small model; another host is denied; the cost includes the small model', async () => {
    const pages: PageServer = await startPageServer({
      '/guide.html': (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html><body><h2>Migrating</h2><script>steal()</script><p>Rename <code>foo</code> to <code>bar</code>.</p></body></html>');
      },
    });
    closers.push(() => pages.close());
    const main: ScriptedTurn[] = [
      turn(call('WebFetch', { url: `${pages.url}/guide.html`, prompt: 'How do I migrate?' }, 'toolu_ok')),
      turn(call('WebFetch', { url: `http://127.0.0.2:${pages.port}/guide.html`, prompt: 'How do I migrate?' }, 'toolu_no')),
      { content: [{ type: 'text', text: 'done' }] },
    ];
    let next = 0;
    const model = await startScriptedModel((req: RecordedRequest) =>
      req.body.model === 'claude-haiku-5-5'
        ? { content: [{ type: 'text', text: 'Rename foo to bar.' }] }
        : (main[next++] ?? { content: [{ type: 'text', text: 'done' }] }),
    );
    closers.push(() => model.close());

    const workspace = makeRepo({ 'README.md': '# x\n' });
    const run = await runAction({
      workspace,
      inputs: { prompt: 'read the guide', permission_mode: 'dontAsk', allowed_tools: 'WebFetch(domain:127.0.0.1)' },
      env: { ANTHROPIC_BASE_URL: model.url },
    });
    assert.equal(run.exitCode, 0, run.stdout);

    const small = model.requests.find((req) => req.body.model === 'claude-haiku-5-5');
    const prompt = JSON.stringify(small?.body.messages);
    assert.match(prompt, /## Migrating/);
    assert.match(prompt, /Rename `foo` to `bar`\./);
    assert.doesNotMatch(prompt, /steal\(\)/);
    assert.deepEqual(
      pages.requests.map((req) => req.path),
      ['/guide.html'],
    );

    const result = run.transcript.at(-1) ?? {};
    const denials = result.permission_denials as { tool_use_id: string; tool_name: string }[];
    assert.deepEqual(
      denials.map((d) => [d.tool_name, d.tool_use_id]),
      [['WebFetch', 'toolu_no']],
    );
    const usage = result.modelUsage as Record<string, { costUSD: number }>;
    assert.ok((usage['claude-haiku-5-5']?.costUSD ?? 0) > 0);
    const total = Object.values(usage).reduce((sum, entry) => sum + entry.costUSD, 0);
    assert.ok(Math.abs((result.total_cost_usd as number) - total) < 1e-9);
    const init = run.transcript[0] ?? {};
    assert.ok((init.tools as string[]).includes('WebFetch') && (init.tools as string[]).includes('WebSearch'));
  });
});
