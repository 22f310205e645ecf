import * as core from './actions-core.js';
import type { ProcessTracker } from '../process/tracker.js';
import type { Step } from './step.js';

/**
 * Before the step ends: nothing the agent started still runs, the file commands hold only what the runner wrote, and
 * the checkout's credentials are back for later steps. Returns what must fail the step.
 */
export async function endStep(step: Step, tracker: ProcessTracker): Promise<string[]> {
  const failures: string[] = [];
  const killed = await tracker.stop();
  if (killed.length > 0)
    core.warning(
      step.redact(`Killed ${killed.length} process(es) still running at the end of the step: ${killed.map((k) => `${k.pid} (${k.command})`).join(', ')}`),
    );
  for (const t of step.fileCommands.verify()) {
    failures.push(
      `${t.command} was written by something other than the runner, which would change later steps of this job; the runner removed it again. Found: ${JSON.stringify(t.found)}`,
    );
  }
  await step.checkoutCredentials.restore(step.runner.workspace, step.fileCommands);
  return failures;
}
