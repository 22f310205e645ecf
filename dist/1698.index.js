export const id = 1698;
export const ids = [1698];
export const modules = {

/***/ 72664:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ startComment),
/* harmony export */   k: () => (/* binding */ threadComment)
/* harmony export */ });
/* harmony import */ var _actions_core_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82327);

/** One status comment per thread, as claude-code-action keeps it with use_sticky_comment and in its tag mode. */
function threadComment(settings, tagMode) {
    return settings.github.stickyThread || tagMode ? { threadComment: true } : {};
}
/**
 * The \ud83d\udc40 reaction and the first comment, under way while the run starts (GitHub's round trips need not delay the
 * model's); the comment is handed to the post step once written. Never rejects. `reacted`: the \ud83d\udc40 already sent.
 */
function startComment(step, reporter, reacted) {
    return reporter
        .start(reacted)
        .then(() => {
        const state = reporter.postState();
        if (state)
            step.fileCommands.write(() => _actions_core_js__WEBPACK_IMPORTED_MODULE_0__.saveState('comment', JSON.stringify(state)));
    })
        .catch((error) => _actions_core_js__WEBPACK_IMPORTED_MODULE_0__.warning(`Could not save the comment for the post step: ${error instanceof Error ? error.message : String(error)}`));
}


/***/ }),

/***/ 21698:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   refuse: () => (/* binding */ refuse),
/* harmony export */   runInfo: () => (/* binding */ runInfo),
/* harmony export */   startFirstComment: () => (/* binding */ startFirstComment)
/* harmony export */ });
/* harmony import */ var _actions_core_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(82327);
/* harmony import */ var _report_github_comment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(85471);
/* harmony import */ var _report_github_github_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51253);
/* harmony import */ var _report_github_maintenance_pr_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34568);
/* harmony import */ var _report_github_branch_naming_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(42081);
/* harmony import */ var _comment_start_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(72664);
/* harmony import */ var _claude_tag_mode_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(37633);
/* harmony import */ var _runner_context_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(11110);
/* harmony import */ var _step_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(80723);
/* harmony import */ var _agent_agent_memory_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5855);










/** The working comment, started beside the \ud83d\udc40 the run already sent (`reacted`): the reporter learns the rest later (`settle`). */
function startFirstComment(step, settings, octokit, admitted) {
    const { task, strict, token, reacted } = admitted;
    const info = { ...runInfo(step.runner, settings, [], token, (0,_step_js__WEBPACK_IMPORTED_MODULE_7__/* .appLogin */ .PF)(step)), ...(0,_comment_start_js__WEBPACK_IMPORTED_MODULE_4__/* .threadComment */ .k)(settings, (0,_claude_tag_mode_js__WEBPACK_IMPORTED_MODULE_5__/* .claudeTagMode */ .q)(settings, task, strict)) };
    const reporter = new _report_github_github_report_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubReporter */ .J(octokit, task, info, _actions_core_js__WEBPACK_IMPORTED_MODULE_0__.info);
    return { reporter, started: (0,_comment_start_js__WEBPACK_IMPORTED_MODULE_4__/* .startComment */ .e)(step, reporter, reacted) };
}
/** A refused actor's answer on the thread: one comment, no \ud83d\udc40, no model call. */
async function refuse(step, settings, octokit, token, task, reason) {
    await new _report_github_github_report_js__WEBPACK_IMPORTED_MODULE_2__/* .GitHubReporter */ .J(octokit, task, runInfo(step.runner, settings, [], token, (0,_step_js__WEBPACK_IMPORTED_MODULE_7__/* .appLogin */ .PF)(step)), _actions_core_js__WEBPACK_IMPORTED_MODULE_0__.info).refuse(reason);
}
function dropInBranchNaming(inputs, serverUrl) {
    const { bot, ...naming } = inputs;
    return bot ? { ...naming, identity: (0,_report_github_branch_naming_js__WEBPACK_IMPORTED_MODULE_9__/* .botIdentity */ .C)(bot.id, bot.name, serverUrl) } : naming;
}
/** What the reporter knows of the run: where it runs, what it leaves out of the patch, how it names branches. */
function runInfo(runner, settings, restoredPaths, token, login) {
    return {
        ...(0,_runner_context_js__WEBPACK_IMPORTED_MODULE_6__/* .runLink */ .u)(runner),
        cwd: settings.workingDirectory,
        exclude: [...restoredPaths, '.agent-runner', _agent_agent_memory_js__WEBPACK_IMPORTED_MODULE_8__/* .LOCAL_AGENT_MEMORY_DIR */ .cT],
        defaultBranch: runner.refName ?? 'main',
        userToken: token !== undefined && (0,_report_github_comment_js__WEBPACK_IMPORTED_MODULE_1__/* .isUserToken */ .bg)(token),
        ...(login ? { login } : {}),
        stableBranch: settings.github.branch ?? (0,_report_github_maintenance_pr_js__WEBPACK_IMPORTED_MODULE_3__/* .stableBranchName */ .$x)(runner.workflow, runner.job),
        branchNaming: dropInBranchNaming(settings.github.dropInGit, runner.serverUrl),
        serverUrl: runner.serverUrl,
    };
}


/***/ }),

/***/ 96480:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jz: () => (/* binding */ isAgentCommit),
/* harmony export */   uI: () => (/* binding */ trailingAgentCommits),
/* harmony export */   v$: () => (/* binding */ agentTrailer)
/* harmony export */ });
/* unused harmony export AGENT_TRAILER */
/**
 * How a commit says the agent made it: a trailer naming the run. The CI-fix loop stop counts these
 * at a pull request's head, and the maintenance branch refuses to overwrite commits without one.
 */
const AGENT_TRAILER = 'Agent-Runner-Run:';
function agentTrailer(runId) {
    return `${AGENT_TRAILER} ${runId.replace(/[^\w.-]/g, '')}`;
}
function isAgentCommit(message) {
    return message.split('\n').some((line) => line.startsWith(AGENT_TRAILER));
}
/** How many commits at the end of `messages` (oldest first) the agent made in a row. */
function trailingAgentCommits(messages) {
    let n = 0;
    for (let i = messages.length - 1; i >= 0 && isAgentCommit(messages[i] ?? ''); i--)
        n++;
    return n;
}


/***/ }),

/***/ 45117:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U3: () => (/* binding */ WORKFLOW_PUSH_HOW),
/* harmony export */   xD: () => (/* binding */ runPowersFor)
/* harmony export */ });
/* unused harmony exports POWERS, WORKFLOW_CODE, workflowCodePaths, RunPowers */
/**
 * Every power, what grants it (as docs/security.md says it), and where it is held: `check` \u2014 the file asks this module
 * before each use; `decision` \u2014 the permission decision and the token are all there is (the runner adds no reach);
 * `configuration` \u2014 the address comes from the workflow's configuration, never from the model.
 */
const POWERS = {
    'push-bridge': {
        grant: "the `push` input other than `none`, and the job token's `contents: write`; only a new branch (or one this run's bridge created, fast-forward), never the default branch or the pull request's base; never a change under `.github/workflows/`, nor one under `.github/actions/` unless the workflow sets `push` itself",
        checkedIn: 'src/github-tools/git-push-bridge.ts',
        held: 'check',
    },
    'end-of-run-push': {
        grant: "the `push` input other than `none`, and the job token's `contents: write`; `branch` and `pull_request` create a new branch only; `pr_branch` fast-forwards the pull request's head, and when that head is the default branch or the base pushes a new branch instead, and the comment says why; a change under `.github/workflows/` or `.github/actions/` only when the workflow sets `push` itself (a default push leaves the whole change a patch and says why)",
        checkedIn: 'src/report/github/runner-push.ts',
        held: 'check',
    },
    'unfinished-push': {
        grant: "the `push` input other than `none`, and the job token's `contents: write`; a run that stopped before it finished (turns, budget, timeout, an outage, a cancel) pushes its work so far to a new branch `agent/unfinished/\u2026` only: never the pull request's branch, the default branch or the base; a change under `.github/workflows/` or `.github/actions/` only when the workflow sets `push` itself",
        checkedIn: 'src/report/github/unfinished-branch.ts',
        held: 'check',
    },
    'run-artifact': {
        grant: 'the `upload_artifacts` input (default true) and a runner that gives the step its runtime token; the runner uploads its own patch and transcript (redacted), under a name made of the job, step, attempt and job run only',
        checkedIn: 'src/report/artifacts.ts',
        held: 'configuration',
    },
    'github-write-thread': {
        grant: "the permission decision for the tool or bridged command, and the job token's `issues: write` or `pull-requests: write`; only the issue or pull request the run is on",
        checkedIn: 'src/github-tools/gh-issues.ts',
        held: 'check',
    },
    'github-write-elsewhere': {
        grant: 'never for a run on an issue or pull request, whatever its rules or mode; for a run on none (schedule, dispatch), an allow rule naming the tool (`mcp__github__update_issue`) or the bridged command (`Bash(gh issue comment:*)`) itself \u2014 no mode, no wildcard rule',
        checkedIn: 'src/github-tools/official-tools.ts',
        held: 'check',
    },
    'web-fetch': {
        grant: 'the permission decision; with the sandbox on, a host `sandbox.network.allowedDomains` or a `WebFetch(domain:\u2026)` allow rule names (a loopback, private or link-local address only when one names that host exactly); link-local and metadata addresses are never reached with the sandbox off',
        checkedIn: 'src/tools/web-page.ts',
        held: 'check',
    },
    'web-search': {
        grant: 'the permission decision; with the sandbox on, an allow rule naming `WebSearch` (the query leaves the runner)',
        checkedIn: 'src/session/tools-step.ts',
        held: 'check',
    },
    'ci-logs': {
        grant: "an allow rule or mode for the CI tools, and the job token's `actions: read`; the job's repository only",
        checkedIn: 'src/github-tools/ci-tools.ts',
        held: 'decision',
    },
    'mcp-http': {
        grant: "the server's configuration only: the `mcp_config` input, or `.mcp.json` and settings from the base commit on a pull request; the model names no address",
        checkedIn: 'src/mcp/config.ts',
        held: 'configuration',
    },
    'http-hook': {
        grant: "the hook's configuration only: the workflow's settings, or `.claude/settings.json` from the base commit on a pull request",
        checkedIn: 'src/hooks/config.ts',
        held: 'configuration',
    },
};
/** The grants of a run on `task` with this push: its thread, the pull request's base and the repository's default branch. */
function runPowersFor(task, push, explicitPush = false) {
    // A CI fix (workflow_run) has no issue number of its own: the pull request whose run failed is its thread.
    const upstream = task.upstreamRun?.pullRequestNumbers;
    const number = task.issueNumber ?? task.pr?.number ?? (upstream?.length === 1 ? upstream[0] : undefined);
    const isPullRequest = task.issueNumber === undefined ? number !== undefined : task.isPullRequest;
    return new RunPowers({
        push,
        ...(explicitPush ? { explicitPush } : {}),
        ...(task.repo.defaultBranch ? { defaultBranch: task.repo.defaultBranch } : {}),
        ...(number !== undefined ? { thread: { number, isPullRequest, ...(task.pr ? { baseRef: task.pr.baseRef } : {}) } } : {}),
    });
}
/**
 * The code a workflow runs with the repository's secrets: its workflow files, and the local actions (composite or
 * JavaScript) they reference as `./.github/actions/\u2026`. A push the workflow did not ask for never changes it.
 */
