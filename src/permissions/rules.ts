/** Permission rules in Claude Code's syntax: parsing, and matching against one tool call. */
import os from 'node:os';
import path from 'node:path';
import picomatch from 'picomatch';
import { quoteWord, renderWord, splitCommand } from './bash-parse.js';
import { isInside, isSafeEnvAssignment, redirectionsOk, writablePath } from './read-only-commands.js';
import type { PermissionRule, SimpleCommand, SplitResult, Word } from './types.js';

export type ParseRuleResult = { ok: true; rule: PermissionRule } | { ok: false; error: string };

const TOOL_NAME = /^[A-Za-z0-9_-]+$/;
const MCP_NAME = /^mcp__[A-Za-z0-9-](?:[A-Za-z0-9_-]*[A-Za-z0-9-])?(?:__\*)?$/;
export const EDIT_TOOLS: ReadonlySet<string> = new Set(['Edit', 'Write', 'NotebookEdit', 'MultiEdit']);
export const READ_TOOLS: ReadonlySet<string> = new Set(['Read', 'Glob', 'Grep', 'LS', 'NotebookRead']);

/** Index of the `)` closing the `(` at `open`; Bash specifiers are shell text, so quotes and backslashes hide parentheses. */
function closingParen(text: string, open: number, shellAware: boolean): number | string {
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (quote !== '') {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = '';
    } else if (shellAware && c === '\\') {
      i++;
    } else if (shellAware && (c === "'" || c === '"')) {
      quote = c;
    } else if (c === '(') {
      depth++;
    } else if (c === ')' && --depth === 0) {
      return i;
    }
  }
  return quote !== '' ? `unterminated ${quote === '"' ? 'double' : 'single'} quote` : 'missing ")"';
}

/** `Tool`, `Tool(specifier)`, `mcp__server`, `mcp__server__tool` or `mcp__server__*`. */
export function parseRule(text: string, source: string): ParseRuleResult {
  const raw = text.trim();
  const fail = (why: string): ParseRuleResult => ({ ok: false, error: `${source}: malformed rule "${raw}": ${why}` });
  if (raw === '') return fail('empty rule');
  const open = raw.indexOf('(');
  const tool = open < 0 ? raw : raw.slice(0, open);
  if (tool.startsWith('mcp__')) {
    if (open >= 0) return fail('MCP rules take no specifier');
    if (!MCP_NAME.test(tool)) return fail('expected mcp__server, mcp__server__tool or mcp__server__*');
    return { ok: true, rule: { raw, tool, source } };
  }
  if (tool === '') return fail('missing tool name before "("');
  if (!TOOL_NAME.test(tool)) return fail(tool.includes(')') ? 'unexpected ")"' : `invalid tool name "${tool}"`);
  if (open < 0) return { ok: true, rule: { raw, tool, source } };
  const close = closingParen(raw, open, tool === 'Bash');
  if (typeof close === 'string') return fail(close);
  if (close !== raw.length - 1) return fail(`unexpected text after ")": "${raw.slice(close + 1)}"`);
  const specifier = raw.slice(open + 1, close).trim();
  if (specifier === '') return fail('empty specifier "()"');
  if (specifier === '*') return { ok: true, rule: { raw, tool, source } };
  if (tool === 'WebFetch' && !/^domain:(\*\.)?[A-Za-z0-9.-]+$/.test(specifier)) return fail('WebFetch rules take domain:example.com');
  return { ok: true, rule: { raw, tool, source, specifier } };
}

/** Rules separated by commas or newlines; a comma inside parentheses belongs to the specifier. */
export function parseRuleList(text: string, source: string): { rules: PermissionRule[]; errors: string[] } {
  const rules: PermissionRule[] = [];
  const errors: string[] = [];
  const add = (piece: string): void => {
    if (piece.trim() === '') return;
    const parsed = parseRule(piece, source);
    if (parsed.ok) rules.push(parsed.rule);
    else errors.push(parsed.error);
  };
  for (const line of text.split(/\r?\n/)) {
    let depth = 0;
    let quote = '';
    let shell = false;
    let start = 0;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quote !== '') {
        if (c === '\\' && quote === '"') i++;
        else if (c === quote) quote = '';
      } else if (depth > 0 && shell && c === '\\') {
        i++;
      } else if (depth > 0 && shell && (c === "'" || c === '"')) {
        quote = c;
      } else if (c === '(') {
        if (depth++ === 0) shell = line.slice(start, i).trim() === 'Bash';
      } else if (c === ')') {
        depth = Math.max(0, depth - 1);
      } else if (c === ',' && depth === 0) {
        add(line.slice(start, i));
        start = i + 1;
      }
    }
    add(line.slice(start));
  }
  return { rules, errors };
}

