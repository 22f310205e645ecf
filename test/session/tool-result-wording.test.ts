import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmod, writeFile } from 'node:fs/promises';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Anthropic from '@anthropic-ai/sdk';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { collectResults, run, writeFiles, tempRepoAndFolder } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';
import { startPageServer } from '../tools/web-helpers.js';

/**
 * The tool_result text the model is sent, against Claude Code 2.1.332's for the same calls:
 * test/fixtures/claude-code-tool-results/2.1.332.json (scripts/oracle/tool-results.mjs) holds what the CLI sent the
 * model for errors, refusals and hook blocks. The model is trained on the CLI's wording, so the runner's is the CLI's.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-tool-results/2.1.332.json');
interface Recorded {
  tool: string;
  input: Record<string, unknown>;
  id: string;
  result: Anthropic.ToolResultBlockParam;
}
type RunName = 'bypass' | 'dontAsk' | 'errors';
const oracle = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { runs: Record<RunName, { results: Recorded[] }> }).runs;

/** The text of a result, without what the CLI appends to a turn's last result (its reminders) and trailing blanks. */
function textOf(block: Anthropic.ToolResultBlockParam | undefined): string {
  const c = block?.content;
  const text = typeof c === 'string' ? c : (c ?? []).map((b) => (b.type === 'text' ? b.text : '')).join('');
  // A background task's id and output file are the run's own (the CLI's file, its dot too, is `<tasks>` in the record).
  return text
    .replace(/\n+<system-reminder>\n[\s\S]*$/, '')
    .trimEnd()
    .replace(/\(ID: b\w+\)/, '(ID: ID)')
    .replace(/written to: \S+/, 'written to: FILE');
}

/**
 * Calls whose result differs by what the runner does differently, each documented in docs/claude-code-compatibility.md
 * ("Tool results"): the runner's text must match `text` (and be an error or not as `isError` says) instead.
 */
const DIFFERENT: Record<string, { text: RegExp; isError?: boolean }> = {
  // The CLI's form for a saved output, with the runner's preview (the start and the end, as its Bash description says).
  toolu_bash_long: {
    text: /^<persisted-output>\nOutput too large \(106\.3KB\)\. Full output saved to: <tmp>\/tool-output\/bash-output-\S+\.txt\n\nPreview \(start and end\):\n1\n2\n[\d\n]+\[… [\d.]+KB omitted …\]\n[\d\n]+\n20000\n<\/persisted-output>$/,
  },
  // The error also lists the tools there are.
  toolu_unknown_tool: { text: /^<tool_use_error>Error: No such tool available: NoSuchTool\. Available tools: Bash, \S[^<]*<\/tool_use_error>$/ },
  // The refusal names the rule that made it and the file that holds the rule.
  toolu_denied_rule: {
    text: /^Permission to use Bash with command rm -f x has been denied: it matches the deny rule "Bash\(rm:\*\)" \(from \.claude\/settings\.json permissions\.deny\)\.$/,
  },
  toolu_denied_edit_rule: {
    text: /^<tool_use_error>File is in a directory that is denied by your permission settings: the deny rule "Edit\(secret\.txt\)" \(from \.claude\/settings\.json permissions\.deny\)\.<\/tool_use_error>$/,
  },
  toolu_fetch_denied: {
    text: /^WebFetch denied access to domain:denied\.example: the deny rule "WebFetch\(domain:denied\.example\)" \(from \.claude\/settings\.json permissions\.deny\)\.$/,
    isError: true,
  },
  // The CLI names its internal FileEdit, a tool no model is offered; the runner names Edit.
  toolu_nb_not_notebook: {
    text: /^<tool_use_error>File must be a Jupyter notebook \(\.ipynb file\)\. For editing other file types, use the Edit tool\.<\/tool_use_error>$/,
    isError: true,
  },
  // The runner has no TaskOutput; its error lists the tools there are.
  toolu_taskoutput_unknown: { text: /^<tool_use_error>Error: No such tool available: TaskOutput\. Available tools: Bash, [^<]*<\/tool_use_error>$/ },
  toolu_lsp_no_server: {
    text: /^<tool_use_error>Error: No such tool available: LSP\. LSP is disabled for this session, in subagents as well as here\. Available tools: Bash, [^<]*<\/tool_use_error>$/,
  },
  toolu_denied_read_rule: {
    text: /^<tool_use_error>File is in a directory that is denied by your permission settings: the deny rule "Read\(\.\/private\/\*\*\)" \(from \.claude\/settings\.json permissions\.deny\)\.<\/tool_use_error>$/,
  },
};

