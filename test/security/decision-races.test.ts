/**
 * One decision from check to use. Read, Write and Edit run through dispatch with real permission rules
 * (acceptEdits, Read deny rules) while a process the agent could have started with Bash swaps the file,
 * or a folder above it, between a plain file and a symbolic link into `.git`, `.claude`,
 * `.github/workflows`, a Read-denied folder, or out of the working directory. Whatever the timing, a tool
 * either works on the plain file or refuses: an escape is a result showing protected or denied content,
 * or any change (or new file) in those places. Escapes must be 0.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseRuleList } from '../../src/permissions/rules.js';
import type { PermissionPolicy } from '../../src/permissions/types.js';
import { sessionDispatch } from '../../src/session/dispatch.js';
import { createEditTool } from '../../src/tools/edit.js';
import { findOnPath } from '../../src/process/env.js';
import { createGlobTool } from '../../src/tools/glob.js';
import { createGrepTool } from '../../src/tools/grep.js';
import { createReadTool } from '../../src/tools/read.js';
import type { AnyTool, ToolResult, Workspace } from '../../src/tools/types.js';
import { eraseTool } from '../../src/tools/types.js';
import { createWriteTool } from '../../src/tools/write.js';

/** What the model sends (an Edit's old_string)… */
const PROBE = 'GUARDED-CONTENT-';
/** …and what only the guarded files hold: seeing it in a result is an escape. */
const TAIL = '9c41d2';
const MARK = `${PROBE}${TAIL}`;
const ROUNDS = 250;

let base: string;
let ws: Workspace;
let outside: string;
let policy: PermissionPolicy;
let tools: Map<string, AnyTool>;

/** Every file under the guarded places with a hash of its content: a change or a new file anywhere shows. */
function snapshot(): string {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const n of readdirSync(d).sort()) {
      const p = path.join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(`${p} ${createHash('sha256').update(readFileSync(p)).digest('hex')}`);
    }
  };
  for (const d of [path.join(ws.root, '.git'), path.join(ws.root, '.claude'), path.join(ws.root, '.github'), path.join(ws.root, 'secrets'), outside]) walk(d);
  return out.join('\n');
}

before(() => {
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'decision-race-')));
  const root = path.join(base, 'root');
  outside = path.join(base, 'outside');
  for (const d of ['src', '.git/hooks', '.claude', '.github/workflows', 'secrets']) mkdirSync(path.join(root, d), { recursive: true });
  mkdirSync(outside);
  mkdirSync(path.join(base, 'tmp'));
  for (const f of ['.git/config', '.git/hooks/pre-commit', '.claude/settings.json', '.github/workflows/ci.yml', 'secrets/key'])
    writeFileSync(path.join(root, f), `${MARK}\n`);
  writeFileSync(path.join(outside, 'key'), `${MARK}\n`);
  ws = { root, tempDir: path.join(base, 'tmp') };
  policy = {
    mode: 'acceptEdits',
    allow: [],
    deny: parseRuleList('Read(./secrets/**), Edit(./secrets/**)', 'disallowed_tools').rules,
    readOnlyBash: true,
    workspaceRoot: root,
  };
  tools = new Map(
    [eraseTool(createReadTool({ workspace: ws })), eraseTool(createWriteTool({ workspace: ws })), eraseTool(createEditTool({ workspace: ws }))].map((t) => [
      t.name,
      t,
    ]),
  );
});
after(() => rmSync(base, { recursive: true, force: true }));

/** Through the product's own wiring: the session's dispatch (policy, path rules, the decision carried to the I/O). */
/** One dispatch per tool set, as one agent has one: a Read counts for the Edit and Write after it (they refuse a file not read). */
const dispatches = new Map<ReadonlyMap<string, AnyTool>, ReturnType<typeof sessionDispatch>>();
async function callWith(toolMap: ReadonlyMap<string, AnyTool>, name: string, input: Record<string, unknown>): Promise<ToolResult> {
  const dispatch = dispatches.get(toolMap) ?? sessionDispatch({ policy, tools: toolMap });
  dispatches.set(toolMap, dispatch);
  return (await dispatch({ id: 'race', name, input }, new AbortController().signal)).result;
}

