// Runs Claude Code headless against the project's scripted model and records how Read and Glob bound what they return:
// Read of files around the CLI's size limit (many short lines, one long line, long lines), with offset/limit and
// allow_large; Glob over more files than its cap, with a path, relative and absolute patterns (order, form, the note
// when cut). What it records is what the runner is held to (test/fixtures/claude-code-tool-results/2.1.332-limits.json).
//
// usage: npx tsc -p . && node scripts/oracle/read-glob-limits.mjs <claude binary> [out.json]
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const { scriptedInputTokens } = await import(path.join(root, 'build/support/scripted-model/scripted-tokens.js'));
const [claude, out] = process.argv.slice(2);
if (!claude) throw new Error('usage: read-glob-limits.mjs <claude binary> [out.json]');

const call = (name, input, id) => ({ content: [{ type: 'tool_use', id, name, input }] });
/** Files made from a recipe (the fixture keeps the recipe, not the bytes): `lines` lines of `width` characters. */
const RECIPES = {
  'lines-3000x60.txt': { lines: 3000, width: 60 },
  'lines-4000x60.txt': { lines: 4000, width: 60 },
  'lines-5000x60.txt': { lines: 5000, width: 60 },
  'lines-6000x60.txt': { lines: 6000, width: 60 },
  'long-line.txt': { lines: 3, width: 5000 },
  'wide-100x2500.txt': { lines: 100, width: 2500 },
  'size-256k.txt': { lines: 4096, width: 63 },
  'size-256k-plus.txt': { lines: 4097, width: 63 },
  'one-line-200k.txt': { lines: 1, width: 200000 },
  'part-4000x60.txt': { lines: 4000, width: 60 },
};
const make = (r) => Array.from({ length: r.lines }, (_, i) => `${String(i + 1).padStart(6, '0')} ${'x'.repeat(r.width - 7)}\n`).join('');
const GLOB_FILES = 120;
/** A notebook over 256 KB: one code cell of 6,000 short lines. */
const bigNotebook = () =>
  JSON.stringify({
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
/** A PNG over 256 KB: RGB noise from a fixed seed (incompressible), stored uncompressed. */
function noisePng(w, h) {
  let seed = 1;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let i = 0; i < raw.length; i++) raw[i] = i % (w * 3 + 1) === 0 ? 0 : (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function scenario(cwd) {
  const p = (f) => path.join(cwd, f);
  const read = (f, id, extra = {}) => ['Read', { file_path: p(f), ...extra }, id];
  return {
    main: [
      read('lines-3000x60.txt', 'read_3000x60'),
      read('lines-4000x60.txt', 'read_4000x60'),
      read('lines-5000x60.txt', 'read_5000x60'),
      read('lines-6000x60.txt', 'read_6000x60'),
      read('lines-6000x60.txt', 'read_6000x60_limit', { offset: 5990, limit: 5 }),
      read('lines-6000x60.txt', 'read_6000x60_large', { allow_large: true }),
      read('long-line.txt', 'read_long_line'),
      read('wide-100x2500.txt', 'read_wide'),
      ['Glob', { pattern: 'g/*.txt' }, 'glob_many'],
      ['Glob', { pattern: '*.txt', path: p('g') }, 'glob_path'],
      ['Glob', { pattern: 'few/**/*.md' }, 'glob_few'],
      ['Glob', { pattern: p('few/*.md') }, 'glob_absolute'],
      ['Glob', { pattern: 'nothing-*.zz' }, 'glob_none'],
    ],
    more: [
      // A second session, its context fresh: where the 256 KB refusal starts, what names a part (offset alone, limit alone), a part over the token cap,
      // allow_large on a file that fits, one line over the cap, media over 256 KB, and what a cut Read records.
      read('size-256k.txt', 'read_256k'),
      read('size-256k-plus.txt', 'read_256k_plus'),
      read('lines-6000x60.txt', 'read_6000x60_offset_only', { offset: 10 }),
      read('lines-6000x60.txt', 'read_6000x60_limit_only', { limit: 3 }),
      read('lines-6000x60.txt', 'read_6000x60_big_part', { offset: 1, limit: 4000 }),
      read('lines-3000x60.txt', 'read_3000x60_large', { allow_large: true }),
      read('one-line-200k.txt', 'read_one_line_200k'),
      read('big.ipynb', 'read_big_notebook'),
      read('big.png', 'read_big_png'),
    ],
    // A third session: what a cut Read records for Edit, and a part named by offset alone or limit alone over the cap.
    state: [
      ['Edit', { file_path: p('part-4000x60.txt'), old_string: '000001 x', new_string: '000001 y' }, 'edit_unread_big'],
      read('part-4000x60.txt', 'read_part_cut'),
      ['Edit', { file_path: p('part-4000x60.txt'), old_string: '003999 x', new_string: '003999 y' }, 'edit_after_cut_read'],
      read('lines-3000x60.txt', 'read_3000x60_offset_only', { offset: 100 }),
      read('lines-4000x60.txt', 'read_4000x60_limit_only', { limit: 3000 }),
    ],
  };
}

const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
const work = mkdtempSync(path.join(os.tmpdir(), 'cc-oracle-'));
const cwd = path.join(work, 'repo');
const home = path.join(work, 'home');
for (const d of [cwd, home, path.join(cwd, '.claude')]) mkdirSync(d, { recursive: true });
const sc = scenario(cwd);
for (const [f, r] of Object.entries(RECIPES)) writeFileSync(path.join(cwd, f), make(r));
writeFileSync(path.join(cwd, 'big.ipynb'), bigNotebook());
writeFileSync(path.join(cwd, 'big.png'), noisePng(320, 320));
// Glob's order: files given distinct times, the newest not the last by name.
mkdirSync(path.join(cwd, 'g'));
for (let i = 0; i < GLOB_FILES; i++) {
  const f = path.join(cwd, 'g', `f${String(i).padStart(3, '0')}.txt`);
  writeFileSync(f, 'x\n');
  const t = new Date(Date.UTC(2026, 0, 1, 0, 0, (i * 37) % GLOB_FILES));
  utimesSync(f, t, t);
}
for (const [f, minute] of [
  ['few/b.md', 1],
  ['few/a.md', 3],
  ['few/sub/c.md', 2],
]) {
  mkdirSync(path.dirname(path.join(cwd, f)), { recursive: true });
  writeFileSync(path.join(cwd, f), 'x\n');
  const t = new Date(Date.UTC(2026, 0, 1, 0, minute));
  utimesSync(path.join(cwd, f), t, t);
}
writeFileSync(path.join(cwd, '.claude/settings.json'), '{}\n');
writeFileSync(path.join(home, '.claude.json'), JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true } } }));
spawnSync('git', ['init', '-q'], { cwd });
const results = new Map();
/** tool_use_id → the text blocks sent beside its result (the CLI's reminders about files changed on disk). */
const beside = new Map();
/** tool_use_id → the scripted model's token count of the request the call answered (how full the context was). */
const contextAt = new Map();
let countTokensCalls = 0;
/** One headless session calling `list` in order, one call a turn; what it sent back is kept in the maps above. */
async function session(list) {
  let next = 0;
  const model = await startScriptedModel((req) => {
    const msgs = req.body.messages ?? [];
    for (const m of msgs)
      if (m.role === 'user' && Array.isArray(m.content))
        for (const b of m.content)
          if (b.type === 'tool_result' && !results.has(b.tool_use_id)) {
            results.set(b.tool_use_id, b);
            beside.set(
              b.tool_use_id,
              m.content.filter((x) => x.type === 'text').map((x) => x.text),
            );
          }
    if (!Array.isArray(req.body.tools) || req.body.tools.length === 0) return { content: [{ type: 'text', text: 'ok' }] };
    const c = list[next++];
    if (c) contextAt.set(c[2], scriptedInputTokens(req.body));
    return c ? call(...c) : { content: [{ type: 'text', text: 'done' }] };
  });
  const run = await new Promise((resolve) => {
    const c = execFile(
      claude,
      [
        '-p',
        'oracle: call the tools',
        '--output-format',
        'stream-json',
        '--verbose',
        '--permission-mode',
        'bypassPermissions',
        '--allowedTools',
        'Glob,Grep',
        '--model',
        'claude-opus-4-6',
      ],
      {
        cwd,
        encoding: 'utf8',
        timeout: 300_000,
        maxBuffer: 64 << 20,
        env: {
          PATH: process.env.PATH,
          HOME: home,
          ANTHROPIC_BASE_URL: model.url,
          ANTHROPIC_API_KEY: 'sk-ant-oracle',
          DISABLE_AUTOUPDATER: '1',
          CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
          DISABLE_TELEMETRY: '1',
          IS_SANDBOX: '1',
        },
      },
      (error, stdout, stderr) => resolve({ stdout, stderr, status: error?.code ?? 0 }),
    );
    c.stdin?.end();
  });
  await model.close();
  countTokensCalls += model.countTokensCalls;
  if (run.status !== 0) console.error(run.stderr.slice(0, 2000), run.stdout.slice(-2000));
  return run.status;
}
const exits = { main: await session(sc.main), more: await session(sc.more), state: await session(sc.state) };
/** Long results kept by their start and end (what the limits are about), with their length. */
const clean = (s) => {
  const t = s.replaceAll(cwd, '<cwd>').replaceAll(work, '<work>');
  return t.length <= 6000 ? t : `${t.slice(0, 1500)}\n[… ${t.length} characters in all …]\n${t.slice(-3000)}`;
};
/** The result's text without the CLI's token-count reminder, which is not the tool's. */
const text = (b) => {
  if (!b) return null;
  const raw = typeof b.content === 'string' ? b.content : (b.content ?? []).map((x) => x.text ?? `[${x.type}]`).join('\n');
  return clean(raw.replace(/\n*<system-reminder>\n<total_tokens>[^<]*<\/total_tokens>\n<\/system-reminder>/g, ''));
};
const sizeOf = (b) => {
  const raw = typeof b.content === 'string' ? b.content : (b.content ?? []).map((x) => x.text ?? '').join('\n');
  const lines = raw.split('\n');
  return { chars: raw.length, lines: lines.length, longest_line: Math.max(...lines.map((l) => l.length)) };
};
const record = (list, who) =>
  list.map(([tool, input, id]) => ({
    who,
    tool,
    id,
    input: JSON.parse(JSON.stringify(input).replaceAll(cwd, '<cwd>')),
    is_error: results.get(id)?.is_error === true,
    text: text(results.get(id)),
    // The whole text's size, its lines and its longest line: what a cut kept, where the text itself is abridged.
    ...(results.get(id) ? { size: sizeOf(results.get(id)) } : {}),
    // The scripted model's count of the request this call answered: how full the context was when it was made.
    ...(contextAt.has(id) ? { context_tokens: contextAt.get(id) } : {}),
    ...((beside.get(id) ?? []).length > 0 ? { beside: beside.get(id).map(clean) } : {}),
  }));
const result = {
  claude_code: version,
  exit: exits.main,
  exit_more: exits.more,
  exit_state: exits.state,
  recipes: RECIPES,
  glob_files: GLOB_FILES,
  count_tokens_calls: countTokensCalls,
  results: [...record(sc.main, 'main'), ...record(sc.more, 'more'), ...record(sc.state, 'state')],
};
rmSync(work, { recursive: true, force: true });
if (out) writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
else console.log(JSON.stringify(result, null, 1));
