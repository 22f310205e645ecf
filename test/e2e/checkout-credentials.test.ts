import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { makeRepo, runAction } from './harness.js';
import { bash } from '../support/scripted-turns.js';
import { modelsClosedAfter } from '../support/models-closed-after.js';

/**
 * actions/checkout leaves the job token in .git/config as an extraheader. The runner takes it out before the agent's
 * first process, whichever that is, and not necessarily before the first model request (its git processes are not
 * the request's): a SessionStart hook, which runs before that request, or the first tool call, after it. Each reads
 * the git configuration and tells the model what it saw; neither sees the token, and the step puts it back.
 */

const TOKEN = 'ghs_e2eCheckoutToken0123456789abcdef';
const HEADER = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${TOKEN}`).toString('base64')}`;
const KEY = 'http.https://github.com/.extraheader';

function checkedOut(files?: Record<string, string>): string {
  const dir = makeRepo(files);
  execFileSync('git', ['config', '--local', KEY, HEADER], { cwd: dir });
  return dir;
}

const configured = (dir: string): string => execFileSync('git', ['config', '--get-all', KEY], { cwd: dir, encoding: 'utf8' }).trim();
const done = { content: [{ type: 'text' as const, text: 'Done.' }] };

describe("dist/: the checkout's token is out of the git configuration before the agent's first process", () => {
  const startModel = modelsClosedAfter();

  for (const sandbox of ['off', 'auto']) {
    it(`a SessionStart hook (before the first model request) does not see it; the step puts it back (sandbox: ${sandbox})`, async () => {
      const hook = `printf 'HOOK-SAW[%s]' "$(git config --get-all ${KEY})"`;
      const workspace = checkedOut({
        'README.md': 'hi\n',
        '.claude/settings.json': JSON.stringify({ hooks: { SessionStart: [{ hooks: [{ type: 'command', command: hook }] }] } }),
      });
      const model = await startModel([done]);
      const run = await runAction({ workspace, inputs: { prompt: 'anything', sandbox }, env: { ANTHROPIC_BASE_URL: model.url }, secrets: [TOKEN] });
      assert.equal(run.exitCode, 0, run.stdout + run.stderr);
      const first = JSON.stringify(model.requests[0]?.body);
      assert.match(first, /HOOK-SAW\[\]/, 'the hook ran and saw no header');
      assert.ok(!first.includes(Buffer.from(`x-access-token:${TOKEN}`).toString('base64')), 'the header never reached the model');
      assert.equal(configured(workspace), HEADER, 'restored at the end of the step');
    });
  }

  it('the first tool call (after the first model request) does not see it; the step puts it back', async () => {
    const workspace = checkedOut();
    const model = await startModel([bash(`git config --get-all ${KEY}; echo TOOL-RAN`, 'toolu_1'), done]);
    const run = await runAction({ workspace, inputs: { prompt: 'anything', allowed_tools: 'Bash' }, env: { ANTHROPIC_BASE_URL: model.url }, secrets: [TOKEN] });
    assert.equal(run.exitCode, 0, run.stdout + run.stderr);
    const second = JSON.stringify(model.requests[1]?.body);
    assert.match(second, /TOOL-RAN/, 'the tool ran');
    assert.ok(!second.includes('AUTHORIZATION'), 'the tool saw no header');
    assert.match(run.stdout, /Took 1 credential header\(s\) out of the git configuration/);
    assert.equal(configured(workspace), HEADER, 'restored at the end of the step');
  });
});
