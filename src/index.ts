import { sealEnvironment } from './sealed-env.js';
import { startProcessTracking } from './process/tracker.js';
import { PROCESS_MARK } from './process/group.js';

// The entry the runner starts (dist/index.js). Secrets are sealed away before anything else is
// loaded; process tracking starts (the kernel moves the process into its cgroup while the run's
// code loads); then the action's logic runs. Hosts that import the action use src/main.ts's run().
sealEnvironment();
void startProcessTracking({ mark: PROCESS_MARK });
const { run } = await import('./main.js');
await run();
