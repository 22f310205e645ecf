import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SEARCH_RESULT_TOKENS_BOUND } from '../../src/agent/tool-model.js';
import { WEB_SEARCH_USD_PER_REQUEST, costOfUsage, resolvePrice } from '../../src/model/pricing.js';
import { MAX_SEARCHES_PER_CALL, createWebSearchTool } from '../../src/tools/web-search.js';
import type { ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { promptOf, startWebModel, toolContext } from './web-helpers.js';

const HIT = (title: string, url: string) => ({ type: 'web_search_result' as const, title, url, encrypted_content: 'enc', page_age: null });

const SEARCH_REPLY: ScriptedTurn = {
  content: [
    { type: 'text', text: 'Searching.' },
    { type: 'server_tool_use', id: 'srvtoolu_1', name: 'web_search', input: { query: 'node 24 release' } },
    {
      type: 'web_search_tool_result',
      tool_use_id: 'srvtoolu_1',
      content: [HIT('Node 24 is out', 'https://nodejs.org/en/blog/release/v24.0.0'), HIT('Changelog', 'https://github.com/nodejs/node/blob/main/CHANGELOG.md')],
    },
    {
      type: 'text',
      text: 'Node 24 was released in May.',
      citations: [
        {
          type: 'web_search_result_location',
          url: 'https://nodejs.org/en/blog/release/v24.0.0',
          title: 'Node 24 is out',
          cited_text: 'Node.js 24 is released today',
          encrypted_index: 'idx',
        },
      ],
    },
  ],
  usage: { server_tool_use: { web_search_requests: 1, web_fetch_requests: 0 } },
};

describe('WebSearch', () => {
  it('runs one call with the server-side web search tool and returns hits, commentary and citations', async () => {
    const web = await startWebModel([SEARCH_REPLY]);
    try {
      const tool = createWebSearchTool({ askModel: web.askModel });
      const input = tool.validate({ query: 'node 24 release', allowed_domains: ['nodejs.org', 'github.com'] });
      assert.ok(input.ok);
      const result = await tool.execute(input.value, toolContext());
      assert.equal(result.isError, false, result.content);

      const body = web.model.requests[0]?.body;
      assert.equal(body?.model, 'claude-opus-5-5');
      assert.deepEqual(body?.tools, [
        { type: 'web_search_20250305', name: 'web_search', max_uses: MAX_SEARCHES_PER_CALL, allowed_domains: ['nodejs.org', 'github.com'] },
      ]);
      assert.deepEqual(body?.tool_choice, { type: 'auto' });
      assert.equal(promptOf(body ?? {}), 'Perform a web search for the query: node 24 release');

      const details = result.details as Record<string, unknown>;
      assert.equal(details.query, 'node 24 release');
      assert.equal(details.searchCount, 1);
      assert.equal(typeof details.durationSeconds, 'number');
      const results = details.results as unknown[];
      assert.equal(results[0], 'Searching.');
      assert.deepEqual(results[1], {
        tool_use_id: 'srvtoolu_1',
        content: [
          { title: 'Node 24 is out', url: 'https://nodejs.org/en/blog/release/v24.0.0' },
          { title: 'Changelog', url: 'https://github.com/nodejs/node/blob/main/CHANGELOG.md' },
        ],
      });
      assert.match(
        String(results[2]),
        /^Node 24 was released in May\.\n\(cited:\n- \[Node 24 is out\]\(https:\/\/nodejs\.org\/en\/blog\/release\/v24\.0\.0\): "Node\.js 24 is released today"\)$/,
      );

      assert.match(result.content, /^Web search results for query: "node 24 release"/);
      assert.match(result.content, /Links: \[\{"title":"Node 24 is out","url":"https:\/\/nodejs\.org\/en\/blog\/release\/v24\.0\.0"\}/);
      assert.match(result.content, /Node\.js 24 is released today/);
      assert.match(result.content, /REMINDER: You MUST include the sources above/);

      // The search fee is part of the cost, beside the tokens.
      const usage = web.budget.ledger.modelUsage['claude-opus-5-5'];
      assert.equal(usage?.webSearchRequests, 1);
      const tokensOnly = costOfUsage({ input_tokens: usage?.inputTokens ?? 0, output_tokens: usage?.outputTokens ?? 0 }, resolvePrice('claude-opus-5-5').price);
      assert.ok(Math.abs((usage?.costUSD ?? 0) - tokensOnly - WEB_SEARCH_USD_PER_REQUEST) < 1e-9);
    } finally {
      await web.model.close();
    }
  });

  it("names the current month as en-US's toLocaleString does, in UTC, for every month", () => {
    for (let month = 0; month < 12; month++) {
      for (const at of [Date.UTC(2026, month, 1, 0, 0, 0), Date.UTC(1999, month, 28, 23, 59, 59)]) {
        const date = new Date(at);
        const expected = date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
        const { description } = createWebSearchTool({ askModel: () => Promise.reject(new Error('not called')) }, () => date);
        assert.match(description, new RegExp(`The current month is ${expected}\\.`));
      }
    }
  });

  it("reserves every allowed search's fee and result tokens before the call: a budget short of that sends nothing", async () => {
    // Tokens alone would fit; the searches' worst case (8 × $0.01 plus their result tokens) does not.
    const maxUsd = MAX_SEARCHES_PER_CALL * WEB_SEARCH_USD_PER_REQUEST;
    const web = await startWebModel([SEARCH_REPLY], maxUsd);
    try {
      const tool = createWebSearchTool({ askModel: web.askModel });
      const result = await tool.execute({ query: 'anything' }, toolContext());
      assert.equal(result.isError, true);
      assert.match(result.content, /^WebSearch failed: the run's budget .* cannot cover this call/);
      assert.equal(web.model.requests.length, 0);
    } finally {
      await web.model.close();
    }
    // With room for the worst case, the same call goes out.
    const fees = MAX_SEARCHES_PER_CALL * WEB_SEARCH_USD_PER_REQUEST;
    const tokens = (MAX_SEARCHES_PER_CALL * SEARCH_RESULT_TOKENS_BOUND * 5 + 4096 * 20) / 1e6;
    const roomy = await startWebModel([SEARCH_REPLY], fees + tokens + 0.05);
    try {
      const result = await createWebSearchTool({ askModel: roomy.askModel }).execute({ query: 'anything' }, toolContext());
      assert.equal(result.isError, false, result.content);
      assert.equal(roomy.model.requests.length, 1);
    } finally {
      await roomy.model.close();
    }
  });

  it('stops with the run: an abort during the search call ends the tool at once', async () => {
    const web = await startWebModel([{ ...SEARCH_REPLY, delayMs: 10_000 }]);
    try {
      const controller = new AbortController();
      const pending = createWebSearchTool({ askModel: web.askModel }).execute({ query: 'slow' }, toolContext(controller.signal));
      setTimeout(() => controller.abort(), 50);
      const result = await pending;
      assert.equal(result.isError, true);
      assert.equal(result.content, 'WebSearch was stopped: the run is ending.');
    } finally {
      await web.model.close();
    }
  });

  it('reports a search error block as Claude Code does, and validates its input', async () => {
    const web = await startWebModel([
      {
        content: [
          { type: 'server_tool_use', id: 'srvtoolu_2', name: 'web_search', input: { query: 'q' } },
          { type: 'web_search_tool_result', tool_use_id: 'srvtoolu_2', content: { type: 'web_search_tool_result_error', error_code: 'too_many_requests' } },
        ],
        usage: { server_tool_use: { web_search_requests: 0, web_fetch_requests: 0 } },
      },
    ]);
    try {
      const tool = createWebSearchTool({ askModel: web.askModel });
      const result = await tool.execute({ query: 'q q' }, toolContext());
      assert.deepEqual((result.details as Record<string, unknown>).results, ['Web search error: too_many_requests']);
      const both = tool.validate({ query: 'abc', allowed_domains: ['a.com'], blocked_domains: ['b.com'] });
      assert.equal(both.ok, false);
      assert.equal(tool.validate({ query: 'x' }).ok, false);
    } finally {
      await web.model.close();
    }
  });
});
