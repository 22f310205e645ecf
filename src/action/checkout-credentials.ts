import * as core from './actions-core.js';
import type { FileCommandLedger } from '../guard/file-commands.js';
import { findHeaders, headerSecrets, placeholdersFor, restoreHeaders, takeHeaders, type HeldHeader } from '../guard/git-credentials.js';

/**
 * The checkout's token leaves the git configuration before any tool, hook or MCP server starts, and is put back at
 * the end of the step (or by the post step, should this step die). The state file tells the post step where to put
 * it back; it holds no credential (tools can read it while the step runs), only which header was checkout's own for
 * the token the post step holds anyway.
 */
export class CheckoutCredentials {
  private held: HeldHeader[] = [];

  async take(cwd: string, token: string | undefined, fileCommands: FileCommandLedger, addSecrets: (values: readonly string[]) => void): Promise<void> {
    const found = await findHeaders(cwd);
    addSecrets(found.flatMap((h) => headerSecrets(h.value)));
    const taken = await takeHeaders(cwd, found);
    this.held = taken.held;
    for (const error of taken.errors) core.warning(`Checkout credentials: ${error}`);
    if (taken.held.length === 0) return;
    const { placeholders, other } = placeholdersFor(taken.held, token);
    fileCommands.write(() => core.saveState('git_credentials', JSON.stringify(placeholders)));
    core.info(
      `Took ${taken.held.length} credential header(s) out of the git configuration until the end of the step (set persist-credentials: false on actions/checkout to leave none)`,
    );
    if (other > 0) core.info(`${other} of them can only be restored by this step, not by the post step, if the job is cancelled`);
  }

  /** Puts back what was taken; the post step then has nothing left to do. */
  async restore(cwd: string, fileCommands: FileCommandLedger | undefined): Promise<void> {
    const held = this.held;
    this.held = [];
    const errors = await restoreHeaders(cwd, held);
    for (const error of errors) core.warning(`Checkout credentials: ${error}`);
    if (held.length > 0 && errors.length === 0) fileCommands?.write(() => core.saveState('git_credentials', ''));
  }
}
