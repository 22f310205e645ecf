import { randomUUID } from 'node:crypto';
import type { RunEvent } from '../../agent/events.js';
import type { Redactor } from '../secrets/redact.js';

export interface LogTarget {
  info(text: string): void;
  warning(text: string): void;
  debug(text: string): void;
}

/**
 * Text the model or a tool wrote, for the job log. The runner reads workflow commands at the start
 * of any log line (`::add-mask::`, `::warning::`, `::stop-commands::`, and the older `##[…]`), so
 * such text is fenced by `::stop-commands::<token>` … `::<token>::` with a token nobody can guess
 * (fresh each time): in between, the runner treats every line as plain text.
 */
export function inertLogText(text: string): string {
  if (!/::|##\[/.test(text)) return text;
  const token = `agent-runner-${randomUUID()}`;
  return `::stop-commands::${token}\n${text}\n::${token}::`;
}

/** The run as it happens, in the job log: one line per turn, tool call and answer. */
export function createLogSink(target: LogTarget, redact: Redactor): (event: RunEvent) => void {
  // `warning` and `debug` escape newlines themselves (one command each); `info` prints lines as they are.
  const log: LogTarget = {
    ...target,
    info: (text) => target.info(inertLogText(text)),
    warning: (text) => target.warning(text),
    debug: (text) => target.debug(text),
  };
  return (event) => {
    switch (event.kind) {
      case 'turn_start':
        log.info(
          redact(
            `── turn ${event.turn} (spent $${event.costUsd.toFixed(4)} so far; budget check: this call costs at most $${event.reservedUsd.toFixed(4)}, within the $${event.budgetUsd} budget)`,
          ),
        );
        return;
      case 'tool_start':
        log.info(redact(`→ ${event.name} ${short(JSON.stringify(event.input))}`));
        return;
      case 'tool_end':
        // One line per denial, with what said no; not an annotation: the report's next step names the rule to add.
        if (event.denied)
          log.info(redact(`  ✗ denied ${event.name} (by ${event.refusal?.decisionType ?? 'the rules'}): ${short(event.refusal?.message ?? event.content)}`));
        else if (event.isError) log.info(redact(`  ✗ ${short(event.content)}`));
        // Successes are quiet (the next turn shows what came of them), except a long call: the log says where the time went.
        else if (event.durationMs >= LONG_TOOL_MS) log.info(redact(`  ✓ ${event.name} took ${(event.durationMs / 1000).toFixed(1)} s`));
        else log.debug(redact(`  ✓ ${event.name} (${event.durationMs} ms)`));
        return;
      case 'api_retry': {
        // Every retry is a line: a run waiting on an outage says so, with the wait the provider asked for.
        const { attempt, maxRetries, status, error, delayMs, loweredMaxTokens } = event.retry;
        const lowered = loweredMaxTokens !== undefined ? `, asking for at most ${loweredMaxTokens} output tokens (what the budget has left)` : '';
        log.info(
          redact(
            `model API: attempt ${attempt} of ${maxRetries + 1} failed (${status ?? 'no response'}: ${short(error)}); retrying in ${(delayMs / 1000).toFixed(1)} s${lowered}`,
          ),
        );
        return;
      }
      case 'log':
        if (event.level === 'warning') log.warning(redact(event.text));
        else if (event.level === 'info') log.info(redact(event.text));
        else log.debug(redact(event.text));
        return;
      case 'assistant':
        if (event.block.type === 'text') log.info(redact(`assistant: ${event.block.text}`));
        // Model-written text never goes inside a workflow command (`::debug::`): plain lines, fenced against commands.
        if (event.block.type === 'thinking') log.info(redact(`thinking: ${event.block.thinking}`));
        return;
      case 'questions':
        // Nobody can answer in CI: the log says what was asked; the comment and the summary list the options.
        for (const q of event.questions) log.info(redact(`question for the user (no one can answer during the run): ${q.question}`));
        return;
      case 'task_list':
        log.info(redact(`task list: ${event.items.map((item) => `[${item.status}] ${item.subject}`).join('; ')}`));
        return;
      case 'task_notification':
        log.info(redact(`background task ${event.taskId} ${event.status}: ${event.summary}`));
        return;
      case 'session_start':
      case 'model_call':
      case 'compaction':
      case 'run_end':
        return;
    }
  };
}

/** A tool call this long gets its own line in the log (a build, a test run), so minutes of silence have a name. */
const LONG_TOOL_MS = 10_000;

function short(text: string): string {
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}
