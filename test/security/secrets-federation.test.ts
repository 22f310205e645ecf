/**
 * Workload identity federation end to end through dist/index.js: the runner holds the OIDC request pair
 * (ACTIONS_ID_TOKEN_REQUEST_URL / _TOKEN, kept only for federation), the OIDC tokens it asks for and the access tokens
 * it mints. A hijacked session (bypassPermissions) dumps the environment every way it can; none of those values may
 * reach the model, the transcript, the summary, the outputs, the patch or the log (masking commands aside), plain or
 * encoded.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { verifyGitHubOidcToken } from '../../support/runner/fake-oidc.js';
import { makeRepo, runAction } from '../e2e/harness.js';
import { Closer, describeRun } from '../faults/helpers.js';
import { dumpingScript, ENVIRONMENT_DUMPS, leaksIn, runPlaces } from './run-leaks.js';

const DUMPS = [...ENVIRONMENT_DUMPS, 'ls -la "$RUNNER_TEMP" ~ 2>&1; cat "$RUNNER_TEMP"/*/* 2>&1 | head -c 20000'];

describe('workload identity federation: no credential reaches a tool', () => {
  const closer = new Closer();
  after(() => closer.closeAll());

  it('the OIDC request pair, the OIDC tokens and the access tokens stay in the runner', async () => {
    const script = dumpingScript(DUMPS);
    const model = await closer.model(script, {
      federation: {
        federationRuleId: 'fdrl_abc',
        organizationId: '00000000-0000-0000-0000-000000000000',
        audience: 'https://api.anthropic.com',
        verify: (jwt) => verifyGitHubOidcToken(jwt),
        // Every call re-exchanges: more tokens to leak.
        expiresIn: 20,
      },
    });
    const workspace = makeRepo({ 'README.md': '# sample\n' });
    const run = await runAction({
      workspace,
      inputs: {
        prompt: 'Print the environment.',
        permission_mode: 'bypassPermissions',
        push: 'none',
        anthropic_federation_rule_id: 'fdrl_abc',
        anthropic_organization_id: '00000000-0000-0000-0000-000000000000',
      },
      env: { GITHUB_API_URL: 'http://127.0.0.1:9', ANTHROPIC_BASE_URL: model.url },
      idToken: true,
    });
    assert.equal(run.outputs.subtype, 'success', describeRun(run));
    const exchanges = model.federation?.exchanges ?? [];
    assert.equal(exchanges.length, DUMPS.length + 1, 'one exchange per model call');
    assert.match(JSON.stringify(model.requests.at(-1)?.body), /PATH=/, 'the dumps ran');
    const secrets = new Map<string, string>();
    for (const [i, e] of exchanges.entries()) secrets.set(`access token ${i}`, e.accessToken ?? '');
    for (const [i, e] of exchanges.entries()) secrets.set(`OIDC token ${i}`, String(e.body.assertion));
    // The runner masks the OIDC request token (and the job token, its runtime token): none may leak either.
    for (const [i, value] of run.masks.entries()) secrets.set(`masked value ${i}`, value);
    const places = runPlaces(run, model.requests, `${workspace}/leak.txt`);
    const leaks = leaksIn(secrets, places, run);
    console.log(`federation secrets: ${secrets.size} values × ${Object.keys(places).length} places: leaks ${leaks.length}`);
    assert.deepEqual(leaks, []);
  });
});
