import { createHash } from 'node:crypto';
import { actionsRoutes, pullExtraRoutes } from './fake-github-actions.js';
import { appRoutes } from './fake-github-app.js';
import { issueRoutes } from './fake-github-issues.js';
import { reviewRoutes } from './fake-github-reviews.js';
import {
  invalid,
  notFound,
  ok,
  type Ctx,
  type FakeComment,
  type FakeGitHubOptions,
  type FakePull,
  type FakeState,
  type Handler,
  type Json,
  type Reply,
  type TreeEntry,
} from './fake-github-types.js';

const gitSha = (type: string, content: Buffer): string => createHash('sha1').update(`${type} ${content.length}\0`).update(content).digest('hex');
const now = (): string => new Date().toISOString();

/** The fake's repository built from the options (base commit, pulls, runs), and the route table that serves it. */
export function fakeRepo(opts: FakeGitHubOptions): { state: FakeState; baseSha: string; routes: Record<string, Handler> } {
  const owner = opts.owner ?? 'octo-org';
  const repoName = opts.repo ?? 'octo-repo';
  const botLogin = opts.botLogin ?? 'github-actions[bot]';
  const web = `https://github.com/${owner}/${repoName}`;
  let nextId = 1000;
  const state: FakeState = {
    comments: new Map(),
    reactions: [],
    reviews: [],
    reviewComments: [],
    labels: new Map(),
    issues: new Map(),
    repoLabels: [...(opts.repoLabels ?? [])],
    pulls: new Map(),
    blobs: new Map(),
    trees: new Map(),
    commits: new Map(),
    refs: new Map(),
    runs: new Map(),
    installationTokens: new Map(),
    reruns: [],
    permissions: new Map(Object.entries(opts.permissions ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    users: new Map(Object.entries(opts.users ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
  };
  const storeTree = (entries: Map<string, TreeEntry>): string => {
    const sha = gitSha('tree', Buffer.from(JSON.stringify([...entries].sort())));
    state.trees.set(sha, entries);
    return sha;
  };
  const storeCommit = (tree: string, parents: string[], message: string): string => {
    const sha = gitSha('commit', Buffer.from(JSON.stringify({ tree, parents, message, t: nextId++ })));
    state.commits.set(sha, { tree, parents, message });
    return sha;
  };
  const baseEntries = new Map<string, TreeEntry>();
  for (const [p, content] of Object.entries(opts.baseFiles ?? { 'README.md': '# hello\n' })) {
    const buf = Buffer.from(content);
    const sha = gitSha('blob', buf);
    state.blobs.set(sha, buf);
    baseEntries.set(p, { mode: '100644', type: 'blob', sha });
  }
  const baseBranch = opts.baseBranch ?? 'main';
  const baseTree = storeTree(baseEntries);
  const baseSha = opts.baseCommitSha ?? storeCommit(baseTree, [], 'base');
  if (opts.baseCommitSha) state.commits.set(opts.baseCommitSha, { tree: baseTree, parents: [], message: 'base' });
  state.refs.set(`heads/${baseBranch}`, baseSha);
  for (const r of opts.runs ?? []) state.runs.set(r.id, r);
  for (const { labels, ...i } of opts.issues ?? []) {
    const at = now();
    state.issues.set(i.number, { body: '', state: 'open', author: owner, created_at: at, updated_at: at, ...i });
    if (labels) state.labels.set(i.number, labels);
  }
  for (const p of opts.pulls ?? []) {
    const number = p.number ?? nextId++;
    state.pulls.set(number, {
      number,
      title: 'A pull request',
      body: '',
      head: 'feature',
      base: baseBranch,
      headSha: baseSha,
      baseSha,
      headRepoFullName: `${owner}/${repoName}`,
      draft: false,
      changedFiles: [],
      ...p,
    });
  }

  // A token minted through the App routes writes as the App's bot; any other token as `botLogin`.
  const authorOf = (authorization: string | undefined): string => {
    const token = (authorization ?? '').replace(/^(token|bearer)\s+/i, '');
    return state.installationTokens.has(token) ? `${opts.app?.slug ?? 'agent-runner-test'}[bot]` : botLogin;
  };
  const user = (login: string): Json => ({ login, id: 1, type: state.users.get(login.toLowerCase()) ?? (/\[bot\]$/i.test(login) ? 'Bot' : 'User') });
  const commentJson = (c: FakeComment): Json => ({
    id: c.id,
    node_id: `IC_${c.id}`,
    body: c.body,
    user: c.user,
    html_url: c.html_url,
    issue_url: '',
    created_at: c.created_at,
    updated_at: c.updated_at,
    author_association: 'NONE',
  });
  // A PR's head follows its branch, as on GitHub, once the fake holds that branch.
  const liveHead = (head: string, fallback: string): string => state.refs.get(`heads/${head}`) ?? fallback;
  const pullJson = (p: FakePull): Json => ({
    number: p.number,
    id: p.number,
    title: p.title,
    body: p.body,
    state: p.state ?? 'open',
    draft: p.draft,
    html_url: `${web}/pull/${p.number}`,
    changed_files: p.changedFiles.length,
    merged_at: p.merged ? now() : null,
    head: { ref: p.head, sha: liveHead(p.head, p.headSha), label: `${owner}:${p.head}`, repo: p.headRepoFullName ? { full_name: p.headRepoFullName } : null },
    base: { ref: p.base, sha: p.baseSha, label: `${owner}:${p.base}`, repo: { full_name: `${owner}/${repoName}` } },
  });
  const page = <T>(ctx: Ctx, path: string, items: T[]): Reply => {
    const per = Math.min(100, Number(ctx.query.per_page ?? 30));
    const n = Math.max(1, Number(ctx.query.page ?? 1));
    const headers: Record<string, string> = {};
    if (n * per < items.length) headers.link = `<${ctx.url}${path}?per_page=${per}&page=${n + 1}>; rel="next"`;
    return { status: 200, body: items.slice((n - 1) * per, n * per), headers };
  };
  const isAncestor = (ancestor: string, sha: string): boolean => {
    const seen = new Set<string>();
    const stack = [sha];
    while (stack.length) {
      const cur = stack.pop() ?? '';
      if (cur === ancestor) return true;
      if (seen.has(cur)) continue;
      seen.add(cur);
      stack.push(...(state.commits.get(cur)?.parents ?? []));
    }
    return false;
  };
  const react =
    (kind: 'issue' | 'review') =>
    (ctx: Ctx): Reply => {
      const commentId = Number(ctx.params.comment_id);
      const content = String(ctx.body.content ?? '');
      const existing = state.reactions.find((r) => r.commentId === commentId && r.kind === kind && r.content === content);
      if (existing) return ok({ id: existing.id, content, user: user(botLogin) });
      const r = { id: nextId++, commentId, kind, content };
      state.reactions.push(r);
      return ok({ id: r.id, content, user: user(botLogin) }, 201);
    };

  const routes: Record<string, Handler> = {
    ...appRoutes(opts.app, owner, repoName, state, user),
    ...actionsRoutes(opts.jobs ?? [], () => opts.logServerUrl, web, state),
    ...pullExtraRoutes(state, liveHead),
    ...issueRoutes(state, { owner, repo: repoName, web, user, comments: (n) => [...state.comments.values()].filter((c) => c.issueNumber === n).length }),
    ...reviewRoutes(state, { web, authorOf, user, nextId: () => nextId++, liveHead, runs: `${web}/actions/runs` }),
    'GET /repos/{owner}/{repo}': () => ok({ name: repoName, full_name: `${owner}/${repoName}`, owner: user(owner), default_branch: baseBranch, html_url: web }),
    // Installation tokens (GITHUB_TOKEN, an App's) have no user: GitHub answers 403 here.
    'GET /user': ({ headers }) =>
      /\[bot\]$/i.test(authorOf(headers.authorization))
        ? {
            status: 403,
            body: {
              message: 'Resource not accessible by integration',
              documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
              status: '403',
            },
          }
        : ok({ ...user(authorOf(headers.authorization)), html_url: `https://github.com/${authorOf(headers.authorization)}` }),
    'GET /users/{username}': ({ params }) => {
      const login = params.username ?? '';
      const known = state.users.has(login.toLowerCase()) || state.permissions.has(login.toLowerCase()) || /\[bot\]$/i.test(login);
      return known ? ok({ ...user(login), html_url: `https://github.com/${login}` }) : notFound();
    },
    'GET /repos/{owner}/{repo}/collaborators/{username}/permission': ({ params }) => {
      const login = params.username ?? '';
      const role = state.permissions.get(login.toLowerCase()) ?? 'none';
      const legacy = role === 'maintain' ? 'write' : role === 'triage' ? 'read' : role;
      return ok({ permission: legacy, role_name: role, user: { ...user(login), permissions: {} } });
    },
    'GET /repos/{owner}/{repo}/issues/{issue_number}/comments': (ctx) => {
      const n = Number(ctx.params.issue_number);
      const list = [...state.comments.values()].filter((c) => c.issueNumber === n).map(commentJson);
      return page(ctx, `/repos/${owner}/${repoName}/issues/${n}/comments`, list);
    },
    'POST /repos/{owner}/{repo}/issues/{issue_number}/comments': ({ params, body, headers }) => {
      if (typeof body.body !== 'string') return invalid('Invalid request: body is missing');
      if (body.body.length > 65_536) return invalid('Validation Failed: body is too long (maximum is 65536 characters)');
      const id = nextId++;
      const n = Number(params.issue_number);
      // One instant for both: two clock reads can differ on a busy machine, and a differing pair reads as "edited".
      const at = now();
      const c: FakeComment = {
        id,
        issueNumber: n,
        body: body.body,
        user: { login: authorOf(headers.authorization), type: 'Bot' },
        html_url: `${web}/issues/${n}#issuecomment-${id}`,
        created_at: at,
        updated_at: at,
      };
      state.comments.set(id, c);
      return ok(commentJson(c), 201);
    },
    'GET /repos/{owner}/{repo}/issues/comments/{comment_id}': ({ params }) => {
      const c = state.comments.get(Number(params.comment_id));
      return c ? ok(commentJson(c)) : notFound();
    },
    'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}': ({ params, body }) => {
      const c = state.comments.get(Number(params.comment_id));
      if (!c) return notFound();
      if (typeof body.body !== 'string') return invalid('Invalid request: body is missing');
      if (body.body.length > 65_536) return invalid('Validation Failed: body is too long (maximum is 65536 characters)');
      c.body = body.body;
      c.updated_at = now();
      return ok(commentJson(c));
    },
    'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions': react('issue'),
    'POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions': react('review'),
    'GET /repos/{owner}/{repo}/pulls/{pull_number}': ({ params }) => {
      const p = state.pulls.get(Number(params.pull_number));
      return p ? ok(pullJson(p)) : notFound();
    },
    'GET /repos/{owner}/{repo}/pulls/{pull_number}/files': (ctx) => {
      const p = state.pulls.get(Number(ctx.params.pull_number));
      if (!p) return notFound();
      const names = p.files ? Object.keys(p.files) : p.patches && p.changedFiles.length === 0 ? Object.keys(p.patches) : p.changedFiles;
      const files = names.map((filename) => ({
        filename,
        status: p.files?.[filename] === null ? 'removed' : 'modified',
        additions: 1,
        deletions: 1,
        changes: 2,
        sha: p.files?.[filename] ?? '0'.repeat(40),
        ...(p.patches?.[filename] !== undefined ? { patch: p.patches[filename] } : {}),
      }));
      return page(ctx, `/repos/${owner}/${repoName}/pulls/${p.number}/files`, files);
    },
    'GET /repos/{owner}/{repo}/pulls': ({ query }) => {
      const head = query.head?.split(':').pop();
      const wanted = query.state ?? 'open';
      const list = [...state.pulls.values()].filter((p) => (head === undefined || p.head === head) && (wanted === 'all' || (p.state ?? 'open') === wanted));
      return ok(list.sort((a, b) => (query.direction === 'desc' ? b.number - a.number : a.number - b.number)).map(pullJson));
    },
    'POST /repos/{owner}/{repo}/pulls': ({ body }) => {
      const head = String(body.head ?? '');
      const base = String(body.base ?? '');
      const headSha = state.refs.get(`heads/${head}`);
      if (!headSha || !state.refs.has(`heads/${base}`)) return invalid('Validation Failed: head or base branch does not exist');
      if ([...state.pulls.values()].some((p) => p.head === head && (p.state ?? 'open') === 'open'))
        return invalid(`Validation Failed: A pull request already exists for ${owner}:${head}.`);
      const number = nextId++;
      const p: FakePull = {
        number,
        title: String(body.title ?? ''),
        body: String(body.body ?? ''),
        head,
        base,
        headSha,
        baseSha: state.refs.get(`heads/${base}`) ?? '',
        headRepoFullName: `${owner}/${repoName}`,
        draft: body.draft === true,
        changedFiles: [],
      };
      state.pulls.set(number, p);
      return ok(pullJson(p), 201);
    },
    'POST /repos/{owner}/{repo}/git/blobs': ({ body }) => {
      if (typeof body.content !== 'string') return invalid('Invalid request: content is missing');
      const buf = Buffer.from(body.content, body.encoding === 'base64' ? 'base64' : 'utf8');
      const sha = gitSha('blob', buf);
      state.blobs.set(sha, buf);
      return ok({ sha, url: `/git/blobs/${sha}` }, 201);
    },
    'GET /repos/{owner}/{repo}/git/blobs/{file_sha}': ({ params }) => {
      const b = state.blobs.get(params.file_sha ?? '');
      return b ? ok({ sha: params.file_sha, size: b.length, encoding: 'base64', content: b.toString('base64') }) : notFound();
    },
    'POST /repos/{owner}/{repo}/git/trees': ({ body }) => {
      const baseTree = typeof body.base_tree === 'string' ? state.trees.get(body.base_tree) : new Map<string, TreeEntry>();
      if (!baseTree) return invalid('Invalid tree info: base_tree does not exist');
      const entries = new Map(baseTree);
      for (const raw of Array.isArray(body.tree) ? (body.tree as Json[]) : []) {
        const p = String(raw.path ?? '');
        if (raw.sha === null) {
          entries.delete(p);
          continue;
        }
        let sha = typeof raw.sha === 'string' ? raw.sha : '';
        if (typeof raw.content === 'string') {
          const buf = Buffer.from(raw.content);
          sha = gitSha('blob', buf);
          state.blobs.set(sha, buf);
        }
        if (!state.blobs.has(sha)) return invalid(`Invalid tree info: ${p} refers to a missing blob`);
        entries.set(p, { mode: String(raw.mode ?? '100644'), type: 'blob', sha });
      }
      const sha = storeTree(entries);
      return ok({ sha, tree: [...entries].map(([path, e]) => ({ path, ...e })), truncated: false }, 201);
    },
    'GET /repos/{owner}/{repo}/git/trees/{tree_sha}': ({ params }) => {
      const t = state.trees.get(params.tree_sha ?? '');
      return t ? ok({ sha: params.tree_sha, tree: [...t].map(([path, e]) => ({ path, ...e })), truncated: false }) : notFound();
    },
    'POST /repos/{owner}/{repo}/git/commits': ({ body }) => {
      const tree = String(body.tree ?? '');
      const parents = Array.isArray(body.parents) ? body.parents.map(String) : [];
      if (!state.trees.has(tree) || parents.some((p) => !state.commits.has(p))) return invalid('Validation Failed: tree or parent does not exist');
      const sha = storeCommit(tree, parents, String(body.message ?? ''));
      return ok(
        {
          sha,
          tree: { sha: tree },
          parents: parents.map((p) => ({ sha: p })),
          message: body.message,
          html_url: `${web}/commit/${sha}`,
          // GitHub signs a commit made through the API only when it chooses the identity itself.
          verification: body.author || body.committer ? { verified: false, reason: 'unsigned' } : { verified: true, reason: 'valid' },
        },
        201,
      );
    },
    'GET /repos/{owner}/{repo}/git/commits/{commit_sha}': ({ params }) => {
      const c = state.commits.get(params.commit_sha ?? '');
      return c ? ok({ sha: params.commit_sha, tree: { sha: c.tree }, parents: c.parents.map((p) => ({ sha: p })), message: c.message }) : notFound();
    },
    'GET /repos/{owner}/{repo}/git/ref/{ref}': ({ params }) => {
      const sha = state.refs.get(params.ref ?? '');
      return sha ? ok({ ref: `refs/${params.ref}`, object: { sha, type: 'commit' } }) : notFound();
    },
    'POST /repos/{owner}/{repo}/git/refs': ({ body }) => {
      const ref = String(body.ref ?? '');
      const sha = String(body.sha ?? '');
      if (!/^refs\/[^/]+\/.+/.test(ref)) return invalid('Reference name must start with refs/ and have at least two slashes');
      if (!state.commits.has(sha)) return invalid('Object does not exist');
      if (state.refs.has(ref.slice(5))) return invalid('Reference already exists');
      state.refs.set(ref.slice(5), sha);
      return ok({ ref, object: { sha, type: 'commit' } }, 201);
    },
    'PATCH /repos/{owner}/{repo}/git/refs/{ref}': ({ params, body }) => {
      const ref = params.ref ?? '';
      const current = state.refs.get(ref);
      const sha = String(body.sha ?? '');
      if (!current) return invalid('Reference does not exist');
      if (!state.commits.has(sha)) return invalid('Object does not exist');
      if (body.force !== true && !isAncestor(current, sha)) return invalid('Update is not a fast forward');
      state.refs.set(ref, sha);
      return ok({ ref: `refs/${ref}`, object: { sha, type: 'commit' } });
    },
    'GET /repos/{owner}/{repo}/actions/runs/{run_id}': ({ params }) => {
      const r = state.runs.get(Number(params.run_id));
      if (!r) return notFound();
      return ok({
        id: r.id,
        html_url: `${web}/actions/runs/${r.id}`,
        event: r.event ?? 'push',
        status: 'completed',
        conclusion: r.conclusion ?? 'success',
        actor: user(r.actor),
        triggering_actor: user(r.triggeringActor ?? r.actor),
      });
    },
  };
  return { state, baseSha, routes };
}
