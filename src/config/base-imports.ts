/**
 * On pull requests the configuration comes from the base commit (src/trigger/base-config.ts), but a base CLAUDE.md
 * may `@import` a file that is not configuration (`@docs/conventions.md`): the work tree holds the PR's version of
 * it, which would reach the model as the project's instructions. So the text of every import is read from the same
 * commit the configuration comes from; the Read decision still applies to the path (src/session/shown-files.ts).
 */
import path from 'node:path';
import { blobSha, gitBuffer } from '../git/git.js';

/** The text an import gives the model, or why it gives none. */
export type ImportSource = (realPath: string) => Promise<{ text: string } | { refused: string }>;

/** Imports read from `commit`: its blob at the path's place in the repository, checked against its id. */
export function commitImports(commit: string): ImportSource {
  return async (realPath) => {
    const dir = path.dirname(realPath);
    let listing: string;
    try {
      // Relative to the folder it is in, taken literally: the workspace may be a folder of the repository.
      listing = (await gitBuffer(dir, ['--literal-pathspecs', 'ls-tree', '-z', commit, '--', path.basename(realPath)])).toString('utf8');
    } catch {
      return { refused: `the base commit ${commit.slice(0, 7)} cannot be read` };
    }
    const m = /^(\d{6}) (\w+) ([0-9a-f]+)\t/.exec(listing);
    if (!m) return { refused: `not in the base commit ${commit.slice(0, 7)} (the pull request added it): imports come from the base` };
    if (m[2] !== 'blob' || m[1] === '120000')
      return { refused: `not a file in the base commit ${commit.slice(0, 7)} (${m[1] === '120000' ? 'a link' : m[2]}): imports come from the base` };
    const content = await gitBuffer(dir, ['cat-file', 'blob', m[3] ?? '']).catch(() => undefined);
    if (content === undefined || blobSha(content) !== m[3]) return { refused: `its object in the base commit ${commit.slice(0, 7)} cannot be read as stored` };
    return { text: content.toString('utf8') };
  };
}
