export const id = 9891;
export const ids = [9891];
export const modules = {

/***/ 12517:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _W: () => (/* binding */ loadRepoSettings)
});

// UNUSED EXPORTS: LOCAL_SETTINGS_FILE, SETTINGS_FILE

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/src/hooks/config.js + 1 modules
var config = __webpack_require__(24227);
// EXTERNAL MODULE: ./build/src/permissions/types.js
var types = __webpack_require__(17747);
// EXTERNAL MODULE: ./build/src/sandbox/config.js
var sandbox_config = __webpack_require__(14999);
;// CONCATENATED MODULE: ./build/src/config/local-settings.js
/**
 * `.claude/settings.local.json`, when a repository commits it. Claude Code reads it over `settings.json` on a
 * developer's machine; committed, it is usually one developer's list of rules they clicked "always allow" on, which the
 * team never reviewed as policy. The rule here: what in it cannot widen what the agent may do is honoured, with Claude
 * Code's precedence (over settings.json, under the `settings` input); what could widen it is not, each key named in a
 * warning.
 */
/** Honoured: they narrow (deny, ask) or choose among things every run may do (model, effort, thinking, style). */
const NARROWING_PERMISSION_KEYS = new Set(['deny', 'ask']);
const HARMLESS_KEYS = new Set([
    'model',
    'effortLevel',
    'alwaysThinkingEnabled',
    'outputStyle',
    'language',
    'attribution',
    'includeCoAuthoredBy',
    '$schema',
    // They only take away: a skill hidden, an http hook or a header variable refused (restriction-keys.ts).
    'skillOverrides',
    'allowedHttpHookUrls',
    'httpHookAllowedEnvVars',
]);
/** Why each other key is not taken from the local file. */
const WIDENING = {
    allow: 'an allow rule widens what the team reviewed in settings.json',
    defaultMode: 'a mode can only be as wide as settings.json or the workflow says',
    additionalDirectories: 'it would open folders beyond the checkout',
    hooks: 'hooks run code with no permission check',
    disableAllHooks: "it would switch off the team's hooks, which may be gates",
    env: 'variables change what hooks and MCP servers run with no permission check',
    sandbox: 'it could open the sandbox',
    enableAllProjectMcpServers: 'it would start servers the team did not enable',
    enabledMcpjsonServers: 'it would start servers the team did not enable',
    modelOverrides: "it would send the run's calls to other model ids",
};
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The part of the local file that is honoured, for the settings reader to apply like any source. */
function narrowLocalSettings(json, label, warnings) {
    if (!isRecord(json))
        return json;
    const kept = {};
    const dropped = [];
    for (const [key, value] of Object.entries(json)) {
        if (key === 'permissions' && isRecord(value)) {
            const permissions = {};
            for (const [k, v] of Object.entries(value)) {
                if (NARROWING_PERMISSION_KEYS.has(k))
                    permissions[k] = v;
                else
                    dropped.push(`permissions.${k} (${WIDENING[k] ?? 'it could widen permissions'})`);
            }
            kept.permissions = permissions;
        }
        else if (HARMLESS_KEYS.has(key) || key === 'permissions')
            kept[key] = value;
        else
            dropped.push(`${key} (${WIDENING[key] ?? 'only what cannot widen permissions is taken from this file'})`);
    }
    if (dropped.length > 0)
        warnings.push(`${label}: committed personal settings: not applied in CI: ${dropped.join('; ')}. Its deny and ask rules, model, effortLevel, alwaysThinkingEnabled, outputStyle, language, attribution, skillOverrides and the http-hook lists are; move what the team needs into .claude/settings.json`);
    return kept;
}

;// CONCATENATED MODULE: ./build/src/config/worktree-settings.js
/** Keys of the block the runner has no use for, and why: each named in a warning. */
const UNHONOURED = {
    symlinkDirectories: "a link from the worktree into the workspace would let the subagent's writes reach the workspace; the directories are not linked",
    bgIsolation: 'there are no background sessions in CI',
};
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    return typeof value;
}
/** A sparse path as git's cone mode takes it: relative, `/`-separated, no `..`, no trailing slash. */
function sparsePath(raw) {
    const trimmed = raw
        .trim()
        .replace(/\\/g, '/')
        .replace(/^(?:\.\/)+/, '')
        .replace(/^\/+|\/+$/g, '');
    if (trimmed === '' || trimmed.split('/').some((part) => part === '..' || part === '.' || part === ''))
        return undefined;
    // Cone mode takes directory names, not patterns: a glob or escape character would change what its line matches.
    if (/[*?[\]\\!#]/.test(trimmed))
        return undefined;
    return trimmed;
}
function applyWorktreeBlock(value, label, into, warnings) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        warnings.push(`${label}: worktree: expected an object, got ${describe(value)}; ignored`);
        return;
    }
    for (const [key, v] of Object.entries(value)) {
        const at = `${label}: worktree.${key}`;
        if (key === 'baseRef') {
            if (v === 'fresh' || v === 'head')
                into.baseRef = { value: v, source: `${label} worktree.baseRef` };
            else
                warnings.push(`${at}: expected "fresh" or "head", got ${typeof v === 'string' ? `"${v.slice(0, 40)}"` : describe(v)}; ignored`);
        }
        else if (key === 'sparsePaths') {
            if (!Array.isArray(v) || !v.every((p) => typeof p === 'string')) {
                warnings.push(`${at}: expected a list of directory paths, got ${describe(v)}; ignored`);
                continue;
            }
            const paths = [];
            for (const raw of v) {
                const p = sparsePath(raw);
                if (p === undefined)
                    warnings.push(`${at}: "${raw.slice(0, 80)}" is not a directory inside the repository (cone mode takes plain directory names); left out`);
                else if (!paths.includes(p))
                    paths.push(p);
            }
            if (paths.length > 0)
                into.sparsePaths = { paths, source: `${label} worktree.sparsePaths` };
            else
                delete into.sparsePaths;
        }
        else if (UNHONOURED[key] !== undefined) {
            warnings.push(`${at}: not honoured in CI (${UNHONOURED[key]}); ignored`);
        }
        else {
            warnings.push(`${at}: unknown worktree setting, ignored`);
        }
    }
}

// EXTERNAL MODULE: ./build/src/config/runner-keys.js
var runner_keys = __webpack_require__(7437);
;// CONCATENATED MODULE: ./build/src/config/restriction-keys.js
/**
 * Settings keys that only take away: `skillOverrides` (hides skills) and the two lists that bound http hooks
 * (`allowedHttpHookUrls`, `httpHookAllowedEnvVars`). Read here for settings-file.ts; applied by loadRepoConfig (skills)
 * and the hook runner (src/hooks/http-policy.ts). Measured against Claude Code 2.1.332
 * (scripts/oracle/settings-keys.mjs).
 */
