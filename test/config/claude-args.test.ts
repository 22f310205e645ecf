import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseClaudeArgs } from '../../src/config/claude-args.js';
import { parseSettings, type Settings } from '../../src/settings.js';

/** claude-code-action's claude_args, read as it reads them, and folded into the settings. */

function settings(inputs: Record<string, string>): Settings {
  const parsed = parseSettings((name) => inputs[name] ?? '', { GITHUB_WORKSPACE: process.cwd() });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.settings;
}

describe('claude_args', () => {
  it("claude-code-action's examples: quoted lists, rules with parentheses kept whole, a JSON schema in single quotes, comment lines", () => {
    const args = parseClaudeArgs(
      [
        '# tools for the review',
        `--allowedTools "mcp__github_inline_comment__create_inline_comment,Bash(gh pr comment:*), Bash(gh pr diff:*)"`,
        '--model claude-opus-4-1-20250805 --max-turns 10',
        `--json-schema '{"type":"object","properties":{"is_flaky":{"type":"boolean"}},"required":["is_flaky"]}'`,
        '--system-prompt "Follow our coding standards. Use TypeScript."',
      ].join('\n'),
    );
    assert.deepEqual(args.allowedTools, ['mcp__github_inline_comment__create_inline_comment', 'Bash(gh pr comment:*)', 'Bash(gh pr diff:*)']);
    assert.equal(args.model, 'claude-opus-4-1-20250805');
    assert.equal(args.maxTurns, '10');
    assert.deepEqual(JSON.parse(args.jsonSchema ?? ''), { type: 'object', properties: { is_flaky: { type: 'boolean' } }, required: ['is_flaky'] });
    assert.equal(args.systemPrompt, 'Follow our coding standards. Use TypeScript.');
    assert.deepEqual(args.unknown, []);
  });

  it('unquoted rules keep their parentheses and globs; list flags take every value and repeat; --flag=value; unknown flags are named', () => {
    const args = parseClaudeArgs(
      '--allowed-tools Bash(gh:*) Read(src/**) --disallowedTools WebFetch --allowedTools Edit --mcp-config a.json --verbose --fallback-model=x --effort=high',
    );
    assert.deepEqual(args.allowedTools, ['Bash(gh:*)', 'Read(src/**)', 'Edit']);
    assert.deepEqual(args.disallowedTools, ['WebFetch']);
    assert.deepEqual(args.mcpConfigs, ['a.json']);
    assert.equal(args.effort, 'high');
    assert.deepEqual(args.unknown, ['--verbose', '--fallback-model']);
  });

  it('--tools as the CLI reads it: a comma or space list, "" for none, default for all; repeated lists add up; the settings carry it', () => {
    assert.deepEqual(parseClaudeArgs('--tools "Bash,Edit,Read"').tools, ['Bash', 'Edit', 'Read']);
    assert.deepEqual(parseClaudeArgs('--tools "Read Glob" --tools Grep --max-turns 3').tools, ['Read', 'Glob', 'Grep']);
    assert.deepEqual(parseClaudeArgs('--tools ""').tools, []);
    assert.deepEqual(parseClaudeArgs('--tools=Read').tools, ['Read']);
    assert.equal(parseClaudeArgs('--tools default').tools, undefined);
    assert.equal(parseClaudeArgs('--max-turns 3').tools, undefined);
    assert.deepEqual(parseClaudeArgs('--tools Read').unknown, [], 'not a warning any more');
    // No value (at the end, or before another flag): the CLI refuses to start; here a warning, and every tool stays.
    for (const args of ['--tools', '--tools --max-turns 3']) {
      assert.equal(parseClaudeArgs(args).tools, undefined, args);
      assert.deepEqual(parseClaudeArgs(args).unknown, ['--tools (no value)'], args);
    }
    assert.deepEqual(settings({ claude_args: '--tools "Bash,Read"' }).builtinTools, ['Bash', 'Read']);
    assert.equal(settings({ claude_args: '--tools default' }).builtinTools, undefined);
  });

  it('folded into the settings: a flag wins over the input, rules add up, an unknown flag is a warning naming it', () => {
    const s = settings({
      claude_args:
        '--max-turns 7 --model claude-opus-4-1 --allowedTools "Bash(npm test:*)" --permission-mode acceptEdits --max-budget-usd 2.5 --append-system-prompt "Be brief." --add-dir /tmp',
      max_turns: '30',
      allowed_tools: 'Read',
      append_system_prompt: 'First.',
    });
    assert.equal(s.maxTurns, 7);
    assert.equal(s.model, 'claude-opus-4-1');
    assert.equal(s.permissionMode, 'acceptEdits');
    assert.equal(s.maxBudgetUsd, 2.5);
    assert.deepEqual(
      s.allowedTools.map((r) => r.raw),
      ['Read', 'Bash(npm test:*)'],
    );
    assert.equal(s.appendSystemPrompt, 'First.\n\nBe brief.');
    assert.match(s.warnings.join('\n'), /input claude_args: --add-dir not taken by this runner/);
    assert.doesNotMatch(s.warnings.join('\n'), /max_turns/, 'the input at its default is not "both given"');
    assert.match(
      settings({ claude_args: '--max-turns 7', max_turns: '12' }).warnings.join('\n'),
      /input max_turns \(12\) and claude_args --max-turns \(7\) both given: claude_args wins/,
    );
  });

  it('a bad value from claude_args is the same error the input would give; several inline --mcp-config merge', () => {
    const bad = parseSettings((name) => (name === 'claude_args' ? '--max-turns lots' : ''), {});
    assert.equal(bad.ok, false);
    assert.match(bad.ok ? '' : bad.errors.join('\n'), /input max_turns: "lots"/);
    const s = settings({ claude_args: `--mcp-config '{"mcpServers":{"a":{"command":"x"}}}' --mcp-config '{"mcpServers":{"b":{"command":"y"}}}'` });
    assert.deepEqual(Object.keys((JSON.parse(s.mcpConfig ?? '{}') as { mcpServers: object }).mcpServers), ['a', 'b']);
  });

  it("claude-code-action's other inputs: each one this runner cannot honour is a warning naming it", () => {
    const s = settings({
      track_progress: 'true',
      plugins: 'code-review@claude-code-plugins',
      use_commit_signing: 'true',
      assignee_trigger: 'claude-bot',
      use_sticky_comment: 'true',
      display_report: 'true',
      show_full_output: 'false',
    });
    const text = s.warnings.join('\n');
    assert.doesNotMatch(text, /use_commit_signing/, 'true is what this runner does: commits through the API, signed by GitHub');
    assert.doesNotMatch(text, /input plugins/, 'plugins is honoured (docs/claude-code-compatibility.md#plugins)');
    assert.deepEqual(s.plugins, { plugins: 'code-review@claude-code-plugins', marketplaces: '' });
    assert.equal(s.github.assigneeTrigger, 'claude-bot', 'assignee_trigger is honoured');
    assert.equal(s.github.stickyThread, true, 'use_sticky_comment is honoured: one status comment per thread');
    for (const input of ['track_progress', 'assignee_trigger', 'use_sticky_comment', 'display_report', 'show_full_output'])
      assert.doesNotMatch(text, new RegExp(`input ${input}`), `${input} at the value this runner has anyway`);
  });

  it('branch and identity inputs reach the push; a base_branch git refuses is an error', () => {
    const s = settings({
      branch_prefix: 'claude/',
      branch_name_template: '{{prefix}}{{entityNumber}}',
      base_branch: 'develop',
      bot_id: '7',
      bot_name: 'b[bot]',
    });
    assert.deepEqual(s.github.dropInGit, {
      branchPrefix: 'claude/',
      branchNameTemplate: '{{prefix}}{{entityNumber}}',
      baseBranch: 'develop',
      bot: { id: '7', name: 'b[bot]' },
    });
    assert.deepEqual(
      settings({ bot_name: 'b[bot]' }).github.dropInGit.bot,
      { id: '41898282', name: 'b[bot]' },
      "claude-code-action's default id for the one not given",
    );
    assert.equal(settings({ bot_id: 'abc' }).github.dropInGit.bot, undefined);
    assert.match(settings({ bot_id: 'abc' }).warnings.join('\n'), /input bot_id: "abc" is not a numeric GitHub user id/);
    assert.match(settings({ use_commit_signing: 'maybe' }).warnings.join('\n'), /input use_commit_signing: "maybe" is not true or false/);
    const bad = parseSettings((name) => ({ base_branch: 'feat..x' })[name] ?? '', { GITHUB_WORKSPACE: process.cwd() });
    assert.equal(bad.ok, false);
    assert.match(bad.ok ? '' : bad.errors.join('\n'), /input base_branch: branch name "feat\.\.x" contains \.\./);
  });

  it('additional_permissions: actions: read allows the CI tools, as claude-code-action gives them; any other permission is a warning naming it', () => {
    const s = settings({ additional_permissions: 'actions: read\nchecks: read\nnonsense' });
    assert.deepEqual(
      s.allowedTools.map((r) => [r.raw, r.source]),
      [['mcp__github_ci', 'input additional_permissions']],
    );
    const text = s.warnings.join('\n');
    assert.match(
      text,
      /input additional_permissions: checks: read not applied: they widen the Claude GitHub App's token, and this run posts with another, which has what the job's permissions: block/,
    );
    assert.match(text, /input additional_permissions: "nonsense" is not "name: read\|write\|none"/);
    assert.doesNotMatch(text, /"actions: read" is/);
    assert.deepEqual(
      settings({ additional_permissions: 'actions: write' }).allowedTools.map((r) => r.raw),
      ['mcp__github_ci'],
    );
    assert.deepEqual(settings({}).allowedTools, []);
  });

  it("names the permission configuration the workflow gave itself, and the claude-code-action inputs it sets (tag mode's defaults depend on them)", () => {
    assert.deepEqual(settings({}).claudeCodeAction, { inputs: [] });
    assert.deepEqual(settings({ claude_args: '--max-turns 5' }).claudeCodeAction, { inputs: ['claude_args'] });
    assert.equal(settings({ claude_args: '--allowedTools Edit' }).claudeCodeAction.permissionConfig, 'claude_args --allowedTools');
    assert.equal(settings({ allowed_tools: 'Edit' }).claudeCodeAction.permissionConfig, 'input allowed_tools');
    assert.equal(settings({ permission_mode: 'dontAsk' }).claudeCodeAction.permissionConfig, 'input permission_mode');
    assert.equal(settings({ settings: '{"permissions":{"allow":["Edit"]}}' }).claudeCodeAction.permissionConfig, 'input settings (permissions)');
    assert.equal(settings({ settings: '{"env":{"A":"1"}}' }).claudeCodeAction.permissionConfig, undefined);
    assert.equal(settings({ disallowed_tools: 'Bash' }).claudeCodeAction.permissionConfig, undefined, 'a deny list only takes away');
    assert.equal(settings({ additional_permissions: 'actions: read' }).claudeCodeAction.permissionConfig, undefined, 'not the workflow allowing tools itself');
  });

  it('track_progress: true is what this runner does anyway (no warning); false says the comment stays', () => {
    assert.doesNotMatch(settings({ track_progress: 'true' }).warnings.join('\n'), /track_progress/);
    assert.match(
      settings({ track_progress: 'false' }).warnings.join('\n'),
      /input track_progress \(claude-code-action\) is not honoured by this runner: the run still keeps its one comment .* progress checklist/,
    );
    assert.match(settings({ track_progress: 'yes' }).warnings.join('\n'), /input track_progress: "yes" is not true or false; ignored/);
  });
});
