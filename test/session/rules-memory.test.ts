import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { lastUserBlocks, resultText, run, systemText, toolResultOf, writeFiles, tempRepoFor, modelFor } from './harness.js';

/**
 * Memory and `.claude/rules` as Claude Code 2.1.328 gives them, observed on these files (headless, scripted model):
 * CLAUDE.md, its imports (as written: `@docs/x.md,` imports nothing), rules without `paths:`, CLAUDE.local.md, in this
 * order; block-level HTML comments dropped, inline ones kept; AGENTS.md not read beside a CLAUDE.md (read in its place
 * when there is none, below); a `paths:` rule sent with the first
 * Read of a file it matches.
 */
const FILES = {
  'CLAUDE.md': 'Root CLAUDE <!-- inline comment --> text. Import @docs/x.md, and @docs/y.md\n<!-- BLOCK-COMMENT\nstill comment -->\nafter the comment\n',
  'docs/x.md': 'X-DOC\n',
  'docs/x.md,': 'XCOMMA-DOC\n',
  'docs/y.md': 'Y-DOC\n',
  '.claude/rules/general.md': 'Always RULE-GENERAL.\n',
  '.claude/rules/api/api.md': '---\npaths:\n  - "src/api/**/*.ts"\n---\nRULE-API applies.\n',
  'CLAUDE.local.md': 'LOCAL-MEMORY\n',
  'AGENTS.md': 'AGENTS-MEMORY\n',
  'src/api/b.ts': 'export const b = 1;\n',
  'src/c.ts': 'export const c = 1;\n',
};

test('a root AGENTS.md is the project instructions when there is no CLAUDE.md or .claude/CLAUDE.md, as Claude Code 2.1.328 reads it (observed headless); not beside .claude/CLAUDE.md', async (t) => {
  const repo = await tempRepoFor(t, {
    'AGENTS.md': 'AGENTS-ONLY: use tabs. Also @docs/y.md\n',
    'docs/y.md': 'Y-DOC\n',
    '.claude/rules/general.md': 'RULE-GENERAL\n',
  });
  const model = await modelFor(t, [{ content: [{ type: 'text', text: 'done' }] }]);
  const r = await run({ url: model.url, repo });
  const system = systemText(model.requests[0]);
  const at = ['Contents of AGENTS.md (project instructions, checked into the codebase)', 'AGENTS-ONLY: use tabs.', 'Y-DOC', 'RULE-GENERAL'].map((s) =>
    system.indexOf(s),
  );
  assert.ok(
    at.every((i, k) => i >= 0 && (k === 0 || i > (at[k - 1] ?? 0))),
    `${JSON.stringify(at)}\n${system}`,
  );
  assert.ok(!r.outcome.warnings.some((w) => w.includes('AGENTS.md')), r.outcome.warnings.join('\n'));

  await writeFiles(repo.dir, { '.claude/CLAUDE.md': 'DOT-CLAUDE\n' });
  const again = await startScriptedModel([{ content: [{ type: 'text', text: 'done' }] }]);
  t.after(() => again.close());
  const r2 = await run({ url: again.url, repo });
  const second = systemText(again.requests[0]);
  assert.ok(second.includes('DOT-CLAUDE') && !second.includes('AGENTS-ONLY'), second);
  assert.ok(
    r2.outcome.warnings.some((w) => w.startsWith('AGENTS.md: not read beside CLAUDE.md')),
    r2.outcome.warnings.join('\n'),
  );
});

