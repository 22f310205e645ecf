export const id = 4656;
export const ids = [4656];
export const modules = {

/***/ 34656:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAdmitted: () => (/* binding */ runAdmitted)
});

// EXTERNAL MODULE: ./build/src/action/actions-core.js
var actions_core = __webpack_require__(82327);
// EXTERNAL MODULE: ./build/src/report/github/github-report.js + 4 modules
var github_report = __webpack_require__(51253);
// EXTERNAL MODULE: ./build/src/report/patch.js
var report_patch = __webpack_require__(34610);
// EXTERNAL MODULE: ./build/src/report/github/push-files.js
var push_files = __webpack_require__(15806);
// EXTERNAL MODULE: ./build/src/git/verified-objects.js
var verified_objects = __webpack_require__(11553);
// EXTERNAL MODULE: ./build/src/settings.js + 4 modules
var src_settings = __webpack_require__(84800);
;// CONCATENATED MODULE: ./build/src/action/base-input-files.js

/**
 * The `json_schema` input's file is read with the inputs, before the trigger knows the run is on a pull
 * request and puts the base commit's version of that file in place (src/trigger/base-config.ts). On a
 * PR run it is read again, so the schema the answer must match is the base's, not the PR's.
 */
function withBaseInputFiles(settings, pullRequest) {
    if (!pullRequest || settings.jsonSchemaFile === undefined)
        return { ok: true, settings };
    const errors = [];
    const jsonSchema = (0,src_settings/* parseJsonSchema */.$j)(settings.jsonSchemaFile, settings.workingDirectory, errors);
    if (errors.length > 0)
        return { ok: false, errors };
    return { ok: true, settings: { ...settings, jsonSchema } };
}

// EXTERNAL MODULE: ./build/src/action/comment-start.js
var comment_start = __webpack_require__(72664);
// EXTERNAL MODULE: ./build/src/action/first-comment.js
var first_comment = __webpack_require__(21698);
// EXTERNAL MODULE: ./build/src/report/github/comment.js
var comment = __webpack_require__(85471);
// EXTERNAL MODULE: ./build/src/config/runner-keys.js
var runner_keys = __webpack_require__(7437);
// EXTERNAL MODULE: ./build/src/config/settings-file.js + 4 modules
var settings_file = __webpack_require__(12517);
;// CONCATENATED MODULE: ./build/src/config/attribution.js


/**
 * The settings' `attribution` for the runner's own commits and pull requests, read from the files the run reads (after
 * the trigger has restored configuration from a PR's base). A settings file that does not load gives none: the session
 * reports its errors.
 */
async function loadAttribution(cwd, settingsInput) {
    const loaded = await (0,settings_file/* loadRepoSettings */._W)({ cwd, ...(settingsInput !== undefined ? { settingsInput } : {}) }).catch(() => undefined);
    return loaded?.ok ? (0,runner_keys/* attributionOf */.bE)(loaded.settings.runner) : undefined;
}

// EXTERNAL MODULE: ./build/src/action/delivery-plan.js
var delivery_plan = __webpack_require__(16192);
// EXTERNAL MODULE: ./build/src/report/delivery.js
var delivery = __webpack_require__(31758);
// EXTERNAL MODULE: ./build/src/action/step.js + 9 modules
var action_step = __webpack_require__(80723);
// EXTERNAL MODULE: ./build/src/agent/agent-memory.js + 1 modules
var agent_memory = __webpack_require__(5855);
;// CONCATENATED MODULE: ./build/src/action/workload-identity.js

/**
 * Workload identity federation, the action's half: each exchange gets a fresh GitHub OIDC token for the configured
 * audience (@actions/core's getIDToken, which masks it), and each access token the exchange mints is masked and
 * redacted before its first use. Both stay in this process: no tool, hook or MCP server is handed either.
 */
function workloadIdentity(settings, addSecrets) {
    if (settings.provider.provider !== 'anthropic' || !settings.provider.federation)
        return undefined;
    return {
        identityToken: async (audience) => {
            try {
                return await actions_core.getIDToken(audience);
            }
            catch (error) {
                throw new Error(`workload identity federation: could not get the job's GitHub OIDC token (${error instanceof Error ? error.message : String(error)}); the job needs permissions: id-token: write`);
            }
        },
        onAccessToken: (token) => addSecrets([token]),
    };
}

// EXTERNAL MODULE: ./build/src/action/telemetry-step.js + 3 modules
var telemetry_step = __webpack_require__(41373);
// EXTERNAL MODULE: ./build/src/powers/grants.js
var grants = __webpack_require__(45117);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./build/src/git/git.js
var git = __webpack_require__(50998);
// EXTERNAL MODULE: ./build/src/github/retry.js
var retry = __webpack_require__(26919);
;// CONCATENATED MODULE: ./build/src/verify/plan.js
/**
 * What the runner itself runs before and after the agent to know whether the task is done: the repository's own check.
 * It comes from the `verify` input, or on a failed `workflow_run` from the failed step's own `run:` in the workflow
 * file at the tested commit, else there is none. A step the runner cannot run here is named with why.
 */
/** The `verify` input: one command a line (`bash -e`), in the working directory. */
function planFromInput(lines, cwd, o) {
    return {
        source: 'input',
        checks: lines.map((command) => ({ name: command, command, shell: { program: 'bash', args: ['-e', '-c'] }, cwd, env: {} })),
        notRunnable: [],
        ...o,
    };
}

// EXTERNAL MODULE: ./build/src/trigger/task-message.js
var task_message = __webpack_require__(33039);
// EXTERNAL MODULE: ./build/src/tools/bash.js + 6 modules
var tools_bash = __webpack_require__(70159);
;// CONCATENATED MODULE: ./build/src/verify/run-check.js

const TAIL_LINES = 25;
/** What a program prints when it cannot reach the network (Node, npm, curl, pip, glibc). */
const NO_NETWORK = /getaddrinfo (?:EAI_AGAIN|ENOTFOUND) \S+|Could not resolve host: \S+|Temporary failure in name resolution|Network is unreachable/;
async function runCheck(check, place, timeoutMs) {
    const bash = (0,tools_bash/* createBashTool */.r)({
        workspace: { root: check.cwd, tempDir: place.tempDir },
        env: { ...place.env, ...check.env, CI: 'true' },
        shell: check.shell.program,
        shellArgs: check.shell.args.slice(0, -1),
        defaultTimeoutMs: timeoutMs,
        maxTimeoutMs: timeoutMs,
        ...(place.sandbox ? { sandbox: place.sandbox } : {}),
    });
    const started = Date.now();
    const input = { command: check.command, timeout: timeoutMs };
    const result = await bash.execute(input, { signal: place.signal, toolUseId: `verify-${started}` });
    const durationMs = Date.now() - started;
    const details = (result.details ?? {});
    const content = typeof result.content === 'string' ? result.content : '';
    const exitCode = details.exitCode ?? null;
    const error = checkError(check, content, details, timeoutMs);
    return {
        name: check.name,
        command: check.command,
        exitCode,
        passed: error === undefined && exitCode === 0,
        durationMs,
        tail: tailOf(content),
        ...(error ? { error } : {}),
        sandboxed: details.sandboxed === true,
    };
}
function checkError(check, content, details, timeoutMs) {
    if (details.timedOut)
        return `\`${check.name}\` timed out after ${Math.round(timeoutMs / 1000)} s (verify_timeout_minutes); it and its processes were killed`;
    if (details.interrupted)
        return `\`${check.name}\` was interrupted: the run was cancelled or ran out of time`;
    if (details.exitCode === undefined && /^Failed to (start|run)/.test(content))
        return `\`${check.name}\` could not start: ${content.split('\n')[0] ?? ''}`;
    if (details.exitCode === 127 && /command not found|No such file or directory/.test(content))
        return `\`${check.name}\` could not start: ${(content.split('\n').find((line) => /not found|No such file/.test(line)) ?? 'command not found').trim()}`;
    if (details.exitCode === 0)
        return undefined;
    const network = (details.sandboxViolations ?? []).find((v) => v.includes('blocked a connection'));
    if (network)
        return `\`${check.name}\` needs the network, which the sandbox refuses: ${network}`;
    const offline = details.sandboxed ? NO_NETWORK.exec(content)?.[0] : undefined;
    if (offline)
        return `\`${check.name}\` needs the network, which the sandbox refuses (${offline}; sandbox.network.allowedDomains names the hosts it may reach)`;
    return undefined;
}
/** The last lines of what the command printed, without the tool's own notes about truncation. */
function tailOf(text, lines = TAIL_LINES) {
    const all = text.replace(/\n+$/, '').split('\n');
    return all.slice(-lines).join('\n');
}

;// CONCATENATED MODULE: ./build/src/verify/verifier.js


