import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checksFromWorkflow } from '../../src/verify/workflow-step.js';

const WORKFLOW = `name: CI
on: [pull_request]
env:
  LEVEL: top
defaults:
  run:
    working-directory: pkg
jobs:
  test:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        node: [20, 24]
        os: [ubuntu-latest]
    env:
      JOB: job-\${{ matrix.node }}
    steps:
      - uses: actions/checkout@v5
      - run: npm ci
      - name: Unit tests
        run: |
          echo "node \${{ matrix.node }} on \${{ github.sha }}"
          npm test
        env:
          STEP: '\${{ env.JOB }}-step'
        shell: bash
      - name: Upload
        run: ./upload.sh
        env:
          TOKEN: \${{ secrets.UPLOAD_TOKEN }}
      - name: Publish
        uses: actions/upload-artifact@v4
  integration:
    runs-on: ubuntu-latest
    services:
      db:
        image: postgres
    steps:
      - run: npm run integration
`;

const place = { workspace: '/work/repo', github: { sha: 'abc123' }, runner: { os: 'Linux' } };

describe("a failed step's check, read from the workflow by GitHub's parser", () => {
  it("one matrix leg's run: script, with the workflow's, job's and step's env, its shell and working-directory", async () => {
    const got = await checksFromWorkflow(
      '.github/workflows/ci.yml',
      WORKFLOW,
      [{ job: 'test (24, ubuntu-latest)', step: { name: 'Unit tests', number: 4 } }],
      place,
    );
    assert.deepEqual(got.notRunnable, []);
    assert.equal(got.checks.length, 1);
    const check = got.checks[0];
    assert.equal(check?.command, 'echo "node 24 on abc123"\nnpm test\n');
    assert.deepEqual(check?.env, { LEVEL: 'top', JOB: 'job-24', STEP: 'job-24-step' });
    assert.deepEqual(check?.shell, { program: 'bash', args: ['--noprofile', '--norc', '-eo', 'pipefail', '-c'] });
    assert.equal(check?.cwd, '/work/repo/pkg');
    assert.equal(check?.name, 'test (24, ubuntu-latest) › Unit tests');
  });

  it('a step found by its number and default name (Run <first line>), with the default shell', async () => {
    const got = await checksFromWorkflow('ci.yml', WORKFLOW, [{ job: 'test (20, ubuntu-latest)', step: { name: 'Run npm ci', number: 3 } }], place);
    assert.equal(got.checks[0]?.command, 'npm ci');
    assert.deepEqual(got.checks[0]?.shell, { program: 'bash', args: ['-e', '-c'] });
  });

  it('names what it cannot run, with why: a secret, an action, a service container, an unknown job', async () => {
    const got = await checksFromWorkflow(
      'ci.yml',
      WORKFLOW,
      [
        { job: 'test (20, ubuntu-latest)', step: { name: 'Upload', number: 5 } },
        { job: 'test (20, ubuntu-latest)', step: { name: 'Publish', number: 6 } },
        { job: 'integration', step: { name: 'Run npm run integration', number: 2 } },
        { job: 'lint', step: { name: 'Lint', number: 2 } },
      ],
      place,
    );
    assert.equal(got.checks.length, 0);
    const reasons = got.notRunnable.map((n) => `${n.name}: ${n.reason}`);
    assert.match(reasons[0] ?? '', /Upload: env TOKEN: it needs a secret/);
    assert.match(reasons[1] ?? '', /Publish: it is an action \(uses: actions\/upload-artifact@v4\)/);
    assert.match(reasons[2] ?? '', /integration › Run npm run integration: the job needs service containers \(db\)/);
    assert.match(reasons[3] ?? '', /lint › Lint: no job of ci.yml is named lint/);
  });

  it('a matrix value it cannot know (the leg is not named) is not runnable', async () => {
    const got = await checksFromWorkflow(
      'ci.yml',
      WORKFLOW.replace('test:\n', 'test:\n    name: tests\n'),
      [{ job: 'tests', step: { name: 'Unit tests', number: 4 } }],
      place,
    );
    assert.match(got.notRunnable[0]?.reason ?? '', /a matrix value the runner cannot know/);
  });
});
