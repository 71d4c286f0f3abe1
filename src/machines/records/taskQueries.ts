import type { TaskQuery } from '../../api/tasks.ts';
import { TASK_STATUSES, type TaskStatus } from '../../domain/statuses.ts';

// The tasks list's address-kept filters and order as the list call's query: the list and its export read the same
// rows (the screen keeps the filters, src/machines/records makes the call).

export type TaskFilters = {
  search?: string | null;
  status?: string | null;
  start?: string | null;
  end?: string | null;
  workId?: string | null;
  workName?: string | null;
  assigneeId?: string | null;
  assigneeName?: string | null;
};

const isTaskStatus = (value: string | null | undefined): value is TaskStatus => TASK_STATUSES.some((s) => s === value);

export const tasksQuery = (filters: TaskFilters, sort: string | null): TaskQuery => ({
  ...(sort ? { sort } : {}),
  ...(filters.search && filters.search.trim() !== '' ? { search: filters.search.trim() } : {}),
  // A status typed in the address that the contract does not know is left out rather than sent (a 422).
  ...(isTaskStatus(filters.status) ? { status: filters.status } : {}),
  ...(filters.assigneeId ? { assigneeId: Number(filters.assigneeId) } : {}),
  ...(filters.start ? { start: filters.start } : {}),
  ...(filters.end ? { end: filters.end } : {}),
  ...(filters.workId ? { workId: Number(filters.workId) } : {}),
});
