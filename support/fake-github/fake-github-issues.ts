import { invalid, notFound, ok, type Ctx, type FakeIssue, type FakeState, type Handler, type Json, type Reply } from './fake-github-types.js';

interface Helpers {
  owner: string;
  repo: string;
  web: string;
  user: (login: string) => Json;
  /** How many comments issue `n` has. */
  comments: (n: number) => number;
}

/**
 * The repository's issues and labels as GitHub's REST API serves them: one issue, the list (state,
 * labels, paging), an update (PATCH; `labels` replaces the set), the repository's labels, and the
 * issue search (`GET /search/issues`: every free word in the title or body, AND-ed, and the
 * qualifiers repo:, is:, state:, label:, in:, type:). Pull requests are not listed as issues here.
 */
export function issueRoutes(state: FakeState, h: Helpers): Record<string, Handler> {
  const api = `https://api.github.com/repos/${h.owner}/${h.repo}`;
  const labelJson = (name: string): Json => {
    const known = state.repoLabels.find((l) => l.name.toLowerCase() === name.toLowerCase());
    return { id: name.length, node_id: `LA_${name}`, name, color: known?.color ?? 'ededed', description: known?.description ?? null, default: false };
  };
  const issueJson = (i: FakeIssue): Json => ({
    id: i.number,
    node_id: `I_${i.number}`,
    number: i.number,
    title: i.title,
    body: i.body,
    state: i.state,
    state_reason: null,
    locked: false,
    user: h.user(i.author),
    labels: (state.labels.get(i.number) ?? []).map(labelJson),
    assignees: [],
    assignee: null,
    milestone: null,
    comments: h.comments(i.number),
    created_at: i.created_at,
    updated_at: i.updated_at,
    closed_at: i.state === 'closed' ? i.updated_at : null,
    author_association: 'OWNER',
    url: `${api}/issues/${i.number}`,
    repository_url: api,
    html_url: `${h.web}/issues/${i.number}`,
  });
  const issueOf = (ctx: Ctx): FakeIssue | undefined => state.issues.get(Number(ctx.params.issue_number));
  const paged = (ctx: Ctx, items: Json[]): Json[] => {
    const per = Math.min(100, Number(ctx.query.per_page ?? 30));
    const n = Math.max(1, Number(ctx.query.page ?? 1));
    return items.slice((n - 1) * per, n * per);
  };
  const newestFirst = (a: FakeIssue, b: FakeIssue): number => b.number - a.number;
  return {
    'GET /repos/{owner}/{repo}/issues/{issue_number}': (ctx): Reply => {
      const i = issueOf(ctx);
      return i ? ok(issueJson(i)) : notFound();
    },
    'PATCH /repos/{owner}/{repo}/issues/{issue_number}': (ctx): Reply => {
      const i = issueOf(ctx);
      if (!i) return notFound();
      const { title, body, state: wanted, labels } = ctx.body;
      if (wanted !== undefined && wanted !== 'open' && wanted !== 'closed') return invalid('Validation Failed: state is not open or closed');
      if (typeof title === 'string') i.title = title;
      if (typeof body === 'string') i.body = body;
      if (wanted === 'open' || wanted === 'closed') i.state = wanted;
      if (Array.isArray(labels)) state.labels.set(i.number, [...new Set(labels.map((l) => (typeof l === 'string' ? l : String((l as Json).name))))]);
      i.updated_at = new Date().toISOString();
      return ok(issueJson(i));
    },
    'GET /repos/{owner}/{repo}/issues': (ctx): Reply => {
      const wantState = ctx.query.state ?? 'open';
      const wantLabels = (ctx.query.labels ?? '').split(',').filter((l) => l !== '');
      const list = [...state.issues.values()]
        .filter((i) => wantState === 'all' || i.state === wantState)
        .filter((i) => wantLabels.every((l) => (state.labels.get(i.number) ?? []).some((have) => have.toLowerCase() === l.toLowerCase())))
        .sort(ctx.query.direction === 'asc' ? (a, b) => -newestFirst(a, b) : newestFirst);
      return ok(paged(ctx, list.map(issueJson)));
    },
    'GET /repos/{owner}/{repo}/labels': (ctx): Reply =>
      ok(
        paged(
          ctx,
          state.repoLabels.map((l, n) => ({ id: n + 1, node_id: `LA_${n + 1}`, name: l.name, description: l.description, color: l.color, default: false })),
        ),
      ),
    'GET /search/issues': (ctx): Reply => {
      const q = ctx.query.q ?? '';
      if (q.trim() === '') return invalid('Validation Failed: q is missing');
      const terms = [...q.matchAll(/(-?)(?:(\w+):)?(?:"([^"]*)"|(\S+))/g)].map((m) => ({
        negated: m[1] === '-',
        key: m[2]?.toLowerCase(),
        value: (m[3] ?? m[4] ?? '').toLowerCase(),
      }));
      const matches = (i: FakeIssue): boolean =>
        terms.every((t) => {
          const labels = (state.labels.get(i.number) ?? []).map((l) => l.toLowerCase());
          const hit = ((): boolean => {
            switch (t.key) {
              case 'repo':
                return t.value === `${h.owner}/${h.repo}`.toLowerCase();
              case 'is':
              case 'state':
              case 'type':
                return t.value === 'issue' || t.value === i.state;
              case 'label':
                return labels.includes(t.value);
              case undefined:
                return `${i.title}\n${i.body}`.toLowerCase().includes(t.value);
              default:
                return true;
            }
          })();
          return t.negated ? !hit : hit;
        });
      const found = [...state.issues.values()].filter(matches).sort(newestFirst);
      return ok({
        total_count: found.length,
        incomplete_results: false,
        items: paged(
          ctx,
          found.map((i) => ({ ...issueJson(i), score: 1 })),
        ),
      });
    },
  };
}
