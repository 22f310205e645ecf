/** gh's command line as the bridge reads it: flags (long, short, `=value`), positionals, and `--json`/`--jq` output. */

/** What one bridged gh command printed and how it exited (gh's non-TTY output). */
export interface GhOutput {
  stdout: string;
  stderr: string;
  exitCode: number;
}

export const ghOk = (stdout: string): GhOutput => ({ stdout, stderr: '', exitCode: 0 });
export const ghFail = (stderr: string, exitCode = 1): GhOutput => ({ stdout: '', stderr: stderr.endsWith('\n') ? stderr : `${stderr}\n`, exitCode });

/** A flag gh's subcommand accepts: whether it takes a value, its one-letter alias, whether it may repeat. */
export interface FlagSpec {
  value: boolean;
  short?: string;
  repeat?: boolean;
}

export interface ParsedArgs {
  flags: Map<string, string[]>;
  positional: string[];
}

/** Output flags every listing and view accepts. */
export const OUTPUT_FLAGS: Record<string, FlagSpec> = {
  json: { value: true },
  jq: { value: true, short: 'q' },
  template: { value: true, short: 't' },
  repo: { value: true, short: 'R' },
};

/** gh's flag grammar (pflag): `--name value`, `--name=value`, `-n value`, `-nvalue`, `--` ends the flags. */
export function parseArgs(args: readonly string[], spec: Record<string, FlagSpec>): ParsedArgs | { error: string } {
  const flags = new Map<string, string[]>();
  const positional: string[] = [];
  const byShort = new Map(Object.entries(spec).flatMap(([name, s]) => (s.short ? [[s.short, name] as const] : [])));
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--') {
      positional.push(...args.slice(i + 1));
      break;
    }
    let name: string | undefined;
    let inline: string | undefined;
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
      inline = eq < 0 ? undefined : arg.slice(eq + 1);
      if (!(name in spec)) return { error: `unknown flag: --${name}` };
    } else if (arg.startsWith('-') && arg.length > 1) {
      name = byShort.get(arg[1] ?? '');
      if (name === undefined) return { error: `unknown shorthand flag: '${arg[1]}' in ${arg}` };
      inline = arg.length > 2 ? arg.slice(2).replace(/^=/, '') : undefined;
    } else {
      positional.push(arg);
      continue;
    }
    const s = spec[name] as FlagSpec;
    let value = 'true';
    if (s.value) {
      if (inline !== undefined) value = inline;
      else if (i + 1 < args.length) value = args[++i] ?? '';
      else return { error: `flag needs an argument: --${name}` };
    } else if (inline !== undefined) value = inline;
    const list = flags.get(name) ?? [];
    if (!s.repeat) list.length = 0;
    list.push(value);
    flags.set(name, list);
  }
  return { flags, positional };
}

export const flag = (p: ParsedArgs, name: string): string | undefined => p.flags.get(name)?.at(-1);
export const flagList = (p: ParsedArgs, name: string): string[] =>
  (p.flags.get(name) ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');

/** `--limit N`: gh's positive integer, or its error. */
export function limitOf(p: ParsedArgs, fallback: number): number | { error: string } {
  const raw = flag(p, 'limit');
  if (raw === undefined) return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : { error: `invalid limit: ${raw}` };
}

/**
 * `--json fields` (with `--jq`): the chosen fields of each record under gh's names, compact as gh prints them when
 * stdout is not a terminal. `--template` is not bridged (Go templates); `--jq` knows the path filters gh users write
 * most (`.field`, `.[]`, `.[].field`, `.a.b`, `.[] | .field`, `length`); anything else is a clear error.
 */
export function jsonOutput(p: ParsedArgs, available: readonly string[], value: (fields: string[]) => unknown): GhOutput | undefined {
  const fields = flag(p, 'json');
  if (flag(p, 'template') !== undefined) return ghFail("--template is not available through the runner's gh bridge: use --json (and --jq for a simple path).");
  if (fields === undefined) return flag(p, 'jq') !== undefined ? ghFail('cannot use `--jq` without specifying `--json`') : undefined;
  const wanted = fields
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '');
  const unknown = wanted.find((f) => !available.includes(f));
  if (wanted.length === 0 || unknown !== undefined) {
    const head = unknown !== undefined ? `Unknown JSON field: "${unknown}"\n` : 'Specify one or more comma-separated fields for `--json`:\n';
    return ghFail(
      `${head}${unknown !== undefined ? 'Available fields:\n' : ''}${[...available]
        .sort()
        .map((f) => `  ${f}`)
        .join('\n')}`,
    );
  }
  const data = value(wanted);
  const jq = flag(p, 'jq');
  if (jq === undefined) return ghOk(`${JSON.stringify(data)}\n`);
  const out = applyJq(jq, data);
  return 'error' in out ? ghFail(out.error) : ghOk(out.lines.map((l) => `${l}\n`).join(''));
}

/** The record with only the fields asked for. */
export const pick = (record: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(fields.map((f) => [f, record[f] ?? null]));

function applyJq(filter: string, data: unknown): { lines: string[] } | { error: string } {
  const stages = filter.split('|').map((s) => s.trim());
  let values: unknown[] = [data];
  for (const stage of stages) {
    if (stage === 'length') {
      values = values.map((v) => (Array.isArray(v) ? v.length : typeof v === 'string' ? v.length : v && typeof v === 'object' ? Object.keys(v).length : 0));
      continue;
    }
    if (!/^\.(\[\]|[A-Za-z_][\w]*(\[\])?)?((\.[A-Za-z_][\w]*)(\[\])?|\[\])*$/.test(stage))
      return {
        error: `--jq "${filter}" is beyond the runner's gh bridge, which evaluates path filters only (.field, .[], .[].field, .a.b, .[] | .field, length): use --json and read the JSON`,
      };
    for (const step of stage.slice(1).match(/\[\]|[A-Za-z_]\w*/g) ?? []) {
      values =
        step === '[]'
          ? values.flatMap((v) => (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : []))
          : values.map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? ((v as Record<string, unknown>)[step] ?? null) : null));
    }
  }
  return { lines: values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) };
}