class Verifier {
    plan;
    head;
    log;
    before;
    after;
    retries = 0;
    note;
    reproduced = true;
    constructor(plan, 
    /** The commit checked out now. */
    head, log) {
        this.plan = plan;
        this.head = head;
        this.log = log;
    }
    /** Before the agent's first turn. */
    async start(place) {
        // Said in the comment, the summary and the verification output as well; the log's warnings are for what went wrong.
        for (const step of this.plan.notRunnable)
            this.log(`verify: not runnable here: ${step.name}: ${step.reason}`, 'info');
        if (this.plan.checks.length === 0)
            return { proceed: true };
        const round = await this.round(place, 'before');
        this.before = round;
        const broken = round.runs.find((run) => run.error !== undefined);
        if (broken?.error)
            return { proceed: false, result: `The check could not run: ${broken.error}`, error: `verify: ${broken.error}` };
        if (round.passed && this.plan.ciFix) {
            this.reproduced = false;
            const sha = round.sha ? ` on ${round.sha.slice(0, 7)}` : '';
            return {
                proceed: false,
                result: `Not reproduced: the failed step's check passes here${sha} (${round.runs.map((r) => `\`${r.name}\` exit ${r.exitCode}`).join(', ')}). The failure may be flaky or come from CI's environment; nothing was changed.`,
            };
        }
        if (round.passed)
            return {
                proceed: true,
                evidence: `The runner ran the check before you started${shaText(round)}: it passes now. It runs it again when you end your turn.`,
            };
        return { proceed: true, evidence: evidenceText(round, 'before you started') };
    }
    /** At each end of the agent's turn: pass and the answer stands; fail and it goes back, `retries` times at most. */
    finalCheck(place) {
        if (this.plan.checks.length === 0)
            return undefined;
        return async (_text, attempt) => {
            const round = await this.round(place, 'after');
            this.after = round;
            if (round.passed)
                return { verdict: 'accept' };
            if (attempt < this.plan.retries) {
                this.retries += 1;
                const left = this.plan.retries - attempt - 1;
                return {
                    verdict: 'continue',
                    message: `${evidenceText(round, 'after your changes')}\n\nThe task is not done while it fails. Fix the cause (do not weaken, skip or delete the check), then end your turn: the runner runs it again (${left === 0 ? 'the last time' : `${left} more time${left === 1 ? '' : 's'} after that`}).`,
                };
            }
            const failing = round.runs.find((run) => !run.passed);
            return {
                verdict: 'fail',
                cause: 'check_failed',
                error: `The check still fails after the agent's changes${this.retries > 0 ? ` and ${this.retries} further round${this.retries === 1 ? '' : 's'}` : ''}: ${failing ? describe(failing) : 'failing'}`,
            };
        };
    }
    /** After the loop: the check once more when the loop stopped without one at its end (max_turns, budget, a hook). */
    async finish(place, cause) {
        if (this.plan.checks.length === 0 || !this.reproduced || this.before === undefined)
            return;
        if (cause === 'completed' || cause === 'check_failed' || cause === 'structured_output') {
            if (this.after)
                return;
        }
        if (cause === 'timeout' || cause === 'cancelled' || place.signal.aborted) {
            this.note = `the check did not run after the agent: the run ${cause === 'timeout' ? 'ran out of time (timeout_minutes)' : 'was cancelled'}`;
            return;
        }
        this.after = await this.round(place, 'after');
    }
    record() {
        if (this.plan.checks.length === 0 && this.plan.notRunnable.length === 0)
            return undefined;
        const runs = [...(this.before?.runs ?? []), ...(this.after?.runs ?? [])];
        const verdict = !this.reproduced
            ? 'not_reproduced'
            : runs.some((run) => run.error !== undefined) && !this.after?.passed
                ? 'error'
                : this.after
                    ? this.after.passed
                        ? 'passed'
                        : 'failed'
                    : 'not_run';
        return {
            source: this.plan.source,
            verdict,
            notRunnable: this.plan.notRunnable,
            ...(this.before ? { before: this.before } : {}),
            ...(this.after ? { after: this.after } : {}),
            retries: this.retries,
            ...(this.note ? { note: this.note } : {}),
        };
    }
    async round(place, when) {
        const sha = await this.head().catch(() => undefined);
        const runs = [];
        for (const check of this.plan.checks) {
            const run = await runCheck(check, place, this.plan.timeoutMs);
            runs.push(run);
            this.log(`verify ${when}: ${describe(run)}${run.sandboxed ? '' : ' (not sandboxed)'}`, run.error ? 'warning' : 'info');
            // A check that cannot run says so; the next ones would say nothing more about this state.
            if (run.error)
                break;
        }
        return { ...(sha ? { sha } : {}), passed: runs.length === this.plan.checks.length && runs.every((run) => run.passed), runs };
    }
}
function describe(run) {
    const how = run.error ?? `exit ${run.exitCode ?? 'none'}`;
    return `\`${run.name}\` ${run.passed ? 'passed' : run.error ? '' : 'failed, '}${run.passed ? '' : how} (${(run.durationMs / 1000).toFixed(1)} s)`.replace('  ', ' ');
}
function shaText(round) {
    return round.sha ? ` on commit ${round.sha.slice(0, 7)}` : '';
}
/** A round's failing output for the model: the command and its exit ours, the output fenced as the code's own words. */
function evidenceText(round, when) {
    const lines = [`The runner ran the repository's check ${when}${shaText(round)}, in the sandbox, and it fails:`];
    for (const run of round.runs) {
        lines.push('', `- \`${run.command.split('\n')[0] ?? ''}\`${run.command.includes('\n') ? ' (a multi-line script)' : ''}: ${run.passed ? 'passes' : (run.error ?? `exit ${run.exitCode ?? 'none'}`)}`);
        if (!run.passed && run.tail.trim() !== '')
            lines.push((0,task_message/* fence */.EU)('verify', 'check_output', run.tail, { command: run.name }));
    }
    return lines.join('\n');
}

// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
// EXTERNAL MODULE: ./node_modules/@actions/expressions/dist/index.js + 28 modules
var dist = __webpack_require__(34082);
;// CONCATENATED MODULE: ./build/src/verify/expressions.js

/** Why a context the step needs is not the runner's to give. */
const MISSING = {
    secrets: "a secret (the check runs as the pull request author's code, with no secrets)",
    matrix: 'a matrix value the runner cannot know for this job',
    steps: "an earlier step's outputs (only that job's run has them)",
    needs: "another job's outputs (only that run has them)",
    vars: "the repository's configuration variables (vars), which this run does not read",
    jobs: "a called workflow's job outputs",
};
/**
 * One expression (the text inside `${{ }}`, or a whole `format(\u2026)` the parser made of a scalar) \u2192 its text.
 * String literals: @actions/expressions 0.3.61 unescapes only the first `''` of each; the runner unescapes all.
 */
function evaluateText(expression, contexts) {
    try {
        const tokens = new dist/* Lexer */.JG(expression).lex().tokens;
        for (const token of tokens)
            if (typeof token.value === 'string' && token.lexeme.startsWith("'"))
                token.value = token.lexeme.slice(1, -1).replaceAll("''", "'");
        const tree = new dist/* Parser */.iX(tokens, Object.keys(contexts), []).parse();
        if (tree === undefined)
            return { ok: true, value: '' };
        const dict = new dist/* data.Dictionary */.p.bT();
        for (const [name, value] of Object.entries(contexts))
            dict.add(name, JSON.parse(JSON.stringify(value), dist/* data.reviver */.p.eD));
        const value = new dist/* Evaluator */.oi(tree, dict).evaluate();
        if (!value.primitive)
            return { ok: false, reason: `\${{ ${expression} }} is an object or array where text is expected` };
        return { ok: true, value: value.coerceString() };
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const named = /Unrecognized named-value: '([^']+)'/.exec(message)?.[1];
        if (named)
            return { ok: false, reason: `it needs ${MISSING[named.toLowerCase()] ?? `the \`${named}\` context, which the runner does not have`}` };
        const fn = /Unrecognized function: '([^']+)'/.exec(message)?.[1];
        if (fn)
            return { ok: false, reason: `it calls ${fn}(), which only the workflow's own runner evaluates` };
        return { ok: false, reason: `its expression \${{ ${expression} }} does not evaluate: ${message}` };
    }
}

;// CONCATENATED MODULE: ./build/src/verify/workflow-step.js



let parser;
/**
 * The parser imports its JSON schemas without `with { type: 'json' }` (it is built for bundlers); Node refuses that
 * outside a bundle, so a load hook adds the attribute to that package's JSON files only. The bundle inlines them.
 */
