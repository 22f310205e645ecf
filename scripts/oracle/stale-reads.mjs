// Runs Claude Code headless against the project's scripted model and records when it adds its note after a Bash
// command, `[This command modified N files you've previously read: … Call Read before editing.]`: which commands
// (sed -i, and the other edit-in-place words it matches in the command's text), which files (read whole, in part,
// written by the agent; changed by the command or earlier; in a subdirectory after a `cd`; outside the project),
// in which order, past five names, beside output and an exit code, in the background, in a subagent. Each probe waits
// 1.1 s after the change before it (the CLI compares a file's time with the command's start rounded down to the
// second, so a change in that second counts: `same_second` shows it, and is not held). What it records is what the
// runner is held to (test/fixtures/claude-code-tool-results/2.1.332-stale-reads.json, test/session/stale-reads.test.ts).
//
// usage: npx tsc -p . && node scripts/oracle/stale-reads.mjs <claude binary> [out.json]
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startScriptedModel } = await import(path.join(root, 'build/support/scripted-model/scripted-model.js'));
const [claude, out] = process.argv.slice(2);
if (!claude) throw new Error('usage: stale-reads.mjs <claude binary> [out.json]');

const CHILD = 'CHILD: read k.txt and change it';
const call = (name, input, id) => ({ content: [{ type: 'tool_use', id, name, input }] });
const lines = (n) => Array.from({ length: n }, (_, i) => `line ${i + 1}\n`).join('');

