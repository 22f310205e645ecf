export const id = 1446;
export const ids = [1446];
export const modules = {

/***/ 28987:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ renderEvidence)
/* harmony export */ });
/* harmony import */ var _text_redact_tokens_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21439);
/* harmony import */ var _text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37133);


/**
 * The evidence section of the comment and the job summary: what the runner itself ran before and after the agent,
 * each command's exit code and duration, the output's end, beside the commit it pushed. Never the model's word.
 */
const TAIL_SHOWN = 12;
const VERDICT = {
    passed: '✓ the check passes after the agent',
    failed: '✗ the check still fails after the agent: not delivered as a fix',
    not_reproduced: 'the check passes on the failed commit: not reproduced here, nothing changed',
    error: '✗ the check could not run',
    not_run: 'the check did not run after the agent',
};
function mark(run) {
    if (!run)
        return '—';
    const status = run.error ? `✗ ${run.error.replace(/^`[^`]*` /, '')}` : `${run.passed ? '✓' : '✗'} exit ${run.exitCode ?? 'none'}`;
    return `${(0,_text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .renderUntrusted */ .z)(status, 'line', 160)} · ${(run.durationMs / 1000).toFixed(1)} s`;
}
const short = (sha) => (sha ? `\`${sha.slice(0, 7)}\`` : '—');
/** A fence its content cannot close; the output is the code's own words, tokens redacted and our marker defused. */
function fencedTail(text) {
    const body = (0,_text_redact_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .redactTokens */ .O)(text).replaceAll('agent-runner:', 'agent-runner-quoted:').split('\n').slice(-TAIL_SHOWN).join('\n');
    const longest = Math.max(2, ...[...body.matchAll(/`{3,}/g)].map((m) => m[0].length));
    const ticks = '`'.repeat(longest + 1);
    return `${ticks}text\n${body}\n${ticks}`;
}
function renderEvidence(v, pushedSha) {
    const from = v.source === 'input' ? 'the `verify` input' : "the failed step's own `run:` in the workflow file";
    const lines = [`**Verification** (${from}): ${VERDICT[v.verdict]}${v.note ? ` (${(0,_text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .renderUntrusted */ .z)(v.note, 'line')})` : ''}`];
    const names = [...new Set([...(v.before?.runs ?? []), ...(v.after?.runs ?? [])].map((run) => run.name))];
    if (names.length > 0) {
        lines.push('', '| Check | Before | After |', '|---|---|---|');
        for (const name of names) {
            const before = v.before?.runs.find((run) => run.name === name);
            const after = v.after?.runs.find((run) => run.name === name);
            lines.push(`| ${(0,_text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .renderUntrusted */ .z)(name, 'cell', 120)} | ${mark(before)} | ${mark(after)} |`);
        }
        const sandboxed = [...(v.before?.runs ?? []), ...(v.after?.runs ?? [])].every((run) => run.sandboxed);
        lines.push('', `Checked ${short(v.before?.sha)} before${v.after ? `, the agent's work on ${short(v.after.sha)} after` : ''}${pushedSha ? `; pushed ${short(pushedSha)}` : ''}` +
            `${v.retries > 0 ? `; the agent was sent back ${v.retries} time${v.retries === 1 ? '' : 's'}` : ''}${sandboxed ? '; run in the sandbox' : '; not sandboxed'}.`);
        const last = v.after?.runs.find((run) => !run.passed) ?? v.after?.runs.at(-1) ?? v.before?.runs.find((run) => !run.passed) ?? v.before?.runs.at(-1);
        if (last && last.tail.trim() !== '') {
            const when = v.after?.runs.includes(last) ? 'after' : 'before';
            lines.push('', `<details><summary>Output of <code>${(0,_text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .renderUntrusted */ .z)(last.name, 'html', 80)}</code> (${when}, last lines)</summary>`, '', fencedTail(last.tail), '', '</details>');
        }
    }
    if (v.notRunnable.length > 0) {
        lines.push('', '**Not runnable here:**', ...v.notRunnable.map((step) => `- ${(0,_text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .renderUntrusted */ .z)(step.name, 'code', 120)}: ${(0,_text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .renderUntrusted */ .z)(step.reason, 'line', 300)}`));
    }
    return lines.join('\n');
}


/***/ }),

/***/ 63147:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Wm: () => (/* binding */ trackingSections)
});

// UNUSED EXPORTS: renderChecklist, renderQuestions

// EXTERNAL MODULE: ./build/src/github/sticky-marker.js
var sticky_marker = __webpack_require__(14873);
// EXTERNAL MODULE: ./build/src/text/untrusted-markdown.js
var untrusted_markdown = __webpack_require__(37133);
;// CONCATENATED MODULE: ./build/src/report/github/findings-render.js

