/** Bash permission rules: compiling a specifier, exact matches, and whether an allow rule vouches for one simple command. */
import path from 'node:path';
import { renderWord, splitCommand } from './bash-parse.js';
import { isInside, isSafeEnvAssignment, redirectionsOk, writablePath } from './read-only-commands.js';
import { operandInjection } from './bash-operands.js';
import type { PermissionRule, SimpleCommand, Word } from './types.js';

export interface BashPattern {
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
 * minutes by a long command, and rules may come from the repository under test.) What each `*` spans is
 * checked afterwards: never a `..` path segment, and a `*` inside a word (`src/*`) never a `/` or a blank.
 * Being first-fit, a span check may refuse a command another split would allow: that errs on the safe side.
 */
function globMatch(parts: string[], text: string, inWord: boolean[] = []): boolean {
  const first = parts[0] ?? '';
  if (parts.length === 1) return text === first;
  const last = parts.at(-1) ?? '';
  if (first.length + last.length > text.length || !text.startsWith(first) || !text.endsWith(last)) return false;
  let pos = first.length;
  const end = text.length - last.length;
  const spans: string[] = [];
  for (const mid of parts.slice(1, -1)) {
    const i = text.indexOf(mid, pos);
    if (i < 0 || i + mid.length > end) return false;
    spans.push(text.slice(pos, i));
    pos = i + mid.length;
  }
  spans.push(text.slice(pos, end));
  return spans.every((span, k) => !/(^|[/\s'])\.\.([/\s']|$)/.test(span) && !(inWord[k] === true && /[/\s]/.test(span)));
}

/** The rule's words as literal parts around its unquoted `*`s, and for each `*` whether it sits inside a word. */
function wordParts(words: Word[]): { parts: string[]; inWord: boolean[] } {
  const parts = [''];
  const inWord: boolean[] = [];
  words.forEach((w, n) => {
    let from = 0;
    const stars = w.dynamic ? [] : w.stars;
    const head = stars.length === 0 ? renderWord(w) : w.value.slice(0, stars[0]);
    parts[parts.length - 1] += (n > 0 ? ' ' : '') + head;
    if (stars.length === 0) return;
    stars.forEach((s, k) => {
      from = s + 1;
      inWord.push(w.value.length > 1);
      parts.push(w.value.slice(from, stars[k + 1] ?? w.value.length));
    });
  });
  return { parts, inWord };
}

export function compileBash(specifier: string): BashPattern {
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
  let inWord: boolean[] = [];
  if (one !== undefined && one.redirections.length === 0 && !one.hasSubstitution) {
    words = [...one.envWords, ...one.words];
    const last = words.at(-1);
    // Claude Code: a trailing lone `*` also matches nothing at all (`ls *` matches `ls`).
    if (words.length > 1 && last?.value === '*' && last.stars.length === 1) {
      words = words.slice(0, -1);
      open = true;
    }
    ({ parts, inWord } = wordParts(words));
  } else {
    parts = body.split(/\s+/).join(' ').split('*');
  }
  const exact = !open && parts.length === 1;
  // `cmd:*` matches `cmd` alone or `cmd` and a space and anything.
  const openParts = [...parts.slice(0, -1), `${parts.at(-1) ?? ''} `, ''];
  const test = (text: string): boolean => globMatch(parts, text, inWord) || (open && globMatch(openParts, text, inWord));
  const pattern: BashPattern = { test, open, exact, ...(words ? { words } : {}) };
  bashPatterns.set(specifier, pattern);
  return pattern;
}

export const isDynamic = (w: Word): boolean => w.dynamic || w.glob || w.brace;
export const joined = (words: Word[]): string => words.map(renderWord).join(' ');

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
export function bashAllowMatches(
  rule: PermissionRule,
  cmd: SimpleCommand,
  workspaceRoot: string,
  writable?: (abs: string) => boolean,
  cwds?: string[],
): boolean {
  if (rule.specifier === undefined) return true;
  if (cmd.words.length === 0 || cmd.dynamicName) return false;
  const p = compileBash(rule.specifier);
  const envSets = [cmd.envWords, cmd.envWords.filter((w) => !isSafeEnvAssignment(w))];
  const hit = allowVariants(cmd.words).some((ws) => envSets.some((envs) => p.test(joined([...envs, ...ws]))));
  if (!hit || !redirectionsOk(cmd, workspaceRoot, false) || p.exact) return hit && redirectionsOk(cmd, workspaceRoot, false);
  const ctx = { root: workspaceRoot, writable: writable ?? ((abs: string) => writablePath(abs, workspaceRoot)), ...(cwds !== undefined ? { cwds } : {}) };
  return !optionInjection(cmd.words, p.words ?? [], workspaceRoot, cwds ?? [workspaceRoot]) && !operandInjection(cmd, p.words ?? [], ctx);
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
function optionInjection(words: Word[], ruleWords: Word[], root: string, cwds: readonly string[]): string | undefined {
  const name = path.posix.basename(words[0]?.value ?? '');
  const spelled = new Set(ruleWords.map((w) => w.value));
  const abbreviates = (n: string, names: string[]): boolean => names.some((full) => full.startsWith(n) || n.startsWith(full));
  const outside = (value: string | undefined): boolean =>
    value === undefined || value === '' || value.startsWith('~') || cwds.some((cwd) => !isInside(root, path.resolve(cwd, value)));
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
      if (
        abbreviates(long, ['output']) &&
        long.length >= 2 &&
        (value === undefined || !writablePath(value, root) || cwds.some((cwd) => !writablePath(path.resolve(cwd, value), root)))
      )
        return w.value;
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
