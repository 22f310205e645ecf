import { Ajv, type ValidateFunction } from 'ajv';
import type { AnyTool, ToolResult } from '../tools/types.js';
import type { FinalCheck } from './loop.js';

/** Times a workflow agent is sent back to call StructuredOutput before its agent() call gives null. */
const RETRIES = 2;

export type StructuredOutput =
  | {
      ok: true;
      /** The agent's StructuredOutput tool, its input schema the call's `schema`. */
      tool: AnyTool;
      /** The agent's final check: it must have called the tool. */
      check: FinalCheck;
      /** What the agent gave the tool (undefined until it has). */
      value(): unknown;
    }
  | { ok: false; error: string };

/**
 * `agent(prompt, {schema})`: as in Claude Code, the subagent is given a StructuredOutput tool whose input schema is
 * the schema, validated at the tool-call layer (a mismatch is an error result, and the model tries again); agent()
 * resolves to the validated object. A schema that is not `{type: 'object', properties}` or does not compile throws at
 * agent(). This module (and Ajv with it) is loaded only when a workflow asks for a schema (workflow-tool.ts).
 */
export function structuredOutputFor(schema: unknown): StructuredOutput {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return { ok: false, error: 'schema must be a JSON Schema object' };
  const root = schema as Record<string, unknown>;
  if (root.type !== 'object' || typeof root.properties !== 'object' || root.properties === null)
    return { ok: false, error: "schema needs {type: 'object', properties: {...}} at its root" };
  let validate: ValidateFunction;
  try {
    validate = new Ajv({ allErrors: true, strict: false }).compile(root);
  } catch (error) {
    return { ok: false, error: `schema is not a usable JSON Schema: ${(error as Error).message}` };
  }
  let given: unknown;
  const tool: AnyTool = {
    name: 'StructuredOutput',
    description:
      'Use this tool to return your final response in the requested structured format. You MUST call this tool exactly once at the end of your response to provide the structured output.',
    inputSchema: root as AnyTool['inputSchema'],
    readOnly: true,
    validate: (input: unknown) => {
      if (validate(input)) return { ok: true, value: input };
      const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? 'is invalid'}`).join('; ');
      return { ok: false, error: `StructuredOutput: the input does not match the schema: ${problems}` };
    },
    execute: async (input: unknown): Promise<ToolResult> => {
      given = input;
      return { content: 'Structured output provided successfully', isError: false };
    },
  };
  const check: FinalCheck = async (_text, attempt) => {
    if (given !== undefined) return { verdict: 'accept', structured: given };
    if (attempt >= RETRIES) return { verdict: 'fail', cause: 'structured_output', error: `The agent did not call StructuredOutput after ${RETRIES} reminders` };
    return { verdict: 'continue', message: 'You must call the StructuredOutput tool with your final answer, matching its schema.' };
  };
  return { ok: true, tool, check, value: () => given };
}