/**
 * One finding's text in the report: the comment has GitHub's 65,536-character cap to share with the answer and the rest,
 * so 32 findings take at most about half of it (the transcript and the `findings` output keep the whole text).
 */
const TEXT_MAX = 240;
/** Where a finding went, in the report's words: what happened on GitHub (the review's answer), never the model's. */
function placementText(p) {
    if (!p)
        return 'in this report only';
    if (p.where === 'inline')
        return p.url ? `inline comment in [the review](${p.url})` : 'inline comment in the review';
    if (p.where === 'review_body')
        return `in the review's body, not inline: ${p.why}`;
    return `not posted to GitHub: ${p.why}`;
}
/**
 * The findings the agent reported with ReportFindings, ranked as it gave them (most severe first), each with where it
 * went. Every field the model wrote is made inert (mentions, HTML, images) and cut; the enum labels are checked values.
 */
function renderFindings(reported) {
    const { findings, placements } = reported;
    const level = reported.level ? ` at effort ${reported.level}` : '';
    const calls = reported.calls > 1 ? ` The agent reported ${reported.calls} times; the last list is shown.` : '';
    const inline = (placements ?? []).filter((p) => p.where === 'inline').length;
    const tally = placements && findings.length > 0 ? ` ${inline} of ${findings.length} posted as inline review comments.` : '';
    const head = `### 🔎 Findings (${findings.length})`;
    if (findings.length === 0)
        return [head, '', `The agent's review${level} reported no findings.${calls}`].join('\n');
    const rows = findings.map((f, i) => {
        const labels = [f.severity, f.category, f.verdict, f.outcome].filter((v) => v !== undefined && v !== '');
        const where = f.line !== undefined ? `${f.file}:${f.line}` : f.file;
        const title = f.short_summary ? `**${(0,untrusted_markdown/* renderUntrusted */.z)(f.short_summary, 'line', 80)}** — ` : '';
        return [
            `${i + 1}. ${(0,untrusted_markdown/* renderUntrusted */.z)(where, 'code', 120)}${labels.length > 0 ? ` (${(0,untrusted_markdown/* renderUntrusted */.z)(labels.join(', '), 'line', 120)})` : ''}: ${title}${(0,untrusted_markdown/* renderUntrusted */.z)(f.summary, 'line', TEXT_MAX)}`,
            `   - Failure scenario: ${(0,untrusted_markdown/* renderUntrusted */.z)(f.failure_scenario, 'line', TEXT_MAX)}`,
            `   - ${(0,untrusted_markdown/* renderUntrusted */.z)(placementText(placements?.[i]), 'line', 200)}`,
        ].join('\n');
    });
    return [head, '', `Reported by the agent${level}, most severe first.${tally}${calls}`, '', ...rows].join('\n');
}

;// CONCATENATED MODULE: ./build/src/report/github/checklist-render.js



/** The run's task list and questions as Markdown, for the sticky comment and the job summary. */
const MAX_ITEMS = 50;
function line(text, max = 300) {
    return (0,untrusted_markdown/* renderUntrusted */.z)(text, 'line', max);
}
/**
 * The task list as a GitHub checklist: done items ticked, the one in progress in bold under its activeForm
 * ("Running tests"). Model text is made inert (no HTML, mentions or images). Also for other reports that
 * show the same list (a review's progress comment).
 */
function renderChecklist(items) {
    const done = items.filter((item) => item.status === 'completed').length;
    const rows = items.slice(0, MAX_ITEMS).map((item) => {
        if (item.status === 'completed')
            return `- [x] ${line(item.subject)}`;
        if (item.status === 'in_progress')
            return `- [ ] **${line(item.activeForm ?? item.subject)}** ⏳`;
        return `- [ ] ${line(item.subject)}`;
    });
    const more = items.length > MAX_ITEMS ? [`- …and ${items.length - MAX_ITEMS} more`] : [];
    return [`**Tasks** (${done} of ${items.length} done)`, '', ...rows, ...more].join('\n');
}
/**
 * The questions nobody could answer during the run, under a heading a person answers in their next
 * comment; the markers let that comment's run find them (src/github/sticky-marker.ts).
 */
