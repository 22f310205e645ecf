export const id = 4145;
export const ids = [4145];
export const modules = {

/***/ 14145:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  agentGitHub: () => (/* binding */ agentGitHub)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./build/src/trigger/ci-logs.js + 1 modules
var ci_logs = __webpack_require__(23973);
// EXTERNAL MODULE: ./build/src/github-tools/tool.js
var tool = __webpack_require__(46373);
// EXTERNAL MODULE: ./build/src/github-tools/text.js
var github_tools_text = __webpack_require__(20676);
;// CONCATENATED MODULE: ./build/src/github-tools/ci-tools.js





const STATUSES = [
    'completed',
    'action_required',
    'cancelled',
    'failure',
    'neutral',
    'skipped',
    'stale',
    'success',
    'timed_out',
    'in_progress',
    'queued',
    'requested',
    'waiting',
    'pending',
];
/** claude-code-action's github_ci server, same names and fields: the PR's workflow runs, a run's jobs, a job's log on disk. */
function ciTools(octokit, pr, logDir) {
    const { owner, repo, number } = pr;
    return [
        (0,tool/* githubTool */.aw)({
            name: 'mcp__github_ci__get_ci_status',
            description: 'Get CI status summary for this PR',
            needs: 'actions: read',
            schema: {
                type: 'object',
                properties: { status: { type: 'string', enum: STATUSES, description: 'Filter workflow runs by status' } },
                additionalProperties: false,
            },
            async run({ status }) {
                const pull = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner, repo, pull_number: number });
                const res = await octokit.request('GET /repos/{owner}/{repo}/actions/runs', {
                    owner,
                    repo,
                    head_sha: pull.data.head.sha,
                    per_page: 100,
                    ...(status ? { status } : {}),
                });
                const summary = { total_runs: res.data.workflow_runs.length, failed: 0, passed: 0, pending: 0 };
                const runs = res.data.workflow_runs.map((r) => {
                    if (r.status !== 'completed')
                        summary.pending++;
                    else if (r.conclusion === 'success')
                        summary.passed++;
                    else if (r.conclusion === 'failure')
                        summary.failed++;
                    return { id: r.id, name: r.name ?? '', status: r.status, conclusion: r.conclusion, html_url: r.html_url, created_at: r.created_at };
                });
                return (0,github_tools_text/* untrusted */.bp)('github', 'ci_status', (0,tool/* json */.Pq)({ summary, runs }));
            },
        }),
        (0,tool/* githubTool */.aw)({
            name: 'mcp__github_ci__get_workflow_run_details',
            description: 'Get job and step details for a workflow run',
            needs: 'actions: read',
            schema: {
                type: 'object',
                properties: { run_id: { type: 'number', description: 'The workflow run ID' } },
                required: ['run_id'],
                additionalProperties: false,
            },
            async run({ run_id }) {
                const jobs = [];
                for (let page = 1; page <= 10; page++) {
                    const res = await octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs', { owner, repo, run_id, per_page: 100, page });
                    for (const job of res.data.jobs) {
                        const failed = (job.steps ?? []).filter((s) => s.conclusion === 'failure').map((s) => ({ name: s.name, number: s.number }));
                        jobs.push({ id: Number(job.id), name: job.name, conclusion: job.conclusion, html_url: job.html_url, failed_steps: failed });
                    }
                    if (res.data.jobs.length < 100)
                        break;
                }
                return (0,github_tools_text/* untrusted */.bp)('github', 'workflow_run_jobs', (0,tool/* json */.Pq)({ jobs }));
            },
        }),
        (0,tool/* githubTool */.aw)({
            name: 'mcp__github_ci__download_job_log',
            description: 'Download job logs to disk',
            needs: 'actions: read',
            schema: { type: 'object', properties: { job_id: { type: 'number', description: 'The job ID' } }, required: ['job_id'], additionalProperties: false },
            async run({ job_id }) {
                // The signed log URL is fetched without the token; the log lands in the run's folder, where Read reaches it.
                const log = await (0,ci_logs/* downloadLog */.fF)(octokit, { owner, repo, runId: 0, logDir }, job_id);
                if (!log.ok)
                    return { content: `Error: ${log.error}`, isError: true };
                await (0,promises_.mkdir)(logDir, { recursive: true });
                const file = external_node_path_.join(logDir, `job-${job_id}.log`);
                await (0,promises_.writeFile)(file, log.text, 'utf8');
                return (0,tool/* json */.Pq)({ path: file, size_bytes: Buffer.byteLength(log.text, 'utf8'), ...(log.truncated ? { truncated: true } : {}) });
            },
        }),
    ];
}

;// CONCATENATED MODULE: ./build/src/github-tools/issue-tools.js


/** This run's issue or PR conversation: its comments, the run's own comment, its labels (triage). */
function issueTools(octokit, issue, updateComment) {
    const { owner, repo, number } = issue;
    const tools = [];
    if (updateComment) {
        tools.push((0,tool/* githubTool */.aw)({
            name: 'mcp__github_comment__update_claude_comment',
            description: "Update the run's comment with progress and results (automatically handles both issue and PR comments). The final comment shows this text above the run's result.",
            needs: 'issues: write',
            schema: {
                type: 'object',
                properties: { body: { type: 'string', description: 'The updated comment content' } },
                required: ['body'],
                additionalProperties: false,
            },
            async run({ body }) {
                const res = await updateComment((0,github_tools_text/* commentText */.br)(body));
                return res.ok ? (0,tool/* json */.Pq)({ success: true, html_url: res.url }) : { content: `Error: ${res.error}`, isError: true };
            },
        }));
    }
    tools.push((0,tool/* githubTool */.aw)({
        name: 'mcp__github_comment__get_comments',
        description: `List the comments of issue or pull request #${number}'s conversation (author, date, text), oldest first.`,
        needs: 'issues: read',
        schema: { type: 'object', properties: {}, additionalProperties: false },
        async run() {
            const list = [];
            for (let page = 1; page <= 10; page++) {
                const res = await octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
                    owner,
                    repo,
                    issue_number: number,
                    per_page: 100,
                    page,
                });
                list.push(...res.data.map((c) => ({ id: Number(c.id), author: c.user?.login ?? 'unknown', created_at: c.created_at, body: c.body ?? '' })));
                if (res.data.length < 100)
                    break;
            }
            return (0,github_tools_text/* untrusted */.bp)('github', 'comments', (0,tool/* json */.Pq)(list));
        },
    }), (0,tool/* githubTool */.aw)({
        name: 'mcp__github_triage__add_labels',
        description: `Add labels to issue or pull request #${number}. Returns the labels it has afterwards.`,
        needs: 'issues: write',
        schema: {
            type: 'object',
            properties: { labels: { type: 'array', items: { type: 'string' }, description: 'Label names to add' } },
            required: ['labels'],
            additionalProperties: false,
        },
        async run({ labels }) {
            if (labels.length === 0)
                return { content: 'Error: labels is empty', isError: true };
            const res = await octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', { owner, repo, issue_number: number, labels });
            return (0,tool/* json */.Pq)({ success: true, labels: res.data.map((l) => l.name) });
        },
    }), (0,tool/* githubTool */.aw)({
        name: 'mcp__github_triage__remove_label',
        description: `Remove one label from issue or pull request #${number}. Returns the labels it has afterwards.`,
        needs: 'issues: write',
        schema: {
            type: 'object',
            properties: { label: { type: 'string', description: 'The label name to remove' } },
            required: ['label'],
            additionalProperties: false,
        },
        async run({ label }) {
            const res = await octokit.request('DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', {
                owner,
                repo,
                issue_number: number,
                name: label,
            });
            return (0,tool/* json */.Pq)({ success: true, labels: res.data.map((l) => l.name) });
        },
    }));
    return tools;
}

;// CONCATENATED MODULE: ./build/src/github-tools/pr-tools.js


const NO_INPUT = { type: 'object', properties: {}, additionalProperties: false };
/** Reading this run's pull request: its diff, its files, its review comments. */
function pullRequestTools(octokit, pr) {
    const { owner, repo, number } = pr;
    const files = async () => {
        const all = [];
        for (let page = 1; page <= 30; page++) {
            const res = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', { owner, repo, pull_number: number, per_page: 100, page });
            all.push(...res.data);
            if (res.data.length < 100)
                break;
        }
        return all;
    };
    return [
        (0,tool/* githubTool */.aw)({
            name: 'mcp__github_pr__get_diff',
            description: `Get the diff of pull request #${number} (GitHub's per-file patches, new line numbers on the + side): the lines an inline comment can sit on.`,
            needs: 'pull-requests: read',
            schema: NO_INPUT,
            async run() {
                const diff = (await files())
                    .map((f) => `diff --git a/${f.filename} b/${f.filename}\n${f.patch ?? `(no patch shown by GitHub: ${f.status}, +${f.additions} -${f.deletions}; binary or too large)`}`)
                    .join('\n');
                return (0,github_tools_text/* untrusted */.bp)('github', 'pull_request_diff', diff);
            },
        }),
        (0,tool/* githubTool */.aw)({
            name: 'mcp__github_pr__get_files',
            description: `List the files pull request #${number} changes, with their status and line counts.`,
            needs: 'pull-requests: read',
            schema: NO_INPUT,
            async run() {
                const list = (await files()).map((f) => ({ filename: f.filename, status: f.status, additions: f.additions, deletions: f.deletions }));
                return (0,github_tools_text/* untrusted */.bp)('github', 'pull_request_files', (0,tool/* json */.Pq)(list));
            },
        }),
        (0,tool/* githubTool */.aw)({
            name: 'mcp__github_pr__get_review_comments',
            description: `List the inline review comments on pull request #${number} (path, line, author, text).`,
            needs: 'pull-requests: read',
            schema: NO_INPUT,
            async run() {
                const res = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/comments', { owner, repo, pull_number: number, per_page: 100 });
                const list = res.data.map((c) => ({
                    id: c.id,
                    path: c.path,
                    line: c.line ?? c.original_line ?? null,
                    author: c.user?.login ?? 'unknown',
                    body: c.body,
                }));
                return (0,github_tools_text/* untrusted */.bp)('github', 'review_comments', (0,tool/* json */.Pq)(list));
            },
        }),
    ];
}

;// CONCATENATED MODULE: ./build/src/github-tools/review-tools.js

