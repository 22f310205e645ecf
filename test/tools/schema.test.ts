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

  const one = (issue: string): string => `Read failed due to the following issue:\n${issue}`;

  it("names missing required fields, in Claude Code's words", () => {
    assert.equal(error({}), one('The required parameter `file_path` is missing'));
  });

  it('names wrong types', () => {
    assert.equal(error({ file_path: 'a', offset: 1.5 }), one('The parameter `offset` is invalid: it must be an integer'));
    assert.equal(error({ file_path: 'a', offset: '10' }), one('The parameter `offset` type is expected as `number` but provided as `string`'));
    assert.equal(error({ file_path: 3 }), one('The parameter `file_path` type is expected as `string` but provided as `number`'));
    assert.equal(error({ file_path: 'a', flag: 'yes' }), one('The parameter `flag` type is expected as `boolean` but provided as `string`'));
    assert.equal(error({ file_path: 'a', tags: 'x' }), one('The parameter `tags` type is expected as `array` but provided as `string`'));
    assert.equal(error({ file_path: 'a', tags: ['x', 2] }), one('The parameter `tags[1]` type is expected as `string` but provided as `number`'));
    assert.equal(error({ file_path: 'a', ratio: Number.NaN }), one('The parameter `ratio` type is expected as `number` but provided as `number`'));
  });

  it('checks enum, minimum and maximum', () => {
    assert.equal(error({ file_path: 'a', mode: 'c' }), one('The parameter `mode` is invalid: it must be one of "a", "b"'));
    assert.equal(error({ file_path: 'a', offset: 0 }), one('The parameter `offset` is invalid: it must be >= 1'));
    assert.equal(error({ file_path: 'a', ratio: 2 }), one('The parameter `ratio` is invalid: it must be <= 1'));
  });

  it('refuses unknown fields when additionalProperties is false', () => {
    assert.equal(error({ file_path: 'a', path: 'b' }), one('An unexpected parameter `path` was provided'));
  });

  it("reports every problem at once, in Claude Code's order (missing, unexpected, wrong type)", () => {
    assert.equal(
      error({ offset: 'x', path: 'b' }),
      'Read failed due to the following issues:\nThe required parameter `file_path` is missing\nAn unexpected parameter `path` was provided\n' +
        'The parameter `offset` type is expected as `number` but provided as `string`',
    );
  });

  it('refuses non-objects', () => {
    assert.equal(error(null), one('The input type is expected as `object` but provided as `null`'));
    assert.equal(error(['a']), one('The input type is expected as `object` but provided as `array`'));
    assert.equal(error('a'), one('The input type is expected as `object` but provided as `string`'));
  });

  it('treats null in an optional field as absent, but not in a required one', () => {
    assert.deepEqual(check({ file_path: 'a', offset: null }), { ok: true, value: { file_path: 'a' } });
    assert.equal(error({ file_path: null }), one('The parameter `file_path` type is expected as `string` but provided as `null`'));
  });
});
