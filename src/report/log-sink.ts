import type { RunEvent } from '../agent/events.js';
import type { Redactor } from './redact.js';

export interface LogTarget {
  info(text: string): void;
  warning(text: string): void;
  debug(text: string): void;
}

/** The run as it happens, in the job log: one line per turn, tool call and answer. */
export function createLogSink(log: LogTarget, redact: Redactor): (event: RunEvent) => void {
  return (event) => {
    switch (event.kind) {
      case 'turn_start':
        log.info(redact(`── turn ${event.turn} (spent $${event.costUsd.toFixed(4)} so far)`));
        return;
      case 'tool_start':
        log.info(redact(`→ ${event.name} ${short(JSON.stringify(event.input))}`));
        return;
      case 'tool_end':
        // Successes are quiet (the next turn shows what came of them); failures and denials say why.
        if (event.isError) log.info(redact(`  ✗ ${event.denied ? 'denied: ' : ''}${short(event.content)}`));
        else log.debug(redact(`  ✓ ${event.name} (${event.durationMs} ms)`));
        return;
      case 'log':
        if (event.level === 'warning') log.warning(redact(event.text));
        else if (event.level === 'info') log.info(redact(event.text));
        else log.debug(redact(event.text));
        return;
      case 'message': {
        const message = event.message;
        if (message.type === 'assistant') {
          for (const block of message.message.content) {
            if (block.type === 'text') log.info(redact(`assistant: ${block.text}`));
            if (block.type === 'thinking') log.debug(redact(`thinking: ${block.thinking}`));
          }
        } else if (message.type === 'system' && message.subtype === 'permission_denied') {
          log.warning(redact(`denied ${message.tool_name}: ${message.message}`));
        }
        return;
      }
    }
  };
}

function short(text: string): string {
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}
