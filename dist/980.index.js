export const id = 980;
export const ids = [980];
export const modules = {

/***/ 65734:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ APIPromise)
/* harmony export */ });
/* harmony import */ var _internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33364);
/* harmony import */ var _internal_parse_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14981);
/* harmony import */ var _internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(59098);
/* harmony import */ var _internal_uploads_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38686);
/* harmony import */ var _lib_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73859);
var _APIPromise_client;





/**
 * A subclass of `Promise` providing additional helper methods
 * for interacting with the SDK.
 */
var APIPromise = /* @__PURE__ */ (() => {
    /**
     * A subclass of `Promise` providing additional helper methods
     * for interacting with the SDK.
     */
    class APIPromise extends Promise {
        constructor(client, responsePromise, parseResponse = _internal_parse_mjs__WEBPACK_IMPORTED_MODULE_0__/* .defaultParseResponse */ .c) {
            super((resolve) => {
                // this is maybe a bit weird but this has to be a no-op to not implicitly
                // parse the response body; instead .then, .catch, .finally are overridden
                // to parse the response
                resolve(null);
            });
            this.responsePromise = responsePromise;
            this.parseResponse = parseResponse;
            _APIPromise_client.set(this, void 0);
            (0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldSet */ .G)(this, _APIPromise_client, client, "f");
        }
        /** @internal The unparsed response with its request metadata, for helpers that build one request on another. */
        _responseProps() {
            return this.responsePromise;
        }
        _thenUnwrap(transform) {
            return new APIPromise((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldGet */ .g)(this, _APIPromise_client, "f"), this.responsePromise, async (client, props) => (0,_internal_parse_mjs__WEBPACK_IMPORTED_MODULE_0__/* .addResponseIDs */ .F)(transform(await this.parseResponse(client, props), props), props.response));
        }
        /**
         * Gets the raw `Response` instance instead of parsing the response
         * data.
         *
         * If you want to parse the response body but still get the `Response`
         * instance, you can use {@link withResponse()}.
         *
         * \ud83d\udc4b Getting the wrong TypeScript type for `Response`?
         * Try setting `"moduleResolution": "NodeNext"` or add `"lib": ["DOM"]`
         * to your `tsconfig.json`.
         */
        asResponse() {
            return this.responsePromise.then((props) => {
                // A traced API call's span ends with the body. A response read this way, before any parse
                // of its body has begun, may never be parsed, so its span ends now, without the body.
                const span = props.options.__span?.span;
                if (span && !this.parsedPromise) {
                    const result = { status: 'success', ...props, data: undefined };
                    (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .guardTracing */ .M5)((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldGet */ .g)(this, _APIPromise_client, "f"), () => (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .endApiCallSpan */ .mx)(span, result));
                }
                return props.response;
            });
        }
        /**
         * Gets the parsed response data, the raw `Response` instance and the ID of the request,
         * returned via the `request-id` header which is useful for debugging requests and resporting
         * issues to Anthropic.
         *
         * If you just want to get the raw `Response` instance without parsing it,
         * you can use {@link asResponse()}.
         *
         * \ud83d\udc4b Getting the wrong TypeScript type for `Response`?
         * Try setting `"moduleResolution": "NodeNext"` or add `"lib": ["DOM"]`
         * to your `tsconfig.json`.
         */
        async withResponse() {
            const [data, response] = await Promise.all([this.parse(), this.asResponse()]);
            return {
                data,
                response,
                request_id: response.headers.get('request-id'),
                workspace_id: response.headers.get('anthropic-workspace-id'),
            };
        }
        parse() {
            if (!this.parsedPromise) {
                this.parsedPromise = this.responsePromise.then((props) => this.parseResponseTraced(props));
            }
            return this.parsedPromise;
        }
        /**
         * Parses the body of an API call. When the call has a span, the span ends with the parse, or,
         * when the parse returns a streamed body, when the application has read that stream.
         */
        async parseResponseTraced(props) {
            const call = props.options.__span;
            if (!call) {
                return this.parseResponse((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldGet */ .g)(this, _APIPromise_client, "f"), props);
            }
            const { span } = call;
            let data;
            try {
                data = await this.parseResponse((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldGet */ .g)(this, _APIPromise_client, "f"), props);
            }
            catch (error) {
                const result = { status: 'error', ...props, error };
                (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .guardTracing */ .M5)((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldGet */ .g)(this, _APIPromise_client, "f"), () => (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .endApiCallSpan */ .mx)(span, result));
                throw error;
            }
            const result = { status: 'success', ...props, data };
            (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .guardTracing */ .M5)((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldGet */ .g)(this, _APIPromise_client, "f"), () => (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .setCreatedIDAttribute */ .o7)(call, data));
            if (props.options.stream && (0,_internal_uploads_mjs__WEBPACK_IMPORTED_MODULE_3__/* .isAsyncIterable */ .Td)(data)) {
                (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .guardTracing */ .M5)((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldGet */ .g)(this, _APIPromise_client, "f"), () => (0,_lib_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_4__/* .endAnthropicApiCallSpanWhenStreamEnds */ ._q)((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldGet */ .g)(this, _APIPromise_client, "f"), span, data, props));
            }
            else {
                (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .guardTracing */ .M5)((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_1__/* .__classPrivateFieldGet */ .g)(this, _APIPromise_client, "f"), () => (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .endApiCallSpan */ .mx)(span, result));
            }
            return data;
        }
        then(onfulfilled, onrejected) {
            return this.parse().then(onfulfilled, onrejected);
        }
        catch(onrejected) {
            return this.parse().catch(onrejected);
        }
        finally(onfinally) {
            return this.parse().finally(onfinally);
        }
    }
    _APIPromise_client = new WeakMap();
    return APIPromise;
})();
//# sourceMappingURL=api-promise.mjs.map

/***/ }),

/***/ 21154:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YW: () => (/* binding */ Page),
/* harmony export */   ak: () => (/* binding */ PageCursor),
/* harmony export */   iL: () => (/* binding */ ReportPageCursor),
/* harmony export */   nC: () => (/* binding */ PagePromise),
/* harmony export */   vH: () => (/* binding */ BidirectionalPageCursor)
/* harmony export */ });
/* unused harmony exports AbstractPage, TokenPage */
/* harmony import */ var _internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33364);
/* harmony import */ var _error_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25064);
/* harmony import */ var _internal_parse_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(14981);
/* harmony import */ var _api_promise_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65734);
/* harmony import */ var _internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(59098);
/* harmony import */ var _internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(69296);
var _AbstractPage_client;






var AbstractPage = /* @__PURE__ */ (() => {
    class AbstractPage {
        constructor(client, response, body, options) {
            _AbstractPage_client.set(this, void 0);
            (0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _AbstractPage_client, client, "f");
            this.options = options;
            this.response = response;
            this.body = body;
        }
        hasNextPage() {
            const items = this.getPaginatedItems();
            if (!items.length)
                return false;
            return this.nextPageRequestOptions() != null;
        }
        async getNextPage() {
            const nextOptions = this.nextPageRequestOptions();
            if (!nextOptions) {
                throw new _error_mjs__WEBPACK_IMPORTED_MODULE_1__.AnthropicError('No next page expected; please check `.hasNextPage()` before calling `.getNextPage()`.');
            }
            // Each page is its own API call, with its own call span. `nextOptions` copies the previous
            // page's options, including its `__span`, which has already ended.
            const span = this.options.__span;
            return await (0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _AbstractPage_client, "f").requestAPIList(this.constructor, {
                ...nextOptions,
                __span: span &&
                    (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .startApiCallSpan */ .FS)((0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _AbstractPage_client, "f"), span.name, { openTelemetry: this.options.openTelemetry }, {
                        route: span.route,
                        queryParams: span.queryParams,
                        contentQueryParams: span.contentQueryParams,
                        attributes: span.attributes,
                        request: nextOptions,
                    }),
            });
        }
        async *iterPages() {
            let page = this;
            yield page;
            while (page.hasNextPage()) {
                page = await page.getNextPage();
                yield page;
            }
        }
        async *[(_AbstractPage_client = new WeakMap(), Symbol.asyncIterator)]() {
            for await (const page of this.iterPages()) {
                for (const item of page.getPaginatedItems()) {
                    yield item;
                }
            }
        }
    }
    return AbstractPage;
})();
/**
 * This subclass of Promise will resolve to an instantiated Page once the request completes.
 *
 * It also implements AsyncIterable to allow auto-paginating iteration on an unawaited list call, eg:
 *
 *    for await (const item of client.items.list()) {
 *      console.log(item)
 *    }
 */
var PagePromise = /* @__PURE__ */ (() => {
    /**
     * This subclass of Promise will resolve to an instantiated Page once the request completes.
     *
     * It also implements AsyncIterable to allow auto-paginating iteration on an unawaited list call, eg:
     *
     *    for await (const item of client.items.list()) {
     *      console.log(item)
     *    }
     */
    class PagePromise extends _api_promise_mjs__WEBPACK_IMPORTED_MODULE_3__/* .APIPromise */ .C {
        constructor(client, request, Page) {
            super(client, request, async (client, props) => new Page(client, props.response, await (0,_internal_parse_mjs__WEBPACK_IMPORTED_MODULE_4__/* .defaultParseResponse */ .c)(client, props), props.options));
        }
        /**
         * Allow auto-paginating iteration on an unawaited list call, eg:
         *
         *    for await (const item of client.items.list()) {
         *      console.log(item)
         *    }
         */
        async *[Symbol.asyncIterator]() {
            const page = await this;
            for await (const item of page) {
                yield item;
            }
        }
    }
    return PagePromise;
})();
class Page extends AbstractPage {
    constructor(client, response, body, options) {
        super(client, response, body, options);
        this.data = body.data || [];
        this.has_more = body.has_more || false;
        this.first_id = body.first_id || null;
        this.last_id = body.last_id || null;
    }
    getPaginatedItems() {
        return this.data ?? [];
    }
    hasNextPage() {
        if (this.has_more === false) {
            return false;
        }
        return super.hasNextPage();
    }
    nextPageRequestOptions() {
        if (this.options.query?.['before_id']) {
            // in reverse
            const first_id = this.first_id;
            if (!first_id) {
                return null;
            }
            return {
                ...this.options,
                query: {
                    ...(0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_5__/* .maybeObj */ .i8)(this.options.query),
                    before_id: first_id,
                },
            };
        }
        const cursor = this.last_id;
        if (!cursor) {
            return null;
        }
        return {
            ...this.options,
            query: {
                ...(0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_5__/* .maybeObj */ .i8)(this.options.query),
                after_id: cursor,
            },
        };
    }
}
class TokenPage extends AbstractPage {
    constructor(client, response, body, options) {
        super(client, response, body, options);
        this.data = body.data || [];
        this.has_more = body.has_more || false;
        this.next_page = body.next_page || null;
    }
    getPaginatedItems() {
        return this.data ?? [];
    }
    hasNextPage() {
        if (this.has_more === false) {
            return false;
        }
        return super.hasNextPage();
    }
    nextPageRequestOptions() {
        const cursor = this.next_page;
        if (!cursor) {
            return null;
        }
        return {
            ...this.options,
            query: {
                ...(0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_5__/* .maybeObj */ .i8)(this.options.query),
                page_token: cursor,
            },
        };
    }
}
class PageCursor extends AbstractPage {
    constructor(client, response, body, options) {
        super(client, response, body, options);
        this.data = body.data || [];
        this.next_page = body.next_page || null;
    }
    getPaginatedItems() {
        return this.data ?? [];
    }
    hasNextPage() {
        return this.nextPageRequestOptions() != null;
    }
    nextPageRequestOptions() {
        const cursor = this.next_page;
        if (!cursor) {
            return null;
        }
        return {
            ...this.options,
            query: {
                ...(0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_5__/* .maybeObj */ .i8)(this.options.query),
                page: cursor,
            },
        };
    }
}
class BidirectionalPageCursor extends AbstractPage {
    constructor(client, response, body, options) {
        super(client, response, body, options);
        this.data = body.data || [];
        this.next_page = body.next_page || null;
        this.prev_page = body.prev_page || null;
    }
    getPaginatedItems() {
        return this.data ?? [];
    }
    hasNextPage() {
        return this.nextPageRequestOptions() != null;
    }
    nextPageRequestOptions() {
        const cursor = this.next_page;
        if (!cursor) {
            return null;
        }
        return {
            ...this.options,
            query: {
                ...(0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_5__/* .maybeObj */ .i8)(this.options.query),
                page: cursor,
            },
        };
    }
}
class ReportPageCursor extends AbstractPage {
    constructor(client, response, body, options) {
        super(client, response, body, options);
        this.data = body.data || [];
        this.next_page = body.next_page || null;
        this.has_more = body.has_more || false;
        this.data_refreshed_at = body.data_refreshed_at || null;
    }
    getPaginatedItems() {
        return this.data ?? [];
    }
    hasNextPage() {
        if (this.has_more === false) {
            return false;
        }
        return this.nextPageRequestOptions() != null;
    }
    nextPageRequestOptions() {
        const cursor = this.next_page;
        if (!cursor) {
            return null;
        }
        return {
            ...this.options,
            query: {
                ...(0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_5__/* .maybeObj */ .i8)(this.options.query),
                page: cursor,
            },
        };
    }
}
//# sourceMappingURL=pagination.mjs.map

/***/ }),

/***/ 92830:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ APIResource)
/* harmony export */ });
class APIResource {
    constructor(client) {
        this._client = client;
    }
}
//# sourceMappingURL=resource.mjs.map

/***/ }),

/***/ 6922:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ Stream)
/* harmony export */ });
/* unused harmony export _iterSSEMessages */
/* harmony import */ var _internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33364);
/* harmony import */ var _error_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25064);
/* harmony import */ var _internal_shims_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(93150);
/* harmony import */ var _internal_decoders_line_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(72496);
/* harmony import */ var _internal_errors_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(62533);
/* harmony import */ var _internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(69296);
/* harmony import */ var _internal_utils_bytes_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(19083);
/* harmony import */ var _internal_utils_log_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37412);
/* harmony import */ var _internal_request_signal_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(78392);
var _Stream_client;











var Stream = /* @__PURE__ */ (() => {
    class Stream {
        constructor(iterator, controller, client) {
            this.iterator = iterator;
            _Stream_client.set(this, void 0);
            this.controller = controller;
            (0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _Stream_client, client, "f");
        }
        /**
         * Iterate the raw Server-Sent Events from `response` \u2014 `{event, data, raw}`
         * objects, before any JSON parsing or event-name filtering.
         *
         * This reads `response.body` directly (not a clone), so the response is
         * consumed. Use this in middleware that fully replaces the stream body; for
         * read-only observation of parsed events, use `ctx.parse()` instead.
         */
        static rawEvents(response, controller = new AbortController()) {
            return _iterSSEMessages(response, controller);
        }
        static fromSSEResponse(response, controller, client) {
            let consumed = false;
            const logger = client ? (0,_internal_utils_log_mjs__WEBPACK_IMPORTED_MODULE_1__/* .loggerFor */ .WG)(client) : console;
            async function* iterator() {
                if (consumed) {
                    throw new _error_mjs__WEBPACK_IMPORTED_MODULE_2__.AnthropicError('Cannot iterate over a consumed stream, use `.tee()` to split the stream.');
                }
                consumed = true;
                let done = false;
                try {
                    for await (const sse of _iterSSEMessages(response, controller)) {
                        if (sse.event === 'ping') {
                            continue;
                        }
                        if (sse.event === null) {
                            continue;
                        }
                        if (sse.event === 'error') {
                            const body = (0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_3__/* .safeJSON */ .ml)(sse.data) ?? sse.data;
                            const type = body?.error?.type;
                            throw new _error_mjs__WEBPACK_IMPORTED_MODULE_2__.APIError(undefined, body, undefined, response.headers, type);
                        }
                        else {
                            if (!sse.data)
                                continue;
                            try {
                                yield JSON.parse(sse.data);
                            }
                            catch (e) {
                                logger.error(`Could not parse message into JSON:`, sse.data);
                                logger.error(`From chunk:`, sse.raw);
                                throw e;
                            }
                        }
                    }
                    done = true;
                }
                catch (e) {
                    // If the user calls `stream.controller.abort()`, we should exit without throwing.
                    if ((0,_internal_errors_mjs__WEBPACK_IMPORTED_MODULE_4__/* .isAbortError */ .z)(e))
                        return;
                    throw e;
                }
                finally {
                    // If the user `break`s, abort the ongoing request.
                    if (!done)
                        controller.abort();
                    (0,_internal_request_signal_mjs__WEBPACK_IMPORTED_MODULE_5__/* .releaseRequestSignal */ .TI)(controller);
                }
            }
            return new Stream(iterator, controller, client);
        }
        /**
         * Generates a Stream from a newline-separated ReadableStream
         * where each item is a JSON value.
         */
        static fromReadableStream(readableStream, controller, client) {
            let consumed = false;
            async function* iterLines() {
                const lineDecoder = new _internal_decoders_line_mjs__WEBPACK_IMPORTED_MODULE_6__/* .LineDecoder */ .h();
                const iter = (0,_internal_shims_mjs__WEBPACK_IMPORTED_MODULE_7__/* .ReadableStreamToAsyncIterable */ .ss)(readableStream);
                for await (const chunk of iter) {
                    for (const line of lineDecoder.decode(chunk)) {
                        yield line;
                    }
                }
                for (const line of lineDecoder.flush()) {
                    yield line;
                }
            }
            async function* iterator() {
                if (consumed) {
                    throw new _error_mjs__WEBPACK_IMPORTED_MODULE_2__.AnthropicError('Cannot iterate over a consumed stream, use `.tee()` to split the stream.');
                }
                consumed = true;
                let done = false;
                try {
                    for await (const line of iterLines()) {
                        if (done)
                            continue;
                        if (line)
                            yield JSON.parse(line);
                    }
                    done = true;
                }
                catch (e) {
                    // If the user calls `stream.controller.abort()`, we should exit without throwing.
                    if ((0,_internal_errors_mjs__WEBPACK_IMPORTED_MODULE_4__/* .isAbortError */ .z)(e))
                        return;
                    throw e;
                }
                finally {
                    // If the user `break`s, abort the ongoing request.
                    if (!done)
                        controller.abort();
                    (0,_internal_request_signal_mjs__WEBPACK_IMPORTED_MODULE_5__/* .releaseRequestSignal */ .TI)(controller);
                }
            }
            return new Stream(iterator, controller, client);
        }
        [(_Stream_client = new WeakMap(), Symbol.asyncIterator)]() {
            return this.iterator();
        }
        /**
         * Splits the stream into two streams which can be
         * independently read from at different speeds.
         */
        tee() {
            const left = [];
            const right = [];
            const iterator = this[Symbol.asyncIterator]();
            const teeIterator = (queue) => {
                return {
                    next: () => {
                        if (queue.length === 0) {
                            const result = iterator.next();
                            left.push(result);
                            right.push(result);
                        }
                        return queue.shift();
                    },
                };
            };
            return [
                new Stream(() => teeIterator(left), this.controller, (0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _Stream_client, "f")),
                new Stream(() => teeIterator(right), this.controller, (0,_internal_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _Stream_client, "f")),
            ];
        }
        /**
         * Converts this stream to a newline-separated ReadableStream of
         * JSON stringified values in the stream
         * which can be turned back into a Stream with `Stream.fromReadableStream()`.
         */
        toReadableStream() {
            const self = this;
            let iter;
            return (0,_internal_shims_mjs__WEBPACK_IMPORTED_MODULE_7__/* .makeReadableStream */ .VT)({
                async start() {
                    iter = self[Symbol.asyncIterator]();
                },
                async pull(ctrl) {
                    try {
                        const { value, done } = await iter.next();
                        if (done)
                            return ctrl.close();
                        const bytes = (0,_internal_utils_bytes_mjs__WEBPACK_IMPORTED_MODULE_8__/* .encodeUTF8 */ .YH)(JSON.stringify(value) + '\n');
                        ctrl.enqueue(bytes);
                    }
                    catch (err) {
                        ctrl.error(err);
                    }
                },
                async cancel() {
                    await iter.return?.();
                },
            });
        }
    }
    return Stream;
})();
async function* _iterSSEMessages(response, controller) {
    if (!response.body) {
        controller.abort();
        if (typeof globalThis.navigator !== 'undefined' &&
            globalThis.navigator.product === 'ReactNative') {
            throw new _error_mjs__WEBPACK_IMPORTED_MODULE_2__.AnthropicError(`The default react-native fetch implementation does not support streaming. Please use expo/fetch: https://docs.expo.dev/versions/latest/sdk/expo/#expofetch-api`);
        }
        throw new _error_mjs__WEBPACK_IMPORTED_MODULE_2__.AnthropicError(`Attempted to iterate over a response with no body`);
    }
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    let text = '';
    let endsWithCR = false;
    let event = null;
    let data = [];
    let raw = [];
    const takeLine = (line) => {
        if (line.charCodeAt(0) === 0xfeff)
            line = line.slice(1);
        if (!line) {
            // empty line and we didn't previously encounter any messages
            if (!event && !data.length)
                return null;
            const sse = { event, data: data.join('\n'), raw };
            event = null;
            data = [];
            raw = [];
            return sse;
        }
        raw.push(line);
        const colon = line.indexOf(':');
        if (colon === 0)
            return null;
        const fieldname = colon === -1 ? line : line.slice(0, colon);
        if (fieldname !== 'event' && fieldname !== 'data')
            return null;
        const value = colon === -1 ? '' : line.slice(line.charCodeAt(colon + 1) === 0x20 ? colon + 2 : colon + 1);
        if (fieldname === 'event')
            event = value;
        else
            data.push(value);
        return null;
    };
    for await (const chunk of (0,_internal_shims_mjs__WEBPACK_IMPORTED_MODULE_7__/* .ReadableStreamToAsyncIterable */ .ss)(response.body)) {
        if (chunk == null)
            continue;
        const decoded = decoder.decode(typeof chunk === 'string' ? (0,_internal_utils_bytes_mjs__WEBPACK_IMPORTED_MODULE_8__/* .encodeUTF8 */ .YH)(chunk) : chunk, { stream: true });
        text += decoded;
        // Searching `text` after `+=` copies the whole pending line, so wait for a chunk with a line ending.
        if (!endsWithCR && !decoded.includes('\n') && !decoded.includes('\r'))
            continue;
        let start = 0;
        if (!text.includes('\r')) {
            let end;
            while ((end = text.indexOf('\n', start)) !== -1) {
                const sse = takeLine(text.slice(start, end));
                start = end + 1;
                if (sse)
                    yield sse;
            }
        }
        else {
            for (let i = 0; i < text.length; i++) {
                const char = text[i];
                if (char !== '\n' && char !== '\r')
                    continue;
                if (char === '\r' && i + 1 === text.length)
                    break;
                const sse = takeLine(text.slice(start, i));
                if (char === '\r' && text[i + 1] === '\n')
                    i++;
                start = i + 1;
                if (sse)
                    yield sse;
            }
        }
        text = text.slice(start);
        endsWithCR = text.endsWith('\r');
    }
    text += decoder.decode();
    if (text) {
        for (const line of text.replace(/\r$/, '').split(/\r\n|[\n\r]/)) {
            const sse = takeLine(line);
            if (sse)
                yield sse;
        }
    }
}
//# sourceMappingURL=streaming.mjs.map

/***/ }),

/***/ 24699:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ MODEL_NONSTREAMING_TOKENS)
/* harmony export */ });
// File containing shared constants
/**
 * Model-specific timeout constraints for non-streaming requests
 */
const MODEL_NONSTREAMING_TOKENS = {
    'claude-opus-4@20250514': 8192,
    'anthropic.claude-opus-4-1-20250805-v1:0': 8192,
    'claude-opus-4-1@20250805': 8192,
};
//# sourceMappingURL=constants.mjs.map

/***/ }),

/***/ 11391:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ DEPRECATED_MODELS)
/* harmony export */ });
const DEPRECATED_MODELS = {
    'claude-mythos-preview': 'June 30th, 2026',
    'claude-opus-4-5': 'January 22nd, 2027',
    'claude-opus-4-5-20251101': 'January 22nd, 2027',
    'claude-sonnet-4-5': 'November 30th, 2026',
    'claude-sonnet-4-5-20250929': 'November 30th, 2026',
};
//# sourceMappingURL=deprecated-models.mjs.map

/***/ }),

/***/ 72596:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ MODELS_TO_WARN_WITH_THINKING_ENABLED)
/* harmony export */ });
const MODELS_TO_WARN_WITH_THINKING_ENABLED = [
    'claude-opus-4-6',
    'claude-mythos-preview',
];
//# sourceMappingURL=models-to-warn-with-thinking-enabled.mjs.map

/***/ }),

/***/ 90192:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ JSONLDecoder)
/* harmony export */ });
/* harmony import */ var _core_error_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25064);
/* harmony import */ var _shims_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(93150);
/* harmony import */ var _line_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(72496);



var JSONLDecoder = /* @__PURE__ */ (() => {
    class JSONLDecoder {
        constructor(iterator, controller, 
        // Node's fetch cancels an unread body once its response is garbage collected, so we hold a reference.
        response) {
            this.iterator = iterator;
            this.response = response;
            this.controller = controller;
        }
        async *decoder() {
            const iterator = this.iterator;
            if (!iterator) {
                throw new _core_error_mjs__WEBPACK_IMPORTED_MODULE_0__.AnthropicError('Cannot iterate over a consumed stream.');
            }
            // Lets the iterator be collected with this generator, even if the decoder is still held.
            this.iterator = undefined;
            const lineDecoder = new _line_mjs__WEBPACK_IMPORTED_MODULE_1__/* .LineDecoder */ .h();
            for await (const chunk of iterator) {
                for (const line of lineDecoder.decode(chunk)) {
                    yield JSON.parse(line);
                }
            }
            for (const line of lineDecoder.flush()) {
                yield JSON.parse(line);
            }
        }
        [Symbol.asyncIterator]() {
            return this.decoder();
        }
        static fromResponse(response, controller) {
            if (!response.body) {
                controller.abort();
                if (typeof globalThis.navigator !== 'undefined' &&
                    globalThis.navigator.product === 'ReactNative') {
                    throw new _core_error_mjs__WEBPACK_IMPORTED_MODULE_0__.AnthropicError(`The default react-native fetch implementation does not support streaming. Please use expo/fetch: https://docs.expo.dev/versions/latest/sdk/expo/#expofetch-api`);
                }
                throw new _core_error_mjs__WEBPACK_IMPORTED_MODULE_0__.AnthropicError(`Attempted to iterate over a response with no body`);
            }
            return new JSONLDecoder((0,_shims_mjs__WEBPACK_IMPORTED_MODULE_2__/* .ReadableStreamToAsyncIterable */ .ss)(response.body), controller, response);
        }
    }
    return JSONLDecoder;
})();
//# sourceMappingURL=jsonl.mjs.map

