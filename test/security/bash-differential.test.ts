/**
 * The approver against bash itself. Command lines — generated from a small bash grammar, plus the hostile
 * corpus — run under real bash in a throwaway directory where every command on PATH is a shim that records
 * its argv and does nothing else. Every command bash executed must be one the approver listed (and so
 * judged): same name, and each literal word equal to an argument. A line the approver refuses to analyse is
 * denied whatever bash would do (fail closed), so it passes. Any difference fails with the line printed.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { decide } from '../../src/permissions/decide.js';
import { READ_ONLY_COMMANDS } from '../../src/permissions/read-only-commands.js';
import { splitCommand } from '../../src/permissions/bash-parse.js';
import type { SimpleCommand, Word } from '../../src/permissions/types.js';
import { generateLines } from './bash-grammar-gen.js';
import { HOSTILE_CORPUS } from './hostile-corpus.js';
import { untilEmpty } from '../support/until-empty.js';
import { loadBashGrammar } from '../../src/permissions/bash-grammar.js';

// The product loads the grammar once its first model request is sent; these tests call the parser directly.
await loadBashGrammar();

const BASH = ['/bin/bash', '/usr/bin/bash'].find((b) => existsSync(b));
const GENERATED = 400;
const SEED = 20261201;
const CASE_LINES = 300;
/** Builtins that run the program their arguments name, found on PATH. */
const EXEC_BUILTINS = new Set(['command', 'exec', 'time']);

let dir: string;
let bin: string;

before(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'bash-diff-'));
  bin = path.join(dir, 'bin');
  mkdirSync(bin);
  const shim = path.join(dir, 'shim');
  // One write per record (O_APPEND), so that programs started in the background do not interleave their records.
  const script = [
    '#!/bin/sh',
    'us=$(printf "\\037")',
    'r="${0##*/}"',
    'for a in "$@"; do r="$r$us$a"; done',
    'printf "%s\\036" "$r" >> "$SHIM_LOG"',
    'exit 0',
    '',
  ];
  writeFileSync(shim, script.join('\n'), { mode: 0o755 });
  const names = new Set<string>(['npm', 'npx', 'node', 'rg', 'curl', 'make', 'sudo', 'python3', 'jq', 'evil']);
  for (const d of (process.env.PATH ?? '/usr/bin:/bin').split(':')) {
    try {
      for (const n of readdirSync(d)) names.add(n);
    } catch {
      // A PATH entry that does not exist.
    }
  }
  for (const n of names) if (!n.includes('/') && n !== '.' && n !== '..') symlinkSync(shim, path.join(bin, n));
});
after(async () => {
  for (const group of liveGroups) killGroup(group);
  await new Promise((r) => setTimeout(r, 100));
  rmSync(dir, { recursive: true, force: true });
});

/** Process groups of the bash runs (each bash leads its own, `detached`): killed on timeout, after each run, and at the end. */
const liveGroups = new Set<number>();

function killGroup(group: number | undefined): void {
  if (group === undefined || group <= 1) return;
  try {
    process.kill(-group, 'SIGKILL');
  } catch {
    // The group is gone.
  }
  // A member that was forking while the signal went out may have left a new child behind: try once more.
  setTimeout(() => {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      liveGroups.delete(group);
    }
  }, 50).unref();
}

/** Live processes started by these runs (their environment names this test's SHIM_LOG folder). */
function processesOfRuns(): string[] {
  const left: string[] = [];
  for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      if (readFileSync(`/proc/${pid}/environ`, 'latin1').includes(`SHIM_LOG=${dir}/`))
        left.push(`${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'latin1').replace(/\0/g, ' ')}`);
    } catch {
      // Gone, or not ours to read.
    }
  }
  return left;
}

/** Run one line under bash with only shims on PATH; the argv of every program it started. */
function runUnderBash(line: string, n: number): Promise<string[][]> {
  const work = path.join(dir, `w${n}`);
  mkdirSync(path.join(work, 'sub'), { recursive: true });
  writeFileSync(path.join(work, 'a.txt'), 'x\n');
  const log = path.join(dir, `log${n}`);
  writeFileSync(log, '');
  return new Promise((resolve) => {
    const child = spawn(BASH as string, ['-c', line], {
      cwd: work,
      env: { PATH: bin, SHIM_LOG: log, HOME: work, LANG: 'C' },
      stdio: ['ignore', 'ignore', 'ignore'],
      detached: true,
    });
    const group = child.pid;
    if (group !== undefined) liveGroups.add(group);
    const timer = setTimeout(() => killGroup(group), 3000);
    child.on('close', () => {
      clearTimeout(timer);
      // Jobs the line left in the background (`while :; do …; done &`) outlive bash: the whole group goes.
      killGroup(group);
      const records = readFileSync(log, 'utf8')
        .split('\x1e')
        .filter((r) => r !== '')
        .map((r) => r.split('\x1f'));
      rmSync(work, { recursive: true, force: true });
      rmSync(log, { force: true });
      resolve(records.slice(0, 200));
    });
  });
}

const wild = (w: Word): boolean => w.dynamic || w.glob || w.brace || w.substitution;

