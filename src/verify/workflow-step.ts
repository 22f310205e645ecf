import { register } from 'node:module';
import path from 'node:path';
import type { MappingToken } from '@actions/workflow-parser/templates/tokens/mapping-token';
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import { evaluateText, type Contexts, type Evaluated, type Value } from './expressions.js';
import type { NotRunnable, VerifyCheck } from './plan.js';

/**
 * The failed step of a CI run read back from its workflow file, by GitHub's own parser (`@actions/workflow-parser`):
 * its `run:` script, `shell`, `working-directory` and the workflow's, job's and step's `env`, each `${{ }}` evaluated
 * over what the runner knows. What it cannot give (a secret, a service container, a matrix value, an action) makes
 * the step not runnable, with why.
 */

/** A failed step as the jobs API names it. */
export interface FailedStep {
  job: string;
  step: { name: string; number?: number };
}

export interface StepChecks {
  checks: VerifyCheck[];
  notRunnable: NotRunnable[];
}

type Parser = typeof import('@actions/workflow-parser');
let parser: Promise<Parser> | undefined;

/**
 * The parser imports its JSON schemas without `with { type: 'json' }` (it is built for bundlers); Node refuses that
 * outside a bundle, so a load hook adds the attribute to that package's JSON files only. The bundle inlines them.
 */
function loadParser(): Promise<Parser> {
  parser ??= (() => {
    register(
      `data:text/javascript,${encodeURIComponent('export async function load(url, context, next) { return next(url, url.endsWith(".json") && url.includes("/@actions/workflow-parser/") ? { ...context, importAttributes: { type: "json" } } : context); }')}`,
    );
    return import('@actions/workflow-parser');
  })();
  return parser;
}

