import type { GitHubClient } from '../github/retry.js';
import type { AnyTool } from '../tools/types.js';
import { githubTool, json } from './tool.js';
import { untrusted } from './text.js';
import type { ReviewTarget } from './review.js';

const NO_INPUT = { type: 'object' as const, properties: {}, additionalProperties: false };

/** Reading this run's pull request: its diff, its files, its review comments. */
export function pullRequestTools(octokit: GitHubClient, pr: ReviewTarget): AnyTool[] {
  const { owner, repo, number } = pr;
  const files = async (): Promise<{ filename: string; status: string; additions: number; deletions: number; patch?: string }[]> => {
    const all: { filename: string; status: string; additions: number; deletions: number; patch?: string }[] = [];
    for (let page = 1; page <= 30; page++) {
      const res = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', { owner, repo, pull_number: number, per_page: 100, page });
      all.push(...res.data);
      if (res.data.length < 100) break;
    }
    return all;
  };
  return [
    githubTool<Record<string, never>>({
      name: 'mcp__github_pr__get_diff',
      description: `Get the diff of pull request #${number} (GitHub's per-file patches, new line numbers on the + side): the lines an inline comment can sit on.`,
      needs: 'pull-requests: read',
      schema: NO_INPUT,
      async run() {
        const diff = (await files())
          .map(
            (f) =>
              `diff --git a/${f.filename} b/${f.filename}\n${f.patch ?? `(no patch shown by GitHub: ${f.status}, +${f.additions} -${f.deletions}; binary or too large)`}`,
          )
          .join('\n');
        return untrusted('github', 'pull_request_diff', diff);
      },
    }),
    githubTool<Record<string, never>>({
      name: 'mcp__github_pr__get_files',
      description: `List the files pull request #${number} changes, with their status and line counts.`,
      needs: 'pull-requests: read',
      schema: NO_INPUT,
      async run() {
        const list = (await files()).map((f) => ({ filename: f.filename, status: f.status, additions: f.additions, deletions: f.deletions }));
        return untrusted('github', 'pull_request_files', json(list));
      },
    }),
    githubTool<Record<string, never>>({
      name: 'mcp__github_pr__get_review_comments',
      description: `List the inline review comments on pull request #${number} (path, line, author, text).`,
      needs: 'pull-requests: read',
      schema: NO_INPUT,
      async run() {
        const res = await octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}/comments', { owner, repo, pull_number: number, per_page: 100 });
        const list = res.data.map((c) => ({
          id: c.id,
          path: c.path,
          line: c.line ?? c.original_line ?? null,
          author: c.user?.login ?? 'unknown',
          body: c.body,
        }));
        return untrusted('github', 'review_comments', json(list));
      },
    }),
  ];
}
