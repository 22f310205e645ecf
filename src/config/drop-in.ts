import { parseClaudeArgs, type ClaudeArgs } from './claude-args.js';
import { additionalPermissions, claudeCodeActionInputsSet, workflowPermissionConfig } from './drop-in-permissions.js';
import { gitRefProblem } from '../git/ref-name.js';

/**
 * claude-code-action v1's inputs, so that a workflow written for it runs with only `uses:` changed
 * (docs/migrating-from-claude-code-action.md). `claude_args` flags become the inputs of the same
 * meaning; the other inputs are honoured where this runner has the behaviour and otherwise named in
 * a warning — never ignored silently.
 *
 * Precedence: a `claude_args` flag wins over the input of the same meaning (they are the CLI's own
 * flags, read last, as claude-code-action passes them to Claude Code last); a warning names both
 * when the input was set to something else. Rule lists (`--allowedTools`, `--disallowedTools`) and
 * `--mcp-config` add to the inputs instead, as claude-code-action merges them.
 */

type Reader = (name: string) => string;

/** claude_args flag → the input it stands for, with the input's action.yml default (a default is not "set to something else"). */
const OVERRIDES: { input: string; arg: keyof ClaudeArgs; flag: string; defaultValue: string }[] = [
  { input: 'model', arg: 'model', flag: '--model', defaultValue: '' },
  { input: 'max_turns', arg: 'maxTurns', flag: '--max-turns', defaultValue: '30' },
  { input: 'max_budget_usd', arg: 'maxBudgetUsd', flag: '--max-budget-usd', defaultValue: '5' },
  { input: 'effort', arg: 'effort', flag: '--effort', defaultValue: '' },
  { input: 'permission_mode', arg: 'permissionMode', flag: '--permission-mode', defaultValue: '' },
  { input: 'json_schema', arg: 'jsonSchema', flag: '--json-schema', defaultValue: '' },
  { input: 'settings', arg: 'settings', flag: '--settings', defaultValue: '' },
];

/** Inputs with no behaviour here yet: set (to anything but their no-op value), each is a warning saying what happens instead. */
const NOT_HONOURED: { input: string; noOp: string[]; instead: string }[] = [
  // true is what this runner always does: the one comment shows the run working, its task checklist and its result.
  // claude-code-action's false posts no tracking comment for a prompt-driven run; here the comment stays.
  {
    input: 'track_progress',
    noOp: ['true'],
    instead:
      'the run still keeps its one comment on the issue or pull request, with the progress checklist and the result (claude-code-action posts none for a prompt-driven run)',
  },
  { input: 'show_full_output', noOp: ['false'], instead: 'the log shows tool calls in short; every message is in the transcript_file output' },
  { input: 'display_report', noOp: ['true'], instead: 'the job summary is always written' },
];

const BOOLEAN_INPUTS = new Set(['track_progress', 'show_full_output', 'display_report', 'use_sticky_comment']);

/** The branch and commit-identity inputs, honoured by the push (src/report/github/branch-naming.ts). */
export interface DropInGitInputs {
  branchPrefix?: string;
  branchNameTemplate?: string;
  baseBranch?: string;
  /** bot_id / bot_name, when set and commits are not to be signed: the git author and committer. */
  bot?: { id: string; name: string };
}

/** What decides whether claude-code-action's tag-mode defaults apply (src/action/claude-tag-mode.ts). */
export interface ClaudeCodeActionStep {
  /** The claude-code-action-only inputs the step sets: any one marks it as a switched claude-code-action workflow. */
  inputs: string[];
  /** The permission configuration the workflow gave itself (named for the log); undefined: none. */
  permissionConfig?: string;
}

export interface DropInInputs {
  /** Reads an input as the settings parser should see it: claude_args folded in. */
  read: Reader;
  git: DropInGitInputs;
  /** Allow rules the inputs imply (`additional_permissions: actions: read` → the CI tools). */
  allow: string[];
  /** `additional_permissions`, for the Claude GitHub App's token. */
  permissions: Record<string, string>;
  step: ClaudeCodeActionStep;
  /** `claude_args --tools`: the built-in tools that exist (src/session/tools-flag.ts); undefined: all of them. */
  builtinTools?: string[];
  warnings: string[];
  errors: string[];
}

