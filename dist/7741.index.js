export const id = 7741;
export const ids = [7741];
export const modules = {

/***/ 17741:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CLAUDE_APP_AUDIENCE: () => (/* binding */ CLAUDE_APP_AUDIENCE),
/* harmony export */   CLAUDE_APP_LOGIN: () => (/* binding */ CLAUDE_APP_LOGIN),
/* harmony export */   exchangeForClaudeAppToken: () => (/* binding */ exchangeForClaudeAppToken)
/* harmony export */ });
/* unused harmony export CLAUDE_APP_EXCHANGE_URL */
/* harmony import */ var _http_fetch_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58362);

/**
 * The token claude-code-action posts with when a workflow gives it none: an installation token of Anthropic's Claude
 * GitHub App (https://github.com/apps/claude, installed with Claude Code's `/install-github-app`), which Anthropic's
 * backend hands out for the job's GitHub OIDC token (audience `claude-code-github-action`) after checking that the
 * repository has the App installed and that the workflow is the one on its default branch. Taken over so a workflow
 * switched from claude-code-action keeps posting as it did (its jobs often grant themselves `pull-requests: read`).
 *
 * The URL is Anthropic's and no other: the OIDC token is worth a repository token there, so it is never sent to a
 * configured gateway (`ANTHROPIC_BASE_URL`). Proxies apply as to every request of the runner.
 */
const CLAUDE_APP_AUDIENCE = 'claude-code-github-action';
const CLAUDE_APP_EXCHANGE_URL = 'https://api.anthropic.com/api/github/github-app-token-exchange';
/** The account the Claude App's tokens write as. */
const CLAUDE_APP_LOGIN = 'claude[bot]';
const ATTEMPTS = 3;
/**
 * One exchange, with `permissions` (GitHub App permission names) asked for the token. Network failures and 5xx
 * answers are tried again (three attempts, 1 s and 2 s apart); a 4xx is Anthropic's decision and is returned at once.
 */
async function exchangeForClaudeAppToken(oidcToken, permissions, opts = {}) {
    const doFetch = opts.fetch ?? _http_fetch_js__WEBPACK_IMPORTED_MODULE_0__/* .runnerFetch */ .T;
    const sleep = opts.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    let failure = '';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        if (attempt > 1)
            await sleep(1000 * (attempt - 1));
        let status;
        let reply;
        try {
            const res = await doFetch(CLAUDE_APP_EXCHANGE_URL, {
                method: 'POST',
                headers: { authorization: `Bearer ${oidcToken}`, 'content-type': 'application/json', 'user-agent': 'agent-runner' },
                body: JSON.stringify({ permissions }),
                signal: AbortSignal.timeout(30_000),
            });
            status = res.status;
            reply = parseReply(await res.text());
        }
        catch (error) {
            failure = error instanceof Error ? (error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message) : String(error);
            continue;
        }
        if (status >= 200 && status < 300) {
            const token = typeof reply.token === 'string' ? reply.token : typeof reply.app_token === 'string' ? reply.app_token : '';
            return token !== '' ? { ok: true, token } : { ok: false, error: `HTTP ${status} without a token in the answer`, workflowValidation: false };
        }
        const message = messageOf(reply) ?? `HTTP ${status}`;
        failure = `HTTP ${status}: ${message}`;
        if (status < 500)
            return { ok: false, error: failure, workflowValidation: isWorkflowValidation(status, reply, message) };
    }
    return { ok: false, error: `${failure} (after ${ATTEMPTS} attempts)`, workflowValidation: false };
}
function parseReply(text) {
    try {
        const parsed = JSON.parse(text);
        return typeof parsed === 'object' && parsed !== null ? parsed : {};
    }
    catch {
        return { message: text.slice(0, 200) };
    }
}
function messageOf(reply) {
    if (typeof reply.error?.message === 'string')
        return reply.error.message;
    return typeof reply.message === 'string' && reply.message !== '' ? reply.message : undefined;
}
/** As claude-code-action reads it: the error code, or a 401 saying "workflow validation failed". */
function isWorkflowValidation(status, reply, message) {
    if (reply.error?.details?.error_code === 'workflow_not_found_on_default_branch')
        return true;
    return status === 401 && /workflow validation failed/i.test(message);
}


/***/ })

};
