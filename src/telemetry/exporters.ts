import type { LogRecordExporter } from '@opentelemetry/sdk-logs';
import type { PushMetricExporter } from '@opentelemetry/sdk-metrics';
import type { SpanExporter } from '@opentelemetry/sdk-trace';
import type { SignalExport, TelemetryConfig } from './config.js';

/**
 * The OpenTelemetry SDK's OTLP exporters for a signal and protocol, each loaded only when asked for (gRPC brings
 * @grpc/grpc-js). Everything is passed explicitly: the step's environment no longer holds the headers (they are sealed
 * as secrets), and the SDK's own reading of `process.env` must not add to what the workflow set.
 */

/** AggregationTemporalityPreference of the OTLP metric exporters. */
const TEMPORALITY: Record<TelemetryConfig['temporality'], number> = { delta: 0, cumulative: 1, lowmemory: 2 };

const httpOptions = (spec: SignalExport) => ({ url: spec.url, timeoutMillis: spec.timeoutMs, headers: spec.headers });

async function grpcExporters() {
  const grpc = (await import('./grpc-exporters.cjs')).default;
  const options = (spec: SignalExport) => {
    const metadata = new grpc.Metadata();
    for (const [key, value] of Object.entries(spec.headers)) metadata.set(key, value);
    return { url: spec.url, timeoutMillis: spec.timeoutMs, metadata };
  };
  return { ...grpc, options };
}

type GrpcExporters = Awaited<ReturnType<typeof grpcExporters>>;

/** The exporter for the spec's protocol, made by the matching maker (each loads its OTLP package only when called). */
async function byProtocol<T>(spec: SignalExport, make: { grpc: (g: GrpcExporters) => T; json: () => Promise<T>; proto: () => Promise<T> }): Promise<T> {
  switch (spec.protocol) {
    case 'grpc':
      return make.grpc(await grpcExporters());
    case 'http/json':
      return make.json();
    case 'http/protobuf':
      return make.proto();
  }
}

export async function metricExporter(spec: SignalExport, temporality: TelemetryConfig['temporality']): Promise<PushMetricExporter> {
  const preference = { temporalityPreference: TEMPORALITY[temporality] };
  return byProtocol<PushMetricExporter>(spec, {
    grpc: (g) => new g.OTLPMetricExporter({ ...g.options(spec), ...preference }),
    json: async () => new (await import('@opentelemetry/exporter-metrics-otlp-http')).OTLPMetricExporter({ ...httpOptions(spec), ...preference }),
    proto: async () => new (await import('@opentelemetry/exporter-metrics-otlp-proto')).OTLPMetricExporter({ ...httpOptions(spec), ...preference }),
  });
}

export async function logExporter(spec: SignalExport): Promise<LogRecordExporter> {
  return byProtocol<LogRecordExporter>(spec, {
    grpc: (g) => new g.OTLPLogExporter(g.options(spec)),
    json: async () => new (await import('@opentelemetry/exporter-logs-otlp-http')).OTLPLogExporter(httpOptions(spec)),
    proto: async () => new (await import('@opentelemetry/exporter-logs-otlp-proto')).OTLPLogExporter(httpOptions(spec)),
  });
}

export async function traceExporter(spec: SignalExport): Promise<SpanExporter> {
  return byProtocol<SpanExporter>(spec, {
    grpc: (g) => new g.OTLPTraceExporter(g.options(spec)),
    json: async () => new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter(httpOptions(spec)),
    proto: async () => new (await import('@opentelemetry/exporter-trace-otlp-proto')).OTLPTraceExporter(httpOptions(spec)),
  });
}
