import { git } from '../git/git.js';
import type { Settings } from '../settings.js';
import { isConfigPath } from '../trigger/base-config.js';

/** The inputs that name configuration files in the checkout (the trigger restores them from a PR's base). */
export function configInputsOf(settings: Settings): string[] {
  return [settings.settingsInput, settings.mcpConfig, settings.jsonSchemaFile].filter((input) => input !== undefined);
}

/** One file's part of a `git diff` and the paths it names (both sides). */
interface FilePart {
  text: string;
  paths: string[];
}

/** The patch cut per file; undefined when a header does not parse (quoted names are kept whole as git writes them). */
function fileParts(patch: string): FilePart[] | undefined {
  const parts = patch.split(/^(?=diff --git )/m).filter((part) => part.trim() !== '');
  const parsed = parts.map((text) => {
    const header = /^diff --git a\/(\S+) b\/(\S+)$/m.exec(text);
    return header ? { text, paths: [header[1] ?? '', header[2] ?? ''] } : undefined;
  });
  return parsed.every((part) => part !== undefined) ? parsed : undefined;
}

/**
 * Re-applies a saved session's changes on the checkout as it is now (the then-current head). Configuration the run
 * obeys is never taken from a saved patch: on a resumed run it comes from where it always does (the commit, the PR's
 * base), so the files `isConfigPath` names and those the configuration inputs name are left out and listed. Nothing
 * is applied unless all of the rest applies.
 */
export async function reapplyChanges(
  cwd: string,
  patch: string,
  configInputs: readonly string[],
): Promise<{ ok: true; skipped: string[] } | { ok: false; error: string }> {
  if (patch.trim() === '') return { ok: true, skipped: [] };
  const parts = fileParts(patch);
  if (!parts) return { ok: false, error: 'the saved patch does not parse' };
  const isConfig = (p: string): boolean => isConfigPath(p) || configInputs.some((input) => input.replace(/^\.\//, '') === p);
  const kept = parts.filter((part) => !part.paths.some(isConfig));
  const skipped = [...new Set(parts.filter((part) => part.paths.some(isConfig)).flatMap((part) => part.paths.filter(isConfig)))];
  if (kept.length === 0) return { ok: true, skipped };
  const input = Buffer.from(kept.map((part) => part.text).join(''));
  // A work tree that already holds them (a runner that keeps its workspace between jobs) needs nothing applied.
  const already = await git(cwd, ['apply', '--check', '--reverse', '--whitespace=nowarn', '-'], { input }).then(
    () => true,
    () => false,
  );
  if (already) return { ok: true, skipped };
  try {
    await git(cwd, ['apply', '--check', '--whitespace=nowarn', '-'], { input });
    await git(cwd, ['apply', '--whitespace=nowarn', '-'], { input });
    return { ok: true, skipped };
  } catch (error) {
    const message = error instanceof Error ? ((error as { stderr?: string }).stderr ?? error.message) : String(error);
    return { ok: false, error: message.trim().split('\n').slice(0, 3).join('; ') };
  }
}
