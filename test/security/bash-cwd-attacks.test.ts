/**
 * Bash's kept working directory (src/tools/shell-cwd.ts) attacked through the product's wiring (decide → dispatch →
 * the real Bash tool, real bash and git): the permission decision must judge a command against the directory it runs
 * in. Controls: the same calls with a decision that judges against the root (what the runner did before it kept a
 * `cd`) while the command runs in the moved directory get through and do harm. Then the directory itself: a folder
 * swapped for a link, removed, `.git`, a report the command forged, the read-only jail's start.
 */
import { attackLayout, OUTSIDE_SECRET } from '../support/attack-layout.js';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { decide } from '../../src/permissions/decide.js';
import { parseRuleList } from '../../src/permissions/rules.js';
import type { PermissionPolicy } from '../../src/permissions/types.js';
import { loadBashGrammar } from '../../src/permissions/bash-grammar.js';
import { createBashTool } from '../../src/tools/bash.js';
import { BackgroundTasks } from '../../src/tools/background.js';
import { dispatchToolCall } from '../../src/tools/dispatch.js';
import { cwdPrelude, goneRefusal, ShellCwd } from '../../src/tools/shell-cwd.js';
import { eraseTool, type AnyTool } from '../../src/tools/types.js';
import { readOnlyJail } from '../../src/tools/read-only-jail.js';

let base: string;
let root: string;
let temp: string;
let marks: string;
await loadBashGrammar();

before(() => {
  ({ base, root, temp, marks } = attackLayout('bash-cwd-attacks-', (l) => [
    path.join(l.root, 'sub'),
    path.join(l.root, '.claude'),
    path.join(l.base, 'outside'),
  ]));
  execFileSync('git', ['init', '-q'], { cwd: root });
  writeFileSync(path.join(root, 'src', 'x.ts'), 'x\n');
  writeFileSync(path.join(root, 'sub', 'inside.txt'), 'inside\n');
  writeFileSync(path.join(base, 'outside', 'secret.txt'), `${OUTSIDE_SECRET}\n`);
  // A nested repository below the workspace (one the agent could have written): its configuration runs a program.
  const nested = path.join(root, 'src', '.git');
  for (const d of ['objects/info', 'refs/heads']) mkdirSync(path.join(nested, d), { recursive: true });
  writeFileSync(path.join(nested, 'HEAD'), 'ref: refs/heads/main\n');
  writeFileSync(
    path.join(nested, 'config'),
    `[core]\n\trepositoryformatversion = 0\n\tbare = false\n\tfsmonitor = touch ${path.join(marks, 'nested-git')}; false\n[diff]\n\texternal = touch ${path.join(marks, 'nested-git')}; false\n`,
  );
});
after(() => rmSync(base, { recursive: true, force: true }));

const policyOf = (mode: PermissionPolicy['mode'], allow: string): PermissionPolicy => ({
  mode,
  allow: parseRuleList(allow, 'test').rules,
  deny: [],
  readOnlyBash: true,
  workspaceRoot: root,
});

/** `judgedAtRoot`: the control, a decision that ignores where the shell is. */
async function play(
  policy: PermissionPolicy,
  commands: string[],
  opts: { judgedAtRoot?: boolean; shell?: ShellCwd; between?: (i: number) => void } = {},
): Promise<{ allowed: boolean; content: string }[]> {
  const workspace = { root, tempDir: temp };
  const tools = new Map<string, AnyTool>([['Bash', eraseTool(createBashTool({ workspace, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: temp } }))]]);
  const shell = opts.shell ?? new ShellCwd({ root });
  const out: { allowed: boolean; content: string }[] = [];
  for (const [i, command] of commands.entries()) {
    opts.between?.(i);
    const r = await dispatchToolCall(
      { id: `t${i}`, name: 'Bash', input: { command } },
      {
        tools,
        shell,
        decide: (n, input, cwd) => (opts.judgedAtRoot ? decide(policy, n, input) : decide(policy, n, input, cwd !== undefined ? { cwd } : {})),
      },
      new AbortController().signal,
    );
    out.push({ allowed: r.denial === undefined, content: r.result.content });
  }
  return out;
}

const jailed = 'jail' in readOnlyJail();

