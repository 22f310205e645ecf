import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { deniedPathMatcher } from '../src/permissions/deny-matcher.js';
import { findOnPath } from '../src/process/env.js';
import { credentialFiles } from '../src/session/credential-rules.js';
import { createGrepTool, type GrepInput } from '../src/tools/grep.js';
import { searchThreads } from '../src/tools/grep-parallel.js';
import type { ToolContext } from '../src/tools/types.js';
import { median, ms, now, table } from './stats.js';

/**
 * Grep on a large tree: ~50k small files generated once into os.tmpdir() (kept between bench runs, rebuilt
 * when the layout version changes), then our Grep tool with `rg` on PATH, our Grep with the JavaScript
 * engine (rgPath: null), and `rg` itself with the same filters, for a few patterns. Medians.
 */

const TREE_VERSION = 'v1';
export const TREE_DIR = path.join(os.tmpdir(), `agent-runner-bench-grep-tree-${TREE_VERSION}`);
const DIRS = 500;
const FILES_PER_DIR = 100;
const GENERATE_LIMIT_MS = 90_000;
const exec = promisify(execFile);

function fileText(n: number): string {
  const lines = [`// file ${n}`, `import { helper${n % 37} } from '../lib/helper${n % 37}.js';`, ''];
  lines.push(`export function handle${n % 11 === 0 ? 'Request' : 'Item'}${n % 3 === 0 ? 'Timeout' : 'Value'}(input) {`);
  lines.push(`  const value = helper${n % 37}(input, ${(n * 7919) % 10007});`);
  if (n % 10 === 0) lines.push(`  // TODO: check the edge case ${n}`);
  if (n % 9973 === 0) lines.push('  // NEEDLE_7f3a: the one we are looking for');
  lines.push(n % 17 === 0 ? '  throw new Error("unexpected value");' : '  return value;', '}', '');
  return lines.join('\n');
}

/** Builds the tree if it is missing or incomplete; returns the file count and how long it took (0 when cached). */
export function ensureTree(log: (line: string) => void): { files: number; generatedMs: number } {
  const marker = path.join(TREE_DIR, '.complete');
  if (existsSync(marker)) return { files: DIRS * FILES_PER_DIR, generatedMs: 0 };
  rmSync(TREE_DIR, { recursive: true, force: true });
  log(`Generating ${DIRS * FILES_PER_DIR} files in ${TREE_DIR} …`);
  const start = now();
  let files = 0;
  for (let d = 0; d < DIRS && now() - start < GENERATE_LIMIT_MS; d++) {
    const dir = path.join(TREE_DIR, 'pkg', `mod${String(d).padStart(3, '0')}`);
    mkdirSync(dir, { recursive: true });
    for (let f = 0; f < FILES_PER_DIR; f++, files++) writeFileSync(path.join(dir, `file${f}.js`), fileText(d * FILES_PER_DIR + f));
  }
  if (files === DIRS * FILES_PER_DIR) writeFileSync(marker, '');
  return { files, generatedMs: now() - start };
}

interface Case {
  label: string;
  input: GrepInput;
  rgArgs: string[];
}

const CASES: Case[] = [
  { label: 'rare literal, files', input: { pattern: 'NEEDLE_7f3a' }, rgArgs: ['-l', '-e', 'NEEDLE_7f3a'] },
  { label: 'regex, files (1/3 match)', input: { pattern: 'handle\\w+Timeout\\(' }, rgArgs: ['-l', '-e', 'handle\\w+Timeout\\('] },
  {
    label: 'TODO, content -n (5k lines)',
    input: { pattern: 'TODO', output_mode: 'content', '-n': true },
    rgArgs: ['-n', '-e', 'TODO'],
  },
  { label: '-i "error", count', input: { pattern: 'error', '-i': true, output_mode: 'count' }, rgArgs: ['-c', '-i', '-e', 'error'] },
];

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = now();
  await fn();
  return now() - start;
}

/**
 * Per pattern: a warm-up of each, then `runs` interleaved rounds (rg itself, our Grep on rg, our Grep's JavaScript
 * engine), so that each ratio compares runs that saw the same machine load; the ratio quoted is the median of the
 * per-round ratios. The two engines' outputs are compared in full (they must be the same text).
 */
