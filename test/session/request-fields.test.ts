import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RecordedRequest } from '../../support/scripted-model/scripted-model.js';
import { fakeGoogleAuth, providerSetup } from '../model/provider-helpers.js';
import { modelFor, runIn, tempRepoFor } from './harness.js';
import { call, text, turn } from '../support/scripted-turns.js';

/**
 * The request's fields beyond tools and text, and the betas that enable them, against Claude Code 2.1.332's for the same
 * model and settings: test/fixtures/claude-code-first-request/2.1.332-fields.json (scripts/oracle/request-fields.mjs).
 * The runner runs each setup with the CLI's flags as `claude_args` and the same `.claude/settings.json`.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-first-request/2.1.332-fields.json');
interface OracleSetup {
  args: string[];
  settings?: { model?: string } & Record<string, unknown>;
  path?: string;
  fields: Record<string, unknown>;
  headers: { 'anthropic-beta': string[] };
  secondRequestAssistant?: { role: string; content: Record<string, unknown>[] }[];
}
const oracle = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { setups: Record<string, OracleSetup> }).setups;

/** The fields compared; the request's other keys are its tools, system, messages (and the CLI's metadata). */
const SHAPED = ['model', 'max_tokens', 'thinking', 'context_management', 'output_config', 'temperature', 'stream', 'anthropic_beta'];
/**
 * Betas of features the runner does not use, left out on purpose (docs/claude-code-compatibility.md): Claude Code's own
 * marker, per-turn control, tool changes inside messages, server-side web search.
 */
const NOT_USED = ['claude-code-20250219', 'per-turn-control-2026-07-01', 'mid-conversation-tool-changes-2026-07-01', 'web-search-2025-03-05'];
const used = (betas: readonly string[]): string[] => betas.filter((beta) => !NOT_USED.includes(beta));

const PROVIDERS: Record<string, 'bedrock' | 'vertex'> = { bedrock: 'bedrock', bedrockSonnet45: 'bedrock', vertex: 'vertex', vertexSonnet45: 'vertex' };

/** The runner's first request in a setup: the CLI's flags as claude_args, the same settings, each model's own max_tokens. */
async function firstRequestOf(t: { after(fn: () => Promise<void>): void }, name: string, setup: OracleSetup): Promise<RecordedRequest> {
  const repo = await tempRepoFor(t, setup.settings ? { '.claude/settings.json': JSON.stringify(setup.settings) } : {});
  const model = await modelFor(t, () => ({ content: [{ type: 'text', text: 'done' }] }));
  const provider = PROVIDERS[name];
  const wire = provider ? providerSetup(provider, model) : { inputs: {}, env: {} };
  // No --model and no settings model: the CLI's default (claude-opus-5-5); the action's own default is claude-sonnet-5-5.
  const chooses = setup.args.includes('--model') || setup.settings?.model !== undefined;
  const r = await runIn(repo, model.url, {
    inputs: { ...wire.inputs, model: chooses ? '' : 'claude-opus-5-5', max_output_tokens: '', claude_args: setup.args.join(' ') },
    ...(provider ? { env: { ANTHROPIC_BASE_URL: '', ANTHROPIC_API_KEY: '', ...wire.env } } : {}),
    ...(provider === 'vertex' ? { vertexAuthClient: fakeGoogleAuth() } : {}),
  });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const first = model.requests[0];
  assert.ok(first, 'the runner made a request');
  return first;
}

/** The body as it went over the wire (Bedrock and Vertex: the model in the path, Bedrock's betas in the body). */
const sentBody = (req: RecordedRequest): Record<string, unknown> => req.sentBody ?? req.body;
const headerBetas = (req: RecordedRequest): string[] => {
  const header = req.headers['anthropic-beta'];
  return typeof header === 'string' ? header.split(',').map((b) => b.trim()) : [];
};