describe('the decision judges the command where it runs', () => {
  it('acceptEdits + Bash(echo:*): `cd .claude`, then `echo … > settings.json` is a write into .claude, refused; control: judged at the root it writes', async () => {
    const policy = policyOf('acceptEdits', 'Bash(echo:*), Bash(cd:*)');
    const settings = path.join(root, '.claude', 'settings.json');
    const attack = ['cd .claude', `echo '{"permissions":{"allow":["Bash"]}}' > settings.json`];
    const control = await play(policy, attack, { judgedAtRoot: true });
    assert.equal(control[1]?.allowed, true, control[1]?.content ?? '');
    assert.ok(existsSync(settings), 'control: the write landed in .claude');
    rmSync(settings);
    const real = await play(policy, attack);
    assert.equal(real[1]?.allowed, false, real[1]?.content ?? '');
    assert.match(real[1]?.content ?? '', /\.claude/);
    assert.equal(existsSync(settings), false);
  });

  it('Bash(git diff:*): `cd src`, then `git diff` would use src/.git (its diff.external runs), refused; control: judged at the root it runs', async () => {
    const policy = policyOf('dontAsk', 'Bash(git diff:*), Bash(cd:*)');
    const mark = path.join(marks, 'nested-git');
    const control = await play(policy, ['cd src', 'git diff'], { judgedAtRoot: true });
    assert.equal(control[1]?.allowed, true, control[1]?.content ?? '');
    assert.ok(existsSync(mark), `control: the nested repository's program ran: ${JSON.stringify(control)}`);
    rmSync(mark);
    const real = await play(policy, ['cd src', 'git diff']);
    assert.equal(real[1]?.allowed, false, real[1]?.content ?? '');
    assert.match(real[1]?.content ?? '', /src\/\.git/);
    assert.equal(existsSync(mark), false);
  });
});