const WORKFLOW_CODE = ['.github/workflows/', '.github/actions/'];
/** The paths among `paths` that are workflow code. */
function workflowCodePaths(paths) {
    return paths.filter((p) => WORKFLOW_CODE.some((dir) => p.startsWith(dir)));
}
/** The next step for a reader when workflow code is held back: the workflow's own `push`, with a token that may push it. */
const WORKFLOW_PUSH_HOW = 'set `push:` (`branch`, `pr_branch` or `pull_request`) in the workflow to let the run push workflow changes, with a token that has the `workflows` permission';
const refuse = (why) => ({ refused: true, why });
/**
 * The one capability check. Built from the workflow's grants; the run's allow rules are added once the policy is
 * merged (session start), and only rules that name a command or tool exactly grant anything beyond the thread.
 */
class RunPowers {
    grants;
    rules = [];
    review = false;
    constructor(grants) {
        this.grants = grants;
    }
    /**
     * Whether the run's rules let it leave review comments (the inline comment tool's permission decision, made once the
     * policy is merged): what lets ReportFindings' findings become inline comments. Default: no.
     */
    setReviewAllowed(allowed) {
        this.review = allowed;
    }
    reviewAllowed() {
        return this.review;
    }
    /** The run's allow rules (workflow inputs, and the repository's settings from the base commit on a pull request). */
    setAllowRules(rules) {
        this.rules = rules;
    }
    /** Branches no push of this run may move: the default branch and the pull request's base. */
    protectedBranches() {
        return [...new Set([this.grants.defaultBranch, this.grants.thread?.baseRef].filter((b) => b !== undefined && b !== ''))];
    }
    /** Why `branch` must not be moved, or undefined. */
    protectedBranch(branch) {
        if (branch === this.grants.defaultBranch)
            return `${branch} is the repository's default branch`;
        if (branch === this.grants.thread?.baseRef)
            return `${branch} is the pull request's base branch`;
        return undefined;
    }
    /**
     * The end-of-run push onto a pull request's own branch (`pr_branch`, tag mode): undefined when it may fast-forward
     * `head`, else why not \u2014 the caller pushes a new branch instead and says so.
     */
    prBranchPush(head) {
        return this.protectedBranch(head);
    }
    /** The push of a stopped run's work so far: a new `agent/unfinished/\u2026` branch, and only where the workflow grants a push. */
    unfinishedPush(branch) {
        if (this.grants.push === 'none')
            return refuse('the workflow grants no push (its `push` input is none): the work so far stays in the patch and the artifact');
        if (!branch.startsWith('agent/unfinished/'))
            return refuse(`${branch} is not an agent/unfinished/ branch: a stopped run's work never goes onto a branch as if done`);
        return this.protectedBranch(branch) ? refuse(`${this.protectedBranch(branch)}: no push of this run moves it`) : undefined;
    }
    /**
     * A push of these changed paths (any push: the end of the run, a stopped run's work, the bridge): refused when it
     * changes workflow code and the workflow did not set `push` itself. The whole push is refused, never a part of it:
     * a branch without its workflow half would read as the whole change.
     */
    workflowChange(paths) {
        if (this.grants.explicitPush)
            return undefined;
        const code = workflowCodePaths(paths);
        if (code.length === 0)
            return undefined;
        const named = code.slice(0, 5).join(', ') + (code.length > 5 ? `, and ${code.length - 5} more` : '');
        return refuse(`the changes touch workflow code (${named}), which a push the workflow did not ask for never carries: workflows run with the repository's secrets`);
    }
    /** The push bridge: any push at all (no branch given), or one to the branch the agent's `git push` names. */
    bridgePush(branch) {
        if (this.grants.push === 'none')
            return refuse('the workflow grants no push (its `push` input is none): the runner creates and moves no branch for this run, whatever the permission mode; the changes stay in the patch (patch_file)');
        const fixed = branch === undefined ? undefined : this.protectedBranch(branch);
        return fixed ? refuse(`${fixed}: no push of this run moves it. Push a new branch (git checkout -b <name>)`) : undefined;
    }
    /**
     * A write to issue or pull request `number` (a comment, its title, body or labels) through `via`: the bridged
     * gh command (`gh issue comment`) or the tool's name. A run on a thread writes to that thread only (the permission
     * decision decides whether at all); a run on none, only under an allow rule naming `via` itself.
     */
    githubWrite(number, via) {
        const thread = this.grants.thread;
        if (thread?.number === number)
            return undefined;
        if (thread !== undefined)
            return refuse(`this run writes only to its own thread (#${thread.number}, the ${thread.isPullRequest ? 'pull request' : 'issue'} it is on), never to #${number}: no rule or permission mode grants a write elsewhere`);
        if (this.rules.some((rule) => namesExactly(rule, via)))
            return undefined;
        const rule = 'bash' in via ? `Bash(${via.bash}:*)` : via.tool;
        return refuse(`this run is on no issue: a write to #${number} needs an allow rule naming it (${rule}) in the workflow; no permission mode grants it`);
    }
}
/** A rule that names the command's words (`Bash(gh issue comment:*)`, `Bash(gh issue comment 12 --body x)`) or the tool, with no wildcard for the name. */
function namesExactly(rule, via) {
    if ('tool' in via)
        return rule.tool === via.tool && rule.specifier === undefined;
    if (rule.tool !== 'Bash' || rule.specifier === undefined)
        return false;
    const spec = rule.specifier.replace(/:\*$/, '');
    return spec === via.bash || spec.startsWith(`${via.bash} `);
}


/***/ }),

/***/ 42081:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ botIdentity),
/* harmony export */   e: () => (/* binding */ templatedBranchName)
/* harmony export */ });
/**
 * The new branch's name when the workflow set `branch_prefix` or `branch_name_template`; undefined
 * keeps the runner's own `agent/issue-N`. As claude-code-action: the template's `{{prefix}}`,
 * `{{entityType}}` (issue, pr; here also run), `{{entityNumber}}`, `{{timestamp}}` (YYYYMMDD-HHMM),
 * `{{sha}}` (8 characters), `{{label}}` (first label, else the entity type), `{{description}}`
 * (first 5 words of the title, kebab-case); without a template or when it comes out empty,
 * `<prefix><entityType>-<entityNumber>-<timestamp>`, lower case, at most 50 characters.
 */
