/**
 * Claude Code's telemetry variables, read once from the step's environment (docs: "Monitoring", code.claude.com):
 * `CLAUDE_CODE_ENABLE_TELEMETRY` switches it on, `OTEL_{METRICS,LOGS,TRACES}_EXPORTER` choose the signals, and the
 * OpenTelemetry SDK's own `OTEL_EXPORTER_OTLP_*` variables (with their per-signal forms) say where and how they go.
 * Kept free of OpenTelemetry imports: with telemetry off, nothing of the SDK is loaded (src/telemetry/index.ts).
 */

import { claudeCodeFlag } from '../config/runner-keys.js';

export type Signal = 'metrics' | 'logs' | 'traces';
export type OtlpProtocol = 'http/protobuf' | 'http/json' | 'grpc';
export type ExporterName = 'otlp' | 'console';

export interface SignalExport {
  exporters: ExporterName[];
  protocol: OtlpProtocol;
  /** The URL the exporter posts to (OTLP/HTTP: the signal's path included) or dials (gRPC). */
  url: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

export interface TelemetryConfig {
  signals: Partial<Record<Signal, SignalExport>>;
  /** `OTEL_METRIC_EXPORT_INTERVAL`, `OTEL_LOGS_EXPORT_INTERVAL`, `OTEL_BSP_SCHEDULE_DELAY` (ms). */
  intervals: Record<Signal, number>;
  /** `OTEL_EXPORTER_OTLP_METRICS_TEMPORALITY_PREFERENCE`; Claude Code's default is delta. */
  temporality: 'delta' | 'cumulative' | 'lowmemory';
  /** `OTEL_RESOURCE_ATTRIBUTES` (and `OTEL_SERVICE_NAME` as service.name). */
  resourceAttributes: Record<string, string>;
  /** `OTEL_LOG_USER_PROMPTS`: the prompt's text in user_prompt events and the interaction span. */
  logUserPrompts: boolean;
  /** `OTEL_LOG_TOOL_DETAILS`: tool parameters and input in tool_result and tool_decision events. */
  logToolDetails: boolean;
  /** `OTEL_METRICS_INCLUDE_SESSION_ID` (default on) and `OTEL_METRICS_INCLUDE_VERSION` (default off). */
  includeSessionId: boolean;
  includeVersion: boolean;
  /** The header values (collector tokens): kept out of every log line and attribute. */
  secrets: string[];
}

const SIGNAL_VAR: Record<Signal, string> = { metrics: 'METRICS', logs: 'LOGS', traces: 'TRACES' };
const HTTP_PATH: Record<Signal, string> = { metrics: '/v1/metrics', logs: '/v1/logs', traces: '/v1/traces' };
const PROTOCOLS: readonly OtlpProtocol[] = ['http/protobuf', 'http/json', 'grpc'];
/** The longest an export may take, retries included (the SDK's default is 10 s). */
const EXPORT_TIMEOUT_MS = 4_000;

type Env = Readonly<Record<string, string | undefined>>;

const set = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** `key=value,key2=value2` as the OpenTelemetry spec writes headers and resource attributes (values percent-decoded). */
export function parseKeyValues(text: string, name: string, warnings: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of text.split(',')) {
    if (item.trim() === '') continue;
    const eq = item.indexOf('=');
    const key = eq > 0 ? item.slice(0, eq).trim() : '';
    if (key === '') {
      warnings.push(`${name}: "${eq > 0 ? '' : item.trim().slice(0, 40)}" is not key=value; ignored`);
      continue;
    }
    const raw = item.slice(eq + 1).trim();
    try {
      out[key] = decodeURIComponent(raw);
    } catch {
      out[key] = raw;
    }
  }
  return out;
}

function interval(env: Env, name: string, fallback: number, warnings: string[]): number {
  const raw = env[name];
  if (!set(raw)) return fallback;
  const ms = Number(raw);
  if (Number.isFinite(ms) && ms > 0) return ms;
  warnings.push(`${name}: "${raw}" is not a positive number of milliseconds; using ${fallback}`);
  return fallback;
}

function exportersOf(env: Env, signal: Signal, warnings: string[]): ExporterName[] {
  const name = `OTEL_${SIGNAL_VAR[signal]}_EXPORTER`;
  const out: ExporterName[] = [];
  for (const item of (env[name] ?? '').split(',').map((e) => e.trim().toLowerCase())) {
    if (item === '' || item === 'none') continue;
    if (item === 'otlp' || item === 'console') {
      if (!out.includes(item)) out.push(item);
    } else if (item === 'prometheus') {
      warnings.push(`${name}: prometheus is a pull exporter, which a CI step cannot serve; use otlp and a collector (docs/telemetry.md)`);
    } else warnings.push(`${name}: unknown exporter "${item}" (otlp, console or none); ignored`);
  }
  return out;
}

