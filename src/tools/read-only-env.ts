/**
 * The fixed environment the read-only command list runs in (dontAsk approves those commands without a
 * rule, so nothing the agent wrote may change what they do): system PATH, a pinned empty HOME, no system
 * or global git config, git pinned to the workspace's own repository (a nested `.git` in an editable
 * folder is not consulted), fsmonitor and hooks off, no pager.
 */
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SYSTEM_PATH } from '../permissions/git-paths.js';
import type { Workspace } from './types.js';

/** The workspace's git directory: `.git` itself, or where a `.git` file (worktree, submodule) points. */
export function gitDirOf(root: string): string | undefined {
  const dotGit = path.join(root, '.git');
  try {
    if (statSync(dotGit).isDirectory()) return dotGit;
    const m = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotGit, 'utf8'));
    return m?.[1] !== undefined ? path.resolve(root, m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** `keep`: variables carried over from the ordinary tool environment (the run's mark, locale). */
export function readOnlyEnv(ws: Workspace, keep: Record<string, string>): Record<string, string> {
  const home = path.join(ws.tempDir, 'read-only-home');
  mkdirSync(home, { recursive: true });
  const gitDir = gitDirOf(ws.root);
  const config: [string, string][] = [
    ['core.fsmonitor', 'false'],
    ['core.hooksPath', '/dev/null'],
    ['diff.external', ''],
    ['core.pager', 'cat'],
  ];
  const env: Record<string, string> = {
    ...keep,
    PATH: SYSTEM_PATH,
    HOME: home,
    XDG_CONFIG_HOME: home,
    TERM: 'dumb',
    PAGER: 'cat',
    GIT_PAGER: 'cat',
    GIT_TERMINAL_PROMPT: '0',
    GIT_OPTIONAL_LOCKS: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CEILING_DIRECTORIES: path.dirname(ws.root),
    GIT_CONFIG_COUNT: String(config.length),
    ...(gitDir !== undefined ? { GIT_DIR: gitDir, GIT_WORK_TREE: ws.root } : {}),
  };
  config.forEach(([k, v], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = k;
    env[`GIT_CONFIG_VALUE_${i}`] = v;
  });
  return env;
}

/** git's own switches for a read-only subcommand run from argv: no textconv filters, no external diff. */
export function readOnlyGitArgv(argv: string[]): string[] {
  if (argv[0] !== 'git') return argv;
  const sub = argv.findIndex((a, i) => i > 0 && !a.startsWith('-'));
  const diffLike = sub > 0 && ['diff', 'log', 'show'].includes(argv[sub] ?? '');
  const out = ['git', '-c', 'core.fsmonitor=false', '-c', 'diff.external=', ...argv.slice(1)];
  if (diffLike) out.splice(sub + 5, 0, '--no-textconv', '--no-ext-diff');
  return out;
}
