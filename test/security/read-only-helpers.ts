import { execFileSync } from 'node:child_process';

/** Ordinary read-only commands people type and what each prints in the read-only fixtures (a.txt, pkg.json, a git history with tag v1). */
export const ORDINARY_READS: readonly [string, RegExp][] = [
  ['cut -d, -f1 a.txt', /^alpha\nbeta$/],
  ['jq -r .version pkg.json', /^1\.2\.3$/],
  ["sed -n '2p' a.txt", /^beta,2$/],
  ['tr a-z A-Z < a.txt', /ALPHA,1/],
  ['git grep -n beta', /a\.txt:2:beta,2/],
  ['node --version', /^v\d+\./],
  ['uname -s', /^Linux$/],
];

/** The same ordinary commands that read the history, after the ones naming the remote. */
export const ORDINARY_HISTORY_READS: readonly [string, RegExp][] = [
  ['git tag --list', /^v1$/],
  ['git stash list', /^\(Bash completed with no output\)$/],
  ['nproc', /^\d+$/],
  ['git log --oneline -n 1', /first/],
  ['grep -rn alpha .', /a\.txt:1:alpha/],
  ['cat a.txt | grep beta | cut -d, -f2 | sort | head -n 1', /^2$/],
];

/** git with a fixed identity and no system or user configuration but the one in `home()`. */
export function isolatedGit(home: () => string): (cwd: string, ...args: string[]) => string {
  return (cwd, ...args) =>
    execFileSync('git', ['-c', 'user.email=a@b', '-c', 'user.name=a', ...args], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: home() },
    });
}
