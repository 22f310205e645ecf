import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RecordedRequest, ScriptedTurn } from '../../support/scripted-model/scripted-model.js';
import { modelFor, runIn, tempRepoFor } from './harness.js';

/**
 * The settings' `env` variables that shape the model request and the context, against what Claude Code 2.1.332 sent
 * with the same `.claude/settings.json`: test/fixtures/claude-code-first-request/2.1.332-env-model.json
 * (scripts/oracle/env-model.mjs), and its model-shaping setups (2.1.332-model-shaping.json: unknown ids, the default
 * model, modelOverrides on a re-pointed alias). The runner runs each setup with the CLI's flags as `claude_args`.
 */
const FIXTURES = ['2.1.332-env-model.json', '2.1.332-model-shaping.json'].map((name) =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/claude-code-first-request', name),
);
export interface OracleRequest {
  kind: 'main' | 'subagent' | 'compaction' | 'side';
  fields: Record<string, unknown>;
  breakpoints: { cache_control: Record<string, unknown> }[];
  betas: string[];
  timeoutHeader?: string;
  tools?: { whole: string[]; deferred: string[] };
}
export interface OracleSetup {
  args: string[];
  env: Record<string, string>;
  settings?: Record<string, unknown>;
  files?: Record<string, string>;
  result: { is_error: boolean } | null;
  requests: OracleRequest[];
}
const oracle: Record<string, OracleSetup> = Object.assign(
  {},
  ...FIXTURES.map((file) => (JSON.parse(readFileSync(file, 'utf8')) as { setups: Record<string, OracleSetup> }).setups),
);
export const setup = (name: string): OracleSetup => {
  const found = oracle[name];
  assert.ok(found, `the fixture has ${name}`);
  return found;
};

export const AGENTS = {
  '.claude/agents/pinned.md': '---\nname: pinned\ndescription: An agent with its own model\nmodel: sonnet\n---\nAnswer at once.\n',
  '.claude/agents/inheriting.md': '---\nname: inheriting\ndescription: An agent that inherits the model\nmodel: inherit\n---\nAnswer at once.\n',
  '.claude/agents/plain.md': '---\nname: plain\ndescription: An agent without a model\n---\nAnswer at once.\n',
};
export const bash = (id: string): ScriptedTurn => ({ content: [{ type: 'tool_use', id, name: 'Bash', input: { command: 'true', description: 'nothing' } }] });
export const agentCall = (type: string): ScriptedTurn => ({
  content: [{ type: 'tool_use', id: 'a1', name: 'Agent', input: { description: 'probe', prompt: 'SUBAGENT: answer at once', subagent_type: type } }],
});
export const isSubagent = (req: RecordedRequest): boolean => JSON.stringify(req.body.messages?.[0] ?? '').includes('SUBAGENT');

/** The runner's run of a setup: the same settings (and agents), the CLI's flags as claude_args, `main` as the main thread's turns. */
export async function runSetup(t: { after(fn: () => Promise<void>): void }, name: string, main: ScriptedTurn[] = [], inputs: Record<string, string> = {}) {
  const s = setup(name);
  const repo = await tempRepoFor(t, {
    '.claude/settings.json': JSON.stringify({ ...(s.settings ?? {}), env: s.env }),
    ...(name.startsWith('subagentModel') || name === 'defaultSonnetAgent' ? AGENTS : {}),
  });
  const left = [...main];
  const model = await modelFor(t, (req) =>
    isSubagent(req) ? { content: [{ type: 'text', text: 'sub done' }] } : (left.shift() ?? { content: [{ type: 'text', text: 'done' }] }),
  );
  const chooses = s.args.includes('--model');
  const r = await runIn(repo, model.url, {
    inputs: { model: chooses ? '' : 'claude-opus-5-5', max_output_tokens: '', claude_args: s.args.join(' '), ...inputs },
  });
  return { r, model, main: model.requests.filter((q) => !isSubagent(q)), sub: model.requests.filter(isSubagent) };
}

/** The distinct cache_control values of a request's breakpoints (the runner puts them in its own places). */
export function cacheMarks(req: RecordedRequest | OracleRequest | undefined): string[] {
  if (!req) return [];
  if ('breakpoints' in req) return [...new Set(req.breakpoints.map((b) => JSON.stringify(b.cache_control)))];
  const marks = new Set<string>();
  JSON.stringify(req.body, (key, value) => {
    if (key === 'cache_control') marks.add(JSON.stringify(value));
    return value;
  });
  return [...marks];
}