const SKILL_OVERRIDE_VALUES = ['on', 'name-only', 'user-invocable-only', 'off'];
const HTTP_HOOK_LIST_KEYS = (/* unused pure expression or super */ null && (['allowedHttpHookUrls', 'httpHookAllowedEnvVars']));
function restriction_keys_isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * One file's `skillOverrides`. Claude Code 2.1.332 drops a file's whole map when one value is not one of its four
 * (measured: the other skills' overrides in that file stop applying too); the runner does the same, and says so.
 */
function applySkillOverrides(value, label, into, warnings) {
    const bad = restriction_keys_isRecord(value)
        ? Object.entries(value).find(([, v]) => typeof v !== 'string' || !SKILL_OVERRIDE_VALUES.includes(v))
        : undefined;
    if (!restriction_keys_isRecord(value) || bad) {
        const what = bad
            ? `skillOverrides.${bad[0]}: expected one of ${SKILL_OVERRIDE_VALUES.join(', ')}, got ${JSON.stringify(bad[1])}`
            : 'skillOverrides: expected an object';
        warnings.push(`${label}: ${what}; this file's skillOverrides are ignored, as Claude Code ignores them`);
        return;
    }
    for (const [name, v] of Object.entries(value))
        into[name] = { value: v, source: `${label} skillOverrides` };
}
/**
 * One file's `allowedHttpHookUrls` or `httpHookAllowedEnvVars`. Claude Code merges every file's list into one; a list
 * only ever takes away, so one that cannot be read takes away everything (an empty list: no http hook is sent, no
 * variable reaches a header). The committed settings.local.json may set a list where settings.json sets none (that
 * narrows), but cannot add to the list settings.json sets (in Claude Code it would: the lists merge). The workflow's
 * `settings` input (read last) is the bound when it sets a list: the repository's list may narrow it, never add to it
 * (merged, a repository's `["*"]` would allow every URL whatever the workflow allows).
 */
function applyHttpHookList(key, value, source, into, warnings) {
    const at = `${source.label}: ${key}`;
    let entries;
    if (!Array.isArray(value)) {
        warnings.push(`${at}: expected a list of strings, got ${value === null ? 'null' : typeof value}; read as an empty list (${key === 'allowedHttpHookUrls' ? 'no http hook is sent' : 'no variable is put into an http hook header'})`);
        entries = [];
    }
    else {
        entries = value.filter((v) => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
        if (entries.length < value.length)
            warnings.push(`${at}: entries that are not strings are left out (they allow nothing)`);
    }
    const before = into[key];
    if (source.local && before !== undefined) {
        warnings.push(`${at}: not added to the list .claude/settings.json sets (a committed personal file cannot widen it; Claude Code would merge the two)`);
        return;
    }
    if (source.input && before !== undefined) {
        warnings.push(`${at}: the bound of the list ${before.sources.join(', ')} sets${key === 'allowedHttpHookUrls' ? ': a hook is sent only to a URL both lists allow' : ': a header takes only a variable both lists name'} (Claude Code would merge the two)`);
        into[key] = { entries: [...new Set(entries)], sources: [source.label], narrowedBy: before };
        return;
    }
    into[key] = { entries: [...new Set([...(before?.entries ?? []), ...entries])], sources: [...(before?.sources ?? []), source.label] };
}

;// CONCATENATED MODULE: ./build/src/config/settings-keys.js
/** Which of Claude Code's settings keys and `env` variables the runner accepts quietly, names, or reads (settings-file.ts). */
/** Claude Code settings this runner has no use for in CI: accepted without a word. */
const IGNORED_KEYS = new Set([
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
const UNHONOURED_KEYS = {
    // Measured (scripts/oracle/settings-keys.mjs): Claude Code 2.1.332 with -p retries a 529 ten times on the same model
    // and ignores the settings' fallbackModel (only the --fallback-model flag switches, after 3 overloaded answers).
    fallbackModel: 'Claude Code ignores it headless too: an overloaded API is retried with the same model',
};
/** Variables Claude Code reads for itself (model, timeouts, features): in `env` they reach the tools only. */
const CLAUDE_CODE_VARIABLE = /^(?:ANTHROPIC_[A-Z_]+|CLAUDE_CODE_[A-Z_]+|BASH_(?:DEFAULT|MAX)_TIMEOUT_MS|BASH_MAX_OUTPUT_LENGTH|MAX_THINKING_TOKENS|MAX_MCP_OUTPUT_TOKENS|MCP_TIMEOUT|MCP_TOOL_TIMEOUT|DISABLE_[A-Z_]+)$/;
/** Claude Code's own variables with no meaning in a headless run of the runner (telemetry, updates, its terminal): accepted quietly. */
const NO_MEANING_ENV = new Set([
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
const ENV_NOT_HONOURED = {
    CLAUDE_CODE_MAX_CONTEXT_TOKENS: "not honoured: the runner reckons each model's window from its own table (CLAUDE_CODE_AUTO_COMPACT_WINDOW moves compaction)",
    ANTHROPIC_BETAS: 'not applied, a safety choice: a beta a file names could switch on what the budget does not price (a 1M-token window bills its long-prompt rates); the runner sends the betas its request needs',
    CLAUDE_CODE_EXTRA_BODY: 'not applied, a safety choice: a field a file adds to every request could change what a call costs or does past what the budget and the permission rules check',
    CLAUDE_CODE_SHELL_PREFIX: 'not applied: the permission rules, the read-only list and its jail judge each Bash command as written; a program wrapped around every command and hook (Claude Code hands it the whole shell line) could run anything in its place, unjudged, even for the commands approved as read-only. Log or gate commands with a PreToolUse hook instead',
};

// EXTERNAL MODULE: ./build/src/config/skill-listing.js
var skill_listing = __webpack_require__(72828);
;// CONCATENATED MODULE: ./build/src/config/settings-file.js












const SETTINGS_FILE = external_node_path_.join('.claude', 'settings.json');
/** Honoured in part, over settings.json: see local-settings.ts. */
const LOCAL_SETTINGS_FILE = external_node_path_.join('.claude', 'settings.local.json');
const IGNORED_PERMISSION_KEYS = new Set(['disableBypassPermissionsMode']);
function settings_file_isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function settings_file_describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    return typeof value === 'object' ? 'an object' : typeof value;
}
const JSON_LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
/**
 * Where JSON.parse gave up: V8's messages do not reliably carry a position, and a maintainer
 * fixing a settings file needs a line and column.
 */
function jsonErrorOffset(text) {
    let i = 0;
    const ws = () => {
        while (i < text.length && ' \t\n\r'.includes(text.charAt(i)))
            i++;
    };
    const fail = () => {
        throw i;
    };
    const string = () => {
        for (i++; i < text.length; i++) {
            const c = text.charAt(i);
            if (c === '"')
                return void i++;
            if (c === '\\')
                i++;
            else if (c < ' ')
                fail();
        }
        fail();
    };
    const list = (close, item) => {
        i++;
        ws();
        if (text.charAt(i) === close)
            return void i++;
        for (;;) {
            item();
            ws();
            if (text.charAt(i) === close)
                return void i++;
            if (text.charAt(i) !== ',')
                fail();
            i++;
        }
    };
    const value = () => {
        ws();
        const c = text.charAt(i);
        if (c === '{') {
            list('}', () => {
                ws();
                if (text.charAt(i) !== '"')
                    fail();
                string();
                ws();
                if (text.charAt(i) !== ':')
                    fail();
                i++;
                value();
            });
        }
        else if (c === '[')
            list(']', value);
        else if (c === '"')
            string();
        else {
            JSON_LITERAL.lastIndex = i;
            const m = JSON_LITERAL.exec(text);
            if (!m)
                fail();
            else
                i += m[0].length;
        }
    };
    try {
        value();
        ws();
        if (i < text.length)
            fail();
    }
    catch (pos) {
        if (typeof pos === 'number')
            return pos;
    }
    return -1;
}
function jsonErrorMessage(err, text) {
    const pos = jsonErrorOffset(text);
    if (pos < 0)
        return err.message.split('\n')[0] ?? err.message;
    const before = text.slice(0, pos);
    const line = before.split('\n').length;
    const column = pos - before.lastIndexOf('\n');
    const what = pos >= text.length ? 'unexpected end of input' : `unexpected ${JSON.stringify(text.charAt(pos))}`;
    return `${what} at line ${line} column ${column} (position ${pos})`;
}
/**
 * Reads `.claude/settings.json` in `cwd` (missing = empty) and the `settings` input on top of it
 * (a path relative to `cwd`, or inline JSON when it starts with `{`). Any error in any source
 * fails the whole load: a run must not start on half a configuration.
 */
async function loadRepoSettings(opts) {
    const sources = [];
    const errors = [];
    try {
        sources.push({ label: SETTINGS_FILE, text: await (0,promises_.readFile)(external_node_path_.join(opts.cwd, SETTINGS_FILE), 'utf8') });
    }
    catch (e) {
        if (e.code !== 'ENOENT')
            errors.push(`${SETTINGS_FILE}: cannot be read: ${e.message}`);
    }
    if ((0,external_node_fs_.existsSync)(external_node_path_.join(opts.cwd, LOCAL_SETTINGS_FILE))) {
        try {
            sources.push({ label: LOCAL_SETTINGS_FILE, text: await (0,promises_.readFile)(external_node_path_.join(opts.cwd, LOCAL_SETTINGS_FILE), 'utf8'), local: true });
        }
        catch (e) {
            errors.push(`${LOCAL_SETTINGS_FILE}: cannot be read: ${e.message}`);
        }
    }
    const input = opts.settingsInput?.trim();
    if (input) {
        if (input.startsWith('{'))
            sources.push({ label: 'settings input', text: input, input: true });
        else {
            try {
                sources.push({ label: input, text: await (0,promises_.readFile)(external_node_path_.resolve(opts.cwd, input), 'utf8'), input: true });
            }
            catch (e) {
                errors.push(`settings input: cannot read ${input}: ${e.message}`);
            }
        }
    }
    const settings = {
        permissions: { allow: [], deny: [], ask: [] },
        env: {},
        hooks: {},
        disableAllHooks: false,
        sandbox: (0,sandbox_config/* emptySandboxSettings */.qc)(),
        plugins: { enabled: [], marketplaces: [] },
        runner: {},
        worktree: {},
        skillListing: {},
        skillOverrides: {},
        httpHookLists: {},
    };
    const warnings = [];
    const hookConfigs = [];
    for (const source of sources) {
        let json;
        try {
            json = JSON.parse(source.text.replace(/^\uFEFF/, ''));
        }
        catch (e) {
            errors.push(`${source.label}: invalid JSON: ${jsonErrorMessage(e, source.text.replace(/^\uFEFF/, ''))}`);
            continue;
        }
        if (source.local)
            json = narrowLocalSettings(json, source.label, warnings);
        applySource(json, source, settings, hookConfigs, errors, warnings);
    }
    if (errors.length > 0)
        return { ok: false, errors };
    settings.hooks = settings.disableAllHooks ? {} : (0,config/* mergeHooksConfigs */.MJ)(...hookConfigs);
    if (settings.disableAllHooks && hookConfigs.some((h) => Object.keys(h).length > 0)) {
        warnings.push('disableAllHooks is set: the configured hooks will not run');
    }
    return { ok: true, settings, sources: sources.map((s) => s.label), warnings };
}
function applySource(json, source, settings, hookConfigs, errors, warnings) {
    const label = source.label;
    const err = (at, msg) => void errors.push(`${label}: ${at}: ${msg}`);
    if (!settings_file_isRecord(json))
        return err('(top level)', `expected an object, got ${settings_file_describe(json)}`);
    for (const [key, value] of Object.entries(json)) {
        switch (key) {
            case 'permissions':
                applyPermissions(value, source, settings, err, warnings);
                break;
            case 'env':
                if (!settings_file_isRecord(value)) {
                    warnings.push(`${label}: env: expected an object of strings, got ${settings_file_describe(value)}; ignored`);
                    break;
                }
                for (const [name, v] of Object.entries(value)) {
                    // Claude Code's own schema takes strings; numbers and booleans written bare are meant as text.
                    if (runner_keys/* PROVIDER_ENV */.c5.test(name))
                        warnings.push(`${label}: env.${name}: chooses the model provider, its endpoint or credentials, which only the workflow sets; not applied (neither to the runner nor to tools)`);
                    else if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') {
                        settings.env[name] = String(v);
                        if (ENV_NOT_HONOURED[name] !== undefined)
                            warnings.push(`${label}: env.${name}: ${ENV_NOT_HONOURED[name]}; it only reaches tools, hooks and MCP servers`);
                        else if (CLAUDE_CODE_VARIABLE.test(name) && !runner_keys/* RUNNER_ENV */.P0.includes(name) && !NO_MEANING_ENV.has(name))
                            warnings.push(`${label}: env.${name}: configures Claude Code itself; the runner does not read it (the workflow's inputs do that), it only reaches tools, hooks and MCP servers`);
                    }
                    else
                        warnings.push(`${label}: env.${name}: expected a string, got ${settings_file_describe(v)}; not set`);
                }
                break;
            case 'hooks': {
                const parsed = (0,config/* parseHooksConfig */.M6)(value, label);
                warnings.push(...parsed.warnings);
                hookConfigs.push(parsed.config);
                break;
            }
            case 'sandbox':
                (0,sandbox_config/* applySandboxBlock */.r)(value, label, settings.sandbox, errors, warnings);
                break;
            case 'outputStyle':
                if (typeof value === 'string' && value.trim() !== '')
                    settings.outputStyle = { name: value.trim(), source: `${label} outputStyle` };
                else
                    warnings.push(`${label}: outputStyle: expected the name of a style, got ${settings_file_describe(value)}; ignored`);
                break;
            case 'enabledPlugins':
            case 'extraKnownMarketplaces':
                if (!settings_file_isRecord(value))
                    warnings.push(`${label}: ${key}: expected an object, got ${settings_file_describe(value)}; ignored`);
                else
                    for (const [name, v] of Object.entries(value))
                        settings.plugins[key === 'enabledPlugins' ? 'enabled' : 'marketplaces'].push({ key: name, value: v, source: `${label} ${key}` });
                break;
            case 'worktree':
                applyWorktreeBlock(value, label, settings.worktree, warnings);
                break;
            case 'skillOverrides':
                applySkillOverrides(value, label, settings.skillOverrides, warnings);
                break;
            case 'allowedHttpHookUrls':
            case 'httpHookAllowedEnvVars':
                applyHttpHookList(key, value, source, settings.httpHookLists, warnings);
                break;
            case 'disableAllHooks':
                // Anything but a boolean leaves the hooks on: a gate is not switched off by a value nobody can read.
                if (typeof value === 'boolean')
                    settings.disableAllHooks = value;
                else
                    warnings.push(`${label}: disableAllHooks: expected true or false, got ${settings_file_describe(value)}; ignored (the hooks run)`);
                break;
            default:
                if ((0,runner_keys/* applyRunnerKey */.Oq)(key, value, label, settings.runner, warnings))
                    break;
                if ((0,skill_listing/* applySkillListingKey */.R3)(key, value, label, settings.skillListing, warnings))
                    break;
                if (UNHONOURED_KEYS[key] !== undefined)
                    warnings.push(`${label}: ${key}: not honoured in CI (${UNHONOURED_KEYS[key]}); ignored`);
                else if (!IGNORED_KEYS.has(key))
                    warnings.push(`${label}: ${key}: unknown setting, ignored`);
        }
    }
}
function applyPermissions(value, source, settings, err, warnings) {
    const label = source.label;
    if (!settings_file_isRecord(value))
        return err('permissions', `expected an object, got ${settings_file_describe(value)}`);
    for (const [key, v] of Object.entries(value)) {
        const at = `permissions.${key}`;
        if (key === 'allow' || key === 'deny' || key === 'ask') {
            // A list that cannot be read: allow grants nothing of it (less); deny and ask cannot be guessed, so the run stops.
            const bad = (where, msg) => (key === 'allow' ? void warnings.push(`${label}: ${where}: ${msg}; grants nothing`) : err(where, msg));
            if (!Array.isArray(v)) {
                bad(at, `expected an array of rule strings, got ${settings_file_describe(v)}`);
                continue;
            }
            v.forEach((rule, i) => {
                if (typeof rule !== 'string')
                    bad(`${at}[${i}]`, `expected a string, got ${settings_file_describe(rule)}`);
                else if (rule.trim() === '')
                    warnings.push(`${label}: ${at}[${i}]: an empty rule; ignored`);
                else
                    settings.permissions[key].push({ rule: rule.trim(), source: `${label} ${at}` });
            });
        }
        else if (key === 'defaultMode' && v === 'auto') {
            // Claude Code 2.1.328 ignores `auto` in project settings (it starts in default mode). The `settings` input is the
            // workflow's: there its classifier's place is taken by dontAsk (a call no rule allows is refused), never wider.
            if (source.input) {
                warnings.push(`${label}: ${at}: "auto" runs as "dontAsk" in CI (a call no rule allows is refused)`);
                settings.permissions.defaultMode = 'dontAsk';
                settings.permissions.defaultModeSource = `${label} ${at}`;
            }
            else
                warnings.push(`${label}: ${at}: "auto" in project settings is ignored, as Claude Code ignores it (the run starts in default mode)`);
        }
        else if (key === 'defaultMode' && v === 'manual') {
            // Claude Code's newer name for `default`.
            settings.permissions.defaultMode = 'default';
            settings.permissions.defaultModeSource = `${label} ${at}`;
        }
        else if (key === 'additionalDirectories') {
            if (!Array.isArray(v) || !v.every((d) => typeof d === 'string')) {
                warnings.push(`${label}: ${at}: expected a list of folder paths, got ${settings_file_describe(v)}; ignored`);
                continue;
            }
            settings.permissions.additionalDirectories = [
                ...(settings.permissions.additionalDirectories ?? []),
                ...v.map((d) => ({ path: d, source: `${label} ${at}` })),
            ];
        }
        else if (key === 'defaultMode') {
            if (typeof v !== 'string' || !types/* PERMISSION_MODES */.R.includes(v)) {
                warnings.push(`${label}: ${at}: expected one of ${types/* PERMISSION_MODES */.R.join(', ')}, got ${typeof v === 'string' ? `"${v}"` : settings_file_describe(v)}; ignored`);
                continue;
            }
            settings.permissions.defaultMode = v;
            settings.permissions.defaultModeSource = `${label} ${at}`;
        }
        else if (!IGNORED_PERMISSION_KEYS.has(key)) {
            warnings.push(`${label}: ${at}: unknown permissions setting, ignored`);
        }
    }
}


/***/ }),

/***/ 82614:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ AnswerBoundTasks),
/* harmony export */   b: () => (/* binding */ ENDS_WITH_ANSWER)
/* harmony export */ });
/**
 * What Claude Code 2.1.332 tells a synchronous subagent of a command it sends to the background (`run_in_background`,
 * or moved there at its timeout), word for word (scripts/oracle/stop-sequence.mjs, `bashBgChild`, `bashTimeoutChild`).
 */
