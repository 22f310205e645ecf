import path from 'node:path';
import type { GitHubClient } from '../github/retry.js';
import type { Task } from '../trigger/types.js';
import type { AnyTool } from '../tools/types.js';
import { ciTools } from './ci-tools.js';
import { issueTools, type CommentUpdate } from './issue-tools.js';
import { pullRequestTools } from './pr-tools.js';
import { INLINE_COMMENT_TOOL, inlineCommentTool } from './review-tools.js';
import type { CommandBridge } from '../tools/bash.js';
import { ghBridge } from './gh-bridge.js';
import { gitPushBridge, type BridgedPush, type PushSource } from './git-push-bridge.js';
import { officialIssueTools } from './official-tools.js';
import { PullRequestReview } from './review.js';
import { runPowersFor, type RunPowers } from '../powers/grants.js';
import type { Delivered, DeliveryFailure } from '../report/delivery.js';
import type { FindingPlacement, ReportedFindings } from '../tools/report-findings.js';
import { findingComments, notPosted } from './review-findings.js';

/** The run's sticky comment as these tools use it (GitHubReporter). */
export interface RunComment {
  writeAgentComment: CommentUpdate;
  readonly comment: { url?: string; login?: string };
  addNotes(notes: readonly string[]): void;
  /** What reached GitHub (the review), or a delivery that failed: the report's headline. */
  addDelivery(item: Delivered | DeliveryFailure): void;
}

/** What the agent is given for GitHub, and what the run does with it when the agent is done. */
export interface AgentGitHub {
  tools: AnyTool[];
  /** For the system prompt: how the review works (on a pull request only, when the rules allow `tool`). */
  systemNote?: { tool: string; text: string };
  /** gh commands Bash hands to the runner (the gh bridge): run here, with the token no tool holds. */
  bashBridge: CommandBridge;
  /**
   * Posts the review (once) and adds its outcome to the comment's notes. The run's ReportFindings findings join it as
   * inline comments when the workflow lets the run review (the inline comment tool's permission decision); the answer
   * says where each finding went.
   */
  finish(findings?: ReportedFindings): Promise<FindingPlacement[] | undefined>;
  /** The branch the agent's `git push` (the push bridge) last pushed: the run's branch_name, pushed once. */
  bridgedPush(): BridgedPush | undefined;
  /** The capability check every GitHub write and push of these tools asks (the session adds the run's allow rules). */
  powers: RunPowers;
}

/**
 * The GitHub operations the agent may ask for, under claude-code-action's names where it has them.
 * They run in the runner's process with the runner's client: the token is in no tool process,
 * environment or file. The permission rules decide every call (an allow rule is needed under dontAsk).
 */
export function agentGitHub(o: {
  octokit: GitHubClient;
  task: Task;
  runDir: string;
  comment?: RunComment;
  fallbackLogin: string | undefined;
  /** GITHUB_SERVER_URL; default https://github.com. */
  serverUrl?: string;
  /** Where `git push` pushes from (the push bridge); without it git push is not bridged. */
  pushSource?: PushSource;
  /** What the workflow grants; default: no push, writes on the run's own thread only. */
  powers?: RunPowers;
}): AgentGitHub {
  const { octokit, task } = o;
  const number = task.issueNumber;
  const powers = o.powers ?? runPowersFor(task, 'none');
  const home = { owner: task.repo.owner, repo: task.repo.name };
  // The official GitHub MCP server's issue tools (offered where the rules name them: create-session) and the gh bridge need no issue of the run.
  const official = officialIssueTools(octokit, home, powers);
  const web = `${(o.serverUrl ?? 'https://github.com').replace(/\/+$/, '')}/${home.owner}/${home.repo}`;
  const place = { octokit, ...home, web, powers, ...(number !== undefined ? { current: { number, isPullRequest: task.isPullRequest } } : {}) };
  const gh = ghBridge(place);
  const pusher = o.pushSource ? gitPushBridge(place, o.pushSource, powers) : undefined;
  const bashBridge: CommandBridge = (command) => pusher?.bridge(command) ?? gh(command);
  const bridgedPush = (): BridgedPush | undefined => pusher?.last;
  const reportOnly = (why: string) => async (findings?: ReportedFindings) => (findings ? notPosted(findings, why) : undefined);
  if (number === undefined) return { tools: official, bashBridge, finish: reportOnly('the run is not on a pull request'), bridgedPush, powers };
  const target = { ...home, number };
  const comment = o.comment;
  const tools = [...issueTools(octokit, target, comment ? (body) => comment.writeAgentComment(body) : undefined), ...official];
  if (!task.isPullRequest) return { tools, bashBridge, finish: reportOnly('the run is on an issue, not a pull request'), bridgedPush, powers };
  const review = new PullRequestReview(octokit, target);
  tools.unshift(inlineCommentTool(review), ...pullRequestTools(octokit, target), ...ciTools(octokit, target, path.join(o.runDir, 'github-ci-logs')));
  return {
    tools,
    bashBridge,
    bridgedPush,
    powers,
    systemNote: {
      tool: INLINE_COMMENT_TOOL,
      text:
        `This run is on pull request #${number}. To review it, read the change (mcp__github_pr__get_diff, or git in the checkout) and leave ` +
        `inline comments with ${INLINE_COMMENT_TOOL} on lines the diff changes (a fix as a \`\`\`suggestion block replacing exactly those lines). ` +
        "They are posted together as one review when you finish; your final answer is the summary, shown in the run's comment.",
    },
    async finish(findings) {
      let placements: FindingPlacement[] | undefined;
      if (findings && findings.findings.length > 0) {
        // The tool grants nothing: the findings reach GitHub only where the model could have left the comments itself.
        if (powers.reviewAllowed()) for (const c of findingComments(findings)) await review.add(c);
        else
          placements = notPosted(
            findings,
            `the workflow does not let this run review the pull request (to let it, add \`${INLINE_COMMENT_TOOL}\` to \`allowed_tools\`)`,
          );
      }
      if (review.size === 0) return placements;
      const summaryUrl = comment?.comment.url;
      const posting = await review.post({ login: comment?.comment.login ?? o.fallbackLogin, ...(summaryUrl ? { summaryUrl } : {}) });
      comment?.addNotes(posting.notes);
      const fallback = `${web}/pull/${number}`;
      if (posting.posted) comment?.addDelivery({ kind: 'review', url: posting.posted.url || fallback, comments: posting.posted.comments });
      if (posting.failed !== undefined) comment?.addDelivery({ what: 'review', error: posting.failed });
      if (!findings || placements) return placements;
      const byIndex = new Map((posting.findings ?? []).map((f) => [f.finding, f.placed]));
      return findings.findings.map((_, i) => byIndex.get(i) ?? { where: 'not_posted', why: 'the review was not posted' });
    },
  };
}
