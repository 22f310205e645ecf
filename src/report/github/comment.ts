import { findSessionMarker } from '../saved-session.js';
import { parseStickyMarker, renderComment } from './comment-render.js';
import { stickyMarkerFor } from '../../github/sticky-marker.js';
import type { CommentState, RenderOptions, StickyMarker } from './comment-render.js';
import { errorFacts, withGitHubRetry } from '../../github/retry.js';
import type { GitHubClient, RetryOptions } from '../../github/retry.js';

export interface StickyCommentOptions {
  owner: string;
  repo: string;
  issueNumber: number;
  /** Same value as the states' `runId`: the marker this comment is found by. */
  runId: string | number;
  /** A comment id saved earlier (e.g. by the main step for the post step); skips the search. */
  commentId?: number;
  /** Progress updates are at most this often. Default 5000 ms. */
  minIntervalMs?: number;
  /** Retries for start and finalize. */
  retry?: RetryOptions;
  /** Retries for progress updates, which the next update supersedes. Default 2 attempts, 10 s server wait. */
  progressRetry?: RetryOptions;
  render?: RenderOptions;
  log?: (line: string) => void;
  /** The token's own login, when known (saved by the main step for the post step). */
  login?: string;
  /** Ask `GET /user` for it (user tokens only: installation tokens get 403 there). */
  askLogin?: boolean;
  /**
   * One status comment per thread (use_sticky_comment, claude-code-action's tag mode): with no comment of this run yet,
   * take over the newest finished report the runner's own identity left on the thread, as claude-code-action edits its one.
   */
  adoptThread?: boolean;
}

/** A user's token (classic or fine-grained PAT, OAuth, user-to-server): `GET /user` names its owner. */
export function isUserToken(token: string): boolean {
  return /^(ghp_|github_pat_|gho_|ghu_)/.test(token);
}

/** The account GitHub Actions' own token writes as; `GET /user` answers 403 for it (an installation token). */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

export type CommentWrite = { ok: true; commentId: number; url: string } | { ok: false; error: string };

export interface FoundComment {
  id: number;
  url: string;
  body: string;
  marker: StickyMarker | null;
}

/**
 * The run's one comment on its issue or PR. Every method resolves, never rejects: a GitHub
 * failure becomes an error value, because the job summary and outputs still carry the result.
 */
export class StickyComment {
  private id: number | undefined;
  private htmlUrl = '';
  private pending: CommentState | null = null;
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<void> | null = null;
  private lastWriteAt = 0;
  private finalized = false;
  private login: string | undefined;
  private loginAsked = false;
  /** The last failed write's error, for the log and the summary. */
  lastError: string | undefined;

  constructor(
    private readonly octokit: GitHubClient,
    private readonly options: StickyCommentOptions,
  ) {
    this.id = options.commentId;
    this.login = options.login;
  }

  /** The login this run's comments are written as (after the first write, from GitHub's own answer). */
  get authorLogin(): string | undefined {
    return this.login;
  }

  /**
   * Whose comments may be adopted: the token's own login. A user token answers `GET /user`; an
   * installation token (GITHUB_TOKEN, an App's) gets 403 there, so it is not asked, and is taken to
   * be GitHub Actions' bot until the first comment this run posts says whose it is.
   */
  private async identity(): Promise<string | undefined> {
    if (this.login !== undefined || this.loginAsked) return this.login;
    this.loginAsked = true;
    if (this.options.askLogin !== true) return (this.login = ACTIONS_BOT_LOGIN);
    try {
      this.login = (await this.octokit.request('GET /user')).data.login;
    } catch (err) {
      const status = errorFacts(err).status;
      if (status === 403 || status === 401) this.login = ACTIONS_BOT_LOGIN;
      else this.loginAsked = false;
    }
    return this.login;
  }

  get commentId(): number | undefined {
    return this.id;
  }

  get url(): string {
    return this.htmlUrl;
  }

  /** This run's comment, by known id or by marker; the newest match wins. */
  async find(): Promise<{ ok: true; value: FoundComment | null } | { ok: false; error: string }> {
    const res = await withGitHubRetry(() => this.lookup(), this.options.retry);
    if (!res.ok) return { ok: false, error: res.error };
    if (res.value) {
      this.id = res.value.id;
      this.htmlUrl = res.value.url;
    }
    return { ok: true, value: res.value };
  }

  /** Creates the comment, or takes over this run's existing one. */
  async start(state: CommentState): Promise<CommentWrite> {
    const result = await this.upsert(state, this.options.retry);
    this.lastWriteAt = Date.now();
    if (this.pending) this.schedule();
    return result;
  }

  /** Throttled and coalesced: only the newest state is sent, at most once per interval. */
  progress(state: CommentState): void {
    if (this.finalized) return;
    this.pending = state;
    if (this.id !== undefined) this.schedule();
  }

  /** Always sends, after any in-flight progress update; creates the comment if it does not exist yet. */
  async finalize(state: CommentState): Promise<CommentWrite> {
    this.finalized = true;
    this.pending = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.inFlight;
    return this.upsert(state, this.options.retry);
  }

  private schedule(): void {
    if (this.timer || this.inFlight || this.finalized) return;
    const interval = this.options.minIntervalMs ?? 5000;
    const wait = Math.max(0, this.lastWriteAt + interval - Date.now());
    this.timer = setTimeout(() => this.flushPending(), wait);
    // A pending progress update must not keep the process alive after the run.
    this.timer.unref();
  }

