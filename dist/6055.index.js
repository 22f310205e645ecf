export const id = 6055;
export const ids = [6055];
export const modules = {

/***/ 46055:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  finalLine: () => (/* binding */ finalLine),
  reportRun: () => (/* binding */ reportRun)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./build/src/action/actions-core.js
var actions_core = __webpack_require__(82327);
// EXTERNAL MODULE: ./build/src/report/delivery.js
var report_delivery = __webpack_require__(31758);
// EXTERNAL MODULE: ./build/src/report/headline.js
var headline = __webpack_require__(17210);
// EXTERNAL MODULE: ./build/src/report/outputs.js
var outputs = __webpack_require__(3558);
;// CONCATENATED MODULE: ./build/src/report/sink.js
/**
 * A report sink (a file, the comment, the outputs, the job summary) that fails is reported as a
 * warning and the others still run: the result of a finished, paid run is never lost to one of them.
 */
function reportSink(warn) {
    return async (what, write) => {
        try {
            return await write();
        }
        catch (error) {
            warn(`Could not write ${what}: ${error instanceof Error ? error.message : String(error)}`);
            return undefined;
        }
    };
}

// EXTERNAL MODULE: ./build/src/text/untrusted-markdown.js
var untrusted_markdown = __webpack_require__(37133);
// EXTERNAL MODULE: ./build/src/report/github/comment-render.js
var comment_render = __webpack_require__(47296);
// EXTERNAL MODULE: ./build/src/agent/context/stats.js
var stats = __webpack_require__(34332);
// EXTERNAL MODULE: ./build/src/report/github/checklist-render.js + 1 modules
var checklist_render = __webpack_require__(63147);
// EXTERNAL MODULE: ./build/src/report/evidence.js
var evidence = __webpack_require__(28987);
;// CONCATENATED MODULE: ./build/src/report/summary.js







/** GitHub shows at most 1 MiB of one step's summary: the patch gives way before the rest. */
const SUMMARY_PATCH_LIMIT = 400_000;
/**
 * The job summary: the outcome and what reached GitHub first (the same words as the comment and the log), the run's
 * figures, then the answer and the patch, collapsed.
 */
function renderSummary(result, extra, face = (0,headline/* runFace */.vo)(result, (0,report_delivery/* emptyDelivery */.cS)())) {
    const u = result.usage;
    const lines = [
        ...(0,comment_render/* faceLines */.TK)(face, extra.artifacts),
        '',
        '| Outcome | Cost | Turns | Duration | Model |',
        '|---|---|---|---|---|',
        `| \`${face.outcome}\` (\`${result.subtype}\`) | $${result.costUsd.toFixed(4)} | ${result.turns} | ${(result.durationMs / 1000).toFixed(1)} s | ${(0,untrusted_markdown/* renderUntrusted */.z)((0,comment_render/* reportedModel */.xT)(extra.model, result), 'cell', 80)} |`,
        '',
        `Tokens: input ${u.input_tokens}, output ${u.output_tokens}, cache read ${u.cache_read_input_tokens}, cache write ${u.cache_creation_input_tokens}.`,
        '',
    ];
    // Model and tool text is made inert here as in the comment: it cannot hide or restyle the rest.
    if (result.errors.length > 0)
        lines.push('**What stopped the run:**', ...result.errors.map((e) => `- ${(0,untrusted_markdown/* renderUntrusted */.z)(e, 'line')}`), '');
    if (result.warnings.length > 0)
        lines.push('**Warnings:**', ...result.warnings.map((w) => `- ${(0,untrusted_markdown/* renderUntrusted */.z)(w, 'line')}`), '');
    if (result.denials.length > 0) {
        lines.push('**Permission denials:**', '', '| Tool | Input | Rule that would allow it |', '|---|---|---|');
        for (const denial of result.denials) {
            const rule = denial.suggestedRule ? (0,untrusted_markdown/* renderUntrusted */.z)(denial.suggestedRule, 'cell', 120) : '';
            lines.push(`| ${(0,untrusted_markdown/* renderUntrusted */.z)(denial.toolName, 'cell', 120)} | ${(0,untrusted_markdown/* renderUntrusted */.z)(JSON.stringify(denial.input) ?? '', 'cell', 120)} | ${rule} |`);
        }
        lines.push('');
    }
    if (result.sandbox) {
        const { enabled, reason, violations } = result.sandbox;
        lines.push(`**Sandbox:** ${enabled ? 'on' : `off (${reason ?? 'no reason given'})`}${violations.count > 0 ? `, ${violations.count} blocked operation${violations.count === 1 ? '' : 's'}:` : ''}`, '');
        if (violations.count > 0)
            lines.push(...violations.examples.map((e) => `- ${(0,untrusted_markdown/* renderUntrusted */.z)(e, 'line')}`), '');
    }
    if (result.verification)
        lines.push((0,evidence/* renderEvidence */.o)(result.verification, extra.pushedSha), '');
    for (const section of (0,checklist_render/* trackingSections */.Wm)(result))
        lines.push(section, '');
    if (result.result)
        lines.push('### Answer', '', (0,comment_render/* quotedAnswer */.vY)(result.result), '');
    if (result.context)
        lines.push('### Context', '', (0,stats/* formatContextMarkdown */.Sy)(result.context), '');
    lines.push(extra.patch.trim() === '' ? '_No changes to the repository._' : collapsed('Patch', extra.patch), '');
    if (extra.afterPush)
        lines.push(collapsed('Not pushed: the work tree after the push', extra.afterPush), '');
    return lines.join('\n');
}
/** A diff folded under its counts; one too large for the summary is cut, and says where the whole is. */
function collapsed(title, diff) {
    const files = (diff.match(/^diff --git /gm) ?? []).length;
    const added = (diff.match(/^\+(?!\+\+ )/gm) ?? []).length;
    const removed = (diff.match(/^-(?!-- )/gm) ?? []).length;
    const cut = diff.length > SUMMARY_PATCH_LIMIT;
    const shown = cut ? diff.slice(0, diff.lastIndexOf('\n', SUMMARY_PATCH_LIMIT) + 1) : diff;
    const note = cut
        ? `\n\n**Patch cut:** the first ${shown.length} of ${diff.length} characters; the whole patch is the \`patch_file\` output and the run's artifacts.`
        : '';
    return `<details><summary><b>${title}</b> (${files} file${files === 1 ? '' : 's'}, +${added} −${removed})</summary>\n\n${fence(shown, 'diff')}${note}\n\n</details>`;
}
/** A fence longer than any backtick run inside, so the patch cannot close it. */
function fence(text, lang) {
    const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
    const ticks = '`'.repeat(longest + 1);
    return `${ticks}${lang}\n${text.replace(/\n$/, '')}\n${ticks}`;
}

// EXTERNAL MODULE: ./build/src/report/artifacts.js
var report_artifacts = __webpack_require__(67007);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./build/src/action/artifact-step.js



/**
 * The step's artifact: the patch, the transcript and execution_file, uploaded once the report has written them. What
 * happened is saved for the post step (`artifact`), which uploads only when this step never got that far (a cancelled
 * or crashed job). A host without the artifact service, or a refusal, is a warning: the run still reports.
 */
async function uploadStepArtifact(step) {
    if (!step.artifactPlace)
        return undefined;
    const files = [step.files.patchFile, step.files.transcriptFile, step.files.executionFile].map((file) => external_node_path_.basename(file));
    const upload = await (0,report_artifacts/* uploadRunArtifact */.n4)(step.artifactPlace, step.runDir, files);
    step.fileCommands.write(() => actions_core.saveState('artifact', JSON.stringify('uploaded' in upload ? upload.uploaded : { notUploaded: true })));
    if ('uploaded' in upload) {
        actions_core.info(`Artifact ${upload.uploaded.name} (${upload.uploaded.files.join(', ')}): ${upload.uploaded.url ?? `id ${upload.uploaded.id}`}`);
        return upload.uploaded;
    }
    actions_core.warning(step.redact(`The patch and transcript were not uploaded as an artifact: ${'skipped' in upload ? upload.skipped : upload.failed}`));
    return undefined;
}

;// CONCATENATED MODULE: ./build/src/action/report-step.js









/** The patch file, the comment (and push), the step outputs and the job summary, all redacted. */
async function reportRun(step, outcome) {
    const { result, patch, reporter } = outcome;
    const { redact } = step;
    const afterPush = outcome.afterPush !== undefined ? redact(outcome.afterPush) : undefined;
    // Each sink on its own: one that fails (no GITHUB_STEP_SUMMARY on older GHES, a full disk) is a warning, never the end of a paid run.
    const sink = reportSink((message) => actions_core.warning(redact(message)));
    // The transcript's result line says what this report says (a run failed after the agent stopped is not a success there).
    await sink('execution_file', () => {
        step.transcript.settleResult(result);
        step.transcript.writeExecutionFile(step.files.executionFile);
    });
    await sink('patch_file', () => (0,external_node_fs_.writeFileSync)(step.files.patchFile, redact(patch)));
    // Before the comment: it links the artifact instead of a path on the runner.
    const artifacts = (0,report_artifacts/* artifactLinks */.s7)(await sink('artifact', () => uploadStepArtifact(step)));
    const finished = reporter
        ? await sink('the comment and push', () => reporter.finish({
            result: redactResult(result, redact),
            patch: redact(patch),
            patchFile: step.files.patchFile,
            push: outcome.push,
            ...(afterPush !== undefined ? { afterPush } : {}),
            ...(outcome.notPushed ? { notPushed: outcome.notPushed } : {}),
            ...(outcome.defaultPush ? { defaultPush: true } : {}),
            ...(outcome.explicitPush ? { explicitPush: true } : {}),
            ...(outcome.face ? { face: outcome.face } : {}),
            ...(artifacts ? { artifacts } : {}),
        }))
        : undefined;
    const notes = finished?.notes ?? [];
    const delivery = finished?.delivery ?? withoutGitHub(result, patch, outcome.notPushed);
    if (artifacts)
        delivery.artifacts = artifacts;
    if (reporter)
        step.fileCommands.write(() => actions_core.saveState('finalized', 'true'));
    for (const note of notes)
        actions_core.info(redact(note));
    const face = (0,headline/* runFace */.vo)(result, delivery, outcome.face);
    const pushed = reporter?.pushed;
    await sink('step outputs', () => {
        for (const [name, value] of Object.entries((0,outputs/* stepOutputs */.t)(result, delivery, step.files, pushed ?? {})))
            step.fileCommands.write(() => actions_core.setOutput(name, redact(value)));
    });
    const summary = renderSummary(result, {
        ...(outcome.model ? { model: outcome.model } : {}),
        patch,
        ...(afterPush !== undefined ? { afterPush } : {}),
        ...(pushed ? { pushedSha: pushed.commitSha } : {}),
        ...(delivery.artifacts ? { artifacts: delivery.artifacts } : {}),
    }, face) + (notes.length > 0 ? `\n${notes.map((n) => `- ${n}`).join('\n')}\n` : '');
    await sink('job summary', () => step.fileCommands.writeAsync(() => actions_core.summary.addRaw(redact(summary)).write()));
    return { face, delivery };
}
/** A run with no GitHub client (no token): its changes are a patch in the summary and `patch_file`. */
function withoutGitHub(result, patch, why) {
    const delivery = (0,report_delivery/* emptyDelivery */.cS)();
    if (patch.trim() === '')
        return delivery;
    delivery.delivered.push(result.isError
        ? (0,report_delivery/* notPushed */.vs)('the run stopped before it finished', report_delivery/* APPLY_HOW */.UG)
        : { kind: 'patch', ...(why ?? (0,report_delivery/* notPushed */.vs)('no GitHub token to push with', report_delivery/* APPLY_HOW */.UG)) });
    return delivery;
}
/** The run's last log line and the step's failure, in the headline's words. */
function finalLine(face) {
    return `${(0,headline/* plainOf */.oi)(face.title)}${face.next ? ` — next step: ${(0,headline/* plainOf */.oi)(face.next)}` : ''}`;
}
function redactResult(result, redact) {
    return JSON.parse(redact(JSON.stringify(result)));
}


/***/ }),

