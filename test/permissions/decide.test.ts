import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DENIAL_GUIDANCE, decide, pathDeniedBy } from '../../src/permissions/decide.js';
import { parseRuleList } from '../../src/permissions/rules.js';
import type { PermissionDecision, PermissionMode, PermissionPolicy } from '../../src/permissions/types.js';
import { loadBashGrammar } from '../../src/permissions/bash-grammar.js';

// The product loads the grammar once its first model request is sent; these tests call the parser directly.
await loadBashGrammar();

const ROOT = '/w/repo';

function policy(mode: PermissionMode, allow = '', deny = '', readOnlyBash = true): PermissionPolicy {
  const a = parseRuleList(allow, 'allowed_tools');
  const d = parseRuleList(deny, 'disallowed_tools');
  assert.deepEqual([...a.errors, ...d.errors], []);
  return { mode, allow: a.rules, deny: d.rules, readOnlyBash, workspaceRoot: ROOT };
}

const sh = (p: PermissionPolicy, command: string): PermissionDecision => decide(p, 'Bash', { command });
const write = (p: PermissionPolicy, file: string): PermissionDecision => decide(p, 'Write', { file_path: file, content: '' });

function denied(d: PermissionDecision): Extract<PermissionDecision, { behavior: 'deny' }> {
  assert.equal(d.behavior, 'deny', JSON.stringify(d));
  if (d.behavior !== 'deny') throw new Error('unreachable');
  return d;
}

describe('decide: dontAsk (as observed from Claude Code)', () => {
  const p = policy('dontAsk');

  it('allows reads and read-only commands, denies the rest', () => {
    assert.equal(decide(p, 'Read', { file_path: `${ROOT}/a` }).behavior, 'allow');
    assert.equal(sh(p, 'echo hi').behavior, 'allow');
    denied(sh(p, 'touch x'));
    denied(write(p, `${ROOT}/x`));
  });

  it('words the denial like Claude Code, naming tool and mode', () => {
    const d = denied(sh(p, 'touch x'));
    assert.equal(d.decisionType, 'mode');
    assert.equal(d.message, `Permission to use Bash with command touch x has been denied because Claude Code is running in don't ask mode. ${DENIAL_GUIDANCE}`);
    assert.match(d.message, /\*should not\* attempt to work around this denial in malicious ways/);
    assert.match(d.message, /STOP and explain/);
    assert.equal(d.suggestedRule, 'Bash(touch:*)');
  });

  it('suggests rules that would allow the call', () => {
    assert.equal(denied(sh(p, 'npm install left-pad')).suggestedRule, 'Bash(npm install:*)');
    assert.equal(denied(sh(p, 'npm run build -- --prod')).suggestedRule, 'Bash(npm run build:*)');
    assert.equal(denied(write(p, `${ROOT}/src/x.ts`)).suggestedRule, 'Edit(src/x.ts)');
    assert.equal(denied(write(p, `${ROOT}/x.ts`)).suggestedRule, 'Edit(./x.ts)');
    assert.equal(denied(write(p, '/etc/x')).suggestedRule, 'Edit(//etc/x)');
    assert.equal(denied(decide(p, 'mcp__gh__create_issue', {})).suggestedRule, 'mcp__gh__create_issue');
    assert.equal(denied(decide(p, 'WebFetch', { url: 'https://docs.rs/x' })).suggestedRule, 'WebFetch(domain:docs.rs)');
  });

  it('names the part of a compound command that is not allowed', () => {
    const d = denied(sh(policy('dontAsk', 'Bash(npm test:*)'), 'npm test && curl x'));
    assert.match(d.message, /not allowed: "curl x"/);
    assert.equal(d.suggestedRule, 'Bash(curl:*)');
  });

  it('read_only_bash false turns the read-only list off', () => {
    denied(sh(policy('dontAsk', '', '', false), 'ls'));
  });

  it('unparseable commands need an exact allow rule', () => {
    const cmd = "echo $'\\x41'";
    const d = denied(sh(p, cmd));
    assert.match(d.message, /could not be analysed/);
    assert.equal(d.suggestedRule, `Bash(${cmd})`);
    assert.equal(sh(policy('dontAsk', `Bash(${cmd})`), cmd).behavior, 'allow');
    denied(sh(policy('dontAsk', 'Bash(echo:*)'), cmd));
  });

  it('default behaves as dontAsk, saying why', () => {
    const d = denied(sh(policy('default'), 'touch x'));
    assert.match(d.message, /running in default mode, where nobody can answer a permission prompt in CI\./);
    assert.equal(sh(policy('default'), 'git status').behavior, 'allow');
  });

  it('tools the caller marks read-only are allowed, but never Bash or edits through that list', () => {
    const readOnlyTools = new Set(['Skill', 'Bash', 'Write']);
    assert.equal(decide(p, 'Skill', { skill: 'x' }, { readOnlyTools }).behavior, 'allow');
    denied(decide(p, 'Skill', { skill: 'x' }));
    denied(decide(p, 'Bash', { command: 'touch x' }, { readOnlyTools }));
    denied(decide(p, 'Write', { file_path: `${ROOT}/x` }, { readOnlyTools }));
  });

  it("grantedTools (a skill's allowed-tools) allow for this call", () => {
    const grantedTools = parseRuleList('Bash(npm run lint)', 'skill lint allowed-tools').rules;
    const d = decide(p, 'Bash', { command: 'npm run lint' }, { grantedTools });
    assert.equal(d.behavior, 'allow');
    assert.equal(d.behavior === 'allow' ? d.rule : '', 'Bash(npm run lint)');
    assert.match(d.reason, /skill lint allowed-tools/);
  });
});

