/**
 * The library's wrap, kept while nothing it read has changed. `wrapWithSandbox` does the same work for every command
 * whatever the command is: a ripgrep scan for shell and tool settings below the working directory (`.bashrc`,
 * `.mcp.json`, `.vscode`, `.claude/commands`, each repository's `.git/hooks` and `config`) to protect, the deny
 * globs, the mount points. That is a third of what a sandboxed call costs here. So the runner wraps one fixed inner
 * command once, and each command's line reaches it through a variable; the wrap is done again as soon as its inputs
 * may differ: another filesystem policy (the nested repositories' masks), any name added, removed or renamed below the
 * working directory (folder-view.ts, which the runner walks before every command anyway), any path the policy names
 * appearing, going or changing type. A wrap kept past a change would protect less than a new one (a `.vscode` made by
 * one command left writable for the next); that is what the fingerprint rules out, and what cannot be fingerprinted
 * (deny patterns, a working directory other than the process's, a walk cut short) is wrapped every time.
 *
 * Violation attribution: the library writes the command's id into the line (base64, `SRT_ENCODED_CMD` for the
 * seccomp observer, the proxy's user name); each use replaces the kept wrap's random id by the command's own.
 */
import { randomBytes } from 'node:crypto';
import { lstatSync } from 'node:fs';
import type { SandboxManager, SandboxRuntimeConfig } from '@anthropic-ai/sandbox-runtime';

type Library = typeof SandboxManager;

/**
 * The shell of the wrap's own layers (the runner's, bubblewrap's, the seccomp helper's; the command's own shell is
 * its argv's, bash for Bash): POSIX, as the library writes them, and dash where /bin/sh is dash, which starts in a
 * third of bash's time; three of them a command made half of the sandbox's cost per call under load.
 */
export const WRAP_SHELL = '/bin/sh';

/** Carries a command's line from the runner's shell into the kept wrap. */
export const LINE_VARIABLE = 'AGENT_RUNNER_SANDBOXED_LINE';

/** The kept wrap's inner command: the line from the variable, unset first so that the command never sees it. */
const RUN_LINE = `__ar_line=$${LINE_VARIABLE}; unset ${LINE_VARIABLE}; eval "exec $__ar_line"`;

/** The library's attribution key for a command id (sandbox-utils' encodeSandboxedCommand: 100 characters, base64). */
const attributionKey = (commandId: string): string => Buffer.from(commandId.slice(0, 100)).toString('base64');

/** What one command is wrapped with: words before its line, the policy (absent: the library's own), and the fingerprint. */
export interface WrapRequest {
  prefix: string;
  config?: Partial<SandboxRuntimeConfig>;
  /** Everything the wrap read that can change; undefined: not keepable, wrapped for this command alone. */
  fingerprint: string | undefined;
}

interface Kept {
  line: string;
  key: string;
  fingerprint: string | undefined;
  /** Commands still running with it, plus one while it is the one kept. */
  users: number;
  current: boolean;
}

export interface CachedWrap {
  argv: string[];
  /** Once, when the command has exited: the last user of a wrap no longer kept gives its mount points back. */
  release(): void;
}

/** One kept wrap for one filesystem policy's place (the workspace, or a subagent's worktree). */
export class WrapCache {
  private kept: Kept | undefined;
  /** How many commands were wrapped by the library, and how many used a kept wrap (for the log and the bench). */
  readonly counts = { wrapped: 0, reused: 0 };

  constructor(private readonly network: (wrapped: string) => string) {}

  async wrap(lib: Library, request: WrapRequest, line: string, commandId: string): Promise<CachedWrap> {
    const kept = this.kept;
    let use: Kept;
    if (kept?.current && request.fingerprint !== undefined && kept.fingerprint === request.fingerprint) {
      use = kept;
      this.counts.reused++;
    } else {
      use = await this.build(lib, request);
      this.counts.wrapped++;
      const previous = this.kept;
      if (use.current) {
        // After the new wrap: the previous one's mount points (empty files the library put in the workspace) stay
        // until then, so the new wrap sees the same folder and the walk sees no change.
        if (previous?.current) this.retire(lib, previous);
        this.kept = use;
      }
    }
    use.users++;
    let released = false;
    const key = attributionKey(commandId);
    const wrapped = use.line.replaceAll(use.key, key).replaceAll(encodeURIComponent(use.key), encodeURIComponent(key));
    return {
      argv: [WRAP_SHELL, '-c', `${LINE_VARIABLE}="$1" ${wrapped}`, 'agent-runner-sandbox', line],
      release: () => {
        if (released) return;
        released = true;
        this.drop(lib, use);
      },
    };
  }

  private async build(lib: Library, request: WrapRequest): Promise<Kept> {
    // Random: a name in the workspace (a path in the line) cannot be made to hold it, so replacing it touches nothing else.
    const id = `agent-runner-wrap-${randomBytes(16).toString('hex')}`;
    const libraryLine = await lib.wrapWithSandbox(`${request.prefix} ${RUN_LINE}`, WRAP_SHELL, request.config, undefined, {
      commandId: id,
      commandText: 'the sandbox wrap the runner keeps',
    });
    let line: string;
    try {
      line = this.network(libraryLine);
    } catch (error) {
      lib.cleanupAfterCommand();
      throw error;
    }
    const current = request.fingerprint !== undefined;
    return { line, key: attributionKey(id), fingerprint: request.fingerprint, users: current ? 1 : 0, current };
  }

  private retire(lib: Library, kept: Kept): void {
    kept.current = false;
    this.drop(lib, kept);
  }

  private drop(lib: Library, kept: Kept): void {
    kept.users--;
    if (kept.users === 0) lib.cleanupAfterCommand();
  }
}

/** Characters that make a policy entry a pattern the library expands by walking (what that walk finds is not fingerprinted). */
const PATTERN = /[*?[\]{}]/;

/**
 * What the library's wrap read that can change, as one string; undefined when that cannot be told: the folder view
 * did not cover the workspace (`generation` undefined), the library scans another folder than the workspace (its scan
 * is of the process's working directory), or the policy has patterns (`**\/.env`), which it expands by walking
 * wherever they point. The rest: the view's generation, the policy itself, and each path it denies (there or not,
 * its type and inode: a deny path made later, or swapped for a link, changes it).
 */
export function wrapFingerprint(
  generation: number | undefined,
  root: string,
  prefix: string,
  filesystem: SandboxRuntimeConfig['filesystem'],
  cwd: string = process.cwd(),
): string | undefined {
  if (generation === undefined || cwd !== root) return undefined;
  const denied = [...filesystem.denyRead, ...filesystem.denyWrite];
  // A `{ path, literal: true }` entry is a name, whatever its characters.
  const spelled = [...denied, ...(filesystem.allowRead ?? [])].flatMap((entry) => (typeof entry === 'string' ? [entry.replace(/\/\*\*$/, '')] : []));
  if (spelled.some((entry) => PATTERN.test(entry))) return undefined;
  const stamps = denied.map((entry) => {
    const p = typeof entry === 'string' ? entry : entry.path;
    try {
      const st = lstatSync(p);
      return `${st.mode & 0o170000}:${st.ino}`;
    } catch {
      return '-';
    }
  });
  return JSON.stringify([generation, prefix, filesystem, stamps]);
}
