import type { ToolResult } from '../tools/types.js';

type Fields = Record<string, unknown>;

/** Only `keys` of `d`, those it has: Claude Code's output shape without the runner's own extras. */
function pick(d: Fields, keys: readonly string[]): Fields {
  return Object.fromEntries(keys.filter((k) => k in d).map((k) => [k, d[k]]));
}

/**
 * What PostToolUse hooks get as `tool_response`: the tool's output in Claude Code's shape, checked against 2.1.332
 * field for field (test/fixtures/claude-code-hook-stdin/2.1.332-tools.json, test/session/hook-stdin-tools.test.ts).
 * The tools' details already hold the SDK's output types; here the runner's extras (line and byte counts, the number
 * of replacements) are left out and the fields Claude Code always sends filled in. Other tools: their details as they are.
 */
export function toolResponseOf(toolName: string, result: ToolResult): unknown {
  const d = result.details;
  if (!d) return result.content;
  switch (toolName) {
    case 'Bash':
      return {
        // Claude Code sends the streams without their last newlines (`echo hi` gives "hi").
        stdout: typeof d['stdout'] === 'string' ? d['stdout'].replace(/\n+$/, '') : '',
        stderr: typeof d['stderr'] === 'string' ? d['stderr'].replace(/\n+$/, '') : '',
        interrupted: d['interrupted'] === true,
        isImage: false,
        noOutputExpected: false,
        ...(typeof d['backgroundTaskId'] === 'string' ? { backgroundTaskId: d['backgroundTaskId'] } : {}),
        // A command moved to the background at its timeout (2.1.332): that timeout.
        ...(typeof d['timedOutAfterMs'] === 'number' ? { timedOutAfterMs: d['timedOutAfterMs'] } : {}),
        // A synchronous subagent's background command: it ends with the subagent's final response.
        ...(d['backgroundEndsWithFinalResponse'] === true ? { backgroundEndsWithFinalResponse: true } : {}),
      };
    case 'Write':
      // A new file's patch is empty in Claude Code's output (there was nothing to compare with).
      return {
        ...pick(d, ['type', 'filePath', 'content', 'structuredPatch', 'originalFile']),
        ...(d['type'] === 'create' ? { structuredPatch: [] } : {}),
        userModified: false,
      };
    case 'Edit':
      return {
        ...pick(d, ['filePath', 'oldString', 'newString', 'originalFile', 'structuredPatch']),
        userModified: false,
        replaceAll: d['replaceAll'] === true,
      };
    default:
      return d;
  }
}
