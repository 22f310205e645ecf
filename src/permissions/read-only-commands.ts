/**
 * The short list of shell commands that dontAsk/default/plan approve without a rule, each checked
 * with its arguments. A command is read-only only if nothing it can be told to do writes a file,
 * runs another program, or reads secrets (environment variables, files outside the working directory).
 */
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { executablePlace } from './exec-paths.js';
import { realTarget } from './path-rules.js';
import { isPlainShellVariable } from './bash-parse.js';
import type { SimpleCommand, Word } from './types.js';

export interface ReadOnlyContext {
  /** Absolute working directory; without it, absolute paths and `..` are never read-only. */
  workspaceRoot?: string;
  /** Set when Read deny rules are in force: true for an absolute path they deny. */
  readDenied?: (absPath: string) => boolean;
}

/** Assignments that only change locale or formatting, harmless in front of any command. */
const SAFE_ENV = /^(LC_[A-Z]+|LANG|LANGUAGE|TZ|NO_COLOR|FORCE_COLOR|TERM|COLUMNS|LINES|CI|NODE_ENV)$/;
/** Variables whose values are not secrets; anything else may be a token the model should not see. */
export const SAFE_VARS: ReadonlySet<string> = new Set([
  'HOME', 'PWD', 'OLDPWD', 'USER', 'LOGNAME', 'SHELL', 'PATH', 'TMPDIR', 'HOSTNAME', 'OSTYPE', 'BASH_VERSION',
  'RANDOM', 'LINENO', 'SECONDS', 'PPID', 'CI', 'RUNNER_OS', 'RUNNER_ARCH', 'RUNNER_TEMP', 'GITHUB_WORKSPACE',
  'GITHUB_REPOSITORY', 'GITHUB_REF', 'GITHUB_REF_NAME', 'GITHUB_SHA', 'GITHUB_HEAD_REF', 'GITHUB_BASE_REF',
  'GITHUB_EVENT_NAME', 'GITHUB_RUN_ID', '?', '#', '$', '!', '-', '@', '*', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9',
]);
const DEV_SINKS = new Set(['/dev/null', '/dev/stdout', '/dev/stderr']);
const DEV_NET = /^\/dev\/(tcp|udp)\//;

/** A value with a `/` could point glibc or terminfo at a file of the model's choosing. */
export function isSafeEnvAssignment(w: Word): boolean {
  return w.assign !== undefined && SAFE_ENV.test(w.assign) && !w.dynamic && /^[^=]*=[\w.@:,+-]*$/.test(w.value);
}

export function isInside(root: string, abs: string): boolean {
  const rel = path.relative(root, path.resolve(root, abs));
  return !path.isAbsolute(rel) && rel.split(path.sep)[0] !== '..';
}

/** `.git` and `.claude` configure git and this runner (hooks, settings, skills): writing there can run code later. */
export function protectedSegment(root: string, abs: string): string | undefined {
  const segs = path.relative(root, path.resolve(root, abs)).split(path.sep);
  const i = segs.findIndex((s, k) => s === '.git' || s === '.claude' || (s === '.github' && segs[k + 1] === 'workflows'));
  if (i < 0) return executablePlace(root, abs);
  return segs[i] === '.github' ? '.github/workflows' : segs[i];
}

/** A place a rule-allowed command may write to: inside the working directory, outside protected folders. */
export function writablePath(target: string, root: string): boolean {
  if (target.startsWith('~') || target.split('/').includes('..')) return false;
  const abs = path.resolve(root, target);
  return isInside(root, abs) && protectedSegment(root, abs) === undefined;
}

/**
 * `..` is refused outright: a `cd` earlier in the line may have moved the shell, so resolving it against
 * the root would not tell where it lands.
 */
function readablePath(p: string, root: string | undefined): boolean {
  if (p.startsWith('~') || p.split('/').includes('..')) return false;
  if (p === '/dev/null' || p === '/dev/stdin') return true;
  return !path.isAbsolute(p) || (root !== undefined && isInside(root, p));
}