/***/ }),

/***/ 72496:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ LineDecoder)
/* harmony export */ });
/* unused harmony export findDoubleNewlineIndex */
/* harmony import */ var _tslib_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33364);
/* harmony import */ var _utils_bytes_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(19083);
var _LineDecoder_buffer, _LineDecoder_carriageReturnIndex;


/**
 * A re-implementation of httpx's `LineDecoder` in Python that handles incrementally
 * reading lines from text.
 *
 * https://github.com/encode/httpx/blob/920333ea98118e9cf617f246905d7b202510941c/httpx/_decoders.py#L258
 */
var LineDecoder = /* @__PURE__ */ (() => {
    /**
     * A re-implementation of httpx's `LineDecoder` in Python that handles incrementally
     * reading lines from text.
     *
     * https://github.com/encode/httpx/blob/920333ea98118e9cf617f246905d7b202510941c/httpx/_decoders.py#L258
     */
    class LineDecoder {
        constructor() {
            _LineDecoder_buffer.set(this, void 0);
            _LineDecoder_carriageReturnIndex.set(this, void 0);
            (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _LineDecoder_buffer, new Uint8Array(), "f");
            (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _LineDecoder_carriageReturnIndex, null, "f");
        }
        decode(chunk) {
            if (chunk == null) {
                return [];
            }
            const binaryChunk = chunk instanceof ArrayBuffer ? new Uint8Array(chunk)
                : typeof chunk === 'string' ? (0,_utils_bytes_mjs__WEBPACK_IMPORTED_MODULE_1__/* .encodeUTF8 */ .YH)(chunk)
                    : chunk;
            (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _LineDecoder_buffer, (0,_utils_bytes_mjs__WEBPACK_IMPORTED_MODULE_1__/* .concatBytes */ .Id)([(0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_buffer, "f"), binaryChunk]), "f");
            const lines = [];
            let patternIndex;
            while ((patternIndex = findNewlineIndex((0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_buffer, "f"), (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_carriageReturnIndex, "f"))) != null) {
                if (patternIndex.carriage && (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_carriageReturnIndex, "f") == null) {
                    // skip until we either get a corresponding `\n`, a new `\r` or nothing
                    (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _LineDecoder_carriageReturnIndex, patternIndex.index, "f");
                    continue;
                }
                // we got double \r or \rtext\n
                if ((0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_carriageReturnIndex, "f") != null &&
                    (patternIndex.index !== (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_carriageReturnIndex, "f") + 1 || patternIndex.carriage)) {
                    lines.push((0,_utils_bytes_mjs__WEBPACK_IMPORTED_MODULE_1__/* .decodeUTF8 */ .CE)((0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_buffer, "f").subarray(0, (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_carriageReturnIndex, "f") - 1)));
                    (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _LineDecoder_buffer, (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_buffer, "f").subarray((0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_carriageReturnIndex, "f")), "f");
                    (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _LineDecoder_carriageReturnIndex, null, "f");
                    continue;
                }
                const endIndex = (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_carriageReturnIndex, "f") !== null ? patternIndex.preceding - 1 : patternIndex.preceding;
                const line = (0,_utils_bytes_mjs__WEBPACK_IMPORTED_MODULE_1__/* .decodeUTF8 */ .CE)((0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_buffer, "f").subarray(0, endIndex));
                lines.push(line);
                (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _LineDecoder_buffer, (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_buffer, "f").subarray(patternIndex.index), "f");
                (0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldSet */ .G)(this, _LineDecoder_carriageReturnIndex, null, "f");
            }
            return lines;
        }
        flush() {
            if (!(0,_tslib_mjs__WEBPACK_IMPORTED_MODULE_0__/* .__classPrivateFieldGet */ .g)(this, _LineDecoder_buffer, "f").length) {
                return [];
            }
            return this.decode('\n');
        }
    }
    _LineDecoder_buffer = new WeakMap(), _LineDecoder_carriageReturnIndex = new WeakMap();
    // prettier-ignore
    LineDecoder.NEWLINE_CHARS = new Set(['\n', '\r']);
    LineDecoder.NEWLINE_REGEXP = /\r\n|[\n\r]/g;
    return LineDecoder;
})();
/**
 * This function searches the buffer for the end patterns, (\r or \n)
 * and returns an object with the index preceding the matched newline and the
 * index after the newline char. `null` is returned if no new line is found.
 *
 * ```ts
 * findNewLineIndex('abc\ndef') -> { preceding: 2, index: 3 }
 * ```
 */
function findNewlineIndex(buffer, startIndex) {
    const newline = 0x0a; // \n
    const carriage = 0x0d; // \r
    for (let i = startIndex ?? 0; i < buffer.length; i++) {
        if (buffer[i] === newline) {
            return { preceding: i, index: i + 1, carriage: false };
        }
        if (buffer[i] === carriage) {
            return { preceding: i, index: i + 1, carriage: true };
        }
    }
    return null;
}
function findDoubleNewlineIndex(buffer) {
    // This function searches the buffer for the end patterns (\r\r, \n\n, \r\n\r\n)
    // and returns the index right after the first occurrence of any pattern,
    // or -1 if none of the patterns are found.
    const newline = 0x0a; // \n
    const carriage = 0x0d; // \r
    for (let i = 0; i < buffer.length - 1; i++) {
        if (buffer[i] === newline && buffer[i + 1] === newline) {
            // \n\n
            return i + 2;
        }
        if (buffer[i] === carriage && buffer[i + 1] === carriage) {
            // \r\r
            return i + 2;
        }
        if (buffer[i] === carriage &&
            buffer[i + 1] === newline &&
            i + 3 < buffer.length &&
            buffer[i + 2] === carriage &&
            buffer[i + 3] === newline) {
            // \r\n\r\n
            return i + 4;
        }
    }
    return -1;
}
//# sourceMappingURL=line.mjs.map

/***/ }),

/***/ 33546:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DN: () => (/* binding */ appendHeaderValue),
/* harmony export */   db: () => (/* binding */ buildHeaders)
/* harmony export */ });
/* unused harmony exports APPEND_HEADERS, isEmptyHeaders */
/* harmony import */ var _utils_values_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69296);

const brand_privateNullableHeaders = Symbol.for('brand.privateNullableHeaders');
function* iterateHeaders(headers) {
    if (!headers)
        return;
    if (brand_privateNullableHeaders in headers) {
        const { values, nulls } = headers;
        yield* values.entries();
        for (const name of nulls) {
            yield [name, null];
        }
        return;
    }
    let shouldClear = false;
    let iter;
    if (headers instanceof Headers) {
        iter = headers.entries();
    }
    else if ((0,_utils_values_mjs__WEBPACK_IMPORTED_MODULE_0__/* .isReadonlyArray */ .MH)(headers)) {
        iter = headers;
    }
    else {
        shouldClear = true;
        iter = Object.entries(headers ?? {});
    }
    for (let row of iter) {
        const name = row[0];
        if (typeof name !== 'string')
            throw new TypeError('expected header name to be a string');
        const values = (0,_utils_values_mjs__WEBPACK_IMPORTED_MODULE_0__/* .isReadonlyArray */ .MH)(row[1]) ? row[1] : [row[1]];
        let didClear = false;
        for (const value of values) {
            if (value === undefined)
                continue;
            // Objects keys always overwrite older headers, they never append.
            // Yield the clear sentinel before adding the new values, so the
            // consumer can tell this synthetic "clear-before-set" apart from a
            // user's explicit `null` (= remove).
            if (shouldClear && !didClear) {
                didClear = true;
                yield [name, clearSentinel];
            }
            yield [name, value];
        }
    }
}
/** Distinguishes iterateHeaders' synthetic clear-before-set from a user `null`. */
const clearSentinel = Symbol('clear');
/**
 * Headers whose values accumulate across {@link buildHeaders} sources instead
 * of the later source's value replacing the earlier one. Values are
 * comma-appended (deduplicated, order-preserving) into a single header line.
 */
const APPEND_HEADERS = new Set(['x-stainless-helper']);
const appendHeaderValue = (existing, addition) => {
    const tokens = existing ?
        existing
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean)
        : [];
    for (const tok of addition.split(',').map((t) => t.trim())) {
        if (tok && !tokens.includes(tok))
            tokens.push(tok);
    }
    return tokens.join(', ');
};
const buildHeaders = (newHeaders) => {
    const targetHeaders = new Headers();
    const nullHeaders = new Set();
    for (const headers of newHeaders) {
        const seenHeaders = new Set();
        for (const [name, value] of iterateHeaders(headers)) {
            const lowerName = name.toLowerCase();
            if (APPEND_HEADERS.has(lowerName)) {
                // Accumulating headers ignore the synthetic clear-before-set; an
                // explicit `null` (any source shape) is honored as removal.
                if (value === clearSentinel)
                    continue;
                if (value === null) {
                    targetHeaders.delete(name);
                    nullHeaders.add(lowerName);
                }
                else {
                    targetHeaders.set(name, appendHeaderValue(targetHeaders.get(name), value));
                    nullHeaders.delete(lowerName);
                }
                continue;
            }
            if (value === clearSentinel || !seenHeaders.has(lowerName)) {
                targetHeaders.delete(name);
                seenHeaders.add(lowerName);
                if (value === clearSentinel)
                    continue;
            }
            if (value === null) {
                targetHeaders.delete(name);
                nullHeaders.add(lowerName);
            }
            else {
                targetHeaders.append(name, value);
                nullHeaders.delete(lowerName);
            }
        }
    }
    return { [brand_privateNullableHeaders]: true, values: targetHeaders, nulls: nullHeaders };
};
const isEmptyHeaders = (headers) => {
    for (const _ of iterateHeaders(headers))
        return false;
    return true;
};
//# sourceMappingURL=headers.mjs.map

/***/ }),

/***/ 67519:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  P: () => (/* binding */ JSON_BUF_PROPERTY),
  p: () => (/* binding */ withLazyInput)
});

;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/_vendor/partial-json-parser/parser.mjs
// Completes truncated JSON (drops a partial trailing token, closes open brackets) for
// JSON.parse. Input that contains anything other than truncated JSON \u2014 an unknown word
// or character outside a string, a mismatched or unopened closing bracket \u2014 is handed
// to JSON.parse unchanged so that it still throws rather than being repaired.
const LITERALS = ['true', 'false', 'null'];
const isWhitespace = (char) => char === ' ' || char === '\t' || char === '\n' || char === '\r', 
// a literal cut off by the end of the text, e.g. `nul`
isTruncatedLiteral = (word, rest) => LITERALS.some((literal) => literal !== word && literal.startsWith(word)) && [...rest].every(isWhitespace), 
// null when the input holds anything other than JSON tokens and whitespace outside its strings
tokenize = (input) => {
    let current = 0;
    let tokens = [];
    while (current < input.length) {
        let char = input[current];
        if (char === '{') {
            tokens.push({
                type: 'brace',
                value: '{',
            });
            current++;
            continue;
        }
        if (char === '}') {
            tokens.push({
                type: 'brace',
                value: '}',
            });
            current++;
            continue;
        }
        if (char === '[') {
            tokens.push({
                type: 'paren',
                value: '[',
            });
            current++;
            continue;
        }
        if (char === ']') {
            tokens.push({
                type: 'paren',
                value: ']',
            });
            current++;
            continue;
        }
        if (char === ':') {
            tokens.push({
                type: 'separator',
                value: ':',
            });
            current++;
            continue;
        }
        if (char === ',') {
            tokens.push({
                type: 'delimiter',
                value: ',',
            });
            current++;
            continue;
        }
        if (char === '"') {
            // a `"` closes the string only after an even number of backslashes; escapes are kept verbatim
            const start = current + 1;
            let end = start;
            let danglingQuote = false;
            while (true) {
                end = input.indexOf('"', end);
                if (end === -1) {
                    danglingQuote = true;
                    break;
                }
                let backslashes = 0;
                let i = end - 1;
                while (i >= start && input[i] === '\\') {
                    backslashes++;
                    i--;
                }
                if (backslashes % 2 === 0)
                    break;
                end++;
            }
            if (danglingQuote) {
                current = input.length;
            }
            else {
                tokens.push({
                    type: 'string',
                    value: input.slice(start, end),
                });
                current = end + 1;
            }
            continue;
        }
        if (isWhitespace(char)) {
            current++;
            continue;
        }
        let NUMBERS = /[0-9]/;
        if ((char && NUMBERS.test(char)) || char === '-' || char === '.') {
            let value = '';
            if (char === '-') {
                value += char;
                char = input[++current];
            }
            while (char &&
                (NUMBERS.test(char) ||
                    char === '.' ||
                    // exponent marker, e.g. `1e10` or `1.5E-9`
                    char === 'e' ||
                    char === 'E' ||
                    // exponent sign, only valid immediately after the exponent marker
                    ((char === '-' || char === '+') &&
                        (value[value.length - 1] === 'e' || value[value.length - 1] === 'E')))) {
                value += char;
                char = input[++current];
            }
            tokens.push({
                type: 'number',
                value,
                unterminated: current === input.length,
            });
            continue;
        }
        let LETTERS = /[a-z]/i;
        if (char && LETTERS.test(char)) {
            let value = '';
            while (char && LETTERS.test(char)) {
                if (current === input.length) {
                    break;
                }
                value += char;
                char = input[++current];
            }
            if (LITERALS.includes(value)) {
                tokens.push({
                    type: 'name',
                    value,
                });
            }
            else if (!isTruncatedLiteral(value, input.slice(current))) {
                return null;
            }
            continue;
        }
        return null;
    }
    return tokens;
}, strip = (tokens) => {
    let open = [];
    for (const token of tokens) {
        if (token.type === 'brace' || token.type === 'paren') {
            if (token.value === '{' || token.value === '[') {
                open.push(token.value);
            }
            else {
                open.pop();
            }
        }
    }
    // brackets are never stripped, so this holds for every token looked at below
    let innermostOpenBracket = open[open.length - 1];
    let length = tokens.length;
    let JSON_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?$/;
    while (length > 0) {
        let lastToken = tokens[length - 1];
        switch (lastToken.type) {
            case 'separator':
                length--;
                continue;
            case 'number':
                // more digits may follow a number that runs to the end of the input, and one that
                // something else cuts short, e.g. `1.` or `1e-`, will never be a number
                if (lastToken.unterminated || !JSON_NUMBER.test(lastToken.value)) {
                    length--;
                    continue;
                }
                break;
            case 'string':
                // in an object this is a key without a value yet, in an array it is a complete item
                let tokenBeforeTheLastToken = tokens[length - 2];
                if (innermostOpenBracket === '{' &&
                    (tokenBeforeTheLastToken?.type === 'delimiter' ||
                        (tokenBeforeTheLastToken?.type === 'brace' && tokenBeforeTheLastToken.value === '{'))) {
                    length--;
                    continue;
                }
                break;
            case 'delimiter':
                // whatever precedes a comma is complete
                length--;
                break;
        }
        break;
    }
    return tokens.slice(0, length);
}, 
// null when a closer does not match the innermost open bracket
unstrip = (tokens) => {
    let tail = [];
    for (const token of tokens) {
        if (token.type !== 'brace' && token.type !== 'paren') {
            continue;
        }
        if (token.value === '{') {
            tail.push('}');
        }
        else if (token.value === '[') {
            tail.push(']');
        }
        else if (tail.pop() !== token.value) {
            return null;
        }
    }
    if (tail.length > 0) {
        tail.reverse().map((item) => {
            if (item === '}') {
                tokens.push({
                    type: 'brace',
                    value: '}',
                });
            }
            else if (item === ']') {
                tokens.push({
                    type: 'paren',
                    value: ']',
                });
            }
        });
    }
    return tokens;
}, isScalar = (token) => token?.type === 'string' || token?.type === 'number' || token?.type === 'name', generate = (tokens) => {
    let output = '';
    tokens.map((token, index) => {
        // keep adjacent scalars apart so malformed input like `12 3` still fails the strict parse
        if (isScalar(tokens[index - 1]) && isScalar(token)) {
            output += ' ';
        }
        switch (token.type) {
            case 'string':
                output += '"' + token.value + '"';
                break;
            default:
                output += token.value;
                break;
        }
    });
    return output;
}, partialParse = (input) => {
    const tokens = tokenize(input);
    const completed = tokens && unstrip(strip(tokens));
    return JSON.parse(completed ? generate(completed) : input);
};

//# sourceMappingURL=parser.mjs.map
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/internal/message-stream-utils.mjs

const JSON_BUF_PROPERTY = '__json_buf';
/**
 * Copies a tool-use block with an updated `__json_buf`, installing `.input` as
 * a memoized getter so the partial-JSON parse happens on first read instead of
 * on every delta.
 */
function withLazyInput(prev, jsonBuf) {
    const next = {};
    for (const key of Object.keys(prev)) {
        if (key !== 'input')
            next[key] = prev[key];
    }
    Object.defineProperty(next, JSON_BUF_PROPERTY, { value: jsonBuf, enumerable: false, writable: true });
    let input;
    let parsed = false;
    Object.defineProperty(next, 'input', {
        enumerable: true,
        configurable: true,
        get() {
            if (!parsed) {
                input = jsonBuf ? partialParse(jsonBuf) : {};
                parsed = true;
            }
            return input;
        },
    });
    return next;
}
//# sourceMappingURL=message-stream-utils.mjs.map

/***/ }),

/***/ 14981:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ addResponseIDs),
/* harmony export */   c: () => (/* binding */ defaultParseResponse)
/* harmony export */ });
/* harmony import */ var _core_streaming_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6922);
/* harmony import */ var _utils_log_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(37412);
/* harmony import */ var _request_signal_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78392);



async function defaultParseResponse(client, props) {
    const { response, requestLogID, retryOfRequestLogID, startTime } = props;
    const body = await (async () => {
        if (props.options.stream) {
            (0,_utils_log_mjs__WEBPACK_IMPORTED_MODULE_0__/* .loggerFor */ .WG)(client).debug('response', response.status, response.url, response.headers, response.body);
            // Note: there is an invariant here that isn't represented in the type system
            // that if you set `stream: true` the response type must also be `Stream<T>`
            return _core_streaming_mjs__WEBPACK_IMPORTED_MODULE_1__/* .Stream */ .Z.fromSSEResponse(response, props.controller, client);
        }
        // fetch refuses to read the body when the status code is 204.
        if (response.status === 204) {
            return null;
        }
        if (props.options.__binaryResponse) {
            return response;
        }
        const contentType = response.headers.get('content-type');
        const mediaType = contentType?.split(';')[0]?.trim();
        const isJSON = mediaType?.includes('application/json') || mediaType?.endsWith('+json');
        if (isJSON) {
            const contentLength = response.headers.get('content-length');
            if (contentLength === '0') {
                // if there is no content we can't do anything
                return undefined;
            }
            const json = await response.json();
            return addResponseIDs(json, response);
        }
        const text = await response.text();
        return text;
    })().finally(() => {
        // The body is settled (or parsing threw), so the caller-signal abort
        // listener has nothing left to cancel. Streams release in their own
        // teardown; a raw Response (`__binaryResponse`) keeps the listener so
        // aborting an in-flight download still works.
        if (!props.options.stream && !props.options.__binaryResponse) {
            (0,_request_signal_mjs__WEBPACK_IMPORTED_MODULE_2__/* .releaseRequestSignal */ .TI)(props.controller);
        }
    });
    (0,_utils_log_mjs__WEBPACK_IMPORTED_MODULE_0__/* .debugLogRequestDetails */ .dF)((0,_utils_log_mjs__WEBPACK_IMPORTED_MODULE_0__/* .loggerFor */ .WG)(client), `[${requestLogID}] response parsed`, {
        retryOfRequestLogID,
        url: response.url,
        status: response.status,
        body,
        durationMs: Date.now() - startTime,
    });
    return body;
}
function addResponseIDs(value, response) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
        return value;
    }
    return Object.defineProperties(value, {
        _request_id: { value: response.headers.get('request-id'), enumerable: false },
        _workspace_id: { value: response.headers.get('anthropic-workspace-id'), enumerable: false },
    });
}
//# sourceMappingURL=parse.mjs.map

/***/ }),

/***/ 78392:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TI: () => (/* binding */ releaseRequestSignal),
/* harmony export */   dY: () => (/* binding */ armAbandonmentBackstop),
/* harmony export */   xx: () => (/* binding */ registerRequestSignalCleanup)
/* harmony export */ });
/**
 * Tracks the removal of the per-request abort listener that
 * `fetchWithTimeout` attaches to a caller-provided signal, so the listener's
 * lifetime matches the request instead of the signal.
 *
 * Without removal, a long-lived signal (e.g. one AbortController reused for
 * a whole session) accumulates one `{ once: true }` listener plus its bound
 * AbortController per HTTP attempt until the signal fires or is collected,
 * and Node warns at the 11th listener. The listener must survive until the
 * response body is settled - removing it when fetch resolves (headers) would
 * break aborting an in-flight body read - so the code that finishes the body
 * (response parsing, stream teardown, retry/error handling) calls
 * `releaseRequestSignal` with the request's controller.
 */
const cleanups = new WeakMap();
const registry = typeof globalThis.FinalizationRegistry === 'function' ?
    new globalThis.FinalizationRegistry((controller) => releaseRequestSignal(controller))
    : null;
// Module-scope factory so the cleanup closure captures exactly the signal and
// the listener - built at the `fetchWithTimeout` call site it would share that
// scope's context and retain the request body for as long as the cleanup is
// held (same reason `_makeAbort` exists in client.ts).
function makeCleanup(signal, listener) {
    return () => signal.removeEventListener('abort', listener);
}
function registerRequestSignalCleanup(controller, signal, listener) {
    cleanups.set(controller, makeCleanup(signal, listener));
}
// The registered target is the response BODY, not the Response: a caller can
// keep a reader on the body and drop the Response wrapper (`.asResponse()`),
// and the listener must survive for as long as anything can still read - the
// body is what a live read keeps alive.
function armAbandonmentBackstop(body, controller) {
    if (cleanups.has(controller))
        registry?.register(body, controller, controller);
}
function releaseRequestSignal(controller) {
    const cleanup = cleanups.get(controller);
    if (cleanup) {
        cleanups.delete(controller);
        registry?.unregister(controller);
        cleanup();
    }
}
//# sourceMappingURL=request-signal.mjs.map

/***/ }),

/***/ 93150:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dk: () => (/* binding */ CancelReadableStream),
/* harmony export */   VG: () => (/* binding */ ReadableStreamFrom),
/* harmony export */   VT: () => (/* binding */ makeReadableStream),
/* harmony export */   We: () => (/* binding */ getDefaultFetch),
/* harmony export */   ss: () => (/* binding */ ReadableStreamToAsyncIterable)
/* harmony export */ });
function getDefaultFetch() {
    if (typeof fetch !== 'undefined') {
        return fetch;
    }
    throw new Error('`fetch` is not defined as a global; Either pass `fetch` to the client, `new Anthropic({ fetch })` or polyfill the global, `globalThis.fetch = fetch`');
}
function makeReadableStream(...args) {
    const ReadableStream = globalThis.ReadableStream;
    if (typeof ReadableStream === 'undefined') {
        // Note: All of the platforms / runtimes we officially support already define
        // `ReadableStream` as a global, so this should only ever be hit on unsupported runtimes.
        throw new Error('`ReadableStream` is not defined as a global; You will need to polyfill it, `globalThis.ReadableStream = ReadableStream`');
    }
    return new ReadableStream(...args);
}
function ReadableStreamFrom(iterable) {
    let iter = Symbol.asyncIterator in iterable ? iterable[Symbol.asyncIterator]() : iterable[Symbol.iterator]();
    return makeReadableStream({
        start() { },
        async pull(controller) {
            const { done, value } = await iter.next();
            if (done) {
                controller.close();
            }
            else {
                controller.enqueue(value);
            }
        },
        async cancel() {
            await iter.return?.();
        },
    });
}
/**
 * Most browsers don't yet have async iterable support for ReadableStream,
 * and Node has a very different way of reading bytes from its "ReadableStream".
 *
 * This polyfill was pulled from https://github.com/MattiasBuelens/web-streams-polyfill/pull/122#issuecomment-1627354490
 */
function readableStreamIterator(stream) {
    if (stream[Symbol.asyncIterator])
        return stream[Symbol.asyncIterator]();
    const reader = stream.getReader();
    return {
        async next() {
            try {
                const result = await reader.read();
                if (result?.done)
                    reader.releaseLock(); // release lock when stream becomes closed
                return result;
            }
            catch (e) {
                reader.releaseLock(); // release lock when stream becomes errored
                throw e;
            }
        },
        async return() {
            const cancelPromise = reader.cancel();
            reader.releaseLock();
            await cancelPromise;
            return { done: true, value: undefined };
        },
    };
}
// Cancels a stream whose reader was garbage collected before it finished. The reader's lock keeps
// anything else from reading or cancelling the stream, so it would hold on to its connection.
const droppedReaders = typeof FinalizationRegistry === 'undefined' ? undefined : (
/* @__PURE__ */ new FinalizationRegistry(async (iter) => {
    try {
        await iter.return?.();
    }
    catch {
        // The stream has already failed, e.g. because the request was aborted.
    }
}));
async function* ReadableStreamToAsyncIterable(stream) {
    const iter = readableStreamIterator(stream);
    // Only this generator refers to `reader`, so it's collected once nothing can resume the generator.
    const reader = {};
    droppedReaders?.register(reader, iter, reader);
    try {
        for await (const chunk of { [Symbol.asyncIterator]: () => iter })
            yield chunk;
    }
    finally {
        droppedReaders?.unregister(reader);
    }
}
/**
 * Cancels a ReadableStream we don't need to consume.
 * See https://undici.nodejs.org/#/?id=garbage-collection
 */
