import { lstatSync } from 'node:fs';
import path from 'node:path';
import type { ArtifactLink } from './delivery.js';

/**
 * The run's work as a workflow artifact: the patch and the transcript (and execution_file), uploaded with the official
 * `@actions/artifact` client to the job's artifact service, so a reader of the comment or the summary can download
 * them (a runner-local path is nobody's to open). Every run that reached the agent uploads; a stopped one needs it most.
 */

/** What the runner hands a step for artifacts (ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL); absent outside a hosted runner. */
export interface ArtifactRuntime {
  token: string;
  resultsUrl: string;
}

/** Where the artifact goes and how it is named and linked. */
export interface ArtifactPlace {
  runtime: ArtifactRuntime | undefined;
  /** GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID: the artifact's page on GitHub. */
  serverUrl: string;
  repository: string | undefined;
  runId: string | undefined;
  /** GITHUB_JOB, GITHUB_ACTION (the step), GITHUB_RUN_ATTEMPT: with the job run's id, a name no other job or step of the run has. */
  job: string | undefined;
  step: string | undefined;
  runAttempt: string | undefined;
}

/** An uploaded artifact: the one field of the run's report data the comment and the summary link. */
export interface RunArtifact {
  name: string;
  id: number;
  /** `https://github.com/OWNER/REPO/actions/runs/RUN_ID/artifacts/ARTIFACT_ID`; undefined when the run is unknown. */
  url: string | undefined;
  /** The files inside (their names in the archive). */
  files: string[];
}

export type ArtifactUpload = { uploaded: RunArtifact } | { skipped: string } | { failed: string };

/** The job run's backend id from the runtime token's `scp` claim (`Actions.Results:<run>:<job>`), as @actions/artifact reads it. */
export function jobRunIdOf(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { scp?: unknown };
    if (typeof payload.scp !== 'string') return undefined;
    for (const scope of payload.scp.split(' ')) {
      const parts = scope.split(':');
      if (parts[0] === 'Actions.Results' && parts.length === 3) return parts[2];
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** Letters, digits, `.`, `_` and `-` only, at most `max`: a workflow's job or step id never shapes the name beyond that. */
const slug = (text: string, max: number): string =>
  text
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, max);

/**
 * A step without `id:` gets GITHUB_ACTION `__<owner>_<repo>` from the runner (`__<owner>_<repo>_2` for the second such
 * step in the job): the action's own name again in the artifact's name. Only the ordinal is kept (`step2`); the job
 * run id keeps the name unique.
 */
function stepPart(step: string): string {
  if (!step.startsWith('__')) return step;
  const ordinal = /_(\d+)$/.exec(step);
  return ordinal ? `step${ordinal[1]}` : '';
}

/**
 * `agent-runner-<job>-<step>-<attempt>-<job run>`: unique per job, step and attempt, and per matrix leg (matrix jobs share
 * GITHUB_JOB; each has its own job run id in the runtime token). Never `agent-result-*`, the matrix example's own artifacts.
 * Nothing the model chose is in it.
 */
export function artifactName(place: ArtifactPlace, jobRunId: string | undefined, suffix = ''): string {
  const parts = [
    'agent-runner',
    slug(place.job ?? '', 40),
    slug(stepPart(place.step ?? ''), 40),
    place.runAttempt && /^\d+$/.test(place.runAttempt) ? `attempt${place.runAttempt}` : '',
    slug(jobRunId ?? '', 8),
    suffix,
  ].filter((p) => p !== '');
  return parts.join('-');
}

/**
 * A file the runner wrote itself: a regular file with one link. A tool that can reach the run's folder and swaps a file
 * for a symbolic or hard link to something else (a credential file) gets nothing uploaded through it.
 */
function ownFile(file: string): boolean {
  try {
    const stat = lstatSync(file);
    return stat.isFile() && stat.nlink === 1;
  } catch {
    return false;
  }
}

/** The artifact's page on GitHub (its download), from the runner's own values only. */
export function artifactUrl(place: ArtifactPlace, id: number): string | undefined {
  if (!place.repository || !place.runId || !/^[\w.-]+\/[\w.-]+$/.test(place.repository) || !/^\d+$/.test(place.runId)) return undefined;
  return `${place.serverUrl.replace(/\/+$/, '')}/${place.repository}/actions/runs/${place.runId}/artifacts/${id}`;
}

/**
 * Uploads the files that exist (all in `dir`) as one zip artifact. Never throws: no runtime token (a local host such as
 * @github/local-action) is `skipped`, a refusal or outage `failed`, each with the reason for a warning.
 */
export async function uploadRunArtifact(place: ArtifactPlace, dir: string, files: readonly string[], suffix = ''): Promise<ArtifactUpload> {
  if (!place.runtime) return { skipped: 'this host gives the step no ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL (not a GitHub-hosted or self-hosted runner)' };
  const present = files.filter((name) => ownFile(path.join(dir, name)));
  if (present.length === 0) return { skipped: 'no patch or transcript was written' };
  const name = artifactName(place, jobRunIdOf(place.runtime.token), suffix);
  try {
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const { id } = await withRuntime(place.runtime, () =>
      new DefaultArtifactClient().uploadArtifact(
        name,
        present.map((file) => path.join(dir, file)),
        dir,
      ),
    );
    if (id === undefined) return { failed: `the artifact service returned no id for ${name}` };
    return { uploaded: { name, id, url: artifactUrl(place, id), files: present } };
  } catch (error) {
    return { failed: `${name}: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/**
 * @actions/artifact reads the runtime token and the service's address from process.env only; the step holds them
 * sealed (no tool may read them). They are there for the upload and gone after it; the agent's processes have ended by
 * then, and a process started later gets an environment built without them.
 */
async function withRuntime<T>(runtime: ArtifactRuntime, upload: () => Promise<T>): Promise<T> {
  process.env.ACTIONS_RUNTIME_TOKEN = runtime.token;
  process.env.ACTIONS_RESULTS_URL = runtime.resultsUrl;
  try {
    return await upload();
  } finally {
    delete process.env.ACTIONS_RUNTIME_TOKEN;
    delete process.env.ACTIONS_RESULTS_URL;
  }
}

/** The runner's values a place is made of: GITHUB_SERVER_URL, _REPOSITORY, _RUN_ID, _JOB, _ACTION, _RUN_ATTEMPT. */
export interface ArtifactRunner {
  serverUrl: string;
  repository: string | undefined;
  runId: string | undefined;
  job: string | undefined;
  step?: string | undefined;
  runAttempt?: string | undefined;
}

/** The place from the runner's values and the sealed runtime pair (absent on a host that gives none). */
export function artifactPlace(runner: ArtifactRunner, secrets: Readonly<Record<string, string>>): ArtifactPlace {
  const token = secrets.ACTIONS_RUNTIME_TOKEN ?? '';
  const resultsUrl = secrets.ACTIONS_RESULTS_URL ?? '';
  return {
    runtime: token !== '' && resultsUrl !== '' ? { token, resultsUrl } : undefined,
    serverUrl: runner.serverUrl,
    repository: runner.repository,
    runId: runner.runId,
    job: runner.job,
    step: runner.step,
    runAttempt: runner.runAttempt,
  };
}

/** The artifact as the report links it (the delivery's `artifacts`); none when it was not uploaded or has no page. */
export function artifactLinks(artifact: RunArtifact | undefined): ArtifactLink[] | undefined {
  return artifact?.url ? [{ name: artifact.name, url: artifact.url }] : undefined;
}
