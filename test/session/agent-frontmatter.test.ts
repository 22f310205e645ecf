import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Script } from '../../support/scripted-model/scripted-model.js';
import { hookScript, isChild, msgCount, resultText, run, toolResultOf, writeFiles, tempRepoFor, modelFor } from './harness.js';
import { bash, call, turn } from '../support/scripted-turns.js';

/** An agent file's `skills` (preloaded into its first message) and `hooks` (in force only while it works; `Stop` = SubagentStop). */
test("an agent's skills are preloaded and its hooks gate only its own calls", async (t) => {
  const repo = await tempRepoFor(t);
  const stopped = path.join(repo.tempDir, 'agent-stop-ran');
  const deny = await hookScript(repo.dir, 'deny-rm.sh', 'echo "the builder may not run rm" >&2; exit 2');
  const stop = await hookScript(repo.dir, 'stop.sh', `touch "${stopped}"`);
  await writeFiles(repo.dir, {
    '.claude/skills/conventions/SKILL.md': '---\nname: conventions\ndescription: House conventions.\n---\nCONVENTIONS-BODY: tabs, not spaces.\n',
    '.claude/agents/builder.md': [
      '---',
      'name: builder',
      'description: Builds things.',
      'skills: conventions, missing-skill',
      'memory: project',
      'hooks:',
      '  PreToolUse:',
      '    - matcher: Bash',
      '      hooks:',
      `        - type: command`,
      `          command: '${deny}'`,
      '  Stop:',
      '    - hooks:',
      `        - type: command`,
      `          command: '${stop}'`,
      '---',
      'You are the BUILDER-MARKER agent.',
      '',
    ].join('\n'),
  });
  const script: Script = (req) => {
    if (isChild('BUILDER-MARKER')(req)) {
      return msgCount(req) === 1 ? bash('rm -f nothing.txt', 'toolu_child_rm') : { content: [{ type: 'text', text: 'built' }] };
    }
    const n = msgCount(req);
    if (n === 1) return turn(call('Agent', { description: 'Build', prompt: 'Build it.', subagent_type: 'builder' }, 'toolu_agent'));
    if (n === 3) return bash('rm -f nothing.txt && echo parent-ran', 'toolu_parent_rm');
    return { content: [{ type: 'text', text: 'Parent done.' }] };
  };
  const model = await modelFor(t, script);
  const r = await run({ url: model.url, repo, inputs: { max_turns: '20' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));

  const child = model.requests.filter(isChild('BUILDER-MARKER'));
  // As Claude Code 2.1.328 sends a preloaded skill (observed): a naming block, then the skill's content.
  const blocks = ((child[0]?.body.messages as { content: { type: string; text?: string }[] }[] | undefined)?.[0]?.content ?? []).map((b) => b.text ?? '');
  assert.equal(blocks[0], 'Build it.');
  assert.equal(blocks[1], '<command-message>conventions</command-message>\n<command-name>conventions</command-name>\n<skill-format>true</skill-format>');
  assert.equal(blocks[2], `Base directory for this skill: ${path.join(repo.dir, '.claude', 'skills', 'conventions')}\n\nCONVENTIONS-BODY: tabs, not spaces.\n`);
  assert.match(resultText(toolResultOf(child[1])), /the builder may not run rm/, "the agent's PreToolUse hook blocks its call");
  assert.ok(existsSync(stopped), "the agent's Stop hook ran as SubagentStop");

  const parent = model.requests.filter((q) => !isChild('BUILDER-MARKER')(q));
  assert.match(resultText(toolResultOf(parent.at(-1))), /parent-ran/, "the agent's hooks do not gate the parent");
  const warnings = r.outcome.warnings.join('\n');
  assert.match(warnings, /builder\.md: front matter field "skills": no skill or command is named "missing-skill"; not preloaded/);
  assert.doesNotMatch(warnings, /builder\.md: front matter field "memory"/, 'memory is honoured (agent-memory.test.ts)');
});
