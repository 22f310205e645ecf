import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Anthropic from '@anthropic-ai/sdk';
import { bedrockChunk, bedrockException, bedrockHttpError, parseProviderRoute } from './provider-wire.js';
import { cacheUsage, clampOutput, isRecord, outputBytes, scriptedInputTokens, tokensOfBytes } from './scripted-tokens.js';
import { FederationEndpoint } from './federation.js';
import { checkRequestFields } from './scripted-fields.js';
import { toolSearchProblem } from './tool-search.js';
import type { RecordedRequest, RequestBody, Script, ScriptedModel, ScriptedModelOptions, ScriptedTurn } from './scripted-types.js';

export type {
  RecordedRequest,
  RequestBody,
  Script,
  ScriptedBlock,
  ScriptedFault,
  ScriptedModel,
  ScriptedModelOptions,
  ScriptedTurn,
  ScriptedUsage,
} from './scripted-types.js';
export { promptSegments, scriptedInputTokens, type PromptParts, type Segment } from './scripted-tokens.js';
export { toolsTheModelSees } from './tool-search.js';

/**
 * A real Messages API server on 127.0.0.1 that answers from a script, for tests, `npm run demo` and benches.
 * The real SDK reaches it through `baseURL` / ANTHROPIC_BASE_URL.
 *
 * Token counting and prompt caching follow the rules at the top of scripted-tokens.ts.
 *
 * It also answers the Bedrock (`/model/{id}/invoke[-with-response-stream]`, AWS event-stream framing) and Vertex AI
 * (`…/publishers/anthropic/models/{id}:[stream]rawPredict`) shapes the provider SDKs send: see provider-wire.ts.
 */

const EXHAUSTED: ScriptedTurn = { content: [{ type: 'text', text: '(script exhausted)' }], stop_reason: 'end_turn' };
const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  504: 'timeout_error',
  529: 'overloaded_error',
};

function chunks(s: string, parts: number): string[] {
  const chars = Array.from(s);
  const size = Math.max(1, Math.ceil(chars.length / parts));
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

function validate(body: RequestBody, countOnly: boolean): string | undefined {
  if (typeof body.model !== 'string' || body.model === '') return 'model: Field required';
  if (!countOnly && (typeof body.max_tokens !== 'number' || !Number.isInteger(body.max_tokens))) return 'max_tokens: Field required';
  if (!countOnly && (body.max_tokens ?? 0) < 1) return 'max_tokens: Input should be greater than or equal to 1';
  if (!Array.isArray(body.messages)) return 'messages: Field required';
  const messages: unknown[] = body.messages;
  if (messages.length === 0) return 'messages: at least one message is required';
  const idsOf = (msg: unknown, type: 'tool_use' | 'tool_result'): string[] => {
    if (!isRecord(msg) || !Array.isArray(msg.content)) return [];
    const blocks: unknown[] = msg.content;
    return blocks.filter((b): b is Record<string, unknown> => isRecord(b) && b.type === type).map((b) => String(type === 'tool_use' ? b.id : b.tool_use_id));
  };
  for (const [i, msg] of messages.entries()) {
    // The API takes `system` messages inside `messages` too (SystemMessageParam); Claude Code sends them.
    if (!isRecord(msg) || (msg.role !== 'user' && msg.role !== 'assistant' && msg.role !== 'system'))
      return `messages.${i}.role: Input should be 'user', 'assistant' or 'system'`;
    const prev = messages[i - 1];
    const uses = isRecord(prev) && prev.role === 'assistant' ? idsOf(prev, 'tool_use') : [];
    const orphan = msg.role === 'user' ? idsOf(msg, 'tool_result').find((id) => !uses.includes(id)) : undefined;
    if (orphan !== undefined) {
      return (
        `messages.${i}.content: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${orphan}. ` +
        'Each `tool_result` block must have a corresponding `tool_use` block in the previous message.'
      );
    }
    const results = msg.role === 'user' ? idsOf(msg, 'tool_result') : [];
    const unanswered = uses.filter((id) => !results.includes(id));
    if (unanswered.length > 0) {
      return (
        `messages.${i - 1}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${unanswered.join(', ')}. ` +
        'Each `tool_use` block must have a corresponding `tool_result` block in the next message.'
      );
    }
  }
  return undefined;
}

function wait(ms: number, res: ServerResponse): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      res.off('close', done);
      resolve();
    }
    res.once('close', done);
  });
}

