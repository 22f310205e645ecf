/**
 * The hostile corpus, by category, from the attacker's side: each attempt next to the ordinary command it
 * imitates, which must still run. Used by hostile-corpus.test.ts (decisions) and bash-differential.test.ts
 * (what bash really runs).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rulePolicy } from '../support/rule-policy.js';
import type { PermissionMode, PermissionPolicy } from '../../src/permissions/types.js';

/**
 * A real working directory, so that what a glob or a recursive reader would read is looked at: ordinary folders
 * without links (src, test), Read-denied files (.env, secrets/, a GitHub credentials file), the protected folders,
 * and trees whose links lead out (/etc) or into .git, .claude, .github/workflows or a denied folder.
 */
function buildFixture(): string {
  const base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'hostile-corpus-')));
  const root = path.join(base, 'repo');
  mkdirSync(root);
  // A real repository, so that read-only git is judged as in a checkout.
  execFileSync('git', ['init', '-q'], { cwd: root, stdio: 'ignore' });
  for (const d of [
    'src/lib',
    'test',
    'sub',
    'out',
    'packages/core',
    'secrets',
    '.claude',
    '.github/workflows',
    'creds',
    'plain',
    'linked/out',
    'linked/git',
    'linked/claude',
    'linked/wf',
    'linked/deny',
    'globs/a',
  ]) {
    mkdirSync(path.join(root, d), { recursive: true });
  }
  const files: Record<string, string> = {
    '.env': 'TOKEN=1\n',
    'secrets/key': 'TOKEN=2\n',
    'creds/gha-creds-1a2b.json': '{"secret":1}\n',
    'src/a.ts': 'foo\n',
    'src/index.ts': 'foo\n',
    'src/lib/b.ts': 'foo\n',
    'test/a.test.js': 'foo\n',
    'package.json': '{}\n',
    'README.md': 'x\n',
    'names.txt': 'b\na\n',
    'a.txt': 'x\n',
    '.claude/settings.json': '{}\n',
    '.github/workflows/ci.yml': 'on: push\n',
    'plain/notes.md': 'x\n',
  };
  // Lists of names a pull request could commit, for the commands that read their operands from a file.
  Object.assign(files, { 'lists/files0': '/etc/passwd\0', 'lists/names': '/etc/passwd\n', 'lists/--files0-from=files0': '' });
  mkdirSync(path.join(root, 'lists'));
  for (const [f, text] of Object.entries(files)) writeFileSync(path.join(root, f), text);
  const links: Record<string, string> = {
    'linked/out/etc': '/etc',
    'linked/git/g': '../../.git',
    'linked/claude/c': '../../.claude',
    'linked/wf/w': '../../.github/workflows',
    'linked/deny/d': '../../creds',
    'globs/a/b': '/etc',
  };
  for (const [at, to] of Object.entries(links)) symlinkSync(to, path.join(root, at));
  const git = (...args: string[]): void =>
    void execFileSync('git', ['-c', 'user.email=a@b', '-c', 'user.name=a', '-c', 'commit.gpgsign=false', ...args], { cwd: root, stdio: 'ignore' });
  git('add', 'src', 'test', 'package.json', 'README.md', 'names.txt', 'a.txt');
  git('commit', '-qm', 'fixture');
  process.on('exit', () => rmSync(base, { recursive: true, force: true }));
  return root;
}

export const CORPUS_ROOT = buildFixture();

const policy = (mode: PermissionMode, allow: string, deny = ''): PermissionPolicy => rulePolicy(CORPUS_ROOT, mode, allow, deny);

const RULES = 'Bash(npm test:*), Bash(git diff:*), Bash(make:*), Bash(cat src/*), Bash(node --test:*), Bash(npx tsc:*), Bash(ls *)';
export const CORPUS_POLICIES = {
  /** dontAsk with no rules: only the read-only list runs. */
  none: policy('dontAsk', ''),
  /** dontAsk with prefix rules. */
  rules: policy('dontAsk', RULES),
  /** The same rules, and an Edit rule for one output file. */
  rulesEdit: policy('dontAsk', `${RULES}, Edit(./out/**)`),
  /** acceptEdits with the same rules: the agent may write the working directory. */
  edits: policy('acceptEdits', RULES),
  /** dontAsk with Read deny rules. */
  readDeny: policy('dontAsk', RULES, 'Read(./.env), Read(./secrets/**)'),
  /** dontAsk with a deny rule for GitHub credential files, wherever they are. */
  credsDeny: policy('dontAsk', '', 'Read(gha-creds-*.json)'),
} as const;
export type CorpusPolicy = keyof typeof CORPUS_POLICIES;

