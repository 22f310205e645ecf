import path from 'node:path';
import { resolveSandboxPath } from '../sandbox/config.js';
import type { ShowGate } from './shown-files.js';

/**
 * What `.worktreeinclude` may copy into a subagent's worktree: only a file the run lets the agent read. A deny rule
 * (`Read(./.env)`, a credential file's) or the settings' `sandbox.filesystem.denyRead` written for the workspace's
 * path would not cover a copy elsewhere when it names the file absolutely, so such a file stays where its rule is.
 * Returns why a file is not copied, or undefined.
 */
export function worktreeIncludeGate(readGate: ShowGate, sandboxDenyRead: readonly string[], cwd: string): (file: string) => string | undefined {
  const denied = sandboxDenyRead.map((entry) => ({ entry, at: resolveSandboxPath(entry, cwd) }));
  return (file) => {
    const hidden = denied.find(({ at }) => file === at || file.startsWith(`${at}${path.sep}`));
    if (hidden) return `the sandbox's denyRead "${hidden.entry}" covers it`;
    return readGate(file);
  };
}
