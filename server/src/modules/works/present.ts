import type { Schema } from '../../http/operationTypes.ts';
import type { Db } from '../../db/client.ts';
import { presentMedia } from '../../media/store.ts';
import { mediaOf } from './mediaItems.ts';
import { profileSummaries, WORK_MEDIA, workAssignees, workCounters, workTypeNames, type WorkRow } from './repository.ts';

// Work rows → wire (contract Work), loading customers, types, media and counters once per list.

export async function presentWorks(db: Db, tenantId: number, rows: readonly WorkRow[]): Promise<Schema<'Work'>[]> {
  const ids = rows.map((r) => r.id);
  const [customers, types, files, counters, assignees] = await Promise.all([
    profileSummaries(db, tenantId, rows.map((r) => r.customerId)),
    workTypeNames(db, tenantId, rows.map((r) => r.workTypeId)),
    mediaOf(db, tenantId, WORK_MEDIA, ids),
    workCounters(db, tenantId, ids),
    workAssignees(db, tenantId, ids),
  ]);
  return rows.map((w): Schema<'Work'> => {
    const typeName = w.workTypeId === null ? undefined : types.get(w.workTypeId);
    const c = counters.get(w.id);
    return {
      id: w.id,
      code: w.code,
      name: w.name,
      description: w.description,
      status: w.status,
      customer_id: w.customerId,
      customer: w.customerId === null ? null : (customers.get(w.customerId) ?? null),
      work_type: w.workTypeId !== null && typeName !== undefined ? { id: w.workTypeId, name: typeName } : null,
      start_date: w.startDate,
      end_date: w.endDate,
      notes: w.notes,
      media: (files.get(w.id) ?? []).map(presentMedia),
      phases_count: c?.phases ?? 0,
      tasks_count: c?.tasks ?? 0,
      tracked_seconds: c?.trackedSeconds ?? 0,
      running_since: c?.runningSince ?? [],
      // Whose work this is for the record scope: the creator and the assignees of its tasks, sorted, no repeats.
      people: [...new Set([...(w.createdBy === null ? [] : [w.createdBy]), ...(assignees.get(w.id) ?? [])])].sort((a, b) => a - b),
      created_at: w.createdAt,
      updated_at: w.updatedAt,
    };
  });
}

export async function presentWork(db: Db, tenantId: number, row: WorkRow): Promise<Schema<'Work'>> {
  const [one] = await presentWorks(db, tenantId, [row]);
  if (!one) throw new Error('presentWorks lost a row');
  return one;
}
