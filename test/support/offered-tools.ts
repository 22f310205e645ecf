import type Anthropic from '@anthropic-ai/sdk';
import { DEFERRED_LIST_HEADING } from '../../src/agent/request.js';

/** What these read of a recorded request: its tools and messages. */
interface RequestLike {
  body: { tools?: unknown; messages?: unknown };
}

/** The tools a request offers: those sent whole, then those sent by name only behind ToolSearch. */
export function offeredToolNames(req: RequestLike | undefined): string[] {
  return [...wholeToolNames(req), ...deferredToolNames(req)];
}

/** The tools a request sends whole (not `defer_loading`). */
export function wholeToolNames(req: RequestLike | undefined): string[] {
  return ((req?.body.tools ?? []) as { name: string; defer_loading?: boolean }[]).filter((t) => t.defer_loading !== true).map((t) => t.name);
}

/** The tools the conversation names as loadable by ToolSearch (src/agent/request.ts): the first message's list, then any announced later. */
export function deferredToolNames(req: RequestLike | undefined): string[] {
  const messages = (req?.body.messages ?? []) as Anthropic.MessageParam[];
  const blocks = messages.flatMap((m) => (m.role === 'user' && typeof m.content !== 'string' ? m.content : []));
  const lists = blocks.filter((b): b is Anthropic.TextBlockParam => b.type === 'text' && b.text.includes(DEFERRED_LIST_HEADING));
  return lists.flatMap((list) => list.text.split('\n').filter((line) => /^[A-Za-z_][\w-]*$/.test(line)));
}
