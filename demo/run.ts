/**
 * `npm run demo`: one whole task, offline, told as a story. The scripted model server stands in for the Anthropic
 * API and the harness's fake GitHub for github.com; dist/index.js runs exactly as the GitHub Actions runner starts it,
 * on a copy of demo/sample-repo, for an `@agent` comment on an issue. What is printed is what the product did: its
 * log as the runner shows it (no `::debug::` lines, as without step debug logging), the denial it recorded, the
 * comment it posted to GitHub, the cost it reported; the whole result line goes to a file.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { example, setPath } from '../support/fake-github/webhook-examples.js';
import { makeRepo, runAction } from '../support/runner/run-action.js';
import { startScriptedModel } from '../support/scripted-model/scripted-model.js';
import { demoStory } from './script.js';

const bold = (text: string): string => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);
const heading = (text: string): void => console.log(bold(`\n── ${text} ──`));

const REQUEST = 'The test suite fails. Find the bug and fix it; run the tests to check.';
const INPUTS: Record<string, string> = {
  allowed_tools: 'Bash(node test.js), Edit(src/**)',
  max_turns: '10',
  max_budget_usd: '1',
};

/** The runner's log as a person reads it on GitHub: debug lines hidden, groups as headings, warnings named. */
function asShown(stdout: string): string {
  return stdout
    .split('\n')
    .filter((line) => !line.startsWith('::debug::') && !line.startsWith('::endgroup::'))
    .map((line) =>
      line.replace(/^::group::(.*)$/, '▸ $1').replace(/^::(warning|error|notice)[^:]*::(.*)$/, (_, level: string, text: string) => `${level}: ${text}`),
    )
    .join('\n')
    .replace(/%0A/g, '\n  ')
    .trimEnd();
}

async function main(): Promise<void> {
  const model = await startScriptedModel(demoStory());
  const workspace = makeRepo();
  const payload = example('issue_comment', 'created');
  setPath(payload, 'comment.body', `@agent ${REQUEST}`);
  heading('The task');
  console.log(`An issue comment: "@agent ${REQUEST}"`);
  console.log(`Repository: a copy of demo/sample-repo at ${workspace} (a tiny project whose test fails)`);
  console.log(`Model: the scripted Anthropic API at ${model.url} (no key, no network)`);
  console.log("Inputs (the workflow step's `with:`):");
  for (const [name, value] of Object.entries(INPUTS)) console.log(`  ${name}: ${value}`);
  try {
    const run = await runAction({ workspace, inputs: INPUTS, env: { ANTHROPIC_BASE_URL: model.url }, event: { name: 'issue_comment', payload } });
    heading('The run, as the step log shows it (each turn starts with the budget check made before its model call)');
    console.log(asShown(run.stdout));

    const result = run.transcript.at(-1) as { permission_denials?: { tool_name: string; tool_input: unknown; reason?: string; suggested_rule?: string }[] };
    heading('Denied calls, and the rule that would allow each');
    for (const d of result.permission_denials ?? [])
      console.log(
        `${d.tool_name} ${JSON.stringify(d.tool_input)}\n  why: ${(d.reason ?? 'no rule allows it').split('. ')[0]}\n  allowed by: ${d.suggested_rule ?? '(no single rule)'}`,
      );
    if ((result.permission_denials ?? []).length === 0) console.log('none');

    heading('The comment the product posted on the issue (its last version)');
    const writes = run.githubRequests.filter((r) => /comments/.test(r.route ?? '') && ['POST', 'PATCH'].includes(r.method) && r.status < 300);
    const body = (writes.at(-1)?.body as { body?: string } | undefined)?.body;
    console.log(body ?? '(no comment was posted)');

    heading('The patch');
    console.log(run.patch.trimEnd());
    heading('Cost and outcome');
    console.log(
      `${run.outputs.conclusion} (${run.outputs.subtype}) after ${run.outputs.num_turns} turns, $${Number(run.outputs.total_cost_usd).toFixed(4)} of the $${INPUTS.max_budget_usd} budget; exit code ${run.exitCode}`,
    );
    const file = path.join(os.tmpdir(), 'agent-runner-demo-result.json');
    writeFileSync(file, `${JSON.stringify(run.transcript.at(-1), null, 2)}\n`);
    console.log(`The whole result message (the transcript's last line, the execution_file's last entry): ${file}`);
    if (run.exitCode !== 0) process.exitCode = 1;
  } finally {
    await model.close();
  }
}

await main();
