import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scriptedInputTokens, type RecordedRequest, type RequestBody, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { call, turn } from '../support/scripted-turns.js';
import { deferredToolNames, modelFor, runIn, tempRepoFor } from './harness.js';
import { manyToolsMcpFiles } from '../support/probe-mcp.js';
import { autoThresholdTokens } from '../../src/session/tool-search-auto.js';

/**
 * `ENABLE_TOOL_SEARCH=auto` / `auto:N` against Claude Code 2.1.332's (scripts/oracle/tool-search-auto.mjs,
 * test/fixtures/claude-code-first-request/2.1.332-tool-search-auto.json): the same settings and the same MCP server
 * (tools sized just under and just over N% of the window) through the product's session, the scripted model answering
 * count_tokens by its byte rule. The runner's deferred built-ins are not the CLI's byte for byte, so each scenario's MCP
 * tools are resized by the difference (measured on the run without MCP tools): the runner's count_tokens call then
 * counts exactly what the CLI's did, and its decision, 1 token either side of the threshold, must be the CLI's.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-first-request/2.1.332-tool-search-auto.json');
interface OracleScenario {
  value: string;
  sizes: number[];
  model?: string;
  refuseCountTokens?: boolean;
  decision: string[];
  countTokens: { model: string; messages: unknown[]; tools: string[]; toolKeys: string[]; answered: number }[];
  firstRequest: { tools: string[]; deferredListed: string[] };
  files?: Record<string, string>;
  subagentFirstRequests?: { model: string; tools: string[] }[];
}
const oracle = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { scenarios: Record<string, OracleScenario> }).scenarios;
const scenarioOf = (name: string): OracleScenario => {
  const scenario = oracle[name];
  assert.ok(scenario, `the fixture has the scenario ${name}`);
  return scenario;
};
const MODEL = 'claude-opus-4-6';
const MCP_SCHEMA = { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] };
/** Whether the CLI deferred (its first request sends tools with `defer_loading`). */
const cliDeferred = (s: OracleScenario): boolean => s.firstRequest.tools.some((name) => name.endsWith('*'));
/** The CLI's figure from its debug line: `… 19999 tokens (threshold: 20000 …` or `… 47662 chars (threshold: 50000 …`. */
function cliFigures(s: OracleScenario): { measured: number; threshold: number; unit: string } {
  const line = s.decision.find((l) => l.startsWith('Auto tool search'));
  const m = /(\d+) (tokens|chars) \(threshold: (\d+)/.exec(line ?? '');
  assert.ok(m, `a decision line in ${JSON.stringify(s.decision)}`);
  return { measured: Number(m[1]), unit: String(m[2]), threshold: Number(m[3]) };
}
const mcpName = (i: number): string => `mcp__many__t${String(i).padStart(3, '0')}`;
const charsOf = (tools: { name: string; description?: string; input_schema: unknown }[]): number =>
  tools.reduce((n, t) => n + t.name.length + (t.description ?? '').length + JSON.stringify(t.input_schema).length, 0);
const mcpChars = (sizes: readonly number[]): number => sizes.reduce((n, size, i) => n + mcpName(i).length + size + JSON.stringify(MCP_SCHEMA).length, 0);

/** Each tool's JSON with an empty description (`mcp__many__t000` and its schema), in bytes. */
const BASE = JSON.stringify({ name: mcpName(0), description: '', input_schema: MCP_SCHEMA }).length;
/** Under the runner's cut of MCP descriptions (2,048 characters). */
const CAP = 2000;

/**
 * `units` (one per tool) with `amount` more: new tools (each `least` units) as many as `amount` needs at `most` a tool,
 * then the rest spread from the last tool back, each within least…most.
 */
function grown(units: readonly number[], amount: number, least: number, most: number): number[] {
  const n = amount > 0 ? Math.ceil(amount / most) : 0;
  const out = [...units, ...Array.from({ length: n }, () => least)];
  let left = amount - n * least;
  for (let i = out.length - 1; i >= 0 && left !== 0; i--) {
    const next = Math.min(most, Math.max(least, (out[i] ?? 0) + left));
    left -= next - (out[i] ?? 0);
    out[i] = next;
  }
  assert.equal(left, 0, 'the MCP tools can absorb the difference');
  return out;
}
/** Sizes whose tools count `tokens` more under the scripted rule (a tool of size s counts (BASE + s) / 4, kept whole). */
function withTokens(sizes: readonly number[], tokens: number): number[] {
  const least = Math.ceil(BASE / 4);
  return grown(
    sizes.map((size) => (BASE + size) / 4),
    tokens,
    least,
    Math.floor((BASE + CAP) / 4),
  ).map((units) => units * 4 - BASE);
}
/** Sizes whose tools measure `chars` more characters (a tool: its name, description and schema JSON). */
function withChars(sizes: readonly number[], chars: number): number[] {
  const overhead = mcpName(0).length + JSON.stringify(MCP_SCHEMA).length;
  return grown(
    sizes.map((size) => overhead + size),
    chars,
    overhead,
    overhead + CAP,
  ).map((units) => units - overhead);
}

async function runAuto(
  t: { after(fn: () => Promise<void>): void },
  value: string,
  sizes: readonly number[],
  opts: { model?: string; refuse?: boolean; files?: Record<string, string>; main?: ScriptedTurn[] } = {},
) {
  const settings = { env: { ENABLE_TOOL_SEARCH: value }, enableAllProjectMcpServers: true };
  const repo = await tempRepoFor(t, { ...opts.files, ...manyToolsMcpFiles(sizes), '.claude/settings.json': JSON.stringify(settings) });
  const main = [...(opts.main ?? [])];
  const answer = (req: RecordedRequest): ScriptedTurn => (!isSubagent(req) && main.shift()) || { content: [{ type: 'text', text: 'done' }] };
  const model = await modelFor(t, answer, opts.refuse ? { refuseCountTokens: true } : {});
  const r = await runIn(repo, model.url, { inputs: { model: opts.model ?? MODEL, permission_mode: 'bypassPermissions' } });
  assert.equal(r.result.subtype, 'success', (r.result.errors ?? []).join('; '));
  const first = model.requests[0];
  assert.ok(first, 'a model request');
  return { first, counts: model.countTokensBodies, warnings: r.outcome.warnings, requests: model.requests };
}
const deferredIn = (req: RecordedRequest): string[] => deferredToolNames(req);
const isSubagent = (req: RecordedRequest): boolean => /SUBAGENT-TASK/.test(JSON.stringify((req.body.messages as unknown[])[0]));
const agentCall = (type: string, id: string): ScriptedTurn =>
  turn(call('Agent', { subagent_type: type, description: type, prompt: `SUBAGENT-TASK ${type}: go`, run_in_background: false }, id));
const toolsOf = (body: RequestBody): { name: string; description?: string; input_schema: unknown }[] =>
  (body.tools ?? []) as { name: string; description?: string; input_schema: unknown }[];

describe('ENABLE_TOOL_SEARCH=auto:N as Claude Code 2.1.332 decides it (2.1.332-tool-search-auto.json)', () => {
  // The runner's own deferred built-ins, counted as its count_tokens call sends them (no MCP tools).
  let builtins: { answered: number; chars: number } | undefined;
  const calibrate = async (t: { after(fn: () => Promise<void>): void }) => {
    if (builtins) return builtins;
    const { counts } = await runAuto(t, 'auto', []);
    const body = counts[0];
    assert.ok(body, 'a count_tokens call');
    builtins = { answered: scriptedInputTokens(body), chars: charsOf(toolsOf(body)) };
    return builtins;
  };

  it('`auto` with the deferred built-ins alone: one count_tokens call as the CLI makes it, every tool sent whole', async (t) => {
    const cli = scenarioOf('auto_builtins');
    const { first, counts } = await runAuto(t, 'auto', []);
    assert.equal(counts.length, cli.countTokens.length, 'one count_tokens call');
    const [ours, theirs] = [counts[0], cli.countTokens[0]];
    assert.ok(ours && theirs);
    assert.deepEqual(ours.messages, theirs.messages, 'one user message, "foo"');
    const names = toolsOf(ours).map((tool) => tool.name);
    // What the runner defers by default is what 2.1.332 counted (the CLI's built-ins the runner has).
    assert.deepEqual(
      names.filter((n) => theirs.tools.includes(n)),
      names,
      'counts only tools the CLI counts',
    );
    assert.ok(names.includes('WebFetch') && names.includes('CronCreate'), names.join(', '));
    assert.deepEqual([...new Set(toolsOf(ours).flatMap((tool) => Object.keys(tool)))].sort(), theirs.toolKeys);
    assert.equal(cliDeferred(cli), false);
    assert.deepEqual(deferredIn(first), [], 'nothing deferred: under 10% of 200,000');
    assert.ok(!JSON.stringify(first.body.tools).includes('ToolSearch'), 'no ToolSearch');
  });

  for (const name of ['auto_under', 'auto_at', 'auto5_under', 'auto5_over', 'auto50_under', 'auto50_over', 'window_sonnet46', 'window_opus47']) {
    it(`${name}: the same count as the CLI's, the same side of the threshold`, async (t) => {
      const cli = scenarioOf(name);
      const own = await calibrate(t);
      const cliBuiltins = scenarioOf('auto_builtins').countTokens[0]?.answered ?? 0;
      const sizes = withTokens(cli.sizes, cliBuiltins - own.answered);
      const { first, counts } = await runAuto(t, cli.value, sizes, cli.model ? { model: cli.model } : {});
      const body = counts[0];
      assert.ok(body && counts.length === 1, `one count_tokens call: ${JSON.stringify(counts.map((b) => b.model))}`);
      assert.equal(scriptedInputTokens(body), cli.countTokens[0]?.answered, 'counted what the CLI counted');
      const deferred = deferredIn(first);
      assert.equal(deferred.length > 0, cliDeferred(cli), `deferred: ${deferred.join(', ')}; the CLI: ${cli.decision.join(' | ')}`);
      if (cliDeferred(cli)) for (let i = 0; i < cli.sizes.length; i++) assert.ok(deferred.includes(mcpName(i)), `${mcpName(i)} deferred`);
    });
  }

  // 2.1.332 runs claude-opus-4-1 (dated too) as claude-opus-5-5: its count is of that model, against 10% of 1M, never
  // 200,000. The runner runs the model it is given, which takes no tool search: every tool whole, nothing counted.
  for (const name of ['window_opus41', 'window_opus41_dated']) {
    it(`${name}: the CLI's window is 1M (the model it runs instead), and the tools go whole as they did in the CLI`, async (t) => {
      const cli = scenarioOf(name);
      assert.ok(cli.model);
      assert.equal(cliFigures(cli).threshold, autoThresholdTokens(cli.model, 10));
      assert.equal(cliDeferred(cli), false);
      const { first, counts } = await runAuto(t, cli.value, cli.sizes, { model: cli.model });
      assert.deepEqual(deferredIn(first), []);
      assert.equal(counts.length, 0, 'nothing counted for a model without tool search');
    });
  }

  it('subagents with every tool: on the same model they defer as the main thread (no new count); on claude-opus-4-7 (1M) they are counted again and sent whole', async (t) => {
    const cli = scenarioOf('subagents_at');
    const own = await calibrate(t);
    const cliBuiltins = scenarioOf('auto_builtins').countTokens[0]?.answered ?? 0;
    const sizes = withTokens(cli.sizes, cliBuiltins - own.answered);
    const { first, counts, requests } = await runAuto(t, cli.value, sizes, {
      ...(cli.files ? { files: cli.files } : {}),
      main: [agentCall('same', 'toolu_same'), agentCall('wide', 'toolu_wide')],
    });
    assert.deepEqual(
      counts.map((b) => b.model),
      cli.countTokens.map((c) => c.model),
      'one count per model',
    );
    assert.ok(deferredIn(first).includes(mcpName(0)), 'the main thread defers');
    const children = requests.filter(isSubagent);
    const theirs = cli.subagentFirstRequests ?? [];
    assert.equal(theirs.length, 2);
    for (const their of theirs) {
      const ours = children.find((req) => req.body.model === their.model);
      assert.ok(ours, `a subagent request on ${their.model}`);
      const cliDefers = their.tools.some((name) => name.endsWith('*'));
      assert.equal(deferredIn(ours).length > 0, cliDefers, `${their.model}: ${deferredIn(ours).join(', ')}`);
    }
  });

  it("sibling subagents on claude-opus-4-7: one deferring does not hold the other, counted on its own and sent whole (the CLI's latch is its conversation's)", async (t) => {
    const cli = scenarioOf('subagents_siblings');
    const own = await calibrate(t);
    const cliBuiltins = scenarioOf('auto_builtins').countTokens[0]?.answered ?? 0;
    const sizes = withTokens(cli.sizes, cliBuiltins - own.answered);
    // The runner's `disallowedTools` names every MCP tool but the first, as the CLI's agent file did.
    const widefew = `---\nname: widefew\ndescription: Few tools.\nmodel: claude-opus-4-7\ndisallowedTools: ${sizes
      .slice(1)
      .map((_, i) => mcpName(i + 1))
      .join(', ')}\n---\nYou work.\n`;
    const { counts, requests } = await runAuto(t, cli.value, sizes, {
      files: { ...cli.files, '.claude/agents/widefew.md': widefew },
      main: [agentCall('wideall', 'toolu_wideall'), agentCall('widefew', 'toolu_widefew')],
    });
    assert.deepEqual(
      counts.map((b) => b.model),
      cli.countTokens.map((c) => c.model),
      'the sibling is counted',
    );
    const firstOf = (type: string) => requests.find((req) => JSON.stringify((req.body.messages as unknown[])[0]).includes(`SUBAGENT-TASK ${type}`));
    const [all, few] = [firstOf('wideall'), firstOf('widefew')];
    assert.ok(all && few);
    const theirs = cli.subagentFirstRequests ?? [];
    assert.deepEqual(
      theirs.map((r) => r.tools.some((name) => name.endsWith('*'))),
      [true, false],
    );
    assert.ok(deferredIn(all).includes(mcpName(0)), 'wideall defers');
    assert.deepEqual(deferredIn(few), [], 'widefew: every tool whole');
  });

  it('auto:1: the deferred built-ins alone pass 2,000 tokens, so they are deferred with no MCP tool at all', async (t) => {
    const cli = scenarioOf('auto1_builtins');
    assert.equal(cliDeferred(cli), true);
    const { first } = await runAuto(t, cli.value, cli.sizes);
    const deferred = deferredIn(first);
    assert.ok(deferred.includes('WebFetch') && deferred.includes('CronCreate'), deferred.join(', '));
  });

  for (const name of ['fallback_under', 'fallback_over']) {
    it(`${name}: count_tokens refused, characters at 2.5 a token decide as the CLI's`, async (t) => {
      const cli = scenarioOf(name);
      const own = await calibrate(t);
      const { measured, unit, threshold } = cliFigures(cli);
      assert.equal(unit, 'chars');
      const cliBuiltinChars = measured - mcpChars(cli.sizes);
      const sizes = withChars(cli.sizes, cliBuiltinChars - own.chars);
      const { first, counts } = await runAuto(t, cli.value, sizes, { refuse: true });
      const body = counts[0];
      assert.ok(body, 'count_tokens was asked (and refused)');
      assert.equal(charsOf(toolsOf(body)), measured, 'the characters the CLI measured');
      assert.equal(threshold, 50_000);
      assert.equal(deferredIn(first).length > 0, cliDeferred(cli), cli.decision.join(' | '));
    });
  }

  it('auto:0.5 is auto:0 (always deferred, nothing counted); auto:x is auto at 10%, with a warning naming the field', async (t) => {
    const half = scenarioOf('auto_half');
    const halfRun = await runAuto(t, half.value, half.sizes);
    assert.equal(halfRun.counts.length, half.countTokens.length, 'no count_tokens call');
    assert.equal(deferredIn(halfRun.first).length > 0, cliDeferred(half));
    const nan = scenarioOf('auto_nan');
    const nanRun = await runAuto(t, nan.value, nan.sizes);
    assert.equal(nanRun.counts.length, 1);
    assert.equal(deferredIn(nanRun.first).length > 0, cliDeferred(nan));
    assert.ok(
      nanRun.warnings.some((w) => w.includes('env.ENABLE_TOOL_SEARCH') && w.includes('"auto:x"')),
      nanRun.warnings.join('\n'),
    );
  });
});
