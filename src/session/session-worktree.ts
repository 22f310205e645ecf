import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { LoopDeps } from '../agent/loop.js';
import { git } from '../git/git.js';
import type { AgentWorktree } from '../git/agent-worktrees.js';
import type { BackgroundTasks } from '../tools/background.js';
import { isWithin } from '../tools/path-guard.js';
import type { ShellCwd } from '../tools/shell-cwd.js';
import type { AnyTool, ToolResult } from '../tools/types.js';
import {
  enterWorktreeShape,
  exitWorktreeShape,
  randomWorktreeName,
  worktreeNames,
  worktreeWords,
  type EnterInput,
  type ExitInput,
} from '../tools/worktree-input.js';
import type { WorktreeIsolation } from './worktree-isolation.js';

type Dispatch = LoopDeps['dispatch'];

/** The tools that write files: in the worktree, a path of the original checkout is refused with Claude Code's words. */
const WRITERS: Readonly<Record<string, string>> = { Write: 'file_path', Edit: 'file_path', MultiEdit: 'file_path', NotebookEdit: 'notebook_path' };
/** Who left a worktree, as the end-of-run warning names it. */
const WHO = 'EnterWorktree (the main thread)';

export interface SessionWorktreeOptions {
  /** The checkout (real path): where the session starts and comes back to. */
  cwd: string;
  isolation: WorktreeIsolation;
  background: BackgroundTasks;
  /** The main thread's shell in the checkout. */
  mainShell: ShellCwd;
}

/** Where the main thread works once EnterWorktree moved it. */
interface Entered {
  wt: AgentWorktree;
  /** The built-in tools working in the worktree, by name. */
  tools: ReadonlyMap<string, AnyTool>;
  shell: ShellCwd;
  /** Background commands already running when it was entered (they are not the worktree's). */
  before: ReadonlySet<string>;
  dispatch?: Dispatch;
}

/**
 * EnterWorktree and ExitWorktree for the main thread, as Claude Code 2.1.332 has them: the session moves into a git
 * worktree under `.claude/worktrees/<name>` on the branch `worktree-<name>`, and its built-in tools, its shell, the hooks'
 * `cwd` and the permission decision (path rules judged against the worktree, every deny rule of the checkout kept)
 * follow it. The worktree is made by the runner's git and jailed by the sandbox as a subagent's (worktree-isolation.ts);
 * one left at the run's end (entered, or kept) is closed as a subagent's: its changes the checkout lacks are saved as a
 * patch and named in a warning, never dropped.
 */
