import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectResults, isChild, modelFor, oracleText, run, startParentModel, systemText, tempRepoFor } from './harness.js';
import type { RecordedRequest } from '../../support/scripted-model/scripted-model.js';
import { call, text, turn } from '../support/scripted-turns.js';
import type Anthropic from '@anthropic-ai/sdk';

/**
 * How far `skillOverrides` reaches, as Claude Code 2.1.332 applies it headless (scripts/oracle/settings-keys.mjs,
 * test/fixtures/claude-code-tool-results/2.1.332-settings-keys.json): an agent's `skills:` naming a hidden skill, the
 * hooks around `/name` of an "off" skill, PreToolUse around the Skill tool's refusal, workflows and commands.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FIXTURE = path.join(ROOT, 'test/fixtures/claude-code-tool-results/2.1.332-settings-keys.json');
interface Variant {
  skillListing: string[] | null;
  toolResults: Record<string, string | null>;
  requests: { subagent?: boolean; bodies?: string[] }[];
  hookLog?: { event: string; tool_name?: string; tool_input?: { skill: string } }[];
  result: { subtype: string; is_error: boolean; result: string; num_turns: number } | null;
  resultLine?: { local_command?: string; stop_reason: string | null; total_cost_usd: number } | null;
  assistantText?: string[];
}
const oracle = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { variants: Record<string, Variant> }).variants;

const skill = (name: string, description: string): [string, string] => [
  `.claude/skills/${name}/SKILL.md`,
  `---\nname: ${name}\ndescription: ${description}\n---\nBODY OF ${name}: $ARGUMENTS\n`,
];
const workflow = (name: string, description: string): [string, string] => [
  `.claude/workflows/${name}.js`,
  `export const meta = { name: '${name}', description: '${description}' };\nreturn { ran: '${name}' };\n`,
];
const FILES = Object.fromEntries([
  skill('s-on', 'Skill with no override'),
  skill('s-name', 'Skill set to name-only'),
  skill('s-user', 'Skill set to user-invocable-only'),
  skill('s-off', 'Skill set to off'),
  ['.claude/commands/s-cmd-off.md', '---\ndescription: Command set to off\n---\nBODY OF s-cmd-off: $ARGUMENTS\n'],
  ['.claude/agents/pre.md', '---\nname: pre\ndescription: Preloads skills\nskills: s-on, s-off, s-user, s-name, s-cmd-off\n---\nAGENT PROMPT pre\n'],
  ['.claude/skills/s-bang-off/SKILL.md', '---\nname: s-bang-off\ndescription: Runs a command, set to off\n---\nRan: !`touch off-ran`\n'],
  ['.claude/skills/s-bang-on/SKILL.md', '---\nname: s-bang-on\ndescription: Runs a command\n---\nRan: !`touch on-ran`\n'],
  workflow('wf-on', 'Workflow with no override'),
  workflow('wf-name', 'Workflow set to name-only'),
  workflow('wf-off', 'Workflow set to off'),
]);
const OVERRIDES = {
  's-name': 'name-only',
  's-user': 'user-invocable-only',
  's-off': 'off',
  's-cmd-off': 'off',
  'wf-name': 'name-only',
  'wf-off': 'off',
  's-bang-off': 'off',
};
/** The oracle's hook: each event's stdin, on one line after the event's name, appended to hooks.log. */
const LOG = `{ printf '%s ' "$0"; tr -d '\n'; echo; } >> "$CLAUDE_PROJECT_DIR/hooks.log"`;
const logHook = (event: string, matcher?: string) => ({
  ...(matcher ? { matcher } : {}),
  hooks: [{ type: 'command', command: `sh -c '${LOG.replaceAll("'", "'\\''")}' ${event}` }],
});
const repoWith = (t: Parameters<typeof tempRepoFor>[0], hooks?: Record<string, unknown>) =>
  tempRepoFor(t, { ...FILES, '.claude/settings.json': JSON.stringify({ skillOverrides: OVERRIDES, ...(hooks ? { hooks } : {}) }) });
const hookLog = async (dir: string) =>
  (await readFile(path.join(dir, 'hooks.log'), 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const input = JSON.parse(line.slice(line.indexOf(' ') + 1)) as { tool_input?: { skill: string } };
      return { event: line.slice(0, line.indexOf(' ')), ...(input.tool_input ? { skill: input.tool_input.skill } : {}) };
    });
const bodies = (req: RecordedRequest | undefined): string[] =>
  [...new Set([...JSON.stringify(req?.body.messages ?? []).matchAll(/BODY OF ([\w-]+)/g)].map((m) => m[1] ?? ''))].sort();