const INLINE_COMMENT_TOOL = 'mcp__github_inline_comment__create_inline_comment';
/** claude-code-action's inline comment tool, same name and fields; the comments become one review at the end of the run. */
function inlineCommentTool(review) {
    return (0,tool/* githubTool */.aw)({
        name: INLINE_COMMENT_TOOL,
        description: 'Create an inline comment on a specific line or lines in a PR file. Comments are collected and posted together as one review ' +
            "(a COMMENT review, never an approval) when the run ends; a comment on a line outside the diff goes into the review's body.",
        needs: 'pull-requests: write',
        schema: {
            type: 'object',
            properties: {
                path: { type: 'string', description: "The file path to comment on (e.g., 'src/index.js')" },
                body: {
                    type: 'string',
                    description: 'The comment text (supports markdown and GitHub code suggestion blocks). For code suggestions, use: ```suggestion\\nreplacement code\\n```. ' +
                        'IMPORTANT: The suggestion block will REPLACE the ENTIRE line range (single line or startLine to line). ' +
                        'Ensure the replacement is syntactically complete and valid - it must work as a drop-in replacement for the selected lines.',
                },
                line: { type: 'number', minimum: 0, description: 'Line number for single-line comments (required if startLine is not provided)' },
                startLine: { type: 'number', minimum: 0, description: 'Start line for multi-line comments (use with line parameter for the end line)' },
                side: { type: 'string', enum: ['LEFT', 'RIGHT'], description: 'Side of the diff to comment on: LEFT (old code) or RIGHT (new code)' },
                commit_id: { type: 'string', description: 'Specific commit SHA to comment on (defaults to latest commit)' },
                confirmed: {
                    type: 'boolean',
                    description: 'Set false to keep the comment as a draft that is never posted. Omitted or true: posted with the review at the end of the run.',
                },
            },
            required: ['path', 'body'],
            additionalProperties: false,
        },
        async run(input) {
            const line = input.line || undefined;
            const startLine = input.startLine || undefined;
            if (line === undefined && startLine === undefined) {
                return {
                    content: "Error creating inline comment: Either 'line' for single-line comments or both 'startLine' and 'line' for multi-line comments must be provided",
                    isError: true,
                };
            }
            if ([line, startLine].some((n) => n !== undefined && !Number.isInteger(n)))
                return { content: 'Error creating inline comment: line and startLine must be whole line numbers', isError: true };
            if (input.body.trim() === '')
                return { content: 'Error creating inline comment: body is empty', isError: true };
            if (input.confirmed === false) {
                return (0,tool/* json */.Pq)({
                    success: true,
                    buffered: true,
                    message: 'Comment kept as a draft (confirmed=false): it will not be posted. If you are testing whether this tool works: it works.',
                });
            }
            const comment = {
                path: input.path.replace(/^\.?\//, ''),
                body: input.body,
                line: line ?? startLine ?? 0,
                ...(line !== undefined && startLine !== undefined ? { startLine } : {}),
                side: input.side ?? 'RIGHT',
                ...(input.commit_id ? { commitId: input.commit_id } : {}),
            };
            const placement = await review.add(comment);
            const where = comment.startLine !== undefined ? `from line ${comment.startLine} to ${comment.line}` : `at line ${comment.line}`;
            return (0,tool/* json */.Pq)({
                success: true,
                queued: true,
                inline: placement.inline,
                message: placement.inline
                    ? `Inline comment on ${comment.path} ${where} queued: it is posted with the others as one review when the run ends.`
                    : `Queued, but not as an inline comment: ${placement.why}. It will appear in the review's body. To place it on the code, comment on a line the pull request changes.`,
            });
        },
    });
}

// EXTERNAL MODULE: ./build/src/permissions/bash-plan.js
var bash_plan = __webpack_require__(23356);
// EXTERNAL MODULE: ./build/src/permissions/bash-parse.js + 4 modules
var bash_parse = __webpack_require__(3141);
;// CONCATENATED MODULE: ./build/src/github-tools/gh-args.js
/** gh's command line as the bridge reads it: flags (long, short, `=value`), positionals, and `--json`/`--jq` output. */
const ghOk = (stdout) => ({ stdout, stderr: '', exitCode: 0 });
const ghFail = (stderr, exitCode = 1) => ({ stdout: '', stderr: stderr.endsWith('\n') ? stderr : `${stderr}\n`, exitCode });
/** Output flags every listing and view accepts. */
const OUTPUT_FLAGS = {
    json: { value: true },
    jq: { value: true, short: 'q' },
    template: { value: true, short: 't' },
    repo: { value: true, short: 'R' },
};
/** gh's flag grammar (pflag): `--name value`, `--name=value`, `-n value`, `-nvalue`, `--` ends the flags. */
function parseArgs(args, spec) {
    const flags = new Map();
    const positional = [];
    const byShort = new Map(Object.entries(spec).flatMap(([name, s]) => (s.short ? [[s.short, name]] : [])));
    for (let i = 0; i < args.length; i++) {
        const arg = args[i] ?? '';
        if (arg === '--') {
            positional.push(...args.slice(i + 1));
            break;
        }
        let name;
        let inline;
        if (arg.startsWith('--')) {
            const eq = arg.indexOf('=');
            name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
            inline = eq < 0 ? undefined : arg.slice(eq + 1);
            if (!(name in spec))
                return { error: `unknown flag: --${name}` };
        }
        else if (arg.startsWith('-') && arg.length > 1) {
            name = byShort.get(arg[1] ?? '');
            if (name === undefined)
                return { error: `unknown shorthand flag: '${arg[1]}' in ${arg}` };
            inline = arg.length > 2 ? arg.slice(2).replace(/^=/, '') : undefined;
        }
        else {
            positional.push(arg);
            continue;
        }
        const s = spec[name];
        let value = 'true';
        if (s.value) {
            if (inline !== undefined)
                value = inline;
            else if (i + 1 < args.length)
                value = args[++i] ?? '';
            else
                return { error: `flag needs an argument: --${name}` };
        }
        else if (inline !== undefined)
            value = inline;
        const list = flags.get(name) ?? [];
        if (!s.repeat)
            list.length = 0;
        list.push(value);
        flags.set(name, list);
    }
    return { flags, positional };
}
const flag = (p, name) => p.flags.get(name)?.at(-1);
const flagList = (p, name) => (p.flags.get(name) ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
/** `--limit N`: gh's positive integer, or its error. */
function limitOf(p, fallback) {
    const raw = flag(p, 'limit');
    if (raw === undefined)
        return fallback;
    const n = Number(raw);
    return Number.isInteger(n) && n > 0 ? n : { error: `invalid limit: ${raw}` };
}
/**
 * `--json fields` (with `--jq`): the chosen fields of each record under gh's names, compact as gh prints them when
 * stdout is not a terminal. `--template` is not bridged (Go templates); `--jq` knows the path filters gh users write
 * most (`.field`, `.[]`, `.[].field`, `.a.b`, `.[] | .field`, `length`); anything else is a clear error.
 */
function jsonOutput(p, available, value) {
    const fields = flag(p, 'json');
    if (flag(p, 'template') !== undefined)
        return ghFail("--template is not available through the runner's gh bridge: use --json (and --jq for a simple path).");
    if (fields === undefined)
        return flag(p, 'jq') !== undefined ? ghFail('cannot use `--jq` without specifying `--json`') : undefined;
    const wanted = fields
        .split(',')
        .map((f) => f.trim())
        .filter((f) => f !== '');
    const unknown = wanted.find((f) => !available.includes(f));
    if (wanted.length === 0 || unknown !== undefined) {
        const head = unknown !== undefined ? `Unknown JSON field: "${unknown}"\n` : 'Specify one or more comma-separated fields for `--json`:\n';
        return ghFail(`${head}${unknown !== undefined ? 'Available fields:\n' : ''}${[...available]
            .sort()
            .map((f) => `  ${f}`)
            .join('\n')}`);
    }
    const data = value(wanted);
    const jq = flag(p, 'jq');
    if (jq === undefined)
        return ghOk(`${JSON.stringify(data)}\n`);
    const out = applyJq(jq, data);
    return 'error' in out ? ghFail(out.error) : ghOk(out.lines.map((l) => `${l}\n`).join(''));
}
/** The record with only the fields asked for. */
const pick = (record, fields) => Object.fromEntries(fields.map((f) => [f, record[f] ?? null]));
function applyJq(filter, data) {
    const stages = filter.split('|').map((s) => s.trim());
    let values = [data];
    for (const stage of stages) {
        if (stage === 'length') {
            values = values.map((v) => (Array.isArray(v) ? v.length : typeof v === 'string' ? v.length : v && typeof v === 'object' ? Object.keys(v).length : 0));
            continue;
        }
        if (!/^\.(\[\]|[A-Za-z_][\w]*(\[\])?)?((\.[A-Za-z_][\w]*)(\[\])?|\[\])*$/.test(stage))
            return {
                error: `--jq "${filter}" is beyond the runner's gh bridge, which evaluates path filters only (.field, .[], .[].field, .a.b, .[] | .field, length): use --json and read the JSON`,
            };
        for (const step of stage.slice(1).match(/\[\]|[A-Za-z_]\w*/g) ?? []) {
            values =
                step === '[]'
                    ? values.flatMap((v) => (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : []))
                    : values.map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? (v[step] ?? null) : null));
        }
    }
    return { lines: values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) };
}

;// CONCATENATED MODULE: ./build/src/github-tools/gh-issues.js


/** Where the bridged gh commands act: the job's repository, and the run's issue or pull request when there is one. */
/** The repository part of a REST route's parameters. */
const repoOf = (place) => ({ owner: place.owner, repo: place.repo });
/** GitHub's times as gh prints them (RFC 3339, whole seconds). */
const rfc3339 = (t) => (t ? new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z') : '');
const oneLine = (s) => s.replace(/\s+/g, ' ').trim();
const labelObjects = (i) => (i.labels ?? []).map((l) => (typeof l === 'string' ? { name: l } : l));
/** gh's label column: names, case-insensitively sorted, comma-separated. */
const labelNames = (i) => labelObjects(i)
    .map((l) => l.name)
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
    .join(', ');
const ISSUE_FIELDS = [
    'assignees',
    'author',
    'body',
    'closed',
    'closedAt',
    'comments',
    'createdAt',
    'id',
    'labels',
    'milestone',
    'number',
    'state',
    'stateReason',
    'title',
    'updatedAt',
    'url',
];
/** An issue under gh's `--json` field names. */
function issueRecord(i, comments = []) {
    return {
        assignees: (i.assignees ?? []).map((a) => ({ id: a.node_id ?? '', login: a.login, name: '' })),
        author: { login: i.user?.login ?? 'ghost', is_bot: i.user?.type === 'Bot' },
        body: i.body ?? '',
        closed: i.state === 'closed',
        closedAt: i.closed_at,
        comments,
        createdAt: rfc3339(i.created_at),
        id: i.node_id,
        labels: labelObjects(i).map((l) => ({ id: l.node_id ?? '', name: l.name, description: l.description ?? '', color: l.color ?? '' })),
        milestone: i.milestone
            ? { number: i.milestone.number, title: i.milestone.title, description: i.milestone.description ?? '', dueOn: i.milestone.due_on ?? null }
            : null,
        number: i.number,
        state: i.state.toUpperCase(),
        stateReason: (i.state_reason ?? '').toUpperCase(),
        title: i.title,
        updatedAt: rfc3339(i.updated_at),
        url: i.html_url,
    };
}
/** Every item of a list GitHub pages 100 at a time, up to `maxPages` pages (gh's own lists stop somewhere too). */
async function allPages(maxPages, fetchPage) {
    const all = [];
    for (let page = 1; page <= maxPages; page++) {
        const { data } = await fetchPage(page);
        all.push(...data);
        if (data.length < 100)
            break;
    }
    return all;
}
const commentsOf = (place, number) => allPages(10, (page) => place.octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
    ...repoOf(place),
    issue_number: number,
    per_page: 100,
    page,
}));
const commentRecord = (c) => ({
    id: c.node_id ?? String(c.id),
    author: { login: c.user?.login ?? 'ghost' },
    authorAssociation: (c.author_association ?? 'NONE').toUpperCase(),
    body: c.body ?? '',
    createdAt: rfc3339(c.created_at),
    url: c.html_url,
});
/** gh's raw comment list (`gh issue view N --comments` when stdout is not a terminal). */
const rawComments = (comments) => comments
    .map((c) => `author:\t${c.user?.login ?? 'ghost'}\nassociation:\t${(c.author_association ?? 'none').toLowerCase()}\nedited:\t${c.updated_at !== c.created_at}\nstatus:\tnone\n--\n${c.body ?? ''}\n--\n`)
    .join('');