export function claudeCodeActionInputs(read: Reader, cwd: string): DropInInputs {
  const warnings: string[] = [];
  const errors: string[] = [];
  const raw = read('claude_args');
  const args = parseClaudeArgs(raw);
  if (args.unknown.length > 0)
    warnings.push(`input claude_args: ${args.unknown.join(', ')} not taken by this runner, ignored (see docs/migrating-from-claude-code-action.md)`);
  const replaced = new Map<string, string>();
  for (const o of OVERRIDES) {
    const value = args[o.arg];
    if (typeof value !== 'string') continue;
    const given = read(o.input).trim();
    if (given !== '' && given !== o.defaultValue && given !== value)
      warnings.push(`input ${o.input} (${given}) and claude_args ${o.flag} (${value}) both given: claude_args wins`);
    replaced.set(o.input, value);
  }
  if (args.systemPrompt !== undefined) {
    warnings.push(
      "input claude_args: --system-prompt is added after this runner's own system prompt (which carries the CI environment, the tools' rules and CLAUDE.md), like --append-system-prompt, instead of replacing it",
    );
  }
  const appended = [read('append_system_prompt'), args.systemPrompt ?? '', args.appendSystemPrompt ?? ''].filter((t) => t.trim() !== '');
  if (args.systemPrompt !== undefined || args.appendSystemPrompt !== undefined) replaced.set('append_system_prompt', appended.join('\n\n'));
  if (args.allowedTools.length > 0) replaced.set('allowed_tools', [read('allowed_tools'), ...args.allowedTools].filter((t) => t.trim() !== '').join('\n'));
  if (args.disallowedTools.length > 0)
    replaced.set('disallowed_tools', [read('disallowed_tools'), ...args.disallowedTools].filter((t) => t.trim() !== '').join('\n'));
  if (args.mcpConfigs.length > 0) {
    const merged = mergeMcpConfigs([read('mcp_config'), ...args.mcpConfigs].map((c) => c.trim()).filter((c) => c !== ''));
    if (merged.ok) replaced.set('mcp_config', merged.value);
    else errors.push(`input claude_args: --mcp-config: ${merged.error}`);
  }
  for (const input of NOT_HONOURED) {
    const value = read(input.input).trim();
    if (value === '') continue;
    if (BOOLEAN_INPUTS.has(input.input) && !['true', 'false'].includes(value.toLowerCase())) {
      warnings.push(`input ${input.input}: "${value}" is not true or false; ignored`);
      continue;
    }
    if (input.noOp.includes(value.toLowerCase())) continue;
    warnings.push(`input ${input.input} (claude-code-action) is not honoured by this runner: ${input.instead}`);
  }
  const granted = additionalPermissions(read('additional_permissions'));
  warnings.push(...granted.warnings);
  const permissionConfig = workflowPermissionConfig(read, args, cwd);
  return {
    read: (name) => replaced.get(name) ?? read(name),
    git: gitInputs(read, warnings, errors),
    allow: granted.allow,
    permissions: granted.granted,
    step: { inputs: claudeCodeActionInputsSet(read), ...(permissionConfig ? { permissionConfig } : {}) },
    ...(args.tools ? { builtinTools: args.tools } : {}),
    warnings,
    errors,
  };
}

/**
 * As claude-code-action: use_commit_signing true makes commits through the GitHub API as the token's
 * identity, signed by GitHub (what this runner always does); false (its default) commits as bot_id /
 * bot_name, unsigned. Without bot_id / bot_name this runner keeps GitHub's signed commits.
 */
function gitInputs(read: Reader, warnings: string[], errors: string[]): DropInGitInputs {
  const git: DropInGitInputs = {};
  const prefix = read('branch_prefix').trim();
  if (prefix !== '') git.branchPrefix = prefix;
  const template = read('branch_name_template').trim();
  if (template !== '') git.branchNameTemplate = template;
  const base = read('base_branch').trim();
  if (base !== '') {
    // The runner fetches and checks it out (src/trigger/base-branch.ts): a name git refuses is said now.
    const problem = gitRefProblem(base) ?? (base.startsWith('-') ? `branch name ${JSON.stringify(base)} starts with -` : null);
    if (problem) errors.push(`input base_branch: ${problem}`);
    else git.baseBranch = base;
  }
  const signing = read('use_commit_signing').trim().toLowerCase();
  if (signing !== '' && signing !== 'true' && signing !== 'false') warnings.push(`input use_commit_signing: "${signing}" is not true or false; ignored`);
  const botId = read('bot_id').trim();
  const botName = read('bot_name').trim();
  if (botId === '' && botName === '') return git;
  if (botId !== '' && !/^\d+$/.test(botId)) {
    warnings.push(`input bot_id: "${botId}" is not a numeric GitHub user id; commits keep GitHub's identity for the token`);
    return git;
  }
  if (signing === 'true') {
    warnings.push("input bot_id/bot_name: not applied with use_commit_signing: true — commits are made as the token's identity and signed by GitHub");
    return git;
  }
  // claude-code-action's defaults for the one not given (action.yml).
  git.bot = { id: botId || '41898282', name: botName || 'claude[bot]' };
  return git;
}

/**
 * Several MCP configurations as one: inline JSON objects have their `mcpServers` merged (a later
 * server of the same name wins, as in claude-code-action); a single path is kept as it is. A path
 * among several values is refused: this runner reads one file or merges inline JSON, not both.
 */
function mergeMcpConfigs(values: string[]): { ok: true; value: string } | { ok: false; error: string } {
  if (values.length === 1) return { ok: true, value: values[0] ?? '' };
  const servers: Record<string, unknown> = {};
  for (const value of values) {
    if (!value.startsWith('{'))
      return { ok: false, error: `"${value.slice(0, 80)}" is a path among several MCP configurations; give one path, or every one as inline JSON` };
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch (error) {
      return { ok: false, error: `not valid JSON: ${(error as Error).message}` };
    }
    const entries = typeof parsed === 'object' && parsed !== null ? (parsed as { mcpServers?: unknown }).mcpServers : undefined;
    if (typeof entries !== 'object' || entries === null || Array.isArray(entries))
      return { ok: false, error: 'an inline configuration without an mcpServers object' };
    Object.assign(servers, entries);
  }
  return { ok: true, value: JSON.stringify({ mcpServers: servers }) };
}
