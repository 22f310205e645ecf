export const id = 474;
export const ids = [474];
export const modules = {

/***/ 474:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {


/**
 * The OTLP/gRPC exporters' CommonJS builds, for the bundle: their ES module builds load @grpc/grpc-js through
 * `createRequire(import.meta.url)`, which ncc cannot follow, so dist/ would look for it in a node_modules it has not.
 * Through `require` ncc bundles one copy, shared with the Metadata made here.
 */
const grpc = __webpack_require__(83033);
const logs = __webpack_require__(96896);
const metrics = __webpack_require__(69142);
const traces = __webpack_require__(18830);
module.exports = {
    Metadata: grpc.Metadata,
    OTLPLogExporter: logs.OTLPLogExporter,
    OTLPMetricExporter: metrics.OTLPMetricExporter,
    OTLPTraceExporter: traces.OTLPTraceExporter,
};


/***/ })

};
