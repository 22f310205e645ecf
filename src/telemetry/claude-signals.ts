import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Attributes, Counter, Logger, Meter, Tracer } from '@opentelemetry/api';
import type { ModelCall } from '../agent/budget.js';
import type { RunEvent } from '../agent/events.js';
import { ClaudeSpans } from './claude-spans.js';
import type { TelemetryConfig } from './config.js';

/**
 * The run's events as Claude Code's telemetry (docs "Monitoring"; checked against what CLI 2.1.328 sends to a collector):
 * its metrics (scope `com.anthropic.claude_code`), its events as log records (`com.anthropic.claude_code.events`, body
 * `claude_code.<name>`, attributes `event.name`, `event.timestamp`, `event.sequence`, `prompt.id`) and its spans.
 * Text that may carry the prompt or a tool's input is sent only when OTEL_LOG_USER_PROMPTS / OTEL_LOG_TOOL_DETAILS say
 * so, and always through the run's redaction.
 */

export interface SignalsOptions {
  meter?: Meter;
  logger?: Logger;
  tracer?: Tracer;
  config: TelemetryConfig;
  /** The task as sent to the model (redacted before it gets here). */
  prompt: string;
  /** Who the run is for (GitHub's actor): sent only as a hash, `user.id`. */
  actor: string;
  version: string;
  redact: (text: string) => string;
}

const EDIT_TOOLS = new Set(['Edit', 'MultiEdit', 'Write', 'NotebookEdit']);

const LANGUAGES: Record<string, string> = {
  '.ts': 'TypeScript',
  '.tsx': 'TypeScript',
  '.mts': 'TypeScript',
  '.cts': 'TypeScript',
  '.js': 'JavaScript',
  '.jsx': 'JavaScript',
  '.mjs': 'JavaScript',
  '.cjs': 'JavaScript',
  '.py': 'Python',
  '.go': 'Go',
  '.rs': 'Rust',
  '.java': 'Java',
  '.kt': 'Kotlin',
  '.rb': 'Ruby',
  '.php': 'PHP',
  '.cs': 'C#',
  '.c': 'C',
  '.h': 'C',
  '.cpp': 'C++',
  '.hpp': 'C++',
  '.swift': 'Swift',
  '.sh': 'Shell',
  '.md': 'Markdown',
  '.json': 'JSON',
  '.yml': 'YAML',
  '.yaml': 'YAML',
  '.toml': 'TOML',
  '.html': 'HTML',
  '.css': 'CSS',
  '.sql': 'SQL',
  '.ipynb': 'Jupyter Notebook',
};

const QUERY_SOURCE: Record<ModelCall['scope'], string> = { main: 'main', subagent: 'subagent', compaction: 'compact', tool: 'tool' };

const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

export class ClaudeSignals {
  private sessionId = '';
  private model = '';
  private permissionMode = '';
  private sequence = 0;
  private readonly promptId = randomUUID();
  private readonly userId: string;
  private readonly spans: ClaudeSpans | undefined;
  private readonly started = new Map<string, { name: string; input: unknown }>();
  /** The Agent calls' subagent types, by tool_use id: a subagent's calls carry its `agent.name`. */
  private readonly agentNames = new Map<string, string>();
  private readonly counters: Partial<Record<string, Counter>> = {};

  constructor(private readonly o: SignalsOptions) {
    this.userId = createHash('sha256').update(`github:${o.actor}`).digest('hex');
    this.spans = o.tracer ? new ClaudeSpans(o.tracer, () => this.common()) : undefined;
    const m = o.meter;
    if (!m) return;
    const counter = (name: string, description: string, unit?: string): void => {
      this.counters[name] = m.createCounter(name, { description, ...(unit ? { unit } : {}) });
    };
    counter('claude_code.session.count', 'Count of CLI sessions started');
    counter('claude_code.lines_of_code.count', "Count of lines of code modified, with the 'type' attribute indicating whether lines were added or removed");
    counter('claude_code.pull_request.count', 'Number of pull requests created');
    counter('claude_code.commit.count', 'Number of git commits created');
    counter('claude_code.cost.usage', 'Cost of the Claude Code session', 'USD');
    counter('claude_code.token.usage', 'Number of tokens used', 'tokens');
    counter('claude_code.code_edit_tool.decision', 'Count of code editing tool permission decisions (accept/reject) for Edit, Write, and NotebookEdit tools');
    counter('claude_code.active_time.total', 'Total active time in seconds', 's');
  }

