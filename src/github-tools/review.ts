import { errorFacts, withGitHubRetry, type GitHubClient } from '../github/retry.js';
import { hunksOf, placeable, type Hunk, type Side } from './diff-lines.js';
import { commentText } from './text.js';
import { renderUntrusted } from '../text/untrusted-markdown.js';
import type { FindingPlacement } from '../tools/report-findings.js';

/** The pull request a run reviews. */
export interface ReviewTarget {
  owner: string;
  repo: string;
  number: number;
}

/** One inline comment as the model asked for it (claude-code-action's fields), its body already cleaned. */
export interface InlineComment {
  path: string;
  body: string;
  line: number;
  startLine?: number;
  side: Side;
  commitId?: string;
  /** A ReportFindings finding (its index in the run's list) rather than the model's own comment: the report says where it went. */
  finding?: number;
}

/** A file of the PR as the review needs it: its hunks, from GitHub's patch. */
type FileHunks = Map<string, Hunk[]>;

/** Where a comment can go, and why when it cannot be an inline comment. */
export type Placement = { inline: true } | { inline: false; why: string };

/**
 * The run's review: comments collected as the agent leaves them, posted once at the end as one
 * review with event COMMENT (never APPROVE or REQUEST_CHANGES). A comment on a line outside the
 * diff goes into the review's body rather than failing the whole review with a 422; one the
 * runner's identity already left on this PR (same path, line and body) is not posted again.
 */
export class PullRequestReview {
  private readonly comments: InlineComment[] = [];
  private files: Promise<{ ok: true; value: FileHunks } | { ok: false; error: string }> | undefined;
  private head: string | undefined;

  constructor(
    private readonly octokit: GitHubClient,
    private readonly target: ReviewTarget,
  ) {}

  get size(): number {
    return this.comments.length;
  }

  /** Queues a comment; says where it will go, so the model can move a misplaced one while it still can. */
  async add(comment: InlineComment): Promise<Placement> {
    const body = commentText(comment.body);
    this.comments.push({ ...comment, body });
    return this.place({ ...comment, body });
  }

  async place(comment: InlineComment): Promise<Placement> {
    if (comment.line < 1) return { inline: false, why: 'it names no line' };
    const files = await this.diff();
    if (!files.ok) return { inline: false, why: files.error };
    if (comment.commitId !== undefined && this.head !== undefined && comment.commitId !== this.head) {
      return {
        inline: false,
        why: `commit_id ${comment.commitId.slice(0, 12)} is not the pull request's head (${this.head.slice(0, 12)}), which the review is on`,
      };
    }
    const hunks = files.value.get(comment.path);
    if (!hunks) return { inline: false, why: `${comment.path} is not among the files this pull request changes` };
    const lines = comment.startLine !== undefined ? `lines ${comment.startLine}-${comment.line}` : `line ${comment.line}`;
    if (!placeable(hunks, comment.side, comment.line, comment.startLine))
      return { inline: false, why: `${lines} (${comment.side}) of ${comment.path} is outside the diff's hunks` };
    return { inline: true };
  }