function renderQuestions(questions) {
    const blocks = questions.map((q, i) => {
        const options = q.options.map((o) => `- **${line(o.label, 120)}**${o.description.trim() ? `: ${line(o.description)}` : ''}`);
        return [`**${i + 1}. ${line(q.header, 60)}**: ${line(q.question, 500)}${q.multiSelect ? ' _(one or more)_' : ''}`, ...options].join('\n');
    });
    return [
        sticky_marker/* QUESTIONS_START */.PD,
        '### ❓ Questions for you',
        '',
        'Nobody could answer these during the run, so the agent went on with its own assumptions (its answer says which). ' +
            'Answer in your next comment on this thread, with the trigger phrase: that run gets these questions and your reply.',
        '',
        blocks.join('\n\n'),
        sticky_marker/* QUESTIONS_END */.E1,
    ].join('\n');
}
/** The report's blocks for what the run tracked: its questions first (someone may need to act), its findings, then its task list. */
function trackingSections(state) {
    const sections = [];
    if (state.questions && state.questions.length > 0)
        sections.push(renderQuestions(state.questions));
    if (state.findings)
        sections.push(renderFindings(state.findings));
    if (state.tasks && state.tasks.length > 0)
        sections.push(renderChecklist(state.tasks));
    return sections;
}


/***/ }),

/***/ 47296:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dp: () => (/* binding */ parseStickyMarker),
/* harmony export */   TK: () => (/* binding */ faceLines),
/* harmony export */   UK: () => (/* binding */ formatUsd),
/* harmony export */   vY: () => (/* binding */ quotedAnswer),
/* harmony export */   wQ: () => (/* binding */ renderComment),
/* harmony export */   xT: () => (/* binding */ reportedModel)
/* harmony export */ });
/* unused harmony exports GITHUB_COMMENT_LIMIT, renderMarker, formatDuration, fenced */
/* harmony import */ var _agent_outcome_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(45291);
/* harmony import */ var _next_step_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(76886);
/* harmony import */ var _text_redact_tokens_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21439);
/* harmony import */ var _text_sanitize_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39654);
/* harmony import */ var _text_posted_markdown_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(40138);
/* harmony import */ var _text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(37133);
/* harmony import */ var _github_sticky_marker_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(14873);
/* harmony import */ var _evidence_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(28987);
/* harmony import */ var _delivery_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(31758);
/* harmony import */ var _headline_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(17210);










/**
 * The run's face as the comment and the summary open: the headline (what reached GitHub, or what stopped the run), its
 * details, the next step, then the links to the run's artifacts (the upload's place, issue 35 item 3).
 */
