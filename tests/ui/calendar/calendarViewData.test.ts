import { describe, expect, it } from 'vitest';
import { COMPANY_CALENDAR_COLOUR, EVENT_TYPE_COLOURS, PENDING_VACATION_COLOUR } from '../../../src/domain/constants/eventColours.ts';
import type { FullcalendarEvent, CalendarResource } from '../../../src/ui/calendar/calendarTypes.ts';
import { createBody, updateBody, draftOf } from '../../../src/machines/eventEditor/eventDraft.ts';
import { allDayLastDay, colourKey, REJECTED_SX_CALENDAR, toSxParts } from '../../../src/ui/calendar/scheduleXEvents.ts';
import { daysBetween, isWeekend, timelineRow } from '../../../src/ui/calendar/timelineDays.ts';
import { scheduleXWeekStart } from '../../../src/ui/calendar/weekStart.ts';

const event = (over: Partial<FullcalendarEvent> = {}): FullcalendarEvent =>
  ({
    id: 5, calendarId: 1, summary: 'Riunione', description: null, start: '2026-03-30 09:00:00', end: '2026-03-30 09:30:00', allDay: false, duration: 30,
    busy: true, private: false, status: 'confirmed', type: null, typeDescription: null, typeExtendedDescription: null, attendees: [], workId: null,
    taskId: null, vacationId: null, vacation: null, createdAt: '2026-03-01 00:00:00', updatedAt: '2026-03-01 00:00:00', title: 'Riunione',
    backgroundColor: '#3788d8', editable: true, ...over,
  }) as FullcalendarEvent;

const context = { untitled: 'Evento senza titolo', companyCalendarIds: new Set([9]) };

describe('calendar view data', () => {
  it('draws an all-day event through its last day (stored to 00:00 of the next day)', () => {
    expect(allDayLastDay('2026-03-30 00:00:00', '2026-03-31 00:00:00')).toBe('2026-03-30');
    expect(allDayLastDay('2026-03-30 00:00:00', '2026-04-02 00:00:00')).toBe('2026-04-01');
    expect(allDayLastDay('2026-03-30 00:00:00', '2026-03-30 23:59:59')).toBe('2026-03-30');
    expect(toSxParts(event({ allDay: true, start: '2026-03-30 00:00:00', end: '2026-03-31 00:00:00' }), context)).toMatchObject({ start: '2026-03-30', end: '2026-03-30' });
  });

  it("titles an event without summary 'Evento senza titolo' and colours it as spec §9 says", () => {
    expect(toSxParts(event({ summary: '  ' }), context).title).toBe('Evento senza titolo');
    expect(toSxParts(event({ type: 'mission' }), context).colourKey).toBe(colourKey(EVENT_TYPE_COLOURS.mission));
    expect(toSxParts(event({ type: 'vacation', vacationId: 3, vacation: { id: 3, status: 'pending' } }), context).colourKey).toBe(colourKey(PENDING_VACATION_COLOUR));
    expect(toSxParts(event({ calendarId: 9 }), context).colourKey).toBe(colourKey(COMPANY_CALENDAR_COLOUR));
    expect(toSxParts(event(), context).colourKey).toBe(colourKey(EVENT_TYPE_COLOURS.other));
  });

  it('draws a rejected leave request apart from an approved one: its own white colour and "Rejected" in the title (issue 30 point 6)', () => {
    const leave = (status: string) => event({ type: 'vacations_and_permissions', summary: 'Ferie', vacationId: 3, vacation: { id: 3, status } as FullcalendarEvent['vacation'] });
    const approved = toSxParts(leave('accepted'), { ...context, rejected: 'Rifiutata' });
    const rejected = toSxParts(leave('rejected'), { ...context, rejected: 'Rifiutata' });
    expect(approved).toMatchObject({ title: 'Ferie', colourKey: colourKey(EVENT_TYPE_COLOURS.vacations_and_permissions) });
    expect(rejected).toMatchObject({ title: 'Rifiutata: Ferie', colourKey: REJECTED_SX_CALENDAR.colorName });
    expect(REJECTED_SX_CALENDAR.lightColors.container).toBe('#ffffff');
  });

  it("starts the week on the user's day (0 = Sunday in the preference, 7 in Schedule-X)", () => {
    expect(scheduleXWeekStart('0')).toBe(7);
    expect(scheduleXWeekStart('1')).toBe(1);
    expect(scheduleXWeekStart(null)).toBe(1);
  });

  it('sends only the timing the user changed, so the server judges the real change', () => {
    const before = draftOf(event());
    expect(updateBody({ ...before, summary: 'Altro' }, before)).not.toHaveProperty('start');
    expect(updateBody({ ...before, end: '2026-03-30 10:00:00' }, before)).toMatchObject({ end: '2026-03-30 10:00:00' });
  });

  it("keeps an event's status: read into the form, sent when changed, left alone otherwise", () => {
    const before = draftOf(event({ status: 'tentative' }));
    expect(before.status).toBe('tentative');
    expect(updateBody({ ...before, summary: 'Altro' }, before)).not.toHaveProperty('status');
    expect(updateBody({ ...before, status: 'confirmed' }, before)).toMatchObject({ status: 'confirmed' });
    expect(createBody({ ...before, status: 'cancelled' })).toMatchObject({ status: 'cancelled' });
  });

  it('shades weekends, and absences from 2021-01-01 on, in the timeline', () => {
    const days = daysBetween('2020-12-31', '2021-01-03');
    expect(days.map(isWeekend)).toEqual([false, false, true, true]);
    const person = {
      id: 1, name: 'Anna', avatarUrl: null, calendarId: 1,
      events: [event({ type: 'vacation', allDay: true, start: '2020-12-31 00:00:00', end: '2021-01-02 00:00:00', vacationId: 2, vacation: { id: 2, status: 'accepted' } })],
    } as unknown as CalendarResource;
    const row = timelineRow(person, days);
    expect(row.map((c) => c.events.length)).toEqual([1, 1, 0, 0]);
    expect(row[0]?.background).toBeNull();
    expect(row[1]?.background).not.toBeNull();
  });
});
