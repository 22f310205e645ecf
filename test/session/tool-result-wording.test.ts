import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmod, writeFile } from 'node:fs/promises';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Anthropic from '@anthropic-ai/sdk';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { run, writeFiles, tempRepoAndFolder } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';

/**
 * The tool_result text the model is sent, against Claude Code 2.1.332's for the same calls:
 * test/fixtures/claude-code-tool-results/2.1.332.json (scripts/oracle/tool-results.mjs) holds what the CLI sent the
 * model for errors, refusals and hook blocks. The model is trained on the CLI's wording, so the runner's is the CLI's.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-tool-results/2.1.332.json');
interface Recorded {
  tool: string;
  input: Record<string, unknown>;
  id: string;
  result: Anthropic.ToolResultBlockParam;
}
const oracle = (JSON.parse(readFileSync(FIXTURE, 'utf8')) as { runs: Record<'bypass' | 'dontAsk', { results: Recorded[] }> }).runs;

/** The text of a result, without what the CLI appends to a turn's last result (its reminders) and trailing blanks. */
function textOf(block: Anthropic.ToolResultBlockParam | undefined): string {
  const c = block?.content;
  const text = typeof c === 'string' ? c : (c ?? []).map((b) => (b.type === 'text' ? b.text : '')).join('');
  // A background task's id and output file are the run's own (the CLI's file, its dot too, is `<tasks>` in the record).
  return text
    .replace(/\n\n<system-reminder>\n[\s\S]*$/, '')
    .trimEnd()
    .replace(/\(ID: b\w+\)/, '(ID: ID)')
    .replace(/written to: \S+/, 'written to: FILE');
}

/**
 * Calls whose result differs by what the runner does differently, each documented in docs/claude-code-compatibility.md
 * ("Tool results"): the runner's text must match `text` (and be an error or not as `isError` says) instead.
 */
const DIFFERENT: Record<string, { text: RegExp; isError?: boolean }> = {
  // The CLI's form for a saved output, with the runner's preview (the start and the end, as its Bash description says).
  toolu_bash_long: {
    text: /^<persisted-output>\nOutput too large \(106\.3KB\)\. Full output saved to: <tmp>\/tool-output\/bash-output-\S+\.txt\n\nPreview \(start and end\):\n1\n2\n[\d\n]+\[… [\d.]+KB omitted …\]\n[\d\n]+\n20000\n<\/persisted-output>$/,
  },
  // The runner's Read shows at most 2,000 lines and cuts long lines (the CLI: 256 KB, and a larger file is refused).
  toolu_read_long: { text: /\n2000\tline 2000\n\n… 501 more lines, call Read again with offset=2001$/ },
  toolu_read_huge: { text: /^1\tword word [\s\S]*… \[line truncated: 390\.6 KB long\]\n2$/, isError: false },
  // The error also lists the tools there are.
  toolu_unknown_tool: { text: /^<tool_use_error>Error: No such tool available: NoSuchTool\. Available tools: Bash, \S[^<]*<\/tool_use_error>$/ },
  // The refusal names the rule that made it and the file that holds the rule.
  toolu_denied_rule: {
    text: /^Permission to use Bash with command rm -f x has been denied: it matches the deny rule "Bash\(rm:\*\)" \(from \.claude\/settings\.json permissions\.deny\)\.$/,
  },
  toolu_denied_edit_rule: {
    text: /^<tool_use_error>File is in a directory that is denied by your permission settings: the deny rule "Edit\(secret\.txt\)" \(from \.claude\/settings\.json permissions\.deny\)\.<\/tool_use_error>$/,
  },
  toolu_denied_read_rule: {
    text: /^<tool_use_error>File is in a directory that is denied by your permission settings: the deny rule "Read\(\.\/private\/\*\*\)" \(from \.claude\/settings\.json permissions\.deny\)\.<\/tool_use_error>$/,
  },
};

const HOOK = `#!/bin/sh
input=$(cat)
case "$input" in
  *hook-exit-2*) echo "blocked by the repository's policy" >&2; exit 2 ;;
  *hook-json-deny*) echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"not on this branch"}}' ;;
esac
exit 0
`;