const HOOK = `#!/bin/sh
input=$(cat)
case "$input" in
  *hook-exit-2*) echo "blocked by the repository's policy" >&2; exit 2 ;;
  *hook-json-deny*) echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"not on this branch"}}' ;;
esac
exit 0
`;

async function runRecorded(
  t: Parameters<typeof tempRepoAndFolder>[0],
  name: RunName,
  files: Record<string, string>,
  inputs: Record<string, string>,
  settings: Record<string, unknown> = {},
  port?: number,
): Promise<Map<string, Anthropic.ToolResultBlockParam>> {
  const { repo, folder } = await tempRepoAndFolder(t, `tool-result-wording-${name}-`);
  const gate = path.join(folder, 'gate.sh');
  await writeFile(gate, HOOK);
  await chmod(gate, 0o755);
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({ ...settings, hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: gate }] }] } }),
    ...files,
  });
  // The command moved to the background at its timeout ends once its result is in (the CLI's slept 30 s), so the run,
  // which waits for it at the end of the turn, need not.
  const release = path.join(folder, 'release');
  const subst = (v: unknown): unknown =>
    JSON.parse(
      JSON.stringify(v)
        .replaceAll('<cwd>', repo.dir)
        .replaceAll('<port>', String(port ?? ''))
        .replace('echo started; sleep 30', `echo started; until [ -e ${release} ]; do sleep 0.05; done`),
    );
  const turns = oracle[name].results.map((r) => turn(call(r.tool, subst(r.input) as Record<string, unknown>, r.id)));
  const results = new Map<string, Anthropic.ToolResultBlockParam>();
  let next = 0;
  const model = await startScriptedModel((req) => {
    collectResults(req, results);
    if (results.has('toolu_bash_timeout')) writeFileSync(release, '');
    // WebFetch's small model (no tools) answers as the oracle's did.
    if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return { content: [{ type: 'text', text: 'ok' }] };
    return turns[next++] ?? { content: [{ type: 'text', text: 'done' }] };
  });
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'call the tools', inputs: { max_turns: '40', ...inputs } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const named = new Map<string, Anthropic.ToolResultBlockParam>();
  for (const [id, b] of results)
    named.set(
      id,
      JSON.parse(
        JSON.stringify(b)
          .replaceAll(repo.dir, '<cwd>')
          .replaceAll(folder, '<work>')
          .replaceAll(repo.tempDir, '<tmp>')
          .replaceAll(`:${port ?? '<none>'}/`, ':<port>/'),
      ) as Anthropic.ToolResultBlockParam,
    );
  return named;
}

function differences(name: RunName, ours: Map<string, Anthropic.ToolResultBlockParam>): string[] {
  const out: string[] = [];
  for (const want of oracle[name].results) {
    const got = ours.get(want.id);
    const text = textOf(got);
    const different = DIFFERENT[want.id];
    // The CLI fetched the page server over TLS (it upgrades http); the runner keeps http for a loopback address.
    const cli = textOf(want.result).replaceAll('https://127.0.0.1:<port>', 'http://127.0.0.1:<port>');
    if (different ? !different.text.test(text) : text !== cli) out.push(`${want.id}: ${JSON.stringify(text)}, Claude Code ${JSON.stringify(cli)}`);
    const isError = different?.isError ?? Boolean(want.result.is_error);
    if (Boolean(got?.is_error) !== isError) out.push(`${want.id}: is_error ${String(got?.is_error)}, expected ${String(isError)}`);
  }
  return out;
}

