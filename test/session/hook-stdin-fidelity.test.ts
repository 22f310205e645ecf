import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { run, writeFiles, startParentModel, tempRepoAndFolder } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';

/**
 * Hook stdin field for field against Claude Code's own: test/fixtures/claude-code-hook-stdin/2.1.197.json holds what
 * Claude Code 2.1.197 sent each hook on this very scenario (run headless against the scripted model). Each event's
 * fields must be the CLI's; values that name the run (ids, paths, times) are left out of the comparison.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-hook-stdin/2.1.197.json');
const observed = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { events: Record<string, Record<string, unknown>> }).events;

type Payload = Record<string, unknown>;

/** The fixture's key for a payload: the event, with the tool (and `background`) for tool events. */
function keyOf(p: Payload): string {
  const event = String(p['hook_event_name']);
  if (!['PreToolUse', 'PostToolUse', 'PostToolUseFailure'].includes(event)) return event;
  const input = p['tool_input'] as Payload | undefined;
  return `${event}:${String(p['tool_name'])}${input?.['run_in_background'] === true ? ':background' : ''}`;
}

test('every event sends the fields Claude Code 2.1.197 sends, in the same scenario', async (t) => {
  const { repo, folder: logDir } = await tempRepoAndFolder(t, 'hook-stdin-');
  const events = [...new Set(Object.keys(observed).map((k) => k.split(':')[0] ?? k))];
  const record = `f=$(mktemp -p '${logDir}'); cat > "$f"`;
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({ hooks: Object.fromEntries(events.map((e) => [e, [{ hooks: [{ type: 'command', command: record }] }]])) }),
    '.claude/commands/greet.md': '---\ndescription: greet\n---\nSay hello to $ARGUMENTS\n',
    'CLAUDE.md': '# hi\n',
  });
  const main: ScriptedTurn[] = [
    turn(call('Bash', { command: 'echo hi', description: 'say hi' }, 'toolu_01')),
    turn(call('Bash', { command: 'false', description: 'fail' }, 'toolu_02')),
    turn(call('Write', { file_path: path.join(repo.dir, 'a.txt'), content: 'x\n' }, 'toolu_03')),
    // Runs until the first Stop hook has its stdin (which lists it running); its end is then a new prompt.
    turn(call('Bash', { command: `until grep -qs '"Stop"' '${logDir}'/*; do sleep 0.05; done`, run_in_background: true, description: 'bg' }, 'toolu_bg')),
    turn(call('Agent', { description: 'look', prompt: 'look around', subagent_type: 'Explore', run_in_background: false }, 'toolu_ag')),
    turn(call('TaskCreate', { subject: 'Check', description: 'Check the API' }, 'toolu_tc')),
    turn(call('TaskUpdate', { taskId: '1', status: 'completed' }, 'toolu_tu')),
    { content: [{ type: 'text', text: 'done' }] },
  ];
  const model = await startParentModel(main);
  t.after(() => model.close());
  const r = await run({
    url: model.url,
    repo,
    prompt: '/greet world',
    // 2.1.197 sent no `effort`; a model that takes none keeps 2.1.332 from sending it too (hook-stdin-tools.test.ts covers it).
    inputs: { model: 'claude-sonnet-4-5', permission_mode: 'dontAsk', allowed_tools: 'Bash,Write,Agent,TaskCreate,TaskUpdate', max_turns: '20' },
  });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));

  const all = readdirSync(logDir).map((f) => JSON.parse(readFileSync(path.join(logDir, f), 'utf8')) as Payload);
  // The background command's notice came as a second prompt (as in Claude Code 2.1.332: stop-sequence.test.ts): the
  // comparison is of the task's prompt.
  const isNotice = (p: Payload): boolean => p['hook_event_name'] === 'UserPromptSubmit' && String(p['prompt']).startsWith('<task-notification>');
  const noticeIds = new Set(all.filter(isNotice).map((p) => p['prompt_id']));
  assert.equal(noticeIds.size, 1, 'the notice is one new prompt');
  const payloads = all.filter((p) => !(noticeIds.has(p['prompt_id']) && ['UserPromptSubmit', 'Stop'].includes(String(p['hook_event_name']))));
  const ours = new Map<string, Payload>();
  for (const p of payloads) if (!ours.has(keyOf(p))) ours.set(keyOf(p), p);
  const differences: string[] = [];
  for (const [key, cli] of Object.entries(observed)) {
    if (key === 'UserPromptExpansion:skill') continue;
    const mine = ours.get(key);
    if (!mine) {
      differences.push(`${key}: not fired`);
      continue;
    }
    const want = Object.keys(cli).sort();
    const got = Object.keys(mine).sort();
    const missing = want.filter((k) => !got.includes(k));
    const extra = got.filter((k) => !want.includes(k));
    if (missing.length + extra.length > 0) differences.push(`${key}: missing ${missing.join(',') || '-'}; extra ${extra.join(',') || '-'}`);
    for (const field of [
      'expansion_type',
      'command_name',
      'command_args',
      'command_source',
      'prompt',
      'source',
      'reason',
      'memory_type',
      'load_reason',
      'stop_hook_active',
      'last_assistant_message',
      'session_crons',
      'error',
      'is_interrupt',
      'agent_type',
      'task_id',
      'task_subject',
      'task_description',
    ])
      if (field in cli && JSON.stringify(cli[field]) !== JSON.stringify(mine[field]))
        differences.push(`${key}.${field}: ${JSON.stringify(mine[field])}, Claude Code ${JSON.stringify(cli[field])}`);
  }
  assert.deepEqual(differences, []);
  // The task's prompt_id on every event after it, up to the notice's prompt (its own id, then on SessionEnd too).
  const ids = new Set(payloads.filter((p) => 'prompt_id' in p && p['hook_event_name'] !== 'SessionEnd').map((p) => p['prompt_id']));
  assert.equal(ids.size, 1);
  const bashPost = ours.get('PostToolUse:Bash');
  assert.deepEqual(bashPost?.['tool_response'], observed['PostToolUse:Bash']?.['tool_response']);
  const batch = payloads.find((p) => p['hook_event_name'] === 'PostToolBatch' && JSON.stringify(p['tool_calls']).includes('toolu_01'));
  assert.deepEqual(batch?.['tool_calls'], observed['PostToolBatch']?.['tool_calls']);
});
