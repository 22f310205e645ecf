export const id = 9302;
export const ids = [9302];
export const modules = {

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


/***/ }),

/***/ 9302:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runSession: () => (/* binding */ runSession)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./build/src/agent/agent-memory.js + 1 modules
var agent_memory = __webpack_require__(5855);
// EXTERNAL MODULE: ./build/src/agent/ledger.js
var ledger = __webpack_require__(84058);
// EXTERNAL MODULE: ./build/src/agent/loop.js + 3 modules
var loop = __webpack_require__(58161);
// EXTERNAL MODULE: ./build/src/agent/outcome.js
var agent_outcome = __webpack_require__(45291);
// EXTERNAL MODULE: ./build/src/git/workspace-audit.js
var workspace_audit = __webpack_require__(35165);
// EXTERNAL MODULE: ./build/src/sandbox/index.js + 12 modules
var sandbox = __webpack_require__(12143);
// EXTERNAL MODULE: ./build/src/session/hook-ports.js + 1 modules
var hook_ports = __webpack_require__(98548);
// EXTERNAL MODULE: ./build/src/session/lifecycle-hooks.js
var lifecycle_hooks = __webpack_require__(83435);
// EXTERNAL MODULE: ./build/src/session/mcp-extras.js
var mcp_extras = __webpack_require__(35096);
// EXTERNAL MODULE: ./build/src/session/session-steps.js
var session_steps = __webpack_require__(20000);
// EXTERNAL MODULE: ./build/src/process/env.js
var env = __webpack_require__(57388);
;// CONCATENATED MODULE: ./build/src/session/verify-phase.js

/**
 * Checks run like the agent's Bash (the session's sandbox and temp folder) but with none of `pass_env`: the check is
 * the pull request author's code, and gets no token and no secret. After the runner's preparation, as every process.
 */
async function startVerify(verifier, config, baseEnv, signal) {
    const none = { prompt: config.prompt, finish: async () => undefined };
    if (!verifier)
        return none;
    await config.beforeFirstProcess();
    const place = {
        tempDir: config.tempDir,
        env: (0,env/* buildToolEnv */._4)(baseEnv, []),
        ...(config.sandbox.tools ? { sandbox: config.sandbox.tools } : {}),
        signal,
    };
    const before = await verifier.start(place);
    const finish = (cause) => verifier.finish(place, cause);
    if (!before.proceed) {
        const outcome = before.error
            ? { cause: 'error', subtype: 'error_during_execution', result: before.result, errors: [before.error], stopReason: null, denials: [], apiMs: 0 }
            : { cause: 'completed', subtype: 'success', result: before.result, errors: [], stopReason: null, denials: [], apiMs: 0 };
        return { outcome, prompt: config.prompt, finish };
    }
    const finalCheck = verifier.finalCheck(place);
    return { prompt: before.evidence ? `${config.prompt}\n\n${before.evidence}` : config.prompt, ...(finalCheck ? { finalCheck } : {}), finish };
}

// EXTERNAL MODULE: ./build/src/session/checkpoint.js + 1 modules
var checkpoint = __webpack_require__(87018);
;// CONCATENATED MODULE: ./build/src/session/schedule-report.js
/**
 * The main loop's side of the run's schedule (src/tools/schedule.ts): the prompts that fire at an end of the model's
 * turn, and what the report says of the jobs at the run's end. The prompts are the model's own text: the log fences
 * them (src/report/transcript/log-sink.ts); warnings name a job by its id and schedule only.
 */
/** The wakeup's prompt once it is due, logged as it fires. */
function firedPrompts(schedule, emit) {
    const due = schedule.takeDue();
    for (const prompt of due)
        emit({ kind: 'log', level: 'info', text: `Scheduled prompt fired: ${prompt.text.slice(0, 200)}` });
    return due;
}
/** Settles when the first of the waits does; undefined when there is none. */
function firstOf(...waits) {
    const live = waits.filter((wait) => wait !== undefined);
    return live.length === 0 ? undefined : Promise.race(live);
}
/**
 * What the schedule did, for the report: a line for what fired, and a warning for each job still scheduled when the run
 * ended (a wakeup the run did not live to fire \u2014 its turns or budget ran out first \u2014, a cron job, which a headless
 * session never fires).
 */
function scheduleLeft(record, emit) {
    if (record.fired.length > 0)
        emit({ kind: 'log', level: 'info', text: `Scheduled prompts fired during the run: ${record.fired.map((f) => `${f.kind} ${f.id}`).join(', ')}` });
    return record.pending.map((job) => job.kind === 'wakeup'
        ? `ScheduleWakeup: the wakeup ${job.id} (due ${new Date(job.nextFireAt).toISOString()}) had not fired when the run ended; it was dropped`
        : `CronCreate: job ${job.id} (\`${job.cron}\`${job.recurring ? ', recurring' : ''}) was still scheduled when the run ended; a headless run fires no cron job and its jobs end with it, as in Claude Code -p`);
}

