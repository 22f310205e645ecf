export const id = 8089;
export const ids = [8089];
export const modules = {

/***/ 72828:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R3: () => (/* binding */ applySkillListingKey),
/* harmony export */   pp: () => (/* binding */ fitSkillListing),
/* harmony export */   qL: () => (/* binding */ skillListingLimits)
/* harmony export */ });
/**
 * The size of the skill listing the model is sent, as Claude Code 2.1.332 bounds it headless (measured:
 * scripts/oracle/gap-probes.mjs variants skillsDefault, skillsMaxDesc, skillsBudget): each description cut to
 * `skillListingMaxDescChars` characters, the whole to a budget of the model's context window \u00d7 4 \u00d7
 * `skillListingBudgetFraction` characters, past which skills are listed by name only.
 */
/** 2.1.332's defaults: 1536 characters a description, 1% of the context window (4 characters a token). */
const DEFAULT_MAX_DESC_CHARS = 1536;
const DEFAULT_BUDGET_FRACTION = 0.01;
const CHARS_PER_TOKEN = 4;
function describe(value) {
    if (typeof value === 'number')
        return String(value);
    return value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
}
/** Reads `skillListingMaxDescChars` or `skillListingBudgetFraction` into `into`; false for any other key. */
function applySkillListingKey(key, value, label, into, warnings) {
    if (key === 'skillListingMaxDescChars') {
        if (typeof value === 'number' && Number.isInteger(value) && value > 0)
            into.maxDescChars = value;
        else
            warnings.push(`${label}: skillListingMaxDescChars: expected a positive whole number, got ${describe(value)}; ignored`);
        return true;
    }
    if (key === 'skillListingBudgetFraction') {
        if (typeof value === 'number' && value > 0 && value <= 1)
            into.budgetFraction = value;
        else
            warnings.push(`${label}: skillListingBudgetFraction: expected a number above 0 and at most 1, got ${describe(value)}; ignored`);
        return true;
    }
    return false;
}
/**
 * The limits for a model of `contextWindow` tokens. `budgetChars` (the settings' env SLASH_COMMAND_TOOL_CHAR_BUDGET)
 * replaces the budget the window gives, as in 2.1.332 (measured: 2.1.332-tool-env.json, skills-budget).
 */
function skillListingLimits(settings, contextWindow, budgetChars) {
    const fraction = settings.budgetFraction ?? DEFAULT_BUDGET_FRACTION;
    return {
        budget: budgetChars ?? Math.max(1, Math.floor(contextWindow * CHARS_PER_TOKEN * fraction)),
        maxDescChars: settings.maxDescChars ?? DEFAULT_MAX_DESC_CHARS,
    };
}
/**
 * `- name: description` lines within `limits`, in the order given: every description cut to `maxDescChars` (its last
 * character `\u2026`); when the lines do not fit the budget, each skill in order keeps its description while what is left
 * of the budget (the others' names counted first) holds it, and the rest are listed by name only.
 */
function fitSkillListing(entries, limits) {
    const lines = entries.map(({ name, description, nameOnly }) => {
        const cut = description.length > limits.maxDescChars ? `${description.slice(0, limits.maxDescChars - 1)}\u2026` : description;
        // A `name-only` skill (settings' skillOverrides) is listed without its description, whatever the budget.
        return { nameOnly: `- ${name}`, full: nameOnly ? `- ${name}` : `- ${name}: ${cut}` };
    });
    const between = Math.max(0, lines.length - 1);
    if (lines.reduce((sum, l) => sum + l.full.length, between) <= limits.budget)
        return lines.map((l) => l.full).join('\n');
    let left = limits.budget - lines.reduce((sum, l) => sum + l.nameOnly.length, between);
    return lines
        .map((l) => {
        const more = l.full.length - l.nameOnly.length;
        if (more > left)
            return l.nameOnly;
        left -= more;
        return l.full;
    })
        .join('\n');
}


/***/ }),

/***/ 24227:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kc: () => (/* binding */ displayCommand),
  u4: () => (/* binding */ isRecord),
  MJ: () => (/* binding */ mergeHooksConfigs),
  M6: () => (/* binding */ parseHooksConfig)
});

// EXTERNAL MODULE: ./build/src/text/shell-quote.js
var shell_quote = __webpack_require__(60694);
// EXTERNAL MODULE: ./build/src/hooks/matcher.js
var hooks_matcher = __webpack_require__(38908);
;// CONCATENATED MODULE: ./build/src/hooks/types.js
/** The events the runner fires, with Claude Code's names. */
const HOOK_EVENTS = [
    'SessionStart',
    'UserPromptSubmit',
    'PreToolUse',
    'PostToolUse',
    'PostToolUseFailure',
    'PostToolBatch',
    'UserPromptExpansion',
    'Stop',
    'SubagentStart',
    'SubagentStop',
    'PreCompact',
    'PostCompact',
    'SessionEnd',
    'InstructionsLoaded',
    'PermissionRequest',
    'StopFailure',
    'TaskCreated',
    'TaskCompleted',
    'FileChanged',
    'ConfigChange',
    'CwdChanged',
];
/**
 * Valid in Claude Code settings but without an occasion in the runner's headless run: accepted so a committed config
 * loads, never fired, each named in a warning (docs/hooks.md says why for each; Claude Code 2.1.332 observed headless in
 * test/fixtures/claude-code-hook-stdin/2.1.332-scopes.json). Notification: nobody is notified (no permission dialog, no
 * idle prompt; 2.1.332 fires none headless). Setup: `--init` / `--maintenance` only. TeammateIdle: agent teams are not
 * offered. Elicitation, ElicitationResult: nobody can answer an MCP server's question (refused). WorktreeCreate,
 * WorktreeRemove: they replace git for worktrees in Claude Code; the runner makes subagents' worktrees with git.
 * MessageDisplay: a message shown in Claude Code's terminal. PreModelSwitch, PostModelSwitch: the run keeps one model.
 * DirectoryAdded: no `/add-dir` headless. PreSkillShellCommand: a skill's `!` lines run as Bash calls (PreToolUse sees them).
 * PermissionDenied: Claude Code fires it only for its auto mode's classifier, never for a rule's or the mode's refusal
 * (2.1.332 in dontAsk and bypassPermissions, test/fixtures/claude-code-hook-stdin/2.1.332-tools.json); the runner has no
 * classifier.
 */
const ACCEPTED_UNFIRED_EVENTS = [
    'Notification',
    'Setup',
    'TeammateIdle',
    'Elicitation',
    'ElicitationResult',
    'WorktreeCreate',
    'WorktreeRemove',
    'MessageDisplay',
    'PreModelSwitch',
    'PostModelSwitch',
    'DirectoryAdded',
    'PreSkillShellCommand',
    'PermissionDenied',
];

;// CONCATENATED MODULE: ./build/src/hooks/config.js



const KNOWN_EVENTS = new Set([...HOOK_EVENTS, ...ACCEPTED_UNFIRED_EVENTS]);
const UNFIRED = new Set(ACCEPTED_UNFIRED_EVENTS);
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function describe(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;
}
/** What stands in for a PreToolUse entry that cannot be read: it answers every call it covers with a denial. */
function unreadableGate(label, at, problem) {
    return { type: 'unreadable', problem: `${at}: ${problem}`, source: `${label} ${at}` };
}
/**
 * Validates the value of a settings file's `hooks` key. `label` names the file in messages,
 * `path` is the JSON path of `value` in it. Never refuses: see ParsedHooks.
 */
function parseHooksConfig(value, label, path = 'hooks') {
    const warnings = [];
    const config = {};
    if (!isRecord(value)) {
        warnings.push(`${label}: ${path}: expected an object of hook events, got ${describe(value)}; no hook of this file runs (Claude Code skips them too)`);
        return { config, warnings };
    }
    for (const [event, groups] of Object.entries(value)) {
        const eventPath = `${path}.${event}`;
        if (!KNOWN_EVENTS.has(event)) {
            warnings.push(`${label}: ${eventPath}: "${event}" is not a Claude Code hook event; its hooks never run (Claude Code skips them too)`);
            continue;
        }
        const gate = event === 'PreToolUse';
        const skipped = (at, msg) => void warnings.push(gate
            ? `${label}: ${at}: ${msg}; this PreToolUse entry cannot be read, so every tool call it would judge is denied (a gate fails closed)`
            : `${label}: ${at}: ${msg}; skipped, as Claude Code skips it`);
        if (event === 'WorktreeCreate' || event === 'WorktreeRemove') {
            // Claude Code runs these in place of git for a worktree (other version control systems); the runner uses git.
            warnings.push(`${label}: ${eventPath}: the runner makes subagents' worktrees with git itself (docs/hooks.md); ${event} hooks never run`);
        }
        else if (UNFIRED.has(event))
            warnings.push(`${label}: ${eventPath}: the ${event} event has no occasion in a CI run (docs/hooks.md); its hooks never run`);
        if (!Array.isArray(groups)) {
            skipped(eventPath, `expected an array of matcher groups, got ${describe(groups)}`);
            if (gate)
                config.PreToolUse = [{ hooks: [unreadableGate(label, eventPath, 'not an array of matcher groups')] }];
            continue;
        }
        const parsed = [];
        groups.forEach((group, gi) => {
            const groupPath = `${eventPath}[${gi}]`;
            const broken = (at, msg, matcher) => {
                skipped(at, msg);
                if (gate)
                    parsed.push({ ...(matcher !== undefined ? { matcher } : {}), hooks: [unreadableGate(label, at, msg)] });
            };
            if (!isRecord(group))
                return broken(groupPath, `expected an object with "hooks", got ${describe(group)}`);
            let matcher;
            if (group['matcher'] !== undefined && group['matcher'] !== null) {
                if (typeof group['matcher'] !== 'string')
                    return broken(`${groupPath}.matcher`, 'expected a string');
                const compiled = (0,hooks_matcher/* compileMatcher */.q)(group['matcher']);
                if (!compiled.ok)
                    return broken(`${groupPath}.matcher`, compiled.error);
                matcher = group['matcher'];
            }
            const hooks = group['hooks'];
            if (!Array.isArray(hooks))
                return broken(`${groupPath}.hooks`, `expected an array, got ${describe(hooks)}`, matcher);
            const specs = [];
            hooks.forEach((hook, hi) => {
                const at = `${groupPath}.hooks[${hi}]`;
                let problem;
                const spec = parseHook(hook, at, label, (where, msg) => void (problem ??= { where, msg }), warnings);
                if (spec && event === 'SessionStart' && (spec.type === 'prompt' || spec.type === 'agent'))
                    return void warnings.push(`${label}: ${at}: a ${spec.type} hook on SessionStart, which Claude Code 2.1.332 does not run (observed); skipped`);
                if (spec)
                    return void specs.push(spec);
                const { where, msg } = problem ?? { where: at, msg: 'cannot be read' };
                skipped(where, msg);
                if (gate)
                    specs.push(unreadableGate(label, where, msg));
            });
            parsed.push(matcher === undefined ? { hooks: specs } : { matcher, hooks: specs });
        });
        config[event] = parsed;
    }
    return { config, warnings };
}
function parseHook(hook, at, label, err, warnings) {
    if (!isRecord(hook))
        return void err(at, `expected an object with "type" and "command", got ${describe(hook)}`);
    const type = hook['type'];
    if (typeof type !== 'string')
        return void err(`${at}.type`, 'expected a string ("command", "http", "mcp_tool", "prompt" or "agent")');
    const common = parseCommon(hook, at, label, err, warnings);
    if (common === undefined)
        return undefined;
    const str = (key) => {
        const v = hook[key];
        if (typeof v === 'string' && v.trim() !== '')
            return v;
        return void err(`${at}.${key}`, v === undefined ? 'required' : 'expected a non-empty string');
    };
    switch (type) {
        case 'command':
            return parseCommand(hook, at, err, common);
        case 'http': {
            const url = str('url');
            if (url === undefined)
                return undefined;
            if (!/^https?:\/\//i.test(url))
                return void err(`${at}.url`, 'expected an http:// or https:// URL');
            const headers = hook['headers'];
            if (headers !== undefined && (!isRecord(headers) || Object.values(headers).some((v) => typeof v !== 'string')))
                return void err(`${at}.headers`, 'expected an object of strings');
            const allowed = hook['allowedEnvVars'];
            if (allowed !== undefined && (!Array.isArray(allowed) || allowed.some((v) => typeof v !== 'string')))
                return void err(`${at}.allowedEnvVars`, 'expected an array of variable names');
            return {
                ...common,
                type,
                url,
                ...(headers !== undefined ? { headers: headers } : {}),
                ...(allowed !== undefined ? { allowedEnvVars: allowed } : {}),
            };
        }
        case 'mcp_tool': {
            const server = str('server');
            const tool = str('tool');
            if (server === undefined || tool === undefined)
                return undefined;
            const input = hook['input'];
            if (input !== undefined && !isRecord(input))
                return void err(`${at}.input`, 'expected an object');
            return { ...common, type, server, tool, ...(input !== undefined ? { input } : {}) };
        }
        case 'prompt':
        case 'agent': {
            const prompt = str('prompt');
            if (prompt === undefined)
                return undefined;
            const model = hook['model'];
            if (model !== undefined && typeof model !== 'string')
                return void err(`${at}.model`, 'expected a string');
            if (hook['continueOnBlock'] !== undefined)
                warnings.push(`${label}: ${at}.continueOnBlock: not used by the runner; a block is read as the event's decision "block"`);
            return { ...common, type, prompt, ...(typeof model === 'string' && model.trim() !== '' ? { model: model.trim() } : {}) };
        }
        default:
            return void err(`${at}.type`, `unknown hook type "${type}" (expected "command", "http", "mcp_tool", "prompt" or "agent")`);
    }
}
/** `timeout`, `if`, `once`, `async`, `statusMessage`, `onFailure`: what every handler type may carry. */
function parseCommon(hook, at, label, err, warnings) {
    const common = { source: `${label} ${at}` };
    const timeout = hook['timeout'];
    if (timeout !== undefined) {
        if (typeof timeout !== 'number' || !Number.isFinite(timeout) || timeout <= 0)
            return void err(`${at}.timeout`, 'expected a positive number of seconds');
        common.timeoutMs = Math.round(timeout * 1000);
    }
    const cond = hook['if'];
    if (cond !== undefined) {
        if (typeof cond !== 'string')
            return void err(`${at}.if`, 'expected a permission rule such as "Bash(git *)"');
        common.if = cond;
    }
    if (hook['once'] === true)
        common.once = true;
    const status = hook['statusMessage'];
    if (typeof status === 'string' && status.trim() !== '')
        common.statusMessage = status;
    const onFailure = hook['onFailure'];
    if (onFailure !== undefined)
        common.onFailure = onFailure === 'continue' ? 'continue' : 'block';
    if (hook['asyncRewake'] === true) {
        // Waking the model on a background hook's exit 2 has no equivalent here: it runs synchronously, said once.
        warnings.push(`${label}: ${at}: "asyncRewake" is not supported; the hook runs synchronously`);
    }
    else if (hook['async'] === true && hook['type'] !== undefined && hook['type'] !== 'command') {
        warnings.push(`${label}: ${at}: "async" applies to command hooks only (as in Claude Code); this ${String(hook['type'])} hook runs synchronously`);
    }
    return common;
}
function parseCommand(hook, at, err, common) {
    const command = hook['command'];
    if (typeof command !== 'string')
        return void err(`${at}.command`, 'expected a string');
    if (command.trim() === '')
        return void err(`${at}.command`, 'must not be empty');
    const spec = { command, ...common };
    if (hook['async'] === true && hook['asyncRewake'] !== true)
        spec.async = true;
    const args = hook['args'];
    if (args !== undefined) {
        if (!Array.isArray(args))
            return void err(`${at}.args`, 'expected an array of strings');
        const bad = args.findIndex((a) => typeof a !== 'string');
        if (bad >= 0)
            return void err(`${at}.args[${bad}]`, 'expected a string');
        spec.args = args;
    }
    return spec;
}
/** Later configs' groups run after earlier ones' (Claude Code merges every settings source's hooks). */
function mergeHooksConfigs(...configs) {
    const merged = {};
    for (const config of configs) {
        for (const [event, groups] of Object.entries(config)) {
            merged[event] = [...(merged[event] ?? []), ...groups];
        }
    }
    return merged;
}
/** The hook as written, for messages: a command (exec form: program and args shell-quoted), a URL, an MCP tool, a prompt. */
function displayCommand(spec) {
    switch (spec.type) {
        case undefined:
            return spec.args ? [spec.command, ...spec.args].map(shell_quote/* shellWord */.r).join(' ') : spec.command;
        case 'http':
            return spec.url;
        case 'mcp_tool':
            return `mcp_tool ${spec.server}/${spec.tool}`;
        case 'unreadable':
            return `an entry that cannot be read (${spec.source})`;
        default:
            return `${spec.type}: ${spec.prompt.length > 60 ? `${spec.prompt.slice(0, 57)}...` : spec.prompt}`;
    }
}


/***/ }),

/***/ 38908:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ compileMatcher)
/* harmony export */ });
const EXACT_LIST = /^[A-Za-z0-9_|]+$/;
function compileMatcher(matcher) {
    const m = matcher?.trim() ?? '';
    if (m === '' || m === '*')
        return { ok: true, test: () => true };
    if (EXACT_LIST.test(m)) {
        const names = new Set(m.split('|').filter((n) => n !== ''));
        return { ok: true, test: (value) => names.has(value) };
    }
    try {
        const re = new RegExp(m);
        return { ok: true, test: (value) => re.test(value) };
    }
    catch (err) {
        return { ok: false, error: `invalid regular expression: ${err.message}` };
    }
}


/***/ }),

/***/ 14550:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ loadBashGrammar),
/* harmony export */   s: () => (/* binding */ bashParser)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/**
 * The bash grammar: tree-sitter-bash run by web-tree-sitter, both WebAssembly (no native build).
 * Loaded once, by `loadBashGrammar()`, so that parsing stays synchronous for the permission decision.
 * Not at import: compiling the runtime and the grammar is ~40 ms that the first model request does not
 * need, so the session starts it once that request is on its way and every decision awaits it. Both
 * .wasm files come from npm (`npm ci`); ncc copies them into dist/.
 */



/*
 * Written as `new URL(literal, import.meta.url)` so that the bundler (ncc) copies each file into dist/ and
 * rewrites the URL; from build/ (tests, the demo) the same URL reaches node_modules.
 */
const RUNTIME_WASM = () => __webpack_require__.ab + "web-tree-sitter.wasm";
const BASH_WASM = () => __webpack_require__.ab + "tree-sitter-bash.wasm";
async function load() {
    const { Language, Parser } = (await Promise.all(/* import() */[__webpack_require__.e(551), __webpack_require__.e(4904)]).then(__webpack_require__.t.bind(__webpack_require__, 44904, 19))).default;
    // Bundled into an ES module, the CommonJS build finds no `__dirname` while it starts: lend it one for that moment.
    const scope = globalThis;
    const lent = scope.__dirname === undefined;
    if (lent)
        scope.__dirname = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    try {
        await Parser.init({ wasmBinary: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(RUNTIME_WASM()) });
    }
    finally {
        if (lent)
            delete scope.__dirname;
    }
    const bash = await Language.load((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(BASH_WASM()));
    const parser = new Parser();
    parser.setLanguage(bash);
    return parser;
}
let loaded;
let loading;
/** Loads the grammar (once; later calls get the same promise). Never rejects: a failure is what `bashParser()` says. */
function loadBashGrammar() {
    // Not `??=`: ncc's asset relocator cannot parse it, and would leave this module's .wasm URLs to webpack (hashed copies).
    if (!loading)
        loading = load().then((parser) => void (loaded = parser), 
        // Without the grammar no command can be analysed: every Bash call then fails closed with this reason.
        (err) => void (loaded = new Error(`the bash grammar could not be loaded (${err instanceof Error ? err.message : String(err)})`)));
    return loading;
}
let baselineOnly = false;
/** The parser, or the reason it is missing (a caller that did not await `loadBashGrammar()` fails closed). */
function bashParser() {
    if (loaded === undefined)
        return new Error('the bash grammar is not loaded yet');
    if (!baselineOnly) {
        baselineOnly = true;
        // The grammar's lexer is one huge WebAssembly function: once it is hot, V8's optimizing tier compiles it in a zone
        // of ~450 MB on a background thread (the runner's peak memory went from ~100 to ~600 MB after a few Bash commands).
        // The baseline tier parses a command line in microseconds all the same, so tiering stops here. Not at start-up: V8
        // flags differing from Node's build make it reject the code cache of every built-in module loaded afterwards
        // (~40 ms more before the first model request), and the first parse comes after that request. node:v8 is loaded
        // here too, not at start (1-2 ms).
        process.getBuiltinModule('node:v8').setFlagsFromString('--liftoff-only --no-wasm-tier-up --no-wasm-dynamic-tiering');
    }
    return loaded;
}


/***/ }),

/***/ 56882:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B$: () => (/* binding */ isPlainShellVariable),
/* harmony export */   VV: () => (/* binding */ CONTAINER_TOKENS),
/* harmony export */   f1: () => (/* binding */ CONTAINERS),
/* harmony export */   kd: () => (/* binding */ TEST_WORD_NODES),
/* harmony export */   lv: () => (/* binding */ EVAL_LIKE),
/* harmony export */   wr: () => (/* binding */ SAFE_ENV),
/* harmony export */   xW: () => (/* binding */ RESERVED)
/* harmony export */ });
// The tree-sitter-bash node kinds and tokens the parser walks (src/permissions/bash-walker.ts), and the names of commands
// it refuses and of variables a line may bind.
/** Containers whose named children are statements run in order; their anonymous tokens are keywords and operators. */
// biome-ignore format: a table, kept one line per group of entries
const CONTAINERS = new Set(['program', 'list', 'pipeline', 'subshell', 'compound_statement', 'do_group', 'if_statement', 'elif_clause', 'else_clause', 'while_statement', 'negated_command']);
// biome-ignore format: a table, kept one line per group of entries
const CONTAINER_TOKENS = new Set([';', '&', '&&', '||', '|', '|&', '(', ')', '{', '}', '!', 'if', 'then', 'else', 'elif', 'fi', 'while', 'until', 'do', 'done', '\n']);
/** Words that are reserved in command position: seeing one as a command name means the grammar and bash disagree. */
// biome-ignore format: a table, kept one line per group of entries
const RESERVED = new Set(['if', 'then', 'else', 'elif', 'fi', 'case', 'esac', 'for', 'select', 'while', 'until', 'do', 'done', 'in', 'function', '{', '}', '[[', ']]', '!', 'coproc']);
/** The nodes of a `[[ \u2026 ]]` test that are words (values), not operators or patterns. */
// biome-ignore format: a table, kept one line per group of entries
const TEST_WORD_NODES = new Set(['word', 'string', 'raw_string', 'simple_expansion', 'expansion', 'command_substitution', 'number', 'concatenation', 'ansi_c_string', 'arithmetic_expansion']);
/**
 * Builtins that run a string as code, define code, change how later words are parsed or looked up, or
 * assign to a variable named by an operand (whose subscript is evaluated as arithmetic).
 */
// biome-ignore format: a table, kept one line per group of entries
const EVAL_LIKE = new Set([
    'eval', 'source', '.', 'let', 'trap', 'alias', 'unalias', 'declare', 'typeset', 'local', 'readonly', 'export', 'read', 'mapfile',
    'readarray', 'getopts', 'hash', 'enable', 'builtin', 'fc', 'bind', 'complete', 'compgen', 'compopt', 'set', 'shopt', 'unset',
    'coproc', 'function', 'select',
]);
/** Variables a line may set for its commands: they change how output looks, not what runs. */
const SAFE_ENV = /^(LC_[A-Z]+|LANG|LANGUAGE|TZ|NO_COLOR|FORCE_COLOR|TERM|COLUMNS|LINES|CI|NODE_ENV)$/;
/**
 * A variable the line may bind for itself (`x=1; \u2026`, `for f in \u2026`): a lower-case shell variable. Upper-case
 * names may already be exported (HOME, PATH, GIT_DIR, NODE_OPTIONS, LD_PRELOAD, \u2026) or steer the shell (IFS,
 * CDPATH, BASH_ENV); some lower-case ones are read by programs too (`npm_config_*`, `http_proxy`).
 */
function isPlainShellVariable(name) {
    return /^[a-z_][a-z0-9_]*$/.test(name) && !/^(npm_|yarn_|pnpm_)|_proxy$|^bash/i.test(name) && name !== '_';
}


/***/ }),

/***/ 3141:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XW: () => (/* reexport */ quoteWord),
  jX: () => (/* reexport */ renderWord),
  GW: () => (/* binding */ splitCommand)
});

// EXTERNAL MODULE: ./build/src/permissions/bash-grammar.js
var bash_grammar = __webpack_require__(14550);
// EXTERNAL MODULE: ./build/src/text/shell-quote.js
var shell_quote = __webpack_require__(60694);
;// CONCATENATED MODULE: ./build/src/permissions/bash-words.js

