import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904';

/**
 * `git diff` of everything the run changed, new files included, without touching the repository's
 * own index: new files are staged into a throwaway copy of it.
 */
export async function capturePatch(cwd: string, exclude: readonly string[] = []): Promise<string> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'agent-runner-index-'));
  try {
    const { stdout: gitDir } = await run('git', ['rev-parse', '--absolute-git-dir'], { cwd });
    const index = path.join(gitDir.trim(), 'index');
    const tempIndex = path.join(scratch, 'index');
    if (existsSync(index)) copyFileSync(index, tempIndex);
    const env = { ...process.env, GIT_INDEX_FILE: tempIndex };
    const pathspec = ['--', '.', ...exclude.map((p) => `:(exclude)${p}`)];
    await run('git', ['add', '-A', ...pathspec], { cwd, env });
    const base = await run('git', ['rev-parse', '--verify', '--quiet', 'HEAD'], { cwd }).then(
      () => 'HEAD',
      () => EMPTY_TREE,
    );
    const { stdout } = await run('git', ['diff', '--cached', '--binary', '--no-color', '--no-ext-diff', base, ...pathspec], {
      cwd,
      env,
      maxBuffer: 256 * 1024 * 1024,
    });
    return stdout;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