/** Does a rule naming `ruleTool` speak about `toolName`? Edit covers every editing tool, Read every reading one. */
export function ruleAppliesTo(rule: PermissionRule, toolName: string): boolean {
  if (rule.tool === toolName) return true;
  if (rule.tool === 'Edit') return EDIT_TOOLS.has(toolName);
  if (rule.tool === 'Read') return READ_TOOLS.has(toolName);
  if (!rule.tool.startsWith('mcp__')) return false;
  const server = rule.tool.endsWith('__*') ? rule.tool.slice(0, -3) : rule.tool.slice(5).includes('__') ? undefined : rule.tool;
  return server !== undefined && toolName.startsWith(`${server}__`);
}

// ---- Bash ----

interface BashPattern {
  /** Does one simple command's normalized text match? */
  test: (text: string) => boolean;
  /** The rule's words, when its text is one simple command: used to reason about run-time words. */
  words?: Word[];
  /** Anything may follow `words` (`cmd:*`, or a trailing ` *`). */
  open: boolean;
  /** No wildcard: the rule names one command line exactly. */
  exact: boolean;
}

const bashPatterns = new Map<string, BashPattern>();

/**
 * `*` globbing over literal parts, in linear time: the parts must appear in order, the first at the
 * start and the last at the end. (A regular expression with many `.*` could be made to backtrack for
 * minutes by a long command, and rules may come from the repository under test.)
 */
function globMatch(parts: string[], text: string): boolean {
  const first = parts[0] ?? '';
  if (parts.length === 1) return text === first;
  const last = parts.at(-1) ?? '';
  if (first.length + last.length > text.length || !text.startsWith(first) || !text.endsWith(last)) return false;
  let pos = first.length;
  const end = text.length - last.length;
  for (const mid of parts.slice(1, -1)) {
    const i = text.indexOf(mid, pos);
    if (i < 0 || i + mid.length > end) return false;
    pos = i + mid.length;
  }
  return true;
}

/** The rule's words as literal parts around its unquoted `*`s. */
function wordParts(words: Word[]): string[] {
  const parts = [''];
  words.forEach((w, n) => {
    let from = 0;
    const stars = w.dynamic ? [] : w.stars;
    const head = stars.length === 0 ? renderWord(w) : w.value.slice(0, stars[0]);
    parts[parts.length - 1] += (n > 0 ? ' ' : '') + head;
    if (stars.length === 0) return;
    stars.forEach((s, k) => {
      from = s + 1;
      parts.push(w.value.slice(from, stars[k + 1] ?? w.value.length));
    });
  });
  return parts;
}

function compileBash(specifier: string): BashPattern {
  const cached = bashPatterns.get(specifier);
  if (cached) return cached;
  let body = specifier.trim();
  let open = false;
  if (body.endsWith(':*')) {
    body = body.slice(0, -2).trimEnd();
    open = true;
  }
  const parsed = splitCommand(body);
  const one = parsed.ok && parsed.commands.length === 1 ? parsed.commands[0] : undefined;
  let words: Word[] | undefined;
  let parts: string[];
  if (one !== undefined && one.redirections.length === 0 && !one.hasSubstitution) {
    words = [...one.envWords, ...one.words];
    const last = words.at(-1);
    // Claude Code: a trailing lone `*` also matches nothing at all (`ls *` matches `ls`).
    if (words.length > 1 && last?.value === '*' && last.stars.length === 1) {
      words = words.slice(0, -1);
      open = true;
    }
    parts = wordParts(words);
  } else {
    parts = body.split(/\s+/).join(' ').split('*');
  }
  const exact = !open && parts.length === 1;
  // `cmd:*` matches `cmd` alone or `cmd` and a space and anything.
  const openParts = [...parts.slice(0, -1), `${parts.at(-1) ?? ''} `, ''];
  const test = (text: string): boolean => globMatch(parts, text) || (open && globMatch(openParts, text));
  const pattern: BashPattern = { test, open, exact, ...(words ? { words } : {}) };
  bashPatterns.set(specifier, pattern);
  return pattern;
}

