/**
 * Context benchmark: one 30-step scripted session (large file reads, greps, command output, the same
 * files read again and again, two edits) replayed three ways against the scripted model server, which
 * counts the tokens it receives and simulates prompt caching:
 *
 *   naive    full history, no cache_control, the context manager held off;
 *   caps     the tools' default caps and spill files, cache breakpoints (the runner without context management);
 *   managed  caps + cache + the context manager (stale-result stubs, Read dedupe, compaction) at its defaults.
 *
 * Every replay is a product session built by createSession (src/session/create-session.ts): the product's system
 * prompt and tools; the mode changes only the parts it injects (a measuring model port, the context tuning). The
 * tools' caps are the product's in every mode (the factory does not lift them), so naive differs from caps only by
 * its missing cache_control.
 *
 * Prints a table; asserts nothing.  Run: npx tsc -p . && node build/bench/context.js
 */
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type Anthropic from '@anthropic-ai/sdk';
import { COMPACT_MARKER } from '../src/agent/context/compact.js';
import { ContextStatsCollector, sparkline, type ContextStats } from '../src/agent/context/stats.js';
import type { ModelPort } from '../src/agent/model-port.js';
import { resolvePrice } from '../src/model/pricing.js';
import type { ModelRequest } from '../src/model/request-fields.js';
import { createSession } from '../src/session/create-session.js';
import { runSession } from '../src/session/run-session.js';
import { parseSettings } from '../src/settings.js';
import type { Workspace } from '../src/tools/types.js';
import { startScriptedModel, type RecordedRequest, type ScriptedTurn } from '../support/scripted-model/scripted-model.js';

/** CONTEXT_BENCH_MODEL prices the run as another model (cache-read ratios differ: 0.05 for Opus 5.5, 0.1 for most). */
const MODEL = process.env['CONTEXT_BENCH_MODEL'] ?? 'claude-opus-5-5';
type Mode = 'naive' | 'caps' | 'managed';

// ---- the repository -------------------------------------------------------------------------------

function sourceFile(name: string, lines: number, marker: string): string {
  const out: string[] = [`// ${name}: generated for the context benchmark`, marker];
  for (let i = 0; out.length < lines; i++) {
    if (i % 40 === 0) out.push(`export function handle${name}${i}(req: Request): Response {`);
    else if (i % 40 === 39) out.push('}');
    else if (i % 97 === 0) out.push(`  // TODO(${name}): revisit the retry path near step ${i}`);
    else out.push(`  const v${i} = compute(req, ${i}, '${name.toLowerCase()}-${(i * 7919) % 10007}'); // keep ${i}`);
  }
  return `${out.join('\n')}\n`;
}

function logFile(kind: string, lines: number): string {
  return (
    Array.from(
      { length: lines },
      (_, i) =>
        `[${kind}] 2026-12-01T10:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}Z step ${i}: ` +
        (i % 53 === 0 ? `ERROR handleServer${i % 40} failed: timeout after 1000ms` : `ok module-${i % 17} compiled in ${(i * 37) % 900}ms`),
    ).join('\n') + '\n'
  );
}

