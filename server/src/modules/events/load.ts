import type { Language } from '../../../../src/domain/constants/languages.ts';
import type { Schema } from '../../http/operationTypes.ts';
import type { Db } from '../../db/client.ts';
import { presentEvent } from './present.ts';
import { attendeesOf, type EventWithOwner } from './repository.ts';
import { vacationLinks } from './vacations.ts';
import type { Attendee } from './repository.ts';
import type { VacationLink } from './present.ts';

// Loads what the wire form of events needs beyond their rows (attendees, vacations), in one query each.

export type EventExtras = { readonly attendees: Map<number, Attendee[]>; readonly vacations: Map<number, VacationLink> };

export async function eventExtras(db: Db, tenantId: number, rows: readonly EventWithOwner[]): Promise<EventExtras> {
  const attendees = await attendeesOf(db, tenantId, rows.map((r) => r.event.id));
  const vacationIds = rows.flatMap((r) => (r.event.vacationId === null ? [] : [r.event.vacationId]));
  const vacations = vacationIds.length > 0 ? await vacationLinks(db, tenantId, vacationIds) : new Map<number, VacationLink>();
  return { attendees, vacations };
}

export function contextOf(row: EventWithOwner, extras: EventExtras, viewerId: number, language: Language) {
  return {
    viewerId,
    language,
    calendarOwnerId: row.calendarOwnerId,
    attendees: extras.attendees.get(row.event.id) ?? [],
    vacation: row.event.vacationId === null ? null : (extras.vacations.get(row.event.vacationId) ?? null),
  };
}

export async function presentEvents(db: Db, tenantId: number, rows: readonly EventWithOwner[], viewerId: number, language: Language): Promise<Schema<'CalendarEvent'>[]> {
  const extras = await eventExtras(db, tenantId, rows);
  return rows.map((r) => presentEvent(r.event, contextOf(r, extras, viewerId, language)));
}

export async function presentOneEvent(db: Db, tenantId: number, row: EventWithOwner, viewerId: number, language: Language): Promise<Schema<'CalendarEvent'>> {
  const [one] = await presentEvents(db, tenantId, [row], viewerId, language);
  if (!one) throw new Error('presentEvents lost a row');
  return one;
}