/** `123`, `#123` or the issue's URL: its number. */
function selectorNumber(arg, place, kind) {
    if (arg === undefined)
        return undefined;
    const url = arg.toLowerCase().startsWith(`${place.web}/${kind}/`.toLowerCase())
        ? /^(\d+)(?:[#?/]|$)/.exec(arg.slice(place.web.length + kind.length + 2))
        : null;
    const m = url ?? /^#?(\d+)$/.exec(arg);
    return m ? Number(m[1]) : undefined;
}
async function labelList(place, args) {
    const p = parseArgs(args, {
        ...OUTPUT_FLAGS,
        limit: { value: true, short: 'L' },
        search: { value: true, short: 'S' },
        sort: { value: true },
        order: { value: true },
    });
    if ('error' in p)
        return ghFail(p.error);
    const limit = limitOf(p, 30);
    if (typeof limit !== 'number')
        return ghFail(limit.error);
    const labels = [];
    for (let page = 1; labels.length < limit && page <= 50; page++) {
        const res = await place.octokit.request('GET /repos/{owner}/{repo}/labels', { owner: place.owner, repo: place.repo, per_page: 100, page });
        labels.push(...res.data);
        if (res.data.length < 100)
            break;
    }
    const search = flag(p, 'search')?.toLowerCase();
    const shown = labels.filter((l) => search === undefined || `${l.name} ${l.description ?? ''}`.toLowerCase().includes(search)).slice(0, limit);
    const fields = ['color', 'createdAt', 'description', 'id', 'isDefault', 'name', 'updatedAt', 'url'];
    const json = jsonOutput(p, fields, (wanted) => shown.map((l) => pick({
        color: l.color ?? '',
        createdAt: rfc3339(l.created_at),
        description: l.description ?? '',
        id: l.node_id ?? '',
        isDefault: l.default === true,
        name: l.name,
        updatedAt: rfc3339(l.updated_at),
        url: l.url ?? '',
    }, wanted)));
    return json ?? ghOk(shown.map((l) => `${l.name}\t${l.description ?? ''}\t#${l.color ?? ''}\n`).join(''));
}
async function issueView(place, args) {
    const p = parseArgs(args, { ...OUTPUT_FLAGS, comments: { value: false, short: 'c' } });
    if ('error' in p)
        return ghFail(p.error);
    const number = selectorNumber(p.positional[0], place, 'issues') ?? (p.positional.length === 0 ? place.current?.number : undefined);
    if (number === undefined || p.positional.length > 1)
        return ghFail(p.positional.length === 0 ? 'argument required: the issue number or URL' : `invalid issue format: "${p.positional.join(' ')}"`);
    const res = await place.octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}', { owner: place.owner, repo: place.repo, issue_number: number });
    const issue = res.data;
    const needsComments = flag(p, 'comments') !== undefined || (flag(p, 'json') ?? '').split(',').includes('comments');
    const comments = needsComments ? await commentsOf(place, number) : [];
    const json = jsonOutput(p, ISSUE_FIELDS, (wanted) => pick(issueRecord(issue, comments.map(commentRecord)), wanted));
    if (json)
        return json;
    if (flag(p, 'comments') !== undefined)
        return ghOk(rawComments(comments));
    return ghOk([
        `title:\t${issue.title}`,
        `state:\t${issue.state.toUpperCase()}`,
        `author:\t${issue.user?.login ?? 'ghost'}`,
        `labels:\t${labelNames(issue)}`,
        `comments:\t${issue.comments ?? 0}`,
        `assignees:\t${(issue.assignees ?? []).map((a) => a.login).join(', ')}`,
        'projects:\t',
        `milestone:\t${issue.milestone?.title ?? ''}`,
        `number:\t${issue.number}`,
        '--',
        `${issue.body ?? ''}`,
        '',
    ].join('\n'));
}
async function issueEdit(place, args, kind = 'issues') {
    const p = parseArgs(args, {
        repo: { value: true, short: 'R' },
        'add-label': { value: true, repeat: true },
        'remove-label': { value: true, repeat: true },
        title: { value: true, short: 't' },
        body: { value: true, short: 'b' },
    });
    if ('error' in p)
        return ghFail(p.error);
    const number = selectorNumber(p.positional[0], place, kind) ?? (p.positional.length === 0 && kind === 'pull' ? place.current?.number : undefined);
    if (number === undefined)
        return ghFail(`argument required: the ${kind === 'pull' ? 'pull request' : 'issue'} number or URL`);
    const refused = place.powers.githubWrite(number, { bash: `gh ${kind === 'pull' ? 'pr' : 'issue'} edit` });
    if (refused)
        return ghFail(`not edited: ${refused.why}`);
    const add = flagList(p, 'add-label');
    const remove = flagList(p, 'remove-label');
    const title = flag(p, 'title');
    const body = flag(p, 'body');
    if (add.length + remove.length === 0 && title === undefined && body === undefined)
        return ghFail('nothing to edit: this bridge edits --add-label, --remove-label, --title and --body');
    const { owner, repo, octokit } = place;
    if (add.length > 0) {
        // gh refuses a label the repository does not define (the REST call would create it).
        const defined = new Set();
        for (let page = 1; page <= 50; page++) {
            const res = await octokit.request('GET /repos/{owner}/{repo}/labels', { owner, repo, per_page: 100, page });
            for (const l of res.data)
                defined.add(l.name.toLowerCase());
            if (res.data.length < 100)
                break;
        }
        const missing = add.find((l) => !defined.has(l.toLowerCase()));
        if (missing !== undefined)
            return ghFail(`could not add label: '${missing}' not found`);
        await octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', { owner, repo, issue_number: number, labels: add });
    }
    for (const name of remove) {
        await octokit
            .request('DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', { owner, repo, issue_number: number, name })
            .catch((error) => {
            if (error.status !== 404)
                throw error;
        });
    }
    if (title !== undefined || body !== undefined) {
        await octokit.request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', {
            owner,
            repo,
            issue_number: number,
            ...(title !== undefined ? { title } : {}),
            ...(body !== undefined ? { body: (0,github_tools_text/* commentText */.br)(body) } : {}),
        });
    }
    return ghOk(`${place.web}/${kind}/${number}\n`);
}
async function issueComment(place, args, kind = 'issues') {
    const p = parseArgs(args, { repo: { value: true, short: 'R' }, body: { value: true, short: 'b' } });
    if ('error' in p)
        return ghFail(`${p.error}${/body-file|edit-last|web|editor/.test(p.error) ? ' (the bridge posts --body text only)' : ''}`);
    const number = selectorNumber(p.positional[0], place, kind) ?? (p.positional.length === 0 && kind === 'pull' ? place.current?.number : undefined);
    if (number === undefined)
        return ghFail(`argument required: the ${kind === 'pull' ? 'pull request' : 'issue'} number or URL`);
    const body = flag(p, 'body');
    if (body === undefined || body.trim() === '')
        return ghFail('--body is required when not running interactively');
    const refused = place.powers.githubWrite(number, { bash: `gh ${kind === 'pull' ? 'pr' : 'issue'} comment` });
    if (refused)
        return ghFail(`not posted: ${refused.why}`);
    const res = await place.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        ...repoOf(place),
        issue_number: number,
        body: (0,github_tools_text/* commentText */.br)(body),
    });
    return ghOk(`${res.data.html_url}\n`);
}

;// CONCATENATED MODULE: ./build/src/github-tools/gh-lists.js


/** `gh issue list` and `gh search issues`: the job's repository's issues, listed or searched, as gh prints them. */
/** gh's issue table when stdout is not a terminal: number, state, title, labels, updated. */
const issueRows = (issues) => issues.map((i) => `${i.number}\t${i.state.toUpperCase()}\t${oneLine(i.title)}\t${labelNames(i)}\t${rfc3339(i.updated_at)}\n`).join('');
async function searchIssues(place, query, limit) {
    const found = [];
    for (let page = 1; found.length < limit && page <= 10; page++) {
        const res = await place.octokit.request('GET /search/issues', { q: query, per_page: Math.min(100, limit), page });
        found.push(...res.data.items);
        if (res.data.items.length < Math.min(100, limit))
            break;
    }
    return found.slice(0, limit);
}
const LIST_FLAGS = {
    ...OUTPUT_FLAGS,
    limit: { value: true, short: 'L' },
    label: { value: true, short: 'l', repeat: true },
    state: { value: true, short: 's' },
    search: { value: true, short: 'S' },
    assignee: { value: true, short: 'a' },
    author: { value: true, short: 'A' },
};
async function withComments(place, p, issues) {
    const out = new Map();
    if (!(flag(p, 'json') ?? '').split(',').includes('comments'))
        return out;
    for (const i of issues)
        out.set(i.number, (await commentsOf(place, i.number)).map(commentRecord));
    return out;
}
async function issueList(place, args) {
    const p = parseArgs(args, LIST_FLAGS);
    if ('error' in p)
        return ghFail(p.error);
    if (p.positional.length > 0)
        return ghFail(`unknown argument "${p.positional[0]}"; please quote all values that have spaces`);
    const limit = limitOf(p, 30);
    if (typeof limit !== 'number')
        return ghFail(limit.error);
    const state = flag(p, 'state') ?? 'open';
    if (!['open', 'closed', 'all'].includes(state))
        return ghFail(`invalid argument "${state}" for "-s, --state" flag: valid values are {open|closed|all}`);
    const labels = flagList(p, 'label');
    const search = flag(p, 'search');
    let issues;
    if (search !== undefined || flag(p, 'author') !== undefined || flag(p, 'assignee') !== undefined) {
        const q = [
            `repo:${place.owner}/${place.repo}`,
            'is:issue',
            ...(state === 'all' ? [] : [`state:${state}`]),
            ...labels.map((l) => `label:"${l}"`),
            ...(flag(p, 'author') ? [`author:${flag(p, 'author')}`] : []),
            ...(flag(p, 'assignee') ? [`assignee:${flag(p, 'assignee')}`] : []),
            search ?? '',
        ].join(' ');
        issues = await searchIssues(place, q.trim(), limit);
    }
    else {
        issues = [];
        for (let page = 1; issues.length < limit && page <= 10; page++) {
            const res = await place.octokit.request('GET /repos/{owner}/{repo}/issues', {
                ...repoOf(place),
                state: state,
                ...(labels.length ? { labels: labels.join(',') } : {}),
                per_page: 100,
                page,
            });
            issues.push(...res.data.filter((i) => !i.pull_request));
            if (res.data.length < 100)
                break;
        }
        issues = issues.slice(0, limit);
    }
    const comments = await withComments(place, p, issues);
    return jsonOutput(p, ISSUE_FIELDS, (wanted) => issues.map((i) => pick(issueRecord(i, comments.get(i.number)), wanted))) ?? ghOk(issueRows(issues));
}
async function searchIssuesCommand(place, args) {
    const p = parseArgs(args, {
        ...OUTPUT_FLAGS,
        repo: { value: true, short: 'R', repeat: true },
        limit: { value: true, short: 'L' },
        label: { value: true, repeat: true },
        state: { value: true },
        author: { value: true },
        assignee: { value: true },
        sort: { value: true },
        order: { value: true },
        match: { value: true, repeat: true },
        'include-prs': { value: false },
    });
    if ('error' in p)
        return ghFail(p.error);
    const limit = limitOf(p, 30);
    if (typeof limit !== 'number')
        return ghFail(limit.error);
    const state = flag(p, 'state');
    const query = [
        `repo:${place.owner}/${place.repo}`,
        flag(p, 'include-prs') ? '' : 'is:issue',
        ...(state ? [`state:${state}`] : []),
        ...flagList(p, 'label').map((l) => `label:"${l}"`),
        ...(flag(p, 'author') ? [`author:${flag(p, 'author')}`] : []),
        ...(flag(p, 'assignee') ? [`assignee:${flag(p, 'assignee')}`] : []),
        ...flagList(p, 'match').map((m) => `in:${m}`),
        // gh quotes a keyword with spaces in it: a phrase.
        ...p.positional.map((k) => (/\s/.test(k) && !k.startsWith('"') ? `"${k}"` : k)),
    ]
        .filter((w) => w !== '')
        .join(' ');
    const found = await searchIssues(place, query, limit);
    const fields = [
        'assignees',
        'author',
        'authorAssociation',
        'body',
        'closedAt',
        'commentsCount',
        'createdAt',
        'id',
        'isLocked',
        'isPullRequest',
        'labels',
        'number',
        'repository',
        'state',
        'title',
        'updatedAt',
        'url',
    ];
    const record = (i) => {
        const r = issueRecord(i);
        return {
            ...r,
            state: i.state,
            authorAssociation: (i.author_association ?? 'NONE').toUpperCase(),
            commentsCount: i.comments ?? 0,
            isLocked: i.locked === true,
            isPullRequest: i.pull_request !== undefined && i.pull_request !== null,
            repository: { name: place.repo, nameWithOwner: `${place.owner}/${place.repo}` },
        };
    };
    const rows = found
        .map((i) => `${place.owner}/${place.repo}\t${i.number}\t${i.state}\t${oneLine(i.title)}\t${labelNames(i)}\t${rfc3339(i.updated_at)}\n`)
        .join('');
    return jsonOutput(p, fields, (wanted) => found.map((i) => pick(record(i), wanted))) ?? ghOk(rows);
}

