import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { draftAtSlot, emptyDraft } from '../../../src/machines/eventEditor/eventDraft.ts';
import { createEventEditorMachine } from '../../../src/machines/eventEditor/eventEditor.machine.ts';
import { slotAddress, slotAtTime, slotOfSearch, slotOnDay } from '../../../src/machines/eventEditor/eventSlot.ts';

/** The editor's first values for an address's query, as the create screen makes them. */
const initial = (search: string) => draftAtSlot(4, slotOfSearch(search));

describe('a new event started from a slot of the calendar view', () => {
  it('a time in the address starts a timed event there, the default 30 minutes long', () => {
    expect(initial('?start=2026-11-30T09:00')).toEqual({ ...emptyDraft(4, null), start: '2026-11-30 09:00:00', end: '2026-11-30 09:30:00', duration: 30 });
    // The spellings a person or another screen may write: a space (encoded or `+`), seconds.
    expect(initial('start=2026-11-30%2009:00').start).toBe('2026-11-30 09:00:00');
    expect(initial('start=2026-11-30+23:45:00')).toMatchObject({ start: '2026-11-30 23:45:00', end: '2026-12-01 00:15:00', allDay: false });
  });

  it('a day with allDay=true starts an all-day event on that day', () => {
    expect(initial('?start=2026-11-30&allDay=true')).toEqual({ ...emptyDraft(4, null), allDay: true, start: '2026-11-30 00:00:00', end: '2026-12-01 00:00:00', duration: 1440 });
    // A time with it is dropped: the event takes the whole day.
    expect(initial('?start=2026-02-28T15:00&allDay=true')).toMatchObject({ allDay: true, start: '2026-02-28 00:00:00', end: '2026-03-01 00:00:00' });
  });

  it('a missing or malformed value leaves the form empty, as the plain create screen', () => {
    const empty = emptyDraft(4, null);
    for (const search of [
      '',
      '?',
      '?allDay=true',
      '?start=',
      '?start=tomorrow',
      '?start=2026-02-30T09:00',
      '?start=2026-11-30T25:00',
      '?start=2026-11-30T09:60',
      '?start=2026-11-30T9:00',
      '?start=30/11/2026 09:00',
      '?start=2026-11-30T09:00Z',
      '?start=0000-01-01T09:00',
      // A day alone is no time: only with allDay=true does it mean one.
      '?start=2026-11-30',
      '?start=2026-11-30&allDay=yes',
      '?start=2026-13-01&allDay=true',
    ]) {
      expect(initial(search), search).toEqual(empty);
    }
  });

  it('the view puts the slot it was clicked on in an address that reads back as the same slot', () => {
    const timed = slotAtTime('2026-11-30 09:00:00');
    expect(timed && slotAddress(timed)).toBe('/calendar/events/create?start=2026-11-30T09:00');
    const day = slotOnDay('2026-11-30');
    expect(day && slotAddress(day)).toBe('/calendar/events/create?start=2026-11-30&allDay=true');
    for (const slot of [timed, day]) expect(slotOfSearch(new URL(`http://x${slot ? slotAddress(slot) : ''}`).search)).toEqual(slot);
  });

  it('a click inside a quarter of an hour starts at its beginning; no real time or day, no slot', () => {
    expect(slotAtTime('2026-11-30 09:14:59')).toEqual({ allDay: false, start: '2026-11-30 09:00:00' });
    expect(slotAtTime('2026-11-30 09:15:00')).toEqual({ allDay: false, start: '2026-11-30 09:15:00' });
    expect(slotAtTime('2026-11-30 23:59:00')).toEqual({ allDay: false, start: '2026-11-30 23:45:00' });
    expect(slotAtTime('not a time')).toBeNull();
    expect(slotOnDay('2026-02-29')).toBeNull();
    expect(slotOnDay('2026-11-30 09:00')).toBeNull();
  });

  it('the editor starts from those values and still lets the person change them: the end follows the start', () => {
    const actor = createActor(createEventEditorMachine<{ id: number }>(), { input: { draft: initial('?start=2026-11-30T09:00'), original: null } }).start();
    actor.send({ type: 'start.change', value: '2026-11-30 14:00:00' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ start: '2026-11-30 14:00:00', end: '2026-11-30 14:30:00', duration: 30 });
    actor.send({ type: 'field.change', field: 'allDay', value: true });
    expect(actor.getSnapshot().context.draft).toMatchObject({ allDay: true, start: '2026-11-30 00:00:00', end: '2026-12-01 00:00:00' });
  });
});
