import type { AnyTool } from '../tools/types.js';
import type { PullRequestReview } from './review.js';
import type { Side } from './diff-lines.js';
import { githubTool, json } from './tool.js';

interface InlineCommentInput {
  path: string;
  body: string;
  line?: number;
  startLine?: number;
  side?: Side;
  commit_id?: string;
  confirmed?: boolean;
}

export const INLINE_COMMENT_TOOL = 'mcp__github_inline_comment__create_inline_comment';

/** claude-code-action's inline comment tool, same name and fields; the comments become one review at the end of the run. */
export function inlineCommentTool(review: PullRequestReview): AnyTool {
  return githubTool<InlineCommentInput>({
    name: INLINE_COMMENT_TOOL,
    description:
      'Create an inline comment on a specific line or lines in a PR file. Comments are collected and posted together as one review ' +
      "(a COMMENT review, never an approval) when the run ends; a comment on a line outside the diff goes into the review's body.",
    needs: 'pull-requests: write',
    schema: {
      type: 'object',
      properties: {
        path: { type: 'string', description: "The file path to comment on (e.g., 'src/index.js')" },
        body: {
          type: 'string',
          description:
            'The comment text (supports markdown and GitHub code suggestion blocks). For code suggestions, use: ```suggestion\\nreplacement code\\n```. ' +
            'IMPORTANT: The suggestion block will REPLACE the ENTIRE line range (single line or startLine to line). ' +
            'Ensure the replacement is syntactically complete and valid - it must work as a drop-in replacement for the selected lines.',
        },
        line: { type: 'number', minimum: 0, description: 'Line number for single-line comments (required if startLine is not provided)' },
        startLine: { type: 'number', minimum: 0, description: 'Start line for multi-line comments (use with line parameter for the end line)' },
        side: { type: 'string', enum: ['LEFT', 'RIGHT'], description: 'Side of the diff to comment on: LEFT (old code) or RIGHT (new code)' },
        commit_id: { type: 'string', description: 'Specific commit SHA to comment on (defaults to latest commit)' },
        confirmed: {
          type: 'boolean',
          description: 'Set false to keep the comment as a draft that is never posted. Omitted or true: posted with the review at the end of the run.',
        },
      },
      required: ['path', 'body'],
      additionalProperties: false,
    },
    async run(input) {
      const line = input.line || undefined;
      const startLine = input.startLine || undefined;
      if (line === undefined && startLine === undefined) {
        return {
          content:
            "Error creating inline comment: Either 'line' for single-line comments or both 'startLine' and 'line' for multi-line comments must be provided",
          isError: true,
        };
      }
      if ([line, startLine].some((n) => n !== undefined && !Number.isInteger(n)))
        return { content: 'Error creating inline comment: line and startLine must be whole line numbers', isError: true };
      if (input.body.trim() === '') return { content: 'Error creating inline comment: body is empty', isError: true };
      if (input.confirmed === false) {
        return json({
          success: true,
          buffered: true,
          message: 'Comment kept as a draft (confirmed=false): it will not be posted. If you are testing whether this tool works: it works.',
        });
      }
      const comment = {
        path: input.path.replace(/^\.?\//, ''),
        body: input.body,
        line: line ?? startLine ?? 0,
        ...(line !== undefined && startLine !== undefined ? { startLine } : {}),
        side: input.side ?? 'RIGHT',
        ...(input.commit_id ? { commitId: input.commit_id } : {}),
      };
      const placement = await review.add(comment);
      const where = comment.startLine !== undefined ? `from line ${comment.startLine} to ${comment.line}` : `at line ${comment.line}`;
      return json({
        success: true,
        queued: true,
        inline: placement.inline,
        message: placement.inline
          ? `Inline comment on ${comment.path} ${where} queued: it is posted with the others as one review when the run ends.`
          : `Queued, but not as an inline comment: ${placement.why}. It will appear in the review's body. To place it on the code, comment on a line the pull request changes.`,
      });
    },
  });
}
