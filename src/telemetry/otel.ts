import type { Attributes } from '@opentelemetry/api';
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchLogRecordProcessor, ConsoleLogRecordExporter, LoggerProvider, type LogRecordExporter } from '@opentelemetry/sdk-logs';
import {
  AggregationTemporality,
  ConsoleMetricExporter,
  MeterProvider,
  PeriodicExportingMetricReader,
  type PushMetricExporter,
} from '@opentelemetry/sdk-metrics';
import { BatchSpanProcessor, ConsoleSpanExporter, TracerProvider, type SpanExporter } from '@opentelemetry/sdk-trace';
import type { EventSink } from '../agent/events.js';
import { ClaudeSignals } from './claude-signals.js';
import type { Signal, SignalExport, TelemetryConfig } from './config.js';
import { logExporter, metricExporter, traceExporter } from './exporters.js';

/**
 * The OpenTelemetry SDK, set up for one run (a chunk of its own: src/telemetry/index.ts imports it only when telemetry
 * is on). Providers of its own, never the global ones: the Anthropic SDK's own tracing stays as it is.
 */

export interface OpenRun {
  sink: EventSink;
  /** Flushes and shuts every provider down; resolves with the export failures seen over the run. */
  shutdown(): Promise<string[]>;
}

export interface OpenOptions {
  config: TelemetryConfig;
  resource: Record<string, string>;
  prompt: string;
  actor: string;
  version: string;
  redact: (text: string) => string;
}

/** Each exporter's failures, kept to be said once at the end (an unreachable collector must not flood the log). */
class Failures {
  readonly seen = new Map<string, { count: number; first: string }>();

  watch<T extends { export(items: never, done: (result: ExportResult) => void): void }>(exporter: T, where: string): T {
    const original = exporter.export.bind(exporter) as (items: unknown, done: (result: ExportResult) => void) => void;
    const watched = (items: unknown, done: (result: ExportResult) => void): void =>
      original(items, (result) => {
        if (result.code !== ExportResultCode.SUCCESS) {
          const entry = this.seen.get(where) ?? { count: 0, first: result.error?.message ?? 'export failed' };
          entry.count += 1;
          this.seen.set(where, entry);
        }
        done(result);
      });
    Object.assign(exporter, { export: watched });
    return exporter;
  }
}

function exportersFor<T>(spec: SignalExport, console: () => T, otlp: (spec: SignalExport) => Promise<T>): Promise<T[]> {
  return Promise.all(spec.exporters.map((name) => (name === 'console' ? Promise.resolve(console()) : otlp(spec))));
}

export async function openRun(o: OpenOptions): Promise<OpenRun> {
  const { config } = o;
  const resource = resourceFromAttributes({
    'service.name': 'agent-runner',
    'service.version': o.version,
    'os.type': process.platform,
    'host.arch': process.arch === 'x64' ? 'amd64' : process.arch,
    ...o.resource,
    ...config.resourceAttributes,
  } satisfies Attributes);
  const failures = new Failures();
  const where = (signal: Signal, spec: SignalExport): string => `${signal} (${spec.protocol} ${o.redact(spec.url)})`;
  const shutdowns: Array<() => Promise<void>> = [];

  let meterProvider: MeterProvider | undefined;
  const metrics = config.signals.metrics;
  if (metrics) {
    const temporality = config.temporality;
    const exporters = await exportersFor<PushMetricExporter>(
      metrics,
      () =>
        new ConsoleMetricExporter({
          temporalitySelector: () => (temporality === 'cumulative' ? AggregationTemporality.CUMULATIVE : AggregationTemporality.DELTA),
        }),
      async (spec) => failures.watch(await metricExporter(spec, temporality), where('metrics', spec)),
    );
    const interval = config.intervals.metrics;
    meterProvider = new MeterProvider({
      resource,
      readers: exporters.map(
        (exporter) =>
          new PeriodicExportingMetricReader({ exporter, exportIntervalMillis: interval, exportTimeoutMillis: Math.min(interval, metrics.timeoutMs) }),
      ),
    });
    const provider = meterProvider;
    shutdowns.push(() => provider.shutdown());
  }

  let loggerProvider: LoggerProvider | undefined;
  const logs = config.signals.logs;
  if (logs) {
    const exporters = await exportersFor<LogRecordExporter>(
      logs,
      () => new ConsoleLogRecordExporter(),
      async (spec) => failures.watch(await logExporter(spec), where('logs', spec)),
    );
    loggerProvider = new LoggerProvider({
      resource,
      processors: exporters.map(
        (exporter) => new BatchLogRecordProcessor({ exporter, scheduledDelayMillis: config.intervals.logs, exportTimeoutMillis: logs.timeoutMs }),
      ),
    });
    const provider = loggerProvider;
    shutdowns.push(() => provider.shutdown());
  }

  let tracerProvider: TracerProvider | undefined;
  const traces = config.signals.traces;
  if (traces) {
    const exporters = await exportersFor<SpanExporter>(
      traces,
      () => new ConsoleSpanExporter(),
      async (spec) => failures.watch(await traceExporter(spec), where('traces', spec)),
    );
    tracerProvider = new TracerProvider({
      resource,
      spanProcessors: exporters.map(
        (exporter) => new BatchSpanProcessor({ exporter, scheduledDelayMillis: config.intervals.traces, exportTimeoutMillis: traces.timeoutMs }),
      ),
    });
    const provider = tracerProvider;
    shutdowns.push(() => provider.shutdown());
  }

  const signals = new ClaudeSignals({
    ...(meterProvider ? { meter: meterProvider.getMeter('com.anthropic.claude_code', o.version) } : {}),
    ...(loggerProvider ? { logger: loggerProvider.getLogger('com.anthropic.claude_code.events', o.version) } : {}),
    ...(tracerProvider ? { tracer: tracerProvider.getTracer('com.anthropic.claude_code.tracing', o.version) } : {}),
    config,
    prompt: o.prompt,
    actor: o.actor,
    version: o.version,
    redact: o.redact,
  });
  return {
    sink: (event) => signals.onEvent(event),
    shutdown: async () => {
      const ended = await Promise.allSettled(shutdowns.map((s) => s()));
      const problems = [...failures.seen].map(([at, f]) => `${at}: ${f.first}${f.count > 1 ? ` (${f.count} exports failed)` : ''}`);
      for (const e of ended) if (e.status === 'rejected') problems.push(e.reason instanceof Error ? e.reason.message : String(e.reason));
      return problems;
    },
  };
}
