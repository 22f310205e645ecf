export const id = 8966;
export const ids = [8966];
export const modules = {

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

/***/ 88966:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  prepareCiFix: () => (/* binding */ prepareCiFix)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/src/git/agent-commits.js
var agent_commits = __webpack_require__(96480);
// EXTERNAL MODULE: ./build/src/github/sticky-marker.js
var sticky_marker = __webpack_require__(14873);
;// CONCATENATED MODULE: ./build/src/trigger/ci-fix-note.js

/**
 * The comment a CI-fix run leaves when the loop stop holds: this run's sticky marker (so thread
 * reads skip it and the post step finds it final), what stopped the agent and how to go on.
 */
function renderCiFixStop(o) {
    const upstream = o.upstreamUrl.replace(/[^\w:/.?=&%-]/g, '');
    return [
        `${(0,sticky_marker/* stickyMarkerFor */.R7)(o.runId)}state=refused -->`,
        '### \ud83d\udd01 Not run: fix attempt limit reached',
        '',
        `CI failed again (${upstream}), ${o.reason.replace(/^stopped: /, 'but ')}`,
        '',
        'Look at the failing job yourself, or raise `max_fix_attempts` in the workflow.',
        ...(o.runUrl ? ['', `[View run](${o.runUrl})`] : []),
    ].join('\n');
}

// EXTERNAL MODULE: ./build/src/git/git.js
var git = __webpack_require__(50998);
// EXTERNAL MODULE: ./build/src/github/retry.js
var retry = __webpack_require__(26919);
// EXTERNAL MODULE: ./build/src/trigger/ci-logs.js + 1 modules
var ci_logs = __webpack_require__(23973);
// EXTERNAL MODULE: ./build/src/trigger/pr-checkout.js
var pr_checkout = __webpack_require__(61547);
// EXTERNAL MODULE: ./build/src/trigger/pull-request.js
var pull_request = __webpack_require__(70271);
// EXTERNAL MODULE: ./build/src/trigger/types.js
var types = __webpack_require__(99187);
;// CONCATENATED MODULE: ./build/src/trigger/ci-fix.js









async function prepareCiFix(task, src) {
    const run = task.upstreamRun;
    if (!run)
        throw new types/* TriggerError */.d('internal: a CI fix needs the upstream run', 'config');
    const { owner, name: repo } = task.repo;
    const number = await findPullRequest(src.octokit, owner, repo, run);
    if (number === undefined) {
        return {
            kind: 'skip',
            reason: `workflow_run: no open pull request has the failed run's head (${run.headBranch ?? '?'} at ${run.headSha.slice(0, 7)}); a CI fix runs on pull requests only`,
        };
    }
    const context = await (0,pull_request/* fetchPullRequestContext */.m)(src.octokit, { owner, repo, number, maxFiles: 100 });
    if (!context.ok && context.status === 403)
        return { kind: 'no_access', reason: `${context.error} (the job's permissions: lack pull-requests: read)` };
    if (!context.ok)
        throw new types/* TriggerError */.d(context.error, 'config');
    const pr = context.value.pr;
    if (pr.isFork)
        return {
            kind: 'skip',
            reason: `workflow_run: pull request #${number} comes from a fork; the agent never runs a fork's code with this repository's secrets`,
        };
    if (pr.headSha !== run.headSha) {
        return {
            kind: 'skip',
            reason: `pull request #${number} moved since the failed run (the run tested ${run.headSha.slice(0, 7)}, the head is now ${pr.headSha.slice(0, 7)}): nothing run, nothing pushed; the newer commit's own CI run decides`,
        };
    }
    const attempts = await agentAttempts(src.octokit, owner, repo, number);
    if (attempts >= src.maxAttempts) {
        const reason = `stopped: the last ${attempts} commits on pull request #${number} are the agent's own fix attempts (max_fix_attempts is ${src.maxAttempts}), and CI still fails. A human commit on the branch starts the count again.`;
        const body = renderCiFixStop({ runId: src.runId, ...(src.runUrl ? { runUrl: src.runUrl } : {}), reason, upstreamUrl: run.htmlUrl });
        const posted = await (0,retry/* withGitHubRetry */.Cq)(() => src.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', { owner, repo, issue_number: number, body }), { maxAttempts: 3 });
        return { kind: 'skip', reason: posted.ok ? reason : `${reason} (the comment could not be posted: ${posted.error})` };
    }
    await checkOutHead(src.cwd, pr, src.git);
    const logDir = external_node_path_.join(src.tempDir, 'ci-logs');
    const jobs = await (0,ci_logs/* fetchFailedJobs */.U_)(src.octokit, {
        owner,
        repo,
        runId: run.id,
        ...(run.runAttempt !== undefined ? { runAttempt: run.runAttempt } : {}),
        logDir,
    });
    const failedJobs = jobs.map(toContext);
    const withPr = (0,pull_request/* withPullRequestContext */.w)({ ...task, issueNumber: number }, context.value);
    const attempt = attempts + 1;
    const named = failedJobs.flatMap((j) => (j.steps.length > 0 ? j.steps.map((s) => `${j.name} \u203a ${s.name}`) : [j.name]));
    const notes = [
        `Fixing the failed run ${run.htmlUrl}: ${named.length > 0 ? named.join(', ') : 'no failed job was listed'}.`,
        `Fix attempt ${attempt} of ${src.maxAttempts} on this pull request (max_fix_attempts); after ${src.maxAttempts} agent commits in a row the agent stops until a human pushes.`,
    ];
    return {
        kind: 'run',
        task: {
            ...withPr,
            ciFix: { attempt, maxAttempts: src.maxAttempts, logDir, failedSteps: failedStepsOf(jobs) },
            untrusted: { ...withPr.untrusted, failedJobs },
        },
        notes,
    };
}
/** Each failed job's failed steps (the job itself when the API names none), for the check read from the workflow. */
function failedStepsOf(jobs) {
    return jobs.flatMap((job) => job.failedSteps.map((step) => ({ job: job.name, step })));
}
function toContext(job) {
    return {
        name: job.name,
        htmlUrl: job.htmlUrl,
        conclusion: job.conclusion,
        ...(job.logFile ? { logFile: job.logFile } : {}),
        ...(job.problem ? { problem: job.problem } : {}),
        steps: job.excerpts.map((e) => ({
            name: e.stepName,
            ...(e.stepNumber !== undefined ? { number: e.stepNumber } : {}),
            text: e.text,
            firstLine: e.firstLine,
            lastLine: e.lastLine,
        })),
    };
}
/** `workflow_run.pull_requests`, else the open PR whose head is the run's branch (preferring the same commit). */
async function findPullRequest(octokit, owner, repo, run) {
    if (run.pullRequestNumbers[0] !== undefined)
        return run.pullRequestNumbers[0];
    if (!run.headBranch)
        return undefined;
    const head = `${run.headOwner ?? owner}:${run.headBranch}`;
    const got = await (0,retry/* withGitHubRetry */.Cq)(() => octokit.request('GET /repos/{owner}/{repo}/pulls', { owner, repo, head, state: 'open', per_page: 100 }));
    if (!got.ok)
        throw new types/* TriggerError */.d(`could not look up the pull request of ${head}: ${got.error}`, 'config');
    const open = got.value.data;
    return (open.find((p) => p.head.sha === run.headSha) ?? open[0])?.number;
}
/** Agent commits in a row at the PR's head: each one is a fix attempt whose CI run failed again. */
async function agentAttempts(octokit, owner, repo, number) {
    const messages = [];
    // GitHub lists at most 250 commits, oldest first.
    for (let page = 1; page <= 3; page++) {
        const got = await (0,retry/* withGitHubRetry */.Cq)(() => octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', { owner, repo, pull_number: number, per_page: 100, page }));
        if (!got.ok)
            throw new types/* TriggerError */.d(`could not list the commits of pull request #${number} (to count fix attempts): ${got.error}`, 'config');
        messages.push(...got.value.data.map((c) => c.commit.message));
        if (got.value.data.length < 100)
            break;
    }
    return (0,agent_commits/* trailingAgentCommits */.uI)(messages);
}
/**
 * actions/checkout leaves the default branch on `workflow_run`: the fix is made on the PR's head
 * commit. With `fetch-depth: 0` it is already here; otherwise `refs/pull/N/head` is fetched with
 * the run's token on the command line (pr-checkout.ts), never written to .git/config.
 */
async function checkOutHead(cwd, pr, auth) {
    const head = (await (0,git/* git */.$Y)(cwd, ['rev-parse', 'HEAD']).catch(() => '')).trim();
    if (head === pr.headSha)
        return;
    const present = await (0,git/* git */.$Y)(cwd, ['cat-file', '-e', `${pr.headSha}^{commit}`]).then(() => true, () => false);
    if (!present) {
        const fetched = await (0,pr_checkout/* checkOutPullRequestHead */.pm)(cwd, pr, auth ?? { token: undefined, serverUrl: 'https://github.com' });
        if (!fetched.ok)
            throw new types/* TriggerError */.d(fetched.error, 'config');
        return;
    }
    await (0,git/* git */.$Y)(cwd, ['checkout', '--quiet', '--detach', pr.headSha]).catch((error) => {
        throw new types/* TriggerError */.d(`cannot check out pull request #${pr.number}'s head ${pr.headSha}: ${(0,pr_checkout/* gitErrorLine */.PZ)(error)}`, 'config');
    });
}


/***/ }),

/***/ 23973:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fF: () => (/* binding */ downloadLog),
  U_: () => (/* binding */ fetchFailedJobs)
});

