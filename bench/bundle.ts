import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../support/runner/run-action.js';
import { table } from './stats.js';

/**
 * The bundle per chunk: dist/index.js (the entry: seal), the chunks every run loads, and the chunks
 * loaded only when a run needs them, each with the import that loads it and its largest packages. The labels come
 * from webpack's stats of a second ncc build of the same entry into a temporary folder (its chunk ids are
 * deterministic, so its files are dist's); without them only the sizes are printed.
 */

function nccStats(): StatsChunk[] {
  const out = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-bench-ncc-'));
  try {
    const cli = path.join(PROJECT_ROOT, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
    const stats = path.join(out, 'stats.json');
    // As `npm run build` does before ncc, so the stats describe dist/ even after a bare `tsc -p .` (each skips a bundled door).
    for (const script of ['bundle-sdk.mjs', 'bundle-core.mjs'])
      execFileSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts', script)], { cwd: PROJECT_ROOT, stdio: 'ignore', timeout: 60_000 });
    execFileSync(
      process.execPath,
      [cli, 'build', path.join(PROJECT_ROOT, 'build', 'src', 'index.js'), '-o', path.join(out, 'dist'), '--quiet', '--stats-out', stats],
      { cwd: PROJECT_ROOT, stdio: 'ignore', timeout: 300_000 },
    );
    return (JSON.parse(readFileSync(stats, 'utf8')) as { chunks?: StatsChunk[] }).chunks ?? [];
  } catch {
    return [];
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

interface StatsModule {
  name?: string;
  size?: number;
  modules?: StatsModule[];
}
interface StatsChunk {
  files?: string[];
  entry?: boolean;
  origins?: Array<{ moduleName?: string; request?: string }>;
  modules?: StatsModule[];
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;

/** The SDK door: the build replaces its compiled module with esbuild's tree-shaken bundle of the SDK (scripts/bundle-sdk.mjs). */
const SDK_DOOR = /build\/src\/model\/sdk\.js$/;

/** Package (or own folder) → bytes, largest first. */
function contents(chunk: StatsChunk): Array<[string, number]> {
  const by = new Map<string, number>();
  for (const m of chunk.modules ?? []) {
    for (const inner of m.modules ?? [m]) {
      const name = inner.name ?? '';
      const pkg =
        /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(name)?.[1] ??
        (SDK_DOOR.test(name) ? '@anthropic-ai/sdk (tree-shaken, src/model/sdk.ts)' : name.includes('build/src/') ? 'agent-runner' : 'webpack runtime');
      by.set(pkg, (by.get(pkg) ?? 0) + (inner.size ?? 0));
    }
  }
  return [...by.entries()].sort((a, b) => b[1] - a[1]);
}

/** When a lazy chunk is loaded, where the import alone does not say. */
const WHEN: Record<string, string> = {
  '@anthropic-ai/sandbox-runtime': 'sandbox on: after the first model request is sent',
  undici: 'HTTP(S)_PROXY set: the first request through the proxy',
  '../github-tools/index.js': 'a run on an issue or pull request',
  './plugins.js': 'a run that enables a plugin',
  './ci-fix.js': 'a failed workflow run to fix',
};

function whenLoaded(chunk: StatsChunk): string {
  if (chunk.entry) return 'always: the entry (seal)';
  const origins = chunk.origins ?? [];
  // What the entry imports after sealing (src/main.js, src/workflow-commands.js) every run loads.
  if (origins.some((o) => /(^|\/)build\/src\/index\.js$/.test(o.moduleName ?? ''))) return 'always: the run';
  const first = origins[0];
  if (!first) return '?';
  const from = (first.moduleName ?? '').replace(/^\.\/build\/src\//, 'src/').replace(/^\.\/node_modules\//, '');
  const note = WHEN[first.request ?? ''];
  return `import('${first.request ?? '?'}') in ${from}${origins.length > 1 ? ` (+${origins.length - 1})` : ''}${note ? `; ${note}` : ''}`;
}

export function bundleReport(): string {
  const dist = path.join(PROJECT_ROOT, 'dist');
  if (!existsSync(dist)) return 'Bundle: dist/ is missing (npm run build)';
  const files = readdirSync(dist).filter((f) => f.endsWith('.js'));
  const size = (f: string): number => statSync(path.join(dist, f)).size;
  const chunks = nccStats();
  const byFile = new Map(chunks.flatMap((c) => (c.files ?? []).map((f) => [f, c] as const)));
  const rows = files.map((f) => {
    const c = byFile.get(f);
    const top = c
      ? contents(c)
          .slice(0, 3)
          .map(([pkg, bytes]) => `${pkg} ${kb(bytes)}`)
          .join(', ')
      : '';
    const when = c ? whenLoaded(c) : f === 'grep-worker.js' ? 'new Worker() in src/tools/grep-parallel.js (Grep without rg: a pool, one worker a core)' : '?';
    return { f, bytes: size(f), when, top };
  });
  const rank = (when: string): number => (when.startsWith('always: the entry') ? 0 : when.startsWith('always') ? 1 : 2);
  rows.sort((a, b) => rank(a.when) - rank(b.when) || b.bytes - a.bytes);
  const always = rows.filter((r) => r.when.startsWith('always')).reduce((n, r) => n + r.bytes, 0);
  const entry = rows.find((r) => r.f === 'index.js')?.bytes ?? 0;
  const total = rows.reduce((n, r) => n + r.bytes, 0);
  const post = path.join(dist, 'post', 'index.js');
  const head =
    `Bundle (dist/): ${kb(total)} in ${rows.length} files; loaded by every run ${kb(always)} (entry ${kb(entry)}); post step ${existsSync(post) ? kb(statSync(post).size) : 'n/a'}` +
    (chunks.length === 0 ? '\n(the stats build failed: sizes only)' : '');
  return `${head}\n\n${table(
    ['file', 'size', 'loaded', 'largest parts'],
    rows.map((r) => [r.f, kb(r.bytes), r.when, r.top]),
  )}`;
}