export function sessionWorktree(opts: SessionWorktreeOptions) {
  let entered: Entered | undefined;

  const enter = async (input: EnterInput): Promise<ToolResult> => {
    if (input.path !== undefined) return enterExisting(input.path);
    const names = worktreeNames(input.name ?? randomWorktreeName());
    let made: Awaited<ReturnType<WorktreeIsolation['open']>>;
    try {
      made = await opts.isolation.open(names, WHO);
    } catch (error) {
      return { content: `Cannot create worktree: ${error instanceof Error ? error.message : String(error)}`, isError: true };
    }
    const { wt } = made;
    // Every worktree the session made is closed at the run's end (kept, or still entered): nothing is dropped.
    opts.isolation.keep(wt, WHO);
    entered = {
      wt,
      tools: new Map(made.tools.map((tool) => [tool.name, tool])),
      shell: opts.mainShell.inWorktree(wt.path),
      before: new Set(runningTasks()),
    };
    const message = worktreeWords.created(wt.path, wt.branch);
    return { content: message, isError: false, details: { worktreePath: wt.path, worktreeBranch: wt.branch, message } };
  };

  // `path`: Claude Code's "switch into an existing worktree". The runner enters none: a worktree it did not make has no
  // sandbox rules of its own, and one outside the checkout would move the write jail (safety choice, documented).
  const enterExisting = async (where: string): Promise<ToolResult> => {
    const repo = await git(opts.cwd, ['rev-parse', '--show-toplevel']).then(
      (out) => realpathSync(out.trim()),
      () => opts.cwd,
    );
    return { content: worktreeWords.notRegistered(path.resolve(opts.cwd, where), repo), isError: true };
  };

  const pending = async (): Promise<{ files: number; commits: number } | undefined> => {
    if (!entered) return { files: 0, commits: 0 };
    const { wt } = entered;
    try {
      const status = await git(wt.path, ['status', '--porcelain=v1', '-z', '--untracked-files=all']);
      const files = status.split('\0').filter((entry) => entry.length > 3).length;
      const commits = Number((await git(wt.repoRoot, ['rev-list', '--count', `${wt.base}..refs/heads/${wt.branch}`])).trim()) || 0;
      return { files, commits };
    } catch {
      return undefined;
    }
  };

  // Commands, and the background agents started in the worktree (they work there: subagentsHere).
  const runningTasks = (): string[] => [...opts.background.running(), ...opts.background.adoptedRunning()].map((task) => task.id);
  const busyTask = (): string | undefined => runningTasks().find((id) => !entered?.before.has(id));

  const refuseExit = async (input: ExitInput): Promise<string | undefined> => {
    if (!entered) return worktreeWords.notIn;
    if (input.action !== 'remove' || input.discard_changes === true) return undefined;
    const busy = busyTask();
    if (busy) return worktreeWords.busy(busy);
    const work = await pending();
    if (!work) return worktreeWords.unverified(entered.wt.path);
    if (work.files > 0 || work.commits > 0) return worktreeWords.hasWork(work.files, work.commits, entered.wt.branch);
    return undefined;
  };

  const exit = async (input: ExitInput): Promise<ToolResult> => {
    const here = entered;
    if (!here) return { content: worktreeWords.notIn, isError: true };
    const { wt } = here;
    const back = opts.cwd;
    const common = { originalCwd: back, worktreePath: wt.path, worktreeBranch: wt.branch };
    if (input.action === 'keep') {
      entered = undefined;
      const message = worktreeWords.kept(wt.path, wt.branch, back);
      return { content: message, isError: false, details: { action: 'keep', ...common, restoredCwd: back, originalCwdMissing: false, message } };
    }
    const work = (await pending()) ?? { files: 0, commits: 0 };
    // A command started in the worktree is stopped first: left running, its writes would land in a folder made anew.
    for (const task of opts.background.running().filter((t) => !here.before.has(t.id))) await opts.background.stop(task.id);
    for (const task of opts.background.adoptedRunning().filter((t) => !here.before.has(t.id))) await opts.background.stopAdopted(task.id);
    await opts.isolation.discard(wt);
    entered = undefined;
    const message = worktreeWords.removed(wt.path, work.commits, work.files, back);
    return {
      content: message,
      isError: false,
      details: {
        action: 'remove',
        ...common,
        discardedFiles: work.files,
        discardedCommits: work.commits,
        restoredCwd: back,
        originalCwdMissing: false,
        message,
      },
    };
  };

  const tools: AnyTool[] = [
    {
      ...enterWorktreeShape,
      refuse: (input) => Promise.resolve(entered && (input as EnterInput).path === undefined ? worktreeWords.alreadyIn : undefined),
      execute: (input) => enter(input as EnterInput),
    },
    {
      ...exitWorktreeShape,
      refuse: (input) => refuseExit(input as ExitInput),
      execute: (input) => exit(input as ExitInput),
    },
  ];

  /**
   * Each built-in tool acting where `at()` says: in the checkout, itself; in a worktree, the worktree's own. A write to
   * the original checkout from inside the worktree is refused (Claude Code's words); a Read of it is answered there.
   */
  const followAt = (builtins: readonly AnyTool[], at: () => Entered | undefined): AnyTool[] =>
    builtins.map((tool): AnyTool => {
      const field = WRITERS[tool.name];
      const inCheckoutOnly = (here: Entered | undefined, input: unknown, key: string): boolean => {
        const value = (input as Record<string, unknown>)[key];
        if (!here || typeof value !== 'string') return false;
        const target = path.resolve(here.shell.where, value);
        return isWithin(target, opts.cwd) && !isWithin(target, here.wt.path);
      };
      return {
        ...tool,
        refuse: async (input) => {
          const here = at();
          if (field && here && inCheckoutOnly(here, input, field)) return worktreeWords.isolated(here.wt.path);
          return here ? here.tools.get(tool.name)?.refuse?.(input) : tool.refuse?.(input);
        },
        execute: (input, ctx) => {
          const here = at();
          if (!here || (tool.name === 'Read' && inCheckoutOnly(here, input, 'file_path'))) return tool.execute(input, ctx);
          return (here.tools.get(tool.name) ?? tool).execute(input, ctx);
        },
      };
    });
  let checkoutTools: readonly AnyTool[] = [];
  const follow = (builtins: readonly AnyTool[]): AnyTool[] => {
    checkoutTools = builtins;
    return followAt(builtins, () => entered);
  };

  // The built-in tools fixed to each worktree the main thread was in when a subagent started there, by its path.
  const fixed = new Map<string, { here: Entered; tools: ReadonlyMap<string, AnyTool> }>();
  /**
   * Where a subagent started now works, as Claude Code 2.1.332's: in the main thread's worktree when it is in one (its
   * Bash, file tools, path rules and hooks' `cwd` there, for its whole run even if the main thread leaves), else
   * undefined (the checkout).
   */
  const subagentsHere = (): string | undefined => {
    const here = entered;
    if (!here) return undefined;
    if (fixed.get(here.wt.path)?.here !== here)
      fixed.set(here.wt.path, { here, tools: new Map(followAt(checkoutTools, () => here).map((tool) => [tool.name, tool])) });
    return here.wt.path;
  };
  /** A subagent's tools working in `root`: in a worktree subagentsHere named, each built-in tool is the one fixed there. */
  const fixedAt = (root: string | undefined, tools: readonly AnyTool[]): AnyTool[] => {
    const there = root !== undefined ? fixed.get(root)?.tools : undefined;
    return there ? tools.map((tool) => there.get(tool.name) ?? tool) : [...tools];
  };

  return {
    tools,
    follow,
    subagentsHere,
    fixedAt,
    /** Where the main thread works now (its shell's directory): the hooks' `cwd`. */
    where: (): string => entered?.shell.where ?? opts.mainShell.where,
    /**
     * The main thread's dispatch: `inCheckout` there; in a worktree, `inWorktree(root, shell)`'s (made once per worktree),
     * whose decisions judge paths against the worktree.
     */
    dispatch:
      (inCheckout: Dispatch, inWorktree: (root: string, shell: ShellCwd) => Dispatch): Dispatch =>
      (call, signal) => {
        const here = entered;
        if (!here) return inCheckout(call, signal);
        here.dispatch ??= inWorktree(here.wt.path, here.shell);
        return here.dispatch(call, signal);
      },
  };
}

export type SessionWorktree = ReturnType<typeof sessionWorktree>;