;// CONCATENATED MODULE: ./build/src/github-tools/gh-pr.js


const PR_FIELDS = [
    'additions',
    'assignees',
    'author',
    'baseRefName',
    'body',
    'changedFiles',
    'closed',
    'closedAt',
    'comments',
    'createdAt',
    'deletions',
    'files',
    'headRefName',
    'headRefOid',
    'id',
    'isDraft',
    'labels',
    'mergedAt',
    'number',
    'state',
    'title',
    'updatedAt',
    'url',
];
function prNumber(place, positional) {
    if (positional.length > 1)
        return { error: `accepts at most 1 arg(s), received ${positional.length}` };
    const n = selectorNumber(positional[0], place, 'pull');
    if (n !== undefined)
        return n;
    if (positional.length > 0)
        return { error: `invalid pull request: "${positional[0]}"` };
    // gh finds the pull request of the checked-out branch; here that is the run's own pull request.
    return place.current?.isPullRequest ? place.current.number : { error: 'no pull request number given, and this run is not on a pull request' };
}
const filesOf = (place, number) => allPages(30, (page) => place.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
    ...repoOf(place),
    pull_number: number,
    per_page: 100,
    page,
}));
async function prView(place, args) {
    const p = parseArgs(args, { ...OUTPUT_FLAGS, comments: { value: false, short: 'c' } });
    if ('error' in p)
        return ghFail(p.error);
    const number = prNumber(place, p.positional);
    if (typeof number !== 'number')
        return ghFail(number.error);
    const { octokit, owner, repo } = place;
    const pr = (await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner, repo, pull_number: number })).data;
    const wanted = (flag(p, 'json') ?? '').split(',');
    const comments = flag(p, 'comments') !== undefined || wanted.includes('comments')
        ? (await octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { owner, repo, issue_number: number, per_page: 100 })).data
        : [];
    const files = wanted.includes('files') ? await filesOf(place, number) : [];
    const state = pr.merged_at ? 'MERGED' : pr.state.toUpperCase();
    const asIssue = { ...pr, labels: pr.labels, comments: comments.length };
    const json = jsonOutput(p, PR_FIELDS, (fields) => pick({
        ...issueRecord(asIssue, comments.map((c) => ({
            author: { login: c.user?.login ?? 'ghost' },
            authorAssociation: c.author_association,
            body: c.body ?? '',
            createdAt: rfc3339(c.created_at),
            url: c.html_url,
        }))),
        state,
        additions: pr.additions ?? 0,
        deletions: pr.deletions ?? 0,
        changedFiles: pr.changed_files ?? 0,
        baseRefName: pr.base.ref,
        headRefName: pr.head.ref,
        headRefOid: pr.head.sha,
        isDraft: pr.draft === true,
        mergedAt: pr.merged_at ?? null,
        files: files.map((f) => ({ path: f.filename, additions: f.additions, deletions: f.deletions })),
    }, fields));
    if (json)
        return json;
    if (flag(p, 'comments') !== undefined)
        return ghOk(rawComments(comments));
    return ghOk([
        `title:\t${pr.title}`,
        `state:\t${pr.draft && state === 'OPEN' ? 'DRAFT' : state}`,
        `author:\t${pr.user?.login ?? 'ghost'}`,
        `labels:\t${labelNames(asIssue)}`,
        `assignees:\t${(pr.assignees ?? []).map((a) => a.login).join(', ')}`,
        `reviewers:\t${(pr.requested_reviewers ?? []).map((r) => r.login).join(', ')}`,
        'projects:\t',
        `milestone:\t${pr.milestone?.title ?? ''}`,
        `number:\t${pr.number}`,
        `url:\t${pr.html_url}`,
        `additions:\t${pr.additions ?? 0}`,
        `deletions:\t${pr.deletions ?? 0}`,
        'auto-merge:\tdisabled',
        '--',
        pr.body ?? '',
        '',
    ].join('\n'));
}
/** The pull request's diff, from GitHub's per-file patches (git's headers around each), or `--name-only`. */
async function prDiff(place, args) {
    const p = parseArgs(args, { repo: { value: true, short: 'R' }, 'name-only': { value: false }, color: { value: true } });
    if ('error' in p)
        return ghFail(p.error);
    const number = prNumber(place, p.positional);
    if (typeof number !== 'number')
        return ghFail(number.error);
    const files = await filesOf(place, number);
    if (flag(p, 'name-only') !== undefined)
        return ghOk(files.map((f) => `${f.filename}\n`).join(''));
    const diff = files
        .map((f) => {
        const from = f.status === 'added' ? '/dev/null' : `a/${f.previous_filename ?? f.filename}`;
        const to = f.status === 'removed' ? '/dev/null' : `b/${f.filename}`;
        const head = `diff --git a/${f.previous_filename ?? f.filename} b/${f.filename}\n`;
        if (f.patch === undefined)
            return `${head}Binary files ${from} and ${to} differ\n`;
        return `${head}--- ${from}\n+++ ${to}\n${f.patch}\n`;
    })
        .join('');
    return ghOk(diff);
}

;// CONCATENATED MODULE: ./build/src/github-tools/gh-bridge.js








const SUBCOMMANDS = {
    'label list': { run: labelList, needs: 'issues: read', reads: true },
    'issue view': { run: issueView, needs: 'issues: read', reads: true },
    'issue list': { run: issueList, needs: 'issues: read', reads: true },
    'search issues': { run: searchIssuesCommand, needs: 'issues: read', reads: true },
    'issue edit': { run: (place, args) => issueEdit(place, args), needs: 'issues: write', reads: false },
    'issue comment': { run: (place, args) => issueComment(place, args), needs: 'issues: write', reads: false },
    'pr view': { run: prView, needs: 'pull-requests: read', reads: true },
    'pr diff': { run: prDiff, needs: 'pull-requests: read', reads: true },
    'pr comment': { run: (place, args) => issueComment(place, args, 'pull'), needs: 'issues: write', reads: false },
    'pr edit': { run: (place, args) => issueEdit(place, args, 'pull'), needs: 'pull-requests: write', reads: false },
};
const BRIDGED = Object.keys(SUBCOMMANDS)
    .map((s) => `gh ${s}`)
    .join(', ');
const WHY = "The runner gives no tool its GitHub token, so the real gh has none; the runner runs these gh commands itself, with the job's token, and prints what gh prints";
/**
 * The gh bridge: a Bash command that is one simple `gh \u2026` command of literal words (as the permission decision
 * parsed it, and decided it by the same rules, `Bash(gh issue edit:*)`\u2026) is run here, through the runner's client,
 * instead of being spawned. Its output is gh's for a non-terminal stdout. Any other use of gh (another subcommand,
 * in a pipeline, with variables) fails with a message saying what is bridged and why. Undefined: not a gh command.
 */