test('errors and hook blocks are worded as Claude Code 2.1.332 words them for the model', async (t) => {
  const ours = await runRecorded(
    t,
    'bypass',
    {
      'old.txt': 'alpha\nbeta\nbeta\n',
      'other.txt': 'other\n',
      'empty.txt': '',
      'dir/inner.txt': 'x\n',
      'long.txt': Array.from({ length: 2500 }, (_, i) => `line ${i + 1}\n`).join(''),
      'huge.txt': `${'word '.repeat(80_000)}\n`,
    },
    { permission_mode: 'bypassPermissions' },
  );
  assert.deepEqual(differences('bypass', ours), []);
});

test('refusals in dontAsk and by deny rules are worded as Claude Code 2.1.332 words them', async (t) => {
  const ours = await runRecorded(
    t,
    'dontAsk',
    { 'secret.txt': 's\n', 'private/key.txt': 'k\n', 'notes.txt': 'n\n' },
    { permission_mode: 'dontAsk', allowed_tools: 'Read' },
    { permissions: { deny: ['Bash(rm:*)', 'Edit(secret.txt)', 'Read(./private/**)'] } },
  );
  assert.deepEqual(differences('dontAsk', ours), []);
});

const NOTEBOOK = JSON.stringify({
  cells: [{ cell_type: 'code', id: 'c1', metadata: {}, source: ['x = 1\n'], outputs: [], execution_count: null }],
  metadata: {},
  nbformat: 4,
  nbformat_minor: 5,
});

test('errors of WebFetch, NotebookEdit, the Task tools and LSP are worded as Claude Code 2.1.332 words them', async (t) => {
  // The CLI's page server, on 127.0.0.1 (the CLI fetched it over TLS: it upgrades http; the runner keeps http for loopback).
  const pages = await startPageServer({
    '/page.html': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html><body><p>Version 3 removes the legacy flag.</p></body></html>');
    },
    '/elsewhere': (_req, res) => {
      res.writeHead(302, { location: `https://localhost:${pages.port}/page.html` });
      res.end();
    },
    '/same-host': (_req, res) => {
      res.writeHead(301, { location: '/page.html' });
      res.end();
    },
  });
  t.after(() => pages.close());
  const ours = await runRecorded(
    t,
    'errors',
    { 'nb.ipynb': NOTEBOOK, 'plain.txt': 'not a notebook\n', 'code.zz': 'x\n' },
    { permission_mode: 'bypassPermissions', allowed_tools: 'WebFetch(domain:127.0.0.1)' },
    { permissions: { deny: ['WebFetch(domain:denied.example)'] } },
    pages.port,
  );
  assert.deepEqual(differences('errors', ours), []);
});

/**
 * Read's limits against Claude Code 2.1.332's (test/fixtures/claude-code-tool-results/2.1.332-limits.json,
 * scripts/oracle/read-glob-limits.mjs): the same calls, one runner session per CLI session, on files made from the
 * fixture's recipes, with a model of the CLI's window (200,000 tokens, 64,000 output). The token counts come from the
 * scripted model's count_tokens, as the CLI's did, so sizes, counts and where each page ends must be the CLI's.
 */
const LIMITS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-tool-results/2.1.332-limits.json');
interface LimitsRecorded {
  who: string;
  tool: string;
  id: string;
  input: Record<string, unknown>;
  is_error: boolean;
  text: string | null;
}
const limits = JSON.parse(readFileSync(LIMITS, 'utf8')) as { recipes: Record<string, { lines: number; width: number }>; results: LimitsRecorded[] };
/** An image is sent as an image (the runner adds a line naming it: read-media tests); Glob's results are Glob's. */
const NOT_COMPARED = new Set(['read_big_png']);
/** The oracle's notebook over 256 KB: one code cell of 6,000 short lines. */
const BIG_NOTEBOOK = JSON.stringify({
  cells: [
    {
      cell_type: 'code',
      id: 'c1',
      metadata: {},
      source: Array.from({ length: 6000 }, (_, i) => `x${i} = ${'1'.repeat(40)}\n`),
      outputs: [],
      execution_count: null,
    },
  ],
  metadata: {},
  nbformat: 4,
  nbformat_minor: 5,
});
/** A file from one of the fixture's recipes, as the oracle writes it. */
const made = (r: { lines: number; width: number }): string =>
  Array.from({ length: r.lines }, (_, i) => `${String(i + 1).padStart(6, '0')} ${'x'.repeat(r.width - 7)}\n`).join('');