;// CONCATENATED MODULE: ./build/src/session/run-session.js














/**
 * Runs a session createSession built: the start hooks, the runner's check, the loop, then everything closed and the
 * workspace audited. The outcome is built on every path, a crash included, and emitted last.
 */
async function runSession(session) {
    const { built, emit } = session;
    if (!built.ok) {
        const outcome = (0,agent_outcome/* outcomeWithoutRun */.mN)(built.errors, session.startedAt);
        emit({ kind: 'run_end', outcome });
        return outcome;
    }
    let result;
    try {
        result = await runParts(session, built.parts);
    }
    finally {
        session.preparation.end();
        // runParts closes it before its sweep; this covers a run that threw before getting there. Before the
        // patch is captured: the library's mount points (empty files) leave the workspace with it.
        await built.parts.sandbox.tools?.close();
        // Whatever the preparation took is known before main.ts puts it back.
        await session.preparation.settled();
    }
    const final = { ...result, ...(await auditWorkspace(session, result.warnings)), ...session.checkpoint?.outcomeFields() };
    emit({ kind: 'run_end', outcome: final });
    return final;
}
/** The session's run, from the start hooks to the outcome, and its shutdown on every path. */
async function runParts(session, parts) {
    const { hooks, mcp, lsp, record, limits, state, sink: emit, agent } = parts;
    let outcome;
    const run = {};
    const tools = agent.ok ? agent.tools : undefined;
    try {
        if (!agent.ok)
            throw new Error(agent.error);
        // FileChanged from the OS watcher while the run is live: from here to the end of its loop.
        hooks.watch?.start();
        outcome = await startAndLoop(session, parts, agent, run);
    }
    catch (error) {
        outcome = (0,agent_outcome/* failedOutcome */.iS)(`Internal error: ${error instanceof Error ? error.message : String(error)}`);
    }
    finally {
        limits.release();
        await hooks.watch?.close();
    }
    // Background work ends first: the check then sees the files that are delivered.
    await state.background.stopAll().catch(() => undefined);
    record.warnings.push(...scheduleLeft(state.schedule.close(), emit));
    // After the agent's last edit, before the sandbox closes: the check once more if the loop did not end on one.
    await run.verify?.finish(outcome.cause).catch((error) => record.warnings.push(`verify: the check after the run failed: ${String(error)}`));
    await lsp.close();
    await (0,lifecycle_hooks/* fireStopFailure */.l6)(hooks.runner, hooks.options, outcome);
    const killedWarnings = await (0,session_steps/* shutdown */.n_)(hooks.runner, hooks.options, mcp.close, async () => parts.sandbox.tools?.close());
    // Subagents' worktrees go before the workspace audit and the patch; what the workspace lacks of them is saved and named.
    record.warnings.push(...((await tools?.worktrees.close()) ?? []));
    outcome = { ...outcome, denials: [...outcome.denials, ...record.denials] };
    const { grants } = state;
    for (const error of grants.errors)
        emit({ kind: 'log', level: 'warning', text: `Skill allowed-tools ignored: ${error}` });
    record.warnings.push(...killedWarnings, ...limits.budget.ledger.warnings, ...hooks.failures.map((f) => `hook ${f.kind} [${f.command}]: ${f.detail}`), ...grants.errors.map((e) => `Skill allowed-tools ignored: ${e}`));
    const { budget, turns } = limits;
    const context = tools?.context;
    const built = {
        ...(0,agent_outcome/* runOutcome */.CL)({
            outcome,
            sessionId: parts.sessionId,
            started: limits.started,
            turns: turns.mainLoop ?? 0,
            budget,
            warnings: record.warnings,
            ...(context ? { context: context.snapshot() } : {}),
        }),
        ...state.tracking.final(),
    };
    const { enabled, reason } = parts.sandbox.status;
    return { ...built, sandbox: { enabled, ...(reason ? { reason } : {}), violations: (0,sandbox/* summarizeViolations */.Ai)(parts.sandbox.tools?.violations() ?? []) } };
}
/**
 * `/<name>` of a skill `skillOverrides` turns off: Claude Code 2.1.332 answers with these words and makes no model
 * call (measured: `is_error` false, no turn, `local_command: "custom"`), its answer a `<synthetic>` assistant line.
 */
