import { Ajv, type ValidateFunction } from 'ajv';
import type { FinalCheck } from './loop.js';

/**
 * The `json_schema` check on the final reply: invalid JSON sends the model back with the errors,
 * up to `retries` times, then the run ends `error_max_structured_output_retries`.
 */
export function compileStructuredOutputCheck(schema: Record<string, unknown>, retries: number): { ok: true; check: FinalCheck } | { ok: false; error: string } {
  let validate: ValidateFunction;
  try {
    validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
  } catch (error) {
    return { ok: false, error: `input json_schema: not a usable JSON Schema: ${(error as Error).message}` };
  }
  const check: FinalCheck = async (text, attempt) => {
    const parsed = parseJson(text);
    let problem: string;
    if (!parsed.ok) {
      problem = `it is not valid JSON (${parsed.error})`;
    } else if (validate(parsed.value)) {
      return { verdict: 'accept', structured: parsed.value };
    } else {
      problem = (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`).join('; ');
    }
    if (attempt >= retries) {
      return {
        verdict: 'fail',
        cause: 'structured_output',
        error: `The final answer is still not valid for json_schema after ${retries} retries: ${problem}`,
      };
    }
    return {
      verdict: 'continue',
      message: `Your final answer must be a single JSON value valid against the JSON Schema in your instructions, but ${problem}. Reply again with only the corrected JSON.`,
    };
  };
  return { ok: true, check };
}

/** Accepts the JSON bare or inside one code fence, which models add out of habit. */
function parseJson(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n```\s*$/.exec(text.trim());
  try {
    return { ok: true, value: JSON.parse(fenced?.[1] ?? text) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}
