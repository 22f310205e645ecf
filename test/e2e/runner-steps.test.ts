import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/fake-github.js';
import { example, setPath } from '../../support/fake-github/webhook-examples.js';
import { GITHUB_TOKEN_VALUE, OWNER, REPO } from './github-helpers.js';
import { makeOrigin, runJob, type JobRun, type StepRecord } from './workflow.js';

/** The harness's run: steps (bash) and actions/github-script (its own process, Octokit on the fake GitHub), as the runner runs them. */

const open: FakeGitHub[] = [];
after(async () => {
  await Promise.all(open.map((s) => s.close()));
});

async function job(text: string): Promise<{ job: JobRun; fake: FakeGitHub; steps: Record<string, StepRecord> }> {
  const fake = await startFakeGitHub({ owner: OWNER, repo: REPO, permissions: { [OWNER]: 'write' } });
  open.push(fake);
  const payload = example('workflow_dispatch');
  setPath(payload, 'repository.full_name', `${OWNER}/${REPO}`);
  setPath(payload, 'sender.login', OWNER);
  const ran = await runJob({
    workflow: { text, file: 'steps.yml', on: 'workflow_dispatch', jobs: {} },
    event: { name: 'workflow_dispatch', payload },
    origin: makeOrigin(),
    secrets: {},
    env: { GITHUB_API_URL: fake.url },
    token: GITHUB_TOKEN_VALUE,
  });
  return { job: ran, fake, steps: Object.fromEntries(ran.steps.map((s) => [s.name ?? s.id, s])) };
}

describe('run: steps', () => {
  it('run in bash in the workspace: outputs and GITHUB_ENV reach later steps, quotes in ${{ }} scripts survive, a failure skips what follows unless if: failure()', async () => {
    const { job: ran, steps } = await job(`on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - id: first
        run: |
          echo "files=$(ls src | tr '\\n' ' ')" >> "$GITHUB_OUTPUT"
          echo "GREETING=hello 'world'" >> "$GITHUB_ENV"
      - name: second
        run: |
          echo 'from first: \${{ steps.first.outputs.files }}'
          echo "env: $GREETING"
          false
      - name: never
        run: echo never
      - name: on failure
        if: failure()
        run: gh issue list
`);
    assert.equal(ran.conclusion, 'failure');
    assert.match(steps.first?.outputs?.files ?? '', /math\.js/);
    assert.equal(steps.second?.outcome, 'failure');
    assert.match(steps.second?.log ?? '', /from first: .*math\.js/);
    assert.match(steps.second?.log ?? '', /env: hello 'world'/);
    assert.equal(steps.never?.outcome, 'skipped');
    assert.equal(steps['on failure']?.outcome, 'success');
    assert.match(steps['on failure']?.notExecuted ?? '', /gh CLI/);
  });
});

describe('actions/github-script@v7', () => {
  it('the script runs as an async function with github (Octokit on the fake, the job token), context and core; its result is JSON, or a string with result-encoding: string', async () => {
    const { steps, fake } = await job(`on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - id: issue
        uses: actions/github-script@v7
        with:
          script: |
            const created = await github.rest.issues.createComment({ ...context.repo, issue_number: 1, body: 'From a script' });
            core.info(\`created comment \${created.data.id}\`);
            return { number: created.data.id, event: context.eventName };
      - id: text
        uses: actions/github-script@v7
        with:
          result-encoding: string
          script: return 'plain ' + \${{ fromJSON(steps.issue.outputs.result).number }}
      - name: broken
        uses: actions/github-script@v7
        with:
          script: throw new Error('nope')
`);
    assert.equal(steps.issue?.outcome, 'success', steps.issue?.log ?? '');
    const result = JSON.parse(steps.issue?.outputs?.result ?? 'null') as { number: number; event: string };
    assert.equal(result.event, 'workflow_dispatch');
    assert.match(steps.issue?.log ?? '', new RegExp(`created comment ${result.number}`));
    const posted = fake.requests.find((r) => r.route === 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments');
    assert.equal(posted?.status, 201);
    assert.equal(steps.text?.outputs?.result, `plain ${result.number}`);
    assert.equal(steps.broken?.outcome, 'failure');
    assert.match(steps.broken?.log ?? '', /::error::Unhandled error: Error: nope/);
  });
});