test('skillOverrides: an agent’s `skills:` preloads neither an "off" nor a "user-invocable-only" skill (nor command), as Claude Code 2.1.332; a warning names each', async (t) => {
  const repo = await repoWith(t);
  const model = await startParentModel([turn(call('Agent', { subagent_type: 'pre', description: 'pre look', prompt: 'SUBAGENT-TASK pre' }, 'agent_pre'))]);
  t.after(() => model.close());
  const r = await run({ url: model.url, repo });
  const child = model.requests.find((req) => !isChild('PARENT-SYSTEM')(req) && systemText(req).includes('AGENT PROMPT pre'));
  assert.ok(child, 'the agent ran');
  const want = oracle.agentPreload?.requests.find((req) => req.subagent)?.bodies;
  assert.deepEqual(want, ['s-name', 's-on']);
  assert.deepEqual(bodies(child), want);
  for (const name of ['s-off', 's-user', 's-cmd-off'])
    assert.ok(
      r.outcome.warnings.some((w) =>
        w.startsWith(`.claude/agents/pre.md: front matter field "skills": "${name}" is hidden by .claude/settings.json skillOverrides`),
      ),
      `${name}: ${r.outcome.warnings.join('\n')}`,
    );
});

test('skillOverrides: `/name` of an "off" skill fires SessionStart and SessionEnd only (no UserPromptSubmit, no UserPromptExpansion, no Stop), as Claude Code 2.1.332', async (t) => {
  const hooks = Object.fromEntries(['SessionStart', 'UserPromptExpansion', 'UserPromptSubmit', 'Stop', 'SessionEnd'].map((e) => [e, [logHook(e)]]));
  const repo = await repoWith(t, hooks);
  const model = await modelFor(t, [text('done')]);
  const r = await run({ url: model.url, repo, prompt: '/s-off some args' });
  assert.equal(model.requests.length, 0, 'no model call');
  const want = oracle.slashOffHooks;
  assert.ok(want?.hookLog && want.result);
  assert.deepEqual(
    (await hookLog(repo.dir)).map((h) => h.event),
    want.hookLog.map((h) => h.event),
  );
  assert.equal(r.result.subtype, want.result.subtype);
  assert.equal(r.result.is_error, want.result.is_error);
  assert.equal(r.result.num_turns, want.result.num_turns);
  assert.equal(r.result.subtype === 'success' ? r.result.result : '', want.result.result);
  // The transcript: the answer as one `<synthetic>` assistant line, the result line's local_command, no cost.
  assert.ok(want.resultLine && want.assistantText);
  assert.equal(r.result.local_command, want.resultLine.local_command);
  assert.equal(r.result.stop_reason, want.resultLine.stop_reason);
  assert.equal(r.result.total_cost_usd, want.resultLine.total_cost_usd);
  const assistant = r.messages.filter((m) => m.type === 'assistant');
  assert.deepEqual(
    assistant.map((m) => JSON.stringify(m.message.content.map(({ type, ...rest }) => ({ type, text: 'text' in rest ? rest.text : '' })))),
    want.assistantText,
  );
  assert.deepEqual(
    assistant.map((m) => m.message.model),
    ['<synthetic>'],
  );
  // No tokens, and null where only a model call would say (src/agent/ledger.ts noCallUsage, shared with nothing else).
  assert.deepEqual(
    assistant.map((m) => m.message.usage),
    [
      {
        input_tokens: 0,
        output_tokens: 0,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 0,
        cache_creation: { ephemeral_1h_input_tokens: 0, ephemeral_5m_input_tokens: 0 },
        server_tool_use: { web_search_requests: 0, web_fetch_requests: 0 },
        service_tier: null,
        inference_geo: null,
        output_tokens_details: null,
        speed: null,
        // The transcript's own keys (src/report/).
        iterations: null,
        fallback_credit: null,
      },
    ],
  );
});

test('attack: `/name` of an "off" skill runs none of its `!` commands (the control, unhidden, does)', async (t) => {
  const repo = await repoWith(t);
  const model = await modelFor(t, [text('done')]);
  await run({ url: model.url, repo, prompt: '/s-bang-off' });
  await run({ url: model.url, repo, prompt: '/s-bang-on' });
  assert.equal(existsSync(path.join(repo.dir, 'on-ran')), true, 'the control ran its command');
  assert.equal(existsSync(path.join(repo.dir, 'off-ran')), false, 'the hidden skill ran nothing');
  assert.equal(model.requests.length, 1);
});

