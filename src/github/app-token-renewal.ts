import type { InstallationToken } from './app-token.js';

/** A report or a push takes seconds, its retries a few minutes: a token closer than this to its end is replaced first. */
export const RENEW_BEFORE_MS = 10 * 60_000;

/**
 * An App installation token lives one hour, and a run may last longer (`timeout_minutes` up to the job's
 * limit): the sticky comment, the push and the maintenance PR at the end would then fail with 401 and
 * the run's outcome would be lost. Every GitHub request asks this for the token; one near its expiry
 * is re-minted (same repository, same permissions) and the old one handed back to be revoked.
 */
export class RenewingAppToken {
  private renewal: Promise<string> | undefined;
  private failed = false;

  constructor(
    private token: InstallationToken,
    private readonly mint: () => Promise<InstallationToken>,
    /** Told of each new token (to mask it and hand it to the post step) and of the one it replaces (to revoke it). */
    private readonly onRenew: (fresh: InstallationToken, replaced: InstallationToken) => Promise<void> | void,
    private readonly warn: (message: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** The token in use now. */
  get latest(): InstallationToken {
    return this.token;
  }

  /** The token for the next request: the current one, or a fresh one when it is about to expire. */
  async current(): Promise<string> {
    if (this.failed || Date.parse(this.token.expiresAt) - this.now() > RENEW_BEFORE_MS) return this.token.token;
    this.renewal ??= this.renew().finally(() => {
      this.renewal = undefined;
    });
    return this.renewal;
  }

  private async renew(): Promise<string> {
    const replaced = this.token;
    try {
      this.token = await this.mint();
    } catch (error) {
      // One warning; the old token is used until GitHub refuses it, and that error names the request.
      this.failed = true;
      this.warn(
        `Could not renew the GitHub App installation token before it expires at ${replaced.expiresAt}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return replaced.token;
    }
    await this.onRenew(this.token, replaced);
    return this.token.token;
  }
}
