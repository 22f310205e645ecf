import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadRepoConfig, type RepoConfig } from '../../src/config/load.js';

/**
 * Claude Code setups as public repositories commit them. Each fixture keeps the layout, file names, front matter
 * fields and settings shapes of the repository it names (read through the code index), with short bodies of our own
 * in place of the repositories' text. For every file of a setup the test checks that the runner honours it (a command,
 * a skill, memory, a scoped rule, a hook) or names it in a warning (file and field): nothing is lost silently.
 */
interface Setup {
  /** The public repository whose committed `.claude/` this fixture follows. */
  source: string;
  files: Record<string, string>;
}

const SETUPS: Setup[] = [
  {
    // Commands without front matter (the description is the first line), rules without paths:, an output style, a
    // committed settings.local.json next to a small settings.json, skills and agents.
    source: '3DHDSoft/devmultiplier-academy',
    files: {
      '.claude/commands/commit.md': '# Commit\n\nCreate a conventional commit for the staged changes.\n\n## Usage\n\n/commit fix login redirect\n',
      '.claude/commands/deploy.md': '# Deploy\n\nDeploy the app to the named environment: $ARGUMENTS\n',
      '.claude/rules/api-routes.md': '# API Routes Rules\n\nThese rules apply to route handlers in `src/app/api/`.\n',
      '.claude/rules/testing.md': '# Testing Rules\n\nWrite tests with Vitest.\n',
      '.claude/output-styles/technical-writer.md': '---\nname: Technical Writer\ndescription: Clear documentation\n---\nWrite like a technical writer.\n',
      '.claude/settings.json': JSON.stringify({ permissions: { allow: ['Bash(export DATABASE_URL:*)', 'Bash(pg_isready:*)', 'Bash(du:*)', 'Bash(test:*)'] } }),
      '.claude/settings.local.json': JSON.stringify({ permissions: { allow: ['Bash(rm:*)', 'Bash(npm run:*)'] } }),
      '.claude/skills/test-generator/SKILL.md': '---\nname: test-generator\ndescription: Generates tests for a module.\n---\nGenerate tests.\n',
      '.claude/agents/dba.md':
        '---\nname: dba\ndescription: Database administrator for Prisma schemas.\ntools: Read, Grep, Glob, Bash\nmodel: sonnet\n---\nYou are a DBA.\n',
      // An agent in a subfolder with a field the runner does not apply (loaded by Claude Code 2.1.328 as `reviewer`).
      '.claude/agents/team/reviewer.md': '---\nname: reviewer\ndescription: Reviews code\nskills: test-generator\ncolor: blue\n---\nReview.\n',
    },
  },
  {
    // A command whose context comes from `!` git lines, with allowed-tools and a model (a Rust repository's /commit-push-pr).
    source: "code index id 52531673932 (a Rust project's .claude/commands/commit-push-pr.md)",
    files: {
      '.claude/commands/commit-push-pr.md': [
        '---',
        'allowed-tools: Bash(git add:*), Bash(git status:*), Bash(git commit:*), Bash(git push:*), Bash(git log:*), Bash(gh pr:*)',
        'description: Commit changes atomically, push, and create PR',
        'model: claude-haiku-4-5',
        '---',
        '',
        'Current state:',
        '- Git status: !`git status`',
        '- Current branch: !`git branch --show-current`',
        '',
      ].join('\n'),
    },
  },
  {
    // Rules scoped with paths: (a list of globs; a rule that also carries a description), next to an unscoped one.
    source: 'code index ids 609676261, 69583445251, 57805304866 (.claude/rules with paths: lists)',
    files: {
      '.claude/rules/testing.md': '---\npaths:\n  - "**/*.test.ts"\n  - "**/*.test.tsx"\n---\n\n# Testing Rules\n\nUse Jest.\n',
      '.claude/rules/ansible.md': '---\ndescription: Ansible style\npaths:\n  - "**/*.yml"\n  - "**/*.yaml"\n---\n\n# Ansible Style\n',
      '.claude/rules/architecture.md': '# Clean Architecture Rules\n\nDomain depends on nothing.\n',
    },
  },
  {
    // Commands in a subfolder, one importing a skill file with @, one with front matter fields Claude Code does not
    // define (a preset catalogue's extra keys).
    source: 'code index ids 42129681292, 57992290908 (namespaced commands, @skills import, extra front matter)',
    files: {
      '.claude/commands/codex/implement.md':
        '---\ndescription: Implement with Codex\nargument-hint: "<requirement>"\nallowed-tools: mcp__codex__codex, Bash(git:*), Read\n---\n\n@skills/codex-implement/SKILL.md\n\n- Git status: !`git status --short | head -5`\n\n$ARGUMENTS\n',
      '.claude/commands/retail/returns.md':
        '---\ndescription: Design the returns funnel\nargument-hint: [description]\nallowed-tools: Read, Write\npreset: retail-ops\nlifecycle: any\n---\n\n# Returns\n',
      'skills/codex-implement/SKILL.md': '---\nname: codex-implement\ndescription: How to implement with Codex\n---\nSteps.\n',
      // Hints written as bracketed words, which YAML does not read as one string (code index id 47730828318).
      '.claude/commands/adr.md':
        '---\ndescription: Write architecture decision records\nargument-hint: [--input=path/to/folder] [--restart] [--non-interactive]\nallowed-tools: Read, Edit\n---\n\nWrite ADRs.\n',
    },
  },
  {
    // Hooks beyond command: a prompt hook on PreCompact and on SessionStart, a command hook with `if`, a Notification
    // hook (no occasion in CI).
    source: 'code index ids 8692932, 61378289607, 65889509052 (settings.json hooks of type prompt, with if)',
    files: {
      '.claude/settings.json': JSON.stringify({
        hooks: {
          PreCompact: [{ matcher: '*', hooks: [{ type: 'prompt', prompt: 'Extract facts per .claude/rules/arbiter-syntax.md' }] }],
          SessionStart: [{ hooks: [{ type: 'prompt', prompt: 'Verify environment is ready' }] }],
          PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: "echo 'Running bash command'", if: 'Bash(git *)', timeout: 60 }] }],
          Notification: [{ hooks: [{ type: 'command', command: 'notify-send done' }] }],
        },
      }),
    },
  },
  {
    // Issue 36's second corpus: the three setups the runner refused where Claude Code 2.1.328 runs them, and the front
    // matter it skipped (shapes as committed; bodies our own). Each loads now, each oddity a warning.
    source:
      "issue 36's second corpus (preEditHook/sessionEndHook, a bare-string hook, WebFetch(domain:github.com/owner/repo), allowed-tools: *, memory: <path>)",
    files: {
      '.claude/settings.json': JSON.stringify({
        permissions: { deny: ['WebFetch(domain:github.com/owner/repo)'] },
        hooks: {
          preEditHook: [{ hooks: [{ type: 'command', command: './scripts/pre-edit.sh' }] }],
          sessionEndHook: [{ hooks: [{ type: 'command', command: './scripts/end.sh' }] }],
          PostToolUse: [{ matcher: 'Edit|Write', hooks: ['npx prettier --write'] }],
        },
      }),
      '.claude/commands/ship.md': '---\nallowed-tools: *\ndescription: Ship it\n---\nShip.\n',
      '.claude/commands/plan.md': '---\ndescription: Plan: the next step\nargument-hint: [feature] [--dry]\n---\nPlan $ARGUMENTS.\n',
      '.claude/agents/scribe.md': '---\nname: scribe\ndescription: Keeps notes\nmemory: .claude/memory/scribe.md\n---\nTake notes.\n',
    },
  },
];

