import type { SdkMessage } from './messages.js';

/**
 * What the loop tells the outside world. Reporting (transcript, comment, summary) consumes these;
 * the loop never imports a reporter.
 */
export type RunEvent =
  | { kind: 'message'; message: SdkMessage }
  | { kind: 'turn_start'; turn: number; costUsd: number }
  | { kind: 'tool_start'; name: string; toolUseId: string; input: unknown }
  /**
   * Every tool_use ends with exactly one tool_end, in the order the results go back to the model,
   * whether the tool ran, failed, was denied or was not run (cut off, run stopping: then no tool_start).
   */
  | {
      kind: 'tool_end';
      name: string;
      toolUseId: string;
      isError: boolean;
      /** What the model was sent. */
      content: string;
      /** The tool's structured output (the transcript's tool_use_result). */
      details?: Record<string, unknown>;
      /** Set when a permission rule, mode or hook said no. */
      denied: boolean;
      /** From the tool_start to the result; 0 for a call that never started. */
      durationMs: number;
    }
  | { kind: 'log'; level: 'debug' | 'info' | 'warning'; text: string };

export type EventSink = (event: RunEvent) => void;
