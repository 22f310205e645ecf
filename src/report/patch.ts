import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { git } from './git.js';
import { CREDENTIAL_PATHSPEC } from './push-files.js';

const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

/**
 * `git diff` of everything the run changed, new files included, without touching the repository's
 * own index: new files are staged into a throwaway copy of it.
 */
export async function capturePatch(cwd: string, exclude: readonly string[] = []): Promise<string> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-index-'));
  try {
    const gitDir = await git(cwd, ['rev-parse', '--absolute-git-dir']);
    const index = path.join(gitDir.trim(), 'index');
    const tempIndex = path.join(scratch, 'index');
    if (existsSync(index)) {
      copyFileSync(index, tempIndex);
      // Git trusts an index entry only if the file is older than the index: keep the index's time,
      // or an edit made in the checkout's own second looks unchanged.
      const { atime, mtime } = statSync(index);
      utimesSync(tempIndex, atime, mtime);
    }
    const env = { GIT_INDEX_FILE: tempIndex };
    // `git add` refuses pathspecs naming ignored paths, even excludes: exclude on the diff instead.
    await git(cwd, ['add', '-A', '--', '.'], { env });
    const pathspec = ['--', '.', CREDENTIAL_PATHSPEC, ...exclude.map((p) => `:(exclude)${p}`)];
    const base = await git(cwd, ['rev-parse', '--verify', '--quiet', 'HEAD']).then(
      () => 'HEAD',
      () => EMPTY_TREE,
    );
    return await git(cwd, ['diff', '--cached', '--binary', '--no-color', '--no-ext-diff', base, ...pathspec], { env });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
