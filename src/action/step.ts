import { mkdtempSync, realpathSync } from 'node:fs';
import path from 'node:path';
import * as core from './actions-core.js';
import type { RunEvent } from '../agent/events.js';
import { outcomeWithoutRun, type RunOutcome } from '../agent/outcome.js';
import { RenewingAppToken } from '../github/app-token-renewal.js';
import { resolveGitHubToken, type GitHubToken } from '../github/token.js';
import { FileCommandLedger } from '../guard/file-commands.js';
import { boxValue } from '../guard/state-box.js';
import { artifactPlace, type ArtifactPlace } from '../report/artifacts.js';
import { createLogSink } from '../report/transcript/log-sink.js';
import { secretsToMask } from '../report/secrets/mask.js';
import { createRedactor, secretEnvValues, type Redactor } from '../report/secrets/redact.js';
import { TranscriptWriter } from '../report/transcript/transcript.js';
import { inputReader, type SealedEnvironment } from '../sealed-env.js';
import type { SettingsResult } from '../settings.js';
import { CheckoutCredentials } from './checkout-credentials.js';
import type { RunnerContext } from './runner-context.js';

/** What every phase of the step shares: where things are written, how secrets are kept out of them. */
export interface Step {
  runner: RunnerContext;
  sealed: SealedEnvironment;
  /** The runner's environment with its secrets (a plain object: `process.env` holds none after sealing). */
  env: NodeJS.ProcessEnv;
  /** Every write to the runner's file commands goes through it; the end checks nobody else wrote. */
  fileCommands: FileCommandLedger;
  /** The checkout's credential headers, held out of the git configuration while the agent runs. */
  checkoutCredentials: CheckoutCredentials;
  startedAt: number;
  cancel: AbortSignal;
  runDir: string;
  files: { executionFile: string; transcriptFile: string; patchFile: string };
  /** Where the patch and transcript are uploaded as an artifact; undefined under `upload_artifacts: false`. */
  artifactPlace: ArtifactPlace | undefined;
  github: GitHubToken;
  /** A GitHub App's token, renewed when a long run outlives it. */
  appToken?: RenewingAppToken;
  /** Every secret known so far; more join it (the checkout's credential headers, once found). */
  redact: Redactor;
  addSecrets: (values: readonly string[]) => void;
  transcript: TranscriptWriter;
  log: (event: RunEvent) => void;
}

export interface StepStart {
  parsed: SettingsResult;
  cancel: AbortSignal;
  sealed: SealedEnvironment;
  env: NodeJS.ProcessEnv;
  runner: RunnerContext;
}