function loadParser() {
    parser ??= (() => {
        (0,external_node_module_.register)(`data:text/javascript,${encodeURIComponent('export async function load(url, context, next) { return next(url, url.endsWith(".json") && url.includes("/@actions/workflow-parser/") ? { ...context, importAttributes: { type: "json" } } : context); }')}`);
        return Promise.all(/* import() */[__webpack_require__.e(8815), __webpack_require__.e(4723)]).then(__webpack_require__.bind(__webpack_require__, 34723));
    })();
    return parser;
}
async function checksFromWorkflow(file, content, failed, o) {
    const wp = await loadParser();
    const parsed = wp.parseWorkflow({ name: file, content }, new wp.NoOperationTraceWriter());
    const errors = parsed.context.errors.getErrors();
    const out = { checks: [], notRunnable: [] };
    const refuse = (name, reason) => void out.notRunnable.push({ name, reason });
    if (errors.length > 0 || !parsed.value || !wp.isMapping(parsed.value)) {
        const why = errors.map((e) => e.message).join('; ') || 'empty';
        for (const f of failed)
            refuse(`${f.job} \u203a ${f.step.name}`, `${file} does not parse at the tested commit: ${why}`);
        return out;
    }
    const root = parsed.value;
    const jobs = mapping(wp, root.find('jobs'));
    for (const f of failed) {
        const name = `${f.job} \u203a ${f.step.name}`;
        const found = jobs ? findJob(wp, jobs, f.job) : undefined;
        if (!found) {
            refuse(name, `no job of ${file} is named ${f.job}`);
            continue;
        }
        const { job, matrix } = found;
        const base = { github: o.github, runner: o.runner, inputs: {}, job: {}, strategy: {}, ...(matrix ? { matrix } : {}) };
        const check = stepCheck(wp, root, job, f, base, o.workspace);
        if ('reason' in check)
            refuse(name, check.reason);
        else
            out.checks.push({ ...check, name });
    }
    return out;
}
function mapping(wp, token) {
    return token && wp.isMapping(token) ? token : undefined;
}
function entries(token) {
    const out = [];
    if (!token)
        return out;
    for (let i = 0; i < token.count; i++) {
        const pair = token.get(i);
        out.push([pair.key.toString(), pair.value]);
    }
    return out;
}
function workflow_step_text(wp, token, contexts) {
    if (!token)
        return undefined;
    if (wp.isBasicExpression(token)) {
        const value = evaluateText(token.expression, contexts);
        return value.ok && token.blockScalarHeader !== undefined && token.source ? { ok: true, value: dedent(value.value, token.source) } : value;
    }
    if (wp.isLiteral(token))
        return { ok: true, value: token.toString() };
    return { ok: false, reason: 'a value is an object where text is expected' };
}
/**
 * @actions/workflow-parser 0.3.61 builds a block scalar's `format()` from its source text, indentation included (a
 * literal block without `${{ }}` comes out dedented): the source's common indentation is taken off again.
 */
function dedent(value, source) {
    const indents = source
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
    const common = Math.min(...indents);
    if (!Number.isFinite(common) || common === 0)
        return value;
    const prefix = ' '.repeat(common);
    return value
        .split('\n')
        .map((line) => (line.startsWith(prefix) ? line.slice(common) : line))
        .join('\n');
}
/** The job the API's name stands for: its `name:`, its id, or `id (matrix values)` for one leg of a matrix. */
function findJob(wp, jobs, apiName) {
    for (const [id, token] of entries(jobs)) {
        const job = mapping(wp, token);
        if (!job)
            continue;
        const legs = matrixLegs(wp, mapping(wp, mapping(wp, job.find('strategy'))?.find('matrix')));
        if (!legs) {
            const named = workflow_step_text(wp, job.find('name'), { github: {} });
            if ((named?.ok ? named.value : id) === apiName || id === apiName)
                return { job };
            continue;
        }
        const matching = legs.filter((leg) => {
            const named = workflow_step_text(wp, job.find('name'), { github: {}, matrix: leg });
            return (named?.ok ? named.value : `${id} (${Object.values(leg).map(String).join(', ')})`) === apiName;
        });
        // One leg named: its values are known. Several (a name without the matrix in it), or a matrix too complex to list: the job, no values.
        if (matching.length === 1)
            return { job, ...(matching[0] ? { matrix: matching[0] } : {}) };
        const plain = workflow_step_text(wp, job.find('name'), { github: {} });
        if (matching.length > 1 || id === apiName || (plain?.ok && plain.value === apiName))
            return { job };
    }
    return undefined;
}
/** Every leg of a literal matrix (keys a list of scalars each; include/exclude make it one the runner does not guess). */
function matrixLegs(wp, matrix) {
    if (!matrix)
        return undefined;
    let legs = [{}];
    for (const [key, token] of entries(matrix)) {
        if (key === 'include' || key === 'exclude' || !wp.isSequence(token))
            return [];
        const values = [];
        for (let i = 0; i < token.count; i++) {
            const item = token.get(i);
            if (!wp.isLiteral(item))
                return [];
            values.push(wp.isNumber(item) ? item.value : wp.isBoolean(item) ? item.value : item.toString());
        }
        legs = legs.flatMap((leg) => values.map((value) => ({ ...leg, [key]: value })));
        if (legs.length > 256)
            return [];
    }
    return legs;
}
const SHELLS = {
    '': ['bash', '-e', '-c'],
    bash: ['bash', '--noprofile', '--norc', '-eo', 'pipefail', '-c'],
    sh: ['sh', '-e', '-c'],
};
function stepCheck(wp, root, job, failed, base, workspace) {
    const steps = job.find('steps');
    if (!steps || !wp.isSequence(steps))
        return { reason: 'the job has no steps the runner can read' };
    const list = [];
    for (let i = 0; i < steps.count; i++) {
        const step = mapping(wp, steps.get(i));
        if (step)
            list.push(step);
    }
    const shownName = (step) => {
        const named = workflow_step_text(wp, step.find('name'), base);
        if (named?.ok)
            return named.value;
        const run = step.find('run');
        const uses = step.find('uses');
        return run ? `Run ${(run.toString().split('\n')[0] ?? '').trim()}` : `Run ${uses?.toString() ?? ''}`;
    };
    // Step 1 of a job is "Set up job": the workflow's steps follow from 2.
    const step = list.find((s) => shownName(s) === failed.step.name) ?? (failed.step.number !== undefined ? list[failed.step.number - 2] : undefined);
    if (!step)
        return { reason: `no step of the job is ${failed.step.name}` };
    const uses = step.find('uses');
    if (uses)
        return { reason: `it is an action (uses: ${uses.toString()}), not a run: command; the runner runs only run: steps` };
    const services = mapping(wp, job.find('services'));
    if (services)
        return {
            reason: `the job needs service containers (${entries(services)
                .map(([n]) => n)
                .join(', ')}), which the runner does not start`,
        };
    if (job.find('container'))
        return { reason: 'the job runs in a container the runner does not start' };
    const env = {};
    for (const scope of [root.find('env'), job.find('env'), step.find('env')]) {
        for (const [key, token] of entries(mapping(wp, scope))) {
            const value = workflow_step_text(wp, token, { ...base, env });
            if (value && !value.ok)
                return { reason: `env ${key}: ${value.reason}` };
            env[key] = value?.value ?? '';
        }
    }
    const contexts = { ...base, env };
    const run = workflow_step_text(wp, step.find('run'), contexts);
    if (!run)
        return { reason: 'the step has no run: command' };
    if (!run.ok)
        return { reason: run.reason };
    const defaults = (owner, key) => mapping(wp, mapping(wp, owner.find('defaults'))?.find('run'))?.find(key);
    const setting = (key) => workflow_step_text(wp, step.find(key) ?? defaults(job, key) ?? defaults(root, key), contexts);
    const shell = setting('shell');
    if (shell && !shell.ok)
        return { reason: `shell: ${shell.reason}` };
    const argv = SHELLS[shell?.value ?? ''];
    if (!argv)
        return { reason: `shell: ${shell?.value ?? ''} (the runner runs bash and sh steps)` };
    const dir = setting('working-directory');
    if (dir && !dir.ok)
        return { reason: `working-directory: ${dir.reason}` };
    const cwd = external_node_path_.resolve(workspace, dir?.value ?? '.');
    if (external_node_path_.relative(workspace, cwd).startsWith('..'))
        return { reason: `working-directory ${dir?.value ?? ''} is outside the workspace` };
    const [program = 'bash', ...args] = argv;
    return { command: run.value, shell: { program, args }, cwd, env };
}

;// CONCATENATED MODULE: ./build/src/action/verify-step.js






/**
 * Where the run's check comes from: the `verify` input; else, on a failed `workflow_run`, the failed steps' own `run:`
 * commands from the workflow file at the tested commit; else none (undefined: no check, nothing recorded).
 */
