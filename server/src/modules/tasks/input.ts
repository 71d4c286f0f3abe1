import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { users } from '../../db/schema/core.ts';
import { profiles } from '../../db/schema/directory.ts';
import { taskTypes } from '../../db/schema/tasks.ts';
import { works } from '../../db/schema/works.ts';
import { END_BEFORE_START, selectedInvalid } from '../recordMessages.ts';

// Rules on a task body beyond its schema: ids must name records of the tenant; `end` not before `start`.

type TaskRefs = {
  readonly start?: string | null | undefined;
  readonly end?: string | null | undefined;
  readonly profile_id?: number | null | undefined;
  readonly work_id?: number | null | undefined;
  readonly task_type_id?: number | null | undefined;
  readonly assignee_id?: number | null | undefined;
};

async function exists(query: Promise<{ id: number }[]>): Promise<boolean> {
  return (await query).length > 0;
}

export async function taskInputErrors(db: Db, tenantId: number, b: TaskRefs, current?: { start: string | null; end: string | null }): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  const start = b.start !== undefined ? b.start : (current?.start ?? null);
  const end = b.end !== undefined ? b.end : (current?.end ?? null);
  if (start !== null && end !== null && end < start) errors.end = [END_BEFORE_START];
  if (typeof b.profile_id === 'number') {
    const id = b.profile_id;
    if (!(await exists(db.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, id))).limit(1)))) {
      errors.profile_id = [selectedInvalid('profile_id')];
    }
  }
  if (typeof b.work_id === 'number') {
    const id = b.work_id;
    if (!(await exists(db.select({ id: works.id }).from(works).where(and(eq(works.tenantId, tenantId), eq(works.id, id))).limit(1)))) {
      errors.work_id = [selectedInvalid('work_id')];
    }
  }
  if (typeof b.task_type_id === 'number') {
    const id = b.task_type_id;
    if (!(await exists(db.select({ id: taskTypes.id }).from(taskTypes).where(and(eq(taskTypes.tenantId, tenantId), eq(taskTypes.id, id))).limit(1)))) {
      errors.task_type_id = [selectedInvalid('task_type_id')];
    }
  }
  if (typeof b.assignee_id === 'number') {
    const id = b.assignee_id;
    if (!(await exists(db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, id))).limit(1)))) {
      errors.assignee_id = [selectedInvalid('assignee_id')];
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
