import type { Task, TaskInput, TaskUpdate } from '../../api/tasks.ts';
import { TASK_WITH_EVENT_DEFAULT } from '../../domain/constants/tasks.ts';
import { afterOrEqual } from '../../domain/validation/dateOrder.ts';
import { required } from '../../domain/validation/required.ts';
import { requiredIf } from '../../domain/validation/requiredIf.ts';
import type { FormSchema } from '../../domain/validation/validateForm.ts';

export type ChecklistDraft = { name: string; items: readonly string[] };

/** What the task form edits; pickers keep the chosen label beside the id. */
export type TaskFormValues = {
  summary: string;
  description: string;
  start: string | null;
  end: string | null;
  workId: string | null;
  workName: string | null;
  profileId: string | null;
  profileName: string | null;
  taskTypeId: string | null;
  taskTypeName: string | null;
  /** Who does the task; empty when creating means the creator (contract TaskInput.assignee_id). */
  assigneeId: string | null;
  assigneeName: string | null;
  /** Spec §4/§9: on by default; the server then creates or updates the 'Costo …' calendar event. */
  withEvent: boolean;
  /** Only when creating: posted with the task (spec §4). */
  checklists: readonly ChecklistDraft[];
};

export const emptyTask = (workId: string | null = null): TaskFormValues => ({
  summary: '',
  description: '',
  start: null,
  end: null,
  workId,
  workName: null,
  profileId: null,
  profileName: null,
  taskTypeId: null,
  taskTypeName: null,
  assigneeId: null,
  assigneeName: null,
  withEvent: TASK_WITH_EVENT_DEFAULT,
  checklists: [],
});

export const taskToValues = (task: Task): TaskFormValues => ({
  summary: task.summary,
  description: task.description ?? '',
  start: task.start,
  end: task.end,
  workId: task.work ? String(task.work.id) : null,
  workName: task.work?.name ?? null,
  profileId: task.profile ? String(task.profile.id) : null,
  profileName: task.profile?.name ?? null,
  taskTypeId: task.taskType ? String(task.taskType.id) : null,
  taskTypeName: task.taskType?.name ?? null,
  assigneeId: task.assignee ? String(task.assignee.id) : null,
  assigneeName: task.assignee?.name ?? null,
  withEvent: task.event !== null,
  checklists: [],
});

const idOf = (value: string | null): number | null => (value === null ? null : Number(value));

const common = (values: TaskFormValues) => ({
  summary: values.summary.trim(),
  description: values.description.trim() === '' ? null : values.description.trim(),
  start: values.start,
  end: values.end,
  workId: idOf(values.workId),
  profileId: idOf(values.profileId),
  taskTypeId: idOf(values.taskTypeId),
  withEvent: values.withEvent,
  // Left out when nobody was picked: a new task goes to its creator, and a save never unassigns by omission.
  ...(values.assigneeId !== null ? { assigneeId: idOf(values.assigneeId) } : {}),
});

/** Empty checklist rows and items are dropped rather than refused: they are what "add" leaves behind. */
export const createTaskBody = (values: TaskFormValues): TaskInput => ({
  ...common(values),
  summary: values.summary.trim(),
  checklists: values.checklists
    .filter((list) => list.name.trim() !== '')
    .map((list) => ({ name: list.name.trim(), items: list.items.filter((item) => item.trim() !== '').map((name) => ({ name: name.trim() })) })),
});

export const updateTaskBody = (values: TaskFormValues): TaskUpdate => common(values);

/** Whether saving `values` would write nothing new over what was loaded (`initial`): then nothing is sent. */
export const isTaskUnchanged = (values: TaskFormValues, initial: TaskFormValues): boolean => JSON.stringify(updateTaskBody(values)) === JSON.stringify(updateTaskBody(initial));

export const taskRules: FormSchema<keyof TaskFormValues> = {
  summary: [required],
  start: [requiredIf('withEvent', true)],
  end: [afterOrEqual({ field: 'start' })],
};
