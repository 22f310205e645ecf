/**
 * The short list of shell commands that dontAsk/default/plan approve without a rule, each checked
 * with its arguments. A command is read-only only if nothing it can be told to do writes a file,
 * runs another program, or reads secrets (environment variables, files outside the working directory).
 */
import path from 'node:path';
import { executablePlace } from './exec-paths.js';
import { gitPrintablePaths } from './git-paths.js';
import { realTarget } from './path-rules.js';
import { isPlainShellVariable } from './bash-nodes.js';
import { expandGlob, MAX_TREE_ENTRIES, treeRead, treeRefusal } from './read-trees.js';
import { strictRefusal } from './read-only-strict.js';
import { both, MORE_SPECS, noLong, noShort, type CheckContext, type Spec } from './read-only-specs.js';
import type { SimpleCommand, Word } from './types.js';
import { gitCheck, testCheck, uniqCheck } from './read-only-checks.js';

export interface ReadOnlyContext {
  /** Absolute working directory; without it, absolute paths and `..` are never read-only. */
  workspaceRoot?: string;
  /** Set when Read deny rules are in force: true for an absolute path they deny. */
  readDenied?: (absPath: string) => boolean;
  /** The same rules on the path as named, no link resolved (for tree walks, which know each entry's real path). */
  deniedAsNamed?: (absPath: string) => boolean;
  /** Absolute directories the shell may be in when the command runs (`cd` earlier in the line); the root when absent. */
  cwds?: string[];
  /** Told why a command is not read-only, when that is about what it would read. */
  onRefusal?: (why: string) => void;
  /** No read-only jail here: only the strict list (read-only-strict.ts) is read-only. */
  strict?: boolean;
}

/** Assignments that only change locale or formatting, harmless in front of any command. */
const SAFE_ENV = /^(LC_[A-Z]+|LANG|LANGUAGE|TZ|NO_COLOR|FORCE_COLOR|TERM|COLUMNS|LINES|CI|NODE_ENV)$/;
/** Variables whose values are not secrets; anything else may be a token the model should not see. */
// biome-ignore format: a table, kept one line per group of entries
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

const FIND_ACTIONS = new Set(['-exec', '-execdir', '-ok', '-okdir', '-delete', '-fprint', '-fprint0', '-fprintf', '-fls', '-files0-from']);
function cdCheck(args: Word[], ctx: CheckContext): boolean {
  const [dir, extra] = args;
  if (dir === undefined || extra !== undefined || dir.dynamic || dir.glob || dir.brace || dir.value === '-') return false;
  if (dir.value.startsWith('~') || dir.value.split('/').includes('..')) return false;
  // Later relative writes are checked against the root: from inside .git they would land in .git.
  if (dir.value.split('/').some((s) => s === '.git' || s === '.claude')) return false;
  if (ctx.root !== undefined && ctx.cwds.some((cwd) => escapesByLink(dir.value, ctx.root as string, false, cwd))) return false;
  return !path.isAbsolute(dir.value) || (ctx.root !== undefined && isInside(ctx.root, dir.value));
}

