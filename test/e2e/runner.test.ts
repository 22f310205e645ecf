import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { startScriptedModel, type ScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { makeRepo, runAction } from './harness.js';
import { demoScript } from '../../demo/script.js';
import { call, text, toolUse, turn } from '../support/scripted-turns.js';
import { untilEmpty } from '../support/until-empty.js';

describe('dist/index.js end to end, under Node 24', () => {
  let model: ScriptedModel | undefined;
  const servers: ScriptedModel[] = [];
  // Every server is closed even when an assertion fails midway, so a failure never hangs the suite.
  const start = async (script: Parameters<typeof startScriptedModel>[0]): Promise<ScriptedModel> => {
    const server = await startScriptedModel(script);
    servers.push(server);
    return server;
  };
  after(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  it('reads, edits and runs a command, ending success with a non-empty patch', async () => {
    model = await start(demoScript());
    const workspace = makeRepo();
    const run = await runAction({
      workspace,
      inputs: { prompt: 'Fix the failing test', allowed_tools: 'Bash(npm test), Bash(node test.js), Edit(src/**)', max_turns: '10' },
      env: { ANTHROPIC_BASE_URL: model.url },
    });
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    assert.equal(run.outputs.subtype, 'success');
    assert.equal(run.outputs.conclusion, 'success');
    assert.equal(run.outputs.is_error, 'false');
    assert.match(run.patch, /-\s+return a - b;\n\+\s+return a \+ b;/);
    assert.equal(readFileSync(path.join(workspace, 'src/math.js'), 'utf8').includes('a + b'), true);
    const types = run.transcript.map((line) => `${String(line.type)}${line.subtype ? `:${String(line.subtype)}` : ''}`);
    assert.equal(types[0], 'system:init');
    assert.equal(types.at(-1), 'result:success');
    assert.ok(types.includes('assistant') && types.includes('user'));
    const result = run.transcript.at(-1) ?? {};
    assert.equal(result.num_turns, Number(run.outputs.num_turns));
    assert.ok(Number(run.outputs.total_cost_usd) > 0);
    assert.match(run.summary, /success/);
    // Tool results reached the model: the second request carries the first tool_result.
    assert.ok(JSON.stringify(model.requests[1]?.body).includes('tool_result'));
  });

  it('an endless tool loop ends error_max_turns after exactly max_turns calls', async () => {
    model = await start(() => toolUse('Read', { file_path: 'README.md' }));
    const run = await runAction({ workspace: makeRepo(), inputs: { prompt: 'loop', max_turns: '3' }, env: { ANTHROPIC_BASE_URL: model.url } });
    assert.equal(run.exitCode, 1);
    assert.equal(run.outputs.subtype, 'error_max_turns');
    assert.equal(model.requests.length, 3);
    assert.equal(run.outputs.num_turns, '3');
    const result = run.transcript.at(-1) ?? {};
    assert.deepEqual(result.errors, ['Reached maximum number of turns (3)']);
  });

  it('expensive usage ends error_max_budget_usd without spending past the budget', async () => {
    model = await start(() => ({ ...toolUse('Read', { file_path: 'README.md' }), usage: { output_tokens: 6000 } }));
    const pricing = JSON.stringify({ 'claude-opus-5-5': { input: 10, output: 50, cache_write_5m: 12.5, cache_write_1h: 20, cache_read: 1 } });
    const run = await runAction({
      workspace: makeRepo(),
      inputs: { prompt: 'spend', max_turns: '50', max_budget_usd: '0.3', pricing },
      env: { ANTHROPIC_BASE_URL: model.url },
    });
    assert.equal(run.outputs.subtype, 'error_max_budget_usd', run.stdout);
    assert.ok(model.requests.length >= 1, 'some calls fit the budget');
    assert.ok(Number(run.outputs.total_cost_usd) <= 0.3, `spent ${run.outputs.total_cost_usd}`);
    assert.ok(Number(run.outputs.total_cost_usd) > 0);
    assert.equal(run.exitCode, 1);
  });

  it('a stream cut with retries exhausted ends as an API outage (error_during_execution, api_error), outputs and transcript written', async () => {
    model = await start(() => ({ ...text('never arrives'), fault: { kind: 'cut', afterEvents: 2 } }));
    // The default budget ($5): a cut attempt's bill is unknown, so its worst case (the default model's 128,000 tokens at
    // Opus 5.5's rates, ~$2.6) stays held, and the retry asks for the output tokens what is left still covers.
    const inputs = { prompt: 'anything' };
    const run = await runAction({ workspace: makeRepo(), inputs, env: { ANTHROPIC_BASE_URL: model.url } });
    assert.equal(run.exitCode, 1);
    assert.equal(run.outputs.subtype, 'error_during_execution');
    assert.equal(run.outputs.is_error, 'true');
    assert.equal(run.outputs.conclusion, 'failure');
    assert.ok(model.requests.length > 1, 'the cut stream was retried');
    const maxTokens = model.requests.map((r) => (r.body as { max_tokens: number }).max_tokens);
    assert.equal(maxTokens[0], 128_000);
    assert.ok(
      maxTokens.slice(1).every((m) => m >= 4096 && m < 128_000),
      `the retries asked for less: ${maxTokens.join(', ')}`,
    );
    assert.ok(Number(run.outputs.total_cost_usd) <= 5, `spent ${run.outputs.total_cost_usd}`);
    assert.match(run.stdout, /retrying in [\d.]+ s, asking for at most \d+ output tokens \(what the budget has left\)/);
    const result = run.transcript.at(-1) ?? {};
    assert.equal(result.type, 'result');
    assert.equal(result.terminal_reason, 'api_error');
    assert.equal(result.api_error_status, null, 'a dropped stream has no HTTP status');
    assert.ok(Array.isArray(result.errors) && result.errors.length > 0);
    const retries = run.transcript.filter((line) => line.type === 'system' && line.subtype === 'api_retry');
    assert.equal(retries.length, model.requests.length - 1, 'one api_retry line per retry');
    for (const name of ['conclusion', 'subtype', 'is_error', 'total_cost_usd', 'num_turns', 'duration_ms', 'session_id', 'execution_file', 'patch_file']) {
      assert.ok(name in run.outputs, `output ${name} set`);
    }
  });

  it('dontAsk denies a Bash command no rule allows, and the transcript shows the denial', async () => {
    model = await start([toolUse('Bash', { command: 'touch created-by-agent' }), text('I could not create the file.')]);
    const workspace = makeRepo();
    const run = await runAction({ workspace, inputs: { prompt: 'create a file' }, env: { ANTHROPIC_BASE_URL: model.url } });
    assert.equal(run.exitCode, 0);
    assert.deepEqual([run.outputs.conclusion, JSON.parse(run.outputs.delivery ?? '{}').denied_tool_calls > 0], ['success', true]);
    const denial = run.transcript.find((line) => line.type === 'system' && line.subtype === 'permission_denied');
    assert.ok(denial, 'permission_denied line');
    assert.match(String(denial.message), /don't ask mode/);
    const result = run.transcript.at(-1) ?? {};
    assert.equal((result.permission_denials as unknown[]).length, 1);
    const second = JSON.stringify(model.requests[1]?.body);
    assert.match(second, /"is_error":true/);
    assert.equal(run.patch, '');
  });

  it('an invalid input fails the step before any model call, naming the input and value', async () => {
    model = await start([text('should not be called')]);
    const run = await runAction({
      workspace: makeRepo(),
      inputs: { prompt: 'x', max_turns: 'ten', allowed_tools: 'Bash(npm test', permission_mode: 'yolo' },
      env: { ANTHROPIC_BASE_URL: model.url },
    });
    assert.equal(run.exitCode, 1);
    assert.equal(model.requests.length, 0);
    assert.match(run.stdout, /max_turns: "ten"/);
    assert.match(run.stdout, /Bash\(npm test/);
    assert.match(run.stdout, /permission_mode: "yolo"/);
    assert.equal(run.outputs.subtype, 'error_during_execution');
  });

  it('json_schema: an invalid final answer is sent back, a valid one becomes structured_output', async () => {
    model = await start([text('not json'), text('{"fixed": true, "files": ["src/math.js"]}')]);
    const schema = JSON.stringify({
      type: 'object',
      required: ['fixed', 'files'],
      properties: { fixed: { type: 'boolean' }, files: { type: 'array', items: { type: 'string' } } },
    });
    const run = await runAction({ workspace: makeRepo(), inputs: { prompt: 'report', json_schema: schema }, env: { ANTHROPIC_BASE_URL: model.url } });
    assert.equal(run.exitCode, 0, run.stdout);
    const result = run.transcript.at(-1) ?? {};
    assert.deepEqual(result.structured_output, { fixed: true, files: ['src/math.js'] });
    assert.match(JSON.stringify(model.requests[1]?.body), /not valid JSON/);
    assert.match(JSON.stringify(model.requests[0]?.body.system), /JSON Schema/);
  });

  it('json_schema: still invalid after the retries ends error_max_structured_output_retries', async () => {
    model = await start(() => text('still prose'));
    const run = await runAction({
      workspace: makeRepo(),
      inputs: { prompt: 'report', json_schema: '{"type":"object"}' },
      env: { ANTHROPIC_BASE_URL: model.url },
    });
    assert.equal(run.exitCode, 1);
    assert.equal(run.outputs.subtype, 'error_max_structured_output_retries');
    assert.equal(model.requests.length, 3, 'the first answer and two retries');
  });

  it('timeout_minutes stops a long command, kills it, and still reports', async () => {
    const marker = `sleep-marker-${process.pid}`;
    model = await start([toolUse('Bash', { command: `bash -c 'exec -a ${marker} sleep 60' & sleep 60` }), text('never')]);
    const run = await runAction({
      workspace: makeRepo(),
      inputs: { prompt: 'wait', timeout_minutes: '0.02', permission_mode: 'bypassPermissions' },
      env: { ANTHROPIC_BASE_URL: model.url },
    });
    assert.equal(run.exitCode, 1);
    assert.equal(run.outputs.subtype, 'error_during_execution');
    const result = run.transcript.at(-1) ?? {};
    assert.match(String((result.errors as string[])[0]), /Timed out after .* minutes \(timeout_minutes\)/);
    assert.equal(result.stop_cause, 'timeout');
    assert.match(String(result.terminal_reason), /^aborted_(tools|streaming)$/, 'an abort, wherever the timeout caught the loop');
    const { execFileSync } = await import('node:child_process');
    // Killed processes go when a loaded machine gets to them: waited for (the bound only ends a hang).
    const left = await untilEmpty(
      () =>
        execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
          .split('\n')
          .filter((line) => line.includes(marker)),
      10_000,
      50,
    );
    assert.deepEqual(left, [], 'the background sleep was killed with its process group');
  });

  it("sends the effort setting, adaptive thinking, context management and the model's max_tokens as Claude Code does, with their betas (tool search's too: deferred tools)", async () => {
    model = await start([text('ok')]);
    const run = await runAction({
      workspace: makeRepo(),
      inputs: { prompt: 'x', effort: 'high', model: 'claude-opus-5-5' },
      env: { ANTHROPIC_BASE_URL: model.url },
    });
    assert.equal(run.exitCode, 0);
    const body = model.requests[0]?.body ?? {};
    assert.deepEqual(body.output_config, { effort: 'high' });
    assert.deepEqual(body.thinking, { type: 'adaptive', display: 'updates' });
    assert.deepEqual(body.context_management, { edits: [{ type: 'clear_thinking_20251015', keep: 'all' }] });
    assert.equal(body.max_tokens, 128_000, "action.yml's max_output_tokens is empty: the model's own");
    assert.equal(body.temperature, undefined);
    assert.equal(
      model.requests[0]?.headers['anthropic-beta'],
      'interleaved-thinking-2025-05-14,context-management-2025-06-27,thinking-token-count-2026-05-13,advanced-tool-use-2025-11-20,effort-2025-11-24,thinking-display-updates-2026-08-18',
    );
  });

  it('provider: bedrock runs the same loop through the Bedrock SDK, with the inference profile id', async () => {
    model = await start(demoScript());
    const run = await runAction({
      workspace: makeRepo(),
      inputs: { prompt: 'Fix the failing test', provider: 'bedrock', aws_region: 'us-east-1', allowed_tools: 'Bash(node test.js), Edit(src/**)' },
      env: {
        ANTHROPIC_BEDROCK_BASE_URL: model.url,
        AWS_ACCESS_KEY_ID: 'AKIAEXAMPLEEXAMPLE00',
        AWS_SECRET_ACCESS_KEY: 'bedrock-test-secret-value',
        ANTHROPIC_API_KEY: '',
      },
    });
    assert.equal(run.exitCode, 0, run.stdout);
    assert.equal(run.outputs.subtype, 'success');
    assert.match(String(model.requests[0]?.path), /^\/model\/us\.anthropic\.claude-opus-5-5\/invoke-with-response-stream$/);
    assert.match(run.patch, /\+\s+return a \+ b;/);
    assert.ok(Number(run.outputs.total_cost_usd) > 0, 'priced by the canonical model');
    assert.equal(run.summary.includes('bedrock-test-secret-value'), false);
  });

  it("memory_file: last run's notes reach the prompt, and the agent may update them under dontAsk", async () => {
    model = await start([
      turn(
        call('Read', { file_path: '.agent/NOTES.md' }),
        call('Write', { file_path: '.agent/NOTES.md', content: '- math.js: add() had a sign bug (fixed)\n' }),
      ),
      text('noted'),
    ]);
    const workspace = makeRepo({ 'README.md': '# x\n', '.agent/NOTES.md': '- the tests run with node test.js\n' });
    const run = await runAction({ workspace, inputs: { prompt: 'x', memory_file: '.agent/NOTES.md' }, env: { ANTHROPIC_BASE_URL: model.url } });
    assert.equal(run.exitCode, 0, run.stdout);
    assert.equal(run.outputs.conclusion, 'success', 'the write to the memory file was not denied');
    assert.match(JSON.stringify(model.requests[0]?.body.system), /the tests run with node test\.js/);
    assert.equal(readFileSync(path.join(workspace, '.agent/NOTES.md'), 'utf8'), '- math.js: add() had a sign bug (fixed)\n');
  });
});
