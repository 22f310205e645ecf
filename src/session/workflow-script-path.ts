import { constants } from 'node:fs';
import { lstat, open, readlink } from 'node:fs/promises';
import path from 'node:path';
import { decide } from '../permissions/index.js';
import { isInside } from '../permissions/read-only-commands.js';
import { realPathOf } from '../permissions/path-rules.js';
import type { PermissionPolicy } from '../permissions/types.js';
import type { ScriptPathLoader } from '../agent/workflow-tool.js';

/** Claude Code's cap on a workflow script file (2.1.332). */
export const MAX_SCRIPT_BYTES = 524_288;

/** Claude Code's refusal, its last line adapted (the runner has no session folder of saved scripts). */
function notReadable(shown: string): string {
  return `scriptPath must be a file you can already read (the working directory): ${shown}\nPass the whole script inline through Workflow's \`script\` input instead.`;
}

/**
 * Whether the open file is the one at `real`, the path the checks were made on. A folder on the way swapped for a link
 * between the checks and the open (O_NOFOLLOW guards only the last name) leads the open anywhere, and the lstat before
 * it follows the same link. Where the kernel names the open file (/proc/self/fd) that name is the answer; elsewhere the
 * path is resolved and looked at again, which leaves the swap a narrower window.
 */
async function opened(fd: number, real: string, stat: { ino: number; dev: number }): Promise<boolean> {
  const named = await readlink(`/proc/self/fd/${fd}`).catch(() => undefined);
  if (named !== undefined) return named === real;
  if (realPathOf(real) !== real) return false;
  const now = await lstat(real).catch(() => undefined);
  return now !== undefined && now.ino === stat.ino && now.dev === stat.dev;
}

/**
 * `scriptPath` (and a script's `workflow({scriptPath})`), read as Claude Code 2.1.332 reads it: only a file the Read
 * tool may read without asking, which here means inside the working directory, with no deny rule on the path as
 * written or as resolved, and a link that leads out of the working directory refused; a regular file with one link (a
 * second hard link could name a file outside), at most 512 KiB. The file is opened without following a link and
 * checked to be the file the decision was made on (by the kernel's name for it where there is one). What it reads is run like an inline script: in the script process,
 * under the same fence, so a path grants nothing the model could not pass as `script`.
 */
export function scriptPathLoader(policy: PermissionPolicy): ScriptPathLoader {
  const root = policy.workspaceRoot;
  return async (scriptPath) => {
    if (/[\u0000-\u001f\u007f]/.test(scriptPath)) return { error: `scriptPath contains control characters: ${JSON.stringify(scriptPath)}` };
    const lexical = path.resolve(root, scriptPath);
    const real = realPathOf(lexical);
    if (!isInside(root, lexical) || !isInside(root, real)) return { error: notReadable(scriptPath) };
    const decision = decide(policy, 'Read', { file_path: lexical });
    if (decision.behavior !== 'allow') return { error: notReadable(scriptPath) };
    let before: Awaited<ReturnType<typeof lstat>>;
    try {
      before = await lstat(real);
    } catch {
      return { error: `Workflow script file not found: ${scriptPath}` };
    }
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(real, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    } catch {
      return { error: `Failed to read workflow script file ${scriptPath}` };
    }
    try {
      const stat = await handle.stat();
      if (stat.ino !== before.ino || stat.dev !== before.dev) return { error: notReadable(scriptPath) };
      if (!(await opened(handle.fd, real, stat))) return { error: notReadable(scriptPath) };
      if (!stat.isFile()) return { error: `Workflow script file ${scriptPath} is not a regular file` };
      if (stat.nlink !== 1) return { error: notReadable(scriptPath) };
      if (stat.size > MAX_SCRIPT_BYTES) return { error: `Workflow script file ${scriptPath} exceeds ${MAX_SCRIPT_BYTES} bytes` };
      const script = (await handle.readFile()).subarray(0, MAX_SCRIPT_BYTES).toString('utf8');
      if (script === '') return { error: `Workflow script file ${scriptPath} is empty` };
      return { script, path: real };
    } catch {
      return { error: `Failed to read workflow script file ${scriptPath}` };
    } finally {
      await handle.close();
    }
  };
}
