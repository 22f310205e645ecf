import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { hookEnvFiles } from '../../src/hooks/env-file.js';

/**
 * The control for env-file-injection.test.ts: CLAUDE_ENV_FILE as the `envfile` branch first wired it (323f6a4), re-created
 * through the product's own seam. Every hook got one file in the run's `tmp` (which the model's sandboxed Bash may
 * write), and bash sourced that file from disk before each command.
 */
export const previousHookEnvFiles: typeof hookEnvFiles = (root) => {
  // The product's root is `<runDir>/hook-env`; the first version's file was `<runDir>/tmp/claude-env.sh`.
  const tmp = path.join(path.dirname(root), 'tmp');
  const file = path.join(tmp, 'claude-env.sh');
  const quoted = `'${file.replaceAll("'", `'\\''`)}'`;
  return {
    open: async () => {
      await mkdir(tmp, { recursive: true, mode: 0o700 });
      return { file, dir: tmp, collect: async () => undefined };
    },
    script: () => `if [ -f ${quoted} ]; then . ${quoted}; fi`,
  };
};
