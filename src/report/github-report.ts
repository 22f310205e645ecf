import type { RunEvent } from '../agent/events.js';
import type { RunOutcome } from '../agent/outcome.js';
import type { Task } from '../trigger/types.js';
import { addReaction, StickyComment } from './comment.js';
import { git } from '../git/git.js';
import { quotedAnswer, type CommentState } from './comment-render.js';
import type { GitHubClient } from '../github/retry.js';
import { agentTrailer } from '../git/agent-commits.js';
import { branchMoved, maintenanceNoChanges, updateMaintenance } from './github-report-pr.js';
import { changedFilesFromGit, commitMessage, defaultBranchName, pushChanges, type PushMode } from './push.js';
import type { RunInfo } from './run-info.js';

/** Saved for the post step, which finalizes a comment the main step left unfinished. */
export interface PostState {
  owner: string;
  repo: string;
  issueNumber: number;
  runId: string;
  runUrl?: string;
  commentId?: number;
  /** Who wrote the comment: the post step adopts nothing else. */
  login?: string;
}

/**
 * Everything the run tells GitHub: the 👀 reaction, one sticky comment updated as the run goes and
 * finalized on every path, and the push of the changes. GitHub failures are logged, never thrown:
 * the job summary and outputs still carry the result.
 */
export class GitHubReporter {
  private readonly sticky: StickyComment | undefined;
  private turns = 0;
  private costUsd = 0;
  /** Tools started and not yet ended, by tool_use id (read-only ones run side by side). */
  private readonly running = new Map<string, string>();
  /** The reaction and the first comment write, under way while the run starts: every later write waits for them. */
  private started: Promise<void> | undefined;

  constructor(
    private readonly octokit: GitHubClient,
    private readonly task: Task,
    private readonly info: RunInfo,
    private readonly log: (line: string) => void,
  ) {
    if (task.issueNumber !== undefined) {
      this.sticky = new StickyComment(octokit, { owner: task.repo.owner, repo: task.repo.name, issueNumber: task.issueNumber, runId: info.runId, log, askLogin: info.userToken === true, ...(info.login ? { login: info.login } : {}) });
    }
  }

  postState(): PostState | undefined {
    if (this.task.issueNumber === undefined) return undefined;
    return {
      owner: this.task.repo.owner,
      repo: this.task.repo.name,
      issueNumber: this.task.issueNumber,
      runId: this.info.runId,
      ...(this.info.runUrl ? { runUrl: this.info.runUrl } : {}),
      ...(this.sticky?.commentId !== undefined ? { commentId: this.sticky.commentId } : {}),
      ...(this.sticky?.authorLogin !== undefined ? { login: this.sticky.authorLogin } : {}),
    };
  }

  /**
   * The 👀 reaction and the "working" comment. The run need not wait for them (GitHub's round trips are not the
   * model's): progress written meanwhile is kept for after, and `finish` and `refuse` wait for them first.
   */
  start(): Promise<void> {
    this.started ??= (async () => {
      if (this.task.comment) {
        const reaction = await addReaction(this.octokit, { owner: this.task.repo.owner, repo: this.task.repo.name, commentId: this.task.comment.id, kind: this.task.comment.kind });
        if (!reaction.ok) this.log(`Could not add the 👀 reaction: ${reaction.error}`);
      }
      await this.sticky?.start(this.working());
    })().catch((error: unknown) => this.log(`Could not start the comment: ${error instanceof Error ? error.message : String(error)}`));
    return this.started;
  }

  /** A refusal (actor without write access) is answered once, politely, with no model call. */
  async refuse(reason: string): Promise<void> {
    await this.started;
    await this.sticky?.finalize({ phase: 'refused', actor: this.task.actor, reason, runId: this.info.runId, ...this.runUrl() });
  }

  /** The sticky comment's progress, a function of the event stream: the tool running is the one started and not yet ended. */
  onEvent(event: RunEvent): void {
    if (event.kind === 'turn_start') {
      this.turns = event.turn;
      this.costUsd = event.costUsd;
    }
    if (event.kind === 'tool_start') this.running.set(event.toolUseId, event.name);
    if (event.kind === 'tool_end') this.running.delete(event.toolUseId);
    if (event.kind === 'turn_start' || event.kind === 'tool_start') this.sticky?.progress(this.working([...this.running.values()].at(-1)));
  }

