import { errorFacts } from '../github/retry.js';
import { makeValidator, type ObjectSchema } from '../tools/schema.js';
import { eraseTool, type AnyTool, type ToolResult } from '../tools/types.js';

/** What the job's token needs for a tool, named as the workflow's `permissions:` key and level. */
export type TokenNeed = 'pull-requests: read' | 'pull-requests: write' | 'issues: read' | 'issues: write' | 'actions: read' | 'contents: write';

/**
 * A GitHub operation presented to the model as a tool. It runs in the runner's process with the
 * runner's client, so the token is in no tool process, environment or file; the permission rules
 * decide each call like any MCP tool's (not read-only: under dontAsk it needs an allow rule).
 */
export function githubTool<Input>(o: {
  name: string;
  description: string;
  schema: ObjectSchema;
  needs: TokenNeed;
  run: (input: Input) => Promise<string | ToolResult>;
}): AnyTool {
  return eraseTool<Input>({
    name: o.name,
    description: o.description,
    inputSchema: o.schema,
    readOnly: false,
    validate: makeValidator<Input>(o.name, o.schema),
    async execute(input) {
      try {
        const out = await o.run(input);
        return typeof out === 'string' ? { content: out, isError: false } : out;
      } catch (error) {
        return { content: `Error: ${githubError(error, o.needs)}`, isError: true };
      }
    },
  });
}

/** GitHub's refusal, with what the job's token would need when that is the likely cause. */
export function githubError(error: unknown, needs: TokenNeed): string {
  const facts = errorFacts(error);
  const hint = facts.status === 403 || facts.status === 404 ? ` (the job's token may lack \`${needs}\`: add it to the workflow's \`permissions:\`)` : '';
  return `${facts.status !== undefined ? `GitHub answered ${facts.status}: ` : ''}${facts.message}${hint}`;
}

export const json = (value: unknown): string => JSON.stringify(value, null, 2);
