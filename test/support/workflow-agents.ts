import { DEFERRED_LIST_HEADING } from '../../src/agent/request.js';
import type { RecordedRequest, ScriptedTurn } from '../../support/scripted-model/scripted-model.js';

/**
 * The scripted answers of a workflow's agents, the same for Claude Code and for the runner (the corpus oracle in
 * test/fixtures/claude-code-workflows/corpus-2.1.332.json was recorded with them): an agent with a StructuredOutput
 * tool gives the smallest value its schema takes, then ends; any other agent answers `text:` and its task's first words.
 */

const FRAME = '[Workflow harness — computed task]';

/** The first message's text, without the runner's list of tools sent by name only (src/agent/request.ts). */
function firstText(req: RecordedRequest): string {
  const first = (req.body.messages as { content: unknown }[] | undefined)?.[0]?.content;
  if (typeof first === 'string') return first;
  const texts = Array.isArray(first) ? first.map((b: { text?: string }) => b.text ?? '') : [];
  return texts.filter((text) => !text.includes(DEFERRED_LIST_HEADING)).join('\n');
}

/** A request of an agent a workflow script started (both harnesses frame its task the same way). */
export function isWorkflowAgent(req: RecordedRequest): boolean {
  return firstText(req).includes(FRAME);
}

/** The task as the script wrote it: the lines after the frame, unindented. */
export function computedTask(req: RecordedRequest): string {
  const text = firstText(req);
  const at = text.indexOf(FRAME);
  const body = text.slice(text.indexOf('\n', at) + 1);
  return body
    .split('\n')
    .map((line) => line.replace(/^ {2}/, ''))
    .join('\n');
}

type Schema = { [key: string]: unknown };

/** The smallest value a JSON Schema of the kinds workflows use takes (required properties, first enum, first type). */
export function smallestInstance(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null) return null;
  const s = schema as Schema;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (Array.isArray(s.anyOf)) return smallestInstance(s.anyOf[0]);
  if (Array.isArray(s.oneOf)) return smallestInstance(s.oneOf[0]);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'object' || (type === undefined && typeof s.properties === 'object')) {
    const properties = (s.properties ?? {}) as Record<string, unknown>;
    const required = Array.isArray(s.required) ? (s.required as string[]) : [];
    return Object.fromEntries(required.map((key) => [key, smallestInstance(properties[key] ?? {})]));
  }
  if (type === 'array') return [];
  if (type === 'string') return 'x';
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return false;
  return null;
}

/** The reply of a workflow agent to `req`. */
export function workflowAgentReply(req: RecordedRequest): ScriptedTurn {
  const tools = (req.body.tools ?? []) as { name: string; input_schema?: unknown }[];
  const structured = tools.find((tool) => tool.name === 'StructuredOutput');
  // Claude Code's first request of an agent already has two messages (the task and a system one): look for the answer.
  const replied = JSON.stringify(req.body.messages).includes('"tool_result"');
  if (structured && !replied) return { content: [{ type: 'tool_use', name: 'StructuredOutput', input: smallestInstance(structured.input_schema) }] };
  const words = computedTask(req).split(/\s+/).slice(0, 4).join(' ');
  return { content: [{ type: 'text', text: structured ? 'given' : `text:${words}` }] };
}

/** Every string in a request's messages (text blocks, tool results). */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, out);
  else if (typeof value === 'object' && value !== null) for (const item of Object.values(value)) strings(item, out);
  return out;
}

/** The `<task-notification>`s a request carries (a background workflow's end), oldest first. */
export function notices(req: RecordedRequest | undefined): string[] {
  return strings(req?.body.messages).flatMap((text) =>
    text
      .split('<task-notification>')
      .slice(1)
      .map((part) => `<task-notification>${part.slice(0, part.indexOf('</task-notification>') + '</task-notification>'.length)}`),
  );
}

/** The tool results of a request that launched a background workflow. */
function launches(req: RecordedRequest): number {
  return strings(req.body.messages).filter((text) => text.startsWith('Workflow launched in background.')).length;
}

/** Assistant turns of a request that called a tool: the steps already taken. */
function stepsTaken(req: RecordedRequest): number {
  return ((req.body.messages ?? []) as { role: string; content: unknown }[]).filter(
    (m) => m.role === 'assistant' && Array.isArray(m.content) && m.content.some((b: { type?: string }) => b.type === 'tool_use'),
  ).length;
}

export const WAITING = 'Waiting for the workflow.';

/**
 * The main agent of a test: takes `steps` in order, but while a workflow it launched has not ended yet it ends its turn
 * (the run then waits for the notice, as Claude Code headless does), whichever comes first; then `end`.
 */
export function mainSteps(
  req: RecordedRequest,
  steps: readonly (ScriptedTurn | ((req: RecordedRequest) => ScriptedTurn))[],
  end = 'Parent done.',
): ScriptedTurn {
  if (launches(req) > notices(req).length) return { content: [{ type: 'text', text: WAITING }] };
  const step = steps[stepsTaken(req)];
  if (step === undefined) return { content: [{ type: 'text', text: end }] };
  return typeof step === 'function' ? step(req) : step;
}
