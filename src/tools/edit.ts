import { dirname } from 'node:path';
import { makeFolders, openInWorkspace, onWorkspaceFile } from './path-guard.js';
import { statFile } from './read.js';
import { CHANGED_NOTE, NOT_READ } from './read-state.js';
import { toolInput, objectSchema } from './schema.js';
import { formatBytes } from './truncate.js';
import { structuredPatch } from './structured-patch.js';
import { FILE_STATE_CURRENT, writeVerified } from './write.js';
import { type ToolDefinition, type Validation, type Workspace, toolError, toolUseError } from './types.js';

export interface EditInput {
  file_path: string;
  old_string: string;
  new_string: string;
  replace_all?: boolean;
}

export interface EditOptions {
  workspace: Workspace;
  /** Files above this are refused: the whole file is held in memory twice. */
  maxFileBytes?: number;
}

const schema = objectSchema(['file_path', 'old_string', 'new_string'], {
  file_path: { type: 'string', description: 'Path of the file to modify: absolute, or relative to the working directory.' },
  old_string: { type: 'string', description: 'The exact text to replace.' },
  new_string: { type: 'string', description: 'The text to replace it with (must differ from old_string).' },
  replace_all: { type: 'boolean', description: 'Replace every occurrence of old_string (default false).' },
});

/** `replace_all` filled in (false) as Claude Code fills it, so hooks' `tool_input` carries it as the CLI's does. */
const editInput = ((base) => ({
  inputSchema: base.inputSchema,
  validate: (input: unknown): Validation<EditInput> => {
    const v = base.validate(input);
    return v.ok ? { ok: true, value: { replace_all: false, ...v.value } } : v;
  },
}))(toolInput<EditInput>('Edit', schema));

/** Start offsets of non-overlapping occurrences, left to right, as split/join replaces them. */
function occurrences(text: string, needle: string): number[] {
  const at: number[] = [];
  for (let i = text.indexOf(needle); i !== -1; i = text.indexOf(needle, i + needle.length)) at.push(i);
  return at;
}

/** Why an old_string was not found, when a cheap guess is possible. */
function notFoundHint(text: string, old: string): string {
  const lines = old.split('\n').filter((l) => l.trim() !== '');
  if (lines.length > 0 && lines.every((l) => /^\s*\d+\t/.test(l))) {
    return '\nIt seems to include the line-number prefixes that Read adds; leave them out.';
  }
  const first = lines[0]?.trim();
  if (first && first.length >= 4) {
    const fileLines = text.split('\n');
    const idx = fileLines.findIndex((l) => l.trim() === first);
    if (idx !== -1) {
      return `\nIts first line appears at line ${idx + 1}, so the difference is likely in whitespace, indentation or a later line.`;
    }
  }
  return '';
}