/** The calls, in order: [tool, input, id]; `<cwd>` and `<work>` are the project and the folder above it. */
export function staleReadsScenario(cwd, work) {
  const p = (f) => path.join(cwd, f);
  const bash = (command, id, extra = {}) => ['Bash', { command, description: 'change it', ...extra }, id];
  const read = (f, id, extra = {}) => ['Read', { file_path: f.startsWith('/') ? f : p(f), ...extra }, id];
  const pause = (id) => bash('sleep 1.1', id);
  const fs = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7'].map((f) => `${f}.txt`);
  const files = {};
  for (const f of ['a.txt', 'b.txt', 'c.txt', 'd.txt', 'p.txt', 'e.txt', 'g.txt', 'k.txt', 'sub/s.txt', ...fs]) files[f] = lines(5);
  return {
    files,
    outside: { 'outside.txt': lines(5) },
    main: [
      read('a.txt', 'read_a'),
      read('c.txt', 'read_c'),
      read('b.txt', 'read_b'),
      read('d.txt', 'read_d'),
      read('p.txt', 'read_p_part', { offset: 2, limit: 1 }),
      ['Write', { file_path: p('w.txt'), content: lines(5) }, 'write_w'],
      ...fs.map((f, i) => read(f, `read_f${i + 1}`)),
      read('sub/s.txt', 'read_s'),
      read(path.join(work, 'outside.txt'), 'read_outside'),
      ['Grep', { pattern: 'line', path: p('g.txt') }, 'grep_g'],
      pause('pause_1'),
      bash(`sed -i 's/line 1/ONE/' c.txt a.txt p.txt`, 'sed_three'),
      pause('pause_2'),
      bash('echo x >> b.txt', 'append_no_match'),
      pause('pause_3'),
      bash(`sed -i 's/line 2/TWO/' a.txt`, 'sed_after_pause'),
      pause('pause_4'),
      bash(`sed -i 's/line 2/TWO/' e.txt g.txt`, 'sed_unread'),
      pause('pause_5'),
      bash(`echo y >> b.txt; sed -i 's/line 3/THREE/' c.txt`, 'sed_plus_append'),
      pause('pause_6'),
      bash(`sed -i 's/line 1/ONE/' ${fs.join(' ')}`, 'sed_seven'),
      pause('pause_7'),
      bash('true --fix; echo z >> d.txt', 'text_fix'),
      pause('pause_8'),
      bash('echo z >> d.txt # --write', 'text_write_comment'),
      pause('pause_9'),
      bash(`sed -i 's/line 4/FOUR/' w.txt`, 'sed_own_write'),
      pause('pause_10'),
      bash(`sed -i 's/line 4/FOUR/' a.txt; echo printed; exit 3`, 'sed_output_exit'),
      pause('pause_11'),
      bash(`cd sub && sed -i 's/line 1/ONE/' s.txt ../d.txt`, 'sed_cd'),
      bash(`cd ${cwd}`, 'cd_back'),
      pause('pause_12'),
      bash(`sed -i 's/line 1/ONE/' ${path.join(work, 'outside.txt')}`, 'sed_outside'),
      pause('pause_13'),
      bash(`sed -i 's/line 5/FIVE/' a.txt`, 'sed_background', { run_in_background: true }),
      pause('pause_14'),
      bash(`perl -pi -e 's/line 5/FIVE/' c.txt`, 'perl_in_place'),
      pause('pause_15'),
      ['Agent', { description: 'child edits', prompt: CHILD, subagent_type: 'general-purpose', run_in_background: false }, 'agent'],
      pause('pause_16'),
      bash(`sed -i 's/line 3/THREE/' k.txt`, 'sed_child_read'),
      pause('pause_17'),
      bash(`sed -i 's/nothing/x/' d.txt`, 'sed_no_change'),
      bash('echo q >> b.txt', 'same_second_change'),
      bash(`sed -i 's/nothing/x/' e.txt`, 'same_second'),
      pause('pause_18'),
      bash(`touch -d '+1 minute' b.txt`, 'touch_future'),
      pause('pause_19'),
      bash(`sed -i 's/nothing/x/' e.txt`, 'sed_future_time'),
      read('b.txt', 'reread_b'),
      pause('pause_20'),
      bash(`sed -i 's/nothing/x/' e.txt`, 'sed_after_reread'),
    ],
    child: [read('k.txt', 'child_read_k'), bash(`sed -i 's/line 2/TWO/' k.txt`, 'child_sed')],
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const version = spawnSync(claude, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH, HOME: os.tmpdir() } }).stdout.trim();
  const work = mkdtempSync(path.join(os.tmpdir(), 'cc-oracle-'));
  const cwd = path.join(work, 'repo');
  const home = path.join(work, 'home');
  for (const d of [cwd, home]) mkdirSync(d, { recursive: true });
  const sc = staleReadsScenario(cwd, work);
  for (const [f, text] of Object.entries(sc.files)) {
    mkdirSync(path.dirname(path.join(cwd, f)), { recursive: true });
    writeFileSync(path.join(cwd, f), text);
  }
  for (const [f, text] of Object.entries(sc.outside)) writeFileSync(path.join(work, f), text);
  writeFileSync(path.join(home, '.claude.json'), JSON.stringify({ projects: { [cwd]: { hasTrustDialogAccepted: true } } }));
  spawnSync('git', ['init', '-q'], { cwd });
  let next = 0;
  let childNext = 0;
  const results = new Map();
  const beside = new Map();
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
    if (JSON.stringify(msgs[0] ?? '').includes('CHILD:')) {
      const c = sc.child[childNext++];
      return c ? call(...c) : { content: [{ type: 'text', text: 'child done' }] };
    }
    const c = sc.main[next++];
    return c ? call(...c) : { content: [{ type: 'text', text: 'done' }] };
  });
  const run = await new Promise((resolve) => {
    const c = execFile(
      claude,
      ['-p', 'oracle: call the tools', '--output-format', 'stream-json', '--verbose', '--permission-mode', 'bypassPermissions', '--model', 'claude-opus-4-6'],
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
  if (run.status !== 0) console.error(run.stderr.slice(0, 2000));
  const clean = (s) =>
    s
      .replaceAll(cwd, '<cwd>')
      .replaceAll(work, '<work>')
      .replace(/\/tmp\/claude-\d+\/[^\s"]*\.output/g, '<tasks>')
      .slice(0, 3000);
  const text = (b) => {
    if (!b) return null;
    const raw = typeof b.content === 'string' ? b.content : (b.content ?? []).map((x) => x.text ?? `[${x.type}]`).join('\n');
    return clean(raw.replace(/\n*<system-reminder>[\s\S]*?<\/system-reminder>/g, ''));
  };
  const record = (list, who) =>
    list
      .filter(([, , id]) => !id.startsWith('pause_'))
      .map(([tool, input, id]) => ({
        who,
        tool,
        id,
        input: JSON.parse(JSON.stringify(input).replaceAll(cwd, '<cwd>').replaceAll(work, '<work>')),
        is_error: results.get(id)?.is_error === true,
        text: text(results.get(id)),
        // Whether a changed-on-disk reminder came with it (its text is held by the read-state fixture).
        ...(/changed on disk since you last read it/.test(JSON.stringify([results.get(id), beside.get(id)])) ? { changed_on_disk_reminder: true } : {}),
      }));
  const result = {
    claude_code: version,
    exit: run.status,
    observed: 'claude -p --permission-mode bypassPermissions --model claude-opus-4-6 against support/scripted-model',
    child_prompt: CHILD,
    files: sc.files,
    outside: sc.outside,
    results: [...record(sc.main, 'main'), ...record(sc.child, 'child')],
  };
  rmSync(work, { recursive: true, force: true });
  if (out) writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
  else console.log(JSON.stringify(result, null, 1));
}
