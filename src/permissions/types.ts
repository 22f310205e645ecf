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

/** See PermissionPolicy.readOnlyConfinement. */
export type ReadOnlyRegime = 'jail' | 'strict';

export interface PermissionPolicy {
  mode: PermissionMode;
  allow: PermissionRule[];
  deny: PermissionRule[];
  /** Auto-approve the short list of read-only shell commands under dontAsk (input `read_only_bash`). */
  readOnlyBash: boolean;
  /** Absolute working directory: path specifiers and acceptEdits are relative to it. */
  workspaceRoot: string;
  /**
   * Where the read-only list's commands run: `jail` (the default) in the OS's read-only jail (tools/read-only-jail.ts),
   * which holds what the parser misjudges; `strict` where that jail cannot run, with the list shrunk to literal words and
   * options from a positive list per command. A function is asked at each decision (a machine the sandbox's start
   * fixes, after the first request, gets the jail from then on).
   */
  readOnlyConfinement?: ReadOnlyRegime | (() => ReadOnlyRegime);
}

/** How an allowed Bash command is to be run (see bash-plan.ts). */
export interface BashPlan {
  /** Every command was approved by the read-only list: run it in the fixed read-only environment. */
  readOnly: boolean;
  /** Run this argv without a shell: it is exactly what bash would have run. */
  argv?: string[];
  /** Run it in the read-only jail, these Read-denied paths inside the workspace hidden: set for every read-only line under `jail`. */
  jail?: { hide: string[] };
}

export type PermissionDecision =
  | {
      behavior: 'allow';
      reason: string;
      rule?: string;
      plan?: BashPlan;
      /** For a file tool: the real path the decision was made on, every link followed. The I/O must be on exactly this file. */
      realPath?: string;
    }
  | {
      behavior: 'deny';
      /** The message sent to the model as the tool's error: names the mode or rule that denied. */
      message: string;
      decisionType: 'mode' | 'rule';
      /** The deny rule that matched, when one did. */
      rule?: string;
      /** The rule was an `ask` rule: a person could allow the call (src/session/checkpoint.ts). */
      ask?: true;
      /** A rule that would allow this call, for the report. */
      suggestedRule?: string;
      /** For a file tool: the real path decided on (a hook's allow may still let the call run, on exactly this file). */
      realPath?: string;
    };

// Shell analysis (bash-parse.ts), shared by rule matching and the read-only command list.

/** One word after quote removal, with what the shell would still do to it at run time. */
export interface Word {
  /** After quote removal; expansions stay as written (`$X`, `$(…)`). */
  value: string;
  /** As written in the source. */
  raw: string;
  /** Has a parameter expansion or a command/process substitution: its run-time value is unknown. */
  dynamic: boolean;
  /** Has `$(…)`, backticks, `<(…)` or `>(…)`. */
  substitution: boolean;
  /** Unquoted `*`, `?` or `[`: the shell may replace it by file names. */
  glob: boolean;
  /** Unquoted `{` or `}`: brace expansion may turn it into other words. */
  brace: boolean;
  /** Any quoting or backslash was used. */
  quoted: boolean;
  /** Parameters it expands (`!X` for indirect ones). */
  vars: string[];
  /** Offsets in `value` of unquoted `*` (rule patterns use them as wildcards). */
  stars: number[];
  /** `NAME` when the word is an assignment `NAME=value` or `NAME+=value`. */
  assign?: string;
}

export interface Redirection {
  /** `>`, `>>`, `>|`, `&>`, `&>>`, `>&`, `<>`, `<`, `<&`, `<<`, `<<-`, `<<<`. */
  op: string;
  fd?: number;
  /** The target after quote removal (a here-document's delimiter). */
  target: string;
  /** The target is only known at run time (expansion, substitution, glob or brace). */
  targetDynamic: boolean;
}

export interface SimpleCommand {
  /** Words after quote removal. */
  argv: string[];
  /** Normalized source: assignments and words, re-quoted where needed, without redirections. */
  text: string;
  redirections: Redirection[];
  /** `NAME=value` prefixes. */
  envAssignments: string[];
  words: Word[];
  envWords: Word[];
  /** A word contains a command or process substitution (its inner commands are listed separately), or a redirection target is only known at run time. */
  hasSubstitution: boolean;
  /** The command name is computed at run time (expansion, glob or brace): no prefix rule can vouch for it. */
  dynamicName: boolean;
  /** Variables bound by `for` loops earlier in the line: their values come from words that were themselves checked. */
  boundVars: string[];
}

export type SplitResult = { ok: true; commands: SimpleCommand[] } | { ok: false; reason: string };