// UNUSED EXPORTS: ACTIONS_READ_HINT

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./build/src/http/fetch.js
var fetch = __webpack_require__(58362);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/src/github/retry.js
var retry = __webpack_require__(26919);
// EXTERNAL MODULE: ./build/src/text/redact-tokens.js
var redact_tokens = __webpack_require__(21439);
;// CONCATENATED MODULE: ./build/src/trigger/log-excerpt.js

const TIMESTAMP = /^\ufeff?(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z) ?/;
// CSI sequences (colours, cursor moves) and OSC sequences (hyperlinks, titles).
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)/g;
const STEP_START = /^##\[group\]Run (.*)$/;
const POST_STEP = /^Post job cleanup\.$/;
/** The log as the agent reads it: one entry per line, no timestamps, no colour codes, no recognisable tokens. */
function cleanLog(raw) {
    const lines = [];
    const times = [];
    for (const rawLine of raw.replace(/\r\n?/g, '\n').split('\n')) {
        const m = TIMESTAMP.exec(rawLine);
        times.push(m?.[1] ? Date.parse(m[1]) : Number.NaN);
        lines.push((0,redact_tokens/* redactTokens */.O)((m ? rawLine.slice(m[0].length) : rawLine).replace(ANSI, '')));
    }
    if (lines.length > 0 && lines[lines.length - 1] === '') {
        lines.pop();
        times.pop();
    }
    return { lines, times };
}
/** The job's sections: the set-up lines, then one per `##[group]Run \u2026` step, then post steps. */
function splitSections(lines, times) {
    const sections = [];
    let current = { title: 'Set up job', firstLine: 1, lastLine: 0, startedAt: times[0] ?? Number.NaN, lines: [] };
    lines.forEach((line, i) => {
        const step = STEP_START.exec(line);
        if ((step || POST_STEP.test(line)) && current.lines.length > 0) {
            sections.push(current);
            current = { title: step ? `Run ${step[1] ?? ''}` : 'Post job cleanup', firstLine: i + 1, lastLine: i, startedAt: times[i] ?? Number.NaN, lines: [] };
        }
        else if (step && current.lines.length === 0) {
            current.title = `Run ${step[1] ?? ''}`;
        }
        current.lines.push(line);
        current.lastLine = i + 1;
    });
    if (current.lines.length > 0)
        sections.push(current);
    return sections;
}
const FAILED = new Set(['failure', 'timed_out', 'startup_failure']);
/** Steps the runner writes no `##[group]Run` frame for. */
const UNFRAMED = (s) => s.number === 1 || s.name === 'Set up job' || s.name === 'Complete job' || s.name.startsWith('Post ');
/**
 * The section of the failing step: by position among the steps that ran (each writes one `Run`
 * frame), checked against the step's time window when the log has timestamps; else the section
 * holding the first `##[error]`.
 */
