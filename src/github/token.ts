import type { InstallationToken } from './app-token.js';
import { mayUseClaudeApp } from './claude-app-inputs.js';

export type GitHubToken =
  | {
      ok: true;
      token: string | undefined;
      /** An installation token made for this run (the user's App, or the Claude App): revoked at its end. */
      minted?: InstallationToken;
      /** With `minted`: mints another like it (the same repository and permissions), to renew it. */
      mintAgain?: () => Promise<InstallationToken>;
      /** Whose token it is, for the log. */
      source: string;
      /** Said once in the log: why the run uses another token than the one it tried first. */
      warnings: string[];
    }
  | { ok: false; error: string };

export type GitHubAuth =
  | { kind: 'token'; token: string | undefined; source: string }
  | { kind: 'app'; appId: string; privateKey: string }
  /**
   * claude-code-action's token: the Claude GitHub App's, for the job's OIDC token (src/github/claude-app-token.ts).
   * `required`: use_claude_github_app: true, a failed exchange fails the run; otherwise the run falls back to `fallback`.
   */
  | {
      kind: 'claude_app';
      required: boolean;
      fallback: string | undefined;
      /** What the exchange asks for: `base` with `additional` over it. */
      permissions: Record<string, string>;
      /** What claude-code-action's token has (contents read when the run never pushes). */
      base: Record<string, string>;
      /** `additional_permissions`, which only this token can be given. */
      additional: Readonly<Record<string, string>>;
    };

export interface TokenContext {
  repository: string | undefined;
  apiUrl: string;
  push: 'none' | 'branch' | 'pull_request' | 'pr_branch' | undefined;
  /** The job's OIDC token for an audience (@actions/core's getIDToken): only the Claude App's exchange asks for one. */
  idToken?: (audience: string) => Promise<string>;
}

/**
 * The token the runner uses for GitHub: the workflow's, one minted for this run from the user's GitHub App (scoped
 * to this repository and to what the run needs), or the Claude GitHub App's. It stays in this process.
 */
export async function resolveGitHubToken(auth: GitHubAuth, ctx: TokenContext): Promise<GitHubToken> {
  switch (auth.kind) {
    case 'token':
      return { ok: true, token: auth.token, source: auth.source, warnings: [] };
    case 'app':
      return appToken(auth, ctx);
    case 'claude_app':
      return claudeAppToken(auth, ctx);
  }
}

