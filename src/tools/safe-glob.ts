/**
 * Glob matching in bounded time, for patterns the model writes (Glob's `pattern`, Grep's `glob`). A
 * glob compiled to a backtracking regular expression (picomatch) takes exponential time on some
 * inputs: `**\/*a*a*a*a*a*a*a*a*a*a*b` against a file named with 40 `a`s runs for a minute, on the
 * runner's own thread, where no timeout or abort can stop it. Here each path segment is matched by
 * the classic two-pointer wildcard algorithm (at most pattern × name steps) and `**` by dynamic
 * programming over segments; braces are expanded up to a bound.
 *
 * Supported: `*`, `?`, `[...]` classes (`!`/`^` negation, ranges), `\` escapes, `{a,b}` alternatives
 * (nested) and `{1..9}` ranges, `**` as a whole segment (any depth). With `dot`, wildcards match a
 * leading dot as picomatch's `dot: true` does.
 */

const MAX_ALTERNATIVES = 1024;

type Token = { kind: 'literal'; char: string } | { kind: 'any' } | { kind: 'star' } | { kind: 'class'; negated: boolean; test: (c: string) => boolean };

/** Expands `{a,b}` and `{1..3}`; throws past MAX_ALTERNATIVES patterns. */
function expandBraces(pattern: string): string[] {
  const open = findBrace(pattern);
  if (open === undefined) return [pattern];
  const { start, end, parts } = open;
  const out: string[] = [];
  for (const part of parts) {
    for (const expanded of expandBraces(`${pattern.slice(0, start)}${part}${pattern.slice(end + 1)}`)) {
      out.push(expanded);
      if (out.length > MAX_ALTERNATIVES) throw new Error(`the pattern expands to more than ${MAX_ALTERNATIVES} alternatives`);
    }
  }
  return out;
}

/** The first top-level `{…}` holding a `,` or a `..` range, with its alternatives. */
function findBrace(p: string): { start: number; end: number; parts: string[] } | undefined {
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '\\') {
      i++;
      continue;
    }
    if (p[i] !== '{') continue;
    let depth = 0;
    const cuts: number[] = [];
    for (let j = i; j < p.length; j++) {
      const c = p[j];
      if (c === '\\') {
        j++;
        continue;
      }
      if (c === '{') depth++;
      else if (c === '}') {
        depth--;
        if (depth === 0) {
          const inner = p.slice(i + 1, j);
          if (cuts.length > 0) {
            const parts: string[] = [];
            let from = i + 1;
            for (const cut of cuts) {
              parts.push(p.slice(from, cut));
              from = cut + 1;
            }
            parts.push(p.slice(from, j));
            return { start: i, end: j, parts };
          }
          const range = /^(-?\d+)\.\.(-?\d+)$/.exec(inner) ?? /^([A-Za-z])\.\.([A-Za-z])$/.exec(inner);
          if (range) return { start: i, end: j, parts: rangeParts(range[1] ?? '', range[2] ?? '') };
          break;
        }
      } else if (c === ',' && depth === 1) cuts.push(j);
    }
  }
  return undefined;
}

function rangeParts(from: string, to: string): string[] {
  const numeric = /\d/.test(from);
  const a = numeric ? Number(from) : from.charCodeAt(0);
  const b = numeric ? Number(to) : to.charCodeAt(0);
  if (Math.abs(b - a) + 1 > MAX_ALTERNATIVES) throw new Error(`the range {${from}..${to}} has more than ${MAX_ALTERNATIVES} values`);
  const step = a <= b ? 1 : -1;
  const out: string[] = [];
  for (let v = a; step > 0 ? v <= b : v >= b; v += step) out.push(numeric ? String(v) : String.fromCharCode(v));
  return out;
}

function tokenize(segment: string): Token[] {
  const tokens: Token[] = [];
  for (let i = 0; i < segment.length; i++) {
    const c = segment[i] ?? '';
    if (c === '\\' && i + 1 < segment.length) tokens.push({ kind: 'literal', char: segment[++i] ?? '' });
    else if (c === '*') {
      if (tokens.at(-1)?.kind !== 'star') tokens.push({ kind: 'star' });
    } else if (c === '?') tokens.push({ kind: 'any' });
    else if (c === '[') {
      const close = segment.indexOf(']', i + 2);
      if (close < 0) {
        tokens.push({ kind: 'literal', char: c });
        continue;
      }
      let body = segment.slice(i + 1, close);
      const negated = body.startsWith('!') || body.startsWith('^');
      if (negated) body = body.slice(1);
      const ranges: [string, string][] = [];
      for (let k = 0; k < body.length; k++) {
        const lo = body[k] ?? '';
        if (body[k + 1] === '-' && k + 2 < body.length) {
          ranges.push([lo, body[k + 2] ?? '']);
          k += 2;
        } else ranges.push([lo, lo]);
      }
      tokens.push({ kind: 'class', negated, test: (ch) => ranges.some(([lo, hi]) => ch >= lo && ch <= hi) });
      i = close;
    } else tokens.push({ kind: 'literal', char: c });
  }
  return tokens;
}

function matchOne(token: Token, ch: string): boolean {
  if (token.kind === 'literal') return token.char === ch;
  if (token.kind === 'any') return true;
  if (token.kind === 'class') return token.test(ch) !== token.negated;
  return false;
}

/** One path segment against one pattern segment: two pointers, back to the last star (≤ tokens × chars steps). */
function matchSegment(tokens: readonly Token[], name: string, dot: boolean): boolean {
  if (!dot && name.startsWith('.') && tokens[0]?.kind !== 'literal') return false;
  let t = 0;
  let n = 0;
  let starT = -1;
  let starN = 0;
  while (n < name.length) {
    const token = tokens[t];
    if (token !== undefined && token.kind !== 'star' && matchOne(token, name[n] ?? '')) {
      t++;
      n++;
    } else if (token?.kind === 'star') {
      starT = t++;
      starN = n;
    } else if (starT >= 0) {
      t = starT + 1;
      n = ++starN;
    } else return false;
  }
  while (tokens[t]?.kind === 'star') t++;
  return t === tokens.length;
}

/** A matcher for `pattern` against `/`-separated relative paths, in time bounded by pattern × path. */
export function compileGlob(pattern: string, opts: { dot: boolean }): (path: string) => boolean {
  const alternatives = expandBraces(pattern).map((alt) =>
    alt
      .split('/')
      .filter((s, i, all) => s !== '' || i === all.length - 1)
      .map((s) => (s === '**' ? ('globstar' as const) : tokenize(s))),
  );
  return (path) => {
    const names = path.split('/');
    return alternatives.some((segments) => matchPath(segments, names, opts.dot));
  };
}

/** Dynamic programming over segments: reach[j] says the pattern so far can end before name j. */
function matchPath(segments: readonly ('globstar' | Token[])[], names: readonly string[], dot: boolean): boolean {
  let reach = names.map((_, j) => j === 0);
  reach.push(names.length === 0);
  for (const segment of segments) {
    const next = new Array<boolean>(names.length + 1).fill(false);
    for (let j = 0; j <= names.length; j++) {
      if (!reach[j]) continue;
      if (segment === 'globstar') {
        // Zero or more whole segments (dot segments only with `dot`).
        next[j] = true;
        for (let k = j; k < names.length && (dot || !(names[k] ?? '').startsWith('.')); k++) next[k + 1] = true;
      } else if (j < names.length && matchSegment(segment, names[j] ?? '', dot)) next[j + 1] = true;
    }
    reach = next;
  }
  return reach[names.length] === true;
}
