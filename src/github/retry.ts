import type { Octokit } from '@octokit/rest';

/**
 * The slice of Octokit this project uses: typed `request(route, params)`. Both `@octokit/rest`'s
 * `Octokit` and `@actions/github`'s `getOctokit()` satisfy it (they share @octokit/core).
 */
export type GitHubClient = Pick<Octokit, 'request'>;

export type GitHubResult<T> = { ok: true; value: T } | { ok: false; error: string; status?: number; attempts: number };

export interface RetryOptions {
  /** Total tries including the first. Default 5. */
  maxAttempts?: number;
  /** First backoff; doubles each time, with jitter. Default 1000 ms. */
  baseDelayMs?: number;
  /** Cap on one computed backoff. Default 20 s. */
  maxDelayMs?: number;
  /** A server-requested wait (retry-after, rate-limit reset) longer than this gives up instead. Default 60 s. */
  maxServerWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Called before each wait, for the log. */
  onRetry?: (info: { attempt: number; waitMs: number; status?: number; error: string }) => void;
}

export interface ErrorFacts {
  status?: number;
  message: string;
  headers: Record<string, string>;
}

/** Status, message and headers of whatever Octokit threw, without depending on its error class. */
export function errorFacts(err: unknown): ErrorFacts {
  const headers: Record<string, string> = {};
  let status: number | undefined;
  let message = err instanceof Error ? err.message : String(err);
  if (err !== null && typeof err === 'object') {
    const e = err as { status?: unknown; response?: { headers?: unknown; data?: unknown } };
    if (typeof e.status === 'number') status = e.status;
    const h = e.response?.headers;
    if (h !== null && typeof h === 'object') {
      for (const [k, v] of Object.entries(h as Record<string, unknown>)) {
        if (typeof v === 'string' || typeof v === 'number') headers[k.toLowerCase()] = String(v);
      }
    }
    const data = e.response?.data;
    if (data !== null && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string') {
      const m = (data as { message: string }).message;
      if (!message.includes(m)) message = `${message}: ${m}`;
    }
  }
  return status === undefined ? { message, headers } : { status, message, headers };
}

export type RetryVerdict = { retry: false } | { retry: true; serverWaitMs?: number };

/**
 * Which failures are worth another try: 5xx, 429, network errors, and the 403s that are rate
 * limits. A secondary-limit 403 can carry a healthy x-ratelimit-remaining, so its message or
 * retry-after header is what tells it apart from a permission refusal (which must not be retried).
 */
export function classifyError(facts: ErrorFacts, now: number = Date.now()): RetryVerdict {
  const { status, headers, message } = facts;
  const retryAfter = headers['retry-after'];
  const serverWait = (): number | undefined => {
    if (retryAfter !== undefined) {
      const secs = Number(retryAfter);
      if (Number.isFinite(secs)) return Math.max(0, secs * 1000);
      const date = Date.parse(retryAfter);
      if (Number.isFinite(date)) return Math.max(0, date - now);
    }
    if (headers['x-ratelimit-remaining'] === '0' && headers['x-ratelimit-reset'] !== undefined) {
      const reset = Number(headers['x-ratelimit-reset']) * 1000;
      if (Number.isFinite(reset)) return Math.max(0, reset - now) + 1000;
    }
    return undefined;
  };
  const withWait = (): RetryVerdict => {
    const w = serverWait();
    return w === undefined ? { retry: true } : { retry: true, serverWaitMs: w };
  };
  if (status === undefined) return { retry: true };
  if (status >= 500 || status === 429) return withWait();
  if (status === 403) {
    const limited = /rate limit/i.test(message) || retryAfter !== undefined || headers['x-ratelimit-remaining'] === '0';
    if (!limited) return { retry: false };
    const w = serverWait();
    // GitHub's advice for a secondary limit without a retry-after: wait at least a minute.
    return { retry: true, serverWaitMs: w ?? 60_000 };
  }
  return { retry: false };
}

const defaultSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fn` until it succeeds, a failure is not retryable, attempts run out, or the server asks
 * for a wait beyond `maxServerWaitMs`. Never throws: failures come back as `{ok: false}`.
 */
export async function withGitHubRetry<T>(fn: () => Promise<T>, options: RetryOptions = {}): Promise<GitHubResult<T>> {
  const maxAttempts = Math.max(1, options.maxAttempts ?? 5);
  const base = options.baseDelayMs ?? 1000;
  const cap = options.maxDelayMs ?? 20_000;
  const maxServerWait = options.maxServerWaitMs ?? 60_000;
  const sleep = options.sleep ?? defaultSleep;
  let last: ErrorFacts = { message: 'not attempted', headers: {} };
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    try {
      return { ok: true, value: await fn() };
    } catch (err) {
      last = errorFacts(err);
      const verdict = classifyError(last);
      const fail = (extra = ''): GitHubResult<T> => ({
        ok: false,
        error: `${last.message}${extra}`,
        ...(last.status !== undefined ? { status: last.status } : {}),
        attempts: attempt,
      });
      if (!verdict.retry) return fail();
      if (attempt === maxAttempts) return fail(` (gave up after ${attempt} attempts)`);
      let waitMs = Math.min(cap, base * 2 ** (attempt - 1)) * (0.75 + Math.random() * 0.5);
      if (verdict.serverWaitMs !== undefined) {
        if (verdict.serverWaitMs > maxServerWait) {
          return fail(` (GitHub asked to wait ${Math.ceil(verdict.serverWaitMs / 1000)}s, more than the ${Math.ceil(maxServerWait / 1000)}s allowed)`);
        }
        waitMs = Math.max(waitMs, verdict.serverWaitMs);
      }
      options.onRetry?.({ attempt, waitMs, ...(last.status !== undefined ? { status: last.status } : {}), error: last.message });
      await sleep(waitMs);
    }
  }
  return { ok: false, error: last.message, attempts: maxAttempts };
}
