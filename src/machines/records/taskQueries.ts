import type { TaskQuery } from '../../api/tasks.ts';

// The tasks list's address-kept filters and order as the list call's query: the list and its export read the same
// rows (the screen keeps the filters, src/machines/records makes the call).

export type TaskFilters = { start?: string | null; end?: string | null; workId?: string | null; workName?: string | null };

export const tasksQuery = (filters: TaskFilters, sort: string | null): TaskQuery => ({
  ...(sort ? { sort } : {}),
  ...(filters.start ? { start: filters.start } : {}),
  ...(filters.end ? { end: filters.end } : {}),
  ...(filters.workId ? { workId: Number(filters.workId) } : {}),
});
