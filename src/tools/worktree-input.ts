import { randomInt } from 'node:crypto';
import { objectSchema, validateInput } from './schema.js';
import type { Validation } from './types.js';

/**
 * EnterWorktree's and ExitWorktree's inputs and answers as Claude Code 2.1.332 has them (measured headless:
 * scripts/oracle/worktree-tools.mjs, test/fixtures/claude-code-tool-results/2.1.332-worktree.json). The session's side
 * (making the worktree, moving the tools into it) is src/session/session-worktree.ts.
 */
const ENTER_WORKTREE = 'EnterWorktree';
const EXIT_WORKTREE = 'ExitWorktree';

export interface EnterInput {
  name?: string;
  path?: string;
}
export interface ExitInput {
  action: 'keep' | 'remove';
  discard_changes?: boolean;
}

const enterSchema = objectSchema([], {
  name: {
    type: 'string',
    description:
      'Optional name for a new worktree. Each "/"-separated segment may contain only letters, digits, dots, underscores, and dashes; max 64 chars total. A random name is generated if not provided. Mutually exclusive with `path`.',
  },
  path: {
    type: 'string',
    description:
      'Path to an existing worktree to switch into instead of creating one: a worktree of this repository under .claude/worktrees/. Mutually exclusive with `name`.',
  },
});

const exitSchema = objectSchema(['action'], {
  action: {
    type: 'string',
    enum: ['keep', 'remove'],
    description: '"keep" leaves the worktree and branch on disk; "remove" deletes the worktree and its branch.',
  },
  discard_changes: {
    type: 'boolean',
    description: 'Required true when action is "remove" and the worktree has uncommitted files or unmerged commits. The tool refuses and lists them otherwise.',
  },
});

const ENTER_DESCRIPTION = [
  'Creates an isolated git worktree (under .claude/worktrees/, on a new branch worktree-<name>) and moves the session into it: Bash, Read, Edit, Write, Glob and Grep then work there.',
  '',
  'Use it ONLY when told to work in a worktree (by the task or by CLAUDE.md). To work on a branch, use git instead.',
  '',
  '- `name` (optional): letters, digits, dots, underscores and dashes, "/"-separated, at most 64 characters; a random name otherwise.',
  '- `path` (optional, instead of `name`): enter a worktree of this repository under .claude/worktrees/ that already exists.',
  '',
  "In this CI run, changes left in a worktree are not part of the run's patch or push: bring what must be delivered into the original checkout, or they are saved as a patch file the run's report names.",
].join('\n');

const EXIT_DESCRIPTION = [
  'Leaves the worktree EnterWorktree made in this session and returns the session to the original checkout.',
  '',
  '- `action` "keep": the worktree and its branch stay (the run saves its changes as a patch file named in the report).',
  '- `action` "remove": the worktree and its branch are deleted. With uncommitted files or commits it refuses unless `discard_changes` is true; it also refuses while a background command started in the worktree runs.',
  '',
  'Called when no EnterWorktree session is active, it changes nothing.',
].join('\n');

/** A zod issue list as Claude Code 2.1.332 prints it after `InputValidationError: `. */
const zodIssues = (issues: Record<string, unknown>[]): Validation<never> => ({ ok: false, error: JSON.stringify(issues, null, 2) });
const nameIssue = (message: string) => zodIssues([{ code: 'custom', message, path: ['name'] }]);

const SEGMENT = /^[A-Za-z0-9._-]+$/;

function validateEnter(input: unknown): Validation<EnterInput> {
  const checked = validateInput<EnterInput>(ENTER_WORKTREE, enterSchema, input);
  if (!checked.ok) return checked;
  const { name, path } = checked.value;
  if (name !== undefined && path !== undefined) return zodIssues([{ code: 'custom', path: [], message: 'Provide at most one of `name` or `path`, not both.' }]);
  if (name !== undefined) {
    if (name.length > 64) return nameIssue(`Invalid worktree name: must be 64 characters or fewer (got ${name.length})`);
    const segments = name.split('/');
    if (segments.some((s) => s === '.' || s === '..'))
      return nameIssue(`Invalid worktree name ${JSON.stringify(name)}: must not contain "." or ".." path segments`);
    if (!segments.every((s) => SEGMENT.test(s)))
      return nameIssue(
        `Invalid worktree name ${JSON.stringify(name)}: each "/"-separated segment must be non-empty and contain only letters, digits, dots, underscores, and dashes`,
      );
  }
  return checked;
}

function validateExit(input: unknown): Validation<ExitInput> {
  const action = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)['action'] : undefined;
  if (typeof action === 'string' && action !== 'keep' && action !== 'remove')
    return zodIssues([{ code: 'invalid_value', values: ['keep', 'remove'], path: ['action'], message: 'Invalid option: expected one of "keep"|"remove"' }]);
  return validateInput<ExitInput>(EXIT_WORKTREE, exitSchema, input);
}

/** The worktree's folder under .claude/worktrees/ and its branch: Claude Code puts "/" as "+" in both. */
export function worktreeNames(name: string): { dir: string; branch: string } {
  const flat = name.replaceAll('/', '+');
  return { dir: flat, branch: `worktree-${flat}` };
}

const ADJECTIVES = ['calm', 'brave', 'bright', 'quiet', 'swift', 'gentle', 'bold', 'eager', 'keen', 'merry', 'tidy', 'witty'];
const VERBS = ['wibbling', 'humming', 'dancing', 'drifting', 'gliding', 'roaming', 'sailing', 'skipping', 'spinning', 'wandering'];
const NOUNS = ['storm', 'river', 'meadow', 'harbor', 'forest', 'comet', 'falcon', 'lantern', 'orchard', 'summit'];