async function load(setup: Setup): Promise<{ dir: string; config: RepoConfig }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'claude-setup-'));
  for (const [file, text] of Object.entries(setup.files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  const loaded = await loadRepoConfig(dir, undefined, { plugins: '', marketplaces: '', runDir: path.join(dir, '.run') });
  assert.ok(loaded.ok, `${setup.source}: ${loaded.ok ? '' : loaded.errors.join('\n')}`);
  return { dir, config: loaded.config };
}

const warned = (config: RepoConfig, file: string, field?: string): boolean =>
  config.warnings.some((w) => w.startsWith(`${file}:`) && (field === undefined || w.includes(field)));

test('every command, rule, skill, agent and hook of real setups is honoured or named in a warning', async (t) => {
  for (const setup of SETUPS) {
    const { dir, config } = await load(setup);
    t.after(() => rm(dir, { recursive: true, force: true }));
    const memoryLabels = new Set(config.memory.files.map((f) => f.label));
    const scoped = new Set(config.memory.scopedRules.map((r) => r.label));
    for (const file of Object.keys(setup.files)) {
      const where = `${setup.source}: ${file}`;
      const command = /^\.claude\/commands\/(.+)\.md$/.exec(file)?.[1];
      if (command !== undefined) {
        const name = command.split('/').join(':');
        assert.ok(config.skills.some((s) => s.name === name && s.kind === 'command') || warned(config, file), where);
      } else if (file.startsWith('.claude/rules/')) {
        assert.ok(memoryLabels.has(file) || scoped.has(file) || warned(config, file), where);
      } else if (/^\.claude\/skills\/([^/]+)\/SKILL\.md$/.test(file)) {
        assert.ok(config.skills.some((s) => s.file.endsWith(file) && s.kind === undefined) || warned(config, file), where);
      } else if (file.startsWith('.claude/agents/')) {
        assert.ok(config.agents.some((a) => a.source === file) || warned(config, file), where);
      } else if (file === '.claude/settings.local.json') {
        assert.ok(warned(config, file, 'not applied in CI: permissions.allow'), where);
      }
    }
  }
});

test('what each setup gives the model, field by field', async (t) => {
  const loaded = await Promise.all(SETUPS.map(load));
  t.after(() => Promise.all(loaded.map(({ dir }) => rm(dir, { recursive: true, force: true }))));
  const [academy, gitCommand, rules, namespaced, hooks] = loaded.map((l) => l.config);
  assert.ok(academy && gitCommand && rules && namespaced && hooks);

  // Commands: the first line is the description when there is no front matter.
  assert.equal(academy.skills.find((s) => s.name === 'commit')?.description, 'Commit');
  assert.deepEqual(
    academy.memory.files.map((f) => f.label),
    ['.claude/rules/api-routes.md', '.claude/rules/testing.md'],
  );

  const commitPush = gitCommand.skills.find((s) => s.name === 'commit-push-pr');
  assert.equal(commitPush?.model, 'claude-haiku-4-5');
  assert.ok(warned(gitCommand, '.claude/commands/commit-push-pr.md', 'front matter field "model"'));
  assert.ok(academy.agents.some((a) => a.name === 'reviewer'));
  assert.deepEqual(academy.agents.find((a) => a.name === 'reviewer')?.skills, ['test-generator'], 'skills: preloaded');
  assert.ok(!warned(academy, '.claude/agents/team/reviewer.md', 'front matter field "skills"'));
  assert.deepEqual(commitPush?.allowedTools, [
    'Bash(git add:*)',
    'Bash(git status:*)',
    'Bash(git commit:*)',
    'Bash(git push:*)',
    'Bash(git log:*)',
    'Bash(gh pr:*)',
  ]);

  assert.deepEqual(
    rules.memory.files.map((f) => f.label),
    ['.claude/rules/architecture.md'],
  );
  const testing = rules.memory.scopedRules.find((r) => r.label === '.claude/rules/testing.md');
  assert.ok(testing?.matches('src/app/page.test.tsx') && !testing.matches('src/app/page.tsx'));

  assert.deepEqual(
    namespaced.skills.map((s) => s.name),
    ['adr', 'codex:implement', 'retail:returns'],
  );
  assert.equal(namespaced.skills.find((s) => s.name === 'codex:implement')?.argumentHint, '<requirement>');
  assert.equal(namespaced.skills.find((s) => s.name === 'adr')?.argumentHint, '[--input=path/to/folder] [--restart] [--non-interactive]');
  assert.equal(namespaced.skills.find((s) => s.name === 'retail:returns')?.argumentHint, '[description]');
  assert.ok(warned(namespaced, '.claude/commands/retail/returns.md', 'front matter field "preset"'));
  assert.ok(warned(namespaced, '.claude/commands/retail/returns.md', 'front matter field "lifecycle"'));

  assert.equal(hooks.settings.hooks.PreCompact?.[0]?.hooks[0]?.type, 'prompt');
  assert.equal(hooks.settings.hooks.PreToolUse?.[0]?.hooks[0]?.if, 'Bash(git *)');
  assert.ok(
    hooks.warnings.some((w) => w.includes('hooks.Notification: the Notification event has no occasion in a CI run')),
    hooks.warnings.join('\n'),
  );

  const tolerant = loaded.at(-1)?.config;
  assert.ok(tolerant);
  assert.deepEqual(
    tolerant.skills.map((s) => [s.name, s.description]),
    [
      ['plan', 'Plan: the next step'],
      ['ship', 'Ship it'],
    ],
  );
  assert.equal(tolerant.skills.find((s) => s.name === 'plan')?.argumentHint, '[feature] [--dry]');
  assert.ok(tolerant.agents.some((a) => a.name === 'scribe' && a.memory === undefined));
  assert.equal(tolerant.settings.hooks.PostToolUse?.[0]?.hooks.length, 0, 'the bare string is skipped, as Claude Code skips it');
  for (const field of ['hooks.preEditHook', 'hooks.sessionEndHook', 'hooks.PostToolUse[0].hooks[0]'])
    assert.ok(warned(tolerant, '.claude/settings.json', field), field);
  assert.ok(warned(tolerant, '.claude/agents/scribe.md', 'front matter field "memory"'));
});
