type Yaml = typeof import('yaml');
let yaml: Yaml | undefined;

/**
 * Loads the YAML parser, a chunk of its own in the bundle: a repository without skills or agents never loads it.
 * Callers await it once they have a file to parse; parseFrontmatter needs it only for text with front matter.
 */
export async function loadFrontmatterParser(): Promise<void> {
  yaml ??= await import('yaml');
}

export type FrontmatterResult =
  | {
      ok: true;
      data: Record<string, unknown>;
      /** The text after the closing `---` (or the whole text when there is no front matter). */
      body: string;
      hasFrontmatter: boolean;
      /** Recoverable oddities, each naming the file. */
      warnings: string[];
    }
  /**
   * `body`: the text after a front matter block that closed but did not parse (Claude Code still reads a rule's);
   * `frontmatter`: that block's text when it is not YAML (a rule's `paths:` line is still read from it).
   */
  | { ok: false; error: string; body?: string; frontmatter?: string };

const OPEN = /^---[ \t]*\r?\n/;
const CLOSE = /^---[ \t]*$/m;

/** Parses `---\nYAML\n---\nbody`. Errors name the file and the file's line. */
export function parseFrontmatter(text: string, file: string): FrontmatterResult {
  const src = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  if (!OPEN.test(src)) return { ok: true, data: {}, body: src, hasFrontmatter: false, warnings: [] };
  const rest = src.replace(OPEN, '');
  const close = CLOSE.exec(rest);
  // Claude Code reads such a file as text (a command is still listed, a rule still loaded): so does the runner, said.
  if (!close)
    return {
      ok: true,
      data: {},
      body: src,
      hasFrontmatter: false,
      warnings: [`${file}: front matter opened with --- on line 1 is never closed; read as text with no front matter`],
    };
  const yamlText = rest.slice(0, close.index);
  const body = rest.slice(close.index + close[0].length).replace(/^\n/, '');
  const warnings: string[] = [];
  let parsed = parseYaml(yamlText);
  if (!parsed.ok) {
    // Public skills often carry `description: Use when: ...` unquoted, which YAML rejects; quoting such
    // plain scalars is what their authors meant.
    const repaired = quotePlainScalarsWithColons(yamlText);
    const retry = repaired === yamlText ? parsed : parseYaml(repaired);
    if (!retry.ok) return { ok: false, error: `${file}: front matter line ${parsed.line + 1}: ${parsed.message}`, body, frontmatter: yamlText };
    warnings.push(`${file}: front matter line ${parsed.line + 1}: ${parsed.message}; read it as a quoted string`);
    parsed = retry;
  }
  const value = parsed.value;
  if (value === null || value === undefined) return { ok: true, data: {}, body, hasFrontmatter: true, warnings };
  if (typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, error: `${file}: front matter must be a mapping of fields, got ${Array.isArray(value) ? 'a list' : typeof value}`, body };
  }
  return { ok: true, data: value as Record<string, unknown>, body, hasFrontmatter: true, warnings };
}

function parseYaml(text: string): { ok: true; value: unknown } | { ok: false; line: number; message: string } {
  if (!yaml) throw new Error('parseFrontmatter: await loadFrontmatterParser() first');
  const doc = yaml.parseDocument(text, { prettyErrors: true, uniqueKeys: false });
  const error = doc.errors[0];
  if (error) {
    const line = error.linePos?.[0]?.line ?? 1;
    return { ok: false, line, message: error.message.split(' at line ')[0] ?? error.message };
  }
  // Aliases resolve in toJS, which throws on a missing anchor (`x: *nope`) or an alias bomb: an error like any other.
  try {
    return { ok: true, value: doc.toJS({ maxAliasCount: 100 }) };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const alias = /alias[^:]*: (\S+)/.exec(message)?.[1];
    const at = alias === undefined ? -1 : text.split('\n').findIndex((l) => l.includes(`*${alias}`));
    return { ok: false, line: Math.max(1, at + 1), message };
  }
}