/***/ 81083:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D6: () => (/* binding */ resultText),
/* harmony export */   GC: () => (/* binding */ describeCall),
/* harmony export */   SH: () => (/* binding */ blocksOf),
/* harmony export */   Vp: () => (/* binding */ promptShares),
/* harmony export */   f0: () => (/* binding */ toolUsesById),
/* harmony export */   jH: () => (/* binding */ lastTurnsStart),
/* harmony export */   te: () => (/* binding */ resultChars),
/* harmony export */   vo: () => (/* binding */ approxTokens)
/* harmony export */ });
/** What an image costs at most, whatever its file size (the API scales it down; ~1,600 tokens, ~4,800 at high resolution). */
const IMAGE_TOKENS = 5_000;
/** A document's cap: Read sends at most 20 pages, each its text plus an image of the page. */
const DOCUMENT_TOKENS_MAX = 100_000;
/**
 * The cheap character rule used before a call: ~4 bytes of serialized JSON per token. Base64 media are
 * counted by what they cost, not by their bytes: one screenshot must not look like a full context window.
 */
function approxTokens(value) {
    let media = 0;
    const json = JSON.stringify(value, function (key, v) {
        if (key !== 'data' || typeof v !== 'string' || typeof this !== 'object' || this === null)
            return v;
        const source = this;
        if (source.type !== 'base64')
            return v;
        media +=
            typeof source.media_type === 'string' && source.media_type.startsWith('image/') ? IMAGE_TOKENS : Math.min(Math.ceil(v.length / 4), DOCUMENT_TOKENS_MAX);
        return '';
    });
    return Math.ceil(Buffer.byteLength(json ?? '', 'utf8') / 4) + media;
}
function blocksOf(message) {
    return typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content;
}
/** The text a tool_result carries (images count by their serialized size). */
function resultChars(block) {
    const content = block.content;
    if (content === undefined)
        return 0;
    if (typeof content === 'string')
        return content.length;
    let n = 0;
    for (const part of content)
        n += part.type === 'text' ? part.text.length : approxTokens(part) * 4;
    return n;
}
function resultText(block) {
    const content = block.content;
    if (content === undefined)
        return '';
    if (typeof content === 'string')
        return content;
    return content.map((part) => (part.type === 'text' ? part.text : '')).join('');
}
/** Every tool_use of the conversation by id: what a result answered. */
function toolUsesById(messages) {
    const out = new Map();
    messages.forEach((message, index) => {
        if (message.role !== 'assistant' || typeof message.content === 'string')
            return;
        for (const block of message.content)
            if (block.type === 'tool_use')
                out.set(block.id, { name: block.name, input: block.input, index });
    });
    return out;
}
/** Index of the first message of the last `n` turns (the n-th assistant message from the end); 0 when there are fewer. */
function lastTurnsStart(messages, n) {
    if (n <= 0)
        return messages.length;
    let seen = 0;
    for (let i = messages.length - 1; i >= 0; i--) {
        if (messages[i]?.role === 'assistant' && ++seen === n)
            return i;
    }
    return 0;
}
/**
 * Characters of a request's prompt and how many of them are tool_result text, to split the billed
 * input tokens of a call into "tool results" and "the rest" (an estimate, by characters).
 */
