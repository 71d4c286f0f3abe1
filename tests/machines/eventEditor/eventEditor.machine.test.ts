import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import validationEn from '../../../locales/en/validation.json';
import validationIt from '../../../locales/it/validation.json';
import { formRules } from '../../../src/ui/components/formRules.ts';
import { allDayLast, endOfLastDay, startOfFirstDay } from '../../../src/ui/calendar/allDayDays.ts';
import { EVENT_DRAFT_RULES } from '../../../src/ui/calendar/eventDraftRules.ts';
import { createEventEditorMachine } from '../../../src/machines/eventEditor/eventEditor.machine.ts';
import type { EventDraft, EventEditorInput, MoveRequest, SaveRequest } from '../../../src/machines/eventEditor/eventEditor.types.ts';

const draft = (over: Partial<EventDraft> = {}): EventDraft => ({
  calendarId: 1, summary: 'Riunione', description: '', start: '2026-03-30 09:00:00', end: '2026-03-30 10:00:00', duration: 60,
  allDay: false, busy: true, private: false, type: null, attendees: [], ...over,
});

const run = (input: EventEditorInput, calls: string[] = [], updateFails?: unknown) =>
  createActor(
    createEventEditorMachine<{ id: number }>().provide({
      actors: {
        createEvent: fromPromise<{ id: number }, SaveRequest>(async () => { calls.push('create'); return { id: 9 }; }),
        moveEvent: fromPromise<{ id: number }, MoveRequest>(async ({ input: m }) => { calls.push(`move ${m.calendarId}→${m.destination}`); return { id: m.eventId }; }),
        updateEvent: fromPromise<{ id: number }, SaveRequest>(async ({ input: u }) => {
          calls.push(`update in ${u.original?.calendarId}`);
          if (updateFails !== undefined) throw updateFails;
          return { id: 7 };
        }),
      },
    }),
    { input },
  ).start();

