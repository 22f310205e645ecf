import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type Anthropic from '@anthropic-ai/sdk';
import { OAuth2Client } from 'google-auth-library';
import { CostLedger } from '../../src/agent/ledger.js';
import { runLoop, type LoopOutcome, type ModelPort } from '../../src/agent/loop.js';
import { createProviderClient, providerModelId, type ProviderClient, type ProviderName, type ProviderSettings } from '../../src/model/provider.js';
import { countInputTokens, estimateInputTokensUpperBound } from '../../src/model/tokens.js';
import { streamTurn } from '../../src/model/turn.js';
import { builtinTools, makeDispatch, policy, tempRepo, type Repo } from '../integration4/harness.js';
import type { ScriptedModel } from '../fakes/scripted-model.js';

export const AWS = { accessKeyId: 'AKIDPROVIDERTEST', secretAccessKey: 'secret-provider-test', sessionToken: 'session-provider-test' };
export const GOOGLE_TOKEN = 'ya29.provider-test-token';
export const PROJECT = 'agent-runner-test';

/** Dummy AWS credentials where the Bedrock SDK's default chain (fromEnv) finds them, as configure-aws-credentials leaves them. */
export function useDummyAwsEnv(): void {
  process.env.AWS_ACCESS_KEY_ID = AWS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = AWS.secretAccessKey;
  process.env.AWS_SESSION_TOKEN = AWS.sessionToken;
  for (const name of ['AWS_PROFILE', 'AWS_BEARER_TOKEN_BEDROCK', 'ANTHROPIC_BEDROCK_BASE_URL', 'ANTHROPIC_VERTEX_BASE_URL']) delete process.env[name];
}

/** An authenticated google-auth-library client that never touches the network: what google-github-actions/auth would yield. */
export function fakeGoogleAuth(): OAuth2Client {
  const auth = new OAuth2Client();
  auth.setCredentials({ access_token: GOOGLE_TOKEN, expiry_date: Date.now() + 3_600_000, token_type: 'Bearer' });
  return auth;
}

export function settingsFor(provider: ProviderName): ProviderSettings {
  if (provider === 'anthropic') return { provider, apiKey: 'sk-ant-provider-test', baseURL: undefined };
  if (provider === 'bedrock') return { provider, region: 'us-east-1', baseURL: undefined };
  return { provider, projectId: PROJECT, region: 'us-east5', baseURL: undefined };
}

/** The provider's client pointed at the scripted server (Vertex's base URL ends in /v1, as its default does). */
export function clientFor(provider: ProviderName, model: ScriptedModel, maxRetries = 0): Promise<ProviderClient> {
  return createProviderClient(settingsFor(provider), {
    maxRetries,
    timeoutMs: 10_000,
    baseURL: provider === 'vertex' ? `${model.url}/v1` : model.url,
    ...(provider === 'vertex' ? { vertexAuthClient: fakeGoogleAuth() } : {}),
  });
}

/**
 * streamTurn and countInputTokens still take a whole `Anthropic`; they use only `messages`. Until their parameter
 * is `Pick<Anthropic, 'messages'>` (ModelClient), the provider client is handed over through this one cast.
 */
export function asAnthropic(client: ProviderClient): Anthropic {
  return client as unknown as Anthropic;
}

export function portFor(client: ProviderClient, retries = 0): ModelPort {
  const sdk = asAnthropic(client);
  return {
    stream: (params, signal, beforeRetry) =>
      streamTurn(sdk, params, { signal, retries, idleTimeoutMs: 10_000, beforeRetry, sleep: async () => {} }),
    countTokens: async (params) => (client.countsTokens ? countInputTokens(sdk, params) : undefined),
    estimateInputTokens: (params) => estimateInputTokensUpperBound(params),
  };
}

export interface ProviderRun {
  outcome: LoopOutcome;
  ledger: CostLedger;
  turns: number;
}

/** One scripted session through the loop, the model id mapped for the provider as the session will map it. */
export async function runThrough(provider: ProviderName, model: ScriptedModel, canonical: string, repo: Repo): Promise<ProviderRun> {
  const mapped = providerModelId(provider, canonical, 'us-east-1');
  if (!mapped.ok) throw new Error(mapped.error);
  const tools = builtinTools(repo);
  const ledger = new CostLedger({});
  const turns = { used: 0 };
  const outcome = await runLoop(
    {
      model: mapped.providerModel,
      system: [{ type: 'text', text: 'You are a test agent.' }],
      tools,
      messages: [{ role: 'user', content: 'What does hello.txt say?' }],
      maxTurns: 5,
      maxBudgetUsd: 5,
      maxOutputTokens: 2048,
      effort: undefined,
      sessionId: `sess-${provider}`,
      parentToolUseId: null,
    },
    {
      model: portFor(await clientFor(provider, model)),
      ledger,
      turns,
      dispatch: makeDispatch(tools, policy(repo)),
      emit: () => {},
      signal: new AbortController().signal,
    },
  );
  return { outcome, ledger, turns: turns.used };
}

export async function repoWithHello(): Promise<Repo> {
  const repo = await tempRepo();
  await writeFile(path.join(repo.dir, 'hello.txt'), 'hi from the fixture\n');
  return repo;
}