  /** What every metric and event carries (Claude Code's standard attributes, OTEL_RESOURCE_ATTRIBUTES among them). */
  private common(): Attributes {
    const c = this.o.config;
    return {
      ...c.resourceAttributes,
      'user.id': this.userId,
      ...(c.includeSessionId && this.sessionId ? { 'session.id': this.sessionId } : {}),
      ...(c.includeVersion ? { 'app.version': this.o.version } : {}),
      'terminal.type': 'non-interactive',
    };
  }

  private add(name: string, value: number, attributes: Attributes = {}): void {
    this.counters[name]?.add(value, { ...this.common(), ...attributes });
  }

  private emit(name: string, attributes: Attributes): void {
    const now = new Date();
    this.o.logger?.emit({
      timestamp: now,
      body: `claude_code.${name}`,
      attributes: {
        ...this.common(),
        'event.name': name,
        'event.timestamp': now.toISOString(),
        'event.sequence': this.sequence++,
        'prompt.id': this.promptId,
        ...attributes,
      },
    });
  }

  private text(value: string): string {
    return this.o.redact(value);
  }

  onEvent(event: RunEvent): void {
    switch (event.kind) {
      case 'session_start': {
        this.sessionId = event.session.sessionId;
        this.model = event.session.model;
        this.permissionMode = event.session.permissionMode;
        this.add('claude_code.session.count', 1, { start_type: 'fresh' });
        const prompt = this.o.config.logUserPrompts ? this.text(this.o.prompt) : undefined;
        this.emit('user_prompt', { prompt_length: String(this.o.prompt.length), prompt: prompt ?? '<REDACTED>' });
        this.spans?.start(this.sessionId, { text: prompt, length: this.o.prompt.length });
        return;
      }
      case 'model_call':
        this.modelCall(event.call);
        return;
      case 'tool_start':
        this.started.set(event.toolUseId, { name: event.name, input: event.input });
        if (event.name === 'Agent' || event.name === 'Task') {
          const type = obj(event.input).subagent_type;
          this.agentNames.set(event.toolUseId, typeof type === 'string' ? type : 'general-purpose');
        }
        this.spans?.toolStart(event.name, event.toolUseId, event.parentToolUseId);
        return;
      case 'tool_end':
        this.toolEnd(event);
        return;
      case 'run_end': {
        const { outcome } = event;
        this.add('claude_code.active_time.total', outcome.durationMs / 1000, { type: 'cli' });
        this.spans?.end(
          { 'interaction.duration_ms': outcome.durationMs, 'agent_runner.subtype': outcome.subtype, cost_usd: outcome.costUsd, num_turns: outcome.turns },
          outcome.isError ? this.text(outcome.errors.join('; ') || outcome.subtype) : undefined,
        );
        return;
      }
      case 'turn_start':
      case 'assistant':
      case 'api_retry':
      case 'compaction':
      case 'task_list':
      case 'questions':
      case 'log':
      case 'task_notification':
        return;
      default: {
        const unknown: never = event;
        throw new Error(`unknown run event ${JSON.stringify(unknown)}`);
      }
    }
  }

  private modelCall(call: ModelCall): void {
    const agent = call.parentToolUseId ? this.agentNames.get(call.parentToolUseId) : undefined;
    const source = { model: call.model, query_source: QUERY_SOURCE[call.scope], ...(agent ? { 'agent.name': agent } : {}) };
    this.add('claude_code.cost.usage', call.costUsd, source);
    for (const [type, count] of Object.entries(call.tokens)) this.add('claude_code.token.usage', count, { ...source, type });
    const timing = { duration_ms: call.durationMs, ...(call.reply ? { 'gen_ai.response.id': call.reply.id } : {}) };
    if (call.reply || !call.error) {
      this.emit('api_request', {
        ...source,
        input_tokens: call.tokens.input,
        output_tokens: call.tokens.output,
        cache_read_tokens: call.tokens.cacheRead,
        cache_creation_tokens: call.tokens.cacheCreation,
        cost_usd: call.costUsd,
        ...timing,
        speed: 'normal',
      });
    } else {
      this.emit('api_error', {
        ...source,
        error: this.text(call.error.message),
        ...(call.error.status !== undefined ? { status_code: String(call.error.status) } : {}),
        attempt: call.attempts,
        cost_usd: call.costUsd,
        ...timing,
      });
    }
    this.spans?.modelCall(call, this.sessionId);
  }

