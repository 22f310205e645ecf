import { execFileSync } from 'node:child_process';
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Anthropic from '@anthropic-ai/sdk';
import { startScriptedModel, type RecordedRequest } from '../../support/scripted-model/scripted-model.js';
import { collectResults, deferredToolNames, firstUserText, run, systemText, tempRepoFor, writeFiles } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';
import { GLOB_FILES, globbed } from '../support/glob-oracle.js';

/**
 * Tool-side variables in the settings' `env`, against Claude Code 2.1.332 on the same files and calls
 * (scripts/oracle/tool-env.mjs → test/fixtures/claude-code-tool-results/2.1.332-tool-env.json): Read's token cap,
 * the skill listing's budget, CLAUDE.md files switched off.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-tool-results/2.1.332-tool-env.json');
interface Recorded {
  tool: string;
  id: string;
  input: Record<string, unknown>;
  is_error: boolean;
  text: string | null;
  chars: number | null;
}
interface Setup {
  setup: string;
  deferred: string[];
  settings: { env: Record<string, string> };
  first_user_has: Record<string, boolean>;
  first_user_blocks: string[];
  results: Recorded[];
}
const oracle = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { runs: Setup[] };
const setupOf = (name: string): Setup => oracle.runs.find((r) => r.setup === name) as Setup;

/** The oracle's numbered files: `n` lines of `width` characters. */
const lines = (n: number, width: number): string =>
  Array.from({ length: n }, (_, i) => `${String(i + 1).padStart(6, '0')} ${'x'.repeat(width - 7)}\n`).join('');

interface Replay {
  dir: string;
  results: Map<string, Anthropic.ToolResultBlockParam>;
  first: RecordedRequest | undefined;
  /** Everything the model was sent, as one text. */
  sent: string;
}

/** The setup's calls through the runner, its settings' `env` committed as the oracle's was. */
async function replay(
  t: TestContext,
  setup: Setup,
  files: Record<string, string>,
  env = setup.settings.env,
  more: Record<string, string> = {},
  git = false,
): Promise<Replay> {
  const repo = await tempRepoFor(t);
  await writeFiles(repo.dir, { ...files, '.claude/settings.json': JSON.stringify({ env }) });
  // A work tree with one commit, as the oracle's (its .git has HEAD and logs/HEAD).
  if (git)
    for (const args of [
      ['init', '-q'],
      ['-c', 'user.email=o@x', '-c', 'user.name=o', 'commit', '-q', '--allow-empty', '-m', 'first'],
    ])
      execFileSync('git', args, { cwd: repo.dir });
  const subst = (v: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(v).replaceAll('<cwd>', repo.dir)) as Record<string, unknown>;
  const turns = setup.results.map((r) => turn(call(r.tool, subst(r.input), r.id)));
  const results = new Map<string, Anthropic.ToolResultBlockParam>();
  let next = 0;
  const model = await startScriptedModel((req) => {
    collectResults(req, results);
    return turns[next++] ?? { content: [{ type: 'text', text: 'done' }] };
  });
  t.after(() => model.close());
  const inputs = { max_turns: '20', permission_mode: 'bypassPermissions', model: 'claude-opus-4-6', max_output_tokens: '64000', ...more };
  const r = await run({ url: model.url, repo, prompt: 'call the tools', inputs });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const first = model.requests.find((q) => Array.isArray(q.body.tools) && q.body.tools.length > 0);
  return { dir: repo.dir, results, first, sent: JSON.stringify(model.requests.map((q) => q.body)) };
}

