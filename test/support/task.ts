import type { Task } from '../../src/trigger/types.js';

/** A task as a comment naming the trigger phrase on issue 7 of o/r would make it; `o` changes what a test needs. */
export function commentTask(o: Partial<Task> = {}): Task {
  return {
    mode: 'comment',
    eventName: 'issue_comment',
    request: 'fix it',
    requestSource: 'event',
    actor: 'a',
    actorCheck: 'required',
    repo: { owner: 'o', name: 'r' },
    issueNumber: 7,
    isPullRequest: false,
    untrusted: {},
    startedBy: { kind: 'phrase', word: '@agent' },
    ...o,
  };
}