async function CancelReadableStream(stream) {
    if (stream === null || typeof stream !== 'object')
        return;
    if (stream[Symbol.asyncIterator]) {
        await stream[Symbol.asyncIterator]().return?.();
        return;
    }
    const reader = stream.getReader();
    const cancelPromise = reader.cancel();
    reader.releaseLock();
    await cancelPromise;
}
//# sourceMappingURL=shims.mjs.map

/***/ }),

/***/ 63937:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G$: () => (/* binding */ stainlessHelperHeader),
/* harmony export */   J8: () => (/* binding */ wasCreatedByStainlessHelper),
/* harmony export */   cZ: () => (/* binding */ stainlessHelperHeaderFromFile),
/* harmony export */   iA: () => (/* binding */ STAINLESS_HELPER_HEADER),
/* harmony export */   uq: () => (/* binding */ STAINLESS_HELPER_METHOD_HEADER),
/* harmony export */   vF: () => (/* binding */ SDK_HELPER_SYMBOL),
/* harmony export */   wd: () => (/* binding */ helperHeader),
/* harmony export */   yu: () => (/* binding */ collectStainlessHelpers)
/* harmony export */ });
/**
 * Single source of truth for the `x-stainless-helper` telemetry header \u2014 the
 * key, the closed value vocabulary, and per-object helper tagging. The
 * append-don't-clobber merge for the header itself lives in
 * {@link import('../internal/headers').buildHeaders} via `APPEND_HEADERS`.
 */
/**
 * Telemetry header naming the SDK helper(s) a request came from. Always this
 * lowercase form; `buildHeaders` matches it case-insensitively for its append
 * semantics, but a single canonical casing keeps every call site greppable.
 */
const STAINLESS_HELPER_HEADER = 'x-stainless-helper';
/** Telemetry header naming the SDK method (e.g. `stream`) in use. */
const STAINLESS_HELPER_METHOD_HEADER = 'x-stainless-helper-method';
/**
 * The `{ 'x-stainless-helper': value }` header dict, for passing into
 * `buildHeaders` (which comma-appends `x-stainless-helper` across sources)
 * or as `defaultHeaders`/per-request `headers`.
 */
function helperHeader(value) {
    return { [STAINLESS_HELPER_HEADER]: value };
}
/**
 * Symbol used to mark objects created by SDK helpers for tracking.
 * The value is the helper name (e.g., 'mcpTool', 'betaZodTool').
 */
const SDK_HELPER_SYMBOL = Symbol('anthropic.sdk.stainlessHelper');
function wasCreatedByStainlessHelper(value) {
    return typeof value === 'object' && value !== null && SDK_HELPER_SYMBOL in value;
}
/**
 * Collects helper names from tools and messages arrays, including tools that a
 * `tool_addition` block in a message defines by value.
 * Returns a deduplicated array of helper names found.
 */
function collectStainlessHelpers(tools, messages) {
    const helpers = new Set();
    // Collect from tools
    if (tools) {
        for (const tool of tools) {
            if (wasCreatedByStainlessHelper(tool)) {
                helpers.add(tool[SDK_HELPER_SYMBOL]);
            }
        }
    }
    // Collect from messages and their content blocks
    if (messages) {
        for (const message of messages) {
            if (wasCreatedByStainlessHelper(message)) {
                helpers.add(message[SDK_HELPER_SYMBOL]);
            }
            const content = message.content;
            if (Array.isArray(content)) {
                for (const block of content) {
                    if (wasCreatedByStainlessHelper(block)) {
                        helpers.add(block[SDK_HELPER_SYMBOL]);
                    }
                    const definition = block?.tool?.definition;
                    if (wasCreatedByStainlessHelper(definition)) {
                        helpers.add(definition[SDK_HELPER_SYMBOL]);
                    }
                }
            }
        }
    }
    return Array.from(helpers);
}
/**
 * Builds x-stainless-helper header value from tools and messages.
 * Returns an empty object if no helpers are found.
 */
function stainlessHelperHeader(tools, messages) {
    const helpers = collectStainlessHelpers(tools, messages);
    if (helpers.length === 0)
        return {};
    return { [STAINLESS_HELPER_HEADER]: helpers.join(', ') };
}
/**
 * Builds x-stainless-helper header value from a file object.
 * Returns an empty object if the file is not marked with a helper.
 */
function stainlessHelperHeaderFromFile(file) {
    if (wasCreatedByStainlessHelper(file)) {
        return { [STAINLESS_HELPER_HEADER]: file[SDK_HELPER_SYMBOL] };
    }
    return {};
}
//# sourceMappingURL=stainless-helper-header.mjs.map

/***/ }),

/***/ 59098:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EK: () => (/* binding */ getTracer),
/* harmony export */   FS: () => (/* binding */ startApiCallSpan),
/* harmony export */   GW: () => (/* binding */ ATTR_GEN_AI_CONVERSATION_ID),
/* harmony export */   KC: () => (/* binding */ endApiCallSpanWhenStreamEnds),
/* harmony export */   M5: () => (/* binding */ guardTracing),
/* harmony export */   OR: () => (/* binding */ ATTR_HTTP_RESPONSE_STATUS_CODE),
/* harmony export */   PJ: () => (/* binding */ setResponseAttributes),
/* harmony export */   Rc: () => (/* binding */ setErrorStatus),
/* harmony export */   U7: () => (/* binding */ ATTR_GEN_AI_PROVIDER_NAME),
/* harmony export */   em: () => (/* binding */ setResponseHeaderAttributes),
/* harmony export */   fh: () => (/* binding */ recordAttempt),
/* harmony export */   jE: () => (/* binding */ observeStream),
/* harmony export */   mx: () => (/* binding */ endApiCallSpan),
/* harmony export */   nf: () => (/* binding */ injectTraceHeaders),
/* harmony export */   o7: () => (/* binding */ setCreatedIDAttribute),
/* harmony export */   qw: () => (/* binding */ resolveOpenTelemetryOptions),
/* harmony export */   tx: () => (/* binding */ SPAN_ATTRIBUTES)
/* harmony export */ });
/* unused harmony exports ATTR_ERROR_TYPE, ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_REQUEST_RESEND_COUNT, ATTR_HTTP_ROUTE, ATTR_SERVER_ADDRESS, ATTR_SERVER_PORT, ATTR_URL_FULL, ATTR_URL_PATH, ATTR_URL_QUERY, ATTR_URL_SCHEME, ATTR_ANTHROPIC_SESSION_THREAD_ID */
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8408);
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3428);
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(91213);
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(45166);
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(78921);
/* harmony import */ var _core_error_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25064);
/* harmony import */ var _core_streaming_mjs__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6922);
/* harmony import */ var _errors_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(62533);
/* harmony import */ var _headers_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(33546);
/* harmony import */ var _utils_env_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(40111);
/* harmony import */ var _utils_log_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(37412);
/**
 * OpenTelemetry tracing of the client's API calls.
 *
 * Two terms recur in this file, and wherever else the SDK documents its spans:
 *
 * - An "API call" is one invocation of an SDK method that sends a request to the API. It
 *   includes every retry, and reading the stream that the method returns. Its span, a `CLIENT`
 *   span named after the method, is the "call span".
 * - An "attempt" is one HTTP request within an API call, with its response when it receives
 *   one. An API call that the SDK retries makes several attempts. This SDK emits no span per
 *   attempt. The application's HTTP instrumentation, when it has one, emits each "attempt span"
 *   as a child of the call span.
 *
 * Each SDK method starts the call span of the API call it makes (`startApiCallSpan`) and passes it
 * down in the call's request options (`__span`), so every part of the call records on it as things
 * happen. The client sends its trace context with each attempt (`injectTraceHeaders`), unless the
 * `propagation` option is off, and ends it with the call's result: at once when the call fails or
 * the response body has been parsed (`endApiCallSpan`), or, for a streamed body, when the
 * application has read or closed the stream (`endApiCallSpanWhenStreamEnds`).
 */







const INSTRUMENTATION_SCOPE = 'com.anthropic.sdk.typescript';
// Attribute names of the OpenTelemetry semantic conventions, named as
// `@opentelemetry/semantic-conventions` names them. They are copied rather than imported: that
// package is not a dependency of this SDK.
const ATTR_ERROR_TYPE = 'error.type';
const ATTR_GEN_AI_CONVERSATION_ID = 'gen_ai.conversation.id';
const ATTR_GEN_AI_PROVIDER_NAME = 'gen_ai.provider.name';
const ATTR_HTTP_REQUEST_METHOD = 'http.request.method';
const ATTR_HTTP_REQUEST_RESEND_COUNT = 'http.request.resend_count';
const ATTR_HTTP_RESPONSE_STATUS_CODE = 'http.response.status_code';
const ATTR_HTTP_ROUTE = 'http.route';
const ATTR_SERVER_ADDRESS = 'server.address';
const ATTR_SERVER_PORT = 'server.port';
const ATTR_URL_FULL = 'url.full';
const ATTR_URL_PATH = 'url.path';
const ATTR_URL_QUERY = 'url.query';
const ATTR_URL_SCHEME = 'url.scheme';
// This API's own name, in the same style.
const ATTR_ANTHROPIC_SESSION_THREAD_ID = 'anthropic.session.thread.id';
/** The default `traces.maxContentBytes`. */
const DEFAULT_MAX_CONTENT_BYTES = 750000;
/**
 * Settles `propagation` and the `traces` field of `option`, the `openTelemetry` client option. The
 * environment variables apply only to a client that is given no option. An option that is given is
 * complete: a field that it leaves unset has the default, whatever the environment says. A content
 * mode or a size that is not valid is the default one.
 *
 * A client calls this once, when it is constructed, and keeps the result, which a
 * `withOptions()` copy without its own option takes as it is. So a later change to the environment
 * affects neither the client nor such a copy. The result is frozen.
 */
function resolveOpenTelemetryOptions(option) {
    // `false` is short for `{ traces: false }`.
    const { tracerProvider, propagation, traces } = option === false ? { traces: false } : option ?? optionFromEnv();
    const { enabled, contentMode, maxContentBytes } = typeof traces === 'boolean' ? { enabled: traces } : traces ?? {};
    return Object.freeze({
        tracerProvider,
        propagation: propagation ?? true,
        traces: Object.freeze({
            enabled: enabled ?? true,
            contentMode: contentMode === 'content' ? 'content' : 'metadata_only',
            maxContentBytes: maxContentBytes !== undefined && Number.isInteger(maxContentBytes) && maxContentBytes >= 1 ?
                maxContentBytes
                : DEFAULT_MAX_CONTENT_BYTES,
        }),
    });
}
/** What the environment variables give, for a client that is given no `openTelemetry` option. */
function optionFromEnv() {
    return {
        propagation: (0,_utils_env_mjs__WEBPACK_IMPORTED_MODULE_0__/* .readEnv */ .s)('ANTHROPIC_OPEN_TELEMETRY_PROPAGATION')?.toLowerCase() !== 'false',
        traces: {
            enabled: (0,_utils_env_mjs__WEBPACK_IMPORTED_MODULE_0__/* .readEnv */ .s)('ANTHROPIC_OPEN_TELEMETRY')?.toLowerCase() !== 'false',
            contentMode: (0,_utils_env_mjs__WEBPACK_IMPORTED_MODULE_0__/* .readEnv */ .s)('ANTHROPIC_OPEN_TELEMETRY_TRACES_CONTENT_MODE')?.toLowerCase() === 'content' ?
                'content'
                : 'metadata_only',
            // The variable holds decimal digits only: `1e3` and `0x10` are not sizes.
            maxContentBytes: Number(/^\d+$/.exec((0,_utils_env_mjs__WEBPACK_IMPORTED_MODULE_0__/* .readEnv */ .s)('ANTHROPIC_OPEN_TELEMETRY_TRACES_MAX_CONTENT_BYTES') ?? '')?.[0] ?? NaN),
        },
    };
}
/**
 * The tracer for a client with the settled `openTelemetry` option `option`, or `undefined` when
 * the client's spans are disabled.
 * `version` is the SDK's version. It is a parameter because some packages build
 * `src/internal` without `src/version.ts`. The client of another platform's package gives
 * `platform`, which the name of the tracer's scope then ends with, and that package's `version`.
 */
function getTracer(option, version, platform) {
    if (!option.traces.enabled) {
        return undefined;
    }
    const scope = platform !== undefined ? `${INSTRUMENTATION_SCOPE}.${platform}` : INSTRUMENTATION_SCOPE;
    return (option.tracerProvider ?? _opentelemetry_api__WEBPACK_IMPORTED_MODULE_1__/* .trace */ .u.getTracerProvider()).getTracer(scope, version);
}
/**
 * Runs `step`, a step of tracing that calls the application's OpenTelemetry code: its tracer
 * provider, sampler, span processors or propagator. A failure of telemetry never fails an API call,
 * so what `step` throws goes to the logger of `client`, when there is one, and the result is then
 * `undefined`: the SDK goes on as if tracing were off for that step.
 */
function guardTracing(client, step) {
    try {
        return step();
    }
    catch (problem) {
        if (client) {
            (0,_utils_log_mjs__WEBPACK_IMPORTED_MODULE_2__/* .loggerFor */ .WG)(client).debug('could not record telemetry', problem);
        }
        return undefined;
    }
}
/**
 * Starts the call span of the API call that an SDK method of `client` is about to make with
 * `options`, as a child of the current span. `name` is the span's name, and `settings` is what
 * else the method says of the call. The method passes the result down in the call's request
 * options, as `__span`.
 *
 * When `options` already has a span, that span is the result: a helper that calls an SDK method
 * starts the span itself, to record on it, and the method's API call uses that span instead of
 * starting another.
 *
 * Returns `undefined` when the client's spans are disabled, when the span failed to start
 * ({@link guardTracing}), or when the span neither records nor propagates a trace context: such a
 * span has no effect, so the API call runs as if tracing were off. With `propagation` off, a span
 * with a valid context counts as propagating: it is the active span during the attempts, which the
 * application's HTTP instrumentation continues.
 */
function startApiCallSpan(client, name, options, settings) {
    if (options?.__span) {
        return options.__span;
    }
    const tracer = client._tracer;
    if (!tracer) {
        return undefined;
    }
    return guardTracing(client, () => {
        const startTime = Date.now();
        // A Session thread is a conversation, so its ID in the path stands in for one the application
        // did not give.
        const threadID = settings?.attributes?.[ATTR_ANTHROPIC_SESSION_THREAD_ID];
        const conversationId = options?.openTelemetry?.conversationId ?? (typeof threadID === 'string' ? threadID : undefined);
        const span = tracer.startSpan(name, {
            kind: _opentelemetry_api__WEBPACK_IMPORTED_MODULE_3__/* .SpanKind */ .v.CLIENT,
            // On the span from its start, with what the method gives, for a sampler to decide on.
            attributes: {
                [ATTR_GEN_AI_PROVIDER_NAME]: client._genAIProviderName,
                ...serverAttributes(client.baseURL),
                ...(conversationId != null ? { [ATTR_GEN_AI_CONVERSATION_ID]: conversationId } : undefined),
                ...(settings?.route != null ? { [ATTR_HTTP_ROUTE]: settings.route } : undefined),
                ...requestAttributes(client, name, settings?.request),
                ...settings?.attributes,
            },
        });
        if (!span.isRecording() &&
            !(client.openTelemetry.propagation ?
                Object.keys(injectContext(span)).length > 0
                : _opentelemetry_api__WEBPACK_IMPORTED_MODULE_1__/* .trace */ .u.isSpanContextValid(span.spanContext()))) {
            return undefined;
        }
        const { request: _, ...kept } = settings ?? {};
        return { ...kept, span, name, startTime };
    });
}
/**
 * Sets on `call`, the call span of an API call whose method creates one object, the ID of that
 * object from `data`, the call's parsed response: its `id`, or the field that the method named.
 * Does nothing for any other call, or when `data` has no string there.
 */
function setCreatedIDAttribute(call, data) {
    if (call.createdIDAttribute === undefined || typeof data !== 'object' || data === null) {
        return;
    }
    const id = data[call.createdIDField ?? 'id'];
    if (typeof id === 'string') {
        call.span.setAttribute(call.createdIDAttribute, id);
    }
}
/**
 * The attributes of the call spans, by span name.
 */
const SPAN_ATTRIBUTES = {
    'anthropic.messages.create': {
        constants: { 'gen_ai.operation.name': 'chat' },
        request: [
            ['gen_ai.request.model', ['model'], 'string'],
            ['gen_ai.request.max_tokens', ['max_tokens'], 'integer'],
            ['gen_ai.request.reasoning.level', ['output_config', 'effort'], 'string'],
            ['anthropic.request.service_tier', ['service_tier'], 'string'],
            ['anthropic.thinking.type', ['thinking', 'type'], 'string'],
            ['anthropic.thinking.budget_tokens', ['thinking', 'budget_tokens'], 'integer'],
        ],
        requestHeaders: [['anthropic.beta', 'anthropic-beta', { array: 'string' }]],
        stream: 'gen_ai.request.stream',
        response: [
            ['gen_ai.response.id', ['id'], 'string'],
            ['gen_ai.response.model', ['model'], 'string'],
            ['gen_ai.usage.cache_write.input_tokens', ['usage', 'cache_creation_input_tokens'], 'integer'],
            ['gen_ai.usage.cache_read.input_tokens', ['usage', 'cache_read_input_tokens'], 'integer'],
            [
                'anthropic.usage.cache_creation.ephemeral_5m_input_tokens',
                ['usage', 'cache_creation', 'ephemeral_5m_input_tokens'],
                'integer',
            ],
            [
                'anthropic.usage.cache_creation.ephemeral_1h_input_tokens',
                ['usage', 'cache_creation', 'ephemeral_1h_input_tokens'],
                'integer',
            ],
            ['anthropic.response.service_tier', ['usage', 'service_tier'], 'string'],
            ['gen_ai.usage.output_tokens', ['usage', 'output_tokens'], 'integer'],
            [
                'gen_ai.usage.reasoning.output_tokens',
                ['usage', 'output_tokens_details', 'thinking_tokens'],
                'integer',
            ],
            ['anthropic.message.stop_reason', ['stop_reason'], 'string'],
        ],
    },
    'anthropic.messages.count_tokens': {
        request: [['gen_ai.request.model', ['model'], 'string']],
        response: [['anthropic.message.count_tokens.input_tokens', ['input_tokens'], 'integer']],
    },
    'anthropic.sessions.create': {
        request: [['anthropic.session.environment.id', ['environment_id'], 'string']],
        response: [
            ['gen_ai.agent.name', ['agent', 'name'], 'string'],
            ['gen_ai.request.model', ['agent', 'model', 'id'], 'string'],
        ],
    },
};
/**
 * The attributes that the call span named `name` starts with, from {@link SPAN_ATTRIBUTES}: its
 * constants and, from `request`, the options of the call's request, what the body, the headers
 * and the stream flag give. The headers are the client's default headers and then the request's,
 * as the client sends them. A property or a header that the request lacks, or whose value is not of
 * the attribute's type, gives nothing. Neither does a read that throws ({@link guardTracing}): a
 * property of the body costs the span its own attribute, and the headers cost it theirs.
 */
function requestAttributes(client, name, request) {
    const table = SPAN_ATTRIBUTES[name];
    if (!table) {
        return {};
    }
    const attributes = { ...table.constants };
    for (const [attribute, path, type] of table.request ?? []) {
        const value = guardTracing(client, () => attributeValue(dig(request?.body, path), type));
        if (value !== undefined) {
            attributes[attribute] = value;
        }
    }
    const { requestHeaders } = table;
    if (requestHeaders) {
        guardTracing(client, () => {
            // `_options` is private to the client.
            const headers = (0,_headers_mjs__WEBPACK_IMPORTED_MODULE_4__/* .buildHeaders */ .db)([client['_options'].defaultHeaders, request?.headers]).values;
            for (const [attribute, header, type] of requestHeaders) {
                const value = headerValue(headers.get(header), type);
                if (value !== undefined) {
                    attributes[attribute] = value;
                }
            }
        });
    }
    if (table.stream !== undefined && request?.stream) {
        attributes[table.stream] = true;
    }
    return attributes;
}
/**
 * Sets on `span`, a call span named `name`, the attributes that {@link SPAN_ATTRIBUTES} gives it
 * from `data`, the parsed body of the call's response. A property that `data` lacks, or whose
 * value is not of the attribute's type, sets nothing. This never throws, so that the caller goes on
 * to end the span: what one attribute throws costs the span that attribute alone.
 */
function setResponseAttributes(span, name, data) {
    for (const [attribute, path, type] of SPAN_ATTRIBUTES[name]?.response ?? []) {
        try {
            const value = attributeValue(dig(data, path), type);
            if (value !== undefined) {
                span.setAttribute(attribute, value);
            }
        }
        catch { }
    }
}
/** The value at `path` under `data`, or `undefined` when a step of the path is not an object. */
function dig(data, path) {
    let value = data;
    for (const name of path) {
        if (typeof value !== 'object' || value === null) {
            return undefined;
        }
        value = value[name];
    }
    return value;
}
/** `value` as the value of an attribute of `type`, or `undefined` when it is of another type. */
function attributeValue(value, type) {
    if (typeof type === 'object') {
        return Array.isArray(value) && value.every((item) => attributeValue(item, type.array) !== undefined) ?
            [...value]
            : undefined;
    }
    switch (typeof value) {
        case 'string':
            return type === 'string' || type === 'unknown' ? value : undefined;
        case 'boolean':
            return type === 'boolean' || type === 'unknown' ? value : undefined;
        case 'number':
            return type === 'integer' || type === 'number' || type === 'unknown' ? value : undefined;
        default:
            return undefined;
    }
}
/**
 * `value`, a header's value, as the value of an attribute of `type`: the items of its
 * comma-separated list for an array, and the value as it is otherwise. `undefined` for a header
 * that is absent or lists nothing.
 */
