import { lstatSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { withFileCommands, type FileCommand, type SealedEnvironment } from '../sealed-env.js';

/** A file-command file that held something the runner did not write. */
export interface Tampering {
  command: FileCommand;
  path: string;
  /** What was found beyond (or instead of) the runner's own writes, cut short for the log. */
  found: string;
}

/**
 * The runner's file commands (`GITHUB_ENV`, `GITHUB_PATH`, `GITHUB_OUTPUT`, `GITHUB_STATE`,
 * `GITHUB_STEP_SUMMARY`) change later steps: a line in `GITHUB_ENV` such as
 * `NODE_OPTIONS=--require=…` runs code in every later step. Their paths are out of the environment
 * after sealing, but `$RUNNER_TEMP/_runner_file_commands/` can still be listed, so the ledger keeps
 * each file's exact content as the runner left it: before each of the runner's own writes and at
 * the end, anything else is found, reported and taken out again (the file is put back to what the
 * runner wrote, so the runner never acts on it).
 */
export class FileCommandLedger {
  private readonly expected = new Map<FileCommand, Buffer>();
  private readonly tampered: Tampering[] = [];

  constructor(private readonly sealed: SealedEnvironment) {
    for (const [command, file] of this.files()) this.expected.set(command, readOrEmpty(file));
  }

  /** Runs a synchronous `core.*` call that writes file commands (setOutput, saveState). */
  write<T>(fn: () => T): T {
    this.verify();
    try {
      return withFileCommands(this.sealed, fn);
    } finally {
      this.record();
    }
  }

  /** Runs an asynchronous one (`core.summary.write()` reads the path in its first, synchronous part). */
  async writeAsync<T>(fn: () => Promise<T>): Promise<T> {
    this.verify();
    try {
      return await withFileCommands(this.sealed, fn);
    } finally {
      this.record();
    }
  }

  /** Every tampering found so far, the files restored. Call once more after every agent process is gone. */
  verify(): Tampering[] {
    for (const [command, file] of this.files()) {
      const want = this.expected.get(command) ?? Buffer.alloc(0);
      const have = readOrEmpty(file);
      const regular = isRegularFile(file);
      if (regular && have.equals(want)) continue;
      const extra = regular && have.subarray(0, want.length).equals(want) ? have.subarray(want.length) : have;
      this.tampered.push({ command, path: file, found: regular ? extra.toString('utf8').slice(0, 300) : '(replaced by something other than a regular file)' });
      restore(file, want);
    }
    return [...this.tampered];
  }

  private record(): void {
    for (const [command, file] of this.files()) this.expected.set(command, readOrEmpty(file));
  }

  private files(): [FileCommand, string][] {
    return Object.entries(this.sealed.fileCommands).filter((entry): entry is [FileCommand, string] => typeof entry[1] === 'string' && entry[1] !== '');
  }
}

function readOrEmpty(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch {
    return Buffer.alloc(0);
  }
}

function isRegularFile(file: string): boolean {
  try {
    return lstatSync(file).isFile();
  } catch {
    return true;
  }
}

/** Back to exactly what the runner wrote; a symlink or other planted thing is removed, not written through. */
function restore(file: string, content: Buffer): void {
  try {
    if (!isRegularFile(file)) unlinkSync(file);
    writeFileSync(file, content);
  } catch {
    // Reported all the same.
  }
}
