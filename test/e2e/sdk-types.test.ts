/**
 * Runs that exercise what typed consumers of Claude Code's stream read: every built-in tool's
 * tool_use_result, a subagent (its hooks, its usage), a hook that stops the run. The harness
 * type-checks each transcript against @anthropic-ai/claude-agent-sdk (sdk-typecheck.ts); these
 * tests add what types cannot say.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { startScriptedModel, type ScriptedModel, type ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { makeRepo, runAction } from './harness.js';
import { text, toolUse } from '../support/scripted-turns.js';
import { startMainAndChildModel } from '../support/subagent-model.js';

const LOG_HOOK = 'cat >> "$CLAUDE_PROJECT_DIR/.hook-log.jsonl"; echo >> "$CLAUDE_PROJECT_DIR/.hook-log.jsonl"\n';
const hook = (script: string): { type: string; command: string } => ({ type: 'command', command: `bash "$CLAUDE_PROJECT_DIR"/.claude/hooks/${script}` });

function hookLog(workspace: string): Record<string, unknown>[] {
  return readFileSync(path.join(workspace, '.hook-log.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('transcripts typed consumers read (dist/index.js under Node 24)', () => {
  const servers: ScriptedModel[] = [];
  after(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  it('every built-in tool and a subagent: SDK tool outputs, main-loop usage, hooks that name the subagent', async () => {
    const main: ScriptedTurn[] = [
      toolUse('Read', { file_path: 'README.md' }),
      toolUse('Glob', { pattern: '**/*.md' }),
      toolUse('Grep', { pattern: 'sample' }),
      toolUse('Write', { file_path: 'notes.md', content: 'first\n' }),
      toolUse('Edit', { file_path: 'notes.md', old_string: 'first', new_string: 'second' }),
      toolUse('Bash', { command: 'echo main-bash' }),
      toolUse('Agent', { description: 'List files', prompt: 'SUBTASK-MARKER: list the files', subagent_type: 'general-purpose', run_in_background: false }),
      text('all done'),
    ];
    const model = await startMainAndChildModel(main, [toolUse('Bash', { command: 'echo child-bash' }), text('child done')]);
    servers.push(model);
    const workspace = makeRepo({
      'README.md': '# sample project\n',
      '.claude/hooks/log.sh': LOG_HOOK,
      '.claude/hooks/start.sh': 'echo START-CONTEXT-MARKER\n',
      '.claude/settings.json': JSON.stringify({
        hooks: {
          SessionStart: [{ hooks: [hook('start.sh')] }],
          UserPromptSubmit: [{ hooks: [hook('log.sh')] }],
          PreToolUse: [{ matcher: 'Bash', hooks: [hook('log.sh')] }],
          SessionEnd: [{ hooks: [hook('log.sh')] }],
        },
      }),
    });
    const run = await runAction({
      workspace,
      // Glob and Grep named: offered then, as Claude Code 2.1.332 offers them (docs/tools.md).
      inputs: { prompt: 'Use every tool', permission_mode: 'bypassPermissions', max_turns: '20', allowed_tools: 'Glob,Grep' },
      env: { ANTHROPIC_BASE_URL: model.url },
    });
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    const result = run.transcript.at(-1) ?? {};
    assert.equal(result.subtype, 'success');

    // usage and num_turns are the main loop's; the subagent is in modelUsage and the cost.
    assert.equal(result.num_turns, main.length);
    const usage = result.usage as Record<string, number>;
    const perModel = Object.values(result.modelUsage as Record<string, Record<string, number>>);
    const modelOutput = perModel.reduce((sum, entry) => sum + (entry.outputTokens ?? 0), 0);
    const mainOutput = run.transcript
      .filter((l) => l.type === 'assistant' && l.parent_tool_use_id === null)
      .map((l) => l.message as { id: string; usage: { output_tokens: number } })
      .filter((msg, i, all) => all.findIndex((o) => o.id === msg.id) === i)
      .reduce((sum, msg) => sum + msg.usage.output_tokens, 0);
    assert.equal(usage.output_tokens, mainOutput, 'usage counts the main loop only');
    assert.ok(modelOutput > mainOutput, `modelUsage (${modelOutput}) counts the subagent on top of the main loop (${mainOutput})`);

    // Every tool result carries the tool's output.
    const outputs = new Map<string, Record<string, unknown>>();
    const names = new Map<string, string>();
    for (const line of run.transcript) {
      const blocks = ((line.message as { content?: unknown } | undefined)?.content ?? []) as Record<string, unknown>[];
      if (!Array.isArray(blocks)) continue;
      for (const block of blocks) {
        if (block.type === 'tool_use') names.set(String(block.id), String(block.name));
        if (block.type === 'tool_result') outputs.set(names.get(String(block.tool_use_id)) ?? '?', line.tool_use_result as Record<string, unknown>);
      }
    }
    assert.deepEqual([...outputs.keys()].sort(), ['Agent', 'Bash', 'Edit', 'Glob', 'Grep', 'Read', 'Write']);
    assert.equal((outputs.get('Read')?.file as { content: string }).content, '# sample project\n');
    assert.equal(outputs.get('Edit')?.originalFile, 'first\n');
    assert.equal(outputs.get('Agent')?.status, 'completed');
    assert.equal(outputs.get('Agent')?.totalToolUseCount, 1);

    const log = hookLog(workspace);
    const submit = log.find((l) => l.hook_event_name === 'UserPromptSubmit');
    assert.equal(submit?.prompt, 'Use every tool', "UserPromptSubmit's prompt is the user's request");
    const bash = log.filter((l) => l.hook_event_name === 'PreToolUse');
    assert.deepEqual(
      bash.map((l) => (l.tool_input as { command: string }).command),
      ['echo main-bash', 'echo child-bash'],
    );
    assert.equal(bash[0]?.agent_id, undefined, 'the main loop is no agent');
    assert.equal(bash[1]?.agent_type, 'general-purpose');
    assert.equal(bash[1]?.agent_id, outputs.get('Agent')?.agentId, 'the hook names the subagent the transcript names');
    assert.equal(log.find((l) => l.hook_event_name === 'SessionEnd')?.reason, 'other');

    const first = JSON.stringify(model.requests[0]?.body);
    assert.equal(first.split('START-CONTEXT-MARKER').length - 1, 1, 'SessionStart context reaches the model once');
  });

  it('a hook answering continue:false ends success with terminal_reason hook_stopped, exit 0, as Claude Code reports it', async () => {
    const model = await startScriptedModel([toolUse('Bash', { command: 'echo working' }), text('never reached')]);
    servers.push(model);
    const workspace = makeRepo({
      'README.md': '# x\n',
      '.claude/hooks/stop.sh': `echo '${JSON.stringify({ continue: false, stopReason: 'maintenance window' })}'\n`,
      '.claude/settings.json': JSON.stringify({ hooks: { PostToolUse: [{ matcher: 'Bash', hooks: [hook('stop.sh')] }] } }),
    });
    const run = await runAction({ workspace, inputs: { prompt: 'work', permission_mode: 'bypassPermissions' }, env: { ANTHROPIC_BASE_URL: model.url } });
    assert.equal(run.exitCode, 0, run.stdout);
    assert.equal(run.outputs.subtype, 'success');
    assert.equal(run.outputs.is_error, 'false');
    const result = run.transcript.at(-1) ?? {};
    assert.equal(result.terminal_reason, 'hook_stopped');
    assert.equal(result.stop_cause, 'hook_stopped');
    assert.match(JSON.stringify(result.errors), /PostToolUse hook stopped the run: maintenance window/);
    assert.equal(model.requests.length, 1, 'no model call after the stop');
  });

  it("a skill's malformed allowed-tools entry is reported in the result's warnings, and the skill still loads", async () => {
    const model = await startScriptedModel([toolUse('Skill', { skill: 'notes' }), text('done')]);
    servers.push(model);
    const workspace = makeRepo({
      'README.md': '# x\n',
      '.claude/skills/notes/SKILL.md': '---\nname: notes\ndescription: Take notes.\nallowed-tools: Bash(git diff:*), Bash(unclosed\n---\nNOTES-BODY\n',
    });
    const run = await runAction({ workspace, inputs: { prompt: 'notes' }, env: { ANTHROPIC_BASE_URL: model.url } });
    assert.equal(run.exitCode, 0, run.stdout);
    const result = run.transcript.at(-1) ?? {};
    assert.match(JSON.stringify(result.warnings), /Skill allowed-tools ignored: .*notes/);
    assert.match(run.stdout, /Skill allowed-tools ignored/);
    assert.match(JSON.stringify(model.requests[1]?.body), /NOTES-BODY/);
  });
});