const isDynamic = (w: Word): boolean => w.dynamic || w.glob || w.brace;
const joined = (words: Word[]): string => words.map(renderWord).join(' ');

/** A rule without wildcards names a whole command line, compound or not, exactly as written. */
export function bashExactMatch(rule: PermissionRule, command: string): boolean {
  if (rule.specifier === undefined) return true;
  return compileBash(rule.specifier).exact && command.trim() === rule.specifier.trim();
}

/** `nohup cmd` and `timeout 60 cmd` run `cmd`: a rule for `cmd` may vouch for them. */
function allowVariants(words: Word[]): Word[][] {
  const out = [words];
  let ws = words;
  for (let n = 0; n < 3; n++) {
    let i = 1;
    if (ws[0]?.value === 'timeout') {
      while (/^-(v|-verbose|-foreground|-preserve-status|s\w+|k[\d.]+[smhd]?|-signal=\w+|-kill-after=[\d.]+[smhd]?)$/.test(ws[i]?.value ?? '')) i++;
      if (!/^[\d.]+[smhd]?$/.test(ws[i]?.value ?? '')) break;
      i++;
    } else if (ws[0]?.value !== 'nohup') {
      break;
    }
    if (ws.slice(0, i).some(isDynamic) || ws.length <= i) break;
    ws = ws.slice(i);
    out.push(ws);
  }
  return out;
}

/**
 * Does an allow rule vouch for this one simple command? Assignments that only set locale/format may be
 * left out of the rule; output redirections must stay inside the working directory.
 */
export function bashAllowMatches(rule: PermissionRule, cmd: SimpleCommand, workspaceRoot: string): boolean {
  if (rule.specifier === undefined) return true;
  if (cmd.words.length === 0 || cmd.dynamicName) return false;
  const p = compileBash(rule.specifier);
  const envSets = [cmd.envWords, cmd.envWords.filter((w) => !isSafeEnvAssignment(w))];
  const hit = allowVariants(cmd.words).some((ws) => envSets.some((envs) => p.test(joined([...envs, ...ws]))));
  return hit && redirectionsOk(cmd, workspaceRoot, false) && (!p.open || !optionInjection(cmd.words, p.words ?? [], workspaceRoot));
}

/** git options that run a program of the caller's choosing. */
const GIT_RUNS = ['exec', 'upload-pack', 'receive-pack', 'open-files-in-pager', 'config-env'];
/** npm options that swap the code a script runs. */
const NPM_UNSAFE_LONG = ['script-shell', 'userconfig', 'globalconfig', 'node-options'];
/** npm options that pick the package a script runs in. */
const NPM_PLACE_LONG = ['prefix', 'workspace', 'dir'];
const NPM_PLACE_SHORT = new Set(['-C', '-w']);
const NPM_LIKE = new Set(['npm', 'npx', 'pnpm', 'yarn']);
/** Node flags that load a module: from a `data:` URL or outside the working directory, any code (like NODE_OPTIONS=… would). */
const NODE_LOADERS = ['import', 'require', 'loader', 'experimental-loader'];

/**
 * A prefix rule (`Bash(git diff:*)`, `Bash(npm test:*)`) vouches for the command's arguments, but not for options
 * that do what the rest of the policy refuses: `git diff --output=/tmp/x` writes where a redirection may not,
 * `git diff --no-index /etc/shadow /dev/null` prints a file outside, `git fetch --upload-pack=…` and
 * `npm test --node-options=--import=data:…` run any code, `npm test --prefix ../other` runs another package's
 * script. Words the rule spells out are the workflow author's choice and stay allowed. Returns the offending word.
 */
