import type Anthropic from '@anthropic-ai/sdk';
import type { BashPlan } from '../permissions/types.js';
import type { ReadFileState } from './read-state.js';
import type { ShellCwd } from './shell-cwd.js';
import type { AnswerBoundTasks } from './answer-bound.js';

/**
 * A block a tool result carries after its text: an image Read opened, a PDF (or a range of its pages), more text
 * placed between them (a notebook's next cells after a cell's image output), or a tool ToolSearch loaded.
 */
export type ToolResultBlock = Anthropic.ImageBlockParam | Anthropic.DocumentBlockParam | Anthropic.TextBlockParam | Anthropic.ToolReferenceBlockParam;

/** What a tool hands back: `content` (and `blocks`) go to the model, `details` to the report only. */
export interface ToolResult {
  content: string;
  /** Sent after `content`, in order, in the same tool_result (the model sees the image or the document itself). */
  blocks?: ToolResultBlock[];
  isError: boolean;
  /** Structured facts for the transcript's `tool_use_result` and for hooks' `tool_response`. */
  details?: Record<string, unknown>;
  /**
   * Text blocks sent in the same user message after every tool result of the turn (a loaded
   * skill's body): the API wants tool results first, and the model reads these as plain context.
   */
  attachments?: string[];
}

export interface ToolContext {
  /** Aborted on run timeout or cancellation: long work (Bash) must stop and clean up. */
  signal: AbortSignal;
  toolUseId: string;
  /** For Bash: how the permission decision says to run the approved command (argv without a shell, the read-only environment). */
  plan?: BashPlan;
  /**
   * For Glob and Grep: the Read deny rule that hides this absolute path from results, if any (wired by dispatch, compiled
   * once per call). `realPath`, when the tool has just resolved it, spares the check a resolution of its own.
   */
  pathDenied?: (absPath: string, realPath?: string) => string | undefined;
  /**
   * For the file tools: this call's whole permission decision (deny rules, allow rules, protected folders, mode),
   * carried to the real path of what the tool really opened (read from its descriptor): that path must be the one
   * the decision resolved (or, with `folder`, a folder above it being created) and pass the decision again; a refusal
   * message, or undefined. Wired by dispatch, so the decision and the I/O are about the same file.
   */
  recheckPath?: (realPath: string, folder?: boolean) => string | undefined;
  /**
   * The calling agent's record of the files it has Read or written (the main thread's, or one subagent's): Read adds to
   * it, Write, Edit and NotebookEdit refuse an existing file it has not seen, as Claude Code does. Absent, nothing is checked.
   */
  files?: ReadFileState;
  /** For Bash and Monitor: the directory the command starts in, the very one the permission decision judged it against. */
  cwd?: string;
  /** For Glob and Grep: the calling agent's shell directory, which the paths they list are relative to (2.1.332); absent, the root. */
  listedFrom?: string;
  /** For Bash: the calling agent's shell directory (one per agent), told where a command ended. */
  shell?: ShellCwd;
  /** For Bash in a synchronous subagent: its background commands end with its final response (answer-bound.ts). */
  endsWithAnswer?: AnswerBoundTasks;
  /** What the conversation still has room for this turn, shared by the turn's calls (Read's limits); absent, Read assumes its own. */
  room?: ContextRoom;
}

/**
 * The room one turn's tool results may still take in the conversation: the model's context window, less the reply's
 * reserve (the request's max_tokens), what the conversation already holds and what this turn's results took.
 */
export interface ContextRoom {
  /** Tokens the turn's results may still add. */
  left(): number;
  /** A result takes this many of them. */
  take(tokens: number): void;
  /** The exact token count of a text (the API's count_tokens), or undefined when the API cannot count it. */
  count(text: string): Promise<number | undefined>;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; error: string };

export interface ToolDefinition<Input = unknown> {
  /** Claude Code's tool name (`Read`, `Bash`, `mcp__server__tool`, …). */
  name: string;
  /** Written for the model: when to use it, what comes back. */
  description: string;
  inputSchema: Anthropic.Tool.InputSchema;
  /** Read-only tools of one turn run concurrently; the others run one at a time, in order. */
  readOnly: boolean;
  /**
   * Sent by name only until ToolSearch loads it (src/tools/tool-search.ts): the request carries its definition with
   * `defer_loading` once a `tool_reference` to it is in the conversation. Set only by `withToolSearch`.
   */
  deferred?: boolean;
  /** `tool_use.input` is unknown until it passes this. */
  validate(input: unknown): Validation<Input>;
  /**
   * Why the call cannot run in the session's present state (a refusal for the model, or undefined): checked after the
   * input, before any hook or permission decision, and answered as `<tool_use_error>…`, as Claude Code's `validateInput`.
   */
  refuse?(input: Input): Promise<string | undefined>;
  /** Never throws for expected failures: they come back as `isError` results. */
  execute(input: Input, ctx: ToolContext): Promise<ToolResult>;
}

/** A failed call's result: what went wrong, for the model. */
export function toolError(content: string): ToolResult {
  return { content, isError: true };
}

/** A call refused before it ran, in Claude Code's form for what its tools' input checks refuse. */
export function toolUseError(content: string): ToolResult {
  return toolError(`<tool_use_error>${content}</tool_use_error>`);
}

/** A tool whose input type has been erased, as kept in a registry. */
export type AnyTool = ToolDefinition<unknown>;

/** Erase a tool's input type; safe because `execute` only ever receives what `validate` produced. */
export function eraseTool<Input>(tool: ToolDefinition<Input>): AnyTool {
  return { ...tool, execute: (input, ctx) => tool.execute(input as Input, ctx) };
}

/** Where file tools may reach: the working directory and the runner's temp folder. */
export interface Workspace {
  /** Absolute, real path of the working directory. */
  root: string;
  /** Absolute, real path of the runner's temp folder (spilled outputs live here). */
  tempDir: string;
  /** The settings' `permissions.additionalDirectories`, checked and resolved (src/session/extra-dirs.ts): file tools reach them too. */
  extraRoots?: readonly string[];
}
