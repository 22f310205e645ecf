import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ChildPlace, KeptWorktree } from '../agent/subagent.js';
import type { AgentDefinition } from '../config/agents.js';
import type { WorktreeSettings } from '../config/worktree-settings.js';
import {
  createAgentWorktree,
  ensureWorktreesFolder,
  newAgentWorktreeId,
  notBroughtOver,
  removeAgentWorktree,
  removeWorktreesFolder,
  unmergedBranchPatch,
  worktreeChanges,
  worktreePatch,
  type AgentWorktree,
  type WorktreesFolder,
} from '../git/agent-worktrees.js';
import { copyWorktreeIncludes } from '../git/worktree-setup.js';
import { pathPattern } from '../permissions/path-rules.js';
import type { PermissionPolicy, PermissionRule } from '../permissions/types.js';
import type { ToolSandbox } from '../sandbox/index.js';
import type { AnyTool } from '../tools/types.js';
import { subagentWorktreeTools } from './subagent-worktree.js';

/** Subagents' worktrees (`isolation: worktree`) for one run, and what becomes of them at its end. */
export interface WorktreeIsolation {
  /** `from`: the worktree whose HEAD it branches from (the main thread's, when EnterWorktree moved it); default the checkout's. */
  isolate(agent: AgentDefinition, from?: string): Promise<ChildPlace>;
  /**
   * A worktree for the session itself (EnterWorktree): made as a subagent's, on the branch `named` gives (an existing
   * branch is refused), with the built-in tools working in it under the same sandbox rules.
   */
  open(named: { dir: string; branch: string }, who: string): Promise<{ wt: AgentWorktree; tools: AnyTool[] }>;
  /** A worktree closed at the run's end as a subagent's kept one: what the workspace lacks saved and named (`who` left it). */
  keep(wt: AgentWorktree, who: string): void;
  /** Removed now, with its branch (ExitWorktree's `remove`). */
  discard(wt: AgentWorktree): Promise<void>;
  /**
   * At the run's end, once no process of the agent is left: every worktree still there is removed with its branch. The
   * changes of one that the workspace does not have (the main agent never brought them over) are not in the run's
   * patch or push: they are saved as `<runDir>/worktrees/<name>.patch` and named in a warning (returned), never dropped.
   */
  close(): Promise<string[]>;
}

export interface WorktreeIsolationOptions {
  cwd: string;
  /** The run's folder: unmerged worktree changes are saved under `worktrees/` in it. */
  runDir: string;
  /** The runner's preparation and the workspace snapshot come before the first worktree (the audit compares against it). */
  beforeFirstProcess?: () => Promise<void>;
  /** The built-in file and shell tools working in `root`, commands in `sandbox`. */
  toolsAt: (root: string, sandbox: ToolSandbox | undefined) => AnyTool[];
  sandbox?: ToolSandbox;
  log: (text: string) => void;
  /** The settings' `worktree` block: the base (`baseRef`) and a sparse checkout (`sparsePaths`). */
  settings?: WorktreeSettings;
  /** Why a Read of this file would be refused (undefined: allowed): `.worktreeinclude` copies only readable files. */
  mayRead: (file: string) => string | undefined;
}

