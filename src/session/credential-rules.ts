import { readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { escapeGlob } from '../permissions/path-rules.js';
import type { PermissionRule } from '../permissions/types.js';
import { CREDENTIAL_FILE_ENV_NAMES, CREDENTIAL_FILES } from '../process/env.js';

/** The credential files of a run: what the agent may neither read nor edit, as rules and as paths. */
export interface CredentialFiles {
  /** `Read(...)`/`Edit(...)` deny rules: they bind the file tools, Grep, Glob and the shell's readers alike. */
  rules: PermissionRule[];
  /** The files as they are now, real paths included: the sandbox hides them from every process inside it. */
  paths: string[];
}

/**
 * Hiding a credential variable from the agent's processes does not hide the file it names:
 * google-github-actions/auth writes `gha-creds-*.json` into the workspace, and an AWS web-identity
 * token sits in a file a later step reads. So the runner denies reading and editing them (an
 * overwritten credential file would change who a later step of the job acts as), and the sandbox
 * hides them from commands the rules cannot see into (`python -c 'open(...)'` under bypassPermissions).
 * A variable the workflow hands to the agent with `pass_env` is the author's choice: its file stays.
 */
export function credentialFiles(env: Readonly<Record<string, string | undefined>>, passEnv: readonly string[], cwd: string): CredentialFiles {
  const passed = new Set(passEnv.map((n) => n.trim()));
  const rules: PermissionRule[] = [];
  const paths = new Set<string>();
  const deny = (specifier: string, source: string): void => {
    for (const tool of ['Read', 'Edit']) rules.push({ raw: `${tool}(${specifier})`, tool, specifier, source });
  };
  /** The file and its real path (itself when it is not there yet: its name is still denied). */
  const add = (file: string): string => {
    let real = file;
    try {
      real = realpathSync(file);
    } catch {
      // Not there (yet).
    }
    paths.add(file).add(real);
    return real;
  };
  deny('gha-creds-*.json', 'the runner (credential files of google-github-actions/auth)');
  try {
    for (const name of readdirSync(cwd)) if (CREDENTIAL_FILES.test(name)) add(path.join(cwd, name));
  } catch {
    // No workspace to list: the rule still stands.
  }
  for (const name of CREDENTIAL_FILE_ENV_NAMES) {
    const value = env[name]?.trim();
    if (!value || passed.has(name) || !path.isAbsolute(value)) continue;
    const real = add(value);
    const source = `the runner (the credential file named by ${name})`;
    for (const file of new Set([value, real])) deny(`/${escapeGlob(file)}`, source);
  }
  return { rules, paths: [...paths] };
}
