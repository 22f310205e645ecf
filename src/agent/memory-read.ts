import path from 'node:path';
import { nestedMemoryFor, renderMemory, type ProjectMemory } from '../config/claude-md.js';
import { renderRule, rulesFor } from '../config/rules.js';
import type { AnyTool } from '../tools/types.js';

/** Tools whose file a `.claude/rules` file's `paths:` may match: reading it or changing it brings the rule. */
const RULE_TOOLS = new Set(['Read', 'Edit', 'MultiEdit', 'Write', 'NotebookEdit']);

/**
 * A nested CLAUDE.md is added when the model first reads a file in its folder (as Claude Code does), and a
 * `.claude/rules` file with `paths:` when the model first reads or edits a file they match (Claude Code 2.1.328 sends
 * it with the Read's result): the tool is wrapped so these instructions arrive beside its result, once each.
 */
/** InstructionsLoaded, for the hooks: what was added, why, and the file whose read brought it. */
export type OnInstructionsLoaded = (loaded: {
  file_path: string;
  memory_type: 'Project';
  load_reason: 'nested_traversal' | 'path_glob_match' | 'include';
  globs?: string[];
  trigger_file_path: string;
}) => Promise<void>;

export function withNestedMemory(
  tool: AnyTool,
  cwd: string,
  memory: Pick<ProjectMemory, 'loaded' | 'scopedRules' | 'importSource'>,
  mayShow: (file: string) => boolean,
  onLoaded?: OnInstructionsLoaded,
): AnyTool {
  if (!RULE_TOOLS.has(tool.name)) return tool;
  return {
    ...tool,
    execute: async (input, ctx) => {
      const result = await tool.execute(input, ctx);
      const filePath = (input as { file_path?: unknown; notebook_path?: unknown }).file_path ?? (input as { notebook_path?: unknown }).notebook_path;
      if (result.isError || typeof filePath !== 'string') return result;
      const attachments: string[] = [];
      const trigger = path.resolve(cwd, filePath);
      if (tool.name === 'Read') {
        const nested = await nestedMemoryFor(cwd, filePath, memory.loaded, memory.importSource).catch(() => ({ files: [], warnings: [] }));
        // Each file passes the Read decision first: a nested CLAUDE.md may import a file no Read may see.
        const shown = nested.files.filter((file) => mayShow(file.path));
        if (shown.length > 0) attachments.push(renderMemory(shown));
        for (const file of shown)
          await onLoaded?.({
            file_path: file.path,
            memory_type: 'Project',
            load_reason: file.importedFrom !== undefined ? 'include' : 'nested_traversal',
            trigger_file_path: trigger,
          });
      }
      const rules = rulesFor(cwd, filePath, memory.scopedRules, memory.loaded).filter((rule) => mayShow(rule.path));
      attachments.push(...rules.map(renderRule));
      for (const rule of rules)
        await onLoaded?.({ file_path: rule.path, memory_type: 'Project', load_reason: 'path_glob_match', globs: rule.globs, trigger_file_path: trigger });
      if (attachments.length === 0) return result;
      return { ...result, attachments: [...(result.attachments ?? []), ...attachments] };
    },
  };
}
