import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** One relative import in src/: the importing file, the file it names, and whether it is type-only. */
export interface ImportEdge {
  from: string;
  to: string;
  typeOnly: boolean;
}

/** Every .ts/.cts file under `root`, as paths relative to it (forward slashes). */
export function sourceFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.c?ts$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

const IMPORT = /(?:^|[;\s}])(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The module specifiers a file names: static imports and re-exports, and dynamic import() with a literal. */
export function importsOf(text: string): { spec: string; typeOnly: boolean }[] {
  const out: { spec: string; typeOnly: boolean }[] = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[3] ?? m[4];
    if (spec !== undefined) out.push({ spec, typeOnly: m[2] !== undefined });
  }
  return out;
}

/** The relative imports between files of `root` (specifiers ending .js resolve to the .ts source). */
export function importEdges(root: string): ImportEdge[] {
  const files = new Set(sourceFiles(root));
  const edges: ImportEdge[] = [];
  for (const file of files) {
    for (const { spec, typeOnly } of importsOf(readFileSync(path.join(root, file), 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const target = path.posix
        .normalize(path.posix.join(path.posix.dirname(file), spec))
        .replace(/\.js$/, '.ts')
        .replace(/\.cjs$/, '.cts');
      edges.push({ from: file, to: files.has(target) ? target : target, typeOnly });
    }
  }
  return edges;
}

/** The external packages a file imports (bare specifiers), for boundary rules such as "agent/ never imports @actions/*". */
export function packageImports(root: string): { from: string; spec: string }[] {
  const out: { from: string; spec: string }[] = [];
  for (const file of sourceFiles(root)) {
    for (const { spec } of importsOf(readFileSync(path.join(root, file), 'utf8'))) if (!spec.startsWith('.')) out.push({ from: file, spec });
  }
  return out;
}

/** A file's folder under src/: its first path segment, or the file's own name for a top-level file. */
export function folderOf(file: string): string {
  const parts = file.split('/');
  return parts.length > 1 ? (parts[0] ?? file) : file.replace(/\.c?ts$/, '');
}

/** The cycles of a directed graph, one per strongly connected component with more than one node (Tarjan). */
export function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, indexOf.get(next) ?? 0));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      for (;;) {
        const top = stack.pop();
        if (top === undefined) break;
        onStack.delete(top);
        component.push(top);
        if (top === node) break;
      }
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return components;
}

/** Builds a graph from edges mapped through `key` (files → folders), without self-loops. */
export function graphOf(edges: readonly ImportEdge[], key: (file: string) => string): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const edge of edges) {
    const a = key(edge.from);
    const b = key(edge.to);
    if (!graph.has(a)) graph.set(a, new Set());
    if (!graph.has(b)) graph.set(b, new Set());
    if (a !== b) graph.get(a)?.add(b);
  }
  return graph;
}
