/**
 * The read-only list where the read-only jail cannot run (macOS, Windows, no user namespaces, `sandbox: off`):
 * nothing but the parser stands between a misjudged word and the machine, so the list shrinks to what the parser
 * can judge for certain. Every word is a literal (no expansion of any kind: parameter, substitution, glob, brace,
 * tilde, arithmetic), no assignment, no redirection but to /dev/null, and every option is on a POSITIVE list for
 * its command, found as the command's own option parser finds it (short clusters, attached values, GNU's options
 * after operands). What is not listed is refused: an unknown option is never assumed harmless.
 */
import type { SimpleCommand, Word } from './types.js';

interface Options {
  /** Short options without a value. */
  flags?: string;
  /** Short options that take a value (attached or the next word). */
  valued?: string;
  /** Long options without a value, spelled in full (no abbreviation is accepted here). */
  long?: string[];
  /** Long options that take a value (`--x=v` or `--x v`). */
  longValued?: string[];
  /** Options end at the first operand (POSIX); otherwise options may follow operands (GNU). */
  posix?: boolean;
}

const GIT_SUBS: Record<string, Options> = {
  status: { flags: 'sbu', long: ['--short', '--branch', '--porcelain', '--long', '--untracked-files=no', '--untracked-files=all', '--ignored'] },
  log: {
    flags: 'p',
    valued: 'n',
    long: [
      '--oneline',
      '--stat',
      '--graph',
      '--decorate',
      '--all',
      '--patch',
      '--name-only',
      '--name-status',
      '--reverse',
      '--no-merges',
      '--first-parent',
      '--shortstat',
    ],
    longValued: ['--max-count', '--author', '--since', '--until', '--grep', '--format', '--pretty', '--date'],
  },
  diff: {
    flags: 'pwbU',
    long: [
      '--stat',
      '--cached',
      '--staged',
      '--name-only',
      '--name-status',
      '--shortstat',
      '--numstat',
      '--ignore-all-space',
      '--word-diff',
      '--no-color',
      '--exit-code',
      '--quiet',
    ],
    longValued: ['--unified', '--diff-filter'],
  },
  show: { flags: 'p', long: ['--stat', '--name-only', '--name-status', '--oneline', '--no-patch', '--shortstat'], longValued: ['--format', '--pretty'] },
  branch: { flags: 'arvl', long: ['--all', '--remotes', '--verbose', '--list', '--show-current', '--no-color'] },
  'rev-parse': { long: ['--abbrev-ref', '--show-toplevel', '--short', '--verify', '--is-inside-work-tree', '--git-dir', '--show-prefix'] },
  'ls-files': { flags: 'cdmoz', long: ['--cached', '--deleted', '--modified', '--others', '--exclude-standard'] },
  grep: {
    flags: 'nilcwvEFIh',
    valued: 'e',
    long: ['--line-number', '--ignore-case', '--files-with-matches', '--count', '--word-regexp', '--invert-match', '--cached'],
  },
  remote: { flags: 'v', long: ['--verbose'] },
  tag: { flags: 'l', long: ['--list'] },
  stash: {},
  config: { long: ['--get', '--get-all'] },
};

