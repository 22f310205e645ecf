/**
 * Claude Code's `sandbox` settings block, same keys and meaning, read from `.claude/settings.json` and the
 * `settings` input (later sources win per key; lists are joined), plus the action input `sandbox`.
 */
import { existsSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PermissionRule } from '../permissions/types.js';

/** Input `sandbox`: `auto` sandboxes where it can work, `required` fails the step before any model call where it cannot. */
export const SANDBOX_MODES = ['auto', 'required', 'off'] as const;
export type SandboxMode = (typeof SANDBOX_MODES)[number];

export interface SandboxSettings {
  /** Unset: the input decides (`auto` turns it on where it can work); `false` turns it off under `auto`. */
  enabled?: boolean;
  /** Claude Code's hard failure when the sandbox cannot start: the same as input `sandbox: required`. */
  failIfUnavailable?: boolean;
  /** Default true, and only when `enabled` is set: a sandboxed Bash command needs no allow rule (deny rules still apply). */
  autoAllowBashIfSandboxed?: boolean;
  /** Commands that run outside the sandbox (`docker`, `docker:*`, `npm run e2e *`). */
  excludedCommands: string[];
  /** Accepted for compatibility; nobody can approve an unsandboxed retry in CI, so none is offered. */
  allowUnsandboxedCommands?: boolean;
  network: {
    allowedDomains: string[];
    deniedDomains: string[];
    allowLocalBinding?: boolean;
    allowUnixSockets: string[];
    allowAllUnixSockets?: boolean;
  };
  filesystem: { allowWrite: string[]; denyWrite: string[]; denyRead: string[]; allowRead: string[] };
  ignoreViolations: Record<string, string[]>;
  enableWeakerNestedSandbox?: boolean;
  allowNestedUserNamespaces?: boolean;
  bwrapPath?: string;
  socatPath?: string;
  /** Where each key was set, for messages (`.claude/settings.json sandbox.enabled`). */
  sources: Record<string, string>;
}

