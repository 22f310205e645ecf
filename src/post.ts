import * as core from '@actions/core';
import { Octokit } from '@octokit/rest';
import { finalizeLeftoverComment } from './report/comment.js';
import type { PostState } from './report/github-report.js';
import { revokeInstallationToken } from './github/app-token.js';
import { inputReader, sealEnvironment, stateReader } from './sealed-env.js';
import { checkoutHeaderFor, restoreHeaders, type HeaderPlaceholder } from './guard/git-credentials.js';
import { unboxValue } from './guard/state-box.js';

/** What the post step reads, and nothing else: every other input and secret is dropped unread. */
const POST_KEEPS = new Set(['INPUT_GITHUB_TOKEN', 'INPUT_APP_PRIVATE_KEY', 'GITHUB_TOKEN']);

/**
 * The post step. Sealed like the main step (its start-up environment holds every input, the OIDC
 * request token and the runtime token), holding only the GitHub token, the App key and its state.
 * A cancelled job never reaches the main step's end, so the sticky comment may still say
 * "working…", the App token may be alive and the checkout's credentials may still be out of the git
 * configuration: finish all three.
 */
const sealed = sealEnvironment({ keep: (name) => POST_KEEPS.has(name.toUpperCase()) || name.toUpperCase().startsWith('STATE_') });
const input = inputReader(sealed);
const state = stateReader(sealed);
const apiUrl = process.env.GITHUB_API_URL ?? 'https://api.github.com';
const workflowToken = (): string | undefined => input('github_token') || sealed.secrets.GITHUB_TOKEN || undefined;
const appToken = (): string => unboxValue(state('app_token'), input('app_private_key')) ?? '';

async function post(): Promise<void> {
  if (sealed.note) core.info(`Environment sealing: ${sealed.note}`);
  await restoreCheckoutCredentials();
  await finalizeComment();
  await revokeAppToken();
}

/** A cancelled job skips the main step's revoke: the App token must not outlive the job. */
async function revokeAppToken(): Promise<void> {
  const token = appToken();
  if (token === '') return;
  const revoked = await revokeInstallationToken(token, state('github_api_url') || undefined);
  if (revoked.revoked) core.info('Post step: GitHub App installation token revoked');
  else core.warning(`Post step: could not revoke the GitHub App installation token: ${revoked.reason}`);
}

/** The main step died with the checkout's header out of the git configuration: put it back for the steps after. */
async function restoreCheckoutCredentials(): Promise<void> {
  const saved = state('git_credentials');
  if (saved === '') return;
  const token = workflowToken();
  if (!token) {
    core.warning('Post step: the checkout credentials were not restored (no github_token to rebuild them from)');
    return;
  }
  const placeholders = JSON.parse(saved) as HeaderPlaceholder[];
  const errors = await restoreHeaders(process.cwd(), placeholders.map((p) => ({ ...p, value: checkoutHeaderFor(token) })));
  for (const error of errors) core.warning(`Post step: ${error}`);
  if (errors.length === 0 && placeholders.length > 0) core.info(`Post step: ${placeholders.length} checkout credential header(s) restored`);
}

async function finalizeComment(): Promise<void> {
  const saved = state('comment');
  if (saved === '' || state('finalized') === 'true') return;
  const comment = JSON.parse(saved) as PostState;
  const token = appToken() || workflowToken();
  if (!token) {
    core.warning('The run did not finish its report, and there is no GitHub token to finalize the comment.');
    return;
  }
  const octokit = new Octokit({ auth: token, baseUrl: apiUrl });
  const outcome = await finalizeLeftoverComment(
    octokit,
    { owner: comment.owner, repo: comment.repo, issueNumber: comment.issueNumber, runId: comment.runId, ...(comment.commentId !== undefined ? { commentId: comment.commentId } : {}), ...(comment.login ? { login: comment.login } : {}) },
    (marker) => ({
      phase: 'cancelled',
      turns: marker.turns ?? 0,
      costUsd: marker.costUsd ?? 0,
      runId: comment.runId,
      ...(comment.runUrl ? { runUrl: comment.runUrl } : {}),
      reason: 'The job was cancelled (or the main step died) before the run reported its result.',
    }),
  );
  if (outcome.outcome === 'error') core.warning(`Could not finalize the comment: ${outcome.error}`);
  else core.info(`Post step: comment ${outcome.outcome}`);
}

post().catch((error: unknown) => {
  core.warning(`Agent Runner post step: ${error instanceof Error ? error.message : String(error)}`);
});