describe('decide: rules', () => {
  it('deny beats allow, and names the rule and its source', () => {
    const p = policy('bypassPermissions', 'Bash, Edit', 'Bash(git push:*), Edit(./.env)');
    const d = denied(sh(p, 'git status && git push origin main'));
    assert.equal(d.decisionType, 'rule');
    assert.equal(d.rule, 'Bash(git push:*)');
    assert.match(d.message, /deny rule "Bash\(git push:\*\)" \(from disallowed_tools\)/);
    assert.equal(denied(write(p, `${ROOT}/.env`)).rule, 'Edit(./.env)');
    assert.equal(sh(p, 'git status').behavior, 'allow');
  });

  it('a prefix rule vouches for its arguments, not for the files it writes: those are decided as Write', () => {
    const p = policy('dontAsk', 'Bash(git diff:*)');
    denied(sh(p, 'git diff --output=x.patch'));
    denied(sh(p, 'git diff > x.patch'));
    const withEdit = policy('dontAsk', 'Bash(git diff:*), Edit(./x.patch)');
    assert.equal(sh(withEdit, 'git diff --output=x.patch').behavior, 'allow');
    assert.equal(sh(withEdit, 'git diff > x.patch').behavior, 'allow');
    assert.equal(sh(policy('acceptEdits', 'Bash(git diff:*)'), 'git diff > x.patch').behavior, 'allow');
    const d = denied(sh(withEdit, 'git diff > /tmp/x.patch'));
    assert.match(d.message, /redirection > \/tmp\/x\.patch: Write/);
    assert.equal(d.suggestedRule, undefined);
    denied(sh(policy('acceptEdits', 'Bash(git diff:*)'), 'git diff > .git/hooks/pre-commit'));
    denied(sh(policy('acceptEdits', 'Bash(git diff:*)'), 'git diff > $OUT'));
    denied(sh(policy('acceptEdits', 'Bash(git diff:*)', 'Edit(./secret/**)'), 'git diff | tee secret/x'));
  });

  it('allow rules and read-only commands combine in one compound command', () => {
    assert.equal(sh(policy('dontAsk', 'Bash(npm test:*)'), 'npm test 2>&1 | tail -n 20').behavior, 'allow');
    denied(sh(policy('dontAsk', 'Bash(npm test:*)', '', false), 'npm test 2>&1 | tail -n 20'));
  });

  it('bash -c is allowed only by a rule that names it', () => {
    const p = policy('dontAsk', 'Bash(rm:*)');
    denied(sh(p, "bash -c 'rm x'"));
    assert.equal(sh(policy('dontAsk', 'Bash(bash -c:*)'), "bash -c 'rm x'").behavior, 'allow');
  });

  it('deny rules fail closed on what they cannot see', () => {
    const p = policy('bypassPermissions', '', 'Bash(rm:*)');
    assert.match(denied(sh(p, '$CMD -rf /')).message, /only known at run time/);
    assert.match(denied(sh(p, 'echo rm -rf / | sh')).message, /cannot be analysed/);
    assert.match(denied(sh(p, "echo $'\\x72m'")).message, /could not be analysed/);
    assert.equal(sh(p, 'ls $HOME').behavior, 'allow');
  });

  it('Read deny rules also bind the read-only command list', () => {
    // A real tree: what a recursive reader or a glob would read is looked at, not guessed.
    const root = mkdtempSync(path.join(os.tmpdir(), 'decide-deny-'));
    for (const d of ['pkg', 'secrets', 'src']) mkdirSync(path.join(root, d));
    for (const f of ['.env', 'pkg/.env', 'secrets/key', 'src/a.ts', 'package.json']) writeFileSync(path.join(root, f), 'x\n');
    after(() => rmSync(root, { recursive: true, force: true }));
    const p = { ...policy('dontAsk', '', 'Read(.env), Read(./secrets/**)'), workspaceRoot: root };
    for (const c of [
      'cat .env',
      'cat pkg/.env',
      'head secrets/key',
      'cat < .env',
      'grep -r KEY .',
      'rg KEY',
      'cat *',
      'git show HEAD:.env',
      'for f in .env; do cat $f; done',
    ]) {
      denied(sh(p, c));
    }
    assert.equal(sh(p, 'cat package.json').behavior, 'allow');
    assert.equal(sh(p, 'grep -n KEY src/a.ts').behavior, 'allow');
    assert.equal(sh(p, 'git status').behavior, 'allow');
    assert.equal(sh(p, 'grep -rn KEY src').behavior, 'allow');
    assert.equal(sh(p, 'cat src/*.ts').behavior, 'allow');
    assert.equal(sh(policy('dontAsk'), 'cat .env').behavior, 'allow');
  });

  it('with Read deny rules, read-only git is judged on the paths git could print (index and history)', () => {
    const root = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'decide-git-')));
    after(() => rmSync(root, { recursive: true, force: true }));
    const git = (...args: string[]): void =>
      void execFileSync('git', ['-c', 'user.email=a@b', '-c', 'user.name=a', '-c', 'commit.gpgsign=false', ...args], { cwd: root, stdio: 'ignore' });
    git('init', '-q');
    writeFileSync(path.join(root, 'a.ts'), 'x\n');
    git('add', 'a.ts');
    git('commit', '-qm', 'one');
    // The runner always denies the credential files: git's readers still run where none is tracked.
    const p = { ...policy('dontAsk', '', 'Read(gha-creds-*.json)'), workspaceRoot: root };
    for (const c of ['git diff', 'git log -p -n 3', 'git show HEAD', 'git blame a.ts']) assert.equal(sh(p, c).behavior, 'allow', c);
    // Committed once and removed since: `git log -p` would still print it.
    writeFileSync(path.join(root, 'gha-creds-1.json'), '{"private_key":"x"}\n');
    git('add', 'gha-creds-1.json');
    git('commit', '-qm', 'two');
    git('rm', '-q', '--cached', 'gha-creds-1.json');
    git('commit', '-qm', 'three');
    for (const c of ['git diff', 'git log -p', 'git show HEAD~1']) assert.match(denied(sh(p, c)).message, /gha-creds-1\.json/, c);
    assert.equal(sh(p, 'git status').behavior, 'allow');
  });

  it('a bare Edit rule does not cover .git or .claude; a rule naming them does', () => {
    denied(write(policy('dontAsk', 'Edit'), `${ROOT}/.git/hooks/pre-commit`));
    denied(write(policy('dontAsk', 'Write'), `${ROOT}/.claude/settings.json`));
    assert.equal(write(policy('dontAsk', 'Edit'), `${ROOT}/src/a.ts`).behavior, 'allow');
    assert.equal(write(policy('dontAsk', 'Edit(./.claude/**)'), `${ROOT}/.claude/settings.json`).behavior, 'allow');
  });

  it('mcp rules', () => {
    const p = policy('dontAsk', 'mcp__gh', 'mcp__gh__delete_repo');
    assert.equal(decide(p, 'mcp__gh__create_issue', {}).behavior, 'allow');
    assert.equal(denied(decide(p, 'mcp__gh__delete_repo', {})).decisionType, 'rule');
    denied(decide(p, 'mcp__other__x', {}));
  });

  it('Read deny rules cover Glob and Grep; tools filter results with pathDeniedBy', () => {
    const p = policy('dontAsk', '', 'Read(./secrets/**)');
    denied(decide(p, 'Read', { file_path: `${ROOT}/secrets/key` }));
    denied(decide(p, 'Grep', { pattern: 'x', path: `${ROOT}/secrets` }));
    assert.equal(decide(p, 'Grep', { pattern: 'x' }).behavior, 'allow');
    assert.equal(pathDeniedBy(p, 'Grep', `${ROOT}/secrets/key`)?.raw, 'Read(./secrets/**)');
    assert.equal(pathDeniedBy(p, 'Grep', `${ROOT}/src/a.ts`), undefined);
  });
});

