import type { PendingCall } from '../../agent/checkpoint.js';
import { QUESTIONS_END, QUESTIONS_START } from '../../github/sticky-marker.js';
import { renderUntrusted } from '../../text/untrusted-markdown.js';
import { renderSessionMarker, type SessionMarker } from '../saved-session.js';

const line = (text: string, max = 300): string => renderUntrusted(text, 'line', max);

/** What a person is asked: the questions with numbered options, or a held call with allow and deny. */
function asked(pending: PendingCall): string[] {
  if (pending.kind === 'question') {
    return (pending.questions ?? []).flatMap((q, i) => [
      `**${i + 1}. ${line(q.header, 60)}**: ${line(q.question, 500)}${q.multiSelect ? ' _(one or more: `1, 3`)_' : ''}`,
      '',
      ...q.options.map((o, n) => `${n + 1}. **${line(o.label, 120)}**${o.description.trim() ? `: ${line(o.description)}` : ''}`),
      '',
    ]);
  }
  const input = renderUntrusted(JSON.stringify(pending.input) ?? '', 'code', 300);
  const who = pending.kind === 'ask_rule' ? 'an `ask` rule' : pending.kind === 'hook_ask' ? "a PreToolUse hook's `ask`" : "a PreToolUse hook's `defer`";
  return [
    `The agent wants to run **${line(pending.name, 80)}** ${input}, which ${who} leaves to a person${pending.reason ? `: ${line(pending.reason)}` : '.'}`,
    '',
    '1. **Allow**: the call runs (deny rules and the sandbox still apply), then the agent goes on',
    '2. **Deny**: it does not run; your words are passed to the agent',
    '',
  ];
}

/**
 * The comment's section for a run that ended waiting: what is asked, how to answer and who may, until when, and the
 * marker the answering run finds the saved session by. Without a marker (it could not be saved) a reply starts fresh.
 */
export function renderWaiting(args: {
  pending: PendingCall;
  triggerPhrase: string;
  expiresAt: string;
  marker?: SessionMarker;
  /** Why the session was not saved, when it was not. */
  unsaved?: string;
}): string {
  // The workflow's own phrase, as it is to be typed (a code span pings nobody): copied, it must trigger.
  const typed = args.triggerPhrase.replace(/[`\n]/g, '').slice(0, 40);
  const phrase = `\`${typed}\``;
  const example = `\`${typed} ${args.pending.kind === 'question' ? 2 : 1}\``;
  const how = args.marker
    ? `Reply on this thread with ${example} (an option's number) or ${phrase} and your own words: that run resumes this session with your answer. ` +
      `Anyone who may trigger the agent here can answer (write access to the repository, or named in \`allowed_non_write_users\`). ` +
      `Open until ${args.expiresAt.slice(0, 16).replace('T', ' ')} UTC (\`session_expiry_days\`); after that, a reply starts a fresh run.`
    : `The session could not be saved (${line(args.unsaved ?? 'no store', 200)}): a reply with ${phrase} starts a fresh run that is given these questions.`;
  return [
    QUESTIONS_START,
    '### ⏸️ Waiting for your answer',
    '',
    ...asked(args.pending),
    how,
    QUESTIONS_END,
    ...(args.marker ? [renderSessionMarker(args.marker)] : []),
  ].join('\n');
}
