/**
 * Within one command the masks of nested-repos.ts cannot help: `tar xf fixtures.tar && npm test` makes `src/.git`
 * and starts git in it on the same line, after the mounts were made. So each sandboxed command also finds, first on
 * its PATH, a `git` that asks the real one (every code-running setting off) which repository and common directory
 * this invocation would use, and refuses one below the working directory that was not there when the run started
 * (a `.git/commondir` the agent wrote, pointing the workspace's own repository at a configuration of its making,
 * included). The guard folder lives in the run's own folder, which nothing in the sandbox may write. A program that
 * runs git by absolute path, or resets PATH, passes the guard: for those the masks from the next command on hold.
 */
import { appendFileSync, chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SYSTEM_PATH } from '../permissions/git-paths.js';
import { singleQuoted } from '../text/shell-quote.js';
import { findOnPath } from '../process/env.js';

/** The guard's list of git directories it lets git use, one per line, in the guard's folder. */
const ALLOWED_FILE = 'allowed-repositories';

/** Options git reads before its subcommand that decide the repository (those taking a value as the next word first). */
const WITH_VALUE = ['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--exec-path', '--config-env', '--super-prefix'];

/** The guard's script: POSIX sh, the real git by absolute path. */
function guardScript(realGit: string, root: string, allowedFile: string): string {
  return `#!/bin/sh
# agent-runner: git in the sandbox uses no repository below the working directory made during the run.
real=${singleQuoted(realGit)}
ws=${singleQuoted(root)}
allowed=${singleQuoted(allowedFile)}
k=0; i=0; expect=
for a do
  i=$((i + 1))
  if [ -n "$expect" ]; then expect=; k=$i; continue; fi
  case $a in
    ${WITH_VALUE.join('|')}) expect=1; k=$i ;;
    --*=*|--bare|--no-replace-objects|--literal-pathspecs|--glob-pathspecs|--noglob-pathspecs|--icase-pathspecs|--no-optional-locks|-p|--paginate|-P|--no-pager|--no-lazy-fetch|--no-advice) k=$i ;;
    *) break ;;
  esac
done
lookup() {
  n=$#; j=0
  for a do j=$((j + 1)); if [ "$j" -le "$k" ]; then set -- "$@" "$a"; fi; done
  shift "$n"
  "$real" "$@" -c core.fsmonitor=false -c core.hooksPath=/dev/null -c core.pager=cat rev-parse --path-format=absolute --absolute-git-dir --git-common-dir
}
if out=$(lookup "$@" 2>/dev/null); then
  while IFS= read -r d; do
    case $d in
      "$ws"/*)
        if ! grep -Fxq -- "$d" "$allowed"; then
          echo "git: not run: it would use the repository $d, made below the working directory during the run (its configuration could run code); run git where the workspace's own repository is used" >&2
          exit 128
        fi ;;
    esac
  done <<EOF
$out
EOF
fi
exec "$real" "$@"
`;
}

/**
 * Writes the guard into `dir` (the run's own folder) for the repositories in `allowed` (absolute git directories
 * there at the start); returns the shell words that put it first on a command's PATH, or undefined without git.
 */
export function installGitGuard(dir: string, root: string, allowed: readonly string[]): string | undefined {
  const realGit = findOnPath('git', SYSTEM_PATH) ?? findOnPath('git', process.env.PATH ?? '');
  if (realGit === null) return undefined;
  const bin = path.join(dir, 'bin');
  mkdirSync(bin, { recursive: true });
  const allowedFile = path.join(dir, ALLOWED_FILE);
  writeFileSync(allowedFile, `${allowed.join('\n')}\n`);
  writeFileSync(path.join(bin, 'git'), guardScript(realGit, root, allowedFile));
  chmodSync(path.join(bin, 'git'), 0o755);
  return `export PATH=${singleQuoted(bin)}:"$PATH";`;
}

/** Lets the guard in `dir` allow one more git directory: one the runner made itself during the run (a subagent's worktree). */
export function allowInGitGuard(dir: string, gitDir: string): void {
  appendFileSync(path.join(dir, ALLOWED_FILE), `${gitDir}\n`);
}