const ENDS_WITH_ANSWER = 'If it exits while you are still working you will be notified, but it is terminated when you give your final response and no notification can follow that \u2014 so do not end your turn to wait for it; if you need its result, wait for it before giving your final response.';
/**
 * The background commands of one synchronous subagent: each ends when the subagent gives its final response (killed,
 * with every process its command marked, no notice), as 2.1.332 says it ends them; a notice of one that ends while
 * the subagent still works is the subagent's, not the main thread's. A workflow agent's commands are bound so too.
 *
 * `outlivesAnswer`: a background subagent's (2.1.332: stop-sequence.mjs `monitorBgChild`, `bashTimeoutBgAgent`): its
 * commands and Monitors run on after its answer, their notices still its own; `next` waits for one, which resumes it.
 * `end` stops what is left (the agent is done, stopped, or the run is ending).
 */
class AnswerBoundTasks {
    outlivesAnswer;
    stops = new Map();
    notices = [];
    /** The bound commands still running (those bound with their `done`). */
    live = new Set();
    wake;
    constructor(outlivesAnswer = false) {
        this.outlivesAnswer = outlivesAnswer;
    }
    /** Where the command `id`'s end is told; `stop` kills it (no notice follows); `done` settles once it has ended. */
    bind(id, stop, done) {
        this.stops.set(id, stop);
        if (done === undefined)
            return;
        this.live.add(id);
        void done.finally(() => {
            this.live.delete(id);
            this.stops.delete(id);
            this.wake?.();
        });
    }
    /** A bound command's notice (its end, a timeout, a Monitor's lines): kept for the subagent's next request. */
    notify = (notice) => {
        this.notices.push(notice);
        this.wake?.();
    };
    /** Whether a bound command still runs, or told something not yet delivered (its end, after the agent's last look). */
    running() {
        return this.live.size > 0 || this.notices.length > 0;
    }
    /** The notices not yet delivered to the subagent, each once. */
    drain() {
        const out = this.notices;
        this.notices = [];
        return out;
    }
    /**
     * Waits for a notice while a bound command still runs, or for `more` (woken by `poke`): the notices then waiting
     * (none: every command ended untold, `more`, or `signal`).
     */
    async next(signal, more = () => false) {
        while (this.notices.length === 0 && this.live.size > 0 && !signal.aborted && !more()) {
            let stopped = () => undefined;
            await new Promise((resolve) => {
                this.wake = resolve;
                stopped = resolve;
                signal.addEventListener('abort', stopped, { once: true });
            });
            // Each wait's listener goes with it: the run's signal lives as long as the run, across every wait of every agent.
            signal.removeEventListener('abort', stopped);
            this.wake = undefined;
        }
        return this.drain();
    }
    /** Wakes `next` to look at its `more` again. */
    poke() {
        this.wake?.();
    }
    /** The subagent answered (a background one: it is done): every bound command still running is killed, and settles once it is gone. */
    async end() {
        // A wait still pending (none should be: its agent is done) ends with it.
        this.wake?.();
        const stops = [...this.stops.values()];
        this.stops.clear();
        this.notices = [];
        await Promise.all(stops.map((stop) => stop().catch(() => undefined)));
    }
}


/***/ }),

/***/ 52989:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XY: () => (/* binding */ ranResult),
/* harmony export */   ci: () => (/* binding */ withNotes),
/* harmony export */   gz: () => (/* binding */ failed),
/* harmony export */   j5: () => (/* binding */ bridgedResult)
/* harmony export */ });
/* harmony import */ var _bash_wording_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57330);

/** The result with the shell's notes after its text, or Claude Code's words for nothing printed when it has neither. */
function withNotes(result, notes) {
    const content = [result.content, ...notes].filter((t) => t !== undefined && t !== '').join('\n');
    return { ...result, content: content === '' ? _bash_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .NO_OUTPUT */ .Qk : content };
}
/** A command a bridge ran (gh, git push): its status when not 0, then what it printed. */
function bridgedResult(out) {
    const text = `${out.stdout}${out.stderr}`.replace(/\n$/, '');
    return {
        content: [...(out.exitCode !== 0 ? [`Exit code ${out.exitCode}`] : []), ...(text !== '' ? [text] : [])].join('\n'),
        isError: out.exitCode !== 0,
        details: {
            stdout: out.stdout,
            stderr: out.stderr,
            interrupted: false,
            exitCode: out.exitCode,
            bridged: out.bridge,
        },
    };
}
/** A command that did not end well: stopped, or a status other than 0. */
const failed = (ended) => ended.timedOut || ended.interrupted || ended.code !== 0;
/**
 * The result of a command that ran in the foreground: its status (or how it was stopped) before what it printed, the
 * sandbox's blocks, then `stale` (which files it changed that the agent had read); `cwd`, where the shell is now.
 */
function ranResult(ended, stale, cwd) {
    const { code, signal, timedOut, interrupted, output, shown, blocked } = ended;
    const lines = [];
    if (!timedOut && !interrupted) {
        if (code !== null && code !== 0)
            lines.push(`Exit code ${code}`);
        if (code === null && signal)
            lines.push(`Command was killed by signal ${signal}`);
    }
    // Stopped at its timeout (background tasks off, a `sleep` first, no background here): 2.1.332's words, the status
    // the shell's end gave (143 for SIGTERM) before what it printed.
    if (timedOut)
        lines.push(...(0,_bash_wording_js__WEBPACK_IMPORTED_MODULE_0__/* .timedOutLines */ .Le)(ended.timeoutMs, code, signal));
    if (shown.text !== '')
        lines.push(shown.text.replace(/\n$/, ''));
    if (interrupted && !timedOut)
        lines.push('Command was interrupted: the run was cancelled, and the command and its child processes were killed.');
    if (blocked.length > 0)
        lines.push(...[...new Set(blocked)].slice(0, 10).map((b) => `Note: ${b}.`));
    if (stale !== undefined)
        lines.push(stale);
    return {
        content: lines.join('\n'),
        isError: failed(ended),
        details: {
            stdout: output.detail(output.stdout),
            stderr: output.detail(output.stderr),
            interrupted: timedOut || interrupted,
            timedOut,
            exitCode: code,
            signal,
            outputBytes: output.combined.totalBytes,
            ...(ended.sandboxed ? { sandboxed: true, ...(blocked.length > 0 ? { sandboxViolations: blocked } : {}) } : {}),
            ...(shown.outputPath !== undefined ? { outputPath: shown.outputPath } : {}),
            ...(cwd !== undefined ? { cwd } : {}),
        },
    };
}


/***/ }),

/***/ 57330:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Je: () => (/* binding */ movedResult),
/* harmony export */   KT: () => (/* binding */ whereCommandsStart),
/* harmony export */   Le: () => (/* binding */ timedOutLines),
/* harmony export */   Qk: () => (/* binding */ NO_OUTPUT),
/* harmony export */   _1: () => (/* binding */ backgroundStarted),
/* harmony export */   hV: () => (/* binding */ atTimeout)
/* harmony export */ });
/* unused harmony export durationAsClaudeCode */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var _answer_bound_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(82614);


/** Claude Code 2.1.332's words for what a Bash command did, where the words are its own. */
/** Claude Code's words (2.1.332) for a command that printed nothing. */
const NO_OUTPUT = '(Bash completed with no output)';
/** A timeout as Claude Code writes it: `1s`, `1.5s`, `2m`, `2m 30s`. */
function durationAsClaudeCode(ms) {
    const seconds = Math.round(ms / 100) / 10;
    if (seconds < 60)
        return `${seconds}s`;
    const minutes = Math.floor(seconds / 60);
    const rest = Math.round(seconds - minutes * 60);
    return rest === 0 ? `${minutes}m` : `${minutes}m ${rest}s`;
}
/** The Bash description's word on a timeout: moved to the background where commands move, else killed. */
function atTimeout(moves, boundMs) {
    return moves
        ? `a command still running at its timeout moves to the background (you get its task id and output file; it may run ${durationAsClaudeCode(boundMs)} more), except one that starts with sleep, which is killed with its child processes.`
        : 'on timeout the command and all its child processes are killed.';
}
/** A command stopped at its timeout, as 2.1.332 says it: the status the shell's end gave (143 for SIGTERM), then the timeout. */
function timedOutLines(timeoutMs, code, signal) {
    const status = code ?? 128 + ((signal ? node_os__WEBPACK_IMPORTED_MODULE_0__.constants.signals[signal] : undefined) ?? node_os__WEBPACK_IMPORTED_MODULE_0__.constants.signals.SIGTERM);
    return [`Exit code ${status}`, `Command timed out after ${durationAsClaudeCode(timeoutMs)}`];
}
/** Claude Code 2.1.332's result for a command moved to the background at its timeout, word for word: what it printed so far, then where it went. */
function movedResult(task, timeoutMs, 
/** Its bound in the background, or `answer`: a synchronous subagent's, ended with its final response (answer-bound.ts). */
boundMs, printed, maxChars, sandboxed, 
/** Where it started: after a `cd` the result says the shell stays there. */
where) {
    const hint = `The full output is in ${task.outputPath}.`;
    const sofar = printed.combined.render(maxChars, hint).text.replace(/\n$/, '');
    const stdout = printed.stdout.render(maxChars, hint).text.replace(/\n$/, '');
    const seconds = Math.max(1, Math.round(timeoutMs / 1000));
    const moved = [
        `Command did not complete within its ${seconds}s timeout and was moved to the background (ID: ${task.id}).`,
        ...(boundMs === 'answer'
            ? [`Output is being written to: ${task.outputPath}.`, _answer_bound_js__WEBPACK_IMPORTED_MODULE_1__/* .ENDS_WITH_ANSWER */ .b]
            : [
                `Output is being written to: ${task.outputPath}. You will be notified when it completes.`,
                `If it is still running after ${durationAsClaudeCode(boundMs)} in the background, it will be stopped and you will be notified.`,
            ]),
        'It is running now: do not start a second copy while it runs. If it is no longer needed, stop it with TaskStop.',
        ...(stdout === ''
            ? [
                'No output had been read from it when it was moved. A program that buffers its output, or a pipe into one such as tail, can keep the output file empty until the command finishes.',
            ]
            : []),
        'To check interim output, use Read on that file path.',
    ].join(' ');
    return {
        content: `${sofar !== '' ? `${sofar}\n${moved}` : moved}${cwdStays(where.command, where.cwd)}`,
        isError: false,
        details: {
            stdout,
            stderr: printed.stderr.render(maxChars, hint).text.replace(/\n$/, ''),
            interrupted: false,
            backgroundTaskId: task.id,
            timedOutAfterMs: timeoutMs,
            ...(boundMs === 'answer' ? { backgroundEndsWithFinalResponse: true } : {}),
            ...(sandboxed ? { sandboxed: true } : {}),
        },
    };
}
/**
 * Claude Code 2.1.332's result for a `run_in_background` command, word for word: where its output goes, when the model
 * hears of it (a synchronous subagent's ends with its answer), and after a `cd` that the shell stays where it was.
 */
