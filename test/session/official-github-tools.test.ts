/**
 * Which of the runner's GitHub tools a session offers (src/github-tools/official-tools.ts through createSession):
 * the official GitHub MCP server's names only when a rule names them, and never over a `github` MCP server the
 * workflow configures itself.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Octokit } from '@octokit/rest';
import { after, describe, it } from 'node:test';
import { agentGitHub } from '../../src/github-tools/index.js';
import { createSession } from '../../src/session/create-session.js';
import { runSession } from '../../src/session/run-session.js';
import { parseSettings } from '../../src/settings.js';
import type { Task } from '../../src/trigger/types.js';
import { makeRepo } from '../../support/runner/run-action.js';
import { startScriptedModel, type ScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { EVERYTHING, NODE } from '../mcp/helpers.js';
import { text } from '../support/scripted-turns.js';
import { harnessEnv } from '../support/product-session.js';
import { toolNames } from './harness.js';

const cleanup: string[] = [];
const models: ScriptedModel[] = [];
after(async () => {
  for (const model of models) await model.close();
  for (const dir of cleanup) rmSync(dir, { recursive: true, force: true });
});

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const task: Task = {
  mode: 'issue',
  eventName: 'issues',
  request: 'x',
  requestSource: 'workflow_input',
  actor: 'o',
  actorCheck: 'required',
  repo: { owner: 'o', name: 'r' },
  issueNumber: 1,
  isPullRequest: false,
  untrusted: {},
};

/** The tool names the session's first model request offers. */
async function offered(inputs: Record<string, string>, files: Record<string, string> = {}): Promise<string[]> {
  const model = await startScriptedModel([text('Done.')]);
  models.push(model);
  const workspace = realpathSync(makeRepo({ 'hello.txt': 'hello\n', ...files }));
  const runDir = realpathSync(mkdtempSync(path.join(tmpdir(), 'official-tools-run-')));
  cleanup.push(workspace, runDir);
  const env = harnessEnv(model.url, workspace);
  const all: Record<string, string> = { model: 'claude-opus-5-5', permission_mode: 'dontAsk', max_turns: '3', sandbox: 'off', ...inputs };
  const parsed = parseSettings((name) => all[name] ?? '', env);
  if (!parsed.ok) throw new Error(parsed.errors.join('; '));
  const octokit = new Octokit({ baseUrl: 'http://127.0.0.1:9', auth: 'x', log: quiet });
  const github = agentGitHub({ octokit, task, runDir, fallbackLogin: undefined });
  const outcome = await runSession(await createSession(parsed.settings, { prompt: 'Go.', runDir, env, github }));
  assert.equal(outcome.subtype, 'success');
  // Sent whole or by name only behind ToolSearch (MCP tools are deferred, as Claude Code defers them): both are offered.
  return toolNames(model.requests[0]);
}

describe("the official GitHub MCP server's names, offered by the runner", () => {
  it('no rule names them: not offered (the tool list is as before)', async () => {
    const names = await offered({});
    assert.deepEqual(
      names.filter((n) => n.startsWith('mcp__github__')),
      [],
    );
    assert.ok(names.includes('mcp__github_triage__add_labels'), "the runner's other GitHub tools stay");
  });
  it('a rule names one (or the server): all of them are offered, as claude-code-action adds the whole server', async () => {
    const names = await offered({ allowed_tools: 'mcp__github__get_issue' });
    for (const n of ['get_issue', 'search_issues', 'list_issues', 'get_issue_comments', 'add_issue_comment', 'create_issue_comment', 'update_issue'])
      assert.ok(names.includes(`mcp__github__${n}`), n);
    assert.ok((await offered({ allowed_tools: 'mcp__github' })).includes('mcp__github__search_issues'));
  });
  it("the workflow configures its own `github` MCP server: its tools are offered, the runner's stand-ins step aside", async () => {
    const mcp = JSON.stringify({ mcpServers: { github: { command: NODE, args: [EVERYTHING, 'stdio'] } } });
    const names = await offered({ allowed_tools: 'mcp__github__get_issue' }, { '.mcp.json': mcp });
    assert.ok(names.includes('mcp__github__echo'), names.join(', '));
    assert.equal(names.includes('mcp__github__get_issue'), false);
  });
});
