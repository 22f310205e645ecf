import type Anthropic from '@anthropic-ai/sdk';
import { modelPortFor, type ModelPort } from '../agent/model-port.js';
import { renderMemory } from '../config/claude-md.js';
import { renderSkillListing } from '../config/skills.js';
import type { McpServerStatus } from '../mcp/index.js';
import { createProviderClient, type ProviderClientOptions } from '../model/provider.js';
import { buildSystemPrompt } from '../prompt/system.js';
import type { Settings } from '../settings.js';
import type { SessionConfiguration } from './configuration.js';
import type { ModelTransport } from './request-env.js';
import { mcpInstructionsSection } from './mcp-extras.js';
import { skillListingLimits } from '../config/skill-listing.js';

/** Attempts per model call for failures the SDK does not retry itself (dropped streams). */
const MODEL_RETRIES = 2;

/**
 * The provider's client and the main loop's port on it. Every retry is ours, none hidden in the SDK, so each shows as
 * an api_retry line; an HTTP error gets as many attempts as the SDK's 3 tries times ours used to give. The settings'
 * `env` may set a request's timeout (API_TIMEOUT_MS), the retries (CLAUDE_CODE_MAX_RETRIES: an HTTP error's and a
 * dropped stream's, at most MODEL_RETRIES for the latter) and leave out the interleaved-thinking beta, as 2.1.332 does.
 */
export async function sessionModel(
  settings: Settings,
  parts: {
    vertexAuthClient?: ProviderClientOptions['vertexAuthClient'];
    federation?: ProviderClientOptions['federation'];
    /** Wraps the port as built (the bench measures every call there). */
    modelPort?: (port: ModelPort) => ModelPort;
  },
  transport: ModelTransport = {},
  /** Settings' `modelOverrides` (model-overrides.ts). */
  wireModel?: (model: string) => string,
): Promise<ModelPort> {
  const client = await createProviderClient(settings.provider, {
    maxRetries: 0,
    timeoutMs: transport.timeoutMs ?? 10 * 60_000,
    ...(parts.vertexAuthClient ? { vertexAuthClient: parts.vertexAuthClient } : {}),
    ...(parts.federation ? { federation: parts.federation } : {}),
  });
  const built = modelPortFor(client, {
    retries: Math.min(MODEL_RETRIES, transport.maxRetries ?? MODEL_RETRIES),
    httpRetries: transport.maxRetries ?? (MODEL_RETRIES + 1) * 3 - 1,
    ...(transport.interleavedThinking === false ? { interleavedThinking: false as const } : {}),
    ...(transport.experimentalBetas === false ? { experimentalBetas: false as const } : {}),
    idleTimeoutMs: 5 * 60_000,
    countsTokens: client.countsTokens,
    provider: settings.provider.provider,
    ...(wireModel ? { wireModel } : {}),
  });
  return parts.modelPort ? parts.modelPort(built) : built;
}

/** The main thread's system prompt: the runner's own, the repository's memory and skills, MCP servers' instructions, the additions. */
export function sessionSystemPrompt(inputs: {
  settings: Settings;
  configuration: SessionConfiguration;
  /** The `memory_file` section, read. */
  memorySection: string | undefined;
  mcpServers: readonly McpServerStatus[];
  warn: (text: string) => void;
  /** The model's context window in tokens: the skill listing's budget is a share of it. */
  contextWindow: number;
}): Anthropic.TextBlockParam[] {
  const { settings, configuration: config, memorySection } = inputs;
  return buildSystemPrompt({
    cwd: config.cwd,
    platform: process.platform,
    date: new Date().toISOString().slice(0, 10),
    model: config.model,
    projectMemory: renderMemory(config.repo.memory.files),
    skillListing: renderSkillListing(
      config.repo.skills,
      skillListingLimits(config.repo.settings.skillListing, inputs.contextWindow, config.choice.skillListingBudget),
    ),
    mcpInstructions: mcpInstructionsSection(inputs.mcpServers, inputs.warn),
    ...(memorySection ? { memory: memorySection } : {}),
    ...(settings.jsonSchema ? { jsonSchema: settings.jsonSchema } : {}),
    append: config.appendSystemPrompt,
  });
}
