import { test } from 'node:test';
import assert from 'node:assert/strict';
import type Anthropic from '@anthropic-ai/sdk';
import { runToolBatch } from '../../src/agent/tool-batch.js';
import type { ToolCall } from '../../src/tools/dispatch.js';

/**
 * CLAUDE_CODE_MAX_TOOL_USE_CONCURRENCY (`maxParallel`): how many read-only calls of one reply run side by side. Each
 * call notes whether another was running when it started, then lets the event loop turn once before it ends: side by
 * side, the second starts while the first waits; one at a time, it never does. No clock is involved.
 */
async function overlapped(maxParallel: number | undefined): Promise<boolean> {
  const running = new Set<string>();
  let overlap = false;
  const uses = ['a', 'b', 'c'].map((id) => ({ type: 'tool_use', id, name: 'Read', input: {} }) as Anthropic.ToolUseBlock);
  await runToolBatch(uses, {
    dispatch: async (call: ToolCall) => {
      overlap ||= running.size > 0;
      running.add(call.id);
      await new Promise((resolve) => setImmediate(resolve));
      running.delete(call.id);
      return { result: { content: 'ok', isError: false }, input: call.input, extraContext: [] };
    },
    isReadOnly: () => true,
    emit: () => {},
    signal: new AbortController().signal,
    truncatedId: undefined,
    parentToolUseId: null,
    ...(maxParallel !== undefined ? { maxParallel } : {}),
  });
  return overlap;
}

test('read-only calls of one reply run side by side by default (10), one at a time with maxParallel 1', async () => {
  assert.equal(await overlapped(undefined), true);
  assert.equal(await overlapped(1), false);
  // Claude Code caps the setting at 10, as the default: more is 10, less than 1 is 1.
  assert.equal(await overlapped(50), true);
  assert.equal(await overlapped(0), false);
});
