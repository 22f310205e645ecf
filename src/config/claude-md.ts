import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

export interface MemoryFile {
  /** Absolute real path (the key in the `loaded` set). */
  path: string;
  /** Relative to the working directory, for headings and messages. */
  label: string;
  /** As read; `@path` imports are not inlined, the imported files follow as their own entries. */
  content: string;
  /** Label of the file whose `@path` brought this one in. */
  importedFrom?: string;
}

export interface ProjectMemory {
  /** Each root file followed by its imports (depth first), in load order. */
  files: MemoryFile[];
  warnings: string[];
  /** Real paths loaded so far: pass to `nestedMemoryFor` so nothing is added twice. */
  loaded: Set<string>;
}

export const MAX_IMPORT_DEPTH = 5;
const MAX_FILE_BYTES = 1 << 20;
const ROOT_FILES = ['CLAUDE.md', path.join('.claude', 'CLAUDE.md')];

class MemoryLoader {
  readonly files: MemoryFile[] = [];
  readonly warnings: string[] = [];
  constructor(
    private readonly root: string,
    readonly loaded: Set<string>,
  ) {}

  private label(abs: string): string {
    return path.relative(this.root, abs) || path.basename(abs);
  }

  private inside(abs: string): boolean {
    return abs === this.root || abs.startsWith(this.root + path.sep);
  }

  /** Loads `abs` (a real path inside the root) and, recursively, what it imports. */
  async load(abs: string, depth: number, chain: readonly string[], importedFrom?: string): Promise<void> {
    if (this.loaded.has(abs)) return;
    const label = this.label(abs);
    const info = await stat(abs).catch(() => undefined);
    if (!info?.isFile()) return;
    if (info.size > MAX_FILE_BYTES) {
      this.warnings.push(`${label}: larger than ${MAX_FILE_BYTES} bytes; not loaded`);
      return;
    }
    const content = await readFile(abs, 'utf8').catch(() => undefined);
    if (content === undefined) return;
    if (content.includes('\0')) {
      this.warnings.push(`${label}: binary file; not loaded${importedFrom ? ` (imported from ${importedFrom})` : ''}`);
      return;
    }
    this.loaded.add(abs);
    const file: MemoryFile = { path: abs, label, content };
    if (importedFrom !== undefined) file.importedFrom = importedFrom;
    this.files.push(file);
    for (const ref of extractImports(content)) {
      await this.follow(ref, abs, label, depth, [...chain, abs]);
    }
  }

  private async follow(ref: string, from: string, fromLabel: string, depth: number, chain: string[]): Promise<void> {
    const refuse = (why: string): void => void this.warnings.push(`${fromLabel}: import @${ref} refused: ${why}`);
    if (ref.startsWith('~')) return refuse('outside the repository');
    const target = await resolveRef(ref, path.dirname(from));
    if (target === undefined) return; // `@someone` mentions are common prose: a missing file is not an error.
    if (!this.inside(target)) return refuse('outside the repository');
    if (chain.includes(target)) return refuse(`import cycle (${[...chain, target].map((p) => this.label(p)).join(' -> ')})`);
    if (depth + 1 > MAX_IMPORT_DEPTH) return refuse(`import depth limit (${MAX_IMPORT_DEPTH}) reached`);
    await this.load(target, depth + 1, chain, fromLabel);
  }
}

/** Real path of an import target, trying once without trailing punctuation (`see @docs/a.md.`). */
async function resolveRef(ref: string, dir: string): Promise<string | undefined> {
  const candidates = [ref];
  const trimmed = ref.replace(/[.,;:!?)\]]+$/, '');
  if (trimmed !== ref && trimmed !== '') candidates.push(trimmed);
  for (const c of candidates) {
    const real = await realpath(path.resolve(dir, c)).catch(() => undefined);
    if (real !== undefined && (await stat(real).catch(() => undefined))?.isFile()) return real;
  }
  return undefined;
}

/** `@path` references outside fenced code blocks and inline code spans, `#fragment` removed. */
export function extractImports(text: string): string[] {
  const refs: string[] = [];
  let fence: string | undefined;
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== undefined) {
      if (fence === undefined) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const prose = line.replace(/(`+)[\s\S]*?\1/g, ' ');
    for (const m of prose.matchAll(/(?:^|\s)@((?:[^\s\\]|\\ )+)/g)) {
      const ref = (m[1] ?? '').replace(/\\ /g, ' ').replace(/#.*$/, '');
      if (ref !== '' && /^(\.{1,2}\/|\/|~\/|[A-Za-z0-9._-])/.test(ref) && !refs.includes(ref)) refs.push(ref);
    }
  }
  return refs;
}

/** `CLAUDE.md` and `.claude/CLAUDE.md` at the root of `cwd`, with their imports. */
export async function loadProjectMemory(cwd: string): Promise<ProjectMemory> {
  const root = await realpath(cwd);
  const loader = new MemoryLoader(root, new Set());
  for (const name of ROOT_FILES) {
    const real = await realpath(path.join(root, name)).catch(() => undefined);
    if (real === undefined) continue;
    if (!real.startsWith(root + path.sep)) {
      loader.warnings.push(`${name}: links outside the repository; not loaded`);
      continue;
    }
    await loader.load(real, 0, []);
  }
  return { files: loader.files, warnings: loader.warnings, loaded: loader.loaded };
}

/**
 * The `CLAUDE.md` files (with their imports) of the folders from the root down to `filePath`'s
 * folder that `alreadyLoaded` does not hold yet. Adds what it returns to `alreadyLoaded`, so
 * calling it for every file the model reads adds each folder's memory once.
 */
export async function nestedMemoryFor(
  cwd: string,
  filePath: string,
  alreadyLoaded: Set<string>,
): Promise<{ files: MemoryFile[]; warnings: string[] }> {
  const root = await realpath(cwd);
  const target = path.resolve(cwd, filePath);
  const dir = await realpath(path.dirname(target)).catch(() => path.dirname(target));
  const rel = path.relative(root, dir);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return { files: [], warnings: [] };
  const loader = new MemoryLoader(root, alreadyLoaded);
  const parts = rel === '' ? [] : rel.split(path.sep);
  for (let i = 0; i <= parts.length; i++) {
    const folder = path.join(root, ...parts.slice(0, i));
    const real = await realpath(path.join(folder, 'CLAUDE.md')).catch(() => undefined);
    if (real === undefined || alreadyLoaded.has(real)) continue;
    if (!real.startsWith(root + path.sep)) continue;
    await loader.load(real, 0, []);
  }
  return { files: loader.files, warnings: loader.warnings };
}

/** The files as system-prompt text, each under a heading naming it. */
export function renderMemory(files: readonly MemoryFile[]): string {
  return files
    .map((f) => {
      const origin = f.importedFrom ? `, imported by ${f.importedFrom}` : '';
      return `Contents of ${f.label} (project instructions, checked into the codebase${origin}):\n\n${f.content.trim()}`;
    })
    .join('\n\n');
}
