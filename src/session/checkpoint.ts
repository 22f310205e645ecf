import type Anthropic from '@anthropic-ai/sdk';
import type { LoopDeps } from '../agent/loop.js';
import type { RunOutcome } from '../agent/outcome.js';
import { resultContent } from '../agent/tool-batch.js';
import { DENIAL_GUIDANCE } from '../permissions/decide.js';
import type { AskedQuestion } from '../tools/ask-user-question.js';
import type { PausedSession, PendingCall, WaitKind } from '../agent/checkpoint.js';
import { answerToQuestions, decisionOf } from './checkpoint-answer.js';

/** A resumed run: the saved session and the reply that answers it. */
export interface ResumeFrom {
  /** The saved session's id: the resumed run keeps it. */
  sessionId: string;
  /** The run that saved it. */
  continues: { runId: string; runUrl?: string };
  paused: PausedSession;
  /** The reply's request (the text after the trigger phrase), as the trigger sanitized it. */
  answer: string;
  answeredBy: string;
}

/** The result the pending call holds in the saved session until the answer replaces it (never sent to the model). */
const WAITING = 'Waiting for a person: the run ends here; a reply on the thread resumes the session with the answer as this result.';
/** A call of the same reply after the pending one: it does not run, the model may call it again after the answer. */
const NOT_RUN = "Not run: the run paused for a person's answer on an earlier call of this reply. Call it again after the answer if it is still needed.";

type Dispatch = LoopDeps['dispatch'];

/**
 * The session's checkpoint: the first call of the main loop that only a person can decide ends the run, with
 * everything needed to continue (`paused()`), and a resumed run starts from that state with the answer in place.
 * It speaks to the loop through `port` and to dispatch through `wrap`; saving and restoring are the caller's.
 */
export class SessionCheckpoint {
  private pending: PendingCall | undefined;
  private held: PausedSession | undefined;
  private allowedId: string | undefined;

  constructor(readonly resume?: ResumeFrom) {}

  /** Set once the loop ended waiting. */
  paused(): PausedSession | undefined {
    return this.held;
  }

  /** What the result tells of the chain: the call this run stopped at, the run it continues. */
  outcomeFields(): Pick<RunOutcome, 'deferredToolUse' | 'resumedFrom'> {
    const call = this.held?.pending;
    return {
      ...(call ? { deferredToolUse: { id: call.id, name: call.name, input: call.input } } : {}),
      ...(this.resume ? { resumedFrom: this.resume.continues } : {}),
    };
  }

  /** The call a person allowed in their reply (dispatch lets its ask rule or hook ask/defer pass). */
  readonly personAllowed = (toolUseId: string): boolean => toolUseId === this.allowedId;

  /** The main loop's dispatch: the first call a person must decide is held, and the calls after it in that reply do not run. */
  wrap(dispatch: Dispatch): Dispatch {
    return async (call, signal) => {
      if (this.pending) return { result: { content: NOT_RUN, isError: true }, input: call.input, extraContext: [] };
      const outcome = await dispatch(call, signal);
      const asked = call.name === 'AskUserQuestion' && !outcome.result.isError && outcome.denial === undefined;
      const kind: WaitKind | undefined = asked ? 'question' : outcome.waitsFor?.kind;
      if (kind === undefined) return outcome;
      const questions = asked ? (outcome.result.details?.['questions'] as AskedQuestion[] | undefined) : undefined;
      const reason = outcome.waitsFor?.reason.replace(DENIAL_GUIDANCE, '').trim();
      this.pending = { id: call.id, name: call.name, input: outcome.input, kind, ...(reason ? { reason } : {}), ...(questions ? { questions } : {}) };
      // AskUserQuestion's own details (the SDK's AskUserQuestionOutput, no answer yet) stay for the transcript.
      const details = asked && outcome.result.details ? { details: outcome.result.details } : {};
      return { result: { content: WAITING, isError: false, ...details }, input: outcome.input, extraContext: outcome.extraContext };
    };
  }

  /** The loop's checkpoint: after a reply's calls, true (and the state kept) when one of them waits for a person. */
  readonly port = (messages: readonly Anthropic.MessageParam[], results: Anthropic.ContentBlockParam[]): boolean => {
    if (!this.pending) return false;
    this.held = { pending: this.pending, messages: [...messages], results: [...results] };
    return true;
  };

  /**
   * A resumed run's messages: the saved ones, then the saved results with the answer in the pending call's place.
   * An allowed call runs now, through `dispatch` (the deny rules, the sandbox and the other hooks as ever); a refused
   * one gets the person's words as its error. Undefined for a run that resumes nothing.
   */
  async firstMessages(dispatch: Dispatch, signal: AbortSignal): Promise<Anthropic.MessageParam[] | undefined> {
    if (!this.resume) return undefined;
    const { paused, answer, answeredBy } = this.resume;
    const pending = paused.pending;
    const extra: Anthropic.TextBlockParam[] = [];
    let result: Pick<Anthropic.ToolResultBlockParam, 'content' | 'is_error'>;
    if (pending.kind === 'question') {
      result = { content: answerToQuestions(pending.questions ?? [], answer) };
    } else if (decisionOf(answer) === 'allow') {
      this.allowedId = pending.id;
      const outcome = await dispatch({ id: pending.id, name: pending.name, input: pending.input }, signal).finally(() => (this.allowedId = undefined));
      result = { content: resultContent(outcome.result), ...(outcome.result.isError ? { is_error: true } : {}) };
      extra.push({ type: 'text', text: `@${answeredBy} allowed this ${pending.name} call in a reply on the thread: "${answer}"` });
    } else {
      result = { content: `@${answeredBy} did not allow this ${pending.name} call. Their reply: "${answer}"`, is_error: true };
    }
    const content = paused.results.map((block) =>
      block.type === 'tool_result' && block.tool_use_id === pending.id ? { type: 'tool_result' as const, tool_use_id: block.tool_use_id, ...result } : block,
    );
    return [...paused.messages, { role: 'user', content: [...content, ...extra] }];
  }
}

/**
 * The main loop's first messages and dispatch: with a checkpoint, the held call ends the loop and a resumed run starts
 * from the saved messages (`messages`, undefined for a fresh start); without one, the dispatch as it is.
 */
export async function mainLoopStart(
  checkpoint: SessionCheckpoint | undefined,
  dispatch: Dispatch,
  signal: AbortSignal,
): Promise<{ messages?: Anthropic.MessageParam[]; deps: Pick<LoopDeps, 'dispatch' | 'checkpoint'> }> {
  if (!checkpoint) return { deps: { dispatch } };
  const messages = await checkpoint.firstMessages(dispatch, signal);
  return { ...(messages ? { messages } : {}), deps: { dispatch: checkpoint.wrap(dispatch), checkpoint: checkpoint.port } };
}
