import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 42613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 20181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 35317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 49140:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("constants");

/***/ }),

/***/ 76982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 24434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 79896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 91943:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs/promises");

/***/ }),

/***/ 58611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 65692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 69278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 34589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 16698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 31421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 37540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 77598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 53053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 40610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 78474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 73024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 51455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 37067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 32467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 44708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:https");

/***/ }),

/***/ 77030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 48161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 76760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1708:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:process");

/***/ }),

/***/ 41792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 57075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 46193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:string_decoder");

/***/ }),

/***/ 41692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 73136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 57975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 73429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 75919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 38522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 70857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 16928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 13193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 53557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 64756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 52018:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tty");

/***/ }),

/***/ 87016:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("url");

/***/ }),

/***/ 39023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 43106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ }),

/***/ 93502:
/***/ ((__webpack_module__, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(__webpack_module__, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _sealed_env_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(50478);

// The post step's entry (dist/post/index.js). Sealed before anything else loads, keeping only what
// the post step uses (see post.ts); then its logic runs.
(0,_sealed_env_js__WEBPACK_IMPORTED_MODULE_0__/* .sealEnvironment */ .hc)({ keep: _sealed_env_js__WEBPACK_IMPORTED_MODULE_0__/* .POST_KEEPS */ .yd });
const { run } = await Promise.all(/* import() */[__nccwpck_require__.e(195), __nccwpck_require__.e(694)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3694));
await run();

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 57388:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bn: () => (/* binding */ isSecretEnvName),
/* harmony export */   SU: () => (/* binding */ CREDENTIAL_FILES),
/* harmony export */   Zw: () => (/* binding */ RUNNER_FILE_COMMANDS),
/* harmony export */   aY: () => (/* binding */ findOnPath),
/* harmony export */   sR: () => (/* binding */ helperEnv)
/* harmony export */ });
/* unused harmony exports SECRET_ENV_NAMES, SECRET_ENV_PREFIXES, SECRET_ENV_NAME_PATTERNS, CREDENTIAL_FILE_ENV_NAMES, buildToolEnv */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(76760);


/**
 * The environment handed to processes the agent starts (Bash, hooks). Whatever the model
 * can run can print its environment, so credentials the runner holds must not be in it
 * unless the workflow author named them in `pass_env`.
 */
/** Names dropped exactly (compared upper-cased). */
const SECRET_ENV_NAMES = [
    'ANTHROPIC_API_KEY',
    'ANTHROPIC_AUTH_TOKEN',
    'CLAUDE_CODE_OAUTH_TOKEN',
    'GITHUB_TOKEN',
    'GH_TOKEN',
    'GH_ENTERPRISE_TOKEN',
    'GITHUB_ENTERPRISE_TOKEN',
    'AWS_ACCESS_KEY_ID',
    'AWS_SECRET_ACCESS_KEY',
    'AWS_SESSION_TOKEN',
    'AWS_SECURITY_TOKEN',
    'AWS_WEB_IDENTITY_TOKEN_FILE',
    'AWS_ROLE_ARN',
    'AWS_ROLE_SESSION_NAME',
    'AWS_CONTAINER_CREDENTIALS_FULL_URI',
    'AWS_CONTAINER_CREDENTIALS_RELATIVE_URI',
    'AWS_CONTAINER_AUTHORIZATION_TOKEN',
    'AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE',
    'AWS_BEARER_TOKEN_BEDROCK',
    'AWS_SHARED_CREDENTIALS_FILE',
    'AWS_CONFIG_FILE',
    'GOOGLE_APPLICATION_CREDENTIALS',
    'GOOGLE_GHA_CREDS_PATH',
    'GOOGLE_OAUTH_ACCESS_TOKEN',
    'GOOGLE_CLOUD_KEYFILE_JSON',
    'CLOUDSDK_CONFIG',
    'AZURE_CLIENT_SECRET',
    'AZURE_FEDERATED_TOKEN_FILE',
];
/**
 * Whole families dropped by prefix: `INPUT_*` carries action inputs (the API key among
 * them), `ACTIONS_*` the runtime and OIDC request tokens, `CLOUDSDK_AUTH_*` gcloud tokens.
 */
const SECRET_ENV_PREFIXES = ['INPUT_', 'ACTIONS_', 'CLOUDSDK_AUTH_'];
/** Names that look like a secret: `*_TOKEN`, `*_SECRET`, `*_KEY`, `*PASSWORD*` and kin. */
const SECRET_ENV_NAME_PATTERNS = [
    /_TOKEN$/,
    /_SECRET$/,
    /_KEY$/,
    /PASSWORD/,
    /PASSWD/,
    /PASSPHRASE/,
    /_CREDENTIALS$/,
    /^(TOKEN|SECRET|API_KEY|PRIVATE_KEY)$/,
    // An OpenTelemetry collector's credentials (`Authorization=Bearer \u2026`), for all signals or one.
    /^OTEL_EXPORTER_OTLP_(\w+_)?HEADERS$/,
    // Cloud credentials and the files that hold them: AWS_*, GOOGLE_*, gcloud and Azure names that carry a key, a
    // token, a secret, a session or a credential, or point at a file. Region and project names stay.
    /^(AWS|AMAZON|GOOGLE|GCLOUD|GCP|GCE|CLOUDSDK|AZURE|ARM)_\w*(CRED|TOKEN|SECRET|KEY|PASSWORD|SESSION|AUTH|CERT)/,
    /^(AWS|AMAZON|GOOGLE|GCLOUD|GCP|GCE|CLOUDSDK|AZURE|ARM)_\w*_(FILE|PATH)$/,
];
/**
 * Credential files cloud auth actions write into the workspace (google-github-actions/auth's
 * `gha-creds-*.json`): never in a patch or a commit, wherever they are, and never read by the agent.
 */
const CREDENTIAL_FILES = /^gha-creds-[^/]*\.json$/;
/** Variables whose value is the path of a credential file (a token, a key, a federation config). */
const CREDENTIAL_FILE_ENV_NAMES = (/* unused pure expression or super */ null && ([
    'GOOGLE_APPLICATION_CREDENTIALS',
    'GOOGLE_GHA_CREDS_PATH',
    'CLOUDSDK_AUTH_CREDENTIAL_FILE_OVERRIDE',
    'CLOUDSDK_AUTH_ACCESS_TOKEN_FILE',
    'AWS_WEB_IDENTITY_TOKEN_FILE',
    'AWS_SHARED_CREDENTIALS_FILE',
    'AWS_CONTAINER_AUTHORIZATION_TOKEN_FILE',
    'AZURE_FEDERATED_TOKEN_FILE',
]));
/** True for a variable that must not reach tool or hook processes by default. */
function isSecretEnvName(name) {
    const upper = name.toUpperCase();
    if (SECRET_ENV_NAMES.includes(upper))
        return true;
    if (SECRET_ENV_PREFIXES.some((p) => upper.startsWith(p)))
        return true;
    return SECRET_ENV_NAME_PATTERNS.some((re) => re.test(upper));
}
/**
 * The one function that builds the environment of every child process the runner starts: Bash,
 * hooks, MCP servers, the tools' helpers (rg, git for Glob) and the runner's own git. `baseEnv`
 * without secrets and without the runner's file-command paths, except the names listed in
 * `passEnv` (which the workflow author chose to hand to the agent's processes), plus `extra`.
 * Callers pass the result whole as `env:`, so nothing is ever inherited from `process.env`.
 */
function buildToolEnv(baseEnv, passEnv, extra = {}) {
    const keep = new Set(passEnv.map((n) => n.trim()).filter((n) => n !== ''));
    const out = {};
    for (const [name, value] of Object.entries(baseEnv)) {
        if (value === undefined)
            continue;
        const upper = name.toUpperCase();
        if (upper === 'AGENT_RUNNER_SEALED_ENV' || upper.startsWith('STATE_'))
            continue;
        if (keep.has(name) ? !RUNNER_FILE_COMMANDS.includes(upper) : !isSecretEnvName(name) && !RUNNER_FILE_COMMANDS.includes(upper))
            out[name] = value;
    }
    return { ...out, ...extra };
}
/** A helper process's environment (rg, git for Glob, the runner's git): the scrubbed runner environment, nothing passed through. */
function helperEnv(extra = {}) {
    return buildToolEnv(process.env, [], extra);
}
/**
 * The runner's file commands: a line appended to $GITHUB_ENV or $GITHUB_PATH changes every later step of the
 * job (`NODE_OPTIONS=--require \u2026`), $GITHUB_OUTPUT and $GITHUB_STATE forge this step's outputs and the post
 * step's state. Not secrets, but nothing the agent's processes should be pointed at.
 */
const RUNNER_FILE_COMMANDS = ['GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'];
/** The first executable `cmd` in a PATH string, or null. */
function findOnPath(cmd, envPath = process.env.PATH ?? '') {
    for (const dir of envPath.split(':').filter(Boolean)) {
        try {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, cmd), node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
            return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, cmd);
        }
        catch {
            // not here
        }
    }
    return null;
}