describe('event editor statechart (spec §4)', () => {
  it('moves the end with the start, keeping the duration; a new end recomputes the duration', () => {
    const actor = run({ draft: draft(), original: null });
    actor.send({ type: 'start.change', value: '2026-03-30 14:15:00' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ start: '2026-03-30 14:15:00', end: '2026-03-30 15:15:00', duration: 60 });
    actor.send({ type: 'end.change', value: '2026-03-30 16:15:00' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ end: '2026-03-30 16:15:00', duration: 120 });
  });

  it('gives a first start the default 30 minutes', () => {
    const actor = run({ draft: draft({ start: null, end: null, duration: 30 }), original: null });
    actor.send({ type: 'start.change', value: '2026-03-30 08:00:00' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ end: '2026-03-30 08:30:00', duration: 30 });
  });

  it('refuses to resize a vacation or permission event but lets it move', () => {
    // Every leave type, paid and unpaid permission included (issue 30 point 9: ex_holiday and both permissions escaped).
    for (const type of ['vacation', 'permission', 'vacations_and_permissions', 'ex_holiday', 'paid_time_off', 'not_paid_time_off']) {
      const actor = run({ draft: draft({ type }), original: { calendarId: 1, eventId: 7 } });
      actor.send({ type: 'end.change', value: '2026-03-30 12:00:00' });
      expect(actor.getSnapshot().context.refusal).toMatchObject({ key: 'events.vacationNotResizable' });
      expect(actor.getSnapshot().context.draft.end).toBe('2026-03-30 10:00:00');
      actor.send({ type: 'start.change', value: '2026-03-31 09:00:00' });
      expect(actor.getSnapshot().context).toMatchObject({ refusal: null, draft: { end: '2026-03-31 10:00:00' } });
    }
  });

  it('lets other types be resized (the rule is about leave only)', () => {
    for (const type of ['mission', 'smart_working', 'illness', null]) {
      const actor = run({ draft: draft({ type }), original: { calendarId: 1, eventId: 7 } });
      actor.send({ type: 'end.change', value: '2026-03-30 12:00:00' });
      expect(actor.getSnapshot().context).toMatchObject({ refusal: null, draft: { end: '2026-03-30 12:00:00' } });
    }
  });

  it('moves the event to the new calendar first, then updates it there', async () => {
    const calls: string[] = [];
    const actor = run({ draft: draft(), original: { calendarId: 1, eventId: 7 } }, calls);
    actor.send({ type: 'field.change', field: 'calendarId', value: 4 });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls).toEqual(['move 1→4', 'update in 4']);
  });

  it('updates in place when the calendar is the same, and creates a new event', async () => {
    const calls: string[] = [];
    const same = run({ draft: draft(), original: { calendarId: 1, eventId: 7 } }, calls);
    same.send({ type: 'save' });
    await waitFor(same, (s) => s.matches('saved'));
    const created = run({ draft: draft(), original: null }, calls);
    created.send({ type: 'save' });
    await waitFor(created, (s) => s.matches('saved'));
    expect(calls).toEqual(['update in 1', 'create']);
  });

  it("reads the server's 409 as the no-resize refusal, and keeps the move when the update fails", async () => {
    const calls: string[] = [];
    const actor = run({ draft: draft(), original: { calendarId: 1, eventId: 7 } }, calls, { _tag: 'Conflict' });
    actor.send({ type: 'field.change', field: 'calendarId', value: 4 });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.refusal !== null);
    expect(actor.getSnapshot().context.original).toEqual({ calendarId: 4, eventId: 7 });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches('editing') && calls.length === 3);
    expect(calls).toEqual(['move 1→4', 'update in 4', 'update in 4']);
  });

  it("reads the server's 409 on a vacation request's event as 'change the request instead', on a move or an update", async () => {
    const followsRequest = { _tag: 'Conflict', message: 'This event belongs to a vacation request: change the request instead.' };
    const actor = run({ draft: draft({ type: 'vacation' }), original: { calendarId: 1, eventId: 7 } }, [], followsRequest);
    actor.send({ type: 'start.change', value: '2026-03-31 09:00:00' });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.refusal !== null);
    expect(actor.getSnapshot().context.refusal).toMatchObject({ ns: 'errors', key: 'events.followsRequest' });
    expect(actor.getSnapshot().context.errorTag).toBeNull();
  });

  it("keeps a new event without a start (or without a calendar) in the form, with the field's message in the person's language", async () => {
    for (const [lng, validation, message] of [['it', validationIt, 'Questo campo è obbligatorio.'], ['en', validationEn, 'This field is required.']] as const) {
      const i18n = createInstance();
      await i18n.init({ lng, ns: ['validation'], resources: { [lng]: { validation } } });
      const calls: string[] = [];
      const actor = run({ draft: draft({ start: null, end: null }), original: null, validate: formRules<EventDraft>(i18n.t, EVENT_DRAFT_RULES) }, calls);
      actor.send({ type: 'save' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ start: [message] });
      actor.send({ type: 'field.change', field: 'calendarId', value: null });
      actor.send({ type: 'save' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({ calendarId: [message], start: [message] });
      // With both given, the save goes on, and the messages go with it.
      actor.send({ type: 'field.change', field: 'calendarId', value: 2 });
      actor.send({ type: 'start.change', value: '2026-03-30 09:00:00' });
      actor.send({ type: 'save' });
      expect(actor.getSnapshot().context.fieldErrors).toEqual({});
      await waitFor(actor, (s) => s.matches('saved'));
      expect(calls).toEqual(['create']);
    }
  });

  it('turns the timing into whole days when All day is switched on, and the days chosen then stay whole', () => {
    const actor = run({ draft: draft({ start: '2026-12-02 09:00:00', end: '2026-12-02 09:30:00', duration: 30 }), original: null });
    actor.send({ type: 'field.change', field: 'allDay', value: true });
    expect(actor.getSnapshot().context.draft).toMatchObject({ allDay: true, start: '2026-12-02 00:00:00', end: '2026-12-03 00:00:00', duration: 1440 });
    // The form's last day 4 December is 00:00 of the 5th: three days; a new first day keeps them.
    actor.send({ type: 'end.change', value: endOfLastDay('2026-12-04') });
    expect(actor.getSnapshot().context.draft).toMatchObject({ end: '2026-12-05 00:00:00', duration: 4320 });
    expect(allDayLast(actor.getSnapshot().context.draft)).toBe('2026-12-04');
    actor.send({ type: 'start.change', value: startOfFirstDay('2026-12-09') });
    expect(actor.getSnapshot().context.draft).toMatchObject({ start: '2026-12-09 00:00:00', end: '2026-12-12 00:00:00', duration: 4320 });
    // Switched off, the timing stays as it is.
    actor.send({ type: 'field.change', field: 'allDay', value: false });
    expect(actor.getSnapshot().context.draft).toMatchObject({ allDay: false, start: '2026-12-09 00:00:00', end: '2026-12-12 00:00:00' });
  });
});
