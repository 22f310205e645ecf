import { runnerFetch } from '../http/fetch.js';

/**
 * The token claude-code-action posts with when a workflow gives it none: an installation token of Anthropic's Claude
 * GitHub App (https://github.com/apps/claude, installed with Claude Code's `/install-github-app`), which Anthropic's
 * backend hands out for the job's GitHub OIDC token (audience `claude-code-github-action`) after checking that the
 * repository has the App installed and that the workflow is the one on its default branch. Taken over so a workflow
 * switched from claude-code-action keeps posting as it did (its jobs often grant themselves `pull-requests: read`).
 *
 * The URL is Anthropic's and no other: the OIDC token is worth a repository token there, so it is never sent to a
 * configured gateway (`ANTHROPIC_BASE_URL`). Proxies apply as to every request of the runner.
 */
export const CLAUDE_APP_AUDIENCE = 'claude-code-github-action';
export const CLAUDE_APP_EXCHANGE_URL = 'https://api.anthropic.com/api/github/github-app-token-exchange';
/** The account the Claude App's tokens write as. */
export const CLAUDE_APP_LOGIN = 'claude[bot]';

export type ClaudeAppExchange =
  | { ok: true; token: string }
  /** `workflowValidation`: Anthropic refused because the workflow differs from its default branch's (a PR that edits it). */
  | { ok: false; error: string; workflowValidation: boolean };

interface ExchangeReply {
  token?: unknown;
  app_token?: unknown;
  message?: unknown;
  error?: { message?: unknown; details?: { error_code?: unknown } };
}

const ATTEMPTS = 3;

/**
 * One exchange, with `permissions` (GitHub App permission names) asked for the token. Network failures and 5xx
 * answers are tried again (three attempts, 1 s and 2 s apart); a 4xx is Anthropic's decision and is returned at once.
 */
export async function exchangeForClaudeAppToken(
  oidcToken: string,
  permissions: Readonly<Record<string, string>>,
  opts: { fetch?: typeof fetch; sleep?: (ms: number) => Promise<void> } = {},
): Promise<ClaudeAppExchange> {
  const doFetch = opts.fetch ?? runnerFetch;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let failure = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    if (attempt > 1) await sleep(1000 * (attempt - 1));
    let status: number;
    let reply: ExchangeReply;
    try {
      const res = await doFetch(CLAUDE_APP_EXCHANGE_URL, {
        method: 'POST',
        headers: { authorization: `Bearer ${oidcToken}`, 'content-type': 'application/json', 'user-agent': 'agent-runner' },
        body: JSON.stringify({ permissions }),
        signal: AbortSignal.timeout(30_000),
      });
      status = res.status;
      reply = parseReply(await res.text());
    } catch (error) {
      failure = error instanceof Error ? (error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message) : String(error);
      continue;
    }
    if (status >= 200 && status < 300) {
      const token = typeof reply.token === 'string' ? reply.token : typeof reply.app_token === 'string' ? reply.app_token : '';
      return token !== '' ? { ok: true, token } : { ok: false, error: `HTTP ${status} without a token in the answer`, workflowValidation: false };
    }
    const message = messageOf(reply) ?? `HTTP ${status}`;
    failure = `HTTP ${status}: ${message}`;
    if (status < 500) return { ok: false, error: failure, workflowValidation: isWorkflowValidation(status, reply, message) };
  }
  return { ok: false, error: `${failure} (after ${ATTEMPTS} attempts)`, workflowValidation: false };
}

function parseReply(text: string): ExchangeReply {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as ExchangeReply) : {};
  } catch {
    return { message: text.slice(0, 200) };
  }
}

function messageOf(reply: ExchangeReply): string | undefined {
  if (typeof reply.error?.message === 'string') return reply.error.message;
  return typeof reply.message === 'string' && reply.message !== '' ? reply.message : undefined;
}

/** As claude-code-action reads it: the error code, or a 401 saying "workflow validation failed". */
function isWorkflowValidation(status: number, reply: ExchangeReply, message: string): boolean {
  if (reply.error?.details?.error_code === 'workflow_not_found_on_default_branch') return true;
  return status === 401 && /workflow validation failed/i.test(message);
}
