import path from 'node:path';
import type {
  CallHierarchyIncomingCall,
  CallHierarchyItem,
  CallHierarchyOutgoingCall,
  DocumentSymbol,
  Hover,
  Location,
  LocationLink,
  MarkedString,
  MarkupContent,
  SymbolInformation,
} from 'vscode-languageserver-types';

/** The LSP tool's operations, as Claude Code names them. */
export const LSP_OPERATIONS = [
  'goToDefinition',
  'findReferences',
  'hover',
  'documentSymbol',
  'workspaceSymbol',
  'goToImplementation',
  'prepareCallHierarchy',
  'incomingCalls',
  'outgoingCalls',
] as const;
export type LspOperation = (typeof LSP_OPERATIONS)[number];

// Claude Code's texts, word for word (2.1.197's LSP tool).
const NO_DEFINITION =
  'No definition found. This may occur if the cursor is not on a symbol, or if the definition is in an external library not indexed by the LSP server.';
const NO_REFERENCES = 'No references found. This may occur if the symbol has no usages, or if the LSP server has not fully indexed the workspace.';
const NO_HOVER = 'No hover information available. This may occur if the cursor is not on a symbol, or if the LSP server has not fully indexed the file.';
const NO_DOC_SYMBOLS =
  'No symbols found in document. This may occur if the file is empty, not supported by the LSP server, or if the server has not fully indexed the file.';
const NO_WS_SYMBOLS = 'No symbols found in workspace. This may occur if the workspace is empty, or if the LSP server has not finished indexing the project.';
export const NO_CALL_ITEM = 'No call hierarchy item found at this position';

// biome-ignore format: LSP's SymbolKind numbering, one line
const KINDS = ['File', 'Module', 'Namespace', 'Package', 'Class', 'Method', 'Property', 'Field', 'Constructor', 'Enum', 'Interface', 'Function', 'Variable', 'Constant', 'String', 'Number', 'Boolean', 'Array', 'Object', 'Key', 'Null', 'EnumMember', 'Struct', 'Event', 'Operator', 'TypeParameter'];
const kindName = (kind: number): string => KINDS[kind - 1] ?? 'Unknown';
const plural = (n: number, word: string): string => (n === 1 ? word : `${word}s`);

