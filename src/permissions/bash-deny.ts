/** Bash deny rules: every command a command line may end up running, checked fail-closed. */
import path from 'node:path';
import { quoteWord, splitCommand } from './bash-parse.js';
import { bashExactMatch, compileBash, isDynamic, joined, type BashPattern } from './bash-match.js';
import { runsUnseenCommand } from './bash-deny-words.js';
import type { PermissionRule, SplitResult, Word } from './types.js';

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
  'env',
  'command',
  'builtin',
  'exec',
  'nohup',
  'time',
  'nice',
  'ionice',
  'timeout',
  'stdbuf',
  'sudo',
  'doas',
  'xargs',
  'setsid',
  'unbuffer',
  'chroot',
  'flock',
  'taskset',
  'chrt',
  'strace',
  'ltrace',
  'nsenter',
  'unshare',
  'runuser',
  'su',
  'script',
  'watch',
  'caffeinate',
  'busybox',
  'setpriv',
  'prlimit',
  'sg',
  'newgrp',
  'pkexec',
  'firejail',
  'proot',
  'fakeroot',
  'systemd-run',
  'bwrap',
  'numactl',
  'cgexec',
  'valgrind',
  'catchsegv',
  'parallel',
  'entr',
  'chpst',
  'softlimit',
  'daemonize',
]);
/** Interpreters: code given on their command line (or an awk program) may run any command the rule names, unseen. */
const INLINE_CODE: Record<string, RegExp> = {
  python: /^-[A-Za-z]*c/,
  python3: /^-[A-Za-z]*c/,
  perl: /^-[A-Za-z]*[eE]/,
  ruby: /^-[A-Za-z]*e/,
  node: /^(-[A-Za-z]*[ep]|--eval|--print)/,
  nodejs: /^(-[A-Za-z]*[ep]|--eval|--print)/,
  php: /^-[A-Za-z]*r/,
  lua: /^-[A-Za-z]*e/,
  deno: /^(eval)$/,
  bun: /^(-e|--eval)/,
  tclsh: /./,
  awk: /./,
  gawk: /./,
  mawk: /./,
  nawk: /./,
  busybox: /./,
  Rscript: /^-e/,
};
/** Wrappers that take a whole command line as one string argument. */
const STRING_WRAPPERS = new Set(['env', 'su', 'runuser', 'script', 'flock', 'watch', 'sudo', 'doas', 'sg', 'setpriv', 'prlimit', 'parallel']);
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
  if (runsUnseenCommand(name, rest)) out.push('opaque');
  const inline = INLINE_CODE[name];
  if (inline !== undefined && rest.some((w) => w.dynamic || inline.test(w.value))) out.push('opaque');
  if (SHELLS.has(name)) {
    const operands = rest.filter((w) => !isOption(w));
    if (rest.some((w) => isOption(w) && /^-[A-Za-z]*c/.test(w.value))) {
      for (const w of operands)
        if (w.dynamic) out.push('opaque');
        else script(w.value);
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