function skillTurnedOff(name, emit) {
    const result = `Skill "${name}" is disabled via skillOverrides. Remove the override from your settings to run it. If your organization set it, only an admin can remove it.`;
    const block = { type: 'text', text: result, citations: null };
    emit({ kind: 'assistant', reply: syntheticReply(block), block, parentToolUseId: null });
    return { cause: 'completed', subtype: 'success', result, errors: [], stopReason: null, denials: [], apiMs: 0, localCommand: 'custom' };
}
/** A reply no model wrote, as Claude Code marks one (`model: "<synthetic>"`, no usage). */
function syntheticReply(block) {
    return {
        id: (0,external_node_crypto_.randomUUID)(),
        type: 'message',
        role: 'assistant',
        model: '<synthetic>',
        content: [block],
        container: null,
        diagnostics: null,
        stop_details: null,
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: (0,ledger/* noCallUsage */.rN)(),
    };
}
/** The start hooks, the session_start event, a `/command`'s expansion, the runner's check before, then the loop. */
async function startAndLoop(session, parts, agent, run) {
    const { settings, place } = session;
    const { configuration: config, hooks, mcp, record, limits, state, sink: emit } = parts;
    const { tools } = agent;
    const signal = limits.stop.signal;
    const memory = config.repo.memory;
    for (const loaded of (0,lifecycle_hooks/* loadedAtStart */.J3)(memory.files, config.cwd))
        await (0,lifecycle_hooks/* fireInstructionsLoaded */.zH)(hooks.runner, hooks.options, loaded);
    // `/name` of a skill turned off never reaches the model: no UserPromptExpansion, UserPromptSubmit or Stop hook.
    const turnedOff = config.invokedSkill?.skill.override === 'off' ? config.invokedSkill.skill.name : undefined;
    const startContext = await (0,session_steps/* runStartHooks */.Wv)(hooks.runner, hooks.options, place.request, (0,session_steps/* expansionOf */.XS)(config), turnedOff === undefined);
    emit({ kind: 'session_start', session: sessionStart(session, parts, tools) });
    if (turnedOff !== undefined)
        return skillTurnedOff(turnedOff, emit);
    // `/command` from the task: its hooks join the main thread's, its `!` lines run (and may cancel it) before any model call, as in Claude Code.
    if (startContext.refused === undefined && config.invokedSkill)
        hooks.scopes.skillInvoked(config.invokedSkill.skill, undefined);
    const invoked = startContext.refused === undefined && config.invokedSkill && tools.runtime.expandSkill
        ? await tools.runtime.expandSkill(config.invokedSkill.skill, config.invokedSkill.args, signal)
        : undefined;
    if (startContext.refused !== undefined)
        return (0,agent_outcome/* failedOutcome */.iS)(`A hook refused the prompt: ${startContext.refused}`);
    if (invoked?.refused !== undefined)
        return (0,agent_outcome/* failedOutcome */.iS)(`/${config.invokedSkill?.skill.name} was cancelled before any model call: ${invoked.refused}`);
    const verify = await startVerify(session.verify, { prompt: place.prompt, tempDir: place.runDir, sandbox: parts.sandbox, beforeFirstProcess: session.preparation.beforeFirstProcess }, parts.env.baseEnv, signal);
    run.verify = verify;
    if (verify.outcome)
        return verify.outcome;
    let schemaCheck;
    if (settings.jsonSchema) {
        // Ajv is loaded only for a run with json_schema.
        const { compileStructuredOutputCheck } = await Promise.all(/* import() */[__webpack_require__.e(2463), __webpack_require__.e(4240)]).then(__webpack_require__.bind(__webpack_require__, 64240));
        const compiled = compileStructuredOutputCheck(settings.jsonSchema, 2);
        if (!compiled.ok)
            throw new Error(compiled.error);
        schemaCheck = compiled.check;
    }
    // The final answer stops background work (commands, workflows) before the check runs: a command still writing could
    // change the files after the check read them, and a passing check must stand for what is delivered.
    const checkAfterBackground = verify.finalCheck;
    const verifyCheck = checkAfterBackground
        ? async (text, attempt) => {
            await state.background.stopAll().catch(() => undefined);
            return checkAfterBackground(text, attempt);
        }
        : undefined;
    // Stop hooks fire at each end of the model's turn; the runner's check and json_schema meet the run's last answer.
    const finalCheck = (0,hook_ports/* combineFinalChecks */.d$)(verifyCheck, schemaCheck);
    const mcpPrompt = config.invokedSkill ? undefined : await (0,mcp_extras/* mcpPromptBlocks */.FD)(place.request, mcp, signal, (text) => record.warnings.push(text));
    // A resumed session starts from its saved messages with the answer; the checkpoint holds the call a person must decide.
    const start = await (0,checkpoint/* mainLoopStart */.s)(session.checkpoint, tools.mainDispatch, signal);
    return (0,loop/* runLoop */.y)({
        model: config.model,
        system: agent.system,
        tools: tools.offered,
        messages: start.messages ?? [(0,session_steps/* firstMessage */.Ck)({ ...config, prompt: verify.prompt }, startContext.context, invoked, mcpPrompt)],
        maxTurns: settings.maxTurns,
        maxOutputTokens: config.choice.maxOutputTokens,
        effort: config.choice.effort,
        ...(config.choice.thinking ? { thinking: config.choice.thinking } : {}),
        ...(config.choice.promptCache ? { cache: config.choice.promptCache } : {}),
        parentToolUseId: null,
    }, {
        model: agent.model,
        budget: limits.budget,
        turns: limits.turns,
        ...start.deps,
        ...(0,hook_ports/* postToolBatchFrom */.To)(hooks.runner, hooks.options),
        ...(config.choice.maxParallelTools !== undefined ? { maxParallelTools: config.choice.maxParallelTools } : {}),
        refreshTools: (0,mcp_extras/* mcpToolRefresher */.z8)(mcp, tools.recompose, tools.table, (text) => record.warnings.push(text)),
        emit,
        ...(finalCheck ? { finalCheck } : {}),
        stopCheck: (0,hook_ports/* stopCheckFrom */.Hi)(hooks.runner, hooks.options),
        submitNotices: (0,hook_ports/* submitNoticesFrom */.QI)(hooks.runner, hooks.options, hooks.ports, external_node_crypto_.randomUUID),
        signal,
        wrapUpSignal: limits.wrapUp,
        context: tools.context,
        notices: () => [...state.background.drainNotices(), ...hooks.asyncInbox.drain()],
        scheduled: () => firedPrompts(state.schedule, emit),
        untilNotice: () => firstOf(state.background.nextEnd(), state.schedule.untilDue(signal)),
    });
}
/** The session_start event: what the run has (tools, MCP servers, commands, agents, skills, plugins). */
function sessionStart(session, parts, tools) {
    const { configuration: config, mcp } = parts;
    const provider = session.settings.provider;
    return {
        sessionId: parts.sessionId,
        cwd: config.cwd,
        model: config.model,
        permissionMode: config.policy.mode,
        tools: tools.offered.map((tool) => tool.name),
        // The runner's own GitHub tools show as the servers their names say (`mcp__github_ci__\u2026`: github_ci), as in claude-code-action.
        mcpServers: [
            ...mcp.servers.map((server) => ({ name: server.name, status: server.status })),
            ...[...new Set(tools.pool.filter((tool) => tools.runnerTools.includes(tool)).map((tool) => tool.name.split('__')[1] ?? ''))].map((name) => ({
                name,
                status: 'connected',
            })),
        ],
        slashCommands: [
            ...config.repo.skills.filter((skill) => skill.userInvocable && skill.override !== 'off').map((skill) => skill.name),
            ...mcp.prompts.map((prompt) => prompt.name),
        ],
        agents: config.repo.agents.map((agent) => agent.name),
        skills: config.repo.skills.filter((skill) => skill.kind !== 'command' && skill.override !== 'off').map((skill) => skill.name),
        plugins: config.repo.plugins.map((plugin) => ({ name: plugin.name, path: plugin.root, ...(plugin.version ? { version: plugin.version } : {}) })),
        pluginErrors: config.repo.pluginErrors,
        usesApiKey: provider.provider === 'anthropic' && Boolean(provider.apiKey),
    };
}
/**
 * Every agent process is gone by now: what changed outside the patch is final, and goes into the result. The memory
 * file is the one ignored path the agent is meant to write (it persists through actions/cache). So is the agents'
 * local-scope memory, which Claude Code keeps out of git (`.git/info/exclude`) and the patch leaves out.
 */
async function auditWorkspace(session, warnings) {
    const { settings, emit } = session;
    const cwd = session.built.ok ? session.built.parts.configuration.cwd : settings.workingDirectory;
    const expected = [...(settings.memoryFile ? [settings.memoryFile.replace(/^\.\//, '')] : []), agent_memory/* LOCAL_AGENT_MEMORY_DIR */.cT];
    const before = await session.preparation.snapshot();
    const after = before ? await (0,workspace_audit/* snapshotWorkspace */.YS)(cwd).catch(() => undefined) : undefined;
    const outside = before && after ? (0,workspace_audit/* describeChanges */.DT)((0,workspace_audit/* compareSnapshots */.LX)(before, after, expected)) : [];
    for (const line of outside)
        emit({ kind: 'log', level: 'info', text: line });
    const verification = session.verify?.record();
    return { ...(outside.length > 0 ? { warnings: [...warnings, ...outside] } : {}), ...(verification ? { verification } : {}) };
}


/***/ })

};
