import type { ToolContext, ToolDefinition, ToolResult } from '../../src/tools/types.js';

/** Calls `tool` with the model's input as a turn does: validated first, an input that fails validation answered with its error. */
export function callsOf<Input>(tool: ToolDefinition<Input>, ctx: ToolContext): (input: unknown) => Promise<ToolResult> {
  return async (input) => {
    const v = tool.validate(input);
    return v.ok ? tool.execute(v.value, ctx) : { content: v.error, isError: true };
  };
}
