import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { answerToQuestions, decisionOf } from '../../src/session/checkpoint-answer.js';
import type { AskedQuestion } from '../../src/tools/ask-user-question.js';

const q = (question: string, labels: string[], multiSelect = false): AskedQuestion => ({
  question,
  header: 'H',
  options: labels.map((label) => ({ label, description: '' })),
  multiSelect,
});

describe('a reply as an answer', () => {
  it('a number picks an option, words are the answer, one line per question when the reply has as many', () => {
    const lib = q('Which library?', ['date-fns', 'luxon']);
    assert.equal(
      answerToQuestions([lib], '2'),
      'User has answered your questions: "Which library?"="luxon". You can now continue with the user\'s answers in mind.',
    );
    assert.equal(answerToQuestions([lib], ' 2. '), answerToQuestions([lib], '2'));
    assert.match(answerToQuestions([lib], 'yes, use the new API'), /"Which library\?"="yes, use the new API"/);
    // Out of range or several for a single choice: the words as written.
    assert.match(answerToQuestions([lib], '3'), /="3"/);
    assert.match(answerToQuestions([lib], '1, 2'), /="1, 2"/);
    const many = q('Which targets?', ['node', 'deno', 'bun'], true);
    assert.match(answerToQuestions([many], '1, 3'), /"Which targets\?"="node, bun"/);
    assert.match(answerToQuestions([lib, many], '1\n2 and 3'), /"Which library\?"="date-fns", "Which targets\?"="deno, bun"/);
    assert.match(answerToQuestions([lib, many], 'whatever you think best'), /="whatever you think best", "Which targets\?"="whatever you think best"/);
  });

  it('only an explicit yes (or option 1) allows a held call', () => {
    for (const yes of ['1', 'yes', 'Yes, go ahead', 'allow', 'approved', 'ok', 'go ahead']) assert.equal(decisionOf(yes), 'allow', yes);
    for (const no of ['2', 'no', 'deny', 'not now', 'yesterday was better', '', '11', 'please do not']) assert.equal(decisionOf(no), 'deny', no);
  });
});
