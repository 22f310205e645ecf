import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github/fake-github.js';
import { example, setPath } from '../support/fake-github/webhook-examples.js';
import { makeRepo, runAction } from '../support/runner/run-action.js';
import { startScriptedModel } from '../support/scripted-model/scripted-model.js';
import { runFloor } from './agents.js';
import { cheapSession } from './sessions.js';
import { heldFigures, median, ms, table } from './stats.js';

/**
 * Issue 37: the first sign on the pull request (the 👀 reaction or the "working" comment, whichever the fake GitHub
 * receives first) after the step's process starts, for an `@agent` comment on a pull request: dist/index.js under
 * Node 24 as the runner starts it, the fake GitHub (actor check, the pull request, its thread) and the scripted model
 * answering at once. Claude Code's CLI posts nothing on a pull request, so the figure is held to an absolute goal
 * (≤ 250 ms); the first model request of the same run is printed beside it, and the floor (a Node 24 process that
 * only sends one request, run after each of ours) says how much of it the machine's load takes.
 */

type Log = (line: string) => void;
const OWNER = 'Codertocat';
const REPO = 'Hello-World';
const GOAL_MS = 250;

interface FirstSign {
  firstSignMs: number;
  reactionMs: number;
  commentMs: number;
  firstRequestMs: number;
}

function prComment(): Record<string, unknown> {
  const payload = example('issue_comment', 'created');
  const number = 1;
  setPath(payload, 'issue.number', number);
  setPath(payload, 'issue.pull_request', {
    url: `https://api.github.com/repos/${OWNER}/${REPO}/pulls/${number}`,
    html_url: `https://github.com/${OWNER}/${REPO}/pull/${number}`,
    diff_url: `https://github.com/${OWNER}/${REPO}/pull/${number}.diff`,
    patch_url: `https://github.com/${OWNER}/${REPO}/pull/${number}.patch`,
    merged_at: null,
  });
  setPath(payload, 'comment.body', '@agent what does this change do?');
  setPath(payload, 'comment.user.login', OWNER);
  setPath(payload, 'sender.login', OWNER);
  setPath(payload, 'sender.type', 'User');
  return payload;
}

async function oneRun(): Promise<FirstSign> {
  const workspace = makeRepo();
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: workspace, encoding: 'utf8' }).trim();
  const fake: FakeGitHub = await startFakeGitHub({
    owner: OWNER,
    repo: REPO,
    permissions: { [OWNER]: 'write' },
    pulls: [{ number: 1, head: 'fix-add', base: 'main', headSha: head, baseSha: head, changedFiles: ['src/math.js'] }],
  });
  const model = await startScriptedModel([{ content: [{ type: 'text', text: 'It fixes the addition.' }] }]);
  try {
    const eventPath = path.join(mkdtempSync(path.join(os.tmpdir(), 'agent-runner-bench-event-')), 'event.json');
    const payload = prComment();
    writeFileSync(eventPath, JSON.stringify(payload));
    const run = await runAction({
      workspace,
      inputs: { max_turns: '3' },
      env: {
        GITHUB_EVENT_NAME: 'issue_comment',
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_API_URL: fake.url,
        GITHUB_REPOSITORY: `${OWNER}/${REPO}`,
        GITHUB_REPOSITORY_OWNER: OWNER,
        GITHUB_RUN_ID: '424242',
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_ACTOR: OWNER,
        GITHUB_REF_NAME: 'main',
        ANTHROPIC_BASE_URL: model.url,
      },
    });
    if (run.exitCode !== 0) throw new Error(`the run failed (exit ${String(run.exitCode)}): ${run.stdout.slice(-2000)}`);
    const at = (route: string): number => fake.requests.find((r) => r.method === 'POST' && r.route === route)?.receivedAt ?? Number.NaN;
    const reaction = at('POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions') - run.spawnedAt;
    const comment = at('POST /repos/{owner}/{repo}/issues/{issue_number}/comments') - run.spawnedAt;
    return {
      reactionMs: reaction,
      commentMs: comment,
      firstSignMs: Math.min(...[reaction, comment].filter(Number.isFinite)),
      firstRequestMs: (model.requests[0]?.receivedAt ?? Number.NaN) - run.spawnedAt,
    };
  } finally {
    await fake.close();
    await model.close();
  }
}

export async function firstSignBench(runs: number, log: Log): Promise<string> {
  const all: FirstSign[] = [];
  const floors: number[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await oneRun();
    const floor = (await runFloor(cheapSession(1))).firstRequestMs;
    log(
      `  first sign #${i + 1}: ${ms(r.firstSignMs)} (👀 ${ms(r.reactionMs)}, comment ${ms(r.commentMs)}, first model request ${ms(r.firstRequestMs)}; floor ${ms(floor)})`,
    );
    all.push(r);
    floors.push(floor);
  }
  const med = (pick: (r: FirstSign) => number): string => ms(median(all.map(pick)));
  const firstSign = median(all.map((r) => r.firstSignMs));
  heldFigures.push({
    figure: 'first sign on the PR (👀 or the comment) after the step starts',
    ours: `${ms(firstSign)} (floor ${ms(median(floors))})`,
    theirs: 'posts none',
    ratio: undefined,
    goal: `≤ ${GOAL_MS} ms`,
    met: Number.isFinite(firstSign) ? firstSign <= GOAL_MS : undefined,
  });
  const rows = [
    ['process start → first sign on the PR (👀 or the comment)', med((r) => r.firstSignMs), `≤ ${GOAL_MS} ms`],
    ['process start → 👀 reaction', med((r) => r.reactionMs), ''],
    ['process start → "working" comment', med((r) => r.commentMs), ''],
    ['process start → first model request', med((r) => r.firstRequestMs), ''],
    ['floor: a Node 24 process start → its one request (the machine, not the runner)', ms(median(floors)), ''],
  ];
  const head = `First sign on the pull request (issue 37), an @agent comment on a PR, ${runs} runs (median); Claude Code's CLI posts nothing on a PR: an absolute goal`;
  return `${head}\n\n${table(['figure', 'ours (dist/index.js, Node 24)', 'goal'], rows)}`;
}
