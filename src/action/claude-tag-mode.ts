import { parseRuleList } from '../permissions/rule-parse.js';
import type { PushMode, Settings } from '../settings.js';
import type { Task } from '../trigger/types.js';

/**
 * claude-code-action's tag mode, for a workflow switched from it by its `uses:` line: a mention,
 * label or assignment (no `prompt` input; with one, claude-code-action runs its agent mode) lets
 * Claude edit the workspace (`--permission-mode acceptEdits`), update its comment and read CI, and
 * its changes end up on a new `claude/…` branch (or on the pull request's own branch) — with no
 * `allowedTools` at all. Agent Runner's own workflows keep its defaults: read-only tools and the
 * changes as a patch in the comment (docs/permissions.md says why; docs/migrating-from-claude-code-action.md
 * says when these defaults apply).
 *
 * Security: only a run whose actor passed the permission check (write access, or a bot the workflow
 * names) gets them — never one let in by `allowed_non_write_users`. Edits are those of acceptEdits
 * here: inside the working directory only, never `.git`, `.claude` or `.github/workflows`; Bash is not
 * widened (the runner commits and pushes, the agent needs no git), the sandbox and the workspace audit
 * are as always, and a deny rule still wins. claude-code-action adds a workflow's `--allowedTools` and
 * `--settings` rules to its tag-mode tools, so those keep the edit default here too; a mode the workflow
 * names (`permission_mode`, `--permission-mode`) or this runner's own `allowed_tools` replaces it.
 */

/** Permission configuration that claude-code-action merges with its tag-mode defaults rather than replacing them. */
const ADDED_TO_TAG_DEFAULTS = new Set(['claude_args --allowedTools', 'claude_args --settings (permissions)', 'input settings (permissions)']);

/**
 * Tag mode's tools (claude-code-action's src/modes/tag/index.ts): Glob and Grep from its `BASE_ALLOWED_TOOLS` (reading is
 * allowed here anyway; naming them is what makes Claude Code 2.1.332 offer them, session/search-tools.ts), its comment tool
 * and its CI tools.
 */
const TAG_MODE_TOOLS = [
  'Glob',
  'Grep',
  'mcp__github_comment__update_claude_comment',
  'mcp__github_ci__get_ci_status',
  'mcp__github_ci__get_workflow_run_details',
  'mcp__github_ci__download_job_log',
];

/** claude-code-action's branch_prefix default. */
const CLAUDE_BRANCH_PREFIX = 'claude/';

export interface TagModeRun {
  /** The settings with tag mode's defaults under what the workflow set. */
  settings: Settings;
  /** The push when the `push` input is not set: the PR's branch on a pull request, else a new branch. */
  push: PushMode | 'none';
  /** What the defaults are, for the log. */
  info: string;
  warnings: string[];
}

/** Tag mode's defaults when the run is one (see above); undefined otherwise. */
export function claudeTagMode(settings: Settings, task: Task, strict: boolean): TagModeRun | undefined {
  if (strict || (task.mode !== 'comment' && task.mode !== 'issue') || settings.prompt.trim() !== '') return undefined;
  const startedBy = task.startedBy;
  const claudeWord = startedBy !== undefined && startedBy.kind !== 'assignee' && /claude/i.test(startedBy.word);
  const step = settings.claudeCodeAction;
  // `allowed_tools` is this runner's input (claude-code-action v1 has none): with no claude-code-action input beside
  // it, the step is one of this runner's own workflows, whichever of the default phrases (@agent, @claude) was typed.
  const ownWorkflow = step.inputs.length === 0 && step.permissionConfig === 'input allowed_tools';
  if (ownWorkflow || (!claudeWord && step.inputs.length === 0)) return undefined;
  const why = claudeWord ? `started by ${startedBy?.word ?? ''}` : `the step sets ${step.inputs.join(', ')}`;

  const warnings: string[] = [];
  // A closed or merged pull request gets a new branch, as in claude-code-action: its own branch feeds no open PR.
  const openPr = task.pr && !task.pr.closed ? task.pr : undefined;
  let push: PushMode | 'none' = settings.github.push ?? (openPr ? 'pr_branch' : 'branch');
  if (settings.github.push === undefined && openPr?.isFork) {
    push = 'none';
    warnings.push(
      `claude-code-action tag mode: pull request #${openPr.number} comes from a fork, whose branch this runner cannot push to: the changes stay in the comment's patch (patch_file)`,
    );
  }
  const git = settings.github.dropInGit;
  const named = git.branchPrefix !== undefined || git.branchNameTemplate !== undefined;
  const dropInGit = push === 'branch' && !named ? { ...git, branchPrefix: CLAUDE_BRANCH_PREFIX } : git;
  const tools = parseRuleList(TAG_MODE_TOOLS.join('\n'), 'claude-code-action tag mode').rules;

  const own = step.permissionConfig;
  const edits = own === undefined || ADDED_TO_TAG_DEFAULTS.has(own);
  if (!edits && settings.permissionMode === undefined) {
    warnings.push(
      `claude-code-action tag mode: edits are not allowed by default here because the workflow gives its own permissions (${own}): add Edit and Write to the allow list, or set permission_mode: acceptEdits`,
    );
  }
  const pushText =
    push === 'none' ? 'nothing is pushed' : push === 'branch' ? 'changes go to a new branch' : `changes go to ${task.pr?.headRef ?? 'the pull request'}`;
  const info =
    `claude-code-action tag mode (${why}, no prompt input): ` +
    (edits ? 'edits inside the working directory are allowed (acceptEdits) unless .claude/settings.json sets defaultMode; ' : '') +
    `the comment and CI tools are allowed; ${pushText}${settings.github.push !== undefined ? ' (input push)' : ''}`;
  return {
    settings: {
      ...settings,
      ...(edits ? { fallbackPermissionMode: 'acceptEdits' as const } : {}),
      allowedTools: [...settings.allowedTools, ...tools],
      github: { ...settings.github, dropInGit },
    },
    push,
    info,
    warnings,
  };
}
