import { dirname } from 'node:path';
import { makeFolders, openInWorkspace, onWorkspaceFile, type PathRecheck } from './path-guard.js';
import { toolInput, objectSchema } from './schema.js';
import { structuredPatch } from './structured-patch.js';
import { countLines } from './truncate.js';
import { CHANGED_SINCE_READ, NOT_READ } from './read-state.js';
import { type ToolDefinition, type Workspace, toolError, toolUseError } from './types.js';

/** Claude Code's words after a write (2.1.332): the model wrote the content, so it need not Read the file back. */
export const FILE_STATE_CURRENT = ' (file state is current in your context — no need to Read it back)';

/** Above this, Write's result carries no originalFile or structuredPatch (they would only bloat the transcript). */
const MAX_DIFF_BYTES = 1024 * 1024;
export interface WriteInput {
  file_path: string;
  content: string;
}

export interface WriteOptions {
  workspace: Workspace;
}

const schema = objectSchema(['file_path', 'content'], {
  file_path: { type: 'string', description: 'Path of the file to write: absolute, or relative to the working directory.' },
  content: { type: 'string', description: 'The complete new content of the file.' },
});

export function createWriteTool(opts: WriteOptions): ToolDefinition<WriteInput> {
  return {
    name: 'Write',
    ...toolInput<WriteInput>('Write', schema),
    execute: onWorkspaceFile(opts.workspace, 'file_path', async (filePath, input, ctx) => {
      const folderError = await makeFolders(opts.workspace, dirname(filePath), ctx.recheckPath);
      if (folderError !== undefined) return toolError(folderError);
      // One descriptor, checked on what it really is, for the old content and the new: no second lookup by name.
      const opened = await openInWorkspace(opts.workspace, filePath, 'write', ctx.recheckPath);
      if (!opened.ok) return toolError(opened.error);
      const existed = !opened.created;
      let originalFile: string | null = null;
      try {
        const st = await opened.handle.stat();
        if (!st.isFile()) return toolError(`${filePath} is not a regular file; Write only writes regular files.`);
        // For the transcript's structuredPatch; a file too large to diff is reported without one.
        if (existed && st.size <= MAX_DIFF_BYTES) originalFile = await opened.handle.readFile('utf8').catch(() => null);
        // Claude Code's rule: an existing file is overwritten only once the agent has seen it, as it still is.
        const seen = existed ? ctx.files?.stateOf(filePath, { mtimeMs: st.mtimeMs, ...(originalFile !== null ? { data: originalFile } : {}) }) : undefined;
        if (seen === 'unread') return toolUseError(NOT_READ);
        if (seen === 'changed') return toolUseError(CHANGED_SINCE_READ);
        await opened.handle.truncate(0);
        await opened.handle.write(input.content, 0, 'utf8');
        ctx.files?.wrote(filePath, (await opened.handle.stat()).mtimeMs, input.content, true);
      } catch (err) {
        return toolError(`Failed to write ${filePath}: ${(err as Error).message}`);
      } finally {
        await opened.handle.close().catch(() => undefined);
      }
      const lines = countLines(input.content);
      const bytes = Buffer.byteLength(input.content);
      return {
        content: existed
          ? `The file ${filePath} has been updated successfully.${FILE_STATE_CURRENT}`
          : `File created successfully at: ${filePath}${FILE_STATE_CURRENT}`,
        isError: false,
        // The SDK's FileWriteOutput (tool_use_result, hooks' tool_response), plus ours.
        details: {
          filePath,
          type: existed ? 'update' : 'create',
          content: input.content,
          structuredPatch: originalFile !== null || !existed ? structuredPatch(originalFile ?? '', input.content) : [],
          originalFile,
          lines,
          bytes,
        },
      };
    }),
    readOnly: false,
    description: [
      'Writes a file in the working directory, replacing it entirely if it exists; missing parent folders are created.',
      'Use it for new files or complete rewrites; to change part of an existing file prefer Edit, which sends less',
      'and cannot lose the rest of the file. Read an existing file before overwriting it.',
      'Returns a one-line confirmation saying whether the file was created or overwritten.',
    ].join(' '),
  };
}

/**
 * Replaces a file's content through a descriptor checked to be the file that was decided on (see openInWorkspace):
 * truncated only once the check passed, so a link swapped in at the last moment cannot empty a file elsewhere.
 */
export async function writeVerified(ws: Workspace, filePath: string, content: string, create = false, recheck?: PathRecheck): Promise<{ mtimeMs: number }> {
  const opened = await openInWorkspace(ws, filePath, create ? 'create' : 'write', recheck);
  if (!opened.ok) throw Object.assign(new Error(opened.error), { code: 'EVERIFY' });
  try {
    await opened.handle.truncate(0);
    await opened.handle.write(content, 0, 'utf8');
    return { mtimeMs: (await opened.handle.stat()).mtimeMs };
  } finally {
    await opened.handle.close();
  }
}
