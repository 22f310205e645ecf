/**
 * Deny rules hit every line whose run-time words could differ from their spelling (issue 34, item 6): a brace, glob
 * or parameter word given to a program whose options or operands run commands, and literal options that hand a
 * program a command line. Played under bypassPermissions with `Bash(rm:*)` through the Bash tool, with real bash.
 *
 * Control (previous build, 122da88): `printf {-v,'a[$(rm -f src/a.txt)]'} x` was allowed and deleted src/a.txt;
 * so were `find . -name x {-exec,rm,-f,src/a.txt} \;`, `sh {-c,'rm -f src/a.txt'}`, `sed -n '1e rm -f src/a.txt'`
 * and the others below (each is run by bash here first, to show it deletes the file).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadBashGrammar } from '../../src/permissions/bash-grammar.js';
import { decide } from '../../src/permissions/decide.js';
import type { PermissionPolicy } from '../../src/permissions/types.js';
import { parseRuleList } from '../../src/permissions/rules.js';
import { exampleAllowLists } from './example-rules.js';
import { createBashTool } from '../../src/tools/bash.js';
import { dispatchToolCall } from '../../src/tools/dispatch.js';
import { type AnyTool, eraseTool } from '../../src/tools/types.js';

await loadBashGrammar();
let root: string;
before(() => {
  root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'deny-words-')));
  mkdirSync(path.join(root, 'src'));
  mkdirSync(path.join(root, 'tmp'));
});
after(() => rmSync(root, { recursive: true, force: true }));

const policy = (): PermissionPolicy => ({
  mode: 'bypassPermissions',
  readOnlyBash: true,
  allow: [],
  deny: [{ raw: 'Bash(rm:*)', tool: 'Bash', specifier: 'rm:*', source: 'test' }],
  workspaceRoot: root,
});
const target = (): string => path.join(root, 'src', 'a.txt');
const plant = (): void => writeFileSync(target(), 'keep me\n');

// Each deletes src/a.txt when bash runs it (the first test shows it); a deny rule on rm must hit each.
const ATTACKS = [
  `printf {-v,'a[$(rm -f src/a.txt)]'} x`,
  `printf {-v,'a[$(rm -f src/a.txt)]',} x`,
  `find . -name a.txt {-exec,rm,-f,src/a.txt} \\;`,
  `sh {-c,'rm -f src/a.txt'}`,
  `bash {-c,'rm -f src/a.txt'}`,
  `o='-exec rm -f src/a.txt ;'; find . -name a.txt $o`,
  `c='-c'; sh $c 'rm -f src/a.txt'`,
  `git {-c,alias.x=!rm\\ -f\\ src/a.txt} x`,
  `python3 {-c,'import os; os.remove("src/a.txt")'}`,
  `sed -n '1e rm -f src/a.txt' src/a.txt`,
  `sed 's/.*/rm -f src\\/a.txt/e' src/a.txt`,
  `sed -n -e 1p -e '1e rm -f src/a.txt' src/a.txt`,
  `echo x | xargs {-I,Q} rm -f src/a.txt`,
];

describe('deny rules hit lines whose run-time words differ from their spelling', () => {
  it('control: bash really deletes the file with each line', { skip: spawnSync('bash', ['-c', 'true']).status !== 0 }, () => {
    for (const command of ATTACKS) {
      plant();
      spawnSync('bash', ['-c', command], { cwd: root, encoding: 'utf8', env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: root } });
      assert.equal(existsSync(target()), false, `bash ran "${command}" without deleting the file: not an attack`);
    }
  });

  it('under bypassPermissions with Bash(rm:*), each is refused and the file stays', async () => {
    const tool: AnyTool = eraseTool(
      createBashTool({ workspace: { root, tempDir: path.join(root, 'tmp') }, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: root } }),
    );
    for (const command of ATTACKS) {
      plant();
      const out = await dispatchToolCall(
        { id: 't', name: 'Bash', input: { command } },
        { tools: new Map([['Bash', tool]]), decide: (_n, i) => decide(policy(), 'Bash', i) },
        new AbortController().signal,
      );
      assert.notEqual(out.denial, undefined, `allowed: ${command}\n${out.result.content}`);
      assert.equal(existsSync(target()), true, command);
    }
  });

  it("under the rules people write (claude-code-action's example allow lists, default mode) with Bash(rm:*) denied: each is refused", () => {
    for (const list of exampleAllowLists()) {
      const withList: PermissionPolicy = { ...policy(), mode: 'default', allow: parseRuleList(list.rules, 'allowed_tools').rules };
      for (const command of ATTACKS) assert.equal(decide(withList, 'Bash', { command }).behavior, 'deny', `${list.source}: ${command}`);
    }
  });

  it('next spellings: literal options that hand a program a command line', () => {
    for (const command of [
      'tar --to-command=rm -xf a.tar',
      "tar -I 'rm -f x' -xf a.tar",
      'rsync -e rm a b',
      'ssh -o ProxyCommand=rm x',
      'git -c core.pager=rm log',
      'git -c core.sshCommand=rm fetch',
      "zip -TT 'rm x' a.zip b",
      "vim -c '!rm x' f",
      "make --eval='x: ; rm y' x",
      "wait -p 'a[$(rm y)]'",
    ]) {
      assert.equal(decide(policy(), 'Bash', { command }).behavior, 'deny', command);
    }
  });

  it('leaves the lines people write alone', () => {
    for (const command of [
      "printf '%s\\n' *.txt",
      "printf '%s\\n' {-v,x}",
      'printf -- {-v,x}',
      "sed -i 's/a/b/g' src/a.txt",
      'sed -n 1p src/a.txt',
      'git -c user.name=x commit -m y',
      'for f in src/*; do git log -- "$f"; done',
      'ls {-v,x}',
      'cat src/*.txt',
      "find . -name '*.ts'",
      'wait',
    ]) {
      assert.equal(decide(policy(), 'Bash', { command }).behavior, 'allow', command);
    }
  });
});