// biome-ignore format: a table, kept one line per group of entries
const SPECS = new Map<string, Spec>([
  ['ls', { doc: '', content: true }],
  ['cat', { doc: '', content: true }],
  ['head', { doc: '', content: true }],
  ['tail', { doc: 'not -f/-F/--follow', content: true, restricted: 'options', check: both(noShort('fF'), noLong(['follow', 'retry'])) }],
  // A list of names read from a file is a list of operands nobody checked.
  ['wc', { doc: 'not --files0-from', content: true, check: noLong(['files0-from']) }],
  ['pwd', { doc: '' }],
  ['echo', { doc: '' }],
  ['printf', { doc: 'not -v', check: (args) => args[0] === undefined || (!args[0].dynamic && !args[0].value.startsWith('-v')) }],
  ['true', { doc: '' }],
  ['false', { doc: '' }],
  ['test', { doc: 'no run-time operands of arithmetic tests', check: testCheck }],
  ['[', { doc: 'as test', check: testCheck }],
  ['[[', { doc: 'as test', check: testCheck }],
  ['which', { doc: '' }],
  ['file', { doc: 'not -C/--compile, -f/--files-from', content: true, restricted: 'options', check: both(noShort('Cf'), noLong(['compile', 'files-from'])) }],
  ['stat', { doc: '', content: true }],
  ['du', { doc: 'not --files0-from', content: true, check: noLong(['files0-from']) }],
  ['df', { doc: '' }],
  ['grep', { doc: '', content: true }],
  ['rg', { doc: 'not --pre/--pre-glob/--hostname-bin', content: true, restricted: 'options', check: noLong(['pre', 'pre-glob', 'hostname-bin']) }],
  ['diff', { doc: '', content: true }],
  ['sort', { doc: 'not -o/--output/--compress-program/--files0-from', content: true, restricted: 'options', check: both(noShort('o'), noLong(['output', 'compress-program', 'files0-from'])) }],
  ['uniq', { doc: 'no output-file operand', content: true, restricted: 'options', check: uniqCheck }],
  ['tree', { doc: 'not -o/-R', content: true, restricted: 'options', check: both(noShort('oR'), noLong(['output'])) }],
  ['basename', { doc: '' }],
  ['dirname', { doc: '' }],
  ['realpath', { doc: '', content: true }],
  ['date', { doc: 'not -s/--set', content: true, restricted: 'options', check: both(noShort('s'), noLong(['set'])) }],
  ['find', { doc: 'not -exec/-execdir/-ok/-okdir/-delete/-fprint*/-fls/-files0-from', content: true, restricted: 'all', check: (args) => args.every((w) => !FIND_ACTIONS.has(w.value)) }],
  ['git', {
    doc: 'status, diff, log, show, branch (listing only), rev-parse, ls-files, blame, grep, config --get (no credential keys), remote -v, tag --list, stash list; no -c/-C before the subcommand, no --output/--ext-diff/--textconv/--exec/--upload-pack',
    content: true, restricted: 'options', check: gitCheck,
  }],
  ['cd', { doc: 'into a directory inside the working directory', check: cdCheck }],
  // Its files are decided as Write(<file>) before the command is (bash-effects.ts), like a redirection's.
  ['tee', { doc: 'each file it writes is decided as Write(<file>), as the Write tool would be', restricted: 'all' }],
  // A loop variable is used as an operand: a header word that is an option would reach the body as one.
  ['for', { doc: 'loop headers whose words pass the same checks, none an option', content: true, check: (args) => args.every((w) => !w.value.startsWith('-')) }],
  // The subject and patterns are only compared; the bodies are commands judged on their own.
  ['case', { doc: 'the subject and patterns are compared, not run or read; each body is judged like any command line' }],
  ...MORE_SPECS,
]);

export const READ_ONLY_COMMANDS: readonly string[] = [...SPECS.keys()];

/** An expanded variable must not be able to carry a secret; loop variables carry words that were checked. */
function expansionOk(w: Word, cmd: SimpleCommand): boolean {
  return w.vars.every((v) => SAFE_VARS.has(v) || cmd.boundVars.includes(v));
}