function backgroundStarted(task, command, cwd, endsWithAnswer, sandboxed) {
    return {
        content: `Command running in background with ID: ${task.id}. Output is being written to: ${task.outputPath}. ${endsWithAnswer ? _answer_bound_js__WEBPACK_IMPORTED_MODULE_1__/* .ENDS_WITH_ANSWER */ .b : 'You will be notified when it completes.'} To check interim output, use Read on that file path.${cwdStays(command, cwd)}`,
        isError: false,
        details: {
            stdout: '',
            stderr: '',
            interrupted: false,
            backgroundTaskId: task.id,
            ...(endsWithAnswer ? { backgroundEndsWithFinalResponse: true } : {}),
            ...(sandboxed ? { sandboxed: true } : {}),
        },
    };
}
/** 2.1.332's sentence after a command sent to the background (started there or moved) that changes directory: its cd is not kept. */
const cwdStays = (command, cwd) => /(^|[\s;&|(])cd(\s|$)/.test(command)
    ? `\nSession cwd remains ${cwd}; directory changes made by the backgrounded command do not apply to subsequent commands.`
    : '';
/** Where each command starts, for Bash's description: a kept `cd`, or none (CLAUDE_BASH_MAINTAIN_PROJECT_WORKING_DIR). */
const whereCommandsStart = (cdReturns) => cdReturns
    ? 'Each call starts a fresh shell in the working directory: a cd does not carry over to the next call; exported variables do not either.'
    : 'Each call starts a fresh shell in the directory the last call ended in (a cd carries over; one that leaves the working directory is reset to it); exported variables do not carry over.';


/***/ }),

/***/ 70159:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ createBashTool)
});

// EXTERNAL MODULE: ./build/src/process/group.js
var group = __webpack_require__(78952);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./build/src/process/adopt.js
var adopt = __webpack_require__(55981);
// EXTERNAL MODULE: ./build/src/process/cgroup.js
var cgroup = __webpack_require__(51287);
// EXTERNAL MODULE: ./build/src/process/tracker.js
var process_tracker = __webpack_require__(10075);
;// CONCATENATED MODULE: ./build/src/process/command-scope.js





function commandScope() {
    const mark = (0,external_node_crypto_.randomUUID)();
    const tracker = (0,process_tracker/* activeProcessTracker */.In)();
    let pid;
    return {
        mark,
        argv: async (run, env, sandboxed) => {
            // bubblewrap's PID namespace already ends with the command's bubblewrap whatever it started: no cgroup to make.
            if (sandboxed === true)
                return run;
            const procs = await tracker?.commandCgroup(mark);
            if (procs !== undefined)
                return (0,cgroup/* joiningArgv */.Je)(procs, run, env);
            return tracker?.mode === 'scan' ? (0,adopt/* adoptingArgv */.v)(run) : run;
        },
        started: (spawned) => {
            pid = spawned;
            if (spawned !== undefined)
                tracker?.commandStarted(spawned, mark);
        },
        kill: async (graceMs) => {
            // The tracker first: its scan sees the command's tree before a signal re-parents any of it.
            await Promise.all([tracker?.killCommand(mark, graceMs), pid !== undefined ? (0,group/* killProcessGroup */.$X)(pid, graceMs) : undefined, (0,group/* killMarked */.fR)(mark, graceMs)]);
            tracker?.releaseCommand(mark);
        },
        release: () => tracker?.releaseCommand(mark),
    };
}

// EXTERNAL MODULE: ./build/src/permissions/read-only-commands.js + 4 modules
var read_only_commands = __webpack_require__(52774);
;// CONCATENATED MODULE: ./build/src/tools/bash-script.js
/**
 * bash running the hooks' CLAUDE_ENV_FILE lines (`eval`, as `.` runs a file: up to a line that does not parse), then
 * the command: the shell's as is, a literal command's argv unchanged through `exec "$@"`. The lines come in the
 * argument itself (base64, decoded by coreutils' base64), from the runner's memory; they run in the same process as
 * the command, so in the same sandbox. `lead` (the directory's report and check, shell-cwd.ts) runs first, before
 * anything the lines do.
 */
function withEnvScript(script, argv, command, lead = '') {
    // Encoded, not quoted: quoting makes a single quote four characters at each layer (here, then the sandbox's wrapping),
    // and lines under the cap made of quotes passed the 128 KiB one argument may hold: no later command could start.
    const prelude = `${lead}eval "$(printf %s ${Buffer.from(script, 'utf8').toString('base64')} | base64 --decode)"\n`;
    return argv !== undefined ? ['bash', '-c', `${prelude}exec "$@"`, 'bash', ...argv] : ['bash', '-c', `${prelude}${command}`];
}

// EXTERNAL MODULE: ./build/src/tools/read-only-env.js
var read_only_env = __webpack_require__(14902);
// EXTERNAL MODULE: ./build/src/tools/read-only-jail.js
var read_only_jail = __webpack_require__(22273);
// EXTERNAL MODULE: ./build/src/tools/shell-cwd.js
var shell_cwd = __webpack_require__(49660);
;// CONCATENATED MODULE: ./build/src/tools/bash-command-line.js







const pick = (env, names) => Object.fromEntries(names.flatMap((n) => (env[n] !== undefined ? [[n, env[n]]] : [])));
/**
 * The command line of one call, or why it cannot run: what the approver judged is what runs (a literal simple command
 * from its argv, without a shell; the read-only list in its fixed environment, in the read-only jail), with the hooks'
 * CLAUDE_ENV_FILE lines and in the sandbox where they apply. `env` is the tool's environment; `mark` the command's own.
 */
