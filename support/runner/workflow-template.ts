import { readFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { data } from '@actions/expressions';
import picomatch from 'picomatch';
import type { WorkflowJob } from '@actions/workflow-parser/model/workflow-template';
import type { MappingToken } from '@actions/workflow-parser/templates/tokens/mapping-token';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import { evaluateData, toText, truthy, type Contexts, type JobState } from './expressions.js';

// The parser imports its JSON schemas without `with { type: 'json' }` (it is built for bundlers),
// which Node refuses; this load hook adds the attribute, then the parser is imported.
register(
  `data:text/javascript,${encodeURIComponent('export async function load(url, context, next) { return next(url, url.endsWith(".json") ? { ...context, importAttributes: { type: "json" } } : context); }')}`,
);
const { convertWorkflowTemplate, isBasicExpression, isBoolean, isMapping, isNumber, isSequence, isString, NoOperationTraceWriter, parseWorkflow } =
  await import('@actions/workflow-parser');
const { parseAction } = await import('@actions/workflow-parser/actions/action-parser');
export { isBasicExpression, isLiteral };
const { isLiteral } = await import('@actions/workflow-parser');

/**
 * A workflow (or action.yml) read by GitHub's own parser (`@actions/workflow-parser`): validated
 * against the workflow schema, `if:` conditions given their implicit `success() &&`, every `${{ }}`
 * turned into the expression the runner evaluates (text around it becomes a `format()`), and each
 * value tagged with the contexts its place allows. The harness evaluates those tokens; it never
 * re-reads the YAML by itself to decide what a value means.
 */

export interface ParsedStep {
  /** The step's `id:`, or the id GitHub generates (`__actions_checkout`). */
  id: string;
  name: string | undefined;
  uses: string | undefined;
  run: TemplateToken | undefined;
  if: TemplateToken;
  with: MappingToken | undefined;
  env: MappingToken | undefined;
  continueOnError: boolean;
}

interface ParsedJob {
  id: string;
  if: TemplateToken;
  env: MappingToken | undefined;
  steps: ParsedStep[];
}

interface ParsedWorkflow {
  /** The `on:` block as GitHub's converter reads it. */
  events: Record<string, { types?: string[]; paths?: string[]; 'paths-ignore'?: string[] } | undefined>;
  env: TemplateToken | undefined;
  jobs: Map<string, ParsedJob>;
}

function failOnErrors(file: string, errors: { message?: string; Message?: string }[]): void {
  if (errors.length > 0) throw new Error(`${file}: GitHub's workflow parser rejects it:\n${errors.map((e) => e.message ?? e.Message ?? String(e)).join('\n')}`);
}

export async function parseWorkflowText(name: string, content: string): Promise<ParsedWorkflow> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  failOnErrors(name, parsed.context.errors.getErrors());
  if (!parsed.value) throw new Error(`${name}: empty workflow`);
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  failOnErrors(name, [...parsed.context.errors.getErrors(), ...(template.errors ?? [])]);
  const root = parsed.value.assertMapping('workflow');
  const rawJobs = root.find('jobs')?.assertMapping('jobs');
  const jobs = new Map<string, ParsedJob>();
  for (const job of template.jobs) {
    if (job.type !== 'job') throw new Error(`${name}: job ${job.id.value} calls a reusable workflow; not emulated`);
    const rawSteps = rawJobs?.find(job.id.value)?.assertMapping('job').find('steps')?.assertSequence('steps');
    jobs.set(job.id.value, { id: job.id.value, if: job.if, env: job.env, steps: steps(name, job, rawSteps ? [...rawSteps] : []) });
  }
  return { events: template.events as ParsedWorkflow['events'], env: template.env, jobs };
}

function steps(file: string, job: WorkflowJob & { type: 'job' }, raw: TemplateToken[]): ParsedStep[] {
  return job.steps.map((step, i) => {
    if (!('if' in step) || step.if === undefined || (!('uses' in step) && !('run' in step)))
      throw new Error(`${file}: step ${i + 1} of ${job.id.value} is neither uses nor run; not emulated`);
    const mapping = raw[i]?.assertMapping('step');
    const withToken = mapping?.find('with');
    const coe = step['continue-on-error'];
    if (coe !== undefined && typeof coe !== 'boolean') throw new Error(`${file}: continue-on-error with an expression is not emulated`);
    return {
      id: step.id,
      name: step.name && isString(step.name) ? step.name.value : undefined,
      uses: 'uses' in step ? step.uses.value : undefined,
      run: 'run' in step ? step.run : undefined,
      if: step.if,
      with: withToken ? withToken.assertMapping('with') : undefined,
      env: step.env,
      continueOnError: coe === true,
    };
  });
}

