import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { users } from '../../db/schema/core.ts';
import { profiles } from '../../db/schema/directory.ts';
import { taskTypes } from '../../db/schema/tasks.ts';
import { works } from '../../db/schema/works.ts';

// Rules on a task body beyond its schema: ids must name records of the tenant; `end` not before `start`.

type TaskRefs = {
  readonly start?: string | null | undefined;
  readonly end?: string | null | undefined;
  readonly profile_id?: number | null | undefined;
  readonly work_id?: number | null | undefined;
  readonly task_type_id?: number | null | undefined;
  readonly assignee_id?: number | null | undefined;
};

export const END_BEFORE_START = 'The end must be a date after or equal to the start.';

async function exists(query: Promise<{ id: number }[]>): Promise<boolean> {
  return (await query).length > 0;
}

export async function taskInputErrors(db: Db, tenantId: number, b: TaskRefs, current?: { start: string | null; end: string | null }): Promise<FieldErrors | null> {
  const errors: Record<string, string[]> = {};
  const start = b.start !== undefined ? b.start : (current?.start ?? null);
  const end = b.end !== undefined ? b.end : (current?.end ?? null);
  if (start !== null && end !== null && end < start) errors.end = [END_BEFORE_START];
  if (typeof b.profile_id === 'number') {
    const id = b.profile_id;
    if (!(await exists(db.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, id))).limit(1)))) {
      errors.profile_id = ['The selected profile id is invalid.'];
    }
  }
  if (typeof b.work_id === 'number') {
    const id = b.work_id;
    if (!(await exists(db.select({ id: works.id }).from(works).where(and(eq(works.tenantId, tenantId), eq(works.id, id))).limit(1)))) {
      errors.work_id = ['The selected work id is invalid.'];
    }
  }
  if (typeof b.task_type_id === 'number') {
    const id = b.task_type_id;
    if (!(await exists(db.select({ id: taskTypes.id }).from(taskTypes).where(and(eq(taskTypes.tenantId, tenantId), eq(taskTypes.id, id))).limit(1)))) {
      errors.task_type_id = ['The selected task type id is invalid.'];
    }
  }
  if (typeof b.assignee_id === 'number') {
    const id = b.assignee_id;
    if (!(await exists(db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, id))).limit(1)))) {
      errors.assignee_id = ['The selected assignee id is invalid.'];
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
