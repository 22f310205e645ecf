import { withGitHubRetry } from '../github/retry.js';
import type { GitHubClient, RetryOptions } from '../github/retry.js';
import type { Account } from './types.js';

export interface CheckActorOptions {
  owner: string;
  repo: string;
  actor: string;
  /** `sender.type` from the payload; looked up with GET /users/{login} when absent. */
  actorType?: string;
  /** Bot logins allowed to trigger, each named exactly (`dependabot[bot]` or `dependabot`). No wildcard. */
  allowedBots: string[];
  /** Humans without write access who may still trigger; the run then uses the strictest tool environment. */
  allowedNonWriteUsers: string[];
  /** `workflow_run`: the upstream run's actor and triggering actor, checked the same way. */
  upstreamActors?: Account[];
  retry?: RetryOptions;
}

export type ActorCheck =
  | {
      allowed: true;
      /** The effective role of the main actor: `admin`, `maintain`, `write`, `bot`, or a lower role for allowed non-write users. */
      permission: string;
      /** True when only `allowed_non_write_users` let someone in: force the strictest tool environment. */
      nonWrite: boolean;
      /** For the log. */
      warning?: string;
    }
  | { allowed: false; reason: string /** Refused as a bot: do not answer with a comment (a bot could answer back). */; isBot: boolean };

const WRITE_ROLES = new Set(['admin', 'maintain', 'write']);

interface SingleVerdict {
  ok: boolean;
  permission: string;
  nonWrite: boolean;
  isBot: boolean;
  reason?: string;
  warning?: string;
}

function normLogin(login: string): string {
  return login.trim().replace(/^@/, '').toLowerCase();
}

function botBase(login: string): string {
  return normLogin(login).replace(/\[bot\]$/, '');
}

/**
 * The gate between "this event triggers" and "call the model": write, maintain or admin on the
 * repository, or an exact allow-list entry. Never throws; an API failure refuses (fail closed).
 */
export async function checkActor(octokit: GitHubClient, options: CheckActorOptions): Promise<ActorCheck> {
  const warnings: string[] = [];
  for (const list of [options.allowedBots, options.allowedNonWriteUsers]) {
    if (list.some((l) => l.includes('*'))) warnings.push('wildcards in allowed_bots / allowed_non_write_users are ignored: name each account');
  }
  const main = await checkOne(octokit, options, { login: options.actor, ...(options.actorType ? { type: options.actorType } : {}) });
  if (!main.ok) return { allowed: false, reason: main.reason ?? 'refused', isBot: main.isBot };
  if (main.warning) warnings.push(main.warning);
  const seen = new Set([normLogin(options.actor)]);
  for (const up of options.upstreamActors ?? []) {
    if (seen.has(normLogin(up.login))) continue;
    seen.add(normLogin(up.login));
    const v = await checkOne(octokit, options, up);
    if (!v.ok) return { allowed: false, reason: `upstream run: ${v.reason ?? 'refused'}`, isBot: v.isBot };
    if (v.warning) warnings.push(`upstream run: ${v.warning}`);
    if (v.nonWrite) main.nonWrite = true;
  }
  const result: ActorCheck = { allowed: true, permission: main.permission, nonWrite: main.nonWrite };
  return warnings.length > 0 ? { ...result, warning: [...new Set(warnings)].join('; ') } : result;
}

async function checkOne(octokit: GitHubClient, options: CheckActorOptions, account: Account): Promise<SingleVerdict> {
  const login = account.login;
  let type = account.type;
  if (type === undefined && !/\[bot\]$/i.test(login)) {
    const user = await withGitHubRetry(() => octokit.request('GET /users/{username}', { username: login }), options.retry);
    if (!user.ok) return refuse(`could not look up @${login}: ${user.error}`, false);
    type = user.value.data.type;
  }
  const isBot = /\[bot\]$/i.test(login) || (type !== undefined && type !== 'User');
  if (isBot) {
    const named = options.allowedBots.filter((b) => !b.includes('*')).some((b) => botBase(b) === botBase(login));
    if (!named) return refuse(`@${login} is a bot (${type ?? 'Bot'}) and is not listed in allowed_bots`, true);
    return { ok: true, permission: 'bot', nonWrite: false, isBot: true, warning: `@${login} is a bot allowed by allowed_bots` };
  }
  const res = await withGitHubRetry(
    () => octokit.request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', { owner: options.owner, repo: options.repo, username: login }),
    options.retry,
  );
  let role = 'none';
  if (res.ok) {
    // role_name distinguishes maintain/triage and custom roles; permission is the legacy
    // admin/write/read/none that custom roles map onto.
    const { permission, role_name: roleName } = res.value.data;
    role = WRITE_ROLES.has(roleName) ? roleName : WRITE_ROLES.has(permission) ? permission : roleName || permission;
  } else if (res.status !== 404) {
    return refuse(`could not check @${login}'s permission on ${options.owner}/${options.repo}: ${res.error}`, false);
  }
  if (WRITE_ROLES.has(role)) return { ok: true, permission: role, nonWrite: false, isBot: false };
  const listed = options.allowedNonWriteUsers.filter((u) => !u.includes('*')).some((u) => normLogin(u) === normLogin(login));
  if (listed) {
    return {
      ok: true,
      permission: role,
      nonWrite: true,
      isBot: false,
      warning: `@${login} has ${role} access and runs only because allowed_non_write_users names them; the strictest tool environment applies`,
    };
  }
  return refuse(`@${login} has ${role} access to ${options.owner}/${options.repo}; write, maintain or admin is needed`, false);
}

function refuse(reason: string, isBot: boolean): SingleVerdict {
  return { ok: false, permission: 'none', nonWrite: false, isBot, reason };
}
