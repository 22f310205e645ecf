import type { Word } from './types.js';
import { gitMoreOk, noLong, type CheckContext } from './read-only-specs.js';

// The argument checks of the read-only list's git, uniq and test (src/permissions/read-only-commands.ts holds the list).

const GIT_GLOBAL_OK = new Set(['--no-pager', '--no-optional-locks', '--literal-pathspecs', '--no-replace-objects', '-P']);
// biome-ignore format: a table, kept one line per group of entries
const GIT_READ_ONLY = new Set(['status', 'diff', 'log', 'show', 'branch', 'rev-parse', 'ls-files', 'blame']);
// biome-ignore format: a table, kept one line per group of entries
const BRANCH_FLAGS = new Set(['-a', '--all', '-r', '--remotes', '-v', '-vv', '--verbose', '-l', '--list', '--show-current', '--no-color', '--color', '--column', '--no-column', '-i', '--ignore-case', '--omit-empty']);
const BRANCH_VALUED = new Set(['--contains', '--no-contains', '--merged', '--no-merged', '--points-at', '--sort', '--format']);

export function gitCheck(args: Word[], ctx: CheckContext): boolean {
  let i = 0;
  while (i < args.length && GIT_GLOBAL_OK.has(args[i]?.value ?? '')) i++;
  const sub = args[i]?.value;
  if (sub === undefined) return false;
  if (args.some((w) => /core\.(pager|fsmonitor|sshcommand|editor|hookspath)|alias\./i.test(w.value))) return false;
  const rest = args.slice(i + 1);
  if (!GIT_READ_ONLY.has(sub) && !gitMoreOk(sub, rest)) return false;
  const restCtx = { ...ctx, optEnd: Math.max(0, ctx.optEnd - i - 1) };
  if (
    !noLong(['output', 'ext-diff', 'textconv', 'exec', 'upload-pack', 'receive-pack', 'open-files-in-pager', 'config-env', 'pathspec-from-file'])(rest, restCtx)
  )
    return false;
  return sub !== 'branch' || branchListsOnly(rest);
}

/** `git branch` only lists: any bare name would create a branch, and -d/-m/-c/… change them. */
function branchListsOnly(rest: Word[]): boolean {
  const listing = rest.some((w) => w.value === '-l' || w.value === '--list');
  for (let i = 0; i < rest.length; i++) {
    const v = rest[i]?.value ?? '';
    if (BRANCH_FLAGS.has(v) || /^--(color|sort|format|contains|no-contains|merged|no-merged|points-at|column)=/.test(v)) continue;
    if (BRANCH_VALUED.has(v)) i++;
    else if (!listing || v.startsWith('-')) return false;
  }
  return true;
}

export function uniqCheck(args: Word[], ctx: CheckContext): boolean {
  let positional = 0;
  for (let i = 0; i < args.length; i++) {
    const v = args[i]?.value ?? '';
    if (i === ctx.optEnd) continue;
    if (i < ctx.optEnd && ['-f', '-s', '-w', '--skip-fields', '--skip-chars', '--check-chars'].includes(v)) i++;
    else if (i > ctx.optEnd || !v.startsWith('-') || v === '-') positional++;
  }
  // A second operand is the output file.
  return positional <= 1;
}

/**
 * Arithmetic comparisons and -v evaluate array subscripts, and `a[$(cmd)]` runs cmd: no such operand
 * may be written with brackets or be known only at run time.
 */
export function testCheck(args: Word[]): boolean {
  if (!args.some((w) => /^-(eq|ne|lt|le|gt|ge|v|R)$/.test(w.value))) return true;
  // Only the shell's own numbers ($?, $#, $$, $!) are safe operands; a loop variable may hold a crafted file name.
  return args.every((w) => !w.substitution && w.vars.every((v) => '?#$!'.includes(v)) && !/\[.*[$`]/.test(w.value));
}
