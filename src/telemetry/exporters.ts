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

export async function metricExporter(spec: SignalExport, temporality: TelemetryConfig['temporality']): Promise<PushMetricExporter> {
  const preference = { temporalityPreference: TEMPORALITY[temporality] };
  switch (spec.protocol) {
    case 'grpc': {
      const grpc = await grpcExporters();
      return new grpc.OTLPMetricExporter({ ...grpc.options(spec), ...preference });
    }
    case 'http/json': {
      const { OTLPMetricExporter } = await import('@opentelemetry/exporter-metrics-otlp-http');
      return new OTLPMetricExporter({ ...httpOptions(spec), ...preference });
    }
    case 'http/protobuf': {
      const { OTLPMetricExporter } = await import('@opentelemetry/exporter-metrics-otlp-proto');
      return new OTLPMetricExporter({ ...httpOptions(spec), ...preference });
    }
  }
}

export async function logExporter(spec: SignalExport): Promise<LogRecordExporter> {
  switch (spec.protocol) {
    case 'grpc': {
      const grpc = await grpcExporters();
      return new grpc.OTLPLogExporter(grpc.options(spec));
    }
    case 'http/json': {
      const { OTLPLogExporter } = await import('@opentelemetry/exporter-logs-otlp-http');
      return new OTLPLogExporter(httpOptions(spec));
    }
    case 'http/protobuf': {
      const { OTLPLogExporter } = await import('@opentelemetry/exporter-logs-otlp-proto');
      return new OTLPLogExporter(httpOptions(spec));
    }
  }
}

export async function traceExporter(spec: SignalExport): Promise<SpanExporter> {
  switch (spec.protocol) {
    case 'grpc': {
      const grpc = await grpcExporters();
      return new grpc.OTLPTraceExporter(grpc.options(spec));
    }
    case 'http/json': {
      const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
      return new OTLPTraceExporter(httpOptions(spec));
    }
    case 'http/protobuf': {
      const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-proto');
      return new OTLPTraceExporter(httpOptions(spec));
    }
  }
}