async function verifierFor(settings, task, runner, log) {
    const plan = await planFor(settings, task, runner);
    if (!plan)
        return undefined;
    const cwd = settings.workingDirectory;
    return new Verifier(plan, async () => (await (0,git/* git */.$Y)(cwd, ['rev-parse', 'HEAD'])).trim(), log);
}
async function planFor(settings, task, runner) {
    const bounds = { ciFix: task.ciFix !== undefined, timeoutMs: settings.verify.timeoutMs, retries: settings.verify.retries };
    if (settings.verify.commands.length > 0)
        return planFromInput(settings.verify.commands, settings.workingDirectory, bounds);
    const run = task.upstreamRun;
    const failed = task.ciFix?.failedSteps ?? [];
    if (!task.ciFix || !run)
        return undefined;
    const plan = { source: 'workflow', checks: [], notRunnable: [], ...bounds };
    if (failed.length === 0)
        return { ...plan, notRunnable: [{ name: run.name || 'the failed run', reason: 'the jobs API names no failed step to run' }] };
    const file = run.path?.replace(/@.*$/, '');
    const names = failed.map((f) => `${f.job} \u203a ${f.step.name}`);
    const refuse = (reason) => ({ ...plan, notRunnable: names.map((name) => ({ name, reason })) });
    if (!file)
        return refuse('the workflow_run event does not name its workflow file (workflow_run.path)');
    const content = await (0,git/* git */.$Y)(settings.workingDirectory, ['show', `${run.headSha}:${file}`]).catch((error) => error);
    if (typeof content !== 'string')
        return refuse(`${file} could not be read at ${run.headSha.slice(0, 7)}: ${firstLine(content)}`);
    const [owner = '', name = ''] = (runner.repository ?? `${task.repo.owner}/${task.repo.name}`).split('/');
    const workspace = external_node_path_.resolve(runner.workspace);
    const found = await checksFromWorkflow(file, content, failed, {
        workspace,
        // The contexts the runner knows of the failed run: never a secret, never what only that run had.
        github: {
            repository: `${owner}/${name}`,
            repository_owner: owner,
            sha: run.headSha,
            event_name: run.event,
            ...(run.headBranch ? { head_ref: run.headBranch, ref_name: run.headBranch, ref: `refs/heads/${run.headBranch}` } : {}),
            run_id: String(run.id),
            workflow: run.name,
            workspace,
            server_url: runner.serverUrl,
            api_url: runner.apiUrl,
            ...(run.actor ? { actor: run.actor.login } : {}),
        },
        runner: { os: 'Linux', arch: 'X64', temp: external_node_path_.resolve(runner.runnerTemp), environment: 'github-hosted' },
    });
    return { ...plan, ...found };
}
function firstLine(error) {
    const text = error instanceof Error ? error.message : String(error);
    return (text
        .split('\n')
        .find((line) => /fatal|error/i.test(line))
        ?.trim() ??
        text.split('\n')[0] ??
        '');
}
/**
 * A CI failure that did not reproduce: with `rerun_flaky`, its failed jobs are re-run (the token needs actions: write);
 * the note says what happened.
 */
async function rerunIfFlaky(verification, settings, task, octokit) {
    const run = task.upstreamRun;
    if (verification?.verdict !== 'not_reproduced' || !run)
        return undefined;
    if (!settings.verify.rerunFlaky)
        return `The failure did not reproduce here; set rerun_flaky: true (with actions: write) to re-run the failed jobs of ${run.htmlUrl}`;
    if (!octokit)
        return 'The failure did not reproduce here; the failed jobs were not re-run: there is no GitHub token';
    const { owner, name: repo } = task.repo;
    const posted = await (0,retry/* withGitHubRetry */.Cq)(() => octokit.request('POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs', { owner, repo, run_id: run.id }));
    if (posted.ok)
        return `The failure did not reproduce here: re-ran the failed jobs of ${run.htmlUrl} (rerun_flaky)`;
    const hint = posted.status === 403 ? ' (the token needs permissions: actions: write)' : '';
    return `The failure did not reproduce here; re-running the failed jobs failed: ${posted.error}${hint}`;
}

// EXTERNAL MODULE: ./build/src/github/sticky-marker.js
var sticky_marker = __webpack_require__(14873);
// EXTERNAL MODULE: ./build/src/text/untrusted-markdown.js
var untrusted_markdown = __webpack_require__(37133);
// EXTERNAL MODULE: ./build/src/report/saved-session.js
var saved_session = __webpack_require__(66806);
;// CONCATENATED MODULE: ./build/src/report/github/waiting-render.js



const line = (text, max = 300) => (0,untrusted_markdown/* renderUntrusted */.z)(text, 'line', max);
/** What a person is asked: the questions with numbered options, or a held call with allow and deny. */
function asked(pending) {
    if (pending.kind === 'question') {
        return (pending.questions ?? []).flatMap((q, i) => [
            `**${i + 1}. ${line(q.header, 60)}**: ${line(q.question, 500)}${q.multiSelect ? ' _(one or more: `1, 3`)_' : ''}`,
            '',
            ...q.options.map((o, n) => `${n + 1}. **${line(o.label, 120)}**${o.description.trim() ? `: ${line(o.description)}` : ''}`),
            '',
        ]);
    }
    const input = (0,untrusted_markdown/* renderUntrusted */.z)(JSON.stringify(pending.input) ?? '', 'code', 300);
    const who = pending.kind === 'ask_rule' ? 'an `ask` rule' : pending.kind === 'hook_ask' ? "a PreToolUse hook's `ask`" : "a PreToolUse hook's `defer`";
    return [
        `The agent wants to run **${line(pending.name, 80)}** ${input}, which ${who} leaves to a person${pending.reason ? `: ${line(pending.reason)}` : '.'}`,
        '',
        '1. **Allow**: the call runs (deny rules and the sandbox still apply), then the agent goes on',
        '2. **Deny**: it does not run; your words are passed to the agent',
        '',
    ];
}
/**
 * The comment's section for a run that ended waiting: what is asked, how to answer and who may, until when, and the
 * marker the answering run finds the saved session by. Without a marker (it could not be saved) a reply starts fresh.
 */