async function commandLine(opts, env, input, ctx, mark) {
    const plan = ctx.plan;
    const cwd = ctx.cwd ?? opts.workspace.root;
    // A shell line of bash's reports where it ended: the next command starts there (a subagent's never moves).
    const capture = ctx.shell !== undefined && input.run_in_background !== true && opts.shell === undefined && !(plan?.argv !== undefined && plan.argv.length > 0);
    // Its own mark beside the run's: stopping it before the run ends reaches what it started in new sessions.
    const marks = { [group/* PROCESS_MARK_NAME */._W]: group/* PROCESS_MARK */.Mm, [process_tracker/* COMMAND_MARK_NAME */.SO]: mark };
    let childEnv = plan?.readOnly ? (0,read_only_env/* readOnlyEnv */.q1)(opts.workspace, { ...marks, ...pick(env, ['LANG', 'LC_ALL', 'TZ', 'CI']) }) : { ...env, ...marks };
    const argv = plan?.argv !== undefined && plan.argv.length > 0 ? (plan.readOnly ? (0,read_only_env/* readOnlyGitArgv */.Sl)(plan.argv) : plan.argv) : undefined;
    // bash checks the directory it was started in is the one decided on (a swap after the runner's check), then sets
    // up the report (a background command has none); a literal command gets the check, then bash becomes it (`exec "$@"`).
    const lead = capture || (cwd !== opts.workspace.root && opts.shell === undefined) ? (0,shell_cwd/* cwdPrelude */.yP)(cwd) : '';
    let run = argv
        ? lead !== ''
            ? ['bash', '-c', `${lead}exec "$@"`, 'bash', ...argv]
            : argv
        : [opts.shell ?? 'bash', ...(opts.shellArgs ?? []), '-c', `${lead}${input.command}`];
    const line = { cwd, capture, ...(argv !== undefined ? { argv } : {}) };
    if (plan?.jail) {
        // The read-only list's commands run where the OS holds what the parser may have misjudged; nowhere else.
        const found = (0,read_only_jail/* readOnlyJail */.Fz)();
        if ('reason' in found)
            return {
                refusal: `Command was not run: it was approved as read-only, and read-only commands run only in the read-only jail, which cannot run here: ${found.reason}.`,
            };
        // The jail holds the workspace only: a command decided on a directory outside it (an additional one) has nowhere to start.
        if (!(0,read_only_commands/* isInside */.FK)(opts.workspace.root, cwd))
            return {
                refusal: `Command was not run: read-only commands run in the read-only jail, which holds only ${opts.workspace.root}, and the shell is in ${cwd}; cd into the working directory first.`,
            };
        run = (0,read_only_jail/* jailedArgv */.KT)(found.jail, opts.workspace.root, plan.jail.hide, run, cwd);
        childEnv = { ...childEnv, HOME: '/tmp', XDG_CONFIG_HOME: '/tmp', TMPDIR: '/tmp' };
        return { ...line, run, env: childEnv };
    }
    const excluded = opts.sandbox?.isExcluded(input.command) === true;
    // The lines are the hooks' output (repository code): they run only where the hooks ran, so never in an excluded
    // command; nor before a read-only one (the strict list here), whose safety is its fixed environment (a PATH
    // line naming a workspace folder would run the workspace's program for `ls`).
    const envScript = opts.shell === undefined && !excluded && plan?.readOnly !== true ? (opts.envScript?.() ?? '') : '';
    if (envScript !== '')
        run = withEnvScript(envScript, argv, input.command, lead);
    // The sandbox wraps whatever runs, shell or argv; `excludedCommands` run as they are.
    const sandboxed = opts.sandbox && !excluded ? await opts.sandbox.wrap(run, input.command) : undefined;
    return sandboxed ? { ...line, run: sandboxed.argv, env: childEnv, sandboxed } : { ...line, run, env: childEnv };
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./build/src/tools/bash-result.js
var bash_result = __webpack_require__(52989);
// EXTERNAL MODULE: ./build/src/tools/bash-wording.js
var bash_wording = __webpack_require__(57330);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./build/src/tools/stale-reads.js


/**
 * Claude Code 2.1.332's note after a Bash command that edits files in place, measured with
 * scripts/oracle/stale-reads.mjs (test/fixtures/claude-code-tool-results/2.1.332-stale-reads.json): `[This command
 * modified N files you've previously read: a.txt, b.txt. Call Read before editing.]`, after the command's output (in
 * place of "(Bash completed with no output)"), for a command that succeeded, ran in the foreground, and whose text
 * has one of the CLI's edit-in-place words (its list, matched as it matches it: `sed -i`, `--write`, `--fix`, a
 * formatter's name, even in a comment). The files: those the agent has seen (Read whole or in part, or written) whose
 * time is now later than when it saw them, named relative to where the shell ended, five at most, then `and N more`.
 *
 * The CLI takes a file whose time is later than the command's start rounded down to the second: a change in the second
 * before the command counts too, or not, by the clock (`same_second` in the record), and it lists them as its checks
 * finish. The runner keeps the part that does not hang on the clock: a file whose time changed while the command ran,
 * or that is dated after its end (a `touch -d` into the future, listed by the CLI every time too); oldest change first.
 */
const EDITS_IN_PLACE = new RegExp([
    '--write',
    '--fix',
    '--in-place',
    '--auto-correct',
    '\\bg?sed\\b.*\\s-[a-zA-Z]*i',
    '\\brun\\s+format\\b',
    '\\brun\\s+fix\\b',
    '\\b(yarn|pnpm)\\s+format\\b',
    '\\blint:file\\b',
    '\\blint:fix\\b',
    '\\bblack\\b',
    '\\bisort\\b',
    '\\bruff\\s+format\\b',
    '\\bcargo\\s+(fmt|fix)\\b',
    '\\brustfmt\\b',
    '\\bgo\\s+fmt\\b',
    '\\bterraform\\s+fmt\\b',
    '\\bdprint\\s+fmt\\b',
    '\\bswiftformat\\b',
    '\\bphpcbf\\b',
].join('|'));
/** The CLI names five files, then counts the rest. */
const NAMED = 5;
/** Whether the CLI looks for changed files after this command (its text only). */
const editsInPlace = (command) => EDITS_IN_PLACE.test(command);
/** The times of the files the agent has seen, just before the command runs (missing: undefined). */
async function seenTimes(files) {
    const seen = files.seen();
    const times = await Promise.all(seen.map(({ realPath }) => (0,promises_.stat)(realPath).then((st) => st.mtimeMs, () => undefined)));
    return new Map(seen.map(({ realPath }, i) => [realPath, times[i]]));
}
/** The note for the files the command changed (by `before`, seenTimes' answer), named from `cwd`; undefined when none. */
async function staleReadsNote(files, before, cwd) {
    const ended = Date.now();
    const changed = [];
    for (const { realPath, mtimeMs: sawAt } of files.seen()) {
        const now = await (0,promises_.stat)(realPath).then((st) => st.mtimeMs, () => undefined);
        if (now === undefined || now <= sawAt)
            continue;
        // `ended` is whole milliseconds and a file's time is finer: a change in the same millisecond is not after the end.
        if (now !== before.get(realPath) || Math.floor(now) > ended)
            changed.push({ realPath, mtimeMs: now });
    }
    if (changed.length === 0)
        return undefined;
    changed.sort((a, b) => a.mtimeMs - b.mtimeMs || a.realPath.localeCompare(b.realPath));
    // A name is the repository's to choose: one with a line break or other control character is quoted, so that it
    // cannot end the note and add lines of its own (the CLI shows it raw).
    const names = changed
        .slice(0, NAMED)
        .map(({ realPath }) => external_node_path_.relative(cwd, realPath) || realPath)
        .map((name) => (/[\u0000-\u001f\u007f]/.test(name) ? JSON.stringify(name) : name));
    const more = changed.length > NAMED ? ` and ${changed.length - NAMED} more` : '';
    const noun = changed.length === 1 ? 'file' : 'files';
    return `[This command modified ${changed.length} ${noun} you've previously read: ${names.join(', ')}${more}. Call Read before editing.]`;
}

;// CONCATENATED MODULE: ./build/src/tools/bash-foreground.js






/** Starts the command line: its own process group (a timeout kills everything it started), the report descriptor where it reports. */
function spawnCommand(line) {
    return (0,external_node_child_process_.spawn)(line.run[0] ?? 'bash', line.run.slice(1), {
        cwd: line.cwd,
        env: line.env,
        // The fourth: where bash reports the directory it ended in (shell-cwd.ts), read by the runner only.
        stdio: ['ignore', 'pipe', 'pipe', line.capture ? 'pipe' : 'ignore'],
        detached: true,
    });
}
/** Waits for the command's end (its exit, its timeout, the run's cancel, or its move to the background) and says how it went. */
async function inForeground(run) {
    const { child, line, ctx, output } = run;
    const { cwd, capture, sandboxed } = line;
    const pid = child.pid;
    const onStdout = output.reader(output.stdout);
    const onStderr = output.reader(output.stderr);
    child.stdout.on('data', onStdout);
    child.stderr.on('data', onStderr);
    let report = '';
    let timedOutAndMoved = false;
    const reportPipe = child.stdio[shell_cwd/* CWD_REPORT_FD */.Jp];
    // Read to its end even once the command is moved (bash's last write must not fail), but no longer heeded then:
    // a command moved to the background, like a run_in_background one, does not move the shell.
    reportPipe?.on('data', (chunk) => {
        if (!timedOutAndMoved && report.length < 65_536)
            report += chunk.toString('utf8');
    });
    let timedOut = false;
    let interrupted = false;
    let terminating = null;
    const terminate = () => {
        if (!terminating)
            terminating = run.scope.kill(run.graceMs);
    };
    let settle = () => undefined;
    let exited = false;
    const timer = setTimeout(() => {
        const moved = run.moveToBackground && !exited && !ctx.signal.aborted ? run.moveToBackground() : undefined;
        if (moved) {
            // The task reads the pipes now (its listeners are on: synchronous, so no chunk falls between).
            child.stdout.off('data', onStdout);
            child.stderr.off('data', onStderr);
            timedOutAndMoved = true;
            settle({ code: null, signal: null, moved });
            return;
        }
        timedOut = true;
        terminate();
    }, run.timeoutMs);
    const onAbort = () => {
        interrupted = true;
        terminate();
    };
    ctx.signal.addEventListener('abort', onAbort, { once: true });
    const outcome = await new Promise((resolve) => {
        settle = resolve;
        let exit = null;
        child.on('error', (error) => resolve({ code: null, signal: null, error }));
        child.on('exit', (code, signal) => {
            exited = true;
            // Moved to the background: its reading and its end are the background task's now. Bash has made its report
            // (unheeded); a process it left holding the descriptor (`setsid \u2026 &`) must not keep the task from its end.
            if (timedOutAndMoved)
                return reportPipe?.destroy();
            exit = { code, signal };
            // A background process may hold the pipes open for ever: stop reading soon after bash is gone. The check
            // phase after the timer follows one more poll, so what bash wrote before it exited is read even when a busy
            // event loop runs the timer late, in the iteration after the exit (a lost last chunk seen under load).
            setTimeout(() => setImmediate(() => {
                child.stdout.destroy();
                child.stderr.destroy();
                reportPipe?.destroy();
                resolve({ code, signal });
            }), run.drainMs);
        });
        child.on('close', (code, signal) => resolve(exit ?? { code, signal }));
    });
    clearTimeout(timer);
    ctx.signal.removeEventListener('abort', onAbort);
    if (outcome.moved) {
        // It started where it was judged to; the shell stays where it was.
        return (0,bash_wording/* movedResult */.Je)(outcome.moved, run.timeoutMs, run.movedBound, output, run.maxChars, sandboxed !== undefined, {
            command: run.command,
            cwd: ctx.shell?.where ?? cwd,
        });
    }
    if (terminating)
        await terminating;
    else if (pid !== undefined)
        (0,group/* trackLeftoverGroup */.mL)(pid);
    run.scope.release();
    const shown = output.shown();
    const blocked = sandboxed?.finish() ?? [];
    // A command that failed keeps no `cd` and fires no CwdChanged, as 2.1.332 (2.1.332-bash-cwd-maintain.json, failed-cd).
    const endNote = capture && ctx.shell ? await ctx.shell.ended(cwd, outcome.code === 0 ? (0,shell_cwd/* reportedCwd */.yC)(report) : undefined) : undefined;
    if (outcome.error && line.argv !== undefined && outcome.error.code === 'ENOENT') {
        return { content: `Exit code 127\n${line.argv[0] ?? ''}: command not found`, isError: true, details: { interrupted: false, exitCode: 127 } };
    }
    if (outcome.error) {
        return { content: `Failed to run the command: ${outcome.error.message}`, isError: true, details: { interrupted: false } };
    }
    const { code, signal } = sandboxed ? sandboxed.exit(outcome.code, outcome.signal) : outcome;
    const ended = { code, signal, timedOut, interrupted, timeoutMs: run.timeoutMs, output, shown, sandboxed, blocked };
    const stale = run.seenBefore && ctx.files && !(0,bash_result/* failed */.gz)(ended) ? await staleReadsNote(ctx.files, run.seenBefore, ctx.shell?.where ?? cwd) : undefined;
    return { ...(0,bash_result/* ranResult */.XY)(ended, stale, capture && ctx.shell ? ctx.shell.where : undefined), ...(endNote !== undefined ? { endNote } : {}) };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./build/src/tools/truncate.js
var truncate = __webpack_require__(9483);
;// CONCATENATED MODULE: ./build/src/tools/bash-output.js


/**
 * What a foreground command prints, as it prints it: each stream and both together, bounded for the result, and the
 * whole on disk once it is past what can be shown (a spill file that a command moved to the background goes on in).
 */
class CommandOutput {
    maxChars;
    tempDir;
    spillMaxBytes;
    combined;
    stdout;
    stderr;
    spill = null;
    spillFailed = false;
    pending = [];
    pendingBytes = 0;
    constructor(maxChars, tempDir, spillMaxBytes) {
        this.maxChars = maxChars;
        this.tempDir = tempDir;
        this.spillMaxBytes = spillMaxBytes;
        this.combined = new truncate/* BoundedOutput */.l5(maxChars, maxChars);
        this.stdout = new truncate/* BoundedOutput */.l5(maxChars, maxChars);
        this.stderr = new truncate/* BoundedOutput */.l5(maxChars, maxChars);
    }
    /** The listener for one stream's chunks. */
    reader(own) {
        return (chunk) => {
            own.push(chunk);
            this.combined.push(chunk);
            if (this.spillFailed)
                return;
            if (this.spill)
                return this.spill.write(chunk);
            this.pending.push(chunk);
            this.pendingBytes += chunk.length;
            if (this.pendingBytes <= this.maxChars)
                return;
            // Past what can be shown: keep the full output on disk instead of in memory.
            try {
                this.spill = new truncate/* SpillFile */.b(this.tempDir, 'bash-output', this.spillMaxBytes);
                for (const p of this.pending)
                    this.spill.write(p);
            }
            catch {
                this.spillFailed = true;
            }
            this.pending = [];
        };
    }
    /** Everything printed so far, for a background task to go on from: the spill file, or the chunks kept in memory. */
    get printed() {
        return this.spill ?? this.pending;
    }
    /**
     * The combined output as the result shows it, once the command has ended. Saved to a file, a long output is worded as
     * Claude Code words it; unsaved, the note says how to see the rest. `outputPath`: the file the result names.
     */
    shown() {
        const spilled = this.spill;
        spilled?.close();
        const shown = spilled
            ? this.combined.persisted(this.maxChars, spilled.path, spilled.bytesDropped > 0 ? this.combined.totalBytes - spilled.bytesDropped : undefined)
            : this.combined.render(this.maxChars, 'Re-run the command with its output redirected to a file, or piped through head, tail or grep, to see the rest.');
        if (spilled && !shown.truncated) {
            try {
                (0,external_node_fs_.unlinkSync)(spilled.path);
            }
            catch {
                // Harmless: it is in the temp folder.
            }
        }
        return spilled && shown.truncated ? { ...shown, outputPath: spilled.path } : shown;
    }
    /** A stream's text for the result's details (the combined output is the result's own). */
    detail(own) {
        return own.render(this.maxChars, 'See the tool result for the combined output.').text;
    }
}

// EXTERNAL MODULE: ./build/src/tools/schema.js
var schema = __webpack_require__(99722);
;// CONCATENATED MODULE: ./build/src/tools/bash.js










/** A token the workflow itself handed the tools (`pass_env`): gh then runs as the real gh, with it. */
const GH_TOKEN_VARS = ['GH_TOKEN', 'GITHUB_TOKEN', 'GH_ENTERPRISE_TOKEN'];
/** Claude Code's bounds on a background command's run (`timeout` with `run_in_background`). */
const BACKGROUND_DEFAULT_TIMEOUT_MS = 1_800_000;
const BACKGROUND_MAX_TIMEOUT_MS = 7_200_000;
/** How long a command moved to the background may go on, headless (2.1.332: 10 minutes, or the default timeout if longer). */
const MOVED_MIN_BOUND_MS = 600_000;
/** 2.1.332 stops, not moves, a command whose first word is `sleep`: waiting was all it was for. */
const STARTS_WITH_SLEEP = /^\s*sleep(?=\s|;|&|\||$)/;
/** Without background tasks (CLAUDE_CODE_DISABLE_BACKGROUND_TASKS) the schema has no `run_in_background`, as Claude Code 2.1.332's. */
const schemaFor = (background) => (0,schema/* objectSchema */.x0)(['command'], {
    command: { type: 'string', description: 'The command to run (bash).' },
    timeout: { type: 'number', minimum: 1, description: 'Timeout in milliseconds (default 120000, max 600000).' },
    description: { type: 'string', description: 'What the command does, in 5-10 words, for the log.' },
    ...(background
        ? {
            run_in_background: {
                type: 'boolean',
                description: 'Run the command in the background: returns at once with a task id and an output file; you are told when it ends. timeout then limits its run (default 1800000 ms, max 7200000).',
            },
        }
        : {}),
    dangerouslyDisableSandbox: { type: 'boolean', description: 'Not available: commands always run as the workflow configured the sandbox.' },
});
function createBashTool(opts) {
    const defaultTimeout = opts.defaultTimeoutMs ?? 120_000;
    const maxTimeout = opts.maxTimeoutMs ?? 600_000;
    const maxChars = opts.maxOutputChars ?? truncate/* DEFAULT_LIMITS */.dR.bashMaxChars;
    const graceMs = opts.killGraceMs ?? 2000;
    const drainMs = opts.drainMs ?? 250;
    const movedBoundMs = Math.min(Math.max(MOVED_MIN_BOUND_MS, defaultTimeout), BACKGROUND_MAX_TIMEOUT_MS);
    const env = { GIT_TERMINAL_PROMPT: '0', ...opts.env, [group/* PROCESS_MARK_NAME */._W]: group/* PROCESS_MARK */.Mm };
    return {
        name: 'Bash',
        description: [
            'Runs a bash command non-interactively: standard input is closed, so anything that prompts fails or sees end of',
            `input (pass flags like --yes, -y, --no-edit). ${(0,bash_wording/* whereCommandsStart */.KT)(opts.cdReturns === true)}`,
            `Default timeout ${defaultTimeout} ms (timeout sets up to ${maxTimeout}); ${(0,bash_wording/* atTimeout */.hV)(opts.background !== undefined && !opts.watchBackground, movedBoundMs)}`,
            'Returns stdout and stderr as printed; a non-zero status is reported as "Exit code N".',
            `Output beyond ${(0,truncate/* formatCount */.B4)(maxChars)} characters keeps its beginning and end, and the full output is`,
            'saved to a file you can Read or search.',
            ...(opts.background
                ? [
                    'For a long-running command (a server, a watch, a slow build) set run_in_background: its output goes to a file you',
                    'can Read, a notice reaches you when it ends, TaskStop stops it, and every background command is stopped when the run ends.',
                ]
                : []),
            'A background process started with `cmd &` must redirect its output to a file.',
            'Prefer Read, Edit and Write for files (and Glob and Grep where they are offered): use Bash for searches (find, grep, rg),',
            'builds, tests, git and other programs.',
            ...(opts.sandbox ? [opts.sandbox.note] : []),
        ].join(' '),
        // Without background tasks `run_in_background` is still accepted: the answer says to run in the foreground.
        ...(0,schema/* toolInputShown */.iV)('Bash', schemaFor(opts.background !== undefined), schemaFor(true)),
        readOnly: false,
        execute: async (input, ctx) => {
            // A reset found when the command was decided on is told in its result, whatever the result is (a refusal, a
            // background start, a failure to start): taken once, here, so no early return drops it.
            const startNote = ctx.shell?.takeNote();
            if (startNote?.refuses)
                return { content: startNote.text, isError: true };
            const { endNote, ...result } = await runBash(input, ctx);
            return (0,bash_result/* withNotes */.ci)(result, [startNote?.text, endNote]);
        },
    };
    async function runBash(input, ctx) {
        const background = input.run_in_background === true;
        // A synchronous subagent's background commands and Monitors end with its answer (2.1.332: stop-sequence.mjs
        // `bashBgChild`, `monitorChild`), their notices the subagent's while it works.
        const bound = ctx.endsWithAnswer;
        // A background subagent's run on after its answer (`monitorBgChild`, `bashTimeoutBgAgent`): the main thread's words.
        const endsAtAnswer = bound !== undefined && !bound.outlivesAnswer;
        // Everything it starts, for stopping it before the run ends (its timeout, TaskStop, a subagent's answer).
        const scope = commandScope();
        // What a background task of this command is, started so or moved there at its timeout.
        const taskRun = (timeoutMs, line) => ({
            command: input.command,
            description: input.description ?? input.command,
            toolUseId: ctx.toolUseId,
            timeoutMs,
            signal: ctx.signal,
            ...(line.sandboxed ? { sandboxed: line.sandboxed } : {}),
            scope,
            ...(bound ? { notify: bound.notify } : {}),
        });
        const boundToAnswer = (task) => {
            const tasks = opts.background;
            if (bound && tasks)
                bound.bind(task.id, () => tasks.stop(task.id), task.done);
            return task;
        };
        if (background && !opts.background)
            return { content: 'run_in_background is not available here: run the command in the foreground.', isError: true };
        if (input.dangerouslyDisableSandbox === true) {
            return {
                content: 'dangerouslyDisableSandbox is not available: the workflow decides where commands run. Run the command without it.',
                isError: true,
                details: { interrupted: false },
            };
        }
        const bridged = opts.bridge && !GH_TOKEN_VARS.some((name) => opts.env[name]) ? opts.bridge(input.command) : undefined;
        if (bridged)
            return (0,bash_result/* bridgedResult */.j5)(await bridged);
        const timeoutMs = background
            ? Math.min(Math.max(1, Math.round(input.timeout ?? BACKGROUND_DEFAULT_TIMEOUT_MS)), BACKGROUND_MAX_TIMEOUT_MS)
            : Math.min(Math.max(1, Math.round(input.timeout ?? defaultTimeout)), maxTimeout);
        if (ctx.signal.aborted) {
            return { content: 'Command was not run: the run was cancelled.', isError: true, details: { interrupted: true } };
        }
        const output = new CommandOutput(maxChars, opts.workspace.tempDir, opts.spillMaxBytes);
        let line;
        let child;
        let seenBefore;
        try {
            const made = await commandLine(opts, env, input, ctx, scope.mark);
            if ('refusal' in made)
                return { content: made.refusal, isError: true };
            // In its own cgroup, or adopting its orphans (command-scope.ts), from before it execs.
            line = { ...made, run: await scope.argv(made.run, made.env, made.sandboxed !== undefined) };
            if (background && opts.background) {
                const task = boundToAnswer(opts.background.start({ argv: line.run, cwd: line.cwd, env: line.env, ...taskRun(timeoutMs, line), watch: opts.watchBackground === true }));
                return (0,bash_wording/* backgroundStarted */._1)(task, input.command, line.cwd, endsAtAnswer, line.sandboxed !== undefined);
            }
            // An edit in place (2.1.332's words for it): the seen files' times now, to tell which it changed (stale-reads.ts).
            seenBefore = ctx.files && editsInPlace(input.command) ? await seenTimes(ctx.files) : undefined;
            child = spawnCommand(line);
            scope.started(child.pid);
        }
        catch (err) {
            line?.sandboxed?.finish();
            scope.release();
            return { content: `Failed to start bash${line?.sandboxed ? ' in the sandbox' : ''}: ${err.message}`, isError: true };
        }
        const started = line;
        // 2.1.332 moves a command past its timeout to the background (not with background tasks off, nor one that starts
        // with `sleep`): it runs on as a background command, under that bound, the run's limits and the run's final kill.
        const mayMove = opts.background !== undefined && opts.watchBackground !== true && !STARTS_WITH_SLEEP.test(input.command);
        // A task that cannot be made (no room for its output file) leaves the command to the timeout's kill, not a crash.
        const moveToBackground = () => {
            try {
                return opts.background ? boundToAnswer(opts.background.takeOver(child, output.printed, taskRun(movedBoundMs, started))) : undefined;
            }
            catch {
                return undefined;
            }
        };
        return inForeground({
            child,
            scope,
            line: started,
            command: input.command,
            ctx,
            output,
            timeoutMs,
            seenBefore,
            moveToBackground: mayMove ? moveToBackground : undefined,
            movedBound: endsAtAnswer ? 'answer' : movedBoundMs,
            maxChars,
            graceMs,
            drainMs,
        });
    }
}


/***/ }),