  /** Push (when asked) and finalize the comment. Returns the lines the summary should add. */
  async finish(result: RunOutcome, patch: string, patchFile: string, push: PushMode | 'none'): Promise<string[]> {
    await this.started;
    const notes: string[] = [];
    let pushed: { branch?: string; pullRequestUrl?: string; error?: string; note?: string } | undefined;
    const maintenance = this.maintenanceBranch(push);
    if (push !== 'none' && patch.trim() !== '' && !result.isError) {
      pushed = maintenance ? await updateMaintenance(this.octokit, this.task, this.info, maintenance, result) : await this.push(push, result);
      if (pushed.note) notes.push(pushed.note);
      else notes.push(pushed.error ? `Push failed: ${pushed.error}` : `Pushed to \`${pushed.branch ?? ''}\`${pushed.pullRequestUrl ? `: ${pushed.pullRequestUrl}` : ''}`);
    } else if (maintenance && !result.isError) {
      notes.push(await maintenanceNoChanges(this.octokit, this.task, this.info, maintenance));
    }
    const extra = [...(this.info.notes ?? []), ...(pushed?.note ? [pushed.note] : [])];
    const final: CommentState = {
      phase: 'final', result, model: this.info.model, patch, patchFile, runId: this.info.runId, ...this.runUrl(), ...(pushed ? { push: pushed } : {}), ...(extra.length > 0 ? { notes: extra } : {}),
    };
    const write = await this.sticky?.finalize(final);
    if (write && !write.ok) notes.push(`The comment could not be updated: ${write.error}`);
    return [...(this.info.notes ?? []), ...notes];
  }

  private async push(mode: PushMode, result: RunOutcome): Promise<{ branch?: string; pullRequestUrl?: string; error?: string }> {
    if (mode === 'pr_branch' && (!this.task.pr || this.task.pr.isFork)) return { error: 'push: pr_branch needs a pull request from this repository' };
    const baseSha = this.info.baseCommit ?? (await git(this.info.cwd, ['rev-parse', 'HEAD'])).trim();
    if (mode === 'pr_branch' && this.task.ciFix && this.task.pr) {
      const moved = await branchMoved(this.octokit, this.task, this.task.pr.headRef, this.task.pr.headSha);
      if (moved) return { error: moved };
    }
    const files = await changedFilesFromGit(this.info.cwd, this.info.exclude, baseSha);
    const summary = (result.result ?? 'Agent Runner changes').split('\n')[0]?.slice(0, 72) ?? '';
    const message = commitMessage({ summary, ...(this.info.runUrl ? { runUrl: this.info.runUrl } : {}), ...(this.task.issueNumber !== undefined ? { issueNumber: this.task.issueNumber } : {}), trailer: agentTrailer(this.info.runId) });
    const outcome = await pushChanges(this.octokit, {
      owner: this.task.repo.owner,
      repo: this.task.repo.name,
      baseSha,
      baseBranch: this.task.pr?.baseRef ?? this.info.defaultBranch,
      mode,
      branchName: mode === 'pr_branch' && this.task.pr ? this.task.pr.headRef : defaultBranchName({ ...(this.task.issueNumber !== undefined ? { issueNumber: this.task.issueNumber } : {}), runId: this.info.runId }),
      files,
      exclude: this.info.exclude,
      message,
      prTitle: `Agent: ${summary}`,
      // The model's words, inert as in the comment: no raw HTML, no live mention.
      prBody: `${result.result?.trim() ? quotedAnswer(result.result.trim()) : ''}\n\n---\nOpened by Agent Runner${this.info.runUrl ? ` in ${this.info.runUrl}` : ''}.`,
    });
    if (outcome.status === 'failed') return { error: `${outcome.stage}: ${outcome.error}` };
    if (outcome.status === 'no_changes') return { error: 'nothing to commit after excluding configuration paths' };
    return { branch: outcome.branch, ...(outcome.pullRequest ? { pullRequestUrl: outcome.pullRequest.url } : {}) };
  }

  /** The stable branch, when this run keeps the one maintenance PR up to date. */
  private maintenanceBranch(push: PushMode | 'none'): string | undefined {
    return push === 'pull_request' && this.task.mode === 'automation' ? this.info.stableBranch : undefined;
  }

  private working(currentTool?: string): CommentState {
    return { phase: 'working', turns: this.turns, costUsd: this.costUsd, model: this.info.model, runId: this.info.runId, ...this.runUrl(), ...(currentTool ? { currentTool } : {}) };
  }

  private runUrl(): { runUrl?: string } {
    return this.info.runUrl ? { runUrl: this.info.runUrl } : {};
  }
}
