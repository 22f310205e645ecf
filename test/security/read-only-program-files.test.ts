/**
 * Read-only means every file it opens is known (issue 34, item 4). A command stays on the read-only list only if each
 * file it can open follows from its argv as that program reads it, program text included: jq's `import`/`include` and
 * their `search` paths load a file the argv never names. And under the jail, nothing a Read deny rule covers is
 * readable at any depth and by any rule form: the jail hides it, so a command the parser misjudges still reads nothing.
 *
 * Control (previous build, 122da88): `jq -n 'import "credentials" as $x {search: "sub/dir"}; $x'` was approved under
 * dontAsk with `Read(**\/credentials.json)` and printed the file; under the strict list it was approved too;
 * `sed /x/p -e p` was approved; a glob rule's file below the top level was not in the jail's hidden list.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadBashGrammar } from '../../src/permissions/bash-grammar.js';
import { decide } from '../../src/permissions/decide.js';
import { jailHidden } from '../../src/permissions/jail-hidden.js';
import type { PermissionDecision, PermissionPolicy, PermissionRule } from '../../src/permissions/types.js';
import { createBashTool } from '../../src/tools/bash.js';
import { dispatchToolCall } from '../../src/tools/dispatch.js';
import { readOnlyJail } from '../../src/tools/read-only-jail.js';
import { parseRuleList } from '../../src/permissions/rules.js';
import { exampleAllowLists } from './example-rules.js';
import { type AnyTool, eraseTool } from '../../src/tools/types.js';

await loadBashGrammar();
const JAIL = readOnlyJail();
const skip = 'reason' in JAIL ? JAIL.reason : false;

let home: string;
let root: string;
let temp: string;
const savedHome = process.env.HOME;
const SECRET = 'SECRET-credentials-below-the-top';

before(() => {
  // The workspace lies in the home folder, as on a GitHub runner (/home/runner/work/r/r): `Read(~/…)` covers it.
  home = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'ro-prog-')));
  process.env.HOME = home;
  root = path.join(home, 'work', 'repo');
  temp = path.join(home, 'tmp');
  mkdirSync(path.join(root, 'sub', 'dir'), { recursive: true });
  mkdirSync(path.join(root, 'x', 'deep'), { recursive: true });
  mkdirSync(path.join(root, 'keys'), { recursive: true });
  mkdirSync(temp);
  writeFileSync(path.join(root, 'a.json'), '{"version":"1.2.3","env":"prod"}\n');
  writeFileSync(path.join(root, 'sub', 'dir', 'credentials.json'), `{"k":"${SECRET}"}\n`);
  writeFileSync(path.join(root, 'x', 'deep', 'secret.json'), `{"k":"${SECRET}-x"}\n`);
  writeFileSync(path.join(root, 'keys', 'abs.json'), `{"k":"${SECRET}-abs"}\n`);
  writeFileSync(path.join(root, 'keys', 'home.json'), `{"k":"${SECRET}-home"}\n`);
});
after(() => {
  process.env.HOME = savedHome;
  rmSync(home, { recursive: true, force: true });
});

const rule = (raw: string): PermissionRule => ({ raw, tool: 'Read', specifier: raw.slice(5, -1), source: 'test' });
const DENY = () => [
  rule('Read(**/credentials.json)'),
  rule('Read(./x/**)'),
  rule(`Read(/${path.join(root, 'keys', 'abs.json')})`),
  rule('Read(~/work/repo/keys/home.json)'),
];
const policyOf = (extra: Partial<PermissionPolicy> = {}): PermissionPolicy => ({
  mode: 'dontAsk',
  allow: [],
  deny: DENY(),
  readOnlyBash: true,
  workspaceRoot: root,
  ...extra,
});

async function run(command: string, decideWith: (input: unknown) => PermissionDecision): Promise<{ allowed: boolean; content: string }> {
  const tool: AnyTool = eraseTool(createBashTool({ workspace: { root, tempDir: temp }, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home } }));
  const out = await dispatchToolCall(
    { id: 't1', name: 'Bash', input: { command } },
    { tools: new Map([['Bash', tool]]), decide: (_n, i) => decideWith(i) },
    new AbortController().signal,
  );
  return { allowed: out.denial === undefined, content: out.result.content };
}

