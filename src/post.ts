import { existsSync } from 'node:fs';
import * as core from '@actions/core';
import { writeExecutionFileFrom } from './report/transcript.js';
import { Octokit } from '@octokit/rest';
import { finalizeLeftoverComment } from './report/comment.js';
import type { PostState } from './report/github-report.js';
import { revokeInstallationToken } from './github/app-token.js';

/**
 * The post step. A cancelled job never reaches the main step's `finally`, so the sticky comment may
 * still say "working…": finalize it from what its marker recorded (turns, cost so far).
 */
async function post(): Promise<void> {
  writeLeftoverExecutionFile();
  await finalizeComment();
  await revokeAppToken();
}

/** A main step killed before its report leaves only the JSONL: execution_file (the JSON array) is written from it. */
function writeLeftoverExecutionFile(): void {
  const saved = core.getState('files');
  if (saved === '') return;
  const files = JSON.parse(saved) as { executionFile?: string; transcriptFile?: string };
  if (!files.executionFile || !files.transcriptFile || existsSync(files.executionFile) || !existsSync(files.transcriptFile)) return;
  writeExecutionFileFrom(files.transcriptFile, files.executionFile);
  core.info(`Post step: wrote ${files.executionFile} from the transcript of the interrupted run`);
}

/** A cancelled job skips the main step's revoke: the App token must not outlive the job. */
async function revokeAppToken(): Promise<void> {
  const token = core.getState('app_token');
  if (token === '') return;
  const revoked = await revokeInstallationToken(token, core.getState('github_api_url') || undefined);
  if (revoked.revoked) core.info('Post step: GitHub App installation token revoked');
  else core.warning(`Post step: could not revoke the GitHub App installation token: ${revoked.reason}`);
}

async function finalizeComment(): Promise<void> {
  const saved = core.getState('comment');
  if (saved === '' || core.getState('finalized') === 'true') return;
  const state = JSON.parse(saved) as PostState;
  const token = core.getState('app_token') || core.getInput('github_token') || process.env.GITHUB_TOKEN;
  if (!token) {
    core.warning('The run did not finish its report, and there is no GitHub token to finalize the comment.');
    return;
  }
  const octokit = new Octokit({ auth: token, baseUrl: process.env.GITHUB_API_URL ?? 'https://api.github.com' });
  const outcome = await finalizeLeftoverComment(
    octokit,
    { owner: state.owner, repo: state.repo, issueNumber: state.issueNumber, runId: state.runId, ...(state.commentId !== undefined ? { commentId: state.commentId } : {}) },
    (marker) => ({
      phase: 'cancelled',
      turns: marker.turns ?? 0,
      costUsd: marker.costUsd ?? 0,
      runId: state.runId,
      ...(state.runUrl ? { runUrl: state.runUrl } : {}),
      reason: 'The job was cancelled (or the main step died) before the run reported its result.',
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
