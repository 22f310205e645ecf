import type { SdkMessage } from './messages.js';

/**
 * What the loop tells the outside world. Reporting (transcript, comment, summary) consumes these;
 * the loop never imports a reporter.
 */
export type RunEvent =
  | { kind: 'message'; message: SdkMessage }
  | { kind: 'turn_start'; turn: number; costUsd: number }
  | { kind: 'tool_start'; name: string; toolUseId: string; input: unknown }
  | { kind: 'log'; level: 'debug' | 'info' | 'warning'; text: string };

export type EventSink = (event: RunEvent) => void;
