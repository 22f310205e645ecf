// Replaces tsc's build/src/model/sdk.js (re-exports from @anthropic-ai/sdk) with a tree-shaken bundle of what it
// exports, before ncc bundles the action. ncc's webpack drops no unused export: src/model/sdk.ts's three imports would
// bring the whole SDK into the run's chunk (client.mjs imports every resource for the full `Anthropic` class), ~1.4 MB
// compiled before the first model request; the package is `"sideEffects": false`, so esbuild keeps only what is used.
// @anthropic-ai/sdk/core/error stays an import, one module for the door and the Bedrock / Vertex clients (in
// webpack's bundle and under plain Node alike): turn.ts's `instanceof APIError` holds for errors from either.
// Deterministic (the CI checks dist/ is what the build produces): paths relative to the project, no timestamps.
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOOR = path.join(ROOT, 'build', 'src', 'model', 'sdk.js');
const SDK = path.join(ROOT, 'node_modules', '@anthropic-ai', 'sdk');
// esbuild resolves symbolic links (a worktree's node_modules linked to another checkout's): compare real paths.
const SHARED = { spec: '@anthropic-ai/sdk/core/error', file: realpathSync(path.join(SDK, 'core', 'error.mjs')) };
const { version } = JSON.parse(readFileSync(path.join(SDK, 'package.json'), 'utf8'));
const MARK = '// Bundled by scripts/bundle-sdk.mjs';

const compiled = readFileSync(DOOR, 'utf8');
if (compiled.startsWith(MARK)) {
  console.log('bundle-sdk: build/src/model/sdk.js is bundled already (tsc -p . compiles it afresh)');
  process.exit(0);
}

/** The SDK's error module, however it is named (the door's package path, the SDK's own relative imports), stays external. */
const sharedErrors = {
  name: 'shared-sdk-errors',
  setup(build) {
    build.onResolve({ filter: /error(\.mjs)?$/ }, (args) => {
      const local = args.path.startsWith('.') && path.resolve(args.resolveDir, args.path) === SHARED.file;
      return args.path === SHARED.spec || local ? { path: SHARED.spec, external: true } : undefined;
    });
  },
};

/**
 * What the SDK loads with import() stays a lazy import of the same file (webpack gives it a chunk of its own, as it
 * did before): inlined, its static imports would become the bundle's, evaluated with it (internal/node.mjs imports
 * node:crypto, node:child_process, node:stream… which the SDK wants only for credential files).
 */
const lazyStaysLazy = {
  name: 'lazy-sdk-imports',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind !== 'dynamic-import' || !args.resolveDir.startsWith(SDK + path.sep)) return undefined;
      const file = path.resolve(args.resolveDir, args.path);
      const relative = path.relative(path.dirname(DOOR), file).split(path.sep).join('/');
      return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
    });
  },
};

const result = await esbuild.build({
  absWorkingDir: ROOT,
  entryPoints: [DOOR],
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  write: false,
  metafile: true,
  logLevel: 'warning',
  plugins: [sharedErrors, lazyStaysLazy],
  banner: { js: `${MARK} from src/model/sdk.ts: @anthropic-ai/sdk ${version}, tree-shaken by esbuild; ${SHARED.spec} stays external.` },
});
const [out] = result.outputFiles;
if (!out) throw new Error('bundle-sdk: esbuild wrote nothing');
// A CommonJS module in the bundle would leave esbuild's require shim, which throws in an ES module at run time.
if (/\b__require\(/.test(out.text)) throw new Error('bundle-sdk: the bundle requires a CommonJS module at run time; see build/src/model/sdk.js');
writeFileSync(DOOR, out.text);

const inputs = Object.values(result.metafile.outputs)[0]?.inputs ?? {};
const modules = Object.keys(inputs).filter((f) => f.includes('node_modules/')).length;
console.log(
  `bundle-sdk: build/src/model/sdk.js ${(out.contents.length / 1024).toFixed(0)} KB from ${modules} modules of @anthropic-ai/sdk ${version} and its dependencies`,
);