async function runRecorded(
  t: Parameters<typeof tempRepoAndFolder>[0],
  name: 'bypass' | 'dontAsk',
  files: Record<string, string>,
  inputs: Record<string, string>,
  settings: Record<string, unknown> = {},
): Promise<Map<string, Anthropic.ToolResultBlockParam>> {
  const { repo, folder } = await tempRepoAndFolder(t, `tool-result-wording-${name}-`);
  const gate = path.join(folder, 'gate.sh');
  await writeFile(gate, HOOK);
  await chmod(gate, 0o755);
  await writeFiles(repo.dir, {
    '.claude/settings.json': JSON.stringify({ ...settings, hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: gate }] }] } }),
    ...files,
  });
  // The command moved to the background at its timeout ends once its result is in (the CLI's slept 30 s), so the run,
  // which waits for it at the end of the turn, need not.
  const release = path.join(folder, 'release');
  const subst = (v: unknown): unknown =>
    JSON.parse(JSON.stringify(v).replaceAll('<cwd>', repo.dir).replace('echo started; sleep 30', `echo started; until [ -e ${release} ]; do sleep 0.05; done`));
  const turns = oracle[name].results.map((r) => turn(call(r.tool, subst(r.input) as Record<string, unknown>, r.id)));
  const results = new Map<string, Anthropic.ToolResultBlockParam>();
  let next = 0;
  const model = await startScriptedModel((req) => {
    for (const m of req.body.messages as Anthropic.MessageParam[])
      if (m.role === 'user' && Array.isArray(m.content))
        for (const b of m.content) if (b.type === 'tool_result' && !results.has(b.tool_use_id)) results.set(b.tool_use_id, b);
    if (results.has('toolu_bash_timeout')) writeFileSync(release, '');
    return turns[next++] ?? { content: [{ type: 'text', text: 'done' }] };
  });
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'call the tools', inputs: { max_turns: '40', ...inputs } });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  const named = new Map<string, Anthropic.ToolResultBlockParam>();
  for (const [id, b] of results)
    named.set(
      id,
      JSON.parse(
        JSON.stringify(b).replaceAll(repo.dir, '<cwd>').replaceAll(folder, '<work>').replaceAll(repo.tempDir, '<tmp>'),
      ) as Anthropic.ToolResultBlockParam,
    );
  return named;
}

function differences(name: 'bypass' | 'dontAsk', ours: Map<string, Anthropic.ToolResultBlockParam>): string[] {
  const out: string[] = [];
  for (const want of oracle[name].results) {
    const got = ours.get(want.id);
    const text = textOf(got);
    const different = DIFFERENT[want.id];
    if (different ? !different.text.test(text) : text !== textOf(want.result))
      out.push(`${want.id}: ${JSON.stringify(text)}, Claude Code ${JSON.stringify(textOf(want.result))}`);
    const isError = different?.isError ?? Boolean(want.result.is_error);
    if (Boolean(got?.is_error) !== isError) out.push(`${want.id}: is_error ${String(got?.is_error)}, expected ${String(isError)}`);
  }
  return out;
}

test('errors and hook blocks are worded as Claude Code 2.1.332 words them for the model', async (t) => {
  const ours = await runRecorded(
    t,
    'bypass',
    {
      'old.txt': 'alpha\nbeta\nbeta\n',
      'other.txt': 'other\n',
      'empty.txt': '',
      'dir/inner.txt': 'x\n',
      'long.txt': Array.from({ length: 2500 }, (_, i) => `line ${i + 1}\n`).join(''),
      'huge.txt': `${'word '.repeat(80_000)}\n`,
    },
    { permission_mode: 'bypassPermissions' },
  );
  assert.deepEqual(differences('bypass', ours), []);
});

test('refusals in dontAsk and by deny rules are worded as Claude Code 2.1.332 words them', async (t) => {
  const ours = await runRecorded(
    t,
    'dontAsk',
    { 'secret.txt': 's\n', 'private/key.txt': 'k\n', 'notes.txt': 'n\n' },
    { permission_mode: 'dontAsk', allowed_tools: 'Read' },
    { permissions: { deny: ['Bash(rm:*)', 'Edit(secret.txt)', 'Read(./private/**)'] } },
  );
  assert.deepEqual(differences('dontAsk', ours), []);
});
