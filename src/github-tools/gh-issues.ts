import type { GitHubClient } from '../github/retry.js';
import { commentText } from './text.js';
import type { RunPowers } from '../powers/grants.js';
import { flag, flagList, ghFail, ghOk, jsonOutput, limitOf, OUTPUT_FLAGS, parseArgs, pick, type GhOutput } from './gh-args.js';

/** Where the bridged gh commands act: the job's repository, and the run's issue or pull request when there is one. */
/** The repository part of a REST route's parameters. */
export const repoOf = (place: GhPlace): { owner: string; repo: string } => ({ owner: place.owner, repo: place.repo });

export interface GhPlace {
  octokit: GitHubClient;
  owner: string;
  repo: string;
  /** The repository's web address (`https://github.com/owner/repo`, a GHES host's): what gh prints, what an issue URL argument starts with. */
  web: string;
  current?: { number: number; isPullRequest: boolean };
  /** The capability check: which issues a bridged command may write to. */
  powers: RunPowers;
}

interface RestLabel {
  name: string;
  description?: string | null;
  color?: string | null;
  node_id?: string;
  created_at?: string;
  updated_at?: string;
  url?: string;
  default?: boolean;
}
export interface RestIssue {
  number: number;
  title: string;
  body?: string | null;
  state: string;
  state_reason?: string | null;
  html_url: string;
  node_id: string;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  user: { login: string; type?: string } | null;
  labels?: (string | RestLabel)[];
  assignees?: { login: string; node_id?: string }[] | null;
  milestone?: { number: number; title: string; description?: string | null; due_on?: string | null } | null;
  comments?: number;
  repository_url?: string;
  author_association?: string;
  locked?: boolean;
  pull_request?: unknown;
}

/** GitHub's times as gh prints them (RFC 3339, whole seconds). */
export const rfc3339 = (t: string | null | undefined): string => (t ? new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z') : '');
export const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();
const labelObjects = (i: RestIssue): RestLabel[] => (i.labels ?? []).map((l) => (typeof l === 'string' ? { name: l } : l));
/** gh's label column: names, case-insensitively sorted, comma-separated. */
export const labelNames = (i: RestIssue): string =>
  labelObjects(i)
    .map((l) => l.name)
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
    .join(', ');

export const ISSUE_FIELDS = [
  'assignees',
  'author',
  'body',
  'closed',
  'closedAt',
  'comments',
  'createdAt',
  'id',
  'labels',
  'milestone',
  'number',
  'state',
  'stateReason',
  'title',
  'updatedAt',
  'url',
];

/** An issue under gh's `--json` field names. */
export function issueRecord(i: RestIssue, comments: Record<string, unknown>[] = []): Record<string, unknown> {
  return {
    assignees: (i.assignees ?? []).map((a) => ({ id: a.node_id ?? '', login: a.login, name: '' })),
    author: { login: i.user?.login ?? 'ghost', is_bot: i.user?.type === 'Bot' },
    body: i.body ?? '',
    closed: i.state === 'closed',
    closedAt: i.closed_at,
    comments,
    createdAt: rfc3339(i.created_at),
    id: i.node_id,
    labels: labelObjects(i).map((l) => ({ id: l.node_id ?? '', name: l.name, description: l.description ?? '', color: l.color ?? '' })),
    milestone: i.milestone
      ? { number: i.milestone.number, title: i.milestone.title, description: i.milestone.description ?? '', dueOn: i.milestone.due_on ?? null }
      : null,
    number: i.number,
    state: i.state.toUpperCase(),
    stateReason: (i.state_reason ?? '').toUpperCase(),
    title: i.title,
    updatedAt: rfc3339(i.updated_at),
    url: i.html_url,
  };
}

interface RestComment {
  id: number | bigint;
  body?: string;
  user: { login: string } | null;
  author_association?: string;
  created_at: string;
  updated_at: string;
  html_url: string;
  node_id?: string;
}

/** Every item of a list GitHub pages 100 at a time, up to `maxPages` pages (gh's own lists stop somewhere too). */
export async function allPages<T>(maxPages: number, fetchPage: (page: number) => Promise<{ data: T[] }>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const { data } = await fetchPage(page);
    all.push(...data);
    if (data.length < 100) break;
  }
  return all;
}

