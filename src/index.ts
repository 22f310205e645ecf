import { sealEnvironment } from './sealed-env.js';

/**
 * The action's entry (action.yml `main`). It loads nothing but the sealing code: sealing re-executes the
 * process when secrets are in its start-up environment, and everything loaded before that would be loaded
 * twice. Only the sealed image imports the run, which ncc bundles as a chunk of its own.
 */
sealEnvironment();
import('./main.js').then(
  ({ run }) => run(),
  (error: unknown) => {
    // @actions/core is not loaded yet: this is its `setFailed`, by hand.
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stdout.write(`::error::Agent Runner could not load: ${text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}\n`);
    process.exitCode = 1;
  },
);
