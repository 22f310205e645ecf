/**
 * `npm run demo`: one whole task, offline. The scripted model server stands in for the Anthropic
 * API; dist/index.js runs exactly as the GitHub Actions runner starts it, on a copy of
 * demo/sample-repo; then everything a user would see is printed.
 */
import { startScriptedModel } from '../support/scripted-model/scripted-model.js';
import { makeRepo, runAction } from '../support/runner/run-action.js';
import { demoScript } from './script.js';
import type { RunOutcome } from '../src/agent/outcome.js';
import type { ResultMessage } from '../src/report/transcript/sdk-messages.js';
import { renderComment } from '../src/report/github/comment-render.js';

const bold = (text: string): string => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);

async function main(): Promise<void> {
  const model = await startScriptedModel(demoScript());
  const workspace = makeRepo();
  console.log(bold(`Scripted Anthropic API at ${model.url}; sample repository copied to ${workspace}\n`));
  try {
    const run = await runAction({
      workspace,
      inputs: {
        prompt: 'The test suite fails. Find the bug and fix it; run the tests to check.',
        allowed_tools: 'Bash(node test.js), Edit(src/**)',
        max_turns: '10',
        max_budget_usd: '1',
      },
      env: { ANTHROPIC_BASE_URL: model.url },
    });
    console.log(bold('── The action log ──'));
    console.log(run.stdout.replace(/^::(group|endgroup)::/gm, '').trimEnd());
    console.log(bold('\n── The result message (last line of the transcript) ──'));
    console.log(JSON.stringify(run.transcript.at(-1), null, 2));
    console.log(bold('\n── Step outputs ──'));
    for (const [name, value] of Object.entries(run.outputs)) console.log(`${name}: ${value.length > 100 ? `${value.slice(0, 100)}…` : value}`);
    console.log(bold('\n── The patch ──'));
    console.log(run.patch);
    console.log(bold('── The job summary ──'));
    console.log(run.summary);
    console.log(bold('── The sticky comment that would be posted on the issue or pull request ──'));
    const result = outcomeOf(run.transcript.at(-1) as unknown as ResultMessage);
    console.log(
      renderComment({ phase: 'final', result, model: 'claude-sonnet-5-5', patch: run.patch, patchFile: run.outputs.patch_file ?? '', runId: 'demo' }),
    );
    console.log(bold(`Model requests: ${model.requests.length}; exit code ${run.exitCode}`));
    if (run.exitCode !== 0) process.exitCode = 1;
  } finally {
    await model.close();
  }
}

/** The run's outcome read back from the transcript's result line (the demo has no GitHub to post the comment to). */
function outcomeOf(line: ResultMessage): RunOutcome {
  return {
    sessionId: line.session_id,
    cause: line.stop_cause,
    subtype: line.subtype,
    isError: line.is_error,
    durationMs: line.duration_ms,
    durationApiMs: line.duration_api_ms,
    turns: line.num_turns,
    ...(line.result !== undefined ? { result: line.result } : {}),
    errors: line.errors ?? [],
    warnings: line.warnings ?? [],
    costUsd: line.total_cost_usd,
    usage: line.usage,
    modelUsage: line.modelUsage,
    denials: line.permission_denials.map((d) => ({
      toolName: d.tool_name,
      toolUseId: d.tool_use_id,
      input: d.tool_input,
      ...(d.reason !== undefined ? { reason: d.reason } : {}),
      ...(d.suggested_rule !== undefined ? { suggestedRule: d.suggested_rule } : {}),
    })),
    stopReason: line.stop_reason,
    ...(line.sandbox ? { sandbox: line.sandbox } : {}),
  };
}

await main();
