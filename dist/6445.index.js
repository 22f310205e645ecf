export const id = 6445;
export const ids = [6445];
export const modules = {

/***/ 26445:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startMcpServers: () => (/* reexport */ startMcpServers)
});

// UNUSED EXPORTS: DEFAULT_CALL_TIMEOUT_MS, DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_MAX_RESULT_CHARS, LEGACY_VERSIONS, MCP_CONFIG_FILE, MODERN_VERSIONS, mcpServerPrefix, mcpToolName, normalizeNamePart, parseMcpConfig

// EXTERNAL MODULE: ./build/src/tools/truncate.js
var truncate = __webpack_require__(9483);
// EXTERNAL MODULE: ./build/src/mcp/jsonrpc.js
var jsonrpc = __webpack_require__(44775);
;// CONCATENATED MODULE: ./build/src/mcp/adapter.js


const DEFAULT_CALL_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RESULT_CHARS = 30_000;
/** Tool descriptions longer than this are cut: some servers ship pages of prose. */
const MAX_DESCRIPTION_CHARS = 2048;
function describeTool(server, tool) {
    const text = tool.description?.trim() || tool.title?.trim() || `The '${tool.name}' tool of the MCP server '${server}'.`;
    return text.length <= MAX_DESCRIPTION_CHARS ? text : `${text.slice(0, MAX_DESCRIPTION_CHARS - 1)}\u2026`;
}
function inputSchema(tool) {
    // Tool arguments are always an object; a schema claiming otherwise is replaced, not trusted.
    return { ...tool.inputSchema, type: 'object' };
}
/** One content block as text the model can read; binary data is described, never inlined. */
function renderBlock(block) {
    if (!(0,jsonrpc/* isRecord */.u4)(block))
        return JSON.stringify(block);
    const mime = typeof block.mimeType === 'string' ? block.mimeType : 'unknown type';
    switch (block.type) {
        case 'text':
            return typeof block.text === 'string' ? block.text : '';
        case 'image':
        case 'audio': {
            const size = typeof block.data === 'string' ? Math.floor((block.data.length * 3) / 4) : 0;
            return `[${block.type} content: ${mime}, ${size} bytes, not shown]`;
        }
        case 'resource_link':
            return `[resource link: ${String(block.uri)}${typeof block.name === 'string' ? ` (${block.name})` : ''}]`;
        case 'resource': {
            const r = (0,jsonrpc/* isRecord */.u4)(block.resource) ? block.resource : {};
            if (typeof r.text === 'string')
                return r.text;
            return `[embedded resource: ${String(r.uri)}, ${typeof r.mimeType === 'string' ? r.mimeType : 'binary'}, not shown]`;
        }
        default:
            return JSON.stringify(block);
    }
}
function renderContent(content, structured) {
    const parts = content.map(renderBlock).filter((p) => p !== '');
    if (parts.length === 0 && structured !== undefined)
        return JSON.stringify(structured, null, 2);
    return parts.join('\n');
}
/**
 * A result longer than the budget goes through the tools' spill path: written once to a file
 * in the temp folder, the model gets its size, first lines and where it is; the context
 * manager recognises the "saved to" path when it later elides the result.
 */
async function capped(text, opts) {
    const maxChars = opts.maxResultChars ?? DEFAULT_MAX_RESULT_CHARS;
    if (text.length <= maxChars)
        return { text, truncated: false };
    try {
        const spilled = await (0,truncate/* spillToFile */.iP)(text, opts.tempDir, opts.exposedName, { previewChars: Math.min(4000, maxChars) });
        return { text: spilled.message, truncated: true, savedTo: spilled.path };
    }
    catch {
        const cut = (0,truncate/* capText */.yA)(text, { maxChars, keep: 'head', hint: 'Ask the tool for less (a narrower query, a page, a filter).' });
        return { text: cut.text, truncated: true };
    }
}
function validate(input) {
    if ((0,jsonrpc/* isRecord */.u4)(input))
        return { ok: true, value: input };
    return { ok: false, error: 'The input of an MCP tool must be a JSON object.' };
}
function errorText(err, opts, timeoutMs) {
    const server = opts.connection.name;
    if (err instanceof jsonrpc/* TransportError */.wX && err.kind === 'timeout') {
        return `The MCP tool ${opts.exposedName} did not answer within ${Math.round(timeoutMs / 1000)} s; the call was cancelled.`;
    }
    if (err instanceof jsonrpc/* TransportError */.wX && err.kind === 'aborted')
        return `The call to ${opts.exposedName} was cancelled.`;
    if (err instanceof jsonrpc/* RpcError */.Qc)
        return `The MCP server '${server}' returned an error for ${opts.tool.name}: ${err.message} (code ${err.code})`;
    return `Calling ${opts.exposedName} failed: ${(0,jsonrpc/* describeError */.Uc)(err)}`;
}
/**
 * An MCP tool as the agent loop sees it. Never read-only: annotations come from the server,
 * and a server's word can only make the host stricter, never let a tool run concurrently.
 */
function createMcpTool(opts) {
    const timeoutMs = opts.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
    const server = opts.connection.name;
    const base = { server, tool: opts.tool.name };
    return {
        name: opts.exposedName,
        description: describeTool(server, opts.tool),
        inputSchema: inputSchema(opts.tool),
        readOnly: false,
        validate,
        async execute(input, ctx) {
            let outcome;
            try {
                const args = (0,jsonrpc/* isRecord */.u4)(input) ? input : {};
                outcome = await opts.connection.call(opts.tool.name, args, { timeoutMs, signal: ctx.signal });
            }
            catch (err) {
                return { content: errorText(err, opts, timeoutMs), isError: true, details: { ...base, error: (0,jsonrpc/* describeError */.Uc)(err) } };
            }
            const protocol = opts.connection.client.protocolVersion;
            if (outcome.kind === 'input_required') {
                return { content: `${opts.exposedName}: ${outcome.message}`, isError: true, details: { ...base, protocol, inputRequired: true } };
            }
            let text = renderContent(outcome.content, outcome.structuredContent);
            if (text === '')
                text = outcome.isError ? 'The tool reported an error without a message.' : '(the tool returned no content)';
            const out = await capped(text, opts);
            const details = { ...base, protocol, truncated: out.truncated };
            if (out.savedTo !== undefined)
                details.savedTo = out.savedTo;
            if (outcome.structuredContent !== undefined)
                details.structuredContent = outcome.structuredContent;
            return { content: out.text, isError: outcome.isError, details };
        },
    };
}

// EXTERNAL MODULE: ./build/src/mcp/config.js
var config = __webpack_require__(88674);
;// CONCATENATED MODULE: ./build/src/mcp/framing.js

/**
 * Message framing for both transports, in linear time: each chunk is scanned once for line
 * ends, partial lines are kept as a list of pieces (never re-joined and re-scanned), and one
 * message is capped so a server writing an endless line cannot grow memory without bound.
 */
/** One JSON-RPC message larger than this is dropped with an error naming the server. */
const DEFAULT_MAX_MESSAGE_BYTES = 128 * 1024 * 1024;
function formatSize(bytes) {
    if (bytes >= 1024 * 1024)
        return `${(bytes / (1024 * 1024)).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1)} MiB`;
    if (bytes >= 1024)
        return `${(bytes / 1024).toFixed(1)} KiB`;
    return `${bytes} bytes`;
}
/** One message passed the cap: the request it answered fails with this, naming server and size. */
class MessageTooLargeError extends jsonrpc/* TransportError */.wX {
    server;
    limit;
    constructor(server, limit) {
        super('protocol', `MCP server '${server}' sent a message larger than ${formatSize(limit)} (the limit for one message); it was dropped`);
        this.server = server;
        this.limit = limit;
        this.name = 'MessageTooLargeError';
    }
}
/**
 * Newline-delimited messages from a byte stream (stdio). `onLine` gets each complete line
 * once; `onOverflow` fires once per line that passes the cap, whose bytes are then discarded
 * up to its end.
 */
class LineSplitter {
    maxBytes;
    onLine;
    onOverflow;
    pieces = [];
    size = 0;
    discarding = false;
    constructor(maxBytes, onLine, onOverflow) {
        this.maxBytes = maxBytes;
        this.onLine = onLine;
        this.onOverflow = onOverflow;
    }
    push(chunk) {
        let start = 0;
        for (;;) {
            const nl = chunk.indexOf(0x0a, start);
            if (nl === -1) {
                this.append(chunk.subarray(start));
                return;
            }
            this.append(chunk.subarray(start, nl));
            this.finishLine();
            start = nl + 1;
        }
    }
    append(part) {
        if (part.length === 0 || this.discarding)
            return;
        if (this.size + part.length > this.maxBytes) {
            this.pieces = [];
            this.size = 0;
            this.discarding = true;
            this.onOverflow();
            return;
        }
        this.pieces.push(part);
        this.size += part.length;
    }
    finishLine() {
        if (this.discarding) {
            this.discarding = false;
            return;
        }
        const pieces = this.pieces;
        this.pieces = [];
        this.size = 0;
        if (pieces.length === 0)
            return;
        const line = (pieces.length === 1 ? pieces[0] : Buffer.concat(pieces)).toString('utf8').trim();
        if (line !== '')
            this.onLine(line);
    }
}
/**
 * A `text/event-stream` parser (WHATWG rules) over decoded text: `data:` lines joined by
 * newlines, `id:` remembered as the last event id, `retry:` as the reconnection delay.
 */
