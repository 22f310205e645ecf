import type Anthropic from '@anthropic-ai/sdk';
import type { RetryInfo } from '../model/turn.js';
import type { ModelCall } from './budget.js';
import type { RunOutcome } from './outcome.js';
import type { AskedQuestion } from '../tools/ask-user-question.js';
import type { ChecklistItem } from '../tools/task-list.js';
import type { ToolRefusal } from '../tools/dispatch.js';
import type { ToolResultBlock } from '../tools/types.js';

/** What the run started with, as the transcript's first line tells it. */
export interface SessionStart {
  sessionId: string;
  cwd: string;
  model: string;
  permissionMode: string;
  /** The tools offered to the model, by name. */
  tools: string[];
  mcpServers: { name: string; status: string }[];
  /** Skills a user may invoke as `/name`. */
  slashCommands: string[];
  agents: string[];
  skills: string[];
  /** Enabled plugins and their folders (`${CLAUDE_PLUGIN_ROOT}`), as the init line lists them. */
  plugins?: { name: string; path: string; version?: string }[];
  /** Enabled plugins that did not load: `name@marketplace`, a category, the message. */
  pluginErrors?: { plugin: string; type: string; message: string }[];
  /** Whether the model is called with an Anthropic API key (not a cloud provider's credentials). */
  usesApiKey: boolean;
}

/** Why a tool call was refused (src/tools/dispatch.ts). */
export type { ToolRefusal };

/**
 * What the run tells the outside world, item by item. Reporting (transcript, log, comment, summary)
 * consumes these and owns their formats (src/report/); the loop never imports a reporter.
 */
export type RunEvent =
  | { kind: 'session_start'; session: SessionStart }
  /** A model call about to be sent: its worst case was checked against what is left of the budget, and is held for it. */
  | { kind: 'turn_start'; turn: number; costUsd: number; reservedUsd: number; budgetUsd: number }
  /** One content block of a reply, with the reply it belongs to (its id, model and usage). */
  | { kind: 'assistant'; reply: Anthropic.Message; block: Anthropic.ContentBlock; parentToolUseId: string | null }
  /** A tool call passed validation and starts (its permission check and hooks come next); `parentToolUseId` set inside a subagent. */
  | { kind: 'tool_start'; name: string; toolUseId: string; input: unknown; parentToolUseId?: string | null }
  /**
   * Every tool_use ends with exactly one tool_end, in the order the results go back to the model,
   * whether the tool ran, failed, was denied or was not run (cut off, run stopping: then no tool_start).
   */
  | {
      kind: 'tool_end';
      name: string;
      toolUseId: string;
      /** Set inside a subagent: the Agent tool call that started it. */
      parentToolUseId: string | null;
      isError: boolean;
      /** What the model was sent. */
      content: string;
      /** Images, documents (and text between them) sent after `content` in the same tool_result (Read of a PNG, a PDF, a notebook). */
      blocks?: ToolResultBlock[];
      /** Text blocks sent with the result (a skill's content, an image's description). */
      attachments: string[];
      /** The tool's structured output (the transcript's tool_use_result). */
      details?: Record<string, unknown>;
      /** Set when a permission rule, mode or hook said no. */
      denied: boolean;
      refusal?: ToolRefusal;
      /** From the tool_start to the result; 0 for a call that never started. */
      durationMs: number;
    }
  /** One model call is over and charged (the main loop's, a subagent's, compaction's, a tool's own): every call, once. */
  | { kind: 'model_call'; call: ModelCall }
  /** A model call failed and is about to be retried. */
  | { kind: 'api_retry'; retry: RetryInfo }
  /** The history was summarized: what triggered it, and the window before and after (approximate tokens). */
  | { kind: 'compaction'; trigger: 'auto' | 'manual'; preTokens: number; postTokens: number; summary: string }
  /** The run's outcome, last, on every path (a crash and a refused configuration included). */
  | { kind: 'run_end'; outcome: RunOutcome }
  /** The run's task list changed (TaskCreate, TaskUpdate, TodoWrite): the whole checklist as it now is. */
  | { kind: 'task_list'; items: ChecklistItem[] }
  /** AskUserQuestion: questions nobody can answer during the run, for the report to show. */
  | { kind: 'questions'; questions: AskedQuestion[]; toolUseId: string }
  | { kind: 'log'; level: 'debug' | 'info' | 'warning'; text: string }
  /** A background command or Monitor ended; its notice went to the model with the next user turn. */
  | { kind: 'task_notification'; taskId: string; toolUseId: string; status: 'completed' | 'failed' | 'stopped'; outputFile: string; summary: string };

export type EventSink = (event: RunEvent) => void;
