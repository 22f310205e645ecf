import assert from 'node:assert/strict';
import { after, before, describe, it, type TestContext } from 'node:test';
import type Anthropic from '@anthropic-ai/sdk';
import { DEFERRED_LIST_HEADING } from '../../src/agent/request.js';
import { countInputTokens } from '../../src/model/tokens.js';
import { costOfUsage, resolvePrice } from '../../src/model/pricing.js';
import { streamTurn } from '../../src/model/turn.js';
import type { ProviderName } from '../../src/model/provider.js';
import { startScriptedModel, type ScriptedModel, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { runIn, tempRepoFor, type Repo } from '../session/harness.js';
import {
  AWS,
  GOOGLE_TOKEN,
  PROJECT,
  asAnthropic,
  clientFor,
  fakeGoogleAuth,
  providerSetup,
  repoWithHello,
  runThrough,
  useDummyAwsEnv,
  type ProviderRun,
} from './provider-helpers.js';

useDummyAwsEnv();

const SCRIPT: ScriptedTurn[] = [
  {
    content: [
      { type: 'text', text: 'Let me read it.' },
      { type: 'tool_use', name: 'Read', input: { file_path: 'hello.txt' } },
    ],
  },
  { content: [{ type: 'text', text: 'It says: hi from the fixture.' }] },
];
const PROVIDERS: ProviderName[] = ['anthropic', 'bedrock', 'vertex'];
const EXPECTED_PATH: Record<ProviderName, string> = {
  anthropic: '/v1/messages',
  bedrock: '/model/us.anthropic.claude-sonnet-5-5/invoke-with-response-stream',
  vertex: `/v1/projects/${PROJECT}/locations/us-east5/publishers/anthropic/models/claude-sonnet-5-5:streamRawPredict`,
};

const servers: ScriptedModel[] = [];
let repo: Repo;
const start = async (script: ScriptedTurn[] | (() => ScriptedTurn)): Promise<ScriptedModel> => {
  const model = await startScriptedModel(script);
  servers.push(model);
  return model;
};
before(async () => {
  repo = await repoWithHello();
});
after(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await repo.cleanup();
});

describe('the same scripted session through each provider', () => {
  const runs = new Map<ProviderName, { run: ProviderRun; model: ScriptedModel }>();
  before(async () => {
    for (const provider of PROVIDERS) {
      const model = await start(SCRIPT);
      runs.set(provider, { run: await runThrough(provider, model, 'claude-sonnet-5-5', repo), model });
    }
  });

  for (const provider of PROVIDERS) {
    it(`${provider}: succeeds with the tool result fed back, on the provider's documented path`, () => {
      const entry = runs.get(provider);
      assert.ok(entry);
      const { run, model } = entry;
      assert.equal(run.result.subtype, 'success', (run.result.errors ?? []).join('; '));
      assert.equal(run.result.result, 'It says: hi from the fixture.');
      assert.equal(run.result.num_turns, 2);
      assert.equal(model.requests.length, 2);
      for (const req of model.requests) assert.equal(req.path, EXPECTED_PATH[provider]);
      const toolResult = JSON.stringify(model.requests[1]?.body.messages);
      assert.match(toolResult, /hi from the fixture/);
    });
  }

  it('bedrock: model and stream leave the body, anthropic_version enters it, the request is SigV4-signed', () => {
    const req = runs.get('bedrock')?.model.requests[0];
    assert.ok(req?.sentBody);
    assert.equal(req.provider, 'bedrock');
    assert.equal('model' in req.sentBody, false);
    assert.equal('stream' in req.sentBody, false);
    assert.equal(req.sentBody.anthropic_version, '2026-10-21');
    assert.equal(req.headers['anthropic-version'], undefined);
    assert.equal(req.headers['x-api-key'], undefined);
    const auth = String(req.headers.authorization);
    assert.match(auth, new RegExp(`^AWS4-HMAC-SHA256 Credential=${AWS.accessKeyId}/\\d{8}/us-east-1/bedrock/aws4_request, SignedHeaders=`));
    assert.equal(req.headers['x-amz-security-token'], AWS.sessionToken);
    assert.match(String(req.headers['x-amz-content-sha256'] ?? req.headers['x-amz-date']), /./);
  });

  it('vertex: the model leaves the body, stream stays, anthropic_version enters it, the Google token is the bearer', () => {
    const req = runs.get('vertex')?.model.requests[0];
    assert.ok(req?.sentBody);
    assert.equal(req.provider, 'vertex');
    assert.equal('model' in req.sentBody, false);
    assert.equal(req.sentBody.stream, true);
    assert.equal(req.sentBody.anthropic_version, '2026-10-21');
    assert.equal(req.headers.authorization, `Bearer ${GOOGLE_TOKEN}`);
    assert.equal(req.headers['x-api-key'], undefined);
    assert.deepEqual(req.route, { provider: 'vertex', kind: 'messages', model: 'claude-sonnet-5-5', project: PROJECT, location: 'us-east5' });
  });

  it('the loop, the requests and the pricing rule are identical whatever the provider', () => {
    const [a, b, v] = PROVIDERS.map((p) => runs.get(p)?.run);
    assert.ok(a && b && v);
    // The system prompt and tool descriptions name the model id in the provider's form: the conversation is the same,
    // but for the list of tools sent by name only (Bedrock serves no WebSearch).
    const withoutList = (text: string): string =>
      text.replace(new RegExp(`<system-reminder>\\\\n${DEFERRED_LIST_HEADING}[\\s\\S]*?</system-reminder>`, 'g'), '<list>');
    const bodies = PROVIDERS.map((p) => runs.get(p)?.model.requests.map((r) => withoutList(JSON.stringify(r.body.messages))));
    assert.deepEqual(bodies[1], bodies[0]);
    assert.deepEqual(bodies[2], bodies[0]);
    const price = resolvePrice('claude-sonnet-5-5').price;
    for (const run of [a, b, v]) {
      assert.ok(run.result.total_cost_usd > 0);
      assert.ok(Math.abs(run.result.total_cost_usd - costOfUsage(run.result.usage, price)) < 1e-12, "priced by the canonical model's price");
      assert.deepEqual(run.result.warnings ?? [], [], 'no model priced as unknown');
    }
  });
});