function headerValue(value, type) {
    const items = (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    if (value == null || items.length === 0) {
        return undefined;
    }
    return typeof type === 'object' ? items : value;
}
/**
 * `server.address` and `server.port` for the server at `url`, a client's base URL.
 */
function serverAttributes(url) {
    try {
        const { hostname, port, protocol } = new URL(url);
        return {
            // `URL.hostname` keeps an IPv6 literal's brackets, which delimit it in a URL;
            // `server.address` is the bare address.
            [ATTR_SERVER_ADDRESS]: hostname.replace(/^\[(.*)\]$/, '$1'),
            [ATTR_SERVER_PORT]: port ? Number(port)
                : protocol === 'http:' ? 80
                    : 443,
        };
    }
    catch {
        return {};
    }
}
/**
 * Records on `call` that the client is about to make an attempt of the call: a request with
 * `method` to `url`. The first attempt gives the span `http.request.method` and the `url.*`
 * attributes, which a later attempt never replaces. Each later attempt, whatever its reason,
 * counts in `http.request.resend_count`, which a call with one attempt does not have.
 *
 * A query with a parameter whose value is content ({@link CONTENT_QUERY_PARAMS}, and the call's own
 * `contentQueryParams`) makes `url.query` and `url.full` content too, which the span has only when
 * `recordsContent` is true.
 */
function recordAttempt(call, method, url, recordsContent = false) {
    call.attempts = (call.attempts ?? 0) + 1;
    if (call.attempts > 1) {
        call.span.setAttribute(ATTR_HTTP_REQUEST_RESEND_COUNT, call.attempts - 1);
        return;
    }
    call.span.setAttribute(ATTR_HTTP_REQUEST_METHOD, method);
    try {
        const { protocol, host, pathname, search } = new URL(url);
        const query = definedQuery(search.slice(1), call.queryParams, call.contentQueryParams);
        call.span.setAttributes({
            [ATTR_URL_SCHEME]: protocol.slice(0, -1),
            [ATTR_URL_PATH]: pathname,
        });
        if (query?.content && !recordsContent) {
            return;
        }
        call.span.setAttributes({
            ...(query !== undefined ? { [ATTR_URL_QUERY]: query.value } : undefined),
            // With the recorded query, not the one sent.
            [ATTR_URL_FULL]: `${protocol}//${host}${pathname}${query !== undefined ? `?${query.value}` : ''}`,
        });
    }
    catch { }
}
/**
 * The query parameters whose value is content on every endpoint that defines them.
 */
const CONTENT_QUERY_PARAMS = ['email', 'path_prefix', 'expected_content_sha256'];
/**
 * The parts of `query`, a query string as sent, whose parameter is one of `defined`, as they were
 * sent and in their order, or `undefined` when there is none. A part's parameter is its
 * percent-decoded name, or that name without a final `[]`, which is how an array parameter `ids`
 * is sent: a name with other brackets, such as `created_at[gte]`, has to be one of `defined` as it
 * is. `content` says whether one of those parameters is one of {@link CONTENT_QUERY_PARAMS} or of
 * `contentParams`.
 */
function definedQuery(query, defined, contentParams) {
    if (!query || !defined?.length) {
        return undefined;
    }
    let content = false;
    const parts = query.split('&').filter((part) => {
        try {
            const name = decodeURIComponent(part.split('=', 1)[0]);
            const param = defined.includes(name) || !name.endsWith('[]') ? name : name.slice(0, -2);
            if (!defined.includes(param)) {
                return false;
            }
            content || (content = CONTENT_QUERY_PARAMS.includes(param) || !!contentParams?.includes(param));
            return true;
        }
        catch {
            return false;
        }
    });
    return parts.length ? { value: parts.join('&'), content } : undefined;
}
/**
 * Returns `headers` with the trace context of `span` injected, as the propagator the
 * application registered writes it, in place of any such headers already present. The client
 * sends these with each attempt, so a retry carries the context afresh.
 */
function injectTraceHeaders(span, headers) {
    // `fetchOptions` can replace the built headers with a plain object.
    const values = (0,_headers_mjs__WEBPACK_IMPORTED_MODULE_4__/* .buildHeaders */ .db)([headers]).values;
    for (const [key, value] of Object.entries(injectContext(span))) {
        values.set(key, value);
    }
    return values;
}
/**
 * Ends `span`, the call span of an API call, now that the call has `result`. The span gets
 * `http.response.status_code` when a response arrived, and its status: `ERROR` with `error.type`
 * when the call failed, none when the application aborted it, and `OK` otherwise. The span of a
 * streamed body that the application has yet to read ends through
 * {@link endApiCallSpanWhenStreamEnds} instead.
 *
 * The span also gets the attributes that come from the response's headers
 * ({@link setResponseHeaderAttributes}).
 *
 * The span of a call that succeeded also gets the attributes that come from the parsed body of
 * its response ({@link setResponseAttributes}).
 *
 * The span ends even when one of these steps throws. Does nothing to a span that is not recording,
 * such as one that already ended.
 */
function endApiCallSpan(span, result) {
    if (!span.isRecording()) {
        return;
    }
    try {
        setResponseStatusCode(span, result);
        setResponseHeaderAttributes(span, result.response ??
            (result.status === 'error' && result.error instanceof _core_error_mjs__WEBPACK_IMPORTED_MODULE_5__.APIError ? result.error : undefined));
        switch (result.status) {
            case 'success':
                if (result.options.__span) {
                    setResponseAttributes(span, result.options.__span.name, result.data);
                }
                span.setStatus({ code: _opentelemetry_api__WEBPACK_IMPORTED_MODULE_6__/* .SpanStatusCode */ .s.OK });
                break;
            case 'error':
                setErrorStatus(span, result.error);
                break;
        }
    }
    finally {
        span.end();
    }
}
/**
 * Reports the application's read of `stream` to `observer`, by replacing the iterator of `stream`
 * in place. `signal` is the abort signal of the request that `stream` reads. Only the first
 * iterator is observed. What the callbacks throw is dropped.
 */
function observeStream(stream, signal, observer) {
    // Unbound, so that the abort listener, which `signal` keeps, does not keep an unread `stream`.
    const iterate = stream[Symbol.asyncIterator];
    let ended = false;
    const end = (how) => {
        if (ended)
            return;
        ended = true;
        signal.removeEventListener('abort', cancel);
        try {
            observer.onEnd(how);
        }
        catch { }
    };
    const cancel = () => end({ reason: 'canceled' });
    if (signal.aborted)
        return cancel();
    signal.addEventListener('abort', cancel, { once: true });
    let observed = false;
    stream[Symbol.asyncIterator] = function () {
        const source = iterate.call(this);
        if (observed)
            return source;
        observed = true;
        // From here the iterator sees every way the read can end. `Stream` also aborts its own
        // controller when it fails or is closed, which must not count as the application's abort.
        signal.removeEventListener('abort', cancel);
        const iterator = {
            async next() {
                let result;
                try {
                    result = await source.next();
                }
                catch (error) {
                    end({ reason: 'failed', error });
                    throw error;
                }
                if (result.done) {
                    // `Stream` ends quietly when the application aborts the request.
                    end({ reason: signal.aborted ? 'canceled' : 'completed' });
                }
                else if (!ended) {
                    try {
                        observer.onItem?.(result.value);
                    }
                    catch { }
                }
                return result;
            },
            async return(value) {
                cancel();
                return (await source.return?.(value)) ?? { done: true, value };
            },
            async throw(error) {
                cancel();
                if (source.throw)
                    return source.throw(error);
                throw error;
            },
            [Symbol.asyncIterator]: () => iterator,
        };
        return iterator;
    };
}
/**
 * Ends `span`, the call span of an API call, when the application's read of its streamed response
 * body `stream` ends. Server-sent events have no end event, so the server ending them is not `OK`;
 * any other body is complete at its end.
 */
function endApiCallSpanWhenStreamEnds(span, stream, props) {
    if (!span.isRecording())
        return;
    span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, props.response.status);
    setResponseHeaderAttributes(span, props.response);
    const isSSE = stream instanceof _core_streaming_mjs__WEBPACK_IMPORTED_MODULE_7__/* .Stream */ .Z;
    observeStream(stream, props.controller.signal, {
        onEnd(end) {
            if (end.reason === 'failed')
                setErrorStatus(span, end.error);
            else if (end.reason === 'completed' && !isSSE) {
                span.setStatus({ code: _opentelemetry_api__WEBPACK_IMPORTED_MODULE_6__/* .SpanStatusCode */ .s.OK });
            }
            span.end();
        },
    });
}
/**
 * Sets `http.response.status_code` on the call span from the response in `result`, or from its
 * error when that is an error response.
 */
function setResponseStatusCode(span, result) {
    const status = result.response?.status ??
        (result.status === 'error' && result.error instanceof _core_error_mjs__WEBPACK_IMPORTED_MODULE_5__.APIError ? result.error.status : undefined);
    if (status !== undefined) {
        span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
    }
}
/**
 * The attributes that every call span gets from a header of the response, each with the header's
 * name.
 */
const RESPONSE_HEADER_ATTRIBUTES = [
    ['anthropic.request.id', 'request-id'],
    ['anthropic.organization.id', 'anthropic-organization-id'],
    ['anthropic.workspace.id', 'anthropic-workspace-id'],
];
/**
 * Sets on `span`, the call span of an API call, the attributes that come from the headers of
 * `response`, the call's response or the error made from it
 * ({@link RESPONSE_HEADER_ATTRIBUTES}). A header that is absent or empty sets nothing. This never
 * throws, so that the caller goes on to end the span: headers that throw when read set nothing,
 * and what one attribute throws costs the span that attribute alone.
 */
function setResponseHeaderAttributes(span, response) {
    let headers;
    try {
        headers = response?.headers;
    }
    catch {
        return;
    }
    for (const [attribute, header] of RESPONSE_HEADER_ATTRIBUTES) {
        try {
            const value = headers?.get(header);
            if (value) {
                span.setAttribute(attribute, value);
            }
        }
        catch { }
    }
}
/**
 * Gives `span` the status of an operation that failed with `error`: `ERROR`, with `error.type`
 * set to `type` or else derived from `error`. An abort by the application is a cancellation,
 * not a failure, and leaves the status unset.
 */
function setErrorStatus(span, error, type) {
    if (error instanceof _core_error_mjs__WEBPACK_IMPORTED_MODULE_5__.APIUserAbortError || (0,_errors_mjs__WEBPACK_IMPORTED_MODULE_8__/* .isAbortError */ .z)(error)) {
        return;
    }
    span.setStatus({ code: _opentelemetry_api__WEBPACK_IMPORTED_MODULE_6__/* .SpanStatusCode */ .s.ERROR });
    span.setAttribute(ATTR_ERROR_TYPE, type ?? errorType(error));
}
/**
 * The headers that carry `span`'s trace context, from the propagator the application registered.
 */
function injectContext(span) {
    const carrier = {};
    _opentelemetry_api__WEBPACK_IMPORTED_MODULE_9__/* .propagation */ .$.inject(_opentelemetry_api__WEBPACK_IMPORTED_MODULE_1__/* .trace */ .u.setSpan(_opentelemetry_api__WEBPACK_IMPORTED_MODULE_10__/* .context */ ._.active(), span), carrier);
    return carrier;
}
/**
 * The `error.type` of an operation that failed with `error`. An error response has the type of
 * its error envelope when the API sent one, and its status code otherwise.
 */
function errorType(error) {
    if (error instanceof _core_error_mjs__WEBPACK_IMPORTED_MODULE_5__.APIConnectionTimeoutError) {
        return 'client_timeout_error';
    }
    if (error instanceof _core_error_mjs__WEBPACK_IMPORTED_MODULE_5__.APIConnectionError) {
        return 'connection_error';
    }
    if (error instanceof _core_error_mjs__WEBPACK_IMPORTED_MODULE_5__.APIError) {
        if (error.type) {
            return error.type;
        }
        if (error.status !== undefined) {
            return String(error.status);
        }
    }
    return 'client_error';
}
//# sourceMappingURL=tracing.mjs.map

/***/ }),

/***/ 33364:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ __classPrivateFieldSet),
/* harmony export */   g: () => (/* binding */ __classPrivateFieldGet)
/* harmony export */ });
function __classPrivateFieldSet(receiver, state, value, kind, f) {
    if (kind === "m")
        throw new TypeError("Private method is not writable");
    if (kind === "a" && !f)
        throw new TypeError("Private accessor was defined without a setter");
    if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver))
        throw new TypeError("Cannot write private member to an object whose class did not declare it");
    return kind === "a" ? f.call(receiver, value) : f ? (f.value = value) : state.set(receiver, value), value;
}
function __classPrivateFieldGet(receiver, state, kind, f) {
    if (kind === "a" && !f)
        throw new TypeError("Private accessor was defined without a getter");
    if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver))
        throw new TypeError("Cannot read private member from an object whose class did not declare it");
    return kind === "m" ? f : kind === "a" ? f.call(receiver) : f ? f.value : state.get(receiver);
}



/***/ }),

/***/ 38686:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ML: () => (/* binding */ checkFileSupport),
/* harmony export */   Td: () => (/* binding */ isAsyncIterable),
/* harmony export */   VE: () => (/* binding */ makeFile),
/* harmony export */   gB: () => (/* binding */ multipartFormRequestOptions),
/* harmony export */   mG: () => (/* binding */ getName)
/* harmony export */ });
/* unused harmony exports maybeMultipartFormRequestOptions, createForm */
/* harmony import */ var _shims_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(93150);
/* harmony import */ var _tracing_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59098);


const checkFileSupport = () => {
    if (typeof File === 'undefined') {
        const { process } = globalThis;
        const isOldNode = typeof process?.versions?.node === 'string' && parseInt(process.versions.node.split('.')) < 20;
        throw new Error('`File` is not defined as a global, which is required for file uploads.' +
            (isOldNode ?
                " Update to Node 20 LTS or newer, or set `globalThis.File` to `import('node:buffer').File`."
                : ''));
    }
};
/**
 * Construct a `File` instance. This is used to ensure a helpful error is thrown
 * for environments that don't define a global `File` yet.
 */
function makeFile(fileBits, fileName, options) {
    checkFileSupport();
    return new File(fileBits, fileName ?? '', options);
}
function getName(value, stripPath) {
    const val = (typeof value === 'object' &&
        value !== null &&
        (('name' in value && value.name && String(value.name)) ||
            ('url' in value && value.url && String(value.url)) ||
            ('filename' in value && value.filename && String(value.filename)) ||
            ('path' in value && value.path && String(value.path)))) ||
        '';
    return stripPath ? val.split(/[\\/]/).pop() || undefined : val;
}
const isAsyncIterable = (value) => value != null && typeof value === 'object' && typeof value[Symbol.asyncIterator] === 'function';
/**
 * Returns a multipart/form-data request if any part of the given request body contains a File / Blob value.
 * Otherwise returns the request as is.
 */
const maybeMultipartFormRequestOptions = async (opts, fetch) => {
    if (!hasUploadableValue(opts.body))
        return opts;
    return { ...opts, body: await createForm(opts.body, fetch) };
};
const multipartFormRequestOptions = async (opts, fetch, stripFilenames = true) => {
    try {
        return { ...opts, body: await createForm(opts.body, fetch, stripFilenames) };
    }
    catch (error) {
        // The client, which ends the call span of a failed call, never gets these options.
        const span = opts.__span?.span;
        if (span) {
            (0,_tracing_mjs__WEBPACK_IMPORTED_MODULE_0__/* .guardTracing */ .M5)(typeof fetch === 'function' ? undefined : fetch, () => (0,_tracing_mjs__WEBPACK_IMPORTED_MODULE_0__/* .endApiCallSpan */ .mx)(span, { status: 'error', options: opts, error }));
        }
        throw error;
    }
};
const supportsFormDataMap = /* @__PURE__ */ new WeakMap();
/**
 * node-fetch doesn't support the global FormData object in recent node versions. Instead of sending
 * properly-encoded form data, it just stringifies the object, resulting in a request body of "[object FormData]".
 * This function detects if the fetch function provided supports the global FormData object to avoid
 * confusing error messages later on.
 */
function supportsFormData(fetchObject) {
    const fetch = typeof fetchObject === 'function' ? fetchObject : fetchObject.fetch;
    const cached = supportsFormDataMap.get(fetch);
    if (cached)
        return cached;
    const promise = (async () => {
        try {
            const FetchResponse = ('Response' in fetch ?
                fetch.Response
                : (await fetch('data:,')).constructor);
            const data = new FormData();
            if (data.toString() === (await new FetchResponse(data).text())) {
                return false;
            }
            return true;
        }
        catch {
            // avoid false negatives
            return true;
        }
    })();
    supportsFormDataMap.set(fetch, promise);
    return promise;
}
const createForm = async (body, fetch, stripFilenames = true) => {
    if (!(await supportsFormData(fetch))) {
        throw new TypeError('The provided fetch function does not support file uploads with the current global FormData class.');
    }
    const form = new FormData();
    await Promise.all(Object.entries(body || {}).map(([key, value]) => addFormValue(form, key, value, stripFilenames)));
    return form;
};
// Blob, not File: bare Blobs and Bun.file() results don't inherit from File.
const isUploadable = (value) => typeof value === 'object' &&
    value !== null &&
    (value instanceof Response || isAsyncIterable(value) || value instanceof Blob);
const hasUploadableValue = (value) => {
    if (isUploadable(value))
        return true;
    if (Array.isArray(value))
        return value.some(hasUploadableValue);
    if (value && typeof value === 'object') {
        for (const k in value) {
            if (hasUploadableValue(value[k]))
                return true;
        }
    }
    return false;
};
const addFormValue = async (form, key, value, stripFilenames) => {
    if (value === undefined)
        return;
    if (value == null) {
        throw new TypeError(`Received null for "${key}"; to pass null in FormData, you must use the string 'null'`);
    }
    // TODO: make nested formats configurable
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        form.append(key, String(value));
    }
    else if (value instanceof Response) {
        let options = {};
        const contentType = value.headers.get('Content-Type');
        if (contentType) {
            options = { type: contentType };
        }
        form.append(key, makeFile([await value.blob()], getName(value, stripFilenames), options));
    }
    else if (isAsyncIterable(value)) {
        form.append(key, makeFile([await new Response((0,_shims_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ReadableStreamFrom */ .VG)(value)).blob()], getName(value, stripFilenames)));
    }
    else if (value instanceof Blob) {
        // A File's name is one the caller chose, so it is sent as is; any other Blob's name is a path.
        const isFile = typeof File !== 'undefined' && value instanceof File;
        const name = isFile ? value.name : getName(value, stripFilenames);
        form.append(key, makeFile([value], name, { type: value.type }));
    }
    else if (Array.isArray(value)) {
        await Promise.all(value.map((entry) => addFormValue(form, key + '[]', entry, stripFilenames)));
    }
    else if (typeof value.then === 'function') {
        throw new TypeError(`Received a Promise for "${key}"; await it first, e.g. \`await toFile(...)\``);
    }
    else if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
        throw new TypeError(`Received ${value.constructor.name} for "${key}"; to upload raw bytes, wrap them with \`await toFile(bytes, 'filename')\``);
    }
    else if (typeof value === 'object') {
        await Promise.all(Object.entries(value).map(([name, prop]) => addFormValue(form, `${key}[${name}]`, prop, stripFilenames)));
    }
    else {
        throw new TypeError(`Invalid value given to form, expected a string, number, boolean, object, Array, File or Blob but got ${value} instead`);
    }
};
//# sourceMappingURL=uploads.mjs.map

/***/ }),

/***/ 19083:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CE: () => (/* binding */ decodeUTF8),
/* harmony export */   Id: () => (/* binding */ concatBytes),
/* harmony export */   YH: () => (/* binding */ encodeUTF8)
/* harmony export */ });
function concatBytes(buffers) {
    let length = 0;
    for (const buffer of buffers) {
        length += buffer.length;
    }
    const output = new Uint8Array(length);
    let index = 0;
    for (const buffer of buffers) {
        output.set(buffer, index);
        index += buffer.length;
    }
    return output;
}
let encodeUTF8_;
function encodeUTF8(str) {
    let encoder;
    return (encodeUTF8_ ??
        ((encoder = new globalThis.TextEncoder()), (encodeUTF8_ = encoder.encode.bind(encoder))))(str);
}
let decodeUTF8_;
function decodeUTF8(bytes) {
    let decoder;
    return (decodeUTF8_ ??
        ((decoder = new globalThis.TextDecoder()), (decodeUTF8_ = decoder.decode.bind(decoder))))(bytes);
}
//# sourceMappingURL=bytes.mjs.map

/***/ }),

/***/ 40111:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ readEnv)
/* harmony export */ });
/**
 * Read an environment variable.
 *
 * Trims beginning and trailing whitespace.
 *
 * Will return undefined if the environment variable doesn't exist or cannot be accessed.
 */
const readEnv = (env) => {
    if (typeof globalThis.process !== 'undefined') {
        return globalThis.process.env?.[env]?.trim() || undefined;
    }
    if (typeof globalThis.Deno !== 'undefined') {
        return globalThis.Deno.env?.get?.(env)?.trim() || undefined;
    }
    return undefined;
};
//# sourceMappingURL=env.mjs.map

/***/ }),

/***/ 37412:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ic: () => (/* binding */ defaultLogLevel),
/* harmony export */   ML: () => (/* binding */ parseLogLevel),
/* harmony export */   Um: () => (/* binding */ defaultLogger),
/* harmony export */   WG: () => (/* binding */ loggerFor),
/* harmony export */   dF: () => (/* binding */ debugLogRequestDetails)
/* harmony export */ });
/* unused harmony export formatRequestDetails */
/* harmony import */ var _values_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69296);
/* harmony import */ var _env_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40111);


const defaultLogLevel = 'warn';
const levelNumbers = {
    off: 0,
    error: 200,
    warn: 300,
    info: 400,
    debug: 500,
};
const parseLogLevel = (maybeLevel, sourceName, logger) => {
    if (!maybeLevel) {
        return undefined;
    }
    if ((0,_values_mjs__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(levelNumbers, maybeLevel)) {
        return maybeLevel;
    }
    logger.warn(`${sourceName} was set to ${JSON.stringify(maybeLevel)}, expected one of ${JSON.stringify(Object.keys(levelNumbers))}`);
    return undefined;
};
function noop() { }
function makeLogFn(fnLevel, logger, logLevel) {
    if (!logger || levelNumbers[fnLevel] > levelNumbers[logLevel]) {
        return noop;
    }
    else {
        // Don't wrap logger functions, we want the stacktrace intact!
        return logger[fnLevel].bind(logger);
    }
}
const noopLogger = {
    error: noop,
    warn: noop,
    info: noop,
    debug: noop,
};
let cachedLoggers = /* @__PURE__ */ new WeakMap();
function filterLogger(logger, logLevel) {
    const cachedLogger = cachedLoggers.get(logger);
    if (cachedLogger && cachedLogger[0] === logLevel) {
        return cachedLogger[1];
    }
    const levelLogger = {
        error: makeLogFn('error', logger, logLevel),
        warn: makeLogFn('warn', logger, logLevel),
        info: makeLogFn('info', logger, logLevel),
        debug: makeLogFn('debug', logger, logLevel),
    };
    cachedLoggers.set(logger, [logLevel, levelLogger]);
    return levelLogger;
}
function loggerFor(client) {
    const logger = client.logger;
    const logLevel = client.logLevel ?? 'off';
    if (!logger) {
        return noopLogger;
    }
    return filterLogger(logger, logLevel);
}
let lastEnvLevel;
let cachedDefaultLogger;
/**
 * A logger matching the client defaults \u2014 `console`, filtered to
 * `ANTHROPIC_LOG` or {@link defaultLogLevel} \u2014 for contexts with no client to
 * read the configured `logger`/`logLevel` from.
 *
 * Cached per `ANTHROPIC_LOG` value so an invalid value warns once, like a
 * client construction does, rather than on every request.
 */
function defaultLogger() {
    const envLevel = (0,_env_mjs__WEBPACK_IMPORTED_MODULE_1__/* .readEnv */ .s)('ANTHROPIC_LOG');
    if (!cachedDefaultLogger || envLevel !== lastEnvLevel) {
        lastEnvLevel = envLevel;
        cachedDefaultLogger = filterLogger(console, parseLogLevel(envLevel, "process.env['ANTHROPIC_LOG']", filterLogger(console, defaultLogLevel)) ??
            defaultLogLevel);
    }
    return cachedDefaultLogger;
}
/**
 * Logs `details` at debug level. Formatting copies headers and options, so it
 * runs only when debug logging is enabled.
 */
function debugLogRequestDetails(logger, message, details) {
    // `loggerFor` filters disabled levels to `noop`.
    if (logger.debug === noop) {
        return;
    }
    logger.debug(message, formatRequestDetails(details));
}
const formatRequestDetails = (details) => {
    if (details.options) {
        details.options = { ...details.options };
        delete details.options['headers']; // redundant + leaks internals
        delete details.options['__span']; // internal + circular, which fails a logger that writes JSON
    }
    if (details.headers) {
        details.headers = Object.fromEntries((details.headers instanceof Headers ? [...details.headers] : Object.entries(details.headers)).map(([name, value]) => [
            name,
            (name.toLowerCase() === 'authorization' ||
                name.toLowerCase() === 'proxy-authorization' ||
                name.toLowerCase() === 'api-key' ||
                name.toLowerCase() === 'x-api-key' ||
                name.toLowerCase() === 'x-amz-security-token' ||
                name.toLowerCase() === 'cookie' ||
                name.toLowerCase() === 'set-cookie') ?
                '***'
                : value,
        ]));
    }
    if ('retryOfRequestLogID' in details) {
        if (details.retryOfRequestLogID) {
            details.retryOf = details.retryOfRequestLogID;
        }
        delete details.retryOfRequestLogID;
    }
    return details;
};
//# sourceMappingURL=log.mjs.map

/***/ }),

/***/ 79567:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ae: () => (/* binding */ path)
/* harmony export */ });
/* unused harmony exports encodeURIPath, createPathTagFunction */
/* harmony import */ var _core_error_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25064);

/**
 * Percent-encode everything that isn't safe to have in a path without encoding safe chars.
 *
 * Taken from https://datatracker.ietf.org/doc/html/rfc3986#section-3.3:
 * > unreserved  = ALPHA / DIGIT / "-" / "." / "_" / "~"
 * > sub-delims  = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
 * > pchar       = unreserved / pct-encoded / sub-delims / ":" / "@"
 */
function encodeURIPath(str) {
    return str.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@]+/g, encodeURIComponent);
}
const EMPTY = /* @__PURE__ */ Object.freeze(/* @__PURE__ */ Object.create(null));
const createPathTagFunction = (pathEncoder = encodeURIPath) => function path(statics, ...params) {
    // If there are no params, no processing is needed.
    if (statics.length === 1)
        return statics[0];
    let postPath = false;
    const invalidSegments = [];
    const path = statics.reduce((previousValue, currentValue, index) => {
        if (/[?#]/.test(currentValue)) {
            postPath = true;
        }
        const value = params[index];
        let encoded = (postPath ? encodeURIComponent : pathEncoder)('' + value);
        if (index !== params.length &&
            (value == null ||
                (typeof value === 'object' &&
                    // handle values from other realms
                    value.toString ===
                        Object.getPrototypeOf(Object.getPrototypeOf(value.hasOwnProperty ?? EMPTY) ?? EMPTY)
                            ?.toString))) {
            encoded = value + '';
            invalidSegments.push({
                start: previousValue.length + currentValue.length,
                length: encoded.length,
                error: `Value of type ${Object.prototype.toString
                    .call(value)
                    .slice(8, -1)} is not a valid path parameter`,
            });
        }
        if (!postPath && (encoded === '' || encoded.startsWith(';'))) {
            invalidSegments.push({
                start: previousValue.length + currentValue.length,
                length: encoded.length,
                error: `Value "${encoded}" can\'t be safely passed as a path parameter`,
            });
        }
        return previousValue + currentValue + (index === params.length ? '' : encoded);
    }, '');
    const pathOnly = path.split(/[?#]/, 1)[0];
    const invalidSegmentPattern = /(?<=^|\/)(?:\.|%2e){1,2}(?:;[^/]*)?(?=\/|$)/gi;
    let match;
    // Find all invalid segments
    while ((match = invalidSegmentPattern.exec(pathOnly)) !== null) {
        invalidSegments.push({
            start: match.index,
            length: match[0].length,
            error: `Value "${match[0]}" can\'t be safely passed as a path parameter`,
        });
    }
    invalidSegments.sort((a, b) => a.start - b.start);
    if (invalidSegments.length > 0) {
        const marks = [];
        for (const segment of invalidSegments) {
            for (let i = segment.start; i < segment.start + Math.max(1, segment.length); i++) {
                marks[i] = '^';
            }
        }
        const underline = Array.from(marks, (mark) => mark ?? ' ').join('');
        throw new _core_error_mjs__WEBPACK_IMPORTED_MODULE_0__.AnthropicError(`Path parameters result in path with invalid segments:\n${invalidSegments
            .map((e) => e.error)
            .join('\n')}\n${path}\n${underline}`);
    }
    return path;
};
/**
 * URI-encodes path params and ensures that none before any ? or # is empty and none introduces an unsafe /./ or /../ path segment.
 */
const path = /* @__PURE__ */ createPathTagFunction(encodeURIPath);
//# sourceMappingURL=path.mjs.map

/***/ }),

/***/ 69296:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $3: () => (/* binding */ hasOwn),
/* harmony export */   MH: () => (/* binding */ isReadonlyArray),
/* harmony export */   cy: () => (/* binding */ isArray),
/* harmony export */   f2: () => (/* binding */ checkNever),
/* harmony export */   i8: () => (/* binding */ maybeObj),
/* harmony export */   ml: () => (/* binding */ safeJSON),
/* harmony export */   nt: () => (/* binding */ isAbsoluteURL),
/* harmony export */   rn: () => (/* binding */ CREDENTIAL_OPTIONS),
/* harmony export */   sA: () => (/* binding */ isObj),
/* harmony export */   wQ: () => (/* binding */ validatePositiveInteger),
/* harmony export */   ze: () => (/* binding */ isEmptyObj)
/* harmony export */ });
/* unused harmony exports ensurePresent, rejectUnsupportedCredentials, coerceInteger, coerceFloat, coerceBoolean, maybeCoerceInteger, maybeCoerceFloat, maybeCoerceBoolean, pop */
/* harmony import */ var _core_error_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(25064);

