import { invalid, notFound, ok, type Ctx, type FakeReviewComment, type FakeState, type Handler, type Json, type Reply } from './fake-github-types.js';

/** The lines of one hunk by side, as GitHub resolves a review comment's `line`/`side`. */
function hunkLines(patch: string): { LEFT: Set<number>; RIGHT: Set<number> }[] {
  const hunks: { LEFT: Set<number>; RIGHT: Set<number> }[] = [];
  let oldN = 0;
  let newN = 0;
  for (const line of patch.split('\n')) {
    const m = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (m) {
      hunks.push({ LEFT: new Set(), RIGHT: new Set() });
      oldN = Number(m[1]);
      newN = Number(m[2]);
      continue;
    }
    const h = hunks.at(-1);
    if (!h || line.startsWith('\\')) continue;
    if (line.startsWith('+')) h.RIGHT.add(newN++);
    else if (line.startsWith('-')) h.LEFT.add(oldN++);
    else {
      h.LEFT.add(oldN++);
      h.RIGHT.add(newN++);
    }
  }
  return hunks;
}

interface Helpers {
  web: string;
  authorOf: (authorization: string | undefined) => string;
  user: (login: string) => Json;
  nextId: () => number;
  liveHead: (head: string, fallback: string) => string;
  runs: string;
}

/**
 * Reviews, review comments, labels and the repository's workflow runs. A review is checked as
 * GitHub checks it: a known event, a body for COMMENT and REQUEST_CHANGES, every inline comment on
 * a file of the PR and on lines of one of its hunks (else 422, and nothing of the review is kept).
 */
export function reviewRoutes(state: FakeState, h: Helpers): Record<string, Handler> {
  const reviewCommentJson = (c: FakeReviewComment): Json => ({
    id: c.id,
    pull_request_review_id: c.reviewId,
    path: c.path,
    line: c.line,
    original_line: c.line,
    side: c.side,
    start_line: c.startLine ?? null,
    body: c.body,
    user: h.user(c.user.login),
    commit_id: c.commitId,
    html_url: `${h.web}/pull/${c.pullNumber}#discussion_r${c.id}`,
    diff_hunk: '',
    created_at: '',
    updated_at: '',
  });
  const labelsOf = (n: number): Json[] => (state.labels.get(n) ?? []).map((name, i) => ({ id: i + 1, name, color: 'ededed', default: false }));
  const pullOf = (ctx: Ctx): ReturnType<FakeState['pulls']['get']> => state.pulls.get(Number(ctx.params.pull_number));
  return {
    'POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews': (ctx): Reply => {
      const p = pullOf(ctx);
      if (!p) return notFound();
      const event = ctx.body.event === undefined ? 'PENDING' : String(ctx.body.event);
      if (!['APPROVE', 'REQUEST_CHANGES', 'COMMENT', 'PENDING'].includes(event))
        return invalid(`Validation Failed: event ${event} is not one of APPROVE, REQUEST_CHANGES, COMMENT`);
      const body = typeof ctx.body.body === 'string' ? ctx.body.body : '';
      if ((event === 'COMMENT' || event === 'REQUEST_CHANGES') && body === '')
        return invalid('Unprocessable Entity: Body is required for a COMMENT or REQUEST_CHANGES review');
      const raw = Array.isArray(ctx.body.comments) ? (ctx.body.comments as Json[]) : [];
      const author = { login: h.authorOf(ctx.headers.authorization), type: 'Bot' };
      const commitId = typeof ctx.body.commit_id === 'string' ? ctx.body.commit_id : h.liveHead(p.head, p.headSha);
      const id = h.nextId();
      const comments: FakeReviewComment[] = [];
      for (const c of raw) {
        const path = String(c.path ?? '');
        const patch = p.patches?.[path];
        if (patch === undefined) return invalid('Unprocessable Entity: Pull request review thread path is invalid');
        const side = String(c.side ?? 'RIGHT') as 'LEFT' | 'RIGHT';
        const line = Number(c.line);
        const start = c.start_line === undefined ? line : Number(c.start_line);
        if (!hunkLines(patch).some((hunk) => hunk[side]?.has(line) && hunk[side]?.has(start)))
          return invalid('Unprocessable Entity: Pull request review thread line must be part of the diff');
        if (typeof c.body !== 'string' || c.body === '') return invalid('Unprocessable Entity: comment body is missing');
        comments.push({
          id: h.nextId(),
          reviewId: id,
          pullNumber: p.number,
          path,
          line,
          ...(c.start_line !== undefined ? { startLine: start } : {}),
          side,
          body: c.body,
          user: author,
          commitId,
        });
      }
      state.reviewComments.push(...comments);
      state.reviews.push({ id, pullNumber: p.number, event, body, commitId, user: author, comments: comments.map((c) => c.id) });
      return ok({
        id,
        user: h.user(author.login),
        body,
        state: event === 'COMMENT' ? 'COMMENTED' : event,
        commit_id: commitId,
        html_url: `${h.web}/pull/${p.number}#pullrequestreview-${id}`,
        pull_request_url: '',
        author_association: 'NONE',
        _links: {},
      });
    },
    'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews': (ctx) => {
      const p = pullOf(ctx);
      if (!p) return notFound();
      return ok(
        state.reviews
          .filter((r) => r.pullNumber === p.number)
          .map((r) => ({
            id: r.id,
            user: h.user(r.user.login),
            body: r.body,
            state: r.event === 'COMMENT' ? 'COMMENTED' : r.event,
            commit_id: r.commitId,
            html_url: `${h.web}/pull/${p.number}#pullrequestreview-${r.id}`,
          })),
      );
    },
    'GET /repos/{owner}/{repo}/pulls/{pull_number}/comments': (ctx) => {
      const p = pullOf(ctx);
      if (!p) return notFound();
      return ok(state.reviewComments.filter((c) => c.pullNumber === p.number).map(reviewCommentJson));
    },
    'POST /repos/{owner}/{repo}/issues/{issue_number}/labels': ({ params, body }) => {
      const n = Number(params.issue_number);
      const wanted = Array.isArray(body.labels) ? body.labels.map(String) : [];
      if (wanted.length === 0) return invalid('Validation Failed: labels is empty');
      state.labels.set(n, [...new Set([...(state.labels.get(n) ?? []), ...wanted])]);
      return ok(labelsOf(n));
    },
    'DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}': ({ params }) => {
      const n = Number(params.issue_number);
      const have = state.labels.get(n) ?? [];
      if (!have.includes(params.name ?? ''))
        return { status: 404, body: { message: 'Label does not exist', documentation_url: 'https://docs.github.com/rest' } };
      state.labels.set(
        n,
        have.filter((l) => l !== params.name),
      );
      return ok(labelsOf(n));
    },
    'GET /repos/{owner}/{repo}/actions/runs': ({ query }) => {
      const list = [...state.runs.values()].filter(
        (r) =>
          (query.head_sha === undefined || r.headSha === query.head_sha) &&
          (query.status === undefined || r.status === query.status || r.conclusion === query.status),
      );
      return ok({
        total_count: list.length,
        workflow_runs: list.map((r) => ({
          id: r.id,
          name: r.name ?? 'CI',
          status: r.status ?? 'completed',
          conclusion: r.conclusion ?? 'success',
          html_url: `${h.runs}/${r.id}`,
          created_at: '2026-01-01T00:00:00Z',
          head_sha: r.headSha ?? '',
        })),
      });
    },
  };
}
