/**
 * The read-only list's per-command checks: the shared helpers and the commands people type beyond the first list
 * (`cut`, `jq`, `sed -n`, `tr`, `uname`, `nproc`, `node --version`, more of git). Under the read-only jail these
 * checks keep honest commands honest; the jail holds what they miss.
 */
import path from 'node:path';
import type { Word } from './types.js';

export interface CheckContext {
  root: string | undefined;
  /** Absolute directories the shell may be in. */
  cwds: string[];
  /** Index in args of the first literal `--`, or args.length. */
  optEnd: number;
}

export interface Spec {
  doc: string;
  /** Reads file contents: every argument must be a path inside the working directory. */
  content?: boolean;
  /** Options matter: no argument whose value is only known at run time (before `--`, or anywhere for `all`). */
  restricted?: 'options' | 'all';
  check?: (args: Word[], ctx: CheckContext) => boolean;
}

/** No short-option cluster before `--` contains one of `letters`. */
export const noShort =
  (letters: string) =>
  (args: Word[], ctx: CheckContext): boolean =>
    args.slice(0, ctx.optEnd).every((w) => !/^-[^-]/.test(w.value) || ![...w.value.slice(1)].some((ch) => letters.includes(ch)));

/** No long option before `--` is, abbreviates or extends one of `names` (GNU getopt and git accept abbreviations). */
export const noLong =
  (names: string[]) =>
  (args: Word[], ctx: CheckContext): boolean =>
    args.slice(0, ctx.optEnd).every((w) => {
      if (!w.value.startsWith('--')) return true;
      const name = w.value.slice(2).split('=')[0] ?? '';
      return name === '' || !names.some((n) => n.startsWith(name) || name.startsWith(n));
    });

export const both =
  (...checks: NonNullable<Spec['check']>[]) =>
  (args: Word[], ctx: CheckContext): boolean =>
    checks.every((c) => c(args, ctx));

/**
 * A sed script that only prints: addresses, `p P = l q Q d D n N g G h H x`, blocks, `s///` and `y///` with no `w`
 * or `e` flag. Not `w`/`W` (write a file), `e` (run a command), `r`/`R` (read any file), `F`, `z`, labels.
 */
export function sedScriptPrintsOnly(script: string): boolean {
  let i = 0;
  const delimited = (n: number): boolean => {
    const d = script[i];
    if (d === undefined || d === '\n' || d === '\\') return false;
    i++;
    for (let k = 0; k < n; k++) {
      while (i < script.length && script[i] !== d) i += script[i] === '\\' ? 2 : 1;
      if (i >= script.length) return false;
      i++;
    }
    return true;
  };
  while (i < script.length) {
    const c = script[i] ?? '';
    if (/[\s;{}!,$0-9~+pP=lqQdDnNgGhHx]/.test(c)) {
      i++;
    } else if (c === '/' || c === '\\') {
      if (c === '\\') i++;
      if (!delimited(1)) return false;
      while (/[IM]/.test(script[i] ?? '')) i++;
    } else if (c === 's' || c === 'y') {
      i++;
      if (!delimited(c === 's' ? 2 : 2)) return false;
      while (c === 's' && /[gpiIM0-9]/.test(script[i] ?? '')) i++;
    } else {
      return false;
    }
  }
  return true;
}

/** A file operand of a command whose other words are not paths: inside the working directory, spelled without `..` or `~`. */
function operandInside(v: string, ctx: CheckContext): boolean {
  if (v.startsWith('~') || v.split('/').includes('..')) return false;
  if (!path.isAbsolute(v) || v === '/dev/stdin') return true;
  const rel = ctx.root === undefined ? '..' : path.relative(ctx.root, v);
  return !rel.startsWith('..') && !path.isAbsolute(rel);
}

/** `sed` that prints: no -i/--in-place, no script from a file, every script (the first operand or each -e) prints only. */
function sedCheck(args: Word[], ctx: CheckContext): boolean {
  // GNU sed: with any -e, every operand is a file (`sed /x/p -e p` reads the file /x/p), none is the script.
  let scripted = args.slice(0, ctx.optEnd).some((w) => w.value === '-e' || w.value === '--expression' || w.value.startsWith('--expression='));
  for (let i = 0; i < ctx.optEnd; i++) {
    const v = args[i]?.value ?? '';
    if (v === '-e' || v === '--expression') {
      if (!sedScriptPrintsOnly(args[i + 1]?.value ?? 'w')) return false;
      scripted = true;
      i++;
    } else if (v.startsWith('--expression=')) {
      if (!sedScriptPrintsOnly(v.slice(13))) return false;
      scripted = true;
    } else if (/^-[^-]/.test(v)) {
      // Short clusters: -n, -E, -r, -s, -u, -z only; -e's script attached to a cluster is refused (`-ne p`).
      if (![...v.slice(1)].every((ch) => 'nErsuz'.includes(ch))) return false;
    } else if (v.startsWith('--')) {
      if (!['--quiet', '--silent', '--regexp-extended', '--separate', '--unbuffered', '--null-data', '--posix', '--debug', '--sandbox'].includes(v))
        return false;
    } else if (!scripted) {
      if (!sedScriptPrintsOnly(v)) return false;
      scripted = true;
    } else if (!operandInside(v, ctx)) {
      return false;
    }
  }
  return scripted && args.slice(ctx.optEnd + 1).every((w) => operandInside(w.value, ctx));
}