function templatedBranchName(naming, entity, now) {
    if (naming.branchPrefix === undefined && naming.branchNameTemplate === undefined)
        return undefined;
    const prefix = naming.branchPrefix ?? 'claude/';
    const entityType = entity.issueNumber === undefined ? 'run' : entity.isPullRequest ? 'pr' : 'issue';
    const entityNumber = entity.issueNumber !== undefined ? String(entity.issueNumber) : entity.runId;
    const pad = (n) => String(n).padStart(2, '0');
    const timestamp = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}-${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}`;
    const label = sanitizeLabel(entity.labels?.[0] ?? '') || entityType;
    const variables = {
        prefix,
        entityType,
        entityNumber,
        timestamp,
        sha: entity.sha.slice(0, 8),
        label,
        description: entity.title ? describe(entity.title) : '',
    };
    const template = naming.branchNameTemplate?.trim();
    if (template) {
        let name = template;
        for (const [key, value] of Object.entries(variables))
            name = name.replaceAll(`{{${key}}}`, value);
        name = name.replace(/\/{2,}/g, '/').replace(/^\/+|\/+$/g, '');
        if (name.trim() !== '')
            return name;
    }
    return `${prefix}${entityType}-${entityNumber}-${timestamp}`.toLowerCase().slice(0, 50);
}
function describe(title) {
    return title
        .trim()
        .split(/\s+/)
        .slice(0, 5)
        .join('-')
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, '')
        .replace(/-+/g, '-')
        .replace(/^-|-$/g, '');
}
function sanitizeLabel(label) {
    return label
        .toLowerCase()
        .replace(/[^a-z0-9-]+/g, '-')
        .replace(/-+/g, '-')
        .replace(/^-|-$/g, '');
}
/** `<id>+<name>@users.noreply.<host>`, as claude-code-action configures git (github.com's host for github.com). */
function botIdentity(botId, botName, serverUrl) {
    let host = 'github.com';
    try {
        if (serverUrl)
            host = new URL(serverUrl).hostname;
    }
    catch {
        // A malformed server URL: github.com's address is the best guess.
    }
    return { name: botName, email: `${botId}+${botName}@users.noreply.${host}` };
}


/***/ }),

/***/ 85471:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HU: () => (/* binding */ StickyComment),
/* harmony export */   bg: () => (/* binding */ isUserToken),
/* harmony export */   yQ: () => (/* binding */ ACTIONS_BOT_LOGIN)
/* harmony export */ });
/* unused harmony export finalizeLeftoverComment */
/* harmony import */ var _saved_session_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(66806);
/* harmony import */ var _comment_render_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(47296);
/* harmony import */ var _github_sticky_marker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14873);
/* harmony import */ var _github_retry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26919);




/** A user's token (classic or fine-grained PAT, OAuth, user-to-server): `GET /user` names its owner. */
function isUserToken(token) {
    return /^(ghp_|github_pat_|gho_|ghu_)/.test(token);
}
/** The account GitHub Actions' own token writes as; `GET /user` answers 403 for it (an installation token). */
const ACTIONS_BOT_LOGIN = 'github-actions[bot]';
/**
 * The run's one comment on its issue or PR. Every method resolves, never rejects: a GitHub
 * failure becomes an error value, because the job summary and outputs still carry the result.
 */
class StickyComment {
    octokit;
    options;
    id;
    htmlUrl = '';
    pending = null;
    timer = null;
    inFlight = null;
    lastWriteAt = 0;
    finalized = false;
    login;
    loginAsked = false;
    /** The last failed write's error, for the log and the summary. */
    lastError;
    constructor(octokit, options) {
        this.octokit = octokit;
        this.options = options;
        this.id = options.commentId;
        this.login = options.login;
    }
    /** The login this run's comments are written as (after the first write, from GitHub's own answer). */
    get authorLogin() {
        return this.login;
    }
    /**
     * Whose comments may be adopted: the token's own login. A user token answers `GET /user`; an
     * installation token (GITHUB_TOKEN, an App's) gets 403 there, so it is not asked, and is taken to
     * be GitHub Actions' bot until the first comment this run posts says whose it is.
     */
    async identity() {
        if (this.login !== undefined || this.loginAsked)
            return this.login;
        this.loginAsked = true;
        if (this.options.askLogin !== true)
            return (this.login = ACTIONS_BOT_LOGIN);
        try {
            this.login = (await this.octokit.request('GET /user')).data.login;
        }
        catch (err) {
            const status = (0,_github_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .errorFacts */ .u2)(err).status;
            if (status === 403 || status === 401)
                this.login = ACTIONS_BOT_LOGIN;
            else
                this.loginAsked = false;
        }
        return this.login;
    }
    get commentId() {
        return this.id;
    }
    get url() {
        return this.htmlUrl;
    }
    /** This run's comment, by known id or by marker; the newest match wins. */
    async find() {
        const res = await (0,_github_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .withGitHubRetry */ .Cq)(() => this.lookup(), this.options.retry);
        if (!res.ok)
            return { ok: false, error: res.error };
        if (res.value) {
            this.id = res.value.id;
            this.htmlUrl = res.value.url;
        }
        return { ok: true, value: res.value };
    }
    /** Creates the comment, or takes over this run's existing one. */
    async start(state) {
        const result = await this.upsert(state, this.options.retry);
        this.lastWriteAt = Date.now();
        if (this.pending)
            this.schedule();
        return result;
    }
    /** Throttled and coalesced: only the newest state is sent, at most once per interval. */
    progress(state) {
        if (this.finalized)
            return;
        this.pending = state;
        if (this.id !== undefined)
            this.schedule();
    }
    /** Always sends, after any in-flight progress update; creates the comment if it does not exist yet. */
    async finalize(state) {
        this.finalized = true;
        this.pending = null;
        if (this.timer)
            clearTimeout(this.timer);
        this.timer = null;
        await this.inFlight;
        return this.upsert(state, this.options.retry);
    }
    schedule() {
        if (this.timer || this.inFlight || this.finalized)
            return;
        const interval = this.options.minIntervalMs ?? 5000;
        const wait = Math.max(0, this.lastWriteAt + interval - Date.now());
        this.timer = setTimeout(() => this.flushPending(), wait);
        // A pending progress update must not keep the process alive after the run.
        this.timer.unref();
    }
    flushPending() {
        this.timer = null;
        const state = this.pending;
        this.pending = null;
        if (!state || this.finalized)
            return;
        const retry = this.options.progressRetry ?? { maxAttempts: 2, maxServerWaitMs: 10_000 };
        this.inFlight = this.upsert(state, retry).then(() => {
            this.inFlight = null;
            this.lastWriteAt = Date.now();
            if (this.pending && !this.finalized)
                this.schedule();
        });
    }
    async upsert(state, retry) {
        const body = (0,_comment_render_js__WEBPACK_IMPORTED_MODULE_1__/* .renderComment */ .wQ)(state, this.options.render);
        const { owner, repo } = this.options;
        const res = await (0,_github_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .withGitHubRetry */ .Cq)(async () => {
            if (this.id !== undefined) {
                const id = this.id;
                try {
                    const r = await this.octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', { owner, repo, comment_id: id, body });
                    return { id: Number(r.data.id), url: r.data.html_url };
                }
                catch (err) {
                    // Someone deleted the comment: fall through and post a new one rather than lose the report.
                    if ((0,_github_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .errorFacts */ .u2)(err).status !== 404)
                        throw err;
                    this.id = undefined;
                }
            }
            // A create answered 5xx may still have landed; look before posting again so retries never duplicate.
            const existing = await this.lookup();
            if (existing) {
                const r = await this.octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', { owner, repo, comment_id: existing.id, body });
                return { id: Number(r.data.id), url: r.data.html_url };
            }
            const r = await this.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
                owner,
                repo,
                issue_number: this.options.issueNumber,
                body,
            });
            // GitHub's own answer says who we are: from now on only this author's comments are ours.
            if (r.data.user?.login)
                this.login = r.data.user.login;
            return { id: Number(r.data.id), url: r.data.html_url };
        }, withLog(retry, this.options.log, state.phase));
        if (!res.ok) {
            this.lastError = res.error;
            this.options.log?.(`comment ${state.phase} update failed: ${res.error}`);
            return { ok: false, error: res.error };
        }
        this.id = res.value.id;
        this.htmlUrl = res.value.url;
        return { ok: true, commentId: res.value.id, url: res.value.url };
    }
    async lookup() {
        const { owner, repo, issueNumber } = this.options;
        if (this.id !== undefined) {
            const id = this.id;
            try {
                const r = await this.octokit.request('GET /repos/{owner}/{repo}/issues/comments/{comment_id}', { owner, repo, comment_id: id });
                const login = await this.identity();
                if (login === undefined || r.data.user?.login === login) {
                    return { id: Number(r.data.id), url: r.data.html_url, body: r.data.body ?? '', marker: (0,_comment_render_js__WEBPACK_IMPORTED_MODULE_1__/* .parseStickyMarker */ .Dp)(r.data.body ?? '') };
                }
                this.options.log?.(`comment ${id} is not the runner's own (written by ${r.data.user?.login ?? 'unknown'}): not adopted`);
            }
            catch (err) {
                if ((0,_github_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .errorFacts */ .u2)(err).status !== 404)
                    throw err;
            }
        }
        const marker = (0,_github_sticky_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .stickyMarkerFor */ .R7)(this.options.runId);
        // Anyone can write the marker into a comment: only the runner's own identity's comments are adopted.
        const login = await this.identity();
        if (login === undefined)
            return null;
        let found = null;
        let earlier = null;
        for (let page = 1; page <= 50; page++) {
            const r = await this.octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
                owner,
                repo,
                issue_number: issueNumber,
                per_page: 100,
                page,
            });
            for (const c of r.data) {
                if (c.user?.login !== login || !c.body)
                    continue;
                const comment = { id: Number(c.id), url: c.html_url, body: c.body, marker: (0,_comment_render_js__WEBPACK_IMPORTED_MODULE_1__/* .parseStickyMarker */ .Dp)(c.body) };
                if (c.body.includes(marker))
                    found = comment;
                // Another run's report, finished: a run still working keeps its own comment, and so does one waiting for an
                // answer (its question and the saved session's marker stay for the reply's run: src/action/resume-step.ts).
                else if (this.options.adoptThread && comment.marker && comment.marker.phase !== 'working' && (0,_saved_session_js__WEBPACK_IMPORTED_MODULE_0__/* .findSessionMarker */ .AZ)(c.body) === undefined)
                    earlier = comment;
            }
            if (r.data.length < 100)
                break;
        }
        if (!found && earlier)
            this.options.log?.(`editing the thread's earlier report (comment ${earlier.id}) instead of posting another (use_sticky_comment)`);
        return found ?? earlier;
    }
}
function withLog(retry, log, phase) {
    if (!log)
        return retry ?? {};
    return {
        ...retry,
        onRetry: (info) => {
            log(`comment ${phase} update: attempt ${info.attempt} failed (${info.status ?? 'network'}: ${info.error}); retrying in ${Math.round(info.waitMs)} ms`);
            retry?.onRetry?.(info);
        },
    };
}
/**
 * For the post step: finalizes this run's comment if the main step left it unfinished (a
 * cancelled job never reaches the main step's `finally`). `makeState` gets the last turn count
 * and cost the comment recorded.
 */
async function finalizeLeftoverComment(octokit, options, makeState) {
    const sticky = new StickyComment(octokit, options);
    const found = await sticky.find();
    if (!found.ok)
        return { outcome: 'error', error: found.error };
    if (!found.value)
        return { outcome: 'none' };
    const marker = found.value.marker;
    if (!marker || marker.phase !== 'working')
        return { outcome: 'already_final' };
    const write = await sticky.finalize(makeState(marker));
    return write.ok ? { outcome: 'finalized', write } : { outcome: 'error', error: write.error };
}


/***/ }),

/***/ 6270:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ commitableFiles),
/* harmony export */   k: () => (/* binding */ createCommit)
/* harmony export */ });
/* harmony import */ var _github_retry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26919);
/* harmony import */ var _push_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15806);


/** The files a commit would hold: unsafe paths refused, excluded ones set aside. */
function commitableFiles(all, exclude) {
    const files = [];
    const excludedPaths = [];
    for (const f of all) {
        const unsafe = (0,_push_files_js__WEBPACK_IMPORTED_MODULE_0__/* .unsafePathReason */ .m0)(f.path);
        if (unsafe)
            return { ok: false, error: `${JSON.stringify(f.path)} ${unsafe}` };
        if ((0,_push_files_js__WEBPACK_IMPORTED_MODULE_0__/* .isExcluded */ .RF)(f.path, exclude))
            excludedPaths.push(f.path);
        else
            files.push(f);
    }
    return { ok: true, files, excludedPaths };
}
/**
 * Blobs \u2192 a tree on the base commit's tree \u2192 a commit whose parent is `baseSha`, through the Git
 * Data API: GitHub makes and signs the commit for the token's identity. Moves no ref. Never throws.
 */
async function createCommit(octokit, o) {
    const { owner, repo } = o;
    const call = (fn) => (0,_github_retry_js__WEBPACK_IMPORTED_MODULE_1__/* .withGitHubRetry */ .Cq)(fn, o.retry);
    const picked = commitableFiles(o.files, o.exclude);
    if (!picked.ok)
        return { status: 'failed', stage: 'validate', error: picked.error };
    const { files, excludedPaths } = picked;
    if (files.length === 0)
        return { status: 'no_changes', excludedPaths };
    const baseCommit = await call(() => octokit.request('GET /repos/{owner}/{repo}/git/commits/{commit_sha}', { owner, repo, commit_sha: o.baseSha }));
    if (!baseCommit.ok)
        return { status: 'failed', stage: 'base', error: `reading base commit ${o.baseSha}: ${baseCommit.error}` };
    const tree = [];
    // One at a time: GitHub's secondary limits punish bursts of concurrent writes.
    for (const f of files) {
        if (f.content === null) {
            tree.push({ path: f.path, mode: '100644', type: 'blob', sha: null });
            continue;
        }
        const content = f.content;
        const blob = await call(() => octokit.request('POST /repos/{owner}/{repo}/git/blobs', { owner, repo, content: content.toString('base64'), encoding: 'base64' }));
        if (!blob.ok)
            return { status: 'failed', stage: 'blob', error: `${f.path}: ${blob.error}` };
        tree.push({ path: f.path, mode: f.mode, type: 'blob', sha: blob.value.data.sha });
    }
    const newTree = await call(() => octokit.request('POST /repos/{owner}/{repo}/git/trees', { owner, repo, base_tree: baseCommit.value.data.tree.sha, tree }));
    if (!newTree.ok)
        return { status: 'failed', stage: 'tree', error: newTree.error };
    const commit = await call(() => octokit.request('POST /repos/{owner}/{repo}/git/commits', {
        owner,
        repo,
        message: o.message,
        tree: newTree.value.data.sha,
        parents: [o.baseSha],
        ...(o.identity ? { author: o.identity, committer: o.identity } : {}),
    }));
    if (!commit.ok)
        return { status: 'failed', stage: 'commit', error: commit.error };
    return { status: 'committed', sha: commit.value.data.sha, committedPaths: files.map((f) => f.path), excludedPaths };
}


/***/ }),

/***/ 51253:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  J: () => (/* binding */ GitHubReporter)
});

// EXTERNAL MODULE: ./build/src/report/github/comment.js
var comment = __webpack_require__(85471);
// EXTERNAL MODULE: ./build/src/report/github/reaction.js
var reaction = __webpack_require__(77923);
// EXTERNAL MODULE: ./build/src/git/git.js
var git = __webpack_require__(50998);
// EXTERNAL MODULE: ./build/src/git/agent-commits.js
var agent_commits = __webpack_require__(96480);
// EXTERNAL MODULE: ./build/src/report/github/comment-render.js
var comment_render = __webpack_require__(47296);
// EXTERNAL MODULE: ./build/src/github/retry.js
var retry = __webpack_require__(26919);
// EXTERNAL MODULE: ./build/src/report/github/maintenance-pr.js
var maintenance_pr = __webpack_require__(34568);
// EXTERNAL MODULE: ./build/src/report/github/push.js
var github_push = __webpack_require__(27592);
// EXTERNAL MODULE: ./build/src/report/github/push-files.js
var push_files = __webpack_require__(15806);
// EXTERNAL MODULE: ./build/src/powers/grants.js
var grants = __webpack_require__(45117);
// EXTERNAL MODULE: ./build/src/report/delivery.js
var delivery = __webpack_require__(31758);
// EXTERNAL MODULE: ./build/src/text/redact-tokens.js
var redact_tokens = __webpack_require__(21439);
// EXTERNAL MODULE: ./build/src/text/untrusted-markdown.js
var untrusted_markdown = __webpack_require__(37133);
;// CONCATENATED MODULE: ./build/src/report/github/github-report-pr.js