class SseParser {
    maxBytes;
    onEvent;
    onOverflow;
    lastEventId;
    retryMs;
    line = [];
    lineSize = 0;
    data = [];
    dataSize = 0;
    eventId;
    skipLf = false;
    discarding = false;
    constructor(maxBytes, onEvent, onOverflow) {
        this.maxBytes = maxBytes;
        this.onEvent = onEvent;
        this.onOverflow = onOverflow;
    }
    push(text) {
        let start = 0;
        const n = text.length;
        if (this.skipLf && n > 0) {
            this.skipLf = false;
            if (text.charCodeAt(0) === 10)
                start = 1;
        }
        let i = start;
        while (i < n) {
            const c = text.charCodeAt(i);
            if (c !== 10 && c !== 13) {
                // Jump to the next line end with the engine's own search rather than a char loop.
                const lf = text.indexOf('\n', i);
                const cr = text.indexOf('\r', i);
                const end = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
                if (end === -1) {
                    this.appendLine(text.slice(start));
                    return;
                }
                i = end;
                continue;
            }
            this.appendLine(text.slice(start, i));
            this.finishLine();
            if (c === 13) {
                if (i + 1 < n) {
                    if (text.charCodeAt(i + 1) === 10)
                        i++;
                }
                else {
                    this.skipLf = true;
                }
            }
            i++;
            start = i;
        }
    }
    appendLine(part) {
        if (part === '' || this.discarding)
            return;
        if (this.lineSize + this.dataSize + part.length > this.maxBytes) {
            this.line = [];
            this.lineSize = 0;
            this.data = [];
            this.dataSize = 0;
            this.discarding = true;
            this.onOverflow();
            return;
        }
        this.line.push(part);
        this.lineSize += part.length;
    }
    finishLine() {
        const line = this.line.length === 1 ? this.line[0] : this.line.join('');
        this.line = [];
        this.lineSize = 0;
        if (line === '') {
            this.dispatch();
            return;
        }
        if (this.discarding)
            return;
        const colon = line.indexOf(':');
        if (colon === 0)
            return; // a comment
        const field = colon === -1 ? line : line.slice(0, colon);
        let value = colon === -1 ? '' : line.slice(colon + 1);
        if (value.startsWith(' '))
            value = value.slice(1);
        switch (field) {
            case 'data':
                this.data.push(value);
                this.dataSize += value.length;
                break;
            case 'id':
                if (!value.includes('\0'))
                    this.eventId = value;
                break;
            case 'retry':
                if (/^\d+$/.test(value))
                    this.retryMs = Number(value);
                break;
            default:
                break;
        }
    }
    dispatch() {
        if (this.discarding) {
            this.discarding = false;
            this.data = [];
            this.dataSize = 0;
            return;
        }
        if (this.eventId !== undefined)
            this.lastEventId = this.eventId;
        const data = this.data;
        this.data = [];
        this.dataSize = 0;
        if (data.length === 0)
            return;
        this.onEvent({ data: data.length === 1 ? data[0] : data.join('\n'), id: this.eventId });
    }
}

;// CONCATENATED MODULE: ./build/src/mcp/http-body.js


// A Streamable HTTP answer's body (transport-http.ts): its text under the message cap, and the messages in it.
/** The whole body as text, refusing one larger than `maxBytes` (`label` names the server); a broken connection names `url`. */
async function readBodyCapped(res, signal, maxBytes, label, url) {
    if (!res.body)
        return '';
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    const parts = [];
    let size = 0;
    try {
        for (;;) {
            const { done, value } = await reader.read();
            if (done)
                break;
            size += value.length;
            if (size > maxBytes)
                throw new MessageTooLargeError(label, maxBytes);
            parts.push(decoder.decode(value, { stream: true }));
        }
        parts.push(decoder.decode());
    }
    catch (err) {
        if (signal.aborted || err instanceof MessageTooLargeError)
            throw err;
        throw new jsonrpc/* TransportError */.wX('closed', `the connection to ${url} broke while reading the answer`);
    }
    finally {
        reader.cancel().catch(() => { });
    }
    return parts.join('');
}
/** The JSON-RPC messages in a body or an SSE event's data (one, or a batch); none when it is not JSON. */
function parseMessages(text) {
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch {
        return [];
    }
    return (Array.isArray(raw) ? raw : [raw]).map(jsonrpc/* classify */.L8);
}

;// CONCATENATED MODULE: ./build/src/mcp/waiter.js
function waiter() {
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => {
        resolve = res;
        reject = rej;
    });
    promise.catch(() => { });
    const w = {
        promise,
        settled: false,
        resolve: (v) => {
            w.settled = true;
            resolve(v);
        },
        reject: (e) => {
            w.settled = true;
            reject(e);
        },
    };
    return w;
}

;// CONCATENATED MODULE: ./build/src/mcp/http-headers.js

/**
 * A header value as the 2026-07-28 transport carries it: plain when it is safe ASCII,
 * otherwise the `=?base64?\u2026?=` sentinel form.
 */
