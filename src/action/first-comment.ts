import * as core from './actions-core.js';
import type { GitHubClient } from '../github/retry.js';
import { isUserToken } from '../report/github/comment.js';
import { GitHubReporter } from '../report/github/github-report.js';
import { stableBranchName } from '../report/github/maintenance-pr.js';
import { botIdentity, type DropInGit } from '../report/github/branch-naming.js';
import { startComment, threadComment } from './comment-start.js';
import { claudeTagMode } from './claude-tag-mode.js';
import type { Task } from '../trigger/types.js';
import type { Settings } from '../settings.js';
import { runLink, type RunnerContext } from './runner-context.js';
import { appLogin, type Step } from './step.js';
import { LOCAL_AGENT_MEMORY_DIR } from '../agent/agent-memory.js';

/**
 * The reporter (the sticky comment) as the trigger lets the actor in: a chunk of its own, loaded once GitHub has the
 * 👀 (src/action/agent-step.ts), apart from the rest of the run's code (src/action/agent-run.ts, loaded after the
 * trigger's decision), so that the working comment waits for no more compiling than its own (issue 37).
 */

/** The reporter started when the actor was let in, and its first writes (the 👀, the working comment). */
export interface FirstComment {
  reporter: GitHubReporter;
  started: Promise<void>;
}

/** The working comment, started beside the 👀 the run already sent (`reacted`): the reporter learns the rest later (`settle`). */
export function startFirstComment(
  step: Step,
  settings: Settings,
  octokit: GitHubClient,
  admitted: { task: Task; strict: boolean; token: string | undefined; reacted: Promise<void> },
): FirstComment {
  const { task, strict, token, reacted } = admitted;
  const info = { ...runInfo(step.runner, settings, [], token, appLogin(step)), ...threadComment(settings, claudeTagMode(settings, task, strict)) };
  const reporter = new GitHubReporter(octokit, task, info, core.info);
  return { reporter, started: startComment(step, reporter, reacted) };
}

/** A refused actor's answer on the thread: one comment, no 👀, no model call. */
export async function refuse(step: Step, settings: Settings, octokit: GitHubClient, token: string | undefined, task: Task, reason: string): Promise<void> {
  await new GitHubReporter(octokit, task, runInfo(step.runner, settings, [], token, appLogin(step)), core.info).refuse(reason);
}

function dropInBranchNaming(inputs: Settings['github']['dropInGit'], serverUrl: string | undefined): DropInGit {
  const { bot, ...naming } = inputs;
  return bot ? { ...naming, identity: botIdentity(bot.id, bot.name, serverUrl) } : naming;
}

/** What the reporter knows of the run: where it runs, what it leaves out of the patch, how it names branches. */
export function runInfo(
  runner: RunnerContext,
  settings: Settings,
  restoredPaths: string[],
  token?: string,
  login?: string,
): ConstructorParameters<typeof GitHubReporter>[2] {
  return {
    ...runLink(runner),
    cwd: settings.workingDirectory,
    exclude: [...restoredPaths, '.agent-runner', LOCAL_AGENT_MEMORY_DIR],
    defaultBranch: runner.refName ?? 'main',
    userToken: token !== undefined && isUserToken(token),
    ...(login ? { login } : {}),
    stableBranch: settings.github.branch ?? stableBranchName(runner.workflow, runner.job),
    branchNaming: dropInBranchNaming(settings.github.dropInGit, runner.serverUrl),
    serverUrl: runner.serverUrl,
  };
}