function promptShares(params) {
    let toolResultChars = 0;
    for (const message of params.messages) {
        if (message.role !== 'user' || typeof message.content === 'string')
            continue;
        for (const block of message.content)
            if (block.type === 'tool_result')
                toolResultChars += resultChars(block);
    }
    const totalChars = (JSON.stringify(params.system ?? '') ?? '').length + (JSON.stringify(params.tools ?? []) ?? '').length + (JSON.stringify(params.messages) ?? '').length;
    return { totalChars, toolResultChars: Math.min(toolResultChars, totalChars) };
}
/** One line of a tool's input, for stubs and pointers: `Read src/x.ts`, `Grep "foo" in src`, `Bash \`npm test\``. */
function describeCall(name, input) {
    const field = (key) => {
        if (typeof input !== 'object' || input === null)
            return undefined;
        const value = input[key];
        return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    };
    const short = (text, max = 80) => {
        const one = text.replace(/\s+/g, ' ').trim();
        return one.length > max ? `${one.slice(0, max - 1)}…` : one;
    };
    switch (name) {
        case 'Read': {
            const range = field('offset') !== undefined || field('limit') !== undefined
                ? ` (offset=${field('offset') ?? 1}${field('limit') !== undefined ? `, limit=${field('limit')}` : ''})`
                : '';
            return `Read ${field('file_path') ?? '?'}${range}`;
        }
        case 'Grep': {
            const where = field('path');
            return `Grep "${short(field('pattern') ?? '', 60)}"${where !== undefined ? ` in ${where}` : ''}`;
        }
        case 'Glob':
            return `Glob ${field('pattern') ?? '?'}`;
        case 'Bash':
            return `Bash \`${short(field('command') ?? '')}\``;
        default:
            return name;
    }
}