test('memory files, rules with and without paths:, comments and imports as Claude Code gives them', async (t) => {
  const repo = await tempRepoFor(t, FILES);
  const read = (id: string, file: string) => ({ content: [{ type: 'tool_use' as const, id, name: 'Read', input: { file_path: path.join(repo.dir, file) } }] });
  const model = await modelFor(t, [
    read('toolu_c', 'src/c.ts'),
    read('toolu_b', 'src/api/b.ts'),
    read('toolu_b2', 'src/api/b.ts'),
    { content: [{ type: 'text', text: 'done' }] },
  ]);
  const r = await run({ url: model.url, repo });
  assert.equal(r.result.subtype, 'success');

  const system = systemText(model.requests[0]);
  const order = [
    'Contents of CLAUDE.md',
    'Y-DOC',
    'Contents of .claude/rules/general.md (project instructions, checked into the codebase)',
    "Contents of CLAUDE.local.md (user's private project instructions, not checked in)",
  ];
  const at = order.map((s) => system.indexOf(s));
  assert.ok(
    at.every((i, k) => i >= 0 && (k === 0 || i > (at[k - 1] ?? 0))),
    `${JSON.stringify(at)}\n${system}`,
  );
  assert.ok(system.includes('Root CLAUDE <!-- inline comment --> text.'), 'an inline comment stays');
  assert.ok(!system.includes('BLOCK-COMMENT') && system.includes('after the comment'), 'a block comment goes');
  assert.ok(!system.includes('X-DOC') && !system.includes('XCOMMA-DOC'), '@docs/x.md, is taken as written');
  assert.ok(!system.includes('AGENTS-MEMORY') && !system.includes('RULE-API'));
  assert.ok(
    r.outcome.warnings.some((w) => w.startsWith('AGENTS.md: not read')),
    r.outcome.warnings.join('\n'),
  );

  const text = (i: number): string => JSON.stringify(lastUserBlocks(model.requests[i]));
  assert.ok(!text(1).includes('RULE-API'), 'a file the globs do not match brings no rule');
  assert.match(resultText(toolResultOf(model.requests[2])), /export const b/);
  assert.ok(text(2).includes(`Contents of ${path.join(repo.dir, '.claude', 'rules', 'api', 'api.md')}:\\n\\nRULE-API applies.`), text(2));
  assert.ok(!text(3).includes('RULE-API'), 'once');
});

test('outputStyle names a style of .claude/output-styles: given in the first message as Claude Code gives it', async (t) => {
  const repo = await tempRepoFor(t, {
    '.claude/settings.json': JSON.stringify({ outputStyle: 'Technical Writer' }),
    '.claude/output-styles/technical-writer.md':
      '---\nname: Technical Writer\ndescription: Clear documentation\n---\nSTYLE-BODY: Write like a technical writer.\n',
  });
  const model = await modelFor(t, [{ content: [{ type: 'text', text: 'done' }] }]);
  const r = await run({ url: model.url, repo });
  assert.ok(
    JSON.stringify(model.requests[0]?.body.messages).includes(
      '<system-reminder>\\n# Output Style: Technical Writer\\nSTYLE-BODY: Write like a technical writer.\\n</system-reminder>',
    ),
  );
  assert.ok(
    r.outcome.warnings.some((w) => w.includes('keep-coding-instructions')),
    r.outcome.warnings.join('\n'),
  );

  // A built-in style by its name (any case): the runner's wording of Claude Code's documented Explanatory style.
  await writeFiles(repo.dir, { '.claude/settings.json': JSON.stringify({ outputStyle: 'explanatory' }) });
  const again = await startScriptedModel([{ content: [{ type: 'text', text: 'done' }] }]);
  t.after(() => again.close());
  const r2 = await run({ url: again.url, repo });
  const first = JSON.stringify(again.requests[0]?.body.messages);
  assert.ok(first.includes('# Output Style: Explanatory\\n'), first);
  assert.ok(first.includes('★ Insight'), first);
  assert.ok(!r2.outcome.warnings.some((w) => w.includes('outputStyle')), r2.outcome.warnings.join('\n'));

  // A name that is neither a file nor built in is a warning naming the setting.
  await writeFiles(repo.dir, { '.claude/settings.json': JSON.stringify({ outputStyle: 'Pirate' }) });
  const third = await startScriptedModel([{ content: [{ type: 'text', text: 'done' }] }]);
  t.after(() => third.close());
  const r3 = await run({ url: third.url, repo });
  assert.ok(
    r3.outcome.warnings.some((w) => w.startsWith('.claude/settings.json outputStyle: "Pirate" matches no file in .claude/output-styles')),
    r3.outcome.warnings.join('\n'),
  );
});
