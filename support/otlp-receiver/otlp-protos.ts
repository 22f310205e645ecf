import { createRequire } from 'node:module';

/**
 * The OTLP messages, from the official opentelemetry-proto definitions as the OpenTelemetry JS project generated them
 * (protobufjs static code, shipped by @opentelemetry/otlp-transformer up to 0.214.0, the last with all three signals: the devDependency `otlp-protos`).
 * The runner's exporters are a newer release that writes protobuf by hand; decoding with the generated definitions
 * checks their bytes against the protocol, not against the same code.
 */

export type Signal = 'metrics' | 'logs' | 'traces';

interface MessageClass {
  decode(bytes: Uint8Array): object;
  encode(message: object): { finish(): Uint8Array };
  fromObject(object: object): object;
  toObject(message: object, options: Record<string, unknown>): Record<string, unknown>;
  verify(message: object): string | null;
}

const require = createRequire(import.meta.url);
const root: unknown = require('otlp-protos/build/src/generated/root.js');

function lookup(name: string): MessageClass {
  let at: unknown = root;
  for (const part of name.split('.')) {
    at = typeof at === 'object' || typeof at === 'function' ? (at as Record<string, unknown> | null)?.[part] : undefined;
  }
  if (typeof at !== 'function') throw new Error(`otlp-protos: no message ${name}`);
  return at as unknown as MessageClass;
}

const SERVICE: Record<Signal, { pkg: string; service: string; request: string; response: string }> = {
  metrics: { pkg: 'metrics', service: 'MetricsService', request: 'ExportMetricsServiceRequest', response: 'ExportMetricsServiceResponse' },
  logs: { pkg: 'logs', service: 'LogsService', request: 'ExportLogsServiceRequest', response: 'ExportLogsServiceResponse' },
  traces: { pkg: 'trace', service: 'TraceService', request: 'ExportTraceServiceRequest', response: 'ExportTraceServiceResponse' },
};

const request = (signal: Signal): MessageClass => lookup(`opentelemetry.proto.collector.${SERVICE[signal].pkg}.v1.${SERVICE[signal].request}`);
const response = (signal: Signal): MessageClass => lookup(`opentelemetry.proto.collector.${SERVICE[signal].pkg}.v1.${SERVICE[signal].response}`);

/** The gRPC method path of a signal's Export call. */
export const grpcPath = (signal: Signal): string => `/opentelemetry.proto.collector.${SERVICE[signal].pkg}.v1.${SERVICE[signal].service}/Export`;

/** Plain objects: field names as in OTLP/JSON, 64-bit integers as decimal strings, enums by name, bytes in base64. */
const PLAIN = { longs: String, enums: String, bytes: String, defaults: false, arrays: true, oneofs: false };

export function decodeProtobuf(signal: Signal, bytes: Uint8Array): Record<string, unknown> {
  const type = request(signal);
  return type.toObject(type.decode(bytes), PLAIN);
}

/** OTLP/JSON: ids are hex (protobuf's JSON mapping would have base64), enums may be numbers, fields lowerCamelCase. */
export function decodeJson(signal: Signal, json: unknown): Record<string, unknown> {
  if (typeof json !== 'object' || json === null) throw new Error('OTLP/JSON: the body is not an object');
  const type = request(signal);
  const message = type.fromObject(hexIdsToBytes(json) as object);
  const problem = type.verify(message);
  if (problem) throw new Error(`OTLP/JSON: ${problem}`);
  return type.toObject(message, PLAIN);
}

export const encodeResponse = (signal: Signal): Uint8Array => response(signal).encode({}).finish();

const ID_FIELDS = new Set(['traceId', 'spanId', 'parentSpanId']);

function hexIdsToBytes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(hexIdsToBytes);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (ID_FIELDS.has(key) && typeof field === 'string') {
      if (!/^([0-9a-f]{2})*$/i.test(field)) throw new Error(`OTLP/JSON: ${key} "${field}" is not hex`);
      out[key] = Buffer.from(field, 'hex');
    } else out[key] = hexIdsToBytes(field);
  }
  return out;
}
