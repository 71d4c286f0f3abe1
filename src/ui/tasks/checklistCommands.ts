import type { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { ApiError } from '../../api/errors.ts';
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

export const runTaskCommand = (client: ApiClient, id: number) => (command: TaskCommand): Effect.Effect<unknown, ApiError> => {
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

export const runTaskDeletion = (client: ApiClient, id: number) => (deletion: TaskDeletion): Effect.Effect<void, ApiError> => {
  switch (deletion.kind) {
    case 'checklist':
      return deleteTaskChecklist(client, id, deletion.checklistId);
    case 'item':
      return deleteTaskChecklistItem(client, { id, checklistId: deletion.checklistId, itemId: deletion.itemId });
    case 'comment':
      return deleteTaskComment(client, id, deletion.commentId);
  }
};
