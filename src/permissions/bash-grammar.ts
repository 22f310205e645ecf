/**
 * The bash grammar: tree-sitter-bash run by web-tree-sitter, both WebAssembly (no native build).
 * Loaded once, by `loadBashGrammar()`, so that parsing stays synchronous for the permission decision.
 * Not at import: compiling the runtime and the grammar is ~40 ms that the first model request does not
 * need, so the session starts it once that request is on its way and every decision awaits it. Both
 * .wasm files come from npm (`npm ci`); ncc copies them into dist/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Parser = import('web-tree-sitter').Parser;

export type { Node as SyntaxNode } from 'web-tree-sitter';

/*
 * Written as `new URL(literal, import.meta.url)` so that the bundler (ncc) copies each file into dist/ and
 * rewrites the URL; from build/ (tests, the demo) the same URL reaches node_modules.
 */
const RUNTIME_WASM = (): URL => new URL('../../../node_modules/web-tree-sitter/web-tree-sitter.wasm', import.meta.url);
const BASH_WASM = (): URL => new URL('../../../node_modules/tree-sitter-bash/tree-sitter-bash.wasm', import.meta.url);

async function load(): Promise<Parser> {
  const { Language, Parser } = (await import('./tree-sitter.cjs')).default;
  // Bundled into an ES module, the CommonJS build finds no `__dirname` while it starts: lend it one for that moment.
  const scope = globalThis as { __dirname?: string };
  const lent = scope.__dirname === undefined;
  if (lent) scope.__dirname = path.dirname(fileURLToPath(import.meta.url));
  try {
    await Parser.init({ wasmBinary: readFileSync(RUNTIME_WASM()) });
  } finally {
    if (lent) delete scope.__dirname;
  }
  const bash = await Language.load(readFileSync(BASH_WASM()));
  const parser = new Parser();
  parser.setLanguage(bash);
  return parser;
}

let loaded: Parser | Error | undefined;
let loading: Promise<void> | undefined;

/** Loads the grammar (once; later calls get the same promise). Never rejects: a failure is what `bashParser()` says. */
export function loadBashGrammar(): Promise<void> {
  // Not `??=`: ncc's asset relocator cannot parse it, and would leave this module's .wasm URLs to webpack (hashed copies).
  if (!loading)
    loading = load().then(
      (parser) => void (loaded = parser),
      // Without the grammar no command can be analysed: every Bash call then fails closed with this reason.
      (err: unknown) => void (loaded = new Error(`the bash grammar could not be loaded (${err instanceof Error ? err.message : String(err)})`)),
    );
  return loading;
}

let baselineOnly = false;

/** The parser, or the reason it is missing (a caller that did not await `loadBashGrammar()` fails closed). */
export function bashParser(): Parser | Error {
  if (loaded === undefined) return new Error('the bash grammar is not loaded yet');
  if (!baselineOnly) {
    baselineOnly = true;
    // The grammar's lexer is one huge WebAssembly function: once it is hot, V8's optimizing tier compiles it in a zone
    // of ~450 MB on a background thread (the runner's peak memory went from ~100 to ~600 MB after a few Bash commands).
    // The baseline tier parses a command line in microseconds all the same, so tiering stops here. Not at start-up: V8
    // flags differing from Node's build make it reject the code cache of every built-in module loaded afterwards
    // (~40 ms more before the first model request), and the first parse comes after that request. node:v8 is loaded
    // here too, not at start (1-2 ms).
    process.getBuiltinModule('node:v8').setFlagsFromString('--liftoff-only --no-wasm-tier-up --no-wasm-dynamic-tiering');
  }
  return loaded;
}