function ghBridge(place) {
    return (command) => {
        const parsed = (0,bash_parse/* splitCommand */.GW)(command);
        if (!parsed.ok || !parsed.commands.some((c) => c.argv[0] === 'gh'))
            return undefined;
        const only = parsed.commands.length === 1 ? parsed.commands[0] : undefined;
        if (only === undefined || (0,bash_plan/* executionPlan */.W)([only], false).argv === undefined)
            return Promise.resolve(fromGh(ghFail(`gh runs here only as a command of its own, with literal words (no pipes, &&, ;, redirections, variables or substitutions). ${WHY}: ${BRIDGED}. Run the gh command alone and work on its output in a next step.`)));
        return runGh(place, only.argv.slice(1)).then(fromGh);
    };
}
const fromGh = (out) => ({ ...out, bridge: 'gh' });
async function runGh(place, args) {
    const words = args.filter((a) => !a.startsWith('-'));
    const key = words.slice(0, 2).join(' ');
    const sub = SUBCOMMANDS[key];
    if (sub === undefined)
        return ghFail(`gh ${key || args.join(' ')}: not available here. ${WHY}: ${BRIDGED}.${key === 'auth status' || key.startsWith('auth') ? ' There is no gh login to show.' : ''}`);
    // The subcommand words come first, as gh's own parser requires; global flags before them are not bridged.
    if (args[0] !== words[0] || args[1] !== words[1])
        return ghFail(`put the subcommand first: gh ${key} \u2026`);
    const rest = args.slice(2);
    const repoAt = rest.findIndex((a) => a === '-R' || a === '--repo' || a.startsWith('--repo=') || (a.startsWith('-R') && a.length > 2));
    if (repoAt >= 0) {
        const a = rest[repoAt] ?? '';
        const named = a.includes('=') ? a.slice(a.indexOf('=') + 1) : a.length > 2 && !a.startsWith('--') ? a.slice(2) : (rest[repoAt + 1] ?? '');
        if (named.toLowerCase() !== `${place.owner}/${place.repo}`.toLowerCase())
            return ghFail(`the runner's gh bridge reaches only ${place.owner}/${place.repo}, the repository of the job's token (asked for ${named})`);
    }
    try {
        const out = await sub.run(place, rest);
        return sub.reads && out.exitCode === 0 && out.stdout !== ''
            ? { ...out, stdout: `${(0,github_tools_text/* untrusted */.bp)('github', `gh ${key}`, out.stdout.replace(/\n$/, ''))}\n` }
            : out;
    }
    catch (error) {
        return ghFail((0,tool/* githubError */.qQ)(error, sub.needs));
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./build/src/git/git.js
var git = __webpack_require__(50998);
// EXTERNAL MODULE: ./build/src/git/agent-commits.js
var agent_commits = __webpack_require__(96480);
// EXTERNAL MODULE: ./build/src/report/github/push.js
var github_push = __webpack_require__(27592);
// EXTERNAL MODULE: ./build/src/report/patch.js
var report_patch = __webpack_require__(34610);
;// CONCATENATED MODULE: ./build/src/github-tools/git-push-bridge.js











const SUPPORTED = 'git push [origin] [HEAD | <current branch> | HEAD:<branch>] [-u | --set-upstream], alone as its own command, with literal words';
const git_push_bridge_WHY = "No tool holds the GitHub token, so git has no credentials for the remote; the runner pushes the current branch's committed changes itself, through GitHub's API, to a new branch of that name (or one this run pushed before, fast-forward only)";
const SHELLS = new Set(['bash', 'sh', 'zsh', 'dash', 'eval']);
const GIT_PUSH_TEXT = /\bgit\s+push\b/;
const fail = (message) => ({ stdout: '', stderr: `fatal: ${message}\n`, exitCode: 128 });
const fromGit = (out) => ({ ...out, bridge: 'git' });
/**
 * The push bridge: `git push origin HEAD` (and the few forms in SUPPORTED), decided by the permission rules like any
 * Bash command (`Bash(git:*)`, `Bash(git push:*)`), is run here rather than spawned: the branch's changes since the
 * run's start commit are committed through the Git Data API (GitHub makes the commit, as the end-of-run push does) onto
 * a new remote branch, or onto the branch this run created before with a fast-forward. Never force, never delete,
 * never a branch that existed before the run (the default branch, a PR's base). Other git commands are not bridged.
 */
function gitPushBridge(place, source, powers) {
    const created = new Map();
    let last;
    const bridge = (command) => {
        const parsed = (0,bash_parse/* splitCommand */.GW)(command);
        const scripted = (argv) => SHELLS.has(argv[0] ?? '') && argv.slice(1).some((a) => GIT_PUSH_TEXT.test(a));
        if (!parsed.ok || parsed.commands.some((c) => scripted(c.argv)))
            return GIT_PUSH_TEXT.test(command) ? Promise.resolve(fromGit(fail(`a git push inside a script is not bridged: ${SUPPORTED}. ${git_push_bridge_WHY}.`))) : undefined;
        const isPush = (argv) => argv[0] === 'git' && argv[1] === 'push';
        if (!parsed.commands.some((c) => isPush(c.argv)))
            return undefined;
        const only = parsed.commands.length === 1 ? parsed.commands[0] : undefined;
        if (only === undefined || (0,bash_plan/* executionPlan */.W)([only], false).argv === undefined)
            return Promise.resolve(fromGit(fail(`git push runs here only as ${SUPPORTED} (no pipes, &&, ;, redirections, variables or substitutions). ${git_push_bridge_WHY}.`)));
        return push(only.argv.slice(2))
            .catch((error) => fail(`the push failed: ${(0,tool/* githubError */.qQ)(error, 'contents: write')}`))
            .then(fromGit);
    };
    async function push(args) {
        // No push at all when the workflow grants none: not a new branch, not any other form.
        const none = powers.bridgePush();
        if (none)
            return fail(`${none.why}. Nothing was pushed.`);
        const flags = args.filter((a) => a.startsWith('-'));
        const words = args.filter((a) => !a.startsWith('-'));
        const bad = flags.find((f) => f !== '-u' && f !== '--set-upstream');
        if (bad !== undefined)
            return fail(`${bad} is not supported here (never force, delete, tags or other options): ${SUPPORTED}. ${git_push_bridge_WHY}.`);
        if (words.length > 2)
            return fail(`one remote and one refspec at most: ${SUPPORTED}.`);
        const [remote, refspec] = words;
        if (remote !== undefined && remote !== 'origin')
            return fail(`only the remote origin (${place.owner}/${place.repo}, the job's repository) is bridged, not ${remote}: ${SUPPORTED}.`);
        const current = (await (0,git/* git */.$Y)(source.cwd, ['symbolic-ref', '--short', '-q', 'HEAD']).catch(() => '')).trim();
        if (current === '')
            return fail('HEAD is detached: check out a branch (git checkout -b <name>) and commit on it before pushing.');
        let target = current;
        let shown = refspec ?? current;
        if (refspec !== undefined && refspec !== 'HEAD' && refspec !== current) {
            const colon = refspec.startsWith('HEAD:') ? refspec.slice('HEAD:'.length).replace(/^refs\/heads\//, '') : undefined;
            if (colon === undefined || colon === '' || colon.includes(':'))
                return fail(`${refspec}: only HEAD, the current branch (${current}) or HEAD:<branch> is pushed here: ${SUPPORTED}.`);
            target = colon;
            shown = 'HEAD';
        }
        const refused = powers.bridgePush(target);
        if (refused)
            return fail(`${refused.why}.`);
        const dirty = await uncommitted(source.cwd, source.exclude);
        if (dirty.length > 0)
            return fail(`uncommitted changes (${dirty.slice(0, 5).join(', ')}${dirty.length > 5 ? ', \u2026' : ''}): commit them first (git add -A, git commit); the runner pushes the branch as committed.`);
        const before = created.get(target);
        const remoteSha = await remoteBranch(place, target);
        if (remoteSha !== undefined && before === undefined)
            return fail(`${target} already exists on ${place.owner}/${place.repo} and this run did not create it: the bridge pushes only new branches (and fast-forwards the ones it pushed), never the default branch or anyone else's. Push a new branch (git checkout -b <name>).`);
        if (before !== undefined && remoteSha !== before.commitSha)
            return fail(`${target} moved on the remote since this run pushed it (now ${remoteSha?.slice(0, 7) ?? 'deleted'}): the bridge never forces.`);
        const files = await branchFiles(source, before);
        if (before !== undefined && before.state === fingerprint(files))
            return { stdout: '', stderr: 'Everything up-to-date\n', exitCode: 0 };
        if (files.length === 0)
            return { stdout: '', stderr: 'Everything up-to-date\n', exitCode: 0 };
        if (files.some((f) => f.path.startsWith('.github/workflows/')))
            return fail('the changes touch .github/workflows, which the runner never pushes (a workflow change needs a person): undo them and commit again.');
        // A local action (.github/actions/) is code the workflows run with secrets: only a push the workflow asked for carries it.
        const workflowCode = powers.workflowChange(files.map((f) => f.path));
        if (workflowCode)
            return fail(`${workflowCode.why}: undo them and commit again. Nothing was pushed.`);
        const message = (await (0,git/* git */.$Y)(source.cwd, ['log', '-1', '--format=%B', 'HEAD']).catch(() => '')).trim() || 'Agent changes';
        const outcome = await (0,github_push/* pushChanges */.kk)(place.octokit, {
            ...repoOf(place),
            baseSha: before?.commitSha ?? source.startCommit,
            baseBranch: target,
            // A new branch is created at its exact name (checked absent above); a branch this run pushed moves by fast-forward only.
            mode: before ? 'pr_branch' : 'branch',
            branchName: target,
            namedByWorkflow: true,
            files,
            exclude: [...source.exclude],
            protectedBranches: powers.protectedBranches(),
            message: `${message}\n\n${(0,agent_commits/* agentTrailer */.v$)(source.runId)}\n`,
        });
        if (outcome.status === 'no_changes')
            return { stdout: '', stderr: 'Everything up-to-date\n', exitCode: 0 };
        if (outcome.status === 'failed')
            return fail(`the push failed (${outcome.stage}): ${outcome.error}`);
        // The report shows what was pushed: this tree's diff against the start, from the very bytes sent.
        const pushedFiles = files.filter((f) => outcome.committedPaths.includes(f.path));
        const patch = await (0,git/* withShadowRepo */.tI)(source.cwd, (repo) => (0,report_patch/* patchOf */.gn)(repo, pushedFiles), source.startCommit);
        last = {
            branch: outcome.branch,
            commitSha: outcome.commitSha,
            paths: [...new Set([...(before?.paths ?? []), ...outcome.committedPaths])],
            state: fingerprint(files),
            files: pushedFiles,
            patch,
        };
        created.set(outcome.branch, last);
        const range = before ? `   ${before.commitSha.slice(0, 7)}..${outcome.commitSha.slice(0, 7)} ` : ' * [new branch]     ';
        return {
            stdout: '',
            stderr: `To ${place.web}.git\n${range} ${shown} -> ${outcome.branch}\n` +
                `remote: committed by the runner through GitHub's API as ${outcome.commitSha.slice(0, 7)} (the local commit's changes; its id differs)\n`,
            exitCode: 0,
        };
    }
    return {
        bridge,
        get last() {
            return last;
        },
    };
}
function fingerprint(files) {
    return files.map((f) => `${f.path}\0${f.mode}\0${f.content === null ? '-' : (0,git/* blobSha */.wJ)(f.content)}`).join('\n');
}
async function remoteBranch(place, branch) {
    try {
        const ref = await place.octokit.request('GET /repos/{owner}/{repo}/git/ref/{ref}', { owner: place.owner, repo: place.repo, ref: `heads/${branch}` });
        return ref.data.object.sha;
    }
    catch (error) {
        if (error.status === 404)
            return undefined;
        throw error;
    }
}
/** Work-tree paths that differ from HEAD (or are untracked): the runner's git, the agent's configuration switched off. */
async function uncommitted(cwd, exclude) {
    const out = await (0,git/* git */.$Y)(cwd, ['status', '--porcelain=v1', '-z', '--untracked-files=all']);
    return out
        .split('\0')
        .filter((e) => e.length > 3)
        .map((e) => e.slice(3))
        .filter((p) => !(0,github_push/* isExcluded */.RF)(p, exclude));
}
/**
 * The branch's files against the run's start (each checked against the base objects: changedFilesFromGit), plus the
 * paths an earlier bridged push changed that are back to their start content now, so that a fast-forward undoes them too.
 */
async function branchFiles(source, before) {
    const files = await (0,github_push/* changedFilesFromGit */.mD)(source.cwd, source.exclude, source.startCommit);
    const seen = new Set(files.map((f) => f.path));
    for (const p of before?.paths ?? []) {
        if (seen.has(p))
            continue;
        const abs = external_node_path_.join(source.cwd, p);
        const st = await external_node_fs_.promises.lstat(abs).catch(() => null);
        if (st === null)
            files.push({ path: p, content: null, mode: '100644' });
        else if (st.isSymbolicLink())
            files.push({ path: p, content: Buffer.from(await external_node_fs_.promises.readlink(abs)), mode: '120000' });
        else if (st.isFile())
            files.push({ path: p, content: await external_node_fs_.promises.readFile(abs), mode: st.mode & 0o111 ? '100755' : '100644' });
    }
    return files;
}

// EXTERNAL MODULE: ./build/src/github-tools/official-tools.js
var official_tools = __webpack_require__(36588);
// EXTERNAL MODULE: ./build/src/github/retry.js
var retry = __webpack_require__(26919);
;// CONCATENATED MODULE: ./build/src/github-tools/diff-lines.js
/**
 * Which lines of a pull request a review comment may sit on: GitHub refuses (422) a comment on a
 * line outside the diff's hunks, so the review places only these and moves the others to its body.
 */
/** The hunks of one file's `patch` (as `GET \u2026/pulls/{n}/files` returns it); none when GitHub gives no patch (binary, too large). */
function hunksOf(patch) {
    if (!patch)
        return [];
    const hunks = [];
    let hunk;
    let oldLine = 0;
    let newLine = 0;
    for (const line of patch.split('\n')) {
        const header = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
        if (header) {
            hunk = { left: new Set(), right: new Set() };
            hunks.push(hunk);
            oldLine = Number(header[1]);
            newLine = Number(header[2]);
            continue;
        }
        if (!hunk || line.startsWith('\\'))
            continue;
        if (line.startsWith('+'))
            hunk.right.add(newLine++);
        else if (line.startsWith('-'))
            hunk.left.add(oldLine++);
        else {
            hunk.left.add(oldLine++);
            hunk.right.add(newLine++);
        }
    }
    return hunks;
}
/** Whether a comment on `line` (or `startLine`..`line`) of `side` fits one hunk, as GitHub requires. */
function placeable(hunks, side, line, startLine) {
    const from = startLine ?? line;
    if (from > line)
        return false;
    return hunks.some((hunk) => {
        const lines = side === 'LEFT' ? hunk.left : hunk.right;
        return lines.has(from) && lines.has(line);
    });
}

// EXTERNAL MODULE: ./build/src/text/untrusted-markdown.js
var untrusted_markdown = __webpack_require__(37133);
;// CONCATENATED MODULE: ./build/src/github-tools/review.js




/**
 * The run's review: comments collected as the agent leaves them, posted once at the end as one
 * review with event COMMENT (never APPROVE or REQUEST_CHANGES). A comment on a line outside the
 * diff goes into the review's body rather than failing the whole review with a 422; one the
 * runner's identity already left on this PR (same path, line and body) is not posted again.
 */
class PullRequestReview {
    octokit;
    target;
    comments = [];
    files;
    head;
    constructor(octokit, target) {
        this.octokit = octokit;
        this.target = target;
    }
    get size() {
        return this.comments.length;
    }
    /** Queues a comment; says where it will go, so the model can move a misplaced one while it still can. */
    async add(comment) {
        const body = (0,github_tools_text/* commentText */.br)(comment.body);
        this.comments.push({ ...comment, body });
        return this.place({ ...comment, body });
    }
    async place(comment) {
        if (comment.line < 1)
            return { inline: false, why: 'it names no line' };
        const files = await this.diff();
        if (!files.ok)
            return { inline: false, why: files.error };
        if (comment.commitId !== undefined && this.head !== undefined && comment.commitId !== this.head) {
            return {
                inline: false,
                why: `commit_id ${comment.commitId.slice(0, 12)} is not the pull request's head (${this.head.slice(0, 12)}), which the review is on`,
            };
        }
        const hunks = files.value.get(comment.path);
        if (!hunks)
            return { inline: false, why: `${comment.path} is not among the files this pull request changes` };
        const lines = comment.startLine !== undefined ? `lines ${comment.startLine}-${comment.line}` : `line ${comment.line}`;
        if (!placeable(hunks, comment.side, comment.line, comment.startLine))
            return { inline: false, why: `${lines} (${comment.side}) of ${comment.path} is outside the diff's hunks` };
        return { inline: true };
    }
    /** The PR's files and head, read once (both answers are the PR as the review will be posted on). */
    diff() {
        this.files ??= (async () => {
            const { owner, repo, number } = this.target;
            const pull = await (0,retry/* withGitHubRetry */.Cq)(() => this.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner, repo, pull_number: number }));
            if (!pull.ok)
                return { ok: false, error: `could not read pull request #${number}: ${pull.error}` };
            this.head = pull.value.data.head.sha;
            const files = new Map();
            for (let page = 1; page <= 30; page++) {
                const res = await (0,retry/* withGitHubRetry */.Cq)(() => this.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', { owner, repo, pull_number: number, per_page: 100, page }));
                if (!res.ok)
                    return { ok: false, error: `could not list the files of pull request #${number}: ${res.error}` };
                for (const f of res.value.data)
                    files.set(f.filename, hunksOf(f.patch));
                if (res.value.data.length < 100)
                    break;
            }
            return { ok: true, value: files };
        })();
        return this.files;
    }
    /**
     * Posts the review (when there is anything new to post). `login` is who the runner writes as: its
     * earlier comments are the ones not repeated. `summaryUrl` links the sticky comment. Returns lines for the report.
     */
    async post(o) {
        const wanted = this.comments;
        if (wanted.length === 0)
            return { notes: [] };
        const { owner, repo, number } = this.target;
        const placed = await Promise.all(wanted.map(async (c) => ({ comment: c, placement: await this.place(c) })));
        const earlier = await this.earlierComments(o.login);
        const seen = new Set();
        const fresh = placed.filter(({ comment, placement }) => {
            const key = keyOf(comment);
            const repeated = seen.has(key) || (placement.inline ? earlier.inline.has(key) : earlier.bodies.some((b) => b.includes(movedEntry(comment, placement.why))));
            seen.add(key);
            return !repeated;
        });
        const repeated = wanted.length - fresh.length;
        const again = repeated > 0 ? ` (${repeated} already posted by an earlier run or twice in this one: not repeated)` : '';
        const findings = (where) => wanted.flatMap((c) => (c.finding === undefined ? [] : [{ finding: c.finding, placed: where(c) }]));
        const notAgain = { where: 'not_posted', why: 'already posted by an earlier run, or twice in this one' };
        if (fresh.length === 0)
            return { notes: [`Review: nothing new to post${again}.`], findings: findings(() => notAgain) };
        let inline = fresh.filter((p) => p.placement.inline).map((p) => p.comment);
        let moved = fresh.flatMap((p) => (p.placement.inline ? [] : [{ comment: p.comment, why: p.placement.why }]));
        let res = await this.create(inline, moved, o.summaryUrl);
        if (!res.ok && res.status === 422 && inline.length > 0) {
            // The head moved since the files were read (a push during the run): every comment goes to the body rather than none.
            moved = [...inline.map((comment) => ({ comment, why: 'GitHub refused it as an inline comment (the pull request changed during the run)' })), ...moved];
            inline = [];
            res = await this.create(inline, moved, o.summaryUrl);
        }
        if (!res.ok)
            return { notes: [], failed: res.error, findings: findings(() => ({ where: 'not_posted', why: `GitHub refused the review: ${res.error}` })) };
        const movedNote = moved.length > 0 ? `, ${moved.length} outside the diff moved to the review's body` : '';
        // Where GitHub's answer names no address (some proxies and GHES versions drop html_url), the note says none rather than "undefined".
        const where = res.url ? `: ${res.url}` : '';
        const placedInline = new Set(inline);
        const movedWhy = new Map(moved.map((m) => [m.comment, m.why]));
        const fates = findings((c) => {
            if (placedInline.has(c))
                return { where: 'inline', ...(res.url ? { url: res.url } : {}) };
            const why = movedWhy.get(c);
            return why !== undefined ? { where: 'review_body', why } : notAgain;
        });
        return {
            findings: fates,
            notes: [`Review posted on #${number} of ${owner}/${repo}: ${inline.length} inline comment${inline.length === 1 ? '' : 's'}${movedNote}${again}${where}`],
            posted: { url: res.url ?? '', comments: inline.length + moved.length },
        };
    }
    async create(inline, moved, summaryUrl) {
        const { owner, repo, number } = this.target;
        const summary = summaryUrl ? `The summary is in [the run's comment](${summaryUrl}).` : "The summary is in the run's comment.";
        const parts = [`**Agent Runner review**: ${inline.length} inline comment${inline.length === 1 ? '' : 's'}. ${summary}`];
        if (moved.length > 0)
            parts.push('', '### Comments outside the diff', '', ...moved.map((m) => movedEntry(m.comment, m.why)));
        try {
            const res = await this.octokit.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
                owner,
                repo,
                pull_number: number,
                ...(this.head ? { commit_id: this.head } : {}),
                event: 'COMMENT',
                body: parts.join('\n'),
                comments: inline.map((c) => ({
                    path: c.path,
                    body: c.body,
                    line: c.line,
                    side: c.side,
                    ...(c.startLine !== undefined && c.startLine !== c.line ? { start_line: c.startLine, start_side: c.side } : {}),
                })),
            });
            const url = res.data.html_url;
            return { ok: true, url: url || undefined };
        }
        catch (error) {
            const facts = (0,retry/* errorFacts */.u2)(error);
            return { ok: false, error: facts.message, ...(facts.status !== undefined ? { status: facts.status } : {}) };
        }
    }
    /** The runner's own review comments on this PR (by path, line and body) and its earlier review bodies. */
    async earlierComments(login) {
        const found = { inline: new Set(), bodies: [] };
        if (login === undefined)
            return found;
        const { owner, repo, number } = this.target;
        for (let page = 1; page <= 30; page++) {
            const res = await (0,retry/* withGitHubRetry */.Cq)(() => this.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/comments', { owner, repo, pull_number: number, per_page: 100, page }));
            if (!res.ok)
                break;
            for (const c of res.value.data) {
                if (c.user?.login !== login)
                    continue;
                const line = c.line ?? c.original_line;
                if (line)
                    found.inline.add(keyOf({ path: c.path, line, body: c.body }));
            }
            if (res.value.data.length < 100)
                break;
        }
        for (let page = 1; page <= 10; page++) {
            const res = await (0,retry/* withGitHubRetry */.Cq)(() => this.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', { owner, repo, pull_number: number, per_page: 100, page }));
            if (!res.ok)
                break;
            for (const r of res.value.data)
                if (r.user?.login === login && r.body)
                    found.bodies.push(r.body);
            if (res.value.data.length < 100)
                break;
        }
        return found;
    }
}
function keyOf(c) {
    return JSON.stringify([c.path, c.line, c.body.trim()]);
}
/** A comment that could not sit on its line, as the review's body shows it. */
function movedEntry(c, why) {
    const lines = c.startLine !== undefined && c.startLine !== c.line ? `lines ${c.startLine}-${c.line}` : `line ${c.line}`;
    // The path and the reason (which quotes the path) are the model's words too: a path holding a blank line and `<img \u2026>` ended the code span.
    return `**${(0,untrusted_markdown/* renderUntrusted */.z)(c.path, 'code')} ${lines}** (${(0,untrusted_markdown/* renderUntrusted */.z)(why, 'line')}):\n\n${c.body}\n`;
}

// EXTERNAL MODULE: ./build/src/powers/grants.js
var grants = __webpack_require__(45117);
// EXTERNAL MODULE: ./build/src/text/sanitize.js
var sanitize = __webpack_require__(39654);
;// CONCATENATED MODULE: ./build/src/github-tools/review-findings.js

/**
 * A field's share of one posted finding: 32 findings all outside the diff land in one review body, which GitHub caps at
 * 65,536 characters. The whole text stays in the job summary.
 */
const POSTED_FIELD_MAX = 500;
const cut = (text) => (text.length > POSTED_FIELD_MAX ? `${(0,sanitize/* safeCut */.aK)(text, POSTED_FIELD_MAX)} [\u2026]` : text);
/** The labels a finding carries: its enum values (checked against the schema) and its category (the model's text). */
function findingLabels(f) {
    return [f.severity, f.category, f.verdict, f.outcome].filter((v) => v !== undefined && v !== '');
}
/**
 * A finding as a review comment's body, in Markdown (review.ts makes it inert: mentions, raw HTML and images, as for
 * the model's own comments). Every field the model wrote is cut to a bounded length.
 */
function findingCommentBody(f, rank, total) {
    const labels = findingLabels(f).map(cut);
    const head = f.short_summary ? `**${cut(f.short_summary)}**` : `**Finding ${rank} of ${total}**`;
    return [
        `${head}${labels.length > 0 ? ` (${labels.join(', ')})` : ''}`,
        '',
        cut(f.summary),
        '',
        `Failure scenario: ${cut(f.failure_scenario)}`,
        '',
        `_Finding ${rank} of ${total}, reported by the agent (ReportFindings)._`,
    ].join('\n');
}
/** The findings as the review's comments: each on the file and line it names (the review places or moves it). */
function findingComments(reported) {
    const total = reported.findings.length;
    return reported.findings.map((f, i) => ({
        path: f.file.replace(/^\.?\//, ''),
        body: findingCommentBody(f, i + 1, total),
        line: f.line ?? 0,
        side: 'RIGHT',
        finding: i,
    }));
}
/** Every finding with the same fate: none went to GitHub, for this reason. */
function notPosted(reported, why) {
    return reported.findings.map(() => ({ where: 'not_posted', why }));
}

;// CONCATENATED MODULE: ./build/src/github-tools/index.js











/**
 * The GitHub operations the agent may ask for, under claude-code-action's names where it has them.
 * They run in the runner's process with the runner's client: the token is in no tool process,
 * environment or file. The permission rules decide every call (an allow rule is needed under dontAsk).
 */
function agentGitHub(o) {
    const { octokit, task } = o;
    const number = task.issueNumber;
    const powers = o.powers ?? (0,grants/* runPowersFor */.xD)(task, 'none');
    const home = { owner: task.repo.owner, repo: task.repo.name };
    // The official GitHub MCP server's issue tools (offered where the rules name them: create-session) and the gh bridge need no issue of the run.
    const official = (0,official_tools/* officialIssueTools */.A)(octokit, home, powers);
    const web = `${(o.serverUrl ?? 'https://github.com').replace(/\/+$/, '')}/${home.owner}/${home.repo}`;
    const place = { octokit, ...home, web, powers, ...(number !== undefined ? { current: { number, isPullRequest: task.isPullRequest } } : {}) };
    const gh = ghBridge(place);
    const pusher = o.pushSource ? gitPushBridge(place, o.pushSource, powers) : undefined;
    const bashBridge = (command) => pusher?.bridge(command) ?? gh(command);
    const bridgedPush = () => pusher?.last;
    const reportOnly = (why) => async (findings) => (findings ? notPosted(findings, why) : undefined);
    if (number === undefined)
        return { tools: official, bashBridge, finish: reportOnly('the run is not on a pull request'), bridgedPush, powers };
    const target = { ...home, number };
    const comment = o.comment;
    const tools = [...issueTools(octokit, target, comment ? (body) => comment.writeAgentComment(body) : undefined), ...official];
    if (!task.isPullRequest)
        return { tools, bashBridge, finish: reportOnly('the run is on an issue, not a pull request'), bridgedPush, powers };
    const review = new PullRequestReview(octokit, target);
    tools.unshift(inlineCommentTool(review), ...pullRequestTools(octokit, target), ...ciTools(octokit, target, external_node_path_.join(o.runDir, 'github-ci-logs')));
    return {
        tools,
        bashBridge,
        bridgedPush,
        powers,
        systemNote: {
            tool: INLINE_COMMENT_TOOL,
            text: `This run is on pull request #${number}. To review it, read the change (mcp__github_pr__get_diff, or git in the checkout) and leave ` +
                `inline comments with ${INLINE_COMMENT_TOOL} on lines the diff changes (a fix as a \`\`\`suggestion block replacing exactly those lines). ` +
                "They are posted together as one review when you finish; your final answer is the summary, shown in the run's comment.",
        },
        async finish(findings) {
            let placements;
            if (findings && findings.findings.length > 0) {
                // The tool grants nothing: the findings reach GitHub only where the model could have left the comments itself.
                if (powers.reviewAllowed())
                    for (const c of findingComments(findings))
                        await review.add(c);
                else
                    placements = notPosted(findings, `the workflow does not let this run review the pull request (to let it, add \`${INLINE_COMMENT_TOOL}\` to \`allowed_tools\`)`);
            }
            if (review.size === 0)
                return placements;
            const summaryUrl = comment?.comment.url;
            const posting = await review.post({ login: comment?.comment.login ?? o.fallbackLogin, ...(summaryUrl ? { summaryUrl } : {}) });
            comment?.addNotes(posting.notes);
            const fallback = `${web}/pull/${number}`;
            if (posting.posted)
                comment?.addDelivery({ kind: 'review', url: posting.posted.url || fallback, comments: posting.posted.comments });
            if (posting.failed !== undefined)
                comment?.addDelivery({ what: 'review', error: posting.failed });
            if (!findings || placements)
                return placements;
            const byIndex = new Map((posting.findings ?? []).map((f) => [f.finding, f.placed]));
            return findings.findings.map((_, i) => byIndex.get(i) ?? { where: 'not_posted', why: 'the review was not posted' });
        },
    };
}


/***/ }),

/***/ 36588:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ officialIssueTools),
/* harmony export */   I: () => (/* binding */ offeredGitHubTools)
/* harmony export */ });
/* harmony import */ var _text_redact_tokens_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21439);
/* harmony import */ var _text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(20676);
/* harmony import */ var _tool_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(46373);