test('`/name` of a skill: UserPromptSubmit, then UserPromptExpansion (none when UserPromptSubmit blocks), then Stop, as Claude Code 2.1.332', async (t) => {
  const events = ['SessionStart', 'UserPromptExpansion', 'UserPromptSubmit', 'Stop', 'SessionEnd'];
  const logged = (block?: string) =>
    Object.fromEntries(
      events.map((e) => {
        const hook = logHook(e);
        const command = `${hook.hooks[0]?.command}; echo blocked-by-${e} >&2; exit 2`;
        return [e, [e === block ? { hooks: [{ type: 'command', command }] } : hook]];
      }),
    );
  for (const [variant, block] of [
    ['slashOnHooks', undefined],
    ['slashOnSubmitBlocks', 'UserPromptSubmit'],
    ['slashOnExpansionBlocks', 'UserPromptExpansion'],
  ] as const) {
    const repo = await repoWith(t, logged(block));
    const model = await modelFor(t, [text('done')]);
    await run({ url: model.url, repo, prompt: '/s-on some args' });
    const want = oracle[variant]?.hookLog?.map((h) => h.event);
    assert.ok(want);
    assert.deepEqual(
      (await hookLog(repo.dir)).map((h) => h.event),
      want,
      variant,
    );
    assert.equal(model.requests.length, block === undefined ? 1 : 0, variant);
  }
});

test('skillOverrides: the Skill tool refuses a hidden skill before PreToolUse (no Pre- or PostToolUse hook fires for it), as Claude Code 2.1.332', async (t) => {
  const hooks = {
    PreToolUse: [logHook('PreToolUse', 'Skill')],
    PostToolUse: [logHook('PostToolUse', 'Skill')],
    PostToolUseFailure: [logHook('PostToolUseFailure', 'Skill')],
  };
  const repo = await repoWith(t, hooks);
  const calls = ['s-off', 's-user', 's-on'];
  const model = await modelFor(t, [
    ...calls.map((name) => turn(call('Skill', { skill: name, args: 'A1' }, `skill_${name.replace(/\W/g, '_')}`))),
    text('done'),
  ]);
  await run({ url: model.url, repo });
  const want = oracle.skillToolHooks;
  assert.ok(want?.hookLog);
  assert.deepEqual(
    await hookLog(repo.dir),
    want.hookLog.map((h) => ({ event: h.event, skill: h.tool_input?.skill })),
  );
  const results = new Map<string, Anthropic.ToolResultBlockParam>();
  for (const req of model.requests) collectResults(req, results);
  for (const name of calls) {
    const id = `skill_${name.replace(/\W/g, '_')}`;
    assert.equal(oracleText(results.get(id), []), want.toolResults[id], name);
  }
});

test('skillOverrides hides a workflow as a skill (listing, Skill tool, `/name`) and a command (`/name`), as Claude Code 2.1.332', async (t) => {
  const repo = await repoWith(t);
  const model = await modelFor(t, [
    turn(call('Skill', { skill: 'wf-off', args: 'A1' }, 'skill_wf_off')),
    turn(call('Skill', { skill: 'wf-name', args: 'A1' }, 'skill_wf_name')),
    turn(call('Workflow', { name: 'wf-off' }, 'workflow_wf_off')),
    text('done'),
  ]);
  await run({ url: model.url, repo });
  const want = oracle.workflows;
  assert.ok(want?.skillListing);
  const first = model.requests[0];
  const listed = [systemText(first), JSON.stringify(first?.body.messages ?? [])]
    .join('\n')
    .replaceAll('\\n', '\n')
    .split('\n')
    .filter((line) => /^- wf-/.test(line))
    .sort();
  assert.deepEqual(listed, want.skillListing.filter((line) => line.startsWith('- wf-')).sort());
  const results = new Map<string, Anthropic.ToolResultBlockParam>();
  for (const req of model.requests) collectResults(req, results);
  for (const id of ['skill_wf_off', 'skill_wf_name']) assert.equal(oracleText(results.get(id), []), want.toolResults[id], id);
  // The Workflow tool still runs an "off" workflow by name, as the CLI does.
  const head = (t: string | null | undefined) =>
    (t ?? '')
      .replace(/Task ID: \w+/, 'Task ID: <id>')
      .split('\n')
      .slice(0, 2);
  assert.deepEqual(head(oracleText(results.get('workflow_wf_off'), [])), head(want.toolResults.workflow_wf_off));
  for (const [prompt, variant] of [
    ['/wf-off', 'slashWorkflowOff'],
    ['/s-cmd-off some args', 'slashCmdOff'],
  ] as const) {
    const before = model.requests.length;
    const r = await run({ url: model.url, repo, prompt });
    assert.equal(model.requests.length, before, `${prompt}: no model call`);
    assert.equal(r.result.subtype === 'success' ? r.result.result : '', oracle[variant]?.result?.result, prompt);
  }
});
