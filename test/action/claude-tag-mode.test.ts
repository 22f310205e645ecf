import assert from 'node:assert/strict';
import { Octokit } from '@octokit/rest';
import { describe, it } from 'node:test';
import { claudeTagMode } from '../../src/action/claude-tag-mode.js';
import { mergePolicy } from '../../src/config/load.js';
import { agentGitHub } from '../../src/github-tools/index.js';
import { decide } from '../../src/permissions/decide.js';
import { parseSettings, type Settings } from '../../src/settings.js';
import type { Task } from '../../src/trigger/types.js';
import { commentTask } from '../support/task.js';

/**
 * When claude-code-action's tag-mode defaults apply (src/action/claude-tag-mode.ts; docs/permissions.md), and what
 * they are: acceptEdits under the repository's defaultMode, the comment and CI tools, a push to a claude/… branch
 * or the pull request's own; `additional_permissions: actions: read` allowing exactly the CI tools.
 */

function settings(inputs: Record<string, string>): Settings {
  const parsed = parseSettings((name) => inputs[name] ?? '', { GITHUB_WORKSPACE: process.cwd(), ANTHROPIC_API_KEY: 'k' });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.settings;
}

const issueComment = (word: string, o: Partial<Task> = {}): Task => commentTask({ startedBy: { kind: 'phrase', word }, ...o });
const pr = { number: 7, headRef: 'feature', baseRef: 'main', headSha: 'h', baseSha: 'b', headRepoFullName: 'o/r', isFork: false };

