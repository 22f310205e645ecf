import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { helperEnv } from '../process/env.js';
import { asLocation, formatLspAnswer, LSP_OPERATIONS, NO_CALL_ITEM, type LspOperation } from './lsp-format.js';
import { onWorkspaceFile, openInWorkspace } from './path-guard.js';
import { toolInput, objectSchema } from './schema.js';
import { type ToolDefinition, type ToolResult, type Workspace, toolError, toolUseError } from './types.js';

export const LSP_TOOL_NAME = 'LSP';

/** The language servers, as the tool needs them (src/lsp/servers.ts). */
export interface LspPort {
  /** The answer for this file (synced with `text` first), or undefined when no server handles its extension. */
  request(absPath: string, text: string, method: string, params: unknown, signal: AbortSignal): Promise<{ answer: unknown } | undefined>;
  /** A follow-up request to the server that handled the file. */
  follow(absPath: string, method: string, params: unknown, signal: AbortSignal): Promise<unknown>;
}

export interface LspInput {
  operation: LspOperation;
  filePath: string;
  line: number;
  character: number;
  query?: string;
}

// Claude Code's description of the tool, word for word.
const DESCRIPTION = `Interact with Language Server Protocol (LSP) servers to get code intelligence features.

Supported operations:
- goToDefinition: Find where a symbol is defined
- findReferences: Find all references to a symbol
- hover: Get hover information (documentation, type info) for a symbol
- documentSymbol: Get all symbols (functions, classes, variables) in a document
- workspaceSymbol: Search for symbols matching a query across the entire workspace
- goToImplementation: Find implementations of an interface or abstract method
- prepareCallHierarchy: Get call hierarchy item at a position (functions/methods)
- incomingCalls: Find all functions/methods that call the function at a position
- outgoingCalls: Find all functions/methods called by the function at a position

All operations require:
- filePath: The file to operate on
- line: The line number (1-based, as shown in editors)
- character: The character offset (1-based, as shown in editors)

The workspaceSymbol operation also takes:
- query: The symbol name or partial name to search for. Always provide it — most language servers return no results for an empty query.

Note: LSP servers must be configured for the file type. If no server is available, an error will be returned.`;

const schema = objectSchema(['operation', 'filePath', 'line', 'character'], {
  operation: { type: 'string', enum: LSP_OPERATIONS, description: 'The LSP operation to perform' },
  filePath: { type: 'string', description: 'The absolute or relative path to the file' },
  line: { type: 'integer', minimum: 1, description: 'The line number (1-based, as shown in editors)' },
  character: { type: 'integer', minimum: 1, description: 'The character offset (1-based, as shown in editors)' },
  query: {
    type: 'string',
    description:
      'The symbol name or partial name to search for (workspaceSymbol only). Most language servers return no results for an empty query, so always provide it when using workspaceSymbol.',
  },
});

/** Claude Code's limit: a larger file is not sent to a server. */
const MAX_FILE_BYTES = 10_000_000;

/** The request an operation sends (call hierarchy's two steps start with `prepareCallHierarchy`), as Claude Code sends it. */
function requestOf(input: LspInput, absPath: string): { method: string; params: unknown } {
  const textDocument = { uri: pathToFileURL(absPath).href };
  const position = { line: input.line - 1, character: input.character - 1 };
  switch (input.operation) {
    case 'goToDefinition':
      return { method: 'textDocument/definition', params: { textDocument, position } };
    case 'findReferences':
      return { method: 'textDocument/references', params: { textDocument, position, context: { includeDeclaration: true } } };
    case 'hover':
      return { method: 'textDocument/hover', params: { textDocument, position } };
    case 'documentSymbol':
      return { method: 'textDocument/documentSymbol', params: { textDocument } };
    case 'workspaceSymbol':
      return { method: 'workspace/symbol', params: { query: input.query ?? '' } };
    case 'goToImplementation':
      return { method: 'textDocument/implementation', params: { textDocument, position } };
    default:
      return { method: 'textDocument/prepareCallHierarchy', params: { textDocument, position } };
  }
}