class Unparseable extends Error {
}
const NEEDS_QUOTE = /[\s'"\\;&|<>()$`*?]/;
/** Quote a value the way `text` shows it: bare when that is unambiguous. */
function quoteWord(value) {
    return value !== '' && !NEEDS_QUOTE.test(value) ? value : (0,shell_quote/* singleQuoted */.f)(value);
}
/** A word as it appears in `text`: unknown values stay as written; `NAME='a b'` keeps its name bare; unquoted `*` stays bare. */
function renderWord(w) {
    if (w.dynamic)
        return w.raw;
    if (w.assign !== undefined) {
        const eq = w.value.indexOf('=') + 1;
        return w.value.slice(0, eq) + (eq === w.value.length ? '' : quoteWord(w.value.slice(eq)));
    }
    if (w.stars.length === 0)
        return quoteWord(w.value);
    // Literal parts quoted, unquoted stars bare, so that a rule's `*` and a command's glob render alike.
    const parts = [];
    let from = 0;
    for (const s of w.stars) {
        if (s > from)
            parts.push(quoteWord(w.value.slice(from, s)));
        parts.push('*');
        from = s + 1;
    }
    if (from < w.value.length)
        parts.push(quoteWord(w.value.slice(from)));
    return parts.join('');
}
function emptyWord() {
    return { value: '', raw: '', dynamic: false, substitution: false, glob: false, brace: false, quoted: false, vars: [], stars: [] };
}
const fail = (why, node) => {
    throw new Unparseable(`${why} (at offset ${node.startIndex})`);
};
/** Unquoted word text: backslash quotes the next character; globs and braces are noted. */
function unquoted(text, w) {
    for (let i = 0; i < text.length; i++) {
        const c = text[i] ?? '';
        if (c === '\\') {
            const next = text[i + 1];
            if (next === undefined)
                throw new Unparseable('a word ends in a backslash');
            i++;
            if (next === '\n')
                continue;
            w.value += next;
            w.quoted = true;
            continue;
        }
        if (c === '*' || c === '?' || c === '[')
            w.glob = true;
        if (c === '*')
            w.stars.push(w.value.length);
        if (c === '{' || c === '}')
            w.brace = true;
        if (c === '$' || c === '`')
            throw new Unparseable('an unexpected "$" or "`" inside a word');
        w.value += c;
    }
}
/** Inside double quotes a backslash quotes only `$`, `` ` ``, `"`, `\` and newline. */
function doubleQuoted(text) {
    return text.replace(/\\([$`"\\\n])/g, (_, c) => (c === '\n' ? '' : c));
}
const SIMPLE_ANSI = { n: '\n', t: '\t', '\\': '\\', "'": "'", '"': '"', r: '\r' };
/**
 * `${\u2026}` forms whose effect is modelled: plain, length, defaults/alternatives, pattern removal and
 * substitution, case changes, literal substrings and subscripts. Not: indirection (`${!x}` evaluates
 * subscripts of the value), `@P` (prompt expansion runs substitutions in the value), assignments
 * (`${X=\u2026}`), and arithmetic on variables (subscripts, offsets), which evaluate a value as code.
 */
const EXPANSION_OK = /^\$\{#?(?:[A-Za-z_][A-Za-z0-9_]*|[0-9]+|[-?#$!@*])(?:\[(?:[0-9]+|@|\*)\])?(?:$|\}$|:?[-+?]|##?|%%?|\/[/#%]?|\^\^?|,,?|:[0-9]+(?::[0-9]+)?\}$|@[QEULua]\}$)/s;
class WordBuilder {
    walk;
    constructor(walk) {
        this.walk = walk;
    }
    word(node, assign) {
        const w = emptyWord();
        w.raw = node.text;
        this.part(node, w);
        if (assign !== undefined)
            w.assign = assign;
        return w;
    }
    substitution(node, w) {
        if (node.text.startsWith('`') && /[\\"'`]/.test(node.text.slice(1, -1)))
            fail('quotes or backslashes inside backquotes', node);
        w.dynamic = true;
        w.substitution = true;
        for (const c of node.namedChildren)
            this.walk(c);
    }
    part(node, w) {
        switch (node.type) {
            case 'word':
            case 'number':
                if (node.namedChildCount > 0)
                    return this.children(node, w);
                if (node.text.startsWith('~'))
                    w.glob = true;
                return unquoted(node.text, w);
            case 'variable_name':
                w.value += node.text;
                return;
            case 'raw_string':
                w.quoted = true;
                w.value += node.text.slice(1, -1);
                return;
            case 'ansi_c_string': {
                w.quoted = true;
                const body = node.text.slice(2, -1);
                // Octal, hex, unicode and control escapes spell any text (`$'\x72m'` is `rm`): not modelled.
                if (/\\[^ntr\\'"]/.test(body))
                    fail("escapes in $'\u2026' other than \\n \\t \\r \\\\ \\' \\\"", node);
                w.value += body.replace(/\\(.)/g, (_, c) => SIMPLE_ANSI[c] ?? c);
                return;
            }
            case 'string':
                return this.doubleQuotedString(node, w);
            case 'translated_string':
                w.quoted = true;
                w.dynamic = true;
                return this.doubleQuotedString(node.namedChildren[0] ?? fail('empty $"\u2026"', node), w);
            case 'simple_expansion': {
                if (!/^\$(?:[A-Za-z_][A-Za-z0-9_]*|[0-9]|[-?#$!@*])$/.test(node.text))
                    fail('a "$" the grammar read differently from bash', node);
                w.dynamic = true;
                w.vars.push(node.text.slice(1));
                w.value += node.text;
                return;
            }
            case 'expansion':
                return this.expansion(node, w);
            case 'command_substitution':
            case 'process_substitution':
                w.value += node.text;
                return this.substitution(node, w);
            case 'arithmetic_expansion':
                // Arithmetic evaluates variables' values as expressions (`a[$(cmd)]` runs cmd): only literal numbers.
                if (!/^\$\(\([\s0-9+\-*/%()<>=!&|^~?:]*\)\)$/.test(node.text))
                    fail('arithmetic with variables or substitutions', node);
                w.dynamic = true;
                w.value += node.text;
                return;
            case 'concatenation':
                return this.children(node, w);
            case 'brace_expression':
                w.brace = true;
                w.value += node.text;
                return;
            default:
                return fail(`"${node.type}" in a word is not supported`, node);
        }
    }
    /** Adjacent parts of one word must touch: a gap would mean two words. */
    children(node, w) {
        let at = node.startIndex;
        for (const c of node.children) {
            if (c.startIndex !== at)
                fail('a gap inside a word', node);
            if (!c.isNamed) {
                // Literal punctuation the grammar leaves anonymous inside a word (e.g. `=` or `{`).
                unquoted(c.text, w);
            }
            else {
                this.part(c, w);
            }
            at = c.endIndex;
        }
        if (at !== node.endIndex)
            fail('a gap at the end of a word', node);
    }
    doubleQuotedString(node, w) {
        w.quoted = true;
        const text = node.text;
        if (!text.startsWith('"') || !text.endsWith('"') || text.length < 2)
            fail('a malformed double-quoted string', node);
        let at = node.startIndex + 1;
        const end = node.endIndex - 1;
        const literal = (from, to) => {
            if (to > from)
                w.value += doubleQuoted(text.slice(from - node.startIndex, to - node.startIndex));
        };
        for (const c of node.namedChildren) {
            if (c.type === 'string_content')
                continue;
            literal(at, c.startIndex);
            switch (c.type) {
                case 'simple_expansion':
                case 'expansion':
                case 'command_substitution':
                case 'arithmetic_expansion': {
                    // Inside quotes nothing is split or globbed: only the value is unknown.
                    const inner = emptyWord();
                    this.part(c, inner);
                    w.dynamic = true;
                    w.substitution ||= inner.substitution;
                    w.vars.push(...inner.vars);
                    w.value += c.text;
                    break;
                }
                default:
                    fail(`"${c.type}" inside double quotes is not supported`, c);
            }
            at = c.endIndex;
        }
        literal(at, end);
    }
    expansion(node, w) {
        const text = node.text;
        if (!EXPANSION_OK.test(text))
            fail(`the parameter expansion ${text.slice(0, 40)} is not supported`, node);
        w.dynamic = true;
        w.value += text;
        const name = /^\$\{#?([A-Za-z_][A-Za-z0-9_]*|[0-9]+|[-?#$!@*])/.exec(text)?.[1];
        if (name !== undefined)
            w.vars.push(name);
        // Defaults and replacements are words themselves: walk them for substitutions and variables.
        const visit = (n) => {
            for (const c of n.namedChildren) {
                if (c.type === 'command_substitution' || c.type === 'process_substitution')
                    this.substitution(c, w);
                else if (c.type === 'simple_expansion')
                    w.vars.push(c.text.slice(1));
                else if (c.type === 'expansion') {
                    const inner = emptyWord();
                    this.expansion(c, inner);
                    w.vars.push(...inner.vars);
                    w.substitution ||= inner.substitution;
                }
                else if (c.type === 'arithmetic_expansion' || c.type === 'subscript')
                    fail('arithmetic inside a parameter expansion', c);
                else
                    visit(c);
            }
        };
        visit(node);
    }
}

;// CONCATENATED MODULE: ./build/src/permissions/bash-coverage.js

/** Between two tokens only blanks, newlines and line continuations; a comment only where bash starts one. */
function checkCoverage(root, src) {
    let at = 0;
    const blank = (text) => /^(?:[ \t\n]|\\\n)*$/.test(text);
    const cursor = root.walk();
    try {
        for (;;) {
            const type = cursor.nodeType;
            // A here-document body is one token: data, or refused before this point when expanded.
            const leaf = type === 'heredoc_body' || !cursor.gotoFirstChild();
            if (leaf) {
                const start = cursor.startIndex;
                if (start < at)
                    throw new Unparseable(`the grammar read overlapping tokens (at offset ${start})`);
                if (!blank(src.slice(at, start)))
                    throw new Unparseable(`text the grammar skipped: ${JSON.stringify(src.slice(at, start).slice(0, 20))} (at offset ${at})`);
                // bash removes a line continuation before reading words: `a\<newline>b` is one word, which the grammar may split.
                if (at > 0 && src.startsWith('\\\n', at) && !/[ \t\n]/.test(src[at - 1] ?? ''))
                    throw new Unparseable(`a line continuation inside a word (at offset ${at})`);
                if (type === 'comment' && start > 0 && !/[ \t\n;&|()<>]/.test(src[start - 1] ?? '')) {
                    throw new Unparseable(`a "#" the grammar read as a comment (at offset ${start})`);
                }
                at = Math.max(at, cursor.endIndex);
                while (!cursor.gotoNextSibling()) {
                    if (!cursor.gotoParent()) {
                        if (!blank(src.slice(at)))
                            throw new Unparseable(`text the grammar skipped at the end: ${JSON.stringify(src.slice(at).slice(0, 20))}`);
                        return;
                    }
                }
            }
        }
    }
    finally {
        cursor.delete();
    }
}

;// CONCATENATED MODULE: ./build/src/permissions/bash-arith.js
const ARITH_TEST_OPS = /^-(eq|ne|lt|le|gt|ge|v|R)$/;
/** An operand bash cannot turn into code: digits and operators only, or one of the shell's own numbers. */
const numeric = (w) => w !== undefined && !w.glob && !w.brace && ((!w.dynamic && /^[\s0-9+\-*/%()<>=!&|^~]+$/.test(w.value)) || /^\$[?#$!]$/.test(w.value));
/**
 * `test`, `[` and `[[` words (the command name first): why an arithmetic comparison or `-v` in them may run code. A
 * subscript (`a[$(cmd)]`) is evaluated; in `[[ x -eq 1 ]]` the variable named x is, and its value (`b[$(cmd)]`, set
 * earlier in the line) is evaluated in turn.
 */
function arithmeticRefusal(words) {
    const operands = words.slice(1).filter((w, i, all) => i < all.length - 1 || (w.value !== ']' && w.value !== ']]'));
    if (!operands.some((w) => ARITH_TEST_OPS.test(w.value)))
        return undefined;
    // A glob or brace may expand to a file named `a[$(cmd)]`, which a pull request can commit.
    if (operands.some((w) => w.substitution || w.glob || w.brace || w.vars.some((v) => !'?#$!'.includes(v)) || /\[/.test(w.value))) {
        return 'an arithmetic test on a value known only at run time';
    }
    const named = operands.some((w, i) => /^-(eq|ne|lt|le|gt|ge)$/.test(w.value) && (!numeric(operands[i - 1]) || !numeric(operands[i + 1])));
    return named ? 'an arithmetic comparison of something other than digits and operators (a name is evaluated as a variable)' : undefined;
}

// EXTERNAL MODULE: ./build/src/permissions/bash-nodes.js
var bash_nodes = __webpack_require__(56882);
;// CONCATENATED MODULE: ./build/src/permissions/bash-walker.js



const MAX_DEPTH = 200;
/** Is this command the first of its pipeline (where bash reads `time` and `!` as keywords)? */
function atPipelineStart(node) {
    let n = node;
    if (n.parent?.type === 'redirected_statement')
        n = n.parent;
    const parent = n.parent;
    return parent?.type !== 'pipeline' || parent.firstNamedChild?.startIndex === n.startIndex;
}
const bash_walker_fail = (why, node) => {
    throw new Unparseable(`${why} (at offset ${node.startIndex})`);
};
class Walker {
    out;
    bound;
    words;
    depth = 0;
    heredocs = 0;
    substitutions = 0;
    constructor(out, bound) {
        this.out = out;
        this.bound = bound;
        this.words = new WordBuilder((n) => {
            this.substitutions++;
            this.statement(n);
        });
    }
    statement(node) {
        if (++this.depth > MAX_DEPTH)
            bash_walker_fail('nested too deeply', node);
        try {
            this.statementBody(node);
        }
        finally {
            this.depth--;
        }
    }
    statementBody(node) {
        if (bash_nodes/* CONTAINERS */.f1.has(node.type)) {
            for (const c of node.children) {
                if (!c.isNamed) {
                    if (!bash_nodes/* CONTAINER_TOKENS */.VV.has(c.type))
                        bash_walker_fail(`"${c.type}" is not supported`, c);
                }
                else if (c.type !== 'comment') {
                    this.statement(c);
                }
            }
            return;
        }
        switch (node.type) {
            case 'command':
                return this.command(node, []);
            case 'redirected_statement':
                return this.redirected(node);
            case 'variable_assignment':
                return this.emit([], [this.assignment(node, true)], []);
            case 'variable_assignments':
                return this.emit([], node.namedChildren.map((c) => this.assignment(c, true)), []);
            case 'test_command':
                return this.testCommand(node);
            case 'for_statement':
                return this.forStatement(node);
            case 'comment':
                return;
            case 'file_redirect':
                // `$(<file)` reads a file.
                return this.emit([], [], this.redirect(node));
            case 'declaration_command':
            case 'unset_command':
                return bash_walker_fail(`"${node.text.split(/\s/)[0]}" assigns or removes variables by name`, node);
            case 'function_definition':
                return bash_walker_fail('function definitions are not supported', node);
            case 'case_statement':
                return this.caseStatement(node);
            case 'c_style_for_statement':
                return bash_walker_fail('arithmetic for loops are not supported', node);
            default:
                return bash_walker_fail(`"${node.type}" is not supported`, node);
        }
    }
    redirected(node) {
        const redirs = [];
        let body;
        for (const c of node.children) {
            if (c.type.endsWith('_redirect'))
                redirs.push(...this.redirect(c));
            else if (body === undefined && c.isNamed)
                body = c;
            else
                bash_walker_fail(`"${c.type}" after a redirected command is not supported`, c);
        }
        if (body === undefined)
            return this.emit([], [], redirs);
        // A redirection the grammar hangs on a whole list or group applies to some command inside it: listed on its own.
        if (body.type === 'command')
            return this.command(body, redirs);
        this.statement(body);
        if (redirs.length > 0)
            this.emit([], [], redirs);
    }
    command(node, outer) {
        const words = [];
        const envs = [];
        const redirs = [...outer];
        for (const c of node.children) {
            if (c.type === 'variable_assignment') {
                if (words.length > 0)
                    bash_walker_fail('an assignment after the command name', c);
                envs.push(this.assignment(c, false));
            }
            else if (c.type.endsWith('_redirect')) {
                redirs.push(...this.redirect(c));
            }
            else if (c.type === 'command_name') {
                const inner = c.namedChildren;
                if (inner.length !== 1 || inner[0] === undefined)
                    bash_walker_fail('a malformed command name', c);
                words.push(this.words.word(inner[0]));
            }
            else if (c.isNamed) {
                words.push(this.words.word(c));
            }
            else {
                bash_walker_fail(`"${c.type}" inside a command is not supported`, c);
            }
        }
        // `time` is a keyword timing the pipeline after it, but only at the start of a pipeline: after `|` it is /usr/bin/time.
        while (atPipelineStart(node) && words[0] !== undefined && !words[0].quoted && words[0].value === 'time' && words.length > 1) {
            words.shift();
            const option = words[0];
            if (option?.value === '-p' && words.length > 1)
                words.shift();
            // `time x=1 cmd`: bash reads an assignment there; the grammar read a word.
            if (words[0] !== undefined && /^[A-Za-z_][A-Za-z0-9_]*\+?=/.test(words[0].raw))
                bash_walker_fail('an assignment after time', node);
        }
        const head = words[0];
        if (head !== undefined && !head.quoted && !head.dynamic) {
            if (bash_nodes/* RESERVED */.xW.has(head.value))
                bash_walker_fail(`"${head.value}" is not supported here`, node);
            if (bash_nodes/* EVAL_LIKE */.lv.has(head.value))
                bash_walker_fail(`"${head.value}" runs or defines code, or assigns variables by name`, node);
            if (head.value === 'printf' && words.slice(1).some((w) => w.dynamic || /^-[^-]*v/.test(w.value)))
                bash_walker_fail('printf -v assigns a variable by name', node);
            // bash 5.1's `wait -p NAME` assigns the variable NAME names (its subscript evaluated as code).
            if (head.value === 'wait' && words.slice(1).some((w) => w.dynamic || w.brace || w.glob || /^-[^-]*p/.test(w.value)))
                bash_walker_fail('wait -p assigns a variable by name', node);
            if (['test', '['].includes(head.value))
                this.arithmeticTest(words, node);
        }
        this.emit(words, envs, redirs);
    }
    /** Arithmetic comparisons and -v evaluate an operand's subscript as code (`a[$(cmd)]`), and a name's value as arithmetic. */
    arithmeticTest(words, node) {
        const why = arithmeticRefusal(words);
        if (why !== undefined)
            bash_walker_fail(why, node);
    }
    assignment(node, standalone) {
        const name = node.childForFieldName('name');
        if (name === null || name.type !== 'variable_name')
            return bash_walker_fail('an assignment to an array element', node);
        const op = node.children[1];
        if (op === undefined || (op.type !== '=' && op.type !== '+='))
            return bash_walker_fail('a malformed assignment', node);
        // A prefix assignment only sets the command's environment, and the rule must spell it; a standalone one stays for the rest of the line.
        if (standalone && !(0,bash_nodes/* isPlainShellVariable */.B$)(name.text) && !bash_nodes/* SAFE_ENV */.wr.test(name.text)) {
            bash_walker_fail(`assigning ${name.text} changes what later commands or the shell do`, node);
        }
        const value = node.childForFieldName('value');
        const w = value === null ? { ...this.words.word(name), value: '' } : this.words.word(value);
        if (value?.type === 'array')
            bash_walker_fail('array assignments are not supported', value);
        return {
            ...w,
            raw: node.text,
            value: `${name.text}${op.type}${w.value}`,
            assign: name.text,
            // An unquoted value is not globbed or split in an assignment.
            glob: false,
            brace: false,
            stars: [],
        };
    }
    redirect(node) {
        if (node.type === 'heredoc_redirect')
            return this.heredoc(node);
        const fd = node.childForFieldName('descriptor');
        const ops = node.children.filter((c) => !c.isNamed);
        const targets = node.namedChildren.filter((c) => c.type !== 'file_descriptor');
        if (ops.length !== 1 || targets.length !== 1)
            return bash_walker_fail('a malformed redirection', node);
        const target = this.words.word(targets[0]);
        const op = ops[0].type;
        const redir = { op, target: target.value, targetDynamic: target.dynamic || target.glob || target.brace };
        if (fd !== null)
            redir.fd = Number(fd.text);
        if (fd !== null && !/^\d+$/.test(fd.text))
            bash_walker_fail('a named file descriptor', node);
        return [redir];
    }
    /** A here-document's text is data, unless its delimiter is unquoted and the body has `$`, `` ` `` or `\`. */
    heredoc(node) {
        this.heredocs++;
        const redirs = [];
        let delim = '';
        let op = '<<';
        for (const c of node.children) {
            if (!c.isNamed) {
                if (c.type === '<<' || c.type === '<<-')
                    op = c.type;
                else if (!bash_nodes/* CONTAINER_TOKENS */.VV.has(c.type))
                    bash_walker_fail(`"${c.type}" in a here-document is not supported`, c);
            }
            else if (c.type === 'heredoc_start') {
                delim = c.text;
            }
            else if (c.type === 'heredoc_body') {
                const quoted = /['"\\]/.test(delim);
                if (!quoted && ((c.namedChildCount > 0 && c.namedChildren.some((n) => n.type !== 'heredoc_content')) || /[$`\\]/.test(c.text))) {
                    bash_walker_fail('a here-document whose text is expanded', c);
                }
            }
            else if (c.type === 'heredoc_end') {
                // The end is where bash ends the body only if it is the delimiter, after quote removal.
                if (c.text !== delim.replace(/['"\\]/g, ''))
                    bash_walker_fail('a here-document delimiter the shell reads differently', c);
            }
            else if (c.type.endsWith('_redirect')) {
                redirs.push(...this.redirect(c));
            }
            else {
                this.statement(c);
            }
        }
        redirs.unshift({ op, target: delim.replace(/['"\\]/g, ''), targetDynamic: false });
        return redirs;
    }
    /** `[[ \u2026 ]]` and `[ \u2026 ]`: listed as a command whose words are the test's operands and operators. */
    testCommand(node) {
        const words = [];
        const leaves = (n) => {
            for (const c of n.children) {
                if (bash_nodes/* TEST_WORD_NODES */.kd.has(c.type)) {
                    words.push(this.words.word(c));
                }
                else if (c.type === 'test_operator' || c.type === 'regex' || c.type === 'extglob_pattern' || !c.isNamed) {
                    // A pattern or regex matches values; an operator is literal.
                    const pattern = c.isNamed && c.type !== 'test_operator';
                    words.push({ ...emptyWord(), value: c.text, raw: c.text, dynamic: pattern, glob: pattern });
                }
                else if (['binary_expression', 'unary_expression', 'parenthesized_expression'].includes(c.type)) {
                    leaves(c);
                }
                else {
                    bash_walker_fail(`"${c.type}" in a test is not supported`, c);
                }
            }
        };
        leaves(node);
        this.arithmeticTest(words, node);
        this.emit(words, [], []);
    }
    /** `for NAME in WORDS`: listed as a command so that its words are checked like arguments. */
    forStatement(node) {
        if (node.children[0]?.type !== 'for')
            bash_walker_fail('select loops are not supported', node);
        const variable = node.childForFieldName('variable');
        if (variable === null)
            return bash_walker_fail('a for loop without a variable', node);
        if (!(0,bash_nodes/* isPlainShellVariable */.B$)(variable.text))
            bash_walker_fail(`a loop over ${variable.text} rebinds a variable that later commands or the shell read`, variable);
        const words = [{ ...emptyWord(), value: 'for', raw: 'for' }, this.words.word(variable)];
        if (node.children.some((c) => c.type === 'in'))
            words.push({ ...emptyWord(), value: 'in', raw: 'in' });
        for (const v of node.childrenForFieldName('value'))
            words.push(this.words.word(v));
        this.emit(words, [], []);
        this.bound.add(variable.text);
        const body = node.childForFieldName('body');
        if (body === null)
            return bash_walker_fail('a for loop without a body', node);
        this.statement(body);
    }
    /**
     * `case WORD in PATTERN|PATTERN) BODY;; \u2026 esac`: the subject and the patterns are expanded (a substitution in
     * either runs) but never split or globbed, and then only compared: listed as one `case` command whose words are
     * checked like `[[ a == b ]]`'s. Every body is a list of commands judged like any other, whichever runs.
     */
    caseStatement(node) {
        const words = [{ ...emptyWord(), value: 'case', raw: 'case' }];
        const bodies = [];
        for (const c of node.children) {
            if (!c.isNamed) {
                if (!['case', 'in', 'esac', '\n', ';'].includes(c.type))
                    bash_walker_fail(`"${c.type}" in a case statement is not supported`, c);
                if (c.type === 'in')
                    words.push({ ...emptyWord(), value: 'in', raw: 'in' });
            }
            else if (c.type === 'case_item') {
                let inPatterns = true;
                for (const part of c.children) {
                    if (inPatterns) {
                        if (part.type === ')')
                            inPatterns = false;
                        else if (part.type === 'extglob_pattern')
                            words.push(this.pattern(part));
                        else if (part.isNamed)
                            words.push({ ...this.words.word(part), glob: false, brace: false });
                        else if (part.type !== '|' && part.type !== '(')
                            bash_walker_fail(`"${part.type}" in a case pattern is not supported`, part);
                    }
                    else if (!part.isNamed) {
                        if (![';;', ';&', ';;&', ';', '\n'].includes(part.type))
                            bash_walker_fail(`"${part.type}" in a case item is not supported`, part);
                    }
                    else if (part.type !== 'comment') {
                        bodies.push(part);
                    }
                }
                if (inPatterns)
                    bash_walker_fail('a case item without ")"', c);
            }
            else if (c.type === 'comment') {
            }
            else if (words.length === 1) {
                words.push({ ...this.words.word(c), glob: false, brace: false });
            }
            else {
                bash_walker_fail(`"${c.type}" in a case statement is not supported`, c);
            }
        }
        if (words.length < 3 || words[2]?.value !== 'in' || words[2].quoted)
            bash_walker_fail('a malformed case statement', node);
        this.emit(words, [], []);
        for (const b of bodies)
            this.statement(b);
    }
    /** A pattern the grammar read as one glob token: plain text and glob characters only (bash's extglob is off in `bash -c`). */
    pattern(node) {
        const text = node.text;
        if (node.namedChildCount > 0 || /[\\'"$`(){}\s]/.test(text))
            bash_walker_fail('a case pattern with quoting, expansions or extglob', node);
        return { ...emptyWord(), value: text, raw: text, dynamic: /[*?[]/.test(text), glob: false };
    }
    emit(words, envs, redirections) {
        const first = words[0];
        this.out.push({
            argv: words.map((w) => w.value),
            text: [...envs, ...words].map(renderWord).join(' '),
            redirections,
            envAssignments: envs.map((w) => w.value),
            words,
            envWords: envs,
            hasSubstitution: [...words, ...envs].some((w) => w.substitution) || redirections.some((r) => r.targetDynamic),
            dynamicName: first !== undefined && (first.dynamic || first.glob || first.brace),
            boundVars: [...this.bound],
        });
    }
}

;// CONCATENATED MODULE: ./build/src/permissions/bash-parse.js
/**
 * Every simple command a bash command line would run, read with tree-sitter-bash (a maintained grammar,
 * not a hand-written lexer). Only constructs modelled completely are accepted; anything else \u2014 a syntax
 * error, a construct the walker does not know, a word the grammar tokenised differently from bash, code
 * that bash evaluates from a string (eval-like builtins, arithmetic on variables, functions, coproc,
 * here-documents next to substitutions), or an assignment that rebinds a variable other programs or the
 * shell itself read (HOME, PATH, IFS, GIT_*, \u2026) \u2014 is reported as unparseable, and the decision layer fails
 * closed: only a rule naming that exact command line allows it.
 */





const MAX_LENGTH = 30_000;
/** The grammar's work grows with the square of a pipeline's length and of the here-documents on a line (and a pipe of tens of thousands exhausts its stack): bounded before parsing. */
const MAX_PIPES = 300;
const MAX_HEREDOCS = 50;
const count = (text, needle) => text.split(needle).length - 1;
/**
 * Every simple command the command line would run, including those inside groups, subshells, loops,
 * conditionals, command and process substitutions.
 */
function splitCommand(command) {
    if (command.length > MAX_LENGTH)
        return { ok: false, reason: 'command too long to analyse' };
    const parser = (0,bash_grammar/* bashParser */.s)();
    if (parser instanceof Error)
        return { ok: false, reason: parser.message };
    if (command.includes('\0'))
        return { ok: false, reason: 'a NUL byte' };
    if (/\r/.test(command))
        return { ok: false, reason: 'a carriage return (bash reads it as part of a word)' };
    if (count(command, '|') > MAX_PIPES)
        return { ok: false, reason: `more than ${MAX_PIPES} pipes` };
    if (count(command, '<<') > MAX_HEREDOCS)
        return { ok: false, reason: `more than ${MAX_HEREDOCS} here-documents` };
    let tree;
    try {
        tree = parser.parse(command);
    }
    catch (e) {
        return { ok: false, reason: `the grammar failed: ${String(e)}` };
    }
    if (tree === null)
        return { ok: false, reason: 'the grammar returned no tree' };
    try {
        const root = tree.rootNode;
        if (root.hasError)
            return { ok: false, reason: 'a syntax error, or syntax the grammar does not know' };
        const commands = [];
        const walker = new Walker(commands, new Set());
        walker.statement(root);
        checkCoverage(root, command);
        if (walker.heredocs > 0 && walker.substitutions > 0) {
            return { ok: false, reason: 'here-documents together with command substitutions are not analysed' };
        }
        return { ok: true, commands };
    }
    catch (e) {
        // Anything unexpected (even a stack overflow on hostile input) must fail closed, not crash the run.
        return { ok: false, reason: e instanceof Unparseable ? e.message : `cannot analyse: ${String(e)}` };
    }
    finally {
        tree.delete();
    }
}


/***/ }),

/***/ 23356:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ executionPlan)
/* harmony export */ });
/** bash builtins (`compgen -b`): run by the shell, not as programs, so never executed from argv. */
const BUILTINS = new Set([
    '.',
    ':',
    '[',
    'alias',
    'bg',
    'bind',
    'break',
    'builtin',
    'caller',
    'cd',
    'command',
    'compgen',
    'complete',
    'compopt',
    'continue',
    'declare',
    'dirs',
    'disown',
    'echo',
    'enable',
    'eval',
    'exec',
    'exit',
    'export',
    'false',
    'fc',
    'fg',
    'getopts',
    'hash',
    'help',
    'history',
    'jobs',
    'kill',
    'let',
    'local',
    'logout',
    'mapfile',
    'popd',
    'printf',
    'pushd',
    'pwd',
    'read',
    'readarray',
    'readonly',
    'return',
    'set',
    'shift',
    'shopt',
    'source',
    'suspend',
    'test',
    'times',
    'trap',
    'true',
    'type',
    'typeset',
    'ulimit',
    'umask',
    'unalias',
    'unset',
    'wait',
]);
/** Words the walker lists as commands for their checks (`for` headers, `case` subjects, `[[ \u2026 ]]`): the shell's syntax, never programs. */
const KEYWORDS = new Set(['for', 'case', '[[']);
/**
 * One simple command with only literal words, no assignments and no redirections is run as that argv, without a
 * shell: nothing is left for bash to interpret, so what was approved is what runs. `readOnly` is set when every
 * command was approved by the read-only list (not by a rule): those run in a fixed environment.
 */
function executionPlan(commands, readOnly) {
    const only = commands.length === 1 ? commands[0] : undefined;
    const literal = only !== undefined &&
        only.words.length > 0 &&
        only.envWords.length === 0 &&
        only.redirections.length === 0 &&
        only.words.every((w) => !w.dynamic && !w.glob && !w.brace && !w.substitution) &&
        !BUILTINS.has(only.words[0]?.value ?? '') &&
        !KEYWORDS.has(only.words[0]?.value ?? '');
    return literal ? { readOnly, argv: only.argv } : { readOnly };
}


/***/ }),

/***/ 71688:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  LJ: () => (/* binding */ DENIAL_GUIDANCE),
  LD: () => (/* binding */ decide),
  iE: () => (/* binding */ pathDeniedBy),
  wC: () => (/* binding */ removedByDenyRule)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/src/permissions/bash-parse.js + 4 modules
var bash_parse = __webpack_require__(3141);
// EXTERNAL MODULE: ./build/src/permissions/read-only-commands.js + 4 modules
var read_only_commands = __webpack_require__(52774);
// EXTERNAL MODULE: ./build/src/permissions/rules.js + 5 modules
var permissions_rules = __webpack_require__(78504);
;// CONCATENATED MODULE: ./build/src/permissions/bash-effects.js
/**
 * What a parsed command line does to files, beyond the commands themselves: each output redirection and
 * each file-writing option of a known command is a write, decided as `Write(<path>)` by the caller with
 * the same rules and mode as the Write tool; each input redirection is a read. Paths are relative to the
 * directory the shell is in, so `cd` earlier in the line is followed.
 */

const SINKS = /^\/dev\/(null|stdout|stderr|stdin|fd\/[0-2])$/;
const OUTPUT_OPS = new Set(['>', '>>', '>|', '&>', '&>>', '<>']);
const isOutputRedirection = (r) => OUTPUT_OPS.has(r.op) || (r.op === '>&' && !/^(\d+|-)$/.test(r.target));
/** Options that name a file the command writes, by command. Long names match abbreviations GNU-style. */
const WRITE_OPTIONS = {
    sort: { short: ['-o'], long: ['output'] },
    curl: { short: ['-o', '-D', '-c'], long: ['output', 'dump-header', 'cookie-jar', 'trace', 'trace-ascii', 'stderr', 'libcurl', 'etag-save'] },
    wget: { short: ['-O', '-o', '-a'], long: ['output-document', 'output-file', 'append-output'] },
    git: { short: [], long: ['output'] },
    gcc: { short: ['-o'], long: [] },
    cc: { short: ['-o'], long: [] },
    'g++': { short: ['-o'], long: [] },
    clang: { short: ['-o'], long: [] },
    tar: { short: ['-f'], long: ['file'] },
};
/** Targets of a command's file-writing options and operands (`tee f`, `sort -o f`, `dd of=f`, `curl --output f`). */
function writtenByOptions(cmd) {
    const [head, ...args] = cmd.words;
    if (head === undefined || head.dynamic)
        return [];
    const name = external_node_path_.posix.basename(head.value);
    const out = [];
    const end = args.findIndex((w) => w.value === '--');
    const opts = end < 0 ? args : args.slice(0, end);
    if (name === 'tee')
        return args.filter((w, i) => (end >= 0 && i > end) || !w.value.startsWith('-') || w.dynamic);
    if (name === 'dd') {
        for (const w of args)
            if (w.value.startsWith('of='))
                out.push({ ...w, value: w.value.slice(3) });
        return out;
    }
    const spec = WRITE_OPTIONS[name];
    if (spec === undefined)
        return out;
    // `tar -f` writes only when creating; reading an archive is harmless but treated alike (rare under a rule).
    opts.forEach((w, i) => {
        const v = w.value;
        const long = /^--([^=]+)(?:=(.*))?$/s.exec(v);
        if (long?.[1] !== undefined && spec.long.some((n) => n.startsWith(long[1]) && long[1].length >= 3)) {
            const value = long[2] !== undefined ? { ...w, value: long[2] } : args[i + 1];
            out.push(value ?? { ...w, value: '', dynamic: true });
            return;
        }
        for (const s of spec.short) {
            if (v === s)
                out.push(args[i + 1] ?? { ...w, value: '', dynamic: true });
            else if (v.startsWith(s) && !v.startsWith('--') && v.length > 2 && name !== 'tar')
                out.push({ ...w, value: v.slice(2) });
        }
    });
    return out;
}
/** Follow `cd` through the line: every later relative path may be relative to any directory seen so far. */
function placesOf(commands) {
    const places = [];
    let dirs = [''];
    let unknown = false;
    for (const cmd of commands) {
        places.push({ dirs: [...dirs], unknown });
        const [head, dir, extra] = cmd.words;
        if (head?.value !== 'cd' && head?.value !== 'pushd' && head?.value !== 'popd')
            continue;
        if (dir === undefined || extra !== undefined || dir.dynamic || dir.glob || dir.brace || dir.value === '-' || head.value !== 'cd') {
            unknown = true;
            continue;
        }
        dirs = [...new Set([...dirs, ...dirs.map((d) => external_node_path_.posix.join(d, dir.value))])];
    }
    return places;
}
const pathOf = (w) => 'op' in w ? { value: w.target, dynamic: w.targetDynamic } : { value: w.value, dynamic: w.dynamic || w.glob || w.brace };
/** Every file a command reads through `<` or writes, resolved against every place the shell may be in. */
function fileEffects(cmd, place, root) {
    const effects = [];
    const add = (kind, target, via) => {
        const { value, dynamic } = pathOf(target);
        if (SINKS.test(value) && !dynamic)
            return;
        if (dynamic || value === '' || value.startsWith('~') || (place.unknown && !external_node_path_.isAbsolute(value))) {
            effects.push({ kind: 'unknown', via });
            return;
        }
        const dirs = external_node_path_.isAbsolute(value) ? [''] : place.dirs;
        for (const d of dirs)
            effects.push({ kind, path: external_node_path_.resolve(root, d, value), via });
    };
    for (const r of cmd.redirections) {
        if (isOutputRedirection(r))
            add('write', r, `the redirection ${r.fd ?? ''}${r.op} ${r.target}`);
        else if (r.op === '<')
            add('read', r, `the redirection < ${r.target}`);
    }
    for (const w of writtenByOptions(cmd))
        add('write', w, `${cmd.words[0]?.value ?? ''} writing ${w.value || w.raw}`);
    return effects;
}
/** The command without the redirections `fileEffects` decided: rules and the read-only list judge the rest. */
function withoutFileRedirections(cmd) {
    return { ...cmd, redirections: cmd.redirections.filter((r) => !isOutputRedirection(r) && r.op !== '<') };
}

// EXTERNAL MODULE: ./build/src/permissions/bash-plan.js
var bash_plan = __webpack_require__(23356);
// EXTERNAL MODULE: ./build/src/permissions/path-rules.js
var path_rules = __webpack_require__(13761);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./build/src/permissions/decide-guards.js
/**
 * What decide.ts asks beyond the rules: which protected folders a path rule spells, whether git would use a repository
 * the agent could have written.
 */




/**
 * A path rule covers a protected folder (`.git`, `.claude`, `.github/workflows`, `node_modules/.bin`) only where it
 * spells it, at any depth: `Edit(src/**)` does not cover `src/.git/config` (git run in `src/` reads it), `Edit(src/.git/**)` does.
 */
function spellsProtected(specifier, root, target) {
    if (specifier === undefined)
        return false;
    const spelled = specifier.split('/');
    const segs = external_node_path_.relative(root, target).split(external_node_path_.sep);
    const has = (...names) => spelled.some((_, i) => names.every((n, k) => spelled[i + k] === n));
    return segs.every((s, i) => {
        if (s === '.git' || s === '.claude')
            return has(s);
        if (s === '.github' && segs[i + 1] === 'workflows')
            return has('.github', 'workflows');
        if (s === 'node_modules' && segs[i + 1] === '.bin')
            return has('node_modules', '.bin');
        return true;
    });
}
/**
 * git run below the working directory uses the first `.git` it finds on the way up: one in a folder the agent could
 * write (a configuration with `diff.external`, `core.fsmonitor`, aliases) runs code. A rule for git vouches for the
 * workspace's repository, not for that one.
 */
function nestedRepositoryRefusal(cmd, root, cwds) {
    if (external_node_path_.basename(cmd.words[0]?.value ?? '') !== 'git')
        return undefined;
    const dirs = [...cwds];
    cmd.words.forEach((w, i) => {
        const next = cmd.words[i + 1];
        if (w.value === '-C' && next !== undefined)
            dirs.push(...cwds.map((c) => external_node_path_.resolve(c, next.value)));
    });
    for (const start of dirs) {
        for (let dir = start; (0,read_only_commands/* isInside */.FK)(root, dir) && dir !== root; dir = external_node_path_.dirname(dir)) {
            if ((0,external_node_fs_.existsSync)(external_node_path_.join(dir, '.git')) && !submoduleOf(root, dir))
                return `git in ${external_node_path_.relative(root, start)} would use the repository ${external_node_path_.relative(root, dir)}/.git, below the working directory, which the agent could have written`;
        }
    }
    return undefined;
}
/** A submodule's `.git` is a file pointing into the workspace repository's own `.git/modules`, which no tool may write. */
function submoduleOf(root, dir) {
    try {
        const m = /^gitdir:\s*(.+?)\s*$/m.exec((0,external_node_fs_.readFileSync)(external_node_path_.join(dir, '.git'), 'utf8'));
        return m?.[1] !== undefined && (0,read_only_commands/* isInside */.FK)(external_node_path_.join(root, '.git', 'modules'), external_node_path_.resolve(dir, m[1]));
    }
    catch {
        return false;
    }
}
/** Read deny rules on exactly one path, compiled once per decision (a tree walk asks about every entry). */
function namedMatcher(rules, root) {
    const matchers = rules.map((r) => (r.specifier === undefined ? () => true : (0,path_rules/* pathRuleMatcher */.OP)(r.specifier, root)));
    return (abs) => matchers.some((m) => m(abs));
}

// EXTERNAL MODULE: ./build/src/permissions/jail-hidden.js
var jail_hidden = __webpack_require__(48409);
;// CONCATENATED MODULE: ./build/src/permissions/decide.js
/**
 * One permission decision per tool call, in Claude Code's order: deny rules, then allow rules (and
 * tools granted for the call, e.g. by a skill), then the permission mode. In CI nobody can answer a
 * prompt, so whatever would prompt is denied, with a message the model can act on.
 */









/** Tools that change no file, allowed in every mode as in Claude Code (the task list and the questions are the run's own). */
// biome-ignore format: a table, kept one line per group of entries
const ALWAYS_READ_ONLY = new Set(['Read', 'Glob', 'Grep', 'LS', 'NotebookRead', 'LSP', 'TodoWrite', 'TaskCreate', 'TaskGet', 'TaskList', 'TaskUpdate', 'AskUserQuestion', 'ReportFindings']);
/** Read-only, yet they reach the network: as in Claude Code, they need an allow rule (WebFetch's by domain) outside bypassPermissions. */
const NETWORK_TOOLS = new Set(['WebFetch', 'WebSearch']);
/** bypassPermissions still refuses these, as Claude Code does (it would prompt; here nobody can answer). */
const BYPASS_GUARDED = new Set(['.git', '.claude', '.vscode', '.idea']);
const BYPASS_EXEMPT_CLAUDE = new Set(['commands', 'agents', 'skills']);
/** Tools whose second word names what they do (`npm install`, `git push`): a useful rule names both. */
// biome-ignore format: a table, kept one line per group of entries
const SUBCOMMAND_TOOLS = new Set(['npm', 'npx', 'pnpm', 'yarn', 'bun', 'deno', 'git', 'gh', 'cargo', 'go', 'docker', 'kubectl', 'helm', 'terraform', 'pip', 'pip3', 'poetry', 'uv', 'dotnet', 'mvn', 'gradle', 'make', 'bundle', 'rake', 'composer', 'apt-get', 'brew']);
/** What Claude Code (2.1.332) tells the model after a refusal of its permission mode, word for word. */
const DENIAL_GUIDANCE = 'IMPORTANT: You *may* attempt to accomplish this action using other tools that might naturally be used to accomplish this goal, ' +
    'e.g. using head instead of cat. But you *should not* attempt to work around this denial in malicious ways, e.g. do not use your ' +
    'ability to run tests to execute non-test actions. You should only try to work around this restriction in reasonable ways that do ' +
    "not attempt to bypass the intent behind this denial. If you believe this capability is essential to complete the user's request, " +
    'STOP and explain to the user what you were trying to do and why you need this permission. Let the user decide how to proceed.';
const clip = (s) => {
    const flat = s.replace(/\n/g, '\\n');
    return flat.length > 300 ? `${flat.slice(0, 300)}\u2026` : flat;
};
const allow = (reason, rule) => rule ? { behavior: 'allow', reason: `${reason} "${rule.raw}" from ${rule.source}`, rule: rule.raw } : { behavior: 'allow', reason };
/** The call as Claude Code's refusals name it (2.1.332): `Bash with command <command>`, else the tool's name. */
function describeCall(toolName, input) {
    const o = (0,path_rules/* isRecord */.u4)(input) ? input : {};
    return toolName === 'Bash' ? `Bash with command ${clip(typeof o.command === 'string' ? o.command : '')}` : toolName;
}
/**
 * A rule's refusal in Claude Code's words (2.1.332), with what it does not say: the rule and the file that holds it.
 * `onFile`: the call names a file the rule covers, which Claude Code refuses as a denied directory.
 */
function ruleDenial(rule, desc, uncertain, onFile = false) {
    const which = `the ${rule.source.endsWith('permissions.ask') ? 'ask' : 'deny'} rule "${rule.raw}" (from ${rule.source})`;
    const may = uncertain ? `${uncertain}, so ${which} may apply` : undefined;
    return {
        behavior: 'deny',
        // An `ask` rule is a deny in CI (nobody can answer): the message says which it was.
        message: rule.source.endsWith('permissions.ask')
            ? `Permission to use ${desc} has been denied: ${which} needs a person's answer, and nobody can answer in CI${may ? ` (${may})` : ''}.`
            : onFile
                ? `<tool_use_error>File is in a directory that is denied by your permission settings: ${which}.</tool_use_error>`
                : rule.tool === 'WebFetch' && rule.specifier?.startsWith('domain:') && may === undefined
                    ? `WebFetch denied access to ${rule.specifier}: ${which}.`
                    : `Permission to use ${desc} has been denied: ${may ?? `it matches ${which}`}.`,
        decisionType: 'rule',
        rule: rule.raw,
        ...(rule.source.endsWith('permissions.ask') ? { ask: true } : {}),
    };
}
/** Each mode as Claude Code's refusal names it ("don't ask mode"), with why it refuses here. */
const MODE_WORDS = {
    dontAsk: "don't ask mode",
    default: 'default mode, where nobody can answer a permission prompt in CI',
    acceptEdits: 'accept edits mode, where nobody can answer a permission prompt in CI',
    plan: 'plan mode (read-only planning: nothing may be changed)',
    bypassPermissions: 'bypass permissions mode',
};
/** The mode's refusal in Claude Code's words (2.1.332), with the runner's reason where it has one. */
function modeDenial(policy, desc, detail, suggestedRule) {
    return {
        behavior: 'deny',
        message: `Permission to use ${desc} has been denied because Claude Code is running in ${MODE_WORDS[policy.mode]}${detail ? ` (${detail})` : ''}. ${DENIAL_GUIDANCE}`,
        decisionType: 'mode',
        ...(suggestedRule !== undefined ? { suggestedRule } : {}),
    };
}
/** Only suggest what parses back as a rule. */
const valid = (text) => ((0,permissions_rules/* parseRule */.iT)(text, 'suggestion').ok ? text : undefined);
const escapePath = (p) => p.replace(/[\\*?[\]{}()!+@]/g, '\\$&');
function suggestBash(cmd) {
    const [a, b, c] = cmd.words;
    if (a === undefined || cmd.dynamicName)
        return undefined;
    const prefix = [a.value];
    if (SUBCOMMAND_TOOLS.has(a.value) && b !== undefined && !b.dynamic && /^[a-z][\w.:-]*$/.test(b.value)) {
        prefix.push(b.value);
        if (['run', 'run-script', 'exec'].includes(b.value) && c !== undefined && !c.dynamic && /^[\w.:@/-]+$/.test(c.value) && !c.value.startsWith('-')) {
            prefix.push(c.value);
        }
    }
    return valid(`Bash(${prefix.map(bash_parse/* quoteWord */.XW).join(' ')}:*)`);
}
function suggestRule(toolName, input, root) {
    if (toolName.startsWith('mcp__'))
        return valid(toolName);
    if (permissions_rules/* EDIT_TOOLS */.Dt.has(toolName)) {
        const target = (0,permissions_rules/* toolPath */.Ou)(toolName, input, root);
        if (target === undefined)
            return undefined;
        const abs = external_node_path_.resolve(root, target);
        const rel = external_node_path_.relative(root, abs);
        return valid((0,read_only_commands/* isInside */.FK)(root, abs) ? `Edit(${rel.includes('/') ? '' : './'}${escapePath(rel)})` : `Edit(/${escapePath(abs)})`);
    }
    if (toolName === 'WebFetch' && (0,path_rules/* isRecord */.u4)(input) && typeof input.url === 'string') {
        try {
            return valid(`WebFetch(domain:${new URL(input.url).hostname})`);
        }
        catch {
            return undefined;
        }
    }
    return valid(toolName);
}
/** The part of a protected directory a write under bypassPermissions would touch, if any. */
function bypassGuarded(root, target) {
    const abs = external_node_path_.resolve(root, target);
    if (!(0,read_only_commands/* isInside */.FK)(root, abs))
        return undefined;
    const segs = external_node_path_.relative(root, abs).split(external_node_path_.sep);
    const i = segs.findIndex((s) => BYPASS_GUARDED.has(s));
    if (i < 0 || (segs[i] === '.claude' && BYPASS_EXEMPT_CLAUDE.has(segs[i + 1] ?? '')))
        return undefined;
    return segs.slice(0, i + 1).join('/');
}
function display(cmd) {
    const redirs = cmd.redirections.map((r) => `${r.fd ?? ''}${r.op}${r.op.endsWith('&') ? '' : ' '}${(0,bash_parse/* quoteWord */.XW)(r.target)}`);
    return [cmd.text, ...redirs].filter((s) => s !== '').join(' ');
}
/** A deny for one file a command line reads or writes, in the words of the file tools' decision. */
function effectDenial(policy, desc, via, why) {
    return modeDenial(policy, desc, `${via}: ${why}`, undefined);
}
function decideBash(policy, input, desc, allowRules, opts) {
    const root = policy.workspaceRoot;
    const command = (0,path_rules/* isRecord */.u4)(input) && typeof input.command === 'string' ? input.command : undefined;
    if (command === undefined)
        return modeDenial(policy, desc, 'the input has no command', undefined);
    const parsed = (0,bash_parse/* splitCommand */.GW)(command);
    for (const rule of policy.deny) {
        if (!(0,permissions_rules/* ruleAppliesTo */.Gm)(rule, 'Bash'))
            continue;
        const check = (0,permissions_rules/* bashDenyCheck */.bQ)(rule, command, parsed);
        if (check.hit)
            return ruleDenial(rule, desc, check.uncertain);
    }
    const rules = allowRules.filter((r) => (0,permissions_rules/* ruleAppliesTo */.Gm)(r, 'Bash'));
    const whole = rules.find((r) => (0,permissions_rules/* bashExactMatch */.VP)(r, command));
    if (whole !== undefined)
        return allow('allowed by rule', whole);
    if (!parsed.ok) {
        if (policy.mode === 'bypassPermissions')
            return allow('permission mode bypassPermissions');
        const detail = `the command could not be analysed: ${parsed.reason}; only an allow rule naming this exact command can allow it`;
        return modeDenial(policy, desc, detail, command.includes('\n') ? undefined : valid(`Bash(${command.trim()})`));
    }
    // Files the line writes or reads by itself are decided as the file tools decide them. Every place is absolute, from
    // the directory the command will start in: the same one it runs in, or a relative operand is judged somewhere else.
    const start = opts.cwd ?? root;
    const places = placesOf(parsed.commands).map((p) => ({ ...p, dirs: p.dirs.map((d) => external_node_path_.resolve(start, d)) }));
    const unknownPlace = { dirs: [start], unknown: true };
    // A line that writes a file (a redirection, tee), each write decided as the Write tool's, cannot run in the read-only jail.
    let writes = false;
    for (const [i, cmd] of parsed.commands.entries()) {
        for (const effect of fileEffects(cmd, places[i] ?? unknownPlace, root)) {
            if (effect.kind === 'unknown') {
                if (policy.mode === 'bypassPermissions')
                    continue;
                return effectDenial(policy, desc, effect.via, 'its file is only known at run time');
            }
            const tool = effect.kind === 'write' ? 'Write' : 'Read';
            if (tool === 'Write')
                writes = true;
            if (tool === 'Read' && policy.mode !== 'bypassPermissions' && !(0,read_only_commands/* isInside */.FK)(root, (0,path_rules/* realTarget */.aO)(root, effect.path))) {
                return effectDenial(policy, desc, effect.via, `${effect.path} is outside the working directory`);
            }
            const d = decideFile(policy, tool, { file_path: effect.path }, opts, allowRules);
            if (d.behavior === 'deny') {
                const why = d.decisionType === 'rule' ? `the deny rule "${d.rule ?? ''}"` : `the permission mode ${policy.mode} and no Edit/Write rule allow it`;
                return effectDenial(policy, desc, effect.via, `${tool}(${effect.path}) is decided as the ${tool} tool's would be, and ${why}`);
            }
        }
    }
    if (policy.mode === 'bypassPermissions')
        return allow('permission mode bypassPermissions');
    const readDeny = policy.deny.filter(permissions_rules/* bindsShellReads */.wH);
    const regime = typeof policy.readOnlyConfinement === 'function' ? policy.readOnlyConfinement() : (policy.readOnlyConfinement ?? 'jail');
    const readOnlyContext = {
        workspaceRoot: root,
        ...(regime === 'strict' ? { strict: true } : {}),
        ...(readDeny.length > 0
            ? {
                readDenied: (abs) => pathDeniedBy(policy, 'Read', abs, permissions_rules/* bindsShellReads */.wH) !== undefined,
                deniedAsNamed: namedMatcher(readDeny, root),
            }
            : {}),
    };
    let used;
    let readOnly = true;
    let readOnlyGit;
    const approvedReadOnly = [];
    // A folder or file the agent could write is no safer than code it wrote: options that load from one are not vouched for.
    const writable = (abs) => decideFile(policy, 'Write', { file_path: abs }, opts, allowRules).behavior === 'allow';
    for (const [i, full] of parsed.commands.entries()) {
        const cmd = withoutFileRedirections(full);
        // Operands are relative to every directory an earlier `cd` may have moved the shell to.
        const place = places[i] ?? unknownPlace;
        let refused;
        const context = { ...readOnlyContext, cwds: place.dirs.map((d) => external_node_path_.resolve(root, d)), onRefusal: (why) => void (refused = why) };
        const globbed = (0,read_only_commands/* globRefusal */.rv)(cmd, root, context.cwds);
        if (globbed !== undefined)
            return modeDenial(policy, desc, `"${clip(display(full))}": ${globbed}`, undefined);
        const rule = rules.find((r) => (0,permissions_rules/* bashAllowMatches */.bn)(r, cmd, root, writable, context.cwds));
        if (rule !== undefined) {
            const why = (0,read_only_commands/* readRefusal */.ni)(cmd, context) ?? nestedRepositoryRefusal(cmd, root, context.cwds);
            if (why !== undefined)
                return modeDenial(policy, desc, `the rule "${rule.raw}" allows "${clip(display(full))}", but ${why}`, undefined);
            used ??= rule;
            readOnly = false;
            continue;
        }
        if (policy.readOnlyBash && !place.unknown && (0,read_only_commands/* isReadOnlyCommand */.O2)(cmd, context)) {
            if (cmd.words[0]?.value === 'git')
                readOnlyGit ??= cmd;
            approvedReadOnly.push({ cmd, context });
            continue;
        }
        const part = display(full);
        if (refused !== undefined)
            return modeDenial(policy, desc, `"${clip(part)}" is not read-only here: ${refused}`, undefined);
        // A rule that matches the bare command points at what it does not cover: its assignments.
        const matches = (c) => rules.some((r) => (0,permissions_rules/* bashAllowMatches */.bn)(r, c, root, writable, context.cwds));
        const bare = matches({ ...cmd, envWords: [] });
        const detail = bare
            ? `an allow rule matches the command in "${clip(part)}" but not its environment assignments (${cmd.envWords.map((w) => w.assign).join(', ')})`
            : parsed.commands.length > 1 || part !== command.trim()
                ? `not allowed: "${clip(part)}"`
                : '';
        return modeDenial(policy, desc, detail, bare ? undefined : suggestBash(cmd));
    }
    // git reads configuration the agent may have written (a nested .git): the list approves it only where it runs in the
    // fixed read-only environment, which a line that also runs rule-allowed commands does not get.
    if (used !== undefined && readOnlyGit !== undefined) {
        return modeDenial(policy, desc, `"${clip(readOnlyGit.text)}" is approved as read-only only in a line of read-only commands, where it runs in the fixed read-only environment; run it on its own, or add a rule for it`, suggestBash(readOnlyGit));
    }
    // A line that also runs rule-allowed commands runs outside the read-only jail: its read-only commands are the strict list's.
    const unjailed = (used !== undefined || writes) && regime !== 'strict'
        ? approvedReadOnly.find(({ cmd, context }) => {
            let why;
            return !(0,read_only_commands/* isReadOnlyCommand */.O2)(cmd, { ...context, strict: true, onRefusal: (w) => void (why = w) }) || why !== undefined;
        })
        : undefined;
    if (unjailed !== undefined) {
        const why = writes ? 'a line that writes files' : 'a line that also runs rule-allowed commands';
        return modeDenial(policy, desc, `"${clip(unjailed.cmd.text)}" is read-only only in the read-only jail, and ${why} runs outside it, where only the strict list is read-only; run it on its own`, undefined);
    }
    const plan = (0,bash_plan/* executionPlan */.W)(parsed.commands, readOnly);
    if (used !== undefined)
        return { behavior: 'allow', reason: `allowed by rule "${used.raw}" from ${used.source}`, rule: used.raw, plan };
    if (regime === 'strict' || writes)
        return { behavior: 'allow', reason: parsed.commands.length > 0 ? 'read-only command' : 'nothing to run', plan };
    const hidden = (0,jail_hidden/* jailHidden */.Bo)(policy);
    if ('refusal' in hidden)
        return modeDenial(policy, desc, `the read-only jail cannot hide what Read deny rules cover: ${hidden.refusal}`, undefined);
    return { behavior: 'allow', reason: parsed.commands.length > 0 ? 'read-only command' : 'nothing to run', plan: { ...plan, jail: { hide: hidden.hide } } };
}
/** Decide one tool call. `input` is the model's tool input, not yet validated. */
function decide(policy, toolName, input, opts = {}) {
    const allowRules = [...policy.allow, ...(opts.grantedTools ?? [])];
    // Monitor runs a shell command in the background: Bash's rules and checks decide it.
    if (toolName === 'Bash' || toolName === 'Monitor')
        return decideBash(policy, input, describeCall(toolName, input), allowRules, opts);
    return decideFile(policy, toolName, input, opts, allowRules);
}
/**
 * Every tool but Bash. Paths are decided on their real location: deny rules hit the path as written or as
 * resolved, allow rules and the protected folders see the resolved one, and a symbolic link that leads into
 * a protected folder or out of the working directory is refused for reads and writes alike.
 */
function decideFile(policy, toolName, input, opts, allowRules) {
    const root = policy.workspaceRoot;
    const isFile = permissions_rules/* EDIT_TOOLS */.Dt.has(toolName) || permissions_rules/* READ_TOOLS */.f9.has(toolName);
    const written = isFile ? (0,permissions_rules/* toolPath */.Ou)(toolName, input, root) : undefined;
    const lexical = written !== undefined ? external_node_path_.resolve(root, written) : undefined;
    // Resolved once: the decision is about this real path, and the tool's I/O must be on it (dispatch checks the descriptor).
    const real = lexical !== undefined ? (0,path_rules/* realPathOf */.dN)(lexical) : undefined;
    const decision = decideFileOn(policy, toolName, input, opts, allowRules, lexical, real !== undefined ? (0,path_rules/* spelledUnder */.A8)(root, real) : undefined);
    return real !== undefined ? { ...decision, realPath: real } : decision;
}
function decideFileOn(policy, toolName, input, opts, allowRules, lexical, target) {
    const root = policy.workspaceRoot;
    const desc = describeCall(toolName, input);
    const isEdit = permissions_rules/* EDIT_TOOLS */.Dt.has(toolName);
    const realInput = target !== undefined && target !== lexical ? (0,path_rules/* withToolPath */.uW)(input, target) : input;
    for (const rule of policy.deny) {
        if ((0,permissions_rules/* ruleMatches */.W)(rule, toolName, input, root, 'deny') || (0,permissions_rules/* ruleMatches */.W)(rule, toolName, realInput, root, 'deny'))
            return ruleDenial(rule, desc, undefined, lexical !== undefined);
    }
    if (lexical !== undefined && target !== undefined && target !== lexical) {
        const linkedOut = !(0,read_only_commands/* isInside */.FK)(root, target) && (0,read_only_commands/* isInside */.FK)(root, lexical);
        const linkedIn = (0,read_only_commands/* protectedSegment */.Aq)(root, target) !== undefined && (0,read_only_commands/* protectedSegment */.Aq)(root, lexical) === undefined;
        if (linkedOut || linkedIn) {
            return modeDenial(policy, desc, `it is a symbolic link to ${target}, ${linkedOut ? 'outside the working directory' : 'inside a protected folder'}; links are followed for no tool`, undefined);
        }
    }
    // Writing .git, .claude or .github/workflows can run code later: a bare `Edit` does not cover them, a rule naming them does.
    const guardedTarget = isEdit && target !== undefined && (0,read_only_commands/* isInside */.FK)(root, target) && (0,read_only_commands/* protectedSegment */.Aq)(root, target) !== undefined;
    for (const rule of allowRules) {
        if (guardedTarget && !spellsProtected(rule.specifier, root, target))
            continue;
        if ((0,permissions_rules/* ruleMatches */.W)(rule, toolName, realInput, root))
            return allow('allowed by rule', rule);
    }
    if (policy.mode === 'bypassPermissions') {
        const guarded = isEdit && target !== undefined ? bypassGuarded(root, target) : undefined;
        if (guarded === undefined)
            return allow('permission mode bypassPermissions');
        return modeDenial(policy, desc, `${guarded} is a protected directory that bypassPermissions does not cover`, suggestRule(toolName, input, root));
    }
    if (!isEdit && !NETWORK_TOOLS.has(toolName) && (ALWAYS_READ_ONLY.has(toolName) || opts.readOnlyTools?.has(toolName)))
        return allow('read-only tool');
    let detail = '';
    if (policy.mode === 'acceptEdits' && isEdit && target !== undefined) {
        const guarded = (0,read_only_commands/* isInside */.FK)(root, target) ? (0,read_only_commands/* protectedSegment */.Aq)(root, target) : undefined;
        if ((0,read_only_commands/* isInside */.FK)(root, target) && guarded === undefined)
            return allow('permission mode acceptEdits: an edit inside the working directory');
        detail = guarded !== undefined ? `${guarded} is a protected directory` : `acceptEdits only covers files inside ${root}`;
    }
    return modeDenial(policy, desc, detail, suggestRule(toolName, input, root));
}
/**
 * The deny rule that forbids reading or editing this path with this tool, if any. Glob and Grep are
 * decided on the directory they search: they should drop results for which this returns a rule.
 */
function pathDeniedBy(policy, toolName, target, applies = (r) => (0,permissions_rules/* ruleAppliesTo */.Gm)(r, toolName)) {
    const root = policy.workspaceRoot;
    const rules = policy.deny.filter(applies);
    if (rules.length === 0)
        return undefined;
    // The path as listed and where it really is: a link to a denied file is denied.
    const real = (0,path_rules/* realTarget */.aO)(root, target);
    return rules.find((r) => r.specifier === undefined || (0,permissions_rules/* pathRuleMatches */.Hb)(r.specifier, target, root) || (0,permissions_rules/* pathRuleMatches */.Hb)(r.specifier, real, root));
}
/** A bare deny rule naming the tool (or its MCP server): the tool is not offered to the model at all. */
function removedByDenyRule(policy, toolName) {
    return policy.deny.some((r) => r.specifier === undefined && (r.tool === toolName || (r.tool.startsWith('mcp__') && (0,permissions_rules/* ruleAppliesTo */.Gm)(r, toolName))));
}


/***/ }),

/***/ 97995:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ SYSTEM_PATH),
/* harmony export */   u: () => (/* binding */ gitPrintablePaths)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/**
 * The paths a read-only git command (`git diff`, `git log -p`, `git show`, `git blame`) could print the content of: every
 * path in the index and in any commit reachable from a ref. With Read deny rules in force (the runner always denies the
 * credential files), such a command is read-only only if none of them is denied, rather than never.
 */



/** The system directories: the PATH of every command that must not run a program the agent wrote. */
const SYSTEM_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
const TIMEOUT_MS = 5_000;
const MAX_BUFFER = 64 * 1024 * 1024;
/** git reading nothing the agent could have written: no system or global config, no fsmonitor, no pager, no external diff, no signature check (it runs gpg.program). */
function git(root, args) {
    const out = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawnSync)('git', ['-c', 'core.fsmonitor=false', '-c', 'core.hooksPath=/dev/null', '-c', 'log.showSignature=false', '--no-pager', '-C', root, ...args], {
        encoding: 'utf8',
        timeout: TIMEOUT_MS,
        maxBuffer: MAX_BUFFER,
        stdio: ['ignore', 'pipe', 'ignore'],
        env: {
            PATH: SYSTEM_PATH,
            HOME: '/nonexistent',
            GIT_CONFIG_NOSYSTEM: '1',
            GIT_CONFIG_GLOBAL: '/dev/null',
            GIT_CEILING_DIRECTORIES: node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(root),
            GIT_OPTIONAL_LOCKS: '0',
            LANG: 'C',
        },
    });
    return out.status === 0 && out.error === undefined ? out.stdout : undefined;
}
let cached;
/** Absolute paths git could print in the repository at `root`; undefined when git cannot tell (refuse then). */
function gitPrintablePaths(root) {
    const refs = git(root, ['rev-parse', '--all']);
    if (refs === undefined)
        return undefined;
    let index = '';
    try {
        index = String((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(root, '.git', 'index')).mtimeMs);
    }
    catch {
        // No index file (a worktree's lives elsewhere): the refs alone key the cache.
    }
    const key = `${root}\n${index}\n${refs}`;
    if (cached?.key === key)
        return cached.paths;
    const history = refs.trim() === '' ? '' : git(root, ['log', '--all', '--format=', '--name-only', '--no-renames', '-z']);
    const tracked = git(root, ['ls-files', '-z']);
    if (history === undefined || tracked === undefined)
        return undefined;
    const names = new Set([...history.split('\0'), ...tracked.split('\0')].map((n) => n.trim()).filter((n) => n !== ''));
    const paths = [...names].map((n) => node_path__WEBPACK_IMPORTED_MODULE_2__.join(root, n));
    cached = { key, paths };
    return paths;
}


/***/ }),