function renderWaiting(args) {
    // The workflow's own phrase, as it is to be typed (a code span pings nobody): copied, it must trigger.
    const typed = args.triggerPhrase.replace(/[`\n]/g, '').slice(0, 40);
    const phrase = `\`${typed}\``;
    const example = `\`${typed} ${args.pending.kind === 'question' ? 2 : 1}\``;
    const how = args.marker
        ? `Reply on this thread with ${example} (an option's number) or ${phrase} and your own words: that run resumes this session with your answer. ` +
            `Anyone who may trigger the agent here can answer (write access to the repository, or named in \`allowed_non_write_users\`). ` +
            `Open until ${args.expiresAt.slice(0, 16).replace('T', ' ')} UTC (\`session_expiry_days\`); after that, a reply starts a fresh run.`
        : `The session could not be saved (${line(args.unsaved ?? 'no store', 200)}): a reply with ${phrase} starts a fresh run that is given these questions.`;
    return [
        sticky_marker/* QUESTIONS_START */.PD,
        '### \u23f8\ufe0f Waiting for your answer',
        '',
        ...asked(args.pending),
        how,
        sticky_marker/* QUESTIONS_END */.E1,
        ...(args.marker ? [(0,saved_session/* renderSessionMarker */.jv)(args.marker)] : []),
    ].join('\n');
}

// EXTERNAL MODULE: ./build/src/session/checkpoint.js + 1 modules
var session_checkpoint = __webpack_require__(87018);
// EXTERNAL MODULE: ./build/src/action/resume-patch.js
var resume_patch = __webpack_require__(54378);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./build/src/action/session-store.js


const FILE = 'session.json';
/**
 * The store for a run, or undefined when the job has no cache service (a local run, an emulator without one): the sealed
 * runtime pair (src/sealed-env.ts keeps ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL for the Results service's clients).
 * The entry's folder is in the workspace, under `.agent-runner/` (never in the patch), because the client
 * versions an entry by the path it names: the same checkout path on every run finds it again.
 */
function cacheSessionStore(secrets, workspace) {
    const token = secrets.ACTIONS_RUNTIME_TOKEN;
    const resultsUrl = secrets.ACTIONS_RESULTS_URL;
    if (!token || !resultsUrl)
        return undefined;
    // The Results service's cache API (v2), which GitHub's runners use: the client picks it by this variable.
    const env = { ACTIONS_RUNTIME_TOKEN: token, ACTIONS_RESULTS_URL: resultsUrl, ACTIONS_CACHE_SERVICE_V2: 'True' };
    const dir = external_node_path_.join(workspace, '.agent-runner', 'saved-session');
    const withService = async (call) => {
        // Loaded only for a run that saves or restores a session (Azure's storage client is large).
        const cache = await Promise.all(/* import() */[__webpack_require__.e(6752), __webpack_require__.e(3669), __webpack_require__.e(7792), __webpack_require__.e(5116)]).then(__webpack_require__.t.bind(__webpack_require__, 5116, 19));
        for (const [name, value] of Object.entries(env))
            process.env[name] = value;
        try {
            return await call(cache);
        }
        finally {
            for (const name of Object.keys(env))
                delete process.env[name];
            (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
        }
    };
    return {
        save: (key, text) => withService(async (cache) => {
            (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
            (0,external_node_fs_.writeFileSync)(external_node_path_.join(dir, FILE), text, { mode: 0o600 });
            const id = await cache.saveCache([dir], key);
            return id === -1 ? `the cache service did not take entry ${key} (see the warnings above)` : undefined;
        }).catch((error) => `the cache could not be written: ${error instanceof Error ? error.message : String(error)}`),
        restore: (key) => withService(async (cache) => {
            (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true });
            const hit = await cache.restoreCache([dir], key);
            if (hit !== key)
                return { missing: true };
            return { text: (0,external_node_fs_.readFileSync)(external_node_path_.join(dir, FILE), 'utf8') };
        }).catch((error) => ({ error: `the cache could not be read: ${error instanceof Error ? error.message : String(error)}` })),
    };
}

;// CONCATENATED MODULE: ./build/src/action/resume-step.js







const DAY_MS = 86_400_000;
/** Pages of 100 comments read to find the runner's newest comment on a long thread. */
const MAX_PAGES = 10;
/** The runner's newest comment on the thread (before this run's own): the session marker in it, if it waits. */
async function waitingOnThread(octokit, task, login, runId) {
    let newest;
    for (let page = 1; page <= MAX_PAGES; page++) {
        const { data } = await octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
            owner: task.repo.owner,
            repo: task.repo.name,
            issue_number: task.issueNumber ?? 0,
            per_page: 100,
            page,
        });
        for (const comment of data) {
            const body = comment.body ?? '';
            // Only the runner's own comments: anyone can write a marker into theirs.
            if (comment.user?.login === login && body.startsWith(sticky_marker/* STICKY_MARKER_PREFIX */.OX) && !body.startsWith((0,sticky_marker/* stickyMarkerFor */.R7)(runId)))
                newest = body;
        }
        if (data.length < 100)
            break;
    }
    return newest === undefined ? undefined : (0,saved_session/* findSessionMarker */.AZ)(newest);
}
/** Who the runner's comments are written as: an App's login, the user's for a personal token, else GitHub Actions'. */
async function runnerLogin(octokit, token, appLogin) {
    if (appLogin)
        return appLogin;
    if (!token || !(0,comment/* isUserToken */.bg)(token))
        return comment/* ACTIONS_BOT_LOGIN */.yQ;
    return (await octokit.request('GET /user')).data.login;
}
/**
 * Before the session: whether a question may end this run (a thread to ask on, the Actions cache, `session_expiry_days`
 * above 0, not a fork's pull request), and, for a reply on a thread whose last run waits, the saved session restored
 * and checked (the runner's own comment names it, its digest, this thread, not expired), its changes re-applied and the
 * chain's limits applied. Anything that keeps it from resuming makes a fresh start that says why.
 */
async function planCheckpoint(args) {
    const { step, settings, task, octokit } = args;
    const none = {
        settings,
        notes: [],
        chain: { spent: { turns: 0, costUsd: 0 }, limits: { maxTurns: settings.maxTurns, maxBudgetUsd: settings.maxBudgetUsd } },
    };
    // A fork's pull request: its own workflows can write the cache scope a resumed run would read, and its session would be
    // continued in a job with the base repository's secrets. Nothing is saved or restored there: the agent goes on as before.
    // A pull request whose details could not be read may be a fork's: the same.
    const maybeFork = task.pr ? task.pr.isFork : task.isPullRequest;
    if (settings.github.sessionExpiryDays === 0 || task.issueNumber === undefined || !octokit || maybeFork)
        return none;
    const store = cacheSessionStore(step.sealed.secrets, step.runner.workspace);
    if (!store)
        return none;
    const ready = { ...none, checkpoint: new session_checkpoint/* SessionCheckpoint */.J(), store };
    if (!task.comment)
        return ready;
    const login = await runnerLogin(octokit, args.token, args.appLogin);
    const marker = await waitingOnThread(octokit, task, login, step.runner.runId ?? 'local');
    if (!marker)
        return ready;
    const fresh = (why) => ({ ...ready, notes: [`${why}: this run starts fresh, with the earlier questions in its task.`] });
    const earlier = `run ${marker.run} (session ${marker.id})`;
    if (!(Date.parse(marker.expires) > Date.now()))
        return fresh(`The question of ${earlier} expired on ${marker.expires.slice(0, 10)}`);
    const restored = await store.restore(marker.key);
    if ('missing' in restored)
        return fresh(`The session ${earlier} saved is no longer in the Actions cache`);
    if ('error' in restored)
        return fresh(`The session ${earlier} saved could not be restored (${restored.error})`);
    const parsed = (0,saved_session/* parseSaved */.P6)(restored.text, { sha256: marker.sha256, repository: `${task.repo.owner}/${task.repo.name}`, thread: task.issueNumber });
    if (!parsed.ok)
        return fresh(`The saved session of ${earlier} was refused: ${parsed.error}`);
    const saved = parsed.saved;
    if (!(Date.parse(saved.expiresAt) > Date.now()))
        return fresh(`The question of ${earlier} expired on ${saved.expiresAt.slice(0, 10)}`);
    const applied = await (0,resume_patch/* reapplyChanges */.l)(settings.workingDirectory, saved.patch, args.configInputs);
    if (!applied.ok)
        return fresh(`The changes of ${earlier} no longer apply on the current head (${applied.error})`);
    // The chain never passes the first run's limits, unless this workflow raises them.
    const limits = { maxTurns: Math.max(saved.limits.maxTurns, settings.maxTurns), maxBudgetUsd: Math.max(saved.limits.maxBudgetUsd, settings.maxBudgetUsd) };
    const left = {
        maxTurns: Math.min(settings.maxTurns, Math.max(0, limits.maxTurns - saved.spent.turns)),
        maxBudgetUsd: Math.min(settings.maxBudgetUsd, Math.max(0, limits.maxBudgetUsd - saved.spent.costUsd)),
    };
    const link = saved.run.url ? `[run ${saved.run.id}](${saved.run.url})` : `run ${saved.run.id}`;
    const notes = [
        `Continues ${link} (session ${saved.sessionId}) with @${task.actor}'s answer; the chain so far: $${saved.spent.costUsd.toFixed(4)} of $${limits.maxBudgetUsd}, ${saved.spent.turns} of ${limits.maxTurns} turns`,
        ...(applied.skipped.length > 0
            ? [`Configuration files the earlier run changed were not re-applied (configuration comes from the commit): ${applied.skipped.join(', ')}`]
            : []),
    ];
    const checkpoint = new session_checkpoint/* SessionCheckpoint */.J({
        sessionId: saved.sessionId,
        paused: saved.paused,
        answer: task.request,
        answeredBy: task.actor,
        continues: { runId: saved.run.id, ...(saved.run.url ? { runUrl: saved.run.url } : {}) },
    });
    return { checkpoint, store, settings: { ...settings, ...left }, notes, chain: { spent: saved.spent, limits } };
}
/** planCheckpoint for the step, the configuration inputs its own; a failure to look up is a warning, and the run goes on without. */
async function checkpointFor(args, warn) {
    const { settings } = args;
    return planCheckpoint({ ...args, configInputs: (0,resume_patch/* configInputsOf */.P)(settings) }).catch((error) => {
        warn(`The saved sessions could not be looked up, so none is resumed or saved: ${error instanceof Error ? error.message : String(error)}`);
        return { settings, notes: [], chain: { spent: { turns: 0, costUsd: 0 }, limits: { maxTurns: settings.maxTurns, maxBudgetUsd: settings.maxBudgetUsd } } };
    });
}
/** After the run: when it ended waiting, the session saved (saveCheckpoint), with the phrase that started it for the example reply. True when waiting. */
async function saveIfWaiting(args) {
    if (args.result.cause !== 'needs_input')
        return false;
    const started = args.task.startedBy;
    const triggerPhrase = started?.kind === 'phrase' ? started.word : (args.plan.settings.github.triggerPhrases[0] ?? '@agent');
    await saveCheckpoint({ ...args, triggerPhrase });
    return true;
}
/**
 * After a run that ended waiting: the session saved (redacted, under a key of this thread) and the comment's waiting
 * section with the marker that names it; a session that could not be saved is said, and a reply then starts fresh.
 */
async function saveCheckpoint(args) {
    const { plan, result, step, task } = args;
    const paused = plan.checkpoint?.paused();
    if (!paused || result.cause !== 'needs_input' || task.issueNumber === undefined)
        return;
    const days = plan.settings.github.sessionExpiryDays;
    const now = Date.now();
    const expiresAt = new Date(now + days * DAY_MS).toISOString();
    const runId = step.runner.runId ?? 'local';
    const runUrl = step.runner.repository && step.runner.runId ? `${step.runner.serverUrl}/${step.runner.repository}/actions/runs/${runId}` : undefined;
    const repository = `${task.repo.owner}/${task.repo.name}`;
    const saved = {
        format: 1,
        sessionId: result.sessionId,
        repository,
        thread: task.issueNumber,
        run: { id: runId, ...(runUrl ? { url: runUrl } : {}) },
        savedAt: new Date(now).toISOString(),
        expiresAt,
        ...(args.startCommit ? { startCommit: args.startCommit } : {}),
        patch: args.patch,
        spent: { turns: plan.chain.spent.turns + result.turns, costUsd: plan.chain.spent.costUsd + result.costUsd },
        limits: plan.chain.limits,
        trigger: { event: step.runner.eventName ?? '', actor: task.actor },
        paused,
    };
    const { text, sha256 } = (0,saved_session/* serializeSaved */.cn)(saved, step.redact);
    const key = (0,saved_session/* sessionKey */.ce)(repository, task.issueNumber, result.sessionId, runId);
    const unsaved = plan.store ? await plan.store.save(key, text) : 'no Actions cache service in this job';
    const marker = unsaved === undefined ? { id: result.sessionId, key, sha256, expires: expiresAt, run: runId } : undefined;
    if (args.reporter)
        args.reporter.waiting = renderWaiting({
            pending: paused.pending,
            triggerPhrase: args.triggerPhrase,
            expiresAt,
            ...(marker ? { marker } : { unsaved: unsaved ?? '' }),
        });
    step.log({
        kind: 'log',
        level: unsaved === undefined ? 'info' : 'warning',
        text: unsaved === undefined ? `Session ${result.sessionId} saved as ${key}, open until ${expiresAt}` : `The session could not be saved: ${unsaved}`,
    });
}

;// CONCATENATED MODULE: ./build/src/action/agent-run.js



















/** Runs the agent on the trigger's task with the comment following it; every path ends in a result to report. */
async function runAdmitted(run) {
    const { step, octokit, token, decided, tracking, loadSessionCode } = run;
    let { settings } = run;
    const { runner } = step;
    const { trigger } = decided;
    const base = { patch: '', push: 'none' };
    let reporter = run.first?.reporter;
    let commentStarted = run.first?.started ?? Promise.resolve();
    // A comment already started is finalized with the failure (the report step does it), never left "working".
    const started = () => (reporter ? { reporter } : {});
    for (const warning of trigger.warnings)
        actions_core.warning(step.redact(warning));
    const { tagMode } = decided;
    if (tagMode) {
        settings = tagMode.settings;
        actions_core.info(step.redact(tagMode.info));
        for (const warning of tagMode.warnings)
            actions_core.warning(step.redact(warning));
    }
    const plan = decided.plan ?? (0,delivery_plan/* planDelivery */.e)(settings, trigger.task, trigger.strict);
    const push = plan.push;
    const unpushable = pushProblem(push, plan.explicit, token, trigger.task.pr);
    // Whether a question may end this run, and what a reply resumes (src/action/resume-step.ts): before the session.
    const checkpointPlan = await checkpointFor({ step, settings, task: trigger.task, octokit, token, appLogin: (0,action_step/* appLogin */.PF)(step) }, actions_core.warning);
    settings = checkpointPlan.settings;
    if (octokit) {
        const attribution = await loadAttribution(settings.workingDirectory, settings.settingsInput);
        const reported = (0,first_comment.runInfo)(runner, settings, trigger.restoredPaths, token, (0,action_step/* appLogin */.PF)(step));
        // What the runner itself left out of the work tree's changes (restored configuration): never reported as the run's.
        const before = trigger.startCommit ? await (0,push_files/* excludedAtStart */.w8)(settings.workingDirectory, reported.exclude, trigger.startCommit) : undefined;
        const info = {
            ...reported,
            ...(before ? { excludedAtStart: before } : {}),
            ...(0,comment_start/* threadComment */.k)(settings, tagMode),
            notes: [...trigger.notes, ...checkpointPlan.notes],
            ...(trigger.startCommit ? { baseCommit: trigger.startCommit } : {}),
            ...(attribution ? { attribution } : {}),
        };
        if (reporter)
            reporter.settle(trigger.task, info);
        else {
            reporter = new github_report/* GitHubReporter */.J(octokit, trigger.task, info, actions_core.info);
            commentStarted = (0,comment_start/* startComment */.e)(step, reporter);
        }
    }
    if (unpushable?.fatal)
        return { kind: 'result', result: (0,action_step/* recordedFailure */.PZ)(step, [unpushable.message]), ...base, ...started() };
    if (unpushable)
        actions_core.warning(unpushable.message);
    // Where the work is, for the post step: it captures the patch when this step dies before writing it (src/action/post-artifact.ts).
    if (trigger.startCommit) {
        const work = { cwd: settings.workingDirectory, baseCommit: trigger.startCommit, exclude: (0,first_comment.runInfo)(runner, settings, trigger.restoredPaths).exclude };
        step.fileCommands.write(() => actions_core.saveState('work', JSON.stringify(work)));
    }
    const notPushed = unpushable ? { why: 'no GitHub token to push with', how: delivery/* APPLY_HOW */.UG } : plan.notPushed;
    const retries = {};
    const face = () => ({
        ...(runner.repository ? { web: `${runner.serverUrl}/${runner.repository}` } : {}),
        limits: { maxTurns: settings.maxTurns, maxBudgetUsd: settings.maxBudgetUsd, timeoutMs: settings.timeoutMs },
        ...(retries.last ? { lastRetry: retries.last } : {}),
    });
    let telemetry;
    // The model the session chose (the input, the settings, the settings' agent): what the summary names, not the input.
    let sessionModel;
    const modelPart = () => (sessionModel ? { model: sessionModel } : {});
    const sink = (event) => {
        if (event.kind === 'session_start')
            sessionModel = event.session.model;
        if (event.kind === 'api_retry')
            retries.last = {
                ...(event.retry.status !== undefined ? { status: event.retry.status } : {}),
                delayMs: event.retry.delayMs,
                // The attempt that failed is retried: a run that gave up made one more.
                attempts: event.retry.attempt + 1,
            };
        step.transcript.record(event);
        step.log(event);
        reporter?.onEvent(event);
        telemetry?.sink(event);
    };
    const fromBase = withBaseInputFiles(settings, trigger.task.pr !== undefined);
    if (!fromBase.ok)
        return { kind: 'result', result: (0,action_step/* recordedFailure */.PZ)(step, fromBase.errors), ...base, ...started() };
    const effective = trigger.strict ? strictEnvironment(fromBase.settings) : fromBase.settings;
    // Every process the agent starts (tools, hooks, MCP servers, the sandbox's) is tracked from birth. The runner's own git
    // processes before this point are awaited to their end; they need not wait for the kernel's cgroup move.
    const tracker = await tracking;
    if (tracker.note)
        actions_core.info(`Process tracking: ${tracker.note}`);
    // The checkout's credentials leave the git configuration before the agent's first process (a hook, an MCP server, a
    // tool) or once the first model request is on its way, whichever is first: its git processes are not the request's.
    const beforeFirstProcess = () => step.checkoutCredentials.take(settings.workingDirectory, token, step.fileCommands, step.addSecrets);
    // The GitHub operations the agent may ask for run here, with the runner's client: no tool process ever holds the token.
    // Their code (issue, pull-request, review, CI and the official server's tools, the gh bridge) is a chunk of its own,
    // loaded only for a run that has a GitHub client (issue 29).
    // What the workflow grants this run beyond the tool sandbox: its push, its thread, its default branch (src/powers).
    // A comment command's default push is the runner's, at the end of the run, of the checked work: it grants the agent's own
    // `git push` (the push bridge) nothing. The workflow's `push` input and claude-code-action's tag mode grant it, as before.
    const agentPush = unpushable || (plan.soft && !tagMode) ? 'none' : push;
    const powers = (0,grants/* runPowersFor */.xD)(trigger.task, agentPush, plan.explicit);
    const loadGitHub = async (client) => {
        const { agentGitHub } = await __webpack_require__.e(/* import() */ 4145).then(__webpack_require__.bind(__webpack_require__, 14145));
        return agentGitHub({
            powers,
            octokit: client,
            task: trigger.task,
            runDir: step.runDir,
            fallbackLogin: (0,action_step/* appLogin */.PF)(step) ?? comment/* ACTIONS_BOT_LOGIN */.yQ,
            serverUrl: runner.serverUrl,
            ...(reporter ? { comment: reporter } : {}),
            // The agent's own `git push` (the push bridge): from the checkout, its changes since the run's start, never the runner's folders.
            ...(trigger.startCommit && !trigger.strict
                ? {
                    pushSource: {
                        cwd: settings.workingDirectory,
                        startCommit: trigger.startCommit,
                        exclude: (0,first_comment.runInfo)(runner, settings, trigger.restoredPaths).exclude,
                        runId: runner.runId ?? 'local',
                    },
                }
                : {}),
        });
    };
    const github = octokit ? await loadGitHub(octokit) : undefined;
    // The repository's own check, run by the runner before and after the agent (src/verify/).
    const verify = await verifierFor(effective, trigger.task, runner, (text, level) => sink({ kind: 'log', level, text })).catch((error) => {
        actions_core.warning(`verify: the check could not be planned, none runs: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
    });
    const federation = workloadIdentity(effective, step.addSecrets);
    const federationPart = federation ? { federation } : {};
    telemetry = (0,telemetry_step/* openRunTelemetry */.X)(step, trigger.task, trigger.message);
    // The result carries what the agent changed outside the patch (the root audits the workspace around the session).
    const ran = await actions_core.group('Agent run', async () => {
        const [{ createSession }, { runSession }] = await loadSessionCode();
        return runSession(await createSession(effective, {
            prompt: trigger.message,
            request: trigger.task.request,
            runDir: step.runDir,
            transcriptPath: step.files.transcriptFile,
            env: step.env,
            ...(trigger.task.pr ? { configCommit: trigger.task.pr.baseSha } : {}),
            emit: sink,
            cancel: step.cancel,
            beforeFirstProcess,
            ...(github ? { github } : {}),
            ...federationPart,
            ...(verify ? { verify } : {}),
            ...(checkpointPlan.checkpoint ? { checkpoint: checkpointPlan.checkpoint } : {}),
        }));
    })
        .catch((error) => (0,action_step/* recordedFailure */.PZ)(step, [`Internal error: ${error instanceof Error ? error.message : String(error)}`]));
    await commentStarted;
    const rerun = await rerunIfFlaky(ran.verification, settings, trigger.task, octokit);
    if (rerun) {
        actions_core.info(step.redact(rerun));
        reporter?.addNotes([rerun]);
    }
    const placements = await github
        ?.finish(ran.findings)
        .catch((error) => void actions_core.warning(`Could not post the review: ${error instanceof Error ? error.message : String(error)}`));
    // What reached GitHub, finding by finding: the report says it, not the model.
    const result = ran.findings ? { ...ran, findings: { ...ran.findings, ...(placements ? { placements } : {}) } } : ran;
    const captured = await (0,report_patch/* capturePatch */.ZQ)(settings.workingDirectory, [...trigger.restoredPaths, '.agent-runner', agent_memory/* LOCAL_AGENT_MEMORY_DIR */.cT], trigger.startCommit).then((patch) => ({ patch }), (error) => {
        // An altered object store means no faithful patch exists; anything else (no repository, no git) means none was taken.
        if (error instanceof verified_objects/* AlteredObjectError */.Z)
            return { failure: error.message };
        actions_core.warning(`Could not capture the patch: ${error instanceof Error ? error.message : String(error)}`);
        return { patch: '' };
    });
    const pushedByAgent = github?.bridgedPush();
    const bridged = bridgedPushReport(pushedByAgent, reporter);
    if ('failure' in captured) {
        // A run whose changes cannot be shown faithfully is not a success: nothing is pushed, and the comment says why.
        const why = `The run's changes could not be shown or pushed: ${captured.failure}`;
        actions_core.error(why);
        const failed = { ...result, cause: 'error', subtype: 'error_during_execution', isError: true, errors: [...result.errors, why] };
        return {
            kind: 'result',
            result: failed,
            patch: '',
            push: 'none',
            face: face(),
            ...modelPart(),
            ...(reporter ? { reporter } : {}),
            ...(telemetry ? { telemetry } : {}),
        };
    }
    const patch = captured.patch;
    const waiting = await saveIfWaiting({ plan: checkpointPlan, result, patch, step, task: trigger.task, startCommit: trigger.startCommit, reporter });
    // What was pushed is what the report shows (the pushed tree against the run's start); what the work tree changed
    // after the push is shown beside it, never instead of it.
    const afterPush = pushedByAgent && trigger.startCommit
        ? await (0,report_patch/* patchAfterPush */.Td)(settings.workingDirectory, (0,first_comment.runInfo)(runner, settings, trigger.restoredPaths).exclude, trigger.startCommit, pushedByAgent.files).catch((error) => `(the work tree after the push could not be compared: ${error instanceof Error ? error.message : String(error)})`)
        : '';
    return {
        kind: 'result',
        result,
        patch: pushedByAgent ? pushedByAgent.patch : patch,
        ...(afterPush.trim() !== '' ? { afterPush } : {}),
        push: unpushable || bridged || waiting ? 'none' : push,
        ...(notPushed ? { notPushed } : {}),
        ...(plan.soft ? { defaultPush: true } : {}),
        ...(plan.explicit ? { explicitPush: true } : {}),
        face: face(),
        ...modelPart(),
        ...(reporter ? { reporter } : {}),
        ...(telemetry ? { telemetry } : {}),
    };
}
/**
 * After the agent pushed a branch itself (`git push`, the push bridge), the run does not push again: that branch is the
 * run's branch_name and the comment names it; changes made after the last bridged push stay in the patch (patch_file).
 */
function bridgedPushReport(pushed, reporter) {
    if (pushed === undefined)
        return false;
    reporter?.addDelivery({
        kind: 'pushed',
        branch: pushed.branch,
        commitSha: pushed.commitSha,
        by: 'agent',
        why: "pushed by the agent's own `git push`; the run pushed nothing else",
    });
    return true;
}
/**
 * A push that cannot happen is said before any model call: asked for explicitly, the run stops
 * there; the automation default (pull_request) goes on with the patch only, with a warning.
 */
function pushProblem(push, explicit, token, pr) {
    if (push === 'none')
        return undefined;
    if (!token) {
        const message = `push: ${push} needs a GitHub token and there is none: github_token is not set and workflow_token (default \${{ github.token }}) is empty; give github_token a token, or app_id and app_private_key`;
        return explicit ? { message, fatal: true } : { message: `${message}. The changes stay in the patch (patch_file), nothing is pushed.`, fatal: false };
    }
    if (push === 'pr_branch' && pr?.isFork) {
        return { message: 'push: pr_branch cannot push onto a pull request from a fork; use push: none (the patch) or branch', fatal: true };
    }
    return undefined;
}
/** A user without write access let in by `allowed_non_write_users`: read-only tools, nothing passed through. */
function strictEnvironment(settings) {
    actions_core.warning('The actor has no write access and was let in by allowed_non_write_users: running with read-only tools only.');
    return { ...settings, permissionMode: 'plan', allowedTools: [], readOnlyBash: false, passEnv: [] };
}


/***/ }),

/***/ 34610:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Td: () => (/* binding */ patchAfterPush),
/* harmony export */   ZQ: () => (/* binding */ capturePatch),
/* harmony export */   gn: () => (/* binding */ patchOf)
/* harmony export */ });
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(50998);
/* harmony import */ var _github_push_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15806);