function failingSections(sections, steps) {
    const framed = sections.filter((s) => s.title.startsWith('Run '));
    const ran = [...steps]
        .sort((a, b) => a.number - b.number)
        .filter((s) => !UNFRAMED(s) && s.conclusion !== 'skipped' && s.status !== 'queued' && s.status !== 'pending');
    const out = [];
    for (const step of steps.filter((s) => s.conclusion !== null && FAILED.has(s.conclusion))) {
        const byOrder = UNFRAMED(step) ? (step.number === 1 ? sections[0] : undefined) : framed[ran.indexOf(step)];
        const section = byOrder && fitsWindow(byOrder, step) ? byOrder : (byTime(framed, step) ?? byOrder);
        if (section && !out.some((o) => o.section === section))
            out.push({ step, section });
    }
    if (out.length === 0) {
        const withError = sections.find((s) => s.lines.some((l) => l.startsWith('##[error]')));
        const fallback = withError ?? sections[sections.length - 1];
        if (fallback)
            out.push({ section: fallback });
    }
    return out;
}
function windowOf(step) {
    const start = Date.parse(step.started_at ?? '');
    const end = Date.parse(step.completed_at ?? '');
    if (Number.isNaN(start) || Number.isNaN(end))
        return undefined;
    // The API reports whole seconds; the log has fractions.
    return [start - 1000, end + 1000];
}
function fitsWindow(section, step) {
    const w = windowOf(step);
    if (!w || Number.isNaN(section.startedAt))
        return true;
    return section.startedAt >= w[0] && section.startedAt <= w[1];
}
function byTime(framed, step) {
    const w = windowOf(step);
    if (!w)
        return undefined;
    const inside = framed.filter((s) => !Number.isNaN(s.startedAt) && s.startedAt >= w[0] && s.startedAt <= w[1]);
    return inside.find((s) => s.lines.some((l) => l.startsWith('##[error]'))) ?? inside[inside.length - 1];
}
/**
 * One section within `maxChars`: the head (the command and how it started) and the longer tail
 * (where errors land), with the `##[error]` lines of the dropped middle kept, and a line saying
 * what was left out and where to read it.
 */