export function worktreeIsolation(opts: WorktreeIsolationOptions): WorktreeIsolation {
  // `agent`: who left it, as the end-of-run warning names it (`Subagent "x"`, `EnterWorktree`).
  const kept: { wt: AgentWorktree; agent: string }[] = [];
  // Said once per run, at its end (and logged when it happens): the same setting or file for every worktree.
  const notes = new Set<string>();
  let folder: WorktreesFolder | undefined;
  // One git worktree command at a time: parallel children add and remove worktrees of the same repository.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = queue.then(fn, fn);
    queue = next.catch(() => undefined);
    return next;
  };

  const finish = async (wt: AgentWorktree, agent: string): Promise<KeptWorktree | undefined> => {
    const changes = await worktreeChanges(wt);
    if (changes.files.length === 0 && !changes.moved && changes.error === undefined) {
      await serial(() => removeAgentWorktree(wt));
      opts.log(`Removed agent worktree at: ${wt.path} (agent "${agent}" changed nothing)`);
      return undefined;
    }
    kept.push({ wt, agent: `Subagent "${agent}"` });
    const what = changes.error !== undefined ? `it could not be inspected (${changes.error})` : `${changes.files.length} changed file(s)`;
    opts.log(`Agent worktree kept at: ${wt.path} on branch ${wt.branch} (agent "${agent}": ${what}${changes.moved ? ', HEAD moved' : ''})`);
    return { worktreePath: wt.path, worktreeBranch: wt.branch };
  };

  const make = async (who: string, named?: { dir: string; branch: string }, from?: string): Promise<{ wt: AgentWorktree; tools: AnyTool[] }> => {
    await opts.beforeFirstProcess?.();
    const request = {
      ...(opts.settings?.baseRef ? { baseRef: opts.settings.baseRef } : {}),
      ...(opts.settings?.sparsePaths ? { sparsePaths: opts.settings.sparsePaths.paths } : {}),
      ...(named ? { named } : {}),
      ...(from ? { from } : {}),
    };
    const wt = await serial(() =>
      createAgentWorktree(
        opts.cwd,
        newAgentWorktreeId(),
        (repoRoot) => {
          folder ??= ensureWorktreesFolder(repoRoot);
          return folder.dir;
        },
        request,
      ),
    );
    const sparse = wt.sparse ? `, only ${wt.sparse.join(', ')} checked out (${opts.settings?.sparsePaths?.source})` : '';
    opts.log(`Created agent worktree at: ${wt.path} on branch: ${wt.branch} from ${wt.baseName}${sparse} (${who})`);
    if (wt.baseWarning && !notes.has(wt.baseWarning)) {
      notes.add(wt.baseWarning);
      opts.log(wt.baseWarning);
    }
    const included = await copyWorktreeIncludes(wt.repoRoot, wt.path, opts.mayRead);
    if (included.copied.length > 0) {
      wt.included = included.copied;
      opts.log(`Copied ${included.copied.length} files from .worktreeinclude: ${included.copied.join(', ')}`);
    }
    if (included.skipped.length > 0) {
      const note = `.worktreeinclude: not copied into subagents' worktrees: ${included.skipped.join('; ')}`;
      if (!notes.has(note)) opts.log(note);
      notes.add(note);
    }
    // Its `.git` file and what names its git directory stay as git wrote them: a changed one would make the runner's
    // git (and the main agent's) read another repository.
    const protect = [path.join(wt.path, '.git'), path.join(wt.adminDir, 'commondir'), path.join(wt.adminDir, 'gitdir')];
    return { wt, tools: opts.toolsAt(wt.path, opts.sandbox?.forWorktree(wt.path, wt.commonDir, protect)) };
  };

  return {
    open: (named, who) => make(who, named),
    keep: (wt, who) => void kept.push({ wt, agent: who }),
    discard: (wt) => serial(() => removeAgentWorktree(wt)),
    async isolate(agent, from) {
      const { wt, tools: built } = await make(`agent "${agent.name}"`, undefined, from);
      // Pinned there: its EnterWorktree and ExitWorktree answer as a pinned agent's (subagent-worktree.ts).
      const own = [...built, ...subagentWorktreeTools({ checkout: opts.cwd, cwd: wt.path, pinned: true })];
      return {
        root: wt.path,
        retool: (tools) => tools.map((tool) => own.find((mine) => mine.name === tool.name) ?? tool),
        notice:
          `You are running in an isolated git worktree at ${wt.path} (a separate working copy of the repo). Changes you make here do NOT affect ` +
          `the main working directory (${opts.cwd}) or other agents. Work normally — the worktree will be cleaned up automatically if you made no ` +
          'changes, or preserved for review if you did.',
        finish: () => finish(wt, agent.name),
      };
    },

    async close() {
      const warnings: string[] = [...notes];
      for (const { wt, agent } of kept.splice(0)) {
        const line = await serial(() => closeOne(wt, agent, opts)).catch(
          (error: unknown) =>
            `The worktree of ${agent} at ${wt.path} (branch ${wt.branch}) could not be closed: ${error instanceof Error ? error.message : String(error)}`,
        );
        if (line) warnings.push(line);
      }
      if (folder) removeWorktreesFolder(folder);
      return warnings;
    },
  };
}

/** One kept worktree at the run's end: what the workspace lacks saved and named, then the worktree and branch removed. */
async function closeOne(wt: AgentWorktree, agent: string, opts: WorktreeIsolationOptions): Promise<string | undefined> {
  const rel = path.relative(opts.cwd, wt.path) || wt.path;
  let missing: string[];
  let patch: string;
  if (existsSync(wt.path)) {
    const changes = await worktreeChanges(wt);
    missing = changes.error !== undefined ? [`(not inspected: ${changes.error})`] : notBroughtOver(wt, changes.files);
    patch = missing.length > 0 && changes.error === undefined ? await worktreePatch(wt) : '';
  } else {
    // Removed during the run (by the main agent): its branch may still hold commits HEAD lacks.
    patch = await unmergedBranchPatch(wt);
    missing = patch ? ['(commits on its branch)'] : [];
  }
  await removeAgentWorktree(wt);
  if (missing.length === 0) {
    opts.log(`Removed agent worktree at: ${wt.path}: the workspace has every change it held`);
    return undefined;
  }
  let saved = '';
  if (patch) {
    const dir = path.join(opts.runDir, 'worktrees');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${path.basename(wt.path)}.patch`);
    writeFileSync(file, patch);
    saved = `; saved as ${file}`;
  }
  const shown = missing.length > 20 ? [...missing.slice(0, 20), `and ${missing.length - 20} more`] : missing;
  return (
    `${agent} left changes in its worktree ${rel} (branch ${wt.branch}) that the main agent did not bring into the workspace: ` +
    `${shown.join(', ')}. They are not in the run's patch or push${saved}.`
  );
}

/** Tools whose rules name paths: their relative specifiers are anchored at the working directory. */
const PATH_RULE_TOOLS = new Set(['Read', 'Edit', 'Write', 'MultiEdit', 'NotebookEdit', 'NotebookRead', 'Glob', 'Grep', 'LS']);

/**
 * The policy a subagent in the worktree `root` is decided under: its path rules relative to the worktree, and each deny
 * rule also where it was written for (the workspace, as an absolute pattern), so that moving the working directory
 * never lifts a deny (`Read(./.env)` still covers the workspace's `.env` by its absolute path).
 */
export function policyInWorktree(policy: PermissionPolicy, root: string): PermissionPolicy {
  const anchored = policy.deny.flatMap((rule): PermissionRule[] => {
    const spec = rule.specifier;
    if (spec === undefined || !PATH_RULE_TOOLS.has(rule.tool) || spec.startsWith('//') || spec === '~' || spec.startsWith('~/')) return [];
    return [{ ...rule, specifier: `/${pathPattern(spec, policy.workspaceRoot)}` }];
  });
  return { ...policy, workspaceRoot: root, deny: [...policy.deny, ...anchored] };
}