export async function grepBench(runs: number, log: (line: string) => void): Promise<string> {
  const tree = ensureTree(log);
  const count = readdirSync(path.join(TREE_DIR, 'pkg')).length * FILES_PER_DIR;
  const rg = findOnPath('rg');
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-bench-grep-tmp-'));
  const workspace = { root: TREE_DIR, tempDir };
  // As every run has them: the runner's credential deny rules, bound to Grep as the session's dispatch binds them.
  const policy = { mode: 'dontAsk' as const, allow: [], deny: credentialFiles(process.env, [], TREE_DIR).rules, readOnlyBash: true, workspaceRoot: TREE_DIR };
  const signal = new AbortController().signal;
  const ctx = (): ToolContext => {
    const denied = deniedPathMatcher(policy, 'Grep');
    return { signal, toolUseId: 'toolu_bench', ...(denied ? { pathDenied: (abs: string, real?: string) => denied(abs, real)?.raw } : {}) };
  };
  const withRg = rg ? createGrepTool({ workspace }) : undefined;
  const jsOnly = createGrepTool({ workspace, rgPath: null });
  const rows: string[][] = [];
  let firstJs: number | undefined;
  try {
    for (const c of CASES) {
      log(`  grep: ${c.label}`);
      const bare = rg
        ? (): Promise<unknown> =>
            exec(rg, ['--no-config', '--hidden', '--no-messages', ...c.rgArgs, '.'], { cwd: TREE_DIR, maxBuffer: 256 * 1024 * 1024 }).catch(() => undefined)
        : undefined;
      const warmStart = now();
      const jsOut = await jsOnly.execute(c.input, ctx());
      // The first call of the run starts the JS engine's worker pool (kept between calls, as in a session).
      firstJs ??= now() - warmStart;
      const rgOut = withRg ? await withRg.execute(c.input, ctx()) : undefined;
      if (bare) await bare();
      const t = { js: [] as number[], ours: [] as number[], bare: [] as number[], jsToRg: [] as number[], oursToRg: [] as number[] };
      for (let i = 0; i < runs; i++) {
        const b = bare ? await timed(bare) : Number.NaN;
        const o = withRg ? await timed(() => withRg.execute(c.input, ctx())) : Number.NaN;
        const j = await timed(() => jsOnly.execute(c.input, ctx()));
        t.bare.push(b);
        t.ours.push(o);
        t.js.push(j);
        t.jsToRg.push(j / b);
        t.oursToRg.push(o / b);
      }
      // Long outputs are spilled to a file the result names: compare the files.
      const full = (r: Awaited<ReturnType<typeof jsOnly.execute>>): string => {
        const spill = r.details?.spillPath;
        return typeof spill === 'string' ? readFileSync(spill, 'utf8') : r.content;
      };
      const agree = rgOut ? (full(rgOut) === full(jsOut) ? `yes (${String(jsOut.details?.numFiles ?? '?')} files)` : 'NO: outputs differ') : 'n/a (no rg)';
      const x = (v: number): string => (Number.isFinite(v) ? `${v.toFixed(2)}×` : 'n/a');
      rows.push([c.label, ms(median(t.bare)), ms(median(t.ours)), ms(median(t.js)), x(median(t.oursToRg)), x(median(t.jsToRg)), agree]);
    }
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }
  const head =
    `Grep on ${count.toLocaleString('en-US')} files (${tree.generatedMs > 0 ? `generated in ${ms(tree.generatedMs)}` : 'cached tree'}), ` +
    `${runs} interleaved rounds after a warm-up, medians; JS engine on a pool of ${searchThreads()} worker thread${searchThreads() === 1 ? '' : 's'} (one a core, up to 4; ` +
    `kept between calls: the run's first call, which starts it, took ${firstJs === undefined ? '?' : ms(firstJs)}); ` +
    (rg ? `rg: ${rg}` : 'rg: not on PATH, so no comparison (install ripgrep to compare)');
  return `${head}\n\n${table(['pattern', 'rg itself', 'our Grep (rg)', 'our Grep (JS engine)', 'ours(rg)/rg', 'JS/rg', 'same results'], rows)}`;
}

// `node build/bench/grep.js [--quick]`: this section alone, on Node 24 as `npm run bench` runs it.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { NODE24 } = await import('../support/runner/run-action.js');
  if (Number(process.versions.node.split('.')[0]) < 24 && existsSync(NODE24)) {
    const { spawnSync } = await import('node:child_process');
    process.exit(spawnSync(NODE24, process.argv.slice(1), { stdio: 'inherit' }).status ?? 1);
  }
  const rounds = process.argv.includes('--quick') ? 1 : 5;
  process.stdout.write(`\n${await grepBench(rounds, (line) => void process.stderr.write(`${line}\n`))}\n`);
}
