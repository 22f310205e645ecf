import { POST_KEEPS, sealEnvironment } from './sealed-env.js';

// The post step's entry (dist/post/index.js). Sealed before anything else loads, keeping only what
// the post step uses (see post.ts); then its logic runs.
sealEnvironment({ keep: POST_KEEPS });
const { run } = await import('./post.js');
await run();
