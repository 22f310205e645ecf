/** Claude Code's permission modes. In CI nobody can answer a prompt, so `default` behaves as `dontAsk`. */
export type PermissionMode = 'default' | 'dontAsk' | 'acceptEdits' | 'plan' | 'bypassPermissions';
export const PERMISSION_MODES: readonly PermissionMode[] = ['default', 'dontAsk', 'acceptEdits', 'plan', 'bypassPermissions'];

/** `Tool` or `Tool(specifier)`, e.g. `Bash(npm test:*)`, `Read(./src/**)`, `mcp__server__tool`. */
export interface PermissionRule {
  /** The rule as written, for messages. */
  raw: string;
  tool: string;
  specifier?: string;
  /** Where it came from (`allowed_tools`, `.claude/settings.json permissions.allow`, …), for messages. */
  source: string;
}

export interface PermissionPolicy {
  mode: PermissionMode;
  allow: PermissionRule[];
  deny: PermissionRule[];
  /** Auto-approve the short list of read-only shell commands under dontAsk (input `read_only_bash`). */
  readOnlyBash: boolean;
  /** Absolute working directory: path specifiers and acceptEdits are relative to it. */
  workspaceRoot: string;
}

export type PermissionDecision =
  | { behavior: 'allow'; reason: string; rule?: string }
  | {
      behavior: 'deny';
      /** The message sent to the model as the tool's error: names the mode or rule that denied. */
      message: string;
      decisionType: 'mode' | 'rule';
      /** The deny rule that matched, when one did. */
      rule?: string;
      /** A rule that would allow this call, for the report. */
      suggestedRule?: string;
    };
