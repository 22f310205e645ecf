import { rm } from 'node:fs/promises';

/** Removes test folders, one after the other, whatever they hold. */
export async function removeDirs(...dirs: string[]): Promise<void> {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}
