import type Anthropic from '@anthropic-ai/sdk';
import type { RecordedRequest } from '../../support/scripted-model/scripted-model.js';
import { systemText } from '../session/harness.js';
import { call, turn } from './scripted-turns.js';

/**
 * A foreground Agent result without the line 2.1.332 ends it with when the caller can continue the agent
 * (`agentId: … (use SendMessage …)`, src/agent/background-agent.ts continueLine): the child's own text.
 */
export function childTextOf(result: string): string {
  return result.replace(/\nagentId: a[0-9a-f]{16} \(use SendMessage with to: '[^']*', summary: '<5-10 word recap>' to continue this agent\)$/, '');
}

/** A request of a subagent's (the parent's system prompt carries PARENT-SYSTEM in these tests). */
export const isChild = (req: RecordedRequest): boolean => !systemText(req).includes('PARENT-SYSTEM');

/** How many of the request's assistant messages called a tool: the steps the thread has taken. */
export const steps = (req: RecordedRequest): number =>
  (req.body.messages as Anthropic.MessageParam[]).filter(
    (m) => m.role === 'assistant' && Array.isArray(m.content) && m.content.some((b) => b.type === 'tool_use'),
  ).length;

/** The agentId an Agent result in the request gave. */
export const agentIdIn = (req: RecordedRequest): string => /agentId: (a[0-9a-f]{16})/.exec(JSON.stringify(req.body.messages))?.[1] ?? 'none';

/** The turn that loads SendMessage through ToolSearch (it is deferred). */
export const loadSendMessage = turn(call('ToolSearch', { query: 'select:SendMessage' }, 'toolu_ts'));