async function makeRepo(): Promise<Workspace> {
  const root = await realpath(await mkdtemp(path.join(tmpdir(), 'ctx-bench-repo-')));
  const tempDir = await realpath(await mkdtemp(path.join(tmpdir(), 'ctx-bench-tmp-')));
  const files: Record<string, string> = {
    'src/server.ts': sourceFile('Server', 1400, 'const RETRY_LIMIT = 3;'),
    'src/router.ts': sourceFile('Router', 1200, 'const TIMEOUT_MS = 1000;'),
    'src/db.ts': sourceFile('Db', 1100, 'const POOL_SIZE = 4;'),
    'src/auth.ts': sourceFile('Auth', 900, 'const TOKEN_TTL = 60;'),
    'src/util.ts': sourceFile('Util', 500, 'const VERSION = 1;'),
    'logs/build.log': logFile('build', 4000),
    'logs/test.log': logFile('test', 1500),
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  return { root, tempDir };
}

// ---- the session ----------------------------------------------------------------------------------

const say = (text: string, name: string, input: Record<string, unknown>): ScriptedTurn => ({
  content: [
    { type: 'text', text },
    { type: 'tool_use', name, input },
  ],
});
const read = (file: string, why: string): ScriptedTurn => say(why, 'Read', { file_path: file });
const grep = (pattern: string): ScriptedTurn => say(`Searching for ${pattern}.`, 'Grep', { pattern, path: 'src', output_mode: 'content', '-n': true });
const bash = (command: string): ScriptedTurn => say(`Running ${command}.`, 'Bash', { command });

const STEPS: ScriptedTurn[] = [
  say('Let me see the layout.', 'Glob', { pattern: '**/*' }),
  read('src/server.ts', 'The server is the entry point.'),
  read('src/router.ts', 'Requests go through the router.'),
  grep('handle'),
  read('src/db.ts', 'The handlers call the database.'),
  bash('cat logs/build.log'),
  read('src/auth.ts', 'Auth wraps the handlers.'),
  read('src/server.ts', 'Back to the server to check the retry path.'),
  grep('TODO'),
  read('src/router.ts', 'Checking the router timeout again.'),
  bash('cat logs/test.log'),
  read('src/db.ts', 'The pool size matters for the timeout.'),
  read('src/util.ts', 'compute() lives in util.'),
  grep('export function'),
  read('src/auth.ts', 'Does auth retry too?'),
  read('src/server.ts', 'Where exactly is RETRY_LIMIT used?'),
  say('Raising the retry limit.', 'Edit', { file_path: 'src/server.ts', old_string: 'const RETRY_LIMIT = 3;', new_string: 'const RETRY_LIMIT = 5;' }),
  read('src/server.ts', 'Checking the edit.'),
  bash('cat logs/build.log'),
  read('src/router.ts', 'Now the router timeout.'),
  grep('handle'),
  read('src/db.ts', 'Pool again before changing the timeout.'),
  say('Doubling the router timeout.', 'Edit', { file_path: 'src/router.ts', old_string: 'const TIMEOUT_MS = 1000;', new_string: 'const TIMEOUT_MS = 2000;' }),
  bash('cat logs/test.log'),
  read('src/auth.ts', 'Last look at auth.'),
  read('src/util.ts', 'And util.'),
  grep('TODO'),
  read('src/server.ts', 'Final check of the server.'),
  bash('grep -c ERROR logs/build.log'),
  { content: [{ type: 'text', text: 'Fixed: RETRY_LIMIT 3 → 5 in src/server.ts and TIMEOUT_MS 1000 → 2000 in src/router.ts.' }] },
];

const SUMMARY = [
  '1. Task: fix the request timeouts (retries exhausted too early, router timeout too short).',
  '2. Decisions: raise RETRY_LIMIT in src/server.ts to 5; double TIMEOUT_MS in src/router.ts; leave db pool and auth alone.',
  '3. Files touched: src/server.ts (RETRY_LIMIT line 2), src/router.ts (TIMEOUT_MS line 2); read src/db.ts, src/auth.ts, src/util.ts.',
  '4. Facts found: logs/build.log has ERROR lines "handleServerN failed: timeout after 1000ms" every 53 steps.',
  '5. Open questions: whether auth retries as well.',
  '6. Next step: continue with the next planned check.',
].join('\n');

function isCompact(req: RecordedRequest): boolean {
  const last = (req.body.messages as Anthropic.MessageParam[] | undefined)?.at(-1);
  return typeof last?.content !== 'string' && (last?.content ?? []).some((b) => b.type === 'text' && b.text.includes(COMPACT_MARKER));
}

// ---- one replay -----------------------------------------------------------------------------------

/** The context manager held off (no stubs, no dedupe, no compaction): what caps and naive replay with. */
const UNMANAGED = { stubMinChars: Infinity, stubAtTokens: Infinity, compactAtTokens: Infinity, dedupeReads: false };

/** The request without any cache_control: nothing is written to or read from the cache. */
function uncached(params: ModelRequest): ModelRequest {
  const strip = <T>(value: T): T => JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === 'cache_control' ? undefined : v))) as T;
  return { ...params, system: strip(params.system), tools: strip(params.tools), messages: strip(params.messages) };
}