function optionInjection(words: Word[], ruleWords: Word[], root: string): string | undefined {
  const name = path.posix.basename(words[0]?.value ?? '');
  const spelled = new Set(ruleWords.map((w) => w.value));
  const abbreviates = (n: string, names: string[]): boolean => names.some((full) => full.startsWith(n) || n.startsWith(full));
  const outside = (value: string | undefined): boolean =>
    value === undefined || value === '' || value.startsWith('~') || !isInside(root, path.resolve(root, value));
  const end = words.findIndex((w) => w.value === '--');
  for (const [i, w] of words.entries()) {
    if (i === 0 || spelled.has(w.value)) continue;
    const long = /^--[^-]/.test(w.value) ? w.value.slice(2).split('=')[0] : undefined;
    const value = w.value.includes('=') ? w.value.slice(w.value.indexOf('=') + 1) : words[i + 1]?.value;
    if (/^(?:[^=]*=)?data:/i.test(w.value)) return w.value;
    // `--require ./test/setup.js` is ordinary; a module from outside the working directory is not.
    if (long !== undefined && NODE_LOADERS.includes(long) && (outside(value) || /^(?:data|https?):/i.test(value ?? ''))) return w.value;
    if (end >= 0 && i > end) continue;
    // `git grep -O<pager>` opens the matches in a program of the caller's choosing.
    if (name === 'git' && words.some((x) => x.value === 'grep') && /^-[^-]*O./.test(w.value)) return w.value;
    if (name === 'git' && long !== undefined) {
      if (abbreviates(long, GIT_RUNS)) return w.value;
      if (abbreviates(long, ['output']) && long.length >= 2 && (value === undefined || !writablePath(value, root))) return w.value;
      // Two paths compared outside any repository: both must be inside the working directory.
      if (abbreviates(long, ['no-index']) && long.length >= 4) {
        const operands = words.slice(i + 1).filter((o) => !o.value.startsWith('-'));
        if (operands.some((o) => o.dynamic || (o.value !== '/dev/null' && outside(o.value)))) return w.value;
      }
    }
    if (NPM_LIKE.has(name)) {
      if (long !== undefined && abbreviates(long, NPM_UNSAFE_LONG)) return w.value;
      if (long !== undefined && NPM_PLACE_LONG.includes(long) && outside(value)) return w.value;
      if (NPM_PLACE_SHORT.has(w.value) && outside(words[i + 1]?.value)) return w.value;
    }
  }
  return undefined;
}

/** Could a command with run-time words turn into one the rule names? Compared word by word, conservatively. */
function couldMatch(p: BashPattern, words: Word[]): boolean {
  if (p.words === undefined) return true;
  const rule = p.words.filter((w) => w.assign === undefined);
  for (let i = 0; ; i++) {
    const r = rule[i];
    const c = words[i];
    if (r === undefined) return p.open || words.slice(i).every(isDynamic);
    if (c === undefined) return false;
    if (isDynamic(c) || r.stars.length > 0 || r.dynamic) return true;
    if (quoteWord(c.value) !== quoteWord(r.value)) return false;
  }
}

const WRAPPERS = new Set([
  'env', 'command', 'builtin', 'exec', 'nohup', 'time', 'nice', 'ionice', 'timeout', 'stdbuf', 'sudo', 'doas', 'xargs',
  'setsid', 'unbuffer', 'chroot', 'flock', 'taskset', 'chrt', 'strace', 'ltrace', 'nsenter', 'unshare', 'runuser', 'su',
  'script', 'watch', 'caffeinate', 'busybox',
]);
/** Wrappers that take a whole command line as one string argument. */
const STRING_WRAPPERS = new Set(['env', 'su', 'runuser', 'script', 'flock', 'watch', 'sudo', 'doas']);
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'ash', 'mksh', 'fish']);
type Candidate = Word[] | 'opaque';
/** git's global options that take the next word as their value. */
const GIT_VALUED = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--config-env', '--super-prefix']);

/**
 * The commands a simple command may end up running, for deny rules: itself, its basename form, and
 * what wrappers (`env`, `xargs`, `timeout`, …), `sh -c`, `eval`, `find -exec`, `alias` and `trap` run.
 * 'opaque' marks a shell reading a script it cannot see (stdin, an unparseable string).
 */