/***/ 14902:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sl: () => (/* binding */ readOnlyGitArgv),
/* harmony export */   q1: () => (/* binding */ readOnlyEnv),
/* harmony export */   z0: () => (/* binding */ gitDirOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _permissions_git_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(97995);
/**
 * The fixed environment the read-only command list runs in (dontAsk approves those commands without a
 * rule, so nothing the agent wrote may change what they do): system PATH, a pinned empty HOME, no system
 * or global git config, git pinned to the workspace's own repository (a nested `.git` in an editable
 * folder is not consulted), fsmonitor and hooks off, no pager.
 */



/** The workspace's git directory: `.git` itself, or where a `.git` file (worktree, submodule) points. */
function gitDirOf(root) {
    const dotGit = node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, '.git');
    try {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(dotGit).isDirectory())
            return dotGit;
        const m = /^gitdir:\s*(.+?)\s*$/m.exec((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(dotGit, 'utf8'));
        return m?.[1] !== undefined ? node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(root, m[1]) : undefined;
    }
    catch {
        return undefined;
    }
}
/** `keep`: variables carried over from the ordinary tool environment (the run's mark, locale). */
function readOnlyEnv(ws, keep) {
    const home = node_path__WEBPACK_IMPORTED_MODULE_1__.join(ws.tempDir, 'read-only-home');
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(home, { recursive: true });
    const gitDir = gitDirOf(ws.root);
    const config = [
        ['core.fsmonitor', 'false'],
        ['core.hooksPath', '/dev/null'],
        ['diff.external', ''],
        ['core.pager', 'cat'],
    ];
    const env = {
        ...keep,
        PATH: _permissions_git_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .SYSTEM_PATH */ .s,
        HOME: home,
        XDG_CONFIG_HOME: home,
        TERM: 'dumb',
        PAGER: 'cat',
        GIT_PAGER: 'cat',
        GIT_TERMINAL_PROMPT: '0',
        GIT_OPTIONAL_LOCKS: '0',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_CEILING_DIRECTORIES: node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(ws.root),
        GIT_CONFIG_COUNT: String(config.length),
        ...(gitDir !== undefined ? { GIT_DIR: gitDir, GIT_WORK_TREE: ws.root } : {}),
    };
    config.forEach(([k, v], i) => {
        env[`GIT_CONFIG_KEY_${i}`] = k;
        env[`GIT_CONFIG_VALUE_${i}`] = v;
    });
    return env;
}
/** git's own switches for a read-only subcommand run from argv: no textconv filters, no external diff. */
function readOnlyGitArgv(argv) {
    if (argv[0] !== 'git')
        return argv;
    const sub = argv.findIndex((a, i) => i > 0 && !a.startsWith('-'));
    const diffLike = sub > 0 && ['diff', 'log', 'show'].includes(argv[sub] ?? '');
    const out = ['git', '-c', 'core.fsmonitor=false', '-c', 'diff.external=', ...argv.slice(1)];
    if (diffLike)
        out.splice(sub + 5, 0, '--no-textconv', '--no-ext-diff');
    return out;
}


/***/ }),