/** The pull-request side of the report for CI fixes and the maintenance PR (see github-report.ts). */
/** Why `branch` may not take the fix: it moved since the failed run tested `expected`. Undefined when it did not. */
async function branchMoved(octokit, task, branch, expected) {
    const got = await (0,retry/* withGitHubRetry */.Cq)(() => octokit.request('GET /repos/{owner}/{repo}/git/ref/{ref}', { owner: task.repo.owner, repo: task.repo.name, ref: `heads/${branch}` }));
    if (!got.ok)
        return `could not read ${branch} before pushing: ${got.error}`;
    const now = got.value.data.object.sha;
    if (now === expected)
        return undefined;
    return `${branch} moved since the failed run (the run tested ${expected.slice(0, 7)}, the branch is now at ${now.slice(0, 7)}): nothing was pushed. The fix is in the patch below; the new commit's own CI run decides whether another fix is needed.`;
}
function runLabel(info) {
    return info.runUrl ? `[run ${info.runId}](${info.runUrl})` : `run ${info.runId}`;
}
/** This run's summary as the maintenance PR's body: the answer, then cost and turns. */
function maintenancePrBody(result, info) {
    const answer = (0,redact_tokens/* redactTokens */.O)(result.result?.trim() || 'The agent gave no summary.').replaceAll('agent-runner:', 'agent-runner-quoted:');
    // The model's words, inert as in the comment: no raw HTML, no live mention, nothing the table below ends up inside.
    return [
        (0,comment_render/* quotedAnswer */.vY)(answer.length > 20_000 ? `${answer.slice(0, 20_000)}\n\n[\u2026 cut: the full answer is in the job summary]` : answer),
        '',
        '| Result | Cost | Turns | Model |',
        '|---|---|---|---|',
        `| \`${result.subtype}\` | ${(0,comment_render/* formatUsd */.UK)(result.costUsd)} | ${result.turns} | ${(0,untrusted_markdown/* renderUntrusted */.z)(info.model ?? 'unknown', 'cell', 80)} |`,
        '',
        '_Kept up to date by Agent Runner: each run of this workflow job rebuilds this branch from the default branch and rewrites this description, instead of opening another pull request. Push a commit of your own to take the branch over; the agent then leaves it alone._',
        // The settings' attribution.pr, when the repository sets one.
        ...(info.attribution?.pr?.trim() ? ['', info.attribution.pr.trim()] : []),
    ].join('\n');
}
async function updateMaintenance(octokit, task, info, branch, result, explicit = false) {
    const baseSha = info.baseCommit ?? (await (0,git/* git */.$Y)(info.cwd, ['rev-parse', 'HEAD'])).trim();
    const { files, excludedPaths } = await (0,push_files/* changesFromGit */.aB)(info.cwd, info.exclude, baseSha);
    // An automation run's default pull request carries no workflow code: only the workflow's own `push` grants that.
    const workflowCode = (0,grants/* runPowersFor */.xD)(task, 'pull_request', explicit).workflowChange(files.map((f) => f.path));
    if (workflowCode)
        return { withheld: { why: workflowCode.why, how: `${grants/* WORKFLOW_PUSH_HOW */.U3}; meanwhile ${delivery/* APPLY_HOW */.UG}` } };
    const changedExcluded = await (0,push_files/* changedSinceStart */.fj)(info.cwd, excludedPaths, info.excludedAtStart);
    const leftOut = changedExcluded.length > 0 ? { leftOut: changedExcluded } : {};
    const summary = (result.result ?? 'Agent Runner changes').split('\n')[0]?.slice(0, 72) ?? '';
    const out = await (0,maintenance_pr/* updateMaintenancePr */.bx)(octokit, {
        owner: task.repo.owner,
        repo: task.repo.name,
        baseSha,
        baseBranch: info.branchNaming?.baseBranch ?? info.defaultBranch,
        branch,
        files,
        exclude: info.exclude,
        message: (0,github_push/* commitMessage */.df)({
            summary,
            ...(info.runUrl ? { runUrl: info.runUrl } : {}),
            trailer: (0,agent_commits/* agentTrailer */.v$)(info.runId),
            ...(info.attribution?.commit !== undefined ? { attribution: info.attribution.commit } : {}),
        }),
        title: `Agent: ${summary}`,
        report: maintenancePrBody(result, info),
        runLabel: runLabel(info),
    });
    switch (out.status) {
        case 'opened':
            return { branch: out.branch, commitSha: out.commitSha, pullRequestUrl: out.pullRequest.url, ...leftOut };
        case 'updated':
            return {
                ...leftOut,
                branch: out.branch,
                commitSha: out.commitSha,
                pullRequestUrl: out.pullRequest.url,
                note: `Updated the open pull request ${out.pullRequest.url} (branch \`${out.branch}\`, commit ${out.commitSha.slice(0, 7)}) instead of opening another.`,
            };
        case 'same_as_open':
            return {
                branch: out.branch,
                pullRequestUrl: out.pullRequest.url,
                note: `Same changes as already in ${out.pullRequest.url}: branch \`${out.branch}\` left as it was.`,
            };
        case 'same_as_closed':
            return { branch: out.branch, note: `Not opened again: these are the same changes as ${out.closed.url}, which was closed without merging.` };
        case 'refused':
            return {
                error: out.error,
                next: `merge or close the pull request on \`${branch}\` (or delete the branch): the next run then opens a fresh one`,
            };
        case 'no_changes':
            return { note: 'Nothing to commit after excluding configuration paths.' };
        case 'failed':
            return { error: out.error };
    }
}
async function maintenanceNoChanges(octokit, task, info, branch) {
    const pr = await (0,maintenance_pr/* noteNoChanges */.dp)(octokit, { owner: task.repo.owner, repo: task.repo.name, branch, runLabel: runLabel(info) });
    return pr ? `No changes: said so on ${pr.url}; branch \`${branch}\` left as it was.` : 'No changes: nothing was pushed.';
}

// EXTERNAL MODULE: ./build/src/report/headline.js
var headline = __webpack_require__(17210);
;// CONCATENATED MODULE: ./build/src/report/github/run-info.js

/** The answer, then the attribution line: the settings' `attribution.pr` when set ("" leaves none), else the runner's. */
function prBody(answer, info) {
    // The model's words, inert as in the comment: no raw HTML, no live mention.
    const quoted = answer.trim() ? (0,comment_render/* quotedAnswer */.vY)(answer.trim()) : '';
    const footer = info.attribution?.pr ?? `Opened by Agent Runner${info.runUrl ? ` in ${info.runUrl}` : ''}.`;
    return footer.trim() === '' ? quoted : `${quoted}\n\n---\n${footer}`;
}

// EXTERNAL MODULE: ./build/src/report/github/branch-naming.js
var branch_naming = __webpack_require__(42081);
;// CONCATENATED MODULE: ./build/src/report/github/runner-push.js









/**
 * The runner's own push of a finished run's changes (github-report.ts decides whether to push): the mode the run's
 * powers leave, the branch name and commit message, and for a pushed branch GitHub's link to open a pull request.
 */
/**
 * Commits the run's changes and pushes them as `asked` allows: what reached GitHub, or the error and where it failed.
 * `explicit`: the workflow set `push` itself (the only grant for a push of workflow code).
 */
async function pushRunChanges(octokit, task, info, asked, result, explicit = false) {
    if (asked === 'pr_branch' && (!task.pr || task.pr.isFork))
        return { error: 'push: pr_branch needs a pull request from this repository' };
    // No push moves the default branch or the pull request's base: such a pull request's changes go to a new branch.
    const powers = (0,grants/* runPowersFor */.xD)(task, asked, explicit);
    const fixed = asked === 'pr_branch' && task.pr ? powers.prBranchPush(task.pr.headRef) : undefined;
    const mode = fixed ? 'branch' : asked;
    const baseSha = info.baseCommit ?? (await (0,git/* git */.$Y)(info.cwd, ['rev-parse', 'HEAD'])).trim();
    if (mode === 'pr_branch' && task.ciFix && task.pr) {
        const moved = await branchMoved(octokit, task, task.pr.headRef, task.pr.headSha);
        if (moved)
            return {
                error: moved,
                next: "the fix was not pushed because the branch moved: the new commit's own CI run decides whether another fix is needed; to use this one, apply the patch below",
            };
    }
    const { files, excludedPaths } = await (0,push_files/* changesFromGit */.aB)(info.cwd, info.exclude, baseSha);
    const workflowCode = powers.workflowChange(files.map((f) => f.path));
    if (workflowCode)
        return { withheld: { why: workflowCode.why, how: `${grants/* WORKFLOW_PUSH_HOW */.U3}; meanwhile ${delivery/* APPLY_HOW */.UG}` } };
    const changedExcluded = await (0,push_files/* changedSinceStart */.fj)(info.cwd, excludedPaths, info.excludedAtStart);
    const leftOut = changedExcluded.length > 0 ? { leftOut: changedExcluded } : {};
    const summary = (result.result ?? 'Agent Runner changes').split('\n')[0]?.slice(0, 72) ?? '';
    const message = (0,github_push/* commitMessage */.df)({
        summary,
        ...(info.runUrl ? { runUrl: info.runUrl } : {}),
        ...(task.issueNumber !== undefined ? { issueNumber: task.issueNumber } : {}),
        trailer: (0,agent_commits/* agentTrailer */.v$)(info.runId),
        ...(info.attribution?.commit !== undefined ? { attribution: info.attribution.commit } : {}),
    });
    const naming = info.branchNaming ?? {};
    const issue = task.issueNumber !== undefined ? { issueNumber: task.issueNumber } : {};
    const templated = mode === 'pr_branch'
        ? undefined
        : (0,branch_naming/* templatedBranchName */.e)(naming, { ...issue, isPullRequest: task.isPullRequest, runId: info.runId, sha: baseSha, ...untrustedNaming(task) }, new Date());
    const baseBranch = task.pr?.baseRef ?? naming.baseBranch ?? info.defaultBranch;
    const outcome = await (0,github_push/* pushChanges */.kk)(octokit, {
        owner: task.repo.owner,
        repo: task.repo.name,
        baseSha,
        baseBranch,
        mode,
        branchName: mode === 'pr_branch' && task.pr ? task.pr.headRef : (templated ?? (0,github_push/* defaultBranchName */.pe)({ ...issue, runId: info.runId })),
        ...(templated !== undefined ? { namedByWorkflow: true } : {}),
        ...(naming.identity ? { identity: naming.identity } : {}),
        files,
        exclude: info.exclude,
        protectedBranches: powers.protectedBranches(),
        message,
        prTitle: `Agent: ${summary}`,
        prBody: prBody(result.result ?? '', info),
    });
    if (outcome.status === 'failed')
        return { error: `${outcome.stage}: ${outcome.error}`, stage: outcome.stage };
    if (outcome.status === 'no_changes')
        return { error: 'nothing to commit after excluding configuration paths', ...leftOut };
    if (outcome.pullRequest)
        return { branch: outcome.branch, commitSha: outcome.commitSha, pullRequestUrl: outcome.pullRequest.url, ...leftOut };
    const compare = mode === 'branch' ? createPullRequestUrl(task, info, baseBranch, outcome.branch) : undefined;
    const why = fixed
        ? {
            why: `Pushed to a new branch, \`${outcome.branch}\`, not to pull request #${task.pr?.number ?? ''}'s branch: ${fixed}, which no push of the runner moves`,
        }
        : {};
    const onPullRequest = mode === 'pr_branch' && task.pr ? { onPullRequest: task.pr.number } : {};
    return {
        branch: outcome.branch,
        commitSha: outcome.commitSha,
        ...(compare ? { createPullRequestUrl: compare } : {}),
        ...why,
        ...onPullRequest,
        ...leftOut,
    };
}
/** GitHub's "open a pull request" page for a pushed branch, as claude-code-action links it (its title and body made by the runner, not the model). */
function createPullRequestUrl(task, info, base, branch) {
    if (!info.serverUrl)
        return undefined;
    const strict = (text) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const ref = (name) => strict(name).replaceAll('%2F', '/');
    const entity = task.issueNumber === undefined ? undefined : `${task.isPullRequest ? 'PR' : 'Issue'} #${task.issueNumber}`;
    const title = entity ? `${entity}: changes from Agent Runner` : 'Changes from Agent Runner';
    const body = [
        entity ? `Addresses ${entity.toLowerCase().replace('pr ', 'pull request ')}.` : '',
        info.runUrl ? `Made by Agent Runner in ${info.runUrl}.` : '',
    ]
        .filter((line) => line !== '')
        .join('\n\n');
    const repo = `${strict(task.repo.owner)}/${strict(task.repo.name)}`;
    return `${info.serverUrl.replace(/\/+$/, '')}/${repo}/compare/${ref(base)}...${ref(branch)}?quick_pull=1&title=${strict(title)}&body=${strict(body)}`;
}
/** The first label and the title, which claude-code-action's {{label}} and {{description}} are made from (reduced to [a-z0-9-] there). */
function untrustedNaming(task) {
    return { ...(task.untrusted.labels ? { labels: task.untrusted.labels } : {}), ...(task.untrusted.title ? { title: task.untrusted.title } : {}) };
}

