import { context, SpanStatusCode, trace, type Attributes, type Span, type Tracer } from '@opentelemetry/api';
import type { ModelCall } from '../agent/budget.js';

/**
 * Claude Code's trace (its beta tracing, as CLI 2.1.328 sends it): one `claude_code.interaction` span for the prompt;
 * under it a `claude_code.llm_request` per model call and a `claude_code.tool` per tool call, the tool's run as its
 * child `claude_code.tool.execution`. A subagent's calls and tools sit under the execution span of the Agent call
 * that started it, so a subagent's work nests in the tool that asked for it.
 */
export class ClaudeSpans {
  private interaction: Span | undefined;
  private readonly tools = new Map<string, { span: Span; execution?: Span; startedAt: number; attributes: Attributes }>();

  constructor(
    private readonly tracer: Tracer,
    private readonly common: () => Attributes,
  ) {}

  start(sessionId: string, prompt: { text: string | undefined; length: number }): void {
    this.interaction = this.tracer.startSpan('claude_code.interaction', {
      attributes: {
        ...this.common(),
        'span.type': 'interaction',
        'gen_ai.operation.name': 'invoke_agent',
        'gen_ai.provider.name': 'anthropic',
        'gen_ai.conversation.id': sessionId,
        user_prompt: prompt.text ?? '<REDACTED>',
        user_prompt_length: prompt.length,
        'interaction.sequence': 1,
      },
    });
  }

  /** The span a call or tool belongs under: the Agent call's execution span inside a subagent, else the interaction. */
  private parentContext(parentToolUseId: string | null | undefined) {
    const parent = (parentToolUseId ? this.execution(parentToolUseId) : undefined) ?? this.interaction;
    return parent ? trace.setSpan(context.active(), parent) : context.active();
  }

  /** The tool's run, opened when something first runs inside it (a subagent's call) or when it ends, from the tool's start. */
  private execution(toolUseId: string): Span | undefined {
    const open = this.tools.get(toolUseId);
    if (!open) return undefined;
    open.execution ??= this.tracer.startSpan(
      'claude_code.tool.execution',
      { startTime: open.startedAt, attributes: { ...open.attributes, 'span.type': 'tool.execution' } },
      trace.setSpan(context.active(), open.span),
    );
    return open.execution;
  }

  modelCall(call: ModelCall, sessionId: string): void {
    const reply = call.reply;
    const span = this.tracer.startSpan(
      'claude_code.llm_request',
      {
        startTime: call.startedAt,
        attributes: {
          ...this.common(),
          'span.type': 'llm_request',
          'gen_ai.provider.name': 'anthropic',
          'gen_ai.system': 'anthropic',
          'gen_ai.conversation.id': sessionId,
          model: call.model,
          'gen_ai.request.model': call.model,
          'llm_request.context': call.parentToolUseId ? 'tool' : 'interaction',
          query_source: call.scope,
          duration_ms: call.durationMs,
          input_tokens: call.tokens.input,
          output_tokens: call.tokens.output,
          cache_read_tokens: call.tokens.cacheRead,
          cache_creation_tokens: call.tokens.cacheCreation,
          cost_usd: call.costUsd,
          success: reply !== undefined,
          attempt: call.attempts,
          ...(reply
            ? {
                'gen_ai.response.id': reply.id,
                'gen_ai.response.model': reply.model,
                stop_reason: reply.stop_reason ?? '',
                'gen_ai.response.finish_reasons': reply.stop_reason ? [reply.stop_reason] : [],
              }
            : {}),
          ...(call.error?.status !== undefined ? { status_code: call.error.status } : {}),
        },
      },
      this.parentContext(call.parentToolUseId),
    );
    if (call.error) span.setStatus({ code: SpanStatusCode.ERROR, message: call.error.message });
    span.end(call.startedAt + call.durationMs);
  }

  toolStart(name: string, toolUseId: string, parentToolUseId: string | null | undefined): void {
    const attributes = {
      ...this.common(),
      'gen_ai.provider.name': 'anthropic',
      tool_use_id: toolUseId,
      'gen_ai.tool.call.id': toolUseId,
    };
    const span = this.tracer.startSpan(
      'claude_code.tool',
      { attributes: { ...attributes, 'span.type': 'tool', tool_name: name, 'gen_ai.operation.name': 'execute_tool', 'gen_ai.tool.name': name } },
      this.parentContext(parentToolUseId),
    );
    this.tools.set(toolUseId, { span, startedAt: Date.now(), attributes });
  }

  toolEnd(toolUseId: string, outcome: { isError: boolean; denied: boolean; decision: Attributes; error?: string }): void {
    const open = this.tools.get(toolUseId);
    if (!open) return;
    const duration = Date.now() - open.startedAt;
    if (!outcome.denied) this.execution(toolUseId);
    open.execution?.setAttributes({ success: !outcome.isError, duration_ms: duration });
    if (outcome.isError && open.execution) open.execution.setStatus({ code: SpanStatusCode.ERROR, ...(outcome.error ? { message: outcome.error } : {}) });
    open.execution?.end();
    open.span.setAttributes({ ...outcome.decision, duration_ms: duration });
    if (outcome.denied) open.span.setStatus({ code: SpanStatusCode.ERROR, message: 'denied' });
    open.span.end();
    this.tools.delete(toolUseId);
  }

  /** The run ended: the interaction closes, and any tool span a crash left open with it. */
  end(attributes: Attributes, error: string | undefined): void {
    for (const id of [...this.tools.keys()]) this.toolEnd(id, { isError: true, denied: false, decision: {}, error: 'the run ended first' });
    if (!this.interaction) return;
    this.interaction.setAttributes(attributes);
    if (error) this.interaction.setStatus({ code: SpanStatusCode.ERROR, message: error });
    this.interaction.end();
    this.interaction = undefined;
  }
}
