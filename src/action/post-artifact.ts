import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as core from './actions-core.js';
import { artifactPlace, uploadRunArtifact, type ArtifactRunner, type RunArtifact } from '../report/artifacts.js';
import { capturePatch } from '../report/patch.js';
import { createRedactor } from '../report/secrets/redact.js';

/** What the main step saved for this: its files, and where its work is (the checkout, the commit it started from). */
export interface LeftoverWork {
  /** The `files` state: the run's folder's execution_file, transcript and patch. */
  files: { executionFile?: string; transcriptFile?: string; patchFile?: string };
  /** The `work` state, once the run had a checkout; undefined before. */
  work?: { cwd: string; baseCommit: string; exclude: string[] };
}

/**
 * The post step's upload of what the main step could not (a cancelled or crashed job): the patch, captured now from
 * the checkout when the main step died before writing it, the transcript and execution_file, as an artifact named
 * apart (`…-post`). Redacted with the secrets this step holds and every token shape. Never throws.
 */
export async function uploadLeftoverArtifact(
  runner: ArtifactRunner,
  secrets: Readonly<Record<string, string>>,
  left: LeftoverWork,
): Promise<RunArtifact | undefined> {
  const { transcriptFile, executionFile } = left.files;
  if (!transcriptFile) return undefined;
  const dir = path.dirname(transcriptFile);
  const patchFile = left.files.patchFile ?? path.join(dir, 'changes.patch');
  if (!existsSync(patchFile) && left.work) {
    const redact = createRedactor(Object.values(secrets));
    try {
      // `wx`: a new file only; a link someone left in its place is not followed.
      writeFileSync(patchFile, redact(await capturePatch(left.work.cwd, left.work.exclude, left.work.baseCommit)), { flag: 'wx' });
    } catch (error) {
      core.warning(`Post step: the work so far could not be captured as a patch: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const files = [patchFile, transcriptFile, executionFile ?? ''].filter((f) => f !== '' && path.dirname(f) === dir).map((f) => path.basename(f));
  const upload = await uploadRunArtifact(artifactPlace(runner, secrets), dir, files, 'post');
  if ('uploaded' in upload) {
    core.info(`Post step: artifact ${upload.uploaded.name} (${upload.uploaded.files.join(', ')}): ${upload.uploaded.url ?? `id ${upload.uploaded.id}`}`);
    return upload.uploaded;
  }
  core.warning(`Post step: the patch and transcript were not uploaded as an artifact: ${'skipped' in upload ? upload.skipped : upload.failed}`);
  return undefined;
}
