import type { AgentMemoryRoots } from '../agent/agent-memory.js';
import type { EventSink } from '../agent/events.js';
import type { AgentDefinition } from '../config/agents.js';
import { loadRepoConfig, mergePolicy, type RepoConfig } from '../config/load.js';
import { parseSkillInvocation, type Skill } from '../config/skills.js';
import { decide } from '../permissions/decide.js';
import { parseRuleList } from '../permissions/rules.js';
import type { PermissionPolicy } from '../permissions/types.js';
import type { RunPowers } from '../powers/grants.js';
import { memorySection } from '../prompt/memory.js';
import type { Settings } from '../settings.js';
import { readOnlyConfinement } from '../tools/read-only-jail.js';
import { agentMemoryRoots, memoryExtraRoots, withMainAgentMemory } from './agent-memory-wiring.js';
import { credentialFiles } from './credential-rules.js';
import { additionalDirectories } from './extra-dirs.js';
import { mainAgentFor } from './main-agent.js';
import { chooseRunnerSettings, type RunnerChoice } from './runner-choice.js';
import { gateRepoConfig, readGate } from './shown-files.js';

/** What the configuration step reads: the session's place and the runner's own say in it. */
export interface ConfigurationInputs {
  settings: Settings;
  /** The checkout, its real path. */
  cwd: string;
  runDir: string;
  /** The runner's environment (credential files it names are denied). */
  env: NodeJS.ProcessEnv;
  /** The user's request as written: a `/skill` invocation is read from it. */
  request: string;
  configCommit: string | undefined;
  /** What the system prompt says of a GitHub tool when the rules allow it; the powers told which rules grant writes. */
  github: { systemNote?: { tool: string; text: string }; powers?: RunPowers } | undefined;
  emit: EventSink;
}

/**
 * The session's configuration: the repository's committed setup under the workflow's inputs, the one policy the run is
 * held to, and what the main thread is (its model, agent, prompt additions). Every field the later steps read is here.
 */
export interface SessionConfiguration {
  cwd: string;
  /** The repository's configuration, what the runner shows passed through the Read decision; the warnings of every step. */
  repo: RepoConfig;
  policy: PermissionPolicy;
  /** The settings' model, effort, env and limits that act on the runner, under the inputs the workflow set. */
  choice: RunnerChoice;
  /** The main thread's model (the settings' `agent` may choose it). */
  model: string;
  /** The settings' `agent`: the main thread offers only that agent's tools (src/session/main-agent.ts). */
  mainAgent?: AgentDefinition;
  appendSystemPrompt: string;
  /** A task starting with `/<skill> args` runs that skill directly. */
  invokedSkill?: { skill: Skill; args: string };
  /** The `memory_file` section, rendered once read (it is read beside the sandbox's start). */
  memorySection: Promise<string | undefined>;
  /** The settings' additional directories and the agents' user-scope memory: the file tools reach them too. */
  extraRoots: string[];
  /** Where agents with `memory` keep it (src/agent/agent-memory.ts). */
  agentMemory: AgentMemoryRoots;
  /** What the sandbox reaches beyond the workspace, and the credential files it hides. */
  sandboxRoots: { extra: string[]; denyRead: string[] };
}

/**
 * Reads the repository's configuration and resolves it under the workflow's inputs. A configuration that cannot be
 * used is `errors`: the session ends with them before any model call.
 */
