import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GitHubClient } from '../github/retry.js';
import { downloadLog } from '../trigger/ci-logs.js';
import type { AnyTool } from '../tools/types.js';
import { githubTool, json } from './tool.js';
import { untrusted } from './text.js';
import type { ReviewTarget } from './review.js';

const STATUSES = [
  'completed',
  'action_required',
  'cancelled',
  'failure',
  'neutral',
  'skipped',
  'stale',
  'success',
  'timed_out',
  'in_progress',
  'queued',
  'requested',
  'waiting',
  'pending',
] as const;
type RunStatus = (typeof STATUSES)[number];

/** claude-code-action's github_ci server, same names and fields: the PR's workflow runs, a run's jobs, a job's log on disk. */
export function ciTools(octokit: GitHubClient, pr: ReviewTarget, logDir: string): AnyTool[] {
  const { owner, repo, number } = pr;
  return [
    githubTool<{ status?: RunStatus }>({
      name: 'mcp__github_ci__get_ci_status',
      description: 'Get CI status summary for this PR',
      needs: 'actions: read',
      schema: {
        type: 'object',
        properties: { status: { type: 'string', enum: STATUSES, description: 'Filter workflow runs by status' } },
        additionalProperties: false,
      },
      async run({ status }) {
        const pull = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', { owner, repo, pull_number: number });
        const res = await octokit.request('GET /repos/{owner}/{repo}/actions/runs', {
          owner,
          repo,
          head_sha: pull.data.head.sha,
          per_page: 100,
          ...(status ? { status } : {}),
        });
        const summary = { total_runs: res.data.workflow_runs.length, failed: 0, passed: 0, pending: 0 };
        const runs = res.data.workflow_runs.map((r) => {
          if (r.status !== 'completed') summary.pending++;
          else if (r.conclusion === 'success') summary.passed++;
          else if (r.conclusion === 'failure') summary.failed++;
          return { id: r.id, name: r.name ?? '', status: r.status, conclusion: r.conclusion, html_url: r.html_url, created_at: r.created_at };
        });
        return untrusted('github', 'ci_status', json({ summary, runs }));
      },
    }),
    githubTool<{ run_id: number }>({
      name: 'mcp__github_ci__get_workflow_run_details',
      description: 'Get job and step details for a workflow run',
      needs: 'actions: read',
      schema: {
        type: 'object',
        properties: { run_id: { type: 'number', description: 'The workflow run ID' } },
        required: ['run_id'],
        additionalProperties: false,
      },
      async run({ run_id }) {
        const jobs: { id: number; name: string; conclusion: string | null; html_url: string | null; failed_steps: { name: string; number: number }[] }[] = [];
        for (let page = 1; page <= 10; page++) {
          const res = await octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs', { owner, repo, run_id, per_page: 100, page });
          for (const job of res.data.jobs) {
            const failed = (job.steps ?? []).filter((s) => s.conclusion === 'failure').map((s) => ({ name: s.name, number: s.number }));
            jobs.push({ id: Number(job.id), name: job.name, conclusion: job.conclusion, html_url: job.html_url, failed_steps: failed });
          }
          if (res.data.jobs.length < 100) break;
        }
        return untrusted('github', 'workflow_run_jobs', json({ jobs }));
      },
    }),
    githubTool<{ job_id: number }>({
      name: 'mcp__github_ci__download_job_log',
      description: 'Download job logs to disk',
      needs: 'actions: read',
      schema: { type: 'object', properties: { job_id: { type: 'number', description: 'The job ID' } }, required: ['job_id'], additionalProperties: false },
      async run({ job_id }) {
        // The signed log URL is fetched without the token; the log lands in the run's folder, where Read reaches it.
        const log = await downloadLog(octokit, { owner, repo, runId: 0, logDir }, job_id);
        if (!log.ok) return { content: `Error: ${log.error}`, isError: true };
        await mkdir(logDir, { recursive: true });
        const file = path.join(logDir, `job-${job_id}.log`);
        await writeFile(file, log.text, 'utf8');
        return json({ path: file, size_bytes: Buffer.byteLength(log.text, 'utf8'), ...(log.truncated ? { truncated: true } : {}) });
      },
    }),
  ];
}
