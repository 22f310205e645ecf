import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RecordedRequest, ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { bash, cacheMarks } from './env-oracle.js';
import { modelFor, runIn, tempRepoFor } from './harness.js';

/**
 * The request-side switches of the settings' `env` read value by value as Claude Code 2.1.332 reads them: on for `1`
 * and `TRUE`, off for `2`, `enabled` and empty (scripts/oracle/env-switches.mjs, `request_switches` of
 * test/fixtures/claude-code-first-request/2.1.332-env-switches.json). Each switch alone in the settings; the runner's
 * first request is held to what the CLI's showed of it.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-first-request/2.1.332-env-switches.json');
interface Measured {
  switch: string;
  value: string;
  exit: number;
  cache_breakpoints: boolean;
  thinking: string | null;
  betas: string[];
  compacted?: boolean;
  main_requests?: number;
}
const measured = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { request_switches: Measured[] }).request_switches;
/** Betas the runner does not send either way (as test/session/env-model.test.ts). */
const NOT_USED = ['claude-code-20250219', 'per-turn-control-2026-07-01', 'mid-conversation-tool-changes-2026-07-01', 'advanced-tool-use-2025-11-20'];
const betasOf = (list: readonly string[]) => list.filter((b) => b && !NOT_USED.includes(b)).sort();
const isSummary = (req: RecordedRequest): boolean =>
  JSON.stringify(req.body.messages?.at(-1) ?? '')
    .toLowerCase()
    .includes('summar');

async function runWith(t: { after(fn: () => Promise<void>): void }, name: string, value: string, main: ScriptedTurn[], model: string) {
  const repo = await tempRepoFor(t, { '.claude/settings.json': JSON.stringify({ env: { [name]: value } }) });
  const left = [...main];
  const scripted = await modelFor(t, () => left.shift() ?? { content: [{ type: 'text', text: 'done' }] });
  await runIn(repo, scripted.url, { inputs: { model, max_output_tokens: '', max_budget_usd: '20' } });
  return scripted.requests;
}

describe('the request-side switches read as 2.1.332 reads them: on for 1/true/yes/on only', () => {
  it('the fixture measured each switch on for 1 and TRUE and off for 2, enabled and empty (the reading held below)', () => {
    assert.equal(measured.length, 25);
    const on = (m: Measured): boolean =>
      m.switch === 'DISABLE_PROMPT_CACHING'
        ? !m.cache_breakpoints
        : m.switch === 'CLAUDE_CODE_DISABLE_THINKING'
          ? m.thinking === null
          : m.switch === 'DISABLE_INTERLEAVED_THINKING'
            ? !m.betas.includes('interleaved-thinking-2025-05-14')
            : m.switch === 'CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS'
              ? !m.betas.includes('context-management-2025-06-27')
              : m.main_requests === 1;
    for (const m of measured) assert.equal(on(m), m.value === '1' || m.value === 'TRUE', `${m.switch}=${JSON.stringify(m.value)}`);
  });

  for (const cli of measured.filter((m) => m.switch !== 'DISABLE_AUTO_COMPACT')) {
    it(`${cli.switch}=${JSON.stringify(cli.value)}: the first request's breakpoints, thinking and betas as the CLI's`, async (t) => {
      const requests = await runWith(t, cli.switch, cli.value, [bash('t1')], 'claude-opus-4-6');
      const first = requests.find((q) => Array.isArray(q.body.tools) && q.body.tools.length > 0);
      assert.ok(first);
      assert.equal(cacheMarks(first).length > 0, cli.cache_breakpoints, 'cache breakpoints');
      assert.equal((first.body.thinking as { type?: string } | undefined)?.type ?? null, cli.thinking, 'thinking');
      assert.deepEqual(betasOf(String(first.headers['anthropic-beta'] ?? '').split(',')), betasOf(cli.betas), 'betas');
    });
  }

  for (const cli of measured.filter((m) => m.switch === 'DISABLE_AUTO_COMPACT')) {
    // 2.1.332 with compaction off stopped at 190,000 of claude-sonnet-4-5's window ("Prompt is too long", one request);
    // on, it went on. The runner, past its own point (250,000 here), compacts unless the switch is on.
    const off = cli.main_requests === 1;
    it(`DISABLE_AUTO_COMPACT=${JSON.stringify(cli.value)}: ${off ? 'no summary call' : 'the runner compacts past its point'}`, async (t) => {
      const full: ScriptedTurn = { ...bash('t4'), usage: { input_tokens: 250_000, output_tokens: 20 } };
      const requests = await runWith(t, 'DISABLE_AUTO_COMPACT', cli.value, [bash('t1'), bash('t2'), bash('t3'), full, bash('t5')], 'claude-sonnet-4-5');
      assert.equal(requests.some(isSummary), !off);
    });
  }
});