// EXTERNAL MODULE: ./build/src/report/github/checklist-render.js + 1 modules
var checklist_render = __webpack_require__(63147);
;// CONCATENATED MODULE: ./build/src/report/github/unfinished-branch.js




/**
 * A run that stopped before it finished keeps its work where the workflow grants a push: a new branch named as
 * unfinished, `agent/unfinished/issue-12-run-<run id>` (or `\u2026/run-<run id>`), never the pull request's branch as if
 * done, never the default branch or the base (src/powers). Its name holds only the runner's run id and the thread's
 * number, nothing the model or the event's text chose. No pull request is opened for it.
 */
/** The stops whose work is unfinished. A failed check (check_failed) pushes nothing by its own rule; a refusal or a bad
 * structured answer is no work cut short. */
const UNFINISHED = new Set(['max_turns', 'budget', 'timeout', 'cancelled', 'api_error', 'context_window', 'error']);
function isUnfinished(result) {
    return result.isError && UNFINISHED.has(result.cause);
}
const STOPPED_AT = {
    max_turns: 'the turn limit',
    budget: 'the budget limit',
    timeout: 'the time limit',
    cancelled: 'a cancel',
    api_error: 'an API outage',
    context_window: 'the context window',
};
/** The line under the stop that says what the pushed branch is. */
const UNFINISHED_WHY = "Unfinished: the work so far, on a branch of its own \u2014 not the pull request's branch, not a finished change; continue from it, or open a pull request once it is done.";
function unfinishedBranchName(target) {
    return `agent/unfinished/${target.issueNumber !== undefined ? `issue-${target.issueNumber}-` : ''}run-${target.runId}`;
}
async function pushUnfinished(octokit, task, info, result, push, baseSha, explicit = false) {
    const branchName = unfinishedBranchName({ ...(task.issueNumber !== undefined ? { issueNumber: task.issueNumber } : {}), runId: info.runId });
    const powers = (0,grants/* runPowersFor */.xD)(task, push, explicit);
    const refused = powers.unfinishedPush(branchName);
    if (refused)
        return { error: refused.why };
    const { files, excludedPaths } = await (0,push_files/* changesFromGit */.aB)(info.cwd, info.exclude, baseSha);
    const workflowCode = powers.workflowChange(files.map((f) => f.path));
    if (workflowCode)
        return { error: workflowCode.why, next: grants/* WORKFLOW_PUSH_HOW */.U3 };
    const outcome = await (0,github_push/* pushChanges */.kk)(octokit, {
        owner: task.repo.owner,
        repo: task.repo.name,
        baseSha,
        baseBranch: task.pr?.baseRef ?? info.defaultBranch,
        mode: 'branch',
        branchName,
        ...(info.branchNaming?.identity ? { identity: info.branchNaming.identity } : {}),
        files,
        exclude: info.exclude,
        protectedBranches: powers.protectedBranches(),
        message: (0,github_push/* commitMessage */.df)({
            summary: `Unfinished: work so far, stopped at ${STOPPED_AT[result.cause] ?? 'an error'}`,
            ...(info.runUrl ? { runUrl: info.runUrl } : {}),
            ...(task.issueNumber !== undefined ? { issueNumber: task.issueNumber } : {}),
            trailer: (0,agent_commits/* agentTrailer */.v$)(info.runId),
            ...(info.attribution?.commit !== undefined ? { attribution: info.attribution.commit } : {}),
        }),
    });
    if (outcome.status === 'failed')
        return { error: `${outcome.stage}: ${outcome.error}` };
    if (outcome.status === 'no_changes')
        return { error: 'nothing to commit after excluding configuration paths' };
    // createBranch may have made the name unique with the commit (`\u2026-<sha>`): still under agent/unfinished/.
    const leftOut = await (0,push_files/* changedSinceStart */.fj)(info.cwd, excludedPaths, info.excludedAtStart);
    return { branch: outcome.branch, commitSha: outcome.commitSha, ...(leftOut.length > 0 ? { leftOut } : {}) };
}

;// CONCATENATED MODULE: ./build/src/report/github/github-report.js









/**
 * Everything the run tells GitHub: the \ud83d\udc40 reaction, one sticky comment updated as the run goes and
 * finalized on every path, and the push of the changes. GitHub failures are logged, never thrown:
 * the job summary and outputs still carry the result.
 */
