import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SdkMessage } from '../agent/messages.js';
import type { Redactor } from './redact.js';

/**
 * The JSONL transcript in Claude Code's stream-json format. Each line is written synchronously as
 * it happens, so a crash or a killed job still leaves everything up to that moment on disk.
 */
export class TranscriptWriter {
  constructor(
    readonly filePath: string,
    private readonly redact: Redactor,
  ) {
    mkdirSync(path.dirname(filePath), { recursive: true });
    writeFileSync(filePath, '');
  }

  write(message: SdkMessage): void {
    appendFileSync(this.filePath, `${this.redact(JSON.stringify(message))}\n`);
  }
}