/***/ }),

/***/ 34332:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sy: () => (/* binding */ formatContextMarkdown),
/* harmony export */   y9: () => (/* binding */ ContextStatsCollector)
/* harmony export */ });
/* unused harmony export sparkline */
/* harmony import */ var _tools_truncate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9483);
/* harmony import */ var _history_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81083);
/* harmony import */ var _text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37133);



const allInput = (u) => u.input_tokens + (u.cache_read_input_tokens ?? 0) + (u.cache_creation_input_tokens ?? 0);
/** Collects per-call figures; the manager feeds it, `snapshot()` gives the report shape. */
class ContextStatsCollector {
    calls = [];
    stubBatches = 0;
    stubbedResults = 0;
    charsElided = 0;
    compactions = 0;
    addCall(kind, request, usage) {
        const all = allInput(usage);
        const shares = (0,_history_js__WEBPACK_IMPORTED_MODULE_2__/* .promptShares */ .Vp)(request);
        this.calls.push({
            call: this.calls.length + 1,
            kind,
            input_tokens: all,
            cache_read_input_tokens: usage.cache_read_input_tokens ?? 0,
            cache_creation_input_tokens: usage.cache_creation_input_tokens ?? 0,
            output_tokens: usage.output_tokens,
            tool_result_tokens: shares.totalChars > 0 ? Math.round((all * shares.toolResultChars) / shares.totalChars) : 0,
        });
    }
    snapshot(fileReads = []) {
        const sum = (f) => this.calls.reduce((n, c) => n + f(c), 0);
        const all = sum((c) => c.input_tokens);
        const read = sum((c) => c.cache_read_input_tokens);
        const written = sum((c) => c.cache_creation_input_tokens);
        return {
            calls: this.calls.map((c) => ({ ...c })),
            totals: {
                input_tokens: all - read - written,
                output_tokens: sum((c) => c.output_tokens),
                cache_read_input_tokens: read,
                cache_creation_input_tokens: written,
                all_input_tokens: all,
            },
            cache_hit_rate: all > 0 ? read / all : 0,
            tool_result_share: all > 0 ? sum((c) => c.tool_result_tokens) / all : 0,
            peak_window_tokens: Math.max(0, ...this.calls.map((c) => c.input_tokens)),
            file_reads: fileReads.map((f) => ({ ...f })),
            max_reads_of_one_file: Math.max(0, ...fileReads.map((f) => f.reads)),
            dedupe_hits: fileReads.reduce((n, f) => n + f.deduped, 0),
            stub_batches: this.stubBatches,
            stubbed_results: this.stubbedResults,
            chars_elided: this.charsElided,
            compactions: this.compactions,
        };
    }
}
const BARS = '▁▂▃▄▅▆▇█';
/** Input tokens per call as a one-line sparkline (compaction calls marked `c` below would clutter: they are in the table). */
function sparkline(values) {
    const max = Math.max(1, ...values);
    return values.map((v) => BARS[Math.min(BARS.length - 1, Math.floor((v / max) * (BARS.length - 1)))] ?? '').join('');
}
const pct = (x) => `${(x * 100).toFixed(1)}%`;
/** A small Markdown section for the job summary. */
function formatContextMarkdown(stats) {
    const t = stats.totals;
    const repeated = stats.file_reads.filter((f) => f.reads > 1);
    const lines = [
        '| Context | |',
        '|---|---|',
        `| Input tokens per call | \`${sparkline(stats.calls.map((c) => c.input_tokens))}\` (peak ${(0,_tools_truncate_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(stats.peak_window_tokens)}) |`,
        `| Input / output tokens | ${(0,_tools_truncate_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(t.all_input_tokens)} / ${(0,_tools_truncate_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(t.output_tokens)} |`,
        `| Cache read / write tokens | ${(0,_tools_truncate_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(t.cache_read_input_tokens)} / ${(0,_tools_truncate_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(t.cache_creation_input_tokens)} |`,
        `| Cache hit rate | ${pct(stats.cache_hit_rate)} |`,
        `| Tool results share of input | ${pct(stats.tool_result_share)} |`,
        `| Most reads of one file | ${stats.max_reads_of_one_file}${repeated.length > 0
            ? ` (${repeated
                .slice(0, 3)
                .map((f) => `${(0,_text_untrusted_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .renderUntrusted */ .z)(f.path, 'cell', 120)} ×${f.reads}`)
                .join(', ')})`
            : ''} |`,
        `| Repeat reads avoided | ${stats.dedupe_hits} |`,
        `| Stale results stubbed | ${stats.stubbed_results} in ${stats.stub_batches} batch${stats.stub_batches === 1 ? '' : 'es'} (${(0,_tools_truncate_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(stats.chars_elided)} chars) |`,
        `| Compactions | ${stats.compactions} |`,
    ];
    return lines.join('\n');
}


