import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readTelemetryConfig } from '../../src/telemetry/config.js';

/** Claude Code's telemetry variables as the OpenTelemetry spec reads them: endpoints, headers, gates, each bad value a warning. */
describe('readTelemetryConfig', () => {
  const on = { CLAUDE_CODE_ENABLE_TELEMETRY: '1', OTEL_METRICS_EXPORTER: 'otlp', OTEL_LOGS_EXPORTER: 'otlp', OTEL_TRACES_EXPORTER: 'otlp' };

  it('off without CLAUDE_CODE_ENABLE_TELEMETRY, whatever else is set; on without an exporter, a warning and still off', () => {
    assert.deepEqual(readTelemetryConfig({ OTEL_METRICS_EXPORTER: 'otlp', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }), { warnings: [] });
    const none = readTelemetryConfig({ CLAUDE_CODE_ENABLE_TELEMETRY: 'true' });
    assert.equal(none.config, undefined);
    assert.match(none.warnings[0] ?? '', /none of OTEL_METRICS_EXPORTER/);
  });

  it('OTLP/HTTP: the shared endpoint gets each signal path; a signal endpoint is used as given; gRPC takes the endpoint as is', () => {
    const { config } = readTelemetryConfig({
      ...on,
      OTEL_EXPORTER_OTLP_ENDPOINT: 'https://c.example:4318/',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://t.example/x',
    });
    assert.equal(config?.signals.metrics?.url, 'https://c.example:4318/v1/metrics');
    assert.equal(config?.signals.logs?.url, 'https://c.example:4318/v1/logs');
    assert.equal(config?.signals.traces?.url, 'https://t.example/x');
    assert.equal(config?.signals.metrics?.protocol, 'http/protobuf');
    const grpc = readTelemetryConfig({ ...on, OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc', OTEL_EXPORTER_OTLP_LOGS_PROTOCOL: 'http/json' }).config;
    assert.equal(grpc?.signals.metrics?.url, 'http://localhost:4317');
    assert.equal(grpc?.signals.logs?.protocol, 'http/json');
    assert.equal(grpc?.signals.logs?.url, 'http://localhost:4318/v1/logs');
  });

  it('headers: shared and per signal merged, percent-decoded; their values (and a bearer credential alone) are secrets', () => {
    const { config } = readTelemetryConfig({
      ...on,
      OTEL_EXPORTER_OTLP_HEADERS: 'Authorization=Bearer%20abcdefgh12345678,x-team=a',
      OTEL_EXPORTER_OTLP_METRICS_HEADERS: 'x-team=b',
    });
    assert.deepEqual(config?.signals.metrics?.headers, { Authorization: 'Bearer abcdefgh12345678', 'x-team': 'b' });
    assert.deepEqual(config?.signals.logs?.headers, { Authorization: 'Bearer abcdefgh12345678', 'x-team': 'a' });
    assert.deepEqual(config?.secrets, ['Bearer abcdefgh12345678', 'abcdefgh12345678']);
  });

  it('gates off by default; OTEL_RESOURCE_ATTRIBUTES and OTEL_SERVICE_NAME; the export timeout capped', () => {
    const { config } = readTelemetryConfig({
      ...on,
      OTEL_RESOURCE_ATTRIBUTES: 'team=platform,env=ci',
      OTEL_SERVICE_NAME: 'claude-code',
      OTEL_EXPORTER_OTLP_TIMEOUT: '30000',
    });
    assert.equal(config?.logUserPrompts, false);
    assert.equal(config?.logToolDetails, false);
    assert.equal(config?.includeSessionId, true);
    assert.deepEqual(config?.resourceAttributes, { team: 'platform', env: 'ci', 'service.name': 'claude-code' });
    assert.equal(config?.signals.metrics?.timeoutMs, 4000);
    assert.equal(config?.temporality, 'delta');
  });

  it('bad values: a warning naming the variable, the run goes on', () => {
    const { config, warnings } = readTelemetryConfig({
      ...on,
      OTEL_METRICS_EXPORTER: 'prometheus,otlp',
      OTEL_LOGS_EXPORTER: 'kafka',
      OTEL_EXPORTER_OTLP_PROTOCOL: 'thrift',
      OTEL_METRIC_EXPORT_INTERVAL: 'soon',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'not a url',
    });
    assert.ok(config?.signals.metrics);
    assert.equal(config?.signals.logs, undefined);
    assert.equal(config?.signals.traces, undefined);
    assert.equal(config?.intervals.metrics, 60_000);
    for (const name of [
      'OTEL_METRICS_EXPORTER: prometheus',
      'OTEL_LOGS_EXPORTER: unknown exporter "kafka"',
      'OTEL_EXPORTER_OTLP_PROTOCOL: unknown protocol',
      'OTEL_METRIC_EXPORT_INTERVAL',
      'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
    ])
      assert.ok(
        warnings.some((w) => w.startsWith(name)),
        `${name} in ${warnings.join('\n')}`,
      );
  });
});
