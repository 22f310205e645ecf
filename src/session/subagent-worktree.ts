import { realpathSync } from 'node:fs';
import path from 'node:path';
import { isWithin } from '../tools/path-guard.js';
import type { AnyTool, ToolResult } from '../tools/types.js';
import { enterWorktreeShape, exitWorktreeShape, worktreeWords, type EnterInput } from '../tools/worktree-input.js';

export interface SubagentWorktreeOptions {
  /** The checkout (real path): its `.claude/worktrees/` is where Claude Code's worktrees live. */
  checkout: string;
  /** Where the subagent works: the checkout, the main thread's worktree, or (pinned) its own `isolation: worktree`. */
  cwd: string;
  /** Its folder was fixed at launch (`isolation: worktree`, or the child of such an agent). */
  pinned: boolean;
}

const error = (content: string): ToolResult => ({ content, isError: true });
const real = (at: string): string => {
  try {
    return realpathSync(at);
  } catch {
    return at;
  }
};

/**
 * EnterWorktree and ExitWorktree as Claude Code 2.1.332 offers them to a subagent (measured headless:
 * scripts/oracle/subagent-worktree.mjs): the main thread's schemas, and no call ever moves anything. A new worktree
 * (`name`, or no input) and ExitWorktree are refused before any hook, in the CLI's words ("it would mutate the parent
 * session's process-wide working directory"); `path` is answered after PreToolUse: from an unpinned agent in the
 * checkout, "not an isolated worktree"; from a pinned agent or one in the main thread's worktree, the checkout is "the
 * main working tree", a folder outside `.claude/worktrees/` is not managed, and another worktree "would not give this
 * agent write access". The switch 2.1.332 makes (into a worktree the agent made inside its own folder with git) is
 * refused as the main thread's `path` is (a worktree the runner did not make has no sandbox rules of its own: safety
 * choice, documented).
 */
export function subagentWorktreeTools(opts: SubagentWorktreeOptions): AnyTool[] {
  const managed = path.join(opts.checkout, '.claude', 'worktrees');

  const enterExisting = (where: string): ToolResult => {
    const target = real(path.resolve(opts.cwd, where));
    if (!opts.pinned && opts.cwd === opts.checkout) return error(worktreeWords.notInWorktree(opts.cwd));
    if (target === opts.checkout) return error(worktreeWords.mainTree(target));
    if (!isWithin(target, managed) || target === managed) return error(worktreeWords.notManaged(target, managed));
    if (!isWithin(target, opts.cwd)) return error(worktreeWords.notWritable(target, opts.cwd, opts.pinned ? 'agent' : 'session'));
    // Inside its own folder (a worktree it made with git): 2.1.332 switches; the runner does not (see above).
    return error(worktreeWords.notRegistered(target, opts.checkout));
  };

  return [
    {
      ...enterWorktreeShape,
      refuse: (input) => Promise.resolve((input as EnterInput).path === undefined ? worktreeWords.subagentCreate(opts.pinned) : undefined),
      execute: (input) => Promise.resolve(enterExisting((input as EnterInput).path ?? '')),
    },
    {
      ...exitWorktreeShape,
      refuse: () => Promise.resolve(worktreeWords.subagentExit),
      execute: () => Promise.resolve(error(worktreeWords.subagentExit)),
    },
  ];
}

/** `tools` with the main thread's worktree tools (`mains`) swapped for a subagent's; any other tool kept as it is. */
export function withSubagentWorktreeTools(tools: readonly AnyTool[], mains: readonly AnyTool[], opts: SubagentWorktreeOptions): AnyTool[] {
  if (!tools.some((tool) => mains.includes(tool))) return [...tools];
  const own = subagentWorktreeTools(opts);
  return tools.map((tool) => (mains.includes(tool) ? (own.find((mine) => mine.name === tool.name) ?? tool) : tool));
}