/***/ }),

/***/ 40138:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GY: () => (/* binding */ serialise),
/* harmony export */   J4: () => (/* binding */ inertBlocks),
/* harmony export */   RP: () => (/* binding */ renderPostedMarkdown),
/* harmony export */   vd: () => (/* binding */ unforgeable)
/* harmony export */ });
/* harmony import */ var mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57391);
/* harmony import */ var mdast_util_gfm__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(37832);
/* harmony import */ var mdast_util_to_markdown__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91286);
/* harmony import */ var micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52297);
/* harmony import */ var _redact_tokens_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21439);





/** C0/C1 controls other than tab and newline, and bidirectional overrides (they reorder what a reader sees). */
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const SAFE_URL = /^(https?:|mailto:|#|\/(?!\/)|\.{0,2}\/|[^:/?#]*(?:[/?#]|$))/i;
/** What no posted text may hold, code included: a token, our markers (a later run would take the text for its comment or its questions), invisible controls. */
const unforgeable = (value) => (0,_redact_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .redactTokens */ .O)(value).replaceAll('agent-runner:', 'agent-runner-quoted:').replace(CONTROLS, '');
/** Text GitHub shows as text: also no live mention. */
const inertText = (value) => unforgeable(value).replace(/@(?=[\p{L}\p{N}_-])/gu, '@\u200b');
/** The text a node shows (a link's label). */
const textOf = (node) => 'value' in node && typeof node.value === 'string' ? node.value : 'children' in node ? node.children.map((c) => textOf(c)).join('') : '';
function inert(node) {
    switch (node.type) {
        case 'html':
            return [{ type: 'text', value: inertText(node.value) }];
        case 'text':
            return [{ ...node, value: inertText(node.value) }];
        case 'code':
        case 'inlineCode':
            return [{ ...node, value: unforgeable(node.value) }];
        case 'image':
        case 'imageReference':
            return [{ type: 'text', value: inertText(`${node.alt ?? ''}${node.type === 'image' ? ` (${node.url})` : ''}`) }];
        case 'definition':
            return SAFE_URL.test(node.url.trim()) ? [node] : [];
        case 'link':
            if (!SAFE_URL.test(node.url.trim()))
                return [{ type: 'text', value: inertText(textOf(node)) }];
            return [{ ...node, children: node.children.flatMap((c) => inert(c)) }];
        default:
            if ('children' in node)
                return [{ ...node, children: inertChildren(node) }];
            return [node];
    }
}
/** Blocks may hold the text an HTML block became only inside a paragraph: there the serialiser escapes what would be live. */
const BLOCK_CONTAINERS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);
function inertChildren(parent) {
    const out = parent.children.flatMap((c) => inert(c));
    if (!BLOCK_CONTAINERS.has(parent.type))
        return out;
    return out.map((c) => (c.type === 'text' ? { type: 'paragraph', children: [c] } : c));
}
const parse = (text) => (0,mdast_util_from_markdown__WEBPACK_IMPORTED_MODULE_1__/* .fromMarkdown */ .Y)(text, { extensions: [(0,micromark_extension_gfm__WEBPACK_IMPORTED_MODULE_2__/* .gfm */ .T)()], mdastExtensions: [(0,mdast_util_gfm__WEBPACK_IMPORTED_MODULE_3__/* .gfmFromMarkdown */ .C)()] });
/** What would be live if `markdown` were posted: raw HTML, an image, an odd-scheme link, a mention in text. */
function liveIn(node) {
    if (node.type === 'html' || node.type === 'image' || node.type === 'imageReference')
        return node.type;
    if ((node.type === 'link' || node.type === 'definition') && !SAFE_URL.test(node.url.trim()))
        return `${node.type} to ${node.url}`;
    if (node.type === 'text' && /@(?=[\p{L}\p{N}_-])/u.test(node.value))
        return 'mention';
    if ('children' in node)
        for (const c of node.children) {
            const found = liveIn(c);
            if (found)
                return found;
        }
    return undefined;
}
/** The text's blocks as GitHub parses them, made inert. */
function inertBlocks(text) {
    return inertChildren(parse(text));
}
/** Markdown again from a tree, GFM included (tables, strikethrough, task items), code always fenced. */
function serialise(children) {
    const write = (nodes) => (0,mdast_util_to_markdown__WEBPACK_IMPORTED_MODULE_4__/* .toMarkdown */ .l)({ type: 'root', children: nodes }, { extensions: [(0,mdast_util_gfm__WEBPACK_IMPORTED_MODULE_3__/* .gfmToMarkdown */ .H)({ tablePipeAlign: false })], fences: true }).replace(/\n$/, '');
    const out = write(children);
    // Parsed again as GitHub will parse it: should the serialiser ever write something live, the whole text is shown as code.
    if (liveIn(parse(out)) === undefined)
        return out;
    return write([{ type: 'code', value: unforgeable((0,mdast_util_to_markdown__WEBPACK_IMPORTED_MODULE_4__/* .toMarkdown */ .l)({ type: 'root', children })) }]);
}
/** The one renderer for untrusted Markdown the runner posts: parse, make inert in the tree, serialise. */
function renderPostedMarkdown(text) {
    return serialise(inertBlocks(text));
}


/***/ }),

/***/ 37133:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ renderUntrusted)
/* harmony export */ });
/* harmony import */ var _posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40138);
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(39654);