/** Do the approver's words describe this argv? A literal word is one argument; a run-time word any number. */
function wordsMatch(words: Word[], argv: string[]): boolean {
  const memo = new Map<string, boolean>();
  const go = (i: number, j: number): boolean => {
    const key = `${i},${j}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let r: boolean;
    const w = words[i];
    if (w === undefined) r = j === argv.length;
    else if (wild(w)) r = go(i + 1, j) || (j < argv.length && (go(i + 1, j + 1) || go(i, j + 1)));
    else r = j < argv.length && argv[j] === w.value && go(i + 1, j + 1);
    memo.set(key, r);
    return r;
  };
  return go(0, 0);
}

function judged(commands: SimpleCommand[], argv: string[]): boolean {
  return commands.some((c) => {
    let ws = c.words;
    for (;;) {
      if (wordsMatch(ws, argv)) return true;
      // Only builtins that run their operands as a command (`command x`, `exec x`) may stand in front of it.
      const head = ws[0];
      if (head === undefined || wild(head) || !EXEC_BUILTINS.has(head.value)) return false;
      ws = ws.slice(1);
      while (ws[0] !== undefined && !wild(ws[0]) && ws[0].value.startsWith('-')) ws = ws.slice(1);
    }
  });
}

const DONT_ASK = { mode: 'dontAsk' as const, allow: [], deny: [], readOnlyBash: true, workspaceRoot: '/w/repo' };

async function differential(lines: string[]): Promise<{ analysed: number; refused: number; allowedBare: number; differences: string[] }> {
  let analysed = 0;
  let allowedBare = 0;
  let refused = 0;
  const differences: string[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < lines.length) {
      const n = next++;
      const line = lines[n] as string;
      const parsed = splitCommand(line);
      if (!parsed.ok) {
        refused++;
        // Fail closed: with no rules, an unanalysable line is denied.
        if (decide(DONT_ASK, 'Bash', { command: line }).behavior !== 'deny') differences.push(`${JSON.stringify(line)}: unanalysable but allowed`);
        continue;
      }
      analysed++;
      // Under dontAsk with no rules nothing runs but the read-only list, whatever the text.
      const allowed = decide(DONT_ASK, 'Bash', { command: line }).behavior === 'allow';
      if (allowed) allowedBare++;
      for (const argv of await runUnderBash(line, n)) {
        if (allowed && !READ_ONLY_COMMANDS.includes(argv[0] ?? '')) {
          differences.push(`${JSON.stringify(line)}: allowed with no rules, and bash ran ${JSON.stringify(argv)}, which is not on the read-only list`);
          break;
        }
        if (!judged(parsed.commands, argv)) {
          differences.push(`${JSON.stringify(line)}: bash ran ${JSON.stringify(argv)}; the approver saw ${JSON.stringify(parsed.commands.map((c) => c.text))}`);
          break;
        }
      }
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  return { analysed, refused, allowedBare, differences };
}

describe('differential: what the approver judged vs what bash ran', { skip: BASH === undefined ? 'bash not found' : false }, () => {
  it('every program bash starts is one the approver listed (grammar-generated lines and the hostile corpus)', async (t) => {
    const generated = generateLines(SEED, GENERATED);
    const corpus = HOSTILE_CORPUS.flatMap((c) => [...c.attempts.map((a) => a.command), ...c.ordinary.map((o) => o.command)]);
    const result = await differential([...generated, ...corpus]);
    const summary = `differential fuzz: ${generated.length} generated + ${corpus.length} corpus lines; ${result.analysed} analysed and run under bash, ${result.refused} refused (fail closed); ${result.allowedBare} allowed under dontAsk with no rules (only read-only programs ran); differences ${result.differences.length}`;
    t.diagnostic(summary);
    console.log(summary);
    assert.deepEqual(result.differences, []);
    // The generator must exercise the approver, not only its refusals.
    assert.ok(result.analysed > GENERATED / 3, summary);
  });

  it('case statements: patterns are data, bodies are commands, and bash runs nothing the approver did not list', async (t) => {
    const lines = generateLines(SEED + 1, CASE_LINES, 'case');
    const result = await differential(lines);
    const summary = `differential fuzz (case): ${lines.length} generated case statements (seed ${SEED + 1}); ${result.analysed} analysed and run under bash, ${result.refused} refused (fail closed); ${result.allowedBare} allowed under dontAsk with no rules; differences ${result.differences.length}`;
    t.diagnostic(summary);
    console.log(summary);
    assert.deepEqual(result.differences, []);
    // Many lines are hostile on purpose (extglob, `esac` as a pattern, a `)` inside): a quarter must still be analysed and run.
    assert.ok(result.analysed > CASE_LINES / 4, summary);
  });

  it('leaves no bash behind: endless loops in the foreground and the background are killed with their process group', async (t) => {
    const endless = [
      'while :; do :; done',
      'while true; do ls; done &',
      '(while :; do :; done) & ls',
      'ls <(while :; do :; done)',
      'for i in a b; do while :; do :; done & done',
    ];
    await differential(endless);
    // Killed groups go when the kernel gets to them: waited for, the bound only ends a hang.
    const left = await untilEmpty(processesOfRuns, 10_000, 50);
    t.diagnostic(`processes left from the differential runs: ${left.length}`);
    assert.deepEqual(left, []);
  });

  it('the red-team line: a here-document inside a command substitution', async () => {
    const line = 'echo $(cat <<EOF\n)\nEOF\ntouch pwned\n)';
    const ran = await runUnderBash(line, 99_999);
    assert.ok(
      ran.some((argv) => argv[0] === 'touch'),
      'bash runs touch',
    );
    assert.equal(splitCommand(line).ok, false);
    assert.equal(decide(DONT_ASK, 'Bash', { command: line }).behavior, 'deny');
  });
});
