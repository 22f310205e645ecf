import type { AgentDefinition } from '../config/agents.js';
import type { HookPorts } from '../hooks/types.js';
import { mcpToolName } from '../mcp/names.js';
import { parseRule, ruleMatches } from '../permissions/rules.js';
import type { AnyTool } from '../tools/types.js';
import { runSubagent, type SubagentRuntime } from '../agent/subagent.js';

/** What a hook evaluator runs with: the agent hook reads, the prompt hook only answers. */
const HOOK_AGENT_TOOLS = ['Read', 'Grep', 'Glob'];
const HOOK_AGENT_MAX_TURNS = 20;

const EVALUATOR_SYSTEM =
  'You verify a condition for a hook of a coding agent run in CI. You cannot change anything. ' +
  'Investigate only as far as the condition needs, then answer with exactly one JSON object: {"ok": true} or {"ok": false, "reason": "..."}.';

export interface HookHandlerWiring {
  cwd: string;
  /** The MCP servers' tools, as offered to the model (`mcp__server__tool`). */
  mcpTools: readonly AnyTool[];
  /** The session's built-in tools: an agent hook gets the read-only ones. */
  builtins: readonly AnyTool[];
  /** The subagent runtime the hook's model calls run on (the run's ledger, turn counter and model port). */
  runtime: SubagentRuntime;
  /** A dispatch without hooks: a hook's own tool calls must not fire hooks (an agent gate on Read would recurse). */
  dispatchFor: SubagentRuntime['dispatchFor'];
  log: (text: string) => void;
  /** The settings' env ANTHROPIC_DEFAULT_HAIKU_MODEL / ANTHROPIC_SMALL_FAST_MODEL; without it, the run's model. */
  smallFastModel?: string;
}

/**
 * Fills the hook runner's ports once the session has what they need: `mcp_tool` hooks call the configured servers'
 * tools directly (as Claude Code does, no permission prompt), `prompt` and `agent` hooks run as subagents on the run's
 * budget and turn counter (so they count toward max_budget_usd and max_turns and show in modelUsage), `if` is matched
 * with the permission engine's rule matcher.
 */
export function fillHookPorts(ports: HookPorts, wiring: HookHandlerWiring): void {
  let calls = 0;
  ports.status = (message) => wiring.log(`hook: ${message}`);
  ports.matchesRule = (text, toolName, input) => {
    const parsed = parseRule(text, 'hook "if"');
    // A condition that does not parse was reported when settings loaded; the hook runs rather than a gate going quiet.
    return !parsed.ok || ruleMatches(parsed.rule, toolName, input, wiring.cwd);
  };
  ports.callMcpTool = async (server, tool, input, signal) => {
    const name = mcpToolName(server, tool);
    const found = wiring.mcpTools.find((t) => t.name === name);
    if (!found) return { text: `no tool ${name}: the server "${server}" is not connected or has no tool "${tool}"`, isError: true };
    const valid = found.validate(input);
    if (!valid.ok) return { text: valid.error, isError: true };
    const result = await found.execute(valid.value, { signal, toolUseId: `hook_mcp_${++calls}` });
    return { text: result.content, isError: result.isError };
  };
  ports.askModel = async (kind, prompt, model, signal) => {
    const agent: AgentDefinition = {
      name: `${kind}-hook`,
      description: 'Evaluates a hook condition.',
      tools: kind === 'agent' ? HOOK_AGENT_TOOLS : [],
      disallowedTools: [],
      // Claude Code 2.1.332 (observed): the small fast model the settings' env names, else the session's own model.
      model: model ?? wiring.smallFastModel ?? wiring.runtime.parentModel,
      systemPrompt: EVALUATOR_SYSTEM,
      readOnlyBash: true,
      maxTurns: kind === 'agent' ? HOOK_AGENT_MAX_TURNS : 1,
      permissionMode: 'plan',
      source: 'built-in',
    };
    const rt: SubagentRuntime = {
      ...wiring.runtime,
      signal: AbortSignal.any([wiring.runtime.signal, signal]),
      dispatchFor: wiring.dispatchFor,
      // The evaluator's messages are not the agent's work: only its usage is the run's (through the shared ledger).
      emit: (event) => (event.kind === 'log' || event.kind === 'api_retry' ? wiring.runtime.emit(event) : undefined),
    };
    // The evaluator is not one of the run's subagents: SubagentStart/SubagentStop hooks do not fire for it, and it does
    // not count toward the subagent cap (a gate that runs on every call would otherwise exhaust it and deny everything).
    delete rt.hooks;
    delete rt.hooksFor;
    delete rt.spawns;
    const child = await runSubagent(rt, {
      agent,
      prompt,
      toolUseId: `hook_model_${++calls}`,
      depth: 1,
      parentTools: wiring.builtins,
      description: `${kind} hook`,
    });
    return { text: child.text, isError: child.isError };
  };
}