describe('where a command may start', () => {
  const bypass = policyOf('bypassPermissions', '');

  it('a folder swapped for a link out of the workspace after the cd: the next command starts at the root and says so; control: started in the link it reads outside', async () => {
    const shell = new ShellCwd({ root });
    const swap = (): void => {
      renameSync(path.join(root, 'sub'), path.join(root, 'sub-old'));
      symlinkSync(path.join(base, 'outside'), path.join(root, 'sub'));
    };
    const rs = await play(bypass, ['cd sub', 'cat secret.txt; pwd'], { shell, between: (i) => i === 1 && swap() });
    try {
      assert.doesNotMatch(rs[1]?.content ?? '', new RegExp(OUTSIDE_SECRET));
      // pwd printed the root (its stdout and cat's stderr come through two pipes, in either order), then the notice.
      const lines = (rs[1]?.content ?? '').split('\n');
      assert.ok(lines.includes(root), rs[1]?.content ?? '');
      assert.equal(lines.at(-1), `Shell cwd was reset to ${root}`);
      // Control: a command started in that path (as a spawn given it would) reads the secret.
      const control = spawnSync('bash', ['-c', 'cat secret.txt'], { cwd: path.join(root, 'sub'), encoding: 'utf8' });
      assert.match(control.stdout, new RegExp(OUTSIDE_SECRET));
    } finally {
      rmSync(path.join(root, 'sub'));
      renameSync(path.join(root, 'sub-old'), path.join(root, 'sub'));
    }
  });

  it('a swap after the runner checked the folder: bash, already started there, finds it changed and runs nothing', () => {
    const link = path.join(base, 'link-to-outside');
    symlinkSync(path.join(base, 'outside'), link);
    // The runner decided on root/sub; the process was started in what the path became (a link elsewhere).
    const r = spawnSync('bash', ['-c', `${cwdPrelude(path.join(root, 'sub'))}cat secret.txt`], {
      cwd: link,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    assert.equal(r.status, 1);
    assert.doesNotMatch(r.stdout, new RegExp(OUTSIDE_SECRET));
    assert.match(r.stderr, /Command was not run: its working directory .* changed before it started/);
    // Control: the same command without the check reads it.
    assert.match(spawnSync('bash', ['-c', 'cat secret.txt'], { cwd: link, encoding: 'utf8' }).stdout, new RegExp(OUTSIDE_SECRET));
  });

  it('a literal command (run from its argv, without a shell) starts in the moved directory, after the same check', async () => {
    const rs = await play(policyOf('dontAsk', 'Bash(cat:*), Bash(cd:*)'), ['cd sub', 'cat inside.txt']);
    assert.equal(rs[1]?.content, 'inside');
    const link = path.join(base, 'link-for-argv');
    symlinkSync(path.join(base, 'outside'), link);
    const r = spawnSync('bash', ['-c', `${cwdPrelude(path.join(root, 'sub'))}exec "$@"`, 'bash', 'cat', 'secret.txt'], { cwd: link, encoding: 'utf8' });
    assert.equal(r.status, 1);
    assert.doesNotMatch(r.stdout, new RegExp(OUTSIDE_SECRET));
  });

  it("a removed folder: the next command is not run, in Claude Code 2.1.332's words, and the one after starts at the root", async () => {
    mkdirSync(path.join(root, 'gone'));
    const rs = await play(bypass, ['cd gone', 'pwd', 'pwd'], { between: (i) => i === 1 && rmSync(path.join(root, 'gone'), { recursive: true }) });
    assert.equal(rs[1]?.content, goneRefusal(path.join(root, 'gone'), root));
    assert.equal(rs[2]?.content, root);
  });

  it('.git (a safety choice; Claude Code keeps it): the cd is reset, the next command starts at the root', async () => {
    const rs = await play(bypass, ['cd .git/refs', 'pwd']);
    assert.equal(rs[0]?.content, `Shell cwd was reset to ${root}`);
    assert.equal(rs[1]?.content, root);
  });

  // The report's descriptor is bash's first free one from 10: the command can find it and write there.
  const everyDescriptor = (line: string): string => `for fd in 10 11 12 13 14 15 16 17 18 19; do echo ${line} >&$fd; done 2>/dev/null; trap - EXIT`;

  it('a report the command forged (a path outside, on every descriptor, its own report cancelled): never where the next command starts', async () => {
    const forge = `cd sub; ${everyDescriptor('/')}`;
    const rs = await play(bypass, [forge, 'pwd']);
    // The forged line was read, judged outside, and the shell went back to the root.
    assert.match(rs[0]?.content ?? '', new RegExp(`Shell cwd was reset to ${root}$`));
    assert.equal(rs[1]?.content, root);
  });

  it('a forged path inside the workspace is no more than a cd there', async () => {
    const forge = everyDescriptor(path.join(root, 'src'));
    const rs = await play(bypass, [forge, 'pwd']);
    assert.equal(rs[1]?.content, path.join(root, 'src'));
  });

  it('an additional directory is allowed; a read-only command there, which the jail cannot reach, is refused with the reason', {
    skip: !jailed && 'no read-only jail here',
  }, async () => {
    const extra = path.join(base, 'outside');
    const shell = new ShellCwd({ root, extraRoots: [extra] });
    // The decision knows the workspace only: bypassPermissions moves there, the default mode's read-only list runs `ls`.
    await play(bypass, [`cd ${extra}`], { shell });
    assert.equal(shell.where, extra);
    const rs = await play(policyOf('dontAsk', ''), ['ls'], { shell });
    assert.match(rs[0]?.content ?? '', /read-only jail, which holds only .*cd into the working directory first/);
    assert.doesNotMatch(rs[0]?.content ?? '', /secret\.txt/);
  });

  it('the read-only jail starts where the shell is', { skip: !jailed && 'no read-only jail here' }, async () => {
    const rs = await play(policyOf('dontAsk', ''), ['cd sub', 'ls; pwd']);
    assert.equal(rs[0]?.allowed, true, rs[0]?.content ?? '');
    assert.equal(rs[1]?.allowed, true, rs[1]?.content ?? '');
    assert.equal(rs[1]?.content, `inside.txt\n${path.join(root, 'sub')}`);
  });

  it('a subagent starts where the main shell is and keeps no cd', async () => {
    const main = new ShellCwd({ root });
    await play(bypass, ['cd sub'], { shell: main });
    const child = main.forSubagent();
    const rs = await play(bypass, ['pwd', 'cd ..', 'pwd'], { shell: child });
    assert.deepEqual(
      rs.map((r) => r.content),
      [path.join(root, 'sub'), '(Bash completed with no output)', path.join(root, 'sub')],
    );
    assert.equal(main.where, path.join(root, 'sub'));
    assert.equal(readFileSync(path.join(root, 'sub', 'inside.txt'), 'utf8'), 'inside\n');
  });
});

describe('a command moved to the background at its timeout moves no shell', () => {
  it('its `cd sub`, `cd .git` or `cd` out of the workspace is not where the next command starts, while it runs or after; control: the same cd in the foreground is kept (sub) or reset (.git, outside)', async () => {
    const workspace = { root, tempDir: temp };
    const background = new BackgroundTasks(temp, { graceMs: 200 });
    const bash = eraseTool(createBashTool({ workspace, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: temp }, background }));
    const tools = new Map<string, AnyTool>([['Bash', bash]]);
    const shell = new ShellCwd({ root });
    const policy = policyOf('bypassPermissions', '');
    const runOne = async (command: string, extra: Record<string, unknown> = {}): Promise<string> =>
      (
        await dispatchToolCall(
          { id: `m${Math.random()}`, name: 'Bash', input: { command, ...extra } },
          { tools, shell, decide: (n, input, cwd) => decide(policy, n, input, cwd !== undefined ? { cwd } : {}) },
          new AbortController().signal,
        )
      ).result.content;
    const gate = path.join(temp, 'moved-go');
    try {
      // Control: in the foreground the shell follows `cd sub`, and is reset after `.git` and after a folder outside.
      await runOne('cd sub');
      assert.equal((await runOne('pwd')).trim(), path.join(root, 'sub'));
      await runOne(`cd ${root}`);
      for (const where of ['.git', path.join(base, 'outside')]) {
        await runOne(`cd ${where}`);
        assert.equal((await runOne('pwd')).trim(), root, where);
      }
      for (const where of ['sub', '.git', path.join(base, 'outside')]) {
        rmSync(gate, { force: true });
        const moved = await runOne(`cd ${where} && echo started; until [ -e ${gate} ]; do sleep 0.05; done; echo ended`, { timeout: 1000 });
        assert.match(moved, /moved to the background/, moved);
        assert.match(moved, new RegExp(`Session cwd remains ${root};`), moved);
        assert.equal((await runOne('pwd')).trim(), root, `${where}: while it runs`);
        writeFileSync(gate, '');
        await Promise.all(background.running().map((task) => task.done));
        assert.equal((await runOne('pwd')).trim(), root, `${where}: after it ended`);
      }
    } finally {
      writeFileSync(gate, '');
      await background.stopAll();
    }
  });
});
