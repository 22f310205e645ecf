import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { RepoConfig } from '../config/load.js';
import { decide } from '../permissions/decide.js';
import { isInside } from '../permissions/read-only-commands.js';
import type { PermissionPolicy } from '../permissions/types.js';

/**
 * Files the runner itself puts in front of the model (CLAUDE.md and what it imports, nested CLAUDE.md
 * files, skill and agent files) pass the decision a Read of them would get: deny rules, links and the
 * workspace bound. Otherwise a nested CLAUDE.md importing a Read-denied credential file, or a SKILL.md
 * linked to one, would deliver it as "instructions". Returns why a file may not be shown, or undefined.
 */
export type ShowGate = (file: string) => string | undefined;

/** `pluginRoots`: folders of the plugins the configuration enabled (fetched into the run's folder), shown like the workspace. */
export function readGate(policy: PermissionPolicy, pluginRoots: readonly string[] = []): ShowGate {
  let root = policy.workspaceRoot;
  try {
    root = realpathSync(root);
  } catch {
    // A workspace that cannot be resolved: the lexical bound still applies.
  }
  const roots = [
    root,
    ...pluginRoots.map((plugin) => {
      try {
        return realpathSync(plugin);
      } catch {
        return plugin;
      }
    }),
  ];
  return (file) => {
    let real: string;
    try {
      real = realpathSync(file);
    } catch {
      return 'it cannot be resolved';
    }
    if (!roots.some((r) => isInside(r, real))) return `it leads outside the working directory (${real})`;
    for (const target of new Set([file, real])) {
      const decision = decide(policy, 'Read', { file_path: target });
      if (decision.behavior !== 'allow') return decision.rule !== undefined ? `the deny rule "${decision.rule}" covers it` : 'a Read of it is not allowed';
    }
    return undefined;
  };
}

/** The repository configuration without the files a Read could not see, and a warning naming each. */
export function gateRepoConfig(repo: RepoConfig, gate: ShowGate, cwd: string): RepoConfig {
  const warnings: string[] = [];
  const shown = (file: string, label: string, what: string): boolean => {
    const why = gate(file);
    if (why !== undefined) warnings.push(`${label}: ${what} not given to the model: ${why}`);
    return why === undefined;
  };
  const files = repo.memory.files.filter((f) => shown(f.path, f.label, f.importedFrom ? `imported by ${f.importedFrom},` : 'project instructions'));
  const skills = repo.skills.filter((s) => shown(s.file, path.relative(cwd, s.file), 'skill'));
  const agents = repo.agents.filter((a) => a.source === 'built-in' || shown(path.resolve(cwd, a.source), a.source, 'agent'));
  return { ...repo, memory: { ...repo.memory, files }, skills, agents, warnings: [...repo.warnings, ...warnings] };
}
