import type { TaskType, TaskTypeInput } from '../../api/taskTypes.ts';
import { taskTypeRecords as taskTypeLogic } from '../../machines/records/taskTypes.logic.ts';
import { missingId, missingIdMessage } from '../../domain/guards/requireId.ts';
import type { NamedRecordDescriptor } from '../components/namedRecords/namedRecordDescriptor.ts';
import { nameDescriptionInput, nameDescriptionValues } from '../components/namedRecords/namedRecordValues.ts';

/** Task types on the generic named-record screens: /tasks/types, /tasks/types/create, /tasks/types/:typeId/edit. */
export const taskTypeRecords: NamedRecordDescriptor<TaskType, TaskTypeInput> = {
  ns: 'tasks',
  basePath: '/tasks/types',
  parent: { href: '/tasks', labelKey: 'tasks:list.title' },
  labels: {
    title: 'tasks:types.title',
    entity: 'tasks:types.entity',
    create: 'tasks:types.create',
    edit: 'tasks:types.edit',
    empty: 'tasks:types.empty',
    name: 'tasks:types.name',
    description: 'tasks:types.description',
    inUse: 'tasks:types.inUse',
  },
  permissions: { create: 'task_types.create', update: 'task_types.update', delete: 'task_types.delete' },
  logic: taskTypeLogic,
  missingId: missingIdMessage(missingId('taskType')),
  paginated: true,
  nameMaxLength: 100,
  description: { maxLength: 1000 },
  toValues: nameDescriptionValues,
  toInput: nameDescriptionInput,
};
