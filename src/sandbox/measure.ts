/** What one sandboxed call costs here, measured once when the sandbox starts (printed in the log). */
import { spawn } from 'node:child_process';
import type { SandboxManager } from '@anthropic-ai/sandbox-runtime';
import { helperEnv } from '../process/env.js';
import { WRAP_SHELL } from './wrap-cache.js';

type Library = typeof SandboxManager;

/** Runs `argv` without blocking the event loop (the model request may be in flight): its time, exit code and stderr. */
function timeCommand(argv: readonly string[], cwd: string): Promise<{ ms: number; code: number | null; stderr: string }> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    let stderr = '';
    const child = spawn(argv[0] ?? 'true', argv.slice(1), { cwd, env: helperEnv(), stdio: ['ignore', 'ignore', 'pipe'], timeout: 30_000 });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) => resolve({ ms: performance.now() - t0, code: null, stderr: error.message }));
    child.once('close', (code) => resolve({ ms: performance.now() - t0, code, stderr: stderr.trim() }));
  });
}

/** One `true` inside and outside, printed in the log: what each Bash call pays here, and proof the sandbox runs at all. */
export async function measureCallCost(lib: Library, cwd: string, network: (wrapped: string) => string): Promise<{ ok: boolean; text: string }> {
  const t0 = performance.now();
  const wrapped = network(
    await lib.wrapWithSandbox('true', WRAP_SHELL, undefined, undefined, {
      commandId: `agent-runner-${process.pid}-0`,
      commandText: 'true (measuring the sandbox)',
    }),
  );
  const wrapMs = performance.now() - t0;
  const inside = await timeCommand([WRAP_SHELL, '-c', wrapped], cwd);
  lib.cleanupAfterCommand();
  if (inside.code !== 0) return { ok: false, text: inside.stderr.split('\n')[0] || `exit code ${inside.code}` };
  const outside = await timeCommand(['/bin/bash', '-c', 'true'], cwd);
  const total = wrapMs + inside.ms;
  return { ok: true, text: `≈${Math.round(total - outside.ms)} ms (\`true\` took ${Math.round(total)} ms sandboxed, ${Math.round(outside.ms)} ms without)` };
}
