import type { GitHubClient } from '../github/retry.js';
import { isUserToken } from '../report/github/comment.js';
import type { GitHubReporter } from '../report/github/github-report.js';
import { stableBranchName } from '../report/github/maintenance-pr.js';
import { botIdentity, type DropInGit } from '../report/github/branch-naming.js';
import type { Task } from '../trigger/types.js';
import type { Settings } from '../settings.js';
import { resolveTrigger, type Trigger } from '../trigger/resolve.js';
import type { RunnerContext } from './runner-context.js';
import { LOCAL_AGENT_MEMORY_DIR } from '../agent/agent-memory.js';
import { configInputsOf } from './resume-patch.js';

// The step's trigger phase (agent-step.ts runs it): the decision on the event, and the run's facts it shares with the report.

/** Whether and for whom the event runs (src/trigger/resolve.ts), from the runner's context and the settings. */
export function decideTrigger(
  runner: RunnerContext,
  settings: Settings,
  octokit: GitHubClient | undefined,
  token: string | undefined,
  tempDir: string,
  admitted: (task: Task, strict: boolean) => void,
): Promise<Trigger> {
  const info = runInfo(runner, settings, []);
  return resolveTrigger({
    admitted,
    eventName: runner.eventName,
    eventPath: runner.eventPath,
    repository: runner.repository,
    actor: runner.actor,
    prompt: settings.prompt,
    promptIsTask: settings.claudeCodeAction.inputs.length > 0,
    triggerPhrases: settings.github.triggerPhrases,
    labelTriggers: settings.github.labelTriggers,
    assigneeTrigger: settings.github.assigneeTrigger,
    allowedBots: settings.github.allowedBots,
    allowedNonWriteUsers: settings.github.allowedNonWriteUsers,
    includeCommentsByActor: settings.github.includeCommentsByActor,
    excludeCommentsByActor: settings.github.excludeCommentsByActor,
    cwd: settings.workingDirectory,
    octokit,
    git: { token, serverUrl: runner.serverUrl },
    ...(settings.github.dropInGit.baseBranch ? { baseBranch: settings.github.dropInGit.baseBranch } : {}),
    tempDir,
    runId: info.runId,
    ...(info.runUrl ? { runUrl: info.runUrl } : {}),
    maxFixAttempts: settings.github.maxFixAttempts,
    configInputs: configInputsOf(settings),
  });
}

function dropInBranchNaming(inputs: Settings['github']['dropInGit'], serverUrl: string | undefined): DropInGit {
  const { bot, ...naming } = inputs;
  return bot ? { ...naming, identity: botIdentity(bot.id, bot.name, serverUrl) } : naming;
}

/** The run's facts the report needs: its id and page, what is never pushed, the branches and their naming. */
export function runInfo(
  runner: RunnerContext,
  settings: Settings,
  restoredPaths: string[],
  token?: string,
  login?: string,
): ConstructorParameters<typeof GitHubReporter>[2] {
  const runId = runner.runId ?? 'local';
  return {
    runId,
    runUrl: runner.repository && runner.runId ? `${runner.serverUrl}/${runner.repository}/actions/runs/${runId}` : undefined,
    model: settings.model,
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
