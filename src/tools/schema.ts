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
  minItems?: number;
  maxItems?: number;
}

export interface ObjectSchema extends JsonSchema {
  type: 'object';
  properties: Record<string, JsonSchema>;
  required?: string[];
  [k: string]: unknown;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isInteger(value)) return 'integer';
  return typeof value;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function check(schema: JsonSchema, value: unknown, where: string, errors: string[]): unknown {
  const label = `"${where}"`;
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') return void errors.push(`${label} must be a string (got ${typeName(value)})`);
      if (schema.minLength !== undefined && value.length < schema.minLength)
        errors.push(`${label} must have at least ${schema.minLength} character${schema.minLength === 1 ? '' : 's'}`);
      break;
    case 'boolean':
      if (typeof value !== 'boolean') return void errors.push(`${label} must be a boolean (got ${typeName(value)})`);
      break;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        return void errors.push(`${label} must be an integer (got ${typeName(value)})`);
      }
      break;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return void errors.push(`${label} must be a number (got ${typeName(value)})`);
      }
      break;
    case 'array':
      if (!Array.isArray(value)) return void errors.push(`${label} must be an array (got ${typeName(value)})`);
      if (schema.minItems !== undefined && value.length < schema.minItems)
        errors.push(`${label} must have at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}`);
      if (schema.maxItems !== undefined && value.length > schema.maxItems) errors.push(`${label} must have at most ${schema.maxItems} items`);
      if (schema.items) {
        const items = schema.items;
        return value.map((item, i) => check(items, item, `${where}[${i}]`, errors));
      }
      break;
    case 'object':
      return checkObject(schema, value, where, errors);
    case undefined:
      break;
  }
  if (schema.enum && !schema.enum.includes(value as string | number | boolean)) {
    errors.push(`${label} must be one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) errors.push(`${label} must be >= ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) errors.push(`${label} must be <= ${schema.maximum}`);
  }
  return value;
}

function checkObject(schema: JsonSchema, value: unknown, where: string, errors: string[]): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const what = where ? `"${where}"` : 'input';
    errors.push(`${what} must be ${article('object')} (got ${typeName(value)})`);
    return value;
  }
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const out: Record<string, unknown> = {};
  const prefix = where ? `${where}.` : '';
  for (const [key, raw] of Object.entries(value)) {
    const sub = props[key];
    if (!sub) {
      if (schema.additionalProperties === false) {
        const known = Object.keys(props)
          .map((k) => `"${k}"`)
          .join(', ');
        errors.push(`unknown field "${prefix}${key}" (allowed: ${known})`);
      } else {
        out[key] = raw;
      }
      continue;
    }
    // Models sometimes send `null` for an optional field they mean to leave out.
    if (raw === null && !required.has(key)) continue;
    out[key] = check(sub, raw, prefix + key, errors);
  }
  for (const key of required) {
    if (!(key in value) || (value as Record<string, unknown>)[key] === undefined) {
      errors.push(`"${prefix}${key}" is required`);
    }
  }
  return out;
}

/** Check `input` against `schema`; errors read `Tool: "field" is required`, several joined with `; `. */
export function validateInput<T>(toolName: string, schema: ObjectSchema, input: unknown): Validation<T> {
  const errors: string[] = [];
  const value = checkObject(schema, input, '', errors);
  if (errors.length > 0) return { ok: false, error: `${toolName}: ${errors.join('; ')}` };
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