/**
 * What in a jq program opens a file or tells where files are: `import`/`include` (with their `search` paths: a module
 * or JSON file anywhere, `import "credentials" as $x {search: "sub"}` loads sub/credentials.json), `modulemeta` (loads
 * a module by name), the builtins that name files and the search path, and the environment (`env`, `$ENV`: under the
 * strict list the command's own). Matched anywhere in any operand, strings and comments included: a word that merely
 * mentions one is refused with the rest (it then needs a rule), never a program that uses one approved.
 */
const JQ_OPENS =
  /(^|[^A-Za-z0-9_$.])(import|include|modulemeta|get_search_list|input_filename|get_prog_origin|get_jq_origin|env)(?![A-Za-z0-9_])|\$(ENV|__loc__)(?![A-Za-z0-9_])/;

/** jq's options that take values (one or two words), which are not the program. */
const JQ_VALUED: Record<string, number> = { '--arg': 2, '--argjson': 2, '--slurpfile': 2, '--rawfile': 2, '--indent': 1 };

/**
 * The program is known and opens no file: no word matches JQ_OPENS (the program is the first operand, which options
 * shift), and the first operand, after a `--` too, is spelled literally (not a loop variable, a glob over file names
 * the agent chose, or a brace).
 */
function jqProgramKnown(args: Word[]): boolean {
  if (args.some((w) => JQ_OPENS.test(w.value))) return false;
  for (let i = 0; i < args.length; i++) {
    const w = args[i];
    if (w === undefined) break;
    if (w.dynamic || w.glob || w.brace || w.substitution) return false;
    if (w.value in JQ_VALUED) i += JQ_VALUED[w.value] ?? 0;
    else if (w.value === '-' || !w.value.startsWith('-')) return true;
  }
  return true;
}

/**
 * `jq` reading its input and files named as operands: not --rawfile/--slurpfile/-f/--from-file/-L (files and modules
 * nobody checked), and no program that opens files of its own (JQ_OPENS).
 */
const jqCheck = both(noShort('fL'), noLong(['rawfile', 'slurpfile', 'from-file', 'library-path']), jqProgramKnown);

/** `git` subcommands beyond the first list, each with the words that keep it a reader. */
export function gitMoreOk(sub: string, rest: Word[]): boolean {
  const values = rest.map((w) => w.value);
  switch (sub) {
    case 'grep':
      // -O/--open-files-in-pager runs a program; --untracked/--no-index read files git does not track (its tracked
      // content is checked against Read deny rules like git show's).
      return values.every(
        (v) =>
          !/^-[^-]*O/.test(v) &&
          !(
            v.startsWith('--') &&
            v.length > 2 &&
            ['open-files-in-pager', 'untracked', 'no-index', 'no-exclude-standard'].some((n) => n.startsWith(v.slice(2).split('=')[0] ?? ''))
          ),
      );
    case 'config': {
      // One key read with --get/--get-all; never a credential, token or URL rewrite (a URL may carry a token).
      const [op, key, ...more] = values;
      return (
        (op === '--get' || op === '--get-all') &&
        key !== undefined &&
        more.length === 0 &&
        /^[A-Za-z0-9.-]+$/.test(key) &&
        !/credential|token|password|secret|auth|extraheader|url\.|cookie|proxy|sshcommand|askpass|signingkey|\.email$/i.test(key)
      );
    }
    case 'remote':
      return values.every((v) => v === '-v' || v === '--verbose');
    case 'tag':
      // `git tag NAME` creates a tag: only listing, with patterns.
      return values.length === 0 || ((values[0] === '--list' || values[0] === '-l') && values.slice(1).every((v) => !v.startsWith('-')));
    case 'stash':
      return values.length === 1 && values[0] === 'list';
    default:
      return false;
  }
}

export const MORE_SPECS: [string, Spec][] = [
  ['cut', { doc: '', content: true }],
  ['tr', { doc: '' }],
  [
    'jq',
    {
      doc: 'not -f/--from-file, -L, --rawfile, --slurpfile; no import/include/modulemeta/env/$ENV/$__loc__/input_filename in the program',
      content: true,
      restricted: 'options',
      check: jqCheck,
    },
  ],
  ['sed', { doc: 'scripts that only print: no -i, no w/W/e/r/R commands or flags; files inside the working directory', restricted: 'all', check: sedCheck }],
  ['uname', { doc: '' }],
  ['nproc', { doc: '' }],
  ['node', { doc: '--version only', restricted: 'all', check: (args) => args.length === 1 && ['--version', '-v'].includes(args[0]?.value ?? '') }],
];
