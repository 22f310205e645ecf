import { mkdirSync, writeFileSync } from 'node:fs';
import { runnerFetch } from '../http/fetch.js';
import path from 'node:path';
import { withGitHubRetry } from '../github/retry.js';
import type { GitHubClient, RetryOptions } from '../github/retry.js';
import { excerptFailingSteps, type JobStep, type StepExcerpt } from './log-excerpt.js';
import { sanitizeInline } from '../text/sanitize.js';
import { TriggerError } from './types.js';

/**
 * The failed jobs of the upstream run and their logs: `GET …/actions/runs/{run_id}/jobs`, then
 * `GET …/actions/jobs/{job_id}/logs`, which GitHub answers with a redirect to a short-lived URL.
 * That URL is signed: it is fetched with no token, so the token never leaves api.github.com.
 */

export interface FailedJob {
  id: number;
  name: string;
  htmlUrl: string;
  conclusion: string;
  /** The full log, cleaned (no timestamps, tokens redacted), for the agent to Read or search. Absent when it could not be downloaded. */
  logFile?: string;
  excerpts: StepExcerpt[];
  /** Why there is no excerpt (the log could not be fetched). */
  problem?: string;
  /** The steps the jobs API says failed, log or not. */
  failedSteps: { name: string; number: number }[];
}

export interface FetchLogsOptions {
  owner: string;
  repo: string;
  runId: number;
  /** The attempt that failed; `filter: latest` would mix in a rerun still going. */
  runAttempt?: number;
  /** Folder the full logs are written to (under the runner's temp folder). */
  logDir: string;
  /** Per job, across its failing steps. */
  maxExcerptChars?: number;
  maxJobs?: number;
  /** Downloads larger than this keep their first bytes only. */
  maxLogBytes?: number;
  retry?: RetryOptions;
  fetch?: typeof fetch;
}

const FAILED_JOB = new Set(['failure', 'timed_out', 'startup_failure']);
export const ACTIONS_READ_HINT =
  "the workflow needs `permissions: actions: read` (with contents: write and pull-requests: write) to read the failed run's jobs and logs";

export async function fetchFailedJobs(octokit: GitHubClient, o: FetchLogsOptions): Promise<FailedJob[]> {
  const jobs: { id: number; name: string; html_url: string | null; conclusion: string | null; steps?: JobStep[] }[] = [];
  for (let page = 1; page <= 10; page++) {
    const got = await withGitHubRetry(
      () =>
        o.runAttempt !== undefined
          ? octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs', {
              owner: o.owner,
              repo: o.repo,
              run_id: o.runId,
              attempt_number: o.runAttempt,
              per_page: 100,
              page,
            })
          : octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs', { owner: o.owner, repo: o.repo, run_id: o.runId, per_page: 100, page }),
      o.retry,
    );
    if (!got.ok) {
      const hint = got.status === 403 || got.status === 404 ? `; ${ACTIONS_READ_HINT}` : '';
      throw new TriggerError(`could not list the jobs of run ${o.runId}: ${got.error}${hint}`, 'config');
    }
    jobs.push(...got.value.data.jobs.map((j) => ({ id: Number(j.id), name: j.name, html_url: j.html_url, conclusion: j.conclusion, steps: j.steps ?? [] })));
    if (got.value.data.jobs.length < 100 || jobs.length >= got.value.data.total_count) break;
  }
  const failed = jobs.filter((j) => j.conclusion !== null && FAILED_JOB.has(j.conclusion)).slice(0, o.maxJobs ?? 5);
  mkdirSync(o.logDir, { recursive: true });
  const out: FailedJob[] = [];
  for (const job of failed) {
    const name = sanitizeInline(job.name, 200);
    const failedSteps = (job.steps ?? []).filter((step) => step.conclusion === 'failure').map((step) => ({ name: step.name, number: step.number }));
    const base: FailedJob = { id: job.id, name, htmlUrl: job.html_url ?? '', conclusion: job.conclusion ?? 'failure', excerpts: [], failedSteps };
    const raw = await downloadLog(octokit, o, job.id);
    if (!raw.ok) {
      out.push({ ...base, problem: raw.error });
      continue;
    }
    const logFile = path.join(o.logDir, `job-${job.id}.log`);
    const cut = excerptFailingSteps(raw.text, job.steps ?? [], o.maxExcerptChars ?? 6_000, logFile);
    writeFileSync(logFile, cut.cleaned);
    out.push({ ...base, logFile, excerpts: cut.excerpts.map((e) => ({ ...e, stepName: sanitizeInline(e.stepName, 200) })) });
  }
  return out;
}

const DEFAULT_MAX_LOG = 32 * 1024 * 1024;

export async function downloadLog(
  octokit: GitHubClient,
  o: FetchLogsOptions,
  jobId: number,
): Promise<{ ok: true; text: string; truncated: boolean } | { ok: false; error: string }> {
  // `redirect: manual`: Octokit would follow the redirect itself, with our headers.
  const located = await withGitHubRetry(async () => {
    const res = await octokit.request('GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs', {
      owner: o.owner,
      repo: o.repo,
      job_id: jobId,
      request: { redirect: 'manual' },
    });
    const location = (res.headers as Record<string, string | undefined>).location;
    if (!location) throw new Error(`GitHub answered ${res.status} without a Location header`);
    return location;
  }, o.retry);
  if (!located.ok) {
    const hint = located.status === 403 || located.status === 404 ? ` (${ACTIONS_READ_HINT})` : '';
    return { ok: false, error: `could not get the log of job ${jobId}: ${located.error}${hint}` };
  }
  const doFetch = o.fetch ?? runnerFetch;
  const max = o.maxLogBytes ?? DEFAULT_MAX_LOG;
  const got = await withGitHubRetry(
    async () => {
      // A fresh request with no Authorization header: the URL carries its own signature.
      const res = await doFetch(located.value, { redirect: 'follow' });
      if (!res.ok) throw Object.assign(new Error(`log download answered ${res.status}`), { status: res.status });
      return readCapped(res, max);
    },
    { maxAttempts: 3, ...o.retry },
  );
  return got.ok ? { ok: true, ...got.value } : { ok: false, error: `could not download the log of job ${jobId}: ${got.error}` };
}

/** Up to `max` bytes: a log's end holds the failure, so past the cap the head is kept short and the tail whole. */
async function readCapped(res: Response, max: number): Promise<{ text: string; truncated: boolean }> {
  if (!res.body) return { text: await res.text(), truncated: false };
  const headMax = Math.floor(max / 8);
  const head: Buffer[] = [];
  const tail: Buffer[] = [];
  let headSize = 0;
  let tailSize = 0;
  let dropped = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const chunk = Buffer.from(value);
    if (headSize < headMax) {
      head.push(chunk);
      headSize += chunk.length;
      continue;
    }
    tail.push(chunk);
    tailSize += chunk.length;
    while (tailSize > max - headMax && tail.length > 1) {
      const first = tail.shift();
      tailSize -= first?.length ?? 0;
      dropped += first?.length ?? 0;
    }
  }
  const text = Buffer.concat(head).toString('utf8');
  if (dropped === 0) return { text: text + Buffer.concat(tail).toString('utf8'), truncated: false };
  return { text: `${text}\n[… ${dropped} bytes of the log not downloaded …]\n${Buffer.concat(tail).toString('utf8')}`, truncated: true };
}