function faceLines(face, artifacts = []) {
    // The runner's own sentences carry values it did not choose (a branch, GitHub's error, a permission's name): each
    // line is parsed and made inert once more as a whole, so no interpolation can make it live.
    const lines = [`### ${(0,_text_posted_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .renderPostedMarkdown */ .RP)((0,_headline_js__WEBPACK_IMPORTED_MODULE_6__/* .markdownOf */ .RQ)(face.title, _text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .renderUntrusted */ .z))}`];
    for (const detail of face.details)
        lines.push('', (0,_text_posted_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .renderPostedMarkdown */ .RP)((0,_headline_js__WEBPACK_IMPORTED_MODULE_6__/* .markdownOf */ .RQ)(detail, _text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .renderUntrusted */ .z)));
    if (face.next)
        lines.push('', (0,_text_posted_markdown_js__WEBPACK_IMPORTED_MODULE_3__/* .renderPostedMarkdown */ .RP)(`**Next step:** ${(0,_headline_js__WEBPACK_IMPORTED_MODULE_6__/* .markdownOf */ .RQ)(face.next, _text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .renderUntrusted */ .z)}`));
    if (artifacts.length > 0)
        lines.push('', artifactsLine(artifacts));
    return lines;
}
/** The run's artifacts, linked: the patch and the transcript where anyone on the thread can download them. */
function artifactsLine(artifacts) {
    return `**Artifacts:** ${artifacts.map((a) => `[${(0,_text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .renderUntrusted */ .z)(a.name, 'line')}](${a.url})`).join(' · ')} (the patch and the transcript)`;
}
/** GitHub refuses comment bodies over 65536 characters. */
const GITHUB_COMMENT_LIMIT = 65_536;
function renderMarker(state) {
    let extra = '';
    if (state.phase === 'working' || state.phase === 'cancelled')
        extra = ` turns=${state.turns} cost=${state.costUsd.toFixed(4)}`;
    if (state.phase === 'final')
        extra = ` turns=${state.result.turns} cost=${state.result.costUsd.toFixed(4)}`;
    return `${(0,_github_sticky_marker_js__WEBPACK_IMPORTED_MODULE_7__/* .stickyMarkerFor */ .R7)(state.runId)}state=${state.phase}${extra} -->`;
}
/** Reads the marker back (the post step uses it to tell an unfinished comment and its last turn/cost). */
function parseStickyMarker(body) {
    const m = /<!-- agent-runner:sticky run=([A-Za-z0-9._-]+) state=(working|final|cancelled|refused)(?: turns=(\d+) cost=([0-9.]+))? -->/.exec(body);
    if (!m || !m[1] || !m[2])
        return null;
    const phase = m[2];
    const out = { runId: m[1], phase };
    if (m[3] !== undefined)
        out.turns = Number(m[3]);
    if (m[4] !== undefined)
        out.costUsd = Number(m[4]);
    return out;
}
function formatUsd(n) {
    return n > 0 && n < 0.01 ? `$${n.toFixed(4)}` : `$${n.toFixed(2)}`;
}
function formatDuration(ms) {
    const s = Math.max(0, Math.round(ms / 1000));
    if (s < 60)
        return `${s}s`;
    const m = Math.floor(s / 60);
    if (m < 60)
        return `${m}m ${String(s % 60).padStart(2, '0')}s`;
    return `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m`;
}
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
/** A fenced block its content cannot close (a diff context line ` ```` ` would close a 3-tick fence). */
function fenced(text, info = '') {
    const longest = Math.max(2, ...[...text.matchAll(/`{3,}/g)].map((m) => m[0].length));
    const fence = '`'.repeat(longest + 1);
    return `${fence}${info}\n${text.replace(/\n$/, '')}\n${fence}`;
}
/** Model and tool output is shown as markdown, but must not forge our marker or leak a token. */
function clean(text) {
    return (0,_text_redact_tokens_js__WEBPACK_IMPORTED_MODULE_1__/* .redactTokens */ .O)(text).replaceAll('agent-runner:', 'agent-runner-quoted:');
}
/**
 * The agent's final answer, rendered as Markdown inside a block quote: whatever it holds (an unclosed fence, a stray
 * `</details>`, a fake heading) ends with the quote, so the runner's own sections after it keep their structure. Parsed
 * as GitHub parses it and made inert in the syntax tree (src/text/untrusted-markdown.ts): code blocks are kept as
 * written (nothing in them is HTML or a mention), everything else is untrusted prose.
 */
function quotedAnswer(text) {
    return (0,_text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .renderUntrusted */ .z)(text, 'quote');
}
const cell = (text, max = 160) => (0,_text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .renderUntrusted */ .z)(text, 'cell', max);
/** A final state rendered with no delivery reported (the post step, tests): its changes, if any, were not pushed. */
function unreported(patch) {
    return patch?.trim() ? { delivered: [(0,_delivery_js__WEBPACK_IMPORTED_MODULE_8__/* .notPushed */ .vs)('no push was made', _delivery_js__WEBPACK_IMPORTED_MODULE_8__/* .APPLY_HOW */ .UG)], failed: [] } : (0,_delivery_js__WEBPACK_IMPORTED_MODULE_8__/* .emptyDelivery */ .cS)();
}
function denialsTable(denials, maxRows = 20) {
    const rows = denials.slice(0, maxRows).map((d) => {
        const input = typeof d.input === 'string' ? d.input : (JSON.stringify(d.input) ?? '');
        const rule = d.suggestedRule ? cell(d.suggestedRule, 120) : '—';
        const why = d.reason ? cell(d.reason, 120) : '—';
        return `| ${cell(d.toolName, 60)} | ${cell(input)} | ${rule} | ${why} |`;
    });
    const more = denials.length > maxRows ? `\n\n…and ${denials.length - maxRows} more (see the job summary).` : '';
    return ([`**Permission denials** (${denials.length})`, '', '| Tool | Input | Rule that would allow it | Denied by |', '|---|---|---|---|', ...rows].join('\n') +
        more);
}
function runLink(state) {
    return state.runUrl ? `[View run](${state.runUrl})` : '';
}
function patchStats(patch) {
    const files = (patch.match(/^diff --git /gm) ?? []).length;
    const added = (patch.match(/^\+(?!\+\+ )/gm) ?? []).length;
    const removed = (patch.match(/^-(?!-- )/gm) ?? []).length;
    return `${files > 0 ? plural(files, 'file') + ', ' : ''}+${added} −${removed}`;
}
function renderComment(state, options = {}) {
    const max = options.maxLength ?? GITHUB_COMMENT_LIMIT - 536;
    const marker = renderMarker(state);
    const link = runLink(state);
    switch (state.phase) {
        case 'working': {
            const bits = [`turn ${state.turns}`];
            if (state.currentTool)
                bits.push(`using ${(0,_text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .renderUntrusted */ .z)(state.currentTool, 'code')}`);
            bits.push(`${formatUsd(state.costUsd)} so far`);
            if (state.model)
                bits.push((0,_text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .renderUntrusted */ .z)(state.model, 'code'));
            const agent = state.agentComment?.trim() ? ['', quotedAnswer(state.agentComment.trim())] : [];
            return cap([marker, `### ⏳ Agent Runner is working…`, '', bits.join(' · '), ...agent, ...sectionLines(state), '', link].join('\n').trimEnd(), max);
        }
        case 'cancelled': {
            const why = state.reason ? `\n\n${(0,_text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .renderUntrusted */ .z)(state.reason, 'block')}` : '';
            // The words the main step's report uses for a cancelled run (src/report/headline.ts), its next step included.
            const step = (0,_next_step_js__WEBPACK_IMPORTED_MODULE_9__/* .nextStep */ .s)({ ...(0,_agent_outcome_js__WEBPACK_IMPORTED_MODULE_0__/* .outcomeWithoutRun */ .mN)(['Cancelled'], Date.now()), cause: 'cancelled' }, (0,_delivery_js__WEBPACK_IMPORTED_MODULE_8__/* .emptyDelivery */ .cS)());
            const next = step ? `\n\n**Next step:** ${(0,_headline_js__WEBPACK_IMPORTED_MODULE_6__/* .markdownOf */ .RQ)(step, _text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .renderUntrusted */ .z)}` : '';
            const artifacts = state.artifacts?.length ? `\n\n${artifactsLine(state.artifacts)}` : '';
            return cap(`${marker}\n### 🚫 Cancelled after ${plural(state.turns, 'turn')}, ${formatUsd(state.costUsd)}${why}${next}${artifacts}\n\n${link}`.trimEnd(), max);
        }
        case 'refused':
            return cap(`${marker}\n### 🔒 Not run\n\nSorry @${state.actor.replace(/[^A-Za-z0-9\-[\]]/g, '')}, this action only runs for people with write access to the repository.\n\n${(0,_text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .renderUntrusted */ .z)(state.reason, 'block')}\n\n${link}`.trimEnd(), max);
        case 'final':
            return renderFinal(state, marker, link, max);
    }
}
/** The model the session chose; else the models that answered (a run stopped before its session started: none, `unknown`). */
function reportedModel(chosen, result) {
    return chosen ?? (Object.keys(result.modelUsage).join(', ') || 'unknown');
}
function renderFinal(state, marker, link, max) {
    const r = state.result;
    const model = reportedModel(state.model, r);
    const face = state.face ?? (0,_headline_js__WEBPACK_IMPORTED_MODULE_6__/* .runFace */ .vo)(r, unreported(state.patch));
    const parts = [marker, ...faceLines(face, state.artifacts)];
    if (r.errors.length > 0)
        parts.push('', '**Errors**', ...r.errors.slice(0, 20).map((e) => `- ${(0,_text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .renderUntrusted */ .z)(e, 'line')}`));
    if (state.agentComment?.trim())
        parts.push('', quotedAnswer(state.agentComment.trim()));
    const answer = r.result?.trim() ? quotedAnswer(r.result.trim()) : '';
    const answerSlot = parts.length + 1;
    if (answer)
        parts.push('', answer);
    // The outcome word beside the SDK's subtype, as the summary's table and the `outcome` output say it.
    parts.push('', '| Outcome | Cost | Turns | Duration | Model |', '|---|---|---|---|---|', `| \`${face.outcome}\` (\`${r.subtype}\`) | ${formatUsd(r.costUsd)} | ${r.turns} | ${formatDuration(r.durationMs)} | ${cell(model, 80)} |`);
    if (r.warnings.length > 0)
        parts.push('', ...r.warnings.slice(0, 10).map((w) => `> ⚠️ ${(0,_text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .renderUntrusted */ .z)(w, 'line')}`));
    parts.push(...sectionLines(state));
    if (r.denials.length > 0)
        parts.push('', denialsTable(r.denials));
    if (r.sandbox && r.sandbox.violations.count > 0) {
        parts.push('', `**Blocked by the sandbox** (${r.sandbox.violations.count})`, '', ...r.sandbox.violations.examples.map((e) => `- ${(0,_text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .renderUntrusted */ .z)(e, 'line')}`));
    }
    if (r.verification)
        parts.push('', (0,_evidence_js__WEBPACK_IMPORTED_MODULE_5__/* .renderEvidence */ .o)(r.verification, state.pushedSha));
    for (const n of state.notes ?? [])
        parts.push('', `> ${(0,_text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .renderUntrusted */ .z)(n, 'line')}`);
    // Where a reader of the PR can open it: the run's summary and its artifact, never a path on the runner.
    const summaryLink = state.runUrl ? `[the job summary](${state.runUrl})` : 'the job summary';
    const artifact = state.artifacts?.[0];
    const where = artifact ? `${summaryLink} and the run's artifact [${(0,_text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .renderUntrusted */ .z)(artifact.name, 'line')}](${artifact.url})` : summaryLink;
    const patch = state.patch ? clean(state.patch) : '';
    const footer = [afterPushSection(state.afterPush ? clean(state.afterPush) : ''), '', link].join('\n');
    let head = parts.join('\n');
    const patchSection = (body, note) => `\n\n<details><summary>Patch (${patchStats(patch)})</summary>\n\n${fenced(body, 'diff')}\n\n</details>${note ? `\n\n${note}` : ''}`;
    // The answer is cut before the patch is dropped only when the answer alone overflows.
    const reserve = 2_000 + footer.length;
    if (head.length > max - reserve && answer) {
        const over = head.length - (max - reserve);
        const kept = (0,_text_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .safeCut */ .aK)(answer, Math.max(0, answer.length - over - 200));
        parts[answerSlot] = `${kept}\n\n**[Answer cut here: ${answer.length - kept.length} more characters are in the job summary.]**`;
        head = parts.join('\n');
    }
    if (!patch)
        return cap(`${head}\n${footer}`.trimEnd(), max);
    const full = patchSection(patch, '');
    if (head.length + full.length + footer.length <= max)
        return `${head}${full}\n${footer}`.trimEnd();
    const lines = patch.split('\n');
    const budget = max - head.length - footer.length - 600;
    let used = 0;
    let n = 0;
    while (n < lines.length && used + (lines[n]?.length ?? 0) + 1 <= budget)
        used += (lines[n++]?.length ?? 0) + 1;
    if (n === 0) {
        return cap(`${head}\n\n**Patch not shown:** it is too large for a comment (${patch.length} characters). The full patch is in ${where}.\n${footer}`.trimEnd(), max);
    }
    const note = `**Patch cut:** showing the first ${n} of ${lines.length} lines (GitHub comments hold at most ${GITHUB_COMMENT_LIMIT} characters). The full patch is in ${where}.`;
    return cap(`${head}${patchSection(lines.slice(0, n).join('\n'), note)}\n${footer}`.trimEnd(), max);
}
/** Work-tree changes after a push, apart from the patch (what was pushed); too long for the comment, they are named. */
function afterPushSection(diff) {
    if (!diff)
        return '';
    const title = `Not pushed: the work tree after the push (${patchStats(diff)})`;
    if (diff.length > 20_000)
        return `\n\n**${title}:** too large for a comment (${diff.length} characters); it is in the job summary.`;
    return `\n\n<details><summary>${title}</summary>\n\n${fenced(diff, 'diff')}\n\n</details>`;
}
function sectionLines(state) {
    return (state.sections ?? []).flatMap((section) => ['', section]);
}
/** Last resort so GitHub never refuses the body; the ordinary paths stay under `max` themselves. */
function cap(body, max) {
    if (body.length <= max)
        return body;
    const note = "\n\n**[Comment cut at GitHub's size limit: see the job summary.]**";
    return (0,_text_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .safeCut */ .aK)(body, max - note.length) + note;
}


/***/ }),

/***/ 17210:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RQ: () => (/* binding */ markdownOf),
/* harmony export */   oi: () => (/* binding */ plainOf),
/* harmony export */   vo: () => (/* binding */ runFace)
/* harmony export */ });
/* harmony import */ var _delivery_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31758);
/* harmony import */ var _next_step_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76886);


