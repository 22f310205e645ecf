import { createBashTool, type BashOptions } from './bash.js';
import { withNotes } from './bash-result.js';
import { toolInput, objectSchema } from './schema.js';
import type { ToolDefinition, ToolResult } from './types.js';

/** The SDK's MonitorInput. */
export interface MonitorInput {
  description: string;
  timeout_ms: number;
  command?: string;
  ws?: { url: string; protocols?: string[] };
}

const DEFAULT_TIMEOUT_MS = 300_000;
const MAX_TIMEOUT_MS = 1_800_000;

const schema = objectSchema(['description', 'timeout_ms'], {
  description: { type: 'string', description: 'Short description of what you are monitoring (shown in notifications).' },
  timeout_ms: { type: 'number', minimum: 1, description: `Stop the monitor after this many ms (default ${DEFAULT_TIMEOUT_MS}, at most ${MAX_TIMEOUT_MS}).` },
  command: { type: 'string', description: 'Shell command or script. Each stdout line is an event; exit ends the watch.' },
  ws: {
    type: 'object',
    properties: { url: { type: 'string' }, protocols: { type: 'array', items: { type: 'string' } } },
    required: ['url'],
    additionalProperties: false,
    description: 'Not available in this runner (WebSockets are not watched): use command.',
  },
});

/**
 * Claude Code's Monitor: a background command whose stdout lines reach the model as notices with its next turns
 * (gathered, at most 50 lines a notice; the rest stays in the output file). It is Bash's background runner, so the
 * command is decided by Bash's permission rules, runs in Bash's sandbox, stops at its timeout, with TaskStop, or when
 * the run ends.
 */
export function createMonitorTool(opts: BashOptions): ToolDefinition<MonitorInput> {
  const bash = createBashTool({ ...opts, watchBackground: true });
  return {
    name: 'Monitor',
    description: [
      'Starts a background command and tells you each line it prints to stdout (gathered with your next turns): use it to',
      'watch a log, a build or a poll loop without blocking. Exit ends the watch; TaskStop stops it; it also stops at',
      `timeout_ms (default ${DEFAULT_TIMEOUT_MS}, at most ${MAX_TIMEOUT_MS}) and when the run ends. Same permission rules as Bash.`,
    ].join(' '),
    ...toolInput<MonitorInput>('Monitor', schema),
    readOnly: false,
    async execute(input, ctx): Promise<ToolResult> {
      if (input.ws !== undefined) return { content: 'Monitor ws is not available in this runner: watch with a command instead.', isError: true };
      if (input.command === undefined || input.command.trim() === '') return { content: 'Monitor needs a command.', isError: true };
      const timeoutMs = Math.min(Math.max(1, Math.round(input.timeout_ms || DEFAULT_TIMEOUT_MS)), MAX_TIMEOUT_MS);
      // A reset of the shell's directory is said here, as Bash says it (its start text below is rewritten): taken before Bash could.
      const shellNote = ctx.shell?.takeNote();
      // 2.1.332 refuses a Monitor whose directory was removed with Bash's words (scripts/oracle/bash-cwd.mjs `gone-monitor`).
      if (shellNote?.refuses) return { content: shellNote.text, isError: true };
      const started = withNotes(
        await bash.execute({ command: input.command, description: input.description, run_in_background: true, timeout: timeoutMs }, ctx),
        [shellNote?.text],
      );
      const taskId = typeof started.details?.backgroundTaskId === 'string' ? started.details.backgroundTaskId : undefined;
      if (started.isError || taskId === undefined) return started;
      return {
        content: [
          `Monitor started with ID: ${taskId}. Each line its command prints will reach you as a <task-notification>; stop it with TaskStop. ${started.content.replace(/^.*?(Output is being written to: \S+\.).*$/s, '$1')}`,
          ...(shellNote ? [shellNote.text] : []),
        ].join('\n'),
        isError: false,
        details: { taskId, timeoutMs },
      };
    },
  };
}
