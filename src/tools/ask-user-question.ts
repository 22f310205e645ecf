import { makeValidator, type JsonSchema, objectSchema } from './schema.js';
import type { ToolDefinition, Validation } from './types.js';

/** A question the model asked, as the SDK's AskUserQuestionOutput lists it. */
export interface AskedQuestion {
  question: string;
  header: string;
  options: { label: string; description: string; preview?: string }[];
  multiSelect: boolean;
}

export interface AskUserQuestionInput {
  questions: { question: string; header: string; options: { label: string; description: string; preview?: string }[]; multiSelect?: boolean }[];
  answers?: Record<string, string>;
  annotations?: Record<string, unknown>;
  metadata?: { source?: string };
}

const OPTION: JsonSchema = {
  type: 'object',
  properties: {
    label: { type: 'string', description: 'Concise (1-5 words)' },
    description: { type: 'string', description: 'What this option means, its trade-offs' },
    preview: { type: 'string' },
  },
  required: ['label', 'description'],
  additionalProperties: false,
};

const SCHEMA = objectSchema(['questions'], {
  questions: {
    type: 'array',
    minItems: 1,
    maxItems: 4,
    items: {
      type: 'object',
      properties: {
        question: { type: 'string', description: 'Clear, specific, ending with a question mark' },
        header: { type: 'string', description: 'Very short label (max 12 chars), e.g. "Library"' },
        options: {
          type: 'array',
          minItems: 2,
          maxItems: 4,
          items: OPTION,
          description: "Distinct choices; no 'Other' (people can always answer in their own words)",
        },
        multiSelect: { type: 'boolean' },
      },
      required: ['question', 'header', 'options'],
      additionalProperties: false,
    },
  },
  answers: { type: 'object' },
  annotations: { type: 'object' },
  metadata: { type: 'object' },
});

const DESCRIPTION = `Ask the user multiple choice questions (1-4 questions, 2-4 options each) to clarify ambiguity or let them make a decision.

This run is headless, in CI: nobody can answer while it runs. The tool answers at once that no one can; you then go on with the assumption you judge best and say in your final answer what you assumed. The questions are posted with the run's report under "Questions for you", and a person's reply in their next comment starts a new run that gets your questions and their answer.

Use it only when blocked on a decision that is genuinely the user's: not for choices with a conventional default or facts you can check yourself. If you recommend an option, list it first and end its label with "(Recommended)".`;

/** When a person's reply resumes the session (src/session/checkpoint.ts): the run ends at the call, the answer is its result. */
const DESCRIPTION_PAUSING = `Ask the user multiple choice questions (1-4 questions, 2-4 options each) to clarify ambiguity or let them make a decision.

This run is headless, in CI: nobody answers while it runs. Calling this tool ends the run: your questions are posted on the issue or pull request, the session is saved, and a person's reply resumes this same session later, with their answer as this tool's result. Calls after it in the same reply do not run.

Use it only when blocked on a decision that is genuinely the user's: not for choices with a conventional default or facts you can check yourself. If you recommend an option, list it first and end its label with "(Recommended)".`;

/** What the model reads back: there is no one to answer, so it goes on, and says what it assumed. */
const NO_ONE_CAN_ANSWER =
  'No one can answer during this run: it runs in CI with nobody at the keyboard, so there is no answer to wait for. ' +
  'Your questions were recorded and are shown under "Questions for you" in the run\'s report (its comment on the issue or pull request, and the job summary); ' +
  'a person can answer them in their next comment, which starts a new run with your questions and their reply.\n\n' +
  'Go on with the task now. For each question, choose the answer you judge best (the option you recommend, if any), ' +
  'and state in your final answer which assumption you made for each question and why. Do not ask these questions again in this run.';

/** Claude Code refuses the same question twice in one call, and the same label twice in one question. */
function checkDistinct(input: AskUserQuestionInput): string | undefined {
  const texts = input.questions.map((q) => q.question);
  if (new Set(texts).size !== texts.length) return 'AskUserQuestion: question texts must be unique';
  for (const [i, q] of input.questions.entries()) {
    const labels = q.options.map((o) => o.label);
    if (new Set(labels).size !== labels.length) return `AskUserQuestion: "questions[${i}].options": option labels must be unique within a question`;
  }
  return undefined;
}

/** `onAsked` hands the questions to the report (the session emits them as a `questions` event). */
export function createAskUserQuestionTool(
  onAsked: (questions: AskedQuestion[], toolUseId: string) => void,
  pauses = false,
): ToolDefinition<AskUserQuestionInput> {
  const check = makeValidator<AskUserQuestionInput>('AskUserQuestion', SCHEMA);
  return {
    name: 'AskUserQuestion',
    description: pauses ? DESCRIPTION_PAUSING : DESCRIPTION,
    inputSchema: SCHEMA,
    readOnly: false,
    validate(input): Validation<AskUserQuestionInput> {
      const checked = check(input);
      if (!checked.ok) return checked;
      const error = checkDistinct(checked.value);
      return error ? { ok: false, error } : checked;
    },
    execute(input, ctx) {
      const questions: AskedQuestion[] = input.questions.map((q) => ({
        question: q.question,
        header: q.header,
        options: q.options.map((o) => ({ label: o.label, description: o.description, ...(o.preview !== undefined ? { preview: o.preview } : {}) })),
        multiSelect: q.multiSelect ?? false,
      }));
      onAsked(questions, ctx.toolUseId);
      // The SDK's AskUserQuestionOutput, with no answer: none came.
      return Promise.resolve({ content: NO_ONE_CAN_ANSWER, isError: false, details: { questions, answers: {} } });
    },
  };
}
