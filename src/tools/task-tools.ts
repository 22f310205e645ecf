import { makeValidator, toolInput, type JsonSchema, type ObjectSchema } from './schema.js';
import type { RunTaskList, TaskStatus, TodoItem, TrackedTask } from './task-list.js';
import type { ToolDefinition, ToolResult } from './types.js';

/**
 * Claude Code's task tools (TaskCreate, TaskGet, TaskList, TaskUpdate) and its older TodoWrite, on the run's
 * in-memory list. Inputs, outputs (`details`, the SDK's TaskCreateOutput … TodoWriteOutput) and the texts the
 * model reads are Claude Code's. None changes a file: the permission engine allows them in every mode.
 */

export interface TaskCreateInput {
  subject: string;
  description: string;
  activeForm?: string;
  metadata?: Record<string, unknown>;
}

export interface TaskGetInput {
  taskId: string;
}

export interface TaskUpdateInput {
  taskId: string;
  subject?: string;
  description?: string;
  activeForm?: string;
  status?: TaskStatus | 'deleted';
  addBlocks?: string[];
  addBlockedBy?: string[];
  owner?: string;
  metadata?: Record<string, unknown>;
}

/**
 * TaskCreated / TaskCompleted hooks, as Claude Code fires them: each answers undefined (go ahead) or the text
 * that blocks the change (a hook's exit 2 or `decision: "block"`), which the model reads as the tool's error.
 */
export interface TaskHookGate {
  created(task: TrackedTask): Promise<string | undefined>;
  completed(task: TrackedTask): Promise<string | undefined>;
}

export interface TodoWriteInput {
  todos: TodoItem[];
}

const STATUS: JsonSchema = { type: 'string', enum: ['pending', 'in_progress', 'completed'] };
const ACTIVE_FORM: JsonSchema = { type: 'string', description: 'Shown while in_progress (e.g., "Running tests")' };
const METADATA: JsonSchema = { type: 'object' };
const SHOWN = "People follow the list as a live checklist in the run's comment and job summary.";

const CREATE_SCHEMA: ObjectSchema = {
  type: 'object',
  properties: {
    subject: { type: 'string' },
    description: { type: 'string', description: 'What needs to be done' },
    activeForm: ACTIVE_FORM,
    metadata: METADATA,
  },
  required: ['subject', 'description'],
  additionalProperties: false,
};

const GET_SCHEMA: ObjectSchema = {
  type: 'object',
  properties: { taskId: { type: 'string' } },
  required: ['taskId'],
  additionalProperties: false,
};

const LIST_SCHEMA: ObjectSchema = { type: 'object', properties: {}, additionalProperties: false };

const UPDATE_SCHEMA: ObjectSchema = {
  type: 'object',
  properties: {
    taskId: { type: 'string' },
    subject: { type: 'string' },
    description: { type: 'string' },
    activeForm: ACTIVE_FORM,
    status: { type: 'string', enum: ['pending', 'in_progress', 'completed', 'deleted'] },
    addBlocks: { type: 'array', items: { type: 'string' }, description: 'Task IDs that cannot start until this one completes' },
    addBlockedBy: { type: 'array', items: { type: 'string' }, description: 'Task IDs that must complete first' },
    owner: { type: 'string' },
    metadata: METADATA,
  },
  required: ['taskId'],
  additionalProperties: false,
};

const TODO_SCHEMA: ObjectSchema = {
  type: 'object',
  properties: {
    todos: {
      type: 'array',
      items: {
        type: 'object',
        properties: { content: { type: 'string', minLength: 1 }, status: STATUS, activeForm: { type: 'string', minLength: 1 } },
        required: ['content', 'status', 'activeForm'],
        additionalProperties: false,
      },
    },
  },
  required: ['todos'],
  additionalProperties: false,
};

const CREATE_DESCRIPTION = `Create a task in the run's task list. ${SHOWN} Use it for work of 3 or more distinct steps, or when given several things to do; skip it for a single trivial task. Tasks start \`pending\`: mark one in_progress with TaskUpdate before starting it, completed once fully done. subject: a short imperative title ("Fix the login bug"); activeForm: what shows while in progress ("Fixing the login bug"). Check TaskList first to avoid duplicates.`;

const GET_DESCRIPTION = 'Get a task by ID from the task list: subject, description, status, and the tasks it blocks or is blocked by.';