/** A block's inline content, for a context that holds one line. */
function inlineOf(node) {
    switch (node.type) {
        case 'code':
            return [{ type: 'inlineCode', value: node.value }];
        case 'break':
            return [{ type: 'text', value: ' ' }];
        case 'thematicBreak':
            return [{ type: 'text', value: '---' }];
        case 'list':
            // Each item after its marker as written in the text, so "1. first 2. second" still reads as a list.
            return node.children.flatMap((item, i) => [
                { type: 'text', value: `${i > 0 ? ' ' : ''}${node.ordered ? `${(node.start ?? 1) + i}.` : '-'} ` },
                ...inlineOf(item),
            ]);
        case 'paragraph':
        case 'heading':
        case 'tableCell':
        case 'emphasis':
        case 'strong':
        case 'delete':
        case 'link':
        case 'linkReference':
            return node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell'
                ? node.children.flatMap((c) => inlineOf(c))
                : [{ ...node, children: node.children.flatMap((c) => inlineOf(c)) }];
        default:
            if ('children' in node)
                return node.children.flatMap((c, i) => (i > 0 ? [{ type: 'text', value: ' ' }] : []).concat(inlineOf(c)));
            return [node];
    }
}
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();
/** Inline code as the serialiser writes it (a backtick run longer than any inside, padded where the content needs it). */
function codeSpan(value, inTable) {
    const code = { type: 'inlineCode', value };
    if (!inTable)
        return (0,_posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .serialise */ .GY)([{ type: 'paragraph', children: [code] }]);
    // Serialised as the cell of a table, so the serialiser escapes what would split the cell.
    const row = (0,_posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .serialise */ .GY)([{ type: 'table', align: [null], children: [{ type: 'tableRow', children: [{ type: 'tableCell', children: [code] }] }] }]);
    return (row.split('\n')[0] ?? '').replace(/^\| ?/, '').replace(/ ?\|$/, '');
}
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function renderUntrusted(text, where, maxLength) {
    let out = (0,_posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .unforgeable */ .vd)(text);
    if (where !== 'block' && where !== 'quote')
        out = oneLine(out);
    if (maxLength !== undefined && out.length > maxLength)
        out = `${(0,_sanitize_js__WEBPACK_IMPORTED_MODULE_1__/* .safeCut */ .aK)(out, maxLength)}…`;
    switch (where) {
        case 'block':
            return (0,_posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .renderPostedMarkdown */ .RP)(out);
        case 'quote':
            return (0,_posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .serialise */ .GY)([{ type: 'blockquote', children: (0,_posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .inertBlocks */ .J4)(out) }]);
        case 'line':
            return oneLine((0,_posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .serialise */ .GY)([{ type: 'paragraph', children: inlineOf({ type: 'root', children: (0,_posted_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .inertBlocks */ .J4)(out) }) }]));
        case 'code':
        case 'cell':
            return codeSpan(out, where === 'cell');
        case 'html':
            return out.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c).replace(/@(?=[\p{L}\p{N}_-])/gu, '@\u200b');
    }
}


/***/ }),

/***/ 9483:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   Fw: () => (/* binding */ capToolError),
/* harmony export */   b: () => (/* binding */ SpillFile),
/* harmony export */   dR: () => (/* binding */ DEFAULT_LIMITS),
/* harmony export */   iP: () => (/* binding */ spillToFile),
/* harmony export */   l5: () => (/* binding */ BoundedOutput),
/* harmony export */   lt: () => (/* binding */ countLines),
/* harmony export */   yA: () => (/* binding */ capText),
/* harmony export */   z3: () => (/* binding */ formatBytes)
/* harmony export */ });
/* unused harmony export TOOL_ERROR_MAX_CHARS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(77598);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);




/** Defaults shared by the tools; each factory takes overrides. */
const DEFAULT_LIMITS = {
    /**
     * Bash output shown to the model (head + tail); the whole output is in a spill file. Every call
     * re-sends it, so a build log costs its size on each later turn: keep the preview modest.
     */
    bashMaxChars: 16_000,
    grepMaxChars: 30_000,
    /** Grep shows this much of each matching line: minified files have megabyte lines. */
    grepMaxLineChars: 500,
    globMaxResults: 100,
    /** A spill file stops growing here so a runaway command cannot fill the disk. */
    spillMaxBytes: 64 * 1024 * 1024,
    spillPreviewLines: 20,
};
const withoutParts = ({ head: _head, tail: _tail, ...result }) => result;
/** A size as Claude Code writes it in a result (2.1.332): `512 bytes`, `2KB`, `106.3KB`, `1.5MB`. */
function sizeAsClaudeCode(n) {
    if (n < 1024)
        return `${n} bytes`;
    const [value, unit] = n < 1024 * 1024 ? [n / 1024, 'KB'] : [n / (1024 * 1024), 'MB'];
    return `${value.toFixed(1).replace(/\.0$/, '')}${unit}`;
}
/**
 * `12,345` as en-US writes it (at most three decimals). Not `toLocaleString`: its first call loads the ICU locale
 * data, which costs ~15 ms of start-up, before the first model request, for the tool descriptions alone.
 */