class GitHubReporter {
    octokit;
    task;
    info;
    log;
    sticky;
    turns = 0;
    costUsd = 0;
    /** Tools started and not yet ended, by tool_use id (read-only ones run side by side). */
    running = new Map();
    /** The task list as last reported, and every question asked: the comment shows both while the run goes on. */
    tasks = [];
    questions = [];
    /** The reaction and the first comment write, under way while the run starts: every later write waits for them. */
    started;
    /** What the agent wrote into the comment through update_claude_comment (the latest). */
    agentComment;
    /** Lines added during the run (the review's outcome), for the comment and the summary. */
    lateNotes = [];
    constructor(octokit, task, info, log) {
        this.octokit = octokit;
        this.task = task;
        this.info = info;
        this.log = log;
        if (task.issueNumber !== undefined) {
            this.sticky = new comment/* StickyComment */.HU(octokit, {
                owner: task.repo.owner,
                repo: task.repo.name,
                issueNumber: task.issueNumber,
                runId: info.runId,
                log,
                askLogin: info.userToken === true,
                ...(info.threadComment ? { adoptThread: true } : {}),
                ...(info.login ? { login: info.login } : {}),
            });
        }
    }
    /**
     * What the trigger learned after the first sign went out (the pull request, the thread, the checkout's commit) and
     * the run's final settings: for the push and the final comment. The comment stays on the same thread.
     */
    settle(task, info) {
        if (task.issueNumber !== this.task.issueNumber)
            throw new Error('the run moved to another thread after its first comment');
        this.task = task;
        // The session's model, once it started, stays: the settings' guess never replaces it.
        this.info = { ...info, ...(this.info.model !== undefined ? { model: this.info.model } : {}) };
    }
    postState() {
        if (this.task.issueNumber === undefined)
            return undefined;
        return {
            owner: this.task.repo.owner,
            repo: this.task.repo.name,
            issueNumber: this.task.issueNumber,
            runId: this.info.runId,
            ...(this.info.runUrl ? { runUrl: this.info.runUrl } : {}),
            ...(this.sticky?.commentId !== undefined ? { commentId: this.sticky.commentId } : {}),
            ...(this.sticky?.authorLogin !== undefined ? { login: this.sticky.authorLogin } : {}),
        };
    }
    /**
     * The \ud83d\udc40 reaction and the "working" comment, side by side (neither waits for the other's round trip). The run need
     * not wait for them (GitHub's round trips are not the model's): progress written meanwhile is kept for after, and
     * `finish` and `refuse` wait for them first. `reacted`: the \ud83d\udc40 the run sent already, before it loaded this code
     * (issue 37's first sign); it is not sent again.
     */
    start(reacted) {
        this.started ??= Promise.all([reacted ?? (0,reaction/* reactToTrigger */.l)(this.octokit, this.task, this.log), this.sticky?.start(this.working())])
            .then(() => undefined)
            .catch((error) => this.log(`Could not start the comment: ${error instanceof Error ? error.message : String(error)}`));
        return this.started;
    }
    /** A refusal (actor without write access) is answered once, politely, with no model call. */
    async refuse(reason) {
        await this.started;
        await this.sticky?.finalize({ phase: 'refused', actor: this.task.actor, reason, runId: this.info.runId, ...this.runUrl() });
    }
    /** The sticky comment's progress, a function of the event stream: the tool running is the one started and not yet ended. */
    onEvent(event) {
        // The model the session chose: the comment names it from here on (before, it names none).
        if (event.kind === 'session_start')
            this.info = { ...this.info, model: event.session.model };
        if (event.kind === 'turn_start') {
            this.turns = event.turn;
            this.costUsd = event.costUsd;
        }
        if (event.kind === 'tool_start')
            this.running.set(event.toolUseId, event.name);
        if (event.kind === 'tool_end')
            this.running.delete(event.toolUseId);
        // A burst of task updates is one edit: the comment's progress writes are throttled and keep only the newest state.
        if (event.kind === 'task_list')
            this.tasks = event.items;
        if (event.kind === 'questions')
            this.questions.push(...event.questions);
        if (['turn_start', 'tool_start', 'task_list', 'questions'].includes(event.kind))
            this.sticky?.progress(this.working([...this.running.values()].at(-1)));
    }
    /** update_claude_comment: the agent's text goes into the comment now, and stays above the final result. */
    async writeAgentComment(body) {
        await this.started;
        if (!this.sticky)
            return { ok: false, error: 'this run has no comment (no issue or pull request)' };
        this.agentComment = body;
        const write = await this.sticky.start(this.working([...this.running.values()].at(-1)));
        return write.ok ? { ok: true, url: write.url } : { ok: false, error: write.error };
    }
    /** The comment's address and author once written: the review links it and repeats nothing its author left. */
    get comment() {
        return { ...(this.sticky?.url ? { url: this.sticky.url } : {}), ...(this.sticky?.authorLogin ? { login: this.sticky.authorLogin } : {}) };
    }
    addNotes(notes) {
        this.lateNotes.push(...notes);
    }
    /** The run ended waiting for a person: this section (report/github/waiting-render.ts) stands for its questions. */
    waiting;
    /** What reached GitHub so far: the agent's own push, the review (github-tools), then finish()'s push and comment. */
    delivery = (0,delivery/* emptyDelivery */.cS)();
    /** A delivery made outside finish() (the review, the agent's own `git push`), or one that failed. */
    addDelivery(item) {
        if ('what' in item)
            this.delivery.failed.push(item);
        else
            this.delivery.delivered.push(item);
    }
    /** The branch and commit pushed (the branch_name output, the verification's pushed_sha); undefined when nothing was. */
    get pushed() {
        for (const d of this.delivery.delivered)
            if (d.kind === 'pushed' || d.kind === 'pull_request')
                return { branch: d.branch, commitSha: d.commitSha };
        return undefined;
    }
    /** Push (when asked) and finalize the comment. Returns what reached GitHub and the lines the summary should add. */
    async finish(report) {
        const { result, patch, push } = report;
        await this.started;
        const notes = [];
        const maintenance = this.maintenanceBranch(push);
        const agentPushed = this.pushed !== undefined;
        const changes = patch.trim() !== '';
        if (report.artifacts?.length)
            this.delivery.artifacts = report.artifacts;
        if (push !== 'none' && changes && isUnfinished(result) && !agentPushed) {
            // A stopped run's work so far, on a branch named as unfinished (src/report/github/unfinished-branch.ts).
            const baseSha = this.info.baseCommit ?? (await (0,git/* git */.$Y)(this.info.cwd, ['rev-parse', 'HEAD'])).trim();
            const kept = await pushUnfinished(this.octokit, this.task, this.info, result, push, baseSha, report.explicitPush === true);
            this.delivery.delivered.push(kept.branch && kept.commitSha && !kept.error
                ? {
                    kind: 'pushed',
                    branch: kept.branch,
                    commitSha: kept.commitSha,
                    by: 'runner',
                    why: UNFINISHED_WHY,
                    ...(kept.leftOut ? { leftOut: kept.leftOut } : {}),
                }
                : (0,delivery/* notPushed */.vs)(`the run stopped before it finished, and its work so far could not be pushed: ${kept.error ?? 'no branch'}`, kept.next ? `${kept.next}; meanwhile ${delivery/* APPLY_HOW */.UG}` : delivery/* APPLY_HOW */.UG));
        }
        else if (push !== 'none' && changes && !result.isError && !agentPushed) {
            const pushed = maintenance
                ? await updateMaintenance(this.octokit, this.task, this.info, maintenance, result, report.explicitPush === true)
                : await pushRunChanges(this.octokit, this.task, this.info, push, result, report.explicitPush === true);
            if (pushed.note)
                notes.push(pushed.note);
            this.deliverPush(pushed, report);
        }
        else if (maintenance && !result.isError && !changes) {
            notes.push(await maintenanceNoChanges(this.octokit, this.task, this.info, maintenance));
        }
        else if (changes && !agentPushed) {
            this.delivery.delivered.push(result.isError
                ? (0,delivery/* notPushed */.vs)('the run stopped before it finished', delivery/* APPLY_HOW */.UG)
                : { kind: 'patch', ...(report.notPushed ?? (0,delivery/* notPushed */.vs)('`push: none`', delivery/* APPLY_HOW */.UG)) });
        }
        const extra = [...(this.info.notes ?? []), ...this.lateNotes, ...notes];
        const face = (0,headline/* runFace */.vo)(result, this.delivery, report.face);
        const final = {
            phase: 'final',
            result,
            face,
            ...this.model(),
            patch,
            patchFile: report.patchFile,
            ...(report.afterPush ? { afterPush: report.afterPush } : {}),
            runId: this.info.runId,
            ...this.runUrl(),
            ...(this.pushed ? { pushedSha: this.pushed.commitSha } : {}),
            ...(extra.length > 0 ? { notes: extra } : {}),
            ...this.sections({ tasks: result.tasks, questions: result.questions, findings: result.findings }),
            ...(this.agentComment ? { agentComment: this.agentComment } : {}),
            ...(this.delivery.artifacts ? { artifacts: this.delivery.artifacts } : {}),
        };
        const write = await this.sticky?.finalize(final);
        if (write && !write.ok) {
            const fix = (0,delivery/* permissionFix */.jj)('comment', write.error);
            this.delivery.failed.push({ what: 'comment', error: write.error, ...(fix ? { next: fix } : {}) });
        }
        return { notes: extra, delivery: this.delivery };
    }
    /** The push's answer as what reached GitHub. A default push GitHub refuses for want of a permission leaves the patch, not a failure. */
    deliverPush(pushed, report) {
        if (pushed.withheld) {
            this.delivery.delivered.push((0,delivery/* notPushed */.vs)(pushed.withheld.why, pushed.withheld.how));
            return;
        }
        const leftOut = pushed.leftOut?.length ? { leftOut: pushed.leftOut } : {};
        if (pushed.error) {
            const what = pushed.stage === 'pull_request' ? 'pull_request' : 'push';
            const fix = pushed.next ?? (0,delivery/* permissionFix */.jj)(what, pushed.error);
            if (report.defaultPush && !pushed.next && fix && what === 'push') {
                this.delivery.delivered.push((0,delivery/* notPushed */.vs)(`the job's token may not push: ${pushed.error}`, `${fix}, and the next run pushes; meanwhile ${delivery/* APPLY_HOW */.UG}`));
                return;
            }
            if (pushed.branch && pushed.commitSha)
                this.delivery.delivered.push({ kind: 'pushed', branch: pushed.branch, commitSha: pushed.commitSha, by: 'runner' });
            this.delivery.failed.push({ what, error: pushed.error, ...(fix ? { next: fix } : {}) });
            return;
        }
        if (pushed.pullRequestUrl && pushed.branch && pushed.commitSha) {
            const number = /\/pull\/(\d+)/.exec(pushed.pullRequestUrl)?.[1];
            this.delivery.delivered.push({
                kind: 'pull_request',
                url: pushed.pullRequestUrl,
                ...(number ? { number: Number(number) } : {}),
                branch: pushed.branch,
                commitSha: pushed.commitSha,
                ...leftOut,
            });
        }
        else if (pushed.branch && pushed.commitSha) {
            this.delivery.delivered.push({
                kind: 'pushed',
                branch: pushed.branch,
                commitSha: pushed.commitSha,
                by: 'runner',
                ...(pushed.onPullRequest !== undefined ? { onPullRequest: pushed.onPullRequest } : {}),
                ...(pushed.createPullRequestUrl ? { createPullRequestUrl: pushed.createPullRequestUrl } : {}),
                ...(pushed.why ? { why: pushed.why } : {}),
                ...leftOut,
            });
        }
        else
            this.delivery.delivered.push({ kind: 'no_changes' });
    }
    /** The stable branch, when this run keeps the one maintenance PR up to date. */
    maintenanceBranch(push) {
        return push === 'pull_request' && this.task.mode === 'automation' ? this.info.stableBranch : undefined;
    }
    working(currentTool) {
        return {
            phase: 'working',
            turns: this.turns,
            costUsd: this.costUsd,
            ...this.model(),
            runId: this.info.runId,
            ...this.runUrl(),
            ...(currentTool ? { currentTool } : {}),
            ...(this.agentComment ? { agentComment: this.agentComment } : {}),
            ...this.sections({ tasks: this.tasks, questions: this.questions }),
        };
    }
    sections(state) {
        const sections = this.waiting ? [this.waiting, ...(0,checklist_render/* trackingSections */.Wm)({ tasks: state.tasks })] : (0,checklist_render/* trackingSections */.Wm)(state);
        return sections.length > 0 ? { sections } : {};
    }
    model() {
        return this.info.model !== undefined ? { model: this.info.model } : {};
    }
    runUrl() {
        return this.info.runUrl ? { runUrl: this.info.runUrl } : {};
    }
}


/***/ }),

/***/ 34568:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $x: () => (/* binding */ stableBranchName),
/* harmony export */   bx: () => (/* binding */ updateMaintenancePr),
/* harmony export */   dp: () => (/* binding */ noteNoChanges)
/* harmony export */ });
/* unused harmony export MAINTENANCE_MARKER */
/* harmony import */ var _git_agent_commits_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(96480);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50998);
/* harmony import */ var _git_commit_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6270);
/* harmony import */ var _github_retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26919);
/* harmony import */ var _push_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27592);





/**
 * One maintenance pull request per workflow job, kept up to date the way Dependabot and Renovate
 * keep theirs: a stable `agent/\u2026` branch that only the agent writes. Each run starts from the
 * default branch's head, replaces the branch with its one commit, and rewrites the PR's title and
 * body (the PR body is the report: it always describes what the branch holds). A commit on the
 * branch that is not the agent's means a human took it over: the run then leaves it alone.
 */