const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';
/**
 * `git diff` of everything the run changed, new files included, built from the very bytes a push
 * commits (`changedFiles`, the same list `changedFilesFromGit` gives the push): each file's content
 * is hashed as is (`--no-filters`) into a throwaway index of a shadow git directory and diffed
 * against HEAD with no textconv and no external diff. The repository's own index is not touched.
 */
async function capturePatch(cwd, exclude = [], baseCommit) {
    return (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__/* .withShadowRepo */ .tI)(cwd, async (repo) => patchOf(repo, await (0,_github_push_files_js__WEBPACK_IMPORTED_MODULE_1__/* .changedFiles */ .Y_)(repo, exclude)), baseCommit);
}
async function patchOf(repo, files) {
    if (files.length === 0)
        return '';
    await stage(repo, files);
    return repo.run(['diff', '--cached', '--binary', '--no-color', '--no-ext-diff', '--no-textconv', repo.base || EMPTY_TREE, '--']);
}
/** Puts `files` (contents hashed as they are) into the shadow's index, over what it holds. */
async function stage(repo, files) {
    if (files.length === 0)
        return;
    const zero = '0'.repeat(repo.base.length || 40);
    await repo.importBaseBlobs(files.map((file) => file.path));
    const records = [];
    for (const file of files) {
        if (file.content === null) {
            records.push(`0 ${zero}\t${file.path}`);
            continue;
        }
        const sha = (await repo.run(['hash-object', '-w', '--no-filters', '--stdin'], file.content)).trim();
        records.push(`${file.mode} ${sha}\t${file.path}`);
    }
    await repo.run(['update-index', '-z', '--index-info'], Buffer.from(records.map((r) => `${r}\0`).join('')));
}
/**
 * What the work tree changed after a push: the diff from the pushed tree (the base with `pushed` on it) to the work
 * tree at the end (the base with what changed since), both built from the bytes given, against the same checked base.
 */
