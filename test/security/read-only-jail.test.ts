/**
 * Read-only means read-only by the OS (issue 25, items 1 and 2). Through the product's wiring (decide → dispatch →
 * Bash tool): the ordinary commands people type run under dontAsk with no rules; whatever the read-only list approves
 * runs in the jail, where a misjudged command can neither write, nor reach the network, nor see the runner's
 * processes, environment or files outside the workspace. Without the jail the strict list applies.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { decide } from '../../src/permissions/decide.js';
import type { PermissionDecision, PermissionPolicy } from '../../src/permissions/types.js';
import { createBashTool } from '../../src/tools/bash.js';
import { dispatchToolCall } from '../../src/tools/dispatch.js';
import { eraseTool, type AnyTool } from '../../src/tools/types.js';
import { loadBashGrammar } from '../../src/permissions/bash-grammar.js';
import { JAIL_LIMITS, JAIL_TMP_BYTES, jailedArgv, readOnlyConfinement, readOnlyJail } from '../../src/tools/read-only-jail.js';
import { isolatedGit, ORDINARY_HISTORY_READS, ORDINARY_READS } from './read-only-helpers.js';

await loadBashGrammar();
const JAIL = readOnlyJail();
const skip = 'reason' in JAIL ? JAIL.reason : false;
if (skip) console.log(`# skipped: the read-only jail: ${skip}`);

let base: string;
let root: string;
let temp: string;
const git = isolatedGit(() => temp);

before(() => {
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'ro-jail-')));
  root = path.join(base, 'repo');
  temp = path.join(base, 'tmp');
  mkdirSync(root);
  mkdirSync(temp);
  git(root, 'init', '-q', '-b', 'main');
  writeFileSync(path.join(root, 'a.txt'), 'alpha,1\nbeta,2\n');
  writeFileSync(path.join(root, 'pkg.json'), '{"name":"demo","version":"1.2.3"}\n');
  writeFileSync(path.join(root, '.env'), 'TOKEN=in-workspace-secret\n');
  git(root, 'add', 'a.txt', 'pkg.json');
  git(root, 'commit', '-qm', 'first');
  git(root, 'tag', 'v1');
  git(root, 'remote', 'add', 'origin', 'https://example.invalid/o/r.git');
  // Outside the workspace: what no read-only command may see.
  writeFileSync(path.join(base, 'outside-secret'), 'outside\n');
});
after(() => rmSync(base, { recursive: true, force: true }));

const policyOf = (extra: Partial<PermissionPolicy> = {}): PermissionPolicy => ({
  mode: 'dontAsk',
  allow: [],
  deny: [],
  readOnlyBash: true,
  workspaceRoot: root,
  ...extra,
});

async function run(
  command: string,
  decideWith: (input: unknown) => PermissionDecision = (i) => decide(policyOf(), 'Bash', i),
): Promise<{ allowed: boolean; content: string }> {
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: base, SECRET_TOKEN: 'runner-secret' };
  const tool: AnyTool = eraseTool(createBashTool({ workspace: { root, tempDir: temp }, env }));
  const out = await dispatchToolCall(
    { id: 't1', name: 'Bash', input: { command } },
    { tools: new Map([['Bash', tool]]), decide: (_n, i) => decideWith(i) },
    new AbortController().signal,
  );
  return { allowed: out.denial === undefined, content: out.result.content };
}

describe('the read-only list under the jail', { skip }, () => {
  it('runs the ordinary commands people type, under dontAsk with no rules', async () => {
    const ordinary: [string, RegExp][] = [
      ...ORDINARY_READS,
      ['git config --get remote.origin.url', /example\.invalid/],
      ['git remote -v', /origin\s+https:\/\/example\.invalid/],
      ...ORDINARY_HISTORY_READS,
    ];
    for (const [command, expected] of ordinary) {
      const d = decide(policyOf(), 'Bash', { command });
      assert.equal(d.behavior, 'allow', `${command}: ${d.behavior === 'deny' ? d.message : ''}`);
      const r = await run(command);
      assert.match(r.content, expected, `${command} ran in the jail: ${r.content}`);
    }
  });

  it('holds what a misjudged command would do: no write, no network, no secret, no other process', async () => {
    // The parser is taken out of the picture: the decision approves anything as read-only, as a misjudgement would.
    const misjudged = (): PermissionDecision => {
      const d = decide(policyOf(), 'Bash', { command: 'true' });
      return { ...(d as PermissionDecision & { behavior: 'allow' }), plan: { readOnly: true, jail: { hide: [path.join(root, '.env')] } } };
    };
    const attempts = [
      `echo pwned > a.txt; touch ${path.join(root, 'new')}; echo wrote=$?`,
      `cat ${path.join(base, 'outside-secret')} || echo no-outside`,
      'echo env=${SECRET_TOKEN:-none}',
      'cat .env; echo hidden=$?',
      'ls /root /home 2>&1 | head -n 3; echo procs=$(ls /proc | grep -c "^[0-9]")',
      'exec 3<>/dev/tcp/127.0.0.1/9 && echo connected || echo no-network',
    ];
    const r = await run(attempts.join('\n'), misjudged);
    assert.equal(existsSync(path.join(root, 'new')), false);
    assert.match(r.content, /wrote=1/);
    assert.doesNotMatch(r.content, /^outside$/m);
    assert.match(r.content, /no-outside/);
    assert.match(r.content, /env=none/);
    assert.doesNotMatch(r.content, /in-workspace-secret/);
    assert.match(r.content, /no-network/);
    // bwrap, bash, ps, wc: the runner's own processes are not there.
    assert.match(r.content, /^procs=[1-5]$/m);
    assert.equal(execFileSync('cat', [path.join(root, 'a.txt')], { encoding: 'utf8' }), 'alpha,1\nbeta,2\n');
  });

  it('bounds what a misjudged command could grow: a private /tmp of 256 MiB, /dev read-only, its memory and processes limited', async () => {
    const misjudged = (): PermissionDecision => {
      const d = decide(policyOf(), 'Bash', { command: 'true' });
      return { ...(d as PermissionDecision & { behavior: 'allow' }), plan: { readOnly: true, jail: { hide: [] } } };
    };
    // Each of these was memory without a bound on the previous build (a tmpfs as large as half the machine's memory).
    const attempts = [
      'head -c 300M /dev/zero > /tmp/fill 2>/dev/null; echo tmp-mib=$(( $(stat -c %s /tmp/fill 2>/dev/null || echo 0) / 1048576 )); rm -f /tmp/fill',
      'echo x > /dev/shm/fill 2>/dev/null && echo shm=writable || echo shm=read-only',
      'echo x > /dev/fill 2>/dev/null && echo dev=writable || echo dev=read-only',
      'echo x > /dev/null && echo null=ok',
      'echo data=$(ulimit -d) processes=$(ulimit -u)',
    ];
    const r = await run(attempts.join('\n'), misjudged);
    console.log(`misjudged command's reach: ${r.content.replace(/\n/g, ' ')}`);
    const tmp = Number(/tmp-mib=(\d+)/.exec(r.content)?.[1]);
    assert.ok(tmp <= JAIL_TMP_BYTES / 1048576, `at most ${JAIL_TMP_BYTES / 1048576} MiB in /tmp: ${r.content}`);
    assert.match(r.content, /shm=read-only/);
    assert.match(r.content, /dev=read-only/);
    assert.match(r.content, /null=ok/);
    const data = /data=(\d+)/.exec(r.content)?.[1];
    assert.ok(data !== undefined && Number(data) <= JAIL_LIMITS.dataKiB, r.content);
    const processes = /processes=(\d+)/.exec(r.content)?.[1];
    assert.ok(processes !== undefined && Number(processes) <= JAIL_LIMITS.processes, r.content);
    // A bubblewrap older than 0.8 (Ubuntu 22.04's 0.6) cannot bound a tmpfs: there /tmp is read-only instead.
    const jail = 'jail' in JAIL ? JAIL.jail : undefined;
    assert.ok(jail);
    const argv = jailedArgv({ ...jail, sizedTmp: false }, root, [], ['bash', '-c', 'echo x > /tmp/f 2>/dev/null && echo tmp=writable || echo tmp=read-only']);
    const old = spawnSync(argv[0] ?? '', argv.slice(1), { encoding: 'utf8', env: { PATH: '/usr/bin:/bin' } });
    assert.equal(old.stdout, 'tmp=read-only\n', old.stderr);
  });

  it('runs for an unprivileged user, as on a GitHub runner (uid 65534 where the tests run as root)', {
    skip: process.getuid?.() !== 0 ? 'not root: the tests already run unprivileged' : false,
  }, () => {
    // The user must reach the workspace: a world-readable copy (mkdtemp's folders are private).
    const open = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'ro-jail-nobody-')));
    chmodSync(open, 0o755);
    writeFileSync(path.join(open, 'a.txt'), 'readable\n', { mode: 0o644 });
    const jail = 'jail' in JAIL ? JAIL.jail : undefined;
    assert.ok(jail);
    const argv = jailedArgv(jail, open, [], ['bash', '-c', 'cat a.txt; touch b 2>/dev/null || echo no-write; id -u']);
    const r = spawnSync(argv[0] ?? '', argv.slice(1), { encoding: 'utf8', uid: 65534, gid: 65534, env: { PATH: '/usr/bin:/bin' } });
    rmSync(open, { recursive: true, force: true });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /^readable\nno-write\n65534\n$/);
  });

  it('a line that writes a file (decided as the Write tool would be) runs outside the jail, its readers on the strict list', async () => {
    const edits = (input: unknown): PermissionDecision => decide(policyOf({ mode: 'acceptEdits' }), 'Bash', input);
    const r = await run('echo hi > out.txt && cat a.txt | tee copy.txt', edits);
    assert.equal(r.allowed, true, r.content);
    assert.equal(existsSync(path.join(root, 'out.txt')) && existsSync(path.join(root, 'copy.txt')), true);
    assert.equal(edits({ command: 'cat *.txt > all.txt' }).behavior, 'deny', 'a glob is not on the strict list');
    rmSync(path.join(root, 'out.txt'));
    rmSync(path.join(root, 'copy.txt'));
  });

  it('hides a Read-denied file of the workspace from every read-only command', async () => {
    const policy = policyOf({ deny: [{ raw: 'Read(.env)', tool: 'Read', specifier: '.env', source: 'test' }] });
    const d = decide(policy, 'Bash', { command: 'cat a.txt' });
    assert.equal(decide(policy, 'Bash', { command: 'grep -r TOKEN .' }).behavior, 'deny', 'the parser refuses it too');
    // The runner's credential rule is a glob: the files it names at the workspace's top are hidden too.
    writeFileSync(path.join(root, 'gha-creds-1.json'), '{}');
    const creds = policyOf({ deny: [{ raw: 'Read(gha-creds-*.json)', tool: 'Read', specifier: 'gha-creds-*.json', source: 'the runner' }] });
    const c = decide(creds, 'Bash', { command: 'cat a.txt' });
    assert.deepEqual(c.behavior === 'allow' ? c.plan?.jail?.hide : undefined, [path.join(root, 'gha-creds-1.json')]);
    rmSync(path.join(root, 'gha-creds-1.json'));
    // The commands new on the list are held to the same Read deny rules, by operand and by input.
    for (const command of ['sed -n p .env', 'tr a b < .env', 'cut -c1 .env', 'jq . .env', 'sed -n p ./.en?', 'git grep --no-index TOKEN']) {
      assert.equal(decide(policy, 'Bash', { command }).behavior, 'deny', command);
    }
    assert.equal(d.behavior === 'allow' ? d.plan?.jail?.hide.includes(path.join(root, '.env')) : 'denied', true);
  });
});

describe('without the jail', () => {
  it('the log says which regime applies, and sandbox: off means the strict list', () => {
    const logged: string[] = [];
    assert.equal(
      readOnlyConfinement('off', (l) => logged.push(l)),
      'strict',
    );
    assert.equal(logged.length, 1);
    assert.match(logged[0] ?? '', /strict list .*input sandbox is off/);
    const auto = readOnlyConfinement('auto', (l) => logged.push(l));
    assert.equal(logged.length, 1, 'nothing is probed or said before the first decision');
    if (!skip && typeof auto === 'function') {
      assert.equal(auto(), 'jail');
      assert.equal(auto(), 'jail');
      assert.deepEqual(
        logged.slice(1).map((l) => /run in the read-only jail/.test(l)),
        [true],
        'said once',
      );
    }
    // A regime asked at each decision (the jail may become available later) is obeyed by the decision.
    const strictNow = policyOf({ readOnlyConfinement: () => 'strict' });
    assert.equal(decide(strictNow, 'Bash', { command: 'cat *.txt' }).behavior, 'deny');
    assert.equal(decide(policyOf({ readOnlyConfinement: () => 'jail' }), 'Bash', { command: 'cat *.txt' }).behavior, 'allow');
  });

  it('the strict list: literal words, listed options only, operands path-checked', () => {
    const strict = policyOf({ readOnlyConfinement: 'strict' });
    const allowed = [
      'ls -la',
      'cat a.txt',
      'grep -rn alpha .',
      'git log --oneline -n 1',
      'head -n 2 a.txt',
      'cut -d, -f1 a.txt',
      "sed -n '1p' a.txt",
      'node --version',
      'git status --short',
      'wc -l a.txt 2>/dev/null',
      // find selects names only: how the model lists files where Glob is not offered (Claude Code 2.1.332).
      "find . -name '*.txt' -not -path './.git/*'",
      'find . -maxdepth 2 -type f -iname A.TXT -print',
    ];
    for (const command of allowed) assert.equal(decide(strict, 'Bash', { command }).behavior, 'allow', command);
    const refused = [
      'echo ../*',
      'ls $HOME',
      'cat {a,b}.txt',
      'ls ~',
      'cat *.txt',
      'ls --hyperlink',
      'grep -f /etc/passwd x',
      'file -bmFILE a.txt',
      'sort -o out a.txt',
      'x=1',
      'LANG=C ls',
      'for f in a; do cat $f; done',
      'cd ..',
      'echo $HOME',
      'git -c x=y log',
      'git diff --output=x',
      'git blame -b a.txt',
      'tail -f a.txt',
      'ls > out',
      'echo $(id)',
      '[[ x -eq 1 ]]',
      'git config --get-regexp .',
      'find . -delete',
      'find . -name a.txt -exec cat {} +',
      'find . -fprint out',
      'find -L . -name a.txt',
      'find . -newer a.txt',
      'find . -name',
    ];
    for (const command of refused) assert.equal(decide(strict, 'Bash', { command }).behavior, 'deny', command);
    // The jail regime approves more: a glob inside the workspace, a loop.
    assert.equal(decide(policyOf(), 'Bash', { command: 'cat *.txt' }).behavior, 'allow');
  });
});