function contentWordOk(w: Word, cmd: SimpleCommand, root: string | undefined, cwds: string[]): boolean {
  if (w.substitution || w.brace) return false;
  if (w.dynamic && !w.vars.every((v) => cmd.boundVars.includes(v))) return false;
  const value = w.dynamic ? w.value.replace(/\$\{?[A-Za-z_][A-Za-z0-9_]*\}?/g, 'x') : w.value;
  // `.*` and `.?` can match `..`.
  if (w.glob && /(^|\/)\.[*?[]/.test(value)) return false;
  const candidates = [value];
  const eq = value.indexOf('=');
  if (value.startsWith('-') && eq > 0) candidates.push(value.slice(eq + 1));
  // A short cluster's value starts after any of its letters (`-bmFILE` is `-b -m FILE`).
  if (/^-[A-Za-z]./.test(value)) for (let k = 2; k < value.length; k++) candidates.push(value.slice(k));
  return candidates.every(
    (p) => readablePath(p, root) && (root === undefined || cwds.every((cwd) => !escapesByLink(p, root, w.glob, cwd) && !expandsToOption(p, w.glob, cwd))),
  );
}

/**
 * Words bash expands against the file system (globs) name what they match: for any command, a list of names outside
 * the working directory (`echo ../*`, `printf %s /home/*`), or through a link that leads out, is read as `ls ..` is.
 */
export function globRefusal(cmd: SimpleCommand, root: string, cwds: string[]): string | undefined {
  for (const w of cmd.words.slice(1)) {
    if (!w.glob && !(w.brace && /\.\.|\/|^~/.test(w.value))) continue;
    // Each alternative of a brace is a word of its own: `{..,x}/etc` is `../etc x/etc`.
    if (w.brace && /\.\.|(^|[{,])[/~]/.test(w.value)) return `${w.raw} expands to names outside the working directory`;
    if (w.brace && !contentWordOk({ ...w, brace: false }, cmd, root, cwds)) return `${w.raw} expands to names outside the working directory or through a link`;
    if (!w.brace && !contentWordOk(w, cmd, root, cwds)) return `${w.raw} lists names outside the working directory or through a link`;
  }
  return undefined;
}

/** `wc *` in a folder holding a file named `--files0-from=x` passes that name as an option: a glob whose names start with `-`. */
function expandsToOption(p: string, glob: boolean, cwd: string): boolean {
  if (!glob || p.startsWith('/') || !/[*?[]/.test(p.split('/')[0] ?? '')) return false;
  const names = expandGlob(p, cwd);
  return names === undefined || names.some((n) => path.relative(cwd, n).startsWith('-'));
}

/** Why reading through this lexical path is refused, if it is: a symbolic link out of the working directory or into a protected folder. */
export function linkRefusal(root: string, lexical: string): string | undefined {
  const real = realTarget(root, lexical);
  if (!isInside(root, real) && isInside(root, lexical)) return `${path.relative(root, lexical)} is a symbolic link to ${real}, outside the working directory`;
  if (protectedSegment(root, real) !== undefined && protectedSegment(root, lexical) === undefined) {
    return `${path.relative(root, lexical)} is a symbolic link into ${protectedSegment(root, real) ?? ''}, a protected folder`;
  }
  return undefined;
}

/**
 * Does a symbolic link take this operand (relative to `cwd`) out of the working directory or into a protected folder?
 * A glob is expanded for real, every level, and each name it gives is resolved through every link hop.
 */
export function escapesByLink(p: string, root: string, glob: boolean, cwd: string = root): boolean {
  const escapes = (lexical: string): boolean => linkRefusal(root, lexical) !== undefined;
  if (!glob) return escapes(path.resolve(cwd, p));
  const first = p.search(/[*?[]/);
  if (escapes(path.resolve(cwd, p.slice(0, first).replace(/[^/]*$/, '') || '.'))) return true;
  const names = expandGlob(p, cwd);
  return names === undefined || names.some(escapes);
}

/** git commands that print tracked content (any tracked file, a denied one too): not read-only while Read deny rules are in force. */
function readsTrackedContent(head: string, args: Word[]): boolean {
  return head === 'git' && args.some((w) => ['show', 'diff', 'log', 'blame', 'grep'].includes(w.value));
}

/** The absolute paths a word names from each place the shell may be in (a glob expanded for real); undefined when unknown. */
function pathsOf(value: string, glob: boolean, cwds: string[]): string[] | undefined {
  const out: string[] = [];
  for (const cwd of cwds) {
    out.push(path.resolve(cwd, value));
    if (!glob) continue;
    const names = expandGlob(value, cwd);
    if (names === undefined) return undefined;
    out.push(...names);
  }
  return out;
}

/** Read deny rules bind the read-only list too: `cat .env` must not read what `Read(.env)` denies, nor `cat .en*`. */
function readsDenied(cmd: SimpleCommand, head: string, args: Word[], ctx: ReadOnlyContext, cwds: string[], reader = true): string | undefined {
  const denied = ctx.readDenied;
  if (denied === undefined) return undefined;
  if (readsTrackedContent(head, args) && ctx.workspaceRoot !== undefined) {
    // What git could print: every path in the index and in the history; none may be denied.
    const printable = gitPrintablePaths(ctx.workspaceRoot);
    if (printable === undefined)
      return `git ${args[0]?.value ?? ''} can print any tracked file, the paths git tracks could not be listed, and Read deny rules are in force`;
    const hit = printable.find((p) => denied(p));
    if (hit !== undefined) return `git can print ${path.relative(ctx.workspaceRoot, hit)} (tracked now or in the history), which a Read deny rule covers`;
  }
  const words: { value: string; glob: boolean }[] = [];
  for (const w of args) {
    // A loop variable holds a word of the loop's header, checked (expanded) there.
    // A command that reads no operand (`echo "$x"`) only reads a file named by a literal (`sed -n p FILE`, restricted to literals).
    if (w.dynamic && !reader) continue;
    if (w.dynamic) {
      if (/^\$\{?[A-Za-z_][A-Za-z0-9_]*\}?$/.test(w.value) && w.vars.every((v) => cmd.boundVars.includes(v))) continue;
      return 'an operand is only known at run time, and Read deny rules are in force';
    }
    if (!w.value.startsWith('-')) words.push({ value: w.value, glob: w.glob });
    else if (w.value.includes('=')) words.push({ value: w.value.slice(w.value.indexOf('=') + 1), glob: w.glob });
    if (/^-[A-Za-z]./.test(w.value)) for (let k = 2; k < w.value.length; k++) words.push({ value: w.value.slice(k), glob: w.glob });
  }
  for (const r of cmd.redirections) if (r.op === '<') words.push({ value: r.target, glob: false });
  for (const { value, glob } of words) {
    const paths = pathsOf(value, glob, cwds);
    if (paths === undefined) return `${value} matches too many files to check against Read deny rules`;
    // A glob that matches nothing now is passed on as written, but could match a denied file by the time it runs.
    if (glob && paths.length === cwds.length) return `${value} matches nothing now, and Read deny rules are in force`;
    const hit = paths.find((p) => denied(p));
    if (hit !== undefined) return `it would read ${path.relative(ctx.workspaceRoot ?? '/', hit) || '.'}, which a Read deny rule covers`;
  }
  return undefined;
}

/**
 * Recursive readers (`grep -r`/`-R`, `rg`, `find`, `ls -R`, `du`, `tree`, `diff -r`): the tree they walk must hold
 * nothing the file tools would refuse. Links they follow are resolved (none may lead out or into a protected folder);
 * with Read deny rules, no entry may be denied. Without deny rules, a walk that follows no link reads nothing refused.
 */
function treeRefused(head: string, args: Word[], ctx: ReadOnlyContext, root: string, cwds: string[]): string | undefined {
  const tree = treeRead(head, args);
  if (tree === undefined || (!tree.follow && ctx.readDenied === undefined)) return undefined;
  const asNamed = ctx.deniedAsNamed ?? ctx.readDenied;
  const tctx = { root, linkRefusal: (lexical: string) => linkRefusal(root, lexical), ...(asNamed ? { deniedAsNamed: asNamed } : {}) };
  const budget = { left: MAX_TREE_ENTRIES };
  for (const w of tree.operands) {
    if (w.dynamic) return `${head} walks ${w.raw}, known only at run time`;
    const starts = pathsOf(w.value, w.glob, cwds);
    if (starts === undefined) return `${w.value} matches too many files to check`;
    for (const start of starts) {
      const why = treeRefusal(start, realTarget(root, start), tree.follow, tctx, budget);
      if (why !== undefined) return `${head} ${tree.follow ? 'follows links and ' : ''}walks ${w.value}: ${why}`;
    }
  }
  return undefined;
}

/**
 * For a command a prefix rule allowed: a rule vouches for the words it spells, not for what a reader on the list
 * (`ls`, `cat`, `grep`, `find`, …) then reads. Why it would read a Read-denied file, or follow a link the file tools
 * refuse through a tree, if it would.
 */
export function readRefusal(cmd: SimpleCommand, ctx: ReadOnlyContext): string | undefined {
  const root = ctx.workspaceRoot;
  const [head, ...args] = cmd.words;
  if (root === undefined || head === undefined || cmd.dynamicName || !SPECS.get(head.value)?.content) return undefined;
  const cwds = ctx.cwds ?? [root];
  return readsDenied(cmd, head.value, args, ctx, cwds) ?? treeRefused(head.value, args, ctx, root, cwds);
}

export function isReadOnlyCommand(cmd: SimpleCommand, ctx: ReadOnlyContext = {}): boolean {
  const root = ctx.workspaceRoot;
  const strictWhy = ctx.strict ? strictRefusal(cmd) : undefined;
  if (strictWhy !== undefined) {
    ctx.onRefusal?.(`${strictWhy}; without the read-only jail only the strict list is read-only`);
    return false;
  }
  if (!redirectionsOk(cmd, root, true)) return false;
  const [head, ...args] = cmd.words;
  // `x=1` alone binds a shell variable of the line (the parser refuses names other programs read).
  if (head === undefined) return cmd.envWords.every((w) => isSafeEnvAssignment(w) || (w.assign !== undefined && isPlainShellVariable(w.assign)));
  if (!cmd.envWords.every(isSafeEnvAssignment)) return false;
  // A path (`./ls`) would run whatever file sits there, not the tool on the list.
  if (cmd.dynamicName || head.value.includes('/')) return false;
  const spec = SPECS.get(head.value);
  if (spec === undefined) return false;
  // `for`, `case` and `[[` are listed by the walker for their checks, unquoted; a quoted one is a program of that name.
  if (head.quoted && ['for', 'case', '[['].includes(head.value)) return false;
  const dashes = args.findIndex((w) => w.value === '--' && !w.dynamic);
  const optEnd = spec.restricted === 'all' || dashes < 0 ? args.length : dashes;
  const cwds = ctx.cwds ?? (root !== undefined ? [root] : []);
  if (root !== undefined && globRefusal(cmd, root, cwds) !== undefined) return false;
  for (const [i, w] of args.entries()) {
    if (spec.restricted !== undefined && i < optEnd && (w.dynamic || w.glob || w.brace)) return false;
    // A brace or glob may become an option (`printf {-v,x}`, a file named `-v`): only where the command takes none that matter.
    if (!spec.content && w.brace && /(^|[{,])-/.test(w.value)) return false;
    if (spec.content ? !contentWordOk(w, cmd, root, cwds) : w.dynamic && !expansionOk(w, cmd)) return false;
  }
  // Every command's operands and input, not only the readers': `sed -n p FILE` and `tr a b < FILE` read FILE too.
  if (root !== undefined) {
    const why =
      readsDenied(cmd, head.value, args, ctx, cwds, spec.content === true) ?? (spec.content ? treeRefused(head.value, args, ctx, root, cwds) : undefined);
    if (why !== undefined) {
      ctx.onRefusal?.(why);
      return false;
    }
  }
  return spec.check === undefined || spec.check(args, { root, cwds, optEnd });
}
