/** The script a Workflow call runs: inline, a saved workflow, a script file, or a script's nested `workflow()`. */
import { workflowFromScript, type WorkflowFile } from '../config/workflows.js';
import type { AnyTool } from '../tools/types.js';

/** The SDK's WorkflowInput. */
export interface WorkflowInput {
  script?: string;
  name?: string;
  description?: string;
  title?: string;
  args?: unknown;
  scriptPath?: string;
  resumeFromRunId?: string;
}

/** A `scriptPath` read as the Read tool may read it (the session's rules: session/workflow-script-path.ts). */
export type ScriptPathLoader = (scriptPath: string) => Promise<{ script: string; path: string } | { error: string }>;

/** What resolving a script needs of the tool's options. */
export interface ScriptSources {
  workflows: readonly WorkflowFile[];
  parentTools: () => readonly AnyTool[];
  loadScriptPath?: ScriptPathLoader;
}

export type Resolved = { ok: true; workflow: WorkflowFile } | { ok: false; error: string };

export const IMPORT_CALL = /(^|[^\w$.])import\s*\(/;

export async function resolveScript(input: WorkflowInput, opts: ScriptSources): Promise<Resolved> {
  if (input.scriptPath !== undefined) {
    // Claude Code: scriptPath takes precedence; with `script` too, the inline text is what runs.
    let script = input.script;
    if (script === undefined) {
      const loaded = await loadPath(opts, input.scriptPath);
      if ('error' in loaded) return { ok: false, error: loaded.error };
      script = loaded.script;
    }
    const parsed = workflowFromScript(script, input.scriptPath, 'script');
    if (typeof parsed === 'string') return { ok: false, error: `Invalid workflow script: ${parsed}` };
    return { ok: true, workflow: parsed };
  }
  if (input.script !== undefined) {
    const parsed = workflowFromScript(input.script, '(inline script)', 'script');
    if (typeof parsed === 'string') return { ok: false, error: `Workflow script has a syntax error and was not launched:\nSyntaxError: ${parsed}` };
    return { ok: true, workflow: parsed };
  }
  if (input.name !== undefined) {
    const found = opts.workflows.find((w) => w.name === input.name);
    if (found) return { ok: true, workflow: found };
    const names = opts.workflows.map((w) => w.name);
    return {
      ok: false,
      error: `No workflow named "${input.name}".${names.length ? ` Saved workflows: ${names.join(', ')}.` : ' This repository saves none.'}`,
    };
  }
  return { ok: false, error: 'Pass a workflow script (`script`), a script file (`scriptPath`) or the name of a saved workflow (`name`).' };
}

/** Claude Code's rule: a session that cannot call Read loads no scriptPath; else the file must be one Read may read. */
function loadPath(opts: ScriptSources, scriptPath: string): ReturnType<ScriptPathLoader> {
  if (!opts.loadScriptPath || !opts.parentTools().some((tool) => tool.name === 'Read'))
    return Promise.resolve({
      error: `scriptPath must be a file you can already read (the working directory): ${scriptPath}\nA session that cannot call Read cannot load any scriptPath. Pass the whole script inline through Workflow's \`script\` input instead.`,
    });
  return opts.loadScriptPath(scriptPath);
}

/** `workflow(ref)` inside a script: a saved workflow by name, or a script file; its text goes back to the script process. */
export async function nestedWorkflow(
  opts: ScriptSources,
  ref: string | { scriptPath: string },
): Promise<{ ok: true; value: { name: string; script: string } } | { ok: false; error: string }> {
  if (typeof ref === 'string') {
    const found = opts.workflows.find((w) => w.name === ref);
    if (found) return { ok: true, value: { name: found.name, script: found.script } };
    return { ok: false, error: `workflow('${ref}'): no workflow with that name. Available: ${opts.workflows.map((w) => w.name).join(', ') || '(none)'}` };
  }
  const shown = `workflow({scriptPath: '${ref.scriptPath}'})`;
  const loaded = await loadPath(opts, ref.scriptPath);
  if ('error' in loaded) return { ok: false, error: `${shown}: ${loaded.error}` };
  const parsed = workflowFromScript(loaded.script, loaded.path, 'script');
  if (typeof parsed === 'string') return { ok: false, error: `${shown}: ${parsed}` };
  if (IMPORT_CALL.test(parsed.script)) return { ok: false, error: `${shown}: import() is not available in workflow scripts` };
  return { ok: true, value: { name: parsed.name, script: parsed.script } };
}
