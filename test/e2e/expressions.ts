/**
 * GitHub Actions expressions (`${{ … }}`), as the runner evaluates them in `with:`, `if:` and
 * `action.yml` defaults: literals, context access (`a.b`, `a['b']`), `!`, comparisons (strings
 * case-insensitive), `&&`/`||` returning an operand, and the functions workflows use.
 * Reference: docs.github.com/actions/reference/evaluate-expressions-in-workflows-and-actions.
 */

export type Value = null | boolean | number | string | Value[] | { [key: string]: Value };
export type Contexts = Record<string, Value>;

type Token = { kind: 'num'; value: number } | { kind: 'str'; value: string } | { kind: 'id'; value: string } | { kind: 'op'; value: string };

function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i] ?? '';
    if (/\s/.test(c)) { i++; continue; }
    if (c === "'") {
      let value = '';
      for (i++; i < src.length; i++) {
        if (src[i] === "'") {
          if (src[i + 1] === "'") { value += "'"; i++; continue; }
          break;
        }
        value += src[i];
      }
      if (src[i] !== "'") throw new Error(`unterminated string in expression: ${src}`);
      i++;
      tokens.push({ kind: 'str', value });
      continue;
    }
    const two = src.slice(i, i + 2);
    if (['==', '!=', '<=', '>=', '&&', '||'].includes(two)) { tokens.push({ kind: 'op', value: two }); i += 2; continue; }
    if ('!<>()[].,*'.includes(c)) { tokens.push({ kind: 'op', value: c }); i++; continue; }
    const num = /^(?:0x[0-9a-fA-F]+|-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)/.exec(src.slice(i));
    if (num && (tokens.length === 0 || tokens.at(-1)?.value !== '.')) { tokens.push({ kind: 'num', value: Number(num[0]) }); i += num[0].length; continue; }
    const id = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(src.slice(i));
    if (id) { tokens.push({ kind: 'id', value: id[0] }); i += id[0].length; continue; }
    throw new Error(`unexpected "${c}" in expression: ${src}`);
  }
  return tokens;
}

export function truthy(v: Value | undefined): boolean {
  if (v === null || v === undefined || v === false || v === '' ) return false;
  if (typeof v === 'number') return v !== 0 && !Number.isNaN(v);
  return true;
}

/** The runner's string conversion: null → '', booleans 'true'/'false', objects as JSON. */
export function toText(v: Value | undefined): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v, null, 2);
}

function toNumber(v: Value): number {
  if (v === null) return 0;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return v.trim() === '' ? 0 : Number(v);
  return NaN;
}

function equal(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  if (typeof a !== typeof b || (a !== null && typeof a === 'object') || (b !== null && typeof b === 'object')) {
    if ((a !== null && typeof a === 'object') || (b !== null && typeof b === 'object')) return a === b;
    return toNumber(a) === toNumber(b);
  }
  return a === b;
}

const FUNCTIONS: Record<string, (...args: Value[]) => Value> = {
  contains: (hay, needle) => (Array.isArray(hay) ? hay.some((x) => equal(x, needle)) : toText(hay).toLowerCase().includes(toText(needle).toLowerCase())),
  startswith: (s, p) => toText(s).toLowerCase().startsWith(toText(p).toLowerCase()),
  endswith: (s, p) => toText(s).toLowerCase().endsWith(toText(p).toLowerCase()),
  format: (f, ...args) => toText(f).replace(/\{(\d+)\}/g, (_, n: string) => toText(args[Number(n)])),
  join: (arr, sep) => (Array.isArray(arr) ? arr.map(toText).join(sep === undefined ? ',' : toText(sep)) : toText(arr)),
  tojson: (v) => JSON.stringify(v, null, 2),
  fromjson: (s) => JSON.parse(toText(s)) as Value,
  success: () => true,
  always: () => true,
  failure: () => false,
  cancelled: () => false,
};

class Parser {
  private pos = 0;
  constructor(private readonly tokens: Token[], private readonly ctx: Contexts, private readonly src: string) {}

  parse(): Value {
    const v = this.or();
    if (this.pos < this.tokens.length) throw new Error(`unexpected "${String(this.tokens[this.pos]?.value)}" in expression: ${this.src}`);
    return v;
  }

  private peek(value: string): boolean {
    const t = this.tokens[this.pos];
    return t?.kind === 'op' && t.value === value;
  }

