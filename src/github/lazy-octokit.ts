import type { Octokit } from '@octokit/rest';

/**
 * A GitHub client that loads Octokit on its first request: a run whose event needs no GitHub call (a scheduled
 * task that pushes nothing, a stray event that is skipped) never loads it, and one that does pays for it then.
 */
export function lazyOctokit(token: string, baseUrl: string): Pick<Octokit, 'request'> {
  let client: Promise<Octokit> | undefined;
  const load = (): Promise<Octokit> => (client ??= import('@octokit/rest').then(({ Octokit }) => new Octokit({ auth: token, baseUrl })));
  const request = async (...args: Parameters<Octokit['request']>): ReturnType<Octokit['request']> => (await load()).request(...args);
  return { request: request as Octokit['request'] };
}
