import { withShadowRepo, type ShadowRepo } from '../git/git.js';
import { changedFiles, type ChangedFile } from './github/push-files.js';

const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

/**
 * `git diff` of everything the run changed, new files included, built from the very bytes a push
 * commits (`changedFiles`, the same list `changedFilesFromGit` gives the push): each file's content
 * is hashed as is (`--no-filters`) into a throwaway index of a shadow git directory and diffed
 * against HEAD with no textconv and no external diff. The repository's own index is not touched.
 */
export async function capturePatch(cwd: string, exclude: readonly string[] = [], baseCommit?: string): Promise<string> {
  return withShadowRepo(cwd, async (repo) => patchOf(repo, await changedFiles(repo, exclude)), baseCommit);
}

export async function patchOf(repo: ShadowRepo, files: readonly ChangedFile[]): Promise<string> {
  if (files.length === 0) return '';
  await stage(repo, files);
  return repo.run(['diff', '--cached', '--binary', '--no-color', '--no-ext-diff', '--no-textconv', repo.base || EMPTY_TREE, '--']);
}

/** Puts `files` (contents hashed as they are) into the shadow's index, over what it holds. */
async function stage(repo: ShadowRepo, files: readonly ChangedFile[]): Promise<void> {
  if (files.length === 0) return;
  const zero = '0'.repeat(repo.base.length || 40);
  await repo.importBaseBlobs(files.map((file) => file.path));
  const records: string[] = [];
  for (const file of files) {
    if (file.content === null) {
      records.push(`0 ${zero}\t${file.path}`);
      continue;
    }
    const sha = (await repo.run(['hash-object', '-w', '--no-filters', '--stdin'], file.content)).trim();
    records.push(`${file.mode} ${sha}\t${file.path}`);
  }
  await repo.run(['update-index', '-z', '--index-info'], Buffer.from(records.map((r) => `${r}\0`).join('')));
}

/**
 * What the work tree changed after a push: the diff from the pushed tree (the base with `pushed` on it) to the work
 * tree at the end (the base with what changed since), both built from the bytes given, against the same checked base.
 */
export async function patchAfterPush(cwd: string, exclude: readonly string[], baseCommit: string, pushed: readonly ChangedFile[]): Promise<string> {
  return withShadowRepo(
    cwd,
    async (repo) => {
      const now = await changedFiles(repo, exclude);
      await stage(repo, pushed);
      // Unchanged files' blobs are not in the shadow (only the base blobs asked for are): their ids are enough for a tree.
      const pushedTree = (await repo.run(['write-tree', '--missing-ok'])).trim();
      await repo.run(['read-tree', repo.base]);
      await repo.importBaseBlobs(pushed.map((file) => file.path));
      await stage(repo, now);
      return repo.run(['diff', '--cached', '--binary', '--no-color', '--no-ext-diff', '--no-textconv', pushedTree, '--']);
    },
    baseCommit,
  );
}
