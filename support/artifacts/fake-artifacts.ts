import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake of GitHub Actions' artifact service on 127.0.0.1, for the real `@actions/artifact` client (v2+ protocol,
 * as actions/upload-artifact@v4 speaks it): the Actions Results twirp service at `ACTIONS_RESULTS_URL`
 * (`/twirp/github.actions.results.api.v1.ArtifactService/<Method>`, JSON with proto field names, the runtime token
 * as a bearer token whose `scp` claim names the run and job: `Actions.Results:<run>:<job>`), and the blob storage
 * its signed URLs point at (Azure's Put Block / Put Block List, which `BlockBlobClient.uploadStream` sends, and GET).
 *
 * Checked as the service checks: the token must be one the fake issued, the run in a request the one its `scp` names,
 * and for a write (create, finalize) the job run too (any job of the run may list and download); a name already finalized in the job run is refused (409, as GitHub refuses a second artifact of
 * the same name in a run); a signed URL must carry its signature. Methods the fake does not implement answer
 * twirp's `unimplemented` (501), so no test passes against a call nobody checked.
 */

const SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/';

export interface FakeArtifact {
  /** The database id: the `artifacts/<id>` of its address on github.com. */
  id: number;
  name: string;
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
  /** What CreateArtifact asked (the archive's `application/zip`, or a raw file's type). */
  mimeType: string | undefined;
  /** Bytes committed to the blob (empty until the block list is committed). */
  content: Buffer;
  /** As FinalizeArtifact reported it; undefined before. */
  size?: number;
  hash?: string;
  finalized: boolean;
  createdAt: string;
  expiresAt?: string;
}

export interface FakeArtifacts {
  /** ACTIONS_RESULTS_URL, with its trailing slash as the runner gives it. */
  url: string;
  artifacts: FakeArtifact[];
  /** Every twirp call and blob request, in order: `CreateArtifact`, `PUT blob block`, `PUT blob blocklist`, … */
  calls: string[];
  /** A runtime token for a job of this fake's run (a new job run id per call: a re-run, a matrix leg). */
  runtimeToken(job?: string): string;
  /** The run every token names. */
  workflowRunBackendId: string;
  /** Answer the next `count` calls of `method` with `status` (a twirp error body), then serve again. */
  failNext(method: string, status: number, count?: number): void;
  close(): Promise<void>;
}

interface Twirp {
  status: number;
  body: Record<string, unknown>;
}

const twirpError = (status: number, code: string, msg: string): Twirp => ({ status, body: { code, msg } });

/** The runner's runtime token shape: a JWT (unsigned here; the client only decodes it) whose `scp` holds Actions.Results. */
export function runtimeTokenFor(workflowRunBackendId: string, workflowJobRunBackendId: string): string {
  const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');
  const scp = `Actions.ExampleScope Actions.Results:${workflowRunBackendId}:${workflowJobRunBackendId}`;
  return `${part({ typ: 'JWT', alg: 'RS256' })}.${part({ scp, nbf: 1, exp: 4_102_444_800, iss: 'vstoken.actions.githubusercontent.com' })}.${randomBytes(32).toString('base64url')}`;
}

function uuid(): string {
  const h = randomBytes(16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export async function startFakeArtifacts(): Promise<FakeArtifacts> {
  const workflowRunBackendId = uuid();
  const tokens = new Map<string, string>();
  const artifacts: FakeArtifact[] = [];
  const calls: string[] = [];
  const faults: { method: string; status: number; left: number }[] = [];
  /** Blob key → the artifact, its signature, and the blocks staged and not yet committed. */
  const blobs = new Map<string, { artifact: FakeArtifact; sig: string; blocks: Map<string, Buffer>; contentType?: string }>();
  let nextId = 9_100_000_001;
  let url = '';

  const twirp = (method: string, token: string | undefined, req: Record<string, unknown>): Twirp => {
    const job = token ? tokens.get(token) : undefined;
    if (!job) return twirpError(401, 'unauthenticated', 'the runtime token is not one this service issued');
    const fault = faults.find((f) => f.method === method && f.left > 0);
    if (fault) {
      fault.left--;
      return twirpError(fault.status, fault.status >= 500 ? 'internal' : 'failed_precondition', `injected ${fault.status} for ${method}`);
    }
    const run = String(req.workflow_run_backend_id ?? '');
    const jobId = String(req.workflow_job_run_backend_id ?? '');
    // A job writes only its own artifacts; it reads any of its run's (download-artifact in a later job).
    const writes = method === 'CreateArtifact' || method === 'FinalizeArtifact';
    if (run !== workflowRunBackendId || (writes && jobId !== job))
      return twirpError(403, 'permission_denied', 'the backend ids are not the ones the token names');
    const name = typeof req.name === 'string' ? req.name : '';
    switch (method) {
      case 'CreateArtifact': {
        if (req.version !== 7 && req.version !== 4) return twirpError(400, 'invalid_argument', `unsupported version ${String(req.version)}`);
        if (name === '' || /["':<>|*?\\/\r\n]/.test(name)) return twirpError(400, 'invalid_argument', `invalid artifact name ${JSON.stringify(name)}`);
        if (artifacts.some((a) => a.workflowRunBackendId === run && a.name === name && a.finalized))
          return twirpError(409, 'already_exists', `an artifact with this name already exists on the workflow run: ${name}`);
        const artifact: FakeArtifact = {
          id: nextId++,
          name,
          workflowRunBackendId: run,
          workflowJobRunBackendId: jobId,
          mimeType: typeof req.mime_type === 'string' ? req.mime_type : undefined,
          content: Buffer.alloc(0),
          finalized: false,
          createdAt: new Date().toISOString(),
          ...(typeof req.expires_at === 'string' ? { expiresAt: req.expires_at } : {}),
        };
        // A retried create (the client retries 5xx) replaces the unfinished one.
        const stale = artifacts.findIndex((a) => a.workflowRunBackendId === run && a.name === name && !a.finalized);
        if (stale >= 0) artifacts.splice(stale, 1);
        artifacts.push(artifact);
        const key = `${artifact.id}-${randomBytes(6).toString('hex')}`;
        // An Azure SAS signature: the base64 of an HMAC-SHA256 (so it ends in `=`), URL-encoded in the URL.
        const sig = randomBytes(32).toString('base64');
        blobs.set(key, { artifact, sig, blocks: new Map() });
        return {
          status: 200,
          body: {
            ok: true,
            signed_upload_url: `${url}blob/actions-results/${key}/${encodeURIComponent(name)}.zip?sig=${encodeURIComponent(sig)}&se=2099-01-01`,
          },
        };
      }
      case 'FinalizeArtifact': {
        const artifact = artifacts.find((a) => a.workflowRunBackendId === run && a.workflowJobRunBackendId === jobId && a.name === name && !a.finalized);
        if (!artifact) return twirpError(404, 'not_found', `no artifact ${name} is being uploaded by this job`);
        const size = Number(req.size ?? 0);
        if (size !== artifact.content.length) return twirpError(400, 'invalid_argument', `size ${size} is not the ${artifact.content.length} bytes uploaded`);
        const hash = typeof req.hash === 'string' ? req.hash : undefined;
        if (hash && hash !== `sha256:${createHash('sha256').update(artifact.content).digest('hex')}`)
          return twirpError(400, 'invalid_argument', 'the hash is not the uploaded content');
        artifact.finalized = true;
        artifact.size = size;
        if (hash) artifact.hash = hash;
        return { status: 200, body: { ok: true, artifact_id: String(artifact.id) } };
      }
      case 'ListArtifacts': {
        // Every finalized artifact of the run (the service lists the run's, not only the job's).
        const nameFilter = typeof req.name_filter === 'string' ? req.name_filter : undefined;
        const idFilter = req.id_filter === undefined ? undefined : Number(req.id_filter);
        const listed = artifacts.filter(
          (a) =>
            a.finalized &&
            a.workflowRunBackendId === run &&
            (nameFilter === undefined || a.name === nameFilter) &&
            (idFilter === undefined || a.id === idFilter),
        );
        return {
          status: 200,
          body: {
            artifacts: listed.map((a) => ({
              workflow_run_backend_id: a.workflowRunBackendId,
              workflow_job_run_backend_id: a.workflowJobRunBackendId,
              database_id: String(a.id),
              name: a.name,
              size: String(a.size ?? 0),
              created_at: a.createdAt,
              ...(a.hash ? { digest: a.hash } : {}),
            })),
          },
        };
      }
      case 'GetSignedArtifactURL': {
        const entry = [...blobs.entries()].find(
          ([, b]) =>
            b.artifact.finalized && b.artifact.workflowRunBackendId === run && b.artifact.workflowJobRunBackendId === jobId && b.artifact.name === name,
        );
        if (!entry) return twirpError(404, 'not_found', `no artifact named ${name}`);
        const [key, blob] = entry;
        return {
          status: 200,
          body: { signed_url: `${url}blob/actions-results/${key}/${encodeURIComponent(name)}.zip?sig=${encodeURIComponent(blob.sig)}&se=2099-01-01` },
        };
      }
      default:
        return twirpError(501, 'unimplemented', `${method} is not implemented by this fake`);
    }
  };

  const blob = (
    method: string,
    parsed: URL,
    headers: http.IncomingHttpHeaders,
    body: Buffer,
  ): { status: number; headers?: Record<string, string>; body?: Buffer | string } => {
    const key = /^\/blob\/actions-results\/([^/]+)\//.exec(parsed.pathname)?.[1] ?? '';
    const entry = blobs.get(key);
    if (!entry || parsed.searchParams.get('sig') !== entry.sig) return { status: 403, body: 'AuthenticationFailed' };
    const comp = parsed.searchParams.get('comp');
    const azure = { 'x-ms-request-id': uuid(), 'x-ms-version': '2024-11-04', 'x-ms-request-server-encrypted': 'true' };
    if (method === 'PUT' && comp === 'block') {
      calls.push('PUT blob block');
      const id = parsed.searchParams.get('blockid');
      if (!id) return { status: 400, body: 'MissingRequiredQueryParameter' };
      entry.blocks.set(id, body);
      return { status: 201, headers: azure };
    }
    if (method === 'PUT' && comp === 'blocklist') {
      calls.push('PUT blob blocklist');
      const ids = [...body.toString('utf8').matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map((m) => m[1] ?? '');
      const parts: Buffer[] = [];
      for (const id of ids) {
        const block = entry.blocks.get(id);
        if (!block) return { status: 400, body: `InvalidBlockList: ${id}` };
        parts.push(block);
      }
      entry.artifact.content = Buffer.concat(parts);
      entry.blocks.clear();
      const contentType = headers['x-ms-blob-content-type'];
      if (typeof contentType === 'string') entry.contentType = contentType;
      return { status: 201, headers: { ...azure, etag: `"0x${randomBytes(8).toString('hex').toUpperCase()}"`, 'last-modified': new Date().toUTCString() } };
    }
    if (method === 'PUT' && headers['x-ms-blob-type'] === 'BlockBlob') {
      calls.push('PUT blob');
      entry.artifact.content = body;
      return { status: 201, headers: azure };
    }
    if (method === 'GET') {
      calls.push('GET blob');
      if (!entry.artifact.finalized) return { status: 404, body: 'BlobNotFound' };
      return { status: 200, headers: { 'content-type': entry.contentType ?? entry.artifact.mimeType ?? 'application/zip' }, body: entry.artifact.content };
    }
    return { status: 400, body: `UnsupportedBlobOperation ${method} ${comp ?? ''}` };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const parsed = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = (req.method ?? 'GET').toUpperCase();
      const body = Buffer.concat(chunks);
      if (parsed.pathname.startsWith(SERVICE) && method === 'POST') {
        const name = parsed.pathname.slice(SERVICE.length);
        calls.push(name);
        let request: Record<string, unknown> = {};
        try {
          request = JSON.parse(body.toString('utf8') || '{}') as Record<string, unknown>;
        } catch {
          const bad = twirpError(400, 'malformed', 'the body is not JSON');
          res.writeHead(bad.status, { 'content-type': 'application/json' }).end(JSON.stringify(bad.body));
          return;
        }
        const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
        const answer = twirp(name, auth, request);
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
        return;
      }
      if (parsed.pathname.startsWith('/blob/')) {
        const answer = blob(method, parsed, req.headers, body);
        res.writeHead(answer.status, answer.headers ?? {}).end(answer.body ?? '');
        return;
      }
      calls.push(`${method} ${parsed.pathname}`);
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 'bad_route', msg: `no route ${method} ${parsed.pathname}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    artifacts,
    calls,
    workflowRunBackendId,
    runtimeToken(job = uuid()) {
      const token = runtimeTokenFor(workflowRunBackendId, job);
      tokens.set(token, job);
      return token;
    },
    failNext(method, status, count = 1) {
      faults.push({ method, status, left: count });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