interface Figures {
  mode: Mode;
  completed: boolean;
  stats: ContextStats;
  costUsd: number;
  billedEquivalent: number;
}

/** One replay, through the product's own session factory; the mode changes only the parts it is given. */
async function replay(mode: Mode): Promise<Figures> {
  const workspace = await makeRepo();
  let step = 0;
  const model = await startScriptedModel((req) =>
    isCompact(req) ? { content: [{ type: 'text', text: SUMMARY }] } : (STEPS[step++] ?? { content: [{ type: 'text', text: '(done)' }] }),
  );
  try {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      ANTHROPIC_API_KEY: 'sk-bench',
      ANTHROPIC_BASE_URL: model.url,
      GITHUB_WORKSPACE: workspace.root,
    };
    const inputs: Record<string, string> = {
      model: MODEL,
      permission_mode: 'bypassPermissions',
      // The scripted survey calls Glob and Grep: named, the run offers them (as Claude Code 2.1.332 does).
      allowed_tools: 'Glob,Grep',
      max_turns: '60',
      max_budget_usd: '1000',
      max_output_tokens: '8192',
      sandbox: 'off',
    };
    const parsed = parseSettings((name) => inputs[name] ?? '', env);
    if (!parsed.ok) throw new Error(`bench inputs: ${parsed.errors.join('; ')}`);
    // Every call of every mode is measured the same way, at the port: what was sent and what was billed.
    const measured = new ContextStatsCollector();
    const reads = new Map<string, number>();
    const measuring = (port: ModelPort): ModelPort => ({
      ...port,
      stream: async (params, signal, beforeRetry, onRetry) => {
        const sent = mode === 'naive' ? uncached(params) : params;
        const outcome = await port.stream(sent, signal, beforeRetry, onRetry);
        if (outcome.ok) {
          measured.addCall(isCompactParams(sent) ? 'compaction' : 'turn', sent, outcome.message.usage);
          for (const block of outcome.message.content) {
            if (block.type === 'tool_use' && block.name === 'Read') {
              const file = String((block.input as { file_path?: unknown }).file_path);
              reads.set(file, (reads.get(file) ?? 0) + 1);
            }
          }
        }
        return outcome;
      },
    });
    const session = await createSession(parsed.settings, {
      prompt: 'TASK: requests time out under load; find out why and fix it.',
      runDir: workspace.tempDir,
      env,
      modelPort: measuring,
      contextTuning: mode === 'managed' ? overrides() : UNMANAGED,
    });
    const outcome = await runSession(session);
    const server = await readFile(path.join(workspace.root, 'src/server.ts'), 'utf8');
    const router = await readFile(path.join(workspace.root, 'src/router.ts'), 'utf8');
    const completed = outcome.subtype === 'success' && server.includes('RETRY_LIMIT = 5;') && router.includes('TIMEOUT_MS = 2000;');
    const own = outcome.context;
    const fileReads = mode === 'managed' && own ? own.file_reads : [...reads].map(([file, n]) => ({ path: file, reads: n, deduped: 0 }));
    const stats = measured.snapshot(fileReads);
    if (mode === 'managed' && own) {
      Object.assign(stats, {
        stub_batches: own.stub_batches,
        stubbed_results: own.stubbed_results,
        chars_elided: own.chars_elided,
        compactions: own.compactions,
      });
    }
    const price = resolvePrice(MODEL).price;
    const t = stats.totals;
    const billedEquivalent = t.input_tokens + (t.cache_creation_input_tokens * price.cacheWrite5m + t.cache_read_input_tokens * price.cacheRead) / price.input;
    return { mode, completed, stats, costUsd: outcome.costUsd, billedEquivalent };
  } finally {
    await model.close();
    await rm(workspace.root, { recursive: true, force: true });
    await rm(workspace.tempDir, { recursive: true, force: true });
  }
}

