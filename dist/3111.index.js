export const id = 3111;
export const ids = [3111];
export const modules = {

/***/ 85798:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   kl: () => (/* binding */ headlessGrant),
/* harmony export */   qg: () => (/* binding */ OAuthTokenSource)
/* harmony export */ });
/* unused harmony exports JWT_BEARER_GRANT, OAuthError, clientAssertion */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var _jsonrpc_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44775);
/**
 * OAuth for servers a CI job can reach without a person: the client-credentials grant
 * (client_secret_basic, client_secret_post or private_key_jwt) and the JWT-bearer grant
 * (a workload identity token as the assertion). Discovery follows the MCP authorization
 * spec: the 401's `resource_metadata` \u2192 protected-resource metadata \u2192 authorization-server
 * metadata \u2192 token endpoint. Tokens live only in this object, in the runner's memory.
 */


const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** An interactive OAuth entry (only a client id): explained, since CI cannot sign in. */
function headlessGrant(cfg) {
    if (cfg.assertion !== undefined)
        return 'jwt-bearer';
    if (cfg.clientSecret !== undefined || cfg.privateKey !== undefined)
        return 'client_credentials';
    return undefined;
}
class OAuthError extends Error {
}
function param(header, name) {
    if (!header)
        return undefined;
    const m = new RegExp(`${name}="([^"]*)"|${name}=([^\\s,]+)`).exec(header);
    return m?.[1] ?? m?.[2];
}
async function getJson(url, signal) {
    try {
        const res = await fetch(url, { headers: { accept: 'application/json' }, signal });
        if (!res.ok) {
            await res.body?.cancel();
            return undefined;
        }
        const body = await res.json();
        return (0,_jsonrpc_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(body) ? body : undefined;
    }
    catch (err) {
        if (signal.aborted)
            throw err;
        return undefined;
    }
}
/** RFC 8414 / OIDC discovery URLs for an issuer, path-aware first. */
function metadataUrls(issuer) {
    const u = new URL(issuer);
    const path = u.pathname.replace(/\/+$/, '');
    const origin = u.origin;
    if (path === '')
        return [`${origin}/.well-known/oauth-authorization-server`, `${origin}/.well-known/openid-configuration`];
    return [
        `${origin}/.well-known/oauth-authorization-server${path}`,
        `${origin}/.well-known/openid-configuration${path}`,
        `${origin}${path}/.well-known/openid-configuration`,
    ];
}
/** RFC 9728: the header's URL, else the path-aware then root well-known location. */
function resourceMetadataUrls(serverUrl, header) {
    const given = param(header, 'resource_metadata');
    const u = new URL(serverUrl);
    const path = u.pathname.replace(/\/+$/, '');
    const urls = given ? [given] : [];
    if (path !== '')
        urls.push(`${u.origin}/.well-known/oauth-protected-resource${path}`);
    urls.push(`${u.origin}/.well-known/oauth-protected-resource`);
    return urls;
}
function b64url(data) {
    return Buffer.from(data).toString('base64url');
}
const JWS_ALGS = {
    ES256: { hash: 'sha256', ec: true },
    ES384: { hash: 'sha384', ec: true },
    ES512: { hash: 'sha512', ec: true },
    RS256: { hash: 'sha256', ec: false },
    RS384: { hash: 'sha384', ec: false },
    RS512: { hash: 'sha512', ec: false },
};
/** RFC 7523 client assertion: iss = sub = client id, aud = the authorization server's issuer. */
function clientAssertion(clientId, audience, key, alg) {
    const spec = JWS_ALGS[alg];
    if (!spec)
        throw new OAuthError(`oauth.signingAlgorithm ${alg} is not supported (use ${Object.keys(JWS_ALGS).join(', ')})`);
    const now = Math.floor(Date.now() / 1000);
    const header = b64url(JSON.stringify({ alg, typ: 'JWT' }));
    const claims = b64url(JSON.stringify({ iss: clientId, sub: clientId, aud: audience, iat: now, exp: now + 300, jti: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)() }));
    const input = `${header}.${claims}`;
    const signature = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.sign)(spec.hash, Buffer.from(input), spec.ec ? { key, dsaEncoding: 'ieee-p1363' } : key);
    return `${input}.${b64url(signature)}`;
}
class OAuthTokenSource {
    serverUrl;
    cfg;
    label;
    token;
    expiresAt = 0;
    key;
    constructor(serverUrl, cfg, label) {
        this.serverUrl = serverUrl;
        this.cfg = cfg;
        this.label = label;
        try {
            this.key = cfg.privateKey === undefined ? undefined : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)(cfg.privateKey);
        }
        catch (err) {
            throw new OAuthError(`oauth.privateKey is not a readable PEM private key (${err.message})`);
        }
    }
    async current() {
        return this.token !== undefined && Date.now() < this.expiresAt ? this.token : undefined;
    }
    async refresh(wwwAuthenticate, signal) {
        const { tokenEndpoint, issuer, resource, scope } = await this.discover(wwwAuthenticate, signal);
        const body = new URLSearchParams();
        const headers = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
        const grant = headlessGrant(this.cfg);
        if (grant === 'jwt-bearer') {
            body.set('grant_type', JWT_BEARER_GRANT);
            body.set('assertion', this.cfg.assertion ?? '');
            body.set('client_id', this.cfg.clientId);
        }
        else {
            body.set('grant_type', 'client_credentials');
            if (this.key) {
                body.set('client_id', this.cfg.clientId);
                body.set('client_assertion_type', 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer');
                body.set('client_assertion', clientAssertion(this.cfg.clientId, issuer, this.key, this.cfg.signingAlgorithm ?? 'ES256'));
            }
            else if (this.cfg.tokenEndpointAuthMethod === 'client_secret_post') {
                body.set('client_id', this.cfg.clientId);
                body.set('client_secret', this.cfg.clientSecret ?? '');
            }
            else {
                const pair = `${encodeURIComponent(this.cfg.clientId)}:${encodeURIComponent(this.cfg.clientSecret ?? '')}`;
                headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`;
            }
        }
        if (scope)
            body.set('scope', scope);
        if (resource)
            body.set('resource', resource);
        let res;
        try {
            res = await fetch(tokenEndpoint, { method: 'POST', headers, body, signal });
        }
        catch (err) {
            if (signal.aborted)
                throw err;
            throw new OAuthError(`MCP server '${this.label}': the token endpoint ${tokenEndpoint} could not be reached`);
        }
        const answer = await res.json().catch(() => undefined);
        if (!res.ok || !(0,_jsonrpc_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(answer) || typeof answer.access_token !== 'string') {
            // The endpoint's error code and description, never the request (it carries the secret).
            const why = (0,_jsonrpc_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u4)(answer) ? [answer.error, answer.error_description].filter((x) => typeof x === 'string').join(': ') : '';
            throw new OAuthError(`MCP server '${this.label}': the ${grant} grant at ${tokenEndpoint} was refused (HTTP ${res.status}${why ? `, ${why}` : ''})`);
        }
        this.token = answer.access_token;
        const ttl = typeof answer.expires_in === 'number' ? answer.expires_in : 3600;
        this.expiresAt = Date.now() + Math.max(10, ttl - 30) * 1000;
        return this.token;
    }
    async discover(header, signal) {
        let resource;
        let issuer;
        let scopesSupported;
        let meta;
        if (this.cfg.authServerMetadataUrl !== undefined) {
            meta = await getJson(this.cfg.authServerMetadataUrl, signal);
        }
        else {
            for (const url of resourceMetadataUrls(this.serverUrl, header)) {
                const prm = await getJson(url, signal);
                if (!prm)
                    continue;
                if (typeof prm.resource === 'string')
                    resource = prm.resource;
                const servers = Array.isArray(prm.authorization_servers) ? prm.authorization_servers : [];
                if (typeof servers[0] === 'string')
                    issuer = servers[0];
                if (Array.isArray(prm.scopes_supported))
                    scopesSupported = prm.scopes_supported.filter((s) => typeof s === 'string').join(' ');
                break;
            }
            // A server without protected-resource metadata: its own origin is the issuer (2025-03-26).
            issuer ??= new URL(this.serverUrl).origin;
            for (const url of metadataUrls(issuer)) {
                meta = await getJson(url, signal);
                if (meta)
                    break;
            }
        }
        if (!meta || typeof meta.token_endpoint !== 'string') {
            throw new OAuthError(`MCP server '${this.label}' requires authorization, but no authorization-server metadata with a token_endpoint was found${issuer ? ` for ${issuer}` : ''}`);
        }
        const out = {
            tokenEndpoint: meta.token_endpoint,
            issuer: typeof meta.issuer === 'string' ? meta.issuer : (issuer ?? new URL(meta.token_endpoint).origin),
        };
        if (resource !== undefined)
            out.resource = resource;
        const scope = this.cfg.scopes ?? param(header, 'scope') ?? scopesSupported;
        if (scope)
            out.scope = scope;
        return out;
    }
}


/***/ }),

/***/ 88674:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E6: () => (/* binding */ parseMcpConfig),
/* harmony export */   Jf: () => (/* binding */ expandVars)
/* harmony export */ });
/* unused harmony export MCP_CONFIG_FILE */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _process_env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57388);
/* harmony import */ var _auth_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(85798);
/* harmony import */ var _jsonrpc_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(44775);





/** The repository's file, at the working directory root (Claude Code's name and shape). */
const MCP_CONFIG_FILE = '.mcp.json';
class FieldError extends Error {
}
const VAR_RE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;
/**
 * Expand `${VAR}` and `${VAR:-default}`. Only variables that would reach a tool process are
 * visible: the runner's credentials must not flow into a server through its config.
 */
function expandVars(text, visible, all) {
    const out = text.replace(VAR_RE, (_m, name, fallback) => {
        const value = visible[name];
        if (fallback !== undefined)
            return value === undefined || value === '' ? fallback : value;
        if (value !== undefined)
            return value;
        if (all[name] !== undefined) {
            throw new FieldError(`\${${name}} is a credential the runner does not hand to MCP servers (list it in pass_env to allow it)`);
        }
        throw new FieldError(`\${${name}} is not set and has no default`);
    });
    // A `${` left once the valid references are gone is malformed: never pass it on literally.
    const bad = /\$\{[^}]*\}?/.exec(text.replace(VAR_RE, ''));
    if (bad)
        throw new FieldError(`malformed variable reference ${bad[0]}`);
    return out;
}
function readSources(opts, errors) {
    const sources = [];
    if (opts.fileText !== undefined)
        sources.push({ label: opts.fileLabel ?? MCP_CONFIG_FILE, text: opts.fileText });
    sources.push(...(opts.pluginSources ?? []));
    const input = opts.input?.trim();
    if (input) {
        if (input.startsWith('{')) {
            sources.push({ label: 'the mcp_config input', text: input });
        }
        else {
            const path = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(opts.cwd, input);
            try {
                sources.push({ label: input, text: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8') });
            }
            catch (err) {
                errors.push(`mcp_config: cannot read ${input}: ${err.code ?? err.message}`);
            }
        }
    }
    return sources;
}
function stringMap(value, field, expand) {
    if (value === undefined)
        return {};
    if (!(0,_jsonrpc_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u4)(value))
        throw new FieldError(`${field} must be an object of strings`);
    const out = {};
    for (const [k, v] of Object.entries(value)) {
        if (typeof v !== 'string')
            throw new FieldError(`${field}.${k} must be a string`);
        out[k] = expand(v, `${field}.${k}`);
    }
    return out;
}
/**
 * The runner's own credentials (API key, GITHUB_TOKEN, ACTIONS_*, cloud keys): never sent to
 * an MCP server unless named in `pass_env`. Other secret-looking variables (`MY_MCP_TOKEN`)
 * may go into an HTTP server's `headers` and `oauth`, which travel only to that server and
 * never into a process's environment.
 */
function isRunnerCredential(name) {
    const upper = name.toUpperCase();
    if (_process_env_js__WEBPACK_IMPORTED_MODULE_2__/* .SECRET_ENV_NAMES */ .uR.includes(upper) || _process_env_js__WEBPACK_IMPORTED_MODULE_2__/* .SECRET_ENV_PREFIXES */ .yH.some((p) => upper.startsWith(p)))
        return true;
    return /^(AWS|AMAZON|GOOGLE|GCLOUD|GCP|GCE|CLOUDSDK|AZURE|ARM)_/.test(upper);
}
function credentialsVisible(env, passEnv) {
    const out = (0,_process_env_js__WEBPACK_IMPORTED_MODULE_2__/* .buildToolEnv */ ._4)(env, passEnv);
    for (const [name, value] of Object.entries(env)) {
        if (value !== undefined && (0,_process_env_js__WEBPACK_IMPORTED_MODULE_2__/* .isSecretEnvName */ .Bn)(name) && !isRunnerCredential(name))
            out[name] = value;
    }
    return out;
}
const OAUTH_STRINGS = [
    'clientId',
    'clientSecret',
    'privateKey',
    'signingAlgorithm',
    'assertion',
    'scopes',
    'authServerMetadataUrl',
    'tokenEndpointAuthMethod',
];
function buildOAuth(value, expand) {
    if (value === undefined)
        return undefined;
    if (!(0,_jsonrpc_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u4)(value))
        throw new FieldError('oauth must be an object');
    const out = {};
    for (const key of OAUTH_STRINGS) {
        const v = value[key];
        if (v === undefined)
            continue;
        if (typeof v !== 'string')
            throw new FieldError(`oauth.${key} must be a string`);
        out[key] = expand(v, `oauth.${key}`);
    }
    if (out.clientId === undefined || out.clientId === '')
        throw new FieldError('oauth.clientId must be a non-empty string');
    const cfg = out;
    if ((0,_auth_js__WEBPACK_IMPORTED_MODULE_3__/* .headlessGrant */ .kl)(cfg) === undefined) {
        throw new FieldError('oauth without clientSecret, privateKey or assertion means an interactive browser login, which a CI run cannot do; ' +
            'give a client secret or key for the client-credentials grant, an assertion for the JWT-bearer grant, or a bearer token in headers');
    }
    return cfg;
}
function buildServer(name, source, entry, opts) {
    const visible = (0,_process_env_js__WEBPACK_IMPORTED_MODULE_2__/* .buildToolEnv */ ._4)(opts.env, opts.passEnv ?? []);
    const expandWith = (vars) => (s, field) => {
        try {
            return expandVars(s, vars, opts.env);
        }
        catch (err) {
            throw new FieldError(`${field}: ${err.message}`);
        }
    };
    const expand = expandWith(visible);
    const type = entry.type ?? (entry.url !== undefined && entry.command === undefined ? 'http' : 'stdio');
    if (type === 'http' || type === 'sse') {
        if (typeof entry.url !== 'string' || entry.url.trim() === '')
            throw new FieldError('url must be a non-empty string');
        const url = expand(entry.url, 'url');
        let parsed;
        try {
            parsed = new URL(url);
        }
        catch {
            throw new FieldError(`url is not a valid URL: ${url}`);
        }
        if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
            throw new FieldError('url must be http or https');
        if (entry.headersHelper !== undefined) {
            // Claude Code runs it to mint headers; here it would need the very credentials tools must not see.
            throw new FieldError('headersHelper is not supported in CI; put the token in headers ("Authorization": "Bearer ${MCP_TOKEN}") or use oauth client credentials');
        }
        const secretExpand = expandWith(credentialsVisible(opts.env, opts.passEnv ?? []));
        const server = { name, source, type, url, headers: stringMap(entry.headers, 'headers', secretExpand) };
        const oauth = buildOAuth(entry.oauth, secretExpand);
        return oauth === undefined ? server : { ...server, oauth };
    }
    if (type !== 'stdio')
        throw new FieldError(`type must be "stdio", "http" or "sse", not ${JSON.stringify(type)}`);
    if (typeof entry.command !== 'string' || entry.command.trim() === '') {
        throw new FieldError('command must be a non-empty string');
    }
    const command = expand(entry.command, 'command');
    const rawArgs = entry.args ?? [];
    if (!Array.isArray(rawArgs))
        throw new FieldError('args must be an array of strings');
    const args = rawArgs.map((a, i) => {
        if (typeof a !== 'string')
            throw new FieldError(`args[${i}] must be a string`);
        return expand(a, `args[${i}]`);
    });
    return { name, source, type: 'stdio', command, args, env: stringMap(entry.env, 'env', expand) };
}
/**
 * Read `.mcp.json` and the `mcp_config` input; a server named in both takes the input's entry.
 * Nothing here throws: every problem becomes a message, and the usable servers still start.
 */
function parseMcpConfig(opts) {
    const errors = [];
    const entries = new Map();
    for (const { label, text } of readSources(opts, errors)) {
        let root;
        try {
            root = JSON.parse(text);
        }
        catch (err) {
            errors.push(`${label}: not valid JSON (${err.message})`);
            continue;
        }
        if (!(0,_jsonrpc_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u4)(root) || !(0,_jsonrpc_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u4)(root.mcpServers)) {
            errors.push(`${label}: expected an object with an "mcpServers" object`);
            continue;
        }
        for (const [name, entry] of Object.entries(root.mcpServers))
            entries.set(name, { source: label, entry });
    }
    const servers = [];
    const failed = [];
    for (const [name, { source, entry }] of entries) {
        try {
            if (name.trim() === '')
                throw new FieldError('the server name is empty');
            if (!(0,_jsonrpc_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u4)(entry))
                throw new FieldError('the entry must be an object');
            servers.push(buildServer(name, source, entry, opts));
        }
        catch (err) {
            if (!(err instanceof FieldError))
                throw err;
            failed.push({ name, error: `${source}: server '${name}': ${err.message}` });
        }
    }
    return { servers, failed, errors };
}


/***/ }),

/***/ 44775:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Df: () => (/* binding */ HEADER_MISMATCH),
/* harmony export */   L8: () => (/* binding */ classify),
/* harmony export */   Qc: () => (/* binding */ RpcError),
/* harmony export */   Sb: () => (/* binding */ MISSING_CLIENT_CAPABILITY),
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   qv: () => (/* binding */ UNSUPPORTED_PROTOCOL_VERSION),
/* harmony export */   rX: () => (/* binding */ answerServerRequest),
/* harmony export */   u4: () => (/* binding */ isRecord),
/* harmony export */   wX: () => (/* binding */ TransportError)
/* harmony export */ });
/* unused harmony export METHOD_NOT_FOUND */
/** JSON-RPC framing shared by both transports and both protocol generations. */
const METHOD_NOT_FOUND = -32601;
const HEADER_MISMATCH = -32020;
const MISSING_CLIENT_CAPABILITY = -32021;
const UNSUPPORTED_PROTOCOL_VERSION = -32022;
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function classify(raw) {
    if (!isRecord(raw))
        return { kind: 'invalid', raw };
    const id = raw.id;
    const hasId = typeof id === 'string' || typeof id === 'number';
    if (typeof raw.method === 'string') {
        return hasId ? { kind: 'request', id, method: raw.method, params: raw.params } : { kind: 'notification', method: raw.method, params: raw.params };
    }
    if (isRecord(raw.error)) {
        const e = raw.error;
        const error = {
            code: typeof e.code === 'number' ? e.code : -32603,
            message: typeof e.message === 'string' ? e.message : 'unknown error',
        };
        if ('data' in e)
            error.data = e.data;
        return { kind: 'error', id: hasId ? id : null, error };
    }
    if (hasId && 'result' in raw)
        return { kind: 'response', id, result: raw.result };
    return { kind: 'invalid', raw };
}
/** The server answered with a JSON-RPC error. */
class RpcError extends Error {
    code;
    data;
    httpStatus;
    constructor(code, message, data, 
    /** HTTP status of the response that carried it, when there was one. */
    httpStatus) {
        super(message);
        this.code = code;
        this.data = data;
        this.httpStatus = httpStatus;
        this.name = 'RpcError';
    }
}
/** The request got no JSON-RPC answer at all. */
class TransportError extends Error {
    kind;
    httpStatus;
    constructor(kind, message, httpStatus) {
        super(message);
        this.kind = kind;
        this.httpStatus = httpStatus;
        this.name = 'TransportError';
    }
}
/** How a server-to-client request is answered: we declare no capabilities, so only ping works. */
function answerServerRequest(method) {
    if (method === 'ping')
        return { result: {} };
    return { error: { code: METHOD_NOT_FOUND, message: `The client does not support ${method}` } };
}
function describeError(err) {
    if (err instanceof RpcError)
        return `MCP error ${err.code}: ${err.message}`;
    if (err instanceof Error)
        return err.message;
    return String(err);
}


/***/ }),

/***/ 60210:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qy: () => (/* binding */ mcpToolName),
/* harmony export */   _p: () => (/* binding */ normalizeNamePart),
/* harmony export */   qo: () => (/* binding */ mcpServerPrefix),
/* harmony export */   wT: () => (/* binding */ buildNameTable)
/* harmony export */ });
/* unused harmony export MAX_TOOL_NAME */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);

/** The API accepts tool names of at most this many characters. */
const MAX_TOOL_NAME = 64;
/** Characters outside `[A-Za-z0-9_-]` become `_`, as Claude Code does. */
function normalizeNamePart(part) {
    return part.replace(/[^A-Za-z0-9_-]/g, '_');
}
/** `mcp__<server>`: what a permission rule naming a whole server matches. */
function mcpServerPrefix(server) {
    return `mcp__${normalizeNamePart(server)}`;
}
/**
 * The name the model sees for a server's tool. A name over 64 characters is cut and given
 * a hash of the full name, so two long names that share a prefix stay apart.
 */
function mcpToolName(server, tool) {
    const full = `${mcpServerPrefix(server)}__${normalizeNamePart(tool)}`;
    if (full.length <= MAX_TOOL_NAME)
        return full;
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(full).digest('hex').slice(0, 8);
    return `${full.slice(0, MAX_TOOL_NAME - hash.length - 1)}_${hash}`;
}
/**
 * Map every (server, tool) to its exposed name. A name two tools would share goes to
 * neither: calling the wrong server's tool silently is worse than missing both.
 */
function buildNameTable(refs) {
    const claims = new Map();
    for (const ref of refs) {
        const name = mcpToolName(ref.server, ref.tool);
        const list = claims.get(name);
        if (list)
            list.push(ref);
        else
            claims.set(name, [ref]);
    }
    const table = new Map();
    const collisions = [];
    for (const [name, list] of claims) {
        const [first] = list;
        if (list.length === 1 && first) {
            table.set(name, first);
            continue;
        }
        const who = list.map((r) => `'${r.tool}' of server '${r.server}'`).join(', ');
        collisions.push(`MCP tool name collision: ${who} all become ${name}; none of them is available`);
    }
    return { table, collisions };
}


/***/ }),

/***/ 73997:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ serverEnv)
/* harmony export */ });
/* harmony import */ var _process_env_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57388);
/**
 * The environment of a server process the runner starts (stdio MCP servers, plugin language servers): apart from the
 * connection code, so a caller that only builds environments loads none of the MCP transports (the MCP SDK and zod).
 */

/** The only variables of the runner's own environment a server gets; the config adds its `env`. */
const SERVER_BASE_ENV = ['PATH', 'HOME', 'LANG', 'LC_ALL', 'TMPDIR', 'TZ'];
/**
 * PATH, HOME and a few harmless locale settings, then the configured `env` on top (its `${VAR}`s
 * already limited to `pass_env` for secrets), through the one function every child's environment
 * is built by.
 */
function serverEnv(base, configured) {
    const env = {};
    for (const name of SERVER_BASE_ENV) {
        const value = base[name];
        if (value !== undefined)
            env[name] = value;
    }
    return (0,_process_env_js__WEBPACK_IMPORTED_MODULE_0__/* .buildToolEnv */ ._4)(env, [], configured);
}


/***/ })

};