const COMMANDS: Record<string, Options> = {
  ls: { flags: 'laAhRtrS1dFp', long: ['--all', '--almost-all', '--human-readable', '--recursive', '--reverse'] },
  cat: { flags: 'nbAEsTv', long: ['--number', '--number-nonblank', '--show-all', '--squeeze-blank'] },
  head: { valued: 'nc', long: ['--quiet', '--verbose'], longValued: ['--lines', '--bytes'] },
  tail: { valued: 'nc', long: ['--quiet', '--verbose'], longValued: ['--lines', '--bytes'] },
  wc: { flags: 'lwcmL', long: ['--lines', '--words', '--bytes', '--chars', '--max-line-length'] },
  pwd: { flags: 'LP' },
  echo: { flags: 'neE', posix: true },
  true: {},
  false: {},
  which: { flags: 'a' },
  file: { flags: 'bLizN', long: ['--brief', '--mime', '--mime-type', '--dereference'] },
  stat: { flags: 'Lt', valued: 'c', longValued: ['--format', '--printf'] },
  du: { flags: 'shacLx', valued: 'd', long: ['--summarize', '--human-readable', '--all', '--total'], longValued: ['--max-depth'] },
  df: { flags: 'hkTi', long: ['--human-readable'] },
  grep: {
    flags: 'nirRlLcvwxEFPhHoqsIz',
    valued: 'eABCm',
    long: [
      '--line-number',
      '--ignore-case',
      '--recursive',
      '--files-with-matches',
      '--count',
      '--invert-match',
      '--word-regexp',
      '--fixed-strings',
      '--extended-regexp',
      '--only-matching',
      '--quiet',
      '--no-messages',
      '--color=never',
    ],
    longValued: ['--include', '--exclude', '--exclude-dir', '--context', '--after-context', '--before-context', '--max-count', '--regexp'],
  },
  rg: {
    flags: 'nilcvwFuSLHNo',
    valued: 'gtABCmeT',
    long: ['--line-number', '--ignore-case', '--files', '--files-with-matches', '--count', '--hidden', '--fixed-strings', '--word-regexp', '--no-ignore'],
    longValued: ['--glob', '--type', '--max-count', '--context'],
  },
  diff: { flags: 'uqrNwbBi', valued: 'U', long: ['--unified', '--brief', '--recursive', '--new-file', '--ignore-all-space', '--color=never'] },
  sort: {
    flags: 'nrufbdghVMsz',
    valued: 'tk',
    long: ['--numeric-sort', '--reverse', '--unique', '--ignore-case', '--version-sort', '--human-numeric-sort', '--stable'],
    longValued: ['--key', '--field-separator'],
  },
  uniq: { flags: 'cdiuz', valued: 'fsw', long: ['--count', '--repeated', '--ignore-case', '--unique'] },
  tree: { flags: 'adfiFlp', valued: 'LPI', long: ['--noreport', '--dirsfirst'] },
  basename: { flags: 'az', valued: 's' },
  dirname: { flags: 'z' },
  realpath: { flags: 'esmqLPz', long: ['--relative-to'] },
  date: { flags: 'uR', valued: 'dI', longValued: ['--date', '--iso-8601'], long: ['--utc', '--rfc-email'] },
  cut: {
    flags: 'sz',
    valued: 'bcdf',
    long: ['--complement', '--only-delimited'],
    longValued: ['--bytes', '--characters', '--delimiter', '--fields', '--output-delimiter'],
  },
  tr: { flags: 'cdstC' },
  uname: { flags: 'asnrvmpio', long: ['--all', '--kernel-name', '--kernel-release', '--machine'] },
  nproc: { long: ['--all'] },
  node: { flags: 'v', long: ['--version'] },
  jq: {
    flags: 'rcejSsnaCM',
    long: ['--raw-output', '--compact-output', '--exit-status', '--sort-keys', '--slurp', '--null-input', '--tab'],
    longValued: ['--indent'],
  },
  cd: {},
  tee: { flags: 'a', long: ['--append'] },
  sed: {
    flags: 'nErsz',
    valued: 'e',
    long: ['--quiet', '--silent', '--regexp-extended', '--separate', '--null-data', '--posix'],
    longValued: ['--expression'],
  },
};

/** Why one option word (and maybe the next, its value) is not on the list, or the number of words it takes. */
function option(words: Word[], i: number, o: Options): number | undefined {
  const v = words[i]?.value ?? '';
  if (v.startsWith('--')) {
    const [name = '', value] = v.split(/=(.*)/s, 2) as [string, string | undefined];
    if (o.long?.includes(v)) return 1;
    if (o.longValued?.includes(name)) return value !== undefined ? 1 : words[i + 1] !== undefined ? 2 : undefined;
    return undefined;
  }
  // A short cluster: each letter a flag, until one that takes a value (the rest of the word, or the next word).
  for (let k = 1; k < v.length; k++) {
    const ch = v[k] ?? '';
    if (o.valued?.includes(ch)) return k < v.length - 1 ? 1 : words[i + 1] !== undefined ? 2 : undefined;
    if (!o.flags?.includes(ch)) return undefined;
  }
  return 1;
}