/***/ 48409:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bo: () => (/* binding */ jailHidden),
/* harmony export */   Ln: () => (/* binding */ SYSTEM_DIRS),
/* harmony export */   x_: () => (/* binding */ ETC_FILES)
/* harmony export */ });
/* unused harmony exports MAX_JAIL_WALK, MAX_JAIL_HIDDEN */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var _read_only_commands_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52774);
/* harmony import */ var _path_rules_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(13761);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(78504);
/**
 * What the read-only jail hides: every file and folder a Read deny rule covers, at any depth and by any rule form
 * (`Read(.env)`, `Read(**\/credentials.json)`, `Read(./x/**)`, `Read(//abs)`, `Read(~/\u2026)`), found where it is when the
 * command is decided. The parser's own refusals are a first line; this is the one that holds what it misjudges (a jq
 * program that imports `sub/credentials.json`, a glob a command expands itself).
 *
 * Globs are expanded by walking the workspace (never through a link, a denied folder hidden whole); a folder whose
 * ctime has not moved since it was listed, and older than two seconds, is not listed again, so a walk is one `lstat`
 * per folder. Outside the workspace only what the jail mounts can be read: the system folders and a few files of
 * `/etc` (SYSTEM_DIRS, ETC_FILES), which are walked below a rule's literal prefix.
 */