  private toolEnd(event: Extract<RunEvent, { kind: 'tool_end' }>): void {
    const started = this.started.get(event.toolUseId);
    this.started.delete(event.toolUseId);
    // A call that never started (cut off, the run stopping) was neither decided nor run.
    if (!started) return;
    const decision = event.denied ? 'reject' : 'accept';
    const source = event.refusal?.decisionType === 'hook' ? 'hook' : 'config';
    const details = this.o.config.logToolDetails ? this.toolDetails(started.input) : {};
    this.emit('tool_decision', {
      decision,
      source,
      tool_name: event.name,
      tool_use_id: event.toolUseId,
      permission_mode: this.permissionMode,
      ...details,
    });
    this.emit('tool_result', {
      tool_name: event.name,
      tool_use_id: event.toolUseId,
      success: String(!event.isError),
      duration_ms: String(event.durationMs),
      ...(event.isError ? { error: this.text(event.content.slice(0, 2000)) } : {}),
      ...(event.refusal ? { decision_type: event.refusal.decisionType, decision_source: source } : {}),
      tool_result_size_bytes: String(Buffer.byteLength(event.content)),
      ...details,
    });
    const filePath = obj(started.input).file_path ?? obj(started.input).notebook_path;
    if (EDIT_TOOLS.has(event.name)) {
      const language = typeof filePath === 'string' ? (LANGUAGES[path.extname(filePath).toLowerCase()] ?? 'Plain text') : 'Plain text';
      this.add('claude_code.code_edit_tool.decision', 1, { decision, source, tool_name: event.name, language });
      if (!event.isError) this.linesChanged(event.details);
    }
    if (event.name === 'Bash' && !event.isError) {
      const command = obj(started.input).command;
      if (typeof command === 'string' && /(^|[;&|(]\s*|\s)git(\s+-c\s+\S+)*\s+commit\b/.test(command)) this.add('claude_code.commit.count', 1);
      if (typeof command === 'string' && /(^|[;&|(]\s*|\s)gh\s+pr\s+create\b/.test(command)) this.add('claude_code.pull_request.count', 1);
    }
    this.spans?.toolEnd(event.toolUseId, {
      isError: event.isError,
      denied: event.denied,
      decision: { decision, source },
      ...(event.isError ? { error: this.text(event.content.slice(0, 500)) } : {}),
    });
  }

  /** Lines added and removed, from the tool's structuredPatch (Claude Code's shape: lines prefixed '+' and '-'). */
  private linesChanged(details: Record<string, unknown> | undefined): void {
    const hunks = Array.isArray(details?.structuredPatch) ? details.structuredPatch : [];
    let added = 0;
    let removed = 0;
    for (const hunk of hunks) {
      const lines = obj(hunk).lines;
      for (const line of Array.isArray(lines) ? lines : []) {
        if (typeof line !== 'string') continue;
        if (line.startsWith('+')) added++;
        else if (line.startsWith('-')) removed++;
      }
    }
    this.add('claude_code.lines_of_code.count', added, { type: 'added', model: this.model });
    this.add('claude_code.lines_of_code.count', removed, { type: 'removed', model: this.model });
  }

  /** OTEL_LOG_TOOL_DETAILS: the tool's input (and Bash's command) as Claude Code sends them, redacted. */
  private toolDetails(input: unknown): Attributes {
    const command = obj(input).command;
    const parameters =
      typeof command === 'string'
        ? {
            bash_command: command.trim().split(/\s+/)[0] ?? '',
            full_command: command,
            ...(typeof obj(input).description === 'string' ? { description: obj(input).description } : {}),
          }
        : undefined;
    return {
      ...(parameters ? { tool_parameters: this.text(JSON.stringify(parameters)) } : {}),
      tool_input: this.text(JSON.stringify(input ?? {}).slice(0, 4096)),
    };
  }
}