export function createEditTool(opts: EditOptions): ToolDefinition<EditInput> {
  const maxFileBytes = opts.maxFileBytes ?? 32 * 1024 * 1024;
  return {
    name: 'Edit',
    ...editInput,
    execute: onWorkspaceFile(opts.workspace, 'file_path', async (filePath, input, ctx) => {
      // Refusals in Claude Code's words (2.1.332), with the runner's hint where it has one.
      if (input.old_string === input.new_string) return toolUseError('No changes to make: old_string and new_string are exactly the same.');
      const st = await statFile(filePath, opts.workspace.root);
      if (!st.ok) {
        const missing = st.error.startsWith('File does not exist');
        if (!(missing && input.old_string === '')) return toolUseError(st.error);
        try {
          const folderError = await makeFolders(opts.workspace, dirname(filePath), ctx.recheckPath);
          if (folderError !== undefined) return toolError(folderError);
          const written = await writeVerified(opts.workspace, filePath, input.new_string, true, ctx.recheckPath);
          ctx.files?.wrote(filePath, written.mtimeMs, input.new_string, true);
        } catch (err) {
          return toolError(`Failed to create ${filePath}: ${(err as Error).message}`);
        }
        // details: the SDK's FileEditOutput (the transcript's tool_use_result, hooks' tool_response), plus ours.
        const created = {
          filePath,
          oldString: '',
          newString: input.new_string,
          originalFile: null,
          structuredPatch: structuredPatch('', input.new_string),
          userModified: false,
          replaceAll: false,
        };
        return {
          content: `The file ${filePath} has been updated successfully.${FILE_STATE_CURRENT}`,
          isError: false,
          details: { ...created, replacements: 0, created: true },
        };
      }
      if (st.stats.size > maxFileBytes) {
        return toolError(`${filePath} is ${formatBytes(st.stats.size)}, too large for Edit (limit ${formatBytes(maxFileBytes)}). Use Bash (e.g. sed) instead.`);
      }
      let raw: Buffer;
      let mtimeMs: number;
      try {
        const opened = await openInWorkspace(opts.workspace, filePath, 'read', ctx.recheckPath);
        if (!opened.ok) return toolError(opened.error);
        try {
          mtimeMs = (await opened.handle.stat()).mtimeMs;
          raw = await opened.handle.readFile();
        } finally {
          await opened.handle.close();
        }
      } catch (err) {
        return toolError(`Failed to read ${filePath}: ${(err as Error).message}`);
      }
      if (raw.subarray(0, 8192).includes(0)) return toolError(`${filePath} looks like a binary file; Edit only changes text files.`);
      const text = raw.toString('utf8');

      let oldStr = input.old_string;
      let newStr = input.new_string;
      if (oldStr === '') {
        if (text !== '') {
          return toolUseError('Cannot create new file - file already exists.');
        }
      }
      // Claude Code's rule: only a file the agent has seen; one changed on disk since is still edited, with a note.
      const seen = ctx.files?.stateOf(filePath, { mtimeMs, data: raw }) ?? 'current';
      if (seen === 'unread') return toolUseError(NOT_READ);
      let found = oldStr === '' ? [0] : occurrences(text, oldStr);
      // Read shows CRLF files without the CR, so the model's strings come back with bare LF.
      if (found.length === 0 && text.includes('\r\n') && oldStr.includes('\n') && !oldStr.includes('\r')) {
        const crlf = (s: string): string => s.replace(/\r?\n/g, '\r\n');
        const retry = occurrences(text, crlf(oldStr));
        if (retry.length > 0) {
          oldStr = crlf(oldStr);
          newStr = crlf(newStr);
          found = retry;
        }
      }
      // The string is quoted back as Claude Code quotes it, cut where it is long (a 10 KB old_string is not sent twice).
      const quoted = input.old_string.length > 200 ? `${input.old_string.slice(0, 200)}… (${input.old_string.length} characters)` : input.old_string;
      if (found.length === 0) return toolUseError(`String to replace not found in file.\nString: ${quoted}${notFoundHint(text, oldStr)}`);
      if (found.length > 1 && !input.replace_all) {
        return toolUseError(
          `Found ${found.length} matches of the string to replace, but replace_all is false. To replace all occurrences, set replace_all to true. ` +
            `To replace only one occurrence, please provide more context to uniquely identify the instance.\nString: ${quoted}`,
        );
      }
      // split/join, unlike String.replace, gives `$&` and friends no special meaning.
      const updated = oldStr === '' ? newStr : text.split(oldStr).join(newStr);
      try {
        const written = await writeVerified(opts.workspace, filePath, updated, false, ctx.recheckPath);
        ctx.files?.wrote(filePath, written.mtimeMs, updated, false);
      } catch (err) {
        return toolError(`Failed to write ${filePath}: ${(err as Error).message}`);
      }
      const n = found.length;
      // After a partial Read the model has not seen the whole file, so Claude Code does not call its state current.
      const state = seen === 'changed' ? CHANGED_NOTE : seen === 'partial' ? '' : FILE_STATE_CURRENT;
      const content = input.replace_all
        ? `The file ${filePath} has been updated. All occurrences were successfully replaced.${state}`
        : `The file ${filePath} has been updated successfully.${state}`;
      const output = {
        filePath,
        oldString: input.old_string,
        newString: input.new_string,
        originalFile: text,
        structuredPatch: structuredPatch(text, updated),
        userModified: false,
      };
      return { content, isError: false, details: { ...output, replacements: n, replaceAll: input.replace_all === true } };
    }),
    readOnly: false,
    description: [
      'Performs an exact string replacement in a file: old_string is replaced by new_string.',
      'old_string must match the file exactly, including whitespace and indentation, and must occur exactly once',
      'unless replace_all is true; otherwise the edit fails. Include enough surrounding lines to make it unique.',
      'When copying text from Read output, leave out the line-number prefix (number and tab).',
      'Use replace_all to rename something throughout the file. An empty old_string creates a file that does not exist yet.',
      'Read the file first. Returns a one-line confirmation naming the file.',
    ].join(' '),
  };
}