function formatCount(n) {
    if (!Number.isFinite(n))
        return n.toLocaleString('en-US');
    const rounded = Math.round(Math.abs(n) * 1000) / 1000;
    const [whole = '0', fraction] = String(rounded).split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return `${n < 0 && rounded !== 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
function formatBytes(n) {
    if (n < 1024)
        return `${n} bytes`;
    if (n < 1024 * 1024)
        return `${(n / 1024).toFixed(1)} KB`;
    return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}
/** Lines as an editor counts them: a final newline does not start another line. */
function countLines(text) {
    if (text === '')
        return 0;
    let n = 0;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        n++;
    return text.endsWith('\n') ? n : n + 1;
}
/** Never split a UTF-16 surrogate pair at a cut. */
function safeCut(text, at) {
    const code = text.charCodeAt(at - 1);
    return at > 0 && at < text.length && code >= 0xd800 && code <= 0xdbff ? at - 1 : at;
}
function takeHead(text, maxChars, maxLines) {
    let end = 0;
    let lines = 0;
    while (lines < maxLines && end < text.length) {
        const nl = text.indexOf('\n', end);
        const lineEnd = nl === -1 ? text.length : nl + 1;
        if (lineEnd > maxChars)
            break;
        end = lineEnd;
        lines++;
    }
    if (lines === 0 && text.length > 0 && maxLines > 0) {
        return { kept: text.slice(0, safeCut(text, Math.min(maxChars, text.length))), lines: 1 };
    }
    return { kept: text.slice(0, end), lines };
}
function takeTail(text, maxChars, maxLines) {
    let start = text.length;
    let lines = 0;
    while (lines < maxLines && start > 0) {
        const nl = start >= 2 ? text.lastIndexOf('\n', start - 2) : -1;
        const lineStart = nl === -1 ? 0 : nl + 1;
        if (text.length - lineStart > maxChars)
            break;
        start = lineStart;
        lines++;
    }
    if (lines === 0 && text.length > 0 && maxLines > 0) {
        const from = Math.max(0, text.length - maxChars);
        const cut = from > 0 && from < text.length && text.charCodeAt(from) >= 0xdc00 && text.charCodeAt(from) <= 0xdfff ? from + 1 : from;
        return { kept: text.slice(cut), lines: 1 };
    }
    return { kept: text.slice(start), lines };
}
function withNewline(text) {
    return text === '' || text.endsWith('\n') ? text : `${text}\n`;
}
function cutSummary(lines, chars) {
    return `${formatCount(lines)} line${lines === 1 ? '' : 's'} (${formatCount(chars)} characters)`;
}
function joinHeadTail(head, tail, omittedLines, omittedChars, hint) {
    const summary = cutSummary(omittedLines, omittedChars);
    return `${withNewline(head.kept)}\n… [${summary} omitted here] …\n\n${withNewline(tail.kept)}` + `\n[Truncated: ${summary} omitted from the middle. ${hint}]`;
}
/**
 * Cut `text` to fit a budget, keeping whole lines where possible, and end it with a note
 * saying how much was cut and how to get the rest.
 */
function capText(text, opts) {
    return withoutParts(cutText(text, opts));
}
function cutText(text, opts) {
    const maxLines = opts.maxLines ?? Number.POSITIVE_INFINITY;
    const total = countLines(text);
    if (text.length <= opts.maxChars && total <= maxLines) {
        return { text, truncated: false, omittedChars: 0, omittedLines: 0, head: text, tail: '' };
    }
    if (opts.keep === 'head') {
        const head = takeHead(text, opts.maxChars, maxLines);
        const omittedChars = text.length - head.kept.length;
        const omittedLines = total - head.lines;
        const note = `[Truncated: ${cutSummary(omittedLines, omittedChars)} not shown. ${opts.hint}]`;
        return { text: `${withNewline(head.kept)}\n${note}`, truncated: true, omittedChars, omittedLines, head: head.kept, tail: '' };
    }
    const headChars = Math.floor(opts.maxChars / 2);
    const headLines = Math.ceil(maxLines / 2);
    const head = takeHead(text, headChars, headLines);
    const rest = text.slice(head.kept.length);
    const tail = takeTail(rest, opts.maxChars - head.kept.length, maxLines - head.lines);
    const omittedChars = rest.length - tail.kept.length;
    // A line cut at both ends is counted once.
    const omittedLines = Math.max(0, total - head.lines - tail.lines + (head.kept.endsWith('\n') ? 0 : 1));
    return {
        text: joinHeadTail(head, tail, omittedLines, omittedChars, opts.hint),
        truncated: true,
        omittedChars,
        omittedLines,
        head: head.kept,
        tail: tail.kept,
    };
}
/** A tool's error text shown to the model: an error repeating a 5 MB input must not cost 5 MB on every later turn. */
const TOOL_ERROR_MAX_CHARS = 4_000;
/** Every tool error passes through here (dispatch does it once for all tools), keeping its start and end. */
function capToolError(text) {
    return capText(text, { maxChars: TOOL_ERROR_MAX_CHARS, keep: 'head_tail', hint: 'The error quoted a large input; the start and end are shown.' }).text;
}
/**
 * Collects a stream's bytes keeping only the first `headMax` and last `tailMax`, so a
 * command printing gigabytes costs bounded memory; totals are still counted exactly.
 */
class BoundedOutput {
    headMax;
    tailMax;
    head = [];
    headBytes = 0;
    tail = [];
    tailBytes = 0;
    newlines = 0;
    lastByte = -1;
    totalBytes = 0;
    constructor(headMax, tailMax) {
        this.headMax = headMax;
        this.tailMax = tailMax;
    }
    push(chunk) {
        if (chunk.length === 0)
            return;
        this.totalBytes += chunk.length;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1))
            this.newlines++;
        this.lastByte = chunk[chunk.length - 1] ?? -1;
        let rest = chunk;
        if (this.headBytes < this.headMax) {
            const take = Math.min(this.headMax - this.headBytes, rest.length);
            this.head.push(rest.subarray(0, take));
            this.headBytes += take;
            rest = rest.subarray(take);
        }
        if (rest.length === 0 || this.tailMax === 0)
            return;
        this.tail.push(rest);
        this.tailBytes += rest.length;
        while (this.tail.length > 1 && this.tailBytes - (this.tail[0]?.length ?? 0) >= this.tailMax) {
            this.tailBytes -= this.tail.shift()?.length ?? 0;
        }
        const first = this.tail[0];
        if (first && this.tailBytes > this.tailMax) {
            this.tail[0] = first.subarray(this.tailBytes - this.tailMax);
            this.tailBytes = this.tailMax;
        }
    }
    get droppedBytes() {
        return this.totalBytes - this.headBytes - this.tailBytes;
    }
    get lineCount() {
        return this.newlines + (this.totalBytes > 0 && this.lastByte !== 10 ? 1 : 0);
    }
    /** All text kept, without any note (head and tail run together when bytes were dropped). */
    rawText() {
        return Buffer.concat([...this.head, ...this.tail]).toString('utf8');
    }
    /**
     * The output cut to `maxChars`, head and tail, as Claude Code words a result it saved to a file (2.1.332's
     * `<persisted-output>`): its size, where the whole is (`savedBytes` when the file holds only the start), the preview.
     */
    persisted(maxChars, path, savedBytes) {
        const cut = this.cut(maxChars, '');
        if (!cut.truncated)
            return withoutParts(cut);
        const where = savedBytes === undefined
            ? `Output too large (${sizeAsClaudeCode(this.totalBytes)}). Full output saved to: ${path}`
            : `Output exceeded the ${sizeAsClaudeCode(savedBytes)} persist limit; only the first ${sizeAsClaudeCode(savedBytes)} were saved to: ${path}`;
        const omitted = `[… ${sizeAsClaudeCode(this.totalBytes - Buffer.byteLength(cut.head) - Buffer.byteLength(cut.tail))} omitted …]`;
        return {
            ...withoutParts(cut),
            text: `<persisted-output>\n${where}\n\nPreview (start and end):\n${withNewline(cut.head)}${omitted}\n${withNewline(cut.tail)}</persisted-output>`,
        };
    }
    /** The output cut to `maxChars`, head and tail, ending with a note carrying `hint`. */
    render(maxChars, hint) {
        return withoutParts(this.cut(maxChars, hint));
    }
    cut(maxChars, hint) {
        if (this.droppedBytes === 0)
            return cutText(this.rawText(), { maxChars, keep: 'head_tail', hint });
        const headText = Buffer.concat(this.head).toString('utf8');
        const tailText = Buffer.concat(this.tail).toString('utf8');
        const head = takeHead(headText, Math.floor(maxChars / 2), Number.POSITIVE_INFINITY);
        const tail = takeTail(tailText, maxChars - head.kept.length, Number.POSITIVE_INFINITY);
        // Bytes stand in for characters in the dropped middle: it was never decoded.
        const omittedChars = headText.length - head.kept.length + this.droppedBytes + tailText.length - tail.kept.length;
        const omittedLines = Math.max(0, this.lineCount - head.lines - tail.lines);
        return {
            text: joinHeadTail(head, tail, omittedLines, omittedChars, hint),
            truncated: true,
            omittedChars,
            omittedLines,
            head: head.kept,
            tail: tail.kept,
        };
    }
}
function spillPath(tempDir, label) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(tempDir, 'tool-output');
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)(dir, { recursive: true });
    const safe = label.replace(/[^A-Za-z0-9_.-]+/g, '_').slice(0, 60) || 'output';
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(dir, `${safe}-${Date.now()}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_2__.randomBytes)(4).toString('hex')}.txt`);
}
/** A file that receives a stream's full output as it arrives, up to a byte cap. */
class SpillFile {
    maxBytes;
    path;
    bytesWritten = 0;
    bytesDropped = 0;
    fd;
    constructor(tempDir, label, maxBytes = DEFAULT_LIMITS.spillMaxBytes) {
        this.maxBytes = maxBytes;
        this.path = spillPath(tempDir, label);
        this.fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(this.path, 'w', 0o600);
    }
    write(chunk) {
        if (this.fd === null)
            return;
        const room = this.maxBytes - this.bytesWritten;
        const part = chunk.length > room ? chunk.subarray(0, Math.max(0, room)) : chunk;
        this.bytesDropped += chunk.length - part.length;
        // Synchronous writes keep memory bounded without juggling back-pressure on two pipes.
        let off = 0;
        while (off < part.length)
            off += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(this.fd, part, off, part.length - off);
        this.bytesWritten += part.length;
    }
    close() {
        if (this.fd !== null)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(this.fd);
        this.fd = null;
    }
}
/** Write a result too big to show into `tempDir` and describe it with a preview. */
async function spillToFile(text, tempDir, label, opts = {}) {
    const path = spillPath(tempDir, label);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(path, text, { mode: 0o600 });
    const bytes = Buffer.byteLength(text);
    const lines = countLines(text);
    const preview = capText(text, {
        maxChars: opts.previewChars ?? 4000,
        maxLines: opts.previewLines ?? DEFAULT_LIMITS.spillPreviewLines,
        keep: 'head',
        hint: `The rest is in ${path}.`,
    });
    const message = `Output too large to show in full (${formatBytes(bytes)}, ${formatCount(lines)} lines). ` +
        `It was saved to ${path}; use Read with offset/limit, or Grep with path set to that file, to see it.\n` +
        `First lines:\n${preview.text}`;
    return { path, bytes, message };
}


/***/ })

};
