import { git } from '../git/git.js';
import { gitAuthEnv, gitErrorLine } from './pr-checkout.js';

export type BaseBranchCheckout = { ok: true } | { ok: false; error: string };

/**
 * claude-code-action's `base_branch`: "the branch to use as the base/source when creating new
 * branches". A run on no pull request starts from its newest commit, as claude-code-action fetches
 * and checks it out before the run: the patch, the push's parent and the new branch all start there.
 * Done before any configuration is read and before any agent process, with the run's token given to
 * that one git process through its environment (never written to .git/config). Already on that
 * branch (actions/checkout `ref:` named it), the job's checkout is kept as it is.
 */
export async function checkOutBaseBranch(cwd: string, branch: string, auth: { token: string | undefined; serverUrl: string }): Promise<BaseBranchCheckout> {
  const where = `input base_branch (${branch})`;
  const current = await git(cwd, ['symbolic-ref', '--quiet', '--short', 'HEAD']).then(
    (out) => out.trim(),
    () => '',
  );
  if (current === branch) return { ok: true };
  const head = await git(cwd, ['rev-parse', 'HEAD']).then(
    (out) => out.trim(),
    () => '',
  );
  if (head === '') return { ok: false, error: `${where}: ${cwd} is not a git checkout (add actions/checkout before this step)` };
  const dirty = (await git(cwd, ['status', '--porcelain', '--untracked-files=no'])).trim();
  if (dirty !== '') {
    return {
      ok: false,
      error: `${where}: cannot switch to it: the checkout has uncommitted changes to tracked files (${dirty.split('\n').length} files) made by an earlier step`,
    };
  }
  // As claude-code-action's fetchDepthArgs: a depth only for a checkout that is already shallow (a full clone stays full).
  const shallow = (await git(cwd, ['rev-parse', '--is-shallow-repository']).catch(() => 'false')).trim() === 'true';
  const localRef = `refs/remotes/origin/${branch}`;
  try {
    await git(cwd, ['fetch', '--no-tags', ...(shallow ? ['--depth=1'] : []), 'origin', `+refs/heads/${branch}:${localRef}`], { env: gitAuthEnv(auth) });
  } catch (error) {
    return {
      ok: false,
      error: `${where}: fetching it from origin failed (${gitErrorLine(error)}). It must be a branch of this repository; the job needs contents: read and a checkout with an origin remote (actions/checkout).`,
    };
  }
  const fetched = (await git(cwd, ['rev-parse', localRef])).trim();
  try {
    await git(cwd, ['checkout', '--quiet', '--detach', fetched]);
  } catch (error) {
    return { ok: false, error: `${where}: cannot check out its head ${fetched.slice(0, 12)}: ${gitErrorLine(error)}` };
  }
  return { ok: true };
}
