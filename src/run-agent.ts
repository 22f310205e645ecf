import { realpathSync } from 'node:fs';
import type { RunEvent } from './agent/events.js';
import type { ResultMessage } from './agent/messages.js';
import { resultWithoutRun } from './agent/result.js';
import { runSession } from './agent/session.js';
import { loadRepoConfig, mergePolicy } from './config/load.js';
import { parseSkillInvocation } from './config/skills.js';
import { parseRuleList } from './permissions/rules.js';
import { memorySection } from './prompt/memory.js';
import type { Settings } from './settings.js';

/**
 * Settings and the repository's committed configuration → one agent session. A configuration that
 * cannot be used ends here with a full result (recorded through `sink`), before any model call.
 */
export async function runAgent(settings: Settings, prompt: string, request: string, runDir: string, transcriptPath: string, sink: (event: RunEvent) => void, cancel: AbortSignal): Promise<ResultMessage> {
  const startedAt = Date.now();
  const cwd = realpathSync(settings.workingDirectory);
  const repo = await loadRepoConfig(cwd, settings.settingsInput).catch((error: unknown) => ({ ok: false as const, errors: [`Internal error reading the repository configuration: ${error instanceof Error ? error.message : String(error)}`] }));
  const early = (errors: string[]): ResultMessage => {
    const result = resultWithoutRun(errors, startedAt);
    sink({ kind: 'message', message: result });
    return result;
  };
  if (!repo.ok) return early(repo.errors);
  const merged = mergePolicy(
    { mode: settings.permissionMode, allow: settings.allowedTools, deny: settings.disallowedTools, readOnlyBash: settings.readOnlyBash, workspaceRoot: cwd },
    repo.config.settings.permissions,
  );
  if (!merged.ok) return early(merged.errors);
  const invokedSkill = parseSkillInvocation(request, repo.config.skills);
  // The memory file is the one path the agent may always write, whatever the mode.
  const memoryRules = settings.memoryFile ? parseRuleList(`Edit(./${settings.memoryFile}), Write(./${settings.memoryFile})`, 'input memory_file').rules : [];
  const policy = { ...merged.policy, allow: [...merged.policy.allow, ...memoryRules] };
  return runSession(
    {
      cwd,
      tempDir: runDir,
      transcriptPath,
      model: settings.model,
      effort: settings.effort,
      maxTurns: settings.maxTurns,
      maxBudgetUsd: settings.maxBudgetUsd,
      maxOutputTokens: settings.maxOutputTokens,
      timeoutMs: settings.timeoutMs,
      policy,
      passEnv: settings.passEnv,
      baseEnv: process.env,
      appendSystemPrompt: settings.appendSystemPrompt,
      prompt,
      userRequest: request,
      ...(invokedSkill ? { invokedSkill } : {}),
      jsonSchema: settings.jsonSchema,
      pricing: settings.pricing,
      provider: settings.provider,
      retries: 2,
      repo: repo.config,
      mcpConfigInput: settings.mcpConfig,
      mcpToolTimeoutMs: settings.mcpToolTimeoutMs,
      compactAtTokens: settings.compactAtTokens,
      memorySection: settings.memoryFile ? await memorySection(cwd, settings.memoryFile) : undefined,
    },
    sink,
    cancel,
  );
}
