/**
 * Claude Code's `worktree` settings block (2.1.x schema: `baseRef`, `sparsePaths`, `symlinkDirectories`,
 * `bgIsolation`), as far as subagents' worktrees (`isolation: worktree`) in CI use it. Later sources win per key.
 */
export interface WorktreeSettings {
  /** `"fresh"` (Claude Code's default: origin's default branch) or `"head"`; unset, the runner branches from HEAD. */
  baseRef?: { value: 'fresh' | 'head'; source: string };
  /** Directories (relative to the repository root) checked out in cone mode; nothing else but root-level files. */
  sparsePaths?: { paths: string[]; source: string };
}

/** Keys of the block the runner has no use for, and why: each named in a warning. */
const UNHONOURED: Readonly<Record<string, string>> = {
  symlinkDirectories: "a link from the worktree into the workspace would let the subagent's writes reach the workspace; the directories are not linked",
  bgIsolation: 'there are no background sessions in CI',
};

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}

/** A sparse path as git's cone mode takes it: relative, `/`-separated, no `..`, no trailing slash. */
function sparsePath(raw: string): string | undefined {
  const trimmed = raw
    .trim()
    .replace(/\\/g, '/')
    .replace(/^(?:\.\/)+/, '')
    .replace(/^\/+|\/+$/g, '');
  if (trimmed === '' || trimmed.split('/').some((part) => part === '..' || part === '.' || part === '')) return undefined;
  // Cone mode takes directory names, not patterns: a glob or escape character would change what its line matches.
  if (/[*?[\]\\!#]/.test(trimmed)) return undefined;
  return trimmed;
}

export function applyWorktreeBlock(value: unknown, label: string, into: WorktreeSettings, warnings: string[]): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    warnings.push(`${label}: worktree: expected an object, got ${describe(value)}; ignored`);
    return;
  }
  for (const [key, v] of Object.entries(value)) {
    const at = `${label}: worktree.${key}`;
    if (key === 'baseRef') {
      if (v === 'fresh' || v === 'head') into.baseRef = { value: v, source: `${label} worktree.baseRef` };
      else warnings.push(`${at}: expected "fresh" or "head", got ${typeof v === 'string' ? `"${v.slice(0, 40)}"` : describe(v)}; ignored`);
    } else if (key === 'sparsePaths') {
      if (!Array.isArray(v) || !v.every((p) => typeof p === 'string')) {
        warnings.push(`${at}: expected a list of directory paths, got ${describe(v)}; ignored`);
        continue;
      }
      const paths: string[] = [];
      for (const raw of v as string[]) {
        const p = sparsePath(raw);
        if (p === undefined)
          warnings.push(`${at}: "${raw.slice(0, 80)}" is not a directory inside the repository (cone mode takes plain directory names); left out`);
        else if (!paths.includes(p)) paths.push(p);
      }
      if (paths.length > 0) into.sparsePaths = { paths, source: `${label} worktree.sparsePaths` };
      else delete into.sparsePaths;
    } else if (UNHONOURED[key] !== undefined) {
      warnings.push(`${at}: not honoured in CI (${UNHONOURED[key]}); ignored`);
    } else {
      warnings.push(`${at}: unknown worktree setting, ignored`);
    }
  }
}
