import type { GitHubClient } from '../github/retry.js';
import type { Task } from '../trigger/types.js';
import type { Settings } from '../settings.js';
import { resolveTrigger, type Trigger } from '../trigger/resolve.js';
import { runLink, type RunnerContext } from './runner-context.js';
import { configInputsOf } from './resume-patch.js';

// The step's trigger phase (agent-step.ts runs it): the decision on the event. Loaded before the first sign on the pull
// request (issue 37): the run's facts the report needs are first-comment.ts', loaded after it.

/** Whether and for whom the event runs (src/trigger/resolve.ts), from the runner's context and the settings. */
export function decideTrigger(
  runner: RunnerContext,
  settings: Settings,
  octokit: GitHubClient | undefined,
  token: string | undefined,
  tempDir: string,
  admitted: (task: Task, strict: boolean) => void,
): Promise<Trigger> {
  const info = runLink(runner);
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
