/**
 * What a parsed command line does to files, beyond the commands themselves: each output redirection and
 * each file-writing option of a known command is a write, decided as `Write(<path>)` by the caller with
 * the same rules and mode as the Write tool; each input redirection is a read. Paths are relative to the
 * directory the shell is in, so `cd` earlier in the line is followed.
 */
import path from 'node:path';
import type { Redirection, SimpleCommand, Word } from './types.js';

export type FileEffect =
  | { kind: 'write' | 'read'; path: string; via: string }
  /** A target only known at run time, or relative to a directory only known at run time. */
  | { kind: 'unknown'; via: string };

const SINKS = /^\/dev\/(null|stdout|stderr|stdin|fd\/[0-2])$/;
const OUTPUT_OPS = new Set(['>', '>>', '>|', '&>', '&>>', '<>']);

export const isOutputRedirection = (r: Redirection): boolean => OUTPUT_OPS.has(r.op) || (r.op === '>&' && !/^(\d+|-)$/.test(r.target));

/** Options that name a file the command writes, by command. Long names match abbreviations GNU-style. */
const WRITE_OPTIONS: Record<string, { short: string[]; long: string[] }> = {
  sort: { short: ['-o'], long: ['output'] },
  curl: { short: ['-o', '-D', '-c'], long: ['output', 'dump-header', 'cookie-jar', 'trace', 'trace-ascii', 'stderr', 'libcurl', 'etag-save'] },
  wget: { short: ['-O', '-o', '-a'], long: ['output-document', 'output-file', 'append-output'] },
  git: { short: [], long: ['output'] },
  gcc: { short: ['-o'], long: [] },
  cc: { short: ['-o'], long: [] },
  'g++': { short: ['-o'], long: [] },
  clang: { short: ['-o'], long: [] },
  tar: { short: ['-f'], long: ['file'] },
};

/** Targets of a command's file-writing options and operands (`tee f`, `sort -o f`, `dd of=f`, `curl --output f`). */
function writtenByOptions(cmd: SimpleCommand): Word[] {
  const [head, ...args] = cmd.words;
  if (head === undefined || head.dynamic) return [];
  const name = path.posix.basename(head.value);
  const out: Word[] = [];
  const end = args.findIndex((w) => w.value === '--');
  const opts = end < 0 ? args : args.slice(0, end);
  if (name === 'tee') return args.filter((w, i) => (end >= 0 && i > end) || !w.value.startsWith('-') || w.dynamic);
  if (name === 'dd') {
    for (const w of args) if (w.value.startsWith('of=')) out.push({ ...w, value: w.value.slice(3) });
    return out;
  }
  const spec = WRITE_OPTIONS[name];
  if (spec === undefined) return out;
  // `tar -f` writes only when creating; reading an archive is harmless but treated alike (rare under a rule).
  opts.forEach((w, i) => {
    const v = w.value;
    const long = /^--([^=]+)(?:=(.*))?$/s.exec(v);
    if (long?.[1] !== undefined && spec.long.some((n) => n.startsWith(long[1] as string) && (long[1] as string).length >= 3)) {
      const value = long[2] !== undefined ? { ...w, value: long[2] } : args[i + 1];
      out.push(value ?? { ...w, value: '', dynamic: true });
      return;
    }
    for (const s of spec.short) {
      if (v === s) out.push(args[i + 1] ?? { ...w, value: '', dynamic: true });
      else if (v.startsWith(s) && !v.startsWith('--') && v.length > 2 && name !== 'tar') out.push({ ...w, value: v.slice(2) });
    }
  });
  return out;
}

export interface ShellPlace {
  /** Directories the shell may be in when a command runs (relative to the root, '' for the root itself). */
  dirs: string[];
  /** A `cd` to a place known only at run time happened earlier. */
  unknown: boolean;
}

/** Follow `cd` through the line: every later relative path may be relative to any directory seen so far. */
export function placesOf(commands: SimpleCommand[]): ShellPlace[] {
  const places: ShellPlace[] = [];
  let dirs = [''];
  let unknown = false;
  for (const cmd of commands) {
    places.push({ dirs: [...dirs], unknown });
    const [head, dir, extra] = cmd.words;
    if (head?.value !== 'cd' && head?.value !== 'pushd' && head?.value !== 'popd') continue;
    if (dir === undefined || extra !== undefined || dir.dynamic || dir.glob || dir.brace || dir.value === '-' || head.value !== 'cd') {
      unknown = true;
      continue;
    }
    dirs = [...new Set([...dirs, ...dirs.map((d) => path.posix.join(d, dir.value))])];
  }
  return places;
}

const pathOf = (w: Word | Redirection): { value: string; dynamic: boolean } =>
  'op' in w ? { value: w.target, dynamic: w.targetDynamic } : { value: w.value, dynamic: w.dynamic || w.glob || w.brace };

/** Every file a command reads through `<` or writes, resolved against every place the shell may be in. */
export function fileEffects(cmd: SimpleCommand, place: ShellPlace, root: string): FileEffect[] {
  const effects: FileEffect[] = [];
  const add = (kind: 'write' | 'read', target: Word | Redirection, via: string): void => {
    const { value, dynamic } = pathOf(target);
    if (SINKS.test(value) && !dynamic) return;
    if (dynamic || value === '' || value.startsWith('~') || (place.unknown && !path.isAbsolute(value))) {
      effects.push({ kind: 'unknown', via });
      return;
    }
    const dirs = path.isAbsolute(value) ? [''] : place.dirs;
    for (const d of dirs) effects.push({ kind, path: path.resolve(root, d, value), via });
  };
  for (const r of cmd.redirections) {
    if (isOutputRedirection(r)) add('write', r, `the redirection ${r.fd ?? ''}${r.op} ${r.target}`);
    else if (r.op === '<') add('read', r, `the redirection < ${r.target}`);
  }
  for (const w of writtenByOptions(cmd)) add('write', w, `${cmd.words[0]?.value ?? ''} writing ${w.value || w.raw}`);
  return effects;
}

/** The command without the redirections `fileEffects` decided: rules and the read-only list judge the rest. */
export function withoutFileRedirections(cmd: SimpleCommand): SimpleCommand {
  return { ...cmd, redirections: cmd.redirections.filter((r) => !isOutputRedirection(r) && r.op !== '<') };
}