function encodeHeaderValue(value) {
    const plain = /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(value);
    const looksEncoded = value.startsWith('=?base64?') && value.endsWith('?=');
    if (plain && !looksEncoded)
        return value;
    return `=?base64?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}
/**
 * `Mcp-Param-*` headers for the arguments a tool's schema marks with `x-mcp-header`.
 * Throws when an annotation is invalid: such a tool must not be offered over HTTP.
 */
function mcpParamHeaders(schema, args) {
    const headers = {};
    const seen = new Set();
    const walk = (node, value) => {
        if (!(0,jsonrpc/* isRecord */.u4)(node) || !(0,jsonrpc/* isRecord */.u4)(node.properties))
            return;
        for (const [key, sub] of Object.entries(node.properties)) {
            if (!(0,jsonrpc/* isRecord */.u4)(sub))
                continue;
            const v = (0,jsonrpc/* isRecord */.u4)(value) ? value[key] : undefined;
            const mark = sub['x-mcp-header'];
            if (mark !== undefined) {
                if (typeof mark !== 'string' || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(mark)) {
                    throw new Error(`invalid x-mcp-header on "${key}"`);
                }
                if (seen.has(mark.toLowerCase()))
                    throw new Error(`duplicate x-mcp-header "${mark}"`);
                seen.add(mark.toLowerCase());
                if (!['string', 'integer', 'boolean'].includes(String(sub.type))) {
                    throw new Error(`x-mcp-header "${mark}" is on a ${String(sub.type)} property`);
                }
                if (typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isSafeInteger(v))) {
                    headers[`mcp-param-${mark}`] = encodeHeaderValue(String(v));
                }
            }
            walk(sub, v);
        }
    };
    walk(schema, args ?? {});
    return headers;
}

;// CONCATENATED MODULE: ./build/src/mcp/transport-http.js





/** How often a stream closed before its answer is resumed with `GET` + `Last-Event-ID`. */
const MAX_RESUMES = 5;
/** When the server named no `retry:` delay. */
const DEFAULT_RETRY_MS = 1000;
/** Streamable HTTP: one POST per message, answered with JSON or an SSE stream. */
class HttpTransport {
    spec;
    kind = 'http';
    onNotification;
    alive = true;
    /** Sent as MCP-Protocol-Version once a version is chosen. */
    protocolVersion;
    /** Legacy servers hand out a session on initialize; the modern protocol has none. */
    acceptSession = false;
    sessionId;
    /** Legacy servers do not read a closed stream as cancellation: tell them. */
    sendCancelNotification = false;
    nextId = 1;
    inflight = new Set();
    waiting = new Map();
    listening;
    maxBytes;
    label;
    constructor(spec) {
        this.spec = spec;
        this.maxBytes = spec.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
        this.label = spec.name ?? spec.url;
    }
    stderrTail() {
        return '';
    }
    async request(method, params, opts) {
        const id = this.nextId++;
        const controller = new AbortController();
        let why = null;
        const timer = setTimeout(() => {
            why = 'timeout';
            controller.abort();
        }, opts.timeoutMs);
        const onAbort = () => {
            why ??= 'aborted';
            controller.abort();
        };
        if (opts.signal?.aborted)
            onAbort();
        opts.signal?.addEventListener('abort', onAbort, { once: true });
        this.inflight.add(controller);
        try {
            return await this.exchange({ jsonrpc: '2.0', id, method, params }, id, controller.signal, opts.headers);
        }
        catch (err) {
            if (why === null)
                throw err;
            if (this.sendCancelNotification) {
                this.notify('notifications/cancelled', { requestId: id, reason: why }).catch(() => { });
            }
            throw why === 'timeout'
                ? new jsonrpc/* TransportError */.wX('timeout', `${method} got no answer within ${opts.timeoutMs} ms`)
                : new jsonrpc/* TransportError */.wX('aborted', `${method} was cancelled`);
        }
        finally {
            clearTimeout(timer);
            opts.signal?.removeEventListener('abort', onAbort);
            this.inflight.delete(controller);
        }
    }
    async notify(method, params) {
        const res = await this.send('POST', { jsonrpc: '2.0', method, params }, AbortSignal.timeout(5000), {});
        await res.body?.cancel();
    }
    /**
     * The optional GET stream of the handshake generation, on which a server may send its own
     * requests (ping, roots, sampling, elicitation). Answered in the background; calls never
     * wait on it, and a server without one (405) is fine.
     */
    openListeningStream() {
        if (this.listening)
            return;
        const controller = new AbortController();
        this.listening = controller;
        void (async () => {
            try {
                const res = await this.send('GET', undefined, controller.signal, {});
                if (!res.ok || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
                    await res.body?.cancel();
                    return;
                }
                await this.consumeSse(res, undefined, controller.signal, undefined);
            }
            catch {
                // Optional by the protocol: losing it only means the server cannot reach us first.
            }
            finally {
                // A renewed session (after a stale one) may open it again.
                if (this.listening === controller)
                    this.listening = undefined;
            }
        })();
    }
    async close() {
        this.listening?.abort();
        this.listening = undefined;
        for (const c of this.inflight)
            c.abort();
        this.inflight.clear();
        if (this.sessionId === undefined)
            return;
        // Ending a legacy session frees its state on the server; a failure changes nothing here.
        try {
            const res = await this.send('DELETE', undefined, AbortSignal.timeout(2000), {});
            await res.body?.cancel();
        }
        catch {
            // Best effort.
        }
        this.sessionId = undefined;
    }
    headersFor(method, extra, token) {
        const headers = { ...this.spec.headers };
        if (method === 'POST') {
            headers['content-type'] = 'application/json';
            headers.accept = 'application/json, text/event-stream';
        }
        else if (method === 'GET') {
            headers.accept = 'text/event-stream';
        }
        Object.assign(headers, extra);
        if (token !== undefined)
            headers.authorization = `Bearer ${token}`;
        if (this.protocolVersion !== undefined)
            headers['mcp-protocol-version'] = this.protocolVersion;
        if (this.sessionId !== undefined)
            headers['mcp-session-id'] = this.sessionId;
        return headers;
    }
    /** One HTTP exchange; a 401 with token-based auth configured gets one fresh token and one retry. */
    async send(method, body, signal, extra) {
        const auth = this.spec.auth;
        let token = auth ? await auth.current() : undefined;
        for (let attempt = 0;; attempt++) {
            let res;
            try {
                const init = { method, headers: this.headersFor(method, extra, token), signal };
                if (body !== undefined)
                    init.body = JSON.stringify(body);
                res = await fetch(this.spec.url, init);
            }
            catch (err) {
                if (signal.aborted)
                    throw err;
                const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
                throw new jsonrpc/* TransportError */.wX('closed', `could not reach ${this.spec.url}${cause}`);
            }
            if (res.status !== 401 || !auth || attempt > 0)
                return res;
            await res.body?.cancel();
            token = await auth.refresh(res.headers.get('www-authenticate'), signal);
        }
    }
    async exchange(body, id, signal, extra = {}) {
        const sentSession = this.sessionId !== undefined;
        const w = waiter();
        this.waiting.set(id, w);
        try {
            const res = await this.send('POST', body, signal, extra);
            const sid = res.headers.get('mcp-session-id');
            if (this.acceptSession && sid)
                this.sessionId = sid;
            if (!res.ok)
                await this.failed(res, sentSession, signal);
            const type = res.headers.get('content-type') ?? '';
            if (type.includes('text/event-stream'))
                return await this.answerFromSse(res, id, w, signal);
            const text = await readBodyCapped(res, signal, this.maxBytes, this.label, this.spec.url);
            for (const msg of parseMessages(text))
                this.dispatch(msg, id);
            if (w.settled)
                return await w.promise;
            throw new jsonrpc/* TransportError */.wX('protocol', `HTTP ${res.status} response carried no answer to request ${id}`, res.status);
        }
        finally {
            this.waiting.delete(id);
        }
    }
    /** A non-2xx answer: a JSON-RPC error in the body, a stale session, or an HTTP error. */
    async failed(res, sentSession, signal) {
        const text = await readBodyCapped(res, signal, this.maxBytes, this.label, this.spec.url).catch(() => '');
        if (sentSession && (res.status === 404 || (res.status === 400 && /session/i.test(text)))) {
            throw new jsonrpc/* TransportError */.wX('stale-session', `the server no longer knows session ${this.sessionId ?? ''}`, res.status);
        }
        const msg = parseMessages(text).find((m) => m.kind === 'error');
        if (msg?.kind === 'error')
            throw new jsonrpc/* RpcError */.Qc(msg.error.code, msg.error.message, msg.error.data, res.status);
        let hint = '';
        if (res.status === 401) {
            hint = this.spec.auth
                ? ' (the token from the configured `oauth` credentials was refused)'
                : '; the server requires authorization: give a token in the server\'s `headers` ("Authorization": "Bearer ${TOKEN}") or client credentials in `oauth` (an interactive login is not possible in CI)';
        }
        else if (res.status === 403) {
            hint = '; the credentials lack the permission (scope) this call needs';
        }
        throw new jsonrpc/* TransportError */.wX('http', `HTTP ${res.status} ${res.statusText}${hint}${text ? `: ${text.slice(0, 300)}` : ''}`, res.status);
    }
    /** Read the POST's SSE stream; when it ends unanswered, wait `retry` and resume with GET + Last-Event-ID. */
    async answerFromSse(first, id, w, signal) {
        let res = first;
        for (let resumes = 0;; resumes++) {
            const parser = await this.consumeSse(res, id, signal, w);
            if (w.settled)
                return w.promise;
            if (parser.lastEventId === undefined) {
                throw new jsonrpc/* TransportError */.wX('protocol', `the SSE stream ended without an answer to request ${id}`);
            }
            if (resumes >= MAX_RESUMES) {
                throw new jsonrpc/* TransportError */.wX('protocol', `the SSE stream for request ${id} closed ${resumes + 1} times without an answer`);
            }
            await delay(parser.retryMs ?? DEFAULT_RETRY_MS, signal);
            res = await this.send('GET', undefined, signal, { 'last-event-id': parser.lastEventId });
            if (!res.ok || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
                await res.body?.cancel();
                throw new jsonrpc/* TransportError */.wX('http', `the SSE stream closed before the answer to request ${id}, and resuming it failed (HTTP ${res.status})`, res.status);
            }
        }
    }
    /**
     * Feed an SSE body through the parser, dispatching every message, until the stream ends or
     * `w` (the answer this stream is for) settles, possibly from another stream.
     */
    async consumeSse(res, id, signal, w) {
        let overflow;
        const parser = new SseParser(this.maxBytes, (event) => {
            // Priming events carry an id and empty data: nothing to read.
            if (event.data.trim() === '')
                return;
            for (const msg of parseMessages(event.data))
                this.dispatch(msg, id);
        }, () => {
            overflow = new MessageTooLargeError(this.label, this.maxBytes);
            if (id !== undefined)
                this.waiting.get(id)?.reject(overflow);
        });
        if (!res.body)
            return parser;
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        const answered = w
            ? w.promise.then(() => null, () => null)
            : new Promise(() => { });
        try {
            for (;;) {
                const next = await Promise.race([reader.read(), answered]);
                if (next === null || next.done)
                    break;
                parser.push(decoder.decode(next.value, { stream: true }));
                if (w?.settled)
                    break;
            }
        }
        catch (err) {
            if (signal.aborted)
                throw err;
            // A dropped connection is a closed stream: resumable like a graceful close.
        }
        finally {
            reader.cancel().catch(() => { });
        }
        if (overflow && w && !w.settled)
            w.reject(overflow);
        return parser;
    }
    /** A message from any stream: answers go to whoever waits for them, server requests get a reply. */
    dispatch(msg, streamFor) {
        if (msg.kind === 'response') {
            this.waiting.get(msg.id)?.resolve(msg.result);
        }
        else if (msg.kind === 'error') {
            const target = msg.id ?? streamFor;
            if (target !== undefined)
                this.waiting.get(target)?.reject(new jsonrpc/* RpcError */.Qc(msg.error.code, msg.error.message, msg.error.data));
        }
        else if (msg.kind === 'request') {
            const reply = { jsonrpc: '2.0', id: msg.id, ...(0,jsonrpc/* answerServerRequest */.rX)(msg.method) };
            this.send('POST', reply, AbortSignal.timeout(5000), {})
                .then((r) => r.body?.cancel())
                .catch(() => { });
        }
        else if (msg.kind === 'notification') {
            this.onNotification?.(msg.method);
        }
    }
}
function delay(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal.aborted) {
            reject(signal.reason);
            return;
        }
        const timer = setTimeout(() => {
            signal.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        const onAbort = () => {
            clearTimeout(timer);
            reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
    });
}

;// CONCATENATED MODULE: ./build/src/mcp/client.js



/** Stateless generation: `server/discover` and `_meta` on every request. */
const MODERN_VERSIONS = ['2026-07-28'];
/** Handshake generation: `initialize` \u2192 `notifications/initialized`, newest first. */
const LEGACY_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'];
const CLIENT_INFO = { name: 'agent-runner', version: '0.1.0' };
/**
 * A probe failure that is still the protocol speaking: a stdio server that exits on a request
 * before `initialize` (some do), or an HTTP answer that is about the request's shape
 * (400/404/405/406/415) rather than access, load or reachability.
 */
function probeMeansLegacy(err, transport) {
    if (!(err instanceof jsonrpc/* TransportError */.wX) || err instanceof MessageTooLargeError)
        return false;
    if (transport?.kind === 'stdio')
        return err.kind === 'closed';
    if (err.kind === 'stale-session')
        return true;
    return err.kind === 'http' && [400, 404, 405, 406, 415].includes(err.httpStatus ?? 0);
}
/** The server answered but no generation could be agreed: falling back would not help. */
class NegotiationError extends Error {
}
const MAX_TOOL_PAGES = 100;
class McpClient {
    opts;
    generation;
    protocolVersion;
    serverInfo;
    instructions;
    /** What the server said it offers (`tools`, `resources`, `prompts`, \u2026). */
    capabilities;
    /** Tools left out and similar notes, for the report. */
    warnings = [];
    transportRef;
    modern;
    schemas = new Map();
    constructor(opts) {
        this.opts = opts;
        this.modern = opts.modernVersions ?? MODERN_VERSIONS;
    }
    get transport() {
        return this.transportRef;
    }
    /**
     * Try the modern protocol first. Only the protocol's own answers mean "speak the handshake":
     * a JSON-RPC error (method not found, invalid params, not initialized), the version error
     * listing only older versions, or a reply without `supportedVersions`. A timeout, 401/403,
     * 5xx or unreachable server is an error naming the probe.
     */
    async connect() {
        const deadline = Date.now() + this.opts.connectTimeoutMs;
        const left = () => Math.max(1, deadline - Date.now());
        this.transportRef = this.listen(await this.opts.openTransport());
        // A server that ignores unknown requests must not eat the whole connect budget.
        const probeMs = () => Math.round(Math.min(left(), Math.max(1000, this.opts.connectTimeoutMs / 3)));
        const sent = new Map();
        let version = this.modern[0];
        let legacyVersion = LEGACY_VERSIONS[0] ?? '2025-11-25';
        while (version !== undefined) {
            sent.set(version, (sent.get(version) ?? 0) + 1);
            let result;
            try {
                result = await this.send('server/discover', this.withMeta({}, version), { timeoutMs: probeMs() }, version);
            }
            catch (err) {
                if (!(err instanceof jsonrpc/* RpcError */.Qc)) {
                    if (probeMeansLegacy(err, this.transportRef))
                        break;
                    throw new Error(`the server/discover probe failed: ${(0,jsonrpc/* describeError */.Uc)(err)}`);
                }
                if (err.code === jsonrpc/* HEADER_MISMATCH */.Df || err.code === jsonrpc/* MISSING_CLIENT_CAPABILITY */.Sb) {
                    throw new NegotiationError(`server/discover was refused: ${err.message} (${err.code})`);
                }
                if (err.code !== jsonrpc/* UNSUPPORTED_PROTOCOL_VERSION */.qv)
                    break;
                const supported = (0,jsonrpc/* isRecord */.u4)(err.data) && Array.isArray(err.data.supported) ? err.data.supported.map(String) : [];
                // A version the server lists is sent again even if it was the one refused: the server
                // may have changed its mind (a restart, a load balancer), and listing it is its promise.
                const next = this.modern.find((v) => supported.includes(v) && (sent.get(v) ?? 0) < 2);
                if (next !== undefined) {
                    version = next;
                    continue;
                }
                const old = LEGACY_VERSIONS.find((v) => supported.includes(v));
                if (old === undefined) {
                    const common = this.modern.filter((v) => supported.includes(v));
                    throw new NegotiationError(common.length > 0
                        ? `the server refused protocol version ${common.join(', ')} twice although it lists it as supported`
                        : `no protocol version in common: the server supports ${supported.join(', ') || 'none it named'}, ` +
                            `the runner ${[...this.modern, ...LEGACY_VERSIONS].join(', ')}`);
                }
                legacyVersion = old;
                break;
            }
            if (!(0,jsonrpc/* isRecord */.u4)(result) || !Array.isArray(result.supportedVersions))
                break;
            const supported = result.supportedVersions.map(String);
            if (supported.includes(version)) {
                this.generation = 'modern';
                this.protocolVersion = version;
                this.serverInfo =
                    (0,jsonrpc/* isRecord */.u4)(result._meta) && (0,jsonrpc/* isRecord */.u4)(result._meta['io.modelcontextprotocol/serverInfo'])
                        ? result._meta['io.modelcontextprotocol/serverInfo']
                        : undefined;
                this.instructions = typeof result.instructions === 'string' ? result.instructions : undefined;
                this.capabilities = (0,jsonrpc/* isRecord */.u4)(result.capabilities) ? result.capabilities : undefined;
                return;
            }
            version = this.modern.find((v) => supported.includes(v) && !sent.has(v));
            legacyVersion = LEGACY_VERSIONS.find((v) => supported.includes(v)) ?? legacyVersion;
        }
        await this.initialize(legacyVersion, left());
    }
    /** All the server's tools, following `nextCursor` to the end (bounded). */
    async listTools(timeoutMs) {
        const deadline = Date.now() + timeoutMs;
        const tools = [];
        let cursor;
        for (let page = 0; page < MAX_TOOL_PAGES; page++) {
            const params = cursor === undefined ? {} : { cursor };
            const result = await this.rpc('tools/list', params, { timeoutMs: Math.max(1, deadline - Date.now()) });
            if (!(0,jsonrpc/* isRecord */.u4)(result) || !Array.isArray(result.tools))
                throw new jsonrpc/* TransportError */.wX('protocol', 'tools/list returned no tools array');
            for (const t of result.tools) {
                if (!(0,jsonrpc/* isRecord */.u4)(t) || typeof t.name !== 'string' || t.name === '')
                    continue;
                const schema = (0,jsonrpc/* isRecord */.u4)(t.inputSchema) ? t.inputSchema : { type: 'object' };
                const info = { name: t.name, inputSchema: schema };
                if (typeof t.title === 'string')
                    info.title = t.title;
                if (typeof t.description === 'string')
                    info.description = t.description;
                if ((0,jsonrpc/* isRecord */.u4)(t.annotations))
                    info.annotations = t.annotations;
                if (this.generation === 'modern' && this.transportRef instanceof HttpTransport) {
                    try {
                        mcpParamHeaders(schema, {});
                    }
                    catch (err) {
                        // The HTTP transport requires dropping such a tool rather than calling it wrongly.
                        this.warnings.push(`tool '${t.name}' skipped: ${err.message}`);
                        continue;
                    }
                }
                this.schemas.set(t.name, schema);
                tools.push(info);
            }
            const next = typeof result.nextCursor === 'string' && result.nextCursor !== '' ? result.nextCursor : undefined;
            if (next === undefined || next === cursor)
                break;
            cursor = next;
        }
        return tools;
    }
    async callTool(name, args, opts) {
        const deadline = Date.now() + opts.timeoutMs;
        const retries = this.opts.inputRequiredRetries ?? 3;
        let params = { name, arguments: args };
        for (let round = 0; round <= retries; round++) {
            const req = { timeoutMs: Math.max(1, deadline - Date.now()) };
            if (opts.signal)
                req.signal = opts.signal;
            const result = await this.rpc('tools/call', params, req);
            if (!(0,jsonrpc/* isRecord */.u4)(result))
                throw new jsonrpc/* TransportError */.wX('protocol', 'tools/call returned no result object');
            const type = result.resultType ?? 'complete';
            if (type === 'complete') {
                const out = { kind: 'result', content: Array.isArray(result.content) ? result.content : [], isError: result.isError === true };
                if ('structuredContent' in result)
                    out.structuredContent = result.structuredContent;
                return out;
            }
            if (type !== 'input_required')
                throw new jsonrpc/* TransportError */.wX('protocol', `tools/call returned an unknown resultType ${JSON.stringify(type)}`);
            const asks = (0,jsonrpc/* isRecord */.u4)(result.inputRequests) ? Object.values(result.inputRequests) : [];
            if (asks.length > 0) {
                const what = [...new Set(asks.map((a) => ((0,jsonrpc/* isRecord */.u4)(a) && typeof a.method === 'string' ? a.method : 'input')))].join(', ');
                return { kind: 'input_required', message: `The tool needs interactive input (${what}), which nobody can give in this non-interactive CI run.` };
            }
            if (typeof result.requestState !== 'string')
                break;
            // A requestState-only answer (load shedding, a long job) asks to call again with it.
            params = { ...params, requestState: result.requestState };
        }
        return {
            kind: 'input_required',
            message: 'The tool kept asking for another round and never completed; it needs interactive input, which a CI run cannot give.',
        };
    }
    async close() {
        await this.transportRef?.close();
    }
    withMeta(params, version) {
        const meta = (0,jsonrpc/* isRecord */.u4)(params._meta) ? params._meta : {};
        return {
            ...params,
            _meta: {
                ...meta,
                'io.modelcontextprotocol/protocolVersion': version,
                'io.modelcontextprotocol/clientInfo': { ...CLIENT_INFO },
                // Declared empty on purpose: no roots, no sampling, no elicitation in a headless run.
                'io.modelcontextprotocol/clientCapabilities': {},
            },
        };
    }
    async initialize(version, timeoutMs) {
        if (!this.transportRef?.alive) {
            // Some servers exit on a request before initialize: start a fresh one.
            await this.transportRef?.close();
            this.transportRef = this.listen(await this.opts.openTransport());
        }
        const http = this.transportRef instanceof HttpTransport ? this.transportRef : undefined;
        if (http) {
            http.acceptSession = true;
            http.sessionId = undefined;
            http.protocolVersion = undefined;
        }
        const params = { protocolVersion: version, capabilities: {}, clientInfo: { ...CLIENT_INFO } };
        const result = await this.transportRef.request('initialize', params, { timeoutMs });
        const agreed = (0,jsonrpc/* isRecord */.u4)(result) && typeof result.protocolVersion === 'string' ? result.protocolVersion : '';
        if (!LEGACY_VERSIONS.includes(agreed)) {
            throw new NegotiationError(`initialize answered with protocol version ${JSON.stringify(agreed)}, which the runner does not speak`);
        }
        this.generation = 'legacy';
        this.protocolVersion = agreed;
        if ((0,jsonrpc/* isRecord */.u4)(result) && (0,jsonrpc/* isRecord */.u4)(result.serverInfo))
            this.serverInfo = result.serverInfo;
        if ((0,jsonrpc/* isRecord */.u4)(result) && typeof result.instructions === 'string')
            this.instructions = result.instructions;
        if ((0,jsonrpc/* isRecord */.u4)(result) && (0,jsonrpc/* isRecord */.u4)(result.capabilities))
            this.capabilities = result.capabilities;
        if (http) {
            http.protocolVersion = agreed;
            http.sendCancelNotification = true;
        }
        try {
            await this.transportRef.notify('notifications/initialized', {});
        }
        catch {
            // The server answered initialize; a lost notification shows up on the next request if at all.
        }
        // Where a handshake-generation server sends its own requests (ping, roots, \u2026): heard, never waited on.
        http?.openListeningStream();
    }
    listen(transport) {
        const handler = this.opts.onNotification;
        if (handler)
            transport.onNotification = handler;
        return transport;
    }
    /** One request in the agreed generation (resources, prompts, \u2026); a stale legacy HTTP session is renewed once. */
    async request(method, params, opts) {
        return this.rpc(method, params, opts);
    }
    async rpc(method, params, opts) {
        const version = this.protocolVersion;
        if (version === undefined)
            throw new jsonrpc/* TransportError */.wX('closed', 'not connected');
        const body = this.generation === 'modern' ? this.withMeta(params, version) : params;
        try {
            return await this.send(method, body, opts, this.generation === 'modern' ? version : undefined);
        }
        catch (err) {
            if (!(err instanceof jsonrpc/* TransportError */.wX) || err.kind !== 'stale-session')
                throw err;
            await this.initialize(version, this.opts.connectTimeoutMs);
            return this.send(method, body, opts, undefined);
        }
    }
    send(method, params, opts, modernVersion) {
        const transport = this.transportRef;
        if (!transport)
            return Promise.reject(new jsonrpc/* TransportError */.wX('closed', 'not connected'));
        if (!(transport instanceof HttpTransport) || modernVersion === undefined)
            return transport.request(method, params, opts);
        transport.acceptSession = false;
        transport.protocolVersion = modernVersion;
        const headers = { ...opts.headers, 'mcp-method': method };
        if (typeof params.name === 'string' && ['tools/call', 'prompts/get'].includes(method))
            headers['mcp-name'] = encodeHeaderValue(params.name);
        if (typeof params.uri === 'string' && method === 'resources/read')
            headers['mcp-name'] = encodeHeaderValue(params.uri);
        if (method === 'tools/call' && typeof params.name === 'string') {
            const args = (0,jsonrpc/* isRecord */.u4)(params.arguments) ? params.arguments : undefined;
            Object.assign(headers, mcpParamHeaders(this.schemas.get(params.name), args));
        }
        return transport.request(method, params, { ...opts, headers });
    }
}

// EXTERNAL MODULE: ./build/src/mcp/auth.js
var mcp_auth = __webpack_require__(85798);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./build/src/process/group.js
var group = __webpack_require__(78952);
;// CONCATENATED MODULE: ./build/src/mcp/transport-stdio.js




const STDERR_TAIL_DEFAULT = 2000;
/** A server whose output ended and that has not exited this long after: taken as gone, what is pending fails. */
const STDOUT_CLOSED_MS = 5000;
/** After a server's exit, how long something it started may hold its pipes before what is pending fails anyway. */
const PIPES_HELD_MS = 1000;
/** Servers not yet closed: if the runner exits without close(), they are killed on the way out. */
const live = new Set();
let exitHook = false;
function track(t) {
    live.add(t);
    if (exitHook)
        return;
    exitHook = true;
    process.once('exit', () => {
        for (const s of live)
            s.killNow();
    });
}
/** Newline-delimited JSON-RPC with a server process that leads its own process group. */
class StdioTransport {
    kind = 'stdio';
    onNotification;
    pid;
    child;
    pending = new Map();
    nextId = 1;
    lines;
    stderrBuf = '';
    exitInfo = null;
    closed = false;
    closing = null;
    exited;
    graceMs;
    tailChars;
    constructor(child, pid, opts) {
        this.child = child;
        this.pid = pid;
        this.graceMs = opts.closeGraceMs ?? 2000;
        this.tailChars = opts.stderrTailChars ?? STDERR_TAIL_DEFAULT;
        this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
        const label = opts.label ?? spec0(child);
        const max = opts.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
        this.lines = new LineSplitter(max, (line) => this.onLine(line), 
        // Which request the giant line answers is unknown until it ends: fail them all now.
        () => this.failPending(new MessageTooLargeError(label, max)));
        // Bytes, not strings: scanned once for newlines, decoded once per complete line.
        child.stdout.on('data', (chunk) => this.lines.push(chunk));
        // A server that closed its output but runs on answers nothing more. One that exits is closed by its exit below:
        // its code and stderr come after its output's end, later still on a loaded machine.
        child.stdout.on('end', () => setTimeout(() => this.exitInfo === null && this.markClosed(), STDOUT_CLOSED_MS).unref());
        child.stderr.setEncoding('utf8');
        // Always drained: a server blocked on a full stderr pipe would hang every call.
        child.stderr.on('data', (chunk) => {
            this.stderrBuf = (this.stderrBuf + chunk).slice(-this.tailChars * 2);
        });
        // EPIPE on a dead server surfaces through 'exit'; an unhandled 'error' would crash the runner.
        child.stdin.on('error', () => { });
        child.on('exit', (code, signal) => {
            this.exitInfo = { code, signal };
            // What is pending fails once stdout and stderr are drained ('close': the last answers delivered, the stderr
            // tail complete), or after a bound when something the server started still holds its pipes.
            setTimeout(() => this.markClosed(), PIPES_HELD_MS).unref();
        });
        child.once('close', () => this.markClosed());
    }
    /** Spawn the server; rejects when the command cannot be started at all. */
    static async start(spec, opts = {}) {
        const sandboxed = spec.wrap
            ? await spec.wrap([spec.command, ...spec.args]).catch((err) => {
                throw new jsonrpc/* TransportError */.wX('closed', `could not start \`${spec.command}\` in the sandbox: ${err instanceof Error ? err.message : String(err)}`);
            })
            : undefined;
        const argv = sandboxed?.argv ?? [spec.command, ...spec.args];
        return new Promise((resolve, reject) => {
            let child;
            try {
                // detached: the server leads its own process group, so close() reaches whatever it started.
                child = (0,external_node_child_process_.spawn)(argv[0] ?? spec.command, argv.slice(1), { cwd: spec.cwd, env: spec.env, detached: true, stdio: 'pipe' });
                // Its mount points are released, and what the sandbox blocked is recorded, when it exits.
                if (sandboxed)
                    child.once('close', () => sandboxed.finish());
            }
            catch (err) {
                reject(new jsonrpc/* TransportError */.wX('closed', `could not start \`${spec.command}\`: ${err.message}`));
                return;
            }
            child.once('error', (err) => {
                reject(new jsonrpc/* TransportError */.wX('closed', `could not start \`${spec.command}\`: ${err.message}`));
            });
            child.once('spawn', () => {
                const pid = child.pid;
                if (pid === undefined) {
                    reject(new jsonrpc/* TransportError */.wX('closed', `could not start \`${spec.command}\``));
                    return;
                }
                const transport = new StdioTransport(child, pid, opts);
                track(transport);
                resolve(transport);
            });
        });
    }
    get alive() {
        return !this.closed && this.exitInfo === null;
    }
    stderrTail() {
        const text = this.stderrBuf.slice(-this.tailChars).trim();
        return text;
    }
    /** Why the process is gone, for error messages. */
    exitDescription() {
        const info = this.exitInfo;
        if (!info)
            return 'the server closed its output';
        if (info.signal)
            return `the server process was killed by ${info.signal}`;
        return `the server process exited with code ${info.code ?? 'unknown'}`;
    }
    request(method, params, opts) {
        if (!this.alive)
            return Promise.reject(new jsonrpc/* TransportError */.wX('closed', this.exitDescription()));
        if (opts.signal?.aborted)
            return Promise.reject(new jsonrpc/* TransportError */.wX('aborted', `${method} was cancelled`));
        const id = this.nextId++;
        return new Promise((resolve, reject) => {
            let timer;
            const cleanup = () => {
                clearTimeout(timer);
                opts.signal?.removeEventListener('abort', onAbort);
                this.pending.delete(id);
            };
            const giveUp = (err, reason) => {
                cleanup();
                // Tells the server to stop the work whose answer nobody will read.
                this.write({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: id, reason } });
                reject(err);
            };
            const onAbort = () => giveUp(new jsonrpc/* TransportError */.wX('aborted', `${method} was cancelled`), 'cancelled by the client');
            timer = setTimeout(() => giveUp(new jsonrpc/* TransportError */.wX('timeout', `${method} got no answer within ${opts.timeoutMs} ms`), 'timeout'), opts.timeoutMs);
            opts.signal?.addEventListener('abort', onAbort, { once: true });
            this.pending.set(id, {
                resolve: (r) => {
                    cleanup();
                    resolve(r);
                },
                reject: (e) => {
                    cleanup();
                    reject(e);
                },
            });
            this.write({ jsonrpc: '2.0', id, method, params });
        });
    }
    async notify(method, params) {
        if (this.alive)
            this.write({ jsonrpc: '2.0', method, params });
    }
    /** Close stdin, wait, SIGTERM the group, wait, SIGKILL: the order a polite server expects. */
    close() {
        this.closing ??= this.shutdown();
        return this.closing;
    }
    /** Last resort on process exit: no waiting is possible there. */
    killNow() {
        try {
            process.kill(-this.pid, 'SIGKILL');
        }
        catch {
            // Already gone.
        }
    }
    async shutdown() {
        this.child.stdin.end();
        await Promise.race([this.exited, transport_stdio_delay(this.graceMs)]);
        // The leader may be gone while something it started still holds the group.
        await (0,group/* killProcessGroup */.$X)(this.pid, this.graceMs);
        // The leader is our child: its exit is reaped by Node, so wait for it (a group of zombies still answers signal 0).
        await Promise.race([this.exited, transport_stdio_delay(Math.max(this.graceMs, 1000))]);
        this.markClosed();
        live.delete(this);
        this.child.stdout.destroy();
        this.child.stderr.destroy();
    }
    write(message) {
        if (this.child.stdin.destroyed || !this.child.stdin.writable)
            return;
        this.child.stdin.write(`${JSON.stringify(message)}\n`);
    }
    failPending(err) {
        for (const p of [...this.pending.values()])
            p.reject(err);
    }
    onLine(line) {
        let raw;
        try {
            raw = JSON.parse(line);
        }
        catch {
            // Some servers log to stdout; a line that is not JSON cannot be an answer.
            return;
        }
        const msg = (0,jsonrpc/* classify */.L8)(raw);
        switch (msg.kind) {
            case 'response':
                this.pending.get(msg.id)?.resolve(msg.result);
                break;
            case 'error':
                if (msg.id !== null)
                    this.pending.get(msg.id)?.reject(new jsonrpc/* RpcError */.Qc(msg.error.code, msg.error.message, msg.error.data));
                break;
            case 'request':
                this.write({ jsonrpc: '2.0', id: msg.id, ...(0,jsonrpc/* answerServerRequest */.rX)(msg.method) });
                break;
            case 'notification':
                // list_changed refreshes the tool pool; progress and logging carry nothing a headless run uses.
                this.onNotification?.(msg.method);
                break;
            default:
                break;
        }
    }
    markClosed() {
        if (this.closed)
            return;
        this.closed = true;
        const err = new jsonrpc/* TransportError */.wX('closed', this.exitDescription());
        for (const p of [...this.pending.values()])
            p.reject(err);
        this.pending.clear();
    }
}
/** The command, when the configuration gave no name. */
function spec0(child) {
    return child.spawnfile;
}
function transport_stdio_delay(ms) {
    return new Promise((r) => setTimeout(r, ms).unref());
}

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/client/sse.js + 30 modules
var sse = __webpack_require__(27986);
;// CONCATENATED MODULE: ./build/src/mcp/transport-sse.js


