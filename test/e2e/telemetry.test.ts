import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '../../support/otlp-receiver/otlp-receiver.js';
import { startScriptedModel, type ScriptedModel, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { HARNESS_API_KEY, makeRepo, runAction, type ActionRun } from './harness.js';
import { text, toolUse } from '../support/scripted-turns.js';
import { startMainAndChildModel } from '../support/subagent-model.js';

/**
 * Issue 38: Claude Code's telemetry from dist/index.js, into a local OTLP receiver that decodes with the official
 * protocol definitions (support/otlp-receiver/), over each protocol the SDK offers. One run sends Claude Code's metrics,
 * events and spans with the run named in their resource, and the cost received is the run's total_cost_usd.
 */

const COLLECTOR_TOKEN = 'otlp-collector-token-5f1e9a7c3b';
const servers: Array<{ close(): Promise<void> }> = [];
after(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function receiver(): Promise<OtlpReceiver> {
  const r = await startOtlpReceiver();
  servers.push(r);
  return r;
}

/** A run that uses Bash, Write, Edit and a subagent (which runs Bash itself), then answers. */
async function toolModel(): Promise<ScriptedModel> {
  const main: ScriptedTurn[] = [
    toolUse('Bash', { command: 'echo main-bash', description: 'Say hello' }),
    toolUse('Write', { file_path: 'notes.md', content: 'one\ntwo\n' }),
    toolUse('Edit', { file_path: 'notes.md', old_string: 'two', new_string: 'three' }),
    toolUse('Agent', { description: 'Look around', prompt: 'SUBTASK-MARKER: run one command', subagent_type: 'general-purpose', run_in_background: false }),
    text('All done.'),
  ];
  const model = await startMainAndChildModel(main, [toolUse('Bash', { command: 'echo child-bash' }), text('child done')]);
  servers.push(model);
  return model;
}

function telemetryEnv(endpoint: string, protocol: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    CLAUDE_CODE_ENABLE_TELEMETRY: '1',
    OTEL_METRICS_EXPORTER: 'otlp',
    OTEL_LOGS_EXPORTER: 'otlp',
    OTEL_TRACES_EXPORTER: 'otlp',
    OTEL_EXPORTER_OTLP_PROTOCOL: protocol,
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_EXPORTER_OTLP_HEADERS: `Authorization=Bearer ${COLLECTOR_TOKEN}`,
    OTEL_RESOURCE_ATTRIBUTES: 'team=platform,deployment.environment=ci',
    ...extra,
  };
}

const log = (run: ActionRun): string => `exit ${run.exitCode}\n${run.stdout}\n${run.stderr}`;
const totalCost = (run: ActionRun): number => Number(run.execution?.at(-1)?.total_cost_usd);
const warnings = (run: ActionRun): string[] => run.stdout.split('\n').filter((l) => /##\[warning\]|::warning/.test(l));

describe('dist/: Claude Code telemetry to an OTLP collector', () => {
  for (const protocol of ['http/protobuf', 'http/json', 'grpc'] as const) {
    it(`${protocol}: Claude Code's metrics, events and spans for the run, named by its resource; the cost is total_cost_usd`, async () => {
      const rx = await receiver();
      const model = await toolModel();
      const run = await runAction({
        workspace: makeRepo(),
        inputs: { prompt: 'Use the tools', permission_mode: 'bypassPermissions', max_turns: '20' },
        env: { ANTHROPIC_BASE_URL: model.url, ...telemetryEnv(protocol === 'grpc' ? rx.grpcUrl : rx.url, protocol) },
      });
      assert.equal(run.exitCode, 0, log(run));
      assert.deepEqual(warnings(run), [], 'no warning');
      assert.deepEqual(rx.rejected, [], 'every request decoded with the official definitions');
      assert.deepEqual(new Set(rx.requests.map((r) => `${r.transport} ${r.signal}`)), new Set(['metrics', 'logs', 'traces'].map((s) => `${protocol} ${s}`)));
      for (const request of rx.requests)
        assert.equal(request.headers.authorization, `Bearer ${COLLECTOR_TOKEN}`, 'OTEL_EXPORTER_OTLP_HEADERS reached the collector');

      // The run is named in every signal's resource.
      for (const resource of [rx.points[0]?.resource, rx.logs[0]?.resource, rx.spans[0]?.resource]) {
        assert.ok(resource);
        assert.equal(resource['github.repository'], 'octo-org/octo-repo', 'the repository of the event');
        assert.equal(resource['github.run_id'], '424242');
        assert.equal(resource['github.run_attempt'], '1');
        assert.equal(resource['github.workflow'], 'Agent');
        assert.equal(resource['github.job'], 'agent');
        assert.equal(resource['github.event_name'], 'workflow_dispatch');
        assert.equal(resource['agent_runner.task.kind'], 'maintenance');
        assert.equal(resource.team, 'platform', 'OTEL_RESOURCE_ATTRIBUTES');
      }

      // Metrics: Claude Code's names, units and attributes; the cost received is the run's total.
      const metric = (name: string) => rx.points.filter((p) => p.metric === name);
      const cost = metric('claude_code.cost.usage');
      assert.ok(cost.every((p) => p.unit === 'USD' && p.kind === 'sum' && p.monotonic && p.temporality === 'AGGREGATION_TEMPORALITY_DELTA'));
      const received = cost.reduce((sum, p) => sum + p.value, 0);
      assert.ok(Math.abs(received - totalCost(run)) < 1e-9, `cost received ${received}, total_cost_usd ${totalCost(run)}`);
      assert.equal(received.toFixed(6), run.outputs.total_cost_usd);
      assert.deepEqual(new Set(cost.map((p) => p.attributes.query_source)), new Set(['main', 'subagent']));
      assert.equal(cost.find((p) => p.attributes.query_source === 'subagent')?.attributes['agent.name'], 'general-purpose');
      const tokens = metric('claude_code.token.usage');
      assert.deepEqual(new Set(tokens.map((p) => p.attributes.type)), new Set(['input', 'output', 'cacheRead', 'cacheCreation']));
      assert.ok(tokens.every((p) => p.unit === 'tokens' && typeof p.attributes.model === 'string'));
      const sessionId = run.execution?.at(-1)?.session_id;
      assert.deepEqual(
        metric('claude_code.session.count').map((p) => [p.value, p.attributes['session.id']]),
        [[1, sessionId]],
      );
      const lines = metric('claude_code.lines_of_code.count');
      assert.ok(
        lines.find((p) => p.attributes.type === 'added' && p.value >= 3),
        JSON.stringify(lines),
      );
      assert.ok(
        lines.find((p) => p.attributes.type === 'removed' && p.value >= 1),
        JSON.stringify(lines),
      );
      const edits = metric('claude_code.code_edit_tool.decision');
      assert.deepEqual(
        new Set(edits.map((p) => `${p.attributes.tool_name} ${p.attributes.decision} ${p.attributes.language}`)),
        new Set(['Write accept Markdown', 'Edit accept Markdown']),
      );
      const active = metric('claude_code.active_time.total');
      assert.ok(active.length === 1 && active[0]?.unit === 's' && active[0].value > 0);
      assert.ok(rx.points.every((p) => p.scope === 'com.anthropic.claude_code' && p.attributes.team === 'platform'));

      // Events: one api_request per model call, a decision and a result per tool call; content gates off.
      const events = (name: string) => rx.logs.filter((l) => l.body === `claude_code.${name}`);
      assert.equal(events('api_request').length, model.requests.length);
      assert.equal(
        events('api_request')
          .reduce((s, l) => s + Number(l.attributes.cost_usd), 0)
          .toFixed(9),
        totalCost(run).toFixed(9),
      );
      assert.equal(events('tool_result').length, 5, "Bash, Write, Edit, Agent and the subagent's Bash");
      assert.equal(events('tool_decision').length, 5);
      const [prompt] = events('user_prompt');
      assert.equal(prompt?.attributes.prompt, '<REDACTED>', 'OTEL_LOG_USER_PROMPTS unset: no prompt text');
      assert.ok(
        events('tool_result').every((l) => l.attributes.tool_input === undefined),
        'OTEL_LOG_TOOL_DETAILS unset: no tool input',
      );
      const sequence = rx.logs.map((l) => Number(l.attributes['event.sequence'])).sort((a, b) => a - b);
      assert.deepEqual(sequence, [...sequence.keys()], 'event.sequence counts every event once');
      assert.ok(rx.logs.every((l) => l.scope === 'com.anthropic.claude_code.events' && l.attributes['event.name'] === String(l.body).slice(12)));

      // Spans: one interaction, a model call span per call and a tool span per call, the subagent's nested in its Agent call.
      const spans = (name: string) => rx.spans.filter((s) => s.name === name);
      const [root] = spans('claude_code.interaction');
      assert.ok(root && root.parentSpanId === '' && spans('claude_code.interaction').length === 1);
      assert.ok(
        rx.spans.every((s) => s.traceId === root.traceId),
        'one trace',
      );
      assert.equal(spans('claude_code.llm_request').length, model.requests.length);
      assert.equal(spans('claude_code.tool').length, 5);
      const byId = new Map(rx.spans.map((s) => [s.spanId, s]));
      const up = (s: ReceivedSpan | undefined, n = 1): ReceivedSpan | undefined => (n === 0 || !s ? s : up(byId.get(s.parentSpanId), n - 1));
      const agent = spans('claude_code.tool').find((s) => s.attributes.tool_name === 'Agent');
      const childBash = spans('claude_code.tool').find((s) => s.attributes.tool_name === 'Bash' && up(s)?.name === 'claude_code.tool.execution');
      assert.equal(up(childBash, 2)?.spanId, agent?.spanId, "the subagent's Bash is under the Agent call's execution");
      const childCalls = spans('claude_code.llm_request').filter((s) => up(s, 2)?.spanId === agent?.spanId);
      assert.equal(childCalls.length, 2, "the subagent's two model calls are under the Agent call");
      assert.equal(spans('claude_code.llm_request').filter((s) => s.parentSpanId === root.spanId).length, 5);

      // Never a secret in what was sent.
      const sent = JSON.stringify([rx.points, rx.logs, rx.spans]);
      assert.ok(!sent.includes(COLLECTOR_TOKEN), 'the collector token is in no attribute');
      assert.ok(!sent.includes(HARNESS_API_KEY), 'the API key is in no attribute');
    });
  }

  it('OTEL_LOG_USER_PROMPTS and OTEL_LOG_TOOL_DETAILS: the prompt and tool inputs are sent, redacted as the comment is', async () => {
    const rx = await receiver();
    const model = await startScriptedModel([toolUse('Bash', { command: `echo ${COLLECTOR_TOKEN}` }), text('done')]);
    servers.push(model);
    const run = await runAction({
      workspace: makeRepo(),
      inputs: { prompt: `Print the token ${COLLECTOR_TOKEN} and the key ${HARNESS_API_KEY}`, permission_mode: 'bypassPermissions' },
      env: { ANTHROPIC_BASE_URL: model.url, ...telemetryEnv(rx.url, 'http/protobuf', { OTEL_LOG_USER_PROMPTS: '1', OTEL_LOG_TOOL_DETAILS: 'true' }) },
    });
    assert.equal(run.exitCode, 0, log(run));
    const prompt = String(rx.logs.find((l) => l.body === 'claude_code.user_prompt')?.attributes.prompt);
    assert.match(prompt, /Print the token/);
    const result = rx.logs.find((l) => l.body === 'claude_code.tool_result');
    assert.match(String(result?.attributes.tool_input), /echo/);
    assert.equal(JSON.parse(String(result?.attributes.tool_parameters)).bash_command, 'echo');
    const root = rx.spans.find((s) => s.name === 'claude_code.interaction');
    assert.match(String(root?.attributes.user_prompt), /Print the token/);
    const sent = JSON.stringify([rx.points, rx.logs, rx.spans]);
    assert.ok(!sent.includes(COLLECTOR_TOKEN) && !sent.includes(HARNESS_API_KEY), 'redacted');
  });

  it('an unreachable collector: the run succeeds, with one warning', async () => {
    const closed = await receiver();
    const url = closed.url;
    await closed.close();
    const model = await startScriptedModel([text('Hello.')]);
    servers.push(model);
    const run = await runAction({
      workspace: makeRepo(),
      inputs: { prompt: 'Say hello.' },
      env: { ANTHROPIC_BASE_URL: model.url, ...telemetryEnv(url, 'http/protobuf') },
    });
    assert.equal(run.exitCode, 0, log(run));
    assert.equal(run.outputs.conclusion, 'success');
    const said = warnings(run);
    assert.equal(said.length, 1, said.join('\n'));
    // Which of the two depends on whether the exports gave up before the step stopped waiting: either way one warning.
    assert.match(said[0] ?? '', /OpenTelemetry: (some of the run's data did not reach the collector|the collector did not take the run's data)/);
  });

  it('cancelled mid-run (SIGTERM): what was recorded is flushed before the step ends, the cost as total_cost_usd', async () => {
    const rx = await receiver();
    let pid = 0;
    const model = await startScriptedModel([toolUse('Bash', { command: 'echo one' }), { ...text('never'), delayMs: 60_000 }]);
    servers.push(model);
    const started = runAction({
      workspace: makeRepo(),
      inputs: { prompt: 'Take your time', permission_mode: 'bypassPermissions' },
      env: { ANTHROPIC_BASE_URL: model.url, ...telemetryEnv(rx.url, 'http/protobuf') },
      onSpawn: (p) => {
        pid = p;
      },
    });
    while (model.requests.length < 2) await new Promise((resolve) => setImmediate(resolve));
    process.kill(pid, 'SIGTERM');
    const run = await started;
    assert.equal(run.execution?.at(-1)?.subtype, 'error_during_execution', log(run));
    const cost = rx.points.filter((p) => p.metric === 'claude_code.cost.usage').reduce((s, p) => s + p.value, 0);
    assert.ok(Math.abs(cost - totalCost(run)) < 1e-9, `${cost} vs ${totalCost(run)}`);
    assert.ok(
      rx.spans.some((s) => s.name === 'claude_code.interaction'),
      'the interaction span ended and was sent',
    );
  });
});
