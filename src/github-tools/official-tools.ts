import type { GitHubClient } from '../github/retry.js';
import type { PermissionRule } from '../permissions/types.js';
import type { AnyTool } from '../tools/types.js';
import { redactTokens } from '../text/redact-tokens.js';
import { commentText, untrusted } from './text.js';
import { githubTool, json } from './tool.js';
import type { RunPowers } from '../powers/grants.js';

/**
 * Issue tools under the names and input schemas of GitHub's official MCP server (github/github-mcp-server,
 * pkg/github/issues.go before its October 2025 consolidation, the names claude-code-action's examples give in
 * `--allowedTools`), run in the runner with its client like every tool here: the token is in no tool process.
 * Their answers are the REST objects that server returns, fenced as untrusted text. They reach the job's
 * repository only: that is all its token can reach anyway, and a name elsewhere is a clear error, not a 404.
 */
const OFFICIAL_PREFIX = 'mcp__github__';

/**
 * The runner's GitHub tools this session offers: the official server's names only when an allow rule names that
 * server or one of its tools (claude-code-action adds the server only then), so other runs' tool lists stay as they were.
 */
export function offeredGitHubTools(tools: AnyTool[], allow: readonly PermissionRule[]): AnyTool[] {
  const named = allow.some((rule) => rule.tool === 'mcp__github' || rule.tool.startsWith(OFFICIAL_PREFIX));
  return named ? tools : tools.filter((tool) => !tool.name.startsWith(OFFICIAL_PREFIX));
}

const OWNER = { type: 'string', description: 'Repository owner' } as const;
const REPO = { type: 'string', description: 'Repository name' } as const;
const PAGE = { type: 'number', minimum: 1, description: 'Page number for pagination (min 1)' } as const;
const PER_PAGE = { type: 'number', minimum: 1, maximum: 100, description: 'Results per page for pagination (min 1, max 100)' } as const;
const ISSUE = (description: string) => ({ type: 'number', description }) as const;

interface Where {
  owner: string;
  repo: string;
}

