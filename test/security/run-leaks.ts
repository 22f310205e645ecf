import { existsSync, readFileSync } from 'node:fs';
import type { RecordedRequest } from '../../support/scripted-model/scripted-model.js';
import type { ActionRun } from '../e2e/harness.js';

/**
 * Where a run of dist/ could leak a credential, and the leaks found there: for the tests that play a hijacked session
 * against the runner's exchanged credentials (workload identity federation, the Claude GitHub App's token).
 */

/** A value and the encodings a tool could print it in. */
const forms = (value: string): string[] => [value, Buffer.from(value).toString('hex'), Buffer.from(value).toString('base64').slice(0, 40)];

const readIf = (file: string | undefined): string => (file && existsSync(file) ? readFileSync(file, 'utf8') : '');

/** Every place the run's text ends up, by name; `workspaceFile` is where the session's dumps went. */
export function runPlaces(run: ActionRun, requests: readonly RecordedRequest[], workspaceFile: string): Record<string, string> {
  return {
    ...Object.fromEntries(requests.map((r, i) => [`request ${i} body`, JSON.stringify(r.body)])),
    transcript: readIf(run.outputs.transcript_file),
    execution: readIf(run.outputs.execution_file),
    summary: run.summary,
    // github_token hands back the token the workflow gave (the job's), as claude-code-action does; a token minted for the
    // run is never in it (secrets-claude-app.test.ts asserts that output empty).
    outputs: JSON.stringify({ ...run.stepOutputs, github_token: '' }),
    patch: run.patch,
    // The log as the runner shows it (masks applied: @actions/core's getIDToken prints the request URL, masked first).
    log: `${run.stdout}${run.stderr}`,
    workspace: readIf(workspaceFile),
  };
}

/** `name in place` for each secret (16 characters or more) found in a place, plain or encoded. */
export function leaksIn(secrets: ReadonlyMap<string, string>, places: Readonly<Record<string, string>>, run: ActionRun): string[] {
  const leaks: string[] = [];
  for (const [place, content] of Object.entries(places))
    for (const [name, value] of secrets) if (value.length >= 16 && forms(value).some((f) => content.includes(f))) leaks.push(`${name} in ${place}`);
  // What the process printed before any masking (the masking commands aside): no token, masked or not (the OIDC
  // request URL aside, which getIDToken's debug line prints after its mask).
  const raw = run.rawStdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');
  for (const [name, value] of secrets)
    if (!/^https?:\/\//.test(value) && value.length >= 16 && forms(value).some((f) => raw.includes(f))) leaks.push(`${name} in the raw log`);
  return leaks;
}