/** What a jailed command sees of the machine: the system's programs and libraries, read-only. */
const SYSTEM_DIRS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];
/** Of /etc, only what programs need to start and print names (no gitconfig, no shadow, no ssh or apt credentials). */
const ETC_FILES = [
    '/etc/ld.so.cache',
    '/etc/ld.so.conf',
    '/etc/ld.so.conf.d',
    '/etc/alternatives',
    '/etc/passwd',
    '/etc/group',
    '/etc/nsswitch.conf',
    '/etc/localtime',
    '/etc/timezone',
    '/etc/magic',
    '/etc/magic.mime',
    '/etc/mime.types',
    '/etc/locale.alias',
    '/etc/hostname',
];
/** Past this many entries looked at, or this many to hide, the jail cannot say it hides them all: the command is refused. */
const MAX_JAIL_WALK = 200_000;
const MAX_JAIL_HIDDEN = 4_096;
/** A folder changed this recently is listed again whatever its ctime says (the kernel's clock ticks coarsely). */
const SETTLED_MS = 2_000;
const listings = new Map();
function list(dir) {
    let st;
    try {
        st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(dir);
    }
    catch {
        listings.delete(dir);
        return undefined;
    }
    if (!st.isDirectory())
        return undefined;
    const known = listings.get(dir);
    if (known?.settled && known.ctimeMs === st.ctimeMs)
        return known;
    const listedAt = Date.now();
    let dirents;
    try {
        dirents = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true });
    }
    catch {
        return undefined;
    }
    const listing = { ctimeMs: st.ctimeMs, settled: listedAt - st.ctimeMs > SETTLED_MS, entries: dirents.map((d) => ({ name: d.name, dir: d.isDirectory() })) };
    if (listings.size >= 100_000)
        listings.clear();
    listings.set(dir, listing);
    return listing;
}
const GLOB = /(^|[^\\])[*?[{]/;
/** The literal folder a rule's pattern starts in (before its first glob segment), absolute. */
function literalPrefix(pattern) {
    const segs = pattern.split('/');
    const first = segs.findIndex((s) => GLOB.test(s));
    const lit = (first < 0 ? segs : segs.slice(0, first)).join('/').replace(/\\(.)/g, '$1');
    return lit === '' ? '/' : lit;
}
/** The pattern a rule matches absolute paths with (path-rules.ts), as its literal prefix shows it. */
function ruleStart(r, root) {
    const s = r.specifier ?? '';
    if (s.startsWith('//'))
        return literalPrefix(s.slice(1));
    if (s === '~' || s.startsWith('~/'))
        return literalPrefix(`${node_os__WEBPACK_IMPORTED_MODULE_1__.homedir()}${s.slice(1)}`);
    if (s.startsWith('/') || s.startsWith('./') || s.replace(/\/+$/, '').includes('/'))
        return literalPrefix(node_path__WEBPACK_IMPORTED_MODULE_2__.join(root, s.replace(/^\.?\//, '')));
    return root;
}
/**
 * The absolute paths the jail must hide for `policy`, or why it cannot hide them all. Outside the workspace the jail
 * shows the system folders and the /etc files above.
 */
function jailHidden(policy) {
    const mounted = [...SYSTEM_DIRS, ...ETC_FILES];
    const root = policy.workspaceRoot;
    const rules = policy.deny.filter(_rules_js__WEBPACK_IMPORTED_MODULE_5__/* .bindsShellReads */ .wH);
    if (rules.length === 0)
        return { hide: [] };
    if (rules.some((r) => r.specifier === undefined))
        return { hide: [root] };
    const matchers = rules.map((r) => (0,_path_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .pathRuleMatcher */ .OP)(r.specifier ?? '', root));
    const denied = (abs) => matchers.some((m) => m(abs));
    const key = `${root}\0${rules.map((r) => r.specifier).join('\0')}`;
    const out = new Set();
    const budget = { left: MAX_JAIL_WALK };
    // Where a hidden name really is: a link's own path cannot be mounted over (bubblewrap follows it), its target can.
    const hide = (abs) => void out.add((0,_path_rules_js__WEBPACK_IMPORTED_MODULE_4__/* .realTarget */ .aO)(root, abs));
    const shown = (p) => (0,_read_only_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(root, p) || mounted.some((m) => (0,_read_only_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(m, p));
    const starts = new Set();
    for (const r of rules) {
        const start = ruleStart(r, root);
        // A rule that starts above the workspace (`Read(~/**)` with the workspace in the home folder) is walked from it.
        if ((0,_read_only_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(start, root))
            starts.add(root);
        else if (shown(start))
            starts.add(start);
        for (const m of mounted)
            if ((0,_read_only_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .isInside */ .FK)(start, m))
                starts.add(m);
    }
    for (const start of starts) {
        if (denied(start)) {
            hide(start);
            continue;
        }
        const queue = [start];
        while (queue.length > 0) {
            const dir = queue.pop();
            const listing = list(dir);
            if (listing === undefined)
                continue;
            budget.left -= listing.entries.length;
            if (budget.left < 0)
                return { refusal: `more than ${MAX_JAIL_WALK} entries to check against Read deny rules` };
            if (listing.verdict?.rules !== key) {
                const verdict = { rules: key, hide: [], dirs: [] };
                for (const e of listing.entries) {
                    const abs = node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, e.name);
                    if (denied(abs))
                        verdict.hide.push(abs);
                    else if (e.dir)
                        verdict.dirs.push(abs);
                }
                listing.verdict = verdict;
            }
            for (const abs of listing.verdict.hide)
                hide(abs);
            queue.push(...listing.verdict.dirs);
            if (out.size > MAX_JAIL_HIDDEN)
                return { refusal: `Read deny rules cover more than ${MAX_JAIL_HIDDEN} files and folders` };
        }
    }
    // Each path is hidden where it really is, where the jail shows it (it holds nothing else).
    return { hide: [...out].filter(shown) };
}


/***/ }),

/***/ 13761:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A8: () => (/* binding */ spelledUnder),
/* harmony export */   Hb: () => (/* binding */ pathRuleMatches),
/* harmony export */   OP: () => (/* binding */ pathRuleMatcher),
/* harmony export */   Ou: () => (/* binding */ toolPath),
/* harmony export */   aO: () => (/* binding */ realTarget),
/* harmony export */   dN: () => (/* binding */ realPathOf),
/* harmony export */   eZ: () => (/* binding */ PATH_FIELDS),
/* harmony export */   s$: () => (/* binding */ pathPattern),
/* harmony export */   u4: () => (/* binding */ isRecord),
/* harmony export */   uW: () => (/* binding */ withToolPath),
/* harmony export */   yk: () => (/* binding */ escapeGlob)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14006);
/** Path rules: gitignore-style patterns for the file tools, matched against the path a tool acts on. */




/** A literal path as a glob that matches only itself. */
const escapeGlob = (p) => p.replace(/[\\*?[\]{}()!+@]/g, '\\$&');
/**
 * gitignore-style, as in Claude Code: `//abs` is an absolute path, `~/x` is in the home directory,
 * `/x` and `./x` are anchored at the working directory, a bare name without `/` matches at any depth.
 */
function pathPattern(specifier, workspaceRoot) {
    let pattern;
    if (specifier.startsWith('//'))
        pattern = specifier.slice(1);
    else if (specifier === '~' || specifier.startsWith('~/'))
        pattern = escapeGlob(node_os__WEBPACK_IMPORTED_MODULE_1__.homedir()) + specifier.slice(1);
    else if (specifier.startsWith('/'))
        pattern = escapeGlob(workspaceRoot) + specifier;
    else {
        const rel = specifier.startsWith('./') ? specifier.slice(2) : specifier;
        const anchored = specifier.startsWith('./') || rel.replace(/\/+$/, '').includes('/');
        pattern = `${escapeGlob(workspaceRoot)}/${anchored ? '' : '**/'}${rel}`;
    }
    return pattern.endsWith('/') ? `${pattern}**` : pattern;
}
/** Compiled patterns: a tree walk asks the same few rules about thousands of paths. */
const COMPILED = new Map();
function compiled(pattern) {
    let isMatch = COMPILED.get(pattern);
    if (isMatch === undefined) {
        if (COMPILED.size >= 256)
            COMPILED.clear();
        isMatch = picomatch__WEBPACK_IMPORTED_MODULE_3__(pattern, { dot: true });
        COMPILED.set(pattern, isMatch);
    }
    return isMatch;
}
/** The rule's pattern on exactly this path (not its parents): for walks that have checked the folders above already. */
function pathRuleMatcher(specifier, workspaceRoot) {
    return compiled(pathPattern(specifier, workspaceRoot));
}
/** Like gitignore, a pattern that matches a directory covers everything below it. */
function pathRuleMatches(specifier, target, workspaceRoot) {
    const isMatch = compiled(pathPattern(specifier, workspaceRoot));
    let p = node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(workspaceRoot, target);
    for (;;) {
        if (isMatch(p))
            return true;
        const parent = node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(p);
        if (parent === p)
            return false;
        p = parent;
    }
}
const isRecord = (v) => typeof v === 'object' && v !== null;
/** The fields a file tool names its path in, in the order they are looked for. */
const PATH_FIELDS = ['file_path', 'notebook_path', 'path', 'filePath'];
/** The path a file tool acts on; searches without one cover the working directory. */
function toolPath(toolName, input, workspaceRoot) {
    const o = isRecord(input) ? input : {};
    for (const key of PATH_FIELDS) {
        const v = o[key];
        if (typeof v === 'string' && v !== '')
            return v;
    }
    return toolName === 'Glob' || toolName === 'Grep' || toolName === 'LS' ? workspaceRoot : undefined;
}
/** The input with the path it names replaced by `real` (every symlink hop resolved): what is decided, and re-decided, on. */
function withToolPath(input, real) {
    const o = isRecord(input) ? { ...input } : {};
    const key = PATH_FIELDS.find((k) => typeof o[k] === 'string' && o[k] !== '') ?? 'path';
    o[key] = real;
    return o;
}
const MAX_HOPS = 40;
/**
 * The real path `abs` denotes: every symlink hop followed, even for a path that does not exist yet (the
 * longest existing ancestor is resolved and the rest appended; a dangling link is followed to where it
 * points, since writing through it lands there). A loop resolves to itself plus a marker that matches nothing.
 */
function realPathOf(abs) {
    let pending = node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(abs);
    const suffix = [];
    for (let hops = 0; hops <= MAX_HOPS;) {
        try {
            return node_path__WEBPACK_IMPORTED_MODULE_2__.join(node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native(pending), ...suffix);
        }
        catch {
            // Missing, dangling or a loop: look at this component itself.
        }
        let link;
        try {
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(pending).isSymbolicLink())
                link = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(pending);
        }
        catch {
            // Does not exist at all.
        }
        if (link !== undefined) {
            hops++;
            pending = node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(realPathOf(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(pending)), link);
            continue;
        }
        const parent = node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(pending);
        if (parent === pending)
            return node_path__WEBPACK_IMPORTED_MODULE_2__.join(pending, ...suffix);
        suffix.unshift(node_path__WEBPACK_IMPORTED_MODULE_2__.basename(pending));
        pending = parent;
    }
    return node_path__WEBPACK_IMPORTED_MODULE_2__.join(pending, ...suffix, '\0loop');
}
/** The real path of `target`, spelled under `root` when it lands inside the root's real path. */
function realTarget(root, target) {
    return spelledUnder(root, realPathOf(node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(root, target)));
}
/** A real path, spelled under `root` when it lands inside the root's real path. */
function spelledUnder(root, real) {
    const realRoot = realPathOf(root);
    const rel = node_path__WEBPACK_IMPORTED_MODULE_2__.relative(realRoot, real);
    return rel === '' ? root : !rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute(rel) ? node_path__WEBPACK_IMPORTED_MODULE_2__.join(root, rel) : real;
}


/***/ }),

/***/ 52774:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PQ: () => (/* binding */ SAFE_VARS),
  cU: () => (/* binding */ escapesByLink),
  rv: () => (/* binding */ globRefusal),
  FK: () => (/* binding */ isInside),
  O2: () => (/* binding */ isReadOnlyCommand),
  sm: () => (/* binding */ isSafeEnvAssignment),
  Aq: () => (/* binding */ protectedSegment),
  ni: () => (/* binding */ readRefusal),
  a4: () => (/* binding */ redirectionsOk),
  Uq: () => (/* binding */ writablePath)
});

// UNUSED EXPORTS: READ_ONLY_COMMANDS, linkRefusal

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./build/src/permissions/exec-paths.js

/**
 * Places where a file written now is run later by name: `node_modules/.bin` (a later `npm test`
 * step runs `node_modules/.bin/jest`, which is git-ignored, so it never shows in the patch) and
 * every folder on PATH that lies inside the working directory (an earlier step's `GITHUB_PATH`).
 * Like `.git` and `.claude`, an edit there needs an allow rule that names the path; neither a bare
 * `Edit` nor acceptEdits covers it. Returns the protected place `abs` is in, if any.
 */
function executablePlace(root, abs, pathEnv = process.env.PATH ?? '') {
    const rel = external_node_path_.relative(root, external_node_path_.resolve(root, abs));
    if (rel.startsWith('..') || external_node_path_.isAbsolute(rel))
        return undefined;
    const parts = rel.split(external_node_path_.sep);
    for (let i = 0; i + 1 < parts.length; i++)
        if (parts[i] === 'node_modules' && parts[i + 1] === '.bin')
            return 'node_modules/.bin';
    const dir = external_node_path_.dirname(external_node_path_.resolve(root, abs));
    for (const entry of pathEnv.split(external_node_path_.delimiter)) {
        if (!external_node_path_.isAbsolute(entry))
            continue;
        const onPath = external_node_path_.resolve(root, entry);
        if (onPath === dir && !external_node_path_.relative(root, onPath).startsWith('..'))
            return `${external_node_path_.relative(root, onPath) || '.'} (a folder on PATH)`;
    }
    return undefined;
}

// EXTERNAL MODULE: ./build/src/permissions/git-paths.js
var git_paths = __webpack_require__(97995);
// EXTERNAL MODULE: ./build/src/permissions/path-rules.js
var path_rules = __webpack_require__(13761);
// EXTERNAL MODULE: ./build/src/permissions/bash-nodes.js
var bash_nodes = __webpack_require__(56882);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(14006);
;// CONCATENATED MODULE: ./build/src/permissions/read-trees.js
/**
 * What a read-only command really reads when it expands a glob or walks a tree: the glob expanded as bash would
 * expand it now (every level, not only the first), and the tree walked as the command walks it (following links
 * where the command follows them). Used so that no allowed command reads a path the file tools would refuse: a
 * link out of the working directory or into a protected folder, or a file a Read deny rule covers.
 */




/** Entries a walk may look at before it gives up (and the command is refused): a tree larger than this is not checked. */
const MAX_TREE_ENTRIES = 100_000;
const MAX_GLOB_MATCHES = 2_000;
/**
 * Every path a glob word expands to from `cwd`, level by level as bash does (`*` skips names starting with a dot
 * unless the level starts with one; extglob is off in `bash -c`; `**` is `*`). Names that do not exist after the
 * last glob level stay in (a superset). Undefined when there are too many to check.
 */