/** Redirections: `strict` (read-only) allows no output but to /dev/null and fd copies; otherwise output must stay in the workspace. */
export function redirectionsOk(cmd: SimpleCommand, root: string | undefined, strict: boolean): boolean {
  for (const r of cmd.redirections) {
    if (r.op === '<<' || r.op === '<<-' || r.op === '<<<') continue;
    if (r.targetDynamic) return false;
    if (r.op === '<&' || (r.op === '>&' && /^(\d+|-)$/.test(r.target))) continue;
    if (DEV_NET.test(r.target)) return false;
    if (r.op === '<') {
      if (strict && !readablePath(r.target, root)) return false;
      continue;
    }
    if (DEV_SINKS.has(r.target)) continue;
    if (strict || root === undefined || !writablePath(r.target, root)) return false;
  }
  return true;
}

interface CheckContext {
  root: string | undefined;
  /** Index in args of the first literal `--`, or args.length. */
  optEnd: number;
}

interface Spec {
  doc: string;
  /** Reads file contents: every argument must be a path inside the working directory. */
  content?: boolean;
  /** Options matter: no argument whose value is only known at run time (before `--`, or anywhere for `all`). */
  restricted?: 'options' | 'all';
  check?: (args: Word[], ctx: CheckContext) => boolean;
}

/** No short-option cluster before `--` contains one of `letters`. */
const noShort = (letters: string) => (args: Word[], ctx: CheckContext): boolean =>
  args.slice(0, ctx.optEnd).every((w) => !/^-[^-]/.test(w.value) || ![...w.value.slice(1)].some((ch) => letters.includes(ch)));

/** No long option before `--` is, abbreviates or extends one of `names` (GNU getopt and git accept abbreviations). */
const noLong = (names: string[]) => (args: Word[], ctx: CheckContext): boolean =>
  args.slice(0, ctx.optEnd).every((w) => {
    if (!w.value.startsWith('--')) return true;
    const name = w.value.slice(2).split('=')[0] ?? '';
    return name === '' || !names.some((n) => n.startsWith(name) || name.startsWith(n));
  });

const both = (...checks: NonNullable<Spec['check']>[]) => (args: Word[], ctx: CheckContext): boolean => checks.every((c) => c(args, ctx));

const FIND_ACTIONS = new Set(['-exec', '-execdir', '-ok', '-okdir', '-delete', '-fprint', '-fprint0', '-fprintf', '-fls']);
const GIT_GLOBAL_OK = new Set(['--no-pager', '--no-optional-locks', '--literal-pathspecs', '--no-replace-objects', '-P']);
const GIT_READ_ONLY = new Set(['status', 'diff', 'log', 'show', 'branch', 'rev-parse', 'ls-files', 'blame']);
const BRANCH_FLAGS = new Set(['-a', '--all', '-r', '--remotes', '-v', '-vv', '--verbose', '-l', '--list', '--show-current', '--no-color', '--color', '--column', '--no-column', '-i', '--ignore-case', '--omit-empty']);
const BRANCH_VALUED = new Set(['--contains', '--no-contains', '--merged', '--no-merged', '--points-at', '--sort', '--format']);

