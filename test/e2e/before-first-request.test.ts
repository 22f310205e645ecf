import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { startScriptedModel, type ScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { makeRepo, PROJECT_ROOT, runAction } from './harness.js';
import { startForwardProxy } from '../../support/network/forward-proxy.js';
import { startOtlpReceiver } from '../../support/otlp-receiver/otlp-receiver.js';

/**
 * Issue 29: what dist/index.js loads before its first model request. The features a first request does not need
 * are lazy chunks (import()); this checks, through the bundle as the runner starts it, that the chunks loaded by
 * then hold none of them — the npm undici (only with a proxy), the sandbox library (started after the request is
 * sent), Octokit, MCP. A preload (first-request-probe.ts) records the files loaded when the request was created.
 */

const DIST = path.join(PROJECT_ROOT, 'dist');
const PROBE = path.join(PROJECT_ROOT, 'build', 'test', 'e2e', 'first-request-probe.js');

/** A string only that part's code holds, in the bundle. */
const LAZY: Record<string, string> = {
  'the npm undici (EnvHttpProxyAgent: a proxy is set)': 'EnvHttpProxyAgent is experimental',
  '@anthropic-ai/sandbox-runtime': 'SRT_ALLOW_NESTED_USERNS',
  // The runner's client is @octokit/core (src/github/lazy-octokit.ts); its user agent's prefix is in its code only.
  'Octokit (@octokit/core)': 'octokit-core.js/',
  'the MCP client (@modelcontextprotocol/sdk)': '@modelcontextprotocol/sdk',
  'ignore (gitignore matching: Glob, .worktreeinclude)': 'path should be a',
  'the OpenTelemetry SDK (issue 38: only when CLAUDE_CODE_ENABLE_TELEMETRY and an exporter are set)': 'BatchLogRecordProcessor',
};
const OTEL_SDK = 'BatchLogRecordProcessor';

const chunkText = (file: string): string => readFileSync(path.join(DIST, file), 'utf8');
const holding = (files: readonly string[], marker: string): string[] => files.filter((f) => f.endsWith('.js') && chunkText(f).includes(marker));

interface Probe {
  atFirstRequest?: string[];
  atExit: string[];
}

async function probedRun(model: ScriptedModel, env: Record<string, string> = {}): Promise<{ probe: Probe; exitCode: number | null; log: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-first-request-'));
  const out = path.join(dir, 'probe.json');
  try {
    const run = await runAction({
      workspace: makeRepo(),
      inputs: { prompt: 'Say hello.' },
      env: { ANTHROPIC_BASE_URL: model.url, NODE_OPTIONS: `--import=${PROBE}`, FIRST_REQUEST_PROBE_OUT: out, ...env },
    });
    return { probe: JSON.parse(readFileSync(out, 'utf8')) as Probe, exitCode: run.exitCode, log: run.stdout + run.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('dist/: what the process loads before its first model request', () => {
  const cleanups: Array<() => Promise<void>> = [];
  after(async () => {
    await Promise.all(cleanups.map((c) => c()));
  });
  const model = async (): Promise<ScriptedModel> => {
    const m = await startScriptedModel([{ content: [{ type: 'text', text: 'Hello.' }] }]);
    cleanups.push(() => m.close());
    return m;
  };

  it('each lazy part is in dist/, in chunks of its own (else the check below would be empty)', () => {
    const files = readdirSync(DIST);
    for (const [part, marker] of Object.entries(LAZY)) {
      const chunks = holding(files, marker);
      assert.ok(chunks.length > 0, `${part}: no chunk of dist/ holds "${marker}"`);
      assert.ok(!chunks.includes('index.js'), `${part}: in the entry`);
    }
  });

  it('no proxy: none of the lazy parts is loaded by the first model request', async () => {
    const m = await model();
    const { probe, exitCode, log } = await probedRun(m);
    assert.equal(exitCode, 0, log);
    assert.equal(m.requests.length, 1);
    const loaded = probe.atFirstRequest;
    assert.ok(loaded, 'the probe saw no model request');
    assert.ok(loaded.includes('index.js'));
    for (const [part, marker] of Object.entries(LAZY)) assert.deepEqual(holding(loaded, marker), [], `${part} was loaded before the first model request`);
  });

  it('telemetry variables unset: no part of the OpenTelemetry SDK is loaded at all, to the end of the step', async () => {
    const m = await model();
    const { probe, exitCode, log } = await probedRun(m, { OTEL_METRICS_EXPORTER: 'otlp', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' });
    assert.equal(exitCode, 0, log);
    assert.deepEqual(holding(probe.atExit, OTEL_SDK), [], 'an exporter variable without CLAUDE_CODE_ENABLE_TELEMETRY loads nothing');
  });

  it('telemetry on (the control): the OpenTelemetry SDK is loaded and the collector gets the run', async () => {
    const m = await model();
    const rx = await startOtlpReceiver();
    cleanups.push(rx.close);
    const { probe, exitCode, log } = await probedRun(m, {
      CLAUDE_CODE_ENABLE_TELEMETRY: '1',
      OTEL_METRICS_EXPORTER: 'otlp',
      OTEL_EXPORTER_OTLP_ENDPOINT: rx.url,
    });
    assert.equal(exitCode, 0, log);
    assert.ok(holding(probe.atExit, OTEL_SDK).length > 0, 'the SDK was loaded');
    assert.ok(rx.points.some((p) => p.metric === 'claude_code.session.count'));
  });

  it('HTTPS_PROXY / HTTP_PROXY set: the model request goes through the proxy, with the npm undici loaded for it', async () => {
    const m = await model();
    const proxy = await startForwardProxy();
    cleanups.push(proxy.close);
    const { probe, exitCode, log } = await probedRun(m, { HTTP_PROXY: proxy.url, HTTPS_PROXY: proxy.url });
    assert.equal(exitCode, 0, log);
    assert.equal(m.requests.length, 1);
    const modelHost = new URL(m.url).host;
    const tunnels = proxy.tunnels.map((t) => t.target);
    assert.ok(tunnels.includes(modelHost), `no tunnel to the model (${modelHost}): ${tunnels.join(', ')}`);
    assert.ok(holding(probe.atExit, LAZY['the npm undici (EnvHttpProxyAgent: a proxy is set)'] ?? '').length > 0, 'the proxied request did not load undici');
  });
});
