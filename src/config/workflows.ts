import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { readConfigText } from './read-text.js';
import type { Skill } from './skills.js';
import { readWorkflowMeta, type MetaValue } from './workflow-meta.js';

/** A saved workflow: `.claude/workflows/<file>.js`, run by the Workflow tool by its `meta.name`. */
export interface WorkflowFile {
  name: string;
  description: string;
  whenToUse?: string;
  phases: { title: string; detail?: string }[];
  /** Absolute path of the script. */
  file: string;
  /** The whole script, as the Workflow tool runs it (in the sandboxed script process, never here). */
  script: string;
}

export interface LoadedWorkflows {
  workflows: WorkflowFile[];
  /** Each names the file and the field; the workflow it concerns is not listed. */
  warnings: string[];
}

export const WORKFLOWS_DIR = path.join('.claude', 'workflows');

/**
 * `.claude/workflows/*.js` in file-name order, as Claude Code 2.1.332 lists them (observed: each by its `meta.name`, a
 * `.mjs` or `.ts` file and a script whose `meta` is not a pure literal left out). The runner names in a warning what
 * the CLI leaves out silently.
 */
export async function loadWorkflows(cwd: string, dir = WORKFLOWS_DIR): Promise<LoadedWorkflows> {
  let names: string[];
  try {
    names = (await readdir(path.join(cwd, dir))).sort();
  } catch {
    return { workflows: [], warnings: [] };
  }
  const workflows: WorkflowFile[] = [];
  const warnings: string[] = [];
  for (const name of names) {
    const rel = path.join(dir, name);
    if (!name.endsWith('.js')) {
      if (/\.(?:mjs|cjs|ts|mts|cts)$/.test(name)) warnings.push(`${rel}: not a workflow: Claude Code reads only .js files in ${dir}`);
      continue;
    }
    const read = await readConfigText(path.join(cwd, rel));
    if (!read.ok) {
      warnings.push(`${rel}: could not be read (${read.error}); the workflow is not listed`);
      continue;
    }
    const parsed = workflowFromScript(read.text, path.join(cwd, rel), rel);
    if (typeof parsed === 'string') warnings.push(`${parsed}; the workflow is not listed`);
    else if (workflows.some((w) => w.name === parsed.name)) warnings.push(`${rel}: meta.name "${parsed.name}" is taken by an earlier file; not listed`);
    else workflows.push(parsed);
  }
  return { workflows, warnings };
}

const text = (value: MetaValue | undefined): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The workflow a script declares, or a warning naming the file (`shown`) and the field. */
export function workflowFromScript(script: string, file: string, shown: string): WorkflowFile | string {
  const meta = readWorkflowMeta(script);
  if (!meta.ok) return `${shown}: ${meta.error}`;
  const fields = meta.value as { [key: string]: MetaValue };
  const name = text(fields.name);
  if (name === undefined) return `${shown}: meta.name must be a non-empty string`;
  if (!/^[\w.:-]+$/.test(name)) return `${shown}: meta.name "${name}" has characters a command name cannot have`;
  const description = text(fields.description);
  if (description === undefined) return `${shown}: meta.description must be a non-empty string`;
  const phases: WorkflowFile['phases'] = [];
  if (fields.phases !== undefined) {
    if (!Array.isArray(fields.phases)) return `${shown}: meta.phases must be an array of { title, detail? }`;
    for (const [i, phase] of fields.phases.entries()) {
      const entry = typeof phase === 'object' && phase !== null && !Array.isArray(phase) ? phase : {};
      const title = text(entry.title);
      if (title === undefined) return `${shown}: meta.phases[${i}].title must be a non-empty string`;
      const detail = text(entry.detail);
      phases.push(detail === undefined ? { title } : { title, detail });
    }
  }
  const whenToUse = text(fields.whenToUse);
  return { name, description, ...(whenToUse !== undefined ? { whenToUse } : {}), phases, file, script };
}

/**
 * A workflow as Claude Code lists it among the skills and slash commands (observed, 2.1.332): the listing line is
 * `name: description - whenToUse`, and invoking it (the Skill tool or `/name args`) gives the model the text
 * renderSkillContent (skills.ts) renders, which tells it to call the Workflow tool.
 */
export function workflowSkill(workflow: WorkflowFile): Skill {
  const phases = workflow.phases.length > 0 ? `\n\nPhases:\n${workflow.phases.map((p) => `- ${p.title}${p.detail ? `: ${p.detail}` : ''}`).join('\n')}` : '';
  return {
    name: workflow.name,
    description: workflow.whenToUse ? `${workflow.description} - ${workflow.whenToUse}` : workflow.description,
    dir: path.dirname(workflow.file),
    file: workflow.file,
    body: `Run the "${workflow.name}" workflow.\n\n${workflow.description}${workflow.whenToUse ? `\n\n${workflow.whenToUse}` : ''}${phases}`,
    allowedTools: [],
    disableModelInvocation: false,
    userInvocable: true,
    fork: false,
    kind: 'workflow',
  };
}