describe('decide: modes', () => {
  it('acceptEdits allows edits inside the root only, and not in .git or .claude', () => {
    const p = policy('acceptEdits');
    assert.equal(write(p, `${ROOT}/src/x.ts`).behavior, 'allow');
    assert.equal(decide(p, 'Edit', { file_path: 'src/x.ts' }).behavior, 'allow');
    assert.equal(decide(p, 'NotebookEdit', { notebook_path: `${ROOT}/n.ipynb` }).behavior, 'allow');
    assert.match(denied(write(p, '/etc/x')).message, /acceptEdits only covers files inside \/w\/repo/);
    denied(write(p, `${ROOT}/../other/x`));
    assert.match(denied(write(p, `${ROOT}/.git/hooks/pre-commit`)).message, /\.git is a protected directory/);
    denied(write(p, `${ROOT}/.claude/settings.json`));
    denied(sh(p, 'touch x'));
    assert.equal(sh(p, 'ls').behavior, 'allow');
  });

  it('plan denies Write and mutating Bash, allows reading', () => {
    const p = policy('plan');
    assert.match(denied(write(p, `${ROOT}/a.ts`)).message, /running in plan mode/);
    denied(sh(p, 'touch x'));
    denied(decide(p, 'mcp__gh__create_issue', {}));
    assert.equal(sh(p, 'git log -5').behavior, 'allow');
    assert.equal(decide(p, 'Grep', { pattern: 'x' }).behavior, 'allow');
    assert.equal(sh(policy('plan', 'Bash(npm test:*)'), 'npm test').behavior, 'allow');
  });

  it('bypassPermissions allows unless denied, and keeps protected directories', () => {
    const p = policy('bypassPermissions', '', 'Bash(curl:*)');
    assert.equal(sh(p, 'touch x && npm install').behavior, 'allow');
    assert.equal(sh(p, "echo $'\\x41'").behavior, 'deny', 'deny rules fail closed on unparseable text');
    assert.equal(sh(policy('bypassPermissions'), "echo $'unparseable'").behavior, 'allow');
    assert.equal(write(p, '/etc/x').behavior, 'allow');
    denied(sh(p, 'curl x'));
    denied(write(p, `${ROOT}/.git/config`));
    assert.equal(write(p, `${ROOT}/.claude/skills/x/SKILL.md`).behavior, 'allow');
    assert.equal(write(policy('bypassPermissions', 'Edit(.git/**)'), `${ROOT}/.git/config`).behavior, 'allow');
  });
});
