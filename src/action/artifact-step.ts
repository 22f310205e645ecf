import path from 'node:path';
import * as core from './actions-core.js';
import { uploadRunArtifact, type RunArtifact } from '../report/artifacts.js';
import type { Step } from './step.js';

/**
 * The step's artifact: the patch, the transcript and execution_file, uploaded once the report has written them. What
 * happened is saved for the post step (`artifact`), which uploads only when this step never got that far (a cancelled
 * or crashed job). A host without the artifact service, or a refusal, is a warning: the run still reports.
 */
export async function uploadStepArtifact(step: Step): Promise<RunArtifact | undefined> {
  if (!step.artifactPlace) return undefined;
  const files = [step.files.patchFile, step.files.transcriptFile, step.files.executionFile].map((file) => path.basename(file));
  const upload = await uploadRunArtifact(step.artifactPlace, step.runDir, files);
  step.fileCommands.write(() => core.saveState('artifact', JSON.stringify('uploaded' in upload ? upload.uploaded : { notUploaded: true })));
  if ('uploaded' in upload) {
    core.info(`Artifact ${upload.uploaded.name} (${upload.uploaded.files.join(', ')}): ${upload.uploaded.url ?? `id ${upload.uploaded.id}`}`);
    return upload.uploaded;
  }
  core.warning(step.redact(`The patch and transcript were not uploaded as an artifact: ${'skipped' in upload ? upload.skipped : upload.failed}`));
  return undefined;
}
