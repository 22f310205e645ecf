import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { startScriptedModel, type ScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { makeRepo, runAction, type ActionRun } from './harness.js';

/**
 * dist/ holds a tree-shaken copy of the SDK for the Anthropic provider (src/model/sdk.ts, scripts/bundle-sdk.mjs) and
 * the whole package for Bedrock and Vertex, in their lazy chunks. The error classes must be one module for all three:
 * the loop tells an API error (no retry for a 400, its status reported) from a dropped connection (retried) with
 * `instanceof`. Were a client's errors of another copy, a 400 would be retried as a connection error, status unknown.
 */

/** A Security Token Service for Workload Identity Federation, as google-github-actions/auth configures it: any subject token → one access token. */
async function startSts(): Promise<{ url: string; exchanges: () => number; close: () => Promise<void> }> {
  let exchanges = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      exchanges += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          access_token: 'ya29.sts-e2e-token',
          issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
          token_type: 'Bearer',
          expires_in: 3600,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1/token`, exchanges: () => exchanges, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function assertApiError400(run: ActionRun, model: ScriptedModel): void {
  assert.equal(run.exitCode, 1, run.stdout + run.stderr);
  assert.equal(model.requests.length, 1, 'a 400 is not retried');
  const result = run.transcript.at(-1) ?? {};
  assert.equal(result.type, 'result');
  assert.equal(result.terminal_reason, 'api_error');
  assert.equal(result.api_error_status, 400);
  assert.match(JSON.stringify(result.errors), /API error 400/);
  assert.equal(
    run.transcript.some((line) => line.subtype === 'api_retry'),
    false,
  );
}

describe('dist/: the SDK door and the Bedrock and Vertex clients share the error classes', () => {
  const servers: ScriptedModel[] = [];
  const cleanups: Array<() => Promise<void> | void> = [];
  const start = async (): Promise<ScriptedModel> => {
    const server = await startScriptedModel([{ fault: { kind: 'http', status: 400 } }]);
    servers.push(server);
    return server;
  };
  after(async () => {
    await Promise.all([...servers.map((s) => s.close()), ...cleanups.map((c) => c())]);
  });

  it('anthropic: a 400 ends the run as an API error, not retried', async () => {
    const model = await start();
    const run = await runAction({ workspace: makeRepo(), inputs: { prompt: 'anything' }, env: { ANTHROPIC_BASE_URL: model.url } });
    assertApiError400(run, model);
  });

  it('bedrock: a ValidationException (400) ends the run as an API error, not retried', async () => {
    const model = await start();
    const run = await runAction({
      workspace: makeRepo(),
      inputs: { prompt: 'anything', provider: 'bedrock', aws_region: 'us-east-1' },
      env: {
        ANTHROPIC_BEDROCK_BASE_URL: model.url,
        AWS_ACCESS_KEY_ID: 'AKIAEXAMPLEEXAMPLE00',
        AWS_SECRET_ACCESS_KEY: 'bedrock-door-secret',
        ANTHROPIC_API_KEY: '',
      },
    });
    assert.match(String(model.requests[0]?.path), /^\/model\/us\.anthropic\.claude-opus-5-5\/invoke-with-response-stream$/);
    assertApiError400(run, model);
  });

  it('vertex: a 400 ends the run as an API error, not retried (Workload Identity Federation credentials)', async () => {
    const model = await start();
    const sts = await startSts();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-wif-'));
    cleanups.push(sts.close, () => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(path.join(dir, 'oidc-token'), 'github-oidc-token-for-the-e2e-test');
    const credentials = path.join(dir, 'credentials.json');
    writeFileSync(
      credentials,
      JSON.stringify({
        type: 'external_account',
        audience: '//iam.googleapis.com/projects/123/locations/global/workloadIdentityPools/gh/providers/gh',
        subject_token_type: 'urn:ietf:params:oauth:token-type:jwt',
        token_url: sts.url,
        credential_source: { file: path.join(dir, 'oidc-token') },
      }),
    );
    const run = await runAction({
      workspace: makeRepo(),
      inputs: { prompt: 'anything', provider: 'vertex', vertex_project_id: 'agent-runner-e2e', vertex_region: 'us-east5' },
      env: { ANTHROPIC_VERTEX_BASE_URL: `${model.url}/v1`, GOOGLE_APPLICATION_CREDENTIALS: credentials, ANTHROPIC_API_KEY: '' },
    });
    assert.ok(sts.exchanges() >= 1, 'the Google token came from the STS');
    assert.equal(model.requests[0]?.headers.authorization, 'Bearer ya29.sts-e2e-token');
    assertApiError400(run, model);
  });
});