const MAINTENANCE_MARKER = '<!-- agent-runner:maintenance -->';
const LATEST_RUN = '**Latest run:**';
/** `agent/<workflow>-<job>` from GITHUB_WORKFLOW and GITHUB_JOB; undefined outside Actions. */
function stableBranchName(workflow, job) {
    const slug = (s) => s
        .toLowerCase()
        .replace(/[^a-z0-9._-]+/g, '-')
        .replace(/^[-.]+|[-.]+$/g, '')
        .replace(/\.{2,}/g, '.')
        .slice(0, 60);
    const parts = [workflow, job].map((p) => slug(p ?? '')).filter((p) => p !== '');
    return parts.length > 0 ? `agent/${parts.join('-')}` : undefined;
}
async function updateMaintenancePr(octokit, o) {
    const { owner, repo, branch } = o;
    const call = (fn) => (0,_github_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .withGitHubRetry */ .Cq)(fn, o.retry);
    const nameProblem = (0,_push_js__WEBPACK_IMPORTED_MODULE_2__/* .validateAgentBranchName */ .FZ)(branch);
    if (nameProblem)
        return { status: 'failed', error: nameProblem };
    const picked = (0,_git_commit_js__WEBPACK_IMPORTED_MODULE_1__/* .commitableFiles */ .J)(o.files, o.exclude);
    if (!picked.ok)
        return { status: 'failed', error: picked.error };
    if (picked.files.length === 0)
        return { status: 'no_changes' };
    const pulls = await listPulls(octokit, o, call);
    if (!pulls.ok)
        return { status: 'failed', error: `listing pull requests from ${branch}: ${pulls.error}` };
    const open = pulls.value.find((p) => p.state === 'open');
    const closed = pulls.value.find((p) => p.state === 'closed' && !p.merged);
    const head = await call(() => octokit.request('GET /repos/{owner}/{repo}/git/ref/{ref}', { owner, repo, ref: `heads/${branch}` }));
    if (!head.ok && head.status !== 404)
        return { status: 'failed', error: `reading branch ${branch}: ${head.error}` };
    const headSha = head.ok ? head.value.data.object.sha : undefined;
    let tipParents = [];
    if (headSha) {
        const tip = await call(() => octokit.request('GET /repos/{owner}/{repo}/git/commits/{commit_sha}', { owner, repo, commit_sha: headSha }));
        if (!tip.ok)
            return { status: 'failed', error: `reading ${branch}'s head commit: ${tip.error}` };
        tipParents = tip.value.data.parents.map((c) => c.sha);
        if (!(0,_git_agent_commits_js__WEBPACK_IMPORTED_MODULE_4__/* .isAgentCommit */ .Jz)(tip.value.data.message)) {
            const subject = tip.value.data.message.split('\n')[0]?.slice(0, 80) ?? '';
            return {
                status: 'refused',
                branch,
                error: `${branch} has a commit that is not the agent's since its last one (${headSha.slice(0, 7)} "${subject}"): not overwriting it. Merge or close the pull request, or delete the branch, and the next run starts afresh.`,
                ...(open ? { pullRequest: { number: open.number, url: open.url } } : {}),
            };
        }
    }
    // Already on the branch, on this very base: rewriting it would only add a force-push to the PR's history.
    if (open && tipParents.length === 1 && tipParents[0] === o.baseSha && (await sameChanges(octokit, o, open.number, picked.files, call))) {
        await setLatestRun(octokit, o, open, `${LATEST_RUN} ${o.runLabel} made the same changes again; the branch is left as it was.`, call);
        return { status: 'same_as_open', branch, pullRequest: { number: open.number, url: open.url } };
    }
    if (!open && closed && (await sameChanges(octokit, o, closed.number, picked.files, call))) {
        return { status: 'same_as_closed', branch, closed: { number: closed.number, url: closed.url } };
    }
    const made = await (0,_git_commit_js__WEBPACK_IMPORTED_MODULE_1__/* .createCommit */ .k)(octokit, {
        owner,
        repo,
        baseSha: o.baseSha,
        files: picked.files,
        exclude: o.exclude,
        message: o.message,
        ...(o.retry ? { retry: o.retry } : {}),
    });
    if (made.status === 'no_changes')
        return { status: 'no_changes' };
    if (made.status === 'failed')
        return { status: 'failed', error: `${made.stage}: ${made.error}` };
    // Only the agent writes this branch (checked above): replacing it keeps the PR one clean commit on the latest base.
    const moved = headSha
        ? await call(() => octokit.request('PATCH /repos/{owner}/{repo}/git/refs/{ref}', { owner, repo, ref: `heads/${branch}`, sha: made.sha, force: true }))
        : await call(() => octokit.request('POST /repos/{owner}/{repo}/git/refs', { owner, repo, ref: `refs/heads/${branch}`, sha: made.sha }));
    if (!moved.ok)
        return { status: 'failed', error: `updating ${branch}: ${moved.error}` };
    const body = renderBody(o.report, `${LATEST_RUN} ${o.runLabel} updated this branch (commit ${made.sha.slice(0, 7)}).`);
    if (open) {
        const edited = await call(() => octokit.request('PATCH /repos/{owner}/{repo}/pulls/{pull_number}', { owner, repo, pull_number: open.number, title: o.title, body }));
        if (!edited.ok)
            return { status: 'failed', error: `branch ${branch} updated, but the pull request #${open.number} was not: ${edited.error}` };
        return { status: 'updated', branch, commitSha: made.sha, pullRequest: { number: open.number, url: open.url } };
    }
    const created = await call(() => octokit.request('POST /repos/{owner}/{repo}/pulls', { owner, repo, head: branch, base: o.baseBranch, title: o.title, body }));
    if (!created.ok) {
        // A 422 after a retried 5xx can mean our own first attempt landed.
        const landed = created.status === 422 ? await listPulls(octokit, o, call) : undefined;
        const mine = landed?.ok ? landed.value.find((p) => p.state === 'open') : undefined;
        if (mine)
            return { status: 'opened', branch, commitSha: made.sha, pullRequest: { number: mine.number, url: mine.url } };
        return { status: 'failed', error: `branch ${branch} pushed, but the pull request was not opened: ${created.error}` };
    }
    return { status: 'opened', branch, commitSha: made.sha, pullRequest: { number: created.value.data.number, url: created.value.data.html_url } };
}
/** A run that changed nothing says so in the open PR's latest-run line; the branch stays as it is. */
async function noteNoChanges(octokit, o) {
    const call = (fn) => (0,_github_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .withGitHubRetry */ .Cq)(fn, o.retry);
    const pulls = await listPulls(octokit, o, call);
    const open = pulls.ok ? pulls.value.find((p) => p.state === 'open') : undefined;
    if (!open)
        return undefined;
    const edited = await setLatestRun(octokit, o, open, `${LATEST_RUN} ${o.runLabel} found nothing more to change; the branch is left as it was.`, call);
    return edited ? { number: open.number, url: open.url } : undefined;
}
/** Replaces the body's latest-run line, keeping the report of the run that last changed the branch. */
async function setLatestRun(octokit, o, pr, line, call) {
    const kept = pr.body
        .split('\n')
        .filter((l) => !l.startsWith(LATEST_RUN))
        .join('\n')
        .trimEnd();
    const body = `${kept.includes(MAINTENANCE_MARKER) ? kept : `${MAINTENANCE_MARKER}\n${kept}`}\n\n${line}`;
    const edited = await call(() => octokit.request('PATCH /repos/{owner}/{repo}/pulls/{pull_number}', { owner: o.owner, repo: o.repo, pull_number: pr.number, body }));
    return edited.ok;
}
function renderBody(report, latest) {
    return `${MAINTENANCE_MARKER}\n${report.trim()}\n\n${latest}`;
}
async function listPulls(octokit, o, call) {
    const got = await call(() => octokit.request('GET /repos/{owner}/{repo}/pulls', {
        owner: o.owner,
        repo: o.repo,
        head: `${o.owner}:${o.branch}`,
        state: 'all',
        sort: 'created',
        direction: 'desc',
        per_page: 100,
    }));
    if (!got.ok)
        return got;
    return {
        ok: true,
        value: got.value.data.map((p) => ({ number: p.number, url: p.html_url, state: p.state, merged: p.merged_at !== null, body: p.body ?? '' })),
    };
}
/** Whether the closed PR changed exactly these paths to exactly these contents. */
async function sameChanges(octokit, o, number, files, call) {
    const got = await call(() => octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', { owner: o.owner, repo: o.repo, pull_number: number, per_page: 100 }));
    if (!got.ok || got.value.data.length >= 100)
        return false;
    const theirs = new Map(got.value.data.map((f) => [f.filename, f.status === 'removed' ? null : f.sha]));
    const ours = new Map(files.map((f) => [f.path, f.content === null ? null : (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__/* .blobSha */ .wJ)(f.content)]));
    if (theirs.size !== ours.size)
        return false;
    return [...ours].every(([p, sha]) => theirs.has(p) && theirs.get(p) === sha);
}


/***/ }),

/***/ 15806:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RF: () => (/* binding */ isExcluded),
/* harmony export */   Y_: () => (/* binding */ changedFiles),
/* harmony export */   aB: () => (/* binding */ changesFromGit),
/* harmony export */   fj: () => (/* binding */ changedSinceStart),
/* harmony export */   m0: () => (/* binding */ unsafePathReason),
/* harmony export */   mD: () => (/* binding */ changedFilesFromGit),
/* harmony export */   w8: () => (/* binding */ excludedAtStart)
/* harmony export */ });
/* unused harmony export pathStates */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _process_env_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57388);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(50998);




/** Whether `p` is one of `exclude` or inside one of them (entries are repo-relative). */
function isExcluded(p, exclude) {
    const base = p.split('/').at(-1) ?? '';
    return (_process_env_js__WEBPACK_IMPORTED_MODULE_2__/* .CREDENTIAL_FILES */ .SU.test(base) ||
        exclude.some((e) => {
            const x = e.replace(/\/+$/, '');
            return x !== '' && (p === x || p.startsWith(`${x}/`));
        }));
}
/** Why a path may not go into a commit, or null when it may. */
function unsafePathReason(p) {
    if (p === '' || p.startsWith('/') || p.includes('\\') || p.includes('\0'))
        return 'not a plain relative path';
    const parts = p.split('/');
    if (parts.some((s) => s === '' || s === '.' || s === '..'))
        return 'has an empty, . or .. segment';
    if (parts.some((s) => s.toLowerCase() === '.git'))
        return 'is inside .git';
    return null;
}
/**
 * Changed, new and deleted files of the work tree against HEAD, with their content, as the
 * Git Data API needs them. Untracked files count unless git ignores them; `exclude` (restored
 * configuration, the runner's own folders) is left out. Submodules are skipped. Git runs through a
 * shadow git directory, so no filter, textconv or index flag the agent planted changes the answer.
 */
async function changedFilesFromGit(cwd, exclude = [], baseCommit) {
    return (await changesFromGit(cwd, exclude, baseCommit)).files;
}
/** The work tree's changes as `changedFilesFromGit` gives them, and the changed paths `exclude` left out (a push reports them). */
async function changesFromGit(cwd, exclude = [], baseCommit) {
    return (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .withShadowRepo */ .tI)(cwd, (repo) => changes(repo, exclude), baseCommit);
}
/** The changed files of a shadow repository (see `withShadowRepo`), content read as raw bytes. */
async function changedFiles(repo, exclude) {
    return (await changes(repo, exclude)).files;
}
async function changes(repo, exclude) {
    const root = repo.root;
    const entries = new Map();
    if (repo.base) {
        // The fresh index has no stat data: refresh it (content compared, no filter defined) before diffing.
        await repo.run(['update-index', '-q', '--refresh']).catch(() => '');
        // Plumbing: porcelain `git diff` reads base blobs to re-check same-size files, and the shadow holds
        // only the base blobs the patch asks for (each checked against its id).
        const diff = (await repo.run(['diff-index', '--name-status', '-z', '--no-renames', repo.base, '--'])).split('\0');
        for (let i = 0; i + 1 < diff.length; i += 2) {
            const status = diff[i] ?? '';
            const file = diff[i + 1] ?? '';
            if (file === '')
                continue;
            entries.set(file, status.startsWith('D') ? 'deleted' : 'present');
        }
    }
    const untracked = (await repo.run(['ls-files', '-z', '--others', '--exclude-standard'])).split('\0');
    for (const file of untracked)
        if (file !== '')
            entries.set(file, 'present');
    // The base versions must be intact even though the push never reads them: the patch shows changes
    // against them, and a push whose patch cannot be shown truthfully must not happen.
    await repo.importBaseBlobs([...entries.keys()].filter((file) => !isExcluded(file, exclude)));
    const out = [];
    const excludedPaths = [];
    for (const [file, state] of [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        if (isExcluded(file, exclude)) {
            excludedPaths.push(file);
            continue;
        }
        const abs = node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, file);
        const st = state === 'deleted' ? null : await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(abs).catch(() => null);
        if (st === null) {
            out.push({ path: file, content: null, mode: '100644' });
        }
        else if (st.isSymbolicLink()) {
            out.push({ path: file, content: Buffer.from(await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readlink(abs)), mode: '120000' });
        }
        else if (st.isFile()) {
            out.push({ path: file, content: await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readFile(abs), mode: st.mode & 0o111 ? '100755' : '100644' });
        }
    }
    return { files: out, excludedPaths };
}
/**
 * What each of `paths` holds now in `cwd` (a blob id, `-` when absent): taken before the agent's first process for the
 * changed paths `exclude` names, it tells the runner's own doing (configuration restored from the base) from the run's.
 */
async function pathStates(cwd, paths) {
    const states = {};
    for (const p of paths) {
        const abs = node_path__WEBPACK_IMPORTED_MODULE_1__.join(cwd, p);
        const st = await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.lstat(abs).catch(() => null);
        states[p] = st?.isSymbolicLink() ? (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .blobSha */ .wJ)(Buffer.from(await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readlink(abs))) : st?.isFile() ? (0,_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .blobSha */ .wJ)(await node_fs__WEBPACK_IMPORTED_MODULE_0__.promises.readFile(abs)) : '-';
    }
    return states;
}
/** The paths of `excluded` the run changed: not as they were before the agent's first process (`atStart`, from pathStates). */
async function changedSinceStart(cwd, excluded, atStart) {
    if (!atStart)
        return [...excluded];
    const now = await pathStates(cwd, excluded);
    return excluded.filter((p) => atStart[p] !== now[p]);
}
/** The changed paths `exclude` names and their states, before the agent's first process; undefined when git cannot tell. */
async function excludedAtStart(cwd, exclude, baseCommit) {
    const start = await changesFromGit(cwd, exclude, baseCommit).catch(() => undefined);
    return start ? pathStates(cwd, start.excludedPaths) : undefined;
}


