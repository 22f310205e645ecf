import type { InstallationToken } from './app-token.js';

export type GitHubToken =
  | {
      ok: true;
      token: string | undefined;
      minted?: InstallationToken;
      /** With `minted`: mints another like it (the same repository and permissions), to renew it. */
      mintAgain?: () => Promise<InstallationToken>;
    }
  | { ok: false; error: string };

/**
 * The token the runner uses for GitHub: the workflow's, or one minted for this run from a GitHub
 * App, scoped to this repository and to the permissions the run needs. It stays in this process.
 */
export async function resolveGitHubToken(
  auth: GitHubAuth,
  ctx: { repository: string | undefined; apiUrl: string; push: 'none' | 'branch' | 'pull_request' | 'pr_branch' | undefined },
): Promise<GitHubToken> {
  if (auth.kind === 'token') return { ok: true, token: auth.token };
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
    return { ok: true, token: minted.token, minted, mintAgain: mint };
  } catch (error) {
    return { ok: false, error: `input app_id: could not mint an installation token: ${error instanceof Error ? error.message : String(error)}` };
  }
}

export type GitHubAuth = { kind: 'token'; token: string | undefined } | { kind: 'app'; appId: string; privateKey: string };

/** `github_token` (default: the workflow's GITHUB_TOKEN) or a GitHub App (`app_id` + `app_private_key`); never both. */
export function parseGitHubAuth(read: (name: string) => string, env: NodeJS.ProcessEnv): { ok: true; auth: GitHubAuth } | { ok: false; errors: string[] } {
  const appId = read('app_id').trim();
  const privateKey = read('app_private_key').trim();
  const token = read('github_token').trim();
  const errors: string[] = [];
  if (appId && !/^(?:\d+|Iv[0-9A-Za-z.]+)$/.test(appId)) errors.push(`input app_id: "${appId}" is neither an App id (digits) nor a client id (Iv…)`);
  if (appId && !privateKey) errors.push('input app_private_key: required with app_id');
  if (privateKey && !appId) errors.push('input app_id: required with app_private_key');
  if (token && (appId || privateKey)) errors.push('input github_token: give either github_token or app_id + app_private_key, not both');
  if (errors.length > 0) return { ok: false, errors };
  if (appId) return { ok: true, auth: { kind: 'app', appId, privateKey } };
  return { ok: true, auth: { kind: 'token', token: token || env.GITHUB_TOKEN || undefined } };
}
