import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ClaudeArgs } from './claude-args.js';

type Reader = (name: string) => string;

/**
 * What claude-code-action's permission-related inputs mean here (docs/migrating-from-claude-code-action.md):
 * `additional_permissions`, which permission configuration the workflow gave itself, and whether the
 * step is a claude-code-action one (src/action/claude-tag-mode.ts decides its tag-mode defaults from these).
 */

/** claude-code-action's github_ci server: what `actions: read` gives its runs (docs/configuration.md there). */
export const CI_TOOLS_RULE = 'mcp__github_ci';

/**
 * Inputs only claude-code-action has (this runner's own workflows do not use them): one of them set
 * marks the step as a claude-code-action workflow switched by its `uses:` line.
 */
const CLAUDE_CODE_ACTION_ONLY = [
  'claude_args',
  'additional_permissions',
  'assignee_trigger',
  'branch_prefix',
  'branch_name_template',
  'base_branch',
  'bot_id',
  'bot_name',
  'use_commit_signing',
  'track_progress',
  'use_sticky_comment',
  'display_report',
  'show_full_output',
];

export function claudeCodeActionInputsSet(read: Reader): string[] {
  return CLAUDE_CODE_ACTION_ONLY.filter((name) => read(name).trim() !== '');
}

/** `additional_permissions` as this runner uses it. */
export interface AdditionalPermissions {
  /** Allow rules it implies: `actions: read` (or write) → the `mcp__github_ci__*` tools, as claude-code-action's docs promise. */
  allow: string[];
  /** Each valid `name: level`, named as GitHub Apps name permissions (`pull-requests` → `pull_requests`). */
  granted: Record<string, string>;
  /** Lines that are not `name: level`. */
  warnings: string[];
}

/**
 * `additional_permissions`, read as claude-code-action reads it (one `name: level` a line). There it widens the
 * Claude GitHub App's token, and so it does here when the run posts with that token (src/github/token.ts); with
 * the job's own token the job's `permissions:` block decides, and only `actions: read` changes anything (the CI tools).
 */
export function additionalPermissions(raw: string): AdditionalPermissions {
  const allow: string[] = [];
  const granted: Record<string, string> = {};
  const warnings: string[] = [];
  for (const line of raw.split('\n')) {
    const text = line.trim();
    if (text === '' || text.startsWith('#')) continue;
    const colon = text.indexOf(':');
    const name = colon < 0 ? '' : text.slice(0, colon).trim().toLowerCase().replace(/-/g, '_');
    const level =
      colon < 0
        ? ''
        : text
            .slice(colon + 1)
            .trim()
            .toLowerCase();
    if (name === '' || !['read', 'write', 'none'].includes(level)) {
      warnings.push(`input additional_permissions: "${text}" is not "name: read|write|none" (e.g. "actions: read"); ignored`);
      continue;
    }
    granted[name] = level;
    if (name === 'actions' && level !== 'none' && !allow.includes(CI_TOOLS_RULE)) allow.push(CI_TOOLS_RULE);
  }
  return { allow, granted, warnings };
}

/**
 * The permission configuration the workflow itself gave, named for the log (undefined: none): an
 * allow list (`allowed_tools`, `claude_args --allowedTools`), a mode (`permission_mode`,
 * `--permission-mode`), or a `permissions` block in the `settings` input (`--settings`). Deny rules
 * are not counted: they only take away, and win over any default anyway.
 */
export function workflowPermissionConfig(read: Reader, args: ClaudeArgs, cwd: string): string | undefined {
  if (args.allowedTools.length > 0) return 'claude_args --allowedTools';
  if (read('allowed_tools').trim() !== '') return 'input allowed_tools';
  if (args.permissionMode !== undefined) return 'claude_args --permission-mode';
  if (read('permission_mode').trim() !== '') return 'input permission_mode';
  const settings = (args.settings ?? read('settings')).trim();
  if (settings !== '' && settingsHavePermissions(settings, cwd))
    return args.settings !== undefined ? 'claude_args --settings (permissions)' : 'input settings (permissions)';
  return undefined;
}

/** Inline JSON or a file, relative to the working directory; one that cannot be read is reported by the settings loader, not here. */
function settingsHavePermissions(value: string, cwd: string): boolean {
  let text = value;
  if (!value.startsWith('{')) {
    try {
      text = readFileSync(path.resolve(cwd, value), 'utf8');
    } catch {
      return false;
    }
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && 'permissions' in parsed;
  } catch {
    return false;
  }
}
