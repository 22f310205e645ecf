import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Anthropic from '@anthropic-ai/sdk';
import { RunBudget } from '../../src/agent/budget.js';
import { modelPortFor } from '../../src/agent/model-port.js';
import { toolModelCaller } from '../../src/agent/tool-model.js';
import type { ToolContext } from '../../src/tools/types.js';
import type { ToolModelCall } from '../../src/tools/web-model.js';
import { startScriptedModel, type Script, type ScriptedModel } from '../../support/scripted-model/scripted-model.js';
import type { TestContext } from 'node:test';

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export interface PageServer {
  /** `http://127.0.0.1:port` */
  url: string;
  port: number;
  requests: SeenRequest[];
  close(): Promise<void>;
}

type Route = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A real HTTP server on 127.0.0.1 serving the given routes (404 elsewhere), recording every request. */
export async function startPageServer(routes: Record<string, Route>): Promise<PageServer> {
  const requests: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push({ method: req.method ?? '', path, headers: req.headers });
    const route = routes[path];
    if (route) route(req, res);
    else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('no such page');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface WebModel {
  model: ScriptedModel;
  budget: RunBudget;
  askModel: ToolModelCall;
}

/** The scripted Messages API behind the product's tool model caller, with a run budget of `maxUsd`. */
export async function startWebModel(script: Script, maxUsd = 10): Promise<WebModel> {
  const model = await startScriptedModel(script);
  const client = new Anthropic({ apiKey: 'sk-test', baseURL: model.url, maxRetries: 0 });
  const port = modelPortFor(client, { retries: 0, idleTimeoutMs: 30_000 });
  const budget = new RunBudget(maxUsd, {});
  return { model, budget, askModel: toolModelCaller({ port, budget, models: { main: 'claude-opus-5-5', small: 'claude-haiku-5-5' } }) };
}

/** startWebModel for one test: its model closed when the test ends. */
export async function webModelFor(t: TestContext, script: Script, maxUsd = 10): Promise<WebModel> {
  const web = await startWebModel(script, maxUsd);
  t.after(() => web.model.close());
  return web;
}

export function toolContext(signal: AbortSignal = new AbortController().signal): ToolContext {
  return { signal, toolUseId: 'toolu_test' };
}

/** The text of the user message a scripted request carried. */
export function promptOf(body: { messages?: unknown }): string {
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const first: unknown = messages[0];
  if (typeof first !== 'object' || first === null) return '';
  const content = (first as { content?: unknown }).content;
  return typeof content === 'string' ? content : JSON.stringify(content);
}
