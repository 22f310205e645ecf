import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type Anthropic from '@anthropic-ai/sdk';
import { OAuth2Client } from 'google-auth-library';
import { createProviderClient, type ProviderClient, type ProviderName, type ProviderSettings } from '../../src/model/provider.js';
import { tempRepo, type Repo, runIn } from '../session/harness.js';
import type { ProductSession } from '../support/product-session.js';
import type { ScriptedModel } from '../../support/scripted-model/scripted-model.js';

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

export type ProviderRun = ProductSession;

/** The provider's inputs and environment, the scripted server standing in for its endpoint. */
export function providerSetup(provider: ProviderName, model: ScriptedModel): { inputs: Record<string, string>; env: NodeJS.ProcessEnv } {
  if (provider === 'anthropic') return { inputs: {}, env: { ANTHROPIC_API_KEY: 'sk-ant-provider-test', ANTHROPIC_BASE_URL: model.url } };
  if (provider === 'bedrock') {
    return {
      inputs: { provider, aws_region: 'us-east-1' },
      env: {
        ANTHROPIC_BEDROCK_BASE_URL: model.url,
        AWS_ACCESS_KEY_ID: AWS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: AWS.secretAccessKey,
        AWS_SESSION_TOKEN: AWS.sessionToken,
      },
    };
  }
  return { inputs: { provider, vertex_project_id: PROJECT, vertex_region: 'us-east5' }, env: { ANTHROPIC_VERTEX_BASE_URL: `${model.url}/v1` } };
}

/** One scripted session through the product's composition root, the provider chosen by its inputs as a workflow chooses it. */
export async function runThrough(provider: ProviderName, model: ScriptedModel, canonical: string, repo: Repo): Promise<ProviderRun> {
  const setup = providerSetup(provider, model);
  return runIn(repo, model.url, {
    inputs: { ...setup.inputs, model: canonical, max_turns: '5', max_budget_usd: '5', max_output_tokens: '2048' },
    env: { ANTHROPIC_BASE_URL: '', ANTHROPIC_API_KEY: '', ...setup.env },
    prompt: 'What does hello.txt say?',
    ...(provider === 'vertex' ? { vertexAuthClient: fakeGoogleAuth() } : {}),
  });
}

export async function repoWithHello(): Promise<Repo> {
  const repo = await tempRepo();
  await writeFile(path.join(repo.dir, 'hello.txt'), 'hi from the fixture\n');
  return repo;
}
