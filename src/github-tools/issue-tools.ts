import type { GitHubClient } from '../github/retry.js';
import type { AnyTool } from '../tools/types.js';
import { githubTool, json } from './tool.js';
import { commentText, untrusted } from './text.js';

/** What update_claude_comment writes into: the run's sticky comment, through the reporter. */
export type CommentUpdate = (body: string) => Promise<{ ok: true; url: string } | { ok: false; error: string }>;

/** This run's issue or PR conversation: its comments, the run's own comment, its labels (triage). */
export function issueTools(octokit: GitHubClient, issue: { owner: string; repo: string; number: number }, updateComment: CommentUpdate | undefined): AnyTool[] {
  const { owner, repo, number } = issue;
  const tools: AnyTool[] = [];
  if (updateComment) {
    tools.push(
      githubTool<{ body: string }>({
        name: 'mcp__github_comment__update_claude_comment',
        description:
          "Update the run's comment with progress and results (automatically handles both issue and PR comments). The final comment shows this text above the run's result.",
        needs: 'issues: write',
        schema: {
          type: 'object',
          properties: { body: { type: 'string', description: 'The updated comment content' } },
          required: ['body'],
          additionalProperties: false,
        },
        async run({ body }) {
          const res = await updateComment(commentText(body));
          return res.ok ? json({ success: true, html_url: res.url }) : { content: `Error: ${res.error}`, isError: true };
        },
      }),
    );
  }
  tools.push(
    githubTool<Record<string, never>>({
      name: 'mcp__github_comment__get_comments',
      description: `List the comments of issue or pull request #${number}'s conversation (author, date, text), oldest first.`,
      needs: 'issues: read',
      schema: { type: 'object', properties: {}, additionalProperties: false },
      async run() {
        const list: { id: number; author: string; created_at: string; body: string }[] = [];
        for (let page = 1; page <= 10; page++) {
          const res = await octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', {
            owner,
            repo,
            issue_number: number,
            per_page: 100,
            page,
          });
          list.push(...res.data.map((c) => ({ id: Number(c.id), author: c.user?.login ?? 'unknown', created_at: c.created_at, body: c.body ?? '' })));
          if (res.data.length < 100) break;
        }
        return untrusted('github', 'comments', json(list));
      },
    }),
    githubTool<{ labels: string[] }>({
      name: 'mcp__github_triage__add_labels',
      description: `Add labels to issue or pull request #${number}. Returns the labels it has afterwards.`,
      needs: 'issues: write',
      schema: {
        type: 'object',
        properties: { labels: { type: 'array', items: { type: 'string' }, description: 'Label names to add' } },
        required: ['labels'],
        additionalProperties: false,
      },
      async run({ labels }) {
        if (labels.length === 0) return { content: 'Error: labels is empty', isError: true };
        const res = await octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/labels', { owner, repo, issue_number: number, labels });
        return json({ success: true, labels: res.data.map((l) => l.name) });
      },
    }),
    githubTool<{ label: string }>({
      name: 'mcp__github_triage__remove_label',
      description: `Remove one label from issue or pull request #${number}. Returns the labels it has afterwards.`,
      needs: 'issues: write',
      schema: {
        type: 'object',
        properties: { label: { type: 'string', description: 'The label name to remove' } },
        required: ['label'],
        additionalProperties: false,
      },
      async run({ label }) {
        const res = await octokit.request('DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', {
          owner,
          repo,
          issue_number: number,
          name: label,
        });
        return json({ success: true, labels: res.data.map((l) => l.name) });
      },
    }),
  );
  return tools;
}
