import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { validateInput, type ObjectSchema } from '../../src/tools/schema.js';

const schema: ObjectSchema = {
  type: 'object',
  properties: {
    file_path: { type: 'string' },
    offset: { type: 'integer', minimum: 1 },
    ratio: { type: 'number', maximum: 1 },
    flag: { type: 'boolean' },
    mode: { type: 'string', enum: ['a', 'b'] },
    tags: { type: 'array', items: { type: 'string' } },
  },
  required: ['file_path'],
  additionalProperties: false,
};

const check = (input: unknown) => validateInput<Record<string, unknown>>('Read', schema, input);
const error = (input: unknown): string => {
  const r = check(input);
  assert.equal(r.ok, false, 'expected a validation error');
  return r.ok ? '' : r.error;
};

describe('validateInput', () => {
  it('accepts valid input and returns it', () => {
    const r = check({ file_path: 'a', offset: 3, ratio: 0.5, flag: true, mode: 'b', tags: ['x'] });
    assert.deepEqual(r, { ok: true, value: { file_path: 'a', offset: 3, ratio: 0.5, flag: true, mode: 'b', tags: ['x'] } });
  });

  it('names missing required fields', () => {
    assert.equal(error({}), 'Read: "file_path" is required');
  });

  it('names wrong types', () => {
    assert.equal(error({ file_path: 'a', offset: 1.5 }), 'Read: "offset" must be an integer (got number)');
    assert.equal(error({ file_path: 'a', offset: '10' }), 'Read: "offset" must be an integer (got string)');
    assert.equal(error({ file_path: 3 }), 'Read: "file_path" must be a string (got integer)');
    assert.equal(error({ file_path: 'a', flag: 'yes' }), 'Read: "flag" must be a boolean (got string)');
    assert.equal(error({ file_path: 'a', tags: 'x' }), 'Read: "tags" must be an array (got string)');
    assert.equal(error({ file_path: 'a', tags: ['x', 2] }), 'Read: "tags[1]" must be a string (got integer)');
    assert.equal(error({ file_path: 'a', ratio: Number.NaN }), 'Read: "ratio" must be a number (got number)');
  });

  it('checks enum, minimum and maximum', () => {
    assert.equal(error({ file_path: 'a', mode: 'c' }), 'Read: "mode" must be one of "a", "b"');
    assert.equal(error({ file_path: 'a', offset: 0 }), 'Read: "offset" must be >= 1');
    assert.equal(error({ file_path: 'a', ratio: 2 }), 'Read: "ratio" must be <= 1');
  });

  it('refuses unknown fields when additionalProperties is false', () => {
    assert.match(error({ file_path: 'a', path: 'b' }), /^Read: unknown field "path" \(allowed: "file_path", /);
  });

  it('reports every problem at once', () => {
    assert.equal(error({ offset: 'x' }), 'Read: "offset" must be an integer (got string); "file_path" is required');
  });

  it('refuses non-objects', () => {
    assert.equal(error(null), 'Read: input must be an object (got null)');
    assert.equal(error(['a']), 'Read: input must be an object (got array)');
    assert.equal(error('a'), 'Read: input must be an object (got string)');
  });

  it('treats null in an optional field as absent, but not in a required one', () => {
    assert.deepEqual(check({ file_path: 'a', offset: null }), { ok: true, value: { file_path: 'a' } });
    assert.equal(error({ file_path: null }), 'Read: "file_path" must be a string (got null)');
  });
});
