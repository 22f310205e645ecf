import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RecordedRequest, Script, ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { capturePatch } from '../../src/report/patch.js';
import { isChild, resultText, run, systemText, toolNames, toolResultOf, type Repo, tempRepoFor, runIn, modelFor } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';

/** An agent's `memory` front matter, as Claude Code gives it: its folder, the section in its prompt, its file tools allowed there. */

const agentFile = (scope: string, tools = 'Read, Bash'): string =>
  ['---', 'name: rememberer', 'description: Remembers things.', `memory: ${scope}`, `tools: ${tools}`, '---', 'You are the REMEMBERER-MARKER agent.', ''].join(
    '\n',
  );

/** The parent delegates once; the child runs `childTurns` in order, then reports. */
function script(childTurns: ScriptedTurn[]): Script {
  let child = 0;
  let parent = 0;
  return (req: RecordedRequest) => {
    if (isChild('REMEMBERER-MARKER')(req)) return childTurns[child++] ?? { content: [{ type: 'text', text: 'remembered' }] };
    return parent++ === 0
      ? turn(call('Agent', { description: 'Remember', prompt: 'Remember the fact.', subagent_type: 'rememberer' }, 'toolu_agent'))
      : { content: [{ type: 'text', text: 'Parent done.' }] };
  };
}

async function gitRepo(t: { after(fn: () => Promise<void>): void }, files: Record<string, string>): Promise<Repo> {
  const repo = await tempRepoFor(t, files);
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: repo.dir });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'base');
  return repo;
}

test('memory: project — the section after the agent prompt, MEMORY.md in it, Write/Edit allowed in the folder under dontAsk, the change in the patch', async (t) => {
  const repo = await gitRepo(t, {
    '.claude/agents/rememberer.md': agentFile('project'),
    '.claude/agent-memory/rememberer/MEMORY.md': '- [Facts](facts.md) — REMEMBERED-FACT from an earlier run\n',
  });
  const dir = path.join(repo.dir, '.claude', 'agent-memory', 'rememberer');
  const model = await modelFor(
    t,
    script([
      turn(call('Write', { file_path: path.join(dir, 'deploys.md'), content: '---\nname: deploys\n---\nDeploys go through staging.\n' }, 'toolu_w')),
      // MEMORY.md is in the agent's prompt, yet Claude Code 2.1.332 refuses an Edit of it not Read first (measured).
      turn(
        call('Read', { file_path: path.join(dir, 'MEMORY.md') }, 'toolu_r'),
        call(
          'Edit',
          {
            file_path: path.join(dir, 'MEMORY.md'),
            old_string: 'earlier run',
            new_string: 'earlier run\n- [Deploys](deploys.md) — via staging',
          },
          'toolu_e',
        ),
      ),
      turn(call('Write', { file_path: path.join(repo.dir, 'outside.md'), content: 'x\n' }, 'toolu_out')),
    ]),
  );
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'dontAsk', max_turns: '20' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const child = model.requests.filter(isChild('REMEMBERER-MARKER'));
  const system = systemText(child[0]);
  // As Claude Code 2.1.197 sent it (observed): the agent's prompt, the section, then the notes.
  assert.ok(
    system.startsWith(
      `You are the REMEMBERER-MARKER agent.\n\n# Persistent Agent Memory\n\nYou have a persistent, file-based memory system at \`${dir}${path.sep}\`. This directory already exists`,
    ),
    system.slice(0, 300),
  );
  assert.match(
    system,
    /- Since this memory is project-scope and shared with your team via version control, tailor your memories to this project\n\n## MEMORY\.md\n\n- \[Facts\]\(facts\.md\) — REMEMBERED-FACT from an earlier run\n\n/,
  );
  assert.match(system, /## Types of memory/);
  assert.deepEqual(toolNames(child[0]).sort(), ['Bash', 'Edit', 'Read', 'Write'], 'Read, Write and Edit added to its tools, as Claude Code adds them');
  assert.equal(toolResultOf(child[1])?.is_error, undefined, resultText(toolResultOf(child[1])));
  assert.equal(toolResultOf(child[2])?.is_error, undefined, resultText(toolResultOf(child[2])));
  assert.equal(toolResultOf(child[3])?.is_error, true, 'outside its folder, dontAsk still refuses');
  assert.equal(existsSync(path.join(repo.dir, 'outside.md')), false);
  assert.match(await readFile(path.join(dir, 'MEMORY.md'), 'utf8'), /\[Deploys\]\(deploys\.md\)/);
  assert.deepEqual(
    r.result.permission_denials.map((d) => d.tool_use_id),
    ['toolu_out'],
  );
  const patch = await capturePatch(repo.dir);
  assert.match(patch, /\.claude\/agent-memory\/rememberer\/deploys\.md/, 'project memory is a workspace change like any other');
  assert.match(patch, /\+- \[Deploys\]\(deploys\.md\)/);
  assert.doesNotMatch(r.outcome.warnings.join('\n'), /"memory"/);
});

test('memory: user — the folder in the runner home (~/.claude/agent-memory), reached by the file tools; an empty MEMORY.md said so', async (t) => {
  const repo = await gitRepo(t, { '.claude/agents/rememberer.md': agentFile('user', 'Read') });
  const home = await realpath(await mkdtemp(path.join(tmpdir(), 'int4-home-')));
  t.after(() => rm(home, { recursive: true, force: true }));
  const dir = path.join(home, '.claude', 'agent-memory', 'rememberer');
  const model = await modelFor(t, script([turn(call('Write', { file_path: path.join(dir, 'MEMORY.md'), content: '- USER-SCOPE-NOTE\n' }, 'toolu_w'))]));
  const r = await runIn(repo, model.url, {
    env: { HOME: home },
    inputs: { permission_mode: 'dontAsk', max_turns: '20' },
  });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const child = model.requests.filter(isChild('REMEMBERER-MARKER'));
  const system = systemText(child[0]);
  assert.match(system, new RegExp(`memory system at \`${dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\``));
  assert.match(system, /- Since this memory is user-scope, keep learnings general since they apply across all projects/);
  assert.match(system, /## MEMORY\.md\n\nYour MEMORY\.md is currently empty\. When you save new memories, they will appear here\./);
  assert.equal(toolResultOf(child[1])?.is_error, undefined, resultText(toolResultOf(child[1])));
  assert.equal(await readFile(path.join(dir, 'MEMORY.md'), 'utf8'), '- USER-SCOPE-NOTE\n');
  assert.equal(await capturePatch(repo.dir), '', 'user memory is not in the checkout');
});

test('memory: local — .claude/agent-memory-local; a deny rule still wins over the folder; a scope Claude Code does not know skips the agent', async (t) => {
  const repo = await gitRepo(t, {
    '.claude/agents/rememberer.md': agentFile('local'),
    '.claude/agents/odd.md': '---\nname: odd\ndescription: Odd.\nmemory: team\n---\nOdd.\n',
    '.claude/settings.json': JSON.stringify({ permissions: { deny: ['Write(.claude/agent-memory-local/rememberer/secret.md)'] } }),
  });
  const dir = path.join(repo.dir, '.claude', 'agent-memory-local', 'rememberer');
  const model = await modelFor(
    t,
    script([
      turn(call('Write', { file_path: path.join(dir, 'MEMORY.md'), content: '- local note\n' }, 'toolu_ok')),
      turn(call('Write', { file_path: path.join(dir, 'secret.md'), content: 'x\n' }, 'toolu_no')),
    ]),
  );
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'dontAsk', max_turns: '20' } });
  const child = model.requests.filter(isChild('REMEMBERER-MARKER'));
  assert.match(
    systemText(child[0]),
    /- Since this memory is local-scope \(not checked into version control\), tailor your memories to this project and machine/,
  );
  assert.equal(toolResultOf(child[1])?.is_error, undefined, resultText(toolResultOf(child[1])));
  assert.equal(toolResultOf(child[2])?.is_error, true);
  assert.equal(existsSync(path.join(dir, 'secret.md')), false);
  assert.match(
    r.outcome.warnings.join('\n'),
    /odd\.md: front matter field "memory": expected one of user, project, local, got "team"; the agent runs without memory/,
  );
});

