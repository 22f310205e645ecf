import { flag, ghFail, ghOk, jsonOutput, OUTPUT_FLAGS, parseArgs, pick, type GhOutput } from './gh-args.js';
import { allPages, issueRecord, labelNames, rawComments, rfc3339, selectorNumber, type GhPlace, type RestIssue, repoOf } from './gh-issues.js';

const PR_FIELDS = [
  'additions',
  'assignees',
  'author',
  'baseRefName',
  'body',
  'changedFiles',
  'closed',
  'closedAt',
  'comments',
  'createdAt',
  'deletions',
  'files',
  'headRefName',
  'headRefOid',
  'id',
  'isDraft',
  'labels',
  'mergedAt',
  'number',
  'state',
  'title',
  'updatedAt',
  'url',
];

function prNumber(place: GhPlace, positional: string[]): number | { error: string } {
  if (positional.length > 1) return { error: `accepts at most 1 arg(s), received ${positional.length}` };
  const n = selectorNumber(positional[0], place, 'pull');
  if (n !== undefined) return n;
  if (positional.length > 0) return { error: `invalid pull request: "${positional[0]}"` };
  // gh finds the pull request of the checked-out branch; here that is the run's own pull request.
  return place.current?.isPullRequest ? place.current.number : { error: 'no pull request number given, and this run is not on a pull request' };
}

interface RestFile {
  filename: string;
  status: string;
  additions: number;
  deletions: number;
  patch?: string;
  previous_filename?: string;
}

const filesOf = (place: GhPlace, number: number): Promise<RestFile[]> =>
  allPages(30, (page) =>
    place.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
      ...repoOf(place),
      pull_number: number,
      per_page: 100,
      page,
    }),
  );

export async function prView(place: GhPlace, args: string[]): Promise<GhOutput> {
  const p = parseArgs(args, { ...OUTPUT_FLAGS, comments: { value: false, short: 'c' } });
  if ('error' in p) return ghFail(p.error);
  const number = prNumber(place, p.positional);
  if (typeof number !== 'number') return ghFail(number.error);
  const { octokit, owner, repo } = place;
  const pr = (await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner, repo, pull_number: number })).data;
  const wanted = (flag(p, 'json') ?? '').split(',');
  const comments =
    flag(p, 'comments') !== undefined || wanted.includes('comments')
      ? (await octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { owner, repo, issue_number: number, per_page: 100 })).data
      : [];
  const files = wanted.includes('files') ? await filesOf(place, number) : [];
  const state = pr.merged_at ? 'MERGED' : pr.state.toUpperCase();
  const asIssue = { ...pr, labels: pr.labels, comments: comments.length } as unknown as RestIssue;
  const json = jsonOutput(p, PR_FIELDS, (fields) =>
    pick(
      {
        ...issueRecord(
          asIssue,
          comments.map((c) => ({
            author: { login: c.user?.login ?? 'ghost' },
            authorAssociation: c.author_association,
            body: c.body ?? '',
            createdAt: rfc3339(c.created_at),
            url: c.html_url,
          })),
        ),
        state,
        additions: pr.additions ?? 0,
        deletions: pr.deletions ?? 0,
        changedFiles: pr.changed_files ?? 0,
        baseRefName: pr.base.ref,
        headRefName: pr.head.ref,
        headRefOid: pr.head.sha,
        isDraft: pr.draft === true,
        mergedAt: pr.merged_at ?? null,
        files: files.map((f) => ({ path: f.filename, additions: f.additions, deletions: f.deletions })),
      },
      fields,
    ),
  );
  if (json) return json;
  if (flag(p, 'comments') !== undefined) return ghOk(rawComments(comments));
  return ghOk(
    [
      `title:\t${pr.title}`,
      `state:\t${pr.draft && state === 'OPEN' ? 'DRAFT' : state}`,
      `author:\t${pr.user?.login ?? 'ghost'}`,
      `labels:\t${labelNames(asIssue)}`,
      `assignees:\t${(pr.assignees ?? []).map((a) => a.login).join(', ')}`,
      `reviewers:\t${(pr.requested_reviewers ?? []).map((r) => r.login).join(', ')}`,
      'projects:\t',
      `milestone:\t${pr.milestone?.title ?? ''}`,
      `number:\t${pr.number}`,
      `url:\t${pr.html_url}`,
      `additions:\t${pr.additions ?? 0}`,
      `deletions:\t${pr.deletions ?? 0}`,
      'auto-merge:\tdisabled',
      '--',
      pr.body ?? '',
      '',
    ].join('\n'),
  );
}

/** The pull request's diff, from GitHub's per-file patches (git's headers around each), or `--name-only`. */
export async function prDiff(place: GhPlace, args: string[]): Promise<GhOutput> {
  const p = parseArgs(args, { repo: { value: true, short: 'R' }, 'name-only': { value: false }, color: { value: true } });
  if ('error' in p) return ghFail(p.error);
  const number = prNumber(place, p.positional);
  if (typeof number !== 'number') return ghFail(number.error);
  const files = await filesOf(place, number);
  if (flag(p, 'name-only') !== undefined) return ghOk(files.map((f) => `${f.filename}\n`).join(''));
  const diff = files
    .map((f) => {
      const from = f.status === 'added' ? '/dev/null' : `a/${f.previous_filename ?? f.filename}`;
      const to = f.status === 'removed' ? '/dev/null' : `b/${f.filename}`;
      const head = `diff --git a/${f.previous_filename ?? f.filename} b/${f.filename}\n`;
      if (f.patch === undefined) return `${head}Binary files ${from} and ${to} differ\n`;
      return `${head}--- ${from}\n+++ ${to}\n${f.patch}\n`;
    })
    .join('');
  return ghOk(diff);
}
