import type { FakeGitHub } from '../../support/fake-github/fake-github.js';

/** Puts a comment by `login` on issue 7 of the fake GitHub, as its API would return it. */
export function addIssueComment(fake: FakeGitHub, id: number, login: string, body: string): void {
  fake.state.comments.set(id, {
    id,
    issueNumber: 7,
    body,
    user: { login, type: 'User' },
    html_url: `https://github.com/o/r/issues/7#issuecomment-${id}`,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
  });
}
