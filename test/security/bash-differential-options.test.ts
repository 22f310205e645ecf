/**
 * Issue 25, item 3, against bash itself: words whose run-time value differs from their spelling. Each line runs under
 * real bash in a folder holding the file names an agent (or a pull request) can create (`-v`, `-E`, `--eval=…`), with
 * every program on PATH a shim that records its argv. Wherever the approver allowed a line (read-only, or under
 * `Bash(make:*)` / `Bash(git diff:*)`), bash must have run only programs it listed, and every argument that begins
 * with `-` must have been spelled as that option in the line: no brace, glob or expansion produced it. A name that
 * bash evaluates as arithmetic later in the line (`[[ x -eq 1 ]]`) runs a substitution: a program nobody listed.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { decide } from '../../src/permissions/decide.js';
import { splitCommand } from '../../src/permissions/bash-parse.js';
import { parseRuleList } from '../../src/permissions/rules.js';
import type { PermissionPolicy } from '../../src/permissions/types.js';
import { loadBashGrammar } from '../../src/permissions/bash-grammar.js';

await loadBashGrammar();
const BASH = ['/bin/bash', '/usr/bin/bash'].find((b) => existsSync(b));

let dir: string;
let bin: string;
let work: string;
/** What an agent can create in the workspace: file names that are options. */
const PLANTED = ['-v', '-E', '--eval=x', '-f', 'a.txt'];

before(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'bash-diff-opt-'));
  bin = path.join(dir, 'bin');
  work = path.join(dir, 'work');
  mkdirSync(bin);
  mkdirSync(path.join(work, 'src'), { recursive: true });
  for (const f of PLANTED) {
    writeFileSync(path.join(work, f), 'x\n');
    writeFileSync(path.join(work, 'src', f), 'x\n');
  }
  const shim = path.join(dir, 'shim');
  writeFileSync(
    shim,
    ['#!/bin/sh', 'us=$(printf "\\037")', 'r="${0##*/}"', 'for a in "$@"; do r="$r$us$a"; done', 'printf "%s\\036" "$r" >> "$SHIM_LOG"', 'exit 0', ''].join(
      '\n',
    ),
    { mode: 0o755 },
  );
  const names = new Set(['make', 'git', 'touch', 'id', 'cat', 'printf', 'test', 'echo', 'ls', 'wc', 'grep', 'sort', 'file', 'head', 'cut', 'jq', 'sed', 'tr']);
  for (const d of (process.env.PATH ?? '').split(':')) {
    try {
      for (const n of readdirSync(d)) if (!n.includes('/')) names.add(n);
    } catch {
      // Not there.
    }
  }
  for (const n of names) if (n !== '.' && n !== '..') symlinkSync(shim, path.join(bin, n));
});
after(() => rmSync(dir, { recursive: true, force: true }));

function runUnderBash(line: string): string[][] {
  const log = path.join(dir, 'log');
  writeFileSync(log, '');
  // `enable -n` makes bash run the shims for its builtins too, so that their argv is recorded.
  spawnSync(BASH as string, ['-c', `enable -n echo printf test [ true false pwd; ${line}`], {
    cwd: work,
    env: { PATH: bin, SHIM_LOG: log, HOME: work },
    timeout: 5000,
    stdio: 'ignore',
  });
  return readFileSync(log, 'utf8')
    .split('\x1e')
    .filter((r) => r !== '')
    .map((r) => r.split('\x1f'));
}

const LINES = [
  // Arithmetic: names evaluated later in the line.
  "x='a[$(id)]'; [[ x -eq 1 ]]",
  "x='a[$(id)]'; [[ 1 -lt x ]] && make",
  "x='a[$(id)]'; for i in 1; do [[ x -ge $i ]]; done",
  "x='a[$(id)]'; y=x; [[ y -eq 0 ]]",
  "x='a[$(id)]'; [[ x == 1 || x -ne 2 ]]",
  // Braces and globs that become options.
  'printf {-v,x}y z',
  'test {-v,x}',
  'echo {-e,x}',
  'make {-E,x} y',
  "make {'--eval=x:;id',x}",
  'make *',
  'make -*',
  'make ?E',
  'cat *',
  'wc *',
  'sort *',
  'ls -- *',
  'grep x *',
  'file *',
  'head *',
  'cd src && make *',
  'cd src && cat *',
  'git diff *',
  'git diff -- *',
  'make $(echo -E) x',
  'make ${X:--E} x',
  'test -v *',
  'echo *',
  'printf %s *',
  // Short clusters.
  'make -kE x',
  'make -sfM',
  'file -bm/etc/passwd a.txt',
  'make -j4 all',
  'make all',
  // Ordinary lines, allowed: the comparison runs on something.
  'echo {a,b}',
  'cat a.txt',
  '[[ 1 -eq 1 ]] && cat a.txt',
  'git diff a.txt',
  'git diff --stat',
  'ls src',
];
const SETUPS: Record<string, string> = { none: '', make: 'Bash(make:*)', 'git diff': 'Bash(git diff:*)' };

describe('options and arithmetic, the approver against bash', { skip: BASH === undefined ? 'no bash' : false }, () => {
  for (const [setup, rules] of Object.entries(SETUPS)) {
    it(`no allowed line runs an unlisted program or an unspelled option (${setup})`, () => {
      const policy: PermissionPolicy = { mode: 'dontAsk', allow: parseRuleList(rules, 'test').rules, deny: [], readOnlyBash: true, workspaceRoot: work };
      const problems: string[] = [];
      let allowed = 0;
      for (const line of LINES) {
        if (decide(policy, 'Bash', { command: line }).behavior !== 'allow') continue;
        allowed++;
        const parsed = splitCommand(line);
        assert.ok(parsed.ok);
        const listed = new Set(parsed.commands.map((c) => c.words[0]?.value ?? ''));
        // An option is spelled when a literal word of the line is exactly it (or it is the value of a spelled option).
        const spelled = new Set(parsed.commands.flatMap((c) => c.words.filter((w) => !w.dynamic && !w.glob && !w.brace).map((w) => w.value)));
        for (const argv of runUnderBash(line)) {
          const [name = '', ...args] = argv;
          if (!listed.has(name)) problems.push(`${line}: ran ${name}, which the approver never listed`);
          for (const a of args) if (a.startsWith('-') && !spelled.has(a)) problems.push(`${line}: ${name} got ${a}, never spelled`);
        }
      }
      assert.deepEqual(problems, []);
      assert.ok(allowed > 0, 'some lines are allowed, so the comparison ran');
    });
  }
});
