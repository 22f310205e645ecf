export const id = 4904;
export const ids = [4904];
export const modules = {

/***/ 44904:
/***/ ((module, __unused_webpack_exports, __webpack_require__) => {


/**
 * web-tree-sitter's CommonJS build, for the bundle: bundled by ncc, the ES module build's `await import('module')`
 * becomes a namespace object without `createRequire`, and the grammar never loads in dist/.
 */
const TreeSitter = __webpack_require__(10551);
module.exports = TreeSitter;


/***/ })

};
