import { readFile, stat } from 'node:fs/promises';
import { resolveInWorkspace } from './path-guard.js';
import { digestOf } from './read-state.js';
import type { ToolContext, ToolResult, Workspace } from './types.js';

/** Above this a file shown by `cat` counts as partly seen (its bytes are not kept to compare). */
const MAX_DIGEST_BYTES = 1024 * 1024;

/**
 * The file a plain `cat FILE` (all of it) or `head`/`tail … FILE` (part of it) showed, as Claude Code 2.1.332 counts
 * them for Write and Edit (test/fixtures/claude-code-tool-results/2.1.332-read-state.json). Only a line of plain words
 * (no quoting, expansion, redirection or second command) is taken: anything else shows nothing the runner can name.
 */
export function shownByShell(command: string): { file: string; whole: boolean } | undefined {
  const line = command.trim();
  if (!/^[\w\s./@+,:=-]+$/.test(line)) return undefined;
  const [program, ...args] = line.split(/\s+/);
  if (program === 'cat') return args.length === 1 && !args[0]?.startsWith('-') ? { file: args[0] as string, whole: true } : undefined;
  if (program !== 'head' && program !== 'tail') return undefined;
  // The operands, past the options (`-n 20` and `-c 100` take a value).
  const operands: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '-n' || arg === '-c') i++;
    else if (!arg.startsWith('-')) operands.push(arg);
  }
  return operands.length === 1 ? { file: operands[0] as string, whole: false } : undefined;
}

/** Bash's execute, with what a successful `cat`/`head`/`tail` of a file showed noted in the agent's record of files seen. */
export function withShellReads<Input extends { command: string }>(
  ws: Workspace,
  execute: (input: Input, ctx: ToolContext) => Promise<ToolResult>,
): (input: Input, ctx: ToolContext) => Promise<ToolResult> {
  return async (input, ctx) => {
    const result = await execute(input, ctx);
    const shown = ctx.files !== undefined && !result.isError ? shownByShell(input.command) : undefined;
    if (shown === undefined) return result;
    const where = resolveInWorkspace(ws, shown.file);
    if (!where.ok) return result;
    try {
      const st = await stat(where.absPath);
      if (!st.isFile()) return result;
      const whole = shown.whole && st.size <= MAX_DIGEST_BYTES;
      const digest = whole ? digestOf(await readFile(where.absPath)) : undefined;
      ctx.files?.saw(where.absPath, { mtimeMs: st.mtimeMs, partial: !whole, ...(digest !== undefined ? { digest } : {}) });
    } catch {
      // Gone or unreadable since: nothing to note.
    }
    return result;
  };
}
