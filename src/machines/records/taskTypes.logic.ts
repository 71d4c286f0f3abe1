import { createTaskType, deleteTaskType, getTaskType, listTaskTypes, updateTaskType } from '../../api/taskTypes.ts';
import { namedRecordLogic } from '../generic/namedRecord.logic.ts';

// The task types (a table of named records: /tasks/types) bound to the API (issue 32).

export const taskTypeRecords = namedRecordLogic({ list: listTaskTypes, get: getTaskType, create: createTaskType, update: updateTaskType, remove: deleteTaskType });
