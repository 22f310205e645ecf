export const id = 6436;
export const ids = [6436];
export const modules = {

/***/ 6436:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadPlugins: () => (/* binding */ loadPlugins)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/src/config/agents.js + 1 modules
var config_agents = __webpack_require__(12033);
// EXTERNAL MODULE: ./build/src/config/commands.js
var config_commands = __webpack_require__(84636);
// EXTERNAL MODULE: ./build/src/config/read-text.js
var read_text = __webpack_require__(80883);
;// CONCATENATED MODULE: ./build/src/config/plugin-json.js

const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The JSON object in `file` (a BOM is dropped); an error names it by `label`, and says whether the file is missing. */
async function readJson(file, label) {
    const read = await (0,read_text/* readConfigText */.im)(file);
    if (!read.ok)
        return { ok: false, error: `${label}: cannot be read (${read.error})`, missing: read.missing };
    try {
        const json = JSON.parse(read.text.replace(/^\uFEFF/, ''));
        return isObject(json) ? { ok: true, json, text: read.text } : { ok: false, error: `${label}: expected a JSON object`, missing: false };
    }
    catch (error) {
        return { ok: false, error: `${label}: invalid JSON (${error.message})`, missing: false };
    }
}

;// CONCATENATED MODULE: ./build/src/config/plugin-lsp.js




const KNOWN = new Set([
    'command',
    'args',
    'extensionToLanguage',
    'transport',
    'env',
    'initializationOptions',
    'settings',
    'workspaceFolder',
    'startupTimeout',
    'shutdownTimeout',
    'restartOnCrash',
    'maxRestarts',
    'diagnostics',
]);
/** Claude Code's schema for one entry (a strict object); a message naming the field, or the config. */
function parseEntry(key, value, where, base) {
    if (!isObject(value))
        return `${where}: server "${key}": expected an object`;
    const bad = (field, why) => `${where}: server "${key}": ${field}: ${why}`;
    const unknown = Object.keys(value).find((k) => !KNOWN.has(k));
    if (unknown !== undefined)
        return bad(unknown, 'not a field of an LSP server entry');
    const { command, args = [], extensionToLanguage, env = {}, startupTimeout, maxRestarts } = value;
    if (typeof command !== 'string' || command === '')
        return bad('command', 'expected a non-empty string');
    if (command.includes(' ') && !command.startsWith('/'))
        return bad('command', 'Command should not contain spaces. Use args array for arguments.');
    if (!Array.isArray(args) || !args.every((a) => typeof a === 'string'))
        return bad('args', 'expected an array of strings');
    if (!isObject(extensionToLanguage) || Object.keys(extensionToLanguage).length === 0)
        return bad('extensionToLanguage', 'extensionToLanguage must have at least one mapping');
    const extensions = {};
    for (const [ext, language] of Object.entries(extensionToLanguage)) {
        if (!ext.startsWith('.') || typeof language !== 'string' || language === '')
            return bad('extensionToLanguage', `"${ext}": expected ".ext": "languageId"`);
        extensions[ext.toLowerCase()] = language;
    }
    if (!isObject(env) || !Object.values(env).every((v) => typeof v === 'string'))
        return bad('env', 'expected an object of strings');
    if (value.transport !== undefined && value.transport !== 'stdio')
        return bad('transport', `"${String(value.transport)}" is not supported in CI (only "stdio", as Claude Code starts its servers)`);
    // Claude Code refuses these two ("not yet implemented. Remove this field from the configuration."): so does the runner.
    for (const field of ['restartOnCrash', 'shutdownTimeout'])
        if (value[field] !== undefined)
            return bad(field, 'not yet implemented in Claude Code; remove this field from the configuration');
    const positive = (v) => v === undefined || (Number.isInteger(v) && v > 0);
    if (!positive(startupTimeout))
        return bad('startupTimeout', 'expected a positive integer (milliseconds)');
    if (maxRestarts !== undefined && !(Number.isInteger(maxRestarts) && maxRestarts >= 0))
        return bad('maxRestarts', 'expected an integer \u2265 0');
    if (value.workspaceFolder !== undefined && typeof value.workspaceFolder !== 'string')
        return bad('workspaceFolder', 'expected a string');
    if (value.diagnostics !== undefined && typeof value.diagnostics !== 'boolean')
        return bad('diagnostics', 'expected true or false');
    return {
        name: key,
        source: where,
        command,
        args: args,
        extensionToLanguage: extensions,
        env: { ...base, ...env },
        ...(value.initializationOptions !== undefined ? { initializationOptions: value.initializationOptions } : {}),
        ...(value.settings !== undefined && value.settings !== null ? { settings: value.settings } : {}),
        ...(typeof value.workspaceFolder === 'string' ? { workspaceFolder: value.workspaceFolder } : {}),
        ...(typeof startupTimeout === 'number' ? { startupTimeoutMs: startupTimeout } : {}),
        ...(typeof maxRestarts === 'number' ? { maxRestarts } : {}),
        ...(value.diagnostics === false ? { diagnostics: false } : {}),
    };
}
/**
 * A plugin's language servers as Claude Code reads them: `.lsp.json` at its root, then plugin.json `lspServers` (a path,
 * an object of servers, or an array of both). Each server is named `plugin:<plugin>:<server>`; an entry that does not
 * parse is a warning naming file, server and field, and is not started.
 */
async function pluginLspServers(root, manifest, plugin, where, substitute, env, warnings) {
    const found = new Map();
    const add = (servers, label) => {
        if (!isObject(servers))
            return void warnings.push(`${label}: expected an object of LSP servers; not started`);
        // `${CLAUDE_PLUGIN_ROOT}` and `${CLAUDE_PLUGIN_DATA}` are put in as JSON text, like the plugin's MCP servers.
        const withRoot = JSON.parse(substitute(JSON.stringify(servers)));
        for (const [key, value] of Object.entries(withRoot)) {
            const parsed = parseEntry(key, value, label, env);
            if (typeof parsed === 'string')
                warnings.push(`${parsed}; this server is not started`);
            else {
                found.set(key, { ...parsed, name: `plugin:${plugin}:${key}` });
            }
        }
    };
    const fromFile = async (rel, required) => {
        const normal = external_node_path_.normalize(rel);
        if (normal.startsWith('..') || external_node_path_.isAbsolute(normal))
            return void warnings.push(`${where}: plugin.json lspServers "${rel}" leaves the plugin's folder; not read`);
        const read = await (0,read_text/* readConfigText */.im)(external_node_path_.join(root, normal));
        if (!read.ok) {
            if (required || !read.missing)
                warnings.push(`${where} ${rel}: cannot be read (${read.error}); its LSP servers are not started`);
            return;
        }
        try {
            add(JSON.parse(read.text.replace(/^\uFEFF/, '')), `${where} ${rel}`);
        }
        catch (error) {
            warnings.push(`${where} ${rel}: invalid JSON (${error.message}); its LSP servers are not started`);
        }
    };
    await fromFile('.lsp.json', false);
    const declared = manifest.lspServers;
    for (const item of Array.isArray(declared) ? declared : declared === undefined ? [] : [declared]) {
        if (typeof item === 'string')
            await fromFile(item, true);
        else
            add(item, `${where} plugin.json lspServers`);
    }
    return [...found.values()];
}
/**
 * A plugin's `monitors` (plugin.json `monitors` or `experimental.monitors`, a path or the array; else
 * `monitors/monitors.json`): named in one warning. Claude Code arms them only in an interactive session \u2014 its
 * headless mode (`claude -p`, which a CI run is) never starts them \u2014 and runs them unsandboxed.
 */
async function pluginMonitorsWarning(root, manifest, where) {
    const experimental = isObject(manifest.experimental) ? manifest.experimental.monitors : undefined;
    const declared = experimental ?? manifest.monitors;
    const file = external_node_path_.join('monitors', 'monitors.json');
    const label = declared !== undefined
        ? `plugin.json ${experimental !== undefined ? 'experimental.monitors' : 'monitors'}`
        : (await (0,promises_.stat)(external_node_path_.join(root, file)).catch(() => undefined))
            ? file
            : undefined;
    if (label === undefined)
        return undefined;
    const names = Array.isArray(declared) ? declared.map((m) => (isObject(m) && typeof m.name === 'string' ? m.name : '?')) : [];
    return (`${where}: ${label}${names.length > 0 ? ` (${names.join(', ')})` : ''}: not armed \u2014 Claude Code arms plugin monitors only in an ` +
        'interactive session, never in headless mode (claude -p), which is what a CI run is; ask for the watch in the prompt (the Monitor tool) instead');
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./build/src/process/env.js
var env = __webpack_require__(57388);
;// CONCATENATED MODULE: ./build/src/config/plugin-sources.js





const run = (0,external_node_util_.promisify)(external_node_child_process_.execFile);
/** claude-code-action's `plugin_marketplaces` lines and Claude Code's `/plugin marketplace add` argument: a git URL, `owner/repo`, or a path. */
function marketplaceFromText(text) {
    const t = text.trim();
    if (/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(t) && !t.startsWith('.'))
        return { kind: 'git', url: `https://github.com/${t}.git` };
    if (/^https?:\/\/[^#]*\.json$/.test(t))
        return { kind: 'json-url', url: t };
    if (/^(?:https?|ssh|git|file):\/\//.test(t) || /^[^/\s]+@[^:\s]+:/.test(t)) {
        const hash = t.indexOf('#');
        return hash > 0 ? { kind: 'git', url: t.slice(0, hash), ref: t.slice(hash + 1) } : { kind: 'git', url: t };
    }
    return t.endsWith('.json') ? { kind: 'file', path: t } : { kind: 'directory', path: t };
}
/** A `source` object of `extraKnownMarketplaces` or of a marketplace's plugin entry; a string is a message saying what is wrong. */
function parseSourceObject(value, of) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return 'expected an object with a "source" field';
    const v = value;
    const ref = {
        ...(typeof v.ref === 'string' && v.ref !== '' ? { ref: v.ref } : {}),
        ...(typeof v.sha === 'string' && /^[0-9a-f]{40}$/.test(v.sha) ? { sha: v.sha } : {}),
        ...(of === 'marketplace' && typeof v.path === 'string' && v.path !== '' ? { manifest: v.path } : {}),
    };
    switch (v.source) {
        case 'directory':
            return typeof v.path === 'string' && v.path !== '' ? { kind: 'directory', path: v.path } : 'source "directory" needs a "path" string';
        case 'file':
            return typeof v.path === 'string' && v.path !== '' && of === 'marketplace'
                ? { kind: 'file', path: v.path }
                : 'source "file" names a marketplace.json by "path"';
        case 'github':
            return typeof v.repo === 'string' && /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(v.repo)
                ? { kind: 'git', url: `https://github.com/${v.repo}.git`, ...ref }
                : 'source "github" needs "repo" as owner/name';
        case 'url':
            if (typeof v.url !== 'string' || v.url === '')
                return 'source "url" needs a "url" string';
            return of === 'marketplace' ? { kind: 'json-url', url: v.url } : { kind: 'git', url: v.url, ...ref };
        case 'git':
            return typeof v.url === 'string' && v.url !== '' ? { kind: 'git', url: v.url, ...ref } : 'source "git" needs a "url" string';
        case 'git-subdir':
            if (typeof v.url !== 'string' || typeof v.path !== 'string')
                return 'source "git-subdir" needs "url" and "path" strings';
            return { kind: 'git', url: /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(v.url) ? `https://github.com/${v.url}.git` : v.url, subdir: v.path, ...ref };
        default:
            return `source ${JSON.stringify(v.source)} is not one the runner fetches (directory, github, git, url, git-subdir)`;
    }
}
function describeSource(source) {
    if (source.kind === 'directory' || source.kind === 'file')
        return source.path;
    if (source.kind === 'json-url')
        return source.url;
    return `${source.url}${source.ref ? `#${source.ref}` : ''}${source.sha ? `@${source.sha.slice(0, 12)}` : ''}${source.subdir ? ` (${source.subdir})` : ''}`;
}
/**
 * The folder a source stands for: a directory as it is, a git source cloned shallow. The clone runs no code: no
 * hooks are installed by a clone, submodules are not fetched, no prompt, only the https, ssh, git and file protocols.
 * Rejects with a message naming the source.
 */
async function materializeSource(source, name, ctx) {
    if (source.kind === 'directory' || source.kind === 'file') {
        const at = external_node_path_.resolve(ctx.cwd, source.path);
        const st = await (0,promises_.stat)(at).catch(() => undefined);
        if (source.kind === 'file' ? !st?.isFile() : !st?.isDirectory())
            throw new Error(`${source.path} is not a ${source.kind === 'file' ? 'file' : 'folder'}`);
        return at;
    }
    const target = external_node_path_.join(ctx.fetchDir, name.replace(/[^A-Za-z0-9_.-]/g, '_'));
    await (0,promises_.rm)(target, { recursive: true, force: true });
    await (0,promises_.mkdir)(ctx.fetchDir, { recursive: true });
    if (source.kind === 'json-url')
        return downloadManifest(source.url, target, ctx.timeoutMs ?? 120_000);
    const extra = { GIT_TERMINAL_PROMPT: '0', GIT_ALLOW_PROTOCOL: 'https:http:ssh:git:file', GIT_CONFIG_NOSYSTEM: '1' };
    if (ctx.githubToken && /^https:\/\/github\.com\//.test(source.url)) {
        extra.GIT_CONFIG_COUNT = '1';
        extra.GIT_CONFIG_KEY_0 = 'http.https://github.com/.extraheader';
        extra.GIT_CONFIG_VALUE_0 = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${ctx.githubToken}`).toString('base64')}`;
    }
    const git = (args, cwd) => run('git', ['-c', 'core.hooksPath=/dev/null', ...args], {
        env: (0,env/* helperEnv */.sR)(extra),
        timeout: ctx.timeoutMs ?? 120_000,
        maxBuffer: 4 * 1024 * 1024,
        ...(cwd ? { cwd } : {}),
    });
    try {
        if (source.sha) {
            // A pinned commit: fetched alone, then checked out (a shallow clone can only name branches and tags).
            await git(['clone', '--quiet', '--no-checkout', '--depth', '1', '--no-recurse-submodules', '--', source.url, target]);
            await git(['fetch', '--quiet', '--depth', '1', '--no-recurse-submodules', 'origin', source.sha], target);
            await git(['checkout', '--quiet', '--detach', source.sha], target);
        }
        else {
            await git(['clone', '--quiet', '--depth', '1', '--no-recurse-submodules', ...(source.ref ? ['--branch', source.ref] : []), '--', source.url, target]);
        }
    }
    catch (error) {
        const stderr = (error.stderr ?? '').trim().split('\n');
        const detail = stderr.find((line) => line.startsWith('fatal:')) ?? stderr.pop() ?? error.message;
        throw new Error(`git clone ${source.url} failed: ${detail}`);
    }
    const inside = source.subdir ?? source.manifest;
    if (!inside)
        return target;
    const sub = external_node_path_.resolve(target, inside);
    if (!sub.startsWith(target + external_node_path_.sep))
        throw new Error(`path ${inside} leaves the repository`);
    return sub;
}
/** A marketplace.json served over HTTP (a `url` marketplace), saved as `<target>/.claude-plugin/marketplace.json`. */
async function downloadManifest(url, target, timeoutMs) {
    if (!/^https?:\/\//.test(url))
        throw new Error(`${url} is not an http(s) URL`);
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' }).catch((error) => {
        throw new Error(`cannot fetch ${url}: ${error.message}`);
    });
    if (!response.ok)
        throw new Error(`${url} answered ${response.status}`);
    const text = await response.text();
    if (text.length > 1024 * 1024)
        throw new Error(`${url}: larger than 1 MiB`);
    const file = external_node_path_.join(target, '.claude-plugin', 'marketplace.json');
    await (0,promises_.mkdir)(external_node_path_.dirname(file), { recursive: true });
    await (0,promises_.writeFile)(file, text);
    return file;
}

// EXTERNAL MODULE: ./build/src/config/plugin-bin.js
var plugin_bin = __webpack_require__(94061);
// EXTERNAL MODULE: ./build/src/hooks/config.js + 1 modules
var config = __webpack_require__(24227);
;// CONCATENATED MODULE: ./build/src/config/plugin-components.js



// A plugin's hooks and MCP servers, read from its folder as Claude Code reads them (plugins.ts loads the plugin; plugin-lsp.ts its language servers).
/** `hooks/hooks.json` and the manifest's `hooks` (a path or the object), `${CLAUDE_PLUGIN_ROOT}` put in. */
async function pluginHooks(root, manifest, where, substitute, warnings, errors) {
    const sources = [];
    const fromFile = async (rel, required) => {
        const read = await readJson(external_node_path_.join(root, rel), `${where} ${rel}`);
        if (read.ok)
            sources.push({ label: `${where} ${rel}`, value: JSON.parse(substitute(read.text.replace(/^\uFEFF/, ''))) });
        else if (required || !read.missing)
            errors.push(`${read.error}; the plugin's hooks would not gate what they gate`);
    };
    await fromFile(external_node_path_.join('hooks', 'hooks.json'), false);
    if (typeof manifest.hooks === 'string' && external_node_path_.normalize(manifest.hooks) !== external_node_path_.join('hooks', 'hooks.json'))
        await fromFile(external_node_path_.normalize(manifest.hooks), true);
    else if (isObject(manifest.hooks))
        sources.push({ label: `${where} plugin.json hooks`, value: JSON.parse(substitute(JSON.stringify(manifest.hooks))) });
    const configs = [];
    for (const source of sources) {
        const value = isObject(source.value) && isObject(source.value.hooks) ? source.value.hooks : source.value;
        const parsed = (0,config/* parseHooksConfig */.M6)(value, source.label);
        warnings.push(...parsed.warnings);
        configs.push(parsed.config);
    }
    return (0,config/* mergeHooksConfigs */.MJ)(...configs);
}
/** A plugin's command hooks run with its CLAUDE_PLUGIN_ROOT and CLAUDE_PLUGIN_DATA in their environment, as in Claude Code. */
function withEnv(hooks, env) {
    return Object.fromEntries(Object.entries(hooks).map(([event, groups]) => [
        event,
        (groups ?? []).map((group) => ({ ...group, hooks: group.hooks.map((spec) => (spec.type === undefined ? { ...spec, env } : spec)) })),
    ]));
}
/** `.mcp.json` and the manifest's `mcpServers` (a path or the object); each server named `plugin:<plugin>:<server>` as Claude Code names it. */
async function pluginMcp(root, manifest, name, where, substitute, env, warnings) {
    const out = [];
    const add = (label, value) => {
        const servers = isObject(value) && isObject(value.mcpServers) ? value.mcpServers : value;
        if (!isObject(servers))
            return void warnings.push(`${label}: expected an object of MCP servers; ignored`);
        // A stdio server gets the plugin's folders in its environment (its own `env` wins).
        const withRoot = (config) => isObject(config) && typeof config.command === 'string' ? { ...config, env: { ...env, ...(isObject(config.env) ? config.env : {}) } } : config;
        const renamed = Object.fromEntries(Object.entries(servers).map(([server, config]) => [`plugin:${name}:${server}`, withRoot(config)]));
        out.push({ label, text: substitute(JSON.stringify({ mcpServers: renamed })) });
    };
    const fromFile = async (rel, required) => {
        const read = await readJson(external_node_path_.join(root, rel), `${where} ${rel}`);
        if (read.ok)
            add(`${where} ${rel}`, read.json);
        else if (required || !read.missing)
            warnings.push(`${read.error}; its MCP servers are not started`);
    };
    await fromFile('.mcp.json', false);
    if (typeof manifest.mcpServers === 'string' && external_node_path_.normalize(manifest.mcpServers) !== '.mcp.json')
        await fromFile(external_node_path_.normalize(manifest.mcpServers), true);
    else if (isObject(manifest.mcpServers))
        add(`${where} plugin.json mcpServers`, manifest.mcpServers);
    return out;
}

// EXTERNAL MODULE: ./build/src/config/skills.js
var config_skills = __webpack_require__(1936);
;// CONCATENATED MODULE: ./build/src/config/plugins.js










/** Claude Code's own marketplace, known without being added. */
const OFFICIAL = { 'claude-plugins-official': { kind: 'git', url: 'https://github.com/anthropics/claude-plugins-official.git' } };
const MARKETPLACE_FILE = external_node_path_.join('.claude-plugin', 'marketplace.json');
const PLUGIN_FILE = external_node_path_.join('.claude-plugin', 'plugin.json');
/**
 * The plugins `enabledPlugins` and the `plugins` input name, from the marketplaces `extraKnownMarketplaces` and the
 * `plugin_marketplaces` input add, loaded as Claude Code loads them. A marketplace or plugin that cannot be reached
 * or read is a warning naming it; the run goes on without it.
 */
async function loadPlugins(cwd, settings, inputs) {
    const warnings = [];
    const errors = [];
    const ctx = { cwd, fetchDir: external_node_path_.join(inputs.runDir, 'plugins'), ...(inputs.githubToken ? { githubToken: inputs.githubToken } : {}) };
    const known = new Map();
    for (const entry of settings.marketplaces) {
        const source = parseSourceObject(isObject(entry.value) ? entry.value.source : undefined, 'marketplace');
        if (typeof source === 'string')
            warnings.push(`${entry.source}.${entry.key}.source: ${source}; marketplace not added`);
        else
            known.set(entry.key, { source, label: `${entry.source}.${entry.key}` });
    }
    const loaded = new Map();
    // The input's marketplaces are named by their marketplace.json, so they are read first.
    for (const [i, line] of lines(inputs.marketplaces).entries()) {
        const source = marketplaceFromText(line);
        const market = await readMarketplace(source, `input-${i + 1}`, ctx).catch((error) => error.message);
        if (typeof market === 'string')
            warnings.push(`input plugin_marketplaces: marketplace ${describeSource(source)} cannot be reached: ${market}; its plugins are not loaded`);
        else
            loaded.set(market.name, market);
    }
    const wanted = [];
    for (const entry of settings.enabled) {
        if (entry.value === false)
            continue;
        const at = entry.key.lastIndexOf('@');
        if (entry.value !== true)
            warnings.push(`${entry.source}.${entry.key}: expected true or false; plugin not enabled`);
        else if (at <= 0)
            warnings.push(`${entry.source}.${entry.key}: expected plugin@marketplace; plugin not enabled`);
        else
            wanted.push({ plugin: entry.key.slice(0, at), marketplace: entry.key.slice(at + 1), label: `${entry.source}.${entry.key}` });
    }
    for (const line of lines(inputs.plugins)) {
        const at = line.lastIndexOf('@');
        if (at > 0)
            wanted.push({ plugin: line.slice(0, at), marketplace: line.slice(at + 1), label: `input plugins (${line})` });
        else {
            const holders = [...loaded.values()].filter((m) => typeof m !== 'string' && m.entries.some((e) => e.name === line));
            if (holders.length === 1 && holders[0])
                wanted.push({ plugin: line, marketplace: holders[0].name, label: `input plugins (${line})` });
            else
                warnings.push(`input plugins: "${line}" ${holders.length === 0 ? 'is in no marketplace given' : 'is in several marketplaces'}; write it as ${line}@<marketplace>`);
        }
    }
    const plugins = [];
    const pluginErrors = [];
    for (const want of wanted) {
        if (plugins.some((p) => p.name === want.plugin && p.marketplace === want.marketplace))
            continue;
        // Each plugin that does not load is a warning and a row of the init line's plugin_errors, as in Claude Code.
        const notLoaded = (type, message, warn = true) => {
            if (warn)
                warnings.push(message);
            pluginErrors.push({ plugin: `${want.plugin}@${want.marketplace}`, type, message });
        };
        let market = loaded.get(want.marketplace);
        if (market === undefined) {
            const where = known.get(want.marketplace) ??
                (OFFICIAL[want.marketplace] ? { source: OFFICIAL[want.marketplace], label: "Claude Code's official marketplace" } : undefined);
            if (where === undefined) {
                notLoaded('marketplace-not-found', `${want.label}: marketplace "${want.marketplace}" is not known (add it in extraKnownMarketplaces or the plugin_marketplaces input); plugin not loaded`);
                continue;
            }
            market = await readMarketplace(where.source, want.marketplace, ctx).catch((error) => `marketplace "${want.marketplace}" (${where.label}: ${describeSource(where.source)}) cannot be reached: ${error.message}; its plugins are not loaded`);
            if (typeof market === 'string')
                warnings.push(market);
            loaded.set(want.marketplace, market);
        }
        if (typeof market === 'string') {
            notLoaded('marketplace-load-failed', market, false);
            continue;
        }
        const entry = market.entries.find((e) => e.name === want.plugin);
        if (!entry) {
            notLoaded('plugin-not-found', `${want.label}: no plugin "${want.plugin}" in marketplace "${want.marketplace}" (${external_node_path_.join(market.root, MARKETPLACE_FILE)}); not loaded`);
            continue;
        }
        const plugin = await loadPlugin(market, entry, want, ctx, inputs.runDir).catch((error) => ({
            failed: `plugin ${want.plugin}@${want.marketplace}: ${error.message}; not loaded`,
        }));
        if ('failed' in plugin)
            notLoaded('generic-error', plugin.failed);
        else {
            warnings.push(...plugin.warnings);
            errors.push(...plugin.errors);
            plugins.push(plugin.plugin);
        }
    }
    return { plugins, pluginErrors, warnings, errors };
}
function lines(text) {
    return text
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('#'));
}
async function readMarketplace(source, name, ctx) {
    const at = await materializeSource(source, `marketplace-${name}`, ctx);
    // A folder holds .claude-plugin/marketplace.json; a file is the marketplace.json, its root the folder holding its .claude-plugin/.
    const isFile = at.endsWith('.json') && (await (0,promises_.stat)(at).catch(() => undefined))?.isFile() === true;
    const file = isFile ? at : external_node_path_.join(at, MARKETPLACE_FILE);
    const root = !isFile ? at : external_node_path_.basename(external_node_path_.dirname(at)) === '.claude-plugin' ? external_node_path_.dirname(external_node_path_.dirname(at)) : external_node_path_.dirname(at);
    const read = await readJson(file, isFile ? external_node_path_.basename(at) : MARKETPLACE_FILE);
    if (!read.ok)
        throw new Error(read.error);
    const entries = Array.isArray(read.json.plugins) ? read.json.plugins.filter(isObject) : [];
    const metadata = isObject(read.json.metadata) ? read.json.metadata : {};
    const pluginRoot = typeof metadata.pluginRoot === 'string' ? metadata.pluginRoot : '.';
    return { name: typeof read.json.name === 'string' && read.json.name !== '' ? read.json.name : name, root, entries, pluginRoot };
}
async function loadPlugin(market, entry, want, ctx, runDir) {
    const root = await pluginFolder(market, entry, want, ctx);
    const warnings = [];
    const errors = [];
    const manifestRead = await readJson(external_node_path_.join(root, PLUGIN_FILE), PLUGIN_FILE);
    if (!manifestRead.ok && !manifestRead.missing)
        throw new Error(manifestRead.error);
    // With `strict: false` the marketplace entry is the manifest; otherwise its fields add to plugin.json's.
    const manifest = { ...entry, ...(manifestRead.ok ? manifestRead.json : {}) };
    const name = typeof manifest.name === 'string' && manifest.name !== '' ? manifest.name : want.plugin;
    const where = `plugin ${name}@${want.marketplace}`;
    const data = external_node_path_.join(runDir, 'plugin-data', `${name}-${want.marketplace}`.replace(/[^A-Za-z0-9_.-]/g, '_'));
    await (0,promises_.mkdir)(data, { recursive: true });
    const substitute = (text, json) => {
        const esc = (p) => (json ? JSON.stringify(p).slice(1, -1) : p);
        return text.replaceAll('${CLAUDE_PLUGIN_ROOT}', esc(root)).replaceAll('${CLAUDE_PLUGIN_DATA}', esc(data));
    };
    const dirs = async (field, fallback) => {
        const extra = typeof manifest[field] === 'string' ? [manifest[field]] : Array.isArray(manifest[field]) ? manifest[field] : [];
        const out = [fallback];
        for (const p of extra) {
            if (typeof p !== 'string')
                continue;
            const rel = external_node_path_.normalize(p);
            const st = await (0,promises_.stat)(external_node_path_.join(root, rel)).catch(() => undefined);
            if (rel.startsWith('..') || external_node_path_.isAbsolute(rel))
                warnings.push(`${where}: ${field} "${p}" leaves the plugin's folder; not loaded`);
            else if (st?.isDirectory())
                out.push(rel);
            else
                warnings.push(`${where}: ${field} "${p}" is not a folder; only folders are loaded`);
        }
        return [...new Set(out)];
    };
    const env = { CLAUDE_PLUGIN_ROOT: root, CLAUDE_PLUGIN_DATA: data };
    // A skill's or agent's front-matter hooks are the plugin's hooks too: they get its variables, as its hooks file's do.
    const named = (s) => ({
        ...s,
        name: `${name}:${s.name}`,
        body: substitute(s.body, false),
        ...(s.hooks ? { hooks: withEnv(s.hooks, env) } : {}),
    });
    const skills = [];
    const commands = [];
    for (const dir of await dirs('skills', 'skills')) {
        // A folder holding SKILL.md is one skill (`"skills": ["./document-skills/xlsx"]`), otherwise a folder of skills.
        const single = (await (0,promises_.stat)(external_node_path_.join(root, dir, 'SKILL.md')).catch(() => undefined)) !== undefined;
        const r = await (0,config_skills/* loadSkills */.l1)(root, single ? external_node_path_.dirname(dir) : dir);
        skills.push(...r.skills.filter((s) => !single || s.dir === external_node_path_.join(root, dir)).map(named));
        warnings.push(...r.warnings.map((w) => `${where}: ${w}`));
    }
    for (const dir of await dirs('commands', 'commands')) {
        const r = await (0,config_commands/* loadCommands */.HI)(root, dir);
        commands.push(...r.skills.map(named));
        warnings.push(...r.warnings.map((w) => `${where}: ${w}`));
    }
    const merged = (0,config_commands/* mergeCommands */.Bo)(skills, commands);
    warnings.push(...merged.warnings.map((w) => `${where}: ${w}`));
    const agents = [];
    for (const dir of await dirs('agents', 'agents')) {
        const r = await (0,config_agents/* loadAgents */.L2)(root, dir);
        agents.push(...r.agents
            .filter((a) => !config_agents/* BUILT_IN_AGENTS */.mF.includes(a))
            .map((a) => ({
            ...a,
            name: `${name}:${a.name}`,
            systemPrompt: substitute(a.systemPrompt, false),
            source: external_node_path_.join(root, a.source),
            ...(a.hooks ? { hooks: withEnv(a.hooks, env) } : {}),
        })));
        warnings.push(...r.warnings.map((w) => `${where}: ${w}`));
    }
    // Parts with no meaning or no support in a CI run: named, not dropped silently.
    if (manifest.userConfig !== undefined)
        warnings.push(`${where}: plugin.json userConfig: not loaded in CI; ignored`);
    if (await (0,promises_.stat)(external_node_path_.join(root, 'settings.json')).catch(() => undefined))
        warnings.push(`${where}: settings.json: not loaded in CI; ignored`);
    const monitors = await pluginMonitorsWarning(root, manifest, where);
    if (monitors !== undefined)
        warnings.push(monitors);
    const bin = await (0,plugin_bin/* pluginBinDir */.y)(root, where, warnings);
    const hooks = withEnv(await pluginHooks(root, manifest, where, (t) => substitute(t, true), warnings, errors), env);
    const mcp = await pluginMcp(root, manifest, name, where, (t) => substitute(t, true), env, warnings);
    const version = typeof manifest.version === 'string' ? { version: manifest.version } : {};
    return {
        plugin: {
            name,
            marketplace: want.marketplace,
            root,
            skills: merged.skills,
            agents,
            hooks,
            mcp,
            lspServers: await pluginLspServers(root, manifest, name, where, (t) => substitute(t, true), env, warnings),
            styleDirs: await dirs('outputStyles', 'output-styles'),
            ...version,
            ...(bin ? { binDir: bin } : {}),
        },
        warnings,
        errors,
    };
}
async function pluginFolder(market, entry, want, ctx) {
    if (typeof entry.source === 'string') {
        const base = external_node_path_.resolve(market.root, market.pluginRoot);
        const dir = external_node_path_.resolve(entry.source.startsWith('./') || entry.source.startsWith('../') ? market.root : base, entry.source);
        if (dir !== market.root && !dir.startsWith(market.root + external_node_path_.sep))
            throw new Error(`source "${entry.source}" leaves the marketplace's folder`);
        const st = await (0,promises_.stat)(dir).catch(() => undefined);
        if (!st?.isDirectory())
            throw new Error(`source "${entry.source}" is not a folder of the marketplace`);
        return dir;
    }
    const source = parseSourceObject(entry.source, 'plugin');
    if (typeof source === 'string')
        throw new Error(`source: ${source}`);
    return materializeSource(source, `plugin-${want.plugin}-${want.marketplace}`, { ...ctx, cwd: market.root });
}


/***/ })

};