/**
 * Issue tools under the names and input schemas of GitHub's official MCP server (github/github-mcp-server,
 * pkg/github/issues.go before its October 2025 consolidation, the names claude-code-action's examples give in
 * `--allowedTools`), run in the runner with its client like every tool here: the token is in no tool process.
 * Their answers are the REST objects that server returns, fenced as untrusted text. They reach the job's
 * repository only: that is all its token can reach anyway, and a name elsewhere is a clear error, not a 404.
 */
const OFFICIAL_PREFIX = 'mcp__github__';
/**
 * The runner's GitHub tools this session offers: the official server's names only when an allow rule names that
 * server or one of its tools (claude-code-action adds the server only then), so other runs' tool lists stay as they were.
 */
function offeredGitHubTools(tools, allow) {
    const named = allow.some((rule) => rule.tool === 'mcp__github' || rule.tool.startsWith(OFFICIAL_PREFIX));
    return named ? tools : tools.filter((tool) => !tool.name.startsWith(OFFICIAL_PREFIX));
}
const OWNER = { type: 'string', description: 'Repository owner' };
const REPO = { type: 'string', description: 'Repository name' };
const PAGE = { type: 'number', minimum: 1, description: 'Page number for pagination (min 1)' };
const PER_PAGE = { type: 'number', minimum: 1, maximum: 100, description: 'Results per page for pagination (min 1, max 100)' };
const ISSUE = (description) => ({ type: 'number', description });
function officialIssueTools(octokit, home, powers) {
    const full = `${home.owner}/${home.repo}`;
    const here = (w) => {
        if (`${w.owner}/${w.repo}`.toLowerCase() !== full.toLowerCase())
            throw new Error(`this runner's GitHub tools reach only ${full}, the repository of the job's token (asked for ${w.owner}/${w.repo})`);
    };
    const base = { owner: home.owner, repo: home.repo };
    // A write to an issue other than the run's own needs an allow rule naming the tool: the capability check says.
    const writable = (tool, number) => {
        const refused = powers.githubWrite(number, { tool: `${OFFICIAL_PREFIX}${tool}` });
        if (refused)
            throw new Error(refused.why);
    };
    const addComment = (name) => (0,_tool_js__WEBPACK_IMPORTED_MODULE_2__/* .githubTool */ .aw)({
        name: `${OFFICIAL_PREFIX}${name}`,
        description: 'Add a comment to a specific issue in a GitHub repository.',
        needs: 'issues: write',
        schema: {
            type: 'object',
            properties: { owner: OWNER, repo: REPO, issue_number: ISSUE('Issue number to comment on'), body: { type: 'string', description: 'Comment content' } },
            required: ['owner', 'repo', 'issue_number', 'body'],
            additionalProperties: false,
        },
        async run(input) {
            here(input);
            writable(name, input.issue_number);
            const res = await octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
                ...base,
                issue_number: input.issue_number,
                body: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .commentText */ .br)(input.body),
            });
            return (0,_tool_js__WEBPACK_IMPORTED_MODULE_2__/* .json */ .Pq)(res.data);
        },
    });
    return [
        (0,_tool_js__WEBPACK_IMPORTED_MODULE_2__/* .githubTool */ .aw)({
            name: `${OFFICIAL_PREFIX}get_issue`,
            description: 'Get details of a specific issue in a GitHub repository.',
            needs: 'issues: read',
            schema: {
                type: 'object',
                properties: {
                    owner: { type: 'string', description: 'The owner of the repository' },
                    repo: { type: 'string', description: 'The name of the repository' },
                    issue_number: ISSUE('The number of the issue'),
                },
                required: ['owner', 'repo', 'issue_number'],
                additionalProperties: false,
            },
            async run(input) {
                here(input);
                const res = await octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}', { ...base, issue_number: input.issue_number });
                return (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .untrusted */ .bp)('github', 'issue', (0,_tool_js__WEBPACK_IMPORTED_MODULE_2__/* .json */ .Pq)(res.data));
            },
        }),
        (0,_tool_js__WEBPACK_IMPORTED_MODULE_2__/* .githubTool */ .aw)({
            name: `${OFFICIAL_PREFIX}search_issues`,
            description: 'Search for issues in GitHub repositories using issues search syntax already scoped to is:issue',
            needs: 'issues: read',
            schema: {
                type: 'object',
                properties: {
                    query: { type: 'string', description: 'Search query using GitHub issues search syntax' },
                    owner: { type: 'string', description: 'Optional repository owner. If provided with repo, only issues for this repository are listed.' },
                    repo: { type: 'string', description: 'Optional repository name. If provided with owner, only issues for this repository are listed.' },
                    sort: {
                        type: 'string',
                        description: 'Sort field by number of matches of categories, defaults to best match',
                        enum: [
                            'comments',
                            'reactions',
                            'reactions-+1',
                            'reactions--1',
                            'reactions-smile',
                            'reactions-thinking_face',
                            'reactions-heart',
                            'reactions-tada',
                            'interactions',
                            'created',
                            'updated',
                        ],
                    },
                    order: { type: 'string', description: 'Sort order', enum: ['asc', 'desc'] },
                    page: PAGE,
                    perPage: PER_PAGE,
                },
                required: ['query'],
                additionalProperties: false,
            },
            async run(input) {
                if (input.owner !== undefined && input.repo !== undefined)
                    here({ owner: input.owner, repo: input.repo });
                const q = scopedQuery(input.query, full);
                const res = await octokit.request('GET /search/issues', {
                    q,
                    ...(input.sort ? { sort: input.sort } : {}),
                    ...(input.order ? { order: input.order } : {}),
                    per_page: input.perPage ?? 30,
                    page: input.page ?? 1,
                });
                return (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .untrusted */ .bp)('github', 'search_issues', (0,_tool_js__WEBPACK_IMPORTED_MODULE_2__/* .json */ .Pq)(res.data));
            },
        }),
        (0,_tool_js__WEBPACK_IMPORTED_MODULE_2__/* .githubTool */ .aw)({
            name: `${OFFICIAL_PREFIX}list_issues`,
            description: "List issues in a GitHub repository. For pagination, use the 'endCursor' from the previous response's 'pageInfo' in the 'after' parameter.",
            needs: 'issues: read',
            schema: {
                type: 'object',
                properties: {
                    owner: OWNER,
                    repo: REPO,
                    state: {
                        type: 'string',
                        description: 'Filter by state, by default both open and closed issues are returned when not provided',
                        enum: ['OPEN', 'CLOSED'],
                    },
                    labels: { type: 'array', items: { type: 'string' }, description: 'Filter by labels' },
                    orderBy: {
                        type: 'string',
                        description: "Order issues by field. If provided, the 'direction' also needs to be provided.",
                        enum: ['CREATED_AT', 'UPDATED_AT', 'COMMENTS'],
                    },
                    direction: { type: 'string', description: "Order direction. If provided, the 'orderBy' also needs to be provided.", enum: ['ASC', 'DESC'] },
                    since: { type: 'string', description: 'Filter by date (ISO 8601 timestamp)' },
                    perPage: PER_PAGE,
                    after: { type: 'string', description: "Cursor for pagination. Use the endCursor from the previous page's PageInfo for GraphQL APIs." },
                },
                required: ['owner', 'repo'],
                additionalProperties: false,
            },
            async run(input) {
                here(input);
                const perPage = input.perPage ?? 30;
                // The official server pages with GraphQL cursors; here the cursor is the next REST page's number.
                const page = input.after !== undefined && /^\d+$/.test(input.after) ? Number(input.after) : 1;
                const res = await octokit.request('GET /repos/{owner}/{repo}/issues', {
                    ...base,
                    state: input.state === 'OPEN' ? 'open' : input.state === 'CLOSED' ? 'closed' : 'all',
                    ...(input.labels?.length ? { labels: input.labels.join(',') } : {}),
                    sort: input.orderBy === 'UPDATED_AT' ? 'updated' : input.orderBy === 'COMMENTS' ? 'comments' : 'created',
                    direction: input.direction === 'ASC' ? 'asc' : 'desc',
                    ...(input.since ? { since: input.since } : {}),
                    per_page: perPage,
                    page,
                });
                const issues = res.data.filter((i) => !('pull_request' in i && i.pull_request));
                const hasNextPage = res.data.length === perPage;
                const out = {
                    issues,
                    pageInfo: { hasNextPage, hasPreviousPage: page > 1, startCursor: String(page), endCursor: hasNextPage ? String(page + 1) : '' },
                    totalCount: (page - 1) * perPage + issues.length,
                };
                return (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .untrusted */ .bp)('github', 'list_issues', (0,_tool_js__WEBPACK_IMPORTED_MODULE_2__/* .json */ .Pq)(out));
            },
        }),
        addComment('create_issue_comment'),
        addComment('add_issue_comment'),
        (0,_tool_js__WEBPACK_IMPORTED_MODULE_2__/* .githubTool */ .aw)({
            name: `${OFFICIAL_PREFIX}update_issue`,
            description: 'Update an existing issue in a GitHub repository.',
            needs: 'issues: write',
            schema: {
                type: 'object',
                properties: {
                    owner: OWNER,
                    repo: REPO,
                    issue_number: ISSUE('Issue number to update'),
                    title: { type: 'string', description: 'New title' },
                    body: { type: 'string', description: 'New description' },
                    labels: { type: 'array', items: { type: 'string' }, description: 'New labels' },
                    assignees: { type: 'array', items: { type: 'string' }, description: 'New assignees' },
                    milestone: { type: 'number', description: 'New milestone number' },
                    type: { type: 'string', description: 'New issue type' },
                    state: { type: 'string', description: 'New state', enum: ['open', 'closed'] },
                    state_reason: {
                        type: 'string',
                        description: 'Reason for the state change. Ignored unless state is changed.',
                        enum: ['completed', 'not_planned', 'duplicate'],
                    },
                    duplicate_of: { type: 'number', description: "Issue number that this issue is a duplicate of. Only used when state_reason is 'duplicate'." },
                },
                required: ['owner', 'repo', 'issue_number'],
                additionalProperties: false,
            },
            async run(input) {
                here(input);
                writable('update_issue', input.issue_number);
                if (input.type !== undefined || input.duplicate_of !== undefined)
                    return {
                        content: 'Error: type and duplicate_of are set through GitHub GraphQL, which this runner does not call: leave them out (a comment can name the original issue).',
                        isError: true,
                    };
                const res = await octokit.request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', {
                    ...base,
                    issue_number: input.issue_number,
                    ...(input.title !== undefined ? { title: (0,_text_redact_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .redactTokens */ .O)(input.title) } : {}),
                    ...(input.body !== undefined ? { body: (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .commentText */ .br)(input.body) } : {}),
                    ...(input.labels !== undefined ? { labels: input.labels } : {}),
                    ...(input.assignees !== undefined ? { assignees: input.assignees } : {}),
                    ...(input.milestone !== undefined ? { milestone: input.milestone } : {}),
                    ...(input.state !== undefined ? { state: input.state, ...(input.state_reason ? { state_reason: input.state_reason } : {}) } : {}),
                });
                return (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .untrusted */ .bp)('github', 'issue', (0,_tool_js__WEBPACK_IMPORTED_MODULE_2__/* .json */ .Pq)(res.data));
            },
        }),
        (0,_tool_js__WEBPACK_IMPORTED_MODULE_2__/* .githubTool */ .aw)({
            name: `${OFFICIAL_PREFIX}get_issue_comments`,
            description: 'Get comments for a specific issue in a GitHub repository.',
            needs: 'issues: read',
            schema: {
                type: 'object',
                properties: { owner: OWNER, repo: REPO, issue_number: ISSUE('Issue number'), page: PAGE, perPage: PER_PAGE },
                required: ['owner', 'repo', 'issue_number'],
                additionalProperties: false,
            },
            async run(input) {
                here(input);
                const res = await octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
                    ...base,
                    issue_number: input.issue_number,
                    per_page: input.perPage ?? 30,
                    page: input.page ?? 1,
                });
                return (0,_text_js__WEBPACK_IMPORTED_MODULE_1__/* .untrusted */ .bp)('github', 'issue_comments', (0,_tool_js__WEBPACK_IMPORTED_MODULE_2__/* .json */ .Pq)(res.data));
            },
        }),
    ];
}
/** The query scoped as the official server scopes it (`is:issue`), and to the job's repository unless it already names it. */
function scopedQuery(query, full) {
    const named = [...query.matchAll(/(?:^|\s)(repo|org|user):(\S+)/gi)];
    const elsewhere = named.find((m) => !(m[1]?.toLowerCase() === 'repo' && m[2]?.toLowerCase() === full.toLowerCase()));
    if (elsewhere)
        throw new Error(`this runner's GitHub tools search only ${full}, the repository of the job's token (the query names ${elsewhere[1]}:${elsewhere[2]})`);
    const typed = /(?:^|\s)is:(issue|pr|pull-request)\b/i.test(query) ? query : `is:issue ${query}`;
    return named.length > 0 ? typed : `repo:${full} ${typed}`;
}


