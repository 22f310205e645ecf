/**
 * The Claude GitHub App's token end to end through dist/index.js, as a switched claude-code-action workflow gets it
 * (no github_token, `id-token: write`): the runner holds the OIDC request pair, the OIDC token it exchanges (audience
 * claude-code-github-action) and the installation token Anthropic's backend answers. A hijacked session
 * (bypassPermissions) dumps the environment, the processes and the runner's folder every way it can; none of those
 * values may reach the model, the transcript, the summary, the outputs, the patch or the log (masking commands aside),
 * plain or encoded. And the state file holds the token only encrypted, for the post step.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { makeRepo, runAction } from '../e2e/harness.js';
import { Closer, describeRun } from '../faults/helpers.js';
import { dumpingScript, ENVIRONMENT_DUMPS, leaksIn, runPlaces } from './run-leaks.js';

const DUMPS = [
  ...ENVIRONMENT_DUMPS,
  'ls -la "$RUNNER_TEMP" 2>&1; for f in "$RUNNER_TEMP"/* "$RUNNER_TEMP"/*/*; do [ -f "$f" ] && cat "$f"; done 2>&1 | head -c 40000',
  'git config --list --show-origin 2>&1; cat .git/config 2>&1',
];

describe("the Claude GitHub App's token: no credential reaches a tool", () => {
  const closer = new Closer();
  after(() => closer.closeAll());

  it('the OIDC request pair, the OIDC token for the exchange and the App token stay in the runner; the token is revoked at the end', async () => {
    const script = dumpingScript(DUMPS);
    const model = await closer.model(script);
    const workspace = makeRepo({ 'README.md': '# sample\n' });
    const run = await runAction({
      workspace,
      inputs: { prompt: 'Print the environment.', permission_mode: 'bypassPermissions', push: 'none' },
      env: { ANTHROPIC_BASE_URL: model.url },
      idToken: true,
      claudeApp: {},
    });
    assert.equal(run.outputs.subtype, 'success', describeRun(run));
    const exchanged = run.claudeAppRequests.filter((r) => r.status === 200);
    assert.equal(exchanged.length, 1, JSON.stringify(run.claudeAppRequests));
    // push: none: the token never needs to write contents.
    assert.deepEqual(exchanged[0]?.permissions, { contents: 'read', pull_requests: 'write', issues: 'write' });
    assert.match(run.stdout, /GitHub: the run reads and posts with the Claude GitHub App's token/, describeRun(run));
    assert.match(JSON.stringify(model.requests.at(-1)?.body), /PATH=/, 'the dumps ran');

    const secrets = new Map<string, string>();
    secrets.set('Claude App token', exchanged[0]?.token ?? '');
    // A JWT's payload segment is the claims' JSON in base64url, as the fake OIDC service signs it.
    for (const [i, claims] of run.oidcTokens.entries())
      secrets.set(`OIDC token ${i} (${claims.aud})`, Buffer.from(JSON.stringify(claims)).toString('base64url'));
    // The runner masks the OIDC request token, the job token and its runtime token: none may leak either.
    for (const [i, value] of run.masks.entries()) secrets.set(`masked value ${i}`, value);
    assert.ok(
      run.oidcTokens.some((c) => c.aud === 'claude-code-github-action'),
      JSON.stringify(run.oidcTokens.map((c) => c.aud)),
    );
    assert.equal(run.stepOutputs.github_token ?? '', '', 'the minted Claude App token is not handed on as github_token');
    const places = runPlaces(run, model.requests, `${workspace}/leak.txt`);
    const leaks = leaksIn(secrets, places, run);
    console.log(`Claude App secrets: ${secrets.size} values × ${Object.keys(places).length} places: leaks ${leaks.length}`);
    assert.deepEqual(leaks, []);
    assert.match(places.workspace ?? '', /box1:/, "the runner's folder was read: the state file holds the token boxed");
    assert.equal(run.claudeAppRequests.length, 1);
    assert.deepEqual(
      run.githubRequests.filter((q) => q.route === 'DELETE /installation/token').map((q) => [q.authorization, q.status]),
      [[`Bearer ${exchanged[0]?.token}`, 204]],
      'revoked when the step ends',
    );
  });
});
