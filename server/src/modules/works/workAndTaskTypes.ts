import { tasks, taskTypes } from '../../db/schema/tasks.ts';
import { works, workTypes } from '../../db/schema/works.ts';
import type { HandlerMap } from '../../http/handler.ts';
import { recordTypeHandlers } from '../../shared/listing/recordTypeHandlers.ts';
import { message } from '../../i18n/message.ts';

// Work types and task types (contract tags `work_types`, `task_types`), one implementation for both: names unique
// per tenant; a type in use cannot be deleted.

const workType = recordTypeHandlers({
  table: workTypes,
  usedBy: { table: works, typeId: works.workTypeId, message: message('works.workTypeInUse') },
});
const taskType = recordTypeHandlers({
  table: taskTypes,
  usedBy: { table: tasks, typeId: tasks.taskTypeId, message: message('tasks.taskTypeInUse') },
});

export const handlers = {
  listWorkTypes: workType.list,
  getWorkType: workType.get,
  createWorkType: workType.create,
  updateWorkType: workType.update,
  deleteWorkType: workType.remove,
  listTaskTypes: taskType.list,
  getTaskType: taskType.get,
  createTaskType: taskType.create,
  updateTaskType: taskType.update,
  deleteTaskType: taskType.remove,
} satisfies HandlerMap;