/** A random name in Claude Code's shape (`calm-wibbling-storm`). */
export function randomWorktreeName(): string {
  const pick = (words: readonly string[]): string => words[randomInt(words.length)] ?? 'x';
  return `${pick(ADJECTIVES)}-${pick(VERBS)}-${pick(NOUNS)}`;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Claude Code's answers, word for word. */
export const worktreeWords = {
  created: (at: string, branch: string | undefined): string =>
    `Created worktree at “${at}”${branch ? ` on branch “${branch}”` : ''}. The session is now working in the worktree. Use ExitWorktree to leave mid-session, or exit the session to be prompted.`,
  alreadyIn:
    'Already in a worktree session. Pass `path` to switch into another existing worktree, or use ExitWorktree to leave this one before creating a new worktree.',
  notIn:
    'No-op: there is no active EnterWorktree session to exit. This tool only operates on worktrees created by EnterWorktree in the current session — it will not touch worktrees created manually or in a previous session. No filesystem changes were made.',
  hasWork: (files: number, commits: number, branch: string): string => {
    const parts = [...(files > 0 ? [`${plural(files, 'uncommitted file')}`] : []), ...(commits > 0 ? [`${plural(commits, 'commit')} on “${branch}”`] : [])];
    return `Worktree has ${parts.join(' and ')}. Removing will discard this work permanently. Confirm with the user, then re-invoke with discard_changes: true — or use action: "keep" to preserve the worktree.`;
  },
  unverified: (at: string): string =>
    `Could not verify worktree state at “${at}”. Refusing to remove without explicit confirmation. Confirm with the user, then re-invoke with discard_changes: true to proceed — or use action: "keep" to preserve the worktree.`,
  busy: (task: string): string =>
    `Nothing was removed: task ${task} is still running and may be working in this worktree, and removing the worktree now could lose that work or land it in the main checkout. Wait for the task to finish, or ask the user before stopping it, then call this tool again — or use action: "keep" to preserve the worktree.`,
  kept: (at: string, branch: string, back: string): string =>
    `Exited worktree. Your work is preserved at “${at}” on branch “${branch}”. Session is now back in “${back}”.`,
  removed: (at: string, commits: number, files: number, back: string): string => {
    const discarded = [...(commits > 0 ? [plural(commits, 'commit')] : []), ...(files > 0 ? [plural(files, 'uncommitted file')] : [])];
    return `Exited and removed worktree at “${at}”.${discarded.length ? ` Discarded ${discarded.join(' and ')}.` : ''} Session is now back in “${back}”.`;
  },
  notRegistered: (at: string, repo: string): string =>
    `Cannot enter worktree: ${at} is not a registered worktree of ${repo}. Run 'git -C ${repo} worktree list' to see registered worktrees.`,
  isolated: (at: string): string => `This session is isolated in the worktree ${at}. Edit the worktree copy of this file instead of the shared-checkout path.`,
  /** A subagent's `name` (or no input): refused before any hook; a pinned one (`isolation: worktree`) is pointed at `path`. */
  subagentCreate: (pinned: boolean): string =>
    'EnterWorktree cannot create a worktree from a subagent with a cwd override (isolation: "worktree" or explicit cwd) — it would mutate the parent session\'s process-wide working directory. ' +
    (pinned
      ? 'To switch this agent into an existing worktree managed by Claude Code (under .claude/worktrees/ of this repository), call EnterWorktree with `path`. To work in any other directory, spawn an Agent with `cwd` set to it.'
      : 'To work in a different directory (including a worktree), spawn an Agent with `cwd` set to it.'),
  subagentExit:
    'ExitWorktree cannot be called from a subagent with a cwd override (isolation: "worktree" or explicit cwd) — it would mutate the parent session\'s process-wide working directory. This agent is already isolated; use Bash with `cd` for directory changes within it.',
  /** A subagent's `path`, after PreToolUse: from the checkout, … */
  notInWorktree: (cwd: string): string =>
    `Cannot enter worktree: the current working directory ${cwd} is the repository root, not an isolated worktree — switching is only available to sessions whose working directory is inside a worktree of this repository.`,
  /** … and from a pinned agent: the checkout itself, a folder outside `.claude/worktrees`, another agent's worktree. */
  mainTree: (at: string): string => `Cannot enter worktree: ${at} is the main working tree, not a linked worktree.`,
  notManaged: (at: string, folder: string): string =>
    `Cannot enter worktree: ${at} is not under ${folder}. Switching from this session is limited to worktrees managed by Claude Code (created under .claude/worktrees/ of this repository).`,
  /** `who`: "agent" (its own `isolation: worktree`), "session" (it works in the main thread's worktree). */
  notWritable: (at: string, own: string, who: 'agent' | 'session'): string =>
    `Entering “${at}” would not give this agent write access there, so the switch was not made. This ${who} is isolated in the worktree ${own}, so its writes are limited to that folder. This path is in a different worktree (${at}). Edit the copy of this file under ${own} instead.`,
};

/** What the main thread's EnterWorktree and a subagent's share: the name, words, schema and input checks. */
export const enterWorktreeShape = { name: ENTER_WORKTREE, description: ENTER_DESCRIPTION, inputSchema: enterSchema, readOnly: false, validate: validateEnter };
/** The same for ExitWorktree. */
export const exitWorktreeShape = { name: EXIT_WORKTREE, description: EXIT_DESCRIPTION, inputSchema: exitSchema, readOnly: false, validate: validateExit };
