import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ImportSource } from '../config/base-imports.js';
import { extractImports } from '../config/claude-md.js';
import { renderSkillContent, substituteArguments, type Skill } from '../config/skills.js';
import type { DispatchOutcome } from '../tools/dispatch.js';
import type { ToolDenial } from './outcome.js';

/** A tool call made for the runner's own reasons, decided and run like the model's (permissions, sandbox, hooks). */
export type RunnerToolCall = (call: { name: string; input: unknown }, signal: AbortSignal) => Promise<DispatchOutcome>;

export interface ExpandedSkill {
  /** The body, its arguments substituted and its `!` commands replaced by their output. */
  content: string;
  /** What its `@file` references read, before the body (as Claude Code sends them): one text block each. */
  files: string[];
  /**
   * A `!` line the permission engine (or a hook) refused: the skill or command is cancelled, as Claude Code cancels it,
   * with Claude Code's words (`Shell command permission check failed for pattern "!\`cmd\`": <why>`). Set: nothing
   * else of it runs or reaches the model.
   */
  refused?: string;
}

/** `` !`cmd` `` at the start of a line or after a space, as Claude Code runs it in commands and skills. */
const SHELL = /(^|\s)!`([^`\n]+)`/g;

/**
 * A skill or command as the model gets it when it runs. Each `` !`cmd` `` goes through `call` as a Bash call (the
 * permission engine, the skill's `allowed-tools`, the sandbox, PreToolUse hooks): its output takes the line's place;
 * a refused one cancels the whole skill or command (`refused`), as in Claude Code. A command's `@file` references are read through `call` as Read calls, so the
 * Read rules decide them and a folder's CLAUDE.md and `paths:` rules come along.
 */
export async function expandSkill(
  skill: Skill,
  args: string,
  cwd: string,
  call: RunnerToolCall,
  signal: AbortSignal,
  /** On pull requests, where the command's `@file` text comes from (the base commit, as the command itself does). */
  importSource?: ImportSource,
): Promise<ExpandedSkill> {
  // A workflow's text is the runner's own (its meta's words): nothing in it runs.
  if (skill.kind === 'workflow') return { content: renderSkillContent(skill, args), files: [] };
  // The `!` commands are the file's own: found before the arguments go in, so a requester's text cannot add one.
  const commands: string[] = [];
  const marked = skill.body.replace(SHELL, (_whole, lead: string, command: string) => `${lead}\u0000${commands.push(command) - 1}\u0000`);
  const rendered = renderSkillContent({ ...skill, body: marked }, args);
  const outputs: string[] = [];
  for (const written of commands) {
    const command = substituteArguments(written, args, false);
    const outcome = await call({ name: 'Bash', input: { command, description: `! line of ${skill.name}` } }, signal);
    // Claude Code 2.1.197 (observed): the first refused line cancels the whole command; the lines after it do not run.
    if (outcome.denial !== undefined) {
      return { content: '', files: [], refused: `Shell command permission check failed for pattern "!\`${written}\`": ${outcome.result.content}` };
    }
    const text = outcome.result.content.trim();
    // Claude Code's words for a command that printed nothing (the Bash tool's own).
    outputs.push(text === '' ? '(Bash completed with no output)' : text);
  }
  const content = rendered.replace(/\u0000(\d+)\u0000/g, (_whole, index: string) => outputs[Number(index)] ?? '');
  const files: string[] = [];
  if (skill.kind === 'command') {
    for (const ref of extractImports(skill.body)) {
      const abs = path.resolve(cwd, ref);
      // A mention of someone (`@octocat`) or of a file that does not exist is prose, as in Claude Code.
      if (!(await stat(abs).catch(() => undefined))?.isFile()) continue;
      const input = { file_path: abs };
      const outcome = await call({ name: 'Read', input }, signal);
      if (outcome.result.isError) {
        files.push(`<system-reminder>\nThe command's reference @${ref} was not read: ${outcome.result.content}\n</system-reminder>`);
        continue;
      }
      // The Read decided (deny rules, hooks); on a pull request the text is the base commit's, not the PR's.
      const fromBase = importSource ? await importSource(await realpath(abs).catch(() => abs)) : undefined;
      if (fromBase !== undefined) {
        files.push(
          `<system-reminder>\n${'text' in fromBase ? `Contents of ${ref} as of the pull request's base commit (the command comes from there):\n${fromBase.text}` : `The command's reference @${ref} was not read: ${fromBase.refused}`}\n</system-reminder>`,
        );
        continue;
      }
      files.push(`<system-reminder>\nCalled the Read tool with the following input: ${JSON.stringify(input)}\n</system-reminder>`);
      // A notebook's text comes as blocks (as Claude Code sends it): its text blocks are the result.
      const read = outcome.result.content || (outcome.result.blocks ?? []).map((b) => (b.type === 'text' ? b.text : '')).join('\n');
      files.push(`<system-reminder>\nResult of calling the Read tool:\n${read}\n</system-reminder>`);
      files.push(...(outcome.result.attachments ?? []).map((text) => `<system-reminder>\n${text}\n</system-reminder>`));
    }
  }
  return { content, files };
}

/** The user message that runs `/<name> args`, in Claude Code's tags. */
export function commandInvocationText(skill: Skill, args: string): string {
  return `<command-message>${skill.name}</command-message>\n<command-name>/${skill.name}</command-name>\n<command-args>${args}</command-args>\n`;
}

/** Calls through a session's dispatch, each with an id of its own; a refused call is reported through `onDenial`. */
export function runnerToolCalls(
  dispatch: (call: { id: string; name: string; input: unknown }, signal: AbortSignal) => Promise<DispatchOutcome>,
  onDenial: (denial: ToolDenial) => void,
): RunnerToolCall {
  let next = 0;
  return async (call, signal) => {
    const id = `runner_expand_${++next}`;
    const outcome = await dispatch({ id, ...call }, signal);
    const denial = outcome.denial;
    if (denial !== undefined) {
      onDenial({
        toolName: call.name,
        toolUseId: id,
        input: outcome.input,
        reason: denial.message,
        ...(denial.suggestedRule !== undefined ? { suggestedRule: denial.suggestedRule } : {}),
      });
    }
    return outcome;
  };
}
