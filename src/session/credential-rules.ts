import { readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { PermissionRule } from '../permissions/types.js';
import { CREDENTIAL_FILE_ENV_NAMES } from '../process/env.js';

const escapeGlob = (p: string): string => p.replace(/[\\*?[\]{}()!+@]/g, '\\$&');
const GHA_CREDS = /^gha-creds-[^/]*\.json$/;

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
  const add = (file: string): void => {
    paths.add(file);
    try {
      paths.add(realpathSync(file));
    } catch {
      // Not there (yet): its name is still denied.
    }
  };
  deny('gha-creds-*.json', 'the runner (credential files of google-github-actions/auth)');
  try {
    for (const name of readdirSync(cwd)) if (GHA_CREDS.test(name)) add(path.join(cwd, name));
  } catch {
    // No workspace to list: the rule still stands.
  }
  for (const name of CREDENTIAL_FILE_ENV_NAMES) {
    const value = env[name]?.trim();
    if (!value || passed.has(name) || !path.isAbsolute(value)) continue;
    add(value);
    const source = `the runner (the credential file named by ${name})`;
    for (const file of new Set([value, realOf(value) ?? value])) deny(`/${escapeGlob(file)}`, source);
  }
  return { rules, paths: [...paths] };
}

function realOf(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}
