import type { RunEvent } from '../../src/agent/events.js';
import type { RunOutcome } from '../../src/agent/outcome.js';
import { SdkLines } from '../../src/report/transcript/sdk-lines.js';
import type { ResultMessage, SdkMessage } from '../../src/report/transcript/sdk-messages.js';
import { createSession, type SessionParts } from '../../src/session/create-session.js';
import { runSession } from '../../src/session/run-session.js';
import { parseSettings } from '../../src/settings.js';

/**
 * A session run through the product's own composition root (src/session/create-session.ts (createSession, runSession)), exactly as
 * main.ts runs it after the trigger: action inputs parsed by parseSettings, the repository's committed
 * configuration read from the workspace. A test changes only what it injects: the scripted model's
 * URL, the temp workspace and run folder, the inputs and the environment.
 */
export interface ProductSessionOptions {
  /** The checkout: the working directory, with its `.claude/` configuration. */
  cwd: string;
  /** The run's folder (tool temp files, the transcript). */
  runDir: string;
  /** The scripted Messages API server (ANTHROPIC_BASE_URL). */
  modelUrl: string;
  /** Action inputs by name; the harness defaults are below. */
  inputs?: Record<string, string>;
  /** The task (first user message); default "Do the task.". */
  prompt?: string;
  /** The user's request as written; default the prompt. */
  request?: string;
  /** Extra environment of the runner. */
  env?: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  /** Vertex: a fake authenticated Google client. */
  vertexAuthClient?: SessionParts['vertexAuthClient'];
  /** The context manager's thresholds (compaction, stubbing) where a test needs them low. */
  contextTuning?: SessionParts['contextTuning'];
  /** On pull requests: the base commit the configuration (and what CLAUDE.md imports) comes from. */
  configCommit?: string;
  /** The runner's preparation before the agent's first process (main.ts takes the checkout's credentials there). */
  beforeFirstProcess?: SessionParts['beforeFirstProcess'];
  /** A person's answer may resume the session: asking ends it waiting (src/session/checkpoint.ts). */
  checkpoint?: SessionParts['checkpoint'];
  /** CLAUDE_ENV_FILE's keeper in place of the product's (security tests' controls). */
  hookEnvFiles?: SessionParts['hookEnvFiles'];
  /** The runner's own check before and after the agent (src/verify/). */
  verify?: SessionParts['verify'];
  scheduleClock?: SessionParts['scheduleClock'];
}

export interface ProductSession {
  /** The transcript's result line, as the product writes it from the outcome. */
  result: ResultMessage;
  outcome: RunOutcome;
  events: RunEvent[];
  /** The events as transcript lines (the mapping src/report/transcript/transcript.ts writes). */
  messages: SdkMessage[];
  /** Model calls of the whole run, subagents included (what max_turns counts). */
  turnsUsed: number;
}

/** Inputs every harness run starts from: no sandbox (tests run unsandboxed unless they test it), a roomy budget. */
export const HARNESS_INPUTS: Readonly<Record<string, string>> = {
  model: 'claude-opus-5-5',
  permission_mode: 'bypassPermissions',
  max_turns: '10',
  max_budget_usd: '50',
  max_output_tokens: '4096',
  sandbox: 'off',
};

/** The runner's environment a harness session starts from: the scripted model's URL and key, the workspace. */
export function harnessEnv(modelUrl: string, workspace: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    ANTHROPIC_API_KEY: 'sk-test',
    ANTHROPIC_BASE_URL: modelUrl,
    GITHUB_WORKSPACE: workspace,
  };
}

export async function runProductSession(o: ProductSessionOptions): Promise<ProductSession> {
  const inputs: Record<string, string> = { ...HARNESS_INPUTS, ...o.inputs };
  const env: NodeJS.ProcessEnv = { ...harnessEnv(o.modelUrl, o.cwd), ...o.env };
  const parsed = parseSettings((name) => inputs[name] ?? '', env);
  if (!parsed.ok) throw new Error(`harness inputs: ${parsed.errors.join('; ')}`);
  const events: RunEvent[] = [];
  const prompt = o.prompt ?? 'Do the task.';
  const session = await createSession(parsed.settings, {
    prompt,
    request: o.request ?? prompt,
    runDir: o.runDir,
    env,
    ...(o.configCommit ? { configCommit: o.configCommit } : {}),
    emit: (event) => void events.push(event),
    ...(o.signal ? { cancel: o.signal } : {}),
    ...(o.vertexAuthClient ? { vertexAuthClient: o.vertexAuthClient } : {}),
    ...(o.contextTuning ? { contextTuning: o.contextTuning } : {}),
    ...(o.beforeFirstProcess ? { beforeFirstProcess: o.beforeFirstProcess } : {}),
    ...(o.checkpoint ? { checkpoint: o.checkpoint } : {}),
    ...(o.hookEnvFiles ? { hookEnvFiles: o.hookEnvFiles } : {}),
    ...(o.verify ? { verify: o.verify } : {}),
    ...(o.scheduleClock ? { scheduleClock: o.scheduleClock } : {}),
  });
  const outcome = await runSession(session);
  const turnsUsed = Math.max(0, ...events.map((e) => (e.kind === 'turn_start' ? e.turn : 0)));
  const lines = new SdkLines();
  const messages = events.flatMap((event) => lines.of(event));
  const result = messages.at(-1);
  if (result?.type !== 'result') throw new Error('the run did not end with a result line');
  return { result, outcome, events, messages, turnsUsed };
}
