import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Anthropic from '@anthropic-ai/sdk';
import type { RecordedRequest, ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { collectResults, commitHooks, firstUserText, hookScript, modelFor, readJsonLines, resultText, run, tempRepoFor, wholeToolNames } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';

/**
 * ReportFindings against Claude Code 2.1.332's: test/fixtures/claude-code-tool-results/2.1.332-report-findings.json holds
 * what the CLI answered (scripts/oracle/report-findings.mjs). The runner is given the same calls (made here as the oracle
 * made them) and must answer each with the same text and is_error, run the same hooks with the same input and response,
 * need no permission under dontAsk, and put the last list in the run's result.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-tool-results/2.1.332-report-findings.json');
interface Scenario {
  args: string[];
  offered: boolean;
  results: { tool_use_id: string; is_error: boolean; content: string }[];
  hooks: { hook_event_name: string; tool_name: string; tool_input: unknown; tool_response?: unknown; tool_use_id: string }[];
}
const oracle = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { scenarios: Record<string, Scenario> }).scenarios;

// The oracle's calls, made the same way (scripts/oracle/report-findings.mjs).
const MARK = 'FINDING-MARK';
const finding = (n: number, extra: Record<string, unknown> = {}) => ({
  file: `src/f${n}.ts`,
  line: n,
  summary: `${MARK} defect ${n}`,
  failure_scenario: `input ${n} crashes`,
  ...extra,
});
const full = finding(1, { short_summary: 'off by one', category: 'correctness', severity: 'important', verdict: 'CONFIRMED', outcome: 'fixed' });
const CALLS: Record<string, [Record<string, unknown>, string][]> = {
  valid: [
    [{ level: 'high', findings: [full, finding(2, { severity: 'nit' })] }, 'toolu_valid'],
    [{ findings: [] }, 'toolu_empty'],
    [{ findings: [finding(3)] }, 'toolu_again'],
  ],
  invalid: [
    [{ findings: [{ file: 'a.ts', summary: 's' }] }, 'toolu_missing_field'],
    [{ findings: Array.from({ length: 33 }, (_, i) => finding(i + 1)) }, 'toolu_33'],
    [{ findings: [finding(1, { severity: 'critical' })] }, 'toolu_bad_enum'],
    [{ level: 'extreme', findings: [] }, 'toolu_bad_level'],
    [{ findings: [finding(1, { short_summary: 'x'.repeat(61) })] }, 'toolu_long_short'],
    [{ findings: [finding(1, { column: 3 })] }, 'toolu_extra_field'],
    [{}, 'toolu_no_findings'],
    [{ findings: [finding(1, { line: '7' })] }, 'toolu_line_string'],
    [{ findings: [finding(1, { line: 0, file: '../../etc/passwd' })] }, 'toolu_odd_path'],
    [{ findings: [finding(1, { summary: '@octocat <img src=x> </details> **bold**' })] }, 'toolu_markdown'],
  ],
  dontAsk: [[{ findings: [finding(1)] }, 'toolu_dontask']],
  toolsNamed: [[{ findings: [finding(1)] }, 'toolu_named']],
};
const INPUTS: Record<string, Record<string, string>> = {
  valid: {},
  invalid: {},
  dontAsk: { permission_mode: 'dontAsk' },
  toolsNamed: { claude_args: '--tools "Read,ReportFindings"' },
};

describe('ReportFindings as Claude Code 2.1.332 answers it (fixture replayed)', () => {
  // The scenarios that call the tool (`codeReview` records what the CLI's bundled skill says of it: the runner has none).
  for (const [name, scenario] of Object.entries(oracle).filter(([name]) => CALLS[name] !== undefined)) {
    it(`${name} (${scenario.args.join(' ')}): the same results, hooks and offer`, async (t) => {
      const repo = await tempRepoFor(t);
      const log = path.join(repo.tempDir, 'hooks.jsonl');
      const record = await hookScript(repo.dir, 'record.sh', `input=$(cat)\nprintf '%s\\n' "$input" >> ${JSON.stringify(log)}`);
      const hook = [{ matcher: '*', hooks: [{ command: record, source: 'test' }] }];
      await commitHooks(repo, { PreToolUse: hook, PostToolUse: hook });
      const turns: ScriptedTurn[] = (CALLS[name] ?? []).map(([input, id]) => turn(call('ReportFindings', input, id)));
      let first: RecordedRequest | undefined;
      const model = await modelFor(t, (req) => {
        first ??= req;
        return turns.shift() ?? { content: [{ type: 'text', text: 'done' }] };
      });
      const r = await run({ url: model.url, repo, inputs: { max_turns: '20', ...INPUTS[name] } });
      assert.equal(r.result.subtype, 'success');
      assert.equal(wholeToolNames(first).includes('ReportFindings'), scenario.offered, 'offered whole, as the CLI offers it');
      const results = new Map<string, Anthropic.ToolResultBlockParam>();
      for (const req of model.requests) collectResults(req, results);
      for (const want of scenario.results) {
        const got = results.get(want.tool_use_id);
        assert.equal(resultText(got), want.content, want.tool_use_id);
        assert.equal(got?.is_error === true, want.is_error, `${want.tool_use_id}: is_error`);
      }
      assert.deepEqual(r.result.permission_denials, [], 'no permission asked, under dontAsk too');
      const hooks = (await readJsonLines(log)).filter((h) => h.tool_name === 'ReportFindings');
      assert.deepEqual(
        hooks.map((h) => ({ event: h.hook_event_name, input: h.tool_input, response: h.tool_response, id: h.tool_use_id })),
        scenario.hooks.map((h) => ({ event: h.hook_event_name, input: h.tool_input, response: h.tool_response, id: h.tool_use_id })),
        'hooks see the parsed input (an unknown field dropped) and the CLI tool_response',
      );
      // The run's result holds the last accepted list (a re-report replaces the earlier one) and how many calls there were.
      const accepted = scenario.results.filter((x) => !x.is_error).length;
      const last = scenario.hooks.filter((h) => h.hook_event_name === 'PreToolUse').at(-1)?.tool_input as { findings: unknown[] } | undefined;
      assert.deepEqual(r.outcome.findings?.findings, last?.findings);
      assert.equal(r.outcome.findings?.calls, accepted);
      assert.deepEqual((r.result as { findings?: unknown }).findings, r.outcome.findings, 'the transcript result line carries them');
    });
  }
});

describe('ReportFindings called many times, and by a subagent', () => {
  it("the last accepted list is the run's (a re-report replaces it, a refused call changes nothing); the log counts the calls", async (t) => {
    const repo = await tempRepoFor(t);
    const turns: ScriptedTurn[] = [
      ...Array.from({ length: 6 }, (_, i) =>
        turn(call('ReportFindings', { findings: Array.from({ length: 32 }, (_, j) => finding(i * 100 + j)) }, `toolu_${i}`)),
      ),
      turn(call('Agent', { subagent_type: 'general-purpose', description: 'verify', prompt: 'SUBAGENT-TASK verify', run_in_background: false }, 'toolu_agent')),
      turn(call('ReportFindings', { findings: Array.from({ length: 33 }, (_, j) => finding(j)) }, 'toolu_too_many')),
    ];
    const model = await modelFor(t, (req) => {
      if (firstUserText(req).includes('SUBAGENT-TASK')) {
        const answered = JSON.stringify(req.body.messages).includes('toolu_child');
        return answered
          ? { content: [{ type: 'text', text: 'checked' }] }
          : turn(call('ReportFindings', { findings: [finding(7, { outcome: 'fixed' })] }, 'toolu_child'));
      }
      return turns.shift() ?? { content: [{ type: 'text', text: 'done' }] };
    });
    const r = await run({ url: model.url, repo, inputs: { max_turns: '20' } });
    assert.equal(r.result.subtype, 'success');
    // The subagent's call is the last accepted one: the run has one list, as the CLI's task list is the session's.
    assert.deepEqual(r.outcome.findings?.findings, [finding(7, { outcome: 'fixed' })]);
    assert.equal(r.outcome.findings?.calls, 7, 'six calls of the main thread and the subagent’s; the refused 33 not counted');
    const logged = r.events.flatMap((e) => (e.kind === 'log' && e.text.startsWith('ReportFindings:') ? [e.text] : []));
    assert.equal(logged.length, 7);
    assert.equal(logged.at(-1), 'ReportFindings: 1 finding reported. (call 7: it replaces the earlier list)');
  });
});