/***/ }),

/***/ 50478:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  yd: () => (/* binding */ POST_KEEPS),
  cN: () => (/* binding */ inputReader),
  hc: () => (/* binding */ sealEnvironment),
  sy: () => (/* binding */ sealedEnvironment),
  J8: () => (/* binding */ stateReader)
});

// UNUSED EXPORTS: withFileCommands

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(73024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(76760);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __nccwpck_require__(75919);
;// CONCATENATED MODULE: ./build/src/github/claude-app-inputs.js
/**
 * Whether a run may ask for the Claude GitHub App's token at all: the workflow gives no token or App of its own and
 * does not set use_claude_github_app: false (src/github/token.ts decides the rest). Sealing reads it too, to keep the
 * OIDC request pair (src/sealed-env.ts), so this module imports nothing: the sealing entry point stays small.
 */
function mayUseClaudeApp(read) {
    return read('github_token').trim() === '' && read('app_id').trim() === '' && read('use_claude_github_app').trim().toLowerCase() !== 'false';
}

// EXTERNAL MODULE: ./build/src/process/env.js
var process_env = __nccwpck_require__(57388);
;// CONCATENATED MODULE: ./build/src/sealed-env.js






/**
 * Tools run as the runner's user, so they can read `/proc/<runner pid>/environ`: the environment block
 * the process was started with, which no change to `process.env` erases. So before anything else the
 * runner takes its secrets, its inputs and the file-command paths out of the environment, and then
 * makes that block forget them:
 *
 * - On Linux it overwrites them where the block lies, in its own memory (`/proc/<pid>/mem` at the
 *   addresses `/proc/<pid>/stat` gives), after `process.env` has let go of them, and reads the block
 *   back to prove it: one Node start, no second image.
 * - Where that is not possible it re-executes itself in place with what is left (same PID, same stdio),
 *   the kept values passed in a private file that the new image reads and deletes before any tool can start.
 *
 * From then on those values live only in `SealedEnvironment`, never in `process.env`, and every child
 * gets an environment built by `buildToolEnv`.
 *
 * Kept free of heavy imports: a tiny entry point may call it before anything else loads.
 */
const SEALED_FILE_VAR = 'AGENT_RUNNER_SEALED_ENV';
/** Secret variables the runner itself reads; any other secret-looking variable is dropped, unless `pass_env` names it. */
const USED_SECRETS = [
    /^(ANTHROPIC_API_KEY|ANTHROPIC_AUTH_TOKEN|GITHUB_TOKEN|GH_TOKEN)$/,
    // The Bedrock and Vertex clients' credential chains (static keys, web identity, credential files).
    /^(AWS|GOOGLE|CLOUDSDK|GCLOUD)_/,
    // The OpenTelemetry exporters' headers (src/telemetry/config.ts): a collector's token.
    /^OTEL_EXPORTER_OTLP_(\w+_)?HEADERS$/,
];
/** The pair @actions/artifact reads to upload the run's patch and transcript (src/report/artifacts.ts); never a tool's. */
const ARTIFACT_RUNTIME = /^ACTIONS_(RUNTIME_TOKEN|RESULTS_URL)$/;
/** The pair @actions/core's getIDToken reads (set by the runner under `permissions: id-token: write`). */
const OIDC_REQUEST = /^ACTIONS_ID_TOKEN_REQUEST_(URL|TOKEN)$/;
let sealed;
/** What the post step reads, and nothing else: every other input and secret is dropped unread. */
function POST_KEEPS(name) {
    const upper = name.toUpperCase();
    return (['INPUT_GITHUB_TOKEN', 'INPUT_WORKFLOW_TOKEN', 'INPUT_APP_PRIVATE_KEY', 'INPUT_UPLOAD_ARTIFACTS', 'GITHUB_TOKEN'].includes(upper) ||
        upper.startsWith('STATE_') ||
        ARTIFACT_RUNTIME.test(upper));
}
/** What `sealEnvironment` returned, for modules that run after it (undefined before). */
function sealedEnvironment() {
    return sealed;
}
/** How `@actions/core` reads an input, from the sealed inputs. */
function inputReader(env) {
    return (name) => (env.inputs[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
/** Which variables leave the environment, and which of them are kept (in memory only). */
function split(env, only) {
    const passEnv = new Set((env.INPUT_PASS_ENV ?? '')
        .split(/[\n,]/)
        .map((n) => n.trim())
        .filter((n) => n !== ''));
    const keep = {};
    const clean = {};
    // Workload identity federation (anthropic_federation_rule_id) and the Claude GitHub App's token exchange the job's
    // OIDC token: the request pair is kept for them.
    const exchangesOidc = (env.INPUT_ANTHROPIC_FEDERATION_RULE_ID ?? '').trim() !== '' || mayUseClaudeApp((name) => env[`INPUT_${name.toUpperCase()}`] ?? '');
    for (const [name, value] of Object.entries(env)) {
        if (value === undefined || name === SEALED_FILE_VAR)
            continue;
        const upper = name.toUpperCase();
        if (upper.startsWith('INPUT_') || upper.startsWith('STATE_') || process_env/* RUNNER_FILE_COMMANDS */.Zw.includes(upper))
            keep[name] = value;
        else if (!(0,process_env/* isSecretEnvName */.Bn)(name))
            clean[name] = value;
        // The cache token, the OIDC request pair without federation: the runner never uses them, so they are neither written nor read back.
        else if (passEnv.has(name) ||
            ARTIFACT_RUNTIME.test(upper) ||
            (exchangesOidc && OIDC_REQUEST.test(upper)) ||
            (!upper.startsWith('ACTIONS_') && USED_SECRETS.some((re) => re.test(upper))))
            keep[name] = value;
    }
    if (only)
        for (const name of Object.keys(keep))
            if (!only(name) && !process_env/* RUNNER_FILE_COMMANDS */.Zw.includes(name.toUpperCase()))
                delete keep[name];
    return { keep, clean };
}
function build(kept, how, note) {
    const inputs = {};
    const state = {};
    const secrets = {};
    const fileCommands = {};
    for (const [name, value] of Object.entries(kept)) {
        const upper = name.toUpperCase();
        if (upper.startsWith('INPUT_'))
            inputs[upper] = value;
        else if (upper.startsWith('STATE_'))
            state[name.slice('STATE_'.length)] = value;
        else if (process_env/* RUNNER_FILE_COMMANDS */.Zw.includes(upper))
            fileCommands[upper] = value;
        else
            secrets[name] = value;
    }
    return { inputs, state, secrets, fileCommands, how, ...(note ? { note } : {}) };
}
/**
 * Seals once per process; later calls return the same object. Never throws for want of `execve`:
 * on Windows, in a worker thread or on an older Node the values still leave `process.env` and
 * `note` says that `/proc/<pid>/environ`-style reads of the start-up block are not covered.
 */
function sealEnvironment(opts = {}) {
    if (sealed && !opts.env)
        return sealed;
    const result = seal(opts);
    if (!opts.env)
        sealed = result;
    return result;
}
function seal(opts) {
    const env = opts.env ?? process.env;
    const file = env[SEALED_FILE_VAR];
    if (file !== undefined) {
        delete env[SEALED_FILE_VAR];
        let kept;
        try {
            kept = JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
        }
        finally {
            unlinkQuietly(file);
        }
        scrub(env);
        return build(kept, 'reexec');
    }
    const { keep } = split(env, opts.keep);
    const execve = opts.execve === undefined ? (typeof process.execve === 'function' ? process.execve.bind(process) : null) : opts.execve;
    const mainThread = opts.isMainThread ?? external_node_worker_threads_.isMainThread;
    let note;
    if (Object.keys(keep).length === 0 && !Object.keys(env).some(process_env/* isSecretEnvName */.Bn)) {
        return build(keep, 'reexec');
    }
    // Only the process's own environment, from its main thread: a worker's process.env is a copy, and
    // the main thread's environ would still point at the bytes overwritten.
    if (opts.reexec !== false && mainThread && opts.overwrite !== false && env === process.env) {
        const { clean } = split(env);
        scrub(env);
        const failed = overwriteStartupBlock(clean);
        if (failed === undefined)
            return build(keep, 'overwritten');
        note = failed;
    }
    if (opts.reexec === false)
        note = 'the action was imported by a host, whose process is not re-executed';
    else if (!mainThread)
        note = 'running in a worker thread, which cannot re-execute the process';
    else if (!execve)
        note = `process.execve is not available (${process.platform}, Node ${process.versions.node})`;
    else {
        const { clean } = split(env);
        // A private folder with a random name (mkdtemp's): node:crypto alone would add ~13 ms to this short-lived process.
        const sealedFile = external_node_path_.join((0,external_node_fs_.mkdtempSync)(external_node_path_.join(env.RUNNER_TEMP ?? external_node_os_.tmpdir(), 'agent-runner-env-')), 'env.json');
        const fd = (0,external_node_fs_.openSync)(sealedFile, 'wx', 0o600);
        try {
            (0,external_node_fs_.writeSync)(fd, JSON.stringify(keep));
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
        try {
            execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...clean, [SEALED_FILE_VAR]: sealedFile });
        }
        catch (error) {
            note = `re-executing the process failed: ${error instanceof Error ? error.message : String(error)}`;
        }
        // Only reached when execve did not replace the process.
        unlinkQuietly(sealedFile);
    }
    scrub(env);
    return build(keep, 'in_place', `${note ?? 'process.execve returned'}; the secrets left process.env, but this process's start-up environment (/proc/<pid>/environ) still holds them`);
}
/**
 * Zeroes every entry of this process's start-up environment block (what `/proc/<pid>/environ` shows) that
 * is not in `clean` with the same value, then reads the block back. `process.env` must have let go of those
 * entries first (glibc's environ points into this block). Returns why it could not, or undefined when done.
 */
function overwriteStartupBlock(clean) {
    if (process.platform !== 'linux')
        return `no /proc/<pid>/mem on ${process.platform}`;
    // By number, not `self`: Docker's default AppArmor profile refuses writes below /proc/<anything not a number>.
    const proc = `/proc/${process.pid}`;
    let mem;
    try {
        // Fields 50 and 51 of /proc/<pid>/stat (proc(5)), counted after the command name, which may hold spaces.
        const stat = (0,external_node_fs_.readFileSync)(`${proc}/stat`, 'latin1');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const start = Number(fields[50 - 3]);
        const end = Number(fields[51 - 3]);
        const dirty = (block) => {
            const ranges = [];
            for (let at = 0; at < block.length;) {
                const nul = block.indexOf(0, at);
                const stop = nul === -1 ? block.length : nul;
                const entry = block.toString('utf8', at, stop);
                const eq = entry.indexOf('=');
                const name = eq > 0 ? entry.slice(0, eq) : '';
                if (stop > at && (name === '' || !Object.hasOwn(clean, name) || clean[name] !== entry.slice(eq + 1)))
                    ranges.push([at, stop - at]);
                at = stop + 1;
            }
            return ranges;
        };
        const block = (0,external_node_fs_.readFileSync)(`${proc}/environ`);
        if (!(start > 0 && end - start === block.length))
            return `${proc}/stat gives no environment block that matches ${proc}/environ (${block.length} bytes)`;
        const ranges = dirty(block);
        if (ranges.length === 0)
            return undefined;
        mem = (0,external_node_fs_.openSync)(`${proc}/mem`, 'r+');
        for (const [offset, length] of ranges)
            (0,external_node_fs_.writeSync)(mem, Buffer.alloc(length), 0, length, start + offset);
        const left = dirty((0,external_node_fs_.readFileSync)(`${proc}/environ`)).length;
        return left === 0 ? undefined : `${left} entries of the start-up environment were still there after overwriting them`;
    }
    catch (error) {
        return `overwriting the start-up environment failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    finally {
        if (mem !== undefined)
            (0,external_node_fs_.closeSync)(mem);
    }
}
/** Takes every sealed or dropped variable out of `env` (a heap change: children and core.* no longer see them). */
function scrub(env) {
    const { clean } = split(env);
    for (const name of Object.keys(env))
        if (!(name in clean))
            delete env[name];
}
/** Removes the sealed file and its private folder. */
function unlinkQuietly(file) {
    try {
        (0,external_node_fs_.unlinkSync)(file);
    }
    catch {
        // Already gone.
    }
    try {
        if (external_node_path_.basename(external_node_path_.dirname(file)).startsWith('agent-runner-env-'))
            (0,external_node_fs_.rmdirSync)(external_node_path_.dirname(file));
    }
    catch {
        // Already gone, or not empty: never removed by force.
    }
}
/**
 * `@actions/core` finds the file commands through `process.env` at the moment of the call: put the
 * path there for the length of one synchronous call, and take it away again.
 */
function withFileCommands(env, fn) {
    const names = Object.keys(env.fileCommands);
    for (const name of names)
        process.env[name] = env.fileCommands[name];
    try {
        return fn();
    }
    finally {
        for (const name of names)
            delete process.env[name];
    }
}
/**
 * `core.getState` reads `STATE_<name>` from `process.env`: the post step reads its state from the
 * sealed copy instead.
 */
function stateReader(env) {
    return (name) => env.state[name] ?? '';
}


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(93502);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