export async function readConfiguration(
  inputs: ConfigurationInputs,
): Promise<{ ok: true; configuration: SessionConfiguration } | { ok: false; errors: string[] }> {
  const { settings, cwd, emit } = inputs;
  // Plugins' git marketplaces are cloned with the job's token (github.com only), before any agent process exists.
  const auth = settings.github.auth;
  const githubToken = auth.kind === 'token' ? auth.token : auth.kind === 'claude_app' ? auth.fallback : undefined;
  const pluginInputs = { ...settings.plugins, runDir: inputs.runDir, ...(githubToken ? { githubToken } : {}) };
  const repo = await loadRepoConfig(cwd, settings.settingsInput, pluginInputs, inputs.configCommit).catch((error: unknown) => ({
    ok: false as const,
    errors: [`Internal error reading the repository configuration: ${error instanceof Error ? error.message : String(error)}`],
  }));
  if (!repo.ok) return repo;
  // The settings' model, effortLevel and env that act on the runner, under the inputs the workflow set.
  const choice = chooseRunnerSettings(settings, repo.config.settings);
  const merged = mergePolicy(
    {
      mode: settings.permissionMode,
      fallbackMode: settings.fallbackPermissionMode,
      allow: settings.allowedTools,
      deny: settings.disallowedTools,
      readOnlyBash: settings.readOnlyBash,
      workspaceRoot: cwd,
    },
    repo.config.settings.permissions,
  );
  if (!merged.ok) return merged;
  for (const text of merged.warnings) emit({ kind: 'log', level: 'warning', text });
  // The memory file is the one path the agent may always write, whatever the mode.
  const memoryRules = settings.memoryFile ? parseRuleList(`Edit(./${settings.memoryFile}), Write(./${settings.memoryFile})`, 'input memory_file').rules : [];
  const credentials = credentialFiles(inputs.env, settings.passEnv, cwd);
  const confinement = readOnlyConfinement(settings.sandbox, (text) => emit({ kind: 'log', level: 'info', text }));
  // The settings' `agent`: the main thread as that agent (its model, tools, mode and prompt), never wider than the workflow.
  const memoryRoots = agentMemoryRoots(cwd, inputs.env);
  const asAgent = mainAgentFor(repo.config.settings, repo.config.agents, {
    model: choice.model,
    modelGiven: settings.given.model,
    aliases: choice.aliases,
    toProviderModel: choice.toProviderModel,
    policy: {
      ...merged.policy,
      allow: [...merged.policy.allow, ...memoryRules],
      deny: [...merged.policy.deny, ...credentials.rules],
      readOnlyConfinement: confinement,
    },
  });
  const main = await withMainAgentMemory(asAgent, memoryRoots);
  const policy = main.policy;
  // Only rules that name a command or tool exactly grant a GitHub write beyond the run's thread (src/powers).
  inputs.github?.powers?.setAllowRules(policy.allow);
  const extra = additionalDirectories(repo.config.settings.permissions.additionalDirectories, cwd);
  const configured = {
    ...repo.config,
    settings: { ...repo.config.settings, env: choice.toolEnv },
    warnings: [...repo.config.warnings, ...choice.warnings, ...main.warnings, ...extra.warnings],
  };
  // How to review is said only to a run whose rules let it leave review comments (a fix on a PR is not asked to review it).
  const note = inputs.github?.systemNote;
  const githubNote = note && decide(policy, note.tool, {}).behavior === 'allow' ? note.text : undefined;
  // The same decision lets ReportFindings' findings become the review's inline comments (src/github-tools/index.ts).
  inputs.github?.powers?.setReviewAllowed(githubNote !== undefined);
  // What the runner shows the model itself passes the Read decision, as the model's own Read would.
  const gate = readGate(
    policy,
    repo.config.plugins.map((plugin) => plugin.root),
  );
  const repoConfig = gateRepoConfig(configured, gate, cwd);
  const invokedSkill = parseSkillInvocation(inputs.request, repoConfig.skills);
  return {
    ok: true,
    configuration: {
      cwd,
      repo: repoConfig,
      policy,
      choice,
      model: main.model,
      ...(main.agent ? { mainAgent: main.agent } : {}),
      appendSystemPrompt: [settings.appendSystemPrompt, githubNote, main.systemPrompt, choice.languageNote]
        .filter((text) => text !== undefined && text !== '')
        .join('\n\n'),
      ...(invokedSkill ? { invokedSkill } : {}),
      memorySection: settings.memoryFile ? memorySection(cwd, settings.memoryFile, gate) : Promise.resolve(undefined),
      extraRoots: [...extra.roots, ...memoryExtraRoots(repoConfig.agents, memoryRoots)],
      agentMemory: memoryRoots,
      sandboxRoots: { extra: extra.roots, denyRead: credentials.paths },
    },
  };
}