/** CONTEXT_BENCH_OPTIONS='{"keepTurns":6}' tries other manager settings (numbers only; "Infinity" allowed). */
function overrides(): Partial<
  Record<'keepTurns' | 'keepReadTurns' | 'stubMinChars' | 'stubBatchTokens' | 'stubMinShare' | 'compactAtTokens' | 'summaryMaxTokens', number>
> {
  const raw = process.env['CONTEXT_BENCH_OPTIONS'];
  if (!raw) return {};
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null) return {};
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(parsed)) out[k] = v === 'Infinity' ? Infinity : Number(v);
  return out;
}

function isCompactParams(params: ModelRequest): boolean {
  const last = params.messages.at(-1);
  return typeof last?.content !== 'string' && (last?.content ?? []).some((b) => b.type === 'text' && b.text.includes(COMPACT_MARKER));
}

// ---- the table ------------------------------------------------------------------------------------

const n = (x: number): string => Math.round(x).toLocaleString('en-US');
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

function pad(cells: string[], widths: number[]): string {
  return `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
}

async function main(): Promise<void> {
  const results: Figures[] = [];
  for (const mode of ['naive', 'caps', 'managed'] as const) results.push(await replay(mode));
  const price = resolvePrice(MODEL).price;
  const head = [
    'mode',
    'calls',
    'input tokens',
    'billed-eq input',
    'cost USD',
    'peak window',
    'cache hit',
    'tool-result share',
    'max reads/file',
    'dedupe hits',
    'stubs',
    'compactions',
    'done',
  ];
  const rows = results.map((r) => [
    r.mode,
    String(r.stats.calls.length),
    n(r.stats.totals.all_input_tokens),
    n(r.billedEquivalent),
    `$${r.costUsd.toFixed(2)}`,
    n(r.stats.peak_window_tokens),
    pct(r.stats.cache_hit_rate),
    pct(r.stats.tool_result_share),
    String(r.stats.max_reads_of_one_file),
    String(r.stats.dedupe_hits),
    String(r.stats.stubbed_results),
    String(r.stats.compactions),
    r.completed ? 'yes' : 'NO',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  console.log(
    `Context benchmark: ${STEPS.length}-step scripted session, ${MODEL} list prices ($${price.input}/MTok input, ` +
      `$${price.cacheWrite5m} cache write, $${price.cacheRead} cache read, $${price.output} output)\n`,
  );
  console.log(pad(head, widths));
  console.log(`|${widths.map((w, i) => (i === 0 ? `${'-'.repeat(w + 1)}-` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const row of rows) console.log(pad(row, widths));
  const naive = results.find((r) => r.mode === 'naive');
  const caps = results.find((r) => r.mode === 'caps');
  console.log('');
  for (const r of results) console.log(`${r.mode.padEnd(8)} input/call ${sparkline(r.stats.calls.map((c) => c.input_tokens))}`);
  if (naive) {
    console.log('');
    for (const r of results.filter((x) => x.mode !== 'naive')) {
      console.log(
        `${r.mode}: ${(r.billedEquivalent / naive.billedEquivalent).toFixed(3)} of naive billed-equivalent input tokens, ` +
          `${(r.costUsd / naive.costUsd).toFixed(3)} of its cost`,
      );
    }
    const managed = results.find((r) => r.mode === 'managed');
    if (caps && managed) {
      console.log(
        `managed vs caps: ${(managed.billedEquivalent / caps.billedEquivalent).toFixed(3)} of the billed-equivalent input, ` +
          `${(managed.costUsd / caps.costUsd).toFixed(3)} of the cost, ${(managed.stats.peak_window_tokens / caps.stats.peak_window_tokens).toFixed(3)} of the peak window`,
      );
    }
  }
  console.log(
    '\nbilled-eq input = uncached input + cache writes × ' +
      +(price.cacheWrite5m / price.input).toFixed(3) +
      ' + cache reads × ' +
      +(price.cacheRead / price.input).toFixed(3) +
      " (the model's list-price ratios); naive sends no cache_control, so all of its input is uncached.",
  );
}

await main();
