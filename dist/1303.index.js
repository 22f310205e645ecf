export const id = 1303;
export const ids = [1303];
export const modules = {

/***/ 11303:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Octokit: () => (/* binding */ Octokit)
});

// EXTERNAL MODULE: ./node_modules/@octokit/core/dist-src/index.js + 12 modules
var dist_src = __webpack_require__(14730);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-request-log/dist-src/index.js + 1 modules
var plugin_request_log_dist_src = __webpack_require__(55077);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
var dist_bundle = __webpack_require__(93779);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js + 3 modules
var plugin_rest_endpoint_methods_dist_src = __webpack_require__(49210);
;// CONCATENATED MODULE: ./node_modules/@octokit/rest/dist-src/version.js
const VERSION = "22.0.1";


;// CONCATENATED MODULE: ./node_modules/@octokit/rest/dist-src/index.js





const Octokit = dist_src/* Octokit */.E.plugin(plugin_request_log_dist_src/* requestLog */.M, plugin_rest_endpoint_methods_dist_src/* legacyRestEndpointMethods */.T, dist_bundle/* paginateRest */.ud).defaults(
  {
    userAgent: `octokit-rest.js/${VERSION}`
  }
);



/***/ })

};
