import type { Octokit } from '@octokit/core';
import { runnerFetch } from '../http/fetch.js';
import type { GitHubClient } from './retry.js';

/**
 * A GitHub client that loads Octokit on its first request: a run whose event needs no GitHub call (a scheduled
 * task that pushes nothing, a stray event that is skipped) never loads it, and one that does pays for it then.
 * `@octokit/core`, not `@octokit/rest`: the runner calls `request(route, params)` only, and rest's plugins (the
 * endpoint methods' table, pagination, request logging: most of its code) would be compiled before the actor check's
 * request, the first sign on the pull request's first wait (issue 37). The requests are the same (rest is core plus them).
 */
export function lazyOctokit(token: string | (() => Promise<string>), baseUrl: string): GitHubClient {
  let client: Promise<Octokit> | undefined;
  const create = ({ Octokit }: typeof import('@octokit/core')): Octokit => {
    const request = { fetch: runnerFetch };
    if (typeof token === 'string') return new Octokit({ auth: token, baseUrl, request });
    // A token that may be renewed during the run (a GitHub App's): asked for on every request.
    const octokit = new Octokit({ baseUrl, request });
    octokit.hook.before('request', async (options) => {
      options.headers.authorization = `token ${await token()}`;
    });
    return octokit;
  };
  const load = (): Promise<Octokit> => (client ??= import('@octokit/core').then(create));
  const request = async (...args: Parameters<Octokit['request']>): ReturnType<Octokit['request']> => (await load()).request(...args);
  return { request: request as GitHubClient['request'] };
}