function denyCandidates(words: Word[], depth: number, out: Candidate[]): Candidate[] {
  if (words.length === 0) return out;
  if (depth > 6 || out.length > 400) {
    out.push('opaque');
    return out;
  }
  out.push(words);
  const head = words[0];
  if (head === undefined || isDynamic(head)) return out;
  const name = path.posix.basename(head.value);
  if (name !== head.value) out.push([{ ...head, value: name, raw: name }, ...words.slice(1)]);
  // Every suffix of a wrapper is a candidate: keep the work bounded on absurdly long ones.
  if (words.length > 512 && (WRAPPERS.has(name) || name === 'find')) {
    out.push('opaque');
    return out;
  }
  const rest = words.slice(1);
  const script = (text: string): void => {
    const parsed = splitCommand(text);
    if (!parsed.ok) out.push('opaque');
    else for (const c of parsed.commands) denyCandidates(c.words, depth + 1, out);
  };
  const isOption = (w: Word): boolean => /^[-+]/.test(w.value) && !w.dynamic;
  if (SHELLS.has(name)) {
    const operands = rest.filter((w) => !isOption(w));
    if (rest.some((w) => isOption(w) && /^-[A-Za-z]*c/.test(w.value))) {
      for (const w of operands) if (w.dynamic) out.push('opaque'); else script(w.value);
    } else if (operands.length === 0 || rest.some((w) => isOption(w) && /^-[A-Za-z]*s/.test(w.value))) {
      out.push('opaque');
    }
  } else if (name === 'eval') {
    if (rest.some((w) => w.dynamic)) out.push('opaque');
    else script(rest.map((w) => w.value).join(' '));
  } else if (WRAPPERS.has(name)) {
    // Which options take a value differs by wrapper: every non-option suffix is treated as a possible command.
    for (const [k, w] of rest.entries()) {
      if (out.length > 400) break;
      if (!isOption(w)) denyCandidates(rest.slice(k), depth + 1, out);
      const split = /^(?:--split-string=|-S)(.+)$/s.exec(w.value);
      if (split?.[1] !== undefined) script(split[1]);
      else if (STRING_WRAPPERS.has(name) && /\s/.test(w.value) && !w.dynamic) script(w.value);
    }
  } else if (name === 'find') {
    rest.forEach((w, k) => {
      if (!['-exec', '-execdir', '-ok', '-okdir'].includes(w.value)) return;
      const end = rest.findIndex((x, j) => j > k && (x.value === ';' || x.value === '+'));
      denyCandidates(rest.slice(k + 1, end < 0 ? undefined : end), depth + 1, out);
    });
  } else if (name === 'alias') {
    for (const w of rest) if (w.value.indexOf('=') > 0) script(w.value.slice(w.value.indexOf('=') + 1));
  } else if (name === 'trap' && rest[0] !== undefined && !rest[0].value.startsWith('-')) {
    script(rest[0].value);
  } else if (name === 'git') {
    // `git -C dir push` and `git -c alias.p=push p` still push.
    let i = 0;
    while (i < rest.length && rest[i]?.value.startsWith('-') && !rest[i]?.dynamic) i += GIT_VALUED.has(rest[i]?.value ?? '') ? 2 : 1;
    if (i > 0 && i < rest.length) denyCandidates([head, ...rest.slice(i)], depth + 1, out);
    for (const w of rest) {
      const alias = /^alias\.[^=]+=(.*)$/s.exec(w.value)?.[1];
      if (alias !== undefined) script(alias.startsWith('!') ? alias.slice(1) : `git ${alias}`);
    }
  }
  return out;
}

export type DenyCheck = { hit: false } | { hit: true; uncertain?: string };

/**
 * A deny rule hits a command line if it matches ANY command that line may run. Where that cannot be
 * known (unparseable text, run-time command words, scripts fed to a shell) it hits too: fail closed.
 */
export function bashDenyCheck(rule: PermissionRule, command: string, parsed: SplitResult): DenyCheck {
  if (rule.specifier === undefined || bashExactMatch(rule, command)) return { hit: true };
  const p = compileBash(rule.specifier);
  if (!parsed.ok) return { hit: true, uncertain: `the command could not be analysed (${parsed.reason})` };
  for (const cmd of parsed.commands) {
    for (const cand of denyCandidates(cmd.words, 0, [])) {
      if (cand === 'opaque') return { hit: true, uncertain: 'part of it feeds a shell a script that cannot be analysed' };
      if (p.test(joined(cand)) || p.test(joined([...cmd.envWords, ...cand]))) return { hit: true };
      if (cand.some(isDynamic) && couldMatch(p, cand)) return { hit: true, uncertain: 'part of it is only known at run time' };
    }
  }
  return { hit: false };
}

