/**
 * A workflow script's `export const meta = {...}`, read without running the script: Claude Code requires it to be the
 * first statement and a pure literal (no variables, calls, spreads or interpolation), so a literal reader is enough,
 * and the repository's JavaScript never runs in the runner's process.
 */
export type MetaValue = string | number | boolean | null | MetaValue[] | { [key: string]: MetaValue };

export type MetaRead = { ok: true; value: MetaValue } | { ok: false; error: string };

const LEAD = /^(?:\s|\/\/[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*export\s+const\s+meta\s*=\s*/;

/** The literal after `export const meta =` at the top of `script`. */
export function readWorkflowMeta(script: string): MetaRead {
  const lead = LEAD.exec(script.replace(/^#![^\n]*\n/, ''));
  if (!lead) return { ok: false, error: '`export const meta = {...}` must be the first statement' };
  const reader = new LiteralReader(script.replace(/^#![^\n]*\n/, ''), lead[0].length);
  try {
    const value = reader.value();
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, error: '`meta` must be an object literal' };
    return { ok: true, value };
  } catch (error) {
    return { ok: false, error: `\`meta\` is not a pure literal: ${(error as Error).message}` };
  }
}

class LiteralReader {
  constructor(
    private readonly text: string,
    private at: number,
  ) {}

  value(): MetaValue {
    this.skip();
    const c = this.text[this.at];
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    if (c === '"' || c === "'") return this.quoted(c);
    if (c === '`') return this.template();
    const word = this.sticky(/(?:true|false|null|-?(?:\d[\d_]*\.?\d*(?:e[+-]?\d+)?|\.\d+))(?![\w$])/iy);
    if (word) {
      this.at += word[0].length;
      if (word[0] === 'true') return true;
      if (word[0] === 'false') return false;
      if (word[0] === 'null') return null;
      return Number(word[0].replace(/_/g, ''));
    }
    throw new Error(`unexpected ${this.here()}`);
  }

  private object(): { [key: string]: MetaValue } {
    const out: { [key: string]: MetaValue } = {};
    this.at += 1;
    for (;;) {
      this.skip();
      if (this.eat('}')) return out;
      const c = this.text[this.at];
      let key: string;
      if (c === '"' || c === "'") key = this.quoted(c);
      else {
        const id = this.sticky(/[A-Za-z_$][\w$]*/y);
        if (!id) throw new Error(`unexpected ${this.here()} where a key belongs`);
        key = id[0];
        this.at += key.length;
      }
      this.skip();
      if (!this.eat(':')) throw new Error(`expected ":" after key "${key}", found ${this.here()}`);
      out[key] = this.value();
      this.skip();
      if (this.eat('}')) return out;
      if (!this.eat(',')) throw new Error(`expected "," or "}" after "${key}", found ${this.here()}`);
    }
  }

  private array(): MetaValue[] {
    const out: MetaValue[] = [];
    this.at += 1;
    for (;;) {
      this.skip();
      if (this.eat(']')) return out;
      out.push(this.value());
      this.skip();
      if (this.eat(']')) return out;
      if (!this.eat(',')) throw new Error(`expected "," or "]" in an array, found ${this.here()}`);
    }
  }

  private quoted(quote: string): string {
    let out = '';
    for (this.at += 1; this.at < this.text.length; this.at += 1) {
      const c = this.text[this.at] ?? '';
      if (c === quote) {
        this.at += 1;
        return out;
      }
      if (c === '\n') break;
      out += c === '\\' ? this.escape() : c;
    }
    throw new Error('a string is not closed');
  }

  private template(): string {
    let out = '';
    for (this.at += 1; this.at < this.text.length; this.at += 1) {
      const c = this.text[this.at] ?? '';
      if (c === '`') {
        this.at += 1;
        return out;
      }
      if (c === '$' && this.text[this.at + 1] === '{') throw new Error('a template literal interpolates a value');
      out += c === '\\' ? this.escape() : c;
    }
    throw new Error('a template literal is not closed');
  }

  /** At a backslash: the character it stands for (the reader is past it afterwards, less one). */
  private escape(): string {
    this.at += 1;
    const c = this.text[this.at] ?? '';
    const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0', '\n': '' };
    if (c in simple) return simple[c] ?? '';
    const hex = c === 'u' ? this.sticky(/u(?:\{([0-9a-fA-F]+)\}|([0-9a-fA-F]{4}))/y) : c === 'x' ? this.sticky(/x([0-9a-fA-F]{2})/y) : null;
    if (hex) {
      this.at += hex[0].length - 1;
      return String.fromCodePoint(Number.parseInt(hex[1] ?? hex[2] ?? '0', 16));
    }
    return c;
  }

  private skip(): void {
    this.at += this.sticky(/(?:\s|\/\/[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/y)?.[0].length ?? 0;
  }

  /** `pattern` (sticky) matched where the reader is, without copying the rest of the file. */
  private sticky(pattern: RegExp): RegExpExecArray | null {
    pattern.lastIndex = this.at;
    return pattern.exec(this.text);
  }

  private eat(c: string): boolean {
    if (this.text[this.at] !== c) return false;
    this.at += 1;
    return true;
  }

  private here(): string {
    const rest = this.text.slice(this.at, this.at + 20).split('\n')[0] ?? '';
    return rest === '' ? 'the end' : `"${rest}"`;
  }
}
