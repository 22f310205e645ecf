import { constants } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';

/** Skill and agent files are prose for the model: anything near this is a mistake or an attack. */
export const MAX_CONFIG_FILE_BYTES = 1024 * 1024;

/**
 * Reads a repository configuration file as text, refusing what is not a regular file of sane size: a
 * SKILL.md linked to /dev/zero would otherwise be read until Node gives up at 2 GiB, and a FIFO would
 * block the run (O_NONBLOCK lets the open return, and the file-type check refuses it).
 */
export async function readConfigText(file: string): Promise<{ ok: true; text: string } | { ok: false; error: string; missing: boolean }> {
  let handle: FileHandle;
  try {
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return { ok: false, error: (err as Error).message, missing: code === 'ENOENT' || code === 'ENOTDIR' };
  }
  try {
    const st = await handle.stat();
    if (!st.isFile()) return { ok: false, error: 'not a regular file', missing: false };
    if (st.size > MAX_CONFIG_FILE_BYTES) return { ok: false, error: `larger than ${MAX_CONFIG_FILE_BYTES} bytes`, missing: false };
    return { ok: true, text: await handle.readFile('utf8') };
  } catch (err) {
    return { ok: false, error: (err as Error).message, missing: false };
  } finally {
    await handle.close();
  }
}

/**
 * A configuration file's text, or undefined with a warning naming it (`label`) and what becomes of it
 * (`consequence`, e.g. "agent skipped"): one unreadable file never stops the others.
 */
export async function readConfigOrWarn(file: string, label: string, consequence: string, warnings: string[]): Promise<string | undefined> {
  const read = await readConfigText(file);
  if (read.ok) return read.text;
  warnings.push(`${label}: cannot be read (${read.error}); ${consequence}`);
  return undefined;
}