/** A `file://` URI as a path relative to the working directory when that is shorter (and not two levels up). */
export function uriPath(uri: string | undefined, cwd: string): string {
  if (!uri) return '<unknown location>';
  let p = uri.replace(/^file:\/\//, '');
  if (/^\/[A-Za-z]:/.test(p)) p = p.slice(1);
  try {
    p = decodeURIComponent(p);
  } catch {
    // Kept as written.
  }
  const rel = path.relative(cwd, p).replaceAll('\\', '/');
  return rel.length < p.length && !rel.startsWith('../../') ? rel : p.replaceAll('\\', '/');
}

/** A LocationLink as the Location it points at (its selection range). */
export function asLocation(item: Location | LocationLink): Location {
  return 'targetUri' in item ? { uri: item.targetUri, range: item.targetSelectionRange ?? item.targetRange } : item;
}

const at = (loc: Location, cwd: string): string => `${uriPath(loc.uri, cwd)}:${loc.range.start.line + 1}:${loc.range.start.character + 1}`;

function grouped<T>(items: readonly T[], uriOf: (item: T) => string, cwd: string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = uriPath(uriOf(item), cwd);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

function locations(answer: unknown): Location[] {
  const list = (Array.isArray(answer) ? answer : answer ? [answer] : []) as (Location | LocationLink)[];
  return list.map(asLocation).filter((loc) => loc?.uri);
}

function formatDefinition(answer: unknown, cwd: string): string {
  const found = locations(answer);
  if (found.length === 0) return NO_DEFINITION;
  if (found.length === 1 && found[0]) return `Defined in ${at(found[0], cwd)}`;
  return `Found ${found.length} definitions:\n${found.map((loc) => `  ${at(loc, cwd)}`).join('\n')}`;
}

function formatReferences(answer: unknown, cwd: string): string {
  const found = locations(answer);
  if (found.length === 0) return NO_REFERENCES;
  if (found.length === 1 && found[0]) return `Found 1 reference:\n  ${at(found[0], cwd)}`;
  const groups = grouped(found, (loc) => loc.uri, cwd);
  const lines = [`Found ${found.length} references across ${groups.size} files:`];
  for (const [file, locs] of groups) {
    lines.push(`\n${file}:`);
    for (const loc of locs) lines.push(`  Line ${loc.range.start.line + 1}:${loc.range.start.character + 1}`);
  }
  return lines.join('\n');
}

function hoverText(contents: Hover['contents']): string {
  const one = (c: MarkedString | MarkupContent): string => (typeof c === 'string' ? c : c.value);
  return Array.isArray(contents) ? contents.map(one).join('\n') : one(contents);
}

function formatHover(answer: unknown): string {
  const hover = answer as Hover | null | undefined;
  if (!hover) return NO_HOVER;
  const text = hoverText(hover.contents);
  return hover.range ? `Hover info at ${hover.range.start.line + 1}:${hover.range.start.character + 1}:\n${text}` : text;
}

function symbolLines(symbol: DocumentSymbol, depth: number): string[] {
  const line = `${'  '.repeat(depth)}${symbol.name} (${kindName(symbol.kind)})${symbol.detail ? ` ${symbol.detail}` : ''} - Line ${symbol.range.start.line + 1}`;
  return [line, ...(symbol.children ?? []).flatMap((child) => symbolLines(child, depth + 1))];
}

function formatWorkspaceSymbols(answer: unknown, cwd: string): string {
  const found = ((answer ?? []) as SymbolInformation[]).filter((s) => s?.location?.uri);
  if (found.length === 0) return NO_WS_SYMBOLS;
  const lines = [`Found ${found.length} ${plural(found.length, 'symbol')} in workspace:`];
  for (const [file, symbols] of grouped(found, (s) => s.location.uri, cwd)) {
    lines.push(`\n${file}:`);
    for (const s of symbols)
      lines.push(`  ${s.name} (${kindName(s.kind)}) - Line ${s.location.range.start.line + 1}${s.containerName ? ` in ${s.containerName}` : ''}`);
  }
  return lines.join('\n');
}

function formatDocumentSymbols(answer: unknown, cwd: string): string {
  const found = (answer ?? []) as (DocumentSymbol | SymbolInformation)[];
  if (found.length === 0) return NO_DOC_SYMBOLS;
  if (found[0] && 'location' in found[0]) return formatWorkspaceSymbols(found, cwd);
  return ['Document symbols:', ...(found as DocumentSymbol[]).flatMap((s) => symbolLines(s, 0))].join('\n');
}

function callItem(item: CallHierarchyItem, cwd: string): string {
  if (!item.uri) return `${item.name} (${kindName(item.kind)}) - <unknown location>`;
  return `${item.name} (${kindName(item.kind)}) - ${uriPath(item.uri, cwd)}:${item.range.start.line + 1}${item.detail ? ` [${item.detail}]` : ''}`;
}

function formatCallItems(answer: unknown, cwd: string): string {
  const items = (answer ?? []) as CallHierarchyItem[];
  if (items.length === 0) return NO_CALL_ITEM;
  if (items.length === 1 && items[0]) return `Call hierarchy item: ${callItem(items[0], cwd)}`;
  return [`Found ${items.length} call hierarchy items:`, ...items.map((item) => `  ${callItem(item, cwd)}`)].join('\n');
}

function formatCalls(answer: unknown, cwd: string, incoming: boolean): string {
  const calls = (answer ?? []) as (CallHierarchyIncomingCall | CallHierarchyOutgoingCall)[];
  if (calls.length === 0) return incoming ? 'No incoming calls found (nothing calls this function)' : 'No outgoing calls found (this function calls nothing)';
  const other = (call: CallHierarchyIncomingCall | CallHierarchyOutgoingCall): CallHierarchyItem | undefined =>
    'from' in call ? call.from : 'to' in call ? call.to : undefined;
  const lines = [`Found ${calls.length} ${incoming ? 'incoming' : 'outgoing'} ${plural(calls.length, 'call')}:`];
  const known = calls.filter((call) => other(call) !== undefined);
  for (const [file, group] of grouped(known, (call) => other(call)?.uri ?? '', cwd)) {
    lines.push(`\n${file}:`);
    for (const call of group) {
      const item = other(call) as CallHierarchyItem;
      const ranges = call.fromRanges?.length
        ? ` [${incoming ? 'calls at' : 'called from'}: ${call.fromRanges.map((r) => `${r.start.line + 1}:${r.start.character + 1}`).join(', ')}]`
        : '';
      lines.push(`  ${item.name} (${kindName(item.kind)}) - Line ${item.range.start.line + 1}${ranges}`);
    }
  }
  return lines.join('\n');
}

/** Claude Code's text for an answer, with how many results and in how many files (its output's resultCount and fileCount). */
export function formatLspAnswer(operation: LspOperation, answer: unknown, cwd: string): { text: string; resultCount: number; fileCount: number } {
  const files = (uris: (string | undefined)[]): number => new Set(uris.filter(Boolean)).size;
  switch (operation) {
    case 'goToDefinition':
    case 'goToImplementation': {
      const found = locations(answer);
      return { text: formatDefinition(answer, cwd), resultCount: found.length, fileCount: files(found.map((l) => l.uri)) };
    }
    case 'findReferences': {
      const found = locations(answer);
      return { text: formatReferences(answer, cwd), resultCount: found.length, fileCount: files(found.map((l) => l.uri)) };
    }
    case 'hover':
      return { text: formatHover(answer), resultCount: answer ? 1 : 0, fileCount: answer ? 1 : 0 };
    case 'documentSymbol': {
      const found = (answer ?? []) as DocumentSymbol[];
      const count = (list: DocumentSymbol[]): number => list.reduce((n, s) => n + 1 + count(s.children ?? []), 0);
      return {
        text: formatDocumentSymbols(answer, cwd),
        resultCount: found[0] && 'range' in found[0] ? count(found) : found.length,
        fileCount: found.length > 0 ? 1 : 0,
      };
    }
    case 'workspaceSymbol': {
      const found = ((answer ?? []) as SymbolInformation[]).filter((s) => s?.location?.uri);
      return { text: formatWorkspaceSymbols(answer, cwd), resultCount: found.length, fileCount: files(found.map((s) => s.location.uri)) };
    }
    case 'prepareCallHierarchy': {
      const items = (answer ?? []) as CallHierarchyItem[];
      return { text: formatCallItems(answer, cwd), resultCount: items.length, fileCount: files(items.map((i) => i.uri)) };
    }
    case 'incomingCalls':
    case 'outgoingCalls': {
      const calls = (answer ?? []) as (CallHierarchyIncomingCall & CallHierarchyOutgoingCall)[];
      const incoming = operation === 'incomingCalls';
      return {
        text: formatCalls(answer, cwd, incoming),
        resultCount: calls.length,
        fileCount: files(calls.map((c) => (incoming ? c.from?.uri : c.to?.uri))),
      };
    }
  }
}
