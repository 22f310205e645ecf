import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type Anthropic from '@anthropic-ai/sdk';
import { startScriptedModel, type RecordedRequest } from '../../support/scripted-model/scripted-model.js';
import { collectResults, resultText, run, tempRepoFor } from './harness.js';
import { call, text, turn } from '../support/scripted-turns.js';
import { isChild, steps } from '../support/agent-results.js';

// ListAgents' pages, replayed from Claude Code 2.1.332 headless (scripts/oracle/agent-messages.mjs, scenario `paged`):
// 45 background agents of a 200-character type fill more than one listing. 2.1.332 pages at 10,000 characters (not at
// a row count), its last line `(… N more not shown — call again with cursor="<8 hex>" for the next page)`; the
// cursor's page lists the rest under the same heading, and the cursor may be used again.

const FIXTURE = path.join(import.meta.dirname, '../../../test/fixtures/claude-code-agent-messages/2.1.332.json');
interface OracleRequest {
  who: string;
  last: { content: { type: string; tool_use_id?: string; content?: string }[] };
}
const paged = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { scenarios: Record<string, { requests: OracleRequest[] }> }).scenarios['paged'];

/** The listing the CLI gave for `id`, without its header line (the session's own name, which the runner has not) or reminders. */
function cliListing(id: string): string {
  for (const req of paged?.requests ?? [])
    for (const b of req.last.content)
      if (b.tool_use_id === id) return (b.content ?? '').replace(/\n\n<system-reminder>[\s\S]*$/, '').replace(/^This session is [^\n]*\n\n/, '');
  throw new Error(`no result ${id}`);
}

/** 2.1.332's listing size (its bundle: `lAt=1e4`), written here so the test holds the number, not the code's constant. */
const LISTING_CHARS = 10_000;
const LONG_TYPE = `pager-${'x'.repeat(194)}`;
const AGENTS = 45;
const rowsOf = (listing: string): string[] => listing.split('\n').filter((l) => /^ {2}(a[0-9a-f]{16}|<agentId>) /.test(l));
const idsOf = (listing: string): string[] => rowsOf(listing).map((l) => l.trim().split(' ')[0] ?? '');
const normal = (listing: string): string =>
  listing
    .replace(/a[0-9a-f]{16}/g, '<agentId>')
    .replace(/started \d+s ago/g, 'started <n>s ago')
    .replace(/cursor="[0-9a-f]{8}"/, 'cursor="<c>"')
    .replace(/\u2026 \d+ more/, '\u2026 <n> more');

test('ListAgents pages at 10,000 characters as 2.1.332 does: the more line names an 8-hex cursor, its page the rest under the same heading, the cursor usable again', {
  timeout: 120_000,
}, async (t) => {
  // 20 subagents run at once by default (CLAUDE_CODE_MAX_CONCURRENT_SUBAGENTS): the oracle raised it as this does.
  const repo = await tempRepoFor(t, {
    [`.claude/agents/${LONG_TYPE}.md`]: `---\nname: ${LONG_TYPE}\ndescription: Waits.\ntools: Read\n---\nYou wait.\n`,
    '.claude/settings.json': JSON.stringify({ env: { CLAUDE_CODE_MAX_CONCURRENT_SUBAGENTS: '60' } }),
  });
  const launch = turn(
    ...Array.from({ length: AGENTS }, (_, i) =>
      call('Agent', { subagent_type: LONG_TYPE, description: 'wait', prompt: `SUBAGENT-TASK ${i}`, run_in_background: true }, `toolu_agent_p${i}`),
    ),
  );
  const cursorIn = (req: RecordedRequest): string => /cursor=\\"([0-9a-f]{8})\\"/.exec(JSON.stringify(req.body.messages))?.[1] ?? 'none';
  const plan = [
    () => launch,
    () => turn(call('ListAgents', {}, 'toolu_list_p1')),
    (req: RecordedRequest) => turn(call('ListAgents', { cursor: cursorIn(req) }, 'toolu_list_p2')),
    (req: RecordedRequest) => turn(call('ListAgents', { cursor: cursorIn(req) }, 'toolu_list_p2_again')),
  ];
  // The agents stay running until the pages are listed, so every row says `running`, as in the CLI's record.
  let listedOpen = (): void => undefined;
  const listed = new Promise<void>((resolve) => {
    listedOpen = resolve;
  });
  const model = await startScriptedModel(
    (req) => {
      if (isChild(req)) return text('CHILD-PAGED: done');
      const step = plan[steps(req)];
      return step ? step(req) : text('MAIN: paged.');
    },
    {
      onRequest: async (req) => {
        if (!isChild(req) && steps(req) === plan.length) listedOpen();
        if (isChild(req)) await listed;
      },
    },
  );
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, inputs: { max_turns: '100' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const found = new Map<string, Anthropic.ToolResultBlockParam>();
  for (const req of model.requests) if (!isChild(req)) collectResults(req, found);
  const [p1, p2, again] = ['toolu_list_p1', 'toolu_list_p2', 'toolu_list_p2_again'].map((id) => resultText(found.get(id)));
  assert.ok(p1 && p2 && again);

  // The first page: as many rows as fit in 10,000 characters, then the CLI's line naming the cursor.
  assert.ok(p1.length <= LISTING_CHARS, `${p1.length}`);
  const rows1 = rowsOf(p1);
  const oneMore = (rows1[0]?.length ?? 0) + 1;
  assert.ok(p1.length + oneMore > LISTING_CHARS, 'one more row would not fit');
  assert.match(p1, new RegExp(`\\n\\n\\(\u2026 ${AGENTS - rows1.length} more not shown \u2014 call again with cursor="[0-9a-f]{8}" for the next page\\)$`));
  const cli1 = cliListing('toolu_list_p1');
  assert.equal(normal(p1).replace(/(\n {2}<agentId>[^\n]*)+/, '<rows>'), normal(cli1).replace(/(\n {2}<agentId>[^\n]*)+/, '<rows>'));
  assert.equal(normal(rows1[0] ?? ''), normal(rowsOf(cli1)[0] ?? ''), "a row in the CLI's form");
  // The CLI's page held 38 rows (under its header line, which the runner's listing has not); the runner's as many, give
  // or take the one row an age of two digits ("started 12s ago" on a slow machine) or the header may move.
  assert.equal(rowsOf(cli1).length, 38);
  assert.ok(Math.abs(rows1.length - 38) <= 1, `${rows1.length} rows`);

  // The cursor's page: the rest under the same heading, no more line; the same cursor again gives it again.
  assert.equal(normal(p2).replace(/(\n {2}<agentId>[^\n]*)+/, '<rows>'), normal(cliListing('toolu_list_p2')).replace(/(\n {2}<agentId>[^\n]*)+/, '<rows>'));
  assert.equal(rowsOf(p2).length, AGENTS - rows1.length);
  assert.deepEqual(new Set([...idsOf(p1), ...idsOf(p2)]).size, AGENTS, 'every agent on one page, none twice');
  assert.deepEqual(idsOf(again), idsOf(p2));
  assert.deepEqual(rowsOf(cliListing('toolu_list_p2_again')).length, rowsOf(cliListing('toolu_list_p2')).length, 'the CLI too');
});