/**
 * Why GitHub would not start the workflow for this event, or undefined when it would: the event is
 * not under `on:`, its activity type is not in `types:` (pull_request defaults to opened,
 * synchronize, reopened), or no changed file passes `paths:` / every one is in `paths-ignore:`
 * (patterns in order, a `!` pattern excluding again).
 */
export function notTriggered(wf: ParsedWorkflow, eventName: string, action: string | undefined, changedFiles: string[] | undefined): string | undefined {
  if (!(eventName in wf.events)) return `the workflow has no on: ${eventName}`;
  const config = wf.events[eventName] ?? {};
  const types = config.types ?? (eventName === 'pull_request' || eventName === 'pull_request_target' ? ['opened', 'synchronize', 'reopened'] : undefined);
  if (types && action !== undefined && !types.includes(action)) return `on: ${eventName} types ${types.join(', ')} do not include ${action}`;
  if (changedFiles && config.paths) {
    if (!changedFiles.some((f) => pathIncluded(f, config.paths ?? []))) return `no changed file matches on: ${eventName} paths`;
  }
  if (changedFiles && config['paths-ignore']) {
    if (changedFiles.every((f) => pathIncluded(f, config['paths-ignore'] ?? []))) return `every changed file matches on: ${eventName} paths-ignore`;
  }
  return undefined;
}

function pathIncluded(file: string, patterns: string[]): boolean {
  let included = false;
  for (const pattern of patterns) {
    const negated = pattern.startsWith('!');
    if (picomatch(negated ? pattern.slice(1) : pattern, { dot: true })(file)) included = !negated;
  }
  return included;
}

/** The inputs an action.yml declares, each default still a token (an expression, or a literal). */
export function parseActionInputs(name: string, content: string): { name: string; default: TemplateToken | undefined; required: boolean }[] {
  const parsed = parseAction({ name, content }, new NoOperationTraceWriter());
  failOnErrors(name, parsed.context.errors.getErrors());
  const inputs = parsed.value?.assertMapping('action').find('inputs');
  if (!inputs) return [];
  return [...inputs.assertMapping('inputs')].map((pair) => {
    const spec = isMapping(pair.value) ? pair.value : undefined;
    const required = spec?.find('required');
    return {
      name: pair.key.assertString('input name').value,
      default: spec?.find('default'),
      required: required !== undefined && isBoolean(required) && required.value,
    };
  });
}

const SCHEMA = JSON.parse(
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.resolve('@actions/workflow-parser'))), 'workflow-v1.0.min.json'), 'utf8'),
) as { definitions: Record<string, { context?: string[] }> };

/**
 * A job's or a step's `if:` → true or false. The parser hands a missing `if:` over as `success()`
 * without the place's allowed contexts: those come from the workflow schema (`job-if`, `step-if`).
 */
export function condition(token: TemplateToken, place: 'job-if' | 'step-if', ctx: Contexts, state: JobState): boolean {
  const allowed = token.definitionInfo?.allowedContext ?? SCHEMA.definitions[place]?.context ?? [];
  if (!isBasicExpression(token)) throw new Error(`an if: that is not an expression (line ${String(token.line)})`);
  return truthy(evaluateData(token.expression, ctx, { allowed, state }));
}

/** A token's value where it stands: an expression evaluated with the contexts its place allows. */
function tokenData(token: TemplateToken, ctx: Contexts, state?: JobState): data.ExpressionData {
  if (isBasicExpression(token))
    return evaluateData(token.expression, ctx, { allowed: token.definitionInfo?.allowedContext ?? [], ...(state ? { state } : {}) });
  if (isString(token)) return new data.StringData(token.value);
  if (isNumber(token)) return new data.NumberData(token.value);
  if (isBoolean(token)) return new data.BooleanData(token.value);
  if (isMapping(token) || isSequence(token)) throw new Error(`a ${isMapping(token) ? 'mapping' : 'sequence'} was not expected (line ${String(token.line)})`);
  return new data.Null();
}

export function tokenText(token: TemplateToken, ctx: Contexts, state?: JobState): string {
  return toText(tokenData(token, ctx, state));
}

/** A `with:` or `env:` mapping as the runner hands it over: every value a string. */
export function mappingText(mapping: TemplateToken | undefined, ctx: Contexts, state?: JobState): Record<string, string> {
  const out: Record<string, string> = {};
  if (!mapping) return out;
  for (const pair of mapping.assertMapping('mapping')) out[pair.key.assertString('key').value] = tokenText(pair.value, ctx, state);
  return out;
}