test('the settings agent with memory: the main thread gets the section, the tools and the folder, as `claude --agent` does', async (t) => {
  const repo = await gitRepo(t, {
    '.claude/agents/rememberer.md': agentFile('project'),
    '.claude/settings.json': JSON.stringify({ agent: 'rememberer' }),
  });
  const dir = path.join(repo.dir, '.claude', 'agent-memory', 'rememberer');
  const model = await modelFor(t, [
    turn(call('Write', { file_path: path.join(dir, 'MEMORY.md'), content: '- main note\n' }, 'toolu_w')),
    { content: [{ type: 'text', text: 'done' }] },
  ]);
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'dontAsk' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  assert.match(systemText(model.requests[0]), /You are the REMEMBERER-MARKER agent\.\n\n# Persistent Agent Memory\n/);
  assert.ok(toolNames(model.requests[0]).includes('Write'));
  assert.equal(toolResultOf(model.requests[1])?.is_error, undefined, resultText(toolResultOf(model.requests[1])));
  assert.equal(await readFile(path.join(dir, 'MEMORY.md'), 'utf8'), '- main note\n');
});

test('a MEMORY.md a Read deny rule covers is not put in the prompt; a warning names it and the rule', async (t) => {
  const repo = await gitRepo(t, {
    '.claude/agents/rememberer.md': agentFile('project'),
    '.claude/agent-memory/rememberer/MEMORY.md': 'HIDDEN-MEMORY-TEXT\n',
    '.claude/settings.json': JSON.stringify({ permissions: { deny: ['Read(.claude/agent-memory/**)'] } }),
  });
  const model = await modelFor(t, script([]));
  const r = await run({ url: model.url, repo, inputs: { permission_mode: 'dontAsk', max_turns: '20' } });
  const system = systemText(model.requests.find(isChild('REMEMBERER-MARKER')));
  assert.match(system, /# Persistent Agent Memory/);
  assert.doesNotMatch(system, /HIDDEN-MEMORY-TEXT/);
  assert.match(r.outcome.warnings.join('\n'), /MEMORY\.md: not shown to agent "rememberer": the deny rule "Read\(\.claude\/agent-memory\/\*\*\)" covers it/);
});
