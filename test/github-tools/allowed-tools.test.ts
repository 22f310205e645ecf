import assert from 'node:assert/strict';
import { Octokit } from '@octokit/rest';
import { describe, it } from 'node:test';
import { agentGitHub } from '../../src/github-tools/index.js';
import { decide } from '../../src/permissions/decide.js';
import { parseSettings } from '../../src/settings.js';
import type { Task } from '../../src/trigger/types.js';

/**
 * claude-code-action's `--allowedTools` names for its GitHub MCP servers, given in `claude_args` as a
 * workflow written for it gives them, are allow rules on this runner's own GitHub tools: server-level
 * (`mcp__github_ci`), server wildcard (`mcp__github_ci__*`) and tool-level rules each allow what they
 * name and nothing else.
 */

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const octokit = new Octokit({ baseUrl: 'http://127.0.0.1:9', auth: 'x', log: quiet });
const prTask: Task = {
  mode: 'pull_request',
  eventName: 'pull_request',
  request: 'Review.',
  requestSource: 'workflow_input',
  actor: 'a',
  actorCheck: 'required',
  repo: { owner: 'o', name: 'r' },
  issueNumber: 4,
  isPullRequest: true,
  untrusted: {},
};
const comment = { writeAgentComment: async () => ({ ok: true as const, url: 'u' }), comment: {}, addNotes: () => {}, addDelivery: () => {} };
/** The tool names the runner offers on a pull request, from its own wiring. */
const OFFERED = agentGitHub({ octokit, task: prTask, runDir: '/tmp', fallbackLogin: undefined, comment })
  .tools.map((t) => t.name)
  .sort();

/** The tools of OFFERED that `claude_args` allows under dontAsk (the mode with no prompt to fall back on). */
function allowedBy(claudeArgs: string): string[] {
  const parsed = parseSettings((name) => (name === 'claude_args' ? claudeArgs : ''), { GITHUB_WORKSPACE: process.cwd() });
  if (!parsed.ok) assert.fail(parsed.errors.join('\n'));
  const s = parsed.settings;
  const policy = { mode: 'dontAsk' as const, allow: s.allowedTools, deny: s.disallowedTools, readOnlyBash: true, workspaceRoot: process.cwd() };
  return OFFERED.filter((name) => decide(policy, name, {}).behavior === 'allow');
}

describe("claude-code-action's --allowedTools names on the runner's GitHub tools", () => {
  it('the runner offers the tools under the names claude-code-action gives them', () => {
    for (const name of [
      'mcp__github_inline_comment__create_inline_comment',
      'mcp__github_comment__update_claude_comment',
      'mcp__github_ci__get_ci_status',
      'mcp__github_ci__get_workflow_run_details',
      'mcp__github_ci__download_job_log',
    ]) {
      assert.ok(OFFERED.includes(name), name);
    }
  });

  it('tool-level rules allow exactly the named tool', () => {
    assert.deepEqual(allowedBy('--allowedTools "mcp__github_inline_comment__create_inline_comment,Bash(gh pr comment:*),Bash(gh pr diff:*)"'), [
      'mcp__github_inline_comment__create_inline_comment',
    ]);
    assert.deepEqual(allowedBy('--allowedTools mcp__github_comment__update_claude_comment'), ['mcp__github_comment__update_claude_comment']);
    assert.deepEqual(allowedBy('--allowedTools "mcp__github_ci__get_ci_status"'), ['mcp__github_ci__get_ci_status']);
  });

  it('server-level mcp__github_ci and the wildcard mcp__github_ci__* allow every CI tool and nothing else', () => {
    const ci = ['mcp__github_ci__download_job_log', 'mcp__github_ci__get_ci_status', 'mcp__github_ci__get_workflow_run_details'];
    assert.deepEqual(allowedBy('--allowedTools mcp__github_ci'), ci);
    assert.deepEqual(allowedBy('--allowedTools "mcp__github_ci__*"'), ci);
    assert.deepEqual(
      allowedBy('--allowed-tools "mcp__github_ci__*" --disallowedTools mcp__github_ci__download_job_log'),
      ci.slice(1),
      'a deny rule still wins',
    );
  });

  it('without a rule, none is allowed under dontAsk', () => {
    assert.deepEqual(allowedBy(''), []);
  });
});