const call = (name: string, input: Record<string, unknown>): Promise<ToolResult> => callWith(tools, name, input);

/**
 * Grep (and Glob) against names that flip, by renames thousands of times a second, between a plain folder holding a
 * probe line and a link into a guarded place; `filler` plain files more make the JS engine search on worker threads.
 */
async function grepRace(
  areaName: string,
  filler: number,
  engines: [string, Map<string, AnyTool>][],
  rounds: number,
  glob: boolean,
): Promise<{ escapes: string[]; summary: string }> {
  const folders = ['.git/hooks', '.claude', '.github/workflows', 'secrets', '../outside'];
  const area = path.join(ws.root, areaName);
  mkdirSync(area);
  folders.forEach((to, i) => {
    mkdirSync(path.join(area, `g${i}`));
    writeFileSync(path.join(area, `g${i}`, 'key'), `${PROBE}plain\n`);
    symlinkSync(`../${to}`, path.join(area, `l${i}`));
  });
  if (filler > 0) mkdirSync(path.join(area, 'filler'));
  for (let i = 0; i < filler; i++) writeFileSync(path.join(area, 'filler', `f${i}`), 'nothing to see\n');
  const loop = `process.chdir(${JSON.stringify(area)}); const fs = require('fs'); for (;;) for (let i = 0; i < ${folders.length}; i++) { try { fs.renameSync('g' + i, 'd' + i); fs.renameSync('l' + i, 'g' + i); fs.renameSync('g' + i, 'l' + i); fs.renameSync('d' + i, 'g' + i); } catch {} }`;
  const flipper = spawn(process.execPath, ['-e', loop], { stdio: 'ignore', detached: true });
  const globTools = new Map([['Glob', eraseTool(createGlobTool({ workspace: ws }))]]);
  const escapes: string[] = [];
  let tries = 0;
  try {
    for (let round = 0; round < rounds; round++) {
      for (const [engine, grepTools] of engines) {
        for (const mode of ['content', 'files_with_matches', 'count']) {
          tries++;
          const result = await callWith(grepTools, 'Grep', { pattern: PROBE, path: areaName, output_mode: mode });
          if (result.content.includes(TAIL) || /\/(hooks|\.claude|workflows|secrets|outside)\//.test(result.content))
            escapes.push(`Grep[${engine}] ${mode}: ${result.content.slice(0, 200)}`);
        }
      }
      if (!glob) continue;
      // Glob lists names: none of the guarded folders' own names may show up under the flipping ones.
      tries++;
      const listed = await callWith(globTools, 'Glob', { pattern: '**/*', path: areaName });
      if (/pre-commit|settings\.json|ci\.yml/.test(listed.content)) escapes.push(`Glob: ${listed.content.slice(0, 200)}`);
    }
  } finally {
    try {
      process.kill(-(flipper.pid ?? 0), 'SIGKILL');
    } catch {
      // Gone.
    }
  }
  const what = `Grep with ${engines.map(([e]) => e).join(' and ')} engine${engines.length > 1 ? 's' : ''} in every output mode${glob ? ', and Glob' : ''}`;
  const summary = `decision races (${areaName}${filler > 0 ? `, ${filler} more files` : ''}): ${tries} searches (${what}) against folders flipping into guarded places; escapes ${escapes.length}`;
  return { escapes, summary };
}

describe('one decision from check to use', () => {
  it('a link swapped in between decision and I/O never reaches .git, .claude, .github/workflows, a denied folder or outside', async (t) => {
    const targets = ['.git/config', '.claude/settings.json', '.github/workflows/ci.yml', 'secrets/key', '../outside/key'];
    const folders = ['.git/hooks', '.claude', '.github/workflows', 'secrets', '../outside'];
    // A loop the agent could start with Bash: each name flips between a plain file (or folder) and a link into a guarded place.
    const flips = targets.flatMap((target, i) => [
      `  echo plain > f${i}.tmp; mv -f f${i}.tmp f${i}; ln -sfn ../${target} f${i}`,
      `  rm -rf d${i}; mkdir d${i}; echo plain > d${i}/key; rm -rf d${i}; ln -sfn ../${folders[i]} d${i}`,
    ]);
    const flipper = spawn('bash', ['-c', [`cd ${JSON.stringify(path.join(ws.root, 'src'))}`, 'while true; do', ...flips, 'done'].join('\n')], {
      stdio: 'ignore',
      detached: true,
    });
    const before = snapshot();
    const escapes: string[] = [];
    let tries = 0;
    let worked = 0;
    try {
      for (let round = 0; round < ROUNDS; round++) {
        for (let i = 0; i < targets.length; i++) {
          const calls: [string, Record<string, unknown>][] = [
            ['Read', { file_path: `src/f${i}` }],
            ['Read', { file_path: `src/d${i}/key` }],
            ['Edit', { file_path: `src/f${i}`, old_string: PROBE, new_string: 'PWNED' }],
            ['Write', { file_path: `src/f${i}`, content: `PWNED ${round}\n` }],
            ['Write', { file_path: `src/d${i}/new-${round}.yml`, content: 'PWNED\n' }],
            ['Edit', { file_path: `src/d${i}/made-${round}`, old_string: '', new_string: 'PWNED\n' }],
          ];
          for (const [name, input] of calls) {
            tries++;
            const result = await call(name, input);
            if (!result.isError) worked++;
            if (result.content.includes(TAIL) || JSON.stringify(result.details ?? {}).includes(TAIL))
              escapes.push(`${name} ${JSON.stringify(input)}: showed guarded content: ${result.content.slice(0, 300)}`);
          }
        }
        if (round % 25 === 24 || round === ROUNDS - 1) {
          const now = snapshot();
          if (now !== before) {
            escapes.push(
              `round ${round}: a guarded place changed:\n${now
                .split('\n')
                .filter((l) => !before.includes(l))
                .join('\n')}`,
            );
            break;
          }
        }
      }
    } finally {
      try {
        process.kill(-(flipper.pid ?? 0), 'SIGKILL');
      } catch {
        // Gone.
      }
    }
    const summary = `decision races: ${tries} Read/Write/Edit calls through the session's dispatch against links flipping into .git, .claude, .github/workflows, a Read-denied folder and outside; ${worked} worked on plain files, escapes ${escapes.length}`;
    t.diagnostic(summary);
    console.log(summary);
    assert.deepEqual(escapes.slice(0, 10), []);
    // The race was real: some calls landed on the plain files.
    assert.ok(worked > 0, summary);
  });

  it('Grep (both engines) and Glob never show a guarded file while folders flip into guarded places', async (t) => {
    const engines: [string, Map<string, AnyTool>][] = [['js', new Map([['Grep', eraseTool(createGrepTool({ workspace: ws, rgPath: null }))]])]];
    const rg = findOnPath('rg');
    if (rg !== null) engines.push(['rg', new Map([['Grep', eraseTool(createGrepTool({ workspace: ws, rgPath: rg }))]])]);
    const { escapes, summary } = await grepRace('grep-area', 0, engines, 150, true);
    t.diagnostic(summary);
    console.log(summary);
    assert.deepEqual(escapes.slice(0, 10), []);
  });

  it("Grep's JS engine on worker threads (a tree past the threshold) never shows a guarded file while folders flip", async (t) => {
    const engines: [string, Map<string, AnyTool>][] = [['js', new Map([['Grep', eraseTool(createGrepTool({ workspace: ws, rgPath: null }))]])]];
    const { escapes, summary } = await grepRace('grep-pool-area', 1200, engines, 40, false);
    t.diagnostic(summary);
    console.log(summary);
    assert.deepEqual(escapes.slice(0, 10), []);
  });

  it('without a race the same calls work on plain files and are refused through links', async () => {
    writeFileSync(path.join(ws.root, 'src', 'plain.txt'), 'one\n');
    assert.equal((await call('Read', { file_path: 'src/plain.txt' })).isError, false, 'Edit needs the file read first, as in Claude Code');
    assert.equal((await call('Edit', { file_path: 'src/plain.txt', old_string: 'one', new_string: 'two' })).isError, false);
    assert.equal((await call('Read', { file_path: 'src/plain.txt' })).content.includes('two'), true);
    const refused = await call('Write', { file_path: '.git/hooks/pre-commit', content: 'x' });
    assert.equal(refused.isError, true);
  });
});
