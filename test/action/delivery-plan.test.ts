import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { claudeTagMode } from '../../src/action/claude-tag-mode.js';
import { planDelivery } from '../../src/action/delivery-plan.js';
import { parseSettings, type Settings } from '../../src/settings.js';
import type { PullRequestRef, Task } from '../../src/trigger/types.js';
import { commentTask } from '../support/task.js';

/** Where a run's changes go when the workflow does not say (issue 35 item 2): claude-code-action's tag mode, decided once. */

function settings(inputs: Record<string, string> = {}): Settings {
  const parsed = parseSettings((name) => inputs[name] ?? '', { GITHUB_WORKSPACE: process.cwd(), ANTHROPIC_API_KEY: 'k' });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.settings;
}

const task = (o: Partial<Task> = {}): Task => commentTask({ request: 'fix the typo', ...o });
const pr = (o: Partial<PullRequestRef> = {}): PullRequestRef => ({
  number: 7,
  headRef: 'feature',
  baseRef: 'main',
  headSha: 'h',
  baseSha: 'b',
  headRepoFullName: 'o/r',
  isFork: false,
  ...o,
});

describe('the delivery plan', () => {
  it("a comment command on this repository's open pull request pushes onto its branch; on an issue, to a new branch", () => {
    const onPr = planDelivery(settings(), task({ isPullRequest: true, pr: pr() }), false);
    assert.equal(onPr.push, 'pr_branch');
    assert.equal(onPr.explicit, false);
    assert.match(onPr.said, /onto `feature`, pull request #7's branch/);
    assert.equal(planDelivery(settings(), task(), false).push, 'branch');
    assert.equal(planDelivery(settings(), task({ mode: 'issue', eventName: 'issues' }), false).push, 'branch');
    assert.equal(planDelivery(settings(), task({ isPullRequest: true, pr: pr({ closed: true }) }), false).push, 'branch', 'a closed PR: a new branch');
  });

  it("a fork's pull request gets the patch with apply instructions naming the fork's branch", () => {
    const fork = planDelivery(settings(), task({ isPullRequest: true, pr: pr({ isFork: true, headRepoFullName: 'someone/r', headRef: 'patch-1' }) }), false);
    assert.equal(fork.push, 'none');
    assert.match(fork.notPushed?.why ?? '', /comes from a fork/);
    assert.match(fork.notPushed?.how ?? '', /git apply agent\.patch` on branch `patch-1` of someone\/r/);
    // claude-code-action's tag mode on a fork: the same.
    const tag = claudeTagMode(settings(), task({ isPullRequest: true, pr: pr({ isFork: true }), startedBy: { kind: 'phrase', word: '@claude' } }), false);
    assert.equal(planDelivery(settings(), task({ isPullRequest: true, pr: pr({ isFork: true }) }), false, tag?.push).push, 'none');
  });

  it('the workflow decides when it sets push, and push: none is said plainly with how to get the changes', () => {
    const none = planDelivery(settings({ push: 'none' }), task({ isPullRequest: true, pr: pr() }), false);
    assert.deepEqual([none.push, none.explicit], ['none', true]);
    assert.match(none.notPushed?.why ?? '', /`push: none` is set in the workflow/);
    assert.match(none.notPushed?.how ?? '', /git apply/);
    const branch = planDelivery(settings({ push: 'branch' }), task({ isPullRequest: true, pr: pr() }), false);
    assert.deepEqual([branch.push, branch.explicit], ['branch', true]);
  });

  it('pushes nothing for a non-write actor, a pull-request event (a review), and keeps automation on its one pull request', () => {
    assert.equal(planDelivery(settings(), task({ isPullRequest: true, pr: pr() }), true).push, 'none');
    const review = planDelivery(
      settings(),
      task({ mode: 'pull_request', eventName: 'pull_request', isPullRequest: true, pr: pr(), startedBy: undefined }),
      false,
    );
    assert.equal(review.push, 'none');
    assert.match(review.notPushed?.why ?? '', /pushes nothing unless the workflow sets `push`/);
    assert.equal(
      planDelivery(settings(), task({ mode: 'automation', eventName: 'schedule', issueNumber: undefined, startedBy: undefined }), false).push,
      'pull_request',
    );
  });
});

describe('the delivery plan and workflow code', () => {
  it("a default push grants no workflow change and says so; the workflow's own push grants it", async () => {
    const { runPowersFor } = await import('../../src/powers/grants.js');
    const change = ['src/a.ts', '.github/workflows/ci.yml'];
    for (const plan of [
      planDelivery(settings(), task(), false),
      planDelivery(settings(), task({ isPullRequest: true, pr: pr() }), false),
      planDelivery(settings(), task({ mode: 'automation', issueNumber: undefined }), false),
    ]) {
      assert.equal(plan.explicit, false);
      assert.match(plan.said, /never workflow code \(`\.github\/workflows\/`, `\.github\/actions\/`\) unless the workflow sets `push`/);
      assert.match(runPowersFor(task(), plan.push, plan.explicit).workflowChange(change)?.why ?? '', /workflow code/);
    }
    const asked = planDelivery(settings({ push: 'branch' }), task(), false);
    assert.equal(asked.explicit, true);
    assert.doesNotMatch(asked.said, /workflow code/);
    assert.equal(runPowersFor(task(), asked.push, asked.explicit).workflowChange(change), undefined);
  });
});