const HINTS =
  /To read it anyway, up to what still fits in your context, call Read again with allow_large: true — only if you genuinely need all of it or the user asked for the whole file\.|Even with allow_large, this is more than fits in the context you have left this turn \(other large reads in the same turn share that room\)\./;
const ROOM = /allow_large had room for \d+ tokens this turn/;
/**
 * The runner's text in the oracle's form (a long one kept by its start, its length and its end), with what depends on
 * how full the context was taken as the CLI's: which allow_large sentence ends it, and the room allow_large had. The
 * CLI sends a result without trailing blanks (a last empty line is `4`, not `4\t`): the runner's are dropped too.
 */
function asRecorded(ours: string, cli: string): string {
  let t = ours.replace(/[ \t]+(?=\n\n<system-reminder>\n\[Truncated|$)/, '');
  const hint = HINTS.exec(cli)?.[0];
  if (hint !== undefined) t = t.replace(HINTS, hint);
  const room = ROOM.exec(cli)?.[0];
  if (room !== undefined) t = t.replace(ROOM, room);
  return t.length <= 6000 ? t : `${t.slice(0, 1500)}\n[… ${t.length} characters in all …]\n${t.slice(-3000)}`;
}
/** The CLI's text without the reminders it adds to a turn's last result (not the tool's). */
const recordedText = (cli: string): string => cli.replace(/\n\n<system-reminder>\nThe task tools[\s\S]*$/, '');

test("Read's limits are Claude Code 2.1.332's: the 256 KB refusal, the token cap, the page and where it ends, allow_large", async (t) => {
  const files: Record<string, string> = {};
  for (const [name, recipe] of Object.entries(limits.recipes)) files[name] = made(recipe);
  files['big.ipynb'] = BIG_NOTEBOOK;
  const out: string[] = [];
  for (const who of ['main', 'more', 'state']) {
    const calls = limits.results.filter((r) => r.who === who && r.tool !== 'Glob' && !NOT_COMPARED.has(r.id));
    const { repo } = await tempRepoAndFolder(t, `read-limits-${who}-`);
    await writeFiles(repo.dir, files);
    const subst = (v: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(v).replaceAll('<cwd>', repo.dir)) as Record<string, unknown>;
    const turns = calls.map((r) => turn(call(r.tool, subst(r.input), r.id)));
    const results = new Map<string, Anthropic.ToolResultBlockParam>();
    let next = 0;
    const model = await startScriptedModel((req) => {
      collectResults(req, results);
      return turns[next++] ?? { content: [{ type: 'text', text: 'done' }] };
    });
    t.after(() => model.close());
    const inputs = { max_turns: '40', permission_mode: 'bypassPermissions', model: 'claude-haiku-4-5', max_output_tokens: '64000' };
    const r = await run({ url: model.url, repo, prompt: 'call the tools', inputs });
    assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
    for (const want of calls) {
      const b = results.get(want.id);
      const raw = typeof b?.content === 'string' ? b.content : (b?.content ?? []).map((x) => (x.type === 'text' ? x.text : '')).join('\n');
      const cli = recordedText(want.text ?? '');
      const got = asRecorded(raw.replaceAll(repo.dir, '<cwd>'), cli);
      if (got !== cli) out.push(`${want.id}: ${JSON.stringify(got.slice(-700))}\n  Claude Code ${JSON.stringify(cli.slice(-700))}`);
      if (Boolean(b?.is_error) !== want.is_error) out.push(`${want.id}: is_error ${String(b?.is_error)}, Claude Code ${String(want.is_error)}`);
    }
  }
  assert.deepEqual(out, []);
});
