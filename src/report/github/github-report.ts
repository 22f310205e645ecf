import type { RunEvent } from '../../agent/events.js';
import type { RunOutcome } from '../../agent/outcome.js';
import type { Task } from '../../trigger/types.js';
import { StickyComment } from './comment.js';
import { reactToTrigger } from './reaction.js';
import { git } from '../../git/git.js';
import type { CommentState } from './comment-render.js';
import type { GitHubClient } from '../../github/retry.js';
import { maintenanceNoChanges, updateMaintenance, type Pushed } from './github-report-pr.js';
import { APPLY_HOW, emptyDelivery, notPushed, permissionFix, type ArtifactLink, type Delivered, type Delivery, type DeliveryFailure } from '../delivery.js';
import { runFace, type FaceContext } from '../headline.js';
import type { PushMode } from './push.js';
import type { RunInfo } from './run-info.js';
import { pushRunChanges } from './runner-push.js';
import { trackingSections } from './checklist-render.js';
import type { AskedQuestion } from '../../tools/ask-user-question.js';
import type { ChecklistItem } from '../../tools/task-list.js';
import { pushUnfinished, UNFINISHED_WHY, isUnfinished } from './unfinished-branch.js';

/** What the run leaves to deliver, and how to word it. */
export interface FinishInput {
  result: RunOutcome;
  patch: string;
  patchFile: string;
  push: PushMode | 'none';
  /** After the agent's own push: the work tree's changes since (shown apart, never pushed). */
  afterPush?: string;
  /** With `push` none: why the changes stay a patch, and how a reader applies them. */
  notPushed?: { why: string; how: string };
  /** The push is the run's default (not the workflow's `push` input): a permission GitHub refuses leaves the patch. */
  defaultPush?: boolean;
  /** The workflow set `push` itself: the only grant for a push of workflow code (src/powers). */
  explicitPush?: boolean;
  face?: FaceContext;
  /** The run's uploaded artifact (src/report/artifacts.ts), linked under the headline. */
  artifacts?: ArtifactLink[];
}

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
  /** The task list as last reported, and every question asked: the comment shows both while the run goes on. */
  private tasks: ChecklistItem[] = [];
  private readonly questions: AskedQuestion[] = [];
  /** The reaction and the first comment write, under way while the run starts: every later write waits for them. */
  private started: Promise<void> | undefined;
  /** What the agent wrote into the comment through update_claude_comment (the latest). */
  private agentComment: string | undefined;
  /** Lines added during the run (the review's outcome), for the comment and the summary. */
  private readonly lateNotes: string[] = [];

  constructor(
    private readonly octokit: GitHubClient,
    private task: Task,
    private info: RunInfo,
    private readonly log: (line: string) => void,
  ) {
    if (task.issueNumber !== undefined) {
      this.sticky = new StickyComment(octokit, {
        owner: task.repo.owner,
        repo: task.repo.name,
        issueNumber: task.issueNumber,
        runId: info.runId,
        log,
        askLogin: info.userToken === true,
        ...(info.threadComment ? { adoptThread: true } : {}),
        ...(info.login ? { login: info.login } : {}),
      });
    }
  }

  /**
   * What the trigger learned after the first sign went out (the pull request, the thread, the checkout's commit) and
   * the run's final settings: for the push and the final comment. The comment stays on the same thread.
   */
  settle(task: Task, info: RunInfo): void {
    if (task.issueNumber !== this.task.issueNumber) throw new Error('the run moved to another thread after its first comment');
    this.task = task;
    // The session's model, once it started, stays: the settings' guess never replaces it.
    this.info = { ...info, ...(this.info.model !== undefined ? { model: this.info.model } : {}) };
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
   * The 👀 reaction and the "working" comment, side by side (neither waits for the other's round trip). The run need
   * not wait for them (GitHub's round trips are not the model's): progress written meanwhile is kept for after, and
   * `finish` and `refuse` wait for them first. `reacted`: the 👀 the run sent already, before it loaded this code
   * (issue 37's first sign); it is not sent again.
   */
  start(reacted?: Promise<void>): Promise<void> {
    this.started ??= Promise.all([reacted ?? reactToTrigger(this.octokit, this.task, this.log), this.sticky?.start(this.working())])
      .then(() => undefined)
      .catch((error: unknown) => this.log(`Could not start the comment: ${error instanceof Error ? error.message : String(error)}`));
    return this.started;
  }

  /** A refusal (actor without write access) is answered once, politely, with no model call. */
  async refuse(reason: string): Promise<void> {
    await this.started;
    await this.sticky?.finalize({ phase: 'refused', actor: this.task.actor, reason, runId: this.info.runId, ...this.runUrl() });
  }

  /** The sticky comment's progress, a function of the event stream: the tool running is the one started and not yet ended. */
  onEvent(event: RunEvent): void {
    // The model the session chose: the comment names it from here on (before, it names none).
    if (event.kind === 'session_start') this.info = { ...this.info, model: event.session.model };
    if (event.kind === 'turn_start') {
      this.turns = event.turn;
      this.costUsd = event.costUsd;
    }
    if (event.kind === 'tool_start') this.running.set(event.toolUseId, event.name);
    if (event.kind === 'tool_end') this.running.delete(event.toolUseId);
    // A burst of task updates is one edit: the comment's progress writes are throttled and keep only the newest state.
    if (event.kind === 'task_list') this.tasks = event.items;
    if (event.kind === 'questions') this.questions.push(...event.questions);
    if (['turn_start', 'tool_start', 'task_list', 'questions'].includes(event.kind)) this.sticky?.progress(this.working([...this.running.values()].at(-1)));
  }

  /** update_claude_comment: the agent's text goes into the comment now, and stays above the final result. */
  async writeAgentComment(body: string): Promise<{ ok: true; url: string } | { ok: false; error: string }> {
    await this.started;
    if (!this.sticky) return { ok: false, error: 'this run has no comment (no issue or pull request)' };
    this.agentComment = body;
    const write = await this.sticky.start(this.working([...this.running.values()].at(-1)));
    return write.ok ? { ok: true, url: write.url } : { ok: false, error: write.error };
  }

  /** The comment's address and author once written: the review links it and repeats nothing its author left. */
  get comment(): { url?: string; login?: string } {
    return { ...(this.sticky?.url ? { url: this.sticky.url } : {}), ...(this.sticky?.authorLogin ? { login: this.sticky.authorLogin } : {}) };
  }

  addNotes(notes: readonly string[]): void {
    this.lateNotes.push(...notes);
  }

  /** The run ended waiting for a person: this section (report/github/waiting-render.ts) stands for its questions. */
  waiting: string | undefined;
  /** What reached GitHub so far: the agent's own push, the review (github-tools), then finish()'s push and comment. */
  private readonly delivery: Delivery = emptyDelivery();

  /** A delivery made outside finish() (the review, the agent's own `git push`), or one that failed. */
  addDelivery(item: Delivered | DeliveryFailure): void {
    if ('what' in item) this.delivery.failed.push(item);
    else this.delivery.delivered.push(item);
  }

  /** The branch and commit pushed (the branch_name output, the verification's pushed_sha); undefined when nothing was. */
  get pushed(): { branch: string; commitSha: string } | undefined {
    for (const d of this.delivery.delivered) if (d.kind === 'pushed' || d.kind === 'pull_request') return { branch: d.branch, commitSha: d.commitSha };
    return undefined;
  }

  /** Push (when asked) and finalize the comment. Returns what reached GitHub and the lines the summary should add. */
  async finish(report: FinishInput): Promise<{ notes: string[]; delivery: Delivery }> {
    const { result, patch, push } = report;
    await this.started;
    const notes: string[] = [];
    const maintenance = this.maintenanceBranch(push);
    const agentPushed = this.pushed !== undefined;
    const changes = patch.trim() !== '';
    if (report.artifacts?.length) this.delivery.artifacts = report.artifacts;
    if (push !== 'none' && changes && isUnfinished(result) && !agentPushed) {
      // A stopped run's work so far, on a branch named as unfinished (src/report/github/unfinished-branch.ts).
      const baseSha = this.info.baseCommit ?? (await git(this.info.cwd, ['rev-parse', 'HEAD'])).trim();
      const kept = await pushUnfinished(this.octokit, this.task, this.info, result, push, baseSha, report.explicitPush === true);
      this.delivery.delivered.push(
        kept.branch && kept.commitSha && !kept.error
          ? {
              kind: 'pushed',
              branch: kept.branch,
              commitSha: kept.commitSha,
              by: 'runner',
              why: UNFINISHED_WHY,
              ...(kept.leftOut ? { leftOut: kept.leftOut } : {}),
            }
          : notPushed(
              `the run stopped before it finished, and its work so far could not be pushed: ${kept.error ?? 'no branch'}`,
              kept.next ? `${kept.next}; meanwhile ${APPLY_HOW}` : APPLY_HOW,
            ),
      );
    } else if (push !== 'none' && changes && !result.isError && !agentPushed) {
      const pushed = maintenance
        ? await updateMaintenance(this.octokit, this.task, this.info, maintenance, result, report.explicitPush === true)
        : await pushRunChanges(this.octokit, this.task, this.info, push, result, report.explicitPush === true);
      if (pushed.note) notes.push(pushed.note);
      this.deliverPush(pushed, report);
    } else if (maintenance && !result.isError && !changes) {
      notes.push(await maintenanceNoChanges(this.octokit, this.task, this.info, maintenance));
    } else if (changes && !agentPushed) {
      this.delivery.delivered.push(
        result.isError
          ? notPushed('the run stopped before it finished', APPLY_HOW)
          : { kind: 'patch', ...(report.notPushed ?? notPushed('`push: none`', APPLY_HOW)) },
      );
    }
    const extra = [...(this.info.notes ?? []), ...this.lateNotes, ...notes];
    const face = runFace(result, this.delivery, report.face);
    const final: CommentState = {
      phase: 'final',
      result,
      face,
      ...this.model(),
      patch,
      patchFile: report.patchFile,
      ...(report.afterPush ? { afterPush: report.afterPush } : {}),
      runId: this.info.runId,
      ...this.runUrl(),
      ...(this.pushed ? { pushedSha: this.pushed.commitSha } : {}),
      ...(extra.length > 0 ? { notes: extra } : {}),
      ...this.sections({ tasks: result.tasks, questions: result.questions, findings: result.findings }),
      ...(this.agentComment ? { agentComment: this.agentComment } : {}),
      ...(this.delivery.artifacts ? { artifacts: this.delivery.artifacts } : {}),
    };
    const write = await this.sticky?.finalize(final);
    if (write && !write.ok) {
      const fix = permissionFix('comment', write.error);
      this.delivery.failed.push({ what: 'comment', error: write.error, ...(fix ? { next: fix } : {}) });
    }
    return { notes: extra, delivery: this.delivery };
  }

  /** The push's answer as what reached GitHub. A default push GitHub refuses for want of a permission leaves the patch, not a failure. */
  private deliverPush(pushed: Pushed, report: FinishInput): void {
    if (pushed.withheld) {
      this.delivery.delivered.push(notPushed(pushed.withheld.why, pushed.withheld.how));
      return;
    }
    const leftOut = pushed.leftOut?.length ? { leftOut: pushed.leftOut } : {};
    if (pushed.error) {
      const what = pushed.stage === 'pull_request' ? 'pull_request' : 'push';
      const fix = pushed.next ?? permissionFix(what, pushed.error);
      if (report.defaultPush && !pushed.next && fix && what === 'push') {
        this.delivery.delivered.push(notPushed(`the job's token may not push: ${pushed.error}`, `${fix}, and the next run pushes; meanwhile ${APPLY_HOW}`));
        return;
      }
      if (pushed.branch && pushed.commitSha) this.delivery.delivered.push({ kind: 'pushed', branch: pushed.branch, commitSha: pushed.commitSha, by: 'runner' });
      this.delivery.failed.push({ what, error: pushed.error, ...(fix ? { next: fix } : {}) });
      return;
    }
    if (pushed.pullRequestUrl && pushed.branch && pushed.commitSha) {
      const number = /\/pull\/(\d+)/.exec(pushed.pullRequestUrl)?.[1];
      this.delivery.delivered.push({
        kind: 'pull_request',
        url: pushed.pullRequestUrl,
        ...(number ? { number: Number(number) } : {}),
        branch: pushed.branch,
        commitSha: pushed.commitSha,
        ...leftOut,
      });
    } else if (pushed.branch && pushed.commitSha) {
      this.delivery.delivered.push({
        kind: 'pushed',
        branch: pushed.branch,
        commitSha: pushed.commitSha,
        by: 'runner',
        ...(pushed.onPullRequest !== undefined ? { onPullRequest: pushed.onPullRequest } : {}),
        ...(pushed.createPullRequestUrl ? { createPullRequestUrl: pushed.createPullRequestUrl } : {}),
        ...(pushed.why ? { why: pushed.why } : {}),
        ...leftOut,
      });
    } else this.delivery.delivered.push({ kind: 'no_changes' });
  }

  /** The stable branch, when this run keeps the one maintenance PR up to date. */
  private maintenanceBranch(push: PushMode | 'none'): string | undefined {
    return push === 'pull_request' && this.task.mode === 'automation' ? this.info.stableBranch : undefined;
  }

  private working(currentTool?: string): CommentState {
    return {
      phase: 'working',
      turns: this.turns,
      costUsd: this.costUsd,
      ...this.model(),
      runId: this.info.runId,
      ...this.runUrl(),
      ...(currentTool ? { currentTool } : {}),
      ...(this.agentComment ? { agentComment: this.agentComment } : {}),
      ...this.sections({ tasks: this.tasks, questions: this.questions }),
    };
  }

  private sections(state: Parameters<typeof trackingSections>[0]): { sections?: string[] } {
    const sections = this.waiting ? [this.waiting, ...trackingSections({ tasks: state.tasks })] : trackingSections(state);
    return sections.length > 0 ? { sections } : {};
  }

  private model(): { model?: string } {
    return this.info.model !== undefined ? { model: this.info.model } : {};
  }

  private runUrl(): { runUrl?: string } {
    return this.info.runUrl ? { runUrl: this.info.runUrl } : {};
  }
}
