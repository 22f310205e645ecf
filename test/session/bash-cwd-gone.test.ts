import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Anthropic from '@anthropic-ai/sdk';
import { collectResults, tempRepoFor, writeFiles } from './harness.js';
import { call, turn } from '../support/scripted-turns.js';
import { replayThroughRunner, type RecordedCall } from '../support/oracle-replay.js';

/**
 * The shell's folder removed behind its back, then a Monitor or a Bash, against Claude Code 2.1.332 on the same calls
 * (`VARIANT=gone-monitor,gone-bash node scripts/oracle/bash-cwd.mjs` →
 * test/fixtures/claude-code-hook-stdin/2.1.332-bash-cwd-gone.json): neither command runs, both say so in the same words
 * and the shell is back at the root.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-hook-stdin/2.1.332-bash-cwd-gone.json');
const oracle = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { runs: { variant: string; results: RecordedCall[] }[] };

/** Where the runner's text is its own: the CLI's own `pwd` after the folder went fails into the result; bash's does not. */
const DIFFERENT: Record<string, RegExp> = { remove_cwd: /^removed$/ };

for (const cli of oracle.runs) {
  test(`${cli.variant}: a command in a removed folder is refused with Claude Code's words, and the shell is back at the root`, async (t) => {
    const repo = await tempRepoFor(t);
    await writeFiles(repo.dir, { 'sub/keep.txt': '' });
    const withCwd = (v: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(v).replaceAll('<cwd>', repo.dir)) as Record<string, unknown>;
    const script = [...cli.results.map((r) => turn(call(r.tool, withCwd(r.input), r.id))), { content: [{ type: 'text' as const, text: 'done' }] }];
    const { results, model } = await replayThroughRunner(t, repo, script, { max_turns: '20', sandbox: 'off' });
    const blocks = new Map<string, Anthropic.ToolResultBlockParam>();
    for (const req of model.requests) collectResults(req, blocks);
    for (const want of cli.results) {
      const got = (results.get(want.id) ?? '')
        .replaceAll(repo.dir, '<cwd>')
        .replace(/\n\n<system-reminder>\n[\s\S]*$/, '')
        .trimEnd();
      const different = DIFFERENT[want.id];
      if (different) assert.match(got, different, want.id);
      else assert.equal(got, want.text, want.id);
      if (!different) assert.equal(blocks.get(want.id)?.is_error === true, want.is_error, `${want.id}: is_error`);
    }
  });
}
