import type { BackgroundTasks } from './background.js';
import { toolInput, type ObjectSchema } from './schema.js';
import { type ToolDefinition, type ToolResult, toolError, toolUseError } from './types.js';

/** The SDK's TaskStopInput (`shell_id` is the older name of `task_id`, as KillShell took it). */
export interface TaskStopInput {
  task_id?: string;
  shell_id?: string;
}

const schema: ObjectSchema = {
  type: 'object',
  properties: {
    task_id: { type: 'string', description: 'The ID of the background task to stop (from Bash run_in_background, Monitor, a background agent or a workflow).' },
    shell_id: { type: 'string', description: 'Deprecated: use task_id instead.' },
  },
  additionalProperties: false,
};

/**
 * Claude Code's TaskStop: kills a background command's process group (everything it started) and waits until it is
 * gone. It only ends what this run started, so it needs no permission rule (read-only in the permission sense).
 */
export function createTaskStopTool(tasks: BackgroundTasks): ToolDefinition<TaskStopInput> {
  return {
    name: 'TaskStop',
    description:
      'Stops a running background task (a Bash command started with run_in_background, a Monitor, a background agent or a workflow) by its ID, with every process it started. Returns a success or failure status.',
    ...toolInput<TaskStopInput>('TaskStop', schema),
    readOnly: true,
    async execute(input): Promise<ToolResult> {
      const id = input.task_id ?? input.shell_id;
      if (id === undefined || id === '') return toolError('Task ID is required: pass task_id.');
      const adopted = tasks.adoptedTask(id);
      if (adopted) {
        if (adopted.status !== 'running') return toolError(`Task ${id} is not running (status: ${adopted.status}).`);
        await tasks.stopAdopted(id);
        const message = `Successfully stopped task: ${id} (${adopted.task.description})`;
        return { content: message, isError: false, details: { message, task_id: id, task_type: adopted.task.type, status: 'killed' } };
      }
      const before = tasks.get(id);
      if (!before) return toolUseError(`No task found with ID: ${id}`);
      if (before.status !== 'running') return toolError(`Task ${id} is not running (status: ${before.status}).`);
      const task = await tasks.stop(id);
      const message = `Successfully stopped task: ${id} (${before.command})`;
      return {
        content: message,
        isError: false,
        details: { message, task_id: id, task_type: before.watch ? 'monitor' : 'local_bash', command: before.command, status: task?.status ?? 'killed' },
      };
    },
  };
}
