import type { Signal } from './otlp-protos.js';

/** An OTLP request as rows a test can filter: each point, log record and span with its resource and scope. */

export type AttributeValue = string | number | boolean | AttributeValue[] | { [key: string]: AttributeValue } | null;
export type Attributes = Record<string, AttributeValue>;

export interface ReceivedPoint {
  metric: string;
  unit: string;
  description: string;
  kind: 'sum' | 'gauge' | 'histogram' | 'other';
  monotonic: boolean;
  /** AGGREGATION_TEMPORALITY_DELTA or …_CUMULATIVE (sums and histograms). */
  temporality: string;
  /** A sum's or gauge's value; a histogram's sum. */
  value: number;
  attributes: Attributes;
  resource: Attributes;
  scope: string;
}

export interface ReceivedLog {
  /** The log record's event name (OTLP eventName), else undefined. */
  eventName: string | undefined;
  body: AttributeValue;
  attributes: Attributes;
  resource: Attributes;
  scope: string;
  timeUnixNano: string;
}

export interface ReceivedSpan {
  name: string;
  traceId: string;
  spanId: string;
  /** '' for a root span. */
  parentSpanId: string;
  kind: string;
  attributes: Attributes;
  resource: Attributes;
  scope: string;
  status: { code: string; message: string };
  startTimeUnixNano: string;
  endTimeUnixNano: string;
}

export interface Received {
  points: ReceivedPoint[];
  logs: ReceivedLog[];
  spans: ReceivedSpan[];
}

type Plain = Record<string, unknown>;
const obj = (v: unknown): Plain => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Plain) : {});
const list = (v: unknown): Plain[] => (Array.isArray(v) ? v.map(obj) : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const hex = (base64: unknown): string => Buffer.from(str(base64), 'base64').toString('hex');

export function anyValue(v: unknown): AttributeValue {
  const value = obj(v);
  if ('stringValue' in value) return str(value.stringValue);
  if ('boolValue' in value) return value.boolValue === true;
  if ('intValue' in value) return Number(value.intValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('arrayValue' in value) return list(obj(value.arrayValue).values).map(anyValue);
  if ('kvlistValue' in value) return attributes(obj(value.kvlistValue).values);
  if ('bytesValue' in value) return str(value.bytesValue);
  return null;
}

export function attributes(kvs: unknown): Attributes {
  const out: Attributes = {};
  for (const kv of list(kvs)) out[str(kv.key)] = anyValue(kv.value);
  return out;
}

const numberOf = (point: Plain): number => Number(point.asDouble ?? point.asInt ?? point.sum ?? 0);

export function flatten(signal: Signal, body: Plain, into: Received): void {
  const key = signal === 'metrics' ? 'resourceMetrics' : signal === 'logs' ? 'resourceLogs' : 'resourceSpans';
  for (const resourceBlock of list(body[key])) {
    const resource = attributes(obj(resourceBlock.resource).attributes);
    const scopes = list(resourceBlock[signal === 'metrics' ? 'scopeMetrics' : signal === 'logs' ? 'scopeLogs' : 'scopeSpans']);
    for (const scopeBlock of scopes) {
      const scope = str(obj(scopeBlock.scope).name);
      if (signal === 'metrics') for (const metric of list(scopeBlock.metrics)) points(metric, resource, scope, into.points);
      if (signal === 'logs') {
        for (const record of list(scopeBlock.logRecords)) {
          into.logs.push({
            eventName: str(record.eventName) || undefined,
            body: record.body === undefined ? null : anyValue(record.body),
            attributes: attributes(record.attributes),
            resource,
            scope,
            timeUnixNano: str(record.timeUnixNano),
          });
        }
      }
      if (signal === 'traces') {
        for (const span of list(scopeBlock.spans)) {
          const status = obj(span.status);
          into.spans.push({
            name: str(span.name),
            traceId: hex(span.traceId),
            spanId: hex(span.spanId),
            parentSpanId: hex(span.parentSpanId),
            kind: str(span.kind),
            attributes: attributes(span.attributes),
            resource,
            scope,
            status: { code: str(status.code) || 'STATUS_CODE_UNSET', message: str(status.message) },
            startTimeUnixNano: str(span.startTimeUnixNano),
            endTimeUnixNano: str(span.endTimeUnixNano),
          });
        }
      }
    }
  }
}

function points(metric: Plain, resource: Attributes, scope: string, into: ReceivedPoint[]): void {
  const base = { metric: str(metric.name), unit: str(metric.unit), description: str(metric.description), resource, scope };
  const data = metric.sum ?? metric.gauge ?? metric.histogram;
  const kind = metric.sum ? 'sum' : metric.gauge ? 'gauge' : metric.histogram ? 'histogram' : 'other';
  const block = obj(data);
  for (const point of list(block.dataPoints)) {
    into.push({
      ...base,
      kind,
      monotonic: block.isMonotonic === true,
      temporality: str(block.aggregationTemporality),
      value: numberOf(point),
      attributes: attributes(point.attributes),
    });
  }
}