const LIST_DESCRIPTION = 'List all tasks in the task list: id, subject, status, owner, and the open tasks blocking each. Prefer working in ID order.';

const UPDATE_DESCRIPTION = `Update a task in the task list. Status goes \`pending\` → \`in_progress\` → \`completed\`; mark a task completed only when FULLY done (not while tests fail or work is partial: keep it in_progress and create a task for what blocks it). \`deleted\` removes a task. Also: subject, description, activeForm, owner, metadata (merged; null removes a key), addBlocks/addBlockedBy (dependencies). Example: {"taskId": "1", "status": "completed"}.`;

const TODO_DESCRIPTION = `Create and update a task list for your current work. ${SHOWN} Each todo has \`content\` (imperative), \`status\` ("pending" | "in_progress" | "completed") and \`activeForm\` (present continuous). Send the full list each call; it replaces the previous one. Keep one item \`in_progress\` at a time.`;

/** The text Claude Code answers TodoWrite with. */
const TODO_WRITE_RESULT =
  'Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. Please proceed with the current tasks if applicable';

function ok(content: string, details: Record<string, unknown>): ToolResult {
  return { content, isError: false, details };
}

function createTool(list: RunTaskList, gate: TaskHookGate | undefined): ToolDefinition<TaskCreateInput> {
  return {
    name: 'TaskCreate',
    description: CREATE_DESCRIPTION,
    inputSchema: CREATE_SCHEMA,
    // Ids follow the order of the calls: a turn's TaskCreate calls run one after another.
    readOnly: false,
    validate: makeValidator<TaskCreateInput>('TaskCreate', CREATE_SCHEMA),
    async execute(input) {
      const task = list.create(input);
      // Claude Code creates the task, runs the hooks, and takes the task back when one blocks.
      const blocked = await gate?.created(task);
      if (blocked !== undefined) {
        list.delete(task.id);
        return { content: blocked, isError: true };
      }
      return ok(`Task #${task.id} created successfully: ${task.subject}`, { task: { id: task.id, subject: task.subject, description: task.description } });
    },
  };
}