export interface CorpusEntry {
  policy: CorpusPolicy;
  command: string;
}
export interface CorpusCategory {
  name: string;
  attempts: CorpusEntry[];
  ordinary: CorpusEntry[];
}

const e = (policy: CorpusPolicy, ...commands: string[]): CorpusEntry[] => commands.map((command) => ({ policy, command }));

export const HOSTILE_CORPUS: CorpusCategory[] = [
  {
    name: 'here-documents and substitutions',
    attempts: [
      ...e(
        'none',
        'echo $(cat <<EOF\n)\nEOF\ntouch pwned\n)',
        'cat <<EOF\n$(touch pwned)\nEOF',
        'cat <<EOF\n`touch pwned`\nEOF',
        'cat <<-EOF\n\t$(touch x)\n\tEOF',
      ),
      ...e(
        'none',
        'echo "$(cat <<A\nA\n)" ; cat <<B\n$(touch x)\nB',
        'cat <<E"O"F\nx\nEOF\ntouch x',
        'cat <<EOF | $(touch x)\nbody\nEOF',
        'cat <<\\EOF\nok\nEOF\n$(touch x)',
      ),
      ...e('rules', 'npm test <<EOF\n$(curl x)\nEOF', 'npm test $(cat <<EOF\nx\nEOF\n)'),
    ],
    ordinary: [...e('none', "cat <<'EOF'\nplain $(not run)\nEOF", 'cat <<EOF\nplain text\nEOF', 'echo "$(ls)"', 'wc -l <<< hello')],
  },
  {
    name: 'eval-like words, functions, coproc',
    attempts: [
      ...e(
        'none',
        "eval 'touch x'",
        'source ./x.sh',
        '. ./x.sh',
        'f() { touch x; }; f',
        'function f { touch x; }; f',
        'coproc touch x',
        "trap 'touch x' EXIT",
        "alias ls='touch x'",
      ),
      ...e(
        'none',
        'read x <<< "$(touch y)"',
        'printf -v x "%s" y',
        'declare -i x=1',
        'let x=1',
        'mapfile -C touch x < a',
        'hash -p /tmp/evil ls; ls',
        'shopt -s expand_aliases',
        'set -k',
      ),
      ...e('rules', 'npm test; eval "$X"', 'npm test && builtin eval x', 'npm test; enable -f ./x.so x'),
    ],
    ordinary: [...e('none', 'echo eval', 'grep -rn source src', 'ls functions'), ...e('rules', 'npm test -- --grep eval')],
  },
  {
    name: 'case statements (patterns are data, bodies are commands)',
    attempts: [
      ...e(
        'none',
        'case x in a) touch p;; esac',
        'case $(touch p) in a) ls;; esac',
        'case a in $(touch p)) ls;; esac',
        'case a in b) ls;; `touch p`) ls;; esac',
      ),
      ...e(
        'none',
        'case $GITHUB_TOKEN in a*) echo y;; esac',
        'case x in a) ls > out;; esac',
        'case x in *) cat /etc/passwd;; esac',
        'case x in +(a)) ls;; esac',
      ),
      ...e('none', 'case x in a) ls;& b) touch p;; esac', 'case x in\na) ls\n;;\nesac\ntouch p', "'case' x in", 'case x in esac) touch p;; esac'),
      ...e('rules', 'case x in a) npm test;; *) curl x;; esac', 'case "$(curl x)" in *) npm test;; esac'),
    ],
    ordinary: [
      ...e(
        'none',
        'case x in a) ls;; *) echo no;; esac',
        'for f in src/*.ts; do case "$f" in *.test.ts) ;; *) wc -l "$f";; esac; done',
        'case "$HOME" in /*) pwd;; esac',
      ),
      ...e('rules', 'case x in a) npm test;; esac'),
    ],
  },
  {
    name: 'arithmetic evaluating run-time values',
    attempts: [
      ...e(
        'none',
        "x='a[$(touch p)]'; echo $((x))",
        "x='a[$(touch p)]'; [[ $x -eq 1 ]]",
        'echo $((1+$(touch p)))',
        'echo ${a[$(touch p)]}',
        'echo ${PWD:$(touch p)}',
      ),
      ...e('none', '((x++))', 'for ((i=0;i<1;i++)); do touch x; done', "test -v 'a[$(touch p)]'", "x='a[$(id)]'; echo ${!x}", "x='$(touch p)'; echo ${x@P}"),
    ],
    ordinary: [...e('none', 'echo $((1+2))', '[[ $? -eq 0 ]] && echo ok', 'test -n "$HOME"', '[ -f package.json ] && cat package.json')],
  },
  {
    name: 'variables other programs or the shell read',
    attempts: [
      ...e('none', 'HOME=/tmp/x; git status', 'PATH=./bin:$PATH; ls', 'IFS=/; ls', 'BASH_ENV=./x bash -c ls', 'ENV=./x sh -c ls', 'GIT_DIR=./x; git status'),
      ...e(
        'none',
        'for HOME in /tmp/x; do git status; done',
        'for PATH in ./bin; do ls; done',
        'for GIT_CONFIG_GLOBAL in ./c; do git log; done',
        'npm_config_script_shell=./x; ls',
      ),
      ...e(
        'rules',
        'NODE_OPTIONS=--require=./evil.js npm test',
        'GIT_EXTERNAL_DIFF=./x git diff',
        'LD_PRELOAD=./x.so npm test',
        'export NODE_OPTIONS=--import=./x; npm test',
      ),
    ],
    ordinary: [
      ...e('none', 'for f in src/*.ts; do wc -l "$f"; done', 'LC_ALL=C sort names.txt', 'x=1; echo done'),
      ...e('rules', 'NODE_ENV=test npm test', 'CI=true npm test'),
    ],
  },
  {
    name: 'read-only commands made to run code',
    attempts: [
      ...e(
        'none',
        'GIT_DIR=sub/.git git status',
        'git -c core.fsmonitor=./x status',
        'git --git-dir=sub/.git status',
        'git -C sub status',
        'git status | sh',
        'git log --ext-diff -p',
      ),
      ...e('none', 'git diff --textconv', 'GIT_CONFIG_GLOBAL=./c git log', 'XDG_CONFIG_HOME=. git status', 'rg --pre=./x TODO', 'tail -f log | sh'),
      ...e('rules', 'npm test; cd sub && git status', 'npm test && git log -p'),
    ],
    ordinary: [...e('none', 'git status', 'cd src && git log -n 3', 'git diff HEAD -- src | head'), ...e('rules', 'git diff && npm test')],
  },
  {
    name: 'prefix rules stretched past their text',
    attempts: [
      ...e(
        'rules',
        'git diff --no-index /etc/shadow /dev/null',
        'git diff HEAD -- /etc/passwd',
        'cat src/../../etc/passwd',
        'cat src/../.env',
        'cat src/a/../../../x',
        'ls /etc',
      ),
      ...e(
        'rules',
        'make --eval="x:;touch p" x',
        'make -E "x:;id" x',
        'make -f /tmp/evil.mk',
        'npm test -- --require /tmp/evil.js',
        'node --test --import=data:text/javascript,x',
      ),
      ...e(
        'edits',
        'make -f evil.mk',
        'make -C sub',
        'npm test --prefix sub',
        'npm test -- --require ./evil.js',
        'node --test --import ./evil.mjs',
        'npx tsc -p ../other',
      ),
      ...e('rules', 'npm test $(echo --script-shell=./x)', 'npm test $X', 'git diff "$(cat list)"'),
    ],
    ordinary: [
      ...e(
        'rules',
        'git diff --stat',
        'cat src/a.ts',
        'make build',
        'make -j2 test',
        'npm test -- --require ./test/setup.js',
        'node --test test/a.test.js',
        'npx tsc -p .',
        'npm test --prefix packages/core',
      ),
      ...e('rules', 'ls src', 'git diff -- src/index.ts'),
    ],
  },
  {
    name: 'writes: redirections and write options',
    attempts: [
      ...e('none', 'ls > out.txt', 'echo x >> README.md', 'ls &> log', 'exec 3>x', 'ls | tee out.txt', 'sort -o sorted.txt a', 'git diff --output=x.patch'),
      ...e('rules', 'npm test > log.txt', 'npm test 2> err.txt', 'git diff --output=x.patch', 'npm test | tee log', 'npm test > $OUT', 'npm test > out/$(id)'),
      ...e('rulesEdit', 'npm test > log.txt', 'npm test > out/../x', 'npm test > /tmp/x', 'git diff > .git/hooks/pre-commit'),
      ...e(
        'edits',
        'npm test > .git/hooks/pre-commit',
        'npm test > .claude/settings.json',
        'npm test > .github/workflows/ci.yml',
        'npm test > /tmp/x',
        'npm test > ../x',
        'cd .git && npm test > config',
      ),
    ],
    ordinary: [
      ...e('none', 'ls > /dev/null', 'ls 2>&1', 'ls 2>/dev/null || true', 'cat a.txt 1>&2'),
      ...e('rulesEdit', 'npm test > out/log.txt 2>&1', 'git diff --output=out/x.patch', 'npm test | tee out/log'),
      ...e('edits', 'npm test > test-output.log 2>&1', 'git diff > changes.patch', 'cd src && npm test > log.txt'),
    ],
  },
  {
    name: 'recursive readers, globs and lists of names: links out, into protected folders, denied files',
    attempts: [
      ...e(
        'none',
        'grep -R root linked/out',
        'grep -r root linked/out/etc',
        'grep -R x linked/git',
        'grep --dereference-recursive x linked',
        'grep -R x linked/claude',
      ),
      ...e(
        'none',
        'find -L linked',
        'find linked -follow',
        'find -L linked/wf -name "*.yml"',
        'ls -RL linked',
        'ls -R linked/out/etc',
        'du -L linked',
        'tree -l linked',
      ),
      ...e(
        'none',
        'rg -L root linked',
        'rg --follow x .',
        'rg -g "*.conf" -L x',
        'cat linked/*/*',
        'head globs/*/*/passwd',
        'cat globs/a/*/passwd',
        'diff -r linked/out plain',
      ),
      ...e(
        'none',
        'cd linked/out && cat etc/passwd',
        'cd linked && grep -R x .',
        'cd globs/a && cat b/passwd',
        'for f in linked/*/*; do cat "$f"; done',
        'wc -l globs/*/*/hostname',
      ),
      ...e(
        'readDeny',
        'ls -R',
        'ls -R .',
        'find . -name "*.env"',
        'du -a',
        'tree',
        'rg TOKEN',
        'cd secrets && cat key',
        'cat secrets/*',
        'for f in secrets/*; do cat "$f"; done',
        'grep -rl TOKEN',
      ),
      ...e(
        'none',
        'sort --files0-from=lists/files0',
        'wc --files0-from lists/files0',
        'du --files0-from=lists/files0',
        'file -f lists/names',
        'find -files0-from lists/files0',
      ),
      ...e('none', 'git diff --pathspec-from-file=lists/names', 'find -D tree -L linked', 'sort --files0=lists/files0'),
      ...e('none', 'for f in --files0-from=lists/files0; do wc "$f"; done', 'cd lists && wc *'),
      ...e('rules', 'cd linked/out && ls etc/', 'cd globs/a && ls b/', 'ls -RL linked', 'cd linked && ls -RL .', 'ls globs/*/*/'),
      ...e('readDeny', 'ls secrets', 'cd secrets && ls -R', 'ls -R'),
      ...e(
        'credsDeny',
        'grep -r secret .',
        'grep -r secret creds',
        'cat creds/*',
        'rg secret',
        'find creds -type f',
        'ls -R creds',
        'grep -R x linked/deny',
        'cat */gha-*',
        'git grep --untracked secret',
        'git grep --untr secret',
        'git grep --no-index secret',
        'git show HEAD:creds/gha-creds-1a2b.json',
      ),
    ],
    ordinary: [
      ...e(
        'none',
        'grep -r foo src',
        'grep -rn foo src test',
        'grep -R foo src',
        'find src -name "*.ts"',
        'find -L src',
        'ls -R src',
        'ls -RL src',
        'du -sh src',
        'tree src',
      ),
      ...e(
        'none',
        'rg foo src',
        'rg -L foo src',
        'cat src/*.ts',
        'cat src/*/*.ts',
        'head -n 5 src/lib/*',
        'diff -r src test',
        'grep -r foo .',
        'ls -R',
        'find . -name "*.ts"',
      ),
      ...e('none', 'sort names.txt', 'wc -l src/a.ts', 'du -s src', 'file src/a.ts', 'find -O2 src -name "*.ts"'),
      ...e('none', 'cd src && grep -r foo .', 'cd src && cat *.ts', 'for f in src/*.ts; do wc -l "$f"; done'),
      ...e('rules', 'cd src && ls lib', 'ls -R src', 'ls -RL src'),
      ...e('readDeny', 'grep -r TOKEN src', 'ls -R src', 'find src', 'cat src/*.ts', 'for f in src/*.ts; do cat "$f"; done'),
      ...e('credsDeny', 'grep -r secret src', 'rg secret src', 'cat src/*.ts', 'grep -rn secret src test', 'git grep secret'),
    ],
  },
  {
    name: 'reads: denied files and files outside',
    attempts: [
      ...e('readDeny', 'cat .env', 'cat < .env', 'cat secrets/key', 'grep -r TOKEN .', 'head -n1 .en*', 'npm test < .env', 'cat src/../.env'),
      ...e('none', 'cat /etc/passwd', 'cat < /proc/self/environ', 'cat ~/.ssh/id_rsa', 'echo $(</proc/self/environ)'),
      ...e('rules', 'npm test < /etc/shadow', 'cat src/../../../etc/passwd'),
    ],
    ordinary: [...e('readDeny', 'cat README.md', 'grep -n x src/a.ts', 'cat src/a.ts'), ...e('none', 'cat package.json', 'echo "$(<package.json)"')],
  },
];