function cutSection(section, maxChars, logFile) {
    const lines = section.lines.map((l) => l.replace(/^##\[(?:end)?group\]/, ''));
    const total = lines.reduce((n, l) => n + l.length + 1, 0);
    if (total <= maxChars)
        return { text: lines.join('\n'), omittedLines: 0 };
    const headBudget = Math.floor(maxChars * 0.3);
    const tailBudget = maxChars - headBudget;
    let h = 0;
    let used = 0;
    while (h < lines.length && used + (lines[h]?.length ?? 0) + 1 <= headBudget)
        used += (lines[h++]?.length ?? 0) + 1;
    let t = lines.length;
    used = 0;
    while (t > h && used + (lines[t - 1]?.length ?? 0) + 1 <= tailBudget)
        used += (lines[--t]?.length ?? 0) + 1;
    // A single line longer than the whole budget: show its end.
    const tail = t === lines.length && lines.length > 0 ? [`\u2026${(lines[lines.length - 1] ?? '').slice(-tailBudget)}`] : lines.slice(t);
    const tailStart = t === lines.length ? lines.length - 1 : t;
    const middle = lines.slice(h, tailStart);
    const errors = middle
        .filter((l) => l.startsWith('##[error]'))
        .slice(0, 5)
        .map((l) => (l.length > 500 ? `${l.slice(0, 500)}\u2026` : l));
    const from = section.firstLine + h;
    const to = section.firstLine + tailStart - 1;
    const note = `[\u2026 ${middle.length} lines omitted (lines ${from}\u2013${to} of ${logFile})${errors.length > 0 ? '; errors among them:' : ''}]`;
    return { text: [...lines.slice(0, h), note, ...errors, ...tail].join('\n'), omittedLines: middle.length };
}
/** Everything above for one job log: the failing steps' excerpts, each within `maxChars`. */
function excerptFailingSteps(raw, steps, maxChars, logFile) {
    const { lines, times } = cleanLog(raw);
    const sections = splitSections(lines, times);
    const found = failingSections(sections, steps);
    const per = Math.max(500, Math.floor(maxChars / Math.max(1, found.length)));
    const excerpts = found.map(({ step, section }) => {
        const cut = cutSection(section, per, logFile);
        return {
            stepName: step?.name ?? section.title,
            ...(step ? { stepNumber: step.number } : {}),
            text: cut.text,
            firstLine: section.firstLine,
            lastLine: section.lastLine,
            omittedLines: cut.omittedLines,
        };
    });
    return { cleaned: lines.join('\n') + '\n', excerpts };
}

// EXTERNAL MODULE: ./build/src/text/sanitize.js
var sanitize = __webpack_require__(39654);
// EXTERNAL MODULE: ./build/src/trigger/types.js
var types = __webpack_require__(99187);
;// CONCATENATED MODULE: ./build/src/trigger/ci-logs.js







const FAILED_JOB = new Set(['failure', 'timed_out', 'startup_failure']);
const ACTIONS_READ_HINT = "the workflow needs `permissions: actions: read` (with contents: write and pull-requests: write) to read the failed run's jobs and logs";
async function fetchFailedJobs(octokit, o) {
    const jobs = [];
    for (let page = 1; page <= 10; page++) {
        const got = await (0,retry/* withGitHubRetry */.Cq)(() => o.runAttempt !== undefined
            ? octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs', {
                owner: o.owner,
                repo: o.repo,
                run_id: o.runId,
                attempt_number: o.runAttempt,
                per_page: 100,
                page,
            })
            : octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs', { owner: o.owner, repo: o.repo, run_id: o.runId, per_page: 100, page }), o.retry);
        if (!got.ok) {
            const hint = got.status === 403 || got.status === 404 ? `; ${ACTIONS_READ_HINT}` : '';
            throw new types/* TriggerError */.d(`could not list the jobs of run ${o.runId}: ${got.error}${hint}`, 'config');
        }
        jobs.push(...got.value.data.jobs.map((j) => ({ id: Number(j.id), name: j.name, html_url: j.html_url, conclusion: j.conclusion, steps: j.steps ?? [] })));
        if (got.value.data.jobs.length < 100 || jobs.length >= got.value.data.total_count)
            break;
    }
    const failed = jobs.filter((j) => j.conclusion !== null && FAILED_JOB.has(j.conclusion)).slice(0, o.maxJobs ?? 5);
    (0,external_node_fs_.mkdirSync)(o.logDir, { recursive: true });
    const out = [];
    for (const job of failed) {
        const name = (0,sanitize/* sanitizeInline */.nW)(job.name, 200);
        const failedSteps = (job.steps ?? []).filter((step) => step.conclusion === 'failure').map((step) => ({ name: step.name, number: step.number }));
        const base = { id: job.id, name, htmlUrl: job.html_url ?? '', conclusion: job.conclusion ?? 'failure', excerpts: [], failedSteps };
        const raw = await downloadLog(octokit, o, job.id);
        if (!raw.ok) {
            out.push({ ...base, problem: raw.error });
            continue;
        }
        const logFile = external_node_path_.join(o.logDir, `job-${job.id}.log`);
        const cut = excerptFailingSteps(raw.text, job.steps ?? [], o.maxExcerptChars ?? 6_000, logFile);
        (0,external_node_fs_.writeFileSync)(logFile, cut.cleaned);
        out.push({ ...base, logFile, excerpts: cut.excerpts.map((e) => ({ ...e, stepName: (0,sanitize/* sanitizeInline */.nW)(e.stepName, 200) })) });
    }
    return out;
}
const DEFAULT_MAX_LOG = 32 * 1024 * 1024;
async function downloadLog(octokit, o, jobId) {
    // `redirect: manual`: Octokit would follow the redirect itself, with our headers.
    const located = await (0,retry/* withGitHubRetry */.Cq)(async () => {
        const res = await octokit.request('GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs', {
            owner: o.owner,
            repo: o.repo,
            job_id: jobId,
            request: { redirect: 'manual' },
        });
        const location = res.headers.location;
        if (!location)
            throw new Error(`GitHub answered ${res.status} without a Location header`);
        return location;
    }, o.retry);
    if (!located.ok) {
        const hint = located.status === 403 || located.status === 404 ? ` (${ACTIONS_READ_HINT})` : '';
        return { ok: false, error: `could not get the log of job ${jobId}: ${located.error}${hint}` };
    }
    const doFetch = o.fetch ?? fetch/* runnerFetch */.T;
    const max = o.maxLogBytes ?? DEFAULT_MAX_LOG;
    const got = await (0,retry/* withGitHubRetry */.Cq)(async () => {
        // A fresh request with no Authorization header: the URL carries its own signature.
        const res = await doFetch(located.value, { redirect: 'follow' });
        if (!res.ok)
            throw Object.assign(new Error(`log download answered ${res.status}`), { status: res.status });
        return readCapped(res, max);
    }, { maxAttempts: 3, ...o.retry });
    return got.ok ? { ok: true, ...got.value } : { ok: false, error: `could not download the log of job ${jobId}: ${got.error}` };
}
/** Up to `max` bytes: a log's end holds the failure, so past the cap the head is kept short and the tail whole. */
async function readCapped(res, max) {
    if (!res.body)
        return { text: await res.text(), truncated: false };
    const headMax = Math.floor(max / 8);
    const head = [];
    const tail = [];
    let headSize = 0;
    let tailSize = 0;
    let dropped = 0;
    const reader = res.body.getReader();
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            break;
        const chunk = Buffer.from(value);
        if (headSize < headMax) {
            head.push(chunk);
            headSize += chunk.length;
            continue;
        }
        tail.push(chunk);
        tailSize += chunk.length;
        while (tailSize > max - headMax && tail.length > 1) {
            const first = tail.shift();
            tailSize -= first?.length ?? 0;
            dropped += first?.length ?? 0;
        }
    }
    const text = Buffer.concat(head).toString('utf8');
    if (dropped === 0)
        return { text: text + Buffer.concat(tail).toString('utf8'), truncated: false };
    return { text: `${text}\n[\u2026 ${dropped} bytes of the log not downloaded \u2026]\n${Buffer.concat(tail).toString('utf8')}`, truncated: true };
}


/***/ })

};
