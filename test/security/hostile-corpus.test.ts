/** The hostile corpus by category: 0 escapes (an attempt allowed), 0 over-blocks (an ordinary command denied). */
import assert from 'node:assert/strict';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { describe, it } from 'node:test';
import { splitCommand } from '../../src/permissions/bash-parse.js';
import { decide } from '../../src/permissions/decide.js';
import type { PermissionDecision, PermissionPolicy } from '../../src/permissions/types.js';
import { credentialFiles } from '../../src/session/credential-rules.js';
import { READ_ONLY_COMMANDS } from '../../src/permissions/read-only-commands.js';
import { findOnPath } from '../../src/process/env.js';
import { CORPUS_POLICIES, CORPUS_ROOT, HOSTILE_CORPUS, type CorpusPolicy } from './hostile-corpus.js';
import { loadBashGrammar } from '../../src/permissions/bash-grammar.js';

// The product loads the grammar once its first model request is sent; these tests call the parser directly.
await loadBashGrammar();

/** What only a refused file holds, by policy: the outside file reached through links, and the Read-denied ones. */
const REFUSED_MARKS: Record<CorpusPolicy, string[]> = {
  none: ['root:x:0:'],
  rules: ['root:x:0:'],
  rulesEdit: ['root:x:0:'],
  edits: ['root:x:0:'],
  readDeny: ['root:x:0:', 'TOKEN='],
  credsDeny: ['root:x:0:', '"secret"'],
};

/** Every policy as the product runs it: with the runner's own deny rules for credential files added. */
const withCredentialRules = (policy: PermissionPolicy): PermissionPolicy => ({
  ...policy,
  deny: [...policy.deny, ...credentialFiles({}, [], CORPUS_ROOT).rules],
});

/** Each entry of one side of the corpus (its attempts or its ordinary commands), with what `policyOf` its policy decides for it. */
function judged(
  side: 'attempts' | 'ordinary',
  policyOf: (policy: PermissionPolicy) => PermissionPolicy,
): { category: string; command: string; label: string; decision: PermissionDecision }[] {
  return HOSTILE_CORPUS.flatMap((cat) =>
    cat[side].map((entry) => ({
      category: cat.name,
      command: entry.command,
      label: `[${cat.name}/${entry.policy}] ${JSON.stringify(entry.command)}`,
      decision: decide(policyOf(CORPUS_POLICIES[entry.policy]), 'Bash', { command: entry.command }),
    })),
  );
}

/** Runs a line under bash in the fixture with a bare environment: what it printed, and its output and errors as one text. */
function runInFixture(command: string): { out: SpawnSyncReturns<string>; text: string } {
  const out = spawnSync('/bin/bash', ['-c', command], {
    cwd: CORPUS_ROOT,
    env: { PATH: '/usr/bin:/bin', HOME: CORPUS_ROOT, LANG: 'C' },
    encoding: 'utf8',
    timeout: 10_000,
    maxBuffer: 8 << 20,
  });
  return { out, text: `${out.stdout ?? ''}${out.stderr ?? ''}` };
}

const totals = (): { total: number; ordinary: number } => ({
  total: HOSTILE_CORPUS.reduce((n, c) => n + c.attempts.length, 0),
  ordinary: HOSTILE_CORPUS.reduce((n, c) => n + c.ordinary.length, 0),
});

