import type Anthropic from '@anthropic-ai/sdk';
import type { AskedQuestion } from '../tools/ask-user-question.js';
import type { PersonNeeded } from '../tools/dispatch.js';

/** What the run waits for: answers to AskUserQuestion, or a person's yes or no to a call an `ask` rule or a hook held. */
export type WaitKind = 'question' | PersonNeeded['kind'];

/** The call the session stopped at. */
export interface PendingCall {
  id: string;
  name: string;
  input: unknown;
  kind: WaitKind;
  /** Why a person must decide (the ask rule, the hook's reason); absent for a question. */
  reason?: string;
  questions?: AskedQuestion[];
}

/** Where a paused session stands: what the next run continues from. */
export interface PausedSession {
  pending: PendingCall;
  /** The messages up to and including the reply that made the call. */
  messages: Anthropic.MessageParam[];
  /** The user message that follows it: the reply's other results, the pending call's a placeholder the answer replaces. */
  results: Anthropic.ContentBlockParam[];
}
