import { QUESTIONS_END, QUESTIONS_START } from '../../github/sticky-marker.js';
import type { AskedQuestion } from '../../tools/ask-user-question.js';
import type { ChecklistItem } from '../../tools/task-list.js';
import { renderUntrusted } from '../../text/untrusted-markdown.js';
import type { ReportedFindings } from '../../tools/report-findings.js';
import { renderFindings } from './findings-render.js';

/** The run's task list and questions as Markdown, for the sticky comment and the job summary. */

const MAX_ITEMS = 50;

function line(text: string, max = 300): string {
  return renderUntrusted(text, 'line', max);
}

/**
 * The task list as a GitHub checklist: done items ticked, the one in progress in bold under its activeForm
 * ("Running tests"). Model text is made inert (no HTML, mentions or images). Also for other reports that
 * show the same list (a review's progress comment).
 */
export function renderChecklist(items: readonly ChecklistItem[]): string {
  const done = items.filter((item) => item.status === 'completed').length;
  const rows = items.slice(0, MAX_ITEMS).map((item) => {
    if (item.status === 'completed') return `- [x] ${line(item.subject)}`;
    if (item.status === 'in_progress') return `- [ ] **${line(item.activeForm ?? item.subject)}** ⏳`;
    return `- [ ] ${line(item.subject)}`;
  });
  const more = items.length > MAX_ITEMS ? [`- …and ${items.length - MAX_ITEMS} more`] : [];
  return [`**Tasks** (${done} of ${items.length} done)`, '', ...rows, ...more].join('\n');
}

/**
 * The questions nobody could answer during the run, under a heading a person answers in their next
 * comment; the markers let that comment's run find them (src/github/sticky-marker.ts).
 */
export function renderQuestions(questions: readonly AskedQuestion[]): string {
  const blocks = questions.map((q, i) => {
    const options = q.options.map((o) => `- **${line(o.label, 120)}**${o.description.trim() ? `: ${line(o.description)}` : ''}`);
    return [`**${i + 1}. ${line(q.header, 60)}**: ${line(q.question, 500)}${q.multiSelect ? ' _(one or more)_' : ''}`, ...options].join('\n');
  });
  return [
    QUESTIONS_START,
    '### ❓ Questions for you',
    '',
    'Nobody could answer these during the run, so the agent went on with its own assumptions (its answer says which). ' +
      'Answer in your next comment on this thread, with the trigger phrase: that run gets these questions and your reply.',
    '',
    blocks.join('\n\n'),
    QUESTIONS_END,
  ].join('\n');
}

/** The report's blocks for what the run tracked: its questions first (someone may need to act), its findings, then its task list. */
export function trackingSections(state: {
  tasks?: readonly ChecklistItem[] | undefined;
  questions?: readonly AskedQuestion[] | undefined;
  findings?: ReportedFindings | undefined;
}): string[] {
  const sections: string[] = [];
  if (state.questions && state.questions.length > 0) sections.push(renderQuestions(state.questions));
  if (state.findings) sections.push(renderFindings(state.findings));
  if (state.tasks && state.tasks.length > 0) sections.push(renderChecklist(state.tasks));
  return sections;
}
