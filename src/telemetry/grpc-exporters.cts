/**
 * The OTLP/gRPC exporters' CommonJS builds, for the bundle: their ES module builds load @grpc/grpc-js through
 * `createRequire(import.meta.url)`, which ncc cannot follow, so dist/ would look for it in a node_modules it has not.
 * Through `require` ncc bundles one copy, shared with the Metadata made here.
 */
import grpc = require('@grpc/grpc-js');
import logs = require('@opentelemetry/exporter-logs-otlp-grpc');
import metrics = require('@opentelemetry/exporter-metrics-otlp-grpc');
import traces = require('@opentelemetry/exporter-trace-otlp-grpc');

export = {
  Metadata: grpc.Metadata,
  OTLPLogExporter: logs.OTLPLogExporter,
  OTLPMetricExporter: metrics.OTLPMetricExporter,
  OTLPTraceExporter: traces.OTLPTraceExporter,
};