export function emptySandboxSettings(): SandboxSettings {
  return {
    excludedCommands: [],
    network: { allowedDomains: [], deniedDomains: [], allowUnixSockets: [] },
    filesystem: { allowWrite: [], denyWrite: [], denyRead: [], allowRead: [] },
    // Keys come from the repository: `__proto__` must be a key like any other.
    ignoreViolations: Object.create(null) as Record<string, string[]>,
    sources: {},
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const describe = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v === 'object' ? 'an object' : typeof v);

/** Claude Code keys this runner accepts without acting on them (macOS-only, or a proxy of one's own). */
const ACCEPTED_UNUSED = new Set([
  'enableWeakerNetworkIsolation',
  'allowAppleEvents',
  'allowPty',
  'enabledPlatforms',
  'ripgrep',
  'credentials',
  'mandatoryDenySearchDepth',
]);
const ACCEPTED_UNUSED_NETWORK = new Set(['allowManagedDomainsOnly', 'allowMachLookup', 'httpProxyPort', 'socksProxyPort']);
const ACCEPTED_UNUSED_FS = new Set(['allowManagedReadPathsOnly']);

/**
 * One source's `sandbox` value applied onto `into`. Each problem names the source and the field; an unknown
 * key is a warning (Claude Code adds keys), a wrong type an error.
 */
export function applySandboxBlock(value: unknown, label: string, into: SandboxSettings, errors: string[], warnings: string[]): void {
  const err = (at: string, msg: string): void => void errors.push(`${label}: sandbox${at}: ${msg}`);
  if (!isRecord(value)) return err('', `expected an object, got ${describe(value)}`);
  const bool = (obj: Record<string, unknown>, key: string, at: string, set: (b: boolean) => void): void => {
    const v = obj[key];
    if (typeof v === 'boolean') {
      set(v);
      into.sources[at] = `${label} sandbox${at}`;
    } else err(at, `expected true or false, got ${describe(v)}`);
  };
  const strings = (v: unknown, at: string, target: string[]): void => {
    if (!Array.isArray(v)) return err(at, `expected an array of strings, got ${describe(v)}`);
    v.forEach((item: unknown, i) => {
      if (typeof item !== 'string' || item.trim() === '') err(`${at}[${i}]`, `expected a non-empty string, got ${describe(item)}`);
      else if (!target.includes(item.trim())) target.push(item.trim());
    });
  };
  const text = (v: unknown, at: string, set: (s: string) => void): void => {
    if (typeof v === 'string' && path.isAbsolute(v)) set(v);
    else err(at, `expected an absolute path, got ${typeof v === 'string' ? `"${v}"` : describe(v)}`);
  };
  for (const [key, v] of Object.entries(value)) {
    const at = `.${key}`;
    switch (key) {
      case 'enabled':
      case 'failIfUnavailable':
      case 'autoAllowBashIfSandboxed':
      case 'allowUnsandboxedCommands':
      case 'enableWeakerNestedSandbox':
      case 'allowNestedUserNamespaces':
        bool(value, key, at, (b) => (into[key] = b));
        break;
      case 'excludedCommands':
        strings(v, at, into.excludedCommands);
        break;
      case 'bwrapPath':
        text(v, at, (s) => (into.bwrapPath = s));
        break;
      case 'socatPath':
        text(v, at, (s) => (into.socatPath = s));
        break;
      case 'ignoreViolations':
        if (!isRecord(v)) err(at, `expected an object of string arrays, got ${describe(v)}`);
        else for (const [pattern, paths] of Object.entries(v)) strings(paths, `${at}.${pattern}`, (into.ignoreViolations[pattern] ??= []));
        break;
      case 'network':
        if (!isRecord(v)) {
          err(at, `expected an object, got ${describe(v)}`);
          break;
        }
        for (const [k, nv] of Object.entries(v)) {
          const nat = `${at}.${k}`;
          if (k === 'allowedDomains' || k === 'deniedDomains' || k === 'allowUnixSockets') strings(nv, nat, into.network[k]);
          else if (k === 'allowLocalBinding') bool(v, k, nat, (b) => (into.network.allowLocalBinding = b));
          else if (k === 'allowAllUnixSockets') bool(v, k, nat, (b) => (into.network.allowAllUnixSockets = b));
          // Only the allowed domains, no asking for others: what a sandboxed command here always gets (nobody can be asked).
          else if (k === 'strictAllowlist') bool(v, k, nat, () => undefined);
          else if (!ACCEPTED_UNUSED_NETWORK.has(k)) warnings.push(`${label}: sandbox${nat}: unknown sandbox setting, ignored`);
          else warnings.push(`${label}: sandbox${nat}: not supported by this runner, ignored`);
        }
        break;
      case 'filesystem':
        if (!isRecord(v)) {
          err(at, `expected an object, got ${describe(v)}`);
          break;
        }
        for (const [k, fv] of Object.entries(v)) {
          const fat = `${at}.${k}`;
          if (k === 'allowWrite' || k === 'denyWrite' || k === 'denyRead' || k === 'allowRead') strings(fv, fat, into.filesystem[k]);
          else if (k === 'disabled')
            // Claude Code's filesystem.disabled lifts the file isolation and keeps the network's; the runner keeps both (narrower).
            warnings.push(
              `${label}: sandbox${fat}: not honoured: sandboxed commands keep their filesystem isolation (use sandbox.enabled: false to run unsandboxed)`,
            );
          else if (!ACCEPTED_UNUSED_FS.has(k)) warnings.push(`${label}: sandbox${fat}: unknown sandbox setting, ignored`);
        }
        break;
      default:
        if (!ACCEPTED_UNUSED.has(key)) warnings.push(`${label}: sandbox${at}: unknown sandbox setting, ignored`);
    }
  }
}

/**
 * A settings path as Claude Code writes it: `//abs` and `/abs` absolute, `~/x` in the home directory, anything else
 * relative to the working directory. A trailing `/**` covers the directory (bubblewrap binds whole directories).
 */
export function resolveSandboxPath(entry: string, cwd: string): string {
  let p = entry.replace(/\/\*\*$/, '') || '/';
  if (p.startsWith('//')) p = p.slice(1);
  else if (p === '~' || p.startsWith('~/')) p = path.join(os.homedir(), p.slice(1));
  return path.resolve(cwd, p);
}

/**
 * Where `Edit(...)`/`Write(...)` allow rules let the file tools write, as sandbox write paths: Claude Code merges
 * them into `allowWrite` so Bash can write where the file tools may. Rules with a glob past the directory
 * (`Edit(src/**\/*.ts)`) add the directory before the first glob.
 */
export function editRuleWritePaths(rules: readonly PermissionRule[], cwd: string): string[] {
  const out: string[] = [];
  for (const rule of rules) {
    if ((rule.tool !== 'Edit' && rule.tool !== 'Write') || rule.specifier === undefined) continue;
    const spec = rule.specifier.startsWith('/') && !rule.specifier.startsWith('//') ? `.${rule.specifier}` : rule.specifier;
    const literal = spec
      .split('/')
      .filter((_, i, parts) => !parts.slice(0, i + 1).some((seg) => /[*?[\]{}]/.test(seg)))
      .join('/');
    if (literal === '' || literal === '.' || (!spec.includes('/') && /[*?[\]{}]/.test(spec))) continue;
    const resolved = resolveSandboxPath(literal, cwd);
    if (!out.includes(resolved)) out.push(resolved);
  }
  return out;
}

/**
 * What the sandbox's library protects in the working directory (its mandatory denials: shell and tool settings, the
 * git hooks and config) and what Claude Code adds for an additional directory (its `.claude` settings, skills, agents,
 * commands and hooks). The library only looks in the working directory, so these are named for each additional one.
 */
export const PROTECTED_IN_WRITABLE_DIR = [
  '.gitconfig',
  '.gitmodules',
  '.bashrc',
  '.bash_profile',
  '.zshrc',
  '.zprofile',
  '.profile',
  '.ripgreprc',
  '.mcp.json',
  '.vscode',
  '.idea',
  '.claude/settings.json',
  '.claude/settings.local.json',
  '.claude/commands',
  '.claude/agents',
  '.claude/skills',
  '.claude/hooks',
];

/**
 * `permissions.additionalDirectories` in the sandbox, as Claude Code's sandbox takes them: writable like the working
 * directory (Claude Code adds them to `allowWrite`), with the same protected paths denied inside each.
 */
export function additionalDirectoryWrites(roots: readonly string[]): { allowWrite: string[]; denyWrite: string[] } {
  const denyWrite: string[] = [];
  for (const root of roots) {
    denyWrite.push(...PROTECTED_IN_WRITABLE_DIR.map((entry) => path.join(root, entry)));
    const dotGit = path.join(root, '.git');
    if (!existsSync(dotGit)) continue;
    if (statSync(dotGit).isDirectory()) denyWrite.push(path.join(dotGit, 'hooks'), path.join(dotGit, 'config'));
    else denyWrite.push(dotGit);
  }
  return { allowWrite: [...roots], denyWrite };
}
