import { sealEnvironment } from './sealed-env.js';

// The entry the runner starts (dist/index.js). Secrets are sealed away before anything else is
// loaded; then the action's logic runs, writing workflow commands without @actions/core (see
// src/workflow-commands.ts). Hosts that import the action use src/main.ts's run().
// --liftoff-only: the bash grammar (tree-sitter, WebAssembly) stays on V8's baseline tier. Its lexer is one huge
// function, and once it is hot the optimizing tier compiles it in a zone of ~450 MB: the runner's peak memory went
// from ~100 MB to ~600 MB after the first few Bash commands, and the compile ran on a second core. Baseline code
// parses a command line in well under a millisecond. (Only on the command line: V8 ignores it set at run time.)
sealEnvironment({ nodeFlags: ['--liftoff-only'] });
const [{ run }, { workflowCommands }] = await Promise.all([import('./main.js'), import('./workflow-commands.js')]);
await run(workflowCommands);