/***/ }),

/***/ 27592:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FZ: () => (/* binding */ validateAgentBranchName),
/* harmony export */   RF: () => (/* reexport safe */ _push_files_js__WEBPACK_IMPORTED_MODULE_1__.RF),
/* harmony export */   df: () => (/* binding */ commitMessage),
/* harmony export */   kk: () => (/* binding */ pushChanges),
/* harmony export */   mD: () => (/* reexport safe */ _push_files_js__WEBPACK_IMPORTED_MODULE_1__.mD),
/* harmony export */   pe: () => (/* binding */ defaultBranchName)
/* harmony export */ });
/* harmony import */ var _git_commit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6270);
/* harmony import */ var _git_ref_name_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(27107);
/* harmony import */ var _github_retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(26919);
/* harmony import */ var _push_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15806);




const AGENT_BRANCH = /^agent\/[A-Za-z0-9._/-]+$/;
/** Null when `name` is a valid new branch for the runner; otherwise why not. */
function validateAgentBranchName(name) {
    if (!AGENT_BRANCH.test(name))
        return `branch name ${JSON.stringify(name)} must match agent/[A-Za-z0-9._/-]+`;
    return (0,_git_ref_name_js__WEBPACK_IMPORTED_MODULE_2__/* .gitRefProblem */ .d)(name);
}
/** A templated name: claude-code-action's whitelist (no leading dash, only letters, digits and / _ . # + , @ -), then git's rules. */
function workflowBranchProblem(name) {
    if (!/^[a-zA-Z0-9@_][a-zA-Z0-9/_.#+,@-]*$/.test(name))
        return `branch name ${JSON.stringify(name)} (from branch_prefix / branch_name_template) must start with a letter, digit, _ or @ and use only letters, digits and / _ . # + , @ -`;
    return (0,_git_ref_name_js__WEBPACK_IMPORTED_MODULE_2__/* .gitRefProblem */ .d)(name);
}
/** `agent/issue-12` or `agent/run-123456789`: the spec's `agent/<issue-or-run>`. */
function defaultBranchName(target) {
    return target.issueNumber !== undefined ? `agent/issue-${target.issueNumber}` : `agent/run-${target.runId}`;
}
/**
 * Commits `files` onto `baseSha` through the Git Data API (blobs \u2192 tree on the base tree \u2192 commit
 * \u2192 ref), so the commit is made and signed by GitHub for the token's identity and no git
 * credentials ever sit in the work tree. Never throws.
 */
async function pushChanges(octokit, options) {
    const { owner, repo, mode, retry } = options;
    const call = (fn) => (0,_github_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .withGitHubRetry */ .Cq)(fn, retry);
    const nameProblem = mode === 'pr_branch'
        ? (0,_git_ref_name_js__WEBPACK_IMPORTED_MODULE_2__/* .gitRefProblem */ .d)(options.branchName)
        : options.namedByWorkflow
            ? workflowBranchProblem(options.branchName)
            : validateAgentBranchName(options.branchName);
    if (nameProblem)
        return { status: 'failed', stage: 'validate', error: nameProblem };
    if (mode === 'pr_branch' && options.protectedBranches?.includes(options.branchName))
        return { status: 'failed', stage: 'validate', error: `${options.branchName} is the default branch or the pull request's base: the runner never moves it` };
    if (mode === 'pull_request' && (0,_git_ref_name_js__WEBPACK_IMPORTED_MODULE_2__/* .gitRefProblem */ .d)(options.baseBranch)) {
        return { status: 'failed', stage: 'validate', error: (0,_git_ref_name_js__WEBPACK_IMPORTED_MODULE_2__/* .gitRefProblem */ .d)(options.baseBranch) ?? '' };
    }
    const made = await (0,_git_commit_js__WEBPACK_IMPORTED_MODULE_0__/* .createCommit */ .k)(octokit, {
        owner,
        repo,
        baseSha: options.baseSha,
        files: options.files,
        exclude: options.exclude,
        message: options.message,
        ...(options.identity ? { identity: options.identity } : {}),
        ...(retry ? { retry } : {}),
    });
    if (made.status !== 'committed')
        return made;
    const { sha, committedPaths, excludedPaths } = made;
    const ref = mode === 'pr_branch' ? await updateBranch(octokit, options, sha, call) : await createBranch(octokit, options, sha, call);
    if (!ref.ok)
        return { status: 'failed', stage: 'ref', error: ref.error, commitSha: sha };
    const pushed = { status: 'pushed', commitSha: sha, branch: ref.branch, committedPaths, excludedPaths };
    if (mode !== 'pull_request')
        return pushed;
    const pr = await openPullRequest(octokit, options, ref.branch, call);
    if (!pr.ok)
        return { status: 'failed', stage: 'pull_request', error: `branch ${ref.branch} pushed, but: ${pr.error}`, commitSha: sha };
    return { ...pushed, pullRequest: pr.value };
}
async function createBranch(octokit, o, sha, call) {
    // A rerun on the same issue finds its branch taken: fall back to a name made unique by the commit.
    for (const branch of [o.branchName, `${o.branchName}-${sha.slice(0, 7)}`]) {
        const created = await call(() => octokit.request('POST /repos/{owner}/{repo}/git/refs', { owner: o.owner, repo: o.repo, ref: `refs/heads/${branch}`, sha }));
        if (created.ok)
            return { ok: true, branch };
        if (created.status !== 422)
            return { ok: false, error: `creating branch ${branch}: ${created.error}` };
        // 422 after a retried 5xx can mean our own first attempt landed.
        const existing = await call(() => octokit.request('GET /repos/{owner}/{repo}/git/ref/{ref}', { owner: o.owner, repo: o.repo, ref: `heads/${branch}` }));
        if (existing.ok && existing.value.data.object.sha === sha)
            return { ok: true, branch };
    }
    return { ok: false, error: `branches ${o.branchName} and ${o.branchName}-${sha.slice(0, 7)} already exist` };
}
async function updateBranch(octokit, o, sha, call) {
    const updated = await call(() => octokit.request('PATCH /repos/{owner}/{repo}/git/refs/{ref}', { owner: o.owner, repo: o.repo, ref: `heads/${o.branchName}`, sha, force: false }));
    if (updated.ok)
        return { ok: true, branch: o.branchName };
    if (updated.status === 422) {
        return {
            ok: false,
            error: `${o.branchName} moved since the run started (not a fast-forward of ${o.baseSha.slice(0, 7)}); commit ${sha.slice(0, 7)} was not pushed`,
        };
    }
    return { ok: false, error: `updating ${o.branchName}: ${updated.error}` };
}
async function openPullRequest(octokit, o, branch, call) {
    const created = await call(() => octokit.request('POST /repos/{owner}/{repo}/pulls', {
        owner: o.owner,
        repo: o.repo,
        head: branch,
        base: o.baseBranch,
        title: o.prTitle ?? o.message.split('\n')[0] ?? 'Agent changes',
        body: o.prBody ?? '',
    }));
    if (created.ok)
        return { ok: true, value: { number: created.value.data.number, url: created.value.data.html_url } };
    if (created.status !== 422)
        return created;
    const open = await call(() => octokit.request('GET /repos/{owner}/{repo}/pulls', { owner: o.owner, repo: o.repo, head: `${o.owner}:${branch}`, state: 'open' }));
    const found = open.ok ? open.value.data[0] : undefined;
    if (found)
        return { ok: true, value: { number: found.number, url: found.html_url } };
    return created;
}
/** A commit message that names the task and the run, as the spec asks. */
function commitMessage(task) {
    const subject = task.summary.replace(/\s+/g, ' ').trim().slice(0, 72) || 'Agent changes';
    const lines = [subject, ''];
    if (task.issueNumber !== undefined)
        lines.push(`Task: #${task.issueNumber}`);
    if (task.runUrl)
        lines.push(`Run: ${task.runUrl}`);
    if (task.trailer)
        lines.push(task.trailer);
    // The settings' attribution.commit (e.g. a Co-Authored-By line): in the same trailer block as the run's.
    if (task.attribution?.trim())
        lines.push(task.attribution.trim());
    return lines.join('\n').trimEnd() + '\n';
}


/***/ }),

/***/ 66806:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AZ: () => (/* binding */ findSessionMarker),
/* harmony export */   P6: () => (/* binding */ parseSaved),
/* harmony export */   ce: () => (/* binding */ sessionKey),
/* harmony export */   cn: () => (/* binding */ serializeSaved),
/* harmony export */   jv: () => (/* binding */ renderSessionMarker)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);

const SESSION_MARKER_PREFIX = '<!-- agent-runner:session ';
/** The cache key of one save (a chain that pauses twice saves twice): repository, thread, session and run. */
function sessionKey(repository, thread, sessionId, runId) {
    return `agent-runner-session-${repository}-${thread}-${sessionId}-${runId}`.replace(/[^A-Za-z0-9._-]/g, '-');
}
/** Every string in the value through the redactor (a secret a tool printed may be in a message). */
function redactDeep(value, redact) {
    if (typeof value === 'string')
        return redact(value);
    if (Array.isArray(value))
        return value.map((item) => redactDeep(item, redact));
    if (typeof value === 'object' && value !== null)
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactDeep(v, redact)]));
    return value;
}
/** The saved text (redacted) and its digest. */
function serializeSaved(saved, redact) {
    const text = JSON.stringify(redactDeep(saved, redact));
    return { text, sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex') };
}
function renderSessionMarker(marker) {
    return `${SESSION_MARKER_PREFIX}id=${marker.id} key=${marker.key} sha256=${marker.sha256} expires=${marker.expires} run=${marker.run} -->`;
}
/** The first marker at the start of a line (where the runner writes it; model text never starts a line there). */
function findSessionMarker(body) {
    const m = /^<!-- agent-runner:session id=([0-9a-f-]{36}) key=([A-Za-z0-9._-]{1,512}) sha256=([0-9a-f]{64}) expires=(\S+) run=([A-Za-z0-9._-]+) -->$/m.exec(body);
    if (!m)
        return undefined;
    const [, id = '', key = '', sha256 = '', expires = '', run = ''] = m;
    return { id, key, sha256, expires, run };
}
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * The saved session from a restored text, once it is the very one the marker names (its digest) and belongs here
 * (the repository and the thread); else why it is refused.
 */
function parseSaved(text, expected) {
    if ((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex') !== expected.sha256)
        return { ok: false, error: "its content is not what the runner's comment names (digest mismatch)" };
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return { ok: false, error: 'it is not JSON' };
    }
    if (!isRecord(value) || value.format !== 1)
        return { ok: false, error: 'it is not a saved session of this format' };
    if (value.repository !== expected.repository || value.thread !== expected.thread) {
        return { ok: false, error: `it was saved for ${String(value.repository)}#${String(value.thread)}, not this thread` };
    }
    const paused = value.paused;
    const valid = typeof value.sessionId === 'string' &&
        typeof value.patch === 'string' &&
        typeof value.expiresAt === 'string' &&
        isRecord(value.run) &&
        isRecord(value.spent) &&
        isRecord(value.limits) &&
        isRecord(paused) &&
        Array.isArray(paused.messages) &&
        Array.isArray(paused.results) &&
        isRecord(paused.pending) &&
        typeof paused.pending.id === 'string';
    return valid ? { ok: true, saved: value } : { ok: false, error: 'it lacks a field a resumed run needs' };
}


/***/ })

};