// https://url.spec.whatwg.org/#url-scheme-string
const startsWithSchemeRegexp = /^[a-z][a-z0-9+.-]*:/i;
const isAbsoluteURL = (url) => {
    return startsWithSchemeRegexp.test(url);
};
let isArray = (val) => ((isArray = Array.isArray), isArray(val));
let isReadonlyArray = isArray;
/** Returns an object if the given value isn't an object, otherwise returns as-is */
function maybeObj(x) {
    if (typeof x !== 'object') {
        return {};
    }
    return x ?? {};
}
// https://stackoverflow.com/a/34491287
function isEmptyObj(obj) {
    if (!obj)
        return true;
    for (const _k in obj)
        return false;
    return true;
}
// https://eslint.org/docs/latest/rules/no-prototype-builtins
function hasOwn(obj, key) {
    return Object.prototype.hasOwnProperty.call(obj, key);
}
function isObj(obj) {
    return obj != null && typeof obj === 'object' && !Array.isArray(obj);
}
const ensurePresent = (value) => {
    if (value == null) {
        throw new AnthropicError(`Expected a value to be given but received ${value} instead.`);
    }
    return value;
};
const validatePositiveInteger = (name, n) => {
    if (typeof n !== 'number' || !Number.isInteger(n)) {
        throw new _core_error_mjs__WEBPACK_IMPORTED_MODULE_0__.AnthropicError(`${name} must be an integer`);
    }
    if (n < 0) {
        throw new _core_error_mjs__WEBPACK_IMPORTED_MODULE_0__.AnthropicError(`${name} must be a positive integer`);
    }
    return n;
};
const CREDENTIAL_OPTIONS = ['apiKey', 'authToken', 'credentials', 'config', 'profile'];
/**
 * Throws when `options` holds a first-party credential option that a platform
 * client does not accept, so that a new one is rejected until the client opts
 * in. `null` passes, because the base `withOptions` fills the credential
 * options it clears with `null`.
 */
const rejectUnsupportedCredentials = (options, platform) => {
    for (const name of CREDENTIAL_OPTIONS) {
        if (!platform.accepts.includes(name) && options[name] != null) {
            throw new AnthropicError(platform.unsupportedOptionMessage(name));
        }
    }
};
const coerceInteger = (value) => {
    if (typeof value === 'number')
        return Math.round(value);
    if (typeof value === 'string')
        return parseInt(value, 10);
    throw new AnthropicError(`Could not coerce ${value} (type: ${typeof value}) into a number`);
};
const coerceFloat = (value) => {
    if (typeof value === 'number')
        return value;
    if (typeof value === 'string')
        return parseFloat(value);
    throw new AnthropicError(`Could not coerce ${value} (type: ${typeof value}) into a number`);
};
const coerceBoolean = (value) => {
    if (typeof value === 'boolean')
        return value;
    if (typeof value === 'string')
        return value === 'true';
    return Boolean(value);
};
const maybeCoerceInteger = (value) => {
    if (value == null) {
        return undefined;
    }
    return coerceInteger(value);
};
const maybeCoerceFloat = (value) => {
    if (value == null) {
        return undefined;
    }
    return coerceFloat(value);
};
const maybeCoerceBoolean = (value) => {
    if (value == null) {
        return undefined;
    }
    return coerceBoolean(value);
};
const safeJSON = (text) => {
    try {
        return JSON.parse(text);
    }
    catch (err) {
        return undefined;
    }
};
// Gets a value from an object, deletes the key, and returns the value (or undefined if not found)
const pop = (obj, key) => {
    const value = obj[key];
    delete obj[key];
    return value;
};
/**
 * Compile-time exhaustiveness check: passing a value here only type-checks once every
 * member of its union has been handled. Does nothing at runtime, so unknown values from a
 * newer API version fall through instead of throwing.
 */
function checkNever(_value) { }
//# sourceMappingURL=values.mjs.map

/***/ }),

/***/ 9692:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xl: () => (/* binding */ sessionsCreateSpanAttributes),
/* harmony export */   io: () => (/* binding */ messagesCreateSpanSettings),
/* harmony export */   nl: () => (/* binding */ recordMessagesCreateRequest),
/* harmony export */   zS: () => (/* binding */ recordMessagesCreateResponse)
/* harmony export */ });
/* harmony import */ var _core_streaming_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6922);
/* harmony import */ var _internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(59098);
/* harmony import */ var _internal_utils_log_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(37412);
/* harmony import */ var _internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(69296);
/* harmony import */ var _attributes_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53734);
/* harmony import */ var _content_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(88188);
/* harmony import */ var _response_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(48824);







/**
 * What a `messages.create` span starts with from `request`, the options of its request.
 * `startApiCallSpan` reads the attributes that one field of the body or one header gives. A sampler
 * sees only the attributes that a span starts with.
 */
function messagesCreateSpanSettings(client, request) {
    // This runs in the method, outside the guard of `startApiCallSpan`.
    const attributes = (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_0__/* .guardTracing */ .M5)(client, () => {
        // The beta method has already moved a deprecated `output_format` here.
        const outputConfig = (0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(request.body) ? request.body['output_config'] : undefined;
        const format = (0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(outputConfig) ? outputConfig['format'] : undefined;
        return (0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(format) && format['type'] === 'json_schema' ?
            { [_attributes_mjs__WEBPACK_IMPORTED_MODULE_2__/* .ATTR_GEN_AI_OUTPUT_TYPE */ .dt]: _attributes_mjs__WEBPACK_IMPORTED_MODULE_2__/* .GEN_AI_OUTPUT_TYPE_VALUE_JSON */ .EK }
            : {};
    });
    return { route: '/v1/messages', request, attributes };
}
/**
 * The ID of the Agent that `body`, the body of a `sessions.create` request, names: the request
 * gives it as a string or in an object. An `agent` that is neither is for the API to refuse.
 */
function sessionsCreateSpanAttributes(body) {
    // This runs in the method, outside the guard of `startApiCallSpan`.
    return (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_0__/* .guardTracing */ .M5)(undefined, () => {
        const agent = (0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(body) ? body['agent'] : undefined;
        const id = (0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(agent) ? agent['id'] : agent;
        return typeof id === 'string' ? { [_attributes_mjs__WEBPACK_IMPORTED_MODULE_2__/* .ATTR_GEN_AI_AGENT_ID */ .Er]: id } : {};
    });
}
/**
 * In content mode, sets the request's content on `call`. The span does not start with it, because
 * the size limit counts it together with the response's content. Returns `call`.
 */
function recordMessagesCreateRequest(client, call, body) {
    if (!call?.span.isRecording()) {
        return call;
    }
    try {
        const { contentMode, maxContentBytes } = client.openTelemetry.traces;
        if (contentMode === 'content') {
            (0,_content_mjs__WEBPACK_IMPORTED_MODULE_3__/* .setMessageContentAttributes */ .cu)(call, body, undefined, maxContentBytes);
        }
    }
    catch (problem) {
        (0,_internal_utils_log_mjs__WEBPACK_IMPORTED_MODULE_4__/* .loggerFor */ .WG)(client).debug('could not record the request on its span', problem);
    }
    return call;
}
/**
 * Sets the sums over the response's usage and, in content mode, the response's content on `call`.
 * A streamed response is recorded as the application reads it
 * (`endAnthropicApiCallSpanWhenStreamEnds`).
 */
function recordMessagesCreateResponse(client, call, body, data) {
    if (!call?.span.isRecording() || data instanceof _core_streaming_mjs__WEBPACK_IMPORTED_MODULE_5__/* .Stream */ .Z) {
        return;
    }
    try {
        (0,_response_mjs__WEBPACK_IMPORTED_MODULE_6__/* .setUsageSumAttributes */ .U)(call.span, data.usage, true);
        const { contentMode, maxContentBytes } = client.openTelemetry.traces;
        if (contentMode === 'content') {
            (0,_content_mjs__WEBPACK_IMPORTED_MODULE_3__/* .setMessageContentAttributes */ .cu)(call, body, data.content, maxContentBytes);
        }
    }
    catch (problem) {
        (0,_internal_utils_log_mjs__WEBPACK_IMPORTED_MODULE_4__/* .loggerFor */ .WG)(client).debug('could not record the response on its span', problem);
    }
}
//# sourceMappingURL=api-call.mjs.map

/***/ }),

/***/ 53734:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cb: () => (/* binding */ ATTR_GEN_AI_SYSTEM_INSTRUCTIONS),
/* harmony export */   E6: () => (/* binding */ ATTR_GEN_AI_TOOL_CALL_ID),
/* harmony export */   EK: () => (/* binding */ GEN_AI_OUTPUT_TYPE_VALUE_JSON),
/* harmony export */   EO: () => (/* binding */ ATTR_GEN_AI_TOOL_TYPE),
/* harmony export */   Er: () => (/* binding */ ATTR_GEN_AI_AGENT_ID),
/* harmony export */   GT: () => (/* binding */ ATTR_GEN_AI_REQUEST_MODEL),
/* harmony export */   N$: () => (/* binding */ ATTR_GEN_AI_RESPONSE_TIME_TO_FIRST_CHUNK),
/* harmony export */   Ql: () => (/* binding */ ATTR_GEN_AI_REQUEST_STOP_SEQUENCES),
/* harmony export */   ZZ: () => (/* binding */ ATTR_GEN_AI_OUTPUT_MESSAGES),
/* harmony export */   dt: () => (/* binding */ ATTR_GEN_AI_OUTPUT_TYPE),
/* harmony export */   ex: () => (/* binding */ ATTR_GEN_AI_INPUT_MESSAGES),
/* harmony export */   fw: () => (/* binding */ GEN_AI_TOOL_TYPE_VALUE_FUNCTION),
/* harmony export */   fx: () => (/* binding */ GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT),
/* harmony export */   kg: () => (/* binding */ ATTR_GEN_AI_OPERATION_NAME),
/* harmony export */   mS: () => (/* binding */ ATTR_GEN_AI_USAGE_INPUT_TOKENS),
/* harmony export */   mh: () => (/* binding */ ATTR_ANTHROPIC_TOOL_RESULT_CONTENT),
/* harmony export */   oj: () => (/* binding */ ATTR_GEN_AI_TOOL_DESCRIPTION),
/* harmony export */   pn: () => (/* binding */ ATTR_ANTHROPIC_USAGE_COMPACTION_INPUT_TOKENS),
/* harmony export */   qL: () => (/* binding */ ATTR_ANTHROPIC_TOOLSET_NAME),
/* harmony export */   rz: () => (/* binding */ GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL),
/* harmony export */   sS: () => (/* binding */ ATTR_ANTHROPIC_CONTENT_TRUNCATED),
/* harmony export */   tG: () => (/* binding */ ATTR_GEN_AI_TOOL_NAME),
/* harmony export */   w3: () => (/* binding */ ATTR_ANTHROPIC_USAGE_COMPACTION_OUTPUT_TOKENS),
/* harmony export */   zt: () => (/* binding */ ATTR_GEN_AI_TOOL_CALL_ARGUMENTS)
/* harmony export */ });
// Named as `@opentelemetry/semantic-conventions` names them, and copied: that package exports the
// `gen_ai.*` names only from its unstable `incubating` entry point, which says to copy them.
const ATTR_GEN_AI_AGENT_ID = 'gen_ai.agent.id';

const ATTR_GEN_AI_INPUT_MESSAGES = 'gen_ai.input.messages';
const ATTR_GEN_AI_OPERATION_NAME = 'gen_ai.operation.name';
const ATTR_GEN_AI_OUTPUT_MESSAGES = 'gen_ai.output.messages';
const ATTR_GEN_AI_OUTPUT_TYPE = 'gen_ai.output.type';

const ATTR_GEN_AI_REQUEST_MODEL = 'gen_ai.request.model';
const ATTR_GEN_AI_REQUEST_STOP_SEQUENCES = 'gen_ai.request.stop_sequences';
const ATTR_GEN_AI_RESPONSE_TIME_TO_FIRST_CHUNK = 'gen_ai.response.time_to_first_chunk';
const ATTR_GEN_AI_SYSTEM_INSTRUCTIONS = 'gen_ai.system_instructions';
const ATTR_GEN_AI_TOOL_CALL_ARGUMENTS = 'gen_ai.tool.call.arguments';
const ATTR_GEN_AI_TOOL_CALL_ID = 'gen_ai.tool.call.id';
const ATTR_GEN_AI_TOOL_DESCRIPTION = 'gen_ai.tool.description';
const ATTR_GEN_AI_TOOL_NAME = 'gen_ai.tool.name';
const ATTR_GEN_AI_TOOL_TYPE = 'gen_ai.tool.type';
const ATTR_GEN_AI_USAGE_INPUT_TOKENS = 'gen_ai.usage.input_tokens';
const GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL = 'execute_tool';
const GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT = 'invoke_agent';
const GEN_AI_OUTPUT_TYPE_VALUE_JSON = 'json';
const GEN_AI_TOOL_TYPE_VALUE_FUNCTION = 'function';
// This API's own attribute names, in the same style.
const ATTR_ANTHROPIC_CONTENT_TRUNCATED = 'anthropic.content.truncated';
const ATTR_ANTHROPIC_TOOL_RESULT_CONTENT = 'anthropic.tool_result.content';
const ATTR_ANTHROPIC_TOOLSET_NAME = 'anthropic.toolset.name';
const ATTR_ANTHROPIC_USAGE_COMPACTION_INPUT_TOKENS = 'anthropic.usage.compaction.input_tokens';
const ATTR_ANTHROPIC_USAGE_COMPACTION_OUTPUT_TOKENS = 'anthropic.usage.compaction.output_tokens';
//# sourceMappingURL=attributes.mjs.map

/***/ }),

/***/ 88188:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PH: () => (/* binding */ setContentAttributes),
/* harmony export */   cu: () => (/* binding */ setMessageContentAttributes),
/* harmony export */   f5: () => (/* binding */ toolResultContentBlocks)
/* harmony export */ });
/* harmony import */ var _attributes_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53734);

/**
 * Sets the content attributes of a `messages.create` API call, within `limit` bytes: first
 * with the request alone, and again with `output`, the response's content blocks. The second call
 * sets only the output when that fits beside the request's content, and otherwise sets everything
 * again to remove more of it.
 */
function setMessageContentAttributes(call, body, output, limit) {
    const span = call.span;
    const requestSize = call.requestContentSize;
    if (output !== undefined && requestSize !== undefined) {
        const outputMessages = JSON.stringify([{ role: 'assistant', parts: contentParts(output) }]);
        if (requestSize + 3 * outputMessages.length <= limit ||
            requestSize + utf8Length(outputMessages) <= limit) {
            span.setAttribute(_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_OUTPUT_MESSAGES */ .ZZ, outputMessages);
            return;
        }
    }
    const size = setContentAttributes(span, {
        // An empty list sets no attribute.
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_REQUEST_STOP_SEQUENCES */ .Ql]: body.stop_sequences?.length ? [...body.stop_sequences] : undefined,
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_SYSTEM_INSTRUCTIONS */ .Cb]: body.system === undefined ? undefined : contentParts(body.system),
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_INPUT_MESSAGES */ .ex]: body.messages.map((message) => ({ role: message.role, parts: contentParts(message.content) })),
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_OUTPUT_MESSAGES */ .ZZ]: output === undefined ? undefined : [{ role: 'assistant', parts: contentParts(output) }],
    }, limit);
    if (output === undefined) {
        call.requestContentSize = size;
    }
}
function contentParts(content) {
    if (typeof content === 'string') {
        return [{ type: 'text', content }];
    }
    return content?.map(blockPart) ?? [];
}
/**
 * The part of a content block. A block that the conventions have no part for is a part with only
 * a type: image and document data is large and binary, and redacted thinking is encrypted.
 */
function blockPart(block) {
    switch (block.type) {
        case 'text':
            return { type: 'text', content: block.text };
        case 'thinking':
            return { type: 'reasoning', content: block.thinking };
        case 'tool_use':
            return {
                type: 'tool_call',
                id: block.id,
                name: block.name,
                arguments: block.input,
                // Only a call to a member of a toolset, such as `computer`, has one.
                ...(typeof block.toolset_name === 'string' ?
                    { anthropic_toolset_name: block.toolset_name }
                    : undefined),
            };
        case 'server_tool_use':
            return { type: 'tool_call', id: block.id, name: block.name, arguments: block.input };
        case 'mcp_tool_use':
            return {
                type: 'tool_call',
                id: block.id,
                name: block.name,
                arguments: block.input,
                anthropic_mcp_server_name: block.server_name,
            };
        case 'tool_result':
            return {
                type: 'tool_call_response',
                id: block.tool_use_id,
                response: toolResultContentBlocks(block.content),
            };
        default:
            if (typeof block.type !== 'string') {
                return { type: 'anthropic_unknown' };
            }
            if (block.type.endsWith('_tool_result') && 'tool_use_id' in block) {
                return {
                    type: 'tool_call_response',
                    id: block.tool_use_id,
                    response: resultBlockContent(block.content),
                };
            }
            return { type: `anthropic_${block.type}` };
    }
}
/**
 * The content blocks of a tool result, always as a list: a result with no content has none. A text
 * block and a search result block keep their fields ({@link withoutLeftOutFields}), and any other
 * block has only its type.
 */
function toolResultContentBlocks(content) {
    // A tool written in JavaScript can return `null`, which the runner sends as it is.
    if (content === undefined || content === null) {
        return [];
    }
    if (typeof content === 'string') {
        return [{ type: 'text', text: content }];
    }
    return content.map((block) => {
        if (block.type === 'text' || block.type === 'search_result') {
            return withoutLeftOutFields(block);
        }
        if (typeof block.type !== 'string') {
            return { type: 'unknown' };
        }
        return { type: block.type };
    });
}
/**
 * What a span holds of the content of a server tool's or an MCP tool's result block, which is a
 * string, a list of blocks, or one object such as a code execution result or an error: always a
 * list, which holds that one object alone.
 */
function resultBlockContent(content) {
    if (content === undefined || content === null) {
        return [];
    }
    if (typeof content === 'string') {
        return [{ type: 'text', text: content }];
    }
    if (!Array.isArray(content)) {
        return [withoutLeftOutFields(content)];
    }
    return content.map((block) => {
        if (block.type === 'text' || block.type === 'search_result' || block.type === 'web_search_result') {
            return withoutLeftOutFields(block);
        }
        if (typeof block.type !== 'string') {
            return { type: 'unknown' };
        }
        return { type: block.type };
    });
}
/**
 * `value` without, at any depth, the fields whose name starts with `encrypted_`, which are opaque,
 * and without image and document data, which is large and binary.
 */
function withoutLeftOutFields(value) {
    if (Array.isArray(value)) {
        return value.map(withoutLeftOutFields);
    }
    if (typeof value !== 'object' || value === null) {
        return value;
    }
    const { type, file_type } = value;
    if (type === 'image' || type === 'document') {
        return { type };
    }
    const isImageOrDocumentView = type === 'text_editor_code_execution_view_result' && (file_type === 'image' || file_type === 'pdf');
    // `Object.fromEntries` defines each field, so one named `__proto__` is kept like any other.
    return Object.fromEntries(Object.entries(value)
        .filter(([name]) => !name.startsWith('encrypted_') && !(name === 'content' && isImageOrDocumentView))
        .map(([name, field]) => [name, withoutLeftOutFields(field)]));
}
/**
 * Sets the content attributes of `span` within `limit` bytes of UTF-8.
 * `gen_ai.request.stop_sequences` alone is not JSON: the conventions type it as an array of
 * strings, which every backend takes, and its size is that of its strings. Each other attribute is
 * one JSON string.
 *
 * A UTF-16 code unit takes at most three bytes, so content whose `length` is at most a third of
 * the limit fits, as most does, and is not measured. Other content is measured in bytes
 * ({@link utf8Length}).
 *
 * First, the stop sequences, and an attribute that {@link ContentAttributes} does not name, are
 * left out whole when they alone are over the limit. Then message parts are removed to fit
 * ({@link withoutFirstParts}), and on a tool span the last blocks of the tool result
 * ({@link truncateToolResultContent}). A span that lost any of these gets
 * `anthropic.content.truncated`. Only what stays after that can leave a span over the limit: an
 * emptied list, a message without parts, and the last text part, cut from its end.
 *
 * Returns the size of what it set, or more than that when it did not measure.
 */
function setContentAttributes(span, attributes, limit) {
    const { [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_REQUEST_STOP_SEQUENCES */ .Ql]: stopSequences, [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_SYSTEM_INSTRUCTIONS */ .Cb]: instructions, [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_INPUT_MESSAGES */ .ex]: input, [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_OUTPUT_MESSAGES */ .ZZ]: output, [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_ANTHROPIC_TOOL_RESULT_CONTENT */ .mh]: toolResult, ...others } = attributes;
    const messages = {
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_SYSTEM_INSTRUCTIONS */ .Cb]: instructions,
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_INPUT_MESSAGES */ .ex]: input,
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_OUTPUT_MESSAGES */ .ZZ]: output,
    };
    const values = {};
    const blocks = toolResult?.map((block) => JSON.stringify(block));
    // The 1 more for each string and the 2 are the commas and the brackets of the tool result.
    const length = [...(stopSequences ?? []), ...(blocks ?? [])].reduce((sum, text) => sum + text.length + 1, 2) +
        serialize(others, values) +
        serialize(messages, values);
    const sizeOf = 3 * length <= limit ? (text) => 3 * text.length : utf8Length;
    const sizeOfMessages = () => Object.keys(messages).reduce((sum, key) => sum + sizeOf(values[key] ?? ''), 0);
    const stopSequencesSize = stopSequences?.reduce((sum, each) => sum + sizeOf(each), 0) ?? 0;
    const keepsStopSequences = stopSequences !== undefined && stopSequencesSize <= limit;
    let size = keepsStopSequences ? stopSequencesSize : 0;
    let truncated = stopSequences !== undefined && !keepsStopSequences;
    for (const key of Object.keys(others)) {
        const jsonSize = sizeOf(values[key] ?? '');
        if (jsonSize > limit) {
            delete values[key];
            truncated = true;
        }
        else {
            size += jsonSize;
        }
    }
    let messagesSize = sizeOfMessages();
    if (size + messagesSize > limit) {
        const { truncated: lostParts, ...fitted } = withoutFirstParts(messages, size + messagesSize - limit);
        truncated || (truncated = lostParts);
        serialize(fitted, values);
        messagesSize = sizeOfMessages();
    }
    size += messagesSize;
    if (blocks !== undefined) {
        const kept = truncateToolResultContent(blocks, limit - size, sizeOf);
        values[_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_ANTHROPIC_TOOL_RESULT_CONTENT */ .mh] = kept.json;
        size += kept.size;
        truncated || (truncated = kept.truncated);
    }
    if (truncated) {
        span.setAttribute(_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_ANTHROPIC_CONTENT_TRUNCATED */ .sS, true);
    }
    if (keepsStopSequences) {
        span.setAttribute(_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_REQUEST_STOP_SEQUENCES */ .Ql, stopSequences);
    }
    for (const [key, value] of Object.entries(values)) {
        span.setAttribute(key, value);
    }
    return size;
}
/** Puts the JSON of each defined attribute in `values`, and returns the `length` of what it put there. */
function serialize(attributes, values) {
    let length = 0;
    for (const [key, value] of Object.entries(attributes)) {
        if (value !== undefined) {
            values[key] = JSON.stringify(value);
            length += values[key].length;
        }
    }
    return length;
}
/**
 * `attributes` with `excess` bytes less of JSON. The parts of the system instructions, the
 * input messages and the output messages are one list, which loses whole parts from its start. The
 * last part left, when it is a text part, keeps the start of its `content` that fits.
 */
function withoutFirstParts(attributes, excess) {
    const withOwnParts = (messages) => messages?.map((message) => ({ ...message, parts: [...message.parts] }));
    const instructions = attributes[_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_SYSTEM_INSTRUCTIONS */ .Cb]?.slice();
    const input = withOwnParts(attributes[_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_INPUT_MESSAGES */ .ex]);
    const output = withOwnParts(attributes[_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_OUTPUT_MESSAGES */ .ZZ]);
    const lists = [instructions ?? [], ...[...(input ?? []), ...(output ?? [])].map(({ parts }) => parts)];
    let left = lists.reduce((sum, parts) => sum + parts.length, 0);
    let truncated = false;
    for (const parts of lists) {
        let removed = 0;
        while (excess > 0 && removed < parts.length) {
            const part = parts[removed];
            const size = utf8Length(JSON.stringify(part));
            const content = part['content'];
            if (left === 1 && part.type === 'text' && typeof content === 'string') {
                const kept = startThatFits(part, content, size - excess);
                if (kept !== content) {
                    parts[removed] = { ...part, content: kept };
                    truncated = true;
                }
                break;
            }
            // A part that has one after it loses the comma between them too.
            excess -= size + (removed + 1 < parts.length ? 1 : 0);
            removed++;
            left--;
            truncated = true;
        }
        parts.splice(0, removed);
    }
    return {
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_SYSTEM_INSTRUCTIONS */ .Cb]: instructions,
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_INPUT_MESSAGES */ .ex]: input,
        [_attributes_mjs__WEBPACK_IMPORTED_MODULE_0__/* .ATTR_GEN_AI_OUTPUT_MESSAGES */ .ZZ]: output,
        truncated,
    };
}
/**
 * The longest start of `content` with which the JSON of the text part `part` fits in `limit`
 * bytes. It never ends between the two halves of a surrogate pair.
 */
