import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Octokit } from '@octokit/rest';
import { after, describe, it } from 'node:test';
import { agentGitHub } from '../../src/github-tools/index.js';
import { loadBashGrammar } from '../../src/permissions/bash-grammar.js';
import { createBashTool } from '../../src/tools/bash.js';
import type { Task } from '../../src/trigger/types.js';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from '../../support/fake-github/fake-github.js';

/**
 * The gh bridge as the product wires it (agentGitHub's bashBridge in the Bash tool): literal gh commands run
 * through the runner's Octokit against the fake GitHub, printing what gh prints when stdout is not a terminal.
 */

await loadBashGrammar();
const TOKEN = 'ghs_bridgeTestToken0123456789abcdef0123';
const quiet = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const servers: FakeGitHub[] = [];
after(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

const task = (number: number, isPullRequest: boolean): Task => ({
  mode: isPullRequest ? 'pull_request' : 'issue',
  eventName: isPullRequest ? 'pull_request' : 'issues',
  request: 'x',
  requestSource: 'workflow_input',
  actor: 'o',
  actorCheck: 'required',
  repo: { owner: 'o', name: 'r' },
  issueNumber: number,
  isPullRequest,
  untrusted: {},
});

async function bash(o: { fake?: Partial<FakeGitHubOptions>; pr?: boolean; env?: Record<string, string> } = {}) {
  const fake = await startFakeGitHub({
    owner: 'o',
    repo: 'r',
    repoLabels: [
      { name: 'bug', description: "Something isn't working", color: 'd73a4a' },
      { name: 'P2', description: 'Important', color: 'fbca04' },
    ],
    issues: [
      { number: 1, title: 'Crash  on\nstart', body: 'Boom.', labels: ['bug'] },
      { number: 3, title: 'Dark mode', body: 'Please.', state: 'closed' },
    ],
    pulls: [
      { number: 2, title: 'Add extra', body: 'Adds it.', head: 'extra', changedFiles: ['src/extra.js'], patches: { 'src/extra.js': '@@ -0,0 +1 @@\n+x' } },
    ],
    ...o.fake,
  });
  servers.push(fake);
  const octokit = new Octokit({ baseUrl: fake.url, auth: TOKEN, log: quiet });
  const github = agentGitHub({ octokit, task: task(o.pr ? 2 : 1, o.pr === true), runDir: os.tmpdir(), fallbackLogin: undefined });
  const root = mkdtempSync(path.join(os.tmpdir(), 'gh-bridge-'));
  const tool = createBashTool({ workspace: { root, tempDir: root }, env: { PATH: process.env.PATH ?? '', ...o.env }, bridge: github.bashBridge });
  const run = (command: string) => tool.execute({ command }, { signal: new AbortController().signal, toolUseId: 't' });
  return { fake, run };
}

describe('the gh bridge (Bash gh … run by the runner)', () => {
  it('gh issue list: tab-separated rows (number, STATE, title on one line, labels, updated); --state, --label, --json with --jq paths', async () => {
    const { run } = await bash();
    const rows = await run('gh issue list --state all');
    assert.equal(rows.isError, false, rows.content);
    assert.match(rows.content, /\n3\tCLOSED\tDark mode\t\t\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\n1\tOPEN\tCrash on start\tbug\t/);
    const open = await run('gh issue list --label bug');
    assert.doesNotMatch(open.content, /Dark mode/);
    const titles = await run("gh issue list --state all --json number,title --jq '.[].title'");
    assert.match(titles.content, /Dark mode\nCrash {2}on\nstart/);
    const json = await run('gh issue list --json number,state');
    assert.match(json.content, /\[\{"number":1,"state":"OPEN"\}\]/);
    const bad = await run('gh issue list --json nope');
    assert.equal(bad.isError, true);
    assert.match(bad.content, /^Exit code 1\nUnknown JSON field: "nope"\nAvailable fields:\n {2}assignees/);
    const jq = await run("gh issue list --json title --jq 'map(.title)'");
    assert.match(jq.content, /evaluates path filters only/);
  });

  it('gh issue view N --comments and --json comments; gh issue comment posts with mentions made inert and prints the URL', async () => {
    const { run, fake } = await bash();
    const posted = await run('gh issue comment 1 --body "Thanks @octocat, see #3"');
    assert.match(posted.content, /^https:\/\/github\.com\/o\/r\/issues\/1#issuecomment-\d+$/);
    const body = [...fake.state.comments.values()][0]?.body ?? '';
    assert.doesNotMatch(body, /(^|[^`])@octocat/, body);
    const raw = await run('gh issue view 1 --comments');
    assert.match(raw.content, /author:\tgithub-actions\[bot\]\nassociation:\tnone\nedited:\tfalse\nstatus:\tnone\n--\nThanks/);
    const json = await run("gh issue view 1 --json comments,labels --jq '.comments[].body'");
    assert.match(json.content, /Thanks/);
  });

  it('gh issue edit: --add-label a label the repository lacks is refused as gh refuses it; --remove-label; the token without issues: write gets a 403 naming it', async () => {
    const { run, fake } = await bash();
    const missing = await run('gh issue edit 1 --add-label nope');
    assert.match(missing.content, /^Exit code 1\ncould not add label: 'nope' not found$/);
    const ok = await run('gh issue edit https://github.com/o/r/issues/1 --add-label P2 --remove-label bug');
    assert.equal(ok.content, 'https://github.com/o/r/issues/1');
    assert.deepEqual(fake.state.labels.get(1), ['P2']);
    const readOnly = await bash({ fake: { tokenScopes: { token: TOKEN, permissions: { issues: 'read' } } } });
    const refused = await readOnly.run('gh issue edit 1 --add-label bug');
    assert.match(refused.content, /GitHub answered 403: Resource not accessible by integration.*issues: write/);
  });

  it("gh pr view / diff / comment: the run's pull request when no number is given; the diff from the files API with git headers", async () => {
    const { run } = await bash({ pr: true });
    const view = await run('gh pr view');
    assert.match(view.content, /title:\tAdd extra\nstate:\tOPEN\n[\s\S]*number:\t2\nurl:\thttps:\/\/github\.com\/o\/r\/pull\/2\n[\s\S]*--\nAdds it\./);
    assert.match((await run('gh pr view 2 --json number,headRefName,state')).content, /\{"number":2,"headRefName":"extra","state":"OPEN"\}/);
    assert.match((await run('gh pr diff --name-only')).content, /src\/extra\.js/);
    assert.match(
      (await run('gh pr diff 2')).content,
      /diff --git a\/src\/extra\.js b\/src\/extra\.js\n--- a\/src\/extra\.js\n\+\+\+ b\/src\/extra\.js\n@@ -0,0 \+1 @@\n\+x/,
    );
    assert.match((await run('gh pr comment --body done')).content, /^https:\/\/github\.com\/o\/r\/(pull|issues)\/2#issuecomment-\d+$/);
  });

  it('what is not bridged fails clearly: another subcommand, gh in a pipeline or with a variable, another repository', async () => {
    const { run } = await bash();
    assert.match(
      (await run('gh api repos/o/r')).content,
      /^Exit code 1\ngh api repos\/o\/r: not available here\. The runner gives no tool its GitHub token.*gh label list, gh issue view/,
    );
    assert.match((await run('gh issue list | wc -l')).content, /gh runs here only as a command of its own/);
    assert.match((await run('gh issue view $N')).content, /gh runs here only as a command of its own/);
    assert.match((await run('gh issue view 1 -R other/repo')).content, /reaches only o\/r/);
    assert.match((await run('gh search issues crash -R other/repo')).content, /reaches only o\/r/);
    const search = await run('gh search issues Crash');
    assert.match(search.content, /o\/r\t1\topen\tCrash on start\tbug\t/);
    const plain = await run('echo not gh');
    assert.equal(plain.content, 'not gh', 'other commands run as before');
  });

  it('a workflow that hands the tools a token of its own (GH_TOKEN through pass_env) gets the real gh, not the bridge', async () => {
    const { run, fake } = await bash({ env: { GH_TOKEN: 'their-own' } });
    const before = fake.requests.length;
    const out = await run('gh label list');
    assert.equal(out.details?.bridged, undefined);
    assert.equal(fake.requests.length, before, 'the runner made no request for it');
  });
});
