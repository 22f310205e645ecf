import { sealEnvironment } from './sealed-env.js';

// The entry the runner starts (dist/index.js). Secrets are sealed away before anything else is
// loaded; then the action's logic runs. Hosts that import the action use src/main.ts's run().
sealEnvironment();
const { run } = await import('./main.js');
await run();
