import type { Validation } from './types.js';

/**
 * The subset of JSON Schema the built-in tools use. The same object is sent to the
 * model as `input_schema` and checked here, so what the model sees is what is enforced.
 */
export interface JsonSchema {
  type?: 'object' | 'string' | 'number' | 'integer' | 'boolean' | 'array';
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: readonly (string | number | boolean)[];
  additionalProperties?: boolean;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minLength?: number;
  /** Shown to the model; the tool applies it itself (the validator does not). */
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  /** `uri`: a string URL.parse reads (Claude Code's zod `url()`: any scheme). */
  format?: 'uri';
  /** Shown to the model; the tool applies it itself. */
  default?: string | number | boolean;
}

export interface ObjectSchema extends JsonSchema {
  type: 'object';
  properties: Record<string, JsonSchema>;
  required?: string[];
  [k: string]: unknown;
}

/** What an input fails on, in Claude Code's words and order (2.1.332): missing, unexpected, of the wrong type, the rest. */
interface Issues {
  missing: string[];
  unexpected: string[];
  types: string[];
  other: string[];
  /** Formats not met, as zod's issues: Claude Code 2.1.332 shows them as zod's JSON when they are all there is. */
  formats: { code: 'invalid_format'; format: 'url'; path: string[]; message: string }[];
}

/** A value's type as Claude Code names what it was given. */
function received(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function wrongType(where: string, expected: string, value: unknown): string {
  return `The ${where ? `parameter \`${where}\`` : 'input'} type is expected as \`${expected}\` but provided as \`${received(value)}\``;
}

const invalid = (where: string, why: string): string => `The parameter \`${where}\` is invalid: ${why}`;

function check(schema: JsonSchema, value: unknown, where: string, issues: Issues): unknown {
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') return void issues.types.push(wrongType(where, 'string', value));
      if (schema.minLength !== undefined && value.length < schema.minLength)
        issues.other.push(invalid(where, `it must have at least ${schema.minLength} character${schema.minLength === 1 ? '' : 's'}`));
      if (schema.format === 'uri' && URL.parse(value) === null)
        issues.formats.push({ code: 'invalid_format', format: 'url', path: where.split('.'), message: 'Invalid URL' });
      break;
    case 'boolean':
      if (typeof value !== 'boolean') return void issues.types.push(wrongType(where, 'boolean', value));
      break;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        return void (typeof value === 'number'
          ? issues.other.push(invalid(where, 'it must be an integer'))
          : issues.types.push(wrongType(where, 'number', value)));
      }
      break;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return void issues.types.push(wrongType(where, 'number', value));
      break;
    case 'array':
      if (!Array.isArray(value)) return void issues.types.push(wrongType(where, 'array', value));
      if (schema.minItems !== undefined && value.length < schema.minItems)
        issues.other.push(invalid(where, `it must have at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}`));
      if (schema.maxItems !== undefined && value.length > schema.maxItems) issues.other.push(invalid(where, `it must have at most ${schema.maxItems} items`));
      if (schema.items) {
        const items = schema.items;
        return value.map((item, i) => check(items, item, `${where}[${i}]`, issues));
      }
      break;
    case 'object':
      return checkObject(schema, value, where, issues);
    case undefined:
      break;
  }
  if (schema.enum && !schema.enum.includes(value as string | number | boolean)) {
    issues.other.push(invalid(where, `it must be one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`));
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) issues.other.push(invalid(where, `it must be >= ${schema.minimum}`));
    if (schema.maximum !== undefined && value > schema.maximum) issues.other.push(invalid(where, `it must be <= ${schema.maximum}`));
  }
  return value;
}

function checkObject(schema: JsonSchema, value: unknown, where: string, issues: Issues): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    issues.types.push(wrongType(where, 'object', value));
    return value;
  }
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const out: Record<string, unknown> = {};
  const prefix = where ? `${where}.` : '';
  for (const [key, raw] of Object.entries(value)) {
    const sub = props[key];
    if (!sub) {
      if (schema.additionalProperties === false) issues.unexpected.push(`An unexpected parameter \`${prefix}${key}\` was provided`);
      else out[key] = raw;
      continue;
    }
    // Models sometimes send `null` for an optional field they mean to leave out.
    if (raw === null && !required.has(key)) continue;
    out[key] = check(sub, raw, prefix + key, issues);
  }
  for (const key of required) {
    if (!(key in value) || (value as Record<string, unknown>)[key] === undefined) issues.missing.push(`The required parameter \`${prefix}${key}\` is missing`);
  }
  return out;
}

/**
 * Check `input` against `schema`; the error is Claude Code's (2.1.332): `Read failed due to the following issue:` and
 * one line per issue (`The required parameter \`file_path\` is missing`).
 */
export function validateInput<T>(toolName: string, schema: ObjectSchema, input: unknown): Validation<T> {
  const issues: Issues = { missing: [], unexpected: [], types: [], other: [], formats: [] };
  const value = checkObject(schema, input, '', issues);
  const all = [...issues.missing, ...issues.unexpected, ...issues.types, ...issues.other];
  if (all.length === 0 && issues.formats.length > 0) return { ok: false, error: JSON.stringify(issues.formats, null, 2) };
  all.push(...issues.formats.map((f) => invalid(f.path.join('.'), f.message)));
  if (all.length > 0) return { ok: false, error: `${toolName} failed due to the following issue${all.length === 1 ? '' : 's'}:\n${all.join('\n')}` };
  return { ok: true, value: value as T };
}

export function makeValidator<T>(toolName: string, schema: ObjectSchema): (input: unknown) => Validation<T> {
  return (input) => validateInput<T>(toolName, schema, input);
}

/** A tool's input schema and the validator made from it, named once: `...toolInput<EditInput>('Edit', schema)`. */
export function toolInput<T>(toolName: string, schema: ObjectSchema): { inputSchema: ObjectSchema; validate: (input: unknown) => Validation<T> } {
  return { inputSchema: schema, validate: makeValidator<T>(toolName, schema) };
}

/**
 * A tool input shown as `shown` and accepted as `accepted` (its properties a superset): fields Claude Code no longer
 * offers, or a feature switched off, stay accepted so a model that sends them gets the tool's answer, not a refusal.
 */
export function toolInputShown<T>(
  toolName: string,
  shown: ObjectSchema,
  accepted: ObjectSchema,
): { inputSchema: ObjectSchema; validate: (input: unknown) => Validation<T> } {
  return { inputSchema: shown, validate: makeValidator<T>(toolName, accepted) };
}

/** A tool input's schema: an object of these properties, `required` among them, and nothing else. */
export function objectSchema(required: string[], properties: Record<string, JsonSchema>): ObjectSchema {
  return { type: 'object', properties, required, additionalProperties: false };
}