export function officialIssueTools(octokit: GitHubClient, home: Where, powers: RunPowers): AnyTool[] {
  const full = `${home.owner}/${home.repo}`;
  const here = (w: Where): void => {
    if (`${w.owner}/${w.repo}`.toLowerCase() !== full.toLowerCase())
      throw new Error(`this runner's GitHub tools reach only ${full}, the repository of the job's token (asked for ${w.owner}/${w.repo})`);
  };
  const base = { owner: home.owner, repo: home.repo };
  // A write to an issue other than the run's own needs an allow rule naming the tool: the capability check says.
  const writable = (tool: string, number: number): void => {
    const refused = powers.githubWrite(number, { tool: `${OFFICIAL_PREFIX}${tool}` });
    if (refused) throw new Error(refused.why);
  };
  const addComment = (name: string): AnyTool =>
    githubTool<Where & { issue_number: number; body: string }>({
      name: `${OFFICIAL_PREFIX}${name}`,
      description: 'Add a comment to a specific issue in a GitHub repository.',
      needs: 'issues: write',
      schema: {
        type: 'object',
        properties: { owner: OWNER, repo: REPO, issue_number: ISSUE('Issue number to comment on'), body: { type: 'string', description: 'Comment content' } },
        required: ['owner', 'repo', 'issue_number', 'body'],
        additionalProperties: false,
      },
      async run(input) {
        here(input);
        writable(name, input.issue_number);
        const res = await octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
          ...base,
          issue_number: input.issue_number,
          body: commentText(input.body),
        });
        return json(res.data);
      },
    });
  return [
    githubTool<Where & { issue_number: number }>({
      name: `${OFFICIAL_PREFIX}get_issue`,
      description: 'Get details of a specific issue in a GitHub repository.',
      needs: 'issues: read',
      schema: {
        type: 'object',
        properties: {
          owner: { type: 'string', description: 'The owner of the repository' },
          repo: { type: 'string', description: 'The name of the repository' },
          issue_number: ISSUE('The number of the issue'),
        },
        required: ['owner', 'repo', 'issue_number'],
        additionalProperties: false,
      },
      async run(input) {
        here(input);
        const res = await octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}', { ...base, issue_number: input.issue_number });
        return untrusted('github', 'issue', json(res.data));
      },
    }),
    githubTool<{ query: string; owner?: string; repo?: string; sort?: string; order?: 'asc' | 'desc'; page?: number; perPage?: number }>({
      name: `${OFFICIAL_PREFIX}search_issues`,
      description: 'Search for issues in GitHub repositories using issues search syntax already scoped to is:issue',
      needs: 'issues: read',
      schema: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'Search query using GitHub issues search syntax' },
          owner: { type: 'string', description: 'Optional repository owner. If provided with repo, only issues for this repository are listed.' },
          repo: { type: 'string', description: 'Optional repository name. If provided with owner, only issues for this repository are listed.' },
          sort: {
            type: 'string',
            description: 'Sort field by number of matches of categories, defaults to best match',
            enum: [
              'comments',
              'reactions',
              'reactions-+1',
              'reactions--1',
              'reactions-smile',
              'reactions-thinking_face',
              'reactions-heart',
              'reactions-tada',
              'interactions',
              'created',
              'updated',
            ],
          },
          order: { type: 'string', description: 'Sort order', enum: ['asc', 'desc'] },
          page: PAGE,
          perPage: PER_PAGE,
        },
        required: ['query'],
        additionalProperties: false,
      },
      async run(input) {
        if (input.owner !== undefined && input.repo !== undefined) here({ owner: input.owner, repo: input.repo });
        const q = scopedQuery(input.query, full);
        const res = await octokit.request('GET /search/issues', {
          q,
          ...(input.sort ? { sort: input.sort as 'comments' } : {}),
          ...(input.order ? { order: input.order } : {}),
          per_page: input.perPage ?? 30,
          page: input.page ?? 1,
        });
        return untrusted('github', 'search_issues', json(res.data));
      },
    }),
    githubTool<
      Where & { state?: 'OPEN' | 'CLOSED'; labels?: string[]; orderBy?: string; direction?: 'ASC' | 'DESC'; since?: string; perPage?: number; after?: string }
    >({
      name: `${OFFICIAL_PREFIX}list_issues`,
      description: "List issues in a GitHub repository. For pagination, use the 'endCursor' from the previous response's 'pageInfo' in the 'after' parameter.",
      needs: 'issues: read',
      schema: {
        type: 'object',
        properties: {
          owner: OWNER,
          repo: REPO,
          state: {
            type: 'string',
            description: 'Filter by state, by default both open and closed issues are returned when not provided',
            enum: ['OPEN', 'CLOSED'],
          },
          labels: { type: 'array', items: { type: 'string' }, description: 'Filter by labels' },
          orderBy: {
            type: 'string',
            description: "Order issues by field. If provided, the 'direction' also needs to be provided.",
            enum: ['CREATED_AT', 'UPDATED_AT', 'COMMENTS'],
          },
          direction: { type: 'string', description: "Order direction. If provided, the 'orderBy' also needs to be provided.", enum: ['ASC', 'DESC'] },
          since: { type: 'string', description: 'Filter by date (ISO 8601 timestamp)' },
          perPage: PER_PAGE,
          after: { type: 'string', description: "Cursor for pagination. Use the endCursor from the previous page's PageInfo for GraphQL APIs." },
        },
        required: ['owner', 'repo'],
        additionalProperties: false,
      },
      async run(input) {
        here(input);
        const perPage = input.perPage ?? 30;
        // The official server pages with GraphQL cursors; here the cursor is the next REST page's number.
        const page = input.after !== undefined && /^\d+$/.test(input.after) ? Number(input.after) : 1;
        const res = await octokit.request('GET /repos/{owner}/{repo}/issues', {
          ...base,
          state: input.state === 'OPEN' ? 'open' : input.state === 'CLOSED' ? 'closed' : 'all',
          ...(input.labels?.length ? { labels: input.labels.join(',') } : {}),
          sort: input.orderBy === 'UPDATED_AT' ? 'updated' : input.orderBy === 'COMMENTS' ? 'comments' : 'created',
          direction: input.direction === 'ASC' ? 'asc' : 'desc',
          ...(input.since ? { since: input.since } : {}),
          per_page: perPage,
          page,
        });
        const issues = res.data.filter((i) => !('pull_request' in i && i.pull_request));
        const hasNextPage = res.data.length === perPage;
        const out = {
          issues,
          pageInfo: { hasNextPage, hasPreviousPage: page > 1, startCursor: String(page), endCursor: hasNextPage ? String(page + 1) : '' },
          totalCount: (page - 1) * perPage + issues.length,
        };
        return untrusted('github', 'list_issues', json(out));
      },
    }),
    addComment('create_issue_comment'),
    addComment('add_issue_comment'),
    githubTool<
      Where & {
        issue_number: number;
        title?: string;
        body?: string;
        labels?: string[];
        assignees?: string[];
        milestone?: number;
        state?: 'open' | 'closed';
        state_reason?: 'completed' | 'not_planned' | 'duplicate';
        type?: string;
        duplicate_of?: number;
      }
    >({
      name: `${OFFICIAL_PREFIX}update_issue`,
      description: 'Update an existing issue in a GitHub repository.',
      needs: 'issues: write',
      schema: {
        type: 'object',
        properties: {
          owner: OWNER,
          repo: REPO,
          issue_number: ISSUE('Issue number to update'),
          title: { type: 'string', description: 'New title' },
          body: { type: 'string', description: 'New description' },
          labels: { type: 'array', items: { type: 'string' }, description: 'New labels' },
          assignees: { type: 'array', items: { type: 'string' }, description: 'New assignees' },
          milestone: { type: 'number', description: 'New milestone number' },
          type: { type: 'string', description: 'New issue type' },
          state: { type: 'string', description: 'New state', enum: ['open', 'closed'] },
          state_reason: {
            type: 'string',
            description: 'Reason for the state change. Ignored unless state is changed.',
            enum: ['completed', 'not_planned', 'duplicate'],
          },
          duplicate_of: { type: 'number', description: "Issue number that this issue is a duplicate of. Only used when state_reason is 'duplicate'." },
        },
        required: ['owner', 'repo', 'issue_number'],
        additionalProperties: false,
      },
      async run(input) {
        here(input);
        writable('update_issue', input.issue_number);
        if (input.type !== undefined || input.duplicate_of !== undefined)
          return {
            content:
              'Error: type and duplicate_of are set through GitHub GraphQL, which this runner does not call: leave them out (a comment can name the original issue).',
            isError: true,
          };
        const res = await octokit.request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', {
          ...base,
          issue_number: input.issue_number,
          ...(input.title !== undefined ? { title: redactTokens(input.title) } : {}),
          ...(input.body !== undefined ? { body: commentText(input.body) } : {}),
          ...(input.labels !== undefined ? { labels: input.labels } : {}),
          ...(input.assignees !== undefined ? { assignees: input.assignees } : {}),
          ...(input.milestone !== undefined ? { milestone: input.milestone } : {}),
          ...(input.state !== undefined ? { state: input.state, ...(input.state_reason ? { state_reason: input.state_reason } : {}) } : {}),
        });
        return untrusted('github', 'issue', json(res.data));
      },
    }),
    githubTool<Where & { issue_number: number; page?: number; perPage?: number }>({
      name: `${OFFICIAL_PREFIX}get_issue_comments`,
      description: 'Get comments for a specific issue in a GitHub repository.',
      needs: 'issues: read',
      schema: {
        type: 'object',
        properties: { owner: OWNER, repo: REPO, issue_number: ISSUE('Issue number'), page: PAGE, perPage: PER_PAGE },
        required: ['owner', 'repo', 'issue_number'],
        additionalProperties: false,
      },
      async run(input) {
        here(input);
        const res = await octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
          ...base,
          issue_number: input.issue_number,
          per_page: input.perPage ?? 30,
          page: input.page ?? 1,
        });
        return untrusted('github', 'issue_comments', json(res.data));
      },
    }),
  ];
}

/** The query scoped as the official server scopes it (`is:issue`), and to the job's repository unless it already names it. */
function scopedQuery(query: string, full: string): string {
  const named = [...query.matchAll(/(?:^|\s)(repo|org|user):(\S+)/gi)];
  const elsewhere = named.find((m) => !(m[1]?.toLowerCase() === 'repo' && m[2]?.toLowerCase() === full.toLowerCase()));
  if (elsewhere)
    throw new Error(`this runner's GitHub tools search only ${full}, the repository of the job's token (the query names ${elsewhere[1]}:${elsewhere[2]})`);
  const typed = /(?:^|\s)is:(issue|pr|pull-request)\b/i.test(query) ? query : `is:issue ${query}`;
  return named.length > 0 ? typed : `repo:${full} ${typed}`;
}