/** A result's text as the oracle keeps it: without the CLI's token-count reminder and the runner's trailing blanks. */
const plain = (text: string): string =>
  text
    .replace(/\n\n<system-reminder>\n<total_tokens>[^<]*<\/total_tokens>\n<\/system-reminder>$/, '')
    .replace(/[ \t]+(?=\n\n<system-reminder>\n\[Truncated|$)/, '');

test("CLAUDE_CODE_FILE_READ_MAX_OUTPUT_TOKENS is Read's token cap, as Claude Code 2.1.332's: the page, the refusal of a part, a cap above 25,000", async (t) => {
  const wrong: string[] = [];
  for (const [name, files] of [
    ['read-cap', { 'big.txt': lines(1000, 60), 'small.txt': lines(20, 60) }],
    ['read-cap-high', { 'big.txt': lines(2000, 60) }],
  ] as const) {
    const setup = setupOf(name);
    const { dir, results } = await replay(t, setup, files);
    for (const want of setup.results) {
      const b = results.get(want.id);
      const raw = typeof b?.content === 'string' ? b.content : (b?.content ?? []).map((x) => (x.type === 'text' ? x.text : '')).join('\n');
      const got = plain(raw.replaceAll(dir, '<cwd>'));
      const cli = want.text ?? '';
      // The oracle kept a long text by its first and last 1,200 characters.
      const [head, tail] = cli.includes('\n[… ') ? [cli.slice(0, 1200), plain(cli.slice(cli.lastIndexOf('…]\n') + 3))] : [plain(cli), plain(cli)];
      if (!got.startsWith(head) || !got.endsWith(tail))
        wrong.push(`${name} ${want.id}: ${JSON.stringify(got.slice(-500))}\n  Claude Code ${JSON.stringify(tail.slice(-500))}`);
      if (Boolean(b?.is_error) !== want.is_error) wrong.push(`${name} ${want.id}: is_error ${String(b?.is_error)}, Claude Code ${String(want.is_error)}`);
    }
  }
  assert.deepEqual(wrong, []);
});

const SKILL_FILES = (): Record<string, string> => {
  const skill = (name: string, description: string): [string, string] => [
    `.claude/skills/${name}/SKILL.md`,
    `---\nname: ${name}\ndescription: ${description}\n---\nBody of ${name}.\n`,
  ];
  return Object.fromEntries([
    skill('alpha', `Alpha skill. ${'a'.repeat(150)}`),
    skill('bravo', `Bravo skill. ${'b'.repeat(150)}`),
    skill('charlie', `Charlie skill. ${'c'.repeat(150)}`),
    skill('delta', `Delta skill. ${'d'.repeat(150)}`),
    skill('echo', `Echo skill. ${'e'.repeat(2000)}`),
  ]);
};

test("SLASH_COMMAND_TOOL_CHAR_BUDGET: past the budget, skills are listed by name only, as Claude Code 2.1.332's rule; the runner has none of the CLI's bundled skills", async (t) => {
  const setup = setupOf('skills-budget');
  const { first } = await replay(t, setup, SKILL_FILES());
  const listing = systemText(first);
  // The CLI's listing of the same skills under the same budget: every one by name only, its bundled `dataviz` (always
  // listed whole) having taken the budget first.
  const cliLines = (setup.first_user_blocks[0] ?? '').split('\n').filter((l) => /^- (alpha|bravo|charlie|delta|echo)\b/.test(l));
  assert.deepEqual(cliLines, ['- alpha', '- bravo', '- charlie', '- delta', '- echo']);
  // The runner, with no bundled skill: 400 characters hold the names and the first two descriptions, in order.
  const ours = listing.split('\n').filter((l) => /^- (alpha|bravo|charlie|delta|echo)\b/.test(l));
  assert.deepEqual(
    ours.map((l) => l.replace(/: .*/, ': …')),
    ['- alpha: …', '- bravo: …', '- charlie', '- delta', '- echo'],
  );
  assert.ok(ours[0]?.endsWith(`Alpha skill. ${'a'.repeat(150)}`), String(ours[0]));
  // Without the variable, the window's default budget holds every line, each description cut at 1,536 characters
  // (skillListingMaxDescChars' default, measured in 2.1.332-gap-probes.json; the CLI's budget counts its bundled skills).
  const { first: unbudgeted } = await replay(t, setup, SKILL_FILES(), {});
  assert.match(systemText(unbudgeted), new RegExp(`^- echo: Echo skill\\. e{${1536 - 'Echo skill. '.length - 1}}\u2026$`, 'm'));
});

test('CLAUDE_CODE_DISABLE_CLAUDE_MDS: no CLAUDE.md, rules file or nested CLAUDE.md reaches the model, as Claude Code 2.1.332; without it all three do', async (t) => {
  const files = { 'CLAUDE.md': 'ROOT_MEMORY_MARKER\n', 'sub/CLAUDE.md': 'NESTED_MEMORY_MARKER\n', 'sub/x.txt': 'x\n', '.claude/rules/r.md': 'RULE_MARKER\n' };
  for (const name of ['claude-mds', 'claude-mds-default']) {
    const setup = setupOf(name);
    const { first, sent: all } = await replay(t, setup, files);
    const sent = `${systemText(first)}\n${firstUserText(first)}`;
    const cliNested = (setup.results[0]?.text ?? '').includes('NESTED_MEMORY_MARKER');
    assert.deepEqual(
      { root: sent.includes('ROOT_MEMORY_MARKER'), rule: sent.includes('RULE_MARKER'), nested: all.includes('NESTED_MEMORY_MARKER') },
      { root: setup.first_user_has.ROOT_MEMORY_MARKER, rule: setup.first_user_has.RULE_MARKER, nested: cliNested },
      name,
    );
  }
});

test('CLAUDE_CODE_MAX_TOOL_USE_CONCURRENCY=1: the read-only calls of one reply run one after the other (each call ends before the next starts)', async (t) => {
  const repo = await tempRepoFor(t);
  const record = (when: string): string => `f=$(cat | grep -o '"file_path":"[^"]*"' | head -1); echo "${when} \${f##*/}" >> "$CLAUDE_PROJECT_DIR/order.log"`;
  await writeFiles(repo.dir, {
    'a.txt': 'a\n',
    'b.txt': 'b\n',
    '.claude/settings.json': JSON.stringify({
      env: { CLAUDE_CODE_MAX_TOOL_USE_CONCURRENCY: '1' },
      hooks: {
        PreToolUse: [{ matcher: 'Read', hooks: [{ type: 'command', command: record('pre') }] }],
        PostToolUse: [{ matcher: 'Read', hooks: [{ type: 'command', command: record('post') }] }],
      },
    }),
  });
  const model = await startScriptedModel([
    { content: [call('Read', { file_path: path.join(repo.dir, 'a.txt') }, 'toolu_a'), call('Read', { file_path: path.join(repo.dir, 'b.txt') }, 'toolu_b')] },
    { content: [{ type: 'text', text: 'done' }] },
  ]);
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'read both', inputs: { permission_mode: 'bypassPermissions' } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  assert.deepEqual(readFileSync(path.join(repo.dir, 'order.log'), 'utf8').trim().split('\n'), ['pre a.txt"', 'post a.txt"', 'pre b.txt"', 'post b.txt"']);
});

/** A replayed call's result text. */
const textOf = (b: { content?: unknown } | undefined): string =>
  typeof b?.content === 'string'
    ? b.content
    : ((b?.content ?? []) as Array<{ type: string; text?: string }>).map((x) => (x.type === 'text' ? (x.text ?? '') : '')).join('\n');

// Was a documented difference (the runner honoured .gitignore and left node_modules out unless
// CLAUDE_CODE_GLOB_NO_IGNORE=true): 2.1.332 lists both by default, and now so does the runner.
test('Glob lists by default what .gitignore leaves out, node_modules and dot folders; CLAUDE_CODE_GLOB_NO_IGNORE or _HIDDEN off leaves out the folders, as Claude Code 2.1.332', async (t) => {
  for (const name of ['glob-default', 'glob-no-ignore-true', 'glob-no-ignore-false', 'glob-hidden-false']) {
    const setup = setupOf(name);
    const { results } = await replay(t, setup, GLOB_FILES, setup.settings.env, { allowed_tools: 'Glob,Grep' });
    for (const id of ['glob_txt', 'glob_dot'])
      assert.deepEqual(globbed(textOf(results.get(id))), globbed(setup.results.find((r) => r.id === id)?.text), `${name} ${id}`);
  }
});

test('Glob, as Claude Code 2.1.332: .git listed unless dot folders are off, a folder .gitignore leaves out not entered even when the pattern starts there, 100 paths then a note', async (t) => {
  const many = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`many/f${String(i).padStart(3, '0')}.md`, 'x\n']));
  for (const name of ['glob-edges-default', 'glob-edges-no-ignore-false', 'glob-edges-hidden-false']) {
    const setup = setupOf(name);
    const { results } = await replay(t, setup, { ...GLOB_FILES, ...many }, setup.settings.env, { allowed_tools: 'Glob' }, true);
    for (const id of ['glob_git_head', 'glob_build', 'glob_dotdir'])
      assert.deepEqual(globbed(textOf(results.get(id))), globbed(setup.results.find((r) => r.id === id)?.text), `${name} ${id}`);
    // The same mtime for all: which 100 are shown may differ, the count and the note may not.
    const cli = (setup.results.find((r) => r.id === 'glob_many')?.text ?? '').split('\n\n<system-reminder>')[0]?.split('\n') ?? [];
    const got = textOf(results.get('glob_many')).split('\n');
    assert.equal(got.length, cli.length, name);
    assert.equal(got.at(-1), cli.at(-1), name);
  }
});

