/**
 * web-tree-sitter's CommonJS build, for the bundle: bundled by ncc, the ES module build's `await import('module')`
 * becomes a namespace object without `createRequire`, and the grammar never loads in dist/.
 */
import TreeSitter = require('web-tree-sitter');
export = TreeSitter;