/**
 * Claude Code's second try at a front matter YAML rejects (read in its bundle, 2.1.197): a `key: value` line whose
 * value holds one of `{}[]*&#!|>%@\`` or `: ` and is not already quoted is read as a quoted string
 * (`allowed-tools: *`, `description: Use when: x`), and leading tabs become two spaces each.
 */
function quotePlainScalarsWithColons(yamlText: string): string {
  return yamlText
    .replace(/^\t+/gm, (tabs) => '  '.repeat(tabs.length))
    .split('\n')
    .map((line) => {
      const m = /^([a-zA-Z_-]+):\s+(.+)$/.exec(line);
      if (!m) return line;
      const value = m[2] ?? '';
      if ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'"))) return line;
      if (!/[{}[\]*&#!|>%@`]|: /.test(value)) return line;
      return `${m[1]}: "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    })
    .join('\n');
}

/**
 * The front matter as Claude Code reads it when it cannot parse it: no fields, the body after the block (it lists the
 * command, loads the skill; an agent without `name` is skipped), said in a warning naming the file and line.
 */
export function readLikeClaudeCode(fm: FrontmatterResult): Extract<FrontmatterResult, { ok: true }> {
  if (fm.ok) return fm;
  return { ok: true, data: {}, body: fm.body ?? '', hasFrontmatter: true, warnings: [`${fm.error}; its fields are ignored, as Claude Code ignores them`] };
}

/** Splits `Read, Grep Bash(git diff *)` into tools: commas or spaces, but not inside parentheses. */
export function splitToolList(text: string): string[] {
  const tools: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (ch === ',' || /\s/.test(ch))) {
      if (current.trim() !== '') tools.push(current.trim());
      current = '';
    } else current += ch;
  }
  if (current.trim() !== '') tools.push(current.trim());
  return tools;
}

/** Typed access to front matter fields; a wrong type reads as absent, recorded in `errors` (warnings naming file and field). */
export class FieldReader {
  readonly errors: string[] = [];
  constructor(
    private readonly data: Record<string, unknown>,
    private readonly file: string,
  ) {}

  private fail(key: string, expected: string): undefined {
    const v = this.data[key];
    const got = Array.isArray(v) ? 'a list' : v === null ? 'null' : typeof v === 'object' ? 'a mapping' : `${typeof v} ${JSON.stringify(v)}`;
    this.errors.push(`${this.file}: front matter field "${key}": expected ${expected}, got ${got}; ignored, as Claude Code ignores it`);
    return undefined;
  }

  string(key: string): string | undefined {
    const v = this.data[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'string') return v;
    // `model: 4` or `version: 1.0` are meant as text (Claude Code reads numbers and booleans so).
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    return this.fail(key, 'a string');
  }

  /** `argument-hint`: text, or `[file]` (YAML reads a list) shown as written. */
  hint(key: string): string | undefined {
    const v = this.data[key];
    if (Array.isArray(v) && v.every((t) => typeof t === 'string' || typeof t === 'number')) return `[${v.join(', ')}]`;
    return this.string(key);
  }

  boolean(key: string): boolean | undefined {
    const v = this.data[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'boolean') return v;
    if (v === 'true' || v === 'false') return v === 'true';
    return this.fail(key, 'true or false');
  }

  /** A comma/space separated string or a list of strings; absent/null gives undefined. */
  toolList(key: string): string[] | undefined {
    const v = this.data[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'string') return splitToolList(v);
    if (Array.isArray(v) && v.every((t) => typeof t === 'string')) {
      return (v as string[]).map((t) => t.trim()).filter((t) => t !== '');
    }
    return this.fail(key, 'a comma-separated string or a list of tool names');
  }

  positiveInteger(key: string): number | undefined {
    const v = this.data[key];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'number' && Number.isInteger(v) && v > 0) return v;
    return this.fail(key, 'a positive whole number');
  }
}