/***/ }),

/***/ 20676:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bp: () => (/* binding */ untrusted),
/* harmony export */   br: () => (/* binding */ commentText)
/* harmony export */ });
/* unused harmony export GITHUB_TOOL_MAX_CHARS */
/* harmony import */ var _text_posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40138);
/* harmony import */ var _trigger_task_message_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33039);
/* harmony import */ var _text_sanitize_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39654);



/** What one GitHub tool hands the model at most: a diff or a comment thread can be huge, and every later turn re-sends it. */
const GITHUB_TOOL_MAX_CHARS = 40_000;
/**
 * Text from GitHub that people other than the workflow author wrote (diffs, comments, job and
 * workflow names), capped and fenced as untrusted data, like the event data of the first message.
 */
function untrusted(source, field, text, max = GITHUB_TOOL_MAX_CHARS) {
    const cut = text.length > max ? `${(0,_text_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .safeCut */ .aK)(text, max)}\n[\u2026 ${text.length - max} more characters not shown \u2026]` : text;
    return (0,_trigger_task_message_js__WEBPACK_IMPORTED_MODULE_1__/* .fence */ .EU)(source, field, cut);
}
/**
 * The model's text for a comment or review GitHub shows: no token, no mention, raw HTML, image or odd-scheme link
 * (they would ping people, load a URL carrying data, or hide text); code (a ```suggestion block) kept as written.
 * Parsed as GitHub parses it (src/text/posted-markdown.ts), not modelled line by line.
 */
