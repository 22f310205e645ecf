import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runtimeTokenFor } from '../artifacts/fake-artifacts.js';
import type { Contexts, Value } from './expressions.js';
import { isBasicExpression, isLiteral, parseActionInputs, tokenText } from './workflow-template.js';

/**
 * What the GitHub Actions runner does around a node24 step, and nothing more (see
 * ../shared/reference/runner-observed.md, checked against docs.github.com):
 * - every input declared in action.yml becomes `INPUT_<NAME>`: the step's `with:` value, else the
 *   input's `default` with its `${{ }}` expressions evaluated (`${{ github.token }}`), else '';
 * - the environment of a hosted runner: `GITHUB_*` (never `GITHUB_TOKEN`), `RUNNER_*`, `CI`, the
 *   runtime's `ACTIONS_*`, and the OIDC request pair only under `permissions: id-token: write`;
 * - masking: the token, the runtime tokens and `::add-mask::` values become `***` in the log, and a
 *   job output holding one is skipped ("may contain secret").
 */

export interface ActionInput {
  name: string;
  /** The default as written (`${{ github.token }}`), undefined when there is none. */
  default: string | undefined;
  required: boolean;
}

function readInputs(actionDir: string): ReturnType<typeof parseActionInputs> {
  return parseActionInputs('action.yml', readFileSync(path.join(actionDir, 'action.yml'), 'utf8'));
}

export function actionInputs(actionDir: string): ActionInput[] {
  return readInputs(actionDir).map((input) => ({
    name: input.name,
    default:
      input.default === undefined
        ? undefined
        : isBasicExpression(input.default)
          ? `\${{ ${input.default.expression} }}`
          : isLiteral(input.default)
            ? input.default.toString()
            : undefined,
    required: input.required,
  }));
}