function startThatFits(part, content, limit) {
    const room = limit - utf8Length(JSON.stringify({ ...part, content: '' }));
    // A character takes at least one byte of the JSON, so those that fit are among the first `room`.
    // In their JSON each is itself, or an escape sequence, which starts with a backslash and is
    // ASCII. A surrogate pair is one character, and itself: the JSON escapes only a half of one.
    const head = content.slice(0, Math.max(room, 0));
    const escaped = JSON.stringify(head);
    let length = 0;
    let escapedLength = 0;
    let size = 0;
    while (length < head.length) {
        const point = escaped.codePointAt(1 + escapedLength);
        const units = point > 0xffff ? 2 : 1;
        const escapedUnits = point !== 0x5c ? units
            : escaped[2 + escapedLength] === 'u' ? 6
                : 2;
        size +=
            point < 0x80 ? escapedUnits
                : point < 0x800 ? 2
                    : point < 0x10000 ? 3
                        : 4;
        if (size > room) {
            break;
        }
        escapedLength += escapedUnits;
        length += units;
    }
    return content.slice(0, length);
}
/**
 * The JSON of the first of `blocks`, each the JSON of a content block of a tool result, that fit
 * in `limit` bytes, the size of that JSON as `sizeOf` measures it, and whether it is not all of them.
 */
function truncateToolResultContent(blocks, limit, sizeOf) {
    const kept = [];
    // The JSON of an array is its brackets, its elements, and a comma between each two.
    let size = 2;
    for (const block of blocks) {
        const next = size + (kept.length === 0 ? 0 : 1) + sizeOf(block);
        if (next > limit) {
            break;
        }
        kept.push(block);
        size = next;
    }
    return { json: '[' + kept.join(',') + ']', size, truncated: kept.length < blocks.length };
}
/** The size of `text` in UTF-8, in bytes. It makes no copy of the text to measure it. */
function utf8Length(text) {
    let size = 0;
    for (let index = 0; index < text.length; index++) {
        const unit = text.charCodeAt(index);
        if (unit < 0x80) {
            size += 1;
        }
        else if (unit < 0x800) {
            size += 2;
        }
        else if (unit >= 0xd800 && unit < 0xdc00 && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
            // The two halves of a surrogate pair are one character of four bytes.
            size += 4;
            index++;
        }
        else {
            size += 3;
        }
    }
    return size;
}
//# sourceMappingURL=content.mjs.map

/***/ }),

/***/ 48824:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ setUsageSumAttributes)
/* harmony export */ });
/* unused harmony export INPUT_TOKEN_COUNTS */
/* harmony import */ var _internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(69296);
/* harmony import */ var _attributes_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53734);


/**
 * Sets the attributes that are sums over `usage`, the usage of a Message as the API sent it.
 * `setResponseAttributes` sets the attributes that one field gives. The compactions' tokens are final
 * only from the `message_delta` of a streamed Message on, and are set only when `complete` is true.
 */
function setUsageSumAttributes(span, usage, complete) {
    if (!(0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_0__/* .isObj */ .sA)(usage)) {
        return;
    }
    if (typeof usage['input_tokens'] === 'number') {
        span.setAttribute(_attributes_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ATTR_GEN_AI_USAGE_INPUT_TOKENS */ .mS, inputTokens(usage));
    }
    if (!complete) {
        return;
    }
    // The usage above leaves out what the compactions used, which only the iterations have.
    const iterations = Array.isArray(usage['iterations']) ? usage['iterations'] : [];
    const compactions = iterations.filter((each) => (0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_0__/* .isObj */ .sA)(each) && each['type'] === 'compaction');
    if (compactions.length > 0) {
        span.setAttribute(_attributes_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ATTR_ANTHROPIC_USAGE_COMPACTION_INPUT_TOKENS */ .pn, compactions.reduce((sum, each) => sum + inputTokens(each), 0));
        span.setAttribute(_attributes_mjs__WEBPACK_IMPORTED_MODULE_1__/* .ATTR_ANTHROPIC_USAGE_COMPACTION_OUTPUT_TOKENS */ .w3, compactions.reduce((sum, each) => sum + count(each, 'output_tokens'), 0));
    }
}
/** The token counts of a usage, or of one of its iterations, that add up to its input tokens. */
const INPUT_TOKEN_COUNTS = [
    'input_tokens',
    'cache_read_input_tokens',
    'cache_creation_input_tokens',
];
function inputTokens(usage) {
    return INPUT_TOKEN_COUNTS.reduce((sum, name) => sum + count(usage, name), 0);
}
/** The token count `name` of `usage`, or 0 when it has none. */
function count(usage, name) {
    const value = usage[name];
    return typeof value === 'number' ? value : 0;
}
//# sourceMappingURL=response.mjs.map

/***/ }),

/***/ 73859:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _q: () => (/* binding */ endAnthropicApiCallSpanWhenStreamEnds),
/* harmony export */   rZ: () => (/* binding */ recordStreamedMessageContent)
/* harmony export */ });
/* unused harmony exports FINAL_FROM_MESSAGE_DELTA, TOTALS_IN_MESSAGE_DELTA */
/* harmony import */ var _opentelemetry_api__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(91213);
/* harmony import */ var _core_error_mjs__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(25064);
/* harmony import */ var _core_streaming_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6922);
/* harmony import */ var _internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(59098);
/* harmony import */ var _internal_utils_log_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(37412);
/* harmony import */ var _internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(69296);
/* harmony import */ var _attributes_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(53734);
/* harmony import */ var _content_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(88188);
/* harmony import */ var _response_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(48824);









/**
 * In content mode, records `message`, which a stream helper accumulated, as the response content
 * of `call`, under the same size limit as a response that is not streamed.
 */
function recordStreamedMessageContent(client, call, body, message) {
    if (!call.span.isRecording() || client.openTelemetry.traces.contentMode !== 'content') {
        return;
    }
    try {
        (0,_content_mjs__WEBPACK_IMPORTED_MODULE_0__/* .setMessageContentAttributes */ .cu)(call, body, message.content, client.openTelemetry.traces.maxContentBytes);
    }
    catch (problem) {
        (0,_internal_utils_log_mjs__WEBPACK_IMPORTED_MODULE_1__/* .loggerFor */ .WG)(client).debug('could not record the streamed message on its span', problem);
    }
}
/**
 * Ends `span` when the application's read of `stream` ends. Only the stream of `messages.create`
 * has events that the span records.
 */
function endAnthropicApiCallSpanWhenStreamEnds(client, span, stream, props) {
    if (props.options.__span?.name === 'anthropic.messages.create' && stream instanceof _core_streaming_mjs__WEBPACK_IMPORTED_MODULE_2__/* .Stream */ .Z) {
        endMessagesCreateSpanWhenStreamEnds(client, span, stream, props);
    }
    else {
        (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .endApiCallSpanWhenStreamEnds */ .KC)(span, stream, props);
    }
}
/**
 * Ends the span of a `messages.create` API call when the application's read of `stream` ends, with
 * the attributes of the Message that the events reconstruct, as far as it was read. The content is
 * that of a stream helper's Message: the helper records it at `message_stop`
 * (`recordStreamedMessageContent`), and a stream that ends earlier records it here.
 */
function endMessagesCreateSpanWhenStreamEnds(client, span, stream, props) {
    if (!span.isRecording()) {
        return;
    }
    span.setAttribute(_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .ATTR_HTTP_RESPONSE_STATUS_CODE */ .OR, props.response.status);
    (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .setResponseHeaderAttributes */ .em)(span, props.response);
    const call = props.options.__span;
    const startTime = call?.startTime;
    // What the span reads of the Message, and the usage, as the events have them so far.
    let message;
    let usage;
    let sawDelta = false;
    let sawMessageDelta = false;
    let sawStop = false;
    (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .observeStream */ .jE)(stream, props.controller.signal, {
        onItem(event) {
            try {
                switch (event.type) {
                    case 'message_start': {
                        // Only what the span reads, because this lives for as long as the application holds the stream.
                        const atStart = { ...event.message };
                        usage = { ...event.message.usage };
                        message = {};
                        for (const [, [name]] of _internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .SPAN_ATTRIBUTES */ .tx[call?.name ?? '']?.response ?? []) {
                            if (name !== undefined && name !== 'usage') {
                                message[name] = atStart[name];
                            }
                        }
                        break;
                    }
                    case 'content_block_start': {
                        // A fallback block names the model that produces the rest of the Message.
                        const block = event.content_block;
                        if (message && (0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_4__/* .isObj */ .sA)(block) && block['type'] === 'fallback' && (0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_4__/* .isObj */ .sA)(block['to'])) {
                            message['model'] = block['to']['model'];
                        }
                        break;
                    }
                    case 'message_delta':
                        if (message && usage) {
                            const totals = (0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_4__/* .isObj */ .sA)(event.usage) ? event.usage : {};
                            // The final count, which replaces the placeholder of `message_start` whatever it is.
                            usage['output_tokens'] = totals['output_tokens'];
                            // Totals for the whole Message, null when they do not apply, so one that is present
                            // replaces the earlier value.
                            for (const name of TOTALS_IN_MESSAGE_DELTA) {
                                if (totals[name] != null) {
                                    usage[name] = totals[name];
                                }
                            }
                            if (event.delta.stop_reason != null) {
                                message['stop_reason'] = event.delta.stop_reason;
                            }
                            sawMessageDelta = true;
                        }
                        break;
                    case 'message_stop':
                        sawStop = true;
                        break;
                    case 'content_block_delta':
                        // The first chunk is the first delta, of any type, not an earlier event.
                        if (!sawDelta && startTime !== undefined) {
                            span.setAttribute(_attributes_mjs__WEBPACK_IMPORTED_MODULE_5__/* .ATTR_GEN_AI_RESPONSE_TIME_TO_FIRST_CHUNK */ .N$, (Date.now() - startTime) / 1000);
                        }
                        sawDelta = true;
                        break;
                    case 'content_block_stop':
                        break;
                    default:
                        (0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_4__/* .checkNever */ .f2)(event);
                }
            }
            catch (problem) {
                (0,_internal_utils_log_mjs__WEBPACK_IMPORTED_MODULE_1__/* .loggerFor */ .WG)(client).debug('could not record the stream on its span', problem);
            }
        },
        onEnd(end) {
            try {
                if (message && usage && call) {
                    // `message_delta` has the stop reason and the final output usage, so a stream cut short
                    // after it still has them. Before it, `message_start` has only placeholders for them.
                    const complete = sawMessageDelta || sawStop;
                    let response = { ...message, usage };
                    if (!complete) {
                        for (const path of FINAL_FROM_MESSAGE_DELTA) {
                            response = without(response, path);
                        }
                    }
                    (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .setResponseAttributes */ .PJ)(span, call.name, response);
                    (0,_response_mjs__WEBPACK_IMPORTED_MODULE_6__/* .setUsageSumAttributes */ .U)(span, usage, complete);
                }
            }
            catch (problem) {
                (0,_internal_utils_log_mjs__WEBPACK_IMPORTED_MODULE_1__/* .loggerFor */ .WG)(client).debug('could not record the stream on its span', problem);
            }
            const failure = call?.failure;
            // A helper that failed on an event did not build the Message that the stream sent.
            if (!sawStop && call?.streamed && failure === undefined) {
                recordStreamedMessageContent(client, call, call.streamed.body, call.streamed.message);
            }
            if (end.reason === 'failed') {
                (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .setErrorStatus */ .Rc)(span, end.error);
            }
            else if (failure !== undefined) {
                (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .setErrorStatus */ .Rc)(span, failure, 'client_error');
            }
            else if (end.reason === 'completed') {
                if (sawStop) {
                    span.setStatus({ code: _opentelemetry_api__WEBPACK_IMPORTED_MODULE_7__/* .SpanStatusCode */ .s.OK });
                }
                else {
                    // The application sees the stream end without an error, so only the span fails.
                    (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .setErrorStatus */ .Rc)(span, new _core_error_mjs__WEBPACK_IMPORTED_MODULE_8__.AnthropicError('The stream ended before message_stop.'), 'api_error');
                }
            }
            // Otherwise the application closed the stream before the API did, which leaves the status
            // unset, even after `message_stop`.
            (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_3__/* .guardTracing */ .M5)(client, () => span.end());
        },
    });
}
/**
 * The paths in a streamed Message whose values are final only from `message_delta` on.
 * `message_start` has placeholders for them, so the span of a stream that ended before
 * `message_delta` records nothing under them.
 */
const FINAL_FROM_MESSAGE_DELTA = [
    ['stop_reason'],
    ['usage', 'output_tokens'],
    ['usage', 'output_tokens_details'],
];
/**
 * The totals in the usage of `message_delta`, besides `output_tokens`, that replace those of
 * `message_start`. Of the rest of the event, the span records the stop reason alone.
 */
const TOTALS_IN_MESSAGE_DELTA = [
    'input_tokens',
    'cache_creation_input_tokens',
    'cache_read_input_tokens',
    'output_tokens_details',
    'iterations',
];
/** `data` without the value at `path`, as a copy that shares what the path does not go through. */
function without(data, path) {
    const [name, ...rest] = path;
    if (name === undefined || !(name in data)) {
        return data;
    }
    if (rest.length === 0) {
        const { [name]: _, ...others } = data;
        return others;
    }
    const value = data[name];
    return (0,_internal_utils_values_mjs__WEBPACK_IMPORTED_MODULE_4__/* .isObj */ .sA)(value) ? { ...data, [name]: without(value, rest) } : data;
}
//# sourceMappingURL=streaming.mjs.map

/***/ }),

/***/ 94909:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ Batches)
/* harmony export */ });
/* harmony import */ var _core_resource_mjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(92830);
/* harmony import */ var _core_pagination_mjs__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21154);
/* harmony import */ var _internal_headers_mjs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(33546);
/* harmony import */ var _internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(59098);
/* harmony import */ var _internal_decoders_jsonl_mjs__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(90192);
/* harmony import */ var _error_mjs__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(25064);
/* harmony import */ var _internal_utils_path_mjs__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(79567);







class Batches extends _core_resource_mjs__WEBPACK_IMPORTED_MODULE_0__/* .APIResource */ .h {
    /**
     * Send a batch of Message creation requests.
     *
     * The Message Batches API can be used to process multiple Messages API requests at
     * once. Once a Message Batch is created, it begins processing immediately. Batches
     * can take up to 24 hours to complete.
     *
     * Learn more about the Message Batches API in our
     * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {CMEKKeyDisabledError}
     * @throws {OrganizationOnHoldError}
     * @throws {WorkspaceHumanReviewDisabledError}
     * @throws {EnforcedSpendLimitReachedError}
     *
     * @example
     * ```ts
     * const messageBatch = await client.messages.batches.create({
     *   requests: [
     *     {
     *       custom_id: 'my-custom-id-1',
     *       params: {
     *         max_tokens: 1024,
     *         messages: [
     *           { content: 'Hello, world', role: 'user' },
     *         ],
     *         model: 'claude-opus-5-5',
     *       },
     *     },
     *   ],
     * });
     * ```
     */
    create(params, options) {
        const { user_profile_id, workspace_id, ...body } = params;
        return this._client.post('/v1/messages/batches', {
            body,
            ...options,
            headers: (0,_internal_headers_mjs__WEBPACK_IMPORTED_MODULE_1__/* .buildHeaders */ .db)([
                {
                    ...(user_profile_id != null ? { 'anthropic-user-profile-id': user_profile_id } : undefined),
                    ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined),
                },
                options?.headers,
            ]),
            __span: (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .startApiCallSpan */ .FS)(this._client, 'anthropic.messages.batches.create', options, {
                route: '/v1/messages/batches',
                // A request without `requests` is for the API to refuse, not for this line to throw on.
                attributes: { 'anthropic.message.batch.request_count': body.requests?.length },
                createdIDAttribute: 'anthropic.message.batch.id',
            }),
        });
    }
    /**
     * This endpoint is idempotent and can be used to poll for Message Batch
     * completion. To access the results of a Message Batch, make a request to the
     * `results_url` field in the response.
     *
     * Learn more about the Message Batches API in our
     * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * const messageBatch = await client.messages.batches.retrieve(
     *   'message_batch_id',
     * );
     * ```
     */
    retrieve(messageBatchID, params = {}, options) {
        const { workspace_id } = params ?? {};
        return this._client.get((0,_internal_utils_path_mjs__WEBPACK_IMPORTED_MODULE_3__/* .path */ .Ae) `/v1/messages/batches/${messageBatchID}`, {
            ...options,
            headers: (0,_internal_headers_mjs__WEBPACK_IMPORTED_MODULE_1__/* .buildHeaders */ .db)([
                { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                options?.headers,
            ]),
            __span: (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .startApiCallSpan */ .FS)(this._client, 'anthropic.messages.batches.retrieve', options, {
                route: '/v1/messages/batches/{message_batch_id}',
                attributes: { 'anthropic.message.batch.id': messageBatchID },
            }),
        });
    }
    /**
     * List all Message Batches within a Workspace. Most recently created batches are
     * returned first.
     *
     * Learn more about the Message Batches API in our
     * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * // Automatically fetches more pages as needed.
     * for await (const messageBatch of client.messages.batches.list()) {
     *   // ...
     * }
     * ```
     */
    list(params = {}, options) {
        const { workspace_id, ...query } = params ?? {};
        return this._client.getAPIList('/v1/messages/batches', (_core_pagination_mjs__WEBPACK_IMPORTED_MODULE_4__/* .Page */ .YW), {
            query,
            ...options,
            headers: (0,_internal_headers_mjs__WEBPACK_IMPORTED_MODULE_1__/* .buildHeaders */ .db)([
                { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                options?.headers,
            ]),
            __span: (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .startApiCallSpan */ .FS)(this._client, 'anthropic.messages.batches.list', options, {
                route: '/v1/messages/batches',
                queryParams: ['after_id', 'before_id', 'limit'],
            }),
        });
    }
    /**
     * Delete a Message Batch.
     *
     * Message Batches can only be deleted once they've finished processing. If you'd
     * like to delete an in-progress batch, you must first cancel it.
     *
     * Learn more about the Message Batches API in our
     * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * const deletedMessageBatch =
     *   await client.messages.batches.delete('message_batch_id');
     * ```
     */
    delete(messageBatchID, params = {}, options) {
        const { workspace_id } = params ?? {};
        return this._client.delete((0,_internal_utils_path_mjs__WEBPACK_IMPORTED_MODULE_3__/* .path */ .Ae) `/v1/messages/batches/${messageBatchID}`, {
            ...options,
            headers: (0,_internal_headers_mjs__WEBPACK_IMPORTED_MODULE_1__/* .buildHeaders */ .db)([
                { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                options?.headers,
            ]),
            __span: (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .startApiCallSpan */ .FS)(this._client, 'anthropic.messages.batches.delete', options, {
                route: '/v1/messages/batches/{message_batch_id}',
                attributes: { 'anthropic.message.batch.id': messageBatchID },
            }),
        });
    }
    /**
     * Batches may be canceled any time before processing ends. Once cancellation is
     * initiated, the batch enters a `canceling` state, at which time the system may
     * complete any in-progress, non-interruptible requests before finalizing
     * cancellation.
     *
     * The number of canceled requests is specified in `request_counts`. To determine
     * which requests were canceled, check the individual results within the batch.
     * Note that cancellation may not result in any canceled requests if they were
     * non-interruptible.
     *
     * Learn more about the Message Batches API in our
     * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * const messageBatch = await client.messages.batches.cancel(
     *   'message_batch_id',
     * );
     * ```
     */
    cancel(messageBatchID, params = {}, options) {
        const { workspace_id } = params ?? {};
        return this._client.post((0,_internal_utils_path_mjs__WEBPACK_IMPORTED_MODULE_3__/* .path */ .Ae) `/v1/messages/batches/${messageBatchID}/cancel`, {
            ...options,
            headers: (0,_internal_headers_mjs__WEBPACK_IMPORTED_MODULE_1__/* .buildHeaders */ .db)([
                { ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined) },
                options?.headers,
            ]),
            __span: (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .startApiCallSpan */ .FS)(this._client, 'anthropic.messages.batches.cancel', options, {
                route: '/v1/messages/batches/{message_batch_id}/cancel',
                attributes: { 'anthropic.message.batch.id': messageBatchID },
            }),
        });
    }
    /**
     * Streams the results of a Message Batch as a `.jsonl` file.
     *
     * Each line in the file is a JSON object containing the result of a single request
     * in the Message Batch. Results are not guaranteed to be in the same order as
     * requests. Use the `custom_id` field to match results to requests.
     *
     * Learn more about the Message Batches API in our
     * [user guide](https://platform.claude.com/docs/en/build-with-claude/batch-processing)
     *
     * @throws {ClaudeCodeKeyCreatorNotMemberError}
     * @throws {CMEKKeyDisabledError}
     * @throws {OrganizationOnHoldError}
     *
     * @example
     * ```ts
     * const stream = await client.messages.batches.results(
     *   'message_batch_id',
     * );
     * for await (const messageBatchIndividualResponse of stream) {
     *   // ...
     * }
     * ```
     */
    async results(messageBatchID, params = {}, options) {
        const batch = await this.retrieve(messageBatchID, params, options);
        if (!batch.results_url) {
            throw new _error_mjs__WEBPACK_IMPORTED_MODULE_5__.AnthropicError(`No batch \`results_url\`; Has it finished processing? ${batch.processing_status} - ${batch.id}`);
        }
        const { workspace_id } = params ?? {};
        return this._client
            .get(batch.results_url, {
            ...options,
            headers: (0,_internal_headers_mjs__WEBPACK_IMPORTED_MODULE_1__/* .buildHeaders */ .db)([
                {
                    Accept: 'application/binary',
                    ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined),
                },
                options?.headers,
            ]),
            stream: true,
            __binaryResponse: true,
            __span: (0,_internal_tracing_mjs__WEBPACK_IMPORTED_MODULE_2__/* .startApiCallSpan */ .FS)(this._client, 'anthropic.messages.batches.results', options, {
                route: '/v1/messages/batches/{message_batch_id}/results',
                attributes: { 'anthropic.message.batch.id': messageBatchID },
            }),
        })
            ._thenUnwrap((_, props) => _internal_decoders_jsonl_mjs__WEBPACK_IMPORTED_MODULE_6__/* .JSONLDecoder */ .j.fromResponse(props.response, props.controller));
    }
}
//# sourceMappingURL=batches.mjs.map

/***/ }),

/***/ 40980:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H_: () => (/* binding */ AvailableToolsLimitExceededError),
  vq: () => (/* binding */ BROWSER_MEMBER_NAME_VALUES),
  yh: () => (/* binding */ COMPUTER_MEMBER_NAME_VALUES),
  f_: () => (/* binding */ CompactionBlockAmbiguousError),
  Hn: () => (/* binding */ CompactionBlockMisplacedError),
  np: () => (/* binding */ CompactionContentMismatchError),
  JP: () => (/* binding */ CompactionIncompleteTurnError),
  Jq: () => (/* binding */ CompactionNothingToSummarizeError),
  Hz: () => (/* binding */ CompactionSignatureInvalidError),
  rh: () => (/* binding */ CompactionTooManyToolReferencesError),
  F$: () => (/* binding */ CompactionToolChangesMismatchError),
  y2: () => (/* binding */ CompactionUnavailableError),
  WK: () => (/* binding */ ImageDimensionsTooLargeError),
  B2: () => (/* binding */ Messages),
  SK: () => (/* binding */ ThreadAlreadyContinuedError),
  Ph: () => (/* binding */ ThreadContinueInFlightError),
  lf: () => (/* binding */ ThreadFingerprintMismatchError),
  Ws: () => (/* binding */ ThreadNotFoundError),
  nP: () => (/* binding */ ThreadUnsupportedRequestError),
  i4: () => (/* binding */ ToolNameConflictError),
  tp: () => (/* binding */ ToolReferenceUnresolvedError)
});

// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/core/resource.mjs
var resource = __webpack_require__(92830);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/data/deprecated-models.mjs
var deprecated_models = __webpack_require__(11391);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/data/models-to-warn-with-thinking-enabled.mjs
var models_to_warn_with_thinking_enabled = __webpack_require__(72596);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/headers.mjs
var headers = __webpack_require__(33546);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/tracing.mjs
var tracing = __webpack_require__(59098);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/lib/internal/tracing/api-call.mjs
var api_call = __webpack_require__(9692);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/stainless-helper-header.mjs
var stainless_helper_header = __webpack_require__(63937);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/lib/internal/messages-request.mjs




/**
 * The headers of a `messages.create` request. `create()` and `stream()` build them before they
 * start the span, so that what throws here throws while no span is open.
 */
function messagesCreateHeaders(params, options) {
    const { user_profile_id, workspace_id, tools, messages } = params;
    return (0,headers/* buildHeaders */.db)([
        {
            ...(user_profile_id != null ? { 'anthropic-user-profile-id': user_profile_id } : undefined),
            ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined),
        },
        (0,stainless_helper_header/* stainlessHelperHeader */.G$)(tools, messages),
        options?.headers,
    ]);
}
/**
 * Starts the call span of the request that a stream helper sends `body` with. The helper calls this
 * as it sends the request, so that what throws here fails the stream. It records the final message
 * on the span, which its `create()` call uses too.
 */
function startMessagesStreamSpan(client, body, options) {
    if (!client._tracer)
        return undefined;
    // Built here too, where no span is open yet: the helper's `create()` call builds them again
    // from the same input, so it cannot throw once the span is open.
    const headers = messagesCreateHeaders(body, options);
    return (0,tracing/* startApiCallSpan */.FS)(client, 'anthropic.messages.create', options, (0,api_call/* messagesCreateSpanSettings */.io)(client, { body, headers, stream: true }));
}
//# sourceMappingURL=messages-request.mjs.map
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/tslib.mjs
var tslib = __webpack_require__(33364);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/errors.mjs
var errors = __webpack_require__(62533);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/utils/values.mjs
var values = __webpack_require__(69296);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/core/error.mjs
var core_error = __webpack_require__(25064);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/core/streaming.mjs
var streaming = __webpack_require__(6922);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/lib/parser.mjs