/** Each word is an option the command's parser would find on the list, its value, or an operand. */
function optionsListed(words: Word[], o: Options): boolean {
  let ended = false;
  for (let i = 0; i < words.length; ) {
    const v = words[i]?.value ?? '';
    if (!ended && v === '--') {
      ended = true;
      i++;
      continue;
    }
    if (ended || !v.startsWith('-') || v === '-' || /^-[0-9]+$/.test(v)) {
      if (o.posix) ended = true;
      i++;
      continue;
    }
    const n = option(words, i, o);
    if (n === undefined) return false;
    i += n;
  }
  return true;
}

/** A word that is exactly its spelling at run time: no expansion of any kind (`~` too). */
function literal(w: Word): boolean {
  // The shell's own numbers (`$?`, `$#`) are the one expansion allowed: digits whatever happens.
  const numbers = w.vars.every((v) => '?#$!'.includes(v)) && (!w.dynamic || /^[^$]*(\$[?#$!][^$]*)+$/.test(w.value));
  return numbers && !w.substitution && !w.glob && !w.brace && !/(^|[=:])~/.test(w.raw);
}

/**
 * find's expression on a positive list: tests and operators that only select names (no action but -print/-print0, so
 * no -exec, -delete or -fprint; no -D, -O, -L, -newer, -files0-from). With Glob offered only where named (Claude Code
 * 2.1.332), find is how the model lists files by pattern, as the CLI's read-only `find` is.
 */
const FIND_TESTS = new Set(['-not', '-a', '-and', '-o', '-or', '-print', '-print0', '-empty', '-true', '-false', '-prune', '-depth']);
const FIND_VALUED_TESTS = new Set([
  '-name',
  '-iname',
  '-path',
  '-ipath',
  '-wholename',
  '-iwholename',
  '-type',
  '-maxdepth',
  '-mindepth',
  '-size',
  '-mtime',
  '-mmin',
  '-regex',
  '-iregex',
]);

function findListed(args: Word[]): boolean {
  for (let i = 0; i < args.length; i++) {
    const v = args[i]?.value ?? '';
    // Paths and the expression's `!`, `(` and `)`.
    if (!v.startsWith('-') || v === '-') continue;
    if (FIND_TESTS.has(v)) continue;
    if (!FIND_VALUED_TESTS.has(v) || args[i + 1] === undefined) return false;
    i++;
  }
  return true;
}

/** Why this command is not on the strict list, or undefined when it is (the ordinary checks still apply). */
export function strictRefusal(cmd: SimpleCommand): string | undefined {
  const [head, ...args] = cmd.words;
  if (head === undefined) return cmd.envWords.length > 0 ? 'an assignment alone' : undefined;
  // `case`: its subject and patterns are compared, not run, read or expanded against files.
  if (head.value === 'case' && !head.quoted)
    return cmd.words.some((w) => w.substitution || w.vars.length > 0) ? 'a case subject known only at run time' : undefined;
  if (cmd.envWords.length > 0) return 'an environment assignment';
  if (cmd.redirections.some((r) => !(r.op.startsWith('>') || r.op === '&>') || r.target !== '/dev/null')) return 'a redirection other than to /dev/null';
  if (!cmd.words.every(literal)) return 'a word expanded at run time';
  if (head.value === 'git') {
    const [sub, ...rest] = args;
    const o = sub !== undefined ? GIT_SUBS[sub.value] : undefined;
    return o !== undefined && optionsListed(rest, o) ? undefined : 'a git subcommand or option not on the strict list';
  }
  // A test's operators are not options; its arithmetic was judged by the parser (digits and operators only).
  if (['test', '[', '[['].includes(head.value)) return args.some((w) => /^-[vR]$/.test(w.value)) ? 'a test of a variable by name' : undefined;
  if (head.value === 'find') return findListed(args) ? undefined : 'a find option or test not on the strict list';
  const o = COMMANDS[head.value];
  if (o === undefined) return `${head.value} is not on the strict list`;
  return optionsListed(args, o) ? undefined : `an option of ${head.value} not on the strict list`;
}