// The runner's variable name: spaces to underscores, upper case.
const inputVar = (name: string): string => `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;

/**
 * `INPUT_*` as the runner sets them for a node action, and the warnings it prints. Every declared
 * input gets a variable: the step's `with:` value (an empty value stays ''), else its default
 * evaluated with the contexts an action.yml default may use (github, strategy, matrix, job,
 * runner), else ''. `with:` names match declared names whatever their case (the runner's input
 * dictionary ignores case); one that matches none is set too, after the "Unexpected input" warning.
 */
export function inputEnvironment(actionDir: string, withValues: Record<string, string>, ctx: Contexts): { env: Record<string, string>; warnings: string[] } {
  const declared = readInputs(actionDir);
  const env: Record<string, string> = {};
  const warnings: string[] = [];
  const given = new Map(Object.entries(withValues).map(([k, v]) => [k.toLowerCase(), v]));
  for (const input of declared) {
    const value = given.get(input.name.toLowerCase());
    if (value !== undefined) env[inputVar(input.name)] = value;
    else if (input.default !== undefined) env[inputVar(input.name)] = tokenText(input.default, ctx);
    else {
      env[inputVar(input.name)] = '';
      if (input.required) warnings.push(`Input required and not supplied: ${input.name}`);
    }
  }
  const unexpected = Object.keys(withValues).filter((name) => !declared.some((d) => d.name.toLowerCase() === name.toLowerCase()));
  if (unexpected.length > 0) {
    warnings.push(`Unexpected input(s) '${unexpected.join("', '")}', valid inputs are ['${declared.map((d) => d.name).join("', '")}']`);
    for (const name of unexpected) env[inputVar(name)] = withValues[name] ?? '';
  }
  return { env, warnings };
}

/** What identifies the run; the harness fills in the rest. */
export interface RunnerContext {
  workspace: string;
  runnerTemp: string;
  files: { output: string; state: string; summary: string | undefined; env: string; path: string; event: string };
  eventName: string;
  payload: Record<string, unknown>;
  repository: string;
  sha: string;
  ref: string;
  apiUrl: string;
  serverUrl: string;
  actor: string;
  runId: string;
  token: string;
  idToken: boolean;
  /** Where the OIDC token service answers (support/runner/fake-oidc.ts); default GitHub's address, which nothing here serves. */
  idTokenUrl?: string;
}

/** The runtime's own secrets: random per run, like the runner's JWTs. */
export interface RuntimeSecrets {
  /** A JWT whose `scp` claim names the run and the job run (`Actions.Results:<run>:<job>`), as @actions/artifact reads it. */
  runtimeToken: string;
  idRequestToken: string;
  /** ACTIONS_RESULTS_URL: the artifact service (support/artifacts/fake-artifacts.ts), default GitHub's address, which nothing here serves. */
  resultsUrl?: string;
}

/** `artifacts`: the fake artifact service the step's runtime token is issued by, as a hosted runner's is by GitHub's. */
export function runtimeSecrets(artifacts?: { url: string; runtimeToken(): string }): RuntimeSecrets {
  const jwt = (): string => `eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.${randomBytes(48).toString('base64url')}.${randomBytes(32).toString('base64url')}`;
  return {
    runtimeToken: artifacts ? artifacts.runtimeToken() : runtimeTokenFor(randomUUID(), randomUUID()),
    idRequestToken: jwt(),
    ...(artifacts ? { resultsUrl: artifacts.url } : {}),
  };
}

/** The environment a GitHub-hosted Linux runner gives a node24 step (machine PATH and HOME aside). */
export function runnerEnvironment(r: RunnerContext, secrets: RuntimeSecrets): Record<string, string> {
  const [owner = ''] = r.repository.split('/');
  const pr = r.payload.pull_request as { head?: { ref?: string }; base?: { ref?: string } } | undefined;
  const env: Record<string, string> = {
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_ACTION: '__agent-runner_agent-runner',
    GITHUB_ACTION_REPOSITORY: 'agent-runner/agent-runner',
    GITHUB_ACTION_REF: 'v0',
    GITHUB_ACTOR: r.actor,
    GITHUB_ACTOR_ID: '21031067',
    GITHUB_TRIGGERING_ACTOR: r.actor,
    GITHUB_API_URL: r.apiUrl,
    GITHUB_GRAPHQL_URL: `${r.apiUrl}/graphql`,
    GITHUB_SERVER_URL: r.serverUrl,
    GITHUB_BASE_REF: pr?.base?.ref ?? '',
    GITHUB_HEAD_REF: pr?.head?.ref ?? '',
    GITHUB_EVENT_NAME: r.eventName,
    GITHUB_EVENT_PATH: r.files.event,
    GITHUB_ENV: r.files.env,
    GITHUB_PATH: r.files.path,
    GITHUB_OUTPUT: r.files.output,
    GITHUB_STATE: r.files.state,
    GITHUB_JOB: 'agent',
    GITHUB_REF: r.ref,
    GITHUB_REF_NAME: refName(r.ref),
    GITHUB_REF_PROTECTED: 'false',
    GITHUB_REF_TYPE: r.ref.startsWith('refs/tags/') ? 'tag' : 'branch',
    GITHUB_REPOSITORY: r.repository,
    GITHUB_REPOSITORY_ID: '1296269',
    GITHUB_REPOSITORY_OWNER: owner,
    GITHUB_REPOSITORY_OWNER_ID: '21031067',
    GITHUB_RETENTION_DAYS: '90',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_RUN_ID: r.runId,
    GITHUB_RUN_NUMBER: '7',
    GITHUB_SHA: r.sha,
    GITHUB_WORKFLOW: 'Agent',
    GITHUB_WORKFLOW_REF: `${r.repository}/.github/workflows/agent.yml@${r.ref}`,
    GITHUB_WORKFLOW_SHA: r.sha,
    GITHUB_WORKSPACE: r.workspace,
    RUNNER_ARCH: 'X64',
    RUNNER_ENVIRONMENT: 'github-hosted',
    RUNNER_NAME: 'GitHub Actions 1000000001',
    RUNNER_OS: 'Linux',
    RUNNER_TEMP: r.runnerTemp,
    RUNNER_TOOL_CACHE: path.join(r.runnerTemp, 'hostedtoolcache'),
    RUNNER_WORKSPACE: path.dirname(r.workspace),
    ACTIONS_RUNTIME_URL: 'https://pipelinesghubeus1.actions.githubusercontent.com/Xa1b2c3d4/',
    ACTIONS_RUNTIME_TOKEN: secrets.runtimeToken,
    ACTIONS_CACHE_URL: 'https://acghubeus1.actions.githubusercontent.com/Xa1b2c3d4/',
    ACTIONS_RESULTS_URL: secrets.resultsUrl ?? 'https://results-receiver.actions.githubusercontent.com/',
    ACTIONS_CACHE_SERVICE_V2: 'True',
    ACTIONS_ORCHESTRATION_ID: `${randomBytes(16).toString('hex')}.agent.__default`,
  };
  if (r.files.summary !== undefined) env.GITHUB_STEP_SUMMARY = r.files.summary;
  if (r.idToken) {
    env.ACTIONS_ID_TOKEN_REQUEST_URL =
      r.idTokenUrl ??
      'https://pipelinesghubeus1.actions.githubusercontent.com/Xa1b2c3d4/00000000-0000-0000-0000-000000000000/_apis/distributedtask/hubs/Actions/plans/1/jobs/1/idtoken?api-version=2.0';
    env.ACTIONS_ID_TOKEN_REQUEST_TOKEN = secrets.idRequestToken;
  }
  return env;
}

/** GITHUB_REF_NAME and github.ref_name: the branch or tag, `<N>/merge` on a pull request. */
function refName(ref: string): string {
  return ref.replace(/^refs\/(heads|tags|pull)\//, '');
}

/** The `github` context expressions see (the subset workflows and action.yml defaults use). */
export function githubContext(r: RunnerContext): Record<string, Value> {
  const [owner = ''] = r.repository.split('/');
  return {
    token: r.token,
    repository: r.repository,
    repository_owner: owner,
    event_name: r.eventName,
    event: r.payload as Value,
    sha: r.sha,
    ref: r.ref,
    ref_name: refName(r.ref),
    head_ref: (r.payload.pull_request as { head?: { ref?: string } } | undefined)?.head?.ref ?? '',
    base_ref: (r.payload.pull_request as { base?: { ref?: string } } | undefined)?.base?.ref ?? '',
    actor: r.actor,
    triggering_actor: r.actor,
    run_id: r.runId,
    run_number: '7',
    run_attempt: '1',
    server_url: r.serverUrl,
    api_url: r.apiUrl,
    graphql_url: `${r.apiUrl}/graphql`,
    workspace: r.workspace,
    workflow: 'Agent',
    job: 'agent',
    action_repository: 'agent-runner/agent-runner',
    action_ref: 'v0',
  };
}

/**
 * The runner's log masking. Values registered before a line is written are replaced by `***` in
 * it; `::add-mask::` lines register a value and are not shown.
 */
export class Masker {
  readonly values: string[] = [];

  add(value: string): void {
    // The runner masks a multi-line secret line by line, and ignores empty values.
    for (const part of value.split(/\r?\n/)) {
      const v = part.trim() === '' ? '' : part;
      if (v !== '' && !this.values.includes(v)) this.values.push(v);
    }
  }

  mask(text: string): string {
    let out = text;
    for (const v of [...this.values].sort((a, b) => b.length - a.length)) out = out.split(v).join('***');
    return out;
  }

  /** A step's raw output → the log the runner shows. Between `::stop-commands::<token>` and `::<token>::` no command is read. */
  log(raw: string): string {
    const lines: string[] = [];
    let stopped: string | undefined;
    for (const line of raw.split('\n')) {
      const trimmed = line.replace(/\r$/, '').trim();
      if (stopped !== undefined) {
        if (trimmed === `::${stopped}::`) stopped = undefined;
        lines.push(this.mask(line));
        continue;
      }
      const stop = /^::stop-commands::(.+)$/.exec(trimmed);
      if (stop?.[1]) stopped = stop[1];
      const cmd = /^::add-mask::(.*)$/.exec(line.replace(/\r$/, ''));
      if (cmd) {
        this.add(unescapeCommandData(cmd[1] ?? ''));
        continue;
      }
      lines.push(this.mask(line));
    }
    return lines.join('\n');
  }

  holdsMask(value: string): boolean {
    return this.values.some((v) => value.includes(v));
  }
}

/** @actions/core escapes %, CR and LF in command data. */
function unescapeCommandData(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
}

/** Step outputs as a job output would carry them: one holding a mask is skipped, as GitHub does. */
export function jobOutputs(stepOutputs: Record<string, string>, masker: Masker): { outputs: Record<string, string>; skipped: string[] } {
  const outputs: Record<string, string> = {};
  const skipped: string[] = [];
  for (const [name, value] of Object.entries(stepOutputs)) {
    if (masker.holdsMask(value)) skipped.push(name);
    else outputs[name] = value;
  }
  return { outputs, skipped };
}
