import { sealEnvironment } from './sealed-env.js';

// The entry the runner starts (dist/index.js). Secrets are sealed away before anything else is
// loaded; then the action's logic runs, writing workflow commands without @actions/core (see
// src/workflow-commands.ts). Hosts that import the action use src/main.ts's run().
sealEnvironment();
const [{ run }, { workflowCommands }] = await Promise.all([import('./main.js'), import('./workflow-commands.js')]);
await run(workflowCommands);