function gitCheck(args: Word[], ctx: CheckContext): boolean {
  let i = 0;
  while (i < args.length && GIT_GLOBAL_OK.has(args[i]?.value ?? '')) i++;
  const sub = args[i]?.value;
  if (sub === undefined || !GIT_READ_ONLY.has(sub)) return false;
  if (args.some((w) => /core\.(pager|fsmonitor|sshcommand|editor|hookspath)|alias\./i.test(w.value))) return false;
  const rest = args.slice(i + 1);
  const restCtx = { ...ctx, optEnd: Math.max(0, ctx.optEnd - i - 1) };
  if (!noLong(['output', 'ext-diff', 'textconv', 'exec', 'upload-pack', 'receive-pack', 'open-files-in-pager', 'config-env'])(rest, restCtx)) return false;
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

function uniqCheck(args: Word[], ctx: CheckContext): boolean {
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

function cdCheck(args: Word[], ctx: CheckContext): boolean {
  const [dir, extra] = args;
  if (dir === undefined || extra !== undefined || dir.dynamic || dir.glob || dir.brace || dir.value === '-') return false;
  if (dir.value.startsWith('~') || dir.value.split('/').includes('..')) return false;
  // Later relative writes are checked against the root: from inside .git they would land in .git.
  if (dir.value.split('/').some((s) => s === '.git' || s === '.claude')) return false;
  if (ctx.root !== undefined && escapesByLink(dir.value, ctx.root, false)) return false;
  return !path.isAbsolute(dir.value) || (ctx.root !== undefined && isInside(ctx.root, dir.value));
}

/**
 * Arithmetic comparisons and -v evaluate array subscripts, and `a[$(cmd)]` runs cmd: no such operand
 * may be written with brackets or be known only at run time.
 */
function testCheck(args: Word[]): boolean {
  if (!args.some((w) => /^-(eq|ne|lt|le|gt|ge|v|R)$/.test(w.value))) return true;
  // Only the shell's own numbers ($?, $#, $$, $!) are safe operands; a loop variable may hold a crafted file name.
  return args.every((w) => !w.substitution && w.vars.every((v) => '?#$!'.includes(v)) && !/\[.*[$`]/.test(w.value));
}

const SPECS = new Map<string, Spec>([
  ['ls', { doc: '', content: true }],
  ['cat', { doc: '', content: true }],
  ['head', { doc: '', content: true }],
  ['tail', { doc: 'not -f/-F/--follow', content: true, restricted: 'options', check: both(noShort('fF'), noLong(['follow', 'retry'])) }],
  ['wc', { doc: '', content: true }],
  ['pwd', { doc: '' }],
  ['echo', { doc: '' }],
  ['printf', { doc: 'not -v', check: (args) => args[0] === undefined || (!args[0].dynamic && !args[0].value.startsWith('-v')) }],
  ['true', { doc: '' }],
  ['false', { doc: '' }],
  ['test', { doc: 'no run-time operands of arithmetic tests', check: testCheck }],
  ['[', { doc: 'as test', check: testCheck }],
  ['[[', { doc: 'as test', check: testCheck }],
  ['which', { doc: '' }],
  ['file', { doc: 'not -C/--compile', content: true, restricted: 'options', check: both(noShort('C'), noLong(['compile'])) }],
  ['stat', { doc: '', content: true }],
  ['du', { doc: '', content: true }],
  ['df', { doc: '' }],
  ['grep', { doc: '', content: true }],
  ['rg', { doc: 'not --pre/--pre-glob/--hostname-bin', content: true, restricted: 'options', check: noLong(['pre', 'pre-glob', 'hostname-bin']) }],
  ['diff', { doc: '', content: true }],
  ['sort', { doc: 'not -o/--output/--compress-program', content: true, restricted: 'options', check: both(noShort('o'), noLong(['output', 'compress-program'])) }],
  ['uniq', { doc: 'no output-file operand', content: true, restricted: 'options', check: uniqCheck }],
  ['tree', { doc: 'not -o/-R', content: true, restricted: 'options', check: both(noShort('oR'), noLong(['output'])) }],
  ['basename', { doc: '' }],
  ['dirname', { doc: '' }],
  ['realpath', { doc: '', content: true }],
  ['date', { doc: 'not -s/--set', content: true, restricted: 'options', check: both(noShort('s'), noLong(['set'])) }],
  ['find', { doc: 'not -exec/-execdir/-ok/-okdir/-delete/-fprint*/-fls', content: true, restricted: 'all', check: (args) => args.every((w) => !FIND_ACTIONS.has(w.value)) }],
  ['git', {
    doc: 'status, diff, log, show, branch (listing only), rev-parse, ls-files, blame; no -c/-C before the subcommand, no --output/--ext-diff/--textconv/--exec/--upload-pack',
    content: true, restricted: 'options', check: gitCheck,
  }],
  ['cd', { doc: 'into a directory inside the working directory', check: cdCheck }],
  // Its files are decided as Write(<file>) before the command is (bash-effects.ts), like a redirection's.
  ['tee', { doc: 'each file it writes is decided as Write(<file>), as the Write tool would be', restricted: 'all' }],
  ['for', { doc: 'loop headers whose words pass the same checks', content: true }],
]);

export const READ_ONLY_COMMANDS: readonly string[] = [...SPECS.keys()];

/** An expanded variable must not be able to carry a secret; loop variables carry words that were checked. */
function expansionOk(w: Word, cmd: SimpleCommand): boolean {
  return w.vars.every((v) => SAFE_VARS.has(v) || cmd.boundVars.includes(v));
}

function contentWordOk(w: Word, cmd: SimpleCommand, root: string | undefined): boolean {
  if (w.substitution || w.brace) return false;
  if (w.dynamic && !w.vars.every((v) => cmd.boundVars.includes(v))) return false;
  const value = w.dynamic ? w.value.replace(/\$\{?[A-Za-z_][A-Za-z0-9_]*\}?/g, 'x') : w.value;
  // `.*` and `.?` can match `..`.
  if (w.glob && /(^|\/)\.[*?[]/.test(value)) return false;
  const candidates = [value];
  const eq = value.indexOf('=');
  if (value.startsWith('-') && eq > 0) candidates.push(value.slice(eq + 1));
  if (/^-[A-Za-z]./.test(value)) candidates.push(value.slice(2));
  return candidates.every((p) => readablePath(p, root) && (root === undefined || !escapesByLink(p, root, w.glob)));
}

/** Does a symbolic link take this operand (or, for a glob, any name in its folder) out of the working directory or into a protected folder? */
export function escapesByLink(p: string, root: string, glob: boolean): boolean {
  const escapes = (lexical: string): boolean => {
    const real = realTarget(root, lexical);
    return (!isInside(root, real) && isInside(root, lexical)) || (protectedSegment(root, real) !== undefined && protectedSegment(root, lexical) === undefined);
  };
  if (!glob) return escapes(path.resolve(root, p));
  const first = p.search(/[*?[]/);
  const dir = path.resolve(root, p.slice(0, first).replace(/[^/]*$/, '') || '.');
  if (escapes(dir)) return true;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return false;
  }
  return names.some((n) => {
    try {
      return lstatSync(path.join(dir, n)).isSymbolicLink() && escapes(path.join(dir, n));
    } catch {
      return false;
    }
  });
}

/** Reads whole trees or any tracked file: with Read deny rules in force it could print a denied file. */
function readsTrees(head: string, args: Word[]): boolean {
  if (head === 'rg') return true;
  if (head === 'git') return args.some((w) => ['show', 'diff', 'log', 'blame'].includes(w.value));
  if (head !== 'grep' && head !== 'diff') return false;
  return args.some((w) => /^-[^-]*[rR]/.test(w.value) || /^--(recursive|dereference-recursive|directories=recurse)$/.test(w.value));
}

/** Read deny rules bind the read-only list too: `cat .env` must not read what `Read(.env)` denies. */
function readsDenied(cmd: SimpleCommand, head: string, args: Word[], ctx: ReadOnlyContext): boolean {
  const denied = ctx.readDenied;
  if (denied === undefined) return false;
  if (readsTrees(head, args) || args.some((w) => w.glob || w.dynamic)) return true;
  const paths = cmd.redirections.filter((r) => r.op === '<').map((r) => r.target);
  for (const w of args) {
    if (!w.value.startsWith('-')) paths.push(w.value);
    else if (w.value.includes('=')) paths.push(w.value.slice(w.value.indexOf('=') + 1));
  }
  return paths.some((p) => denied(path.resolve(ctx.workspaceRoot ?? '/', p)));
}

export function isReadOnlyCommand(cmd: SimpleCommand, ctx: ReadOnlyContext = {}): boolean {
  const root = ctx.workspaceRoot;
  if (!redirectionsOk(cmd, root, true)) return false;
  const [head, ...args] = cmd.words;
  // `x=1` alone binds a shell variable of the line (the parser refuses names other programs read).
  if (head === undefined) return cmd.envWords.every((w) => isSafeEnvAssignment(w) || (w.assign !== undefined && isPlainShellVariable(w.assign)));
  if (!cmd.envWords.every(isSafeEnvAssignment)) return false;
  // A path (`./ls`) would run whatever file sits there, not the tool on the list.
  if (cmd.dynamicName || head.value.includes('/')) return false;
  const spec = SPECS.get(head.value);
  if (spec === undefined) return false;
  const dashes = args.findIndex((w) => w.value === '--' && !w.dynamic);
  const optEnd = spec.restricted === 'all' || dashes < 0 ? args.length : dashes;
  for (const [i, w] of args.entries()) {
    if (spec.restricted !== undefined && i < optEnd && (w.dynamic || w.glob || w.brace)) return false;
    if (spec.content ? !contentWordOk(w, cmd, root) : w.dynamic && !expansionOk(w, cmd)) return false;
  }
  if (spec.content && readsDenied(cmd, head.value, args, ctx)) return false;
  return spec.check === undefined || spec.check(args, { root, optEnd });
}

