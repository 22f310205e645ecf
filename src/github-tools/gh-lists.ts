import { flag, flagList, ghFail, ghOk, jsonOutput, limitOf, OUTPUT_FLAGS, parseArgs, pick, type GhOutput, type ParsedArgs } from './gh-args.js';
import { commentRecord, commentsOf, ISSUE_FIELDS, issueRecord, labelNames, oneLine, rfc3339, type GhPlace, type RestIssue, repoOf } from './gh-issues.js';

/** `gh issue list` and `gh search issues`: the job's repository's issues, listed or searched, as gh prints them. */

/** gh's issue table when stdout is not a terminal: number, state, title, labels, updated. */
const issueRows = (issues: RestIssue[]): string =>
  issues.map((i) => `${i.number}\t${i.state.toUpperCase()}\t${oneLine(i.title)}\t${labelNames(i)}\t${rfc3339(i.updated_at)}\n`).join('');

async function searchIssues(place: GhPlace, query: string, limit: number): Promise<RestIssue[]> {
  const found: RestIssue[] = [];
  for (let page = 1; found.length < limit && page <= 10; page++) {
    const res = await place.octokit.request('GET /search/issues', { q: query, per_page: Math.min(100, limit), page });
    found.push(...(res.data.items as RestIssue[]));
    if (res.data.items.length < Math.min(100, limit)) break;
  }
  return found.slice(0, limit);
}

const LIST_FLAGS = {
  ...OUTPUT_FLAGS,
  limit: { value: true, short: 'L' },
  label: { value: true, short: 'l', repeat: true },
  state: { value: true, short: 's' },
  search: { value: true, short: 'S' },
  assignee: { value: true, short: 'a' },
  author: { value: true, short: 'A' },
};

async function withComments(place: GhPlace, p: ParsedArgs, issues: RestIssue[]): Promise<Map<number, Record<string, unknown>[]>> {
  const out = new Map<number, Record<string, unknown>[]>();
  if (!(flag(p, 'json') ?? '').split(',').includes('comments')) return out;
  for (const i of issues) out.set(i.number, (await commentsOf(place, i.number)).map(commentRecord));
  return out;
}

export async function issueList(place: GhPlace, args: string[]): Promise<GhOutput> {
  const p = parseArgs(args, LIST_FLAGS);
  if ('error' in p) return ghFail(p.error);
  if (p.positional.length > 0) return ghFail(`unknown argument "${p.positional[0]}"; please quote all values that have spaces`);
  const limit = limitOf(p, 30);
  if (typeof limit !== 'number') return ghFail(limit.error);
  const state = flag(p, 'state') ?? 'open';
  if (!['open', 'closed', 'all'].includes(state)) return ghFail(`invalid argument "${state}" for "-s, --state" flag: valid values are {open|closed|all}`);
  const labels = flagList(p, 'label');
  const search = flag(p, 'search');
  let issues: RestIssue[];
  if (search !== undefined || flag(p, 'author') !== undefined || flag(p, 'assignee') !== undefined) {
    const q = [
      `repo:${place.owner}/${place.repo}`,
      'is:issue',
      ...(state === 'all' ? [] : [`state:${state}`]),
      ...labels.map((l) => `label:"${l}"`),
      ...(flag(p, 'author') ? [`author:${flag(p, 'author')}`] : []),
      ...(flag(p, 'assignee') ? [`assignee:${flag(p, 'assignee')}`] : []),
      search ?? '',
    ].join(' ');
    issues = await searchIssues(place, q.trim(), limit);
  } else {
    issues = [];
    for (let page = 1; issues.length < limit && page <= 10; page++) {
      const res = await place.octokit.request('GET /repos/{owner}/{repo}/issues', {
        ...repoOf(place),
        state: state as 'open',
        ...(labels.length ? { labels: labels.join(',') } : {}),
        per_page: 100,
        page,
      });
      issues.push(...(res.data as RestIssue[]).filter((i) => !i.pull_request));
      if (res.data.length < 100) break;
    }
    issues = issues.slice(0, limit);
  }
  const comments = await withComments(place, p, issues);
  return jsonOutput(p, ISSUE_FIELDS, (wanted) => issues.map((i) => pick(issueRecord(i, comments.get(i.number)), wanted))) ?? ghOk(issueRows(issues));
}

export async function searchIssuesCommand(place: GhPlace, args: string[]): Promise<GhOutput> {
  const p = parseArgs(args, {
    ...OUTPUT_FLAGS,
    repo: { value: true, short: 'R', repeat: true },
    limit: { value: true, short: 'L' },
    label: { value: true, repeat: true },
    state: { value: true },
    author: { value: true },
    assignee: { value: true },
    sort: { value: true },
    order: { value: true },
    match: { value: true, repeat: true },
    'include-prs': { value: false },
  });
  if ('error' in p) return ghFail(p.error);
  const limit = limitOf(p, 30);
  if (typeof limit !== 'number') return ghFail(limit.error);
  const state = flag(p, 'state');
  const query = [
    `repo:${place.owner}/${place.repo}`,
    flag(p, 'include-prs') ? '' : 'is:issue',
    ...(state ? [`state:${state}`] : []),
    ...flagList(p, 'label').map((l) => `label:"${l}"`),
    ...(flag(p, 'author') ? [`author:${flag(p, 'author')}`] : []),
    ...(flag(p, 'assignee') ? [`assignee:${flag(p, 'assignee')}`] : []),
    ...flagList(p, 'match').map((m) => `in:${m}`),
    // gh quotes a keyword with spaces in it: a phrase.
    ...p.positional.map((k) => (/\s/.test(k) && !k.startsWith('"') ? `"${k}"` : k)),
  ]
    .filter((w) => w !== '')
    .join(' ');
  const found = await searchIssues(place, query, limit);
  const fields = [
    'assignees',
    'author',
    'authorAssociation',
    'body',
    'closedAt',
    'commentsCount',
    'createdAt',
    'id',
    'isLocked',
    'isPullRequest',
    'labels',
    'number',
    'repository',
    'state',
    'title',
    'updatedAt',
    'url',
  ];
  const record = (i: RestIssue): Record<string, unknown> => {
    const r = issueRecord(i);
    return {
      ...r,
      state: i.state,
      authorAssociation: (i.author_association ?? 'NONE').toUpperCase(),
      commentsCount: i.comments ?? 0,
      isLocked: i.locked === true,
      isPullRequest: i.pull_request !== undefined && i.pull_request !== null,
      repository: { name: place.repo, nameWithOwner: `${place.owner}/${place.repo}` },
    };
  };
  const rows = found
    .map((i) => `${place.owner}/${place.repo}\t${i.number}\t${i.state}\t${oneLine(i.title)}\t${labelNames(i)}\t${rfc3339(i.updated_at)}\n`)
    .join('');
  return jsonOutput(p, fields, (wanted) => found.map((i) => pick(record(i), wanted))) ?? ghOk(rows);
}