// Program text that opens files the argv does not name, and its next spellings.
const OPENS = [
  `jq -n 'import "credentials" as $x {search: "sub/dir"}; $x'`,
  `jq -n 'import "credentials" as $x {search: "sub/dir"}; $x' a.json`,
  `jq --arg a b 'include "credentials" {search: "sub/dir"}; .' a.json`,
  `jq -n '"credentials" | modulemeta'`,
  `jq -r 'input_filename' a.json`,
  `jq -n '$__loc__'`,
  `jq -n env`,
  `jq -n '$ENV.HOME'`,
  `jq -n '[get_search_list]'`,
  // The program after `--`, from a loop variable or a glob: not spelled in the argv.
  `for p in 'import "credentials" as $x {search: "sub/dir"}; $x'; do jq -n -- "$p"; done`,
  `jq -n -- *.jq`,
  // GNU sed: with -e, the first operand is a file, not a script (`/x/p` parses as one).
  `sed /x/p -e p`,
  // Scripts that open files.
  `sed -n '1r sub/dir/credentials.json' a.json`,
  `sed -n '1R sub/dir/credentials.json' a.json`,
  `sed -n 'w out' a.json`,
  `sed -n '1e id' a.json`,
  `sed -n 's/x/y/w out' a.json`,
  // Pattern files: in the argv, so checked as any operand (a Read-denied one refused).
  'grep -f sub/dir/credentials.json a.json',
  'grep --file=sub/dir/credentials.json a.json',
  'grep -fsub/dir/credentials.json a.json',
  'git grep -f sub/dir/credentials.json x',
];

describe('read-only means every file it opens is known', () => {
  it('refuses program text that opens files, under the jail and under the strict list', () => {
    for (const regime of ['jail', 'strict'] as const) {
      const policy = policyOf({ readOnlyConfinement: regime });
      for (const command of OPENS) assert.equal(decide(policy, 'Bash', { command }).behavior, 'deny', `${regime}: ${command}`);
    }
  });

  it("under the rules people write (claude-code-action's example allow lists, default mode): refused too", () => {
    // Bash(git:*) in ci-failure-auto-fix.yml covers `git grep -f`; its pattern file is an operand a Read rule denies.
    for (const list of exampleAllowLists()) {
      const policy = policyOf({ mode: 'default', allow: parseRuleList(list.rules, 'allowed_tools').rules });
      for (const command of OPENS) assert.equal(decide(policy, 'Bash', { command }).behavior, 'deny', `${list.source}: ${command}`);
    }
  });

  it('still approves the jq and sed people type', () => {
    const policy = policyOf();
    for (const command of [
      'jq -r .version a.json',
      `jq '.env' a.json`,
      `jq --arg n v '$n' a.json`,
      `jq -c '{v: .version}' a.json`,
      `sed -n 1p a.json`,
      `sed -n -e 1p a.json`,
      'grep -f a.json a.json',
    ]) {
      assert.equal(decide(policy, 'Bash', { command }).behavior, 'allow', command);
    }
  });
});

describe('the jail hides what any Read deny rule covers, at any depth', { skip }, () => {
  const secrets = ['sub/dir/credentials.json', 'x/deep/secret.json', 'keys/abs.json', 'keys/home.json'];

  it('lists every covered file, whatever the rule form, for every read-only command', () => {
    const hidden = jailHidden(policyOf());
    assert.ok('hide' in hidden);
    for (const rel of secrets) {
      const abs = path.join(root, rel);
      const covers = (h: string): boolean => abs === h || abs.startsWith(`${h}/`);
      assert.ok(hidden.hide.some(covers), `${rel} is hidden: ${hidden.hide.join(', ')}`);
    }
    const d = decide(policyOf(), 'Bash', { command: 'jq -r .version a.json' });
    assert.equal(d.behavior, 'allow');
    assert.deepEqual(d.behavior === 'allow' ? d.plan?.jail?.hide : undefined, hidden.hide);
  });

  it('a command the parser would have approved by mistake reads nothing covered (the parser is not the last line)', async () => {
    // The decision the previous build made for these lines: allowed, run in the jail with today's hidden list.
    const misjudged = (): PermissionDecision => {
      const d = decide(policyOf(), 'Bash', { command: 'true' });
      assert.equal(d.behavior, 'allow');
      return { ...d, plan: d.behavior === 'allow' ? d.plan : undefined } as PermissionDecision;
    };
    for (const command of [
      `jq -n 'import "credentials" as $x {search: "sub/dir"}; $x'`,
      'cat sub/dir/credentials.json x/deep/secret.json keys/abs.json keys/home.json',
      'grep -r SECRET .',
    ]) {
      const r = await run(command, misjudged);
      assert.equal(r.allowed, true, r.content);
      assert.doesNotMatch(r.content, /SECRET-credentials/, command);
    }
    // Control: without the deny rules the same jail shows the file (the test reads what it claims to hide).
    const open = (): PermissionDecision => decide(policyOf({ deny: [] }), 'Bash', { command: 'true' });
    assert.match((await run('cat sub/dir/credentials.json', open)).content, /SECRET-credentials/);
  });

  it('sees a covered file created after an earlier decision', async () => {
    const policy = policyOf();
    assert.equal(decide(policy, 'Bash', { command: 'true' }).behavior, 'allow');
    mkdirSync(path.join(root, 'later', 'deeper'), { recursive: true });
    writeFileSync(path.join(root, 'later', 'deeper', 'credentials.json'), `{"k":"${SECRET}-later"}`);
    const d = decide(policy, 'Bash', { command: 'true' });
    assert.ok(d.behavior === 'allow' && d.plan?.jail?.hide.includes(path.join(root, 'later', 'deeper', 'credentials.json')));
  });
});