function getTool(list: RunTaskList): ToolDefinition<TaskGetInput> {
  return {
    name: 'TaskGet',
    description: GET_DESCRIPTION,
    ...toolInput<TaskGetInput>('TaskGet', GET_SCHEMA),
    readOnly: true,
    execute(input) {
      const task = list.get(input.taskId);
      if (!task) return Promise.resolve(ok('Task not found', { task: null }));
      const lines = [`Task #${task.id}: ${task.subject}`, `Status: ${task.status}`, `Description: ${task.description}`];
      if (task.blockedBy.length > 0) lines.push(`Blocked by: ${task.blockedBy.map((id) => `#${id}`).join(', ')}`);
      if (task.blocks.length > 0) lines.push(`Blocks: ${task.blocks.map((id) => `#${id}`).join(', ')}`);
      const details = {
        task: { id: task.id, subject: task.subject, description: task.description, status: task.status, blocks: task.blocks, blockedBy: task.blockedBy },
      };
      return Promise.resolve(ok(lines.join('\n'), details));
    },
  };
}

function listTool(list: RunTaskList): ToolDefinition<Record<string, never>> {
  return {
    name: 'TaskList',
    description: LIST_DESCRIPTION,
    inputSchema: LIST_SCHEMA,
    readOnly: true,
    validate: makeValidator<Record<string, never>>('TaskList', LIST_SCHEMA),
    execute() {
      // A dependency on a completed task no longer blocks anything.
      const tasks = list.list().map((task) => ({
        id: task.id,
        subject: task.subject,
        status: task.status,
        ...(task.owner !== undefined ? { owner: task.owner } : {}),
        blockedBy: task.blockedBy.filter((id) => list.isOpen(id)),
      }));
      if (tasks.length === 0) return Promise.resolve(ok('No tasks found', { tasks }));
      const lines = tasks.map(
        (t) =>
          `#${t.id} [${t.status}] ${t.subject}${t.owner ? ` (${t.owner})` : ''}${t.blockedBy.length > 0 ? ` [blocked by ${t.blockedBy.map((id) => `#${id}`).join(', ')}]` : ''}`,
      );
      return Promise.resolve(ok(lines.join('\n'), { tasks }));
    },
  };
}

function updateTool(list: RunTaskList, gate: TaskHookGate | undefined): ToolDefinition<TaskUpdateInput> {
  return {
    name: 'TaskUpdate',
    description: UPDATE_DESCRIPTION,
    ...toolInput<TaskUpdateInput>('TaskUpdate', UPDATE_SCHEMA),
    readOnly: false,
    async execute(input) {
      const task = list.get(input.taskId);
      // TaskCompleted runs before the status changes: a block leaves the task (and the whole update) as it was.
      if (gate && task && input.status === 'completed' && task.status !== 'completed') {
        const blocked = await gate.completed(task);
        if (blocked !== undefined) return { content: blocked, isError: true };
      }
      return updateTask(list, input);
    },
  };
}

/** What Claude Code's TaskUpdate does: only fields that change are written and named in `updatedFields`. */
function updateTask(list: RunTaskList, input: TaskUpdateInput): ToolResult {
  const task = list.get(input.taskId);
  if (!task) return ok('Task not found', { success: false, taskId: input.taskId, updatedFields: [], error: 'Task not found' });
  const id = task.id;
  if (input.status === 'deleted') {
    const deleted = list.delete(id);
    const details = deleted
      ? { success: true, taskId: id, updatedFields: ['deleted'], statusChange: { from: task.status, to: 'deleted' } }
      : { success: false, taskId: id, updatedFields: [], error: 'Failed to delete task' };
    return ok(deleted ? `Updated task #${id} deleted` : 'Failed to delete task', details);
  }
  const patch: Partial<TrackedTask> = {};
  const fields: string[] = [];
  if (input.subject !== undefined && input.subject !== task.subject) (patch.subject = input.subject), fields.push('subject');
  if (input.description !== undefined && input.description !== task.description) (patch.description = input.description), fields.push('description');
  if (input.activeForm !== undefined && input.activeForm !== task.activeForm) (patch.activeForm = input.activeForm), fields.push('activeForm');
  if (input.owner !== undefined && input.owner !== task.owner) (patch.owner = input.owner), fields.push('owner');
  if (input.metadata !== undefined) {
    const merged: Record<string, unknown> = { ...task.metadata };
    for (const [key, value] of Object.entries(input.metadata)) {
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    patch.metadata = merged;
    fields.push('metadata');
  }
  if (input.status !== undefined && input.status !== task.status) (patch.status = input.status), fields.push('status');
  if (fields.length > 0) list.update(id, patch);
  const unknown: string[] = [];
  const blocks = (input.addBlocks ?? []).filter((other) => !task.blocks.includes(other));
  const linkedBlocks = blocks.filter((other) => list.link(id, other) || !unknown.push(other));
  if (linkedBlocks.length > 0) fields.push('blocks');
  const blockedBy = (input.addBlockedBy ?? []).filter((other) => !task.blockedBy.includes(other));
  const linkedBlockedBy = blockedBy.filter((other) => list.link(other, id) || !unknown.push(other));
  if (linkedBlockedBy.length > 0) fields.push('blockedBy');
  const details = {
    success: true,
    taskId: id,
    updatedFields: fields,
    ...(patch.status !== undefined ? { statusChange: { from: task.status, to: patch.status } } : {}),
  };
  // Claude Code links to an unknown id silently; the model is told here, so a typo does not go unnoticed.
  const note = unknown.length > 0 ? `\nNo task ${unknown.map((other) => `#${other}`).join(', ')}: not linked.` : '';
  return ok(`Updated task #${id} ${fields.join(', ')}${note}`, details);
}

function todoWriteTool(list: RunTaskList): ToolDefinition<TodoWriteInput> {
  return {
    name: 'TodoWrite',
    description: TODO_DESCRIPTION,
    ...toolInput<TodoWriteInput>('TodoWrite', TODO_SCHEMA),
    readOnly: false,
    execute(input) {
      const old = list.writeTodos(input.todos);
      return Promise.resolve(ok(TODO_WRITE_RESULT, { oldTodos: old, newTodos: input.todos }));
    },
  };
}

/** The five tools, sharing `list`; `gate` runs the TaskCreated / TaskCompleted hooks. */
export function createTaskTools(
  list: RunTaskList,
  gate?: TaskHookGate,
): [
  ToolDefinition<TaskCreateInput>,
  ToolDefinition<TaskGetInput>,
  ToolDefinition<Record<string, never>>,
  ToolDefinition<TaskUpdateInput>,
  ToolDefinition<TodoWriteInput>,
] {
  return [createTool(list, gate), getTool(list), listTool(list), updateTool(list, gate), todoWriteTool(list)];
}
