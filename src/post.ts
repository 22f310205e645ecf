import { existsSync } from 'node:fs';
import * as core from './action/actions-core.js';
import { writeExecutionFileFrom } from './report/transcript/transcript.js';
import { Octokit } from '@octokit/rest';
import { finalizeLeftoverComment } from './report/github/comment.js';
import type { PostState } from './report/github/github-report.js';
import { revokeInstallationToken } from './github/app-token.js';
import { inputReader, POST_KEEPS, sealEnvironment, sealedEnvironment, stateReader, type SealedEnvironment } from './sealed-env.js';
import { checkoutHeaderFor, restoreHeaders, type HeaderPlaceholder } from './guard/git-credentials.js';
import { unboxValue } from './guard/state-box.js';
import { uploadLeftoverArtifact, type LeftoverWork } from './action/post-artifact.js';
import { artifactLinks, type RunArtifact } from './report/artifacts.js';

/**
 * What the post step reads. Sealed like the main step by src/post-entry.ts (its start-up environment
 * holds every input, the OIDC request token and the runtime token), it keeps only the GitHub token,
 * the App key and its state.
 */
interface PostContext {
  sealed: SealedEnvironment;
  input: (name: string) => string;
  state: (name: string) => string;
}

function context(): PostContext {
  const sealed = sealedEnvironment() ?? sealEnvironment({ keep: POST_KEEPS, reexec: false });
  return { sealed, input: inputReader(sealed), state: stateReader(sealed) };
}

const workflowToken = (c: PostContext): string | undefined =>
  c.input('github_token') || c.input('workflow_token') || c.sealed.secrets.GITHUB_TOKEN || undefined;
/** Boxed with the App key, or (the Claude App's token) with the job's token: src/action/step.ts. */
const appToken = (c: PostContext): string =>
  unboxValue(c.state('app_token'), c.input('app_private_key')) ?? unboxValue(c.state('app_token'), c.input('workflow_token')) ?? '';

/**
 * The post step. A cancelled job never reaches the main step's `finally`, so the sticky comment may
 * still say "working…": finalize it from what its marker recorded (turns, cost so far).
 */
async function post(): Promise<void> {
  const c = context();
  if (c.sealed.note) core.info(`Environment sealing: ${c.sealed.note}`);
  await restoreCheckoutCredentials(c);
  writeLeftoverExecutionFile(c);
  const artifact = await uploadLeftover(c);
  await finalizeComment(c, artifact);
  await revokeAppToken(c);
}

/** The main step died with the checkout's header out of the git configuration: put it back for the steps after. */
async function restoreCheckoutCredentials(c: PostContext): Promise<void> {
  const saved = c.state('git_credentials');
  if (saved === '') return;
  const token = workflowToken(c);
  if (!token) {
    core.warning('Post step: the checkout credentials were not restored (no github_token to rebuild them from)');
    return;
  }
  const placeholders = JSON.parse(saved) as HeaderPlaceholder[];
  const errors = await restoreHeaders(
    process.cwd(),
    placeholders.map((p) => ({ ...p, value: checkoutHeaderFor(token) })),
  );
  for (const error of errors) core.warning(`Post step: ${error}`);
  if (errors.length === 0 && placeholders.length > 0) core.info(`Post step: ${placeholders.length} checkout credential header(s) restored`);
}

/** A main step killed before its report leaves only the JSONL: execution_file (the JSON array) is written from it. */
function writeLeftoverExecutionFile(c: PostContext): void {
  const saved = c.state('files');
  if (saved === '') return;
  const files = JSON.parse(saved) as { executionFile?: string; transcriptFile?: string };
  if (!files.executionFile || !files.transcriptFile || existsSync(files.executionFile) || !existsSync(files.transcriptFile)) return;
  writeExecutionFileFrom(files.transcriptFile, files.executionFile);
  core.info(`Post step: wrote ${files.executionFile} from the transcript of the interrupted run`);
}

/** A cancelled job skips the main step's revoke: the App token must not outlive the job. */
async function revokeAppToken(c: PostContext): Promise<void> {
  const token = appToken(c);
  if (token === '') return;
  const revoked = await revokeInstallationToken(token, c.state('github_api_url') || undefined);
  if (revoked.revoked) core.info('Post step: GitHub App installation token revoked');
  else core.warning(`Post step: could not revoke the GitHub App installation token: ${revoked.reason}`);
}

/** The main step never saved its `artifact` (it died first): the post step uploads the patch and transcript it left. */
async function uploadLeftover(c: PostContext): Promise<RunArtifact | undefined> {
  const files = c.state('files');
  if (files === '' || c.state('artifact') !== '' || c.input('upload_artifacts').toLowerCase() === 'false') return undefined;
  const work = c.state('work');
  const env = process.env;
  return uploadLeftoverArtifact(
    {
      serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
      repository: env.GITHUB_REPOSITORY,
      runId: env.GITHUB_RUN_ID,
      job: env.GITHUB_JOB,
      step: env.GITHUB_ACTION,
      runAttempt: env.GITHUB_RUN_ATTEMPT,
    },
    c.sealed.secrets,
    { files: JSON.parse(files) as LeftoverWork['files'], ...(work !== '' ? { work: JSON.parse(work) as NonNullable<LeftoverWork['work']> } : {}) },
  );
}

async function finalizeComment(c: PostContext, artifact: RunArtifact | undefined): Promise<void> {
  const links = artifactLinks(artifact);
  const saved = c.state('comment');
  if (saved === '' || c.state('finalized') === 'true') return;
  const state = JSON.parse(saved) as PostState;
  const token = appToken(c) || workflowToken(c);
  if (!token) {
    core.warning('The run did not finish its report, and there is no GitHub token to finalize the comment.');
    return;
  }
  const octokit = new Octokit({ auth: token, baseUrl: process.env.GITHUB_API_URL ?? 'https://api.github.com' });
  const outcome = await finalizeLeftoverComment(
    octokit,
    {
      owner: state.owner,
      repo: state.repo,
      issueNumber: state.issueNumber,
      runId: state.runId,
      ...(state.commentId !== undefined ? { commentId: state.commentId } : {}),
      ...(state.login ? { login: state.login } : {}),
    },
    (marker) => ({
      phase: 'cancelled',
      turns: marker.turns ?? 0,
      costUsd: marker.costUsd ?? 0,
      runId: state.runId,
      ...(state.runUrl ? { runUrl: state.runUrl } : {}),
      reason: 'The job was cancelled (or the main step died) before the run reported its result.',
      ...(links ? { artifacts: links } : {}),
    }),
  );
  if (outcome.outcome === 'error') core.warning(`Could not finalize the comment: ${outcome.error}`);
  else core.info(`Post step: comment ${outcome.outcome}`);
}

/** The post step's logic (src/post-entry.ts calls it; so can a host such as @github/local-action). A failure is a warning. */
export async function run(): Promise<void> {
  await post().catch((error: unknown) => {
    core.warning(`Agent Runner post step: ${error instanceof Error ? error.message : String(error)}`);
  });
}