function signalExport(env: Env, signal: Signal, exporters: ExporterName[], warnings: string[]): SignalExport | undefined {
  const upper = SIGNAL_VAR[signal];
  const protocolVar = set(env[`OTEL_EXPORTER_OTLP_${upper}_PROTOCOL`]) ? `OTEL_EXPORTER_OTLP_${upper}_PROTOCOL` : 'OTEL_EXPORTER_OTLP_PROTOCOL';
  const rawProtocol = (env[protocolVar] ?? '').trim();
  let protocol: OtlpProtocol = 'http/protobuf';
  if (rawProtocol !== '') {
    const known = PROTOCOLS.find((p) => p === rawProtocol);
    if (known) protocol = known;
    else warnings.push(`${protocolVar}: unknown protocol "${rawProtocol}" (http/protobuf, http/json or grpc); using http/protobuf`);
  }
  const ownVar = `OTEL_EXPORTER_OTLP_${upper}_ENDPOINT`;
  const own = env[ownVar];
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const fallback = protocol === 'grpc' ? 'http://localhost:4317' : 'http://localhost:4318';
  // The spec: a signal's own endpoint is used as given; the shared one gets the signal's path (OTLP/HTTP).
  const [urlVar, url] = set(own)
    ? [ownVar, own.trim()]
    : protocol === 'grpc'
      ? ['OTEL_EXPORTER_OTLP_ENDPOINT', set(base) ? base.trim() : fallback]
      : ['OTEL_EXPORTER_OTLP_ENDPOINT', `${(set(base) ? base.trim() : fallback).replace(/\/+$/, '')}${HTTP_PATH[signal]}`];
  if (exporters.includes('otlp') && !URL.canParse(url)) {
    warnings.push(`${urlVar}: "${url}" is not a URL; ${signal} are not exported over OTLP`);
    exporters = exporters.filter((e) => e !== 'otlp');
    if (exporters.length === 0) return undefined;
  }
  const headers = {
    ...parseKeyValues(env.OTEL_EXPORTER_OTLP_HEADERS ?? '', 'OTEL_EXPORTER_OTLP_HEADERS', warnings),
    ...parseKeyValues(env[`OTEL_EXPORTER_OTLP_${upper}_HEADERS`] ?? '', `OTEL_EXPORTER_OTLP_${upper}_HEADERS`, warnings),
  };
  const timeoutVar = set(env[`OTEL_EXPORTER_OTLP_${upper}_TIMEOUT`]) ? `OTEL_EXPORTER_OTLP_${upper}_TIMEOUT` : 'OTEL_EXPORTER_OTLP_TIMEOUT';
  // Capped: the step's end waits for the last export (src/telemetry/index.ts), and a collector that does not answer
  // must not hold the step, nor the process after it, longer than a few seconds.
  return { exporters, protocol, url, headers, timeoutMs: Math.min(interval(env, timeoutVar, EXPORT_TIMEOUT_MS, warnings), EXPORT_TIMEOUT_MS) };
}

/**
 * The telemetry the workflow asked for, or none: off unless `CLAUDE_CODE_ENABLE_TELEMETRY` is set and an exporter
 * variable names otlp or console. Every variable that cannot be used is a warning naming it; none stops the run.
 */
export function readTelemetryConfig(env: Env): { config?: TelemetryConfig; warnings: string[] } {
  const warnings: string[] = [];
  if (!claudeCodeFlag(env.CLAUDE_CODE_ENABLE_TELEMETRY)) return { warnings };
  const signals: Partial<Record<Signal, SignalExport>> = {};
  for (const signal of ['metrics', 'logs', 'traces'] as const) {
    const exporters = exportersOf(env, signal, warnings);
    if (exporters.length === 0) continue;
    const exported = signalExport(env, signal, exporters, warnings);
    if (exported) signals[signal] = exported;
  }
  if (Object.keys(signals).length === 0) {
    warnings.push(
      'CLAUDE_CODE_ENABLE_TELEMETRY is set, but none of OTEL_METRICS_EXPORTER, OTEL_LOGS_EXPORTER, OTEL_TRACES_EXPORTER names an exporter (otlp or console): nothing is exported',
    );
    return { warnings };
  }
  const temporalityRaw = (env.OTEL_EXPORTER_OTLP_METRICS_TEMPORALITY_PREFERENCE ?? '').trim().toLowerCase();
  const temporality = temporalityRaw === 'cumulative' || temporalityRaw === 'lowmemory' ? temporalityRaw : 'delta';
  if (temporalityRaw !== '' && temporalityRaw !== temporality)
    warnings.push(`OTEL_EXPORTER_OTLP_METRICS_TEMPORALITY_PREFERENCE: unknown "${temporalityRaw}" (delta, cumulative or lowmemory); using delta`);
  const resourceAttributes = parseKeyValues(env.OTEL_RESOURCE_ATTRIBUTES ?? '', 'OTEL_RESOURCE_ATTRIBUTES', warnings);
  if (set(env.OTEL_SERVICE_NAME)) resourceAttributes['service.name'] = env.OTEL_SERVICE_NAME.trim();
  const secrets = Object.values(signals).flatMap((s) => Object.values(s.headers).flatMap(headerSecrets));
  return {
    config: {
      signals,
      intervals: {
        metrics: interval(env, 'OTEL_METRIC_EXPORT_INTERVAL', 60_000, warnings),
        logs: interval(env, 'OTEL_LOGS_EXPORT_INTERVAL', 5_000, warnings),
        traces: interval(env, 'OTEL_BSP_SCHEDULE_DELAY', 5_000, warnings),
      },
      temporality,
      resourceAttributes,
      logUserPrompts: claudeCodeFlag(env.OTEL_LOG_USER_PROMPTS),
      logToolDetails: claudeCodeFlag(env.OTEL_LOG_TOOL_DETAILS),
      includeSessionId: env.OTEL_METRICS_INCLUDE_SESSION_ID === undefined || claudeCodeFlag(env.OTEL_METRICS_INCLUDE_SESSION_ID),
      includeVersion: claudeCodeFlag(env.OTEL_METRICS_INCLUDE_VERSION),
      secrets: [...new Set(secrets)],
    },
    warnings,
  };
}

/** A header's value and, for `Bearer x` / `Basic x`, the credential alone: each is redacted wherever it appears. */
function headerSecrets(value: string): string[] {
  const credential = /^\s*\S+\s+(\S{8,})\s*$/.exec(value)?.[1];
  return [value, ...(credential ? [credential] : [])].filter((v) => v.trim().length >= 8);
}
