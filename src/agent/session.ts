import { randomUUID } from 'node:crypto';
import type Anthropic from '@anthropic-ai/sdk';
import { createAnthropicClient } from '../model/client.js';
import { streamTurn } from '../model/turn.js';
import { countInputTokens, estimateInputTokensUpperBound } from '../model/tokens.js';
import type { PriceOverrides } from '../model/pricing.js';
import { decide } from '../permissions/decide.js';
import type { PermissionPolicy } from '../permissions/types.js';
import { dispatchToolCall, type ToolHooks } from '../tools/dispatch.js';
import { createBuiltinTools } from '../tools/index.js';
import type { AnyTool } from '../tools/types.js';
import type { EventSink } from './events.js';
import { CostLedger } from './ledger.js';
import { runLoop, type FinalCheck, type LoopOutcome, type ModelPort } from './loop.js';
import type { ResultMessage } from './messages.js';
import type { Effort } from './request.js';
import { compileStructuredOutputCheck } from './structured-output.js';

export interface SessionConfig {
  cwd: string;
  tempDir: string;
  model: string;
  effort: Effort | undefined;
  maxTurns: number;
  maxBudgetUsd: number;
  maxOutputTokens: number;
  timeoutMs: number;
  policy: PermissionPolicy;
  passEnv: string[];
  /** The environment tools start from; secrets are scrubbed out of it by the tools module. */
  baseEnv: NodeJS.ProcessEnv;
  system: Anthropic.TextBlockParam[];
  prompt: string;
  jsonSchema: Record<string, unknown> | undefined;
  pricing: PriceOverrides;
  apiKey: string | undefined;
  baseURL: string | undefined;
  /** Attempts per model call for failures the SDK does not retry itself (dropped streams). */
  retries: number;
  hooks?: ToolHooks;
  extraTools?: AnyTool[];
}

/**
 * One run of the agent: the tools, the model and the limits put together around the loop, and the
 * result message built on every path, a crash included.
 */
export async function runSession(config: SessionConfig, emit: EventSink, cancel: AbortSignal): Promise<ResultMessage> {
  const started = Date.now();
  const sessionId = randomUUID();
  const ledger = new CostLedger(config.pricing);
  const turns = { used: 0 };
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`Timed out after ${Math.round(config.timeoutMs / 60_000 * 10) / 10} minutes (timeout_minutes)`)),
    config.timeoutMs,
  );
  const onCancel = (): void => controller.abort(new Error('Cancelled: the job received a termination signal'));
  if (cancel.aborted) onCancel();
  else cancel.addEventListener('abort', onCancel, { once: true });

  let outcome: LoopOutcome;
  try {
    const tools = [
      ...createBuiltinTools({ workspace: { root: config.cwd, tempDir: config.tempDir }, passEnv: config.passEnv, baseEnv: config.baseEnv }),
      ...(config.extraTools ?? []),
    ];
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    const readOnlyTools = new Set(tools.filter((tool) => tool.readOnly).map((tool) => tool.name));
    emit({
      kind: 'message',
      message: {
        type: 'system',
        subtype: 'init',
        cwd: config.cwd,
        session_id: sessionId,
        tools: tools.map((tool) => tool.name),
        mcp_servers: [],
        model: config.model,
        permissionMode: config.policy.mode,
        slash_commands: [],
        agents: [],
        skills: [],
        apiKeySource: config.apiKey ? 'ANTHROPIC_API_KEY' : 'none',
        uuid: randomUUID(),
      },
    });
    let finalCheck: FinalCheck | undefined;
    if (config.jsonSchema) {
      const compiled = compileStructuredOutputCheck(config.jsonSchema, 2);
      if (!compiled.ok) throw new Error(compiled.error);
      finalCheck = compiled.check;
    }
    const client = createAnthropicClient({ apiKey: config.apiKey, baseURL: config.baseURL, maxRetries: 2, timeoutMs: 10 * 60_000 });
    const model: ModelPort = {
      stream: (params, signal, beforeRetry) => streamTurn(client, params, { signal, retries: config.retries, idleTimeoutMs: 5 * 60_000, beforeRetry }),
      countTokens: (params) => countInputTokens(client, params),
      estimateInputTokens: (params) => estimateInputTokensUpperBound(params),
    };
    outcome = await runLoop(
      {
        model: config.model,
        system: config.system,
        tools,
        messages: [{ role: 'user', content: config.prompt }],
        maxTurns: config.maxTurns,
        maxBudgetUsd: config.maxBudgetUsd,
        maxOutputTokens: config.maxOutputTokens,
        effort: config.effort,
        sessionId,
        parentToolUseId: null,
      },
      {
        model,
        ledger,
        turns,
        dispatch: (call, signal) =>
          dispatchToolCall(call, { tools: byName, decide: (name, input) => decide(config.policy, name, input, { readOnlyTools }), ...(config.hooks ? { hooks: config.hooks } : {}) }, signal),
        emit,
        ...(finalCheck ? { finalCheck } : {}),
        signal: controller.signal,
      },
    );
  } catch (error) {
    outcome = {
      subtype: 'error_during_execution',
      terminalReason: 'error',
      result: undefined,
      errors: [`Internal error: ${error instanceof Error ? error.message : String(error)}`],
      stopReason: null,
      denials: [],
      apiMs: 0,
    };
  } finally {
    clearTimeout(timer);
    cancel.removeEventListener('abort', onCancel);
  }

  const result: ResultMessage = {
    type: 'result',
    subtype: outcome.subtype,
    is_error: outcome.subtype !== 'success',
    duration_ms: Date.now() - started,
    duration_api_ms: outcome.apiMs,
    num_turns: turns.used,
    ...(outcome.result !== undefined ? { result: outcome.result } : {}),
    session_id: sessionId,
    total_cost_usd: ledger.totalCostUsd,
    usage: ledger.usage,
    modelUsage: ledger.modelUsage,
    permission_denials: outcome.denials,
    stop_reason: outcome.stopReason,
    terminal_reason: outcome.terminalReason,
    ...(outcome.errors.length > 0 ? { errors: outcome.errors } : {}),
    ...(outcome.structured !== undefined ? { structured_output: outcome.structured } : {}),
    ...(ledger.warnings.length > 0 ? { warnings: ledger.warnings } : {}),
    uuid: randomUUID(),
  };
  emit({ kind: 'message', message: result });
  return result;
}
