import { readConfigText } from './read-text.js';

/** A JSON object, as a plugin's and a marketplace's files hold them. */
export type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The JSON object in `file` (a BOM is dropped); an error names it by `label`, and says whether the file is missing. */
export async function readJson(file: string, label: string): Promise<{ ok: true; json: Json; text: string } | { ok: false; error: string; missing: boolean }> {
  const read = await readConfigText(file);
  if (!read.ok) return { ok: false, error: `${label}: cannot be read (${read.error})`, missing: read.missing };
  try {
    const json: unknown = JSON.parse(read.text.replace(/^\uFEFF/, ''));
    return isObject(json) ? { ok: true, json, text: read.text } : { ok: false, error: `${label}: expected a JSON object`, missing: false };
  } catch (error) {
    return { ok: false, error: `${label}: invalid JSON (${(error as Error).message})`, missing: false };
  }
}