// ---- Paths ----

const escapeGlob = (p: string): string => p.replace(/[\\*?[\]{}()!+@]/g, '\\$&');

/**
 * gitignore-style, as in Claude Code: `//abs` is an absolute path, `~/x` is in the home directory,
 * `/x` and `./x` are anchored at the working directory, a bare name without `/` matches at any depth.
 */
export function pathPattern(specifier: string, workspaceRoot: string): string {
  let pattern: string;
  if (specifier.startsWith('//')) pattern = specifier.slice(1);
  else if (specifier === '~' || specifier.startsWith('~/')) pattern = escapeGlob(os.homedir()) + specifier.slice(1);
  else if (specifier.startsWith('/')) pattern = escapeGlob(workspaceRoot) + specifier;
  else {
    const rel = specifier.startsWith('./') ? specifier.slice(2) : specifier;
    const anchored = specifier.startsWith('./') || rel.replace(/\/+$/, '').includes('/');
    pattern = `${escapeGlob(workspaceRoot)}/${anchored ? '' : '**/'}${rel}`;
  }
  return pattern.endsWith('/') ? `${pattern}**` : pattern;
}

/** Like gitignore, a pattern that matches a directory covers everything below it. */
export function pathRuleMatches(specifier: string, target: string, workspaceRoot: string): boolean {
  const isMatch = picomatch(pathPattern(specifier, workspaceRoot), { dot: true });
  let p = path.resolve(workspaceRoot, target);
  for (;;) {
    if (isMatch(p)) return true;
    const parent = path.dirname(p);
    if (parent === p) return false;
    p = parent;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The path a file tool acts on; searches without one cover the working directory. */
export function toolPath(toolName: string, input: unknown, workspaceRoot: string): string | undefined {
  const o = isRecord(input) ? input : {};
  for (const key of ['file_path', 'notebook_path', 'path']) {
    const v = o[key];
    if (typeof v === 'string' && v !== '') return v;
  }
  return toolName === 'Glob' || toolName === 'Grep' || toolName === 'LS' ? workspaceRoot : undefined;
}

function webFetchMatches(specifier: string, url: unknown, kind: 'allow' | 'deny'): boolean {
  if (typeof url !== 'string' || !specifier.startsWith('domain:')) return false;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return kind === 'deny';
  }
  const domain = specifier.slice(7).toLowerCase();
  if (domain.startsWith('*.')) return host.endsWith(domain.slice(1));
  // A deny rule for a domain also covers its subdomains.
  return host === domain || (kind === 'deny' && host.endsWith(`.${domain}`));
}

/**
 * Does `rule` match this call? As an allow rule (default) it must vouch for every command of a Bash
 * line; as a deny rule it matches if any command may match.
 */
export function ruleMatches(rule: PermissionRule, toolName: string, input: unknown, workspaceRoot: string, kind: 'allow' | 'deny' = 'allow'): boolean {
  if (!ruleAppliesTo(rule, toolName)) return false;
  const spec = rule.specifier;
  if (spec === undefined) return true;
  const o = isRecord(input) ? input : {};
  if (toolName === 'Bash') {
    const command = typeof o.command === 'string' ? o.command : '';
    const parsed = splitCommand(command);
    if (kind === 'deny') return bashDenyCheck(rule, command, parsed).hit;
    return bashExactMatch(rule, command) || (parsed.ok && parsed.commands.every((c) => bashAllowMatches(rule, c, workspaceRoot)));
  }
  if (EDIT_TOOLS.has(toolName) || READ_TOOLS.has(toolName)) {
    const target = toolPath(toolName, input, workspaceRoot);
    return target !== undefined && pathRuleMatches(spec, target, workspaceRoot);
  }
  if (toolName === 'WebFetch') return webFetchMatches(spec, o.url, kind);
  if (toolName === 'Agent' || toolName === 'Task') return o.subagent_type === spec;
  if (toolName === 'Skill') return o.skill === spec;
  return false;
}