async function appToken(auth: Extract<GitHubAuth, { kind: 'app' }>, ctx: TokenContext): Promise<GitHubToken> {
  const [owner, repo] = (ctx.repository ?? '').split('/');
  if (!owner || !repo) return { ok: false, error: 'input app_id: GITHUB_REPOSITORY (owner/name) is needed to mint an installation token' };
  try {
    // The App code is loaded only for a run with app_id.
    const { mintInstallationToken, permissionsForRun } = await import('./app-token.js');
    const mint = (): Promise<InstallationToken> =>
      mintInstallationToken({
        appId: auth.appId,
        privateKey: auth.privateKey,
        owner,
        repo,
        permissions: permissionsForRun({ push: ctx.push, comments: true }),
        apiUrl: ctx.apiUrl,
      });
    const minted = await mint();
    return { ok: true, token: minted.token, minted, mintAgain: mint, source: `GitHub App ${auth.appId}'s installation token`, warnings: [] };
  } catch (error) {
    return { ok: false, error: `input app_id: could not mint an installation token: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** GitHub's installation tokens live an hour; the exchange's answer does not say when this one ends. */
const INSTALLATION_TOKEN_MS = 60 * 60_000;

async function claudeAppToken(auth: Extract<GitHubAuth, { kind: 'claude_app' }>, ctx: TokenContext): Promise<GitHubToken> {
  const { CLAUDE_APP_AUDIENCE, CLAUDE_APP_LOGIN, exchangeForClaudeAppToken } = await import('./claude-app-token.js');
  const mintWith = (permissions: Record<string, string>) => async (): Promise<InstallationToken> => {
    if (!ctx.idToken) throw new Error("the job's OIDC token cannot be requested here");
    const oidc = await ctx.idToken(CLAUDE_APP_AUDIENCE);
    const startedAt = Date.now();
    const exchanged = await exchangeForClaudeAppToken(oidc, permissions);
    if (!exchanged.ok) throw new ClaudeAppRefusal(exchanged.error, exchanged.workflowValidation);
    return { token: exchanged.token, expiresAt: new Date(startedAt + INSTALLATION_TOKEN_MS).toISOString(), permissions, login: CLAUDE_APP_LOGIN };
  };
  const source = `the Claude GitHub App's token (as ${CLAUDE_APP_LOGIN})`;
  let failure: unknown;
  try {
    const mint = mintWith(auth.permissions);
    const minted = await mint();
    return { ok: true, token: minted.token, minted, mintAgain: mint, source, warnings: [] };
  } catch (error) {
    failure = error;
  }
  // An installation that has not accepted a permission additional_permissions asks for makes Anthropic's exchange
  // fail (500: anthropics/claude-code-action#863, #926): the App's own permissions are asked for once more.
  const asked = Object.entries(auth.additional).filter(([name, level]) => auth.base[name] !== level);
  if (asked.length > 0 && !(failure instanceof ClaudeAppRefusal && failure.workflowValidation)) {
    try {
      const mint = mintWith(auth.base);
      const minted = await mint();
      const names = asked.map(([name, level]) => `${name}: ${level}`).join(', ');
      const why = failure instanceof Error ? failure.message : String(failure);
      return {
        ok: true,
        token: minted.token,
        minted,
        mintAgain: mint,
        source,
        warnings: [
          `input additional_permissions: the Claude GitHub App's token could not be had with ${names} (${why}); the run goes on without them. Accept the permissions the App asks for on its installation (the organization's or account's Settings → GitHub Apps → Claude).`,
        ],
      };
    } catch {
      // The App's own permissions fail too: the first failure says why.
    }
  }
  const why = failure instanceof Error ? failure.message : String(failure);
  const validation = failure instanceof ClaudeAppRefusal && failure.workflowValidation;
  const cause = validation
    ? `Anthropic refused it because this workflow differs from the one on the default branch (${why}); it works once the workflow is merged`
    : `${why}; is the Claude GitHub App (https://github.com/apps/claude) installed on this repository?`;
  if (auth.required) return { ok: false, error: `input use_claude_github_app: could not get the Claude GitHub App's token: ${cause}` };
  return {
    ok: true,
    token: auth.fallback,
    source: "the job's GITHUB_TOKEN",
    warnings: [
      `Could not get the Claude GitHub App's token (use_claude_github_app: auto): ${cause}. Posting with the job's GITHUB_TOKEN instead: it has what the job's permissions: block gives (pull-requests: write for a review). Set github_token, or use_claude_github_app: false, to stop trying.`,
      ...notApplied(auth.additional),
    ],
  };
}

class ClaudeAppRefusal extends Error {
  constructor(
    message: string,
    readonly workflowValidation: boolean,
  ) {
    super(message);
  }
}

const CLAUDE_APP_MODES = ['auto', 'true', 'false'] as const;

export interface AuthContext {
  /** The model is Anthropic's API (a key, an OAuth token or workload identity federation), not a cloud provider's. */
  anthropicApi: boolean;
  /** `push`: contents is asked for write unless the run never pushes. */
  push: TokenContext['push'];
  /** `additional_permissions`, merged over the Claude App's defaults as claude-code-action merges them. */
  additionalPermissions: Readonly<Record<string, string>>;
}

/**
 * `github_token` (a token of the workflow's choosing), a GitHub App (`app_id` + `app_private_key`), or neither: then
 * the Claude GitHub App's token where claude-code-action would get one (`use_claude_github_app`: auto, on
 * github.com, when the job may request an OIDC token and the model is Anthropic's API), else the job's
 * `workflow_token` (`${{ github.token }}`), else a `GITHUB_TOKEN` in the environment (a host that runs the action
 * outside GitHub's runner).
 */
export function parseGitHubAuth(
  read: (name: string) => string,
  env: NodeJS.ProcessEnv,
  ctx: AuthContext,
): { ok: true; auth: GitHubAuth; warnings: string[] } | { ok: false; errors: string[] } {
  const appId = read('app_id').trim();
  const privateKey = read('app_private_key').trim();
  const token = read('github_token').trim();
  const mode = read('use_claude_github_app').trim().toLowerCase() || 'auto';
  const errors: string[] = [];
  if (appId && !/^(?:\d+|Iv[0-9A-Za-z.]+)$/.test(appId)) errors.push(`input app_id: "${appId}" is neither an App id (digits) nor a client id (Iv…)`);
  if (appId && !privateKey) errors.push('input app_private_key: required with app_id');
  if (privateKey && !appId) errors.push('input app_id: required with app_private_key');
  if (token && (appId || privateKey)) errors.push('input github_token: give either github_token or app_id + app_private_key, not both');
  if (!(CLAUDE_APP_MODES as readonly string[]).includes(mode)) errors.push(`input use_claude_github_app: "${mode}" is not auto, true or false`);
  const oidc = Boolean(env.ACTIONS_ID_TOKEN_REQUEST_URL && env.ACTIONS_ID_TOKEN_REQUEST_TOKEN);
  const ownToken = token !== '' || appId !== '';
  if (mode === 'true' && ownToken) errors.push('input use_claude_github_app: true, but github_token or app_id gives the run a token of its own');
  if (mode === 'true' && !ownToken && !oidc)
    errors.push("input use_claude_github_app: true needs the job's OIDC token: give the job permissions: id-token: write");
  if (errors.length > 0) return { ok: false, errors };
  const additional = ctx.additionalPermissions;
  if (appId) return { ok: true, auth: { kind: 'app', appId, privateKey }, warnings: notApplied(additional) };
  if (token) return { ok: true, auth: { kind: 'token', token, source: 'input github_token' }, warnings: notApplied(additional) };
  const workflowToken = read('workflow_token').trim();
  const fallback = workflowToken || env.GITHUB_TOKEN || undefined;
  const onGitHubCom = (env.GITHUB_SERVER_URL ?? 'https://github.com').replace(/\/+$/, '') === 'https://github.com';
  if (mayUseClaudeApp(read) && (mode === 'true' || (oidc && ctx.anthropicApi && onGitHubCom))) {
    const base = { contents: ctx.push === 'none' ? 'read' : 'write', pull_requests: 'write', issues: 'write' };
    return {
      ok: true,
      auth: { kind: 'claude_app', required: mode === 'true', fallback, permissions: { ...base, ...additional }, base, additional },
      warnings: [],
    };
  }
  const source = workflowToken ? "the job's GITHUB_TOKEN" : 'GITHUB_TOKEN from the environment';
  return { ok: true, auth: { kind: 'token', token: fallback, source }, warnings: notApplied(additional) };
}

/**
 * `additional_permissions` other than `actions` (which allows the CI tools whatever the token): only the Claude
 * App's token is minted with them; any other token has what the job's `permissions:` block (or the App) gives.
 */
function notApplied(additional: Readonly<Record<string, string>>): string[] {
  const names = Object.entries(additional)
    .filter(([name]) => name !== 'actions')
    .map(([name, level]) => `${name}: ${level}`);
  if (names.length === 0) return [];
  return [
    `input additional_permissions: ${names.join(', ')} not applied: they widen the Claude GitHub App's token, and this run posts with another, which has what the job's permissions: block (or your App) gives`,
  ];
}