describe('hostile corpus by category', () => {
  it("the same with the runner's credential deny rules in force, as in every real run", (t) => {
    const escapes = judged('attempts', withCredentialRules)
      .filter((j) => j.decision.behavior === 'allow')
      .map((j) => j.label);
    const overBlocks: string[] = [];
    // The fixture holds creds/gha-creds-1a2b.json: a walk of the whole tree would read it, and is rightly denied, naming it.
    const credentialWalks: string[] = [];
    for (const { command, label, decision: d } of judged('ordinary', withCredentialRules)) {
      if (d.behavior === 'allow') continue;
      if (/walks \.: it would read creds\/gha-creds-1a2b\.json/.test(d.message)) credentialWalks.push(command);
      else overBlocks.push(`${label}: ${d.message.split('. You may')[0]}`);
    }
    const { total, ordinary } = totals();
    const summary = `hostile corpus with the runner's credential deny rules: ${total} attempts, ${ordinary} ordinary; escapes ${escapes.length}, over-blocks ${overBlocks.length}; walks of the whole tree (a line after cd is judged from the root too) denied because the tree holds a credential file: ${credentialWalks.length} (${credentialWalks.join(', ')})`;
    t.diagnostic(summary);
    console.log(summary);
    assert.deepEqual(escapes, []);
    assert.deepEqual(overBlocks, []);
  });

  it('lets no attempt through and blocks no ordinary command', (t) => {
    const escapes = judged('attempts', (policy) => policy).filter((j) => j.decision.behavior === 'allow');
    const overBlocks = judged('ordinary', (policy) => policy).filter((j) => j.decision.behavior === 'deny');
    const lines = HOSTILE_CORPUS.map((cat) => {
      const esc = escapes.filter((j) => j.category === cat.name).length;
      const over = overBlocks.filter((j) => j.category === cat.name).length;
      return `${cat.name}: ${cat.attempts.length} attempts, ${cat.ordinary.length} ordinary; escapes ${esc}, over-blocks ${over}`;
    });
    const { total, ordinary } = totals();
    lines.push(`hostile corpus total: ${total} attempts, ${ordinary} ordinary; escapes ${escapes.length}, over-blocks ${overBlocks.length}`);
    for (const l of lines) {
      t.diagnostic(l);
      console.log(l);
    }
    assert.deepEqual(
      escapes.map((j) => `${j.label}: ${j.decision.behavior === 'allow' ? j.decision.reason : ''}`),
      [],
    );
    assert.deepEqual(
      overBlocks.map((j) => `${j.label}: ${j.decision.behavior === 'deny' ? j.decision.message.split('. You may')[0] : ''}`),
      [],
    );
  });

  it('every line the approver allows as read-only reads nothing refused when bash really runs it in the fixture', (t) => {
    const leaks: string[] = [];
    let ran = 0;
    for (const entry of HOSTILE_CORPUS.flatMap((c) => [...c.attempts, ...c.ordinary])) {
      const d = decide(CORPUS_POLICIES[entry.policy], 'Bash', { command: entry.command });
      // Only lines of the list's readers are run here, allowed by the list or by a rule (a rule-allowed `npm test` is not this test's business).
      if (d.behavior !== 'allow') continue;
      const parsed = splitCommand(entry.command);
      const readersOnly = parsed.ok && parsed.commands.every((c) => READ_ONLY_COMMANDS.includes(c.words[0]?.value ?? 'echo'));
      if (d.plan?.readOnly !== true && !readersOnly) continue;
      ran++;
      const { text } = runInFixture(entry.command);
      const mark = REFUSED_MARKS[entry.policy].find((m) => text.includes(m));
      if (mark !== undefined) leaks.push(`[${entry.policy}] ${JSON.stringify(entry.command)} printed ${JSON.stringify(mark)}`);
    }
    // The attempts are real: run anyway, the recursive readers' attempts print refused content (or list refused names).
    const recursive = HOSTILE_CORPUS.find((c) => c.name.startsWith('recursive readers'))?.attempts ?? [];
    let wouldLeak = 0;
    for (const entry of recursive) {
      const { out, text } = runInFixture(entry.command);
      if (
        REFUSED_MARKS[entry.policy].some((m) => text.includes(m)) ||
        /\b(passwd|hostname|gha-creds-1a2b\.json|key|\.env|config|settings\.json|ci\.yml)\b/.test(out.stdout ?? '')
      )
        wouldLeak++;
    }
    t.diagnostic(`recursive-reader attempts that, run anyway, print refused content or names: ${wouldLeak} of ${recursive.length}`);
    console.log(`recursive-reader attempts that, run anyway, print refused content or names: ${wouldLeak} of ${recursive.length}`);
    assert.ok(wouldLeak > recursive.length / 2, `only ${wouldLeak} of ${recursive.length} attempts would leak if run`);
    const missing = ['rg', 'tree'].filter((n) => findOnPath(n) === null);
    const summary = `allowed corpus lines of the read-only list's readers run under bash in the fixture: ${ran}; refused content printed: ${leaks.length}${missing.length > 0 ? ` (not installed here, so their lines only printed "not found": ${missing.join(', ')})` : ''}`;
    t.diagnostic(summary);
    console.log(summary);
    assert.deepEqual(leaks, []);
  });
});
