import type { AskedQuestion } from '../tools/ask-user-question.js';

/** A reply that allows a held call: `1`, `yes`, `allow`…; anything else keeps it from running. */
const ALLOWS = /^\s*(?:1|yes|y|allow|allowed|approve|approved|ok|okay|go ahead|sure)\b/i;

/** A person's yes or no to a call held by an `ask` rule or a hook: only an explicit yes (or option 1) allows it. */
export function decisionOf(answer: string): 'allow' | 'deny' {
  return ALLOWS.test(answer) ? 'allow' : 'deny';
}

/** `2`, `2.`, `(2)`, `1, 3`: the option numbers a reply picks, or undefined when it is words. */
function picked(text: string, options: number): number[] | undefined {
  if (!/^\s*\(?\d+\)?\.?(?:\s*(?:,|and|\s)\s*\(?\d+\)?\.?)*\s*$/.test(text)) return undefined;
  const numbers = [...text.matchAll(/\d+/g)].map((m) => Number(m[0]));
  return numbers.every((n) => n >= 1 && n <= options) ? numbers : undefined;
}

/** One question's answer: the labels of the options a number picks, else the person's own words. */
function answerOne(question: AskedQuestion, text: string): string {
  const numbers = picked(text, question.options.length);
  if (numbers === undefined || (numbers.length > 1 && !question.multiSelect)) return text.trim();
  return numbers.map((n) => question.options[n - 1]?.label ?? '').join(', ');
}

/**
 * AskUserQuestion's result from a reply, in Claude Code's words. One line per question when the reply has as many
 * lines as there are questions; otherwise the whole reply answers each.
 */
export function answerToQuestions(questions: readonly AskedQuestion[], answer: string): string {
  const lines = answer
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const each = questions.length > 1 && lines.length === questions.length ? lines : questions.map(() => answer.trim());
  const pairs = questions.map((q, i) => `"${q.question}"="${answerOne(q, each[i] ?? '')}"`);
  return `User has answered your questions: ${pairs.join(', ')}. You can now continue with the user's answers in mind.`;
}
