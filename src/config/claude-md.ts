import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ImportSource } from './base-imports.js';
import { loadRules, type ScopedRule } from './rules.js';

export interface MemoryFile {
  /** Absolute real path (the key in the `loaded` set). */
  path: string;
  /** Relative to the working directory, for headings and messages. */
  label: string;
  /** As read; `@path` imports are not inlined, the imported files follow as their own entries. */
  content: string;
  /** Label of the file whose `@path` brought this one in. */
  importedFrom?: string;
  /** `CLAUDE.local.md`: Claude Code heads it as the user's private instructions. */
  local?: boolean;
}

export interface ProjectMemory {
  /** Each root file followed by its imports (depth first), in load order. */
  files: MemoryFile[];
  warnings: string[];
  /** Real paths loaded so far: pass to `nestedMemoryFor` so nothing is added twice. */
  loaded: Set<string>;
  /** `.claude/rules` files with `paths:`, given when a file they match is read. */
  scopedRules: ScopedRule[];
  /** On pull requests: where imports are read from (the base commit); otherwise the work tree. */
  importSource?: ImportSource;
  /** CLAUDE_CODE_DISABLE_CLAUDE_MDS: no memory file at all, nested ones neither. */
  off?: boolean;
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
    private readonly importSource?: ImportSource,
  ) {}

  private label(abs: string): string {
    return path.relative(this.root, abs) || path.basename(abs);
  }

  private inside(abs: string): boolean {
    return abs === this.root || abs.startsWith(this.root + path.sep);
  }

  /** Loads `abs` (a real path inside the root) and, recursively, what it imports; `named`: the name it was found by. */
  async load(abs: string, depth: number, chain: readonly string[], importedFrom?: string, named?: string): Promise<void> {
    if (this.loaded.has(abs)) return;
    const label = named ?? this.label(abs);
    const info = await stat(abs).catch(() => undefined);
    if (!info?.isFile()) return;
    if (info.size > MAX_FILE_BYTES) {
      this.warnings.push(`${label}: larger than ${MAX_FILE_BYTES} bytes; not loaded`);
      return;
    }
    const content = await this.read(abs, label, importedFrom);
    if (content === undefined) return;
    if (content.includes('\0')) {
      this.warnings.push(`${label}: binary file; not loaded${importedFrom ? ` (imported from ${importedFrom})` : ''}`);
      return;
    }
    this.loaded.add(abs);
    // An empty file gives the model nothing: Claude Code 2.1.328 leaves it out of the first request (observed).
    if (content.trim() === '') return;
    const file: MemoryFile = { path: abs, label, content: withoutBlockComments(content) };
    if (importedFrom !== undefined) file.importedFrom = importedFrom;
    this.files.push(file);
    for (const ref of extractImports(file.content)) {
      await this.follow(ref, abs, label, depth, [...chain, abs]);
    }
  }

  /** The file's text: an import's from the import source when there is one (the base commit on pull requests). */
  private async read(abs: string, label: string, importedFrom: string | undefined): Promise<string | undefined> {
    if (importedFrom === undefined || this.importSource === undefined) return readFile(abs, 'utf8').catch(() => undefined);
    const got = await this.importSource(abs);
    if ('text' in got) return got.text;
    this.warnings.push(`${label}: imported by ${importedFrom}, not given to the model: ${got.refused}`);
    return undefined;
  }

  private async follow(ref: string, from: string, fromLabel: string, depth: number, chain: string[]): Promise<void> {
    const refuse = (why: string): void => void this.warnings.push(`${fromLabel}: import @${ref} refused: ${why}`);
    if (ref.startsWith('~')) return refuse('outside the repository');
    const trimmed = ref.replace(/[.,;:!?)\]]+$/, '');
    if (trimmed !== ref) {
      // Claude Code takes `@docs/a.md,` as written, a name with no text file's extension, and imports nothing.
      if (trimmed !== '' && (await resolveRef(trimmed, path.dirname(from))) !== undefined) {
        this.warnings.push(
          `${fromLabel}: @${ref} is not an import (Claude Code reads the punctuation as part of the name); write @${trimmed} apart from the punctuation to import ${trimmed}`,
        );
      }
      return;
    }
    const target = await resolveRef(ref, path.dirname(from));
    if (target === undefined) return; // `@someone` mentions are common prose: a missing file is not an error.
    if (!this.inside(target)) return refuse('outside the repository');
    if (chain.includes(target)) return refuse(`import cycle (${[...chain, target].map((p) => this.label(p)).join(' -> ')})`);
    if (depth + 1 > MAX_IMPORT_DEPTH) return refuse(`import depth limit (${MAX_IMPORT_DEPTH}) reached`);
    await this.load(target, depth + 1, chain, fromLabel);
  }
}

