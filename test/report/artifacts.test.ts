import assert from 'node:assert/strict';
import { linkSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { DefaultArtifactClient } from '@actions/artifact';
import { downloadArtifact } from '../support/artifact-download.js';
import { startFakeArtifacts, type FakeArtifacts } from '../../support/artifacts/fake-artifacts.js';
import { artifactName, artifactUrl, jobRunIdOf, uploadRunArtifact, type ArtifactPlace } from '../../src/report/artifacts.js';

const FILES = ['changes.patch', 'transcript.jsonl', 'execution.json'];

function runDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'artifacts-'));
  writeFileSync(path.join(dir, 'changes.patch'), 'diff --git a/x b/x\n+work so far\n');
  writeFileSync(path.join(dir, 'transcript.jsonl'), '{"type":"result","subtype":"error_max_turns"}\n');
  return dir;
}

/** The official client's download, as actions/download-artifact runs it in a later step of the same job. */
const download = (fake: FakeArtifacts, token: string, id: number): Promise<string> => downloadArtifact(fake, token, id, 'artifact-download-');

describe('the fake artifact service, through @actions/artifact', () => {
  let fake: FakeArtifacts;
  before(async () => {
    fake = await startFakeArtifacts();
  });
  after(() => fake.close());
  const place = (token: string | undefined, more: Partial<ArtifactPlace> = {}): ArtifactPlace => ({
    runtime: token ? { token, resultsUrl: fake.url } : undefined,
    serverUrl: 'https://github.com',
    repository: 'octo-org/octo-repo',
    runId: '424242',
    job: 'agent',
    step: '__agent-runner_agent-runner',
    runAttempt: '1',
    ...more,
  });

  it('uploads the patch and the transcript as one zip (create, blocks, block list, finalize), listed and downloaded back whole', async () => {
    const token = fake.runtimeToken();
    const dir = runDir();
    const upload = await uploadRunArtifact(place(token), dir, FILES);
    assert.ok('uploaded' in upload, JSON.stringify(upload));
    const { uploaded } = upload;
    assert.deepEqual(uploaded.files, ['changes.patch', 'transcript.jsonl'], 'execution.json was not written: not asked for');
    assert.equal(uploaded.url, `https://github.com/octo-org/octo-repo/actions/runs/424242/artifacts/${uploaded.id}`);
    assert.match(uploaded.name, /^agent-runner-agent-attempt1-[0-9a-f]{8}$/);
    const stored = fake.artifacts.find((a) => a.id === uploaded.id);
    assert.equal(stored?.finalized, true);
    assert.equal(stored?.mimeType, 'application/zip');
    assert.ok(stored?.hash?.startsWith('sha256:'));
    assert.deepEqual(
      fake.calls.filter((c) => !c.startsWith('PUT blob block') || c === 'PUT blob blocklist'),
      ['CreateArtifact', 'PUT blob blocklist', 'FinalizeArtifact'],
    );
    const listed = await (async () => {
      process.env.ACTIONS_RUNTIME_TOKEN = token;
      process.env.ACTIONS_RESULTS_URL = fake.url;
      try {
        return await new DefaultArtifactClient().listArtifacts();
      } finally {
        delete process.env.ACTIONS_RUNTIME_TOKEN;
        delete process.env.ACTIONS_RESULTS_URL;
      }
    })();
    assert.deepEqual(
      listed.artifacts.map((a) => [a.name, a.id]),
      [[uploaded.name, uploaded.id]],
    );
    const into = await download(fake, token, uploaded.id);
    assert.equal(readFileSync(path.join(into, 'changes.patch'), 'utf8'), 'diff --git a/x b/x\n+work so far\n');
    assert.match(readFileSync(path.join(into, 'transcript.jsonl'), 'utf8'), /error_max_turns/);
    assert.equal(process.env.ACTIONS_RUNTIME_TOKEN, undefined, 'the runtime token leaves process.env after the upload');
  });

  it('two matrix legs of one job (one GITHUB_JOB, their own job runs) get two artifacts; the same name twice in a run is refused, and said', async () => {
    const legA = fake.runtimeToken();
    const legB = fake.runtimeToken();
    const a = await uploadRunArtifact(place(legA), runDir(), FILES);
    const b = await uploadRunArtifact(place(legB), runDir(), FILES);
    assert.ok('uploaded' in a && 'uploaded' in b);
    assert.notEqual(a.uploaded.name, b.uploaded.name);
    assert.ok(!a.uploaded.name.startsWith('agent-result-'), "never the matrix example's own agent-result-* artifacts");
    const again = await uploadRunArtifact(place(legA), runDir(), FILES);
    assert.ok('failed' in again, JSON.stringify(again));
    assert.match(again.failed, /already exists/);
    const post = await uploadRunArtifact(place(legA), runDir(), FILES, 'post');
    assert.ok('uploaded' in post, 'the post step names its upload apart');
  });

  it('no runtime token (a local host): skipped with why, no request; a token the service never issued: failed with why', async () => {
    const calls = fake.calls.length;
    const skipped = await uploadRunArtifact(place(undefined), runDir(), FILES);
    assert.ok('skipped' in skipped);
    assert.match(skipped.skipped, /ACTIONS_RUNTIME_TOKEN/);
    assert.equal(fake.calls.length, calls);
    const forged = await uploadRunArtifact(
      place(`x.${Buffer.from(JSON.stringify({ scp: `Actions.Results:${fake.workflowRunBackendId}:forged` })).toString('base64url')}.y`),
      runDir(),
      FILES,
    );
    assert.ok('failed' in forged);
    assert.match(forged.failed, /401|Unauthorized|not one this service issued/i);
  });

  it('attack: a transcript or patch swapped for a symbolic or hard link (to a credential file) is not uploaded; the control is', async () => {
    const secret = path.join(mkdtempSync(path.join(os.tmpdir(), 'secret-')), 'credentials');
    writeFileSync(secret, 'ghp_secretThatMustNotLeave000000000000\n');
    const dir = runDir();
    rmSync(path.join(dir, 'transcript.jsonl'));
    symlinkSync(secret, path.join(dir, 'transcript.jsonl'));
    rmSync(path.join(dir, 'changes.patch'));
    linkSync(secret, path.join(dir, 'changes.patch'));
    writeFileSync(path.join(dir, 'execution.json'), '[]');
    const upload = await uploadRunArtifact(place(fake.runtimeToken()), dir, FILES);
    assert.ok('uploaded' in upload, JSON.stringify(upload));
    assert.deepEqual(upload.uploaded.files, ['execution.json'], 'only the file the runner wrote itself');
    const control = await uploadRunArtifact(place(fake.runtimeToken()), runDir(), FILES);
    assert.ok('uploaded' in control);
    assert.deepEqual(control.uploaded.files, ['changes.patch', 'transcript.jsonl']);
  });

  it("a step without `id:` (the runner's `__owner_repo` id) names the artifact by job, attempt and job run only", () => {
    assert.equal(
      artifactName({ ...place('t'), job: 'agent', step: '__agent-runner_agent-runner', runAttempt: '1' }, 'a6c7d9ca'),
      'agent-runner-agent-attempt1-a6c7d9ca',
    );
    assert.equal(
      artifactName({ ...place('t'), job: 'agent', step: '__agent-runner_agent-runner_2', runAttempt: '1' }, 'a6c7d9ca'),
      'agent-runner-agent-step2-attempt1-a6c7d9ca',
    );
    assert.equal(artifactName({ ...place('t'), job: 'agent', step: 'fix', runAttempt: '2' }, 'a6c7d9ca'), 'agent-runner-agent-fix-attempt2-a6c7d9ca');
  });

  it('a job or step id with markdown or path characters shapes no name beyond [A-Za-z0-9._-], and a link is only ever the runner-given run', () => {
    const name = artifactName({ ...place('t'), job: 'a](https://evil.example)/../', step: '<img src=x>', runAttempt: '1; rm -rf' }, '0123456789abcdef');
    assert.match(name, /^[A-Za-z0-9._-]+$/);
    assert.equal(name.includes('evil.example'), true, 'kept as inert letters');
    assert.equal(artifactUrl({ ...place('t'), repository: 'o/r)[x](https://evil' }, 5), undefined);
    assert.equal(artifactUrl({ ...place('t'), runId: '1/../../x' }, 5), undefined);
    assert.equal(jobRunIdOf('not-a-jwt'), undefined);
  });
});
