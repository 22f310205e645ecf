/** The run's task list: what TaskCreate/TaskGet/TaskList/TaskUpdate and TodoWrite read and write (see task-tools.ts). */

export type TaskStatus = 'pending' | 'in_progress' | 'completed';

/** A task as Claude Code keeps one (its fields, its ids: "1", "2", … in creation order). */
export interface TrackedTask {
  id: string;
  subject: string;
  description: string;
  activeForm?: string;
  status: TaskStatus;
  owner?: string;
  /** Tasks that cannot start until this one completes. */
  blocks: string[];
  /** Tasks that must complete before this one can start. */
  blockedBy: string[];
  metadata?: Record<string, unknown>;
}

/** One TodoWrite entry, the SDK's shape. */
export interface TodoItem {
  content: string;
  status: TaskStatus;
  activeForm: string;
}

/** One line of the checklist a reader sees (the comment, the job summary, the result). */
export interface ChecklistItem {
  /** The task's id (TaskCreate) or its place in the TodoWrite list ("todo-1", …). */
  id: string;
  subject: string;
  status: TaskStatus;
  /** What the item reads as while in progress ("Running tests"). */
  activeForm?: string;
}

/**
 * One list per run, in memory. Subagents share it, as Claude Code's task list is shared by the agents of
 * a session: the tools are created once and handed down to every child. TodoWrite's list (replaced whole
 * on each call, emptied once all of it is completed, as in Claude Code) follows the tasks in the checklist.
 * Every change calls `onChange` with the whole checklist, which the session turns into a `task_list` event.
 */
export class RunTaskList {
  private readonly tasks = new Map<string, TrackedTask>();
  private todos: TodoItem[] = [];
  /** The last list TodoWrite was given, even when it was all completed (then `todos` is empty). */
  private lastTodos: TodoItem[] = [];
  /** Ids are never reused, a deleted task's included. */
  private lastId = 0;

  constructor(private readonly onChange: (items: ChecklistItem[]) => void = () => {}) {}

  create(fields: { subject: string; description: string; activeForm?: string; metadata?: Record<string, unknown> }): TrackedTask {
    const id = String(++this.lastId);
    const task: TrackedTask = {
      id,
      subject: fields.subject,
      description: fields.description,
      ...(fields.activeForm !== undefined ? { activeForm: fields.activeForm } : {}),
      status: 'pending',
      blocks: [],
      blockedBy: [],
      ...(fields.metadata !== undefined ? { metadata: fields.metadata } : {}),
    };
    this.tasks.set(id, task);
    this.changed();
    return copy(task);
  }

  get(id: string): TrackedTask | undefined {
    const task = this.tasks.get(normalizeId(id));
    return task ? copy(task) : undefined;
  }

  /** Every task, in id order. */
  list(): TrackedTask[] {
    return [...this.tasks.values()].map(copy);
  }

  /** Whether a task is still open (not completed): a dependency on it still holds. */
  isOpen(id: string): boolean {
    const task = this.tasks.get(id);
    return task !== undefined && task.status !== 'completed';
  }

  /** Applies `patch` to an existing task (the caller decided what changed); false when there is no such task. */
  update(id: string, patch: Partial<Omit<TrackedTask, 'id'>>): boolean {
    const key = normalizeId(id);
    const task = this.tasks.get(key);
    if (!task) return false;
    this.tasks.set(key, { ...task, ...patch, id: key });
    this.changed();
    return true;
  }

  /** `from` blocks `to`: both sides of the link are recorded. False when either task is unknown. */
  link(from: string, to: string): boolean {
    const a = this.tasks.get(normalizeId(from));
    const b = this.tasks.get(normalizeId(to));
    if (!a || !b) return false;
    if (!a.blocks.includes(b.id)) a.blocks = [...a.blocks, b.id];
    if (!b.blockedBy.includes(a.id)) b.blockedBy = [...b.blockedBy, a.id];
    this.changed();
    return true;
  }

  /** Removes a task and every link to it. */
  delete(id: string): boolean {
    const key = normalizeId(id);
    if (!this.tasks.delete(key)) return false;
    for (const task of this.tasks.values()) {
      task.blocks = task.blocks.filter((other) => other !== key);
      task.blockedBy = task.blockedBy.filter((other) => other !== key);
    }
    this.changed();
    return true;
  }

  /** TodoWrite: the new list replaces the old (kept empty once everything in it is completed); returns the old one. */
  writeTodos(todos: TodoItem[]): TodoItem[] {
    const old = this.todos;
    this.todos = todos.every((todo) => todo.status === 'completed') ? [] : todos.map((todo) => ({ ...todo }));
    this.lastTodos = todos.map((todo) => ({ ...todo }));
    this.changed();
    return old;
  }

  /**
   * The checklist as a reader sees it: the tasks, then TodoWrite's items. A TodoWrite list that was emptied
   * because all of it was done still shows, completed, so the final report says what was done.
   */
  checklist(): ChecklistItem[] {
    const items: ChecklistItem[] = [...this.tasks.values()].map((task) => ({
      id: task.id,
      subject: task.subject,
      status: task.status,
      ...(task.activeForm !== undefined ? { activeForm: task.activeForm } : {}),
    }));
    this.lastTodos.forEach((todo, i) => items.push({ id: `todo-${i + 1}`, subject: todo.content, status: todo.status, activeForm: todo.activeForm }));
    return items;
  }

  private changed(): void {
    this.onChange(this.checklist());
  }
}

/** Models write `#3` as often as `3`. */
function normalizeId(id: string): string {
  return id.trim().replace(/^#/, '');
}

function copy(task: TrackedTask): TrackedTask {
  return { ...task, blocks: [...task.blocks], blockedBy: [...task.blockedBy], ...(task.metadata ? { metadata: { ...task.metadata } } : {}) };
}
