import type { AgentMemoryRoots } from '../agent/agent-memory.js';
import type { RepoConfig } from '../config/load.js';
import type { Settings } from '../settings.js';
import type { Skill } from '../config/skills.js';
import type { AgentDefinition } from '../config/agents.js';
import type { ProviderClientOptions } from '../model/provider.js';
import type { PermissionPolicy } from '../permissions/types.js';
import type { SandboxStatus, ToolSandbox } from '../sandbox/index.js';
import type { AnyTool } from '../tools/types.js';
import type { ModelPort } from '../agent/model-port.js';
import type { ContextTuning } from '../agent/context/index.js';
import type { CommandBridge } from '../tools/bash.js';
import type { Verifier } from '../verify/verifier.js';
import type { SessionCheckpoint } from './checkpoint.js';

/** The parsed settings the session reads as they are (one type from the action's inputs to here, nothing copied by hand). */
// biome-ignore format: a table, kept one line per group of entries
export const SESSION_SETTINGS = ['model', 'effort', 'maxTurns', 'maxBudgetUsd', 'maxOutputTokens', 'timeoutMs', 'passEnv', 'jsonSchema', 'pricing', 'provider', 'mcpToolTimeoutMs', 'compactAtTokens'] as const;

export interface SessionConfig extends Pick<Settings, (typeof SESSION_SETTINGS)[number]> {
  cwd: string;
  tempDir: string;
  transcriptPath: string;
  policy: PermissionPolicy;
  /** The runner's environment: tools, hooks and MCP servers get a scrubbed copy, never this. */
  baseEnv: NodeJS.ProcessEnv;
  appendSystemPrompt: string;
  /** The first user message (the task, event data fenced). */
  prompt: string;
  /** The user's request as they wrote it (UserPromptSubmit's `prompt`); default `prompt`. */
  userRequest?: string;
  /** A task starting with `/<skill> args` runs that skill directly. */
  invokedSkill?: { skill: Skill; args: string };
  /** Vertex only: an authenticated auth client instead of Application Default Credentials. */
  vertexAuthClient?: ProviderClientOptions['vertexAuthClient'];
  /** Workload identity federation: where OIDC tokens come from, who masks the access tokens. */
  federation?: ProviderClientOptions['federation'];
  /** Attempts per model call for failures the SDK does not retry itself (dropped streams). */
  retries: number;
  repo: RepoConfig;
  mcpConfigInput: string | undefined;
  /** The context manager's thresholds beyond compact_at_tokens; default its own. */
  contextTuning?: ContextTuning;
  /** The `memory_file` section, rendered; its path is writable through an allow rule the caller adds. */
  memorySection: string | undefined;
  /** Bash, hooks and stdio MCP servers run inside it when there is one; the status goes into the result. */
  sandbox?: { tools?: ToolSandbox; status: SandboxStatus };
  /**
   * Awaited before the session's first process of any kind (a tool call, a hook, an MCP server): the runner's
   * preparation (the checkout's credentials taken out) and the workspace snapshot the run's audit compares against,
   * both done once the first model request is on its way unless one of them comes first.
   */
  beforeFirstProcess?: () => Promise<void>;
  /** The settings' `agent`: the main thread offers only that agent's tools (src/session/main-agent.ts). */
  mainAgent?: AgentDefinition;
  /** The settings' additional directories, checked (src/session/extra-dirs.ts): the file tools reach them too. */
  extraRoots?: readonly string[];
  /** Where agents with `memory` keep it (src/agent/agent-memory.ts); a user-scope folder is among `extraRoots`. */
  agentMemory?: AgentMemoryRoots;
  /** The small fast model (WebFetch's reader, hooks without a `model`) from the settings' env; default Claude Code's haiku. */
  smallFastModel?: string;
  /** false: the main loop without extended thinking (settings `alwaysThinkingEnabled: false`). */
  thinking?: boolean;
  /** Bash's timeouts from the settings' env (src/session/runner-choice.ts). */
  bashLimits?: { defaultMs?: number; maxMs?: number; maxOutputChars?: number };
  /** MCP servers' start timeout and result cap from the settings' env (the call timeout is `mcpToolTimeoutMs`). */
  mcpLimits?: { connectMs?: number; maxResultChars?: number };
  /** Tools the runner adds that run in its own process (the GitHub operations): offered before MCP's, which cannot shadow them. */
  runnerTools?: AnyTool[];
  /** gh commands Bash hands to the runner (src/github-tools/gh-bridge.ts) rather than spawning. */
  bashBridge?: CommandBridge;
  /** Wraps the main loop's model port (the context bench measures every call there); default the port as built. */
  modelPort?: (port: ModelPort) => ModelPort;
  /** The runner's own check before and after the agent (src/verify/). */
  verify?: Verifier;
  /** A person's reply resumes the session (src/session/checkpoint.ts); on a resumed run, the state it continues from. */
  checkpoint?: SessionCheckpoint;
}