const params = (model: string): Anthropic.MessageCreateParamsStreaming => ({
  model,
  max_tokens: 500,
  stream: true,
  messages: [{ role: 'user', content: 'hello' }],
});
const turnOpts = { signal: new AbortController().signal, retries: 2, idleTimeoutMs: 5_000, sleep: async (): Promise<void> => {} };

describe('provider request shapes', () => {
  it('bedrock: a model before Claude 4.7 gets anthropic_version bedrock-2023-05-31', async () => {
    const model = await start([{ content: [{ type: 'text', text: 'ok' }] }]);
    const out = await streamTurn(asAnthropic(await clientFor('bedrock', model)), params('us.anthropic.claude-sonnet-4-5-20250929-v1:0'), turnOpts);
    assert.ok(out.ok);
    assert.equal(model.requests[0]?.path, '/model/us.anthropic.claude-sonnet-4-5-20250929-v1:0/invoke-with-response-stream');
    assert.equal(model.requests[0]?.sentBody?.anthropic_version, 'bedrock-2023-05-31');
  });

  it('non-streaming calls use /invoke and :rawPredict', async () => {
    const bedrock = await start([{ content: [{ type: 'text', text: 'b' }] }]);
    const vertex = await start([{ content: [{ type: 'text', text: 'v' }] }]);
    const body = { model: '', max_tokens: 100, messages: [{ role: 'user' as const, content: 'hi' }] };
    const b = await (await clientFor('bedrock', bedrock)).messages.create({ ...body, model: 'global.anthropic.claude-opus-5-5' });
    const v = await (await clientFor('vertex', vertex)).messages.create({ ...body, model: 'claude-opus-5-5' });
    assert.deepEqual(b.content[0], { type: 'text', text: 'b', citations: null });
    assert.deepEqual(v.content[0], { type: 'text', text: 'v', citations: null });
    assert.equal(bedrock.requests[0]?.path, '/model/global.anthropic.claude-opus-5-5/invoke');
    assert.equal(vertex.requests[0]?.path, `/v1/projects/${PROJECT}/locations/us-east5/publishers/anthropic/models/claude-opus-5-5:rawPredict`);
  });

  it('count_tokens: Vertex answers on count-tokens:rawPredict; Bedrock answers undefined without a request', async () => {
    const bedrock = await start([]);
    const vertex = await start([]);
    const b = await clientFor('bedrock', bedrock);
    const v = await clientFor('vertex', vertex);
    assert.equal(b.countsTokens, false);
    assert.equal(v.countsTokens, true);
    assert.equal(await countInputTokens(asAnthropic(b), params('us.anthropic.claude-sonnet-5-5')), undefined);
    assert.equal(bedrock.countTokensCalls, 0);
    const counted = await countInputTokens(asAnthropic(v), params('claude-sonnet-5-5'));
    assert.ok(typeof counted === 'number' && counted > 0);
    assert.deepEqual(vertex.countTokensPaths, [`/v1/projects/${PROJECT}/locations/us-east5/publishers/anthropic/models/count-tokens:rawPredict`]);
  });
});

