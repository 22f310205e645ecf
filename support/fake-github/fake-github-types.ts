import type { KeyObject } from 'node:crypto';
import type http from 'node:http';

/** The fake GitHub's state, options and handle (see fake-github.ts), and what its route handlers take and return. */

export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';
export type Json = Record<string, unknown>;

export interface FakeComment {
  id: number;
  issueNumber: number;
  body: string;
  user: { login: string; type: string };
  html_url: string;
  created_at: string;
  updated_at: string;
}
export interface FakeReaction {
  id: number;
  commentId: number;
  kind: 'issue' | 'review';
  content: string;
}
export interface FakePull {
  number: number;
  title: string;
  body: string;
  head: string;
  base: string;
  headSha: string;
  baseSha: string;
  headRepoFullName: string;
  draft: boolean;
  changedFiles: string[];
  /** Default open; a closed PR with `merged` false was closed unmerged. */
  state?: 'open' | 'closed';
  merged?: boolean;
  /** path → blob sha (null = removed), for GET …/pulls/{n}/files of a PR whose content matters. */
  files?: Record<string, string | null>;
  /** path → the file's unified-diff patch (hunks only, as GitHub's files API gives it): where review comments may sit. */
  patches?: Record<string, string>;
}
/** An issue of the fake's repository (its labels are in `FakeState.labels`, its comments in `FakeState.comments`). */
export interface FakeIssue {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  author: string;
  created_at: string;
  updated_at: string;
}
/** A label defined in the repository (`GET /repos/{owner}/{repo}/labels`). */
export interface FakeLabel {
  name: string;
  description: string;
  color: string;
}
/** A review comment (inline), as posted through a review. */
export interface FakeReviewComment {
  id: number;
  reviewId: number;
  pullNumber: number;
  path: string;
  line: number;
  startLine?: number;
  side: string;
  body: string;
  user: { login: string; type: string };
  commitId: string;
}
export interface FakeReview {
  id: number;
  pullNumber: number;
  event: string;
  body: string;
  commitId: string;
  user: { login: string; type: string };
  comments: number[];
}
/** A job of a workflow run; `log` is served through the 302 redirect to the log server. */
export interface FakeJob {
  id: number;
  runId: number;
  runAttempt?: number;
  name: string;
  conclusion: string | null;
  log?: string;
  steps: { name: string; number: number; status: string; conclusion: string | null; started_at?: string | null; completed_at?: string | null }[];
}
export interface FakeRun {
  id: number;
  actor: string;
  triggeringActor?: string;
  event?: string;
  conclusion?: string | null;
  name?: string;
  headSha?: string;
  status?: string;
}
export interface TreeEntry {
  mode: string;
  type: string;
  sha: string;
}

export interface FakeState {
  comments: Map<number, FakeComment>;
  reactions: FakeReaction[];
  permissions: Map<string, Permission>;
  users: Map<string, string>;
  pulls: Map<number, FakePull>;
  blobs: Map<string, Buffer>;
  trees: Map<string, Map<string, TreeEntry>>;
  commits: Map<string, { tree: string; parents: string[]; message: string }>;
  /** `heads/main` → commit sha. */
  refs: Map<string, string>;
  runs: Map<number, FakeRun>;
  reviews: FakeReview[];
  reviewComments: FakeReviewComment[];
  /** issue number → its labels. */
  labels: Map<number, string[]>;
  issues: Map<number, FakeIssue>;
  repoLabels: FakeLabel[];
  /** Installation tokens minted through the App routes, by token. */
  installationTokens: Map<string, FakeInstallationToken>;
  /** Runs whose failed jobs were re-run (`POST …/actions/runs/{run_id}/rerun-failed-jobs`), in order. */
  reruns: number[];
}

export interface FakeInstallationToken {
  installationId: number;
  permissions: Record<string, string>;
  repositories: string[];
  expiresAt: string;
  revoked: boolean;
}

/** A GitHub App installed on the fake's repository: JWTs are checked against `publicKey` (RS256, iss, iat/exp). */
export interface FakeApp {
  /** The App id; the client id, when given, is accepted as the issuer too. */
  appId: string;
  clientId?: string;
  publicKey: KeyObject | string;
  installationId?: number;
  /** What the installation was granted; a token may ask for a subset. Default contents/issues/pull_requests write. */
  permissions?: Record<string, string>;
  /** The App's slug; its tokens write as `<slug>[bot]`. Default `agent-runner-test`. */
  slug?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  route: string | null;
  query: Record<string, string>;
  body: unknown;
  status: number;
  injected?: boolean /** The Authorization header as sent. */;
  authorization?: string /** Date.now() when its body had arrived (the scripted model's clock, for ordering). */;
  receivedAt: number;
}

export interface FakeGitHubOptions {
  owner?: string;
  repo?: string;
  /** login → permission; unknown logins get `none`. */
  permissions?: Record<string, Permission>;
  /** login → account type (`User`, `Bot`); `[bot]` logins default to Bot, known collaborators to User. */
  users?: Record<string, string>;
  baseBranch?: string;
  /** Files of the base commit (path → content). */
  baseFiles?: Record<string, string>;
  /** The base commit's sha, e.g. a local checkout's HEAD, so a run in that checkout can push onto it. Default: computed. */
  baseCommitSha?: string;
  pulls?: Partial<FakePull>[];
  /** The repository's issues (with their labels); served by fake-github-issues.ts, searched by `GET /search/issues`. */
  issues?: (Partial<FakeIssue> & { number: number; title: string; labels?: string[] })[];
  /** The labels the repository defines. */
  repoLabels?: FakeLabel[];
  runs?: FakeRun[];
  /** Jobs of workflow runs, and the log server their logs redirect to. */
  jobs?: FakeJob[];
  logServerUrl?: string;
  /** Author of comments the fake creates. */
  botLogin?: string;
  app?: FakeApp;
  /** A workflow's `permissions:` for its GITHUB_TOKEN: requests with `token` they do not cover answer 403 (fake-github-scopes.ts). */
  tokenScopes?: { token: string; permissions: Record<string, string> };
}

export interface FakeGitHub {
  url: string;
  requests: RecordedRequest[];
  /** Method+path pairs GitHub's OpenAPI description does not define. */
  unknownRequests: RecordedRequest[];
  state: FakeState;
  baseSha: string;
  /** The next `times` requests matching answer `status` (before any handling). */
  /** `until`: the faulty answer is held until it settles (an order of events a test needs, not a delay). */
  /** `when`: only requests whose parsed body it accepts (the final comment update, not whichever update comes first). */
  failNext(
    method: string,
    pathPattern: string | RegExp,
    status: number,
    times?: number,
    headers?: Record<string, string>,
    body?: Json,
    until?: Promise<unknown>,
    when?: (requestBody: unknown) => boolean,
  ): void;
  close(): Promise<void>;
}

export interface Ctx {
  params: Record<string, string>;
  query: Record<string, string>;
  body: Json;
  url: string;
  headers: http.IncomingHttpHeaders;
}
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
export type Handler = (ctx: Ctx) => Reply;

export const ok = (body: unknown, status = 200): Reply => ({ status, body });
export const notFound = (): Reply => ({ status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' } });
export const invalid = (message: string): Reply => ({ status: 422, body: { message, documentation_url: 'https://docs.github.com/rest' } });
