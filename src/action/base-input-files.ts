import { parseJsonSchema, type Settings } from '../settings.js';

/**
 * The `json_schema` input's file is read with the inputs, before the trigger knows the run is on a pull
 * request and puts the base commit's version of that file in place (src/trigger/base-config.ts). On a
 * PR run it is read again, so the schema the answer must match is the base's, not the PR's.
 */
export function withBaseInputFiles(settings: Settings, pullRequest: boolean): { ok: true; settings: Settings } | { ok: false; errors: string[] } {
  if (!pullRequest || settings.jsonSchemaFile === undefined) return { ok: true, settings };
  const errors: string[] = [];
  const jsonSchema = parseJsonSchema(settings.jsonSchemaFile, settings.workingDirectory, errors);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, settings: { ...settings, jsonSchema } };
}