function getOutputFormat(params) {
    return params?.output_config?.format;
}
function maybeParseMessage(message, params, opts) {
    const outputFormat = getOutputFormat(params);
    if (!params || !('parse' in (outputFormat ?? {}))) {
        return {
            ...message,
            content: message.content.map((block) => {
                if (block.type === 'text') {
                    const parsedBlock = Object.defineProperty({ ...block }, 'parsed_output', {
                        value: null,
                        enumerable: false,
                    });
                    return parsedBlock;
                }
                return block;
            }),
            parsed_output: null,
        };
    }
    return parseMessage(message, params, opts);
}
function parseMessage(message, params, opts) {
    let firstParsedOutput = null;
    const content = message.content.map((block) => {
        if (block.type === 'text') {
            const parsedOutput = parseOutputFormat(params, block.text);
            if (firstParsedOutput === null) {
                firstParsedOutput = parsedOutput;
            }
            const parsedBlock = Object.defineProperty({ ...block }, 'parsed_output', {
                value: parsedOutput,
                enumerable: false,
            });
            return parsedBlock;
        }
        return block;
    });
    return {
        ...message,
        content,
        parsed_output: firstParsedOutput,
    };
}
function parseOutputFormat(params, content) {
    const outputFormat = getOutputFormat(params);
    if (outputFormat?.type !== 'json_schema') {
        return null;
    }
    try {
        if ('parse' in outputFormat) {
            return outputFormat.parse(content);
        }
        return JSON.parse(content);
    }
    catch (error) {
        throw new core_error.AnthropicError(`Failed to parse structured output: ${error}`);
    }
}
//# sourceMappingURL=parser.mjs.map
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/lib/internal/tracing/streaming.mjs
var tracing_streaming = __webpack_require__(73859);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/message-stream-utils.mjs + 1 modules
var message_stream_utils = __webpack_require__(67519);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/lib/MessageStream.mjs
var _MessageStream_instances, _MessageStream_currentMessageSnapshot, _MessageStream_params, _MessageStream_connectedPromise, _MessageStream_resolveConnectedPromise, _MessageStream_rejectConnectedPromise, _MessageStream_endPromise, _MessageStream_resolveEndPromise, _MessageStream_rejectEndPromise, _MessageStream_listeners, _MessageStream_ended, _MessageStream_errored, _MessageStream_aborted, _MessageStream_catchingPromiseCreated, _MessageStream_response, _MessageStream_request_id, _MessageStream_workspace_id, _MessageStream_logger, _MessageStream_client, _MessageStream_span, _MessageStream_getFinalMessage, _MessageStream_getFinalText, _MessageStream_handleError, _MessageStream_beginRequest, _MessageStream_addStreamEvent, _MessageStream_endRequest, _MessageStream_accumulateMessage;










function tracksToolInput(content) {
    return content.type === 'tool_use' || content.type === 'server_tool_use';
}
var MessageStream = /* @__PURE__ */ (() => {
    class MessageStream {
        constructor(params, opts) {
            _MessageStream_instances.add(this);
            this.messages = [];
            this.receivedMessages = [];
            _MessageStream_currentMessageSnapshot.set(this, void 0);
            _MessageStream_params.set(this, null);
            this.controller = new AbortController();
            _MessageStream_connectedPromise.set(this, void 0);
            _MessageStream_resolveConnectedPromise.set(this, () => { });
            _MessageStream_rejectConnectedPromise.set(this, () => { });
            _MessageStream_endPromise.set(this, void 0);
            _MessageStream_resolveEndPromise.set(this, () => { });
            _MessageStream_rejectEndPromise.set(this, () => { });
            _MessageStream_listeners.set(this, {});
            _MessageStream_ended.set(this, false);
            _MessageStream_errored.set(this, false);
            _MessageStream_aborted.set(this, false);
            _MessageStream_catchingPromiseCreated.set(this, false);
            _MessageStream_response.set(this, void 0);
            _MessageStream_request_id.set(this, void 0);
            _MessageStream_workspace_id.set(this, void 0);
            _MessageStream_logger.set(this, void 0);
            // The client that makes the request, and the call span of the request, to record the message on.
            // Both are set only for a stream that an SDK method created.
            _MessageStream_client.set(this, void 0);
            _MessageStream_span.set(this, void 0);
            _MessageStream_handleError.set(this, (error) => {
                (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_errored, true, "f");
                // The stream ignores the events after an error, so its message stops being what the API sent.
                if ((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f")) {
                    (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f").streamed = undefined;
                }
                if ((0,errors/* isAbortError */.z)(error)) {
                    error = new core_error.APIUserAbortError();
                }
                if (error instanceof core_error.APIUserAbortError) {
                    (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_aborted, true, "f");
                    return this._emit('abort', error);
                }
                if (error instanceof core_error.AnthropicError) {
                    return this._emit('error', error);
                }
                if (error instanceof Error) {
                    const anthropicError = new core_error.AnthropicError(error.message);
                    // @ts-ignore
                    anthropicError.cause = error;
                    return this._emit('error', anthropicError);
                }
                return this._emit('error', new core_error.AnthropicError(String(error)));
            });
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_connectedPromise, new Promise((resolve, reject) => {
                (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_resolveConnectedPromise, resolve, "f");
                (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_rejectConnectedPromise, reject, "f");
            }), "f");
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_endPromise, new Promise((resolve, reject) => {
                (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_resolveEndPromise, resolve, "f");
                (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_rejectEndPromise, reject, "f");
            }), "f");
            // Don't let these promises cause unhandled rejection errors.
            // we will manually cause an unhandled rejection error later
            // if the user hasn't registered any error listener or called
            // any promise-returning method.
            (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_connectedPromise, "f").catch(() => { });
            (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_endPromise, "f").catch(() => { });
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_params, params, "f");
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_logger, opts?.logger ?? console, "f");
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_client, opts?.client, "f");
        }
        get response() {
            return (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_response, "f");
        }
        get request_id() {
            return (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_request_id, "f");
        }
        get workspace_id() {
            return (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_workspace_id, "f");
        }
        /**
         * Returns the `MessageStream` data, the raw `Response` instance and the ID of the request,
         * returned vie the `request-id` header which is useful for debugging requests and resporting
         * issues to Anthropic.
         *
         * This is the same as the `APIPromise.withResponse()` method.
         *
         * This method will raise an error if you created the stream using `MessageStream.fromReadableStream`
         * as no `Response` is available.
         */
        async withResponse() {
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_catchingPromiseCreated, true, "f");
            const response = await (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_connectedPromise, "f");
            if (!response) {
                throw new Error('Could not resolve a `Response` object');
            }
            return {
                data: this,
                response,
                request_id: response.headers.get('request-id'),
                workspace_id: response.headers.get('anthropic-workspace-id'),
            };
        }
        /**
         * Intended for use on the frontend, consuming a stream produced with
         * `.toReadableStream()` on the backend.
         *
         * Note that messages sent to the model do not appear in `.on('message')`
         * in this context.
         */
        static fromReadableStream(stream) {
            const runner = new MessageStream(null);
            runner._run(() => runner._fromReadableStream(stream));
            return runner;
        }
        static createMessage(messages, params, options, { logger, client, } = {}) {
            const runner = new MessageStream(params, { logger, client });
            for (const message of params.messages) {
                runner._addMessageParam(message);
            }
            (0,tslib/* __classPrivateFieldSet */.G)(runner, _MessageStream_params, { ...params, stream: true }, "f");
            runner._run(() => runner._createMessage(messages, { ...params, stream: true }, { ...options, headers: { ...options?.headers, [stainless_helper_header/* STAINLESS_HELPER_METHOD_HEADER */.uq]: 'stream' } }));
            return runner;
        }
        _run(executor) {
            executor().then(() => {
                this._emitFinal();
                this._emit('end');
            }, (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_handleError, "f"));
        }
        _addMessageParam(message) {
            this.messages.push(message);
        }
        _addMessage(message, emit = true) {
            this.receivedMessages.push(message);
            if (emit) {
                this._emit('message', message);
            }
        }
        async _createMessage(messages, params, options) {
            const signal = options?.signal;
            let abortHandler;
            if (signal) {
                if (signal.aborted)
                    this.controller.abort();
                abortHandler = this.controller.abort.bind(this.controller);
                signal.addEventListener('abort', abortHandler);
            }
            try {
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_beginRequest).call(this);
                // Started here, where a throw fails the stream, and kept to record the final message on.
                // `create()` below gets it in its options, so it uses this span instead of starting its own.
                (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_span, options?.__span ?? ((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_client, "f") && startMessagesStreamSpan((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_client, "f"), params, options)), "f");
                const { response, data: stream } = await messages
                    .create({ ...params, stream: true }, { ...options, __span: (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f"), signal: this.controller.signal })
                    .withResponse();
                try {
                    this._connected(response);
                }
                catch (error) {
                    // Nothing reads the stream after a `connect` listener throws: closing it ends its span.
                    if ((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f")) {
                        (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f").failure = error;
                    }
                    stream.controller.abort();
                    throw error;
                }
                for await (const event of stream) {
                    try {
                        (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_addStreamEvent).call(this, event);
                    }
                    catch (error) {
                        if ((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f")) {
                            (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f").failure = error;
                        }
                        throw error;
                    }
                }
                if (stream.controller.signal?.aborted) {
                    throw new core_error.APIUserAbortError();
                }
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_endRequest).call(this);
            }
            finally {
                if (signal && abortHandler) {
                    signal.removeEventListener('abort', abortHandler);
                }
            }
        }
        _connected(response) {
            if (this.ended)
                return;
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_response, response, "f");
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_request_id, response?.headers.get('request-id'), "f");
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_workspace_id, response?.headers.get('anthropic-workspace-id'), "f");
            (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_resolveConnectedPromise, "f").call(this, response);
            this._emit('connect');
        }
        get ended() {
            return (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_ended, "f");
        }
        get errored() {
            return (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_errored, "f");
        }
        get aborted() {
            return (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_aborted, "f");
        }
        abort() {
            this.controller.abort();
        }
        /**
         * Adds the listener function to the end of the listeners array for the event.
         * No checks are made to see if the listener has already been added. Multiple calls passing
         * the same combination of event and listener will result in the listener being added, and
         * called, multiple times.
         * @returns this MessageStream, so that calls can be chained
         */
        on(event, listener) {
            const listeners = (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_listeners, "f")[event] || ((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_listeners, "f")[event] = []);
            listeners.push({ listener });
            return this;
        }
        /**
         * Removes the specified listener from the listener array for the event.
         * off() will remove, at most, one instance of a listener from the listener array. If any single
         * listener has been added multiple times to the listener array for the specified event, then
         * off() must be called multiple times to remove each instance.
         * @returns this MessageStream, so that calls can be chained
         */
        off(event, listener) {
            const listeners = (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_listeners, "f")[event];
            if (!listeners)
                return this;
            const index = listeners.findIndex((l) => l.listener === listener);
            if (index >= 0)
                listeners.splice(index, 1);
            return this;
        }
        /**
         * Adds a one-time listener function for the event. The next time the event is triggered,
         * this listener is removed and then invoked.
         * @returns this MessageStream, so that calls can be chained
         */
        once(event, listener) {
            const listeners = (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_listeners, "f")[event] || ((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_listeners, "f")[event] = []);
            listeners.push({ listener, once: true });
            return this;
        }
        /**
         * This is similar to `.once()`, but returns a Promise that resolves the next time
         * the event is triggered, instead of calling a listener callback.
         * @returns a Promise that resolves the next time given event is triggered,
         * or rejects if an error is emitted.  (If you request the 'error' event,
         * returns a promise that resolves with the error).
         *
         * Example:
         *
         *   const message = await stream.emitted('message') // rejects if the stream errors
         */
        emitted(event) {
            return new Promise((resolve, reject) => {
                (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_catchingPromiseCreated, true, "f");
                if (event !== 'error')
                    this.once('error', reject);
                this.once(event, resolve);
            });
        }
        async done() {
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_catchingPromiseCreated, true, "f");
            await (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_endPromise, "f");
        }
        get currentMessage() {
            return (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_currentMessageSnapshot, "f");
        }
        /**
         * @returns a promise that resolves with the the final assistant Message response,
         * or rejects if an error occurred or the stream ended prematurely without producing a Message.
         * If structured outputs were used, this will be a ParsedMessage with a `parsed_output` field.
         */
        async finalMessage() {
            await this.done();
            return (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_getFinalMessage).call(this);
        }
        /**
         * @returns a promise that resolves with the the final assistant Message's text response, concatenated
         * together if there are more than one text blocks.
         * Rejects if an error occurred or the stream ended prematurely without producing a Message.
         */
        async finalText() {
            await this.done();
            return (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_getFinalText).call(this);
        }
        _emit(event, ...args) {
            // make sure we don't emit any MessageStreamEvents after end
            if ((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_ended, "f"))
                return;
            if (event === 'end') {
                (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_ended, true, "f");
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_resolveEndPromise, "f").call(this);
            }
            const listeners = (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_listeners, "f")[event];
            if (listeners) {
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_listeners, "f")[event] = listeners.filter((l) => !l.once);
                listeners.forEach(({ listener }) => listener(...args));
            }
            if (event === 'abort') {
                const error = args[0];
                if (!(0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_catchingPromiseCreated, "f") && !listeners?.length) {
                    Promise.reject(error);
                }
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_rejectConnectedPromise, "f").call(this, error);
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_rejectEndPromise, "f").call(this, error);
                this._emit('end');
                return;
            }
            if (event === 'error') {
                // NOTE: _emit('error', error) should only be called from #handleError().
                const error = args[0];
                if (!(0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_catchingPromiseCreated, "f") && !listeners?.length) {
                    // Trigger an unhandled rejection if the user hasn't registered any error handlers.
                    // If you are seeing stack traces here, make sure to handle errors via either:
                    // - runner.on('error', () => ...)
                    // - await runner.done()
                    // - await runner.final...()
                    // - etc.
                    Promise.reject(error);
                }
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_rejectConnectedPromise, "f").call(this, error);
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_rejectEndPromise, "f").call(this, error);
                this._emit('end');
            }
        }
        _emitFinal() {
            const finalMessage = this.receivedMessages.at(-1);
            if (finalMessage) {
                this._emit('finalMessage', (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_getFinalMessage).call(this));
            }
        }
        async _fromReadableStream(readableStream, options) {
            const signal = options?.signal;
            let abortHandler;
            if (signal) {
                if (signal.aborted)
                    this.controller.abort();
                abortHandler = this.controller.abort.bind(this.controller);
                signal.addEventListener('abort', abortHandler);
            }
            try {
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_beginRequest).call(this);
                this._connected(null);
                const stream = streaming/* Stream */.Z.fromReadableStream(readableStream, this.controller);
                for await (const event of stream) {
                    (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_addStreamEvent).call(this, event);
                }
                if (stream.controller.signal?.aborted) {
                    throw new core_error.APIUserAbortError();
                }
                (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_endRequest).call(this);
            }
            finally {
                if (signal && abortHandler) {
                    signal.removeEventListener('abort', abortHandler);
                }
            }
        }
        [(_MessageStream_currentMessageSnapshot = new WeakMap(), _MessageStream_params = new WeakMap(), _MessageStream_connectedPromise = new WeakMap(), _MessageStream_resolveConnectedPromise = new WeakMap(), _MessageStream_rejectConnectedPromise = new WeakMap(), _MessageStream_endPromise = new WeakMap(), _MessageStream_resolveEndPromise = new WeakMap(), _MessageStream_rejectEndPromise = new WeakMap(), _MessageStream_listeners = new WeakMap(), _MessageStream_ended = new WeakMap(), _MessageStream_errored = new WeakMap(), _MessageStream_aborted = new WeakMap(), _MessageStream_catchingPromiseCreated = new WeakMap(), _MessageStream_response = new WeakMap(), _MessageStream_request_id = new WeakMap(), _MessageStream_workspace_id = new WeakMap(), _MessageStream_logger = new WeakMap(), _MessageStream_client = new WeakMap(), _MessageStream_span = new WeakMap(), _MessageStream_handleError = new WeakMap(), _MessageStream_instances = new WeakSet(), _MessageStream_getFinalMessage = function _MessageStream_getFinalMessage() {
            if (this.receivedMessages.length === 0) {
                throw new core_error.AnthropicError('stream ended without producing a Message with role=assistant');
            }
            return this.receivedMessages.at(-1);
        }, _MessageStream_getFinalText = function _MessageStream_getFinalText() {
            if (this.receivedMessages.length === 0) {
                throw new core_error.AnthropicError('stream ended without producing a Message with role=assistant');
            }
            const textBlocks = this.receivedMessages
                .at(-1)
                .content.filter((block) => block.type === 'text')
                .map((block) => block.text);
            if (textBlocks.length === 0) {
                throw new core_error.AnthropicError('stream ended without producing a content block with type=text');
            }
            return textBlocks.join(' ');
        }, _MessageStream_beginRequest = function _MessageStream_beginRequest() {
            if (this.ended)
                return;
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_currentMessageSnapshot, undefined, "f");
        }, _MessageStream_addStreamEvent = function _MessageStream_addStreamEvent(event) {
            if (this.ended)
                return;
            const messageSnapshot = (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_instances, "m", _MessageStream_accumulateMessage).call(this, event);
            this._emit('_rawEvent', event);
            if (!messageSnapshot)
                return;
            this._emit('streamEvent', event, messageSnapshot);
            switch (event.type) {
                case 'content_block_delta': {
                    const content = messageSnapshot.content.at(-1);
                    switch (event.delta.type) {
                        case 'text_delta': {
                            if (content.type === 'text') {
                                this._emit('text', event.delta.text, content.text || '');
                            }
                            break;
                        }
                        case 'citations_delta': {
                            if (content.type === 'text') {
                                this._emit('citation', event.delta.citation, content.citations ?? []);
                            }
                            break;
                        }
                        case 'input_json_delta': {
                            if (tracksToolInput(content) && (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_listeners, "f").inputJson?.length) {
                                this._emit('inputJson', event.delta.partial_json, content.input);
                            }
                            break;
                        }
                        case 'thinking_delta': {
                            if (content.type === 'thinking') {
                                this._emit('thinking', event.delta.thinking, content.thinking);
                            }
                            break;
                        }
                        case 'signature_delta': {
                            if (content.type === 'thinking') {
                                this._emit('signature', content.signature);
                            }
                            break;
                        }
                        default:
                            (0,values/* checkNever */.f2)(event.delta);
                    }
                    break;
                }
                case 'message_stop': {
                    if ((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_client, "f") && (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f") && (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_params, "f")) {
                        (0,tracing_streaming/* recordStreamedMessageContent */.rZ)((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_client, "f"), (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f"), (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_params, "f"), messageSnapshot);
                    }
                    this._addMessageParam(messageSnapshot);
                    this._addMessage(maybeParseMessage(messageSnapshot, (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_params, "f"), { logger: (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_logger, "f") }), true);
                    break;
                }
                case 'content_block_stop': {
                    this._emit('contentBlock', messageSnapshot.content.at(-1));
                    break;
                }
                case 'message_start': {
                    (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_currentMessageSnapshot, messageSnapshot, "f");
                    if ((0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f") && (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_params, "f")) {
                        (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_span, "f").streamed = { body: (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_params, "f"), message: messageSnapshot };
                    }
                    break;
                }
                case 'content_block_start':
                case 'message_delta':
                    break;
            }
        }, _MessageStream_endRequest = function _MessageStream_endRequest() {
            if (this.ended) {
                throw new core_error.AnthropicError(`stream has ended, this shouldn't happen`);
            }
            const snapshot = (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_currentMessageSnapshot, "f");
            if (!snapshot) {
                throw new core_error.AnthropicError(`request ended without sending any chunks`);
            }
            (0,tslib/* __classPrivateFieldSet */.G)(this, _MessageStream_currentMessageSnapshot, undefined, "f");
            return maybeParseMessage(snapshot, (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_params, "f"), { logger: (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_logger, "f") });
        }, _MessageStream_accumulateMessage = function _MessageStream_accumulateMessage(event) {
            let snapshot = (0,tslib/* __classPrivateFieldGet */.g)(this, _MessageStream_currentMessageSnapshot, "f");
            if (event.type === 'message_start') {
                if (snapshot) {
                    throw new core_error.AnthropicError(`Unexpected event order, got ${event.type} before receiving "message_stop"`);
                }
                return event.message;
            }
            if (!snapshot)
                return;
            switch (event.type) {
                case 'message_stop':
                    return snapshot;
                case 'message_delta':
                    snapshot.stop_reason = event.delta.stop_reason;
                    snapshot.stop_sequence = event.delta.stop_sequence;
                    snapshot.stop_details = event.delta.stop_details;
                    snapshot.usage.output_tokens = event.usage.output_tokens;
                    if (event.delta.container != null) {
                        snapshot.container = event.delta.container;
                    }
                    // The remaining usage counters are cumulative whole-message totals that are
                    // omitted when they don't apply, so overwrite when present and never add.
                    if (event.usage.input_tokens != null) {
                        snapshot.usage.input_tokens = event.usage.input_tokens;
                    }
                    if (event.usage.cache_creation_input_tokens != null) {
                        snapshot.usage.cache_creation_input_tokens = event.usage.cache_creation_input_tokens;
                    }
                    if (event.usage.cache_read_input_tokens != null) {
                        snapshot.usage.cache_read_input_tokens = event.usage.cache_read_input_tokens;
                    }
                    if (event.usage.server_tool_use != null) {
                        snapshot.usage.server_tool_use = event.usage.server_tool_use;
                    }
                    if (event.usage.output_tokens_details != null) {
                        snapshot.usage.output_tokens_details = event.usage.output_tokens_details;
                    }
                    return snapshot;
                case 'content_block_start':
                    snapshot.content.push({ ...event.content_block });
                    return snapshot;
                case 'content_block_delta': {
                    const snapshotContent = snapshot.content.at(event.index);
                    switch (event.delta.type) {
                        case 'text_delta': {
                            if (snapshotContent?.type === 'text') {
                                snapshot.content[event.index] = {
                                    ...snapshotContent,
                                    text: (snapshotContent.text || '') + event.delta.text,
                                };
                            }
                            break;
                        }
                        case 'citations_delta': {
                            if (snapshotContent?.type === 'text') {
                                snapshot.content[event.index] = {
                                    ...snapshotContent,
                                    citations: [...(snapshotContent.citations ?? []), event.delta.citation],
                                };
                            }
                            break;
                        }
                        case 'input_json_delta': {
                            if (snapshotContent && tracksToolInput(snapshotContent)) {
                                const jsonBuf = (snapshotContent[message_stream_utils/* JSON_BUF_PROPERTY */.P] || '') + event.delta.partial_json;
                                snapshot.content[event.index] = (0,message_stream_utils/* withLazyInput */.p)(snapshotContent, jsonBuf);
                            }
                            break;
                        }
                        case 'thinking_delta': {
                            if (snapshotContent?.type === 'thinking') {
                                snapshot.content[event.index] = {
                                    ...snapshotContent,
                                    thinking: snapshotContent.thinking + event.delta.thinking,
                                };
                            }
                            break;
                        }
                        case 'signature_delta': {
                            if (snapshotContent?.type === 'thinking') {
                                snapshot.content[event.index] = {
                                    ...snapshotContent,
                                    signature: event.delta.signature,
                                };
                            }
                            break;
                        }
                        default:
                            (0,values/* checkNever */.f2)(event.delta);
                    }
                    return snapshot;
                }
                case 'content_block_stop': {
                    const snapshotContent = snapshot.content.at(event.index);
                    if (snapshotContent && tracksToolInput(snapshotContent) && message_stream_utils/* JSON_BUF_PROPERTY */.P in snapshotContent) {
                        Object.defineProperty(snapshotContent, 'input', {
                            value: snapshotContent.input,
                            enumerable: true,
                            configurable: true,
                            writable: true,
                        });
                    }
                    return snapshot;
                }
                default:
                    return snapshot;
            }
        }, Symbol.asyncIterator)]() {
            const pushQueue = [];
            const readQueue = [];
            let done = false;
            this.on('_rawEvent', (event) => {
                const reader = readQueue.shift();
                if (reader) {
                    reader.resolve(event);
                }
                else {
                    pushQueue.push(event);
                }
            });
            this.on('end', () => {
                done = true;
                for (const reader of readQueue) {
                    reader.resolve(undefined);
                }
                readQueue.length = 0;
            });
            this.on('abort', (err) => {
                done = true;
                for (const reader of readQueue) {
                    reader.reject(err);
                }
                readQueue.length = 0;
            });
            this.on('error', (err) => {
                done = true;
                for (const reader of readQueue) {
                    reader.reject(err);
                }
                readQueue.length = 0;
            });
            return {
                next: async () => {
                    if (!pushQueue.length) {
                        if (done) {
                            return { value: undefined, done: true };
                        }
                        return new Promise((resolve, reject) => readQueue.push({ resolve, reject })).then((chunk) => (chunk ? { value: chunk, done: false } : { value: undefined, done: true }));
                    }
                    const chunk = pushQueue.shift();
                    return { value: chunk, done: false };
                },
                return: async () => {
                    this.abort();
                    return { value: undefined, done: true };
                },
            };
        }
        toReadableStream() {
            const stream = new streaming/* Stream */.Z(this[Symbol.asyncIterator].bind(this), this.controller);
            return stream.toReadableStream();
        }
    }
    return MessageStream;
})();
//# sourceMappingURL=MessageStream.mjs.map
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/resources/messages/batches.mjs
var batches = __webpack_require__(94909);
// EXTERNAL MODULE: ./node_modules/@anthropic-ai/sdk/internal/constants.mjs
var constants = __webpack_require__(24699);
;// CONCATENATED MODULE: ./node_modules/@anthropic-ai/sdk/resources/messages/messages.mjs












/**
 * The tools available after a message exceed a limit on their number or their
 * size.
 */
