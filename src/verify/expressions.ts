import { data, Evaluator, Lexer, Parser } from '@actions/expressions';

/**
 * `${{ }}` in a workflow step evaluated by GitHub's own expression code (`@actions/expressions`) over the contexts the
 * runner knows. A context it does not have (a secret, a matrix value, an earlier step's outputs) is no value here: the
 * parser refuses it by name, and the step is named as not runnable with why (never run with an empty string instead).
 */

export type Value = null | boolean | number | string | Value[] | { [key: string]: Value };
export type Contexts = Record<string, Value>;

/** Why a context the step needs is not the runner's to give. */
const MISSING: Record<string, string> = {
  secrets: "a secret (the check runs as the pull request author's code, with no secrets)",
  matrix: 'a matrix value the runner cannot know for this job',
  steps: "an earlier step's outputs (only that job's run has them)",
  needs: "another job's outputs (only that run has them)",
  vars: "the repository's configuration variables (vars), which this run does not read",
  jobs: "a called workflow's job outputs",
};

export type Evaluated = { ok: true; value: string } | { ok: false; reason: string };

/**
 * One expression (the text inside `${{ }}`, or a whole `format(…)` the parser made of a scalar) → its text.
 * String literals: @actions/expressions 0.3.61 unescapes only the first `''` of each; the runner unescapes all.
 */
export function evaluateText(expression: string, contexts: Contexts): Evaluated {
  try {
    const tokens = new Lexer(expression).lex().tokens;
    for (const token of tokens)
      if (typeof token.value === 'string' && token.lexeme.startsWith("'")) token.value = token.lexeme.slice(1, -1).replaceAll("''", "'");
    const tree = new Parser(tokens, Object.keys(contexts), []).parse();
    if ((tree as unknown) === undefined) return { ok: true, value: '' };
    const dict = new data.Dictionary();
    for (const [name, value] of Object.entries(contexts)) dict.add(name, JSON.parse(JSON.stringify(value), data.reviver) as data.ExpressionData);
    const value = new Evaluator(tree, dict).evaluate();
    if (!value.primitive) return { ok: false, reason: `\${{ ${expression} }} is an object or array where text is expected` };
    return { ok: true, value: value.coerceString() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const named = /Unrecognized named-value: '([^']+)'/.exec(message)?.[1];
    if (named) return { ok: false, reason: `it needs ${MISSING[named.toLowerCase()] ?? `the \`${named}\` context, which the runner does not have`}` };
    const fn = /Unrecognized function: '([^']+)'/.exec(message)?.[1];
    if (fn) return { ok: false, reason: `it calls ${fn}(), which only the workflow's own runner evaluates` };
    return { ok: false, reason: `its expression \${{ ${expression} }} does not evaluate: ${message}` };
  }
}
