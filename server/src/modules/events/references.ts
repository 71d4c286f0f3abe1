import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { works } from '../../db/schema/works.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { message, type Wording } from '../../i18n/message.ts';
import { selectedInvalid, unknownProfiles } from '../recordMessages.ts';
import type { AttendeeIds } from './repository.ts';
import { unknownAttendees } from './repository.ts';

// Ids an event body points at must belong to the tenant: an id of another tenant is as unknown as a missing one.

export async function eventReferenceErrors(
  db: Db,
  tenantId: number,
  body: { work_id?: number | null; task_id?: number | null; attendees?: AttendeeIds | undefined },
): Promise<FieldErrors | null> {
  const errors: Record<string, Wording[]> = {};
  if (typeof body.work_id === 'number') {
    const [w] = await db.select({ id: works.id }).from(works).where(and(eq(works.tenantId, tenantId), eq(works.id, body.work_id))).limit(1);
    if (!w) errors.work_id = [selectedInvalid('work_id')];
  }
  if (typeof body.task_id === 'number') {
    const [t] = await db.select({ id: tasks.id }).from(tasks).where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, body.task_id))).limit(1);
    if (!t) errors.task_id = [selectedInvalid('task_id')];
  }
  if (body.attendees) {
    const missing = await unknownAttendees(db, tenantId, body.attendees);
    if (missing.profiles.length > 0) errors['attendees.profiles'] = [unknownProfiles(missing.profiles)];
    if (missing.users.length > 0) errors['attendees.users'] = [message('records.unknownUsers', { ids: missing.users.join(', ') })];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
