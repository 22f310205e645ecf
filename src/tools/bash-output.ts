import { unlinkSync } from 'node:fs';
import { BoundedOutput, type CapResult, SpillFile } from './truncate.js';

/**
 * What a foreground command prints, as it prints it: each stream and both together, bounded for the result, and the
 * whole on disk once it is past what can be shown (a spill file that a command moved to the background goes on in).
 */
export class CommandOutput {
  readonly combined: BoundedOutput;
  readonly stdout: BoundedOutput;
  readonly stderr: BoundedOutput;
  private spill: SpillFile | null = null;
  private spillFailed = false;
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(
    private readonly maxChars: number,
    private readonly tempDir: string,
    private readonly spillMaxBytes?: number,
  ) {
    this.combined = new BoundedOutput(maxChars, maxChars);
    this.stdout = new BoundedOutput(maxChars, maxChars);
    this.stderr = new BoundedOutput(maxChars, maxChars);
  }

  /** The listener for one stream's chunks. */
  reader(own: BoundedOutput): (chunk: Buffer) => void {
    return (chunk) => {
      own.push(chunk);
      this.combined.push(chunk);
      if (this.spillFailed) return;
      if (this.spill) return this.spill.write(chunk);
      this.pending.push(chunk);
      this.pendingBytes += chunk.length;
      if (this.pendingBytes <= this.maxChars) return;
      // Past what can be shown: keep the full output on disk instead of in memory.
      try {
        this.spill = new SpillFile(this.tempDir, 'bash-output', this.spillMaxBytes);
        for (const p of this.pending) this.spill.write(p);
      } catch {
        this.spillFailed = true;
      }
      this.pending = [];
    };
  }

  /** Everything printed so far, for a background task to go on from: the spill file, or the chunks kept in memory. */
  get printed(): SpillFile | Buffer[] {
    return this.spill ?? this.pending;
  }

  /**
   * The combined output as the result shows it, once the command has ended. Saved to a file, a long output is worded as
   * Claude Code words it; unsaved, the note says how to see the rest. `outputPath`: the file the result names.
   */
  shown(): CapResult & { outputPath?: string } {
    const spilled = this.spill;
    spilled?.close();
    const shown = spilled
      ? this.combined.persisted(this.maxChars, spilled.path, spilled.bytesDropped > 0 ? this.combined.totalBytes - spilled.bytesDropped : undefined)
      : this.combined.render(this.maxChars, 'Re-run the command with its output redirected to a file, or piped through head, tail or grep, to see the rest.');
    if (spilled && !shown.truncated) {
      try {
        unlinkSync(spilled.path);
      } catch {
        // Harmless: it is in the temp folder.
      }
    }
    return spilled && shown.truncated ? { ...shown, outputPath: spilled.path } : shown;
  }

  /** A stream's text for the result's details (the combined output is the result's own). */
  detail(own: BoundedOutput): string {
    return own.render(this.maxChars, 'See the tool result for the combined output.').text;
  }
}
