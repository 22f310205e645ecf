/**
 * Our message types held to @anthropic-ai/claude-agent-sdk's at compile time (the project's tsc
 * fails on a mismatch), and the producer's name and version held to package.json at run time.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type {
  ModelUsage,
  NonNullableUsage,
  SDKAPIRetryMessage,
  SDKTaskNotificationMessage,
  TerminalReason as SdkTerminalReason,
} from '@anthropic-ai/claude-agent-sdk';
import type {
  ModelUsageEntry,
  SdkUsage,
  SystemApiRetryMessage,
  SystemTaskNotificationMessage,
  TerminalReason,
} from '../../../src/report/transcript/sdk-messages.js';
import type { StopCause } from '../../../src/agent/stop.js';
import { terminalReasonOf } from '../../../src/report/transcript/sdk-lines.js';
import { RUNNER_NAME, RUNNER_VERSION } from '../../../src/version.js';

/** Compiles only when A and B are the same type. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const sameTerminalReasons: Equal<TerminalReason, SdkTerminalReason> = true;
// Every key of the SDK's usage and modelUsage types, with its type.
const usageFits = (u: SdkUsage): NonNullableUsage => u;
const modelUsageFits = (m: ModelUsageEntry): ModelUsage => m;
const retryFits = (m: SystemApiRetryMessage): Omit<SDKAPIRetryMessage, 'uuid'> => m;
const taskNotificationFits = (m: SystemTaskNotificationMessage): Omit<SDKTaskNotificationMessage, 'uuid'> => m;

describe("our message types are the SDK's", () => {
  it('compiles (the checks above are types)', () => {
    assert.equal(sameTerminalReasons, true);
    assert.equal(typeof usageFits, 'function');
    assert.equal(typeof modelUsageFits, 'function');
    assert.equal(typeof retryFits, 'function');
    assert.equal(typeof taskNotificationFits, 'function');
  });

  it('every stop cause maps into the SDK union', () => {
    const causes: StopCause[] = [
      'completed',
      'max_turns',
      'budget',
      'timeout',
      'cancelled',
      'hook_stopped',
      'api_error',
      'structured_output',
      'refusal',
      'context_window',
      'error',
    ];
    for (const cause of causes) for (const where of ['model_call', 'tools', undefined] as const) assert.equal(typeof terminalReasonOf(cause, where), 'string');
    assert.equal(terminalReasonOf('hook_stopped', 'tools'), 'hook_stopped');
    assert.equal(terminalReasonOf('timeout', 'model_call'), 'aborted_streaming');
  });

  it("system/init names the runner honestly: its own name and package.json's version", () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { name: string; version: string };
    assert.deepEqual([RUNNER_NAME, RUNNER_VERSION], [pkg.name, pkg.version]);
  });
});
