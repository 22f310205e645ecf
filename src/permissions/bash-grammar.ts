/**
 * The bash grammar: tree-sitter-bash run by web-tree-sitter, both WebAssembly (no native build).
 * Loaded once, at import (top-level await), so that parsing stays synchronous for the permission
 * decision. The .wasm files sit next to the bundle in dist/ (the build copies them there) or, when
 * running from build/ or tests, in node_modules.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Language, Parser } from 'web-tree-sitter';

export type { Node as SyntaxNode } from 'web-tree-sitter';

const RUNTIME_WASM = ['web-tree-sitter', 'web-tree-sitter.wasm'] as const;
const BASH_WASM = ['tree-sitter-bash', 'tree-sitter-bash.wasm'] as const;

/** Where a grammar file is: beside this module (the dist bundle), else in its npm package. */
function wasmFile([pkg, file]: readonly [string, string]): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const beside = [here, file].join(path.sep);
  if (existsSync(beside)) return beside;
  return createRequire(import.meta.url).resolve([pkg, file].join('/'));
}

async function load(): Promise<Parser> {
  await Parser.init({ wasmBinary: readFileSync(wasmFile(RUNTIME_WASM)) });
  const bash = await Language.load(readFileSync(wasmFile(BASH_WASM)));
  const parser = new Parser();
  parser.setLanguage(bash);
  return parser;
}

let loaded: Parser | Error;
try {
  loaded = await load();
} catch (err) {
  // Without the grammar no command can be analysed: every Bash call then fails closed with this reason.
  loaded = new Error(`the bash grammar could not be loaded (${err instanceof Error ? err.message : String(err)})`);
}

/** The parser, or the reason it is missing. */
export function bashParser(): Parser | Error {
  return loaded;
}
