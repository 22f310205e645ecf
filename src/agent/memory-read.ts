import { nestedMemoryFor, renderMemory } from '../config/claude-md.js';
import type { AnyTool } from '../tools/types.js';

/**
 * A nested CLAUDE.md is added when the model first reads a file in its folder (as Claude Code does):
 * it wraps Read so the folder's instructions arrive beside the file's content, once.
 */
export function withNestedMemory(tool: AnyTool, cwd: string, loaded: Set<string>, mayShow: (file: string) => boolean): AnyTool {
  if (tool.name !== 'Read') return tool;
  return {
    ...tool,
    execute: async (input, ctx) => {
      const result = await tool.execute(input, ctx);
      const filePath = (input as { file_path?: unknown }).file_path;
      if (result.isError || typeof filePath !== 'string') return result;
      const nested = await nestedMemoryFor(cwd, filePath, loaded).catch(() => ({ files: [], warnings: [] }));
      // Each file passes the Read decision first: a nested CLAUDE.md may import a file no Read may see.
      const shown = nested.files.filter((file) => mayShow(file.path));
      if (shown.length === 0) return result;
      return { ...result, attachments: [...(result.attachments ?? []), renderMemory(shown)] };
    },
  };
}
