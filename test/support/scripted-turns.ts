import type { ScriptedBlock, ScriptedTurn } from '../../support/scripted-model/scripted-types.js';

/** One tool_use block; `id` pins the id a test looks up later (without it the server gives one). */
export const call = (name: string, input: unknown, id?: string): ScriptedBlock => ({ type: 'tool_use', ...(id === undefined ? {} : { id }), name, input });

/** A model turn of these blocks: one tool call, parallel calls, or text beside them. */
export const turn = (...blocks: ScriptedBlock[]): ScriptedTurn => ({ content: blocks });

/** A model turn that calls one tool (the server gives it an id); `extra` adds usage, a stop reason or a fault. */
export const toolUse = (name: string, input: Record<string, unknown>, extra: Partial<ScriptedTurn> = {}): ScriptedTurn => ({
  content: [call(name, input)],
  ...extra,
});

/** A model turn that runs one Bash command. */
export const bash = (command: string, id?: string): ScriptedTurn => turn(call('Bash', { command }, id));

/** A model turn that only says `value` (a final answer ends the run). */
export const text = (value: string, extra: Partial<ScriptedTurn> = {}): ScriptedTurn => ({ content: [{ type: 'text', text: value }], ...extra });

/**
 * A model turn that edits a file the way a model trained on Claude Code does: Read it, then Edit it, in one reply (Write,
 * Edit and NotebookEdit refuse an existing file the agent has not read; the Read runs first, read-only calls before the next).
 */
export const readThenEdit = (
  input: { file_path: string; old_string: string; new_string: string; replace_all?: boolean },
  extra: Partial<ScriptedTurn> = {},
): ScriptedTurn => ({
  content: [call('Read', { file_path: input.file_path }), call('Edit', input)],
  ...extra,
});
