import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DefaultArtifactClient } from '@actions/artifact';

/**
 * Downloads artifact `id` with the official client into a new temporary folder (named from `prefix`), as
 * actions/download-artifact does in a later step of the same job: the client reads its service and token from the environment.
 */
export async function downloadArtifact(service: { url: string }, token: string, id: number, prefix: string): Promise<string> {
  const into = mkdtempSync(path.join(os.tmpdir(), prefix));
  process.env.ACTIONS_RUNTIME_TOKEN = token;
  process.env.ACTIONS_RESULTS_URL = service.url;
  try {
    await new DefaultArtifactClient().downloadArtifact(id, { path: into });
  } finally {
    delete process.env.ACTIONS_RUNTIME_TOKEN;
    delete process.env.ACTIONS_RESULTS_URL;
  }
  return into;
}
