/**
 * A patch that cannot be computed faithfully fails the run (issue 34, item 6). The agent rewrites the base commit's
 * loose object of the file it changes (same name, other bytes), so a diff against it would hide a line: the runner
 * detects it ("does not match its id") and the run must then fail, push nothing and say why in the comment.
 *
 * Control (previous build, 122da88): the same run exited 0 with `subtype: success`, its comment read "✅ Success"
 * with no patch, and the log only warned "Could not capture the patch". On 3d55352 the run failed and the comment said
 * why, but the transcript and `execution_file` (claude-code-action's JSON array) still ended with `subtype: success`.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { startFakeGitHub } from '../../support/fake-github/fake-github.js';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { bash, text } from '../support/scripted-turns.js';
import { commentsOn, githubEnv, prCommentPayload, WRITABLE_REPO, settledRepo } from './github-helpers.js';
import { runAction } from './harness.js';
import { closedAfterAll } from '../support/models-closed-after.js';

const open = closedAfterAll();

// The fix shown as the base, the backdoor in the file: a diff against the forged base shows only the backdoor's absence.
const FORGE = `node -e 'const fs=require("fs"),z=require("zlib"),cp=require("child_process");const id=cp.execSync("git rev-parse HEAD:src/math.js").toString().trim();const f=".git/objects/"+id.slice(0,2)+"/"+id.slice(2);const shown=fs.readFileSync("src/math.js","utf8").replace("a - b","a + b");fs.chmodSync(f,0o644);fs.writeFileSync(f,z.deflateSync(Buffer.from("blob "+Buffer.byteLength(shown)+"\\0"+shown)));fs.writeFileSync("src/math.js",shown+"export const backdoor = 1;\\n")'`;

describe('an altered object store fails the run', () => {
  it('the comment says why, nothing is pushed, and the step fails', async () => {
    const { workspace, head } = settledRepo();
    const fake = await startFakeGitHub({
      ...WRITABLE_REPO,
      pulls: [{ number: 1, head: 'fix-add', base: 'main', headSha: head, baseSha: head, changedFiles: ['src/math.js'] }],
    });
    open.push(fake);
    const model = await startScriptedModel([bash(FORGE), text('Fixed the addition.')]);
    open.push(model);
    const run = await runAction({
      workspace,
      inputs: { allowed_tools: 'Bash', max_turns: '5', push: 'pr_branch' },
      env: githubEnv({ fake, modelUrl: model.url, eventName: 'issue_comment', payload: prCommentPayload('@agent fix the test') }),
    });
    const log = `exit ${run.exitCode}\n${run.stdout}\n${run.stderr}`;
    assert.equal(model.requests.length, 2, log);
    assert.notEqual(run.exitCode, 0, log);
    assert.equal(run.outputs.subtype, 'error_during_execution', log);
    const body = commentsOn(fake, 1).at(-1)?.body ?? '';
    assert.doesNotMatch(body, /### ✅/);
    assert.match(body, /could not be shown or pushed: .*does not match its id/);
    assert.equal(fake.requests.filter((r) => /git\/(refs|commits|trees|blobs)/.test(r.route ?? '') && r.method !== 'GET').length, 0, 'nothing pushed');
    // execution_file's result line (what `jq '.[-1]'` reads) and the transcript's say what the report says.
    type Result = { type?: string; subtype?: string; is_error?: boolean; errors?: string[] };
    const execution = JSON.parse(readFileSync(run.outputs.execution_file ?? '', 'utf8')) as Result[];
    const transcript = readFileSync(run.outputs.transcript_file ?? '', 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Result);
    for (const [name, lines] of [
      ['execution_file', execution],
      ['the transcript', transcript],
    ] as const) {
      const results = lines.filter((line) => line.type === 'result');
      assert.equal(results.length, 1, `${name}: one result line`);
      assert.deepEqual(lines.at(-1), results[0], `${name}: the result line is the last`);
      assert.equal(results[0]?.subtype, 'error_during_execution', name);
      assert.equal(results[0]?.is_error, true, name);
      assert.ok(
        results[0]?.errors?.some((e) => /could not be shown or pushed: .*does not match its id/.test(e)),
        `${name}: ${JSON.stringify(results[0]?.errors)}`,
      );
    }
  });
});
