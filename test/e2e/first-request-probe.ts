import { subscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Preloaded (`node --import`) into dist/index.js by before-first-request.test.ts: records the files the process
 * loads, and which of them were loaded when it created its first model request (Node's fetch publishes each request
 * on the `undici:request:create` channel). Written, as JSON, to FIRST_REQUEST_PROBE_OUT when the process exits; the
 * sealed re-exec keeps NODE_OPTIONS, so the process that runs the action is the one that writes it.
 */

const out = process.env.FIRST_REQUEST_PROBE_OUT;
const loaded: string[] = [];
let atFirstRequest: string[] | undefined;

registerHooks({
  load(url, context, nextLoad) {
    if (url.startsWith('file:')) loaded.push(fileURLToPath(url));
    return nextLoad(url, context);
  },
});

subscribe('undici:request:create', (message) => {
  const { request } = message as { request: { method: string; origin: string; path: string } };
  if (atFirstRequest === undefined && request.method === 'POST' && request.path.startsWith('/v1/messages')) atFirstRequest = [...loaded];
});

process.on('exit', () => {
  if (out)
    writeFileSync(
      out,
      JSON.stringify({ pid: process.pid, atFirstRequest: atFirstRequest?.map((f) => path.basename(f)), atExit: loaded.map((f) => path.basename(f)) }),
    );
});
