import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { notFound, ok, type FakeJob, type FakeState, type Handler, type Reply } from './fake-github-types.js';

/**
 * The Actions side of the fake: a run's jobs and their logs. GitHub answers a log request with a
 * 302 to a short-lived signed URL on another host; here that host is `startLogServer`, which
 * refuses any request that carries an Authorization header, as a signed URL needs none and a
 * client that forwards the token there leaks it.
 */
export function actionsRoutes(jobs: FakeJob[], logServerUrl: () => string | undefined, web: string, state: FakeState): Record<string, Handler> {
  const jobJson = (j: FakeJob): Record<string, unknown> => ({
    id: j.id,
    run_id: j.runId,
    run_attempt: j.runAttempt ?? 1,
    name: j.name,
    status: 'completed',
    conclusion: j.conclusion,
    html_url: `${web}/actions/runs/${j.runId}/job/${j.id}`,
    head_sha: '0'.repeat(40),
    steps: j.steps,
    started_at: j.steps[0]?.started_at ?? null,
    completed_at: j.steps.at(-1)?.completed_at ?? null,
    labels: ['ubuntu-latest'],
  });
  const list = (runId: number, attempt?: number): Reply => {
    const found = jobs.filter((j) => j.runId === runId && (attempt === undefined || (j.runAttempt ?? 1) === attempt));
    return ok({ total_count: found.length, jobs: found.map(jobJson) });
  };
  return {
    'GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs': ({ params }) => list(Number(params.run_id)),
    'GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs': ({ params }) =>
      list(Number(params.run_id), Number(params.attempt_number)),
    'POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs': ({ params }) => {
      const runId = Number(params.run_id);
      if (!jobs.some((j) => j.runId === runId)) return notFound();
      state.reruns.push(runId);
      return ok({}, 201);
    },
    'GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs': ({ params }) => {
      const job = jobs.find((j) => j.id === Number(params.job_id));
      const base = logServerUrl();
      if (!job || base === undefined) return notFound();
      return { status: 302, headers: { location: `${base}/jobs/${job.id}/signedlogcontent?urlSigningMethod=HMACV1&urlSignature=fake` } };
    },
  };
}

export interface LogServer {
  url: string;
  /** Every request, with the Authorization header it carried (undefined when none). */
  requests: { path: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

export async function startLogServer(jobs: FakeJob[]): Promise<LogServer> {
  const requests: LogServer['requests'] = [];
  const server = http.createServer((req, res) => {
    const authorization = req.headers.authorization;
    requests.push({ path: req.url ?? '', authorization });
    if (authorization !== undefined) {
      res.writeHead(401, { 'content-type': 'text/plain' });
      res.end('signed URL: no Authorization header accepted');
      return;
    }
    const m = /^\/jobs\/(\d+)\/signedlogcontent\?/.exec(req.url ?? '');
    const job = m ? jobs.find((j) => j.id === Number(m[1])) : undefined;
    if (!job?.log) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(job.log);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** PR routes the base table lacks: its commits (for the loop stop) and edits (title, body). */
export function pullExtraRoutes(state: FakeState, liveHead: (head: string, fallback: string) => string): Record<string, Handler> {
  return {
    'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits': ({ params }) => {
      const p = state.pulls.get(Number(params.pull_number));
      if (!p) return notFound();
      const baseTip = state.refs.get(`heads/${p.base}`) ?? p.baseSha;
      const inBase = new Set<string>();
      for (const stack = [baseTip, p.baseSha]; stack.length > 0; ) {
        const sha = stack.pop() ?? '';
        if (inBase.has(sha)) continue;
        inBase.add(sha);
        stack.push(...(state.commits.get(sha)?.parents ?? []));
      }
      const chain: string[] = [];
      for (let sha: string | undefined = liveHead(p.head, p.headSha); sha && !inBase.has(sha) && chain.length < 250; sha = state.commits.get(sha)?.parents[0])
        chain.unshift(sha);
      return ok(
        chain.map((sha) => ({
          sha,
          commit: { message: state.commits.get(sha)?.message ?? '' },
          parents: (state.commits.get(sha)?.parents ?? []).map((s) => ({ sha: s })),
        })),
      );
    },
    'PATCH /repos/{owner}/{repo}/pulls/{pull_number}': ({ params, body }) => {
      const p = state.pulls.get(Number(params.pull_number));
      if (!p) return notFound();
      if (typeof body.title === 'string') p.title = body.title;
      if (typeof body.body === 'string') p.body = body.body;
      if (body.state === 'open' || body.state === 'closed') p.state = body.state;
      return ok({ number: p.number, title: p.title, body: p.body, state: p.state ?? 'open' });
    },
  };
}