function commentText(text) {
    return (0,_text_posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .renderPostedMarkdown */ .RP)(text);
}


/***/ }),

/***/ 46373:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pq: () => (/* binding */ json),
/* harmony export */   aw: () => (/* binding */ githubTool),
/* harmony export */   qQ: () => (/* binding */ githubError)
/* harmony export */ });
/* harmony import */ var _github_retry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26919);
/* harmony import */ var _tools_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99722);
/* harmony import */ var _tools_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70596);



/**
 * A GitHub operation presented to the model as a tool. It runs in the runner's process with the
 * runner's client, so the token is in no tool process, environment or file; the permission rules
 * decide each call like any MCP tool's (not read-only: under dontAsk it needs an allow rule).
 */
function githubTool(o) {
    return (0,_tools_types_js__WEBPACK_IMPORTED_MODULE_0__/* .eraseTool */ .bw)({
        name: o.name,
        description: o.description,
        inputSchema: o.schema,
        readOnly: false,
        validate: (0,_tools_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .makeValidator */ .tj)(o.name, o.schema),
        async execute(input) {
            try {
                const out = await o.run(input);
                return typeof out === 'string' ? { content: out, isError: false } : out;
            }
            catch (error) {
                return { content: `Error: ${githubError(error, o.needs)}`, isError: true };
            }
        },
    });
}
/** GitHub's refusal, with what the job's token would need when that is the likely cause. */
function githubError(error, needs) {
    const facts = (0,_github_retry_js__WEBPACK_IMPORTED_MODULE_2__/* .errorFacts */ .u2)(error);
    const hint = facts.status === 403 || facts.status === 404 ? ` (the job's token may lack \`${needs}\`: add it to the workflow's \`permissions:\`)` : '';
    return `${facts.status !== undefined ? `GitHub answered ${facts.status}: ` : ''}${facts.message}${hint}`;
}
const json = (value) => JSON.stringify(value, null, 2);


/***/ }),

/***/ 70596:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $4: () => (/* binding */ toolError),
/* harmony export */   YP: () => (/* binding */ toolUseError),
/* harmony export */   bw: () => (/* binding */ eraseTool)
/* harmony export */ });
/** A failed call's result: what went wrong, for the model. */
function toolError(content) {
    return { content, isError: true };
}
/** A call refused before it ran, in Claude Code's form for what its tools' input checks refuse. */
function toolUseError(content) {
    return toolError(`<tool_use_error>${content}</tool_use_error>`);
}
/** Erase a tool's input type; safe because `execute` only ever receives what `validate` produced. */
function eraseTool(tool) {
    return { ...tool, execute: (input, ctx) => tool.execute(input, ctx) };
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