/**
 * The 2024-11-05 HTTP+SSE transport (`"type": "sse"` in .mcp.json), which servers still ship: a GET opens an event
 * stream whose `endpoint` event names where to POST messages; every answer comes back on the stream. The wire is the
 * official SDK's `SSEClientTransport`; this class only pairs answers with requests, as the other transports do.
 */
class SseTransport {
    wire;
    kind = 'sse';
    onNotification;
    waiting = new Map();
    nextId = 1;
    closed = false;
    lastError = '';
    constructor(wire) {
        this.wire = wire;
    }
    /** Opens the stream and waits for the `endpoint` event. */
    static async start(spec, timeoutMs) {
        const headers = spec.headers;
        const auth = spec.auth;
        // Configured headers and a client-credentials token go on the GET and on every POST; nothing else is added.
        const fetchWithHeaders = async (url, init) => {
            const merged = new Headers(init?.headers);
            for (const [name, value] of Object.entries(headers))
                merged.set(name, value);
            const token = await auth?.current();
            if (token !== undefined)
                merged.set('authorization', `Bearer ${token}`);
            return fetch(url, { ...init, headers: merged });
        };
        const wire = new sse/* SSEClientTransport */.A(new URL(spec.url), { fetch: fetchWithHeaders });
        const transport = new SseTransport(wire);
        wire.onmessage = (message) => transport.receive(message);
        let started = false;
        wire.onerror = (error) => {
            transport.lastError = error.message;
            // A dropped stream would reconnect into a new, uninitialized server session: end here, so calls fail at once.
            if (started && error instanceof sse/* SseError */._)
                void transport.close();
        };
        wire.onclose = () => transport.markClosed();
        let timer;
        try {
            await Promise.race([
                wire.start(),
                new Promise((_, reject) => {
                    timer = setTimeout(() => reject(new jsonrpc/* TransportError */.wX('timeout', `no endpoint event from ${spec.url} within ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
                }),
            ]);
        }
        catch (err) {
            await wire.close().catch(() => { });
            throw err instanceof jsonrpc/* TransportError */.wX
                ? err
                : new jsonrpc/* TransportError */.wX('closed', `could not open the SSE stream of '${spec.name}' (${spec.url}): ${err.message}`);
        }
        finally {
            clearTimeout(timer);
        }
        started = true;
        return transport;
    }
    get alive() {
        return !this.closed;
    }
    request(method, params, opts) {
        if (this.closed)
            return Promise.reject(new jsonrpc/* TransportError */.wX('closed', `the SSE stream is closed${this.lastError ? `: ${this.lastError}` : ''}`));
        const id = this.nextId++;
        return new Promise((resolve, reject) => {
            const finish = () => {
                clearTimeout(timer);
                opts.signal?.removeEventListener('abort', onAbort);
                this.waiting.delete(id);
            };
            const cancel = (err) => {
                finish();
                this.notify('notifications/cancelled', { requestId: id, reason: err.message }).catch(() => { });
                reject(err);
            };
            const timer = setTimeout(() => cancel(new jsonrpc/* TransportError */.wX('timeout', `${method} timed out after ${opts.timeoutMs} ms`)), opts.timeoutMs);
            const onAbort = () => cancel(new jsonrpc/* TransportError */.wX('aborted', `${method} was cancelled`));
            if (opts.signal?.aborted)
                return onAbort();
            opts.signal?.addEventListener('abort', onAbort, { once: true });
            this.waiting.set(id, {
                resolve: (result) => {
                    finish();
                    resolve(result);
                },
                reject: (err) => {
                    finish();
                    reject(err);
                },
            });
            this.post({ jsonrpc: '2.0', id, method, params }).catch((err) => {
                finish();
                reject(err);
            });
        });
    }
    async notify(method, params) {
        await this.post({ jsonrpc: '2.0', method, params });
    }
    stderrTail() {
        return '';
    }
    async close() {
        await this.wire.close().catch(() => { });
        this.markClosed();
    }
    async post(message) {
        try {
            await this.wire.send(message);
        }
        catch (err) {
            const text = err.message;
            const status = /\(HTTP (\d{3})\)/.exec(text)?.[1];
            throw status === undefined ? new jsonrpc/* TransportError */.wX('closed', text) : new jsonrpc/* TransportError */.wX('http', text, Number(status));
        }
    }
    receive(message) {
        const msg = (0,jsonrpc/* classify */.L8)(message);
        if (msg.kind === 'response')
            this.waiting.get(msg.id)?.resolve(msg.result);
        else if (msg.kind === 'error' && msg.id !== null)
            this.waiting.get(msg.id)?.reject(new jsonrpc/* RpcError */.Qc(msg.error.code, msg.error.message, msg.error.data));
        else if (msg.kind === 'request')
            this.post({ jsonrpc: '2.0', id: msg.id, ...(0,jsonrpc/* answerServerRequest */.rX)(msg.method) }).catch(() => { });
        else if (msg.kind === 'notification')
            this.onNotification?.(msg.method);
    }
    markClosed() {
        if (this.closed)
            return;
        this.closed = true;
        const err = new jsonrpc/* TransportError */.wX('closed', `the SSE stream closed${this.lastError ? `: ${this.lastError}` : ''}`);
        for (const w of [...this.waiting.values()])
            w.reject(err);
        this.waiting.clear();
    }
}

// EXTERNAL MODULE: ./build/src/mcp/server-env.js
var server_env = __webpack_require__(73997);
;// CONCATENATED MODULE: ./build/src/mcp/connection.js







/** A call that cannot reach the server at all (crashed twice, shut down). */
class McpUnavailableError extends Error {
}
/** One configured server: its client, and the single restart a crashed process gets. */
class ServerConnection {
    config;
    deps;
    client;
    /** Set by the server's `notifications/tools/list_changed`, cleared when the list is fetched again. */
    toolsChanged = false;
    restarts = 0;
    gone;
    closed = false;
    restarting = null;
    constructor(config, deps) {
        this.config = config;
        this.deps = deps;
        this.client = this.newClient();
    }
    get name() {
        return this.config.name;
    }
    /** The pid of the current server process (stdio), for tests and the report. */
    get pid() {
        const t = this.client.transport;
        return t instanceof StdioTransport ? t.pid : undefined;
    }
    /** Connect; on failure the process is already stopped and the message carries its stderr. */
    async start() {
        try {
            await this.client.connect();
        }
        catch (err) {
            const message = withStderr((0,jsonrpc/* describeError */.Uc)(err), this.client.transport);
            await this.client.close();
            throw new Error(message);
        }
    }
    async call(tool, args, opts) {
        if (this.closed)
            throw new McpUnavailableError(`MCP server '${this.name}' has been shut down`);
        if (this.gone !== undefined)
            throw new McpUnavailableError(this.gone);
        if (this.client.transport?.kind === 'stdio' && !this.client.transport.alive)
            await this.restartOnce();
        const client = this.client;
        try {
            return await client.callTool(tool, args, opts);
        }
        catch (err) {
            const t = client.transport;
            if (!(err instanceof jsonrpc/* TransportError */.wX) || err.kind !== 'closed' || !(t instanceof StdioTransport) || this.closed)
                throw err;
            const why = withStderr(t.exitDescription(), t);
            if (this.restarts >= 1) {
                this.gone = `MCP server '${this.name}' crashed again after its restart (${why}); its tools are unavailable for the rest of the run`;
                throw new McpUnavailableError(this.gone);
            }
            throw new McpUnavailableError(`MCP server '${this.name}' stopped during the call (${why}); it will be restarted once for the next call`);
        }
    }
    async close() {
        this.closed = true;
        await this.restarting?.catch(() => { });
        await this.client.close();
    }
    newClient() {
        const { config, deps } = this;
        const openTransport = async () => {
            if (config.type === 'http') {
                const spec = { url: config.url, headers: config.headers, name: config.name };
                if (config.oauth)
                    spec.auth = new mcp_auth/* OAuthTokenSource */.qg(config.url, config.oauth, config.name);
                if (deps.maxMessageBytes !== undefined)
                    spec.maxMessageBytes = deps.maxMessageBytes;
                return new HttpTransport(spec);
            }
            if (config.type !== 'stdio') {
                const auth = config.oauth ? new mcp_auth/* OAuthTokenSource */.qg(config.url, config.oauth, config.name) : undefined;
                return SseTransport.start({ url: config.url, headers: config.headers, name: config.name, ...(auth ? { auth } : {}) }, deps.connectTimeoutMs);
            }
            const opts = {
                label: config.name,
                ...(deps.closeGraceMs === undefined ? {} : { closeGraceMs: deps.closeGraceMs }),
                ...(deps.maxMessageBytes === undefined ? {} : { maxMessageBytes: deps.maxMessageBytes }),
            };
            const spec = {
                command: config.command,
                args: config.args,
                env: (0,server_env/* serverEnv */.N)(deps.baseEnv, config.env),
                cwd: deps.cwd,
                ...(deps.wrapSpawn ? { wrap: deps.wrapSpawn } : {}),
            };
            return StdioTransport.start(spec, opts);
        };
        // A changed tool list is fetched again before the next model call (manager.refreshTools).
        const onNotification = (method) => {
            if (method === 'notifications/tools/list_changed')
                this.toolsChanged = true;
        };
        const opts = { name: config.name, openTransport, connectTimeoutMs: deps.connectTimeoutMs, onNotification };
        return new McpClient(deps.modernVersions ? { ...opts, modernVersions: deps.modernVersions } : opts);
    }
    async restartOnce() {
        if (this.restarting === null) {
            if (this.restarts >= 1) {
                this.gone ??= `MCP server '${this.name}' stopped again after its restart; its tools are unavailable for the rest of the run`;
                throw new McpUnavailableError(this.gone);
            }
            this.restarts++;
            this.restarting = (async () => {
                await this.client.close();
                const next = this.newClient();
                this.client = next;
                try {
                    await next.connect();
                }
                catch (err) {
                    this.gone = `MCP server '${this.name}' could not be restarted: ${withStderr((0,jsonrpc/* describeError */.Uc)(err), next.transport)}`;
                    await next.close();
                }
            })().finally(() => {
                this.restarting = null;
            });
        }
        await this.restarting;
        if (this.gone !== undefined)
            throw new McpUnavailableError(this.gone);
        if (this.closed)
            throw new McpUnavailableError(`MCP server '${this.name}' has been shut down`);
    }
}
function withStderr(message, transport) {
    const tail = transport?.stderrTail().slice(-600).trim();
    return tail ? `${message}; stderr: ${tail}` : message;
}

// EXTERNAL MODULE: ./build/src/mcp/names.js
var names = __webpack_require__(60210);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./build/src/mcp/resources.js




const MAX_PAGES = 100;
/** Every page of a list method (`resources/list`, \u2026), following `nextCursor` (bounded). */
async function listAll(conn, method, key, timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    const items = [];
    let cursor;
    for (let page = 0; page < MAX_PAGES; page++) {
        const result = await conn.client.request(method, cursor === undefined ? {} : { cursor }, { timeoutMs: Math.max(1, deadline - Date.now()) });
        if (!(0,jsonrpc/* isRecord */.u4)(result) || !Array.isArray(result[key]))
            throw new Error(`${method} returned no ${key} array`);
        items.push(...result[key].filter(jsonrpc/* isRecord */.u4));
        const next = typeof result.nextCursor === 'string' && result.nextCursor !== '' ? result.nextCursor : undefined;
        if (next === undefined || next === cursor)
            break;
        cursor = next;
    }
    return items;
}
function entry(item, server, uriKey) {
    const uri = item[uriKey];
    if (typeof uri !== 'string')
        return undefined;
    const out = { uri, name: typeof item.name === 'string' ? item.name : uri, server };
    if (typeof item.mimeType === 'string')
        out.mimeType = item.mimeType;
    if (typeof item.description === 'string')
        out.description = item.description;
    return out;
}
function advertisesResources(conn) {
    return (0,jsonrpc/* isRecord */.u4)(conn.client.capabilities) && (0,jsonrpc/* isRecord */.u4)(conn.client.capabilities.resources);
}
/** Server output is data: a long answer goes through the tools' spill path, as an MCP tool's does. */
async function resources_capped(text, label, opts) {
    if (text.length <= opts.maxResultChars)
        return text;
    try {
        return (await (0,truncate/* spillToFile */.iP)(text, opts.tempDir, label, { previewChars: Math.min(4000, opts.maxResultChars) })).message;
    }
    catch {
        return (0,truncate/* capText */.yA)(text, { maxChars: opts.maxResultChars, keep: 'head', hint: 'Read a narrower resource.' }).text;
    }
}
function serverFor(opts, name) {
    const conn = opts.connections.find((c) => c.name === name);
    if (conn === undefined)
        return `Server "${name}" not found. Available servers: ${opts.connections.map((c) => c.name).join(', ')}`;
    if (!advertisesResources(conn))
        return `Server "${name}" does not support resources`;
    return conn;
}
const LIST_DESCRIPTION = `Lists available resources from configured MCP servers.
Each resource object includes a 'server' field indicating which server it's from.
Resource templates (URIs with {placeholders}) are listed after the resources: fill them in and read the result with ReadMcpResourceTool.

Usage examples:
- List all resources from all servers: \`listMcpResources\`
- List resources from a specific server: \`listMcpResources({ server: "myserver" })\``;
const READ_DESCRIPTION = `Reads a specific resource from an MCP server, identified by server name and resource URI.

Parameters:
- server (required): The name of the MCP server from which to read the resource
- uri (required): The URI of the resource to read

Usage examples:
- Read a resource from a server: \`readMcpResource({ server: "myserver", uri: "my-resource-uri" })\``;
function validateList(input) {
    if (!(0,jsonrpc/* isRecord */.u4)(input))
        return { ok: false, error: 'The input must be an object.' };
    if (input.server !== undefined && typeof input.server !== 'string')
        return { ok: false, error: 'server must be a string.' };
    return { ok: true, value: typeof input.server === 'string' ? { server: input.server } : {} };
}
function validateRead(input) {
    if (!(0,jsonrpc/* isRecord */.u4)(input) || typeof input.server !== 'string' || typeof input.uri !== 'string')
        return { ok: false, error: 'server and uri are required strings.' };
    return { ok: true, value: { server: input.server, uri: input.uri } };
}
/**
 * Claude Code's `ListMcpResourcesTool` and `ReadMcpResourceTool`, offered when a connected server advertises
 * resources. Both are read-only (Claude Code asks no permission for them); what they return is the server's text,
 * capped like an MCP tool's result.
 */
function createResourceTools(opts) {
    if (!opts.connections.some(advertisesResources))
        return [];
    const list = {
        name: 'ListMcpResourcesTool',
        description: LIST_DESCRIPTION,
        inputSchema: {
            type: 'object',
            properties: { server: { type: 'string', description: 'Optional server name to filter resources by' } },
            additionalProperties: false,
        },
        readOnly: true,
        validate: validateList,
        async execute(input) {
            const wanted = input.server;
            let targets = opts.connections.filter(advertisesResources);
            if (wanted !== undefined) {
                const found = serverFor(opts, wanted);
                if (typeof found === 'string')
                    return { content: found, isError: true };
                targets = [found];
            }
            const resources = [];
            const templates = [];
            const errors = [];
            await Promise.all(targets.map(async (conn) => {
                try {
                    const [r, t] = await Promise.all([
                        listAll(conn, 'resources/list', 'resources', opts.callTimeoutMs),
                        listAll(conn, 'resources/templates/list', 'resourceTemplates', opts.callTimeoutMs).catch(() => []),
                    ]);
                    resources.push(...r.flatMap((item) => entry(item, conn.name, 'uri') ?? []));
                    templates.push(...t.flatMap((item) => entry(item, conn.name, 'uriTemplate') ?? []));
                }
                catch (err) {
                    errors.push(`Server "${conn.name}" could not list its resources: ${(0,jsonrpc/* describeError */.Uc)(err)}`);
                }
            }));
            const parts = [
                resources.length === 0 ? 'No resources found. MCP servers may still provide tools even if they have no resources.' : JSON.stringify(resources),
            ];
            if (templates.length > 0)
                parts.push(`Resource templates:\n${JSON.stringify(templates)}`);
            parts.push(...errors);
            const text = await resources_capped(parts.join('\n\n'), 'ListMcpResourcesTool', opts);
            return { content: text, isError: errors.length > 0 && resources.length === 0 && templates.length === 0, details: { resources, templates } };
        },
    };
    const read = {
        name: 'ReadMcpResourceTool',
        description: READ_DESCRIPTION,
        inputSchema: {
            type: 'object',
            properties: { server: { type: 'string', description: 'The MCP server name' }, uri: { type: 'string', description: 'The resource URI to read' } },
            required: ['server', 'uri'],
            additionalProperties: false,
        },
        readOnly: true,
        validate: validateRead,
        async execute(input, ctx) {
            const { server, uri } = input;
            const conn = serverFor(opts, server);
            if (typeof conn === 'string')
                return { content: conn, isError: true };
            let result;
            try {
                result = await conn.client.request('resources/read', { uri }, { timeoutMs: opts.callTimeoutMs, signal: ctx.signal });
            }
            catch (err) {
                const error = `Server "${server}" could not read ${uri}: ${(0,jsonrpc/* describeError */.Uc)(err)}`;
                return { content: error, isError: true, details: { contents: [], error } };
            }
            const contents = [];
            const items = (0,jsonrpc/* isRecord */.u4)(result) && Array.isArray(result.contents) ? result.contents.filter(jsonrpc/* isRecord */.u4) : [];
            for (const [index, item] of items.entries()) {
                const one = { uri: typeof item.uri === 'string' ? item.uri : uri };
                if (typeof item.mimeType === 'string')
                    one.mimeType = item.mimeType;
                if (typeof item.text === 'string')
                    one.text = item.text;
                else if (typeof item.blob === 'string') {
                    // Binary content is never inlined: saved to the run's temp folder, the model gets where (as Claude Code does).
                    const file = external_node_path_.join(opts.tempDir, `mcp-resource-${ctx.toolUseId}-${index}.bin`);
                    await (0,promises_.writeFile)(file, Buffer.from(item.blob, 'base64'));
                    one.blobSavedTo = file;
                }
                contents.push(one);
            }
            const text = await resources_capped(JSON.stringify({ contents }), 'ReadMcpResourceTool', opts);
            return { content: text, isError: false, details: { contents } };
        },
    };
    return [list, read];
}

;// CONCATENATED MODULE: ./build/src/mcp/prompts.js




function advertisesPrompts(conn) {
    return (0,jsonrpc/* isRecord */.u4)(conn.client.capabilities) && (0,jsonrpc/* isRecord */.u4)(conn.client.capabilities.prompts);
}
/** The prompts of every connected server that offers some; a server whose list fails is a warning. */
async function loadPrompts(connections, timeoutMs) {
    const errors = [];
    const lists = await Promise.all(connections.filter(advertisesPrompts).map(async (conn) => {
        try {
            const prompts = await listAll(conn, 'prompts/list', 'prompts', timeoutMs);
            return prompts.flatMap((p) => {
                if (typeof p.name !== 'string' || p.name === '')
                    return [];
                const args = Array.isArray(p.arguments) ? p.arguments.flatMap((a) => ((0,jsonrpc/* isRecord */.u4)(a) && typeof a.name === 'string' ? [a.name] : [])) : [];
                const command = { name: `mcp__${(0,names/* normalizeNamePart */._p)(conn.name)}__${p.name}`, server: conn.name, prompt: p.name, arguments: args };
                if (typeof p.description === 'string')
                    command.description = p.description;
                return [command];
            });
        }
        catch (err) {
            errors.push(`MCP server '${conn.name}': its prompts could not be listed (prompts/list): ${(0,jsonrpc/* describeError */.Uc)(err)}`);
            return [];
        }
    }));
    return { commands: lists.flat(), errors };
}
/**
 * `prompts/get` with the command's words as the prompt's arguments (split on spaces, in order, as Claude Code
 * does), and the messages it returns as text, one entry per message.
 */
async function getPrompt(conn, command, args, opts) {
    const words = args.trim() === '' ? [] : args.trim().split(/\s+/);
    const values = {};
    for (const [index, name] of command.arguments.entries()) {
        const word = words[index];
        if (word !== undefined)
            values[name] = word;
    }
    const result = await conn.client.request('prompts/get', { name: command.prompt, arguments: values }, { timeoutMs: opts.timeoutMs, ...(opts.signal ? { signal: opts.signal } : {}) });
    const messages = (0,jsonrpc/* isRecord */.u4)(result) && Array.isArray(result.messages) ? result.messages.filter(jsonrpc/* isRecord */.u4) : [];
    return messages.map((m) => renderContent(Array.isArray(m.content) ? m.content : [m.content])).filter((text) => text !== '');
}

;// CONCATENATED MODULE: ./build/src/mcp/manager.js







const DEFAULT_CONNECT_TIMEOUT_MS = 30_000;
/**
 * Start every configured server in parallel and expose their tools. A server that fails
 * is reported and left out; the others still start. Never rejects.
 */
async function startMcpServers(opts) {
    const connectTimeoutMs = opts.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    const parsed = (0,config/* parseMcpConfig */.E6)({
        cwd: opts.cwd,
        env: opts.env,
        ...(opts.configFileText === undefined ? {} : { fileText: opts.configFileText }),
        ...(opts.configInput === undefined ? {} : { input: opts.configInput }),
        ...(opts.pluginConfigs === undefined ? {} : { pluginSources: opts.pluginConfigs }),
        ...(opts.passEnv === undefined ? {} : { passEnv: opts.passEnv }),
    });
    const errors = [...parsed.errors];
    const statuses = new Map();
    for (const f of parsed.failed) {
        statuses.set(f.name, { name: f.name, status: 'failed', error: f.error });
        errors.push(f.error);
    }
    const connections = parsed.servers.map((config) => new ServerConnection(config, {
        cwd: opts.cwd,
        baseEnv: opts.env,
        connectTimeoutMs,
        ...(opts.closeGraceMs === undefined ? {} : { closeGraceMs: opts.closeGraceMs }),
        ...(opts.modernVersions === undefined ? {} : { modernVersions: opts.modernVersions }),
        ...(opts.wrapSpawn === undefined ? {} : { wrapSpawn: opts.wrapSpawn }),
        ...(opts.maxMessageBytes === undefined ? {} : { maxMessageBytes: opts.maxMessageBytes }),
    }));
    let closing = null;
    const close = () => {
        closing ??= Promise.all(connections.map((c) => c.close().catch(() => { }))).then(() => { });
        return closing;
    };
    try {
        const started = await Promise.all(connections.map((conn) => startOne(conn, connectTimeoutMs)));
        const live = [];
        for (const [i, r] of started.entries()) {
            const conn = connections[i];
            if (!conn)
                continue;
            const status = { name: conn.name, status: 'failed', transport: conn.config.type };
            if ('error' in r) {
                status.error = `MCP server '${conn.name}' (${conn.config.source}) failed to start: ${r.error}`;
                errors.push(status.error);
            }
            else {
                status.status = 'connected';
                if (conn.client.protocolVersion !== undefined)
                    status.protocol = conn.client.protocolVersion;
                if (conn.client.instructions !== undefined)
                    status.instructions = conn.client.instructions;
                for (const w of conn.client.warnings)
                    errors.push(`MCP server '${conn.name}': ${w}`);
                live.push(r);
            }
            statuses.set(conn.name, status);
        }
        const built = buildTools(live, opts);
        errors.push(...built.errors);
        const { tools, toolTable, counts } = built;
        for (const s of statuses.values())
            if (s.status === 'connected')
                s.toolCount = counts.get(s.name) ?? 0;
        // Config order, so the report and the tool list read the same way each run.
        const order = [...parsed.failed.map((f) => f.name), ...parsed.servers.map((s) => s.name)];
        const servers = [...new Set(order)].flatMap((n) => statuses.get(n) ?? []);
        const callTimeoutMs = opts.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
        const prompts = await loadPrompts(live.map((l) => l.conn), connectTimeoutMs);
        errors.push(...prompts.errors);
        const runPrompt = (command, args, signal) => {
            const conn = live.find((l) => l.conn.name === command.server)?.conn;
            if (!conn)
                return Promise.reject(new Error(`MCP server '${command.server}' is not connected`));
            return getPrompt(conn, command, args, { timeoutMs: callTimeoutMs, signal });
        };
        const refreshTools = async () => {
            const changed = live.filter((l) => l.conn.toolsChanged);
            if (changed.length === 0)
                return undefined;
            const refreshErrors = [];
            for (const l of changed) {
                l.conn.toolsChanged = false;
                try {
                    l.tools = await l.conn.client.listTools(connectTimeoutMs);
                }
                catch (err) {
                    refreshErrors.push(`MCP server '${l.conn.name}' said its tools changed, but listing them again failed (the previous list stays): ${err.message}`);
                }
            }
            const next = buildTools(live, opts);
            // In place: whoever holds `tools` (the mcp_tool hooks) finds the server's current tools too.
            tools.splice(0, tools.length, ...next.tools);
            toolTable.clear();
            for (const [name, entry] of next.toolTable)
                toolTable.set(name, entry);
            return { tools, errors: [...refreshErrors, ...next.errors] };
        };
        return { tools, servers, errors, toolTable, prompts: prompts.commands, runPrompt, refreshTools, close };
    }
    catch (err) {
        // Unexpected: still leave no process behind.
        await close();
        return {
            tools: [],
            servers: [...statuses.values()],
            errors: [...errors, `MCP startup failed: ${err.message}`],
            toolTable: new Map(),
            prompts: [],
            runPrompt: () => Promise.reject(new Error('MCP failed to start')),
            refreshTools: async () => undefined,
            close,
        };
    }
}
/** The MCP tools offered to the model: every live server's tools under their exposed names, then the resource tools. */
function buildTools(live, opts) {
    const refs = live.flatMap(({ conn, tools }) => tools.map((t) => ({ server: conn.name, tool: t.name })));
    const { table, collisions } = (0,names/* buildNameTable */.wT)(refs);
    const tools = [];
    const toolTable = new Map();
    const counts = new Map();
    const byKey = new Map(live.flatMap(({ conn, tools: list }) => list.map((t) => [`${conn.name}\u0000${t.name}`, { conn, t }])));
    for (const [exposedName, ref] of table) {
        const hit = byKey.get(`${ref.server}\u0000${ref.tool}`);
        if (!hit)
            continue;
        const tool = createMcpTool({
            exposedName,
            tool: hit.t,
            connection: hit.conn,
            tempDir: opts.tempDir,
            callTimeoutMs: opts.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS,
            ...(opts.maxResultChars === undefined ? {} : { maxResultChars: opts.maxResultChars }),
        });
        tools.push(tool);
        toolTable.set(exposedName, hit.t.annotations ? { ...ref, annotations: hit.t.annotations } : ref);
        counts.set(ref.server, (counts.get(ref.server) ?? 0) + 1);
    }
    const resourceTools = createResourceTools({
        connections: live.map((l) => l.conn),
        tempDir: opts.tempDir,
        callTimeoutMs: opts.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS,
        maxResultChars: opts.maxResultChars ?? DEFAULT_MAX_RESULT_CHARS,
    });
    return { tools: [...tools, ...resourceTools], toolTable, counts, errors: collisions };
}
async function startOne(conn, connectTimeoutMs) {
    const deadline = Date.now() + connectTimeoutMs;
    try {
        await conn.start();
        const tools = await conn.client.listTools(Math.max(1000, deadline - Date.now()));
        return { conn, tools };
    }
    catch (err) {
        await conn.close().catch(() => { });
        return { error: err.message };
    }
}

;// CONCATENATED MODULE: ./build/src/mcp/index.js







/***/ })

};
