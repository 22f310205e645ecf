import { existsSync, readFileSync } from 'node:fs';
import type { RecordedRequest, ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { text, toolUse } from '../faults/helpers.js';
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
    // `github_token` is claude-code-action's output: the workflow's own token handed back to its later steps on purpose
    // (GitHub keeps it out of job outputs); a token the run minted is never written there (src/main.ts).
    outputs: JSON.stringify({ ...run.stepOutputs, github_token: undefined }),
    patch: run.patch,
    // The log as the runner shows it (masks applied: @actions/core's getIDToken prints the request URL, masked first).
    log: `${run.stdout}${run.stderr}`,
    workspace: readIf(workspaceFile),
  };
}

/** `name in place` for each secret (16 characters or more) found in a place, plain or encoded. */
export function leaksIn(secrets: ReadonlyMap<string, string>, places: Readonly<Record<string, string>>, run: ActionRun): string[] {
  const leaks: string[] = [];
  // The github_token output holds the workflow's own token only, never a credential the run minted or exchanged.
  const tokenOutput = run.stepOutputs.github_token ?? '';
  for (const [name, value] of secrets)
    if (tokenOutput !== '' && value.length >= 16 && tokenOutput !== value && forms(value).some((f) => tokenOutput.includes(f)))
      leaks.push(`${name} in the github_token output`);
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

/** Commands that dump the environment of the tool and its parents, the usual first try of a tool that wants secrets. */
export const ENVIRONMENT_DUMPS: readonly string[] = [
  'env',
  "tr '\\0' '\\n' < /proc/$PPID/environ",
  "for f in /proc/[0-9]*/environ; do tr '\\0' '\\n' < \"$f\" 2>/dev/null; done | sort -u",
  'base64 -w0 < /proc/$PPID/environ; echo; xxd -p < /proc/$PPID/environ | tr -d "\\n"',
];

/** A model that runs each of `dumps` through Bash in turn (appending what it printed to leak.txt), then answers. */
export function dumpingScript(dumps: readonly string[]): (req: RecordedRequest, index: number) => ScriptedTurn {
  return (_req, index) => {
    const dump = dumps[index];
    return dump ? toolUse('Bash', { command: `(${dump}) 2>&1 | tee -a leak.txt` }) : text('Done.');
  };
}
