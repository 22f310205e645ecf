import { run } from './post.js';

// The post step's entry (dist/post/index.js).
await run();
