import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { PageMeta } from '../../api/envelope.ts';
import type { ApiError } from '../../api/errors.ts';
import { listProfiles } from '../../api/profiles.ts';
import { listTaskTypes } from '../../api/taskTypes.ts';
import { listWorks } from '../../api/works.ts';
import {
  checkTaskChecklistItem,
  createTaskChecklist,
  createTaskChecklistItem,
  deleteTaskChecklist,
  deleteTaskChecklistItem,
  uncheckTaskChecklistItem,
  updateTaskChecklist,
  updateTaskChecklistItem,
} from '../../api/taskChecklists.ts';
import { createTaskComment, deleteTaskComment, updateTaskComment } from '../../api/taskComments.ts';
import { createTask, deleteTask, getTask, listRunningTasks, listTasks, updateTask, type Task, type TaskInput, type TaskListItem, type TaskUpdate } from '../../api/tasks.ts';
import { tasksQuery, type TaskFilters } from './taskQueries.ts';
import { commandLogic } from '../generic/command.logic.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { formLogic } from '../generic/form.logic.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';
import type { ListFilters } from '../generic/pagedList.machine.ts';
import { recordLogic } from '../generic/record.logic.ts';

// The tasks' records, lists, forms and the small changes of a task's checklists and comments, bound to the API
// (issue 32). Time tracking is the task tracking workflow's (src/machines/tracking).

export const tasksList = pagedListLogic<TaskListItem, TaskFilters>((client, { page, pageSize, filters, sort }) => listTasks(client, { page, pageSize, ...tasksQuery(filters, sort) }));

/** tasks/running: the tasks whose timer runs now. */
export const runningTasksList = pagedListLogic<TaskListItem, ListFilters>((client, { page, pageSize }) => listRunningTasks(client, { page, pageSize }));

export const taskRecord = recordLogic<Task>((client, id) => getTask(client, id));

export const taskCreate = formLogic<TaskInput, Task>((client, body) => createTask(client, body));

/**
 * Saves a task's edit; `body: null` (the form holds what was loaded) sends nothing and answers null, so neither the
 * task, its event nor its `updated_at` moves.
 */
export const taskUpdate = formLogic<{ readonly id: number; readonly body: TaskUpdate | null }, Task | null>((client, { id, body }) =>
  body === null ? Effect.succeed(null) : updateTask(client, id, body),
);

export const taskDeletion = confirmActionLogic<Task, void>((client, task) => deleteTask(client, task.id));

/** Every small change of a task's checklists and comments: one union, run one at a time by the command machine. */
export type TaskCommand =
  | { kind: 'addChecklist'; name: string }
  | { kind: 'renameChecklist'; checklistId: number; name: string }
  | { kind: 'addItem'; checklistId: number; name: string }
  | { kind: 'renameItem'; checklistId: number; itemId: number; name: string }
  | { kind: 'toggleItem'; checklistId: number; itemId: number; checked: boolean }
  | { kind: 'addComment'; body: string }
  | { kind: 'editComment'; commentId: number; body: string };

/** What a confirmed deletion removes. */
export type TaskDeletion =
  | { kind: 'checklist'; checklistId: number; name: string }
  | { kind: 'item'; checklistId: number; itemId: number; name: string }
  | { kind: 'comment'; commentId: number; name: string };

/** A change or a deletion with the task it belongs to. */
export type OnTask<Part> = Part & { readonly taskId: number };

const runTaskCommand = (client: ApiClient, command: OnTask<TaskCommand>): Effect.Effect<unknown, ApiError> => {
  const id = command.taskId;
  switch (command.kind) {
    case 'addChecklist':
      return createTaskChecklist(client, id, { name: command.name });
    case 'renameChecklist':
      return updateTaskChecklist(client, id, command.checklistId, { name: command.name });
    case 'addItem':
      return createTaskChecklistItem(client, id, command.checklistId, { name: command.name });
    case 'renameItem':
      return updateTaskChecklistItem(client, { id, checklistId: command.checklistId, itemId: command.itemId }, { name: command.name });
    case 'toggleItem': {
      const path = { id, checklistId: command.checklistId, itemId: command.itemId };
      return command.checked ? checkTaskChecklistItem(client, path) : uncheckTaskChecklistItem(client, path);
    }
    case 'addComment':
      return createTaskComment(client, id, { body: command.body });
    case 'editComment':
      return updateTaskComment(client, id, command.commentId, { body: command.body });
  }
};

export const taskPartCommands = commandLogic<OnTask<TaskCommand>, unknown>(runTaskCommand);

export const taskPartDeletion = confirmActionLogic<OnTask<TaskDeletion>, void>((client, deletion) => {
  const id = deletion.taskId;
  switch (deletion.kind) {
    case 'checklist':
      return deleteTaskChecklist(client, id, deletion.checklistId);
    case 'item':
      return deleteTaskChecklistItem(client, { id, checklistId: deletion.checklistId, itemId: deletion.itemId });
    case 'comment':
      return deleteTaskComment(client, id, deletion.commentId);
  }
});

// Option loaders of the task pickers (RemoteCombobox's `load`, bound to the screen's client): one page per typed text.

const toOptions = <Item extends { id: number }>(label: (item: Item) => string) => (page: { items: Item[]; meta: PageMeta }) => ({
  items: page.items.map((item) => ({ value: String(item.id), label: label(item) })),
  meta: page.meta,
});

const searchOf = (search: string) => (search.trim() === '' ? {} : { search: search.trim() });

export const workOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listWorks(client, { pageSize: 20, ...searchOf(search) }), toOptions((work) => `${work.code} · ${work.name}`));

export const profileOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listProfiles(client, { pageSize: 20, ...searchOf(search) }), toOptions((profile) => profile.name));

export const taskTypeOptions = (client: ApiClient) => (search: string) =>
  Effect.map(listTaskTypes(client, { pageSize: 20, ...searchOf(search) }), toOptions((type) => type.name));