/** The files among `files` that git ignores (Claude Code drops results in them); none outside a repository. */
function gitIgnored(files: string[], cwd: string): Promise<Set<string>> {
  if (files.length === 0) return Promise.resolve(new Set());
  return new Promise((resolve) => {
    const child = spawn('git', ['check-ignore', '--stdin', '-z'], { cwd, env: helperEnv({ GIT_TERMINAL_PROMPT: '0' }), stdio: ['pipe', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
    });
    child.once('error', () => resolve(new Set()));
    child.once('close', () => resolve(new Set(out.split('\0').filter(Boolean))));
    child.stdin.on('error', () => {});
    child.stdin.end(files.map((f) => `${f}\0`).join(''));
  });
}

const uriOf = (item: unknown, operation: LspOperation): string | undefined => {
  if (typeof item !== 'object' || item === null) return undefined;
  if (operation === 'workspaceSymbol') return (item as { location?: { uri?: string } }).location?.uri;
  return asLocation(item as Parameters<typeof asLocation>[0]).uri;
};

/**
 * Results in files git ignores are dropped, as Claude Code drops them; so are results in files a Read deny rule
 * hides (the runner's addition: the tool reads like Read, and must not show where a hidden file's symbols are).
 */
async function visibleOnly(answer: unknown, operation: LspOperation, cwd: string, denied?: (abs: string) => string | undefined): Promise<unknown> {
  if (!Array.isArray(answer) || !['goToDefinition', 'findReferences', 'goToImplementation', 'workspaceSymbol'].includes(operation)) return answer;
  const fileOf = (item: unknown): string | undefined => {
    const uri = uriOf(item, operation);
    if (uri === undefined || !uri.startsWith('file:')) return undefined;
    try {
      return fileURLToPath(uri);
    } catch {
      return undefined;
    }
  };
  const files = [...new Set(answer.map(fileOf).filter((f): f is string => f !== undefined))];
  const ignored = await gitIgnored(files, cwd);
  const ignoredAbs = new Set([...ignored].map((f) => path.resolve(cwd, f)));
  return answer.filter((item) => {
    const file = fileOf(item);
    return file === undefined || (!ignoredAbs.has(file) && denied?.(file) === undefined);
  });
}

/** Claude Code's `LSP` tool on the plugins' language servers: read-only, decided like Read on `filePath`. */
export function createLspTool(opts: { workspace: Workspace; servers: LspPort }): ToolDefinition<LspInput> {
  return {
    name: LSP_TOOL_NAME,
    ...toolInput<LspInput>(LSP_TOOL_NAME, schema),
    execute: onWorkspaceFile(opts.workspace, 'filePath', async (absPath, input, ctx) => {
      const st = await stat(absPath).catch(() => undefined);
      // The CLI's input check refuses it (2.1.332, gap-probes `lsp_missing`).
      if (st === undefined) return toolUseError(`File does not exist: ${input.filePath}`);
      if (!st.isFile()) return toolError(`Path is not a file: ${input.filePath}`);
      const done = (result: string, counts?: { resultCount: number; fileCount: number }): ToolResult => ({
        content: result,
        isError: false,
        details: { operation: input.operation, result, filePath: input.filePath, ...counts },
      });
      if (st.size > MAX_FILE_BYTES) return done(`File too large for LSP analysis (${Math.ceil(st.size / 1e6)}MB exceeds 10MB limit)`);
      // Read through one descriptor, decided again on what it really is, as Read reads.
      const opened = await openInWorkspace(opts.workspace, absPath, 'read', ctx.recheckPath);
      if (!opened.ok) return toolError(opened.error);
      let text: string;
      try {
        text = await opened.handle.readFile({ encoding: 'utf8' });
      } finally {
        await opened.handle.close();
      }
      const { method, params } = requestOf(input, absPath);
      try {
        const first = await opts.servers.request(absPath, text, method, params, ctx.signal);
        // A file without an extension: the CLI's words end at the colon (the model gets them trimmed).
        if (first === undefined) return done(`No LSP server available for file type: ${path.extname(absPath)}`.trimEnd());
        let answer = first.answer;
        if (input.operation === 'incomingCalls' || input.operation === 'outgoingCalls') {
          const items = Array.isArray(answer) ? answer : [];
          if (items.length === 0) return done(NO_CALL_ITEM, { resultCount: 0, fileCount: 0 });
          const next = input.operation === 'incomingCalls' ? 'callHierarchy/incomingCalls' : 'callHierarchy/outgoingCalls';
          answer = await opts.servers.follow(absPath, next, { item: items[0] }, ctx.signal);
        }
        const shown = await visibleOnly(answer, input.operation, opts.workspace.root, ctx.pathDenied);
        const { text: result, ...counts } = formatLspAnswer(input.operation, shown, opts.workspace.root);
        return done(result, counts);
      } catch (error) {
        return done(`Error performing ${input.operation}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
    readOnly: true,
    description: DESCRIPTION,
  };
}