export async function checksFromWorkflow(
  file: string,
  content: string,
  failed: readonly FailedStep[],
  o: { workspace: string; github: Contexts[string]; runner: Contexts[string] },
): Promise<StepChecks> {
  const wp = await loadParser();
  const parsed = wp.parseWorkflow({ name: file, content }, new wp.NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors();
  const out: StepChecks = { checks: [], notRunnable: [] };
  const refuse = (name: string, reason: string): void => void out.notRunnable.push({ name, reason });
  if (errors.length > 0 || !parsed.value || !wp.isMapping(parsed.value)) {
    const why = errors.map((e) => e.message).join('; ') || 'empty';
    for (const f of failed) refuse(`${f.job} › ${f.step.name}`, `${file} does not parse at the tested commit: ${why}`);
    return out;
  }
  const root = parsed.value;
  const jobs = mapping(wp, root.find('jobs'));
  for (const f of failed) {
    const name = `${f.job} › ${f.step.name}`;
    const found = jobs ? findJob(wp, jobs, f.job) : undefined;
    if (!found) {
      refuse(name, `no job of ${file} is named ${f.job}`);
      continue;
    }
    const { job, matrix } = found;
    const base: Contexts = { github: o.github, runner: o.runner, inputs: {}, job: {}, strategy: {}, ...(matrix ? { matrix } : {}) };
    const check = stepCheck(wp, root, job, f, base, o.workspace);
    if ('reason' in check) refuse(name, check.reason);
    else out.checks.push({ ...check, name });
  }
  return out;
}

function mapping(wp: Parser, token: TemplateToken | undefined): MappingToken | undefined {
  return token && wp.isMapping(token) ? token : undefined;
}

function entries(token: MappingToken | undefined): [string, TemplateToken][] {
  const out: [string, TemplateToken][] = [];
  if (!token) return out;
  for (let i = 0; i < token.count; i++) {
    const pair = token.get(i);
    out.push([pair.key.toString(), pair.value]);
  }
  return out;
}

function text(wp: Parser, token: TemplateToken | undefined, contexts: Contexts): Evaluated | undefined {
  if (!token) return undefined;
  if (wp.isBasicExpression(token)) {
    const value = evaluateText(token.expression, contexts);
    return value.ok && token.blockScalarHeader !== undefined && token.source ? { ok: true, value: dedent(value.value, token.source) } : value;
  }
  if (wp.isLiteral(token)) return { ok: true, value: token.toString() };
  return { ok: false, reason: 'a value is an object where text is expected' };
}

/**
 * @actions/workflow-parser 0.3.61 builds a block scalar's `format()` from its source text, indentation included (a
 * literal block without `${{ }}` comes out dedented): the source's common indentation is taken off again.
 */
function dedent(value: string, source: string): string {
  const indents = source
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const common = Math.min(...indents);
  if (!Number.isFinite(common) || common === 0) return value;
  const prefix = ' '.repeat(common);
  return value
    .split('\n')
    .map((line) => (line.startsWith(prefix) ? line.slice(common) : line))
    .join('\n');
}

/** The job the API's name stands for: its `name:`, its id, or `id (matrix values)` for one leg of a matrix. */
function findJob(wp: Parser, jobs: MappingToken, apiName: string): { job: MappingToken; matrix?: Record<string, Value> } | undefined {
  for (const [id, token] of entries(jobs)) {
    const job = mapping(wp, token);
    if (!job) continue;
    const legs = matrixLegs(wp, mapping(wp, mapping(wp, job.find('strategy'))?.find('matrix')));
    if (!legs) {
      const named = text(wp, job.find('name'), { github: {} });
      if ((named?.ok ? named.value : id) === apiName || id === apiName) return { job };
      continue;
    }
    const matching = legs.filter((leg) => {
      const named = text(wp, job.find('name'), { github: {}, matrix: leg });
      return (named?.ok ? named.value : `${id} (${Object.values(leg).map(String).join(', ')})`) === apiName;
    });
    // One leg named: its values are known. Several (a name without the matrix in it), or a matrix too complex to list: the job, no values.
    if (matching.length === 1) return { job, ...(matching[0] ? { matrix: matching[0] } : {}) };
    const plain = text(wp, job.find('name'), { github: {} });
    if (matching.length > 1 || id === apiName || (plain?.ok && plain.value === apiName)) return { job };
  }
  return undefined;
}

/** Every leg of a literal matrix (keys a list of scalars each; include/exclude make it one the runner does not guess). */
function matrixLegs(wp: Parser, matrix: MappingToken | undefined): Record<string, Value>[] | undefined {
  if (!matrix) return undefined;
  let legs: Record<string, Value>[] = [{}];
  for (const [key, token] of entries(matrix)) {
    if (key === 'include' || key === 'exclude' || !wp.isSequence(token)) return [];
    const values: Value[] = [];
    for (let i = 0; i < token.count; i++) {
      const item = token.get(i);
      if (!wp.isLiteral(item)) return [];
      values.push(wp.isNumber(item) ? item.value : wp.isBoolean(item) ? item.value : item.toString());
    }
    legs = legs.flatMap((leg) => values.map((value) => ({ ...leg, [key]: value })));
    if (legs.length > 256) return [];
  }
  return legs;
}

const SHELLS: Record<string, string[]> = {
  '': ['bash', '-e', '-c'],
  bash: ['bash', '--noprofile', '--norc', '-eo', 'pipefail', '-c'],
  sh: ['sh', '-e', '-c'],
};

function stepCheck(
  wp: Parser,
  root: MappingToken,
  job: MappingToken,
  failed: FailedStep,
  base: Contexts,
  workspace: string,
): Omit<VerifyCheck, 'name'> | { reason: string } {
  const steps = job.find('steps');
  if (!steps || !wp.isSequence(steps)) return { reason: 'the job has no steps the runner can read' };
  const list: MappingToken[] = [];
  for (let i = 0; i < steps.count; i++) {
    const step = mapping(wp, steps.get(i));
    if (step) list.push(step);
  }
  const shownName = (step: MappingToken): string => {
    const named = text(wp, step.find('name'), base);
    if (named?.ok) return named.value;
    const run = step.find('run');
    const uses = step.find('uses');
    return run ? `Run ${(run.toString().split('\n')[0] ?? '').trim()}` : `Run ${uses?.toString() ?? ''}`;
  };
  // Step 1 of a job is "Set up job": the workflow's steps follow from 2.
  const step = list.find((s) => shownName(s) === failed.step.name) ?? (failed.step.number !== undefined ? list[failed.step.number - 2] : undefined);
  if (!step) return { reason: `no step of the job is ${failed.step.name}` };
  const uses = step.find('uses');
  if (uses) return { reason: `it is an action (uses: ${uses.toString()}), not a run: command; the runner runs only run: steps` };
  const services = mapping(wp, job.find('services'));
  if (services)
    return {
      reason: `the job needs service containers (${entries(services)
        .map(([n]) => n)
        .join(', ')}), which the runner does not start`,
    };
  if (job.find('container')) return { reason: 'the job runs in a container the runner does not start' };
  const env: Record<string, string> = {};
  for (const scope of [root.find('env'), job.find('env'), step.find('env')]) {
    for (const [key, token] of entries(mapping(wp, scope))) {
      const value = text(wp, token, { ...base, env });
      if (value && !value.ok) return { reason: `env ${key}: ${value.reason}` };
      env[key] = value?.value ?? '';
    }
  }
  const contexts = { ...base, env };
  const run = text(wp, step.find('run'), contexts);
  if (!run) return { reason: 'the step has no run: command' };
  if (!run.ok) return { reason: run.reason };
  const defaults = (owner: MappingToken, key: string): TemplateToken | undefined => mapping(wp, mapping(wp, owner.find('defaults'))?.find('run'))?.find(key);
  const setting = (key: string): Evaluated | undefined => text(wp, step.find(key) ?? defaults(job, key) ?? defaults(root, key), contexts);
  const shell = setting('shell');
  if (shell && !shell.ok) return { reason: `shell: ${shell.reason}` };
  const argv = SHELLS[shell?.value ?? ''];
  if (!argv) return { reason: `shell: ${shell?.value ?? ''} (the runner runs bash and sh steps)` };
  const dir = setting('working-directory');
  if (dir && !dir.ok) return { reason: `working-directory: ${dir.reason}` };
  const cwd = path.resolve(workspace, dir?.value ?? '.');
  if (path.relative(workspace, cwd).startsWith('..')) return { reason: `working-directory ${dir?.value ?? ''} is outside the workspace` };
  const [program = 'bash', ...args] = argv;
  return { command: run.value, shell: { program, args }, cwd, env };
}
