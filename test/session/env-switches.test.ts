import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { run, tempRepoFor, writeFiles } from './harness.js';

/**
 * CLAUDE_CODE_DISABLE_BACKGROUND_TASKS and ENABLE_TOOL_SEARCH read as Claude Code 2.1.332 reads them, value by value
 * (scripts/oracle/env-switches.mjs → test/fixtures/claude-code-first-request/2.1.332-env-switches.json): both set to the
 * same value in the settings' `env`; the first request's Bash and Agent schemas (`run_in_background` or not), ToolSearch
 * offered or not, and the tools sent with `defer_loading`.
 */
const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-first-request/2.1.332-env-switches.json');
interface Measured {
  value: string;
  bash_run_in_background: boolean;
  agent_run_in_background: boolean;
  tool_search_offered: boolean;
  defer_loading: string[];
}
const oracle = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { runs: Measured[] };

interface SentTool {
  name: string;
  defer_loading?: boolean;
  input_schema?: { properties?: Record<string, unknown> };
}

for (const cli of oracle.runs) {
  test(`CLAUDE_CODE_DISABLE_BACKGROUND_TASKS and ENABLE_TOOL_SEARCH set to ${JSON.stringify(cli.value)}: as Claude Code 2.1.332`, async (t) => {
    const repo = await tempRepoFor(t);
    const env = { CLAUDE_CODE_DISABLE_BACKGROUND_TASKS: cli.value, ENABLE_TOOL_SEARCH: cli.value };
    await writeFiles(repo.dir, { 'a.txt': 'a\n', '.claude/settings.json': JSON.stringify({ env }) });
    const model = await startScriptedModel(() => ({ content: [{ type: 'text', text: 'done' }] }));
    t.after(() => model.close());
    const r = await run({ url: model.url, repo, prompt: 'say done', inputs: { permission_mode: 'bypassPermissions', model: 'claude-opus-4-6' } });
    assert.equal(r.result.subtype, 'success', JSON.stringify(r.result));
    const tools = (model.requests.find((q) => Array.isArray(q.body.tools) && q.body.tools.length > 0)?.body.tools ?? []) as SentTool[];
    const background = (name: string): boolean => Object.keys(tools.find((x) => x.name === name)?.input_schema?.properties ?? {}).includes('run_in_background');
    const got = {
      bash: background('Bash'),
      agent: background('Agent'),
      toolSearch: tools.some((x) => x.name === 'ToolSearch'),
      // Whether anything is sent by name only (the runner's deferred set is its own list; the CLI's placeholder is one).
      defers: tools.some((x) => x.defer_loading === true),
    };
    assert.deepEqual(got, {
      bash: cli.bash_run_in_background,
      agent: cli.agent_run_in_background,
      toolSearch: cli.tool_search_offered,
      defers: cli.defer_loading.length > 0,
    });
  });
}