const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
const usd = (n) => (n > 0 && n < 0.01 ? `$${n.toFixed(4)}` : `$${n.toFixed(2)}`);
function runFace(result, delivery, context = {}) {
    const outcome = (0,_delivery_js__WEBPACK_IMPORTED_MODULE_0__/* .outcomeOf */ .sG)(result, delivery);
    const next = (0,_next_step_js__WEBPACK_IMPORTED_MODULE_1__/* .nextStep */ .s)(result, delivery, context.limits, context.lastRetry);
    const base = { outcome, conclusion: (0,_delivery_js__WEBPACK_IMPORTED_MODULE_0__/* .conclusionOf */ .vu)(result, delivery), ...(next ? { next } : {}) };
    const details = delivery.delivered.flatMap((d) => detailOf(d));
    // A stopped run may still have delivered something (the review it left), or kept a patch: each is a line under the stop.
    const made = delivery.delivered.filter((d) => d.kind !== 'no_changes').map((d) => titleOf(d, context.web, false));
    if (result.isError)
        return { ...base, title: [stopTitle(result)], details: [...made, ...details] };
    // Waiting for a person: nothing is delivered until the reply's run finishes; the question follows the title.
    if (result.cause === 'needs_input' && delivery.failed.length === 0) {
        return { ...base, title: [`⏸️ Waiting for your answer after ${plural(result.turns, 'turn')}, ${usd(result.costUsd)}`], details: [] };
    }
    const failed = delivery.failed[0];
    if (failed) {
        const more = delivery.failed.length > 1 ? ` (and ${plural(delivery.failed.length - 1, 'other failed delivery')})` : '';
        const failedLine = (f) => [`❌ ${(0,_delivery_js__WEBPACK_IMPORTED_MODULE_0__/* .failureLabel */ .Zu)(f)}: `, { text: f.error }];
        return { ...base, title: [...failedLine(failed), more], details: [...delivery.failed.slice(1).map(failedLine), ...details] };
    }
    const title = [];
    const items = delivery.delivered.length > 0 ? delivery.delivered : [{ kind: 'no_changes' }];
    items.forEach((item, i) => title.push(...(i > 0 ? [' · '] : []), ...titleOf(item, context.web, i === 0)));
    if (result.cause === 'hook_stopped')
        title.unshift('🛑 Stopped by a hook · ');
    if (result.denials.length > 0)
        title.push(` — ⚠️ ${plural(result.denials.length, 'tool call')} denied`);
    return { ...base, title, details };
}
function stopTitle(result) {
    const turns = plural(result.turns, 'turn');
    const cost = usd(result.costUsd);
    switch ((0,_delivery_js__WEBPACK_IMPORTED_MODULE_0__/* .stopCauseOf */ .dq)(result)) {
        case 'cancelled':
            return `🚫 Cancelled after ${turns}, ${cost}`;
        case 'timeout':
            return `⏱️ Timed out after ${turns}, ${cost}`;
        case 'api_error':
            return `❌ API error${result.apiErrorStatus ? ` ${result.apiErrorStatus}` : ''}: the model could not be reached after ${turns}, ${cost}`;
        case 'max_turns':
            return `🛑 Stopped: turn limit reached (${turns}, ${cost})`;
        case 'budget':
            return `💸 Stopped: budget limit reached (${cost} spent, ${turns})`;
        case 'structured_output':
            return '❌ Error: the final answer never matched the required JSON schema';
        case 'check_failed':
            return "❌ Not delivered: the repository's check still fails after the agent's changes";
        default:
            return `❌ Error during execution after ${turns}, ${cost}`;
    }
}
function titleOf(item, web, first) {
    const mark = first ? '✅ ' : '';
    switch (item.kind) {
        case 'pushed': {
            const branch = { text: item.branch, code: true, ...(web ? { url: `${web}/tree/${item.branch.split('/').map(encodeURIComponent).join('/')}` } : {}) };
            const commit = { text: item.commitSha.slice(0, 7), code: true, ...(web ? { url: `${web}/commit/${item.commitSha}` } : {}) };
            const onto = item.onPullRequest !== undefined ? `, the branch of pull request #${item.onPullRequest}` : '';
            return [`${mark}Pushed `, commit, ' to ', branch, onto, ...leftOutOf(item.leftOut)];
        }
        case 'pull_request':
            return [
                `${mark}`,
                { text: item.number !== undefined ? `Pull request #${item.number}` : 'Pull request', url: item.url },
                ` opened from `,
                { text: item.branch, code: true },
                ...leftOutOf(item.leftOut),
            ];
        case 'review':
            return [`${mark}`, { text: 'Review posted', url: item.url }, ` (${plural(item.comments, 'inline comment')})`];
        case 'patch':
            return [`${first ? '📦 ' : ''}Patch ready — not pushed (`, { text: item.why }, ')'];
        case 'no_changes':
            return [`${mark}Done — no changes to the repository`];
    }
}
/**
 * The paths a push left out (`exclude`): nothing dropped silently. Their names are the model's, so each is a code
 * segment, made inert where it is rendered; a long list names the first few and counts the rest.
 */
