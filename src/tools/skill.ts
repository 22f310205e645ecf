import { modelMayInvoke, renderSkillContent, type Skill } from '../config/skills.js';
import { parseRule, skillNameOf } from '../permissions/rules.js';
import type { PermissionRule } from '../permissions/types.js';
import { makeValidator, objectSchema } from './schema.js';
import type { ToolContext, ToolDefinition, ToolResult } from './types.js';

export interface SkillInput {
  skill: string;
  args?: string;
}

/**
 * Runs a `context: fork` skill as a subagent; its final text is the Skill call's result. The Skill
 * tool is read-only, so a runner whose child may write must serialize it (skillForkRunner does).
 */
export type SkillForkRunner = (skill: Skill, args: string, ctx: ToolContext) => Promise<ToolResult>;

export interface SkillToolOptions {
  skills: readonly Skill[];
  /** Receives each invoked skill's `allowed-tools`. */
  grants?: SkillGrants;
  /** Without it, a `context: fork` skill runs inline like any other. */
  runFork?: SkillForkRunner;
  /** An inline skill was invoked (a fork's hooks are its subagent's): its front-matter hooks join the invoking agent's. */
  onInvoke?: (skill: Skill) => void;
  /** Runs the body's `!` commands and reads a command's `@file` references; without it, the body as written. */
  expand?: (skill: Skill, args: string, signal: AbortSignal) => Promise<{ content: string; files: string[]; refused?: string }>;
}

/**
 * Allow rules granted by invoked skills' `allowed-tools`. Claude Code grants them while the skill is
 * active; a headless run has no "until the user speaks again", so they last for the rest of the run.
 * The session passes `rules()` to decide() as `grantedTools` on every decision: deny rules still win.
 */
export class SkillGrants {
  private readonly granted: PermissionRule[] = [];
  private readonly seen = new Set<string>();
  /** Entries that are not valid rules: the skill still loads, without them. */
  readonly errors: string[] = [];

  /** `rules` in rule syntax (`Bash(git diff *)`, `Read`); `source` names the skill for messages. */
  grant(rules: readonly string[], source: string): void {
    for (const text of rules) {
      const parsed = parseRule(text, source);
      if (!parsed.ok) {
        if (!this.errors.includes(parsed.error)) this.errors.push(parsed.error);
        continue;
      }
      if (this.seen.has(parsed.rule.raw)) continue;
      this.seen.add(parsed.rule.raw);
      this.granted.push(parsed.rule);
    }
  }

  rules(): PermissionRule[] {
    return [...this.granted];
  }
}

const SCHEMA = objectSchema(['skill'], {
  skill: { type: 'string', description: 'The skill name, e.g. "pdf" or "review-pr"' },
  args: { type: 'string', description: 'Optional arguments for the skill' },
});

const DESCRIPTION = `Load a skill: specialized instructions (and sometimes scripts or reference files) for a kind of task.

The skills you can load are listed in your instructions, one per line as "- name: description". When the task matches a skill's description, load it before doing the work it covers, then follow its instructions.

- skill: the skill's name exactly as listed (e.g. "review-pr").
- args: optional arguments, e.g. a file or PR number.

The skill's instructions arrive right after this tool's result, with the folder they live in; files beside them are read only when the instructions point to them. Do not load a skill that is already loaded, and only load skills that are listed.`;

/** Claude Code 2.1.332's refusal of a `disable-model-invocation` skill (measured, scripts/oracle/settings-keys.mjs). */
function userOnly(name: string): string {
  return `Skill ${name} cannot be used with Skill tool due to disable-model-invocation. Ask the user to run /${name} themselves — it cannot be invoked via the Skill tool. Do not replicate this skill's workflow by other means — it is reserved for explicit user invocation.`;
}

/** The `Skill` tool: progressive disclosure, the body enters the conversation only when asked for. */
export function createSkillTool(opts: SkillToolOptions): ToolDefinition<SkillInput> {
  const byName = new Map(opts.skills.map((s) => [s.name, s]));
  const invocable = opts.skills.filter(modelMayInvoke).map((s) => s.name);
  const validate = makeValidator<SkillInput>('Skill', SCHEMA);
  return {
    name: 'Skill',
    description: DESCRIPTION,
    inputSchema: SCHEMA,
    // Loading changes no file. A fork is a subagent that may write: skillForkRunner (subagent.ts)
    // takes the Agent tool's lock for it, as for any child that can write.
    readOnly: true,
    validate,
    // Claude Code 2.1.332's words for a skill hidden from the model (measured); an input check, so before any hook:
    // the CLI fires no PreToolUse or PostToolUse* for it either (measured, settings-keys.mjs `skillToolHooks`).
    refuse(input) {
      const skill = byName.get(skillNameOf(input.skill));
      if (skill?.disableModelInvocation) return Promise.resolve(userOnly(skill.name));
      const hidden = skill !== undefined && (skill.override === 'off' || skill.override === 'user-invocable-only');
      return Promise.resolve(hidden ? `Skill ${skill.name} is disabled for model invocation in skillOverrides settings` : undefined);
    },
    async execute(input, ctx): Promise<ToolResult> {
      // Models often write the slash-command form.
      const name = skillNameOf(input.skill);
      const skill = byName.get(name);
      if (skill?.disableModelInvocation) return { content: userOnly(skill.name), isError: true };
      if (!skill) return { content: `Unknown skill: ${name}. Available skills: ${invocable.join(', ') || '(none)'}`, isError: true };
      const args = input.args ?? '';
      opts.grants?.grant(skill.allowedTools, `skill "${skill.name}" allowed-tools`);
      const details = { skill: skill.name, allowedTools: [...skill.allowedTools] };
      if (skill.fork && opts.runFork) {
        const forked = await opts.runFork(skill, args, ctx);
        return { ...forked, details: { ...details, ...forked.details } };
      }
      if (skill.hooks) opts.onInvoke?.(skill);
      const expanded = opts.expand ? await opts.expand(skill, args, ctx.signal) : { content: renderSkillContent(skill, args), files: [] };
      // A refused `!` line cancels it: the model gets Claude Code's error, not the skill.
      if (expanded.refused !== undefined) return { content: expanded.refused, isError: true, details };
      return {
        content: `Launching skill: ${skill.name}`,
        isError: false,
        details,
        attachments: [...expanded.files, expanded.content],
      };
    },
  };
}