async function patchAfterPush(cwd, exclude, baseCommit, pushed) {
    return (0,_git_git_js__WEBPACK_IMPORTED_MODULE_0__/* .withShadowRepo */ .tI)(cwd, async (repo) => {
        const now = await (0,_github_push_files_js__WEBPACK_IMPORTED_MODULE_1__/* .changedFiles */ .Y_)(repo, exclude);
        await stage(repo, pushed);
        // Unchanged files' blobs are not in the shadow (only the base blobs asked for are): their ids are enough for a tree.
        const pushedTree = (await repo.run(['write-tree', '--missing-ok'])).trim();
        await repo.run(['read-tree', repo.base]);
        await repo.importBaseBlobs(pushed.map((file) => file.path));
        await stage(repo, now);
        return repo.run(['diff', '--cached', '--binary', '--no-color', '--no-ext-diff', '--no-textconv', pushedTree, '--']);
    }, baseCommit);
}


/***/ }),

/***/ 87018:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  J: () => (/* binding */ SessionCheckpoint),
  s: () => (/* binding */ mainLoopStart)
});

// EXTERNAL MODULE: ./build/src/agent/tool-batch.js
var tool_batch = __webpack_require__(36088);
// EXTERNAL MODULE: ./build/src/permissions/decide.js + 2 modules
var decide = __webpack_require__(71688);
;// CONCATENATED MODULE: ./build/src/session/checkpoint-answer.js
/** A reply that allows a held call: `1`, `yes`, `allow`\u2026; anything else keeps it from running. */
const ALLOWS = /^\s*(?:1|yes|y|allow|allowed|approve|approved|ok|okay|go ahead|sure)\b/i;
/** A person's yes or no to a call held by an `ask` rule or a hook: only an explicit yes (or option 1) allows it. */
function decisionOf(answer) {
    return ALLOWS.test(answer) ? 'allow' : 'deny';
}
/** `2`, `2.`, `(2)`, `1, 3`: the option numbers a reply picks, or undefined when it is words. */
function picked(text, options) {
    if (!/^\s*\(?\d+\)?\.?(?:\s*(?:,|and|\s)\s*\(?\d+\)?\.?)*\s*$/.test(text))
        return undefined;
    const numbers = [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
    return numbers.every((n) => n >= 1 && n <= options) ? numbers : undefined;
}
/** One question's answer: the labels of the options a number picks, else the person's own words. */
function answerOne(question, text) {
    const numbers = picked(text, question.options.length);
    if (numbers === undefined || (numbers.length > 1 && !question.multiSelect))
        return text.trim();
    return numbers.map((n) => question.options[n - 1]?.label ?? '').join(', ');
}
/**
 * AskUserQuestion's result from a reply, in Claude Code's words. One line per question when the reply has as many
 * lines as there are questions; otherwise the whole reply answers each.
 */
function answerToQuestions(questions, answer) {
    const lines = answer
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
    const each = questions.length > 1 && lines.length === questions.length ? lines : questions.map(() => answer.trim());
    const pairs = questions.map((q, i) => `"${q.question}"="${answerOne(q, each[i] ?? '')}"`);
    return `User has answered your questions: ${pairs.join(', ')}. You can now continue with the user's answers in mind.`;
}

;// CONCATENATED MODULE: ./build/src/session/checkpoint.js



/** The result the pending call holds in the saved session until the answer replaces it (never sent to the model). */
const WAITING = 'Waiting for a person: the run ends here; a reply on the thread resumes the session with the answer as this result.';
/** A call of the same reply after the pending one: it does not run, the model may call it again after the answer. */
const NOT_RUN = "Not run: the run paused for a person's answer on an earlier call of this reply. Call it again after the answer if it is still needed.";
/**
 * The session's checkpoint: the first call of the main loop that only a person can decide ends the run, with
 * everything needed to continue (`paused()`), and a resumed run starts from that state with the answer in place.
 * It speaks to the loop through `port` and to dispatch through `wrap`; saving and restoring are the caller's.
 */
class SessionCheckpoint {
    resume;
    pending;
    held;
    allowedId;
    constructor(resume) {
        this.resume = resume;
    }
    /** Set once the loop ended waiting. */
    paused() {
        return this.held;
    }
    /** What the result tells of the chain: the call this run stopped at, the run it continues. */
    outcomeFields() {
        const call = this.held?.pending;
        return {
            ...(call ? { deferredToolUse: { id: call.id, name: call.name, input: call.input } } : {}),
            ...(this.resume ? { resumedFrom: this.resume.continues } : {}),
        };
    }
    /** The call a person allowed in their reply (dispatch lets its ask rule or hook ask/defer pass). */
    personAllowed = (toolUseId) => toolUseId === this.allowedId;
    /** The main loop's dispatch: the first call a person must decide is held, and the calls after it in that reply do not run. */
    wrap(dispatch) {
        return async (call, signal) => {
            if (this.pending)
                return { result: { content: NOT_RUN, isError: true }, input: call.input, extraContext: [] };
            const outcome = await dispatch(call, signal);
            const asked = call.name === 'AskUserQuestion' && !outcome.result.isError && outcome.denial === undefined;
            const kind = asked ? 'question' : outcome.waitsFor?.kind;
            if (kind === undefined)
                return outcome;
            const questions = asked ? outcome.result.details?.['questions'] : undefined;
            const reason = outcome.waitsFor?.reason.replace(decide/* DENIAL_GUIDANCE */.LJ, '').trim();
            this.pending = { id: call.id, name: call.name, input: outcome.input, kind, ...(reason ? { reason } : {}), ...(questions ? { questions } : {}) };
            // AskUserQuestion's own details (the SDK's AskUserQuestionOutput, no answer yet) stay for the transcript.
            const details = asked && outcome.result.details ? { details: outcome.result.details } : {};
            return { result: { content: WAITING, isError: false, ...details }, input: outcome.input, extraContext: outcome.extraContext };
        };
    }
    /** The loop's checkpoint: after a reply's calls, true (and the state kept) when one of them waits for a person. */
    port = (messages, results) => {
        if (!this.pending)
            return false;
        this.held = { pending: this.pending, messages: [...messages], results: [...results] };
        return true;
    };
    /**
     * A resumed run's messages: the saved ones, then the saved results with the answer in the pending call's place.
     * An allowed call runs now, through `dispatch` (the deny rules, the sandbox and the other hooks as ever); a refused
     * one gets the person's words as its error. Undefined for a run that resumes nothing.
     */
    async firstMessages(dispatch, signal) {
        if (!this.resume)
            return undefined;
        const { paused, answer, answeredBy } = this.resume;
        const pending = paused.pending;
        const extra = [];
        let result;
        if (pending.kind === 'question') {
            result = { content: answerToQuestions(pending.questions ?? [], answer) };
        }
        else if (decisionOf(answer) === 'allow') {
            this.allowedId = pending.id;
            const outcome = await dispatch({ id: pending.id, name: pending.name, input: pending.input }, signal).finally(() => (this.allowedId = undefined));
            result = { content: (0,tool_batch/* resultContent */.zx)(outcome.result), ...(outcome.result.isError ? { is_error: true } : {}) };
            extra.push({ type: 'text', text: `@${answeredBy} allowed this ${pending.name} call in a reply on the thread: "${answer}"` });
        }
        else {
            result = { content: `@${answeredBy} did not allow this ${pending.name} call. Their reply: "${answer}"`, is_error: true };
        }
        const content = paused.results.map((block) => block.type === 'tool_result' && block.tool_use_id === pending.id ? { type: 'tool_result', tool_use_id: block.tool_use_id, ...result } : block);
        return [...paused.messages, { role: 'user', content: [...content, ...extra] }];
    }
}
/**
 * The main loop's first messages and dispatch: with a checkpoint, the held call ends the loop and a resumed run starts
 * from the saved messages (`messages`, undefined for a fresh start); without one, the dispatch as it is.
 */
async function mainLoopStart(checkpoint, dispatch, signal) {
    if (!checkpoint)
        return { deps: { dispatch } };
    const messages = await checkpoint.firstMessages(dispatch, signal);
    return { ...(messages ? { messages } : {}), deps: { dispatch: checkpoint.wrap(dispatch), checkpoint: checkpoint.port } };
}


/***/ })

};
