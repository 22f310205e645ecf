/** Which of Claude Code's settings keys and `env` variables the runner accepts quietly, names, or reads (settings-file.ts). */

/** Claude Code settings this runner has no use for in CI: accepted without a word. */
export const IGNORED_KEYS: ReadonlySet<string> = new Set([
  '$schema',
  'apiKeyHelper',
  'awsAuthRefresh',
  'awsCredentialExport',
  'cleanupPeriodDays',
  'companyAnnouncements',
  'includeGitInstructions',
  'availableModels',
  'statusLine',
  'forceLoginMethod',
  'forceLoginOrgUUID',
  'enableAllProjectMcpServers',
  'enabledMcpjsonServers',
  'disabledMcpjsonServers',
  'allowedMcpServers',
  'deniedMcpServers',
  'spinnerTipsEnabled',
  'spinnerVerbs',
  'plansDirectory',
  'respectGitignore',
  'otelHeadersHelper',
  'fileSuggestion',
  'theme',
  'verbose',
  'autoUpdates',
  'autoUpdatesChannel',
  'preferredNotifChannel',
  'allowManagedHooksOnly',
  'allowManagedPermissionRulesOnly',
  'showTurnDuration',
  'terminalProgressBarEnabled',
  'prefersReducedMotion',
  'skipWebFetchPreflight',
  'feedbackSurveyRate',
  'hooksConfig',
  'teammateMode',
  'disableAutoMode',
  // The runner ships none of Claude Code's bundled skills: `true` is what it does already.
  'disableBundledSkills',
]);
/**
 * Settings that would change what the agent is or may do (its model, its prompt, its plugins...) that the runner does
 * not honour yet: accepted so the file loads, each named in a warning (the workflow's inputs say how to get the same).
 */
export const UNHONOURED_KEYS: Readonly<Record<string, string>> = {
  // Measured (scripts/oracle/settings-keys.mjs): Claude Code 2.1.332 with -p retries a 529 ten times on the same model
  // and ignores the settings' fallbackModel (only the --fallback-model flag switches, after 3 overloaded answers).
  fallbackModel: 'Claude Code ignores it headless too: an overloaded API is retried with the same model',
};
/** Variables Claude Code reads for itself (model, timeouts, features): in `env` they reach the tools only. */
export const CLAUDE_CODE_VARIABLE =
  /^(?:ANTHROPIC_[A-Z_]+|CLAUDE_CODE_[A-Z_]+|BASH_(?:DEFAULT|MAX)_TIMEOUT_MS|BASH_MAX_OUTPUT_LENGTH|MAX_THINKING_TOKENS|MAX_MCP_OUTPUT_TOKENS|MCP_TIMEOUT|MCP_TOOL_TIMEOUT|DISABLE_[A-Z_]+)$/;
/** Claude Code's own variables with no meaning in a headless run of the runner (telemetry, updates, its terminal): accepted quietly. */
export const NO_MEANING_ENV: ReadonlySet<string> = new Set([
  'DISABLE_TELEMETRY',
  'DISABLE_AUTOUPDATER',
  'DISABLE_ERROR_REPORTING',
  'DISABLE_BUG_COMMAND',
  'DISABLE_COST_WARNINGS',
  'DISABLE_NON_ESSENTIAL_MODEL_CALLS',
  'CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC',
  'CLAUDE_CODE_DISABLE_TERMINAL_TITLE',
  'CLAUDE_CODE_DISABLE_FEEDBACK_SURVEY',
  'CLAUDE_CODE_HIDE_ACCOUNT_INFO',
  'CLAUDE_CODE_IDE_SKIP_AUTO_INSTALL',
  'CLAUDE_CODE_DISABLE_BUNDLED_SKILLS',
  // The runner never asks for a 1M-token window (no context-1m beta): what this variable asks of 2.1.332.
  'CLAUDE_CODE_DISABLE_1M_CONTEXT',
  // Claude Code's git status snapshot and commit attribution reminders, and its auto memory folder: the runner sends
  // neither and keeps no such folder, which is what these ask for (measured: 2.1.332-tool-env.json, git-env).
  'CLAUDE_CODE_DISABLE_GIT_INSTRUCTIONS',
  'CLAUDE_CODE_DISABLE_AUTO_MEMORY',
  // Which ripgrep Claude Code runs: the runner's Grep and Glob are its own.
  'USE_BUILTIN_RIPGREP',
]);
/** Claude Code's own variables the runner does not read or apply, each with why (the warning's text). */
export const ENV_NOT_HONOURED: Readonly<Record<string, string>> = {
  CLAUDE_CODE_MAX_CONTEXT_TOKENS: "not honoured: the runner reckons each model's window from its own table (CLAUDE_CODE_AUTO_COMPACT_WINDOW moves compaction)",
  ANTHROPIC_BETAS:
    'not applied, a safety choice: a beta a file names could switch on what the budget does not price (a 1M-token window bills its long-prompt rates); the runner sends the betas its request needs',
  CLAUDE_CODE_EXTRA_BODY:
    'not applied, a safety choice: a field a file adds to every request could change what a call costs or does past what the budget and the permission rules check',
  CLAUDE_CODE_SHELL_PREFIX:
    'not applied: the permission rules, the read-only list and its jail judge each Bash command as written; a program wrapped around every command and hook (Claude Code hands it the whole shell line) could run anything in its place, unjudged, even for the commands approved as read-only. Log or gate commands with a PreToolUse hook instead',
};
