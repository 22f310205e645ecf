/**
 * What a wildcard rule (`Bash(npm test:*)`, `Bash(make *)`) does not vouch for, beyond git's and npm's own
 * options (bash-match.ts): words whose value is only known at run time (a substitution's output or a
 * variable may be any option), operands outside the working directory, and options that load code or
 * configuration from a file the agent can write (`make -f`, `--prefix`, `-C`, `--require`) or from the
 * command line itself (`--eval`). Words the rule spells out are the workflow author's choice.
 */
import path from 'node:path';
import { escapesByLink, isInside, SAFE_VARS } from './read-only-commands.js';
import type { SimpleCommand, Word } from './types.js';

/** Long options that run code given on the command line. */
const EVAL_LONG = ['eval', 'print', 'init-file'];
/** Long options that load code or configuration from a file or folder. */
const LOAD_LONG = [
  'require',
  'import',
  'loader',
  'experimental-loader',
  'prefix',
  'makefile',
  'file',
  'directory',
  'include-dir',
  'config',
  'rcfile',
  'dir',
  'cwd',
];
/** Short options that do the same, by command. */
const LOAD_SHORT: Record<string, string[]> = {
  make: ['-f', '-C', '-I', '-E'],
  gmake: ['-f', '-C', '-I', '-E'],
  node: ['-e', '-p', '-r', '-i'],
  npm: ['-C'],
  pnpm: ['-C'],
  yarn: [],
  npx: ['-c'],
  tar: ['-C', '--to-command', '-I'],
  git: ['-C', '-c'],
  python: ['-c', '-m'],
  python3: ['-c', '-m'],
  perl: ['-e', '-E', '-M'],
  ruby: ['-e', '-r'],
  bash: ['-c'],
  sh: ['-c'],
};
/** Options whose value is a command, for any program. */
const EVAL_SHORT: Record<string, string[]> = { make: ['-E'], node: ['-e', '-p'], perl: ['-e', '-E'], ruby: ['-e'], python: ['-c'], python3: ['-c'] };

export interface OperandContext {
  root: string;
  /** Could the agent write this absolute path (the Write tool's decision)? */
  writable: (abs: string) => boolean;
  /** Absolute directories the shell may be in (`cd` earlier in the line); the root when absent. */
  cwds?: string[];
}

/** Could bash turn this word into one that begins with `-`? */
function mayBecomeOption(w: Word): boolean {
  if (w.value.startsWith('-')) return w.glob || w.brace || w.dynamic;
  if (w.brace && (/(^|[{,])-/.test(w.value) || /\{[^}]*\.\.[^}]*\}/.test(w.value))) return true;
  // Variables whose every value is known not to begin with `-`: absolute paths, numbers, git names and ids.
  const neverOption =
    /^\$\{?(HOME|PWD|OLDPWD|TMPDIR|RUNNER_TEMP|GITHUB_WORKSPACE|GITHUB_SHA|GITHUB_REF|GITHUB_REF_NAME|GITHUB_HEAD_REF|GITHUB_BASE_REF|GITHUB_REPOSITORY|GITHUB_RUN_ID|[?#$!])\}?([^\w]|$)/;
  return (w.glob && /^[*?[]/.test(w.value)) || (w.dynamic && /^\$/.test(w.value) && !neverOption.test(w.value));
}

/** Returns the word a wildcard rule does not vouch for, if any. */
export function operandInjection(cmd: SimpleCommand, ruleWords: Word[], ctx: OperandContext): string | undefined {
  const words = cmd.words;
  const name = path.posix.basename(words[0]?.value ?? '');
  const spelled = new Set(ruleWords.map((w) => w.value));
  const end = words.findIndex((w) => w.value === '--');
  // Relative operands are judged from every place the shell may be in.
  const bases = ctx.cwds ?? [ctx.root];
  const outside = (v: string): boolean => v.startsWith('~') || bases.some((b) => !isInside(ctx.root, path.resolve(b, v)));
  const risky = (v: string | undefined): boolean => v === undefined || v === '' || outside(v) || bases.some((b) => ctx.writable(path.resolve(b, v)));
  const abbreviates = (n: string, names: string[]): boolean => n.length >= 3 && names.some((full) => full.startsWith(n));
  for (const [i, w] of words.entries()) {
    if (i === 0 || spelled.has(w.value)) continue;
    // A word bash rewrites at run time is judged as any word, an option included: a glob over names the agent created
    // (a file named `-E`), a brace (`{-E,x}`), or an expansion that begins the word may each become an option.
    if ((end < 0 || i < end) && mayBecomeOption(w)) return w.raw;
    // A run-time value may turn into any option or path: only variables that hold no secret and no crafted text.
    if (w.substitution) return w.raw;
    if (w.dynamic && (w.vars.length === 0 || w.vars.some((v) => !SAFE_VARS.has(v) && !cmd.boundVars.includes(v)))) return w.raw;
    // Operands (and option values) naming a place outside the working directory.
    const value = w.value.includes('=') && w.value.startsWith('-') ? w.value.slice(w.value.indexOf('=') + 1) : w.value;
    const pathy = value.startsWith('/') || value.startsWith('~') || /(^|\/)\.\.(\/|$)/.test(value);
    if (pathy && !/^\/dev\/(null|stdin|stdout|stderr)$/.test(value) && !/^[a-z][a-z0-9+.-]*:\/\//i.test(value) && outside(value)) return w.value;
    // A symbolic link (committed by a PR) that leads out of the working directory or into a protected folder.
    if (
      !w.dynamic &&
      value !== '' &&
      !value.startsWith('-') &&
      !/^[a-z][a-z0-9+.-]*:/i.test(value) &&
      bases.some((b) => escapesByLink(value, ctx.root, w.glob, b))
    )
      return w.value;
    if (end >= 0 && i > end && name !== 'npm' && name !== 'npx') continue;
    const long = /^--([^=]+)/.exec(w.value)?.[1];
    const next = w.value.includes('=') ? w.value.slice(w.value.indexOf('=') + 1) : words[i + 1]?.value;
    if (long !== undefined && abbreviates(long, EVAL_LONG)) return w.value;
    // GNU getopt takes a unique abbreviation (`--makef=x` is `--makefile=x`).
    const loads = long !== undefined ? LOAD_LONG.find((full) => full === long || (long.length >= 3 && full.startsWith(long))) : undefined;
    if (loads !== undefined) {
      // A package name (`--require ts-node/register`) is looked up, not read from the agent's files; a path is.
      const folder = ['prefix', 'makefile', 'file', 'directory', 'include-dir', 'dir', 'cwd'].includes(loads);
      const pathValue = next !== undefined && (next.startsWith('.') || next.startsWith('/') || (folder && next !== ''));
      if (next === undefined || /^[a-z][a-z0-9+.-]*:/i.test(next) || (pathValue && risky(next))) return w.value;
    }
    // A short cluster is read letter by letter (`-kE x` is `-k -E x`, `-sfFILE` is `-s -f FILE`): any listed letter in
    // it is that option, its value the rest of the word or the next word.
    const shorts = LOAD_SHORT[name] ?? [];
    const cluster = /^-[^-]/.test(w.value) ? w.value : '';
    for (const s of shorts) {
      const at = s.length === 2 ? cluster.indexOf(s[1] ?? '', 1) : w.value === s ? 1 : -1;
      if (at < 1) continue;
      if ((EVAL_SHORT[name] ?? []).includes(s)) return w.value;
      const rest = cluster.slice(at + 1);
      const v = rest !== '' ? rest : words[i + 1]?.value;
      if (risky(v)) return w.value;
    }
  }
  return undefined;
}
