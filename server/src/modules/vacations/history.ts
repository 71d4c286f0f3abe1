import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vacationHistory } from '../../db/schema/vacations.ts';
import { tidy } from '../../../../src/domain/decimal.ts';
import { userSummaries } from '../tasks/people.ts';
import type { VacationRow } from './repository.ts';

// A request's history (contract getVacationHistory, issue 30 point 5): written in the transaction of what it
// records, never updated, so the requester always sees who did what, when, and why.

export type HistoryKind = 'created' | 'edited' | 'reopened' | 'accepted' | 'modified' | 'rejected' | 'returned';

export type Period = { readonly start: string; readonly end: string; readonly allDay: boolean; readonly hours: string };

export const periodOf = (row: Pick<VacationRow, 'start' | 'end' | 'allDay' | 'hours'>): Period => ({ start: row.start, end: row.end, allDay: row.allDay, hours: row.hours });

/** Whether two periods differ in what the requester reads (hours compare as numbers: "8.00" is "8"). */
export const periodChanged = (a: Period, b: Period): boolean => a.start !== b.start || a.end !== b.end || a.allDay !== b.allDay || Number(a.hours) !== Number(b.hours);

/** The kind a status decision is recorded as. */
export const decisionKind = (status: string): HistoryKind => (status === 'pending' ? 'returned' : (status as HistoryKind));

export type HistoryStep = {
  readonly kind: HistoryKind;
  readonly status: string;
  readonly userId: number;
  readonly at: string;
  readonly note?: string | null;
  readonly before?: Period | null;
  readonly after?: Period | null;
};

export async function recordStep(db: Db, tenantId: number, vacationId: number, step: HistoryStep): Promise<void> {
  await db.insert(vacationHistory).values({
    tenantId,
    vacationId,
    at: step.at,
    userId: step.userId,
    kind: step.kind,
    status: step.status,
    note: step.note ?? null,
    beforeStart: step.before?.start ?? null,
    beforeEnd: step.before?.end ?? null,
    beforeAllDay: step.before?.allDay ?? null,
    beforeHours: step.before?.hours ?? null,
    afterStart: step.after?.start ?? null,
    afterEnd: step.after?.end ?? null,
    afterAllDay: step.after?.allDay ?? null,
    afterHours: step.after?.hours ?? null,
  });
}

type Side = { start: string | null; end: string | null; allDay: boolean | null; hours: string | null };

const presentPeriod = (p: Side) =>
  p.start === null || p.end === null ? null : { start: p.start, end: p.end, all_day: p.allDay ?? false, hours: tidy(p.hours ?? '0') };

/** Oldest first (contract VacationHistoryEntry). */
export async function vacationHistoryOf(db: Db, tenantId: number, vacationId: number) {
  const rows = await db
    .select()
    .from(vacationHistory)
    .where(and(eq(vacationHistory.tenantId, tenantId), eq(vacationHistory.vacationId, vacationId)))
    .orderBy(asc(vacationHistory.at), asc(vacationHistory.id));
  const people = await userSummaries(
    db,
    tenantId,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    user: r.userId === null ? null : (people.get(r.userId) ?? null),
    kind: r.kind as HistoryKind,
    status: r.status as 'pending' | 'accepted' | 'modified' | 'rejected',
    note: r.note,
    before: presentPeriod({ start: r.beforeStart, end: r.beforeEnd, allDay: r.beforeAllDay, hours: r.beforeHours }),
    after: presentPeriod({ start: r.afterStart, end: r.afterEnd, allDay: r.afterAllDay, hours: r.afterHours }),
  }));
}
