/**
 * Where a deny rule cannot know what a line runs from its spelling (issue 34, item 6): words whose run-time value
 * differs from their spelling (brace, glob, parameter) given to a program whose options or operands run commands, and
 * literal options that hand a program a command line (sed's `e`, `tar --to-command=`, `rsync -e`, `git -c
 * core.pager=`). Such a line is hit by every Bash deny rule, as an interpreter's inline code is.
 */
import { sedScriptPrintsOnly } from './read-only-specs.js';
import type { Word } from './types.js';

/** An expansion outside quotes: bash splits its value into words, any of them an option or a command. */
function unquotedExpansion(raw: string): boolean {
  let quote: string | undefined;
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c === '\\' && quote !== "'") i++;
    else if (quote === undefined && (c === '"' || c === "'")) quote = c;
    else if (c === quote) quote = undefined;
    else if (quote === undefined && (c === '$' || c === '`')) return true;
  }
  return false;
}

/**
 * A word that may become an option or more words at run time: a brace with an alternative starting with `-` (or
 * starting the word), a glob that can give a name starting with `-`, an expansion that starts the word or is unquoted
 * (`find . $o` with o='-exec rm x ;'). `src/$f` in quotes is one word that is not an option.
 */
export function mayBecomeOption(w: Word): boolean {
  if (w.brace && (w.value.startsWith('{') || /(^|[{,])-/.test(w.value))) return true;
  if (w.glob && /^[-*?[]/.test(w.value)) return true;
  return w.dynamic && (unquotedExpansion(w.raw) || /^"?[$`]/.test(w.raw));
}

const isDynamicWord = (w: Word): boolean => w.dynamic || w.glob || w.brace;

/** Programs whose options or operands run a command line, a script or code: no word of theirs may change at run time. */
// biome-ignore format: a table, kept one line per group of entries
const RUNS_BY_WORDS = new Set([
  'sh', 'bash', 'zsh', 'dash', 'ksh', 'ash', 'mksh', 'fish', 'eval', 'trap', 'alias', 'printf', 'wait', 'find', 'git', 'xargs',
  'python', 'python3', 'perl', 'ruby', 'node', 'nodejs', 'php', 'lua', 'deno', 'bun', 'tclsh', 'Rscript', 'sed', 'tar', 'rsync',
  'ssh', 'scp', 'sftp', 'zip', 'vim', 'vi', 'nvim', 'view', 'ex', 'less', 'more', 'make', 'gmake',
]);

/** git configuration keys whose value is a command git runs. */
const GIT_COMMAND_KEYS =
  /(pager|editor|sshcommand|fsmonitor|external|textconv|askpass|hookspath|^alias\.|program|credential|proxycommand|\.cmd$|\.command$|process$|clean$|smudge$|\.tool$|uploadpack|receivepack)/i;

/** Literal options that hand each program a command line to run. */
const COMMAND_OPTIONS: Record<string, (w: string, next: string | undefined) => boolean> = {
  tar: (w) => /^--(to-command|use-compress-program|rsh-command|info-script|new-volume-script|checkpoint-action)|^-[A-Za-z]*[IF]/.test(w),
  rsync: (w) => /^--(rsh|rsync-path)|^-[A-Za-z]*e/.test(w),
  ssh: (w, next) => /proxycommand|localcommand|permitlocalcommand|knownhostscommand/i.test(w) || (/^-[A-Za-z]*o$/.test(w) && /command/i.test(next ?? '')),
  scp: (w, next) => /proxycommand|localcommand/i.test(w) || /^-[A-Za-z]*S/.test(w) || (/^-[A-Za-z]*o$/.test(w) && /command/i.test(next ?? '')),
  sftp: (w, next) => /proxycommand|localcommand/i.test(w) || /^-[A-Za-z]*S/.test(w) || (/^-[A-Za-z]*o$/.test(w) && /command/i.test(next ?? '')),
  git: (w, next) =>
    (w === '-c' && GIT_COMMAND_KEYS.test((next ?? '').split('=')[0] ?? '')) ||
    (w.startsWith('-c') && w.length > 2 && GIT_COMMAND_KEYS.test(w.slice(2).split('=')[0] ?? '')) ||
    /^--(config-env|upload-pack|receive-pack|exec|extcmd|ext-diff|textconv)/.test(w),
  zip: (w) => /^(-TT|--unzip-command)/.test(w),
  vim: (w) => /^(-c|--cmd|\+|-S)/.test(w),
  vi: (w) => /^(-c|--cmd|\+|-S)/.test(w),
  nvim: (w) => /^(-c|--cmd|\+|-S)/.test(w),
  view: (w) => /^(-c|--cmd|\+|-S)/.test(w),
  ex: (w) => /^(-c|--cmd|\+|-S)/.test(w),
  less: (w) => w.startsWith('+'),
  more: (w) => w.startsWith('+'),
  make: (w) => /^--eval|^-E/.test(w),
  gmake: (w) => /^--eval|^-E/.test(w),
  wait: (w) => /^-[A-Za-z]*p/.test(w),
};

/** sed's scripts (each -e, or the first operand), or undefined when one comes from a file (`-f`): sed runs a command with `e`. */
function sedRuns(rest: Word[]): boolean {
  const values = rest.map((w) => w.value);
  if (values.includes('--sandbox')) return false;
  const scripts: string[] = [];
  let positional: string | undefined;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? '';
    if (v === '--') {
      positional ??= values[i + 1];
      break;
    }
    if (v === '--file' || v.startsWith('--file=') || /^-[A-Za-z]*f/.test(v)) return true;
    if (v === '--expression' || v === '-e') scripts.push(values[++i] ?? '');
    else if (v.startsWith('--expression=')) scripts.push(v.slice(13));
    else if (/^-[A-Za-z]*e/.test(v)) {
      const at = v.indexOf('e');
      scripts.push(at < v.length - 1 ? v.slice(at + 1) : (values[++i] ?? ''));
    } else if (!v.startsWith('-')) positional ??= v;
  }
  if (scripts.length === 0 && positional !== undefined) scripts.push(positional);
  // Only the `e` command and the `s///e` flag run a command: a script without an `e` cannot.
  return scripts.some((s) => s.includes('e') && !sedScriptPrintsOnly(s));
}

/** Does this command (its program's name and the words after it) run a command line a deny rule cannot see? */
export function runsUnseenCommand(name: string, rest: Word[]): boolean {
  if (RUNS_BY_WORDS.has(name)) {
    // After a literal `--` the words are operands (find has none: all of it is its expression).
    // printf's options come before its format, its first literal operand: later words are its arguments.
    const format = name === 'printf' ? rest.findIndex((w) => !isDynamicWord(w) && !w.value.startsWith('-')) : -1;
    const end = name === 'find' ? -1 : format >= 0 ? format : rest.findIndex((w) => w.value === '--' && !w.dynamic && !w.quoted);
    if ((end < 0 ? rest : rest.slice(0, end)).some(mayBecomeOption)) return true;
  }
  const options = COMMAND_OPTIONS[name];
  if (options !== undefined && rest.some((w, k) => options(w.value, rest[k + 1]?.value))) return true;
  return name === 'sed' && sedRuns(rest);
}
