// actions/github-script@v7's main (src/main.ts, src/async-function.ts, src/wrap-require.ts; MIT License, Copyright
// GitHub, Inc.), run as the runner runs the action: its own process, its inputs in INPUT_*, its output through
// GITHUB_OUTPUT. The same packages it bundles: @actions/github's getOctokit with the retry and request-log plugins, and
// context, core, exec, glob, io handed to the script, which runs as the body of an async function.
import { createRequire } from 'node:module';
import path from 'node:path';
import * as core from '@actions/core';
import * as exec from '@actions/exec';
import { context, getOctokit } from '@actions/github';
import * as glob from '@actions/glob';
import * as io from '@actions/io';
import { requestLog } from '@octokit/plugin-request-log';
import { retry } from '@octokit/plugin-retry';

// The plugins' own @octokit/core typings and @actions/github's differ in version only; github-script passes the same two.
const PLUGINS = [retry, requestLog] as unknown as Parameters<typeof getOctokit>[2][];

const AsyncFunction = Object.getPrototypeOf(async () => null).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<unknown>;

/** Its wrapRequire: a relative id from the working directory, any other resolved from there (the workspace's node_modules). */
function workspaceRequire(id: string): unknown {
  const from = createRequire(path.join(process.cwd(), 'noop.js'));
  return id.startsWith('.') ? from(path.resolve(id)) : from(from.resolve(id, { paths: [process.cwd()] }));
}

async function main(): Promise<void> {
  const token = core.getInput('github-token', { required: true });
  const debug = core.getBooleanInput('debug');
  const userAgent = core.getInput('user-agent');
  const previews = core.getInput('previews');
  const baseUrl = core.getInput('base-url');
  const retries = Number.parseInt(core.getInput('retries'), 10);
  const exempt = core
    .getInput('retry-exempt-status-codes')
    .split(/[\n,]+/)
    .map((s) => Number.parseInt(s.trim(), 10));
  const github = getOctokit(
    token,
    {
      ...(debug ? { log: console } : {}),
      ...(userAgent ? { userAgent } : {}),
      ...(previews ? { previews: previews.split(',') } : {}),
      ...(retries > 0 ? { retry: { doNotRetry: exempt }, request: { retries } } : { retry: { enabled: false } }),
      ...(baseUrl ? { baseUrl } : {}),
    },
    ...PLUGINS,
  );
  const script = core.getInput('script', { required: true });
  const args = { require: workspaceRequire, __original_require__: createRequire(import.meta.url), github, octokit: github, context, core, exec, glob, io };
  const result = await new AsyncFunction(...Object.keys(args), script)(...Object.values(args));
  const encoding = core.getInput('result-encoding') || 'json';
  if (encoding !== 'json' && encoding !== 'string') throw new Error('"result-encoding" must be either "string" or "json"');
  core.setOutput('result', encoding === 'json' ? JSON.stringify(result) : String(result));
}

function handleError(err: unknown): void {
  console.error(err);
  core.setFailed(`Unhandled error: ${String(err)}`);
}

process.on('unhandledRejection', handleError);
main().catch(handleError);
