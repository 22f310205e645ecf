// Replaces tsc's build/src/action/actions-core.js (re-exports from @actions/core) with an esbuild bundle of what it
// exports, before ncc bundles the action (issue 29). @actions/core's core.js imports its OIDC client statically, and
// with it @actions/http-client and the npm undici (~950 KB): ncc's webpack would compile and evaluate them before the
// first model request of every run, though the runner never asks for an OIDC token. Here that one import becomes an
// import() made when a token is asked for (core.getIDToken): core's own code, unchanged, loaded lazily. The other
// exports the door does not name (platform: @actions/exec, @actions/io) are tree-shaken.
// Deterministic (the CI checks dist/ is what the build produces): paths relative to the project, no timestamps.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOOR = path.join(ROOT, 'build', 'src', 'action', 'actions-core.js');
const CORE = path.join(ROOT, 'node_modules', '@actions', 'core');
const { version } = JSON.parse(readFileSync(path.join(CORE, 'package.json'), 'utf8'));
const MARK = '// Bundled by scripts/bundle-core.mjs';

const compiled = readFileSync(DOOR, 'utf8');
if (compiled.startsWith(MARK)) {
  console.log('bundle-core: build/src/action/actions-core.js is bundled already (tsc -p . compiles it afresh)');
  process.exit(0);
}

const EAGER = "import { OidcClient } from './oidc-utils.js';";
/** The same class, reached when core.getIDToken calls it: its module graph is loaded then. */
const LAZY = "const OidcClient = { getIDToken: async (audience) => (await import('./oidc-utils.js')).OidcClient.getIDToken(audience) };";

const lazyOidc = {
  name: 'lazy-actions-core-oidc',
  setup(build) {
    build.onLoad({ filter: /[\\/]@actions[\\/]core[\\/]lib[\\/]core\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      // An @actions/core that imports its OIDC client otherwise needs this script looked at again: fail the build.
      if (source.split(EAGER).length !== 2) throw new Error(`bundle-core: @actions/core ${version}'s core.js no longer has "${EAGER}"`);
      if ((source.match(/\bOidcClient\b/g) ?? []).length !== 2 || !source.includes('OidcClient.getIDToken(')) {
        throw new Error(`bundle-core: @actions/core ${version}'s core.js uses OidcClient beyond getIDToken`);
      }
      return { contents: source.replace(EAGER, LAZY), loader: 'js', resolveDir: path.dirname(args.path) };
    });
  },
};

/** The OIDC client's HTTP client (CommonJS undici inside) stays an import, for ncc to bundle in the lazy chunk it loads. */
const httpClientStaysExternal = {
  name: 'external-actions-http-client',
  setup(build) {
    build.onResolve({ filter: /^@actions\/http-client(\/|$)/ }, (args) => ({ path: args.path, external: true }));
  },
};

const result = await esbuild.build({
  absWorkingDir: ROOT,
  entryPoints: [DOOR],
  outdir: path.dirname(DOOR),
  entryNames: '[name]',
  chunkNames: 'actions-core-[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  write: false,
  metafile: true,
  logLevel: 'warning',
  plugins: [lazyOidc, httpClientStaysExternal],
  banner: { js: `${MARK} from src/action/actions-core.ts: @actions/core ${version}, its OIDC client loaded by import().` },
});
if (result.outputFiles.length === 0) throw new Error('bundle-core: esbuild wrote nothing');
// esbuild makes a chunk for the lazy OIDC client even when tree-shaking drops the import() (the door leaves getIDToken
// out): only what the door reaches, statically or by import(), is written.
const reached = new Set();
const reach = (file) => {
  if (reached.has(file) || !result.metafile.outputs[file]) return;
  reached.add(file);
  for (const i of result.metafile.outputs[file].imports) if (!i.external) reach(i.path);
};
reach(path.relative(ROOT, DOOR).split(path.sep).join('/'));
for (const out of result.outputFiles.filter((o) => reached.has(path.relative(ROOT, o.path).split(path.sep).join('/')))) {
  // A CommonJS module in the bundle would leave esbuild's require shim, which throws in an ES module at run time.
  if (/\b__require\(/.test(out.text)) throw new Error(`bundle-core: ${path.relative(ROOT, out.path)} requires a CommonJS module at run time`);
  writeFileSync(out.path, out.text);
}

// What the door evaluates with it: its output and the chunks that imports statically (splitting shares core's code).
const outputs = result.metafile.outputs;
const eagerFiles = new Set();
const visit = (file) => {
  if (eagerFiles.has(file) || !outputs[file]) return;
  eagerFiles.add(file);
  for (const i of outputs[file].imports) if (i.kind === 'import-statement' && !i.external) visit(i.path);
};
visit(path.relative(ROOT, DOOR).split(path.sep).join('/'));
const eagerInputs = [...eagerFiles].flatMap((f) => Object.keys(outputs[f]?.inputs ?? {}));
const eagerExternals = [...eagerFiles].flatMap((f) =>
  (outputs[f]?.imports ?? []).filter((i) => i.external && i.kind === 'import-statement').map((i) => i.path),
);
const oidc = [...eagerInputs, ...eagerExternals].filter((f) => /(^|node_modules\/)(undici|@actions\/http-client)(\/|$)|oidc-utils/.test(f));
if (oidc.length > 0) throw new Error(`bundle-core: the door still evaluates the OIDC client or its dependencies: ${oidc.join(', ')}`);
const bytes = [...eagerFiles].reduce((n, f) => n + (outputs[f]?.bytes ?? 0), 0);
console.log(
  `bundle-core: build/src/action/actions-core.js ${(bytes / 1024).toFixed(0)} KB from ${eagerInputs.filter((f) => f.includes('node_modules/')).length} modules of @actions/core ${version} and its dependencies; the OIDC client lazy`,
);