var AvailableToolsLimitExceededError = /* @__PURE__ */ (() => {
    /**
     * The tools available after a message exceed a limit on their number or their
     * size.
     */
    class AvailableToolsLimitExceededError extends core_error.BadRequestError {
    }
    /** @internal */
    AvailableToolsLimitExceededError._errorName = 'AvailableToolsLimitExceededError';
    return AvailableToolsLimitExceededError;
})();
/**
 * `messages` holds more than one `compaction` block with content. Send only the
 * block the conversation returned last.
 */
var CompactionBlockAmbiguousError = /* @__PURE__ */ (() => {
    /**
     * `messages` holds more than one `compaction` block with content. Send only the
     * block the conversation returned last.
     */
    class CompactionBlockAmbiguousError extends core_error.BadRequestError {
    }
    /** @internal */
    CompactionBlockAmbiguousError._errorName = 'CompactionBlockAmbiguousError';
    return CompactionBlockAmbiguousError;
})();
/**
 * The `compaction` block is not the first block of the conversation, or is in a
 * `system` message.
 */
var CompactionBlockMisplacedError = /* @__PURE__ */ (() => {
    /**
     * The `compaction` block is not the first block of the conversation, or is in a
     * `system` message.
     */
    class CompactionBlockMisplacedError extends core_error.BadRequestError {
    }
    /** @internal */
    CompactionBlockMisplacedError._errorName = 'CompactionBlockMisplacedError';
    return CompactionBlockMisplacedError;
})();
/**
 * The `compaction` block's `content` differs from the text its `signature`
 * recorded.
 */
var CompactionContentMismatchError = /* @__PURE__ */ (() => {
    /**
     * The `compaction` block's `content` differs from the text its `signature`
     * recorded.
     */
    class CompactionContentMismatchError extends core_error.BadRequestError {
    }
    /** @internal */
    CompactionContentMismatchError._errorName = 'CompactionContentMismatchError';
    return CompactionContentMismatchError;
})();
/**
 * The compaction request ends on an `assistant` turn that is not finished.
 */
var CompactionIncompleteTurnError = /* @__PURE__ */ (() => {
    /**
     * The compaction request ends on an `assistant` turn that is not finished.
     */
    class CompactionIncompleteTurnError extends core_error.BadRequestError {
    }
    /** @internal */
    CompactionIncompleteTurnError._errorName = 'CompactionIncompleteTurnError';
    return CompactionIncompleteTurnError;
})();
/**
 * `messages` holds no `user` or `assistant` content to summarize or adopt.
 */
var CompactionNothingToSummarizeError = /* @__PURE__ */ (() => {
    /**
     * `messages` holds no `user` or `assistant` content to summarize or adopt.
     */
    class CompactionNothingToSummarizeError extends core_error.BadRequestError {
    }
    /** @internal */
    CompactionNothingToSummarizeError._errorName = 'CompactionNothingToSummarizeError';
    return CompactionNothingToSummarizeError;
})();
/**
 * The `compaction` block's `signature` does not verify.
 */
var CompactionSignatureInvalidError = /* @__PURE__ */ (() => {
    /**
     * The `compaction` block's `signature` does not verify.
     */
    class CompactionSignatureInvalidError extends core_error.BadRequestError {
    }
    /** @internal */
    CompactionSignatureInvalidError._errorName = 'CompactionSignatureInvalidError';
    return CompactionSignatureInvalidError;
})();
/**
 * The conversation references more distinct tools than a `compaction` block can
 * record.
 */
var CompactionTooManyToolReferencesError = /* @__PURE__ */ (() => {
    /**
     * The conversation references more distinct tools than a `compaction` block can
     * record.
     */
    class CompactionTooManyToolReferencesError extends core_error.BadRequestError {
    }
    /** @internal */
    CompactionTooManyToolReferencesError._errorName = 'CompactionTooManyToolReferencesError';
    return CompactionTooManyToolReferencesError;
})();
/**
 * The `compaction` block's `tool_changes` differs from what was returned with the
 * block.
 */
var CompactionToolChangesMismatchError = /* @__PURE__ */ (() => {
    /**
     * The `compaction` block's `tool_changes` differs from what was returned with the
     * block.
     */
    class CompactionToolChangesMismatchError extends core_error.BadRequestError {
    }
    /** @internal */
    CompactionToolChangesMismatchError._errorName = 'CompactionToolChangesMismatchError';
    return CompactionToolChangesMismatchError;
})();
/**
 * The longest side of one or more images in the request exceeds the image size
 * limit. Scale each image in `paths` so that neither side exceeds
 * `max_side_length_pixels`, or remove it, then retry.
 */
var ImageDimensionsTooLargeError = /* @__PURE__ */ (() => {
    /**
     * The longest side of one or more images in the request exceeds the image size
     * limit. Scale each image in `paths` so that neither side exceeds
     * `max_side_length_pixels`, or remove it, then retry.
     */
    class ImageDimensionsTooLargeError extends core_error.BadRequestError {
    }
    /** @internal */
    ImageDimensionsTooLargeError._errorName = 'ImageDimensionsTooLargeError';
    return ImageDimensionsTooLargeError;
})();
/**
 * The response that `previous_message_id` names has already been continued, and
 * each response can be continued only once. Continue from the Thread's most recent
 * response `id`.
 */
var ThreadAlreadyContinuedError = /* @__PURE__ */ (() => {
    /**
     * The response that `previous_message_id` names has already been continued, and
     * each response can be continued only once. Continue from the Thread's most recent
     * response `id`.
     */
    class ThreadAlreadyContinuedError extends core_error.BadRequestError {
    }
    /** @internal */
    ThreadAlreadyContinuedError._errorName = 'ThreadAlreadyContinuedError';
    return ThreadAlreadyContinuedError;
})();
/**
 * Another request is still continuing from the same `previous_message_id`. Wait
 * for it to complete and continue from its response `id`, or replay the full
 * conversation with `thread: {"type": "create"}`.
 */
var ThreadContinueInFlightError = /* @__PURE__ */ (() => {
    /**
     * Another request is still continuing from the same `previous_message_id`. Wait
     * for it to complete and continue from its response `id`, or replay the full
     * conversation with `thread: {"type": "create"}`.
     */
    class ThreadContinueInFlightError extends core_error.BadRequestError {
    }
    /** @internal */
    ThreadContinueInFlightError._errorName = 'ThreadContinueInFlightError';
    return ThreadContinueInFlightError;
})();
/**
 * A field that must stay the same across a Thread's turns differs from the value
 * stored with the Thread; the message names each such field. Send the stored
 * values, or replay the full conversation with `thread: {"type": "create"}` to
 * change them.
 */
var ThreadFingerprintMismatchError = /* @__PURE__ */ (() => {
    /**
     * A field that must stay the same across a Thread's turns differs from the value
     * stored with the Thread; the message names each such field. Send the stored
     * values, or replay the full conversation with `thread: {"type": "create"}` to
     * change them.
     */
    class ThreadFingerprintMismatchError extends core_error.BadRequestError {
    }
    /** @internal */
    ThreadFingerprintMismatchError._errorName = 'ThreadFingerprintMismatchError';
    return ThreadFingerprintMismatchError;
})();
/**
 * The request combines `thread` with a request field or an organization setting
 * that Threads do not support; `unsupported`, when present, names it. Send the
 * full conversation without `thread`, or change that field.
 */
var ThreadUnsupportedRequestError = /* @__PURE__ */ (() => {
    /**
     * The request combines `thread` with a request field or an organization setting
     * that Threads do not support; `unsupported`, when present, names it. Send the
     * full conversation without `thread`, or change that field.
     */
    class ThreadUnsupportedRequestError extends core_error.BadRequestError {
    }
    /** @internal */
    ThreadUnsupportedRequestError._errorName = 'ThreadUnsupportedRequestError';
    return ThreadUnsupportedRequestError;
})();
/**
 * A tool made available in `messages` takes a name that an available tool of
 * another kind, or of another MCP server, already holds.
 */
var ToolNameConflictError = /* @__PURE__ */ (() => {
    /**
     * A tool made available in `messages` takes a name that an available tool of
     * another kind, or of another MCP server, already holds.
     */
    class ToolNameConflictError extends core_error.BadRequestError {
    }
    /** @internal */
    ToolNameConflictError._errorName = 'ToolNameConflictError';
    return ToolNameConflictError;
})();
/**
 * A tool change or MCP tool listing references a tool or MCP server that is not
 * defined at that position in the conversation.
 */
var ToolReferenceUnresolvedError = /* @__PURE__ */ (() => {
    /**
     * A tool change or MCP tool listing references a tool or MCP server that is not
     * defined at that position in the conversation.
     */
    class ToolReferenceUnresolvedError extends core_error.BadRequestError {
    }
    /** @internal */
    ToolReferenceUnresolvedError._errorName = 'ToolReferenceUnresolvedError';
    return ToolReferenceUnresolvedError;
})();
/**
 * No usable Thread state was found for `previous_message_id`. Replay the full
 * conversation with `thread: {"type": "create"}` to start a new Thread.
 */
var ThreadNotFoundError = /* @__PURE__ */ (() => {
    /**
     * No usable Thread state was found for `previous_message_id`. Replay the full
     * conversation with `thread: {"type": "create"}` to start a new Thread.
     */
    class ThreadNotFoundError extends core_error.NotFoundError {
    }
    /** @internal */
    ThreadNotFoundError._errorName = 'ThreadNotFoundError';
    return ThreadNotFoundError;
})();
/**
 * The compaction could not be completed for a transient server reason. Retry the
 * request.
 */
var CompactionUnavailableError = /* @__PURE__ */ (() => {
    /**
     * The compaction could not be completed for a transient server reason. Retry the
     * request.
     */
    class CompactionUnavailableError extends core_error.OverloadedError {
    }
    /** @internal */
    CompactionUnavailableError._errorName = 'CompactionUnavailableError';
    return CompactionUnavailableError;
})();
var Messages = /* @__PURE__ */ (() => {
    class Messages extends resource/* APIResource */.h {
        constructor() {
            super(...arguments);
            this.batches = new batches/* Batches */.p(this._client);
        }
        create(params, options) {
            const { user_profile_id, workspace_id, ...body } = params;
            if (body.model in deprecated_models/* DEPRECATED_MODELS */.$) {
                console.warn(`The model '${body.model}' is deprecated and will reach end-of-life on ${deprecated_models/* DEPRECATED_MODELS */.$[body.model]}\nPlease migrate to a newer model. Visit https://docs.anthropic.com/en/docs/resources/model-deprecations for more information.`);
            }
            if (models_to_warn_with_thinking_enabled/* MODELS_TO_WARN_WITH_THINKING_ENABLED */.K.includes(body.model) &&
                body.thinking &&
                body.thinking.type === 'enabled') {
                console.warn(`Using Claude with ${body.model} and 'thinking.type=enabled' is deprecated. Use 'thinking.type=adaptive' instead which results in better model performance in our testing: https://platform.claude.com/docs/en/build-with-claude/adaptive-thinking`);
            }
            let timeout = options?.timeout ?? this._client._options.timeout;
            if (!body.stream && timeout == null) {
                const maxNonstreamingTokens = constants/* MODEL_NONSTREAMING_TOKENS */.D[body.model] ?? undefined;
                timeout = this._client.calculateNonstreamingTimeout(body.max_tokens, maxNonstreamingTokens);
            }
            const request = {
                body,
                timeout: timeout ?? 600000,
                ...options,
                headers: messagesCreateHeaders(params, options),
                stream: params.stream ?? false,
            };
            // A client whose spans are disabled computes nothing for one, and returns its request as it is.
            const call = this._client._tracer &&
                (0,tracing/* startApiCallSpan */.FS)(this._client, 'anthropic.messages.create', options, (0,api_call/* messagesCreateSpanSettings */.io)(this._client, request));
            (0,api_call/* recordMessagesCreateRequest */.nl)(this._client, call, body);
            const promise = this._client.post('/v1/messages', {
                ...request,
                __span: call,
            });
            return (call ?
                promise._thenUnwrap((data) => {
                    (0,api_call/* recordMessagesCreateResponse */.zS)(this._client, call, body, data);
                    return data;
                })
                : promise);
        }
        /**
         * Send a structured list of input messages with text and/or image content, along with an expected `output_config.format` and
         * the response will be automatically parsed and available in the `parsed_output` property of the message.
         *
         * @example
         * ```ts
         * const message = await client.messages.parse({
         *   model: 'claude-sonnet-5-5',
         *   max_tokens: 1024,
         *   messages: [{ role: 'user', content: 'What is 2+2?' }],
         *   output_config: {
         *     format: zodOutputFormat(z.object({ answer: z.number() })),
         *   },
         * });
         *
         * console.log(message.parsed_output?.answer); // 4
         * ```
         */
        parse(params, options) {
            return this.create(params, options).then((message) => parseMessage(message, params, { logger: this._client.logger ?? console }));
        }
        /**
         * Create a Message stream.
         *
         * If `output_config.format` is provided with a parseable format (like `zodOutputFormat()`),
         * the final message will include a `parsed_output` property with the parsed content.
         *
         * @example
         * ```ts
         * const stream = client.messages.stream({
         *   model: 'claude-sonnet-5-5',
         *   max_tokens: 1024,
         *   messages: [{ role: 'user', content: 'What is 2+2?' }],
         *   output_config: {
         *     format: zodOutputFormat(z.object({ answer: z.number() })),
         *   },
         * });
         *
         * const message = await stream.finalMessage();
         * console.log(message.parsed_output?.answer); // 4
         * ```
         */
        stream(body, options) {
            const params = body;
            return MessageStream.createMessage(this, params, options, {
                logger: this._client.logger ?? console,
                client: this._client,
            });
        }
        /**
         * Count the number of tokens in a Message.
         *
         * The Token Count API can be used to count the number of tokens in a Message,
         * including tools, images, and documents, without creating it.
         *
         * Learn more about token counting in our
         * [user guide](https://platform.claude.com/docs/en/build-with-claude/token-counting)
         *
         * @throws {AvailableToolsLimitExceededError}
         * @throws {ClaudeCodeKeyCreatorNotMemberError}
         * @throws {CompactionBlockAmbiguousError}
         * @throws {CompactionBlockMisplacedError}
         * @throws {CompactionContentMismatchError}
         * @throws {CompactionNothingToSummarizeError}
         * @throws {CompactionSignatureInvalidError}
         * @throws {CompactionToolChangesMismatchError}
         * @throws {OrganizationOnHoldError}
         * @throws {RequestBodyEncodingInvalidError}
         * @throws {RequestBodyEncodingUnsupportedError}
         * @throws {ToolNameConflictError}
         * @throws {ToolReferenceUnresolvedError}
         * @throws {RequestBodyTooLargeAfterDecodingError}
         * @throws {EnforcedSpendLimitReachedError}
         * @throws {CompactionUnavailableError}
         *
         * @example
         * ```ts
         * const messageTokensCount =
         *   await client.messages.countTokens({
         *     messages: [{ content: 'Hello, world', role: 'user' }],
         *     model: 'claude-opus-5-5',
         *   });
         * ```
         */
        countTokens(params, options) {
            const { user_profile_id, workspace_id, ...body } = params;
            const request = {
                body,
                ...options,
                headers: (0,headers/* buildHeaders */.db)([
                    {
                        ...(user_profile_id != null ? { 'anthropic-user-profile-id': user_profile_id } : undefined),
                        ...(workspace_id != null ? { 'anthropic-workspace-id': workspace_id } : undefined),
                    },
                    options?.headers,
                ]),
            };
            return this._client.post('/v1/messages/count_tokens', {
                ...request,
                __span: (0,tracing/* startApiCallSpan */.FS)(this._client, 'anthropic.messages.count_tokens', options, {
                    route: '/v1/messages/count_tokens',
                    request,
                }),
            });
        }
    }
    Messages.AvailableToolsLimitExceededError = AvailableToolsLimitExceededError;
    Messages.CompactionBlockAmbiguousError = CompactionBlockAmbiguousError;
    Messages.CompactionBlockMisplacedError = CompactionBlockMisplacedError;
    Messages.CompactionContentMismatchError = CompactionContentMismatchError;
    Messages.CompactionIncompleteTurnError = CompactionIncompleteTurnError;
    Messages.CompactionNothingToSummarizeError = CompactionNothingToSummarizeError;
    Messages.CompactionSignatureInvalidError = CompactionSignatureInvalidError;
    Messages.CompactionTooManyToolReferencesError = CompactionTooManyToolReferencesError;
    Messages.CompactionToolChangesMismatchError = CompactionToolChangesMismatchError;
    Messages.ImageDimensionsTooLargeError = ImageDimensionsTooLargeError;
    Messages.ThreadAlreadyContinuedError = ThreadAlreadyContinuedError;
    Messages.ThreadContinueInFlightError = ThreadContinueInFlightError;
    Messages.ThreadFingerprintMismatchError = ThreadFingerprintMismatchError;
    Messages.ThreadUnsupportedRequestError = ThreadUnsupportedRequestError;
    Messages.ToolNameConflictError = ToolNameConflictError;
    Messages.ToolReferenceUnresolvedError = ToolReferenceUnresolvedError;
    Messages.ThreadNotFoundError = ThreadNotFoundError;
    Messages.CompactionUnavailableError = CompactionUnavailableError;
    Messages.Batches = batches/* Batches */.p;
    return Messages;
})();
const BROWSER_MEMBER_NAME_VALUES = [
    'navigate',
    'list_tabs',
    'new_tab',
    'switch_tab',
    'close_tab',
    'read_page',
    'get_page_text',
    'read_console',
    'read_network',
    'find',
    'form_input',
    'file_upload',
    'scroll_to',
    'screenshot',
    'zoom',
    'left_click',
    'right_click',
    'middle_click',
    'double_click',
    'triple_click',
    'hover',
    'left_click_drag',
    'left_mouse_down',
    'left_mouse_up',
    'mouse_move',
    'scroll',
    'type',
    'key',
    'hold_key',
    'wait',
    'javascript_exec',
];
const COMPUTER_MEMBER_NAME_VALUES = [
    'key',
    'hold_key',
    'type',
    'cursor_position',
    'mouse_move',
    'left_mouse_down',
    'left_mouse_up',
    'left_click',
    'left_click_drag',
    'right_click',
    'middle_click',
    'double_click',
    'triple_click',
    'scroll',
    'wait',
    'screenshot',
    'zoom',
];
//# sourceMappingURL=messages.mjs.map

/***/ }),

/***/ 66103:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ baggageEntryMetadataFromString),
  L: () => (/* binding */ createBaggage)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/api/diag.mjs + 2 modules
var diag = __webpack_require__(7740);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/baggage/internal/baggage-impl.mjs
//#region src/baggage/internal/baggage-impl.ts
var BaggageImpl = class BaggageImpl {
	constructor(entries) {
		this._entries = entries ? new Map(entries) : /* @__PURE__ */ new Map();
	}
	getEntry(key) {
		const entry = this._entries.get(key);
		if (!entry) return;
		return Object.assign({}, entry);
	}
	getAllEntries() {
		return Array.from(this._entries.entries());
	}
	setEntry(key, entry) {
		const newBaggage = new BaggageImpl(this._entries);
		newBaggage._entries.set(key, entry);
		return newBaggage;
	}
	removeEntry(key) {
		const newBaggage = new BaggageImpl(this._entries);
		newBaggage._entries.delete(key);
		return newBaggage;
	}
	removeEntries(...keys) {
		const newBaggage = new BaggageImpl(this._entries);
		for (const key of keys) newBaggage._entries.delete(key);
		return newBaggage;
	}
	clear() {
		return new BaggageImpl();
	}
};
//#endregion


//# sourceMappingURL=baggage-impl.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/baggage/internal/symbol.mjs
//#region src/baggage/internal/symbol.ts
/**
* Symbol used to make BaggageEntryMetadata an opaque type
*/
const baggageEntryMetadataSymbol = Symbol("BaggageEntryMetadata");
//#endregion


//# sourceMappingURL=symbol.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/baggage/utils.mjs



//#region src/baggage/utils.ts
const utils_diag = diag/* DiagAPI */.K.instance();
/**
* Create a new Baggage with optional entries
*
* @param entries An array of baggage entries the new baggage should contain
*/
function createBaggage(entries = {}) {
	return new BaggageImpl(new Map(Object.entries(entries)));
}
/**
* Create a serializable BaggageEntryMetadata object from a string.
*
* @param str string metadata. Format is currently not defined by the spec and has no special meaning.
*
* @since 1.0.0
*/
function baggageEntryMetadataFromString(str) {
	if (typeof str !== "string") {
		utils_diag.error(`Cannot create baggage metadata from unknown type: ${typeof str}`);
		str = "";
	}
	return {
		__TYPE__: baggageEntryMetadataSymbol,
		toString() {
			return str;
		}
	};
}
//#endregion


//# sourceMappingURL=utils.mjs.map

/***/ }),

/***/ 45166:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ propagation)
});

// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/internal/global-utils.mjs + 2 modules
var global_utils = __webpack_require__(92466);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/api/diag.mjs + 2 modules
var diag = __webpack_require__(7740);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/baggage/utils.mjs + 2 modules
var utils = __webpack_require__(66103);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/propagation/TextMapPropagator.mjs
//#region src/propagation/TextMapPropagator.ts
/**
* @since 1.0.0
*/
const defaultTextMapGetter = {
	get(carrier, key) {
		if (carrier == null) return;
		return carrier[key];
	},
	keys(carrier) {
		if (carrier == null) return [];
		return Object.keys(carrier);
	}
};
/**
* @since 1.0.0
*/
const defaultTextMapSetter = { set(carrier, key, value) {
	if (carrier == null) return;
	carrier[key] = value;
} };
//#endregion


//# sourceMappingURL=TextMapPropagator.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/propagation/NoopTextMapPropagator.mjs
//#region src/propagation/NoopTextMapPropagator.ts
/**
* No-op implementations of {@link TextMapPropagator}.
*/
var NoopTextMapPropagator = class {
	/** Noop inject function does nothing */
	inject(_context, _carrier) {}
	/** Noop extract function does nothing and returns the input context */
	extract(context, _carrier) {
		return context;
	}
	fields() {
		return [];
	}
};
//#endregion


//# sourceMappingURL=NoopTextMapPropagator.mjs.map
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/context/context.mjs
var context = __webpack_require__(11802);
// EXTERNAL MODULE: ./node_modules/@opentelemetry/api/dist/api/context.mjs + 1 modules
var api_context = __webpack_require__(30320);
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/baggage/context-helpers.mjs


//#region src/baggage/context-helpers.ts
/**
* Baggage key
*/
const BAGGAGE_KEY = (0,context/* createContextKey */.n)("OpenTelemetry Baggage Key");
/**
* Retrieve the current baggage from the given context
*
* @param {Context} Context that manage all context values
* @returns {Baggage} Extracted baggage from the context
*/
function getBaggage(context) {
	return context.getValue(BAGGAGE_KEY) || void 0;
}
/**
* Retrieve the current baggage from the active/current context
*
* @returns {Baggage} Extracted baggage from the context
*/
function getActiveBaggage() {
	return getBaggage(api_context/* ContextAPI */._.getInstance().active());
}
/**
* Store a baggage in the given context
*
* @param {Context} Context that manage all context values
* @param {Baggage} baggage that will be set in the actual context
*/
function setBaggage(context, baggage) {
	return context.setValue(BAGGAGE_KEY, baggage);
}
/**
* Delete the baggage stored in the given context
*
* @param {Context} Context that manage all context values
*/
function deleteBaggage(context) {
	return context.deleteValue(BAGGAGE_KEY);
}
//#endregion


//# sourceMappingURL=context-helpers.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/api/propagation.mjs






//#region src/api/propagation.ts
const API_NAME = "propagation";
const NOOP_TEXT_MAP_PROPAGATOR = new NoopTextMapPropagator();
/**
* Singleton object which represents the entry point to the OpenTelemetry Propagation API
*
* @since 1.0.0
*/
var PropagationAPI = class PropagationAPI {
	/** Empty private constructor prevents end users from constructing a new instance of the API */
	constructor() {
		this.createBaggage = utils/* createBaggage */.L;
		this.getBaggage = getBaggage;
		this.getActiveBaggage = getActiveBaggage;
		this.setBaggage = setBaggage;
		this.deleteBaggage = deleteBaggage;
	}
	/** Get the singleton instance of the Propagator API */
	static getInstance() {
		if (!this._instance) this._instance = new PropagationAPI();
		return this._instance;
	}
	/**
	* Set the current propagator.
	*
	* @returns true if the propagator was successfully registered, else false
	*/
	setGlobalPropagator(propagator) {
		return (0,global_utils/* registerGlobal */.$G)(API_NAME, propagator, diag/* DiagAPI */.K.instance());
	}
	/**
	* Inject context into a carrier to be propagated inter-process
	*
	* @param context Context carrying tracing data to inject
	* @param carrier carrier to inject context into
	* @param setter Function used to set values on the carrier
	*/
	inject(context, carrier, setter = defaultTextMapSetter) {
		return this._getGlobalPropagator().inject(context, carrier, setter);
	}
	/**
	* Extract context from a carrier
	*
	* @param context Context which the newly created context will inherit from
	* @param carrier Carrier to extract context from
	* @param getter Function used to extract keys from a carrier
	*/
	extract(context, carrier, getter = defaultTextMapGetter) {
		return this._getGlobalPropagator().extract(context, carrier, getter);
	}
	/**
	* Return a list of all fields which may be used by the propagator.
	*/
	fields() {
		return this._getGlobalPropagator().fields();
	}
	/** Remove the global propagator */
	disable() {
		(0,global_utils/* unregisterGlobal */.kv)(API_NAME, diag/* DiagAPI */.K.instance());
	}
	_getGlobalPropagator() {
		return (0,global_utils/* getGlobal */.mS)(API_NAME) || NOOP_TEXT_MAP_PROPAGATOR;
	}
};
//#endregion


//# sourceMappingURL=propagation.mjs.map
;// CONCATENATED MODULE: ./node_modules/@opentelemetry/api/dist/propagation-api.mjs

//#region src/propagation-api.ts
/**
* Entrypoint for propagation API
*
* @since 1.0.0
*/
const propagation = PropagationAPI.getInstance();
//#endregion


//# sourceMappingURL=propagation-api.mjs.map

/***/ })

};
