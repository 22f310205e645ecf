import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Script } from '../../support/scripted-model/scripted-model.js';
import { isChild, msgCount, readJsonLines, resultText, run, toolResultOf, writeFiles, type Repo, tempRepoFor, modelFor } from './harness.js';
import { bash, call, text, turn } from '../support/scripted-turns.js';

/**
 * Front-matter `hooks` of skills and commands, scoped as Claude Code 2.1.332 scopes them (observed:
 * test/fixtures/claude-code-hook-stdin/2.1.332-scopes.json): from the invocation on, in the agent that invoked the skill
 * only, to its end; `once` runs once; in a `context: fork` skill, inside its subagent (its Stop as SubagentStop).
 */

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-hook-stdin/2.1.332-scopes.json');
/** The fields Claude Code 2.1.332 sent a skill's PreToolUse hook (the oracle leaves out the two that name the run). */
const cliSkillFields = (): string[] => {
  const fired = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { fired: Record<string, unknown>[] }).fired;
  const p = fired.find((f) => f['tag'] === 'skill.PreToolUse') ?? {};
  return [...Object.keys(p).filter((k) => k !== 'tag'), 'session_id', 'transcript_path'].sort();
};

/** A YAML command hook that appends its stdin to `<tempDir>/<name>.jsonl`, one line per call. */
const logHook = (repo: Repo, name: string, extra: string[] = []): string[] => {
  const file = path.join(repo.tempDir, `${name}.jsonl`);
  return ['        - type: command', `          command: cat >> '${file}'; echo >> '${file}'`, ...extra.map((line) => `          ${line}`)];
};
const commandsIn = async (repo: Repo, name: string): Promise<string[]> =>
  (await readJsonLines(path.join(repo.tempDir, `${name}.jsonl`))).map((p) => String((p['tool_input'] as { command?: string } | undefined)?.command));

function guardSkill(repo: Repo, extra: string[] = []): string {
  return [
    '---',
    'name: guard',
    'description: Guards the shell.',
    ...extra,
    'hooks:',
    '  PreToolUse:',
    '    - matcher: Bash',
    '      hooks:',
    ...logHook(repo, 'guard'),
    ...logHook(repo, 'once', ['once: true']),
    '        - type: command',
    '          if: Bash(rm *)',
    '          command: echo guard-says-no-rm >&2; exit 2',
    '  Stop:',
    '    - hooks:',
    `        - type: command`,
    `          command: touch '${path.join(repo.tempDir, 'guard-stop')}'`,
    '---',
    'GUARD-BODY: be careful.',
    '',
  ].join('\n');
}