describe('the request fields and betas against Claude Code 2.1.332 (test/fixtures/claude-code-first-request/2.1.332-fields.json)', () => {
  for (const [name, setup] of Object.entries(oracle)) {
    if (name === 'thinkingBack') continue;
    // 2.1.332 runs claude-opus-4-1 and claude-opus-4-0 as claude-opus-5-5: the runner runs the model it is given.
    const requested = setup.args[setup.args.indexOf('--model') + 1];
    if (!PROVIDERS[name] && setup.args.includes('--model') && requested?.startsWith('claude-') && setup.fields.model !== requested) continue;
    const what = `${setup.args.join(' ') || '(no flags)'}${setup.settings ? ` + settings ${JSON.stringify(setup.settings)}` : ''}`;
    it(`${name} (${what}): the same ${SHAPED.filter((f) => f in setup.fields).join(', ')} and the betas they need`, async (t) => {
      const req = await firstRequestOf(t, name, setup);
      const body = sentBody(req);
      const ours = Object.fromEntries(
        SHAPED.filter((f) => body[f] !== undefined).map((f) => [f, f === 'anthropic_beta' ? used(body[f] as string[]) : body[f]]),
      );
      const theirs = Object.fromEntries(
        SHAPED.filter((f) => setup.fields[f] !== undefined).map((f) => [f, f === 'anthropic_beta' ? used(setup.fields[f] as string[]) : setup.fields[f]]),
      );
      assert.deepEqual(ours, theirs);
      // The header: on Bedrock the CLI's header betas are not what Bedrock reads (the body's are), and the SDK moves ours into the body.
      if (PROVIDERS[name] !== 'bedrock') assert.deepEqual(headerBetas(req), used(setup.headers['anthropic-beta']));
      // Nothing else at the top level.
      // anthropic_version: the provider SDK's, not a choice of the runner's.
      const known = new Set([...Object.keys(setup.fields), 'tools', 'system', 'messages', 'anthropic_version']);
      assert.deepEqual(
        Object.keys(body).filter((key) => !known.has(key)),
        [],
      );
    });
  }

  it("a pull request's settings cannot make a call the API refuses: thinking and output numbers out of range, a budget that lowers max_tokens", async (t) => {
    // The scripted model refuses a thinking budget below 1,024 or not below max_tokens (test/model/scripted-model.test.ts).
    for (const [env, budgetUsd] of [
      [{ MAX_THINKING_TOKENS: '500' }, '5'],
      [{ MAX_THINKING_TOKENS: '999999', CLAUDE_CODE_MAX_OUTPUT_TOKENS: '999999' }, '5'],
      [{ MAX_THINKING_TOKENS: '999999' }, '0.2'],
    ] as const) {
      const repo = await tempRepoFor(t, { '.claude/settings.json': JSON.stringify({ model: 'claude-sonnet-4-5', env }) });
      const model = await modelFor(t, () => ({ content: [{ type: 'text', text: 'done' }] }));
      const r = await runIn(repo, model.url, { inputs: { model: '', max_output_tokens: '', max_budget_usd: budgetUsd } });
      assert.equal(r.result.subtype, 'success', `${JSON.stringify(env)}: ${JSON.stringify(r.result)}`);
      const body = model.requests[0]?.body ?? {};
      const thinking = body.thinking as { type: string; budget_tokens?: number } | undefined;
      assert.ok(typeof body.max_tokens === 'number' && body.max_tokens <= 64_000, String(body.max_tokens));
      if (thinking?.type === 'enabled') assert.ok((thinking.budget_tokens ?? 0) < body.max_tokens && (thinking.budget_tokens ?? 0) >= 1024);
      assert.ok(r.result.total_cost_usd <= Number(budgetUsd));
      if (env.MAX_THINKING_TOKENS === '500') assert.match(r.outcome.warnings.join('\n'), /MAX_THINKING_TOKENS: 500 is below the API's least thinking budget/);
    }
  });

  it('a thinking block comes back in the next request with its signature, as the CLI sends it', async (t) => {
    const setup = oracle.thinkingBack;
    assert.ok(setup?.secondRequestAssistant);
    const repo = await tempRepoFor(t);
    const thinking = { type: 'thinking' as const, thinking: 'I should look at the files first.', signature: 'sig-oracle-1' };
    const model = await modelFor(t, [turn(thinking, call('Bash', { command: 'ls', description: 'List files' }, 'toolu_ls')), text('done')]);
    await runIn(repo, model.url, { inputs: { max_output_tokens: '' } });
    const second = model.requests[1];
    assert.ok(second);
    const assistant = (second.body.messages ?? []).filter((m) => m.role === 'assistant');
    assert.deepEqual(JSON.parse(JSON.stringify(assistant)), setup.secondRequestAssistant);
  });
});
