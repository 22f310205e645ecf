import { runAction as runDist, type ActionRun, type RunOptions } from '../../support/runner/run-action.js';
import { recordTranscript } from './sdk-typecheck.js';

export {
  HARNESS_API_KEY,
  HARNESS_GITHUB_TOKEN,
  makeRepo,
  NODE24,
  parseOutputFile,
  PROJECT_ROOT,
  type ActionRun,
  type RunOptions,
} from '../../support/runner/run-action.js';

/**
 * The e2e tests' runAction: dist/index.js run as the hosted runner does (support/runner/run-action.ts), and every
 * transcript type-checked against @anthropic-ai/claude-agent-sdk after the file's tests.
 */
export async function runAction(opts: RunOptions): Promise<ActionRun> {
  const run = await runDist(opts);
  recordTranscript((opts.inputs.prompt ?? '').slice(0, 60), run.transcript);
  return run;
}
