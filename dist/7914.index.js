export const id = 7914;
export const ids = [7914];
export const modules = {

/***/ 87914:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  openRun: () => (/* binding */ openRun)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/core/dist/ExportResult.mjs
var ExportResult = __webpack_require__(55931);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/resources/dist/ResourceImpl.mjs + 5 modules
var ResourceImpl = __webpack_require__(19481);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-logs/dist/export/ConsoleLogRecordExporter.mjs
var ConsoleLogRecordExporter = __webpack_require__(20311);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-logs/dist/LoggerProvider.mjs + 10 modules
var LoggerProvider = __webpack_require__(22723);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-logs/dist/platform/node/export/BatchLogRecordProcessor.mjs + 2 modules
var BatchLogRecordProcessor = __webpack_require__(11981);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/ConsoleMetricExporter.mjs
var ConsoleMetricExporter = __webpack_require__(42454);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/AggregationTemporality.mjs
var AggregationTemporality = __webpack_require__(69778);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/MeterProvider.mjs + 23 modules
var MeterProvider = __webpack_require__(37297);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-metrics/dist/export/PeriodicExportingMetricReader.mjs + 3 modules
var PeriodicExportingMetricReader = __webpack_require__(27247);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/export/ConsoleSpanExporter.mjs
var ConsoleSpanExporter = __webpack_require__(26814);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/TracerProvider.mjs + 12 modules
var TracerProvider = __webpack_require__(86684);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/sdk-trace/dist/platform/node/export/BatchSpanProcessor.mjs + 2 modules
var BatchSpanProcessor = __webpack_require__(60002);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace-api.mjs + 6 modules
var trace_api = __webpack_require__(8408);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context-api.mjs
var context_api = __webpack_require__(78921);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/trace/status.mjs
var trace_status = __webpack_require__(91213);
;// CONCATENATED MODULE: ./build/src/telemetry/claude-spans.js

/**
 * Claude Code's trace (its beta tracing, as CLI 2.1.328 sends it): one `claude_code.interaction` span for the prompt;
 * under it a `claude_code.llm_request` per model call and a `claude_code.tool` per tool call, the tool's run as its
 * child `claude_code.tool.execution`. A subagent's calls and tools sit under the execution span of the Agent call
 * that started it, so a subagent's work nests in the tool that asked for it.
 */
class ClaudeSpans {
    tracer;
    common;
    interaction;
    tools = new Map();
    constructor(tracer, common) {
        this.tracer = tracer;
        this.common = common;
    }
    start(sessionId, prompt) {
        this.interaction = this.tracer.startSpan('claude_code.interaction', {
            attributes: {
                ...this.common(),
                'span.type': 'interaction',
                'gen_ai.operation.name': 'invoke_agent',
                'gen_ai.provider.name': 'anthropic',
                'gen_ai.conversation.id': sessionId,
                user_prompt: prompt.text ?? '<REDACTED>',
                user_prompt_length: prompt.length,
                'interaction.sequence': 1,
            },
        });
    }
    /** The span a call or tool belongs under: the Agent call's execution span inside a subagent, else the interaction. */
    parentContext(parentToolUseId) {
        const parent = (parentToolUseId ? this.execution(parentToolUseId) : undefined) ?? this.interaction;
        return parent ? trace_api/* trace */.u.setSpan(context_api/* context */._.active(), parent) : context_api/* context */._.active();
    }
    /** The tool's run, opened when something first runs inside it (a subagent's call) or when it ends, from the tool's start. */
    execution(toolUseId) {
        const open = this.tools.get(toolUseId);
        if (!open)
            return undefined;
        open.execution ??= this.tracer.startSpan('claude_code.tool.execution', { startTime: open.startedAt, attributes: { ...open.attributes, 'span.type': 'tool.execution' } }, trace_api/* trace */.u.setSpan(context_api/* context */._.active(), open.span));
        return open.execution;
    }
    modelCall(call, sessionId) {
        const reply = call.reply;
        const span = this.tracer.startSpan('claude_code.llm_request', {
            startTime: call.startedAt,
            attributes: {
                ...this.common(),
                'span.type': 'llm_request',
                'gen_ai.provider.name': 'anthropic',
                'gen_ai.system': 'anthropic',
                'gen_ai.conversation.id': sessionId,
                model: call.model,
                'gen_ai.request.model': call.model,
                'llm_request.context': call.parentToolUseId ? 'tool' : 'interaction',
                query_source: call.scope,
                duration_ms: call.durationMs,
                input_tokens: call.tokens.input,
                output_tokens: call.tokens.output,
                cache_read_tokens: call.tokens.cacheRead,
                cache_creation_tokens: call.tokens.cacheCreation,
                cost_usd: call.costUsd,
                success: reply !== undefined,
                attempt: call.attempts,
                ...(reply
                    ? {
                        'gen_ai.response.id': reply.id,
                        'gen_ai.response.model': reply.model,
                        stop_reason: reply.stop_reason ?? '',
                        'gen_ai.response.finish_reasons': reply.stop_reason ? [reply.stop_reason] : [],
                    }
                    : {}),
                ...(call.error?.status !== undefined ? { status_code: call.error.status } : {}),
            },
        }, this.parentContext(call.parentToolUseId));
        if (call.error)
            span.setStatus({ code: trace_status/* SpanStatusCode */.s.ERROR, message: call.error.message });
        span.end(call.startedAt + call.durationMs);
    }
    toolStart(name, toolUseId, parentToolUseId) {
        const attributes = {
            ...this.common(),
            'gen_ai.provider.name': 'anthropic',
            tool_use_id: toolUseId,
            'gen_ai.tool.call.id': toolUseId,
        };
        const span = this.tracer.startSpan('claude_code.tool', { attributes: { ...attributes, 'span.type': 'tool', tool_name: name, 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name } }, this.parentContext(parentToolUseId));
        this.tools.set(toolUseId, { span, startedAt: Date.now(), attributes });
    }
    toolEnd(toolUseId, outcome) {
        const open = this.tools.get(toolUseId);
        if (!open)
            return;
        const duration = Date.now() - open.startedAt;
        if (!outcome.denied)
            this.execution(toolUseId);
        open.execution?.setAttributes({ success: !outcome.isError, duration_ms: duration });
        if (outcome.isError && open.execution)
            open.execution.setStatus({ code: trace_status/* SpanStatusCode */.s.ERROR, ...(outcome.error ? { message: outcome.error } : {}) });
        open.execution?.end();
        open.span.setAttributes({ ...outcome.decision, duration_ms: duration });
        if (outcome.denied)
            open.span.setStatus({ code: trace_status/* SpanStatusCode */.s.ERROR, message: 'denied' });
        open.span.end();
        this.tools.delete(toolUseId);
    }
    /** The run ended: the interaction closes, and any tool span a crash left open with it. */
    end(attributes, error) {
        for (const id of [...this.tools.keys()])
            this.toolEnd(id, { isError: true, denied: false, decision: {}, error: 'the run ended first' });
        if (!this.interaction)
            return;
        this.interaction.setAttributes(attributes);
        if (error)
            this.interaction.setStatus({ code: trace_status/* SpanStatusCode */.s.ERROR, message: error });
        this.interaction.end();
        this.interaction = undefined;
    }
}

;// CONCATENATED MODULE: ./build/src/telemetry/claude-signals.js



const EDIT_TOOLS = new Set(['Edit', 'MultiEdit', 'Write', 'NotebookEdit']);
const LANGUAGES = {
    '.ts': 'TypeScript',
    '.tsx': 'TypeScript',
    '.mts': 'TypeScript',
    '.cts': 'TypeScript',
    '.js': 'JavaScript',
    '.jsx': 'JavaScript',
    '.mjs': 'JavaScript',
    '.cjs': 'JavaScript',
    '.py': 'Python',
    '.go': 'Go',
    '.rs': 'Rust',
    '.java': 'Java',
    '.kt': 'Kotlin',
    '.rb': 'Ruby',
    '.php': 'PHP',
    '.cs': 'C#',
    '.c': 'C',
    '.h': 'C',
    '.cpp': 'C++',
    '.hpp': 'C++',
    '.swift': 'Swift',
    '.sh': 'Shell',
    '.md': 'Markdown',
    '.json': 'JSON',
    '.yml': 'YAML',
    '.yaml': 'YAML',
    '.toml': 'TOML',
    '.html': 'HTML',
    '.css': 'CSS',
    '.sql': 'SQL',
    '.ipynb': 'Jupyter Notebook',
};
const QUERY_SOURCE = { main: 'main', subagent: 'subagent', compaction: 'compact', tool: 'tool' };
const obj = (v) => (typeof v === 'object' && v !== null ? v : {});
class ClaudeSignals {
    o;
    sessionId = '';
    model = '';
    permissionMode = '';
    sequence = 0;
    promptId = (0,external_node_crypto_.randomUUID)();
    userId;
    spans;
    started = new Map();
    /** The Agent calls' subagent types, by tool_use id: a subagent's calls carry its `agent.name`. */
    agentNames = new Map();
    counters = {};
    constructor(o) {
        this.o = o;
        this.userId = (0,external_node_crypto_.createHash)('sha256').update(`github:${o.actor}`).digest('hex');
        this.spans = o.tracer ? new ClaudeSpans(o.tracer, () => this.common()) : undefined;
        const m = o.meter;
        if (!m)
            return;
        const counter = (name, description, unit) => {
            this.counters[name] = m.createCounter(name, { description, ...(unit ? { unit } : {}) });
        };
        counter('claude_code.session.count', 'Count of CLI sessions started');
        counter('claude_code.lines_of_code.count', "Count of lines of code modified, with the 'type' attribute indicating whether lines were added or removed");
        counter('claude_code.pull_request.count', 'Number of pull requests created');
        counter('claude_code.commit.count', 'Number of git commits created');
        counter('claude_code.cost.usage', 'Cost of the Claude Code session', 'USD');
        counter('claude_code.token.usage', 'Number of tokens used', 'tokens');
        counter('claude_code.code_edit_tool.decision', 'Count of code editing tool permission decisions (accept/reject) for Edit, Write, and NotebookEdit tools');
        counter('claude_code.active_time.total', 'Total active time in seconds', 's');
    }
    /** What every metric and event carries (Claude Code's standard attributes, OTEL_RESOURCE_ATTRIBUTES among them). */
    common() {
        const c = this.o.config;
        return {
            ...c.resourceAttributes,
            'user.id': this.userId,
            ...(c.includeSessionId && this.sessionId ? { 'session.id': this.sessionId } : {}),
            ...(c.includeVersion ? { 'app.version': this.o.version } : {}),
            'terminal.type': 'non-interactive',
        };
    }
    add(name, value, attributes = {}) {
        this.counters[name]?.add(value, { ...this.common(), ...attributes });
    }
    emit(name, attributes) {
        const now = new Date();
        this.o.logger?.emit({
            timestamp: now,
            body: `claude_code.${name}`,
            attributes: {
                ...this.common(),
                'event.name': name,
                'event.timestamp': now.toISOString(),
                'event.sequence': this.sequence++,
                'prompt.id': this.promptId,
                ...attributes,
            },
        });
    }
    text(value) {
        return this.o.redact(value);
    }
    onEvent(event) {
        switch (event.kind) {
            case 'session_start': {
                this.sessionId = event.session.sessionId;
                this.model = event.session.model;
                this.permissionMode = event.session.permissionMode;
                this.add('claude_code.session.count', 1, { start_type: 'fresh' });
                const prompt = this.o.config.logUserPrompts ? this.text(this.o.prompt) : undefined;
                this.emit('user_prompt', { prompt_length: String(this.o.prompt.length), prompt: prompt ?? '<REDACTED>' });
                this.spans?.start(this.sessionId, { text: prompt, length: this.o.prompt.length });
                return;
            }
            case 'model_call':
                this.modelCall(event.call);
                return;
            case 'tool_start':
                this.started.set(event.toolUseId, { name: event.name, input: event.input });
                if (event.name === 'Agent' || event.name === 'Task') {
                    const type = obj(event.input).subagent_type;
                    this.agentNames.set(event.toolUseId, typeof type === 'string' ? type : 'general-purpose');
                }
                this.spans?.toolStart(event.name, event.toolUseId, event.parentToolUseId);
                return;
            case 'tool_end':
                this.toolEnd(event);
                return;
            case 'run_end': {
                const { outcome } = event;
                this.add('claude_code.active_time.total', outcome.durationMs / 1000, { type: 'cli' });
                this.spans?.end({ 'interaction.duration_ms': outcome.durationMs, 'agent_runner.subtype': outcome.subtype, cost_usd: outcome.costUsd, num_turns: outcome.turns }, outcome.isError ? this.text(outcome.errors.join('; ') || outcome.subtype) : undefined);
                return;
            }
            case 'turn_start':
            case 'assistant':
            case 'api_retry':
            case 'compaction':
            case 'task_list':
            case 'questions':
            case 'log':
            case 'task_notification':
                return;
            default: {
                const unknown = event;
                throw new Error(`unknown run event ${JSON.stringify(unknown)}`);
            }
        }
    }
    modelCall(call) {
        const agent = call.parentToolUseId ? this.agentNames.get(call.parentToolUseId) : undefined;
        const source = { model: call.model, query_source: QUERY_SOURCE[call.scope], ...(agent ? { 'agent.name': agent } : {}) };
        this.add('claude_code.cost.usage', call.costUsd, source);
        for (const [type, count] of Object.entries(call.tokens))
            this.add('claude_code.token.usage', count, { ...source, type });
        const timing = { duration_ms: call.durationMs, ...(call.reply ? { 'gen_ai.response.id': call.reply.id } : {}) };
        if (call.reply || !call.error) {
            this.emit('api_request', {
                ...source,
                input_tokens: call.tokens.input,
                output_tokens: call.tokens.output,
                cache_read_tokens: call.tokens.cacheRead,
                cache_creation_tokens: call.tokens.cacheCreation,
                cost_usd: call.costUsd,
                ...timing,
                speed: 'normal',
            });
        }
        else {
            this.emit('api_error', {
                ...source,
                error: this.text(call.error.message),
                ...(call.error.status !== undefined ? { status_code: String(call.error.status) } : {}),
                attempt: call.attempts,
                cost_usd: call.costUsd,
                ...timing,
            });
        }
        this.spans?.modelCall(call, this.sessionId);
    }
    toolEnd(event) {
        const started = this.started.get(event.toolUseId);
        this.started.delete(event.toolUseId);
        // A call that never started (cut off, the run stopping) was neither decided nor run.
        if (!started)
            return;
        const decision = event.denied ? 'reject' : 'accept';
        const source = event.refusal?.decisionType === 'hook' ? 'hook' : 'config';
        const details = this.o.config.logToolDetails ? this.toolDetails(started.input) : {};
        this.emit('tool_decision', {
            decision,
            source,
            tool_name: event.name,
            tool_use_id: event.toolUseId,
            permission_mode: this.permissionMode,
            ...details,
        });
        this.emit('tool_result', {
            tool_name: event.name,
            tool_use_id: event.toolUseId,
            success: String(!event.isError),
            duration_ms: String(event.durationMs),
            ...(event.isError ? { error: this.text(event.content.slice(0, 2000)) } : {}),
            ...(event.refusal ? { decision_type: event.refusal.decisionType, decision_source: source } : {}),
            tool_result_size_bytes: String(Buffer.byteLength(event.content)),
            ...details,
        });
        const filePath = obj(started.input).file_path ?? obj(started.input).notebook_path;
        if (EDIT_TOOLS.has(event.name)) {
            const language = typeof filePath === 'string' ? (LANGUAGES[external_node_path_.extname(filePath).toLowerCase()] ?? 'Plain text') : 'Plain text';
            this.add('claude_code.code_edit_tool.decision', 1, { decision, source, tool_name: event.name, language });
            if (!event.isError)
                this.linesChanged(event.details);
        }
        if (event.name === 'Bash' && !event.isError) {
            const command = obj(started.input).command;
            if (typeof command === 'string' && /(^|[;&|(]\s*|\s)git(\s+-c\s+\S+)*\s+commit\b/.test(command))
                this.add('claude_code.commit.count', 1);
            if (typeof command === 'string' && /(^|[;&|(]\s*|\s)gh\s+pr\s+create\b/.test(command))
                this.add('claude_code.pull_request.count', 1);
        }
        this.spans?.toolEnd(event.toolUseId, {
            isError: event.isError,
            denied: event.denied,
            decision: { decision, source },
            ...(event.isError ? { error: this.text(event.content.slice(0, 500)) } : {}),
        });
    }
    /** Lines added and removed, from the tool's structuredPatch (Claude Code's shape: lines prefixed '+' and '-'). */
    linesChanged(details) {
        const hunks = Array.isArray(details?.structuredPatch) ? details.structuredPatch : [];
        let added = 0;
        let removed = 0;
        for (const hunk of hunks) {
            const lines = obj(hunk).lines;
            for (const line of Array.isArray(lines) ? lines : []) {
                if (typeof line !== 'string')
                    continue;
                if (line.startsWith('+'))
                    added++;
                else if (line.startsWith('-'))
                    removed++;
            }
        }
        this.add('claude_code.lines_of_code.count', added, { type: 'added', model: this.model });
        this.add('claude_code.lines_of_code.count', removed, { type: 'removed', model: this.model });
    }
    /** OTEL_LOG_TOOL_DETAILS: the tool's input (and Bash's command) as Claude Code sends them, redacted. */
    toolDetails(input) {
        const command = obj(input).command;
        const parameters = typeof command === 'string'
            ? {
                bash_command: command.trim().split(/\s+/)[0] ?? '',
                full_command: command,
                ...(typeof obj(input).description === 'string' ? { description: obj(input).description } : {}),
            }
            : undefined;
        return {
            ...(parameters ? { tool_parameters: this.text(JSON.stringify(parameters)) } : {}),
            tool_input: this.text(JSON.stringify(input ?? {}).slice(0, 4096)),
        };
    }
}

;// CONCATENATED MODULE: ./build/src/telemetry/exporters.js
/**
 * The OpenTelemetry SDK's OTLP exporters for a signal and protocol, each loaded only when asked for (gRPC brings
 * @grpc/grpc-js). Everything is passed explicitly: the step's environment no longer holds the headers (they are sealed
 * as secrets), and the SDK's own reading of `process.env` must not add to what the workflow set.
 */
/** AggregationTemporalityPreference of the OTLP metric exporters. */
const TEMPORALITY = { delta: 0, cumulative: 1, lowmemory: 2 };
const httpOptions = (spec) => ({ url: spec.url, timeoutMillis: spec.timeoutMs, headers: spec.headers });
async function grpcExporters() {
    const grpc = (await Promise.all(/* import() */[__webpack_require__.e(994), __webpack_require__.e(474)]).then(__webpack_require__.t.bind(__webpack_require__, 474, 19))).default;
    const options = (spec) => {
        const metadata = new grpc.Metadata();
        for (const [key, value] of Object.entries(spec.headers))
            metadata.set(key, value);
        return { url: spec.url, timeoutMillis: spec.timeoutMs, metadata };
    };
    return { ...grpc, options };
}
/** The exporter for the spec's protocol, made by the matching maker (each loads its OTLP package only when called). */
async function byProtocol(spec, make) {
    switch (spec.protocol) {
        case 'grpc':
            return make.grpc(await grpcExporters());
        case 'http/json':
            return make.json();
        case 'http/protobuf':
            return make.proto();
    }
}
async function metricExporter(spec, temporality) {
    const preference = { temporalityPreference: TEMPORALITY[temporality] };
    return byProtocol(spec, {
        grpc: (g) => new g.OTLPMetricExporter({ ...g.options(spec), ...preference }),
        json: async () => new (await Promise.all(/* import() */[__webpack_require__.e(6823), __webpack_require__.e(4488)]).then(__webpack_require__.bind(__webpack_require__, 84488))).OTLPMetricExporter({ ...httpOptions(spec), ...preference }),
        proto: async () => new (await Promise.all(/* import() */[__webpack_require__.e(6823), __webpack_require__.e(942)]).then(__webpack_require__.bind(__webpack_require__, 10942))).OTLPMetricExporter({ ...httpOptions(spec), ...preference }),
    });
}
async function logExporter(spec) {
    return byProtocol(spec, {
        grpc: (g) => new g.OTLPLogExporter(g.options(spec)),
        json: async () => new (await Promise.all(/* import() */[__webpack_require__.e(6823), __webpack_require__.e(5310)]).then(__webpack_require__.bind(__webpack_require__, 65310))).OTLPLogExporter(httpOptions(spec)),
        proto: async () => new (await Promise.all(/* import() */[__webpack_require__.e(6823), __webpack_require__.e(2255)]).then(__webpack_require__.bind(__webpack_require__, 34636))).OTLPLogExporter(httpOptions(spec)),
    });
}
async function traceExporter(spec) {
    return byProtocol(spec, {
        grpc: (g) => new g.OTLPTraceExporter(g.options(spec)),
        json: async () => new (await Promise.all(/* import() */[__webpack_require__.e(6823), __webpack_require__.e(2947)]).then(__webpack_require__.bind(__webpack_require__, 82947))).OTLPTraceExporter(httpOptions(spec)),
        proto: async () => new (await Promise.all(/* import() */[__webpack_require__.e(6823), __webpack_require__.e(3107)]).then(__webpack_require__.bind(__webpack_require__, 23107))).OTLPTraceExporter(httpOptions(spec)),
    });
}

;// CONCATENATED MODULE: ./build/src/telemetry/otel.js







/** Each exporter's failures, kept to be said once at the end (an unreachable collector must not flood the log). */
class Failures {
    seen = new Map();
    watch(exporter, where) {
        const original = exporter.export.bind(exporter);
        const watched = (items, done) => original(items, (result) => {
            if (result.code !== ExportResult/* ExportResultCode */.V.SUCCESS) {
                const entry = this.seen.get(where) ?? { count: 0, first: result.error?.message ?? 'export failed' };
                entry.count += 1;
                this.seen.set(where, entry);
            }
            done(result);
        });
        Object.assign(exporter, { export: watched });
        return exporter;
    }
}
function exportersFor(spec, console, otlp) {
    return Promise.all(spec.exporters.map((name) => (name === 'console' ? Promise.resolve(console()) : otlp(spec))));
}
async function openRun(o) {
    const { config } = o;
    const resource = (0,ResourceImpl/* resourceFromAttributes */.QZ)({
        'service.name': 'agent-runner',
        'service.version': o.version,
        'os.type': process.platform,
        'host.arch': process.arch === 'x64' ? 'amd64' : process.arch,
        ...o.resource,
        ...config.resourceAttributes,
    });
    const failures = new Failures();
    const where = (signal, spec) => `${signal} (${spec.protocol} ${o.redact(spec.url)})`;
    const shutdowns = [];
    let meterProvider;
    const metrics = config.signals.metrics;
    if (metrics) {
        const temporality = config.temporality;
        const exporters = await exportersFor(metrics, () => new ConsoleMetricExporter/* ConsoleMetricExporter */.t({
            temporalitySelector: () => (temporality === 'cumulative' ? AggregationTemporality/* AggregationTemporality */.h.CUMULATIVE : AggregationTemporality/* AggregationTemporality */.h.DELTA),
        }), async (spec) => failures.watch(await metricExporter(spec, temporality), where('metrics', spec)));
        const interval = config.intervals.metrics;
        meterProvider = new MeterProvider/* MeterProvider */.r({
            resource,
            readers: exporters.map((exporter) => new PeriodicExportingMetricReader/* PeriodicExportingMetricReader */.D({ exporter, exportIntervalMillis: interval, exportTimeoutMillis: Math.min(interval, metrics.timeoutMs) })),
        });
        const provider = meterProvider;
        shutdowns.push(() => provider.shutdown());
    }
    let loggerProvider;
    const logs = config.signals.logs;
    if (logs) {
        const exporters = await exportersFor(logs, () => new ConsoleLogRecordExporter/* ConsoleLogRecordExporter */.I(), async (spec) => failures.watch(await logExporter(spec), where('logs', spec)));
        loggerProvider = new LoggerProvider/* LoggerProvider */.I({
            resource,
            processors: exporters.map((exporter) => new BatchLogRecordProcessor/* BatchLogRecordProcessor */.E({ exporter, scheduledDelayMillis: config.intervals.logs, exportTimeoutMillis: logs.timeoutMs })),
        });
        const provider = loggerProvider;
        shutdowns.push(() => provider.shutdown());
    }
    let tracerProvider;
    const traces = config.signals.traces;
    if (traces) {
        const exporters = await exportersFor(traces, () => new ConsoleSpanExporter/* ConsoleSpanExporter */.V(), async (spec) => failures.watch(await traceExporter(spec), where('traces', spec)));
        tracerProvider = new TracerProvider/* TracerProvider */.d({
            resource,
            spanProcessors: exporters.map((exporter) => new BatchSpanProcessor/* BatchSpanProcessor */.J({ exporter, scheduledDelayMillis: config.intervals.traces, exportTimeoutMillis: traces.timeoutMs })),
        });
        const provider = tracerProvider;
        shutdowns.push(() => provider.shutdown());
    }
    const signals = new ClaudeSignals({
        ...(meterProvider ? { meter: meterProvider.getMeter('com.anthropic.claude_code', o.version) } : {}),
        ...(loggerProvider ? { logger: loggerProvider.getLogger('com.anthropic.claude_code.events', o.version) } : {}),
        ...(tracerProvider ? { tracer: tracerProvider.getTracer('com.anthropic.claude_code.tracing', o.version) } : {}),
        config,
        prompt: o.prompt,
        actor: o.actor,
        version: o.version,
        redact: o.redact,
    });
    return {
        sink: (event) => signals.onEvent(event),
        shutdown: async () => {
            const ended = await Promise.allSettled(shutdowns.map((s) => s()));
            const problems = [...failures.seen].map(([at, f]) => `${at}: ${f.first}${f.count > 1 ? ` (${f.count} exports failed)` : ''}`);
            for (const e of ended)
                if (e.status === 'rejected')
                    problems.push(e.reason instanceof Error ? e.reason.message : String(e.reason));
            return problems;
        },
    };
}


/***/ })

};