function expandGlob(pattern, cwd) {
    let current = [external_node_path_.isAbsolute(pattern) ? '/' : cwd];
    for (const seg of pattern.split('/')) {
        if (seg === '' || seg === '.')
            continue;
        if (!/[*?[]/.test(seg)) {
            current = current.map((c) => external_node_path_.join(c, seg));
            continue;
        }
        const isMatch = picomatch(seg.replace(/\*\*+/g, '*'), { dot: seg.startsWith('.'), noextglob: true, nobrace: true });
        const next = [];
        for (const dir of current) {
            let names;
            try {
                names = (0,external_node_fs_.readdirSync)(dir);
            }
            catch {
                continue;
            }
            for (const n of names) {
                if (!isMatch(n))
                    continue;
                next.push(external_node_path_.join(dir, n));
                if (next.length > MAX_GLOB_MATCHES)
                    return undefined;
            }
        }
        current = next;
    }
    return current;
}
const shown = (root, abs) => {
    const rel = external_node_path_.relative(root, abs);
    return rel === '' ? '.' : rel.startsWith('..') ? abs : rel;
};
/**
 * Why walking the tree at `lexical` (whose real path, spelled under the root, is `real`) would read something the file
 * tools refuse, if it would: an entry a Read deny rule covers as named or as resolved, or (when the command follows
 * links) a link out of the working directory or into a protected folder. Each entry's real path is its folder's real
 * path and its name, so only links cost a resolution. `budget.left` bounds the entries looked at over one command.
 */
function treeRefusal(lexical, real, follow, ctx, budget, seen = new Set()) {
    let entries;
    try {
        if (!(0,external_node_fs_.statSync)(real).isDirectory())
            return undefined;
        entries = (0,external_node_fs_.readdirSync)(real, { withFileTypes: true });
    }
    catch {
        return undefined;
    }
    for (const e of entries) {
        if (--budget.left < 0)
            return `it reads a tree of more than ${MAX_TREE_ENTRIES} entries, too many to check (search a narrower path; the Grep and Glob tools, where offered, withhold denied files themselves)`;
        // Both are absolute and normalised: concatenation is join's result without its normalising pass.
        const abs = lexical.endsWith('/') ? lexical + e.name : `${lexical}/${e.name}`;
        let entryReal = real.endsWith('/') ? real + e.name : `${real}/${e.name}`;
        if (ctx.deniedAsNamed?.(abs) || (entryReal !== abs && ctx.deniedAsNamed?.(entryReal)))
            return `it would read ${shown(ctx.root, abs)}, which a Read deny rule covers`;
        let isDir = e.isDirectory();
        if (e.isSymbolicLink()) {
            // A link the command does not follow is listed as a name, never read through.
            if (!follow)
                continue;
            const why = ctx.linkRefusal(abs);
            if (why !== undefined)
                return why;
            entryReal = (0,path_rules/* realTarget */.aO)(ctx.root, abs);
            if (ctx.deniedAsNamed?.(entryReal))
                return `it would read ${shown(ctx.root, abs)}, a link to ${shown(ctx.root, entryReal)}, which a Read deny rule covers`;
            try {
                isDir = (0,external_node_fs_.statSync)(entryReal).isDirectory();
            }
            catch {
                isDir = false;
            }
            if (!isDir || seen.has(entryReal))
                continue;
            seen.add(entryReal);
        }
        if (isDir) {
            const why = treeRefusal(abs, entryReal, follow, ctx, budget, seen);
            if (why !== undefined)
                return why;
        }
    }
    return undefined;
}
const dot = { value: '.', raw: '.', dynamic: false, substitution: false, glob: false, brace: false, quoted: false, vars: [], stars: [] };
const read_trees_short = (args, end, letter) => args.slice(0, end).some((w) => /^-[^-]/.test(w.value) && w.value.slice(1).includes(letter));
const read_trees_long = (args, end, ...names) => args.slice(0, end).some((w) => names.includes(w.value.split('=')[0] ?? ''));
/** Short and long options of grep and rg that take a value (the next word, or the rest of a short cluster). */
const VALUED = {
    grep: {
        short: 'efmABCdD',
        long: [
            'regexp',
            'file',
            'max-count',
            'after-context',
            'before-context',
            'context',
            'directories',
            'devices',
            'include',
            'exclude',
            'exclude-dir',
            'exclude-from',
            'label',
            'binary-files',
            'group-separator',
        ],
    },
    rg: {
        short: 'efgtTABCmMjErd',
        long: [
            'regexp',
            'file',
            'glob',
            'iglob',
            'type',
            'type-not',
            'type-add',
            'type-clear',
            'after-context',
            'before-context',
            'context',
            'max-count',
            'max-columns',
            'threads',
            'encoding',
            'replace',
            'max-depth',
            'maxdepth',
            'max-filesize',
            'ignore-file',
            'colors',
            'color',
            'context-separator',
            'field-context-separator',
            'field-match-separator',
            'path-separator',
            'sort',
            'sortr',
            'dfa-size-limit',
            'regex-size-limit',
            'engine',
            'generate',
            'hostname-bin',
            'hyperlink-format',
            'pre',
            'pre-glob',
        ],
    },
};
/**
 * The paths grep or rg searches: its operands after the pattern (unless the pattern came from -e/-f), or `.`. When
 * an option it does not know might have eaten a word, `.` is searched too: the check covers every reading.
 */
function searchedPaths(args, end, valued) {
    const positional = [];
    let patternGiven = false;
    let ambiguous = false;
    for (let i = 0; i < args.length; i++) {
        const v = args[i]?.value ?? '';
        if (i > end || (i !== end && (!v.startsWith('-') || v === '-'))) {
            positional.push(args[i]);
            continue;
        }
        if (i === end)
            continue;
        if (v.startsWith('--')) {
            const name = v.slice(2).split('=')[0] ?? '';
            if (name === 'regexp' || name === 'file')
                patternGiven = true;
            if (v.includes('='))
                continue;
            if (valued.long.includes(name))
                i++;
            else if (!/^(no-|[a-z-]+$)/.test(name))
                ambiguous = true;
            continue;
        }
        for (let k = 1; k < v.length; k++) {
            const letter = v[k] ?? '';
            if (!valued.short.includes(letter))
                continue;
            if (letter === 'e' || letter === 'f')
                patternGiven = true;
            if (k === v.length - 1)
                i++;
            break;
        }
    }
    const paths = patternGiven ? positional : positional.slice(1);
    return paths.length === 0 || ambiguous ? [...paths, dot] : paths;
}
/** Which trees a read-only command walks, and whether it follows links there; undefined for a command that reads only what it names. */
function treeRead(head, args) {
    const dashes = args.findIndex((w) => w.value === '--');
    const end = dashes < 0 ? args.length : dashes;
    const operands = args.filter((w, i) => i > end || (i !== end && !w.value.startsWith('-')));
    const orDot = operands.length > 0 ? operands : [dot];
    switch (head) {
        case 'grep': {
            const dirRecurse = args.some((w, i) => (w.value === '-d' || w.value === '--directories') && args[i + 1]?.value === 'recurse') || read_trees_long(args, end, '--directories=recurse');
            const follows = read_trees_short(args, end, 'R') || read_trees_long(args, end, '--dereference-recursive');
            if (!follows && !read_trees_short(args, end, 'r') && !read_trees_long(args, end, '--recursive') && !dirRecurse)
                return undefined;
            return { operands: searchedPaths(args, end, VALUED.grep), follow: follows };
        }
        case 'rg':
            return { operands: searchedPaths(args, end, VALUED.rg), follow: read_trees_short(args, end, 'L') || read_trees_long(args, end, '--follow') };
        case 'find': {
            // Its paths come before the first expression word; -L (or -follow anywhere) follows every link.
            const paths = [];
            for (let i = 0; i < args.length; i++) {
                const v = args[i]?.value ?? '';
                if (v === '-H' || v === '-P' || v === '-L' || /^-O\d*$/.test(v))
                    continue;
                if (v === '-D') {
                    i++;
                    continue;
                }
                if (v.startsWith('-') || v === '(' || v === '!')
                    break;
                paths.push(args[i]);
            }
            return { operands: paths.length > 0 ? paths : [dot], follow: args.some((w) => w.value === '-L' || w.value === '-follow') };
        }
        case 'ls':
            if (!read_trees_short(args, end, 'R') && !read_trees_long(args, end, '--recursive'))
                return undefined;
            return { operands: orDot, follow: read_trees_short(args, end, 'L') || read_trees_long(args, end, '--dereference') };
        case 'du':
            return { operands: orDot, follow: read_trees_short(args, end, 'L') || read_trees_long(args, end, '--dereference') };
        case 'tree':
            return { operands: orDot, follow: read_trees_short(args, end, 'l') || read_trees_long(args, end, '--follow') };
        case 'diff':
            // diff -r compares what links point to.
            return read_trees_short(args, end, 'r') || read_trees_long(args, end, '--recursive') ? { operands, follow: true } : undefined;
        default:
            return undefined;
    }
}

;// CONCATENATED MODULE: ./build/src/permissions/read-only-strict.js
const GIT_SUBS = {
    status: { flags: 'sbu', long: ['--short', '--branch', '--porcelain', '--long', '--untracked-files=no', '--untracked-files=all', '--ignored'] },
    log: {
        flags: 'p',
        valued: 'n',
        long: [
            '--oneline',
            '--stat',
            '--graph',
            '--decorate',
            '--all',
            '--patch',
            '--name-only',
            '--name-status',
            '--reverse',
            '--no-merges',
            '--first-parent',
            '--shortstat',
        ],
        longValued: ['--max-count', '--author', '--since', '--until', '--grep', '--format', '--pretty', '--date'],
    },
    diff: {
        flags: 'pwbU',
        long: [
            '--stat',
            '--cached',
            '--staged',
            '--name-only',
            '--name-status',
            '--shortstat',
            '--numstat',
            '--ignore-all-space',
            '--word-diff',
            '--no-color',
            '--exit-code',
            '--quiet',
        ],
        longValued: ['--unified', '--diff-filter'],
    },
    show: { flags: 'p', long: ['--stat', '--name-only', '--name-status', '--oneline', '--no-patch', '--shortstat'], longValued: ['--format', '--pretty'] },
    branch: { flags: 'arvl', long: ['--all', '--remotes', '--verbose', '--list', '--show-current', '--no-color'] },
    'rev-parse': { long: ['--abbrev-ref', '--show-toplevel', '--short', '--verify', '--is-inside-work-tree', '--git-dir', '--show-prefix'] },
    'ls-files': { flags: 'cdmoz', long: ['--cached', '--deleted', '--modified', '--others', '--exclude-standard'] },
    grep: {
        flags: 'nilcwvEFIh',
        valued: 'e',
        long: ['--line-number', '--ignore-case', '--files-with-matches', '--count', '--word-regexp', '--invert-match', '--cached'],
    },
    remote: { flags: 'v', long: ['--verbose'] },
    tag: { flags: 'l', long: ['--list'] },
    stash: {},
    config: { long: ['--get', '--get-all'] },
};
const COMMANDS = {
    ls: { flags: 'laAhRtrS1dFp', long: ['--all', '--almost-all', '--human-readable', '--recursive', '--reverse'] },
    cat: { flags: 'nbAEsTv', long: ['--number', '--number-nonblank', '--show-all', '--squeeze-blank'] },
    head: { valued: 'nc', long: ['--quiet', '--verbose'], longValued: ['--lines', '--bytes'] },
    tail: { valued: 'nc', long: ['--quiet', '--verbose'], longValued: ['--lines', '--bytes'] },
    wc: { flags: 'lwcmL', long: ['--lines', '--words', '--bytes', '--chars', '--max-line-length'] },
    pwd: { flags: 'LP' },
    echo: { flags: 'neE', posix: true },
    true: {},
    false: {},
    which: { flags: 'a' },
    file: { flags: 'bLizN', long: ['--brief', '--mime', '--mime-type', '--dereference'] },
    stat: { flags: 'Lt', valued: 'c', longValued: ['--format', '--printf'] },
    du: { flags: 'shacLx', valued: 'd', long: ['--summarize', '--human-readable', '--all', '--total'], longValued: ['--max-depth'] },
    df: { flags: 'hkTi', long: ['--human-readable'] },
    grep: {
        flags: 'nirRlLcvwxEFPhHoqsIz',
        valued: 'eABCm',
        long: [
            '--line-number',
            '--ignore-case',
            '--recursive',
            '--files-with-matches',
            '--count',
            '--invert-match',
            '--word-regexp',
            '--fixed-strings',
            '--extended-regexp',
            '--only-matching',
            '--quiet',
            '--no-messages',
            '--color=never',
        ],
        longValued: ['--include', '--exclude', '--exclude-dir', '--context', '--after-context', '--before-context', '--max-count', '--regexp'],
    },
    rg: {
        flags: 'nilcvwFuSLHNo',
        valued: 'gtABCmeT',
        long: ['--line-number', '--ignore-case', '--files', '--files-with-matches', '--count', '--hidden', '--fixed-strings', '--word-regexp', '--no-ignore'],
        longValued: ['--glob', '--type', '--max-count', '--context'],
    },
    diff: { flags: 'uqrNwbBi', valued: 'U', long: ['--unified', '--brief', '--recursive', '--new-file', '--ignore-all-space', '--color=never'] },
    sort: {
        flags: 'nrufbdghVMsz',
        valued: 'tk',
        long: ['--numeric-sort', '--reverse', '--unique', '--ignore-case', '--version-sort', '--human-numeric-sort', '--stable'],
        longValued: ['--key', '--field-separator'],
    },
    uniq: { flags: 'cdiuz', valued: 'fsw', long: ['--count', '--repeated', '--ignore-case', '--unique'] },
    tree: { flags: 'adfiFlp', valued: 'LPI', long: ['--noreport', '--dirsfirst'] },
    basename: { flags: 'az', valued: 's' },
    dirname: { flags: 'z' },
    realpath: { flags: 'esmqLPz', long: ['--relative-to'] },
    date: { flags: 'uR', valued: 'dI', longValued: ['--date', '--iso-8601'], long: ['--utc', '--rfc-email'] },
    cut: {
        flags: 'sz',
        valued: 'bcdf',
        long: ['--complement', '--only-delimited'],
        longValued: ['--bytes', '--characters', '--delimiter', '--fields', '--output-delimiter'],
    },
    tr: { flags: 'cdstC' },
    uname: { flags: 'asnrvmpio', long: ['--all', '--kernel-name', '--kernel-release', '--machine'] },
    nproc: { long: ['--all'] },
    node: { flags: 'v', long: ['--version'] },
    jq: {
        flags: 'rcejSsnaCM',
        long: ['--raw-output', '--compact-output', '--exit-status', '--sort-keys', '--slurp', '--null-input', '--tab'],
        longValued: ['--indent'],
    },
    cd: {},
    tee: { flags: 'a', long: ['--append'] },
    sed: {
        flags: 'nErsz',
        valued: 'e',
        long: ['--quiet', '--silent', '--regexp-extended', '--separate', '--null-data', '--posix'],
        longValued: ['--expression'],
    },
};
/** Why one option word (and maybe the next, its value) is not on the list, or the number of words it takes. */
function read_only_strict_option(words, i, o) {
    const v = words[i]?.value ?? '';
    if (v.startsWith('--')) {
        const [name = '', value] = v.split(/=(.*)/s, 2);
        if (o.long?.includes(v))
            return 1;
        if (o.longValued?.includes(name))
            return value !== undefined ? 1 : words[i + 1] !== undefined ? 2 : undefined;
        return undefined;
    }
    // A short cluster: each letter a flag, until one that takes a value (the rest of the word, or the next word).
    for (let k = 1; k < v.length; k++) {
        const ch = v[k] ?? '';
        if (o.valued?.includes(ch))
            return k < v.length - 1 ? 1 : words[i + 1] !== undefined ? 2 : undefined;
        if (!o.flags?.includes(ch))
            return undefined;
    }
    return 1;
}
/** Each word is an option the command's parser would find on the list, its value, or an operand. */
function optionsListed(words, o) {
    let ended = false;
    for (let i = 0; i < words.length;) {
        const v = words[i]?.value ?? '';
        if (!ended && v === '--') {
            ended = true;
            i++;
            continue;
        }
        if (ended || !v.startsWith('-') || v === '-' || /^-[0-9]+$/.test(v)) {
            if (o.posix)
                ended = true;
            i++;
            continue;
        }
        const n = read_only_strict_option(words, i, o);
        if (n === undefined)
            return false;
        i += n;
    }
    return true;
}
/** A word that is exactly its spelling at run time: no expansion of any kind (`~` too). */
function literal(w) {
    // The shell's own numbers (`$?`, `$#`) are the one expansion allowed: digits whatever happens.
    const numbers = w.vars.every((v) => '?#$!'.includes(v)) && (!w.dynamic || /^[^$]*(\$[?#$!][^$]*)+$/.test(w.value));
    return numbers && !w.substitution && !w.glob && !w.brace && !/(^|[=:])~/.test(w.raw);
}
/**
 * find's expression on a positive list: tests and operators that only select names (no action but -print/-print0, so
 * no -exec, -delete or -fprint; no -D, -O, -L, -newer, -files0-from). With Glob offered only where named (Claude Code
 * 2.1.332), find is how the model lists files by pattern, as the CLI's read-only `find` is.
 */
const FIND_TESTS = new Set(['-not', '-a', '-and', '-o', '-or', '-print', '-print0', '-empty', '-true', '-false', '-prune', '-depth']);
const FIND_VALUED_TESTS = new Set([
    '-name',
    '-iname',
    '-path',
    '-ipath',
    '-wholename',
    '-iwholename',
    '-type',
    '-maxdepth',
    '-mindepth',
    '-size',
    '-mtime',
    '-mmin',
    '-regex',
    '-iregex',
]);
function findListed(args) {
    for (let i = 0; i < args.length; i++) {
        const v = args[i]?.value ?? '';
        // Paths and the expression's `!`, `(` and `)`.
        if (!v.startsWith('-') || v === '-')
            continue;
        if (FIND_TESTS.has(v))
            continue;
        if (!FIND_VALUED_TESTS.has(v) || args[i + 1] === undefined)
            return false;
        i++;
    }
    return true;
}
/** Why this command is not on the strict list, or undefined when it is (the ordinary checks still apply). */
function strictRefusal(cmd) {
    const [head, ...args] = cmd.words;
    if (head === undefined)
        return cmd.envWords.length > 0 ? 'an assignment alone' : undefined;
    // `case`: its subject and patterns are compared, not run, read or expanded against files.
    if (head.value === 'case' && !head.quoted)
        return cmd.words.some((w) => w.substitution || w.vars.length > 0) ? 'a case subject known only at run time' : undefined;
    if (cmd.envWords.length > 0)
        return 'an environment assignment';
    if (cmd.redirections.some((r) => !(r.op.startsWith('>') || r.op === '&>') || r.target !== '/dev/null'))
        return 'a redirection other than to /dev/null';
    if (!cmd.words.every(literal))
        return 'a word expanded at run time';
    if (head.value === 'git') {
        const [sub, ...rest] = args;
        const o = sub !== undefined ? GIT_SUBS[sub.value] : undefined;
        return o !== undefined && optionsListed(rest, o) ? undefined : 'a git subcommand or option not on the strict list';
    }
    // A test's operators are not options; its arithmetic was judged by the parser (digits and operators only).
    if (['test', '[', '[['].includes(head.value))
        return args.some((w) => /^-[vR]$/.test(w.value)) ? 'a test of a variable by name' : undefined;
    if (head.value === 'find')
        return findListed(args) ? undefined : 'a find option or test not on the strict list';
    const o = COMMANDS[head.value];
    if (o === undefined)
        return `${head.value} is not on the strict list`;
    return optionsListed(args, o) ? undefined : `an option of ${head.value} not on the strict list`;
}

// EXTERNAL MODULE: ./build/src/permissions/read-only-specs.js
var read_only_specs = __webpack_require__(50038);
;// CONCATENATED MODULE: ./build/src/permissions/read-only-checks.js

// The argument checks of the read-only list's git, uniq and test (src/permissions/read-only-commands.ts holds the list).
const GIT_GLOBAL_OK = new Set(['--no-pager', '--no-optional-locks', '--literal-pathspecs', '--no-replace-objects', '-P']);
// biome-ignore format: a table, kept one line per group of entries
const GIT_READ_ONLY = new Set(['status', 'diff', 'log', 'show', 'branch', 'rev-parse', 'ls-files', 'blame']);
// biome-ignore format: a table, kept one line per group of entries
const BRANCH_FLAGS = new Set(['-a', '--all', '-r', '--remotes', '-v', '-vv', '--verbose', '-l', '--list', '--show-current', '--no-color', '--color', '--column', '--no-column', '-i', '--ignore-case', '--omit-empty']);
const BRANCH_VALUED = new Set(['--contains', '--no-contains', '--merged', '--no-merged', '--points-at', '--sort', '--format']);
function gitCheck(args, ctx) {
    let i = 0;
    while (i < args.length && GIT_GLOBAL_OK.has(args[i]?.value ?? ''))
        i++;
    const sub = args[i]?.value;
    if (sub === undefined)
        return false;
    if (args.some((w) => /core\.(pager|fsmonitor|sshcommand|editor|hookspath)|alias\./i.test(w.value)))
        return false;
    const rest = args.slice(i + 1);
    if (!GIT_READ_ONLY.has(sub) && !(0,read_only_specs/* gitMoreOk */.UF)(sub, rest))
        return false;
    const restCtx = { ...ctx, optEnd: Math.max(0, ctx.optEnd - i - 1) };
    if (!(0,read_only_specs/* noLong */.iw)(['output', 'ext-diff', 'textconv', 'exec', 'upload-pack', 'receive-pack', 'open-files-in-pager', 'config-env', 'pathspec-from-file'])(rest, restCtx))
        return false;
    return sub !== 'branch' || branchListsOnly(rest);
}
/** `git branch` only lists: any bare name would create a branch, and -d/-m/-c/\u2026 change them. */
function branchListsOnly(rest) {
    const listing = rest.some((w) => w.value === '-l' || w.value === '--list');
    for (let i = 0; i < rest.length; i++) {
        const v = rest[i]?.value ?? '';
        if (BRANCH_FLAGS.has(v) || /^--(color|sort|format|contains|no-contains|merged|no-merged|points-at|column)=/.test(v))
            continue;
        if (BRANCH_VALUED.has(v))
            i++;
        else if (!listing || v.startsWith('-'))
            return false;
    }
    return true;
}
function uniqCheck(args, ctx) {
    let positional = 0;
    for (let i = 0; i < args.length; i++) {
        const v = args[i]?.value ?? '';
        if (i === ctx.optEnd)
            continue;
        if (i < ctx.optEnd && ['-f', '-s', '-w', '--skip-fields', '--skip-chars', '--check-chars'].includes(v))
            i++;
        else if (i > ctx.optEnd || !v.startsWith('-') || v === '-')
            positional++;
    }
    // A second operand is the output file.
    return positional <= 1;
}
/**
 * Arithmetic comparisons and -v evaluate array subscripts, and `a[$(cmd)]` runs cmd: no such operand
 * may be written with brackets or be known only at run time.
 */
function testCheck(args) {
    if (!args.some((w) => /^-(eq|ne|lt|le|gt|ge|v|R)$/.test(w.value)))
        return true;
    // Only the shell's own numbers ($?, $#, $$, $!) are safe operands; a loop variable may hold a crafted file name.
    return args.every((w) => !w.substitution && w.vars.every((v) => '?#$!'.includes(v)) && !/\[.*[$`]/.test(w.value));
}

;// CONCATENATED MODULE: ./build/src/permissions/read-only-commands.js
/**
 * The short list of shell commands that dontAsk/default/plan approve without a rule, each checked
 * with its arguments. A command is read-only only if nothing it can be told to do writes a file,
 * runs another program, or reads secrets (environment variables, files outside the working directory).
 */









/** Assignments that only change locale or formatting, harmless in front of any command. */
const SAFE_ENV = /^(LC_[A-Z]+|LANG|LANGUAGE|TZ|NO_COLOR|FORCE_COLOR|TERM|COLUMNS|LINES|CI|NODE_ENV)$/;
/** Variables whose values are not secrets; anything else may be a token the model should not see. */
// biome-ignore format: a table, kept one line per group of entries
const SAFE_VARS = new Set([
    'HOME', 'PWD', 'OLDPWD', 'USER', 'LOGNAME', 'SHELL', 'PATH', 'TMPDIR', 'HOSTNAME', 'OSTYPE', 'BASH_VERSION',
    'RANDOM', 'LINENO', 'SECONDS', 'PPID', 'CI', 'RUNNER_OS', 'RUNNER_ARCH', 'RUNNER_TEMP', 'GITHUB_WORKSPACE',
    'GITHUB_REPOSITORY', 'GITHUB_REF', 'GITHUB_REF_NAME', 'GITHUB_SHA', 'GITHUB_HEAD_REF', 'GITHUB_BASE_REF',
    'GITHUB_EVENT_NAME', 'GITHUB_RUN_ID', '?', '#', '$', '!', '-', '@', '*', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9',
]);
const DEV_SINKS = new Set(['/dev/null', '/dev/stdout', '/dev/stderr']);
const DEV_NET = /^\/dev\/(tcp|udp)\//;
/** A value with a `/` could point glibc or terminfo at a file of the model's choosing. */
function isSafeEnvAssignment(w) {
    return w.assign !== undefined && SAFE_ENV.test(w.assign) && !w.dynamic && /^[^=]*=[\w.@:,+-]*$/.test(w.value);
}
function isInside(root, abs) {
    const rel = external_node_path_.relative(root, external_node_path_.resolve(root, abs));
    return !external_node_path_.isAbsolute(rel) && rel.split(external_node_path_.sep)[0] !== '..';
}
/** `.git` and `.claude` configure git and this runner (hooks, settings, skills): writing there can run code later. */
function protectedSegment(root, abs) {
    const segs = external_node_path_.relative(root, external_node_path_.resolve(root, abs)).split(external_node_path_.sep);
    const i = segs.findIndex((s, k) => s === '.git' || s === '.claude' || (s === '.github' && segs[k + 1] === 'workflows'));
    if (i < 0)
        return executablePlace(root, abs);
    return segs[i] === '.github' ? '.github/workflows' : segs[i];
}
/** A place a rule-allowed command may write to: inside the working directory, outside protected folders. */
function writablePath(target, root) {
    if (target.startsWith('~') || target.split('/').includes('..'))
        return false;
    const abs = external_node_path_.resolve(root, target);
    return isInside(root, abs) && protectedSegment(root, abs) === undefined;
}
/**
 * `..` is refused outright: a `cd` earlier in the line may have moved the shell, so resolving it against
 * the root would not tell where it lands.
 */
function readablePath(p, root) {
    if (p.startsWith('~') || p.split('/').includes('..'))
        return false;
    if (p === '/dev/null' || p === '/dev/stdin')
        return true;
    return !external_node_path_.isAbsolute(p) || (root !== undefined && isInside(root, p));
}
/** Redirections: `strict` (read-only) allows no output but to /dev/null and fd copies; otherwise output must stay in the workspace. */
function redirectionsOk(cmd, root, strict) {
    for (const r of cmd.redirections) {
        if (r.op === '<<' || r.op === '<<-' || r.op === '<<<')
            continue;
        if (r.targetDynamic)
            return false;
        if (r.op === '<&' || (r.op === '>&' && /^(\d+|-)$/.test(r.target)))
            continue;
        if (DEV_NET.test(r.target))
            return false;
        if (r.op === '<') {
            if (strict && !readablePath(r.target, root))
                return false;
            continue;
        }
        if (DEV_SINKS.has(r.target))
            continue;
        if (strict || root === undefined || !writablePath(r.target, root))
            return false;
    }
    return true;
}
const FIND_ACTIONS = new Set(['-exec', '-execdir', '-ok', '-okdir', '-delete', '-fprint', '-fprint0', '-fprintf', '-fls', '-files0-from']);
function cdCheck(args, ctx) {
    const [dir, extra] = args;
    if (dir === undefined || extra !== undefined || dir.dynamic || dir.glob || dir.brace || dir.value === '-')
        return false;
    if (dir.value.startsWith('~') || dir.value.split('/').includes('..'))
        return false;
    // Later relative writes are checked against the root: from inside .git they would land in .git.
    if (dir.value.split('/').some((s) => s === '.git' || s === '.claude'))
        return false;
    if (ctx.root !== undefined && ctx.cwds.some((cwd) => escapesByLink(dir.value, ctx.root, false, cwd)))
        return false;
    return !external_node_path_.isAbsolute(dir.value) || (ctx.root !== undefined && isInside(ctx.root, dir.value));
}
// biome-ignore format: a table, kept one line per group of entries
const SPECS = new Map([
    ['ls', { doc: '', content: true }],
    ['cat', { doc: '', content: true }],
    ['head', { doc: '', content: true }],
    ['tail', { doc: 'not -f/-F/--follow', content: true, restricted: 'options', check: (0,read_only_specs/* both */.WP)((0,read_only_specs/* noShort */._q)('fF'), (0,read_only_specs/* noLong */.iw)(['follow', 'retry'])) }],
    // A list of names read from a file is a list of operands nobody checked.
    ['wc', { doc: 'not --files0-from', content: true, check: (0,read_only_specs/* noLong */.iw)(['files0-from']) }],
    ['pwd', { doc: '' }],
    ['echo', { doc: '' }],
    ['printf', { doc: 'not -v', check: (args) => args[0] === undefined || (!args[0].dynamic && !args[0].value.startsWith('-v')) }],
    ['true', { doc: '' }],
    ['false', { doc: '' }],
    ['test', { doc: 'no run-time operands of arithmetic tests', check: testCheck }],
    ['[', { doc: 'as test', check: testCheck }],
    ['[[', { doc: 'as test', check: testCheck }],
    ['which', { doc: '' }],
    ['file', { doc: 'not -C/--compile, -f/--files-from', content: true, restricted: 'options', check: (0,read_only_specs/* both */.WP)((0,read_only_specs/* noShort */._q)('Cf'), (0,read_only_specs/* noLong */.iw)(['compile', 'files-from'])) }],
    ['stat', { doc: '', content: true }],
    ['du', { doc: 'not --files0-from', content: true, check: (0,read_only_specs/* noLong */.iw)(['files0-from']) }],
    ['df', { doc: '' }],
    ['grep', { doc: '', content: true }],
    ['rg', { doc: 'not --pre/--pre-glob/--hostname-bin', content: true, restricted: 'options', check: (0,read_only_specs/* noLong */.iw)(['pre', 'pre-glob', 'hostname-bin']) }],
    ['diff', { doc: '', content: true }],
    ['sort', { doc: 'not -o/--output/--compress-program/--files0-from', content: true, restricted: 'options', check: (0,read_only_specs/* both */.WP)((0,read_only_specs/* noShort */._q)('o'), (0,read_only_specs/* noLong */.iw)(['output', 'compress-program', 'files0-from'])) }],
    ['uniq', { doc: 'no output-file operand', content: true, restricted: 'options', check: uniqCheck }],
    ['tree', { doc: 'not -o/-R', content: true, restricted: 'options', check: (0,read_only_specs/* both */.WP)((0,read_only_specs/* noShort */._q)('oR'), (0,read_only_specs/* noLong */.iw)(['output'])) }],
    ['basename', { doc: '' }],
    ['dirname', { doc: '' }],
    ['realpath', { doc: '', content: true }],
    ['date', { doc: 'not -s/--set', content: true, restricted: 'options', check: (0,read_only_specs/* both */.WP)((0,read_only_specs/* noShort */._q)('s'), (0,read_only_specs/* noLong */.iw)(['set'])) }],
    ['find', { doc: 'not -exec/-execdir/-ok/-okdir/-delete/-fprint*/-fls/-files0-from', content: true, restricted: 'all', check: (args) => args.every((w) => !FIND_ACTIONS.has(w.value)) }],
    ['git', {
            doc: 'status, diff, log, show, branch (listing only), rev-parse, ls-files, blame, grep, config --get (no credential keys), remote -v, tag --list, stash list; no -c/-C before the subcommand, no --output/--ext-diff/--textconv/--exec/--upload-pack',
            content: true, restricted: 'options', check: gitCheck,
        }],
    ['cd', { doc: 'into a directory inside the working directory', check: cdCheck }],
    // Its files are decided as Write(<file>) before the command is (bash-effects.ts), like a redirection's.
    ['tee', { doc: 'each file it writes is decided as Write(<file>), as the Write tool would be', restricted: 'all' }],
    // A loop variable is used as an operand: a header word that is an option would reach the body as one.
    ['for', { doc: 'loop headers whose words pass the same checks, none an option', content: true, check: (args) => args.every((w) => !w.value.startsWith('-')) }],
    // The subject and patterns are only compared; the bodies are commands judged on their own.
    ['case', { doc: 'the subject and patterns are compared, not run or read; each body is judged like any command line' }],
    ...read_only_specs/* MORE_SPECS */.hP,
]);
const READ_ONLY_COMMANDS = [...SPECS.keys()];
/** An expanded variable must not be able to carry a secret; loop variables carry words that were checked. */
function expansionOk(w, cmd) {
    return w.vars.every((v) => SAFE_VARS.has(v) || cmd.boundVars.includes(v));
}
function contentWordOk(w, cmd, root, cwds) {
    if (w.substitution || w.brace)
        return false;
    if (w.dynamic && !w.vars.every((v) => cmd.boundVars.includes(v)))
        return false;
    const value = w.dynamic ? w.value.replace(/\$\{?[A-Za-z_][A-Za-z0-9_]*\}?/g, 'x') : w.value;
    // `.*` and `.?` can match `..`.
    if (w.glob && /(^|\/)\.[*?[]/.test(value))
        return false;
    const candidates = [value];
    const eq = value.indexOf('=');
    if (value.startsWith('-') && eq > 0)
        candidates.push(value.slice(eq + 1));
    // A short cluster's value starts after any of its letters (`-bmFILE` is `-b -m FILE`).
    if (/^-[A-Za-z]./.test(value))
        for (let k = 2; k < value.length; k++)
            candidates.push(value.slice(k));
    return candidates.every((p) => readablePath(p, root) && (root === undefined || cwds.every((cwd) => !escapesByLink(p, root, w.glob, cwd) && !expandsToOption(p, w.glob, cwd))));
}
/**
 * Words bash expands against the file system (globs) name what they match: for any command, a list of names outside
 * the working directory (`echo ../*`, `printf %s /home/*`), or through a link that leads out, is read as `ls ..` is.
 */
function globRefusal(cmd, root, cwds) {
    for (const w of cmd.words.slice(1)) {
        if (!w.glob && !(w.brace && /\.\.|\/|^~/.test(w.value)))
            continue;
        // Each alternative of a brace is a word of its own: `{..,x}/etc` is `../etc x/etc`.
        if (w.brace && /\.\.|(^|[{,])[/~]/.test(w.value))
            return `${w.raw} expands to names outside the working directory`;
        if (w.brace && !contentWordOk({ ...w, brace: false }, cmd, root, cwds))
            return `${w.raw} expands to names outside the working directory or through a link`;
        if (!w.brace && !contentWordOk(w, cmd, root, cwds))
            return `${w.raw} lists names outside the working directory or through a link`;
    }
    return undefined;
}
/** `wc *` in a folder holding a file named `--files0-from=x` passes that name as an option: a glob whose names start with `-`. */
function expandsToOption(p, glob, cwd) {
    if (!glob || p.startsWith('/') || !/[*?[]/.test(p.split('/')[0] ?? ''))
        return false;
    const names = expandGlob(p, cwd);
    return names === undefined || names.some((n) => external_node_path_.relative(cwd, n).startsWith('-'));
}
/** Why reading through this lexical path is refused, if it is: a symbolic link out of the working directory or into a protected folder. */
function linkRefusal(root, lexical) {
    const real = (0,path_rules/* realTarget */.aO)(root, lexical);
    if (!isInside(root, real) && isInside(root, lexical))
        return `${external_node_path_.relative(root, lexical)} is a symbolic link to ${real}, outside the working directory`;
    if (protectedSegment(root, real) !== undefined && protectedSegment(root, lexical) === undefined) {
        return `${external_node_path_.relative(root, lexical)} is a symbolic link into ${protectedSegment(root, real) ?? ''}, a protected folder`;
    }
    return undefined;
}
/**
 * Does a symbolic link take this operand (relative to `cwd`) out of the working directory or into a protected folder?
 * A glob is expanded for real, every level, and each name it gives is resolved through every link hop.
 */
function escapesByLink(p, root, glob, cwd = root) {
    const escapes = (lexical) => linkRefusal(root, lexical) !== undefined;
    if (!glob)
        return escapes(external_node_path_.resolve(cwd, p));
    const first = p.search(/[*?[]/);
    if (escapes(external_node_path_.resolve(cwd, p.slice(0, first).replace(/[^/]*$/, '') || '.')))
        return true;
    const names = expandGlob(p, cwd);
    return names === undefined || names.some(escapes);
}
/** git commands that print tracked content (any tracked file, a denied one too): not read-only while Read deny rules are in force. */
function readsTrackedContent(head, args) {
    return head === 'git' && args.some((w) => ['show', 'diff', 'log', 'blame', 'grep'].includes(w.value));
}
/** The absolute paths a word names from each place the shell may be in (a glob expanded for real); undefined when unknown. */
function pathsOf(value, glob, cwds) {
    const out = [];
    for (const cwd of cwds) {
        out.push(external_node_path_.resolve(cwd, value));
        if (!glob)
            continue;
        const names = expandGlob(value, cwd);
        if (names === undefined)
            return undefined;
        out.push(...names);
    }
    return out;
}
/** Read deny rules bind the read-only list too: `cat .env` must not read what `Read(.env)` denies, nor `cat .en*`. */
function readsDenied(cmd, head, args, ctx, cwds, reader = true) {
    const denied = ctx.readDenied;
    if (denied === undefined)
        return undefined;
    if (readsTrackedContent(head, args) && ctx.workspaceRoot !== undefined) {
        // What git could print: every path in the index and in the history; none may be denied.
        const printable = (0,git_paths/* gitPrintablePaths */.u)(ctx.workspaceRoot);
        if (printable === undefined)
            return `git ${args[0]?.value ?? ''} can print any tracked file, the paths git tracks could not be listed, and Read deny rules are in force`;
        const hit = printable.find((p) => denied(p));
        if (hit !== undefined)
            return `git can print ${external_node_path_.relative(ctx.workspaceRoot, hit)} (tracked now or in the history), which a Read deny rule covers`;
    }
    const words = [];
    for (const w of args) {
        // A loop variable holds a word of the loop's header, checked (expanded) there.
        // A command that reads no operand (`echo "$x"`) only reads a file named by a literal (`sed -n p FILE`, restricted to literals).
        if (w.dynamic && !reader)
            continue;
        if (w.dynamic) {
            if (/^\$\{?[A-Za-z_][A-Za-z0-9_]*\}?$/.test(w.value) && w.vars.every((v) => cmd.boundVars.includes(v)))
                continue;
            return 'an operand is only known at run time, and Read deny rules are in force';
        }
        if (!w.value.startsWith('-'))
            words.push({ value: w.value, glob: w.glob });
        else if (w.value.includes('='))
            words.push({ value: w.value.slice(w.value.indexOf('=') + 1), glob: w.glob });
        if (/^-[A-Za-z]./.test(w.value))
            for (let k = 2; k < w.value.length; k++)
                words.push({ value: w.value.slice(k), glob: w.glob });
    }
    for (const r of cmd.redirections)
        if (r.op === '<')
            words.push({ value: r.target, glob: false });
    for (const { value, glob } of words) {
        const paths = pathsOf(value, glob, cwds);
        if (paths === undefined)
            return `${value} matches too many files to check against Read deny rules`;
        // A glob that matches nothing now is passed on as written, but could match a denied file by the time it runs.
        if (glob && paths.length === cwds.length)
            return `${value} matches nothing now, and Read deny rules are in force`;
        const hit = paths.find((p) => denied(p));
        if (hit !== undefined)
            return `it would read ${external_node_path_.relative(ctx.workspaceRoot ?? '/', hit) || '.'}, which a Read deny rule covers`;
    }
    return undefined;
}
/**
 * Recursive readers (`grep -r`/`-R`, `rg`, `find`, `ls -R`, `du`, `tree`, `diff -r`): the tree they walk must hold
 * nothing the file tools would refuse. Links they follow are resolved (none may lead out or into a protected folder);
 * with Read deny rules, no entry may be denied. Without deny rules, a walk that follows no link reads nothing refused.
 */
function treeRefused(head, args, ctx, root, cwds) {
    const tree = treeRead(head, args);
    if (tree === undefined || (!tree.follow && ctx.readDenied === undefined))
        return undefined;
    const asNamed = ctx.deniedAsNamed ?? ctx.readDenied;
    const tctx = { root, linkRefusal: (lexical) => linkRefusal(root, lexical), ...(asNamed ? { deniedAsNamed: asNamed } : {}) };
    const budget = { left: MAX_TREE_ENTRIES };
    for (const w of tree.operands) {
        if (w.dynamic)
            return `${head} walks ${w.raw}, known only at run time`;
        const starts = pathsOf(w.value, w.glob, cwds);
        if (starts === undefined)
            return `${w.value} matches too many files to check`;
        for (const start of starts) {
            const why = treeRefusal(start, (0,path_rules/* realTarget */.aO)(root, start), tree.follow, tctx, budget);
            if (why !== undefined)
                return `${head} ${tree.follow ? 'follows links and ' : ''}walks ${w.value}: ${why}`;
        }
    }
    return undefined;
}
/**
 * For a command a prefix rule allowed: a rule vouches for the words it spells, not for what a reader on the list
 * (`ls`, `cat`, `grep`, `find`, \u2026) then reads. Why it would read a Read-denied file, or follow a link the file tools
 * refuse through a tree, if it would.
 */
function readRefusal(cmd, ctx) {
    const root = ctx.workspaceRoot;
    const [head, ...args] = cmd.words;
    if (root === undefined || head === undefined || cmd.dynamicName || !SPECS.get(head.value)?.content)
        return undefined;
    const cwds = ctx.cwds ?? [root];
    return readsDenied(cmd, head.value, args, ctx, cwds) ?? treeRefused(head.value, args, ctx, root, cwds);
}
function isReadOnlyCommand(cmd, ctx = {}) {
    const root = ctx.workspaceRoot;
    const strictWhy = ctx.strict ? strictRefusal(cmd) : undefined;
    if (strictWhy !== undefined) {
        ctx.onRefusal?.(`${strictWhy}; without the read-only jail only the strict list is read-only`);
        return false;
    }
    if (!redirectionsOk(cmd, root, true))
        return false;
    const [head, ...args] = cmd.words;
    // `x=1` alone binds a shell variable of the line (the parser refuses names other programs read).
    if (head === undefined)
        return cmd.envWords.every((w) => isSafeEnvAssignment(w) || (w.assign !== undefined && (0,bash_nodes/* isPlainShellVariable */.B$)(w.assign)));
    if (!cmd.envWords.every(isSafeEnvAssignment))
        return false;
    // A path (`./ls`) would run whatever file sits there, not the tool on the list.
    if (cmd.dynamicName || head.value.includes('/'))
        return false;
    const spec = SPECS.get(head.value);
    if (spec === undefined)
        return false;
    // `for`, `case` and `[[` are listed by the walker for their checks, unquoted; a quoted one is a program of that name.
    if (head.quoted && ['for', 'case', '[['].includes(head.value))
        return false;
    const dashes = args.findIndex((w) => w.value === '--' && !w.dynamic);
    const optEnd = spec.restricted === 'all' || dashes < 0 ? args.length : dashes;
    const cwds = ctx.cwds ?? (root !== undefined ? [root] : []);
    if (root !== undefined && globRefusal(cmd, root, cwds) !== undefined)
        return false;
    for (const [i, w] of args.entries()) {
        if (spec.restricted !== undefined && i < optEnd && (w.dynamic || w.glob || w.brace))
            return false;
        // A brace or glob may become an option (`printf {-v,x}`, a file named `-v`): only where the command takes none that matter.
        if (!spec.content && w.brace && /(^|[{,])-/.test(w.value))
            return false;
        if (spec.content ? !contentWordOk(w, cmd, root, cwds) : w.dynamic && !expansionOk(w, cmd))
            return false;
    }
    // Every command's operands and input, not only the readers': `sed -n p FILE` and `tr a b < FILE` read FILE too.
    if (root !== undefined) {
        const why = readsDenied(cmd, head.value, args, ctx, cwds, spec.content === true) ?? (spec.content ? treeRefused(head.value, args, ctx, root, cwds) : undefined);
        if (why !== undefined) {
            ctx.onRefusal?.(why);
            return false;
        }
    }
    return spec.check === undefined || spec.check(args, { root, cwds, optEnd });
}


/***/ }),

/***/ 50038:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UF: () => (/* binding */ gitMoreOk),
/* harmony export */   WP: () => (/* binding */ both),
/* harmony export */   _d: () => (/* binding */ sedScriptPrintsOnly),
/* harmony export */   _q: () => (/* binding */ noShort),
/* harmony export */   hP: () => (/* binding */ MORE_SPECS),
/* harmony export */   iw: () => (/* binding */ noLong)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/**
 * The read-only list's per-command checks: the shared helpers and the commands people type beyond the first list
 * (`cut`, `jq`, `sed -n`, `tr`, `uname`, `nproc`, `node --version`, more of git). Under the read-only jail these
 * checks keep honest commands honest; the jail holds what they miss.
 */

/** No short-option cluster before `--` contains one of `letters`. */
const noShort = (letters) => (args, ctx) => args.slice(0, ctx.optEnd).every((w) => !/^-[^-]/.test(w.value) || ![...w.value.slice(1)].some((ch) => letters.includes(ch)));
/** No long option before `--` is, abbreviates or extends one of `names` (GNU getopt and git accept abbreviations). */
const noLong = (names) => (args, ctx) => args.slice(0, ctx.optEnd).every((w) => {
    if (!w.value.startsWith('--'))
        return true;
    const name = w.value.slice(2).split('=')[0] ?? '';
    return name === '' || !names.some((n) => n.startsWith(name) || name.startsWith(n));
});
const both = (...checks) => (args, ctx) => checks.every((c) => c(args, ctx));
/**
 * A sed script that only prints: addresses, `p P = l q Q d D n N g G h H x`, blocks, `s///` and `y///` with no `w`
 * or `e` flag. Not `w`/`W` (write a file), `e` (run a command), `r`/`R` (read any file), `F`, `z`, labels.
 */
function sedScriptPrintsOnly(script) {
    let i = 0;
    const delimited = (n) => {
        const d = script[i];
        if (d === undefined || d === '\n' || d === '\\')
            return false;
        i++;
        for (let k = 0; k < n; k++) {
            while (i < script.length && script[i] !== d)
                i += script[i] === '\\' ? 2 : 1;
            if (i >= script.length)
                return false;
            i++;
        }
        return true;
    };
    while (i < script.length) {
        const c = script[i] ?? '';
        if (/[\s;{}!,$0-9~+pP=lqQdDnNgGhHx]/.test(c)) {
            i++;
        }
        else if (c === '/' || c === '\\') {
            if (c === '\\')
                i++;
            if (!delimited(1))
                return false;
            while (/[IM]/.test(script[i] ?? ''))
                i++;
        }
        else if (c === 's' || c === 'y') {
            i++;
            if (!delimited(c === 's' ? 2 : 2))
                return false;
            while (c === 's' && /[gpiIM0-9]/.test(script[i] ?? ''))
                i++;
        }
        else {
            return false;
        }
    }
    return true;
}
/** A file operand of a command whose other words are not paths: inside the working directory, spelled without `..` or `~`. */
function operandInside(v, ctx) {
    if (v.startsWith('~') || v.split('/').includes('..'))
        return false;
    if (!node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute(v) || v === '/dev/stdin')
        return true;
    const rel = ctx.root === undefined ? '..' : node_path__WEBPACK_IMPORTED_MODULE_0__.relative(ctx.root, v);
    return !rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute(rel);
}
/** `sed` that prints: no -i/--in-place, no script from a file, every script (the first operand or each -e) prints only. */
function sedCheck(args, ctx) {
    // GNU sed: with any -e, every operand is a file (`sed /x/p -e p` reads the file /x/p), none is the script.
    let scripted = args.slice(0, ctx.optEnd).some((w) => w.value === '-e' || w.value === '--expression' || w.value.startsWith('--expression='));
    for (let i = 0; i < ctx.optEnd; i++) {
        const v = args[i]?.value ?? '';
        if (v === '-e' || v === '--expression') {
            if (!sedScriptPrintsOnly(args[i + 1]?.value ?? 'w'))
                return false;
            scripted = true;
            i++;
        }
        else if (v.startsWith('--expression=')) {
            if (!sedScriptPrintsOnly(v.slice(13)))
                return false;
            scripted = true;
        }
        else if (/^-[^-]/.test(v)) {
            // Short clusters: -n, -E, -r, -s, -u, -z only; -e's script attached to a cluster is refused (`-ne p`).
            if (![...v.slice(1)].every((ch) => 'nErsuz'.includes(ch)))
                return false;
        }
        else if (v.startsWith('--')) {
            if (!['--quiet', '--silent', '--regexp-extended', '--separate', '--unbuffered', '--null-data', '--posix', '--debug', '--sandbox'].includes(v))
                return false;
        }
        else if (!scripted) {
            if (!sedScriptPrintsOnly(v))
                return false;
            scripted = true;
        }
        else if (!operandInside(v, ctx)) {
            return false;
        }
    }
    return scripted && args.slice(ctx.optEnd + 1).every((w) => operandInside(w.value, ctx));
}
/**
 * What in a jq program opens a file or tells where files are: `import`/`include` (with their `search` paths: a module
 * or JSON file anywhere, `import "credentials" as $x {search: "sub"}` loads sub/credentials.json), `modulemeta` (loads
 * a module by name), the builtins that name files and the search path, and the environment (`env`, `$ENV`: under the
 * strict list the command's own). Matched anywhere in any operand, strings and comments included: a word that merely
 * mentions one is refused with the rest (it then needs a rule), never a program that uses one approved.
 */
const JQ_OPENS = /(^|[^A-Za-z0-9_$.])(import|include|modulemeta|get_search_list|input_filename|get_prog_origin|get_jq_origin|env)(?![A-Za-z0-9_])|\$(ENV|__loc__)(?![A-Za-z0-9_])/;
/** jq's options that take values (one or two words), which are not the program. */
const JQ_VALUED = { '--arg': 2, '--argjson': 2, '--slurpfile': 2, '--rawfile': 2, '--indent': 1 };
/**
 * The program is known and opens no file: no word matches JQ_OPENS (the program is the first operand, which options
 * shift), and the first operand, after a `--` too, is spelled literally (not a loop variable, a glob over file names
 * the agent chose, or a brace).
 */
function jqProgramKnown(args) {
    if (args.some((w) => JQ_OPENS.test(w.value)))
        return false;
    for (let i = 0; i < args.length; i++) {
        const w = args[i];
        if (w === undefined)
            break;
        if (w.dynamic || w.glob || w.brace || w.substitution)
            return false;
        if (w.value in JQ_VALUED)
            i += JQ_VALUED[w.value] ?? 0;
        else if (w.value === '-' || !w.value.startsWith('-'))
            return true;
    }
    return true;
}
/**
 * `jq` reading its input and files named as operands: not --rawfile/--slurpfile/-f/--from-file/-L (files and modules
 * nobody checked), and no program that opens files of its own (JQ_OPENS).
 */
const jqCheck = both(noShort('fL'), noLong(['rawfile', 'slurpfile', 'from-file', 'library-path']), jqProgramKnown);
/** `git` subcommands beyond the first list, each with the words that keep it a reader. */
function gitMoreOk(sub, rest) {
    const values = rest.map((w) => w.value);
    switch (sub) {
        case 'grep':
            // -O/--open-files-in-pager runs a program; --untracked/--no-index read files git does not track (its tracked
            // content is checked against Read deny rules like git show's).
            return values.every((v) => !/^-[^-]*O/.test(v) &&
                !(v.startsWith('--') &&
                    v.length > 2 &&
                    ['open-files-in-pager', 'untracked', 'no-index', 'no-exclude-standard'].some((n) => n.startsWith(v.slice(2).split('=')[0] ?? ''))));
        case 'config': {
            // One key read with --get/--get-all; never a credential, token or URL rewrite (a URL may carry a token).
            const [op, key, ...more] = values;
            return ((op === '--get' || op === '--get-all') &&
                key !== undefined &&
                more.length === 0 &&
                /^[A-Za-z0-9.-]+$/.test(key) &&
                !/credential|token|password|secret|auth|extraheader|url\.|cookie|proxy|sshcommand|askpass|signingkey|\.email$/i.test(key));
        }
        case 'remote':
            return values.every((v) => v === '-v' || v === '--verbose');
        case 'tag':
            // `git tag NAME` creates a tag: only listing, with patterns.
            return values.length === 0 || ((values[0] === '--list' || values[0] === '-l') && values.slice(1).every((v) => !v.startsWith('-')));
        case 'stash':
            return values.length === 1 && values[0] === 'list';
        default:
            return false;
    }
}
const MORE_SPECS = [
    ['cut', { doc: '', content: true }],
    ['tr', { doc: '' }],
    [
        'jq',
        {
            doc: 'not -f/--from-file, -L, --rawfile, --slurpfile; no import/include/modulemeta/env/$ENV/$__loc__/input_filename in the program',
            content: true,
            restricted: 'options',
            check: jqCheck,
        },
    ],
    ['sed', { doc: 'scripts that only print: no -i, no w/W/e/r/R commands or flags; files inside the working directory', restricted: 'all', check: sedCheck }],
    ['uname', { doc: '' }],
    ['nproc', { doc: '' }],
    ['node', { doc: '--version only', restricted: 'all', check: (args) => args.length === 1 && ['--version', '-v'].includes(args[0]?.value ?? '') }],
];


/***/ }),

/***/ 78504:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z9: () => (/* reexport */ rule_parse/* ALL_MCP_TOOLS */.Z9),
  Dt: () => (/* reexport */ rule_parse/* EDIT_TOOLS */.Dt),
  f9: () => (/* reexport */ rule_parse/* READ_TOOLS */.f9),
  bn: () => (/* reexport */ bashAllowMatches),
  bQ: () => (/* reexport */ bashDenyCheck),
  VP: () => (/* reexport */ bashExactMatch),
  wH: () => (/* binding */ bindsShellReads),
  iT: () => (/* reexport */ rule_parse/* parseRule */.iT),
  Q4: () => (/* reexport */ rule_parse/* parseRuleList */.Q4),
  Hb: () => (/* reexport */ path_rules/* pathRuleMatches */.Hb),
  Gm: () => (/* binding */ ruleAppliesTo),
  W: () => (/* binding */ ruleMatches),
  Oi: () => (/* binding */ skillNameOf),
  Ou: () => (/* reexport */ path_rules/* toolPath */.Ou),
  GG: () => (/* reexport */ rule_parse/* widenDenyRule */.GG)
});

// UNUSED EXPORTS: pathPattern

// EXTERNAL MODULE: ./build/src/permissions/bash-parse.js + 4 modules
var bash_parse = __webpack_require__(3141);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/src/permissions/read-only-commands.js + 4 modules
var read_only_commands = __webpack_require__(52774);
;// CONCATENATED MODULE: ./build/src/permissions/bash-operands.js
/**
 * What a wildcard rule (`Bash(npm test:*)`, `Bash(make *)`) does not vouch for, beyond git's and npm's own
 * options (bash-match.ts): words whose value is only known at run time (a substitution's output or a
 * variable may be any option), operands outside the working directory, and options that load code or
 * configuration from a file the agent can write (`make -f`, `--prefix`, `-C`, `--require`) or from the
 * command line itself (`--eval`). Words the rule spells out are the workflow author's choice.
 */


/** Long options that run code given on the command line. */
const EVAL_LONG = ['eval', 'print', 'init-file'];
/** Long options that load code or configuration from a file or folder. */
const LOAD_LONG = [
    'require',
    'import',
    'loader',
    'experimental-loader',
    'prefix',
    'makefile',
    'file',
    'directory',
    'include-dir',
    'config',
    'rcfile',
    'dir',
    'cwd',
];
/** Short options that do the same, by command. */
const LOAD_SHORT = {
    make: ['-f', '-C', '-I', '-E'],
    gmake: ['-f', '-C', '-I', '-E'],
    node: ['-e', '-p', '-r', '-i'],
    npm: ['-C'],
    pnpm: ['-C'],
    yarn: [],
    npx: ['-c'],
    tar: ['-C', '--to-command', '-I'],
    git: ['-C', '-c'],
    python: ['-c', '-m'],
    python3: ['-c', '-m'],
    perl: ['-e', '-E', '-M'],
    ruby: ['-e', '-r'],
    bash: ['-c'],
    sh: ['-c'],
};
/** Options whose value is a command, for any program. */
const EVAL_SHORT = { make: ['-E'], node: ['-e', '-p'], perl: ['-e', '-E'], ruby: ['-e'], python: ['-c'], python3: ['-c'] };
/** Could bash turn this word into one that begins with `-`? */
function mayBecomeOption(w) {
    if (w.value.startsWith('-'))
        return w.glob || w.brace || w.dynamic;
    if (w.brace && (/(^|[{,])-/.test(w.value) || /\{[^}]*\.\.[^}]*\}/.test(w.value)))
        return true;
    // Variables whose every value is known not to begin with `-`: absolute paths, numbers, git names and ids.
    const neverOption = /^\$\{?(HOME|PWD|OLDPWD|TMPDIR|RUNNER_TEMP|GITHUB_WORKSPACE|GITHUB_SHA|GITHUB_REF|GITHUB_REF_NAME|GITHUB_HEAD_REF|GITHUB_BASE_REF|GITHUB_REPOSITORY|GITHUB_RUN_ID|[?#$!])\}?([^\w]|$)/;
    return (w.glob && /^[*?[]/.test(w.value)) || (w.dynamic && /^\$/.test(w.value) && !neverOption.test(w.value));
}
/** Returns the word a wildcard rule does not vouch for, if any. */
function operandInjection(cmd, ruleWords, ctx) {
    const words = cmd.words;
    const name = external_node_path_.posix.basename(words[0]?.value ?? '');
    const spelled = new Set(ruleWords.map((w) => w.value));
    const end = words.findIndex((w) => w.value === '--');
    // Relative operands are judged from every place the shell may be in.
    const bases = ctx.cwds ?? [ctx.root];
    const outside = (v) => v.startsWith('~') || bases.some((b) => !(0,read_only_commands/* isInside */.FK)(ctx.root, external_node_path_.resolve(b, v)));
    const risky = (v) => v === undefined || v === '' || outside(v) || bases.some((b) => ctx.writable(external_node_path_.resolve(b, v)));
    const abbreviates = (n, names) => n.length >= 3 && names.some((full) => full.startsWith(n));
    for (const [i, w] of words.entries()) {
        if (i === 0 || spelled.has(w.value))
            continue;
        // A word bash rewrites at run time is judged as any word, an option included: a glob over names the agent created
        // (a file named `-E`), a brace (`{-E,x}`), or an expansion that begins the word may each become an option.
        if ((end < 0 || i < end) && mayBecomeOption(w))
            return w.raw;
        // A run-time value may turn into any option or path: only variables that hold no secret and no crafted text.
        if (w.substitution)
            return w.raw;
        if (w.dynamic && (w.vars.length === 0 || w.vars.some((v) => !read_only_commands/* SAFE_VARS */.PQ.has(v) && !cmd.boundVars.includes(v))))
            return w.raw;
        // Operands (and option values) naming a place outside the working directory.
        const value = w.value.includes('=') && w.value.startsWith('-') ? w.value.slice(w.value.indexOf('=') + 1) : w.value;
        const pathy = value.startsWith('/') || value.startsWith('~') || /(^|\/)\.\.(\/|$)/.test(value);
        if (pathy && !/^\/dev\/(null|stdin|stdout|stderr)$/.test(value) && !/^[a-z][a-z0-9+.-]*:\/\//i.test(value) && outside(value))
            return w.value;
        // A symbolic link (committed by a PR) that leads out of the working directory or into a protected folder.
        if (!w.dynamic &&
            value !== '' &&
            !value.startsWith('-') &&
            !/^[a-z][a-z0-9+.-]*:/i.test(value) &&
            bases.some((b) => (0,read_only_commands/* escapesByLink */.cU)(value, ctx.root, w.glob, b)))
            return w.value;
        if (end >= 0 && i > end && name !== 'npm' && name !== 'npx')
            continue;
        const long = /^--([^=]+)/.exec(w.value)?.[1];
        const next = w.value.includes('=') ? w.value.slice(w.value.indexOf('=') + 1) : words[i + 1]?.value;
        if (long !== undefined && abbreviates(long, EVAL_LONG))
            return w.value;
        // GNU getopt takes a unique abbreviation (`--makef=x` is `--makefile=x`).
        const loads = long !== undefined ? LOAD_LONG.find((full) => full === long || (long.length >= 3 && full.startsWith(long))) : undefined;
        if (loads !== undefined) {
            // A package name (`--require ts-node/register`) is looked up, not read from the agent's files; a path is.
            const folder = ['prefix', 'makefile', 'file', 'directory', 'include-dir', 'dir', 'cwd'].includes(loads);
            const pathValue = next !== undefined && (next.startsWith('.') || next.startsWith('/') || (folder && next !== ''));
            if (next === undefined || /^[a-z][a-z0-9+.-]*:/i.test(next) || (pathValue && risky(next)))
                return w.value;
        }
        // A short cluster is read letter by letter (`-kE x` is `-k -E x`, `-sfFILE` is `-s -f FILE`): any listed letter in
        // it is that option, its value the rest of the word or the next word.
        const shorts = LOAD_SHORT[name] ?? [];
        const cluster = /^-[^-]/.test(w.value) ? w.value : '';
        for (const s of shorts) {
            const at = s.length === 2 ? cluster.indexOf(s[1] ?? '', 1) : w.value === s ? 1 : -1;
            if (at < 1)
                continue;
            if ((EVAL_SHORT[name] ?? []).includes(s))
                return w.value;
            const rest = cluster.slice(at + 1);
            const v = rest !== '' ? rest : words[i + 1]?.value;
            if (risky(v))
                return w.value;
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./build/src/permissions/bash-match.js
/** Bash permission rules: compiling a specifier, exact matches, and whether an allow rule vouches for one simple command. */




const bashPatterns = new Map();
/**
 * `*` globbing over literal parts, in linear time: the parts must appear in order, the first at the
 * start and the last at the end. (A regular expression with many `.*` could be made to backtrack for
 * minutes by a long command, and rules may come from the repository under test.) What each `*` spans is
 * checked afterwards: never a `..` path segment, and a `*` inside a word (`src/*`) never a `/` or a blank.
 * Being first-fit, a span check may refuse a command another split would allow: that errs on the safe side.
 */
function globMatch(parts, text, inWord = []) {
    const first = parts[0] ?? '';
    if (parts.length === 1)
        return text === first;
    const last = parts.at(-1) ?? '';
    if (first.length + last.length > text.length || !text.startsWith(first) || !text.endsWith(last))
        return false;
    let pos = first.length;
    const end = text.length - last.length;
    const spans = [];
    for (const mid of parts.slice(1, -1)) {
        const i = text.indexOf(mid, pos);
        if (i < 0 || i + mid.length > end)
            return false;
        spans.push(text.slice(pos, i));
        pos = i + mid.length;
    }
    spans.push(text.slice(pos, end));
    return spans.every((span, k) => !/(^|[/\s'])\.\.([/\s']|$)/.test(span) && !(inWord[k] === true && /[/\s]/.test(span)));
}
/** The rule's words as literal parts around its unquoted `*`s, and for each `*` whether it sits inside a word. */
function wordParts(words) {
    const parts = [''];
    const inWord = [];
    words.forEach((w, n) => {
        let from = 0;
        const stars = w.dynamic ? [] : w.stars;
        const head = stars.length === 0 ? (0,bash_parse/* renderWord */.jX)(w) : w.value.slice(0, stars[0]);
        parts[parts.length - 1] += (n > 0 ? ' ' : '') + head;
        if (stars.length === 0)
            return;
        stars.forEach((s, k) => {
            from = s + 1;
            inWord.push(w.value.length > 1);
            parts.push(w.value.slice(from, stars[k + 1] ?? w.value.length));
        });
    });
    return { parts, inWord };
}
function compileBash(specifier) {
    const cached = bashPatterns.get(specifier);
    if (cached)
        return cached;
    let body = specifier.trim();
    let open = false;
    if (body.endsWith(':*')) {
        body = body.slice(0, -2).trimEnd();
        open = true;
    }
    const parsed = (0,bash_parse/* splitCommand */.GW)(body);
    const one = parsed.ok && parsed.commands.length === 1 ? parsed.commands[0] : undefined;
    let words;
    let parts;
    let inWord = [];
    if (one !== undefined && one.redirections.length === 0 && !one.hasSubstitution) {
        words = [...one.envWords, ...one.words];
        const last = words.at(-1);
        // Claude Code: a trailing lone `*` also matches nothing at all (`ls *` matches `ls`).
        if (words.length > 1 && last?.value === '*' && last.stars.length === 1) {
            words = words.slice(0, -1);
            open = true;
        }
        ({ parts, inWord } = wordParts(words));
    }
    else {
        parts = body.split(/\s+/).join(' ').split('*');
    }
    const exact = !open && parts.length === 1;
    // `cmd:*` matches `cmd` alone or `cmd` and a space and anything.
    const openParts = [...parts.slice(0, -1), `${parts.at(-1) ?? ''} `, ''];
    const test = (text) => globMatch(parts, text, inWord) || (open && globMatch(openParts, text, inWord));
    const pattern = { test, open, exact, ...(words ? { words } : {}) };
    bashPatterns.set(specifier, pattern);
    return pattern;
}
const isDynamic = (w) => w.dynamic || w.glob || w.brace;
const joined = (words) => words.map(bash_parse/* renderWord */.jX).join(' ');
/** A rule without wildcards names a whole command line, compound or not, exactly as written. */
function bashExactMatch(rule, command) {
    if (rule.specifier === undefined)
        return true;
    return compileBash(rule.specifier).exact && command.trim() === rule.specifier.trim();
}
/** `nohup cmd` and `timeout 60 cmd` run `cmd`: a rule for `cmd` may vouch for them. */
function allowVariants(words) {
    const out = [words];
    let ws = words;
    for (let n = 0; n < 3; n++) {
        let i = 1;
        if (ws[0]?.value === 'timeout') {
            while (/^-(v|-verbose|-foreground|-preserve-status|s\w+|k[\d.]+[smhd]?|-signal=\w+|-kill-after=[\d.]+[smhd]?)$/.test(ws[i]?.value ?? ''))
                i++;
            if (!/^[\d.]+[smhd]?$/.test(ws[i]?.value ?? ''))
                break;
            i++;
        }
        else if (ws[0]?.value !== 'nohup') {
            break;
        }
        if (ws.slice(0, i).some(isDynamic) || ws.length <= i)
            break;
        ws = ws.slice(i);
        out.push(ws);
    }
    return out;
}
/**
 * Does an allow rule vouch for this one simple command? Assignments that only set locale/format may be
 * left out of the rule; output redirections must stay inside the working directory.
 */
function bashAllowMatches(rule, cmd, workspaceRoot, writable, cwds) {
    if (rule.specifier === undefined)
        return true;
    if (cmd.words.length === 0 || cmd.dynamicName)
        return false;
    const p = compileBash(rule.specifier);
    const envSets = [cmd.envWords, cmd.envWords.filter((w) => !(0,read_only_commands/* isSafeEnvAssignment */.sm)(w))];
    const hit = allowVariants(cmd.words).some((ws) => envSets.some((envs) => p.test(joined([...envs, ...ws]))));
    if (!hit || !(0,read_only_commands/* redirectionsOk */.a4)(cmd, workspaceRoot, false) || p.exact)
        return hit && (0,read_only_commands/* redirectionsOk */.a4)(cmd, workspaceRoot, false);
    const ctx = { root: workspaceRoot, writable: writable ?? ((abs) => (0,read_only_commands/* writablePath */.Uq)(abs, workspaceRoot)), ...(cwds !== undefined ? { cwds } : {}) };
    return !optionInjection(cmd.words, p.words ?? [], workspaceRoot, cwds ?? [workspaceRoot]) && !operandInjection(cmd, p.words ?? [], ctx);
}
/** git options that run a program of the caller's choosing. */
const GIT_RUNS = ['exec', 'upload-pack', 'receive-pack', 'open-files-in-pager', 'config-env'];
/** npm options that swap the code a script runs. */
const NPM_UNSAFE_LONG = ['script-shell', 'userconfig', 'globalconfig', 'node-options'];
/** npm options that pick the package a script runs in. */
const NPM_PLACE_LONG = ['prefix', 'workspace', 'dir'];
const NPM_PLACE_SHORT = new Set(['-C', '-w']);
const NPM_LIKE = new Set(['npm', 'npx', 'pnpm', 'yarn']);
/** Node flags that load a module: from a `data:` URL or outside the working directory, any code (like NODE_OPTIONS=\u2026 would). */
const NODE_LOADERS = ['import', 'require', 'loader', 'experimental-loader'];
/**
 * A prefix rule (`Bash(git diff:*)`, `Bash(npm test:*)`) vouches for the command's arguments, but not for options
 * that do what the rest of the policy refuses: `git diff --output=/tmp/x` writes where a redirection may not,
 * `git diff --no-index /etc/shadow /dev/null` prints a file outside, `git fetch --upload-pack=\u2026` and
 * `npm test --node-options=--import=data:\u2026` run any code, `npm test --prefix ../other` runs another package's
 * script. Words the rule spells out are the workflow author's choice and stay allowed. Returns the offending word.
 */
function optionInjection(words, ruleWords, root, cwds) {
    const name = external_node_path_.posix.basename(words[0]?.value ?? '');
    const spelled = new Set(ruleWords.map((w) => w.value));
    const abbreviates = (n, names) => names.some((full) => full.startsWith(n) || n.startsWith(full));
    const outside = (value) => value === undefined || value === '' || value.startsWith('~') || cwds.some((cwd) => !(0,read_only_commands/* isInside */.FK)(root, external_node_path_.resolve(cwd, value)));
    const end = words.findIndex((w) => w.value === '--');
    for (const [i, w] of words.entries()) {
        if (i === 0 || spelled.has(w.value))
            continue;
        const long = /^--[^-]/.test(w.value) ? w.value.slice(2).split('=')[0] : undefined;
        const value = w.value.includes('=') ? w.value.slice(w.value.indexOf('=') + 1) : words[i + 1]?.value;
        if (/^(?:[^=]*=)?data:/i.test(w.value))
            return w.value;
        // `--require ./test/setup.js` is ordinary; a module from outside the working directory is not.
        if (long !== undefined && NODE_LOADERS.includes(long) && (outside(value) || /^(?:data|https?):/i.test(value ?? '')))
            return w.value;
        if (end >= 0 && i > end)
            continue;
        // `git grep -O<pager>` opens the matches in a program of the caller's choosing.
        if (name === 'git' && words.some((x) => x.value === 'grep') && /^-[^-]*O./.test(w.value))
            return w.value;
        if (name === 'git' && long !== undefined) {
            if (abbreviates(long, GIT_RUNS))
                return w.value;
            if (abbreviates(long, ['output']) &&
                long.length >= 2 &&
                (value === undefined || !(0,read_only_commands/* writablePath */.Uq)(value, root) || cwds.some((cwd) => !(0,read_only_commands/* writablePath */.Uq)(external_node_path_.resolve(cwd, value), root))))
                return w.value;
            // Two paths compared outside any repository: both must be inside the working directory.
            if (abbreviates(long, ['no-index']) && long.length >= 4) {
                const operands = words.slice(i + 1).filter((o) => !o.value.startsWith('-'));
                if (operands.some((o) => o.dynamic || (o.value !== '/dev/null' && outside(o.value))))
                    return w.value;
            }
        }
        if (NPM_LIKE.has(name)) {
            if (long !== undefined && abbreviates(long, NPM_UNSAFE_LONG))
                return w.value;
            if (long !== undefined && NPM_PLACE_LONG.includes(long) && outside(value))
                return w.value;
            if (NPM_PLACE_SHORT.has(w.value) && outside(words[i + 1]?.value))
                return w.value;
        }
    }
    return undefined;
}

// EXTERNAL MODULE: ./build/src/permissions/read-only-specs.js
var read_only_specs = __webpack_require__(50038);
;// CONCATENATED MODULE: ./build/src/permissions/bash-deny-words.js
/**
 * Where a deny rule cannot know what a line runs from its spelling (issue 34, item 6): words whose run-time value
 * differs from their spelling (brace, glob, parameter) given to a program whose options or operands run commands, and
 * literal options that hand a program a command line (sed's `e`, `tar --to-command=`, `rsync -e`, `git -c
 * core.pager=`). Such a line is hit by every Bash deny rule, as an interpreter's inline code is.
 */

/** An expansion outside quotes: bash splits its value into words, any of them an option or a command. */
function unquotedExpansion(raw) {
    let quote;
    for (let i = 0; i < raw.length; i++) {
        const c = raw[i];
        if (c === '\\' && quote !== "'")
            i++;
        else if (quote === undefined && (c === '"' || c === "'"))
            quote = c;
        else if (c === quote)
            quote = undefined;
        else if (quote === undefined && (c === '$' || c === '`'))
            return true;
    }
    return false;
}
/**
 * A word that may become an option or more words at run time: a brace with an alternative starting with `-` (or
 * starting the word), a glob that can give a name starting with `-`, an expansion that starts the word or is unquoted
 * (`find . $o` with o='-exec rm x ;'). `src/$f` in quotes is one word that is not an option.
 */
function bash_deny_words_mayBecomeOption(w) {
    if (w.brace && (w.value.startsWith('{') || /(^|[{,])-/.test(w.value)))
        return true;
    if (w.glob && /^[-*?[]/.test(w.value))
        return true;
    return w.dynamic && (unquotedExpansion(w.raw) || /^"?[$`]/.test(w.raw));
}
const isDynamicWord = (w) => w.dynamic || w.glob || w.brace;
/** Programs whose options or operands run a command line, a script or code: no word of theirs may change at run time. */
// biome-ignore format: a table, kept one line per group of entries
const RUNS_BY_WORDS = new Set([
    'sh', 'bash', 'zsh', 'dash', 'ksh', 'ash', 'mksh', 'fish', 'eval', 'trap', 'alias', 'printf', 'wait', 'find', 'git', 'xargs',
    'python', 'python3', 'perl', 'ruby', 'node', 'nodejs', 'php', 'lua', 'deno', 'bun', 'tclsh', 'Rscript', 'sed', 'tar', 'rsync',
    'ssh', 'scp', 'sftp', 'zip', 'vim', 'vi', 'nvim', 'view', 'ex', 'less', 'more', 'make', 'gmake',
]);
/** git configuration keys whose value is a command git runs. */
const GIT_COMMAND_KEYS = /(pager|editor|sshcommand|fsmonitor|external|textconv|askpass|hookspath|^alias\.|program|credential|proxycommand|\.cmd$|\.command$|process$|clean$|smudge$|\.tool$|uploadpack|receivepack)/i;
/** Literal options that hand each program a command line to run. */
const COMMAND_OPTIONS = {
    tar: (w) => /^--(to-command|use-compress-program|rsh-command|info-script|new-volume-script|checkpoint-action)|^-[A-Za-z]*[IF]/.test(w),
    rsync: (w) => /^--(rsh|rsync-path)|^-[A-Za-z]*e/.test(w),
    ssh: (w, next) => /proxycommand|localcommand|permitlocalcommand|knownhostscommand/i.test(w) || (/^-[A-Za-z]*o$/.test(w) && /command/i.test(next ?? '')),
    scp: (w, next) => /proxycommand|localcommand/i.test(w) || /^-[A-Za-z]*S/.test(w) || (/^-[A-Za-z]*o$/.test(w) && /command/i.test(next ?? '')),
    sftp: (w, next) => /proxycommand|localcommand/i.test(w) || /^-[A-Za-z]*S/.test(w) || (/^-[A-Za-z]*o$/.test(w) && /command/i.test(next ?? '')),
    git: (w, next) => (w === '-c' && GIT_COMMAND_KEYS.test((next ?? '').split('=')[0] ?? '')) ||
        (w.startsWith('-c') && w.length > 2 && GIT_COMMAND_KEYS.test(w.slice(2).split('=')[0] ?? '')) ||
        /^--(config-env|upload-pack|receive-pack|exec|extcmd|ext-diff|textconv)/.test(w),
    zip: (w) => /^(-TT|--unzip-command)/.test(w),
    vim: (w) => /^(-c|--cmd|\+|-S)/.test(w),
    vi: (w) => /^(-c|--cmd|\+|-S)/.test(w),
    nvim: (w) => /^(-c|--cmd|\+|-S)/.test(w),
    view: (w) => /^(-c|--cmd|\+|-S)/.test(w),
    ex: (w) => /^(-c|--cmd|\+|-S)/.test(w),
    less: (w) => w.startsWith('+'),
    more: (w) => w.startsWith('+'),
    make: (w) => /^--eval|^-E/.test(w),
    gmake: (w) => /^--eval|^-E/.test(w),
    wait: (w) => /^-[A-Za-z]*p/.test(w),
};
/** sed's scripts (each -e, or the first operand), or undefined when one comes from a file (`-f`): sed runs a command with `e`. */
function sedRuns(rest) {
    const values = rest.map((w) => w.value);
    if (values.includes('--sandbox'))
        return false;
    const scripts = [];
    let positional;
    for (let i = 0; i < values.length; i++) {
        const v = values[i] ?? '';
        if (v === '--') {
            positional ??= values[i + 1];
            break;
        }
        if (v === '--file' || v.startsWith('--file=') || /^-[A-Za-z]*f/.test(v))
            return true;
        if (v === '--expression' || v === '-e')
            scripts.push(values[++i] ?? '');
        else if (v.startsWith('--expression='))
            scripts.push(v.slice(13));
        else if (/^-[A-Za-z]*e/.test(v)) {
            const at = v.indexOf('e');
            scripts.push(at < v.length - 1 ? v.slice(at + 1) : (values[++i] ?? ''));
        }
        else if (!v.startsWith('-'))
            positional ??= v;
    }
    if (scripts.length === 0 && positional !== undefined)
        scripts.push(positional);
    // Only the `e` command and the `s///e` flag run a command: a script without an `e` cannot.
    return scripts.some((s) => s.includes('e') && !(0,read_only_specs/* sedScriptPrintsOnly */._d)(s));
}
/** Does this command (its program's name and the words after it) run a command line a deny rule cannot see? */
function runsUnseenCommand(name, rest) {
    if (RUNS_BY_WORDS.has(name)) {
        // After a literal `--` the words are operands (find has none: all of it is its expression).
        // printf's options come before its format, its first literal operand: later words are its arguments.
        const format = name === 'printf' ? rest.findIndex((w) => !isDynamicWord(w) && !w.value.startsWith('-')) : -1;
        const end = name === 'find' ? -1 : format >= 0 ? format : rest.findIndex((w) => w.value === '--' && !w.dynamic && !w.quoted);
        if ((end < 0 ? rest : rest.slice(0, end)).some(bash_deny_words_mayBecomeOption))
            return true;
    }
    const options = COMMAND_OPTIONS[name];
    if (options !== undefined && rest.some((w, k) => options(w.value, rest[k + 1]?.value)))
        return true;
    return name === 'sed' && sedRuns(rest);
}

;// CONCATENATED MODULE: ./build/src/permissions/bash-deny.js
/** Bash deny rules: every command a command line may end up running, checked fail-closed. */




/** Could a command with run-time words turn into one the rule names? Compared word by word, conservatively. */
function couldMatch(p, words) {
    if (p.words === undefined)
        return true;
    const rule = p.words.filter((w) => w.assign === undefined);
    for (let i = 0;; i++) {
        const r = rule[i];
        const c = words[i];
        if (r === undefined)
            return p.open || words.slice(i).every(isDynamic);
        if (c === undefined)
            return false;
        if (isDynamic(c) || r.stars.length > 0 || r.dynamic)
            return true;
        if ((0,bash_parse/* quoteWord */.XW)(c.value) !== (0,bash_parse/* quoteWord */.XW)(r.value))
            return false;
    }
}
const WRAPPERS = new Set([
    'env',
    'command',
    'builtin',
    'exec',
    'nohup',
    'time',
    'nice',
    'ionice',
    'timeout',
    'stdbuf',
    'sudo',
    'doas',
    'xargs',
    'setsid',
    'unbuffer',
    'chroot',
    'flock',
    'taskset',
    'chrt',
    'strace',
    'ltrace',
    'nsenter',
    'unshare',
    'runuser',
    'su',
    'script',
    'watch',
    'caffeinate',
    'busybox',
    'setpriv',
    'prlimit',
    'sg',
    'newgrp',
    'pkexec',
    'firejail',
    'proot',
    'fakeroot',
    'systemd-run',
    'bwrap',
    'numactl',
    'cgexec',
    'valgrind',
    'catchsegv',
    'parallel',
    'entr',
    'chpst',
    'softlimit',
    'daemonize',
]);
/** Interpreters: code given on their command line (or an awk program) may run any command the rule names, unseen. */
const INLINE_CODE = {
    python: /^-[A-Za-z]*c/,
    python3: /^-[A-Za-z]*c/,
    perl: /^-[A-Za-z]*[eE]/,
    ruby: /^-[A-Za-z]*e/,
    node: /^(-[A-Za-z]*[ep]|--eval|--print)/,
    nodejs: /^(-[A-Za-z]*[ep]|--eval|--print)/,
    php: /^-[A-Za-z]*r/,
    lua: /^-[A-Za-z]*e/,
    deno: /^(eval)$/,
    bun: /^(-e|--eval)/,
    tclsh: /./,
    awk: /./,
    gawk: /./,
    mawk: /./,
    nawk: /./,
    busybox: /./,
    Rscript: /^-e/,
};
/** Wrappers that take a whole command line as one string argument. */
const STRING_WRAPPERS = new Set(['env', 'su', 'runuser', 'script', 'flock', 'watch', 'sudo', 'doas', 'sg', 'setpriv', 'prlimit', 'parallel']);
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'ash', 'mksh', 'fish']);
/** git's global options that take the next word as their value. */
const GIT_VALUED = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--config-env', '--super-prefix']);
/**
 * The commands a simple command may end up running, for deny rules: itself, its basename form, and
 * what wrappers (`env`, `xargs`, `timeout`, \u2026), `sh -c`, `eval`, `find -exec`, `alias` and `trap` run.
 * 'opaque' marks a shell reading a script it cannot see (stdin, an unparseable string).
 */
function denyCandidates(words, depth, out) {
    if (words.length === 0)
        return out;
    if (depth > 6 || out.length > 400) {
        out.push('opaque');
        return out;
    }
    out.push(words);
    const head = words[0];
    if (head === undefined || isDynamic(head))
        return out;
    const name = external_node_path_.posix.basename(head.value);
    if (name !== head.value)
        out.push([{ ...head, value: name, raw: name }, ...words.slice(1)]);
    // Every suffix of a wrapper is a candidate: keep the work bounded on absurdly long ones.
    if (words.length > 512 && (WRAPPERS.has(name) || name === 'find')) {
        out.push('opaque');
        return out;
    }
    const rest = words.slice(1);
    const script = (text) => {
        const parsed = (0,bash_parse/* splitCommand */.GW)(text);
        if (!parsed.ok)
            out.push('opaque');
        else
            for (const c of parsed.commands)
                denyCandidates(c.words, depth + 1, out);
    };
    const isOption = (w) => /^[-+]/.test(w.value) && !w.dynamic;
    if (runsUnseenCommand(name, rest))
        out.push('opaque');
    const inline = INLINE_CODE[name];
    if (inline !== undefined && rest.some((w) => w.dynamic || inline.test(w.value)))
        out.push('opaque');
    if (SHELLS.has(name)) {
        const operands = rest.filter((w) => !isOption(w));
        if (rest.some((w) => isOption(w) && /^-[A-Za-z]*c/.test(w.value))) {
            for (const w of operands)
                if (w.dynamic)
                    out.push('opaque');
                else
                    script(w.value);
        }
        else if (operands.length === 0 || rest.some((w) => isOption(w) && /^-[A-Za-z]*s/.test(w.value))) {
            out.push('opaque');
        }
    }
    else if (name === 'eval') {
        if (rest.some((w) => w.dynamic))
            out.push('opaque');
        else
            script(rest.map((w) => w.value).join(' '));
    }
    else if (WRAPPERS.has(name)) {
        // Which options take a value differs by wrapper: every non-option suffix is treated as a possible command.
        for (const [k, w] of rest.entries()) {
            if (out.length > 400)
                break;
            if (!isOption(w))
                denyCandidates(rest.slice(k), depth + 1, out);
            const split = /^(?:--split-string=|-S)(.+)$/s.exec(w.value);
            if (split?.[1] !== undefined)
                script(split[1]);
            else if (STRING_WRAPPERS.has(name) && /\s/.test(w.value) && !w.dynamic)
                script(w.value);
        }
    }
    else if (name === 'find') {
        rest.forEach((w, k) => {
            if (!['-exec', '-execdir', '-ok', '-okdir'].includes(w.value))
                return;
            const end = rest.findIndex((x, j) => j > k && (x.value === ';' || x.value === '+'));
            denyCandidates(rest.slice(k + 1, end < 0 ? undefined : end), depth + 1, out);
        });
    }
    else if (name === 'alias') {
        for (const w of rest)
            if (w.value.indexOf('=') > 0)
                script(w.value.slice(w.value.indexOf('=') + 1));
    }
    else if (name === 'trap' && rest[0] !== undefined && !rest[0].value.startsWith('-')) {
        script(rest[0].value);
    }
    else if (name === 'git') {
        // `git -C dir push` and `git -c alias.p=push p` still push.
        let i = 0;
        while (i < rest.length && rest[i]?.value.startsWith('-') && !rest[i]?.dynamic)
            i += GIT_VALUED.has(rest[i]?.value ?? '') ? 2 : 1;
        if (i > 0 && i < rest.length)
            denyCandidates([head, ...rest.slice(i)], depth + 1, out);
        for (const w of rest) {
            const alias = /^alias\.[^=]+=(.*)$/s.exec(w.value)?.[1];
            if (alias !== undefined)
                script(alias.startsWith('!') ? alias.slice(1) : `git ${alias}`);
        }
    }
    return out;
}
/**
 * A deny rule hits a command line if it matches ANY command that line may run. Where that cannot be
 * known (unparseable text, run-time command words, scripts fed to a shell) it hits too: fail closed.
 */
function bashDenyCheck(rule, command, parsed) {
    if (rule.specifier === undefined || bashExactMatch(rule, command))
        return { hit: true };
    const p = compileBash(rule.specifier);
    if (!parsed.ok)
        return { hit: true, uncertain: `the command could not be analysed (${parsed.reason})` };
    for (const cmd of parsed.commands) {
        for (const cand of denyCandidates(cmd.words, 0, [])) {
            if (cand === 'opaque')
                return { hit: true, uncertain: 'part of it feeds a shell a script that cannot be analysed' };
            if (p.test(joined(cand)) || p.test(joined([...cmd.envWords, ...cand])))
                return { hit: true };
            if (cand.some(isDynamic) && couldMatch(p, cand))
                return { hit: true, uncertain: 'part of it is only known at run time' };
        }
    }
    return { hit: false };
}

// EXTERNAL MODULE: ./build/src/permissions/path-rules.js
var path_rules = __webpack_require__(13761);
;// CONCATENATED MODULE: ./build/src/permissions/powershell-rules.js
/**
 * Permission rules for PowerShell, in Bash's forms for literal commands: `PowerShell(npm test)` names one command
 * exactly, `PowerShell(git log:*)` and `PowerShell(git log *)` a command and whatever arguments follow. PowerShell's
 * grammar is not parsed here, so an allow rule vouches only for a line with nothing in it that could start another
 * command or expand to one (no `;`, `|`, `&`, `$`, backticks, parentheses, braces, redirections or new lines); a
 * deny rule matches when any part of the line, split at those separators, starts with what it names. PowerShell
 * compares command names without regard to case, and so do these rules.
 */
const NOT_LITERAL = /[;|&$`(){}<>\r\n@]/;
function prefixOf(spec) {
    if (spec.endsWith(':*'))
        return { prefix: spec.slice(0, -2).trim(), exact: false };
    if (spec.endsWith(' *'))
        return { prefix: spec.slice(0, -2).trim(), exact: false };
    if (spec === '*')
        return { prefix: '', exact: false };
    return { prefix: spec.trim(), exact: true };
}
function startsWithCommand(part, prefix, exact) {
    const words = part.trim().toLowerCase();
    const want = prefix.toLowerCase();
    if (exact)
        return words === want;
    return want === '' || words === want || words.startsWith(`${want} `);
}
function powerShellRuleMatches(spec, command, kind) {
    if (typeof command !== 'string')
        return kind === 'deny';
    const { prefix, exact } = prefixOf(spec);
    if (kind === 'allow') {
        if (exact && command.trim() === prefix)
            return true;
        return !NOT_LITERAL.test(command) && startsWithCommand(command, prefix, exact);
    }
    return command.split(/[;|&\r\n(){}`]+/).some((part) => startsWithCommand(part.replace(/^[\s.&]+/, ''), prefix, false));
}

// EXTERNAL MODULE: ./build/src/permissions/rule-parse.js
var rule_parse = __webpack_require__(56040);
;// CONCATENATED MODULE: ./build/src/permissions/rules.js
/** Permission rules in Claude Code's syntax: matching against one tool call (the parsing is rule-parse.ts'). */










/** Does a rule naming `ruleTool` speak about `toolName`? Edit covers every editing tool, Read every reading one. */
function ruleAppliesTo(rule, toolName) {
    if (rule.tool === toolName)
        return true;
    if (rule.tool === 'Edit')
        return rule_parse/* EDIT_TOOLS */.Dt.has(toolName);
    if (rule.tool === 'Read')
        return rule_parse/* READ_TOOLS */.f9.has(toolName);
    if (!rule.tool.startsWith('mcp__'))
        return false;
    if (rule.tool === rule_parse/* ALL_MCP_TOOLS */.Z9)
        return toolName.startsWith('mcp__');
    const server = rule.tool.endsWith('__*') ? rule.tool.slice(0, -3) : rule.tool.slice(5).includes('__') ? undefined : rule.tool;
    return server !== undefined && toolName.startsWith(`${server}__`);
}
/**
 * Does a deny rule bind what Bash's read-only commands read? Read rules do, as in Claude Code; so do Grep and Glob rules
 * with a path. A safety choice: Claude Code 2.1.332 lets `grep -r x secret` read what `Grep(./secret/**)` denies (measured,
 * test/fixtures/claude-code-first-request/2.1.332.json `denyGrepOnly`), and it offers no Grep or Glob tool by default, so
 * such a rule would otherwise keep nothing out of the searches the model makes. A bare `Grep` only removes the tool.
 */
function bindsShellReads(rule) {
    return ruleAppliesTo(rule, 'Read') || ((rule.tool === 'Grep' || rule.tool === 'Glob') && rule.specifier !== undefined);
}
function webFetchMatches(specifier, url, kind) {
    if (typeof url !== 'string' || !specifier.startsWith('domain:'))
        return false;
    let host;
    try {
        host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
    }
    catch {
        return kind === 'deny';
    }
    const domain = specifier
        .slice(7)
        .toLowerCase()
        .replace(/(?<=[^*.])\.+$/, '');
    if (domain === '*')
        return true;
    if (domain.startsWith('*.'))
        return host.endsWith(domain.slice(1));
    // A deny rule for a domain also covers its subdomains.
    return host === domain || (kind === 'deny' && host.endsWith(`.${domain}`));
}
/**
 * The skill a Skill call runs: its name trimmed, the slash-command form's `/` taken off, as the Skill tool resolves it.
 * A rule is matched against this, not the text as written: `/foo` runs `foo`, so `Skill(foo)` denies it; the rule's
 * name is read the same way, so `Skill(/foo)` denies `foo` too (measured: scripts/oracle/skill-deny-slash.mjs).
 */
function skillNameOf(value) {
    return typeof value === 'string' ? value.trim().replace(/^\//, '') : '';
}
/**
 * Does `rule` match this call? As an allow rule (default) it must vouch for every command of a Bash
 * line; as a deny rule it matches if any command may match.
 */
function ruleMatches(rule, toolName, input, workspaceRoot, kind = 'allow') {
    if (!ruleAppliesTo(rule, toolName))
        return false;
    const spec = rule.specifier;
    if (spec === undefined)
        return true;
    const o = (0,path_rules/* isRecord */.u4)(input) ? input : {};
    if (toolName === 'Bash') {
        const command = typeof o.command === 'string' ? o.command : '';
        const parsed = (0,bash_parse/* splitCommand */.GW)(command);
        if (kind === 'deny')
            return bashDenyCheck(rule, command, parsed).hit;
        return bashExactMatch(rule, command) || (parsed.ok && parsed.commands.every((c) => bashAllowMatches(rule, c, workspaceRoot)));
    }
    if (rule_parse/* EDIT_TOOLS */.Dt.has(toolName) || rule_parse/* READ_TOOLS */.f9.has(toolName)) {
        const target = (0,path_rules/* toolPath */.Ou)(toolName, input, workspaceRoot);
        return target !== undefined && (0,path_rules/* pathRuleMatches */.Hb)(spec, target, workspaceRoot);
    }
    if (toolName === 'WebFetch')
        return webFetchMatches(spec, o.url, kind);
    if (toolName === 'PowerShell')
        return powerShellRuleMatches(spec, o.command, kind);
    if (toolName === 'Agent' || toolName === 'Task')
        return (o.subagent_type ?? 'general-purpose') === spec;
    // The rule's name as the call's: `Skill(/deploy)`, as people type the command, denies `deploy` (2.1.332 does).
    if (toolName === 'Skill')
        return skillNameOf(o.skill) === skillNameOf(spec);
    return false;
}


/***/ }),

/***/ 60694:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ singleQuoted),
/* harmony export */   r: () => (/* binding */ shellWord)
/* harmony export */ });
/** Words for bash and POSIX sh: the runner's own scripts and command lines, and commands as a person reads them. */
/** `s` as one single-quoted word, always quoted (`''` for the empty string), each `'` in it written `'\''`. */
const singleQuoted = (s) => `'${s.replaceAll("'", `'\\''`)}'`;
/** What a word may be made of and still be written bare: nothing a shell reads specially. */
const BARE = /^[\w@%+=:,./-]+$/;
/** `s` as one word: bare when it is made only of `BARE` characters, else single-quoted (`''` for the empty string). */
const shellWord = (s) => (BARE.test(s) ? s : singleQuoted(s));


/***/ }),

/***/ 9483:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   Fw: () => (/* binding */ capToolError),
/* harmony export */   b: () => (/* binding */ SpillFile),
/* harmony export */   dR: () => (/* binding */ DEFAULT_LIMITS),
/* harmony export */   iP: () => (/* binding */ spillToFile),
/* harmony export */   l5: () => (/* binding */ BoundedOutput),
/* harmony export */   lt: () => (/* binding */ countLines),
/* harmony export */   yA: () => (/* binding */ capText),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/* unused harmony export TOOL_ERROR_MAX_CHARS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77598);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);




/** Defaults shared by the tools; each factory takes overrides. */
const DEFAULT_LIMITS = {
    /**
     * Bash output shown to the model (head + tail); the whole output is in a spill file. Every call
     * re-sends it, so a build log costs its size on each later turn: keep the preview modest.
     */
    bashMaxChars: 16_000,
    grepMaxChars: 30_000,
    /** Grep shows this much of each matching line: minified files have megabyte lines. */
    grepMaxLineChars: 500,
    globMaxResults: 100,
    /** A spill file stops growing here so a runaway command cannot fill the disk. */
    spillMaxBytes: 64 * 1024 * 1024,
    spillPreviewLines: 20,
};
const withoutParts = ({ head: _head, tail: _tail, ...result }) => result;
/** A size as Claude Code writes it in a result (2.1.332): `512 bytes`, `2KB`, `106.3KB`, `1.5MB`. */
function sizeAsClaudeCode(n) {
    if (n < 1024)
        return `${n} bytes`;
    const [value, unit] = n < 1024 * 1024 ? [n / 1024, 'KB'] : [n / (1024 * 1024), 'MB'];
    return `${value.toFixed(1).replace(/\.0$/, '')}${unit}`;
}
/**
 * `12,345` as en-US writes it (at most three decimals). Not `toLocaleString`: its first call loads the ICU locale
 * data, which costs ~15 ms of start-up, before the first model request, for the tool descriptions alone.
 */
function formatCount(n) {
    if (!Number.isFinite(n))
        return n.toLocaleString('en-US');
    const rounded = Math.round(Math.abs(n) * 1000) / 1000;
    const [whole = '0', fraction] = String(rounded).split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return `${n < 0 && rounded !== 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
function formatBytes(n) {
    if (n < 1024)
        return `${n} bytes`;
    if (n < 1024 * 1024)
        return `${(n / 1024).toFixed(1)} KB`;
    return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}
/** Lines as an editor counts them: a final newline does not start another line. */
function countLines(text) {
    if (text === '')
        return 0;
    let n = 0;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        n++;
    return text.endsWith('\n') ? n : n + 1;
}
/** Never split a UTF-16 surrogate pair at a cut. */
function safeCut(text, at) {
    const code = text.charCodeAt(at - 1);
    return at > 0 && at < text.length && code >= 0xd800 && code <= 0xdbff ? at - 1 : at;
}
function takeHead(text, maxChars, maxLines) {
    let end = 0;
    let lines = 0;
    while (lines < maxLines && end < text.length) {
        const nl = text.indexOf('\n', end);
        const lineEnd = nl === -1 ? text.length : nl + 1;
        if (lineEnd > maxChars)
            break;
        end = lineEnd;
        lines++;
    }
    if (lines === 0 && text.length > 0 && maxLines > 0) {
        return { kept: text.slice(0, safeCut(text, Math.min(maxChars, text.length))), lines: 1 };
    }
    return { kept: text.slice(0, end), lines };
}
function takeTail(text, maxChars, maxLines) {
    let start = text.length;
    let lines = 0;
    while (lines < maxLines && start > 0) {
        const nl = start >= 2 ? text.lastIndexOf('\n', start - 2) : -1;
        const lineStart = nl === -1 ? 0 : nl + 1;
        if (text.length - lineStart > maxChars)
            break;
        start = lineStart;
        lines++;
    }
    if (lines === 0 && text.length > 0 && maxLines > 0) {
        const from = Math.max(0, text.length - maxChars);
        const cut = from > 0 && from < text.length && text.charCodeAt(from) >= 0xdc00 && text.charCodeAt(from) <= 0xdfff ? from + 1 : from;
        return { kept: text.slice(cut), lines: 1 };
    }
    return { kept: text.slice(start), lines };
}
function withNewline(text) {
    return text === '' || text.endsWith('\n') ? text : `${text}\n`;
}
function cutSummary(lines, chars) {
    return `${formatCount(lines)} line${lines === 1 ? '' : 's'} (${formatCount(chars)} characters)`;
}
function joinHeadTail(head, tail, omittedLines, omittedChars, hint) {
    const summary = cutSummary(omittedLines, omittedChars);
    return `${withNewline(head.kept)}\n\u2026 [${summary} omitted here] \u2026\n\n${withNewline(tail.kept)}` + `\n[Truncated: ${summary} omitted from the middle. ${hint}]`;
}
/**
 * Cut `text` to fit a budget, keeping whole lines where possible, and end it with a note
 * saying how much was cut and how to get the rest.
 */
function capText(text, opts) {
    return withoutParts(cutText(text, opts));
}
function cutText(text, opts) {
    const maxLines = opts.maxLines ?? Number.POSITIVE_INFINITY;
    const total = countLines(text);
    if (text.length <= opts.maxChars && total <= maxLines) {
        return { text, truncated: false, omittedChars: 0, omittedLines: 0, head: text, tail: '' };
    }
    if (opts.keep === 'head') {
        const head = takeHead(text, opts.maxChars, maxLines);
        const omittedChars = text.length - head.kept.length;
        const omittedLines = total - head.lines;
        const note = `[Truncated: ${cutSummary(omittedLines, omittedChars)} not shown. ${opts.hint}]`;
        return { text: `${withNewline(head.kept)}\n${note}`, truncated: true, omittedChars, omittedLines, head: head.kept, tail: '' };
    }
    const headChars = Math.floor(opts.maxChars / 2);
    const headLines = Math.ceil(maxLines / 2);
    const head = takeHead(text, headChars, headLines);
    const rest = text.slice(head.kept.length);
    const tail = takeTail(rest, opts.maxChars - head.kept.length, maxLines - head.lines);
    const omittedChars = rest.length - tail.kept.length;
    // A line cut at both ends is counted once.
    const omittedLines = Math.max(0, total - head.lines - tail.lines + (head.kept.endsWith('\n') ? 0 : 1));
    return {
        text: joinHeadTail(head, tail, omittedLines, omittedChars, opts.hint),
        truncated: true,
        omittedChars,
        omittedLines,
        head: head.kept,
        tail: tail.kept,
    };
}
/** A tool's error text shown to the model: an error repeating a 5 MB input must not cost 5 MB on every later turn. */
const TOOL_ERROR_MAX_CHARS = 4_000;
/** Every tool error passes through here (dispatch does it once for all tools), keeping its start and end. */
function capToolError(text) {
    return capText(text, { maxChars: TOOL_ERROR_MAX_CHARS, keep: 'head_tail', hint: 'The error quoted a large input; the start and end are shown.' }).text;
}
/**
 * Collects a stream's bytes keeping only the first `headMax` and last `tailMax`, so a
 * command printing gigabytes costs bounded memory; totals are still counted exactly.
 */
class BoundedOutput {
    headMax;
    tailMax;
    head = [];
    headBytes = 0;
    tail = [];
    tailBytes = 0;
    newlines = 0;
    lastByte = -1;
    totalBytes = 0;
    constructor(headMax, tailMax) {
        this.headMax = headMax;
        this.tailMax = tailMax;
    }
    push(chunk) {
        if (chunk.length === 0)
            return;
        this.totalBytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1))
            this.newlines++;
        this.lastByte = chunk[chunk.length - 1] ?? -1;
        let rest = chunk;
        if (this.headBytes < this.headMax) {
            const take = Math.min(this.headMax - this.headBytes, rest.length);
            this.head.push(rest.subarray(0, take));
            this.headBytes += take;
            rest = rest.subarray(take);
        }
        if (rest.length === 0 || this.tailMax === 0)
            return;
        this.tail.push(rest);
        this.tailBytes += rest.length;
        while (this.tail.length > 1 && this.tailBytes - (this.tail[0]?.length ?? 0) >= this.tailMax) {
            this.tailBytes -= this.tail.shift()?.length ?? 0;
        }
        const first = this.tail[0];
        if (first && this.tailBytes > this.tailMax) {
            this.tail[0] = first.subarray(this.tailBytes - this.tailMax);
            this.tailBytes = this.tailMax;
        }
    }
    get droppedBytes() {
        return this.totalBytes - this.headBytes - this.tailBytes;
    }
    get lineCount() {
        return this.newlines + (this.totalBytes > 0 && this.lastByte !== 10 ? 1 : 0);
    }
    /** All text kept, without any note (head and tail run together when bytes were dropped). */
    rawText() {
        return Buffer.concat([...this.head, ...this.tail]).toString('utf8');
    }
    /**
     * The output cut to `maxChars`, head and tail, as Claude Code words a result it saved to a file (2.1.332's
     * `<persisted-output>`): its size, where the whole is (`savedBytes` when the file holds only the start), the preview.
     */
    persisted(maxChars, path, savedBytes) {
        const cut = this.cut(maxChars, '');
        if (!cut.truncated)
            return withoutParts(cut);
        const where = savedBytes === undefined
            ? `Output too large (${sizeAsClaudeCode(this.totalBytes)}). Full output saved to: ${path}`
            : `Output exceeded the ${sizeAsClaudeCode(savedBytes)} persist limit; only the first ${sizeAsClaudeCode(savedBytes)} were saved to: ${path}`;
        const omitted = `[\u2026 ${sizeAsClaudeCode(this.totalBytes - Buffer.byteLength(cut.head) - Buffer.byteLength(cut.tail))} omitted \u2026]`;
        return {
            ...withoutParts(cut),
            text: `<persisted-output>\n${where}\n\nPreview (start and end):\n${withNewline(cut.head)}${omitted}\n${withNewline(cut.tail)}</persisted-output>`,
        };
    }
    /** The output cut to `maxChars`, head and tail, ending with a note carrying `hint`. */
    render(maxChars, hint) {
        return withoutParts(this.cut(maxChars, hint));
    }
    cut(maxChars, hint) {
        if (this.droppedBytes === 0)
            return cutText(this.rawText(), { maxChars, keep: 'head_tail', hint });
        const headText = Buffer.concat(this.head).toString('utf8');
        const tailText = Buffer.concat(this.tail).toString('utf8');
        const head = takeHead(headText, Math.floor(maxChars / 2), Number.POSITIVE_INFINITY);
        const tail = takeTail(tailText, maxChars - head.kept.length, Number.POSITIVE_INFINITY);
        // Bytes stand in for characters in the dropped middle: it was never decoded.
        const omittedChars = headText.length - head.kept.length + this.droppedBytes + tailText.length - tail.kept.length;
        const omittedLines = Math.max(0, this.lineCount - head.lines - tail.lines);
        return {
            text: joinHeadTail(head, tail, omittedLines, omittedChars, hint),
            truncated: true,
            omittedChars,
            omittedLines,
            head: head.kept,
            tail: tail.kept,
        };
    }
}
function spillPath(tempDir, label) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(tempDir, 'tool-output');
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
    const safe = label.replace(/[^A-Za-z0-9_.-]+/g, '_').slice(0, 60) || 'output';
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, `${safe}-${Date.now()}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(4).toString('hex')}.txt`);
}
/** A file that receives a stream's full output as it arrives, up to a byte cap. */
class SpillFile {
    maxBytes;
    path;
    bytesWritten = 0;
    bytesDropped = 0;
    fd;
    constructor(tempDir, label, maxBytes = DEFAULT_LIMITS.spillMaxBytes) {
        this.maxBytes = maxBytes;
        this.path = spillPath(tempDir, label);
        this.fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(this.path, 'w', 0o600);
    }
    write(chunk) {
        if (this.fd === null)
            return;
        const room = this.maxBytes - this.bytesWritten;
        const part = chunk.length > room ? chunk.subarray(0, Math.max(0, room)) : chunk;
        this.bytesDropped += chunk.length - part.length;
        // Synchronous writes keep memory bounded without juggling back-pressure on two pipes.
        let off = 0;
        while (off < part.length)
            off += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(this.fd, part, off, part.length - off);
        this.bytesWritten += part.length;
    }
    close() {
        if (this.fd !== null)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.fd);
        this.fd = null;
    }
}
/** Write a result too big to show into `tempDir` and describe it with a preview. */
async function spillToFile(text, tempDir, label, opts = {}) {
    const path = spillPath(tempDir, label);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(path, text, { mode: 0o600 });
    const bytes = Buffer.byteLength(text);
    const lines = countLines(text);
    const preview = capText(text, {
        maxChars: opts.previewChars ?? 4000,
        maxLines: opts.previewLines ?? DEFAULT_LIMITS.spillPreviewLines,
        keep: 'head',
        hint: `The rest is in ${path}.`,
    });
    const message = `Output too large to show in full (${formatBytes(bytes)}, ${formatCount(lines)} lines). ` +
        `It was saved to ${path}; use Read with offset/limit, or Grep with path set to that file, to see it.\n` +
        `First lines:\n${preview.text}`;
    return { path, bytes, message };
}


/***/ })

};
