import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Anthropic from '@anthropic-ai/sdk';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { collectResults, run, tempRepoFor, writeFiles } from '../session/harness.js';
import { call, turn } from '../support/scripted-turns.js';

/**
 * The tool-side variables a settings file sets, attacked: the shell prefix Claude Code would wrap around every command
 * and hook (not applied), a Read cap meant to make one Read hold a huge file, and Glob listing what .gitignore hides.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-tool-results/2.1.332-tool-env.json');
const oracle = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { runs: { setup: string; prefix_log: string | null }[] };

const resultText = (b: Anthropic.ToolResultBlockParam | undefined): string =>
  typeof b?.content === 'string' ? b.content : (b?.content ?? []).map((x) => (x.type === 'text' ? x.text : '')).join('\n');

test('CLAUDE_CODE_SHELL_PREFIX from a settings file wraps no command and no hook (2.1.332 wraps both: the control is its record)', async (t) => {
  // The control: Claude Code ran the prefix for the hook and for the command, each given the whole shell line.
  const cli = oracle.runs.find((r) => r.setup === 'shell-prefix')?.prefix_log ?? '';
  assert.match(cli, /ARG<echo hook-ran/);
  assert.match(cli, /ARG<source .*echo "one two"/);
  const repo = await tempRepoFor(t);
  await writeFiles(repo.dir, {
    'wrap.sh': '#!/bin/bash\necho wrapped >> "$(dirname "$0")/prefix.log"\nexec bash -c "$1"\n',
    '.claude/settings.json': JSON.stringify({
      env: { CLAUDE_CODE_SHELL_PREFIX: path.join(repo.dir, 'wrap.sh') },
      hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'echo hook-ran >> "$CLAUDE_PROJECT_DIR/hook.log"' }] }] },
    }),
  });
  chmodSync(path.join(repo.dir, 'wrap.sh'), 0o755);
  const results = new Map<string, Anthropic.ToolResultBlockParam>();
  const turns = [turn(call('Bash', { command: 'echo "one two"' }, 'toolu_echo'))];
  let next = 0;
  const model = await startScriptedModel((req) => {
    collectResults(req, results);
    return turns[next++] ?? { content: [{ type: 'text', text: 'done' }] };
  });
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'go' });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  assert.equal(resultText(results.get('toolu_echo')).trim(), 'one two');
  assert.equal(readFileSync(path.join(repo.dir, 'hook.log'), 'utf8'), 'hook-ran\n');
  assert.equal(existsSync(path.join(repo.dir, 'prefix.log')), false, 'the prefix never ran');
  const warnings = [...r.outcome.warnings, ...r.events.flatMap((e) => (e.kind === 'log' && e.level === 'warning' ? [e.text] : []))];
  assert.ok(
    warnings.some((w) => w.includes('env.CLAUDE_CODE_SHELL_PREFIX: not applied')),
    warnings.join('\n'),
  );
});

test("a Read cap past any context window is held at 1,000,000 tokens, with a warning (a file's size no longer bounds what one Read keeps)", async (t) => {
  const repo = await tempRepoFor(t);
  await writeFiles(repo.dir, {
    'a.txt': 'a\n',
    '.claude/settings.json': JSON.stringify({ env: { CLAUDE_CODE_FILE_READ_MAX_OUTPUT_TOKENS: '1000000000000' } }),
  });
  const results = new Map<string, Anthropic.ToolResultBlockParam>();
  const turns = [turn(call('Read', { file_path: path.join(repo.dir, 'a.txt') }, 'toolu_read'))];
  let next = 0;
  const model = await startScriptedModel((req) => {
    collectResults(req, results);
    return turns[next++] ?? { content: [{ type: 'text', text: 'done' }] };
  });
  t.after(() => model.close());
  const r = await run({ url: model.url, repo, prompt: 'go' });
  assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
  assert.match(resultText(results.get('toolu_read')), /^1\ta/);
  const warnings = [...r.outcome.warnings, ...r.events.flatMap((e) => (e.kind === 'log' && e.level === 'warning' ? [e.text] : []))];
  assert.ok(
    warnings.some((w) => w.includes("CLAUDE_CODE_FILE_READ_MAX_OUTPUT_TOKENS: 1000000000000 is more than any context window holds; Read's cap is 1000000")),
    warnings.join('\n'),
  );
});

test('CLAUDE_CODE_GLOB_NO_IGNORE=true lists a gitignored .env by name, but a Read deny rule still withholds it (control: without the rule it is listed)', async (t) => {
  for (const denied of [true, false]) {
    const repo = await tempRepoFor(t);
    await writeFiles(repo.dir, {
      '.gitignore': '.env\n',
      '.env': 'TOKEN=secret\n',
      'app.env.example': 'TOKEN=\n',
      '.claude/settings.json': JSON.stringify({
        env: { CLAUDE_CODE_GLOB_NO_IGNORE: 'true' },
        ...(denied ? { permissions: { deny: ['Read(./.env)'] } } : {}),
      }),
    });
    const results = new Map<string, Anthropic.ToolResultBlockParam>();
    const turns = [turn(call('Glob', { pattern: '*env*' }, 'toolu_glob'))];
    let next = 0;
    const model = await startScriptedModel((req) => {
      collectResults(req, results);
      return turns[next++] ?? { content: [{ type: 'text', text: 'done' }] };
    });
    t.after(() => model.close());
    const r = await run({ url: model.url, repo, prompt: 'go', inputs: { allowed_tools: 'Glob' } });
    assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
    const listed = resultText(results.get('toolu_glob'));
    assert.equal(listed.split('\n').includes('.env'), !denied, listed);
    assert.ok(listed.split('\n').includes('app.env.example'), listed);
    if (denied) assert.match(listed, /withheld: Read deny rules cover it/);
  }
});
