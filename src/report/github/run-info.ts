import { quotedAnswer } from './comment-render.js';
import type { DropInGit } from './branch-naming.js';

/** What the reporter knows about the run it reports on (from the runner's environment and the settings). */
export interface RunInfo {
  runId: string;
  runUrl: string | undefined;
  /**
   * The model the session chose (its session_start: the input, else the settings' env.ANTHROPIC_MODEL or `model`, an alias
   * as their env re-points it, the settings' `agent`): undefined until the session starts, never the input guessed at.
   */
  model?: string;
  cwd: string;
  /** Paths never committed: config restored from the PR's base. */
  exclude: string[];
  /** The branch automation runs started from (for `pull_request` mode). */
  defaultBranch: string;
  /** The token is a user's (PAT, OAuth): `GET /user` names it. Installation tokens learn their login from the first comment. */
  userToken?: boolean;
  /** The token's login when known up front (a minted App token: `<slug>[bot]`). */
  login?: string;
  /** Automation with `push: pull_request` keeps one PR on this branch (input `branch`, else from workflow and job). */
  stableBranch?: string;
  /** The settings' `attribution`: `commit` text added to the runner's commits, `pr` text ending its PR bodies ("" hides it). */
  attribution?: { commit?: string; pr?: string };
  /** Lines for the final comment (the CI fix names the failing jobs and the attempt). */
  notes?: string[];
  /**
   * The changed paths `exclude` names as they were before the agent's first process (pathStates): a push reports as left
   * out only those the run changed, not the configuration the runner itself restored from the base.
   */
  excludedAtStart?: Record<string, string>;
  /** The commit checked out before the agent's first process: the base of the patch and of the push (HEAD may have moved). */
  baseCommit?: string;
  /** GITHUB_SERVER_URL: the comment links a pushed branch's compare page there. */
  serverUrl?: string;
  /** One status comment per thread (use_sticky_comment, tag mode): a later run edits the earlier run's comment. */
  threadComment?: boolean;
  /** claude-code-action's branch naming, pull-request base and commit identity, when the workflow set them. */
  branchNaming?: DropInGit;
}

/** The answer, then the attribution line: the settings' `attribution.pr` when set ("" leaves none), else the runner's. */
export function prBody(answer: string, info: RunInfo): string {
  // The model's words, inert as in the comment: no raw HTML, no live mention.
  const quoted = answer.trim() ? quotedAnswer(answer.trim()) : '';
  const footer = info.attribution?.pr ?? `Opened by Agent Runner${info.runUrl ? ` in ${info.runUrl}` : ''}.`;
  return footer.trim() === '' ? quoted : `${quoted}\n\n---\n${footer}`;
}
