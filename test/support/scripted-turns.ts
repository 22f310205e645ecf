import type { ScriptedTurn } from '../../support/scripted-model/scripted-model.js';

/** A model turn that calls one tool (the server gives it an id); `extra` adds usage, a stop reason or a fault. */
export const toolUse = (name: string, input: Record<string, unknown>, extra: Partial<ScriptedTurn> = {}): ScriptedTurn => ({
  content: [{ type: 'tool_use', name, input }],
  ...extra,
});

/** A model turn that only says `value` (a final answer ends the run). */
export const text = (value: string, extra: Partial<ScriptedTurn> = {}): ScriptedTurn => ({ content: [{ type: 'text', text: value }], ...extra });