function leftOutOf(paths) {
    if (!paths?.length)
        return [];
    const shown = paths.slice(0, LEFT_OUT_NAMED);
    const names = shown.flatMap((p, i) => [...(i > 0 ? [', '] : []), { text: p, code: true }]);
    const more = paths.length > shown.length ? `, and ${paths.length - shown.length} more` : '';
    return [` (left out: ${plural(paths.length, 'file')}: `, ...names, `${more})`];
}
const LEFT_OUT_NAMED = 5;
function detailOf(item) {
    switch (item.kind) {
        case 'pushed':
            return [
                ...(item.createPullRequestUrl
                    ? [[{ text: 'Create PR ➔', url: item.createPullRequestUrl }, ' (a pull request from this branch, title and body filled in)']]
                    : []),
                // Branch names in it may be the agent's or the event's: inert like every untrusted text.
                ...(item.why ? [[{ text: item.why }]] : []),
            ];
        case 'patch':
            // A fork's branch and repository name come from the event.
            return [[{ text: item.how }]];
        default:
            return [];
    }
}
/** The segments as GitHub Markdown: untrusted text inert, links live. */
function markdownOf(segments, inert) {
    return segments
        .map((s) => {
        if (typeof s === 'string')
            return s;
        const text = s.code ? inert(s.text, 'code') : inert(s.text, 'line');
        return s.url ? `[${text}](${s.url.replace(/[()\s]/g, encodeURIComponent)})` : text;
    })
        .join('');
}
/** The segments as one plain line (the log, the outputs, an annotation): links in parentheses. */
function plainOf(segments) {
    return segments.map((s) => (typeof s === 'string' ? s : s.code ? `\`${s.text}\`` : s.text)).join('');
}