  private flushPending(): void {
    this.timer = null;
    const state = this.pending;
    this.pending = null;
    if (!state || this.finalized) return;
    const retry = this.options.progressRetry ?? { maxAttempts: 2, maxServerWaitMs: 10_000 };
    this.inFlight = this.upsert(state, retry).then(() => {
      this.inFlight = null;
      this.lastWriteAt = Date.now();
      if (this.pending && !this.finalized) this.schedule();
    });
  }

  private async upsert(state: CommentState, retry: RetryOptions | undefined): Promise<CommentWrite> {
    const body = renderComment(state, this.options.render);
    const { owner, repo } = this.options;
    const res = await withGitHubRetry(
      async () => {
        if (this.id !== undefined) {
          const id = this.id;
          try {
            const r = await this.octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', { owner, repo, comment_id: id, body });
            return { id: Number(r.data.id), url: r.data.html_url };
          } catch (err) {
            // Someone deleted the comment: fall through and post a new one rather than lose the report.
            if (errorFacts(err).status !== 404) throw err;
            this.id = undefined;
          }
        }
        // A create answered 5xx may still have landed; look before posting again so retries never duplicate.
        const existing = await this.lookup();
        if (existing) {
          const r = await this.octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', { owner, repo, comment_id: existing.id, body });
          return { id: Number(r.data.id), url: r.data.html_url };
        }
        const r = await this.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
          owner,
          repo,
          issue_number: this.options.issueNumber,
          body,
        });
        // GitHub's own answer says who we are: from now on only this author's comments are ours.
        if (r.data.user?.login) this.login = r.data.user.login;
        return { id: Number(r.data.id), url: r.data.html_url };
      },
      withLog(retry, this.options.log, state.phase),
    );
    if (!res.ok) {
      this.lastError = res.error;
      this.options.log?.(`comment ${state.phase} update failed: ${res.error}`);
      return { ok: false, error: res.error };
    }
    this.id = res.value.id;
    this.htmlUrl = res.value.url;
    return { ok: true, commentId: res.value.id, url: res.value.url };
  }

  private async lookup(): Promise<FoundComment | null> {
    const { owner, repo, issueNumber } = this.options;
    if (this.id !== undefined) {
      const id = this.id;
      try {
        const r = await this.octokit.request('GET /repos/{owner}/{repo}/issues/comments/{comment_id}', { owner, repo, comment_id: id });
        const login = await this.identity();
        if (login === undefined || r.data.user?.login === login) {
          return { id: Number(r.data.id), url: r.data.html_url, body: r.data.body ?? '', marker: parseStickyMarker(r.data.body ?? '') };
        }
        this.options.log?.(`comment ${id} is not the runner's own (written by ${r.data.user?.login ?? 'unknown'}): not adopted`);
      } catch (err) {
        if (errorFacts(err).status !== 404) throw err;
      }
    }
    const marker = stickyMarkerFor(this.options.runId);
    // Anyone can write the marker into a comment: only the runner's own identity's comments are adopted.
    const login = await this.identity();
    if (login === undefined) return null;
    let found: FoundComment | null = null;
    let earlier: FoundComment | null = null;
    for (let page = 1; page <= 50; page++) {
      const r = await this.octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        owner,
        repo,
        issue_number: issueNumber,
        per_page: 100,
        page,
      });
      for (const c of r.data) {
        if (c.user?.login !== login || !c.body) continue;
        const comment = { id: Number(c.id), url: c.html_url, body: c.body, marker: parseStickyMarker(c.body) };
        if (c.body.includes(marker)) found = comment;
        // Another run's report, finished: a run still working keeps its own comment, and so does one waiting for an
        // answer (its question and the saved session's marker stay for the reply's run: src/action/resume-step.ts).
        else if (this.options.adoptThread && comment.marker && comment.marker.phase !== 'working' && findSessionMarker(c.body) === undefined) earlier = comment;
      }
      if (r.data.length < 100) break;
    }
    if (!found && earlier) this.options.log?.(`editing the thread's earlier report (comment ${earlier.id}) instead of posting another (use_sticky_comment)`);
    return found ?? earlier;
  }
}

function withLog(retry: RetryOptions | undefined, log: ((line: string) => void) | undefined, phase: string): RetryOptions {
  if (!log) return retry ?? {};
  return {
    ...retry,
    onRetry: (info) => {
      log(`comment ${phase} update: attempt ${info.attempt} failed (${info.status ?? 'network'}: ${info.error}); retrying in ${Math.round(info.waitMs)} ms`);
      retry?.onRetry?.(info);
    },
  };
}

/**
 * For the post step: finalizes this run's comment if the main step left it unfinished (a
 * cancelled job never reaches the main step's `finally`). `makeState` gets the last turn count
 * and cost the comment recorded.
 */
export async function finalizeLeftoverComment(
  octokit: GitHubClient,
  options: StickyCommentOptions,
  makeState: (marker: StickyMarker) => CommentState,
): Promise<{ outcome: 'finalized'; write: CommentWrite } | { outcome: 'none' | 'already_final' } | { outcome: 'error'; error: string }> {
  const sticky = new StickyComment(octokit, options);
  const found = await sticky.find();
  if (!found.ok) return { outcome: 'error', error: found.error };
  if (!found.value) return { outcome: 'none' };
  const marker = found.value.marker;
  if (!marker || marker.phase !== 'working') return { outcome: 'already_final' };
  const write = await sticky.finalize(makeState(marker));
  return write.ok ? { outcome: 'finalized', write } : { outcome: 'error', error: write.error };
}