describe("claude-code-action's tag mode", () => {
  it('applies to a mention that names claude, or on a step with claude-code-action inputs; never with a prompt, for a non-write user or outside mention runs', () => {
    assert.ok(claudeTagMode(settings({}), issueComment('@claude'), false));
    assert.ok(claudeTagMode(settings({}), issueComment('/Claude'), false), 'a trigger_phrase naming claude');
    assert.ok(claudeTagMode(settings({}), issueComment('claude', { mode: 'issue', eventName: 'issues', startedBy: { kind: 'label', word: 'claude' } }), false));
    assert.equal(claudeTagMode(settings({}), issueComment('@agent'), false), undefined, "this runner's own workflow");
    assert.ok(claudeTagMode(settings({ claude_args: '--max-turns 5' }), issueComment('@agent'), false), 'a claude-code-action input set');
    assert.equal(
      claudeTagMode(settings({ allowed_tools: 'Edit(src/**)' }), issueComment('@claude'), false),
      undefined,
      "allowed_tools alone: this runner's own workflow",
    );
    assert.ok(
      claudeTagMode(settings({ allowed_tools: 'Edit', branch_prefix: 'claude/' }), issueComment('@claude'), false),
      'with a claude-code-action input beside it',
    );
    assert.equal(claudeTagMode(settings({ prompt: 'Triage it.' }), issueComment('@claude'), false), undefined, "claude-code-action's agent mode");
    assert.equal(claudeTagMode(settings({}), issueComment('@claude'), true), undefined, 'let in by allowed_non_write_users');
    assert.equal(
      claudeTagMode(settings({ claude_args: '--max-turns 5' }), issueComment('@claude', { mode: 'pull_request', startedBy: undefined }), false),
      undefined,
    );
  });

  it('defaults: acceptEdits below the settings defaultMode, the comment and CI tools allowed, a claude/ branch (a PR: its branch; a fork: nothing)', () => {
    const tag = claudeTagMode(settings({}), issueComment('@claude'), false);
    assert.equal(tag?.push, 'branch');
    assert.equal(tag?.settings.github.dropInGit.branchPrefix, 'claude/');
    assert.equal(tag?.settings.fallbackPermissionMode, 'acceptEdits');
    assert.deepEqual(
      tag?.settings.allowedTools.map((r) => r.raw),
      [
        'Glob',
        'Grep',
        'mcp__github_comment__update_claude_comment',
        'mcp__github_ci__get_ci_status',
        'mcp__github_ci__get_workflow_run_details',
        'mcp__github_ci__download_job_log',
      ],
    );
    const root = process.cwd();
    const inputs = {
      mode: tag?.settings.permissionMode,
      fallbackMode: tag?.settings.fallbackPermissionMode,
      allow: [],
      deny: [],
      readOnlyBash: true,
      workspaceRoot: root,
    };
    const merged = mergePolicy(inputs, { allow: [], deny: [], ask: [] });
    assert.ok(merged.ok);
    assert.equal(merged.policy.mode, 'acceptEdits');
    assert.equal(decide(merged.policy, 'Edit', { file_path: `${root}/src/x.ts`, old_string: 'a', new_string: 'b' }).behavior, 'allow');
    assert.equal(decide(merged.policy, 'Write', { file_path: `${root}/.github/workflows/x.yml`, content: '' }).behavior, 'deny', 'protected');
    assert.equal(decide(merged.policy, 'Write', { file_path: '/tmp/elsewhere.txt', content: '' }).behavior, 'deny', 'outside');
    const repoMode = mergePolicy(inputs, { allow: [], deny: [], ask: [], defaultMode: 'dontAsk' });
    assert.equal(repoMode.ok && repoMode.policy.mode, 'dontAsk', ".claude/settings.json's defaultMode wins over the default");

    assert.equal(claudeTagMode(settings({}), issueComment('@claude', { isPullRequest: true, pr }), false)?.push, 'pr_branch');
    const closed = claudeTagMode(settings({}), issueComment('@claude', { isPullRequest: true, pr: { ...pr, closed: true, isFork: true } }), false);
    assert.equal(closed?.push, 'branch', 'a closed or merged pull request gets a new branch, as in claude-code-action');
    assert.deepEqual(closed?.warnings, [], 'its fork does not matter then');
    const fork = claudeTagMode(settings({}), issueComment('@claude', { isPullRequest: true, pr: { ...pr, isFork: true } }), false);
    assert.equal(fork?.push, 'none');
    assert.match(fork?.warnings.join('\n') ?? '', /comes from a fork/);
    assert.equal(claudeTagMode(settings({ push: 'none' }), issueComment('@claude'), false)?.push, 'none', 'the push input wins');
    assert.equal(claudeTagMode(settings({ branch_prefix: 'bot-' }), issueComment('@claude'), false)?.settings.github.dropInGit.branchPrefix, 'bot-');
  });

  it("claude-code-action's --allowedTools and --settings add to tag mode's defaults (as there); a mode or this runner's allowed_tools replaces them", () => {
    const args = claudeTagMode(settings({ claude_args: '--allowedTools "Bash(npm test:*)"' }), issueComment('@claude'), false);
    assert.equal(args?.settings.fallbackPermissionMode, 'acceptEdits');
    assert.equal(args?.push, 'branch');
    assert.deepEqual(args?.warnings, []);
    const inline = claudeTagMode(settings({ settings: '{"permissions":{"allow":["Bash(make:*)"]}}' }), issueComment('@claude'), false);
    assert.equal(inline?.settings.fallbackPermissionMode, 'acceptEdits');
    const own = claudeTagMode(settings({ claude_args: '--model x', allowed_tools: 'Read' }), issueComment('@claude'), false);
    assert.equal(own?.settings.fallbackPermissionMode, undefined);
    assert.match(
      own?.warnings.join('\n') ?? '',
      /edits are not allowed by default here because the workflow gives its own permissions \(input allowed_tools\)/,
    );
    assert.deepEqual(claudeTagMode(settings({ permission_mode: 'plan' }), issueComment('@claude'), false)?.warnings, [], 'a mode given: nothing to say');
  });
});

describe('additional_permissions', () => {
  const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
  const octokit = new Octokit({ baseUrl: 'http://127.0.0.1:9', auth: 'x', log: quiet });
  const comment = { writeAgentComment: async () => ({ ok: true as const, url: 'u' }), comment: {}, addNotes: () => {}, addDelivery: () => {} };
  const prTask: Task = { ...issueComment('@claude'), mode: 'pull_request', startedBy: undefined, isPullRequest: true, pr };
  const offered = agentGitHub({ octokit, task: prTask, runDir: '/tmp', fallbackLogin: undefined, comment }).tools.map((t) => t.name);

  it('actions: read allows exactly the CI tools the runner offers on a pull request, under dontAsk', () => {
    const s = settings({ additional_permissions: 'actions: read' });
    const policy = { mode: 'dontAsk' as const, allow: s.allowedTools, deny: [], readOnlyBash: true, workspaceRoot: process.cwd() };
    assert.deepEqual(offered.filter((name) => decide(policy, name, {}).behavior === 'allow').sort(), [
      'mcp__github_ci__download_job_log',
      'mcp__github_ci__get_ci_status',
      'mcp__github_ci__get_workflow_run_details',
    ]);
  });
});