// Attack: with .gitignore no longer hiding anything by default, a credential file google-github-actions/auth wrote (and
// the workflow's .gitignore leaves out) must still never be listed (a Read deny rule's file: test/tools/glob.test.ts). Control: its
// neighbours are, ignored or not, in node_modules or not.
test('Glob never lists a credential file, though it now lists what .gitignore leaves out', async (t) => {
  const setup: Setup = {
    setup: 'attack',
    deferred: [],
    settings: { env: {} },
    first_user_has: {},
    first_user_blocks: [],
    results: [{ tool: 'Glob', id: 'g', input: { pattern: '**/*.json' }, is_error: false, text: null, chars: null }],
  };
  const files = {
    '.gitignore': 'gha-creds-*.json\nsecret/\n*.local.json\n',
    'gha-creds-0123abcd.json': '{"token":"x"}\n',
    'node_modules/pkg/gha-creds-9.json': '{"token":"y"}\n',
    'secret/key.json': '{}\n',
    'app.local.json': '{}\n',
    'node_modules/pkg/package.json': '{}\n',
    'a.json': '{}\n',
  };
  const { results } = await replay(t, setup, files, {}, { allowed_tools: 'Glob' });
  const listed = globbed(textOf(results.get('g')));
  assert.ok(
    ['a.json', 'app.local.json', 'node_modules/pkg/package.json', 'secret/key.json'].every((f) => listed.includes(f)),
    listed.join(' '),
  );
  assert.ok(!listed.some((f) => f.includes('gha-creds')), listed.join(' '));
});

test('CLAUDE_CODE_DISABLE_CRON: no CronCreate, CronDelete or CronList is offered, ScheduleWakeup stays, as Claude Code 2.1.332', async (t) => {
  for (const name of ['no-cron', 'git-default']) {
    const setup = setupOf(name);
    const { first } = await replay(t, setup, { 'a.txt': 'a\n' });
    const cron = (names: readonly string[]): string[] => names.filter((n) => n.startsWith('Cron')).sort();
    assert.deepEqual(cron(deferredToolNames(first)), cron(setup.deferred), name);
    assert.ok(JSON.stringify(first?.body.tools).includes('"ScheduleWakeup"'), name);
  }
});