/** The run's folder, its GitHub token (an App's is minted here), and the redaction everything passes through. */
export async function startStep({ parsed, cancel, sealed, env, runner }: StepStart): Promise<Step> {
  const fileCommands = new FileCommandLedger(sealed);
  const runDir = realpathSync(mkdtempSync(path.join(runner.runnerTemp, 'agent-runner-')));
  const files = {
    executionFile: path.join(runDir, 'execution.json'),
    transcriptFile: path.join(runDir, 'transcript.jsonl'),
    patchFile: path.join(runDir, 'changes.patch'),
  };
  // The post step writes execution_file from the transcript when this step is killed before it can.
  fileCommands.write(() => core.saveState('files', JSON.stringify(files)));
  const apiKey = parsed.ok && parsed.settings.provider.provider === 'anthropic' ? parsed.settings.provider.apiKey : undefined;
  const held = { ...sealed.secrets, ...sealed.inputs };
  // Masked before the token is resolved: getIDToken logs the OIDC request URL (a debug line) when it asks.
  const masked = new Set(secretsToMask(held, [apiKey]));
  for (const secret of masked) core.setSecret(secret);
  const github: GitHubToken = parsed.ok
    ? await resolveGitHubToken(parsed.settings.github.auth, {
        repository: runner.repository,
        apiUrl: runner.apiUrl,
        push: parsed.settings.github.push,
        idToken: (audience) => core.getIDToken(audience),
      })
    : { ok: true, token: undefined, source: 'none', warnings: [] };
  const appToken = github.ok ? handAppTokenToPost(github, fileCommands, sealed, runner.apiUrl) : undefined;
  const secrets = [...secretEnvValues(held), apiKey, github.ok ? github.token : undefined];
  for (const secret of secretsToMask({}, [github.ok ? github.token : undefined])) if (!masked.has(secret)) core.setSecret(secret);
  for (const warning of parsed.ok ? parsed.settings.warnings : []) core.warning(warning);
  let redactor = createRedactor(secrets);
  const redact: Redactor = (text) => redactor(text);
  // A failed exchange's message may quote the OIDC request URL, a secret the runner holds.
  if (github.ok) for (const warning of github.warnings) core.warning(redact(warning));
  if (github.ok && github.token) core.info(`GitHub: the run reads and posts with ${github.source}`);
  const addSecrets = (values: readonly string[]): void => {
    for (const secret of secretsToMask({}, values)) core.setSecret(secret);
    secrets.push(...values);
    redactor = createRedactor(secrets);
  };
  return {
    runner,
    sealed,
    env,
    fileCommands,
    checkoutCredentials: new CheckoutCredentials(),
    startedAt: Date.now(),
    cancel,
    runDir,
    files,
    artifactPlace: parsed.ok && !parsed.settings.uploadArtifacts ? undefined : artifactPlace(runner, sealed.secrets),
    github,
    ...(appToken ? { appToken } : {}),
    redact,
    addSecrets,
    transcript: new TranscriptWriter(files.transcriptFile, redact),
    log: createLogSink(core, redact),
  };
}

/**
 * A minted App token goes to the post step, which revokes it if this step never gets to. Boxed: tools can read the
 * state file while the step runs; the post step opens it with the App key, or for the Claude App's token with the
 * job's token (an input no tool sees). Renewed when a long run outlives it.
 */
function handAppTokenToPost(
  github: Extract<GitHubToken, { ok: true }>,
  fileCommands: FileCommandLedger,
  sealed: SealedEnvironment,
  apiUrl: string,
): RenewingAppToken | undefined {
  if (!github.minted) return undefined;
  const read = inputReader(sealed);
  const key = read('app_private_key') || read('workflow_token');
  const handToPost = (token: string): void => {
    if (key !== '') fileCommands.write(() => core.saveState('app_token', boxValue(token, key)));
  };
  handToPost(github.minted.token);
  fileCommands.write(() => core.saveState('github_api_url', apiUrl));
  if (!github.mintAgain) return undefined;
  return new RenewingAppToken(
    github.minted,
    github.mintAgain,
    async (fresh, replaced) => {
      core.setSecret(fresh.token);
      handToPost(fresh.token);
      const { revokeInstallationToken } = await import('../github/app-token.js');
      await revokeInstallationToken(replaced.token, apiUrl);
    },
    (message) => core.warning(message),
  );
}

export async function revokeAppToken(step: Step): Promise<void> {
  const minted = step.appToken?.latest ?? (step.github.ok ? step.github.minted : undefined);
  if (!minted) return;
  const { revokeInstallationToken } = await import('../github/app-token.js');
  const revoked = await revokeInstallationToken(minted.token, step.runner.apiUrl);
  if (revoked.revoked) step.fileCommands.write(() => core.saveState('app_token', ''));
  else core.warning(`Could not revoke the GitHub App installation token: ${revoked.reason}`);
}

/** A run that ends before the agent starts still leaves a full result in the transcript. */
export function recordedFailure(step: Step, errors: string[]): RunOutcome {
  const outcome = outcomeWithoutRun(errors, step.startedAt);
  step.transcript.record({ kind: 'run_end', outcome });
  return outcome;
}

/** A minted App token writes as `<slug>[bot]`: the comments it may adopt. */
export function appLogin(step: Step): string | undefined {
  return step.github.ok ? step.github.minted?.login : undefined;
}
