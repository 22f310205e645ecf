import type { RunEvent } from '../../src/agent/events.js';
import { CostLedger } from '../../src/agent/ledger.js';
import { policyForAgent, withDelegationTools, type SubagentRuntime } from '../../src/agent/subagent.js';
import { loadAgents } from '../../src/config/agents.js';
import type { Skill } from '../../src/config/skills.js';
import { subagentHooksFrom, toolHooksFrom } from '../../src/session/hook-ports.js';
import type { HookRunner } from '../../src/hooks/index.js';
import type { PermissionPolicy } from '../../src/permissions/types.js';
import type { ScriptedModel } from '../fakes/scripted-model.js';
import { MODEL, builtinTools, firstUserText, makeDispatch, modelPort, policy, run, systemText, type Repo, type RunResult } from './harness.js';

export interface Setup {
  repo: Repo;
  model: ScriptedModel;
  hooks?: HookRunner;
  maxDepth?: number;
  maxTurns?: number;
  pol?: PermissionPolicy;
  skills?: Skill[];
}

/** The session's wiring, by hand: one ledger, one turn counter, one event stream for the whole tree. */
export async function runTree(s: Setup): Promise<RunResult> {
  const { agents } = await loadAgents(s.repo.dir);
  const ledger = new CostLedger({});
  const turns = { used: 0 };
  const events: RunEvent[] = [];
  const pol = s.pol ?? policy(s.repo);
  const toolHooks = s.hooks ? toolHooksFrom(s.hooks) : undefined;
  const maxTurns = s.maxTurns ?? 20;
  const rt: SubagentRuntime = {
    agents,
    ...(s.maxDepth !== undefined ? { maxDepth: s.maxDepth } : {}),
    parentModel: MODEL,
    maxTurns,
    maxBudgetUsd: 50,
    maxOutputTokens: 4096,
    effort: undefined,
    sessionId: 'sess-int4',
    model: modelPort(s.model.url),
    ledger,
    turns,
    emit: (e) => void events.push(e),
    signal: new AbortController().signal,
    dispatchFor: (agent, tools) => makeDispatch([...tools.values()], policyForAgent(pol, agent), toolHooks ? { hooks: toolHooks } : {}),
    ...(s.hooks ? { hooks: subagentHooksFrom(s.hooks, {}, undefined) } : {}),
    ...(s.skills ? { skills: s.skills } : {}),
  };
  const tools = withDelegationTools(rt, builtinTools(s.repo), 0);
  return run({ url: s.model.url, tools, dispatch: makeDispatch(tools, pol, toolHooks ? { hooks: toolHooks } : {}), ledger, turns, events, maxTurns });
}

export const isChild = (marker: string) => (req: { body: { system?: unknown } }) => systemText(req as never).includes(marker);
export const msgCount = (req: { body: { messages?: unknown } }): number => (req.body.messages as unknown[]).length;
export const taggedWith = (events: RunEvent[], id: string): RunEvent[] =>
  events.filter((e) => e.kind === 'message' && 'parent_tool_use_id' in e.message && e.message.parent_tool_use_id === id);

export function indexes(model: ScriptedModel, task: string): number[] {
  return model.requests.flatMap((req, i) => (firstUserText(req) === task ? [i] : []));
}