function sendError(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}, body?: unknown): void {
  const payload = body ?? { type: 'error', error: { type: ERROR_TYPES[status] ?? 'api_error', message } };
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(payload));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export async function startScriptedModel(script: Script, opts: ScriptedModelOptions = {}): Promise<ScriptedModel> {
  const requests: RecordedRequest[] = [];
  const cache = new Set<string>();
  let countTokensCalls = 0;
  const countTokensPaths: string[] = [];
  const countTokensBodies: RequestBody[] = [];
  let turnIndex = 0;
  const federation = opts.federation ? new FederationEndpoint(opts.federation) : undefined;

  const nextTurn = (req: RecordedRequest): ScriptedTurn => {
    const index = turnIndex++;
    return typeof script === 'function' ? script(req, index) : (script[index] ?? EXHAUSTED);
  };

  const answer = async (rec: RecordedRequest, seq: number, res: ServerResponse): Promise<void> => {
    const body = rec.body;
    const turn = nextTurn(rec);
    await wait(turn.delayMs ?? 0, res);
    const fault = turn.fault;
    const stream = body.stream === true;
    if (fault?.kind === 'http') {
      const headers: Record<string, string> = fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : {};
      const message = fault.status === 529 ? 'Overloaded' : `Scripted HTTP ${fault.status}`;
      if (rec.provider === 'bedrock' && fault.body === undefined) {
        const aws = bedrockHttpError(fault.status, message);
        return sendError(res, fault.status, message, { ...headers, ...aws.headers }, aws.body);
      }
      return sendError(res, fault.status, message, headers, fault.body);
    }
    if (!stream && fault?.kind === 'cut') return void res.socket?.destroy();
    if (!stream && fault?.kind === 'sse_error') return sendError(res, 529, 'Overloaded');
    if (!stream && fault?.kind === 'stall') await wait(fault.ms, res);

    const usage = cacheUsage(body, cache, opts);
    const maxTokens = typeof body.max_tokens === 'number' ? body.max_tokens : 1;
    const { blocks, clamped: cut } = clampOutput(turn.content ?? [], maxTokens);
    const wanted = turn.usage?.output_tokens ?? Math.max(1, tokensOfBytes(blocks.reduce((n, b) => n + outputBytes(b), 0)));
    const clamped = cut || wanted > maxTokens;
    Object.assign(usage, turn.usage, { output_tokens: clamped ? maxTokens : wanted });
    if (turn.usage?.cache_creation === null) delete (usage as { cache_creation?: unknown }).cache_creation;
    else if (turn.usage?.cache_creation_input_tokens !== undefined) {
      usage.cache_creation = { ephemeral_5m_input_tokens: turn.usage.cache_creation_input_tokens, ephemeral_1h_input_tokens: 0 };
    }
    const stopReason: Anthropic.StopReason = clamped
      ? 'max_tokens'
      : (turn.stop_reason ?? (blocks.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn'));
    const content = blocks.map((b, i): Anthropic.ContentBlock => {
      if (b.type === 'text') return { type: 'text', text: b.text, citations: b.citations ?? null };
      if (b.type === 'thinking') return { type: 'thinking', thinking: b.thinking, signature: b.signature };
      if (b.type === 'server_tool_use') return { type: 'server_tool_use', id: b.id, name: b.name, input: b.input, caller: { type: 'direct' } };
      if (b.type === 'web_search_tool_result')
        return { type: 'web_search_tool_result', tool_use_id: b.tool_use_id, content: b.content, caller: { type: 'direct' } };
      return { type: 'tool_use', id: b.id ?? `toolu_scripted_${seq}_${i}`, name: b.name, input: b.input ?? {}, caller: { type: 'direct' } };
    });
    const message: Anthropic.Message = {
      id: `msg_scripted_${seq}`,
      type: 'message',
      role: 'assistant',
      model: String(body.model),
      content,
      stop_reason: stopReason,
      stop_sequence: null,
      stop_details: null,
      container: null,
      diagnostics: null,
      usage,
    };
    const reqId = { 'request-id': `req_scripted_${seq}` };
    if (!stream) {
      res.writeHead(200, { 'content-type': 'application/json', ...reqId });
      return void res.end(fault?.kind === 'malformed' ? '{"id": "msg_scripted", "type": "mess' : JSON.stringify(message));
    }

    const bedrock = rec.provider === 'bedrock';
    const contentType = bedrock ? 'application/vnd.amazon.eventstream' : 'text/event-stream';
    res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-cache', ...reqId });
    res.flushHeaders();
    if (fault?.kind === 'malformed') {
      if (bedrock) return void res.end(bedrockChunk(undefined, '{"type": "message_start", "message": {"id": '));
      return void res.end('event: message_start\ndata: {"type": "message_start", "message": {"id": \n\n');
    }
    const events: [string, unknown][] = [
      ['message_start', { type: 'message_start', message: { ...message, content: [], stop_reason: null, usage: { ...usage, output_tokens: 1 } } }],
      ['ping', { type: 'ping' }],
    ];
    content.forEach((block, index) => {
      const delta = (d: unknown): [string, unknown] => ['content_block_delta', { type: 'content_block_delta', index, delta: d }];
      if (block.type === 'text') {
        events.push([
          'content_block_start',
          { type: 'content_block_start', index, content_block: { ...block, text: '', ...(block.citations ? { citations: [] } : {}) } },
        ]);
        for (const text of chunks(block.text, 3)) events.push(delta({ type: 'text_delta', text }));
        for (const citation of block.citations ?? []) events.push(delta({ type: 'citations_delta', citation }));
      } else if (block.type === 'thinking') {
        events.push(['content_block_start', { type: 'content_block_start', index, content_block: { ...block, thinking: '', signature: '' } }]);
        for (const thinking of chunks(block.thinking, 3)) events.push(delta({ type: 'thinking_delta', thinking }));
        events.push(delta({ type: 'signature_delta', signature: block.signature }));
      } else if (block.type === 'tool_use' || block.type === 'server_tool_use') {
        events.push(['content_block_start', { type: 'content_block_start', index, content_block: { ...block, input: {} } }]);
        for (const partial_json of chunks(JSON.stringify(block.input), 3)) events.push(delta({ type: 'input_json_delta', partial_json }));
      } else if (block.type === 'web_search_tool_result') {
        // The API sends a search's results whole, in the block's start event.
        events.push(['content_block_start', { type: 'content_block_start', index, content_block: block }]);
      }
      events.push(['content_block_stop', { type: 'content_block_stop', index }]);
    });
    const serverTools = usage.server_tool_use ? { server_tool_use: usage.server_tool_use } : {};
    events.push([
      'message_delta',
      { type: 'message_delta', delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: usage.output_tokens, ...serverTools } },
    ]);
    events.push(['message_stop', { type: 'message_stop' }]);

    for (const [i, [name, data]] of events.entries()) {
      if (res.destroyed) return;
      if (fault?.kind === 'cut' && i === fault.afterEvents) return void res.socket?.destroy();
      if (fault?.kind === 'sse_error' && i === fault.afterEvents) {
        const error = { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } };
        // Bedrock reports a mid-stream overload as an exception frame, not an Anthropic error event.
        if (bedrock) return void res.end(bedrockException('serviceUnavailableException', 'Bedrock is unable to process your request.'));
        return void res.end(`event: error\ndata: ${JSON.stringify(error)}\n\n`);
      }
      if (fault?.kind === 'stall' && i === (fault.afterEvents ?? 1)) await wait(fault.ms, res);
      if (i > 0) await wait(opts.eventDelayMs ?? 0, res);
      if (res.destroyed) return;
      // Waiting for the flush makes a later `cut` drop the connection after these events, not before them.
      const frame = bedrock ? bedrockChunk(data) : `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
      await new Promise<void>((resolve) => res.write(frame, () => resolve()));
    }
    res.end();
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      const raw = await readBody(req);
      if (federation && req.method === 'POST' && path === '/v1/oauth/token') {
        const answered = federation.exchange(req.headers, raw);
        res.writeHead(answered.status, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify(answered.body));
      }
      const route = parseProviderRoute(req.method ?? '', path);
      // An organization that authenticates by federation takes only its access tokens (refused requests are not recorded).
      const refusal = route?.provider === 'anthropic' ? federation?.refuse(req.headers) : undefined;
      if (refusal) return sendError(res, 401, refusal);
      if (!route) {
        return sendError(res, 404, `Not found: ${req.method} ${path}`);
      }
      let body: RequestBody;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (!isRecord(parsed)) throw new Error('not an object');
        body = parsed;
      } catch {
        return sendError(res, 400, 'The request body is not valid JSON.');
      }
      const sentBody = route.provider === 'anthropic' ? undefined : body;
      if (sentBody) {
        body = { ...sentBody, ...(route.model !== undefined ? { model: route.model } : {}), ...(route.stream !== undefined ? { stream: route.stream } : {}) };
      }
      const countOnly = route.kind === 'count_tokens';
      if (countOnly) {
        countTokensCalls++;
        countTokensPaths.push(path);
        countTokensBodies.push(body);
        if (opts.refuseCountTokens) return sendError(res, 404, `Not found: ${req.method} ${path}`);
        await opts.holdCountTokens?.(body);
        if (res.destroyed) return;
        const problem = validate(body, true) ?? toolSearchProblem(body, req.headers, sentBody);
        if (problem) return sendError(res, 400, problem);
        res.writeHead(200, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ input_tokens: scriptedInputTokens(body) }));
      }
      const rec: RecordedRequest = {
        method: req.method ?? 'POST',
        path,
        headers: req.headers,
        body,
        receivedAt: Date.now(),
        ...(sentBody ? { provider: route.provider, route, sentBody } : {}),
      };
      const seq = requests.push(rec) - 1;
      await opts.onRequest?.(rec);
      const problem = validate(body, false) ?? checkRequestFields(body, req.headers) ?? toolSearchProblem(body, req.headers, sentBody);
      if (problem) return sendError(res, 400, problem, { 'request-id': `req_scripted_${seq}` });
      await answer(rec, seq, res);
    })().catch((err: unknown) => {
      if (!res.headersSent) sendError(res, 500, `scripted model failed: ${err instanceof Error ? err.message : String(err)}`);
      else res.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get countTokensCalls() {
      return countTokensCalls;
    },
    countTokensPaths,
    countTokensBodies,
    ...(federation ? { federation } : {}),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