describe('Bedrock stream faults, through the AWS event-stream framing', () => {
  /** One turn on a Bedrock model, through the AWS event-stream framing, against the scripted server playing `script`. */
  const bedrockTurn = async (script: Parameters<typeof start>[0], opts = turnOpts): ReturnType<typeof streamTurn> =>
    streamTurn(asAnthropic(await clientFor('bedrock', await start(script))), params('us.anthropic.claude-sonnet-5-5'), opts);

  it('a stream cut mid-message is retried like any other provider', async () => {
    const out = await bedrockTurn([
      { content: [{ type: 'text', text: 'lost' }], fault: { kind: 'cut', afterEvents: 3 } },
      { content: [{ type: 'text', text: 'again' }] },
    ]);
    assert.ok(out.ok, out.ok ? '' : out.error);
    assert.equal(out.attempts, 2);
    assert.ok(out.partialUsage);
  });

  it('a 429 (ThrottlingException) is retried', async () => {
    const out = await bedrockTurn([{ fault: { kind: 'http', status: 429 } }, { content: [{ type: 'text', text: 'after throttle' }] }]);
    assert.ok(out.ok, out.ok ? '' : out.error);
    assert.equal(out.attempts, 2);
  });

  it('a malformed chunk fails the attempt and is retried', async () => {
    const out = await bedrockTurn([{ content: [{ type: 'text', text: 'x' }], fault: { kind: 'malformed' } }, { content: [{ type: 'text', text: 'fine' }] }]);
    assert.ok(out.ok, out.ok ? '' : out.error);
    assert.equal(out.attempts, 2);
  });

  it('an exception frame surfaces as a mid-stream error typed by the exception', async () => {
    const out = await bedrockTurn(() => ({ content: [{ type: 'text', text: 'x' }], fault: { kind: 'sse_error', afterEvents: 2 } }), {
      ...turnOpts,
      retries: 0,
    });
    assert.equal(out.ok, false);
    if (!out.ok) assert.match(out.error, /serviceUnavailableException \(mid-stream\)/);
  });

  it('a mid-stream serviceUnavailableException is retried like an overloaded_error', async () => {
    const out = await bedrockTurn([
      { content: [{ type: 'text', text: 'x' }], fault: { kind: 'sse_error', afterEvents: 2 } },
      { content: [{ type: 'text', text: 'ok' }] },
    ]);
    assert.ok(out.ok, out.ok ? '' : out.error);
  });
});

describe("an agent's model on Bedrock and Vertex AI is named as the provider names it, as the run's model is", () => {
  // Vertex names Sonnet 5.5 as the Claude API does: its case is a model whose Vertex id is dated.
  const CASES = {
    bedrock: { model: 'sonnet', path: EXPECTED_PATH.bedrock },
    vertex: {
      model: 'claude-sonnet-4-5',
      path: `/v1/projects/${PROJECT}/locations/us-east5/publishers/anthropic/models/claude-sonnet-4-5@20250929:streamRawPredict`,
    },
  };
  const agent = (model: string) => `---\nname: pinned\ndescription: An agent with its own model\nmodel: ${model}\n---\nAnswer at once.\n`;
  const runWith = async (t: TestContext, provider: 'bedrock' | 'vertex', files: Record<string, string>, script: ScriptedTurn[], model: string) => {
    const scripted = await start(script);
    const agentRepo = await tempRepoFor(t, files);
    const setup = providerSetup(provider, scripted);
    const run = await runIn(agentRepo, scripted.url, {
      inputs: { ...setup.inputs, model, max_turns: '5', max_budget_usd: '5', max_output_tokens: '2048' },
      env: { ANTHROPIC_BASE_URL: '', ANTHROPIC_API_KEY: '', ...setup.env },
      prompt: 'Answer.',
      ...(provider === 'vertex' ? { vertexAuthClient: fakeGoogleAuth() } : {}),
    });
    return { run, scripted };
  };

  for (const provider of ['bedrock', 'vertex'] as const) {
    it(`${provider}: the settings' agent with its own model, no model input: the main thread calls it by the provider's id`, async (t) => {
      const files = { '.claude/agents/pinned.md': agent(CASES[provider].model), '.claude/settings.json': JSON.stringify({ agent: 'pinned' }) };
      const { run, scripted } = await runWith(t, provider, files, [{ content: [{ type: 'text', text: 'done' }] }], '');
      assert.equal(run.result.subtype, 'success', (run.result.errors ?? []).join('; '));
      assert.deepEqual(
        scripted.requests.map((r) => r.path),
        [CASES[provider].path],
      );
    });

    it(`${provider}: a subagent with its own model calls it by the provider's id; the main thread its own model (a control)`, async (t) => {
      const script: ScriptedTurn[] = [
        { content: [{ type: 'tool_use', name: 'Agent', input: { description: 'probe', prompt: 'answer', subagent_type: 'pinned' } }] },
        { content: [{ type: 'text', text: 'sub done' }] },
        { content: [{ type: 'text', text: 'done' }] },
      ];
      const { run, scripted } = await runWith(t, provider, { '.claude/agents/pinned.md': agent(CASES[provider].model) }, script, 'claude-opus-4-7');
      assert.equal(run.result.subtype, 'success', (run.result.errors ?? []).join('; '));
      const paths = scripted.requests.map((r) => r.path);
      assert.equal(paths[1], CASES[provider].path, paths.join(' '));
      const others = paths.filter((_, i) => i !== 1);
      assert.ok(others.length >= 2 && others.every((p) => p.includes('claude-opus-4-7')), paths.join(' '));
    });
  }
});
