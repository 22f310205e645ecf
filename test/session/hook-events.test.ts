import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { typeCheck } from '../e2e/sdk-typecheck.js';
import { run, writeFiles, startParentModel, tempRepoAndFolder, modelFor } from './harness.js';
import { bash, call, turn } from '../support/scripted-turns.js';

/** Every event a headless run has an occasion for; each hook copies its stdin to a file of its own. */
const FIRED = [
  'SessionStart',
  'InstructionsLoaded',
  'UserPromptSubmit',
  'PreToolUse',
  'PermissionRequest',
  'PostToolUse',
  'PostToolUseFailure',
  'SubagentStart',
  'SubagentStop',
  'TaskCreated',
  'TaskCompleted',
  'Stop',
  'SessionEnd',
] as const;

function settings(logDir: string): unknown {
  const record = `f=$(mktemp -p '${logDir}'); cat > "$f"`;
  const allow = `; if grep -q allowed.txt "$f"; then echo '{"hookSpecificOutput":{"hookEventName":"PermissionRequest","decision":{"behavior":"allow"}}}'; fi`;
  return {
    hooks: Object.fromEntries(
      [...FIRED, 'PermissionDenied'].map((event) => [
        event,
        [{ hooks: [{ type: 'command', command: event === 'PermissionRequest' ? record + allow : record }] }],
      ]),
    ),
  };
}

test("every event with an occasion in CI fires, with a payload that type-checks against the Agent SDK's hook input types", async (t) => {
  const { repo, folder: logDir } = await tempRepoAndFolder(t, 'hook-events-');
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify(settings(logDir)),
    'CLAUDE.md': 'Project memory. @docs/more.md\n',
    'docs/more.md': 'More memory.\n',
    '.claude/rules/api.md': '---\npaths: "src/api/**"\n---\nAPI rule.\n',
    'src/api/b.ts': 'export const b = 1;\n',
  });
  const main: ScriptedTurn[] = [
    bash('echo hi', 'toolu_echo'),
    turn(call('Read', { file_path: path.join(repo.dir, 'missing.txt') }, 'toolu_missing')),
    bash('touch denied.txt', 'toolu_denied'),
    bash('touch allowed.txt', 'toolu_allowed'),
    turn(call('Agent', { description: 'Look around', prompt: 'Look around.', subagent_type: 'Explore' }, 'toolu_agent')),
    turn(call('Read', { file_path: path.join(repo.dir, 'src/api/b.ts') }, 'toolu_rule')),
    turn(call('TaskCreate', { subject: 'Check', description: 'Check the API' }, 'toolu_task')),
    turn(call('TaskUpdate', { taskId: '1', status: 'completed' }, 'toolu_done')),
    { content: [{ type: 'text', text: 'done' }] },
  ];
  const model = await startParentModel(main);
  t.after(() => model.close());
  // Nine main turns and the subagent's count against max_turns, and the last turn is kept for the wrap-up (pacing): room for all.
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'dontAsk', max_turns: '12' } });
  assert.equal(r.result.subtype, 'success');
  assert.ok(!existsSync(path.join(repo.dir, 'denied.txt')), 'PermissionRequest without an answer: still denied');
  assert.ok(existsSync(path.join(repo.dir, 'allowed.txt')), 'a PermissionRequest allow answers for the missing user');

  const payloads = readdirSync(logDir).map((f) => JSON.parse(readFileSync(path.join(logDir, f), 'utf8')) as Record<string, unknown>);
  const fired = new Set(payloads.map((p) => String(p['hook_event_name'])));
  assert.deepEqual(
    FIRED.filter((e) => !fired.has(e)),
    [],
    'every event fired',
  );
  const loaded = payloads
    .filter((p) => p['hook_event_name'] === 'InstructionsLoaded')
    .map((p) => [path.relative(repo.dir, String(p['file_path'])), p['load_reason']]);
  assert.deepEqual(loaded.sort(), [
    ['.claude/rules/api.md', 'path_glob_match'],
    ['CLAUDE.md', 'session_start'],
    ['docs/more.md', 'include'],
  ]);
  // Claude Code fires PermissionDenied only for its auto mode's classifier: a refused call here fires none.
  assert.equal(
    payloads.some((p) => p['hook_event_name'] === 'PermissionDenied'),
    false,
  );

  const errors = await typeCheck(
    payloads.map((p, i) => ({
      label: `payload ${i + 1} (${String(p['hook_event_name'])})`,
      type: `import('@anthropic-ai/claude-agent-sdk').${String(p['hook_event_name'])}HookInput`,
      value: p,
    })),
  );
  assert.deepEqual(errors, []);
});

test('StopFailure fires instead of Stop when the turn ends on an API error', async (t) => {
  const { repo, folder: logDir } = await tempRepoAndFolder(t, 'hook-events-');
  const record = `f=$(mktemp -p '${logDir}'); cat > "$f"`;
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({
      hooks: { StopFailure: [{ hooks: [{ type: 'command', command: record }] }], Stop: [{ hooks: [{ type: 'command', command: record }] }] },
    }),
  });
  const model = await modelFor(t, () => ({ fault: { kind: 'http', status: 400 } }));
  await run({ url: model.url, repo });
  const payloads = readdirSync(logDir).map((f) => JSON.parse(readFileSync(path.join(logDir, f), 'utf8')) as Record<string, unknown>);
  assert.deepEqual(
    payloads.map((p) => [p['hook_event_name'], p['error']]),
    [['StopFailure', 'invalid_request']],
  );
  assert.deepEqual(await typeCheck([{ label: 'StopFailure', type: "import('@anthropic-ai/claude-agent-sdk').StopFailureHookInput", value: payloads[0] }]), []);
});
