import * as core from './actions-core.js';
import type { TagModeRun } from './claude-tag-mode.js';
import type { GitHubReporter } from '../report/github/github-report.js';
import type { Settings } from '../settings.js';
import type { Step } from './step.js';

/** One status comment per thread, as claude-code-action keeps it with use_sticky_comment and in its tag mode. */
export function threadComment(settings: Settings, tagMode: TagModeRun | undefined): { threadComment?: true } {
  return settings.github.stickyThread || tagMode ? { threadComment: true } : {};
}

/**
 * The 👀 reaction and the first comment, under way while the run starts (GitHub's round trips need not delay the
 * model's); the comment is handed to the post step once written. Never rejects. `reacted`: the 👀 already sent.
 */
export function startComment(step: Step, reporter: GitHubReporter, reacted?: Promise<void>): Promise<void> {
  return reporter
    .start(reacted)
    .then(() => {
      const state = reporter.postState();
      if (state) step.fileCommands.write(() => core.saveState('comment', JSON.stringify(state)));
    })
    .catch((error: unknown) => core.warning(`Could not save the comment for the post step: ${error instanceof Error ? error.message : String(error)}`));
}
