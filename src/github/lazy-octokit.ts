import type { Octokit } from '@octokit/rest';
import { runnerFetch } from '../http/fetch.js';

/**
 * A GitHub client that loads Octokit on its first request: a run whose event needs no GitHub call (a scheduled
 * task that pushes nothing, a stray event that is skipped) never loads it, and one that does pays for it then.
 */
export function lazyOctokit(token: string | (() => Promise<string>), baseUrl: string): Pick<Octokit, 'request'> {
  let client: Promise<Octokit> | undefined;
  const create = ({ Octokit }: typeof import('@octokit/rest')): Octokit => {
    const request = { fetch: runnerFetch };
    if (typeof token === 'string') return new Octokit({ auth: token, baseUrl, request });
    // A token that may be renewed during the run (a GitHub App's): asked for on every request.
    const octokit = new Octokit({ baseUrl, request });
    octokit.hook.before('request', async (options) => {
      options.headers.authorization = `token ${await token()}`;
    });
    return octokit;
  };
  const load = (): Promise<Octokit> => (client ??= import('@octokit/rest').then(create));
  const request = async (...args: Parameters<Octokit['request']>): ReturnType<Octokit['request']> => (await load()).request(...args);
  return { request: request as Octokit['request'] };
}
