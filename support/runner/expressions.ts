import { data, Evaluator, Lexer, Parser } from '@actions/expressions';
import type { FunctionDefinition } from '@actions/expressions/funcs/info';

/**
 * GitHub Actions expressions evaluated by GitHub's own implementation (`@actions/expressions`, the
 * one the Actions language services use and the actions/languageservices conformance cases check):
 * the harness never decides what `${{ }}` means by itself. This file only converts between the
 * harness's plain JSON values and the library's data, and supplies the status functions, which
 * depend on the job's state (the runner's, not the library's).
 */

export type Value = null | boolean | number | string | Value[] | { [key: string]: Value };
export type Contexts = Record<string, Value>;

/** What the status functions see: has an earlier step failed (step `if:`), has a needed job (job `if:`). */
export interface JobState {
  failed: boolean;
  cancelled: boolean;
}

/**
 * The names a place may use, in the schema's form (`github`, `success(0,0)`): the allowed context of
 * the workflow or action schema for that key (see test/e2e/workflow.ts). A context outside it is an
 * error on GitHub ("Unrecognized named-value"), so it is one here.
 */
type AllowedContext = readonly string[];

function toData(value: Value | undefined): data.ExpressionData {
  return JSON.parse(JSON.stringify(value ?? null), data.reviver) as data.ExpressionData;
}

function statusFunctions(state: JobState): Map<string, FunctionDefinition> {
  const fn = (name: string, result: () => boolean, maxArgs = 0): [string, FunctionDefinition] => [
    name,
    { name, minArgs: 0, maxArgs, call: () => new data.BooleanData(result()) },
  ];
  return new Map([
    fn('success', () => !state.failed && !state.cancelled, Number.MAX_SAFE_INTEGER),
    fn('failure', () => state.failed && !state.cancelled, Number.MAX_SAFE_INTEGER),
    fn('always', () => true),
    fn('cancelled', () => state.cancelled),
    [
      'hashfiles',
      {
        name: 'hashFiles',
        minArgs: 1,
        maxArgs: 255,
        call: () => {
          throw new Error('hashFiles is not emulated');
        },
      },
    ],
  ]);
}

/** Split `name(min,max)` entries from context names, as the schema writes them. */
function splitAllowed(allowed: AllowedContext): { names: string[]; functions: { name: string; minArgs: number; maxArgs: number }[] } {
  const names: string[] = [];
  const functions: { name: string; minArgs: number; maxArgs: number }[] = [];
  for (const entry of allowed) {
    const match = /^([A-Za-z0-9_]+)\((\d+),(\d+|MAX)\)$/.exec(entry);
    if (match?.[1] && match[2] && match[3])
      functions.push({ name: match[1], minArgs: Number(match[2]), maxArgs: match[3] === 'MAX' ? Number.MAX_SAFE_INTEGER : Number(match[3]) });
    else names.push(entry);
  }
  return { names, functions };
}

const NO_STATE: JobState = { failed: false, cancelled: false };

/**
 * The expression's tokens, each string literal's `''` read as `'` throughout: @actions/expressions 0.3.61 unescapes
 * only the first (`value.replace("''", "'")` in its lexer), while GitHub's runner unescapes every one. A `run:` script
 * with `${{ }}` in it becomes `format('…', …)` with each of its quotes doubled: `OUTPUT='${{ x }}'` and `jq -r '.a'`.
 */
function lex(expression: string): ReturnType<Lexer['lex']>['tokens'] {
  const tokens = new Lexer(expression).lex().tokens;
  for (const token of tokens)
    if (typeof token.value === 'string' && token.lexeme.startsWith("'")) token.value = token.lexeme.slice(1, -1).replaceAll("''", "'");
  return tokens;
}

/**
 * One expression (the text inside `${{ }}`) → its value. With `allowed`, the contexts and functions
 * the place permits; without, every context given and the status functions.
 */
export function evaluateData(expression: string, ctx: Contexts, o: { allowed?: AllowedContext; state?: JobState } = {}): data.ExpressionData {
  const allowed = o.allowed ?? [...Object.keys(ctx), 'success(0,MAX)', 'failure(0,MAX)', 'always(0,0)', 'cancelled(0,0)', 'hashFiles(1,255)'];
  const { names, functions } = splitAllowed(allowed);
  const tree = new Parser(lex(expression), names, functions).parse();
  const contexts = new data.Dictionary();
  for (const [name, value] of Object.entries(ctx)) if (names.some((n) => n.toLowerCase() === name.toLowerCase())) contexts.add(name, toData(value));
  // An empty expression parses to nothing, which the runner reads as null.
  if ((tree as unknown) === undefined) return new data.Null();
  return new Evaluator(tree, contexts, statusFunctions(o.state ?? NO_STATE)).evaluate();
}

/** Truthiness as the runner decides an `if:`. */
export function truthy(value: data.ExpressionData): boolean {
  switch (value.kind) {
    case data.Kind.Null:
      return false;
    case data.Kind.Boolean:
      return (value as data.BooleanData).value;
    case data.Kind.Number: {
      const n = (value as data.NumberData).value;
      return n !== 0 && !Number.isNaN(n);
    }
    case data.Kind.String:
      return (value as data.StringData).value !== '';
    default:
      return true;
  }
}

/** The runner's conversion of a value into an input or environment string. */
export function toText(value: data.ExpressionData): string {
  // The runner's string inputs are scalars: a mapping or sequence there is an error, not its JSON (toJSON() is the way).
  if (!value.primitive) throw new Error(`a ${value.kind === data.Kind.Array ? 'sequence' : 'mapping'} was not expected where a string is`);
  return value.coerceString();
}