/***/ 22273:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $F: () => (/* binding */ readOnlyConfinement),
/* harmony export */   Fz: () => (/* binding */ readOnlyJail),
/* harmony export */   KT: () => (/* binding */ jailedArgv)
/* harmony export */ });
/* unused harmony exports JAIL_TMP_BYTES, JAIL_LIMITS */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _process_env_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(57388);
/* harmony import */ var _permissions_git_paths_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97995);
/* harmony import */ var _read_only_env_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(14902);
/* harmony import */ var _permissions_jail_hidden_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(48409);
/**
 * The read-only jail: where every command approved without an allow rule (the read-only list) runs. The parser's
 * judgement of bash is not a boundary; this is. Inside, nothing is writable but a private empty /tmp, there is no
 * network, the process tree is its own (PID namespace, new session, gone with its parent), and nothing outside the
 * workspace is there but the system's programs and libraries: no home, no runner folder, no credential file. A
 * misjudged command can at worst read what the Read tool may read.
 *
 * bubblewrap directly, not the sandbox library: no proxies to start, no writable path to configure, one process.
 */







/** The private /tmp is memory: at most this much of it (a sort's spill, a long here-document fit). */
const JAIL_TMP_BYTES = 256 * 1024 * 1024;
/**
 * Per-process limits a jailed command runs under (bash's `ulimit` units: KiB for `-d`): its data segment (heap and
 * private memory), and the processes and threads of the runner's user, all of them (a fork bomb), which the command's
 * timeout alone would not stop before the machine runs out.
 */
const JAIL_LIMITS = { dataKiB: 4 * 1024 * 1024, processes: 8192 };
let probed;
const RETRY_MS = 5_000;
/**
 * bubblewrap among the system's folders, and whether it can make the namespaces here; why not otherwise. A jail that
 * runs is found once per process; a machine that cannot is looked at again after a few seconds (the sandbox's start
 * may install bubblewrap or load its AppArmor profile once the first model request is on its way).
 */
function readOnlyJail() {
    if (probed === undefined || ('at' in probed && Date.now() - probed.at >= RETRY_MS)) {
        const found = probeReadOnlyJail();
        probed = 'jail' in found ? found : { ...found, at: Date.now() };
    }
    return probed;
}
function probeReadOnlyJail() {
    if (process.platform !== 'linux')
        return { reason: `the read-only jail needs Linux (this is ${process.platform})` };
    const bwrap = (0,_process_env_js__WEBPACK_IMPORTED_MODULE_3__/* .findOnPath */ .aY)('bwrap', _permissions_git_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .SYSTEM_PATH */ .s);
    if (bwrap === null)
        return { reason: 'bubblewrap (bwrap) is not installed in the system folders' };
    const bash = (0,_process_env_js__WEBPACK_IMPORTED_MODULE_3__/* .findOnPath */ .aY)('bash', _permissions_git_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .SYSTEM_PATH */ .s);
    if (bash === null)
        return { reason: 'bash is not installed in the system folders' };
    // `--size` came with bubblewrap 0.8 (Ubuntu 24.04 has 0.9, 22.04 has 0.6): its help lists it.
    const help = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)(bwrap, ['--help'], { encoding: 'utf8', timeout: 10_000, env: { PATH: _permissions_git_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .SYSTEM_PATH */ .s } });
    const jail = { bwrap, bash, sizedTmp: /^\s*--size\b/m.test(`${help.stdout ?? ''}${help.stderr ?? ''}`) };
    const run = (j) => (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)(bwrap, jailArgs(j, '/', '/', [], ['true']), { encoding: 'utf8', timeout: 10_000, env: { PATH: _permissions_git_paths_js__WEBPACK_IMPORTED_MODULE_4__/* .SYSTEM_PATH */ .s } });
    let probe = run(jail);
    // A setuid bubblewrap refuses `--size` ("not permitted in setuid mode"): its /tmp is then read-only instead.
    if (probe.status !== 0 && jail.sizedTmp) {
        jail.sizedTmp = false;
        probe = run(jail);
    }
    if (probe.status !== 0)
        return {
            reason: `bubblewrap cannot make its namespaces here (${(probe.stderr || probe.error?.message || `exit ${String(probe.status)}`).trim().split('\n')[0] ?? ''})`,
        };
    return { jail };
}
/** A system folder that is a link (`/bin -> usr/bin` on merged-/usr systems) is made the same link inside. */
function systemMounts() {
    const out = [];
    for (const dir of _permissions_jail_hidden_js__WEBPACK_IMPORTED_MODULE_6__/* .SYSTEM_DIRS */ .Ln) {
        let st;
        try {
            st = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(dir);
        }
        catch {
            continue;
        }
        if (st.isSymbolicLink())
            out.push('--symlink', (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)(dir), dir);
        else
            out.push('--ro-bind', dir, dir);
    }
    for (const file of _permissions_jail_hidden_js__WEBPACK_IMPORTED_MODULE_6__/* .ETC_FILES */ .x_)
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file))
            out.push('--ro-bind', file, file);
    return out;
}
/**
 * bubblewrap's arguments around `inner`: the workspace `root` read-only, `cwd` the directory it starts in, each of
 * `hide` (Read-denied files and folders inside the workspace) replaced by an empty one.
 */
function jailArgs(jail, root, cwd, hide, inner, extra = []) {
    const hidden = [];
    for (const p of hide) {
        try {
            hidden.push(...((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(p).isDirectory() ? ['--tmpfs', p, '--remount-ro', p] : ['--ro-bind', '/dev/null', p]));
        }
        catch {
            // Not there: nothing to hide (the jail's workspace is read-only, so nothing can create it either).
        }
    }
    return [
        '--unshare-all',
        '--die-with-parent',
        '--new-session',
        ...systemMounts(),
        '--proc',
        '/proc',
        // bubblewrap's /dev is a tmpfs of its own, writable (/dev/shm with it) and as large as half the memory: read-only,
        // its device nodes (/dev/null) still work.
        '--dev',
        '/dev',
        '--remount-ro',
        '/dev',
        // The one writable place, bounded; where bubblewrap cannot bound it, there is none (made read-only below, once
        // what is bound under it, a workspace in /tmp, is in place).
        ...(jail.sizedTmp ? ['--size', String(JAIL_TMP_BYTES)] : []),
        '--tmpfs',
        '/tmp',
        ...(root === '/' ? [] : ['--ro-bind', root, root]),
        ...extra.flatMap((p) => ['--ro-bind', p, p]),
        ...hidden,
        ...(jail.sizedTmp ? [] : ['--remount-ro', '/tmp']),
        '--remount-ro',
        '/',
        '--chdir',
        cwd,
        '--',
        jail.bash,
        '-c',
        // Lowered only: a hard limit already below stays (raising it would fail, and the command with it).
        `lower() { h=$(ulimit -H "$1"); if [ "$h" = unlimited ] || [ "$h" -gt "$2" ]; then ulimit "$1" "$2"; fi; }; lower -d ${JAIL_LIMITS.dataKiB} && lower -u ${JAIL_LIMITS.processes} || exit 126; exec "$@"`,
        'read-only-jail',
        ...inner,
    ];
}
/** The argv that runs `inner` in the jail, started in `cwd` (inside `root`); the environment given to it is the command's (see read-only-env.ts). */
function jailedArgv(jail, root, hide, inner, cwd = root) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(root);
    return [jail.bwrap, ...jailArgs(jail, abs, node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(abs, cwd), hide, inner, outsideGitDirs(abs))];
}
/** A worktree's or submodule's git directory (and the repository it belongs to) lives outside it: git needs them, read-only. */
function outsideGitDirs(root) {
    const gitDir = (0,_read_only_env_js__WEBPACK_IMPORTED_MODULE_5__/* .gitDirOf */ .z0)(root);
    if (gitDir === undefined)
        return [];
    const dirs = [gitDir];
    try {
        dirs.push(node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(gitDir, (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(gitDir, 'commondir'), 'utf8').trim()));
    }
    catch {
        // Not a linked worktree.
    }
    const inside = (p) => !node_path__WEBPACK_IMPORTED_MODULE_2__.relative(root, p).startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute(node_path__WEBPACK_IMPORTED_MODULE_2__.relative(root, p));
    return [...new Set(dirs.filter((d) => !inside(d) && (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(d)))];
}
const JAIL_LOG = 'Read-only commands (approved without an allow rule) run in the read-only jail: nothing writable, no network, nothing outside the workspace but the system folders.';
const jailLog = (jail) => jail.sizedTmp
    ? `${JAIL_LOG.slice(0, -1)}; a private /tmp of at most ${JAIL_TMP_BYTES / 1024 / 1024} MiB.`
    : `${JAIL_LOG.slice(0, -1)}; /tmp is read-only too (this bubblewrap is older than 0.8 and cannot bound its size).`;
/**
 * Which regime the read-only list runs under, said in the log once (and once more if it changes): the jail where it
 * runs (input `sandbox` not `off`), the strict grammar otherwise. The machine is looked at when the first command is
 * decided, not before the first model request (its probe is a process), and again at later decisions while the jail
 * cannot run (the sandbox's own start may make it possible).
 */
function readOnlyConfinement(sandboxInput, log) {
    const strict = (reason) => `Read-only commands (approved without an allow rule) are limited to the strict list (literal words, listed options only): the read-only jail is not used (${reason}).`;
    if (sandboxInput === 'off') {
        log(strict('input sandbox is off'));
        return 'strict';
    }
    let regime;
    return () => {
        if (regime === 'jail')
            return regime;
        const found = readOnlyJail();
        if ('jail' in found)
            log(regime === undefined ? jailLog(found.jail) : `From now on: ${jailLog(found.jail)}`);
        else if (regime === undefined)
            log(strict(found.reason));
        regime = 'jail' in found ? 'jail' : 'strict';
        return regime;
    };
}


/***/ }),

/***/ 99722:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TT: () => (/* binding */ validateInput),
/* harmony export */   Tt: () => (/* binding */ toolInput),
/* harmony export */   iV: () => (/* binding */ toolInputShown),
/* harmony export */   tj: () => (/* binding */ makeValidator),
/* harmony export */   x0: () => (/* binding */ objectSchema)
/* harmony export */ });
/** A value's type as Claude Code names what it was given. */
function received(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    return typeof value;
}
function wrongType(where, expected, value) {
    return `The ${where ? `parameter \`${where}\`` : 'input'} type is expected as \`${expected}\` but provided as \`${received(value)}\``;
}
const invalid = (where, why) => `The parameter \`${where}\` is invalid: ${why}`;
function check(schema, value, where, issues) {
    switch (schema.type) {
        case 'string':
            if (typeof value !== 'string')
                return void issues.types.push(wrongType(where, 'string', value));
            if (schema.minLength !== undefined && value.length < schema.minLength)
                issues.other.push(invalid(where, `it must have at least ${schema.minLength} character${schema.minLength === 1 ? '' : 's'}`));
            if (schema.format === 'uri' && URL.parse(value) === null)
                issues.formats.push({ code: 'invalid_format', format: 'url', path: where.split('.'), message: 'Invalid URL' });
            break;
        case 'boolean':
            if (typeof value !== 'boolean')
                return void issues.types.push(wrongType(where, 'boolean', value));
            break;
        case 'integer':
            if (typeof value !== 'number' || !Number.isInteger(value)) {
                return void (typeof value === 'number'
                    ? issues.other.push(invalid(where, 'it must be an integer'))
                    : issues.types.push(wrongType(where, 'number', value)));
            }
            break;
        case 'number':
            if (typeof value !== 'number' || !Number.isFinite(value))
                return void issues.types.push(wrongType(where, 'number', value));
            break;
        case 'array':
            if (!Array.isArray(value))
                return void issues.types.push(wrongType(where, 'array', value));
            if (schema.minItems !== undefined && value.length < schema.minItems)
                issues.other.push(invalid(where, `it must have at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}`));
            if (schema.maxItems !== undefined && value.length > schema.maxItems)
                issues.other.push(invalid(where, `it must have at most ${schema.maxItems} items`));
            if (schema.items) {
                const items = schema.items;
                return value.map((item, i) => check(items, item, `${where}[${i}]`, issues));
            }
            break;
        case 'object':
            return checkObject(schema, value, where, issues);
        case undefined:
            break;
    }
    if (schema.enum && !schema.enum.includes(value)) {
        issues.other.push(invalid(where, `it must be one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`));
    }
    if (typeof value === 'number') {
        if (schema.minimum !== undefined && value < schema.minimum)
            issues.other.push(invalid(where, `it must be >= ${schema.minimum}`));
        if (schema.maximum !== undefined && value > schema.maximum)
            issues.other.push(invalid(where, `it must be <= ${schema.maximum}`));
    }
    return value;
}
function checkObject(schema, value, where, issues) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        issues.types.push(wrongType(where, 'object', value));
        return value;
    }
    const props = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    const out = {};
    const prefix = where ? `${where}.` : '';
    for (const [key, raw] of Object.entries(value)) {
        const sub = props[key];
        if (!sub) {
            if (schema.additionalProperties === false)
                issues.unexpected.push(`An unexpected parameter \`${prefix}${key}\` was provided`);
            else
                out[key] = raw;
            continue;
        }
        // Models sometimes send `null` for an optional field they mean to leave out.
        if (raw === null && !required.has(key))
            continue;
        out[key] = check(sub, raw, prefix + key, issues);
    }
    for (const key of required) {
        if (!(key in value) || value[key] === undefined)
            issues.missing.push(`The required parameter \`${prefix}${key}\` is missing`);
    }
    return out;
}
/**
 * Check `input` against `schema`; the error is Claude Code's (2.1.332): `Read failed due to the following issue:` and
 * one line per issue (`The required parameter \`file_path\` is missing`).
 */