/***/ }),

/***/ 76886:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ nextStep)
/* harmony export */ });
/* harmony import */ var _delivery_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31758);

/**
 * What a person does next, in one line, for a run that did not deliver: the input to raise with the value the run
 * reached, a re-run for an outage (with the provider's retry-after), the permission to add. Undefined when nothing is
 * to be done (a delivered run). Plain text with `code` spans: the comment, the summary and the log say it alike.
 */
function nextStep(result, delivery, limits, lastRetry) {
    const said = runnerStep(result, delivery, limits, lastRetry);
    if (said !== undefined)
        return [said];
    // The rule comes from the denied call (the model's command): a code span made inert where it is shown, never raw.
    const firstDenial = result.isError || delivery.failed.length > 0 ? undefined : result.denials.find((d) => d.suggestedRule);
    if (firstDenial?.suggestedRule)
        return ['to let the agent do what was denied, add ', { text: firstDenial.suggestedRule, code: true }, ' to `allowed_tools`'];
    return undefined;
}
/** The next step in the runner's own words (no text from the model or the event in it). */
function runnerStep(result, delivery, limits, lastRetry) {
    const usd = (n) => `$${n.toFixed(2)}`;
    if (result.cause === 'needs_input')
        return 'answer the question below in a reply on this thread, with the trigger phrase: that run continues this session';
    switch (result.isError ? (0,_delivery_js__WEBPACK_IMPORTED_MODULE_0__/* .stopCauseOf */ .dq)(result) : 'completed') {
        case 'max_turns':
            return `raise \`max_turns\` (this run used all ${limits?.maxTurns ?? result.turns} turns), e.g. \`max_turns: ${2 * (limits?.maxTurns ?? result.turns)}\`, or give a narrower task`;
        case 'budget':
            return `raise \`max_budget_usd\` (this run spent ${usd(result.costUsd)}${limits ? ` of its ${usd(limits.maxBudgetUsd)}` : ''}), e.g. \`max_budget_usd: ${limits ? 2 * limits.maxBudgetUsd : Math.ceil(2 * result.costUsd)}\``;
        case 'timeout': {
            const minutes = limits ? limits.timeoutMs / 60_000 : Math.ceil(result.durationMs / 60_000);
            return `raise \`timeout_minutes\` (this run stopped at its ${minutes} minutes), e.g. \`timeout_minutes: ${2 * minutes}\`; the job's own \`timeout-minutes\` must be larger`;
        }
        case 'api_error': {
            const status = result.apiErrorStatus ?? lastRetry?.status;
            const wait = lastRetry && lastRetry.delayMs > 0 ? `; the provider last asked to wait ${Math.ceil(lastRetry.delayMs / 1000)} s (retry-after)` : '';
            const tries = lastRetry ? ` after ${lastRetry.attempts} attempt${lastRetry.attempts === 1 ? '' : 's'}` : '';
            if (status === 401 || status === 403)
                return `check the API key or credentials (the model API answered ${status}${tries}): a re-run will fail the same way`;
            return `re-run the job once the model API is back (it answered ${status === null || status === undefined ? 'with no response' : status}${tries}${wait}): "Re-run failed jobs" on the run's page`;
        }
        case 'cancelled':
            return 're-run the job ("Re-run jobs" on the run\'s page): it was cancelled before it finished (by a person, a newer run of a `concurrency:` group, or the runner)';
        case 'check_failed':
            return "the repository's check still fails after the agent's changes (the evidence is below): nothing was pushed; fix it by hand or re-run with a narrower task";
        case 'structured_output':
            return 'the final answer never matched `json_schema`: check the schema, or say in the prompt what the answer must hold';
        case 'completed':
            break;
        default:
            return 're-run the job; if it fails the same way, the transcript (`transcript_file`) says where';
    }
    const failure = delivery.failed[0];
    if (failure)
        return failure.next ?? (0,_delivery_js__WEBPACK_IMPORTED_MODULE_0__/* .permissionFix */ .jj)(failure.what, failure.error) ?? 're-run the job; the changes are in the patch below meanwhile';
    return undefined;
}


/***/ })

};
