import type { EventSink, RunEvent } from '../agent/events.js';
import { RUNNER_VERSION } from '../version.js';
import type { TelemetryConfig } from './config.js';
import { fleetAttributes, type FleetRun } from './fleet.js';
import type { OpenRun } from './otel.js';

/**
 * Telemetry as a consumer of the run's events, never in its way: the OpenTelemetry SDK is a chunk of its own, loaded
 * only when the workflow switched telemetry on; an event it cannot take is dropped, not thrown into the loop; the end
 * waits a few seconds at most for the collector, and whatever failed (an unreachable collector, a timeout) is one
 * warning, never a failed run.
 */

export interface RunTelemetry {
  sink: EventSink;
  /** Flushes what is left and shuts the SDK down, waiting at most `waitMs`. */
  close(waitMs: number): Promise<void>;
}

export interface TelemetryStart {
  config: TelemetryConfig;
  run: FleetRun;
  /** The task as sent to the model; sent only under OTEL_LOG_USER_PROMPTS, and redacted. */
  prompt: string;
  redact: (text: string) => string;
  warn: (message: string) => void;
}

export function startTelemetry(o: TelemetryStart): RunTelemetry {
  // The SDK loads while the run starts: events until then wait in order, and the first model request waits for nothing.
  const waiting: RunEvent[] = [];
  let opened: OpenRun | undefined;
  let off = false;
  const deliver = (event: RunEvent): void => {
    try {
      opened?.sink(event);
    } catch (error) {
      off = true;
      o.warn(o.redact(`OpenTelemetry: stopped recording after an error: ${error instanceof Error ? error.message : String(error)}`));
    }
  };
  const ready = import('./otel.js')
    .then(({ openRun }) =>
      openRun({
        config: o.config,
        resource: fleetAttributes(o.run),
        prompt: o.prompt,
        actor: o.run.actor ?? o.run.task.actor,
        version: RUNNER_VERSION,
        redact: o.redact,
      }),
    )
    .then(
      (run) => {
        opened = run;
        for (const event of waiting.splice(0)) if (!off) deliver(event);
      },
      (error: unknown) => {
        off = true;
        waiting.length = 0;
        o.warn(o.redact(`OpenTelemetry: could not start, nothing is exported: ${error instanceof Error ? error.message : String(error)}`));
      },
    );
  return {
    sink: (event) => {
      if (off) return;
      if (opened) deliver(event);
      else waiting.push(event);
    },
    close: async (waitMs) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), waitMs);
      });
      const ended = ready.then(() => opened?.shutdown() ?? []);
      const problems = await Promise.race([ended, late]).finally(() => clearTimeout(timer));
      if (problems === 'late')
        o.warn(o.redact(`OpenTelemetry: the collector did not take the run's data within ${waitMs / 1000} s; what was not sent is dropped`));
      else if (problems.length > 0) o.warn(o.redact(`OpenTelemetry: some of the run's data did not reach the collector: ${problems.join('; ')}`));
    },
  };
}