test("a skill's hooks join the main thread when it is invoked and stay to the end of the run, never reaching a subagent", async (t) => {
  const repo = await tempRepoFor(t);
  await writeFiles(repo.dir, {
    '.claude/skills/guard/SKILL.md': guardSkill(repo),
    '.claude/agents/helper.md': '---\nname: helper\ndescription: Helps.\n---\nYou are the HELPER-MARKER agent.\n',
  });
  const script: Script = (req) => {
    if (isChild('HELPER-MARKER')(req)) return msgCount(req) === 1 ? bash('echo child-ran', 'toolu_child') : text('helped');
    const steps = [
      bash('echo before', 'toolu_before'),
      turn(call('Skill', { skill: 'guard' }, 'toolu_skill')),
      bash('echo after-one', 'toolu_after'),
      bash('rm -f nothing.txt', 'toolu_rm'),
      turn(call('Agent', { description: 'Help', prompt: 'Help.', subagent_type: 'helper' }, 'toolu_agent')),
    ];
    return steps[(msgCount(req) - 1) / 2] ?? text('Done.');
  };
  const model = await modelFor(t, script);
  // The oracle's model (scripts/oracle/hook-scopes.mjs): one that takes no effort level, so no `effort` field.
  const r = await run({ url: model.url, repo, inputs: { max_turns: '20', model: 'claude-sonnet-4-5' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));

  assert.deepEqual((await commandsIn(repo, 'guard')).sort(), ['echo after-one', 'rm -f nothing.txt']);
  assert.deepEqual(await commandsIn(repo, 'once'), ['echo after-one'], 'a once hook runs once');
  const first = (await readJsonLines(path.join(repo.tempDir, 'guard.jsonl')))[0] ?? {};
  assert.deepEqual(Object.keys(first).sort(), cliSkillFields(), "a skill's hook gets the stdin Claude Code sends it");
  const parent = model.requests.filter((q) => !isChild('HELPER-MARKER')(q));
  const rm = parent.find((q) => JSON.stringify(q.body.messages).includes('toolu_rm') && toolResultOf(q)?.tool_use_id === 'toolu_rm');
  assert.match(resultText(toolResultOf(rm)), /guard-says-no-rm/);
  assert.ok(existsSync(path.join(repo.tempDir, 'guard-stop')), "the skill's Stop hook ran when the run stopped");
});

test("a command's hooks apply from a /command task on; a skill invoked in a subagent gates that subagent only", async (t) => {
  const repo = await tempRepoFor(t);
  await writeFiles(repo.dir, {
    '.claude/commands/audit.md': [
      '---',
      'description: Audits writes.',
      'hooks:',
      '  PostToolUse:',
      '    - matcher: Write',
      '      hooks:',
      ...logHook(repo, 'audit'),
      '---',
      'Audit $ARGUMENTS',
      '',
    ].join('\n'),
    '.claude/skills/guard/SKILL.md': guardSkill(repo),
    '.claude/agents/helper.md': '---\nname: helper\ndescription: Helps.\n---\nYou are the HELPER-MARKER agent.\n',
  });
  const script: Script = (req) => {
    if (isChild('HELPER-MARKER')(req)) {
      const child = [turn(call('Skill', { skill: 'guard' }, 'toolu_child_skill')), bash('echo child-guarded', 'toolu_child_bash')];
      return child[(msgCount(req) - 1) / 2] ?? text('helped');
    }
    const steps = [
      turn(call('Write', { file_path: path.join(repo.dir, 'a.txt'), content: 'a\n' }, 'toolu_write')),
      turn(call('Agent', { description: 'Help', prompt: 'Help.', subagent_type: 'helper' }, 'toolu_agent')),
      bash('echo parent-after', 'toolu_parent'),
    ];
    return steps[(msgCount(req) - 1) / 2] ?? text('Done.');
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo, prompt: '/audit all', inputs: { max_turns: '20' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));

  const audited = await readJsonLines(path.join(repo.tempDir, 'audit.jsonl'));
  assert.deepEqual(
    audited.map((p) => [p['hook_event_name'], (p['tool_input'] as { file_path?: string }).file_path]),
    [['PostToolUse', path.join(repo.dir, 'a.txt')]],
  );
  assert.deepEqual(await commandsIn(repo, 'guard'), ['echo child-guarded'], "the subagent's skill gates its calls, not the parent's later ones");
  assert.equal((await readJsonLines(path.join(repo.tempDir, 'guard.jsonl')))[0]?.['agent_type'], 'helper');
  assert.ok(!existsSync(path.join(repo.tempDir, 'guard-stop')), "a subagent's skill Stop hook is a Stop hook, not its SubagentStop");
  assert.doesNotMatch(r.outcome.warnings.join('\n'), /audit\.md: front matter field "hooks"/);
});

test("a context: fork skill's hooks are in force inside its subagent, its Stop as SubagentStop", async (t) => {
  const repo = await tempRepoFor(t);
  await writeFiles(repo.dir, {
    '.claude/skills/guard/SKILL.md': guardSkill(repo, ['context: fork', 'agent: helper']),
    '.claude/agents/helper.md': '---\nname: helper\ndescription: Helps.\n---\nYou are the HELPER-MARKER agent.\n',
  });
  const script: Script = (req) => {
    if (isChild('HELPER-MARKER')(req)) return msgCount(req) === 1 ? bash('echo in-fork', 'toolu_fork') : text('forked');
    const steps = [turn(call('Skill', { skill: 'guard' }, 'toolu_skill')), bash('echo parent-after', 'toolu_parent')];
    return steps[(msgCount(req) - 1) / 2] ?? text('Done.');
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo, inputs: { max_turns: '20' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  assert.deepEqual(await commandsIn(repo, 'guard'), ['echo in-fork']);
  assert.ok(existsSync(path.join(repo.tempDir, 'guard-stop')), 'the Stop hook ran when the fork ended');
});

test("a skill's hook entry that cannot be read is named; under PreToolUse it denies once the skill is invoked; disableAllHooks runs none", async (t) => {
  for (const disabled of [false, true]) {
    const repo = await tempRepoFor(t);
    await writeFiles(repo.dir, {
      '.claude/skills/broken/SKILL.md': '---\nname: broken\ndescription: Broken.\nhooks:\n  PreToolUse:\n    - "./gate.sh"\n---\nBROKEN-BODY\n',
      '.claude/settings.json': JSON.stringify({ disableAllHooks: disabled }),
    });
    const steps = [bash('echo before', 'toolu_before'), turn(call('Skill', { skill: 'broken' }, 'toolu_skill')), bash('echo after', 'toolu_after')];
    const model = await modelFor(t, (req) => steps[(msgCount(req) - 1) / 2] ?? text('Done.'));
    const r = await run({ url: model.url, repo, inputs: { max_turns: '20' } });
    assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
    const after = model.requests.find((q) => toolResultOf(q)?.tool_use_id === 'toolu_after');
    const before = model.requests.find((q) => toolResultOf(q)?.tool_use_id === 'toolu_before');
    assert.match(resultText(toolResultOf(before)), /before/);
    if (disabled) assert.match(resultText(toolResultOf(after)), /^after/, 'disableAllHooks: the skill brings no hook');
    else {
      assert.match(resultText(toolResultOf(after)), /cannot be read/);
      assert.match(r.outcome.warnings.join('\n'), /skills\/broken\/SKILL\.md: front matter hooks\.PreToolUse\[0\]: .*denied \(a gate fails closed\)/);
    }
  }
});
