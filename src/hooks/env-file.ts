import { constants } from 'node:fs';
import { mkdir, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { EnvFileSlot, HookEnvFiles, HookEventName } from './types.js';

export type { EnvFileSlot, HookEnvFiles };

/**
 * CLAUDE_ENV_FILE as Claude Code has it (its session-env folder): each SessionStart, Setup, CwdChanged or FileChanged
 * command hook has a file of its own that persists through the session, and Bash runs their `export NAME=value`
 * lines, in the order Setup, SessionStart, CwdChanged, FileChanged, before each command.
 *
 * What differs is where the lines live. The model's Bash may write the workspace and the run's tmp (sandbox on) or
 * anything the runner's user may (sandbox off), so a file Bash sources from disk would let a prompt-injected model put
 * its own lines (aliases, functions, PATH, BASH_ENV) in front of every later command, past the deny rules. Here the
 * runner keeps each hook's lines in memory. A hook run gets a fresh folder of its own (outside the workspace and the
 * run's tmp; in the sandbox, the one path writable to that hook alone) holding a file pre-filled with what the hook
 * wrote before, so appending and overwriting mean what they mean in Claude Code; after the hook the runner reads the
 * file (a regular file, no link followed) as the hook's lines and removes the folder. Bash gets the lines from memory
 * with each command (src/tools/bash.ts), never from a file.
 */
export const ENV_FILE_EVENTS: readonly HookEventName[] = ['Setup', 'SessionStart', 'CwdChanged', 'FileChanged'];

/**
 * All hooks' lines together are held to this: they travel in every command's argv (quoted again by the sandbox's
 * wrapping), and one argument may hold 128 KiB. A hook whose lines would pass it keeps its earlier lines, with a warning.
 */
export const MAX_ENV_FILE_BYTES = 32 * 1024;

export function hookEnvFiles(root: string, warn: (text: string) => void): HookEnvFiles {
  // Insertion order within an event is the order the hooks first wrote.
  const lines = new Map<string, { event: HookEventName; text: string }>();
  let made: Promise<string> | undefined;
  const othersBytes = (key: string): number => [...lines].reduce((sum, [k, v]) => (k === key ? sum : sum + Buffer.byteLength(v.text)), 0);
  return {
    async open(event, hook) {
      const key = `${event}\0${hook}`;
      made ??= mkdir(root, { recursive: true, mode: 0o700 }).then(() => root);
      const dir = await mkdtemp(path.join(await made, 'hook-'));
      const file = path.join(dir, 'env.sh');
      await writeFile(file, lines.get(key)?.text ?? '', { mode: 0o600 });
      return {
        file,
        dir,
        collect: async () => {
          try {
            const text = await readOwnFile(file);
            if (typeof text !== 'string') warn(`${event} hook [${hook}]: CLAUDE_ENV_FILE ${text.problem}; its lines are not used`);
            else if (text === '' && !lines.has(key)) return;
            else if (Buffer.byteLength(text) + othersBytes(key) > MAX_ENV_FILE_BYTES)
              warn(`${event} hook [${hook}]: its CLAUDE_ENV_FILE lines would make the hooks' lines more than ${MAX_ENV_FILE_BYTES} bytes; they are not used`);
            else lines.set(key, { event, text });
          } finally {
            await rm(dir, { recursive: true, force: true });
          }
        },
      };
    },
    script() {
      const parts: string[] = [];
      for (const event of ENV_FILE_EVENTS) {
        for (const entry of lines.values())
          if (entry.event === event && entry.text !== '') parts.push(entry.text.endsWith('\n') ? entry.text : `${entry.text}\n`);
      }
      return parts.join('');
    },
  };
}

/**
 * The file's text, only if it is still a regular file of its own: the hook may have replaced it with a link to what
 * the runner may read and the sandbox may not, or a FIFO that would hold the runner.
 */
async function readOwnFile(file: string): Promise<string | { problem: string }> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? '' : { problem: code === 'ELOOP' ? 'was replaced by a symbolic link' : `cannot be read (${code ?? String(error)})` };
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) return { problem: 'was replaced by something that is not a file' };
    if (stat.nlink !== 1) return { problem: 'was replaced by a hard link' };
    if (stat.size > MAX_ENV_FILE_BYTES) return { problem: `holds ${stat.size} bytes, more than ${MAX_ENV_FILE_BYTES}` };
    const buffer = Buffer.alloc(MAX_ENV_FILE_BYTES + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    if (bytesRead > MAX_ENV_FILE_BYTES) return { problem: `holds more than ${MAX_ENV_FILE_BYTES} bytes` };
    // A NUL cannot travel in a command's argument: every later command would fail to start.
    if (buffer.subarray(0, bytesRead).includes(0)) return { problem: 'holds a NUL byte' };
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}
