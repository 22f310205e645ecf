import { appendFileSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RunEvent } from '../../agent/events.js';
import type { RunOutcome } from '../../agent/outcome.js';
import type { Redactor } from '../secrets/redact.js';
import { SdkLines, resultLine } from './sdk-lines.js';
import type { SdkMessage } from './sdk-messages.js';

/**
 * The JSONL transcript in Claude Code's stream-json format. Each line is written synchronously as
 * it happens, so a crash or a killed job still leaves everything up to that moment on disk.
 */
export class TranscriptWriter {
  private readonly lines = new SdkLines();

  constructor(
    readonly filePath: string,
    private readonly redact: Redactor,
  ) {
    mkdirSync(path.dirname(filePath), { recursive: true });
    writeFileSync(filePath, '');
  }

  /** The lines of one event of the run (none for the log's own events: turn and tool starts, log text). */
  record(event: RunEvent): void {
    for (const message of this.lines.of(event)) this.write(message);
  }

  private write(message: SdkMessage): void {
    appendFileSync(this.filePath, `${this.redact(JSON.stringify(message))}\n`);
  }

  /**
   * The run's last word as the report gives it. The result line is written when the agent stops; what the runner finds
   * after (a patch that cannot be taken faithfully fails the run) changes the outcome the comment, the summary and the
   * outputs report, so the transcript's result line is rewritten to match (same uuid), or added when there is none:
   * the transcript and `execution_file` never read success beside a failed report.
   */
  settleResult(outcome: RunOutcome): void {
    const lines = readFileSync(this.filePath, 'utf8').split('\n');
    const at = lines.findLastIndex((line) => isResultLine(line));
    const previous = at >= 0 ? (JSON.parse(lines[at] ?? '{}') as { uuid?: string }) : undefined;
    const settled = this.redact(JSON.stringify({ ...resultLine(outcome), ...(previous?.uuid ? { uuid: previous.uuid } : {}) }));
    if (at >= 0 && lines[at] === settled) return;
    if (at >= 0) lines[at] = settled;
    else lines.splice(lines.at(-1) === '' ? -1 : lines.length, 0, settled);
    const tmp = `${this.filePath}.tmp`;
    writeFileSync(tmp, lines.join('\n'));
    renameSync(tmp, this.filePath);
  }

  /**
   * claude-code-action's `execution_file`: one JSON array of the messages, for
   * `jq '.[-1].total_cost_usd'`. Built from the JSONL (already redacted), written whole, then renamed
   * into place, so a reader never sees half an array.
   */
  writeExecutionFile(executionFile: string): void {
    writeExecutionFileFrom(this.filePath, executionFile);
  }
}

function isResultLine(line: string): boolean {
  if (!line.startsWith('{"type":"result"')) return false;
  try {
    return (JSON.parse(line) as { type?: unknown }).type === 'result';
  } catch {
    return false;
  }
}

/** The JSONL transcript → one JSON array (also used by the post step when the main step was killed). */
export function writeExecutionFileFrom(transcriptFile: string, executionFile: string): void {
  let text = '';
  try {
    text = readFileSync(transcriptFile, 'utf8');
  } catch {
    // No transcript at all: still an array.
  }
  const lines = text.split('\n').filter((line) => {
    if (line.trim() === '') return false;
    try {
      JSON.parse(line);
      return true;
    } catch {
      return false; // a line cut short by a killed process
    }
  });
  const tmp = `${executionFile}.tmp`;
  writeFileSync(tmp, `[\n${lines.join(',\n')}\n]\n`);
  renameSync(tmp, executionFile);
}
