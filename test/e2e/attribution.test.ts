import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, it } from 'node:test';
import { demoScript } from '../../demo/script.js';
import { startScriptedModel } from '../../support/scripted-model/scripted-model.js';
import { git, githubEnv, settle, startRepoGitHub } from './github-helpers.js';
import { makeRepo, runAction } from './harness.js';

const open: { close(): Promise<void> }[] = [];
after(async () => {
  await Promise.all(open.map((s) => s.close()));
});

it("the settings' attribution: its commit text ends the runner's commit, its pr text the pull request body", async () => {
  const workspace = makeRepo();
  mkdirSync(path.join(workspace, '.claude'), { recursive: true });
  writeFileSync(
    path.join(workspace, '.claude', 'settings.json'),
    JSON.stringify({ attribution: { commit: 'Co-Authored-By: Team Bot <bot@example.com>', pr: 'Generated for the TEAM by an agent.' } }),
  );
  git(workspace, 'add', '-A');
  git(workspace, 'commit', '-q', '-m', 'settings');
  settle(workspace);
  const fake = await startRepoGitHub(workspace, {
    pulls: [],
  });
  open.push(fake);
  const model = await startScriptedModel(demoScript());
  open.push(model);
  const run = await runAction({
    workspace,
    inputs: {
      prompt: 'Fix the failing test',
      push: 'pull_request',
      branch: 'agent/nightly',
      allowed_tools: 'Bash(node test.js), Edit(src/**)',
      max_turns: '10',
    },
    env: githubEnv({ fake, modelUrl: model.url, eventName: 'schedule', payload: { schedule: '30 5 * * 1' } }),
  });
  assert.equal(run.exitCode, 0, `${run.stdout}\n${run.stderr}`);
  const commit = fake.state.commits.get(fake.state.refs.get('heads/agent/nightly') ?? '');
  assert.match(commit?.message ?? '', /Agent-Runner-Run: \S+\nCo-Authored-By: Team Bot <bot@example\.com>\n$/);
  const pulls = [...fake.state.pulls.values()];
  assert.match(pulls[0]?.body ?? '', /\n\nGenerated for the TEAM by an agent\./);
});
