import { attributionOf } from './runner-keys.js';
import { loadRepoSettings } from './settings-file.js';

export type Attribution = { commit?: string; pr?: string };

/**
 * The settings' `attribution` for the runner's own commits and pull requests, read from the files the run reads (after
 * the trigger has restored configuration from a PR's base). A settings file that does not load gives none: the session
 * reports its errors.
 */
export async function loadAttribution(cwd: string, settingsInput: string | undefined): Promise<Attribution | undefined> {
  const loaded = await loadRepoSettings({ cwd, ...(settingsInput !== undefined ? { settingsInput } : {}) }).catch(() => undefined);
  return loaded?.ok ? attributionOf(loaded.settings.runner) : undefined;
}