function validateInput(toolName, schema, input) {
    const issues = { missing: [], unexpected: [], types: [], other: [], formats: [] };
    const value = checkObject(schema, input, '', issues);
    const all = [...issues.missing, ...issues.unexpected, ...issues.types, ...issues.other];
    if (all.length === 0 && issues.formats.length > 0)
        return { ok: false, error: JSON.stringify(issues.formats, null, 2) };
    all.push(...issues.formats.map((f) => invalid(f.path.join('.'), f.message)));
    if (all.length > 0)
        return { ok: false, error: `${toolName} failed due to the following issue${all.length === 1 ? '' : 's'}:\n${all.join('\n')}` };
    return { ok: true, value: value };
}
function makeValidator(toolName, schema) {
    return (input) => validateInput(toolName, schema, input);
}
/** A tool's input schema and the validator made from it, named once: `...toolInput<EditInput>('Edit', schema)`. */
function toolInput(toolName, schema) {
    return { inputSchema: schema, validate: makeValidator(toolName, schema) };
}
/**
 * A tool input shown as `shown` and accepted as `accepted` (its properties a superset): fields Claude Code no longer
 * offers, or a feature switched off, stay accepted so a model that sends them gets the tool's answer, not a refusal.
 */
function toolInputShown(toolName, shown, accepted) {
    return { inputSchema: shown, validate: makeValidator(toolName, accepted) };
}
/** A tool input's schema: an object of these properties, `required` among them, and nothing else. */
function objectSchema(required, properties) {
    return { type: 'object', properties, required, additionalProperties: false };
}


/***/ }),

/***/ 49660:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fy: () => (/* binding */ ShellCwd),
/* harmony export */   Jp: () => (/* binding */ CWD_REPORT_FD),
/* harmony export */   yC: () => (/* binding */ reportedCwd),
/* harmony export */   yP: () => (/* binding */ cwdPrelude)
/* harmony export */ });
/* unused harmony exports resetNote, goneRefusal */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _permissions_path_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13761);
/* harmony import */ var _permissions_read_only_commands_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52774);
/* harmony import */ var _text_shell_quote_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(60694);
/**
 * Where one agent's Bash commands start. Claude Code 2.1.332 keeps a `cd` for the commands after it, fires CwdChanged
 * when a command moved it, and puts it back in the project when a command left the directories it allows (the
 * workspace and the additional directories), saying `Shell cwd was reset to <root>` (measured:
 * test/fixtures/claude-code-hook-stdin/2.1.332-bash-cwd.json). A subagent starts where the main thread was when it
 * started and keeps no `cd` of its own (measured too).
 *
 * The directory is the command's own report (`pwd -P` at its exit, on a descriptor the runner reads): the command
 * could write anything there, so the report is judged as any path is, never trusted. It is checked again when the
 * next command starts (a folder removed or swapped for a symbolic link in between), and the shell itself checks it
 * once more before the command runs (a swap after that check).
 */





/** The built-in tools that name a file or folder (in path-rules.ts `PATH_FIELDS`). */
const FILE_TOOLS = new Set(['Read', 'Write', 'Edit', 'MultiEdit', 'NotebookEdit', 'Glob', 'Grep', 'LS']);
/** Claude Code's words (2.1.332) when a command ended outside the directories it allows. */
const resetNote = (root) => `Shell cwd was reset to ${root}`;
/**
 * Claude Code's refusal (2.1.332, Bash and Monitor alike: test/fixtures/claude-code-hook-stdin/2.1.332-bash-cwd-gone.json)
 * of a command whose directory was removed since the last one: it is not run, and the shell is back at the root.
 */
const goneRefusal = (dir, root) => `Working directory "${dir}" no longer exists, so this command was not run. Shell cwd recovered to "${root}": re-issue the command if it still makes sense there.`;
/** The descriptor bash reports its last directory on (the spawn's fourth stdio entry). */
const CWD_REPORT_FD = 3;
/** A report longer than this, or with a control character in it, is not a path the shell printed. */
const MAX_PATH = 4096;
class ShellCwd {
    opts;
    dir;
    persists;
    note;
    constructor(opts) {
        this.opts = opts;
        this.persists = opts.persists !== false;
        this.dir = opts.start !== undefined && this.refusal(opts.start) === undefined ? opts.start : opts.root;
    }
    /** Where the next command would start, unchecked: what hooks are told (`cwd`), never where anything runs. */
    get where() {
        return this.dir;
    }
    /** A subagent's: it starts where this shell is now, and keeps no `cd`. */
    forSubagent() {
        return new ShellCwd({ ...this.opts, start: this.current(), persists: false, onMove: undefined });
    }
    /** A worktree's shell: rooted there, and returning to it after each command when this one does. */
    inWorktree(root) {
        return new ShellCwd({ root, ...(this.opts.returns ? { returns: true } : {}) });
    }
    /**
     * The directory the next command starts in, checked now: still there, still a directory reached without a symbolic
     * link, still inside what Claude Code allows and outside `.git`; otherwise the root again, and the next result says so.
     */
    current() {
        const why = this.dir === this.opts.root ? undefined : this.refusal(this.dir);
        if (why !== undefined) {
            // A folder removed is refused as 2.1.332 refuses it; any other reset (a link swapped in) is the runner's, said after the result.
            this.note = why === 'gone' ? { text: goneRefusal(this.dir, this.opts.root), refuses: true } : { text: resetNote(this.opts.root), refuses: false };
            this.dir = this.opts.root;
        }
        return this.dir;
    }
    /** The reset `current()` made, once: said in the result of the command that starts at the root because of it (or refuses it). */
    takeNote() {
        const note = this.note;
        this.note = undefined;
        return note;
    }
    /**
     * What the command reported at its exit (undefined: it did not, failed, killed or its descriptor closed: the directory
     * stays). A move inside what is allowed is kept and fires CwdChanged; any other ends at the root, fires CwdChanged
     * with where the command went (as Claude Code's does) and returns the reset's words for the result.
     */
    async ended(started, reported) {
        if (!this.persists || reported === undefined || reported === started)
            return undefined;
        const old = this.dir;
        // Where the command ended is told to hooks (`new_cwd`) only if it is a directory: a forged line that names none is not.
        const printable = reported.length <= MAX_PATH && node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(reported) && !/[\0-\x1f\x7f]/.test(reported) && isDirectory(reported);
        const refused = printable ? this.refusal(reported) : 'not a path';
        this.dir = refused === undefined && !this.opts.returns ? reported : this.opts.root;
        if (printable && this.opts.onMove)
            await this.opts.onMove({ oldCwd: old, newCwd: reported });
        return refused === undefined || this.opts.returns ? undefined : resetNote(this.opts.root);
    }
    /**
     * The input of a built-in file tool with a relative path made absolute from the shell's directory (Claude Code
     * 2.1.332 reads `Read marker.txt` after `cd sub` as sub/marker.txt); any other input as it is.
     */
    absolutePaths(toolName, input) {
        if (!FILE_TOOLS.has(toolName) || typeof input !== 'object' || input === null)
            return input;
        const fields = input;
        const named = _permissions_path_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .PATH_FIELDS */ .eZ.map((k) => fields[k]).find((v) => typeof v === 'string' && v !== '');
        // Glob and Grep without a `path` search the shell's directory, as 2.1.332's do after a `cd`.
        if (named === undefined && (toolName === 'Glob' || toolName === 'Grep')) {
            const dir = this.current();
            return dir === this.opts.root ? input : { ...fields, path: dir };
        }
        if (named === undefined || node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(named) || named.startsWith('~'))
            return input;
        const dir = this.current();
        return dir === this.opts.root ? input : (0,_permissions_path_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .withToolPath */ .uW)(input, node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(dir, named));
    }
    /** Why `dir` cannot be where commands start, or undefined. */
    refusal(dir) {
        let real;
        try {
            if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(dir).isDirectory())
                return 'not a directory';
            real = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(dir);
        }
        catch (err) {
            // Only a folder that is not there (a parent a file now) is gone; a link loop or no permission is another reset.
            const code = err.code;
            return code === 'ENOENT' || code === 'ENOTDIR' ? 'gone' : 'unreachable';
        }
        // Its real path, spelled as it is: a symbolic link anywhere on the way (one swapped in after the command) is refused.
        if (real !== dir)
            return 'reached through a symbolic link';
        const base = [this.opts.root, ...(this.opts.extraRoots ?? [])].find((r) => (0,_permissions_read_only_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(r, real));
        if (base === undefined)
            return 'outside the allowed directories';
        // Safety choice: git reads `.git` as a repository of its own; no command starts inside it (Claude Code's does).
        if (node_path__WEBPACK_IMPORTED_MODULE_1__.relative(base, real).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).includes('.git'))
            return 'inside .git';
        return undefined;
    }
}
const isDirectory = (p) => {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p).isDirectory();
    }
    catch {
        return false;
    }
};
/**
 * The lines bash runs before the command: its report moved to a descriptor of its own (so a command that uses fd 3
 * for itself does not get the report written into its file), read-only, and written by bash's own `pwd -P` when the
 * shell exits, however it exits; then the directory checked once more, where the command will run: a folder swapped
 * for a link after the runner's check is refused, not entered.
 */
function cwdPrelude(start) {
    return [
        // Where the runner gave no descriptor, the report is simply not made: nothing is said on stderr.
        `{ exec {__runner_cwd_fd}>&${CWD_REPORT_FD} ${CWD_REPORT_FD}>&-; } 2>/dev/null`,
        'readonly __runner_cwd_fd',
        `trap 'builtin pwd -P 2>/dev/null >&"$__runner_cwd_fd"' EXIT`,
        `[ "$(builtin pwd -P)" = ${(0,_text_shell_quote_js__WEBPACK_IMPORTED_MODULE_4__/* .singleQuoted */ .f)(start)} ] || { printf '%s\\n' ${(0,_text_shell_quote_js__WEBPACK_IMPORTED_MODULE_4__/* .singleQuoted */ .f)(`Command was not run: its working directory ${start} changed before it started.`)} >&2; trap - EXIT; exit 1; }`,
        '',
    ].join('\n');
}
/** The last line of what bash wrote on the report descriptor, or undefined when it wrote none. */
function reportedCwd(report) {
    const lines = report.split('\n').filter((l) => l !== '');
    return lines.at(-1);
}


/***/ })

};