/**
 * Real path of an import target, taken as written: Claude Code 2.1.328 reads `@docs/a.md,` as the file `docs/a.md,`
 * (and, that not being a text file's name, imports nothing), never as `docs/a.md`.
 */
async function resolveRef(ref: string, dir: string): Promise<string | undefined> {
  const real = await realpath(path.resolve(dir, ref)).catch(() => undefined);
  if (real !== undefined && (await stat(real).catch(() => undefined))?.isFile()) return real;
  return undefined;
}

/**
 * Block-level HTML comments (a comment that starts a line, to its end) are maintainers' notes: Claude Code drops them
 * before the model sees the file; a comment inside a line of text stays. Code blocks are left as written.
 */
export function withoutBlockComments(text: string): string {
  const parts = text.split(/(^ {0,3}(?:`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}(?:`{3,}|~{3,})[ \t]*$)/m);
  return parts.map((part, i) => (i % 2 === 1 ? part : part.replace(/^[ \t]*<!--[\s\S]*?-->[ \t]*(?:\n|$)/gm, ''))).join('');
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

/**
 * The repository's memory in Claude Code 2.1.328's order: `CLAUDE.md` and `.claude/CLAUDE.md` (each followed by its
 * imports), the `.claude/rules` files without `paths:`, then a committed `CLAUDE.local.md`.
 */
export async function loadProjectMemory(cwd: string, importSource?: ImportSource): Promise<ProjectMemory> {
  const root = await realpath(cwd);
  const loader = new MemoryLoader(root, new Set(), importSource);
  const loadRoot = async (name: string): Promise<boolean> => {
    const real = await realpath(path.join(root, name)).catch(() => undefined);
    if (real === undefined) return false;
    if (!real.startsWith(root + path.sep)) {
      loader.warnings.push(`${name}: links outside the repository; not loaded`);
      return false;
    }
    // Named as Claude Code names it: `CLAUDE.md`, even when committed as a link to AGENTS.md.
    await loader.load(real, 0, [], undefined, name);
    return true;
  };
  let rootMemory = false;
  for (const name of ROOT_FILES) rootMemory = (await loadRoot(name)) || rootMemory;
  // Claude Code 2.1.328 reads a root AGENTS.md in their place when neither CLAUDE.md nor .claude/CLAUDE.md exists
  // (observed: its first request gives it as the project's instructions), and not beside either.
  const agentsInstead = !rootMemory && (await loadRoot('AGENTS.md'));
  const rules = await loadRules(root);
  for (const rule of rules.always) {
    loader.loaded.add(rule.path);
    loader.files.push({ path: rule.path, label: rule.label, content: withoutBlockComments(rule.content) });
  }
  const before = loader.files.length;
  if (await loadRoot('CLAUDE.local.md')) {
    const local = loader.files[before];
    if (local) local.local = true;
  }
  const agentsMd = agentsInstead ? undefined : await realpath(path.join(root, 'AGENTS.md')).catch(() => undefined);
  if (agentsMd !== undefined && !loader.loaded.has(agentsMd)) {
    // Beside a CLAUDE.md, Claude Code does not read AGENTS.md: neither does the runner, but it says so.
    loader.warnings.push(
      'AGENTS.md: not read beside CLAUDE.md (Claude Code reads it only when there is no CLAUDE.md); import it from CLAUDE.md with a line "@AGENTS.md" to use it',
    );
  }
  return {
    files: loader.files,
    warnings: [...loader.warnings, ...rules.warnings],
    loaded: loader.loaded,
    scopedRules: rules.scoped,
    ...(importSource ? { importSource } : {}),
  };
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
  importSource?: ImportSource,
): Promise<{ files: MemoryFile[]; warnings: string[] }> {
  const root = await realpath(cwd);
  const target = path.resolve(cwd, filePath);
  const dir = await realpath(path.dirname(target)).catch(() => path.dirname(target));
  const rel = path.relative(root, dir);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return { files: [], warnings: [] };
  const loader = new MemoryLoader(root, alreadyLoaded, importSource);
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
      const kind = f.local ? "user's private project instructions, not checked in" : `project instructions, checked into the codebase${origin}`;
      return `Contents of ${f.label} (${kind}):\n\n${f.content.trim()}`;
    })
    .join('\n\n');
}