  /** The PR's files and head, read once (both answers are the PR as the review will be posted on). */
  private diff(): Promise<{ ok: true; value: FileHunks } | { ok: false; error: string }> {
    this.files ??= (async () => {
      const { owner, repo, number } = this.target;
      const pull = await withGitHubRetry(() => this.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner, repo, pull_number: number }));
      if (!pull.ok) return { ok: false as const, error: `could not read pull request #${number}: ${pull.error}` };
      this.head = pull.value.data.head.sha;
      const files: FileHunks = new Map();
      for (let page = 1; page <= 30; page++) {
        const res = await withGitHubRetry(() =>
          this.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', { owner, repo, pull_number: number, per_page: 100, page }),
        );
        if (!res.ok) return { ok: false as const, error: `could not list the files of pull request #${number}: ${res.error}` };
        for (const f of res.value.data) files.set(f.filename, hunksOf(f.patch));
        if (res.value.data.length < 100) break;
      }
      return { ok: true as const, value: files };
    })();
    return this.files;
  }

  /**
   * Posts the review (when there is anything new to post). `login` is who the runner writes as: its
   * earlier comments are the ones not repeated. `summaryUrl` links the sticky comment. Returns lines for the report.
   */
  async post(o: { login: string | undefined; summaryUrl?: string }): Promise<ReviewPosting> {
    const wanted = this.comments;
    if (wanted.length === 0) return { notes: [] };
    const { owner, repo, number } = this.target;
    const placed = await Promise.all(wanted.map(async (c) => ({ comment: c, placement: await this.place(c) })));
    const earlier = await this.earlierComments(o.login);
    const seen = new Set<string>();
    const fresh = placed.filter(({ comment, placement }) => {
      const key = keyOf(comment);
      const repeated =
        seen.has(key) || (placement.inline ? earlier.inline.has(key) : earlier.bodies.some((b) => b.includes(movedEntry(comment, placement.why))));
      seen.add(key);
      return !repeated;
    });
    const repeated = wanted.length - fresh.length;
    const again = repeated > 0 ? ` (${repeated} already posted by an earlier run or twice in this one: not repeated)` : '';
    const findings = (where: (c: InlineComment) => FindingPlaced['placed']): FindingPlaced[] =>
      wanted.flatMap((c) => (c.finding === undefined ? [] : [{ finding: c.finding, placed: where(c) }]));
    const notAgain: FindingPlaced['placed'] = { where: 'not_posted', why: 'already posted by an earlier run, or twice in this one' };
    if (fresh.length === 0) return { notes: [`Review: nothing new to post${again}.`], findings: findings(() => notAgain) };
    let inline = fresh.filter((p) => p.placement.inline).map((p) => p.comment);
    let moved = fresh.flatMap((p) => (p.placement.inline ? [] : [{ comment: p.comment, why: p.placement.why }]));
    let res = await this.create(inline, moved, o.summaryUrl);
    if (!res.ok && res.status === 422 && inline.length > 0) {
      // The head moved since the files were read (a push during the run): every comment goes to the body rather than none.
      moved = [...inline.map((comment) => ({ comment, why: 'GitHub refused it as an inline comment (the pull request changed during the run)' })), ...moved];
      inline = [];
      res = await this.create(inline, moved, o.summaryUrl);
    }
    if (!res.ok) return { notes: [], failed: res.error, findings: findings(() => ({ where: 'not_posted', why: `GitHub refused the review: ${res.error}` })) };
    const movedNote = moved.length > 0 ? `, ${moved.length} outside the diff moved to the review's body` : '';
    // Where GitHub's answer names no address (some proxies and GHES versions drop html_url), the note says none rather than "undefined".
    const where = res.url ? `: ${res.url}` : '';
    const placedInline = new Set(inline);
    const movedWhy = new Map(moved.map((m) => [m.comment, m.why]));
    const fates = findings((c) => {
      if (placedInline.has(c)) return { where: 'inline', ...(res.url ? { url: res.url } : {}) };
      const why = movedWhy.get(c);
      return why !== undefined ? { where: 'review_body', why } : notAgain;
    });
    return {
      findings: fates,
      notes: [`Review posted on #${number} of ${owner}/${repo}: ${inline.length} inline comment${inline.length === 1 ? '' : 's'}${movedNote}${again}${where}`],
      posted: { url: res.url ?? '', comments: inline.length + moved.length },
    };
  }

  private async create(
    inline: InlineComment[],
    moved: { comment: InlineComment; why: string }[],
    summaryUrl: string | undefined,
  ): Promise<{ ok: true; url: string | undefined } | { ok: false; error: string; status?: number }> {
    const { owner, repo, number } = this.target;
    const summary = summaryUrl ? `The summary is in [the run's comment](${summaryUrl}).` : "The summary is in the run's comment.";
    const parts = [`**Agent Runner review**: ${inline.length} inline comment${inline.length === 1 ? '' : 's'}. ${summary}`];
    if (moved.length > 0) parts.push('', '### Comments outside the diff', '', ...moved.map((m) => movedEntry(m.comment, m.why)));
    try {
      const res = await this.octokit.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
        owner,
        repo,
        pull_number: number,
        ...(this.head ? { commit_id: this.head } : {}),
        event: 'COMMENT',
        body: parts.join('\n'),
        comments: inline.map((c) => ({
          path: c.path,
          body: c.body,
          line: c.line,
          side: c.side,
          ...(c.startLine !== undefined && c.startLine !== c.line ? { start_line: c.startLine, start_side: c.side } : {}),
        })),
      });
      const url: string | undefined = res.data.html_url;
      return { ok: true, url: url || undefined };
    } catch (error) {
      const facts = errorFacts(error);
      return { ok: false, error: facts.message, ...(facts.status !== undefined ? { status: facts.status } : {}) };
    }
  }

  /** The runner's own review comments on this PR (by path, line and body) and its earlier review bodies. */
  private async earlierComments(login: string | undefined): Promise<{ inline: Set<string>; bodies: string[] }> {
    const found = { inline: new Set<string>(), bodies: [] as string[] };
    if (login === undefined) return found;
    const { owner, repo, number } = this.target;
    for (let page = 1; page <= 30; page++) {
      const res = await withGitHubRetry(() =>
        this.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/comments', { owner, repo, pull_number: number, per_page: 100, page }),
      );
      if (!res.ok) break;
      for (const c of res.value.data) {
        if (c.user?.login !== login) continue;
        const line = c.line ?? c.original_line;
        if (line) found.inline.add(keyOf({ path: c.path, line, body: c.body }));
      }
      if (res.value.data.length < 100) break;
    }
    for (let page = 1; page <= 10; page++) {
      const res = await withGitHubRetry(() =>
        this.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', { owner, repo, pull_number: number, per_page: 100, page }),
      );
      if (!res.ok) break;
      for (const r of res.value.data) if (r.user?.login === login && r.body) found.bodies.push(r.body);
      if (res.value.data.length < 100) break;
    }
    return found;
  }
}

/** What posting the review came to: lines for the report, and what reached GitHub or why not. */
export interface ReviewPosting {
  notes: string[];
  /** Where each ReportFindings finding went (those the review held), by index. */
  findings?: FindingPlaced[];
  posted?: { url: string; comments: number };
  failed?: string;
}

/** One finding's fate on GitHub. */
export interface FindingPlaced {
  finding: number;
  placed: FindingPlacement;
}

function keyOf(c: { path: string; line: number; body: string }): string {
  return JSON.stringify([c.path, c.line, c.body.trim()]);
}

/** A comment that could not sit on its line, as the review's body shows it. */
function movedEntry(c: InlineComment, why: string): string {
  const lines = c.startLine !== undefined && c.startLine !== c.line ? `lines ${c.startLine}-${c.line}` : `line ${c.line}`;
  // The path and the reason (which quotes the path) are the model's words too: a path holding a blank line and `<img …>` ended the code span.
  return `**${renderUntrusted(c.path, 'code')} ${lines}** (${renderUntrusted(why, 'line')}):\n\n${c.body}\n`;
}
