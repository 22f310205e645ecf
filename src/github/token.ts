import { mintInstallationToken, permissionsForRun, type GitHubAuth, type InstallationToken } from './app-token.js';

export type GitHubToken = { ok: true; token: string | undefined; minted?: InstallationToken } | { ok: false; error: string };

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
    const minted = await mintInstallationToken({
      appId: auth.appId,
      privateKey: auth.privateKey,
      owner,
      repo,
      permissions: permissionsForRun({ push: ctx.push, comments: true }),
      apiUrl: ctx.apiUrl,
    });
    return { ok: true, token: minted.token, minted };
  } catch (error) {
    return { ok: false, error: `input app_id: could not mint an installation token: ${error instanceof Error ? error.message : String(error)}` };
  }
}