  private expect(value: string): void {
    if (!this.peek(value)) throw new Error(`expected "${value}" in expression: ${this.src}`);
    this.pos++;
  }

  private or(): Value {
    let left = this.and();
    while (this.peek('||')) { this.pos++; const right = this.and(); left = truthy(left) ? left : right; }
    return left;
  }

  private and(): Value {
    let left = this.compare();
    while (this.peek('&&')) { this.pos++; const right = this.compare(); left = truthy(left) ? right : left; }
    return left;
  }

  private compare(): Value {
    let left = this.unary();
    for (;;) {
      const op = ['==', '!=', '<', '<=', '>', '>='].find((o) => this.peek(o));
      if (!op) return left;
      this.pos++;
      const right = this.unary();
      if (op === '==') left = equal(left, right);
      else if (op === '!=') left = !equal(left, right);
      else {
        const [a, b] = typeof left === 'string' && typeof right === 'string' ? [left.toLowerCase(), right.toLowerCase()] : [toNumber(left), toNumber(right)];
        left = op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
      }
    }
  }

  private unary(): Value {
    if (this.peek('!')) { this.pos++; return !truthy(this.unary()); }
    return this.postfix(this.primary());
  }

  private primary(): Value {
    const t = this.tokens[this.pos++];
    if (!t) throw new Error(`unexpected end of expression: ${this.src}`);
    if (t.kind === 'num' || t.kind === 'str') return t.value;
    if (t.kind === 'op' && t.value === '(') { const v = this.or(); this.expect(')'); return v; }
    if (t.kind === 'id') {
      const lower = t.value.toLowerCase();
      if (lower === 'true') return true;
      if (lower === 'false') return false;
      if (lower === 'null') return null;
      if (this.peek('(')) {
        this.pos++;
        const args: Value[] = [];
        while (!this.peek(')')) { args.push(this.or()); if (this.peek(',')) this.pos++; }
        this.pos++;
        const fn = FUNCTIONS[lower];
        if (!fn) throw new Error(`function ${t.value} is not emulated: ${this.src}`);
        return fn(...args);
      }
      if (!(t.value in this.ctx)) throw new Error(`unknown context "${t.value}" in expression: ${this.src}`);
      return this.ctx[t.value] ?? null;
    }
    throw new Error(`unexpected "${t.value}" in expression: ${this.src}`);
  }

  private postfix(v: Value): Value {
    for (;;) {
      if (this.peek('.')) {
        this.pos++;
        const t = this.tokens[this.pos++];
        if (t?.kind === 'op' && t.value === '*') { v = Array.isArray(v) ? v : v !== null && typeof v === 'object' ? Object.values(v) : []; continue; }
        if (t?.kind !== 'id') throw new Error(`expected a property name in expression: ${this.src}`);
        v = property(v, t.value);
      } else if (this.peek('[')) {
        this.pos++;
        const key = this.or();
        this.expect(']');
        v = Array.isArray(v) && typeof key === 'number' ? (v[key] ?? null) : property(v, toText(key));
      } else return v;
    }
  }
}

/** Property access is case-insensitive; a missing property is null, as on the runner. */
function property(v: Value, name: string): Value {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return null;
  if (name in v) return v[name] ?? null;
  const key = Object.keys(v).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? null : (v[key] ?? null);
}

export function evaluate(expression: string, ctx: Contexts): Value {
  return new Parser(tokenize(expression), ctx, expression).parse();
}

/** A YAML value with `${{ }}` in it, as the runner turns it into a string (an input, an env value). */
export function interpolate(text: string, ctx: Contexts): string {
  const whole = /^\s*\$\{\{([\s\S]*?)\}\}\s*$/.exec(text);
  if (whole?.[1] !== undefined && !whole[1].includes('}}')) return toText(evaluate(whole[1], ctx));
  return text.replace(/\$\{\{([\s\S]*?)\}\}/g, (_, expr: string) => toText(evaluate(expr, ctx)));
}

/** An `if:` condition: with or without `${{ }}`, its truthiness (no status function means `success() &&`). */
export function condition(text: string | boolean | undefined, ctx: Contexts): boolean {
  if (text === undefined) return true;
  if (typeof text === 'boolean') return text;
  const inner = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(text)?.[1] ?? text;
  return truthy(evaluate(inner, ctx));
}