export const commentsOf = (place: GhPlace, number: number): Promise<RestComment[]> =>
  allPages(10, (page) =>
    place.octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
      ...repoOf(place),
      issue_number: number,
      per_page: 100,
      page,
    }),
  );

export const commentRecord = (c: RestComment): Record<string, unknown> => ({
  id: c.node_id ?? String(c.id),
  author: { login: c.user?.login ?? 'ghost' },
  authorAssociation: (c.author_association ?? 'NONE').toUpperCase(),
  body: c.body ?? '',
  createdAt: rfc3339(c.created_at),
  url: c.html_url,
});

/** gh's raw comment list (`gh issue view N --comments` when stdout is not a terminal). */
export const rawComments = (comments: RestComment[]): string =>
  comments
    .map(
      (c) =>
        `author:\t${c.user?.login ?? 'ghost'}\nassociation:\t${(c.author_association ?? 'none').toLowerCase()}\nedited:\t${c.updated_at !== c.created_at}\nstatus:\tnone\n--\n${c.body ?? ''}\n--\n`,
    )
    .join('');

/** `123`, `#123` or the issue's URL: its number. */
export function selectorNumber(arg: string | undefined, place: GhPlace, kind: 'issues' | 'pull'): number | undefined {
  if (arg === undefined) return undefined;
  const url = arg.toLowerCase().startsWith(`${place.web}/${kind}/`.toLowerCase())
    ? /^(\d+)(?:[#?/]|$)/.exec(arg.slice(place.web.length + kind.length + 2))
    : null;
  const m = url ?? /^#?(\d+)$/.exec(arg);
  return m ? Number(m[1]) : undefined;
}

export async function labelList(place: GhPlace, args: string[]): Promise<GhOutput> {
  const p = parseArgs(args, {
    ...OUTPUT_FLAGS,
    limit: { value: true, short: 'L' },
    search: { value: true, short: 'S' },
    sort: { value: true },
    order: { value: true },
  });
  if ('error' in p) return ghFail(p.error);
  const limit = limitOf(p, 30);
  if (typeof limit !== 'number') return ghFail(limit.error);
  const labels: RestLabel[] = [];
  for (let page = 1; labels.length < limit && page <= 50; page++) {
    const res = await place.octokit.request('GET /repos/{owner}/{repo}/labels', { owner: place.owner, repo: place.repo, per_page: 100, page });
    labels.push(...res.data);
    if (res.data.length < 100) break;
  }
  const search = flag(p, 'search')?.toLowerCase();
  const shown = labels.filter((l) => search === undefined || `${l.name} ${l.description ?? ''}`.toLowerCase().includes(search)).slice(0, limit);
  const fields = ['color', 'createdAt', 'description', 'id', 'isDefault', 'name', 'updatedAt', 'url'];
  const json = jsonOutput(p, fields, (wanted) =>
    shown.map((l) =>
      pick(
        {
          color: l.color ?? '',
          createdAt: rfc3339(l.created_at),
          description: l.description ?? '',
          id: l.node_id ?? '',
          isDefault: l.default === true,
          name: l.name,
          updatedAt: rfc3339(l.updated_at),
          url: l.url ?? '',
        },
        wanted,
      ),
    ),
  );
  return json ?? ghOk(shown.map((l) => `${l.name}\t${l.description ?? ''}\t#${l.color ?? ''}\n`).join(''));
}

export async function issueView(place: GhPlace, args: string[]): Promise<GhOutput> {
  const p = parseArgs(args, { ...OUTPUT_FLAGS, comments: { value: false, short: 'c' } });
  if ('error' in p) return ghFail(p.error);
  const number = selectorNumber(p.positional[0], place, 'issues') ?? (p.positional.length === 0 ? place.current?.number : undefined);
  if (number === undefined || p.positional.length > 1)
    return ghFail(p.positional.length === 0 ? 'argument required: the issue number or URL' : `invalid issue format: "${p.positional.join(' ')}"`);
  const res = await place.octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}', { owner: place.owner, repo: place.repo, issue_number: number });
  const issue = res.data as RestIssue;
  const needsComments = flag(p, 'comments') !== undefined || (flag(p, 'json') ?? '').split(',').includes('comments');
  const comments = needsComments ? await commentsOf(place, number) : [];
  const json = jsonOutput(p, ISSUE_FIELDS, (wanted) => pick(issueRecord(issue, comments.map(commentRecord)), wanted));
  if (json) return json;
  if (flag(p, 'comments') !== undefined) return ghOk(rawComments(comments));
  return ghOk(
    [
      `title:\t${issue.title}`,
      `state:\t${issue.state.toUpperCase()}`,
      `author:\t${issue.user?.login ?? 'ghost'}`,
      `labels:\t${labelNames(issue)}`,
      `comments:\t${issue.comments ?? 0}`,
      `assignees:\t${(issue.assignees ?? []).map((a) => a.login).join(', ')}`,
      'projects:\t',
      `milestone:\t${issue.milestone?.title ?? ''}`,
      `number:\t${issue.number}`,
      '--',
      `${issue.body ?? ''}`,
      '',
    ].join('\n'),
  );
}

export async function issueEdit(place: GhPlace, args: string[], kind: 'issues' | 'pull' = 'issues'): Promise<GhOutput> {
  const p = parseArgs(args, {
    repo: { value: true, short: 'R' },
    'add-label': { value: true, repeat: true },
    'remove-label': { value: true, repeat: true },
    title: { value: true, short: 't' },
    body: { value: true, short: 'b' },
  });
  if ('error' in p) return ghFail(p.error);
  const number = selectorNumber(p.positional[0], place, kind) ?? (p.positional.length === 0 && kind === 'pull' ? place.current?.number : undefined);
  if (number === undefined) return ghFail(`argument required: the ${kind === 'pull' ? 'pull request' : 'issue'} number or URL`);
  const refused = place.powers.githubWrite(number, { bash: `gh ${kind === 'pull' ? 'pr' : 'issue'} edit` });
  if (refused) return ghFail(`not edited: ${refused.why}`);
  const add = flagList(p, 'add-label');
  const remove = flagList(p, 'remove-label');
  const title = flag(p, 'title');
  const body = flag(p, 'body');
  if (add.length + remove.length === 0 && title === undefined && body === undefined)
    return ghFail('nothing to edit: this bridge edits --add-label, --remove-label, --title and --body');
  const { owner, repo, octokit } = place;
  if (add.length > 0) {
    // gh refuses a label the repository does not define (the REST call would create it).
    const defined = new Set<string>();
    for (let page = 1; page <= 50; page++) {
      const res = await octokit.request('GET /repos/{owner}/{repo}/labels', { owner, repo, per_page: 100, page });
      for (const l of res.data) defined.add(l.name.toLowerCase());
      if (res.data.length < 100) break;
    }
    const missing = add.find((l) => !defined.has(l.toLowerCase()));
    if (missing !== undefined) return ghFail(`could not add label: '${missing}' not found`);
    await octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', { owner, repo, issue_number: number, labels: add });
  }
  for (const name of remove) {
    await octokit
      .request('DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', { owner, repo, issue_number: number, name })
      .catch((error: unknown) => {
        if ((error as { status?: number }).status !== 404) throw error;
      });
  }
  if (title !== undefined || body !== undefined) {
    await octokit.request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', {
      owner,
      repo,
      issue_number: number,
      ...(title !== undefined ? { title } : {}),
      ...(body !== undefined ? { body: commentText(body) } : {}),
    });
  }
  return ghOk(`${place.web}/${kind}/${number}\n`);
}

export async function issueComment(place: GhPlace, args: string[], kind: 'issues' | 'pull' = 'issues'): Promise<GhOutput> {
  const p = parseArgs(args, { repo: { value: true, short: 'R' }, body: { value: true, short: 'b' } });
  if ('error' in p) return ghFail(`${p.error}${/body-file|edit-last|web|editor/.test(p.error) ? ' (the bridge posts --body text only)' : ''}`);
  const number = selectorNumber(p.positional[0], place, kind) ?? (p.positional.length === 0 && kind === 'pull' ? place.current?.number : undefined);
  if (number === undefined) return ghFail(`argument required: the ${kind === 'pull' ? 'pull request' : 'issue'} number or URL`);
  const body = flag(p, 'body');
  if (body === undefined || body.trim() === '') return ghFail('--body is required when not running interactively');
  const refused = place.powers.githubWrite(number, { bash: `gh ${kind === 'pull' ? 'pr' : 'issue'} comment` });
  if (refused) return ghFail(`not posted: ${refused.why}`);
  const res = await place.octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
    ...repoOf(place),
    issue_number: number,
    body: commentText(body),
  });
  return ghOk(`${res.data.html_url}\n`);
}
