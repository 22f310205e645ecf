export const id = 9754;
export const ids = [9754];
export const modules = {

/***/ 9754:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mintInstallationToken: () => (/* binding */ mintInstallationToken),
/* harmony export */   permissionsForRun: () => (/* binding */ permissionsForRun),
/* harmony export */   revokeInstallationToken: () => (/* binding */ revokeInstallationToken)
/* harmony export */ });
/* unused harmony exports AppTokenError, createAppJwt */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);

class AppTokenError extends Error {
    status;
    constructor(message, status) {
        super(message);
        this.status = status;
        this.name = 'AppTokenError';
    }
}
const API = 'https://api.github.com';
const HEADERS = { accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28', 'user-agent': 'agent-runner' };
const b64url = (data) => Buffer.from(data).toString('base64url');
function privateKeyOf(pem) {
    const text = pem.includes('\\n') && !pem.includes('\n') ? pem.replace(/\\n/g, '\n') : pem;
    let key;
    try {
        key = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)({ key: text.trim(), format: 'pem' });
    }
    catch (err) {
        throw new AppTokenError(`input app_private_key: not a PEM private key (${err instanceof Error ? err.message : String(err)})`);
    }
    if (key.asymmetricKeyType !== 'rsa')
        throw new AppTokenError(`input app_private_key: an RSA key is needed for RS256, got ${key.asymmetricKeyType ?? 'unknown'}`);
    return key;
}
/** The App JWT: issued a minute in the past (clock drift), valid nine minutes (GitHub's limit is ten). */
function createAppJwt(appId, privateKey, nowSeconds = Math.floor(Date.now() / 1000)) {
    const key = privateKeyOf(privateKey);
    const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
    const payload = b64url(JSON.stringify({ iat: nowSeconds - 60, exp: nowSeconds + 540, iss: appId.trim() }));
    const signature = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.sign)('sha256', Buffer.from(`${header}.${payload}`), key);
    return `${header}.${payload}.${b64url(signature)}`;
}
async function call(doFetch, method, url, auth, body) {
    let last;
    for (let attempt = 1; attempt <= 2; attempt++) {
        try {
            const res = await doFetch(url, {
                method,
                headers: { ...HEADERS, authorization: auth, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
                ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
                signal: AbortSignal.timeout(30_000),
            });
            const text = await res.text();
            let parsed = {};
            try {
                parsed = text ? JSON.parse(text) : {};
            }
            catch {
                parsed = { message: text.slice(0, 200) };
            }
            const reply = { status: res.status, body: typeof parsed === 'object' && parsed !== null ? parsed : {} };
            if (res.status < 500 || attempt === 2)
                return reply;
        }
        catch (err) {
            last = err;
            if (attempt === 2)
                break;
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    throw new AppTokenError(`${method} ${url}: ${last instanceof Error ? last.message : String(last)}`);
}
const messageOf = (r) => (typeof r.body.message === 'string' ? r.body.message : `HTTP ${r.status}`);
/** Mints an installation token for `owner/repo` alone, with only `permissions`. Throws AppTokenError with the cause. */
async function mintInstallationToken(opts) {
    const api = (opts.apiUrl || API).replace(/\/+$/, '');
    const doFetch = opts.fetch ?? fetch;
    const jwt = createAppJwt(opts.appId, opts.privateKey, opts.now?.());
    const repoPath = `${encodeURIComponent(opts.owner)}/${encodeURIComponent(opts.repo)}`;
    const found = await call(doFetch, 'GET', `${api}/repos/${repoPath}/installation`, `Bearer ${jwt}`);
    if (found.status === 401) {
        throw new AppTokenError(`GitHub rejected the App's JWT (${messageOf(found)}): check app_id and that app_private_key is that App's key`, 401);
    }
    if (found.status === 404) {
        throw new AppTokenError(`the GitHub App ${opts.appId} is not installed on ${opts.owner}/${opts.repo} (or cannot see it): install it on the repository`, 404);
    }
    const installationId = found.body.id;
    if (found.status !== 200 || typeof installationId !== 'number') {
        throw new AppTokenError(`GET /repos/${opts.owner}/${opts.repo}/installation: ${messageOf(found)}`, found.status);
    }
    const permissions = Object.fromEntries(Object.entries(opts.permissions).filter(([, level]) => level !== undefined));
    const minted = await call(doFetch, 'POST', `${api}/app/installations/${installationId}/access_tokens`, `Bearer ${jwt}`, {
        repositories: [opts.repo],
        permissions,
    });
    if (minted.status === 422) {
        throw new AppTokenError(`the App's installation on ${opts.owner}/${opts.repo} cannot grant ${JSON.stringify(permissions)} (${messageOf(minted)}): ` +
            'add those repository permissions to the App and accept them on the installation', 422);
    }
    const token = minted.body.token;
    const expiresAt = minted.body.expires_at;
    if (minted.status !== 201 || typeof token !== 'string' || typeof expiresAt !== 'string') {
        throw new AppTokenError(`POST /app/installations/${installationId}/access_tokens: ${messageOf(minted)}`, minted.status);
    }
    const granted = minted.body.permissions;
    const slug = found.body.app_slug;
    return {
        token,
        expiresAt,
        installationId,
        ...(typeof slug === 'string' && slug !== '' ? { login: `${slug}[bot]` } : {}),
        permissions: typeof granted === 'object' && granted !== null ? Object.fromEntries(Object.entries(granted).map(([k, v]) => [k, String(v)])) : permissions,
    };
}
/**
 * Revokes an installation token. A token that is already invalid (revoked, expired: 401) counts as done, so the main
 * step and the post step may both call this. Never throws: the caller warns with `reason`.
 */
async function revokeInstallationToken(token, apiUrl, doFetch = fetch) {
    const api = (apiUrl || API).replace(/\/+$/, '');
    try {
        const reply = await call(doFetch, 'DELETE', `${api}/installation/token`, `Bearer ${token}`);
        if (reply.status === 204 || reply.status === 401)
            return { revoked: true };
        return { revoked: false, reason: `DELETE /installation/token: ${messageOf(reply)}`, status: reply.status };
    }
    catch (err) {
        return { revoked: false, reason: err instanceof Error ? err.message : String(err) };
    }
}
/**
 * The least the run needs. Never `workflows`: a push that touches `.github/workflows/` is refused by GitHub, so the
 * agent cannot rewrite the CI that runs it. `metadata: read` is implicit in every installation token.
 */
function permissionsForRun(needs) {
    const pushes = needs.push !== undefined && needs.push !== 'none';
    const pulls = needs.push === 'pull_request' || needs.push === 'pr_branch';
    return {
        contents: pushes ? 'write' : 'read',
        pull_requests: pulls || needs.comments ? 'write' : 'read',
        ...(needs.comments ? { issues: 'write' } : {}),
    };
}


/***/ })

};
