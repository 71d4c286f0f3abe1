import { eq, sql, type SQL } from 'drizzle-orm';
import { tasks } from '../../db/schema/tasks.ts';
import type { TaskStatus } from './status.ts';

// Tasks of one status, found through an index. No index holds `status` (migration 0023: a start or a pause is then an
// in-place update), so the filter also names `is_completed`, the same fact the database keeps beside it: the
// default order's index (tenant_id, is_completed, …) then yields the tenant's open tasks, or its completed ones,
// and `status` is tested on those alone instead of on every task of the tenant.

/** `status = wanted`, written so that the default order's index narrows it to open or completed tasks. */
export const hasStatus = (wanted: TaskStatus): SQL => sql`(${eq(tasks.isCompleted, wanted === 'completed')} and ${eq(tasks.status, wanted)})`;
