import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { CalendarEvent } from '../../../src/api/calendarEvents.ts';
import { connectEventEditor } from '../../../src/machines/eventEditor/eventEditor.connect.ts';
import { draftOf } from '../../../src/machines/eventEditor/eventDraft.ts';
import { applyViewChange, createEventEditorLogic, eventEditorMachine, isUnchangedSave } from '../../../src/machines/eventEditor/eventEditor.logic.ts';
import { fakeApiClient, type FakeAnswer, type FakeCall } from '../fakeApiClient.ts';

// What the event editor shows, read from snapshots alone, and the calls the logic makes given a client (the editor
// screen and the calendar's drag and resize go through the same chart).

const event = (over: Partial<CalendarEvent> = {}): CalendarEvent =>
  ({
    id: 7, calendarId: 1, summary: 'Rossi 4711', description: null, start: '2026-03-30 09:00:00', end: '2026-03-30 10:00:00', duration: 60,
    allDay: false, busy: true, private: false, type: null, attendees: [], ...over,
  }) as CalendarEvent;

const start = (answer: (call: FakeCall) => FakeAnswer, loaded: CalendarEvent = event()) => {
  const { client, calls } = fakeApiClient(answer);
  const draft = draftOf(loaded);
  const actor = createActor(createEventEditorLogic(client, draft, loaded), { input: { draft, original: { calendarId: loaded.calendarId, eventId: loaded.id } } }).start();
  return { actor, calls, view: () => connectEventEditor(actor.getSnapshot()) };
};

describe('eventEditor.connect', () => {
  it('shows the draft with the timing rule applied, and a refusal of resizing a vacation event', () => {
    const draft = draftOf(event({ type: 'vacation' }));
    const actor = createActor(eventEditorMachine, { input: { draft, original: { calendarId: 1, eventId: 7 } } }).start();
    actor.send({ type: 'start.change', value: '2026-03-30 11:00:00' });
    expect(connectEventEditor(actor.getSnapshot())).toMatchObject({ draft: { start: '2026-03-30 11:00:00', end: '2026-03-30 12:00:00' }, saving: false, phase: null, saved: null, refusal: null });
    actor.send({ type: 'end.change', value: '2026-03-30 13:00:00' });
    expect(connectEventEditor(actor.getSnapshot()).refusal?.key).toBeTruthy();
  });
});

describe('eventEditor.logic', () => {
  it('a changed calendar moves first, then updates with only the timing that changed; the saved event is shown', async () => {
    const { actor, calls, view } = start(() => ({ status: 200, body: event({ calendarId: 2, start: '2026-03-30 10:00:00' }) }));
    actor.send({ type: 'field.change', field: 'calendarId', value: 2 });
    actor.send({ type: 'start.change', value: '2026-03-30 10:00:00' });
    actor.send({ type: 'save' });
    expect(view()).toMatchObject({ saving: true, phase: 'moving' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /calendars/{id}/events/{eventId}/move', 'PUT /calendars/{id}/events/{eventId}']);
    expect(calls[0]?.params).toEqual({ path: { id: 1, eventId: 7 }, query: { destination: 2 } });
    expect(calls[1]?.params).toEqual({ path: { id: 2, eventId: 7 } });
    expect(calls[1]?.body).toMatchObject({ start: '2026-03-30 10:00:00', end: '2026-03-30 11:00:00' });
    expect(calls[1]?.body).not.toHaveProperty('allDay');
    expect(view().saved).toMatchObject({ calendarId: 2 });
  });

  it('a save with nothing changed sends nothing and answers the event as loaded; one change sends the update', async () => {
    const loaded = event({ description: 'Sala riunioni' });
    const quiet = start(() => ({ status: 200, body: event() }), loaded);
    // A field changed and changed back is no change either.
    quiet.actor.send({ type: 'field.change', field: 'summary', value: 'Altro' });
    quiet.actor.send({ type: 'field.change', field: 'summary', value: 'Rossi 4711' });
    quiet.actor.send({ type: 'save' });
    await waitFor(quiet.actor, (s) => s.matches('saved'));
    expect(quiet.calls).toEqual([]);
    expect(isUnchangedSave(quiet.view().saved, loaded)).toBe(true);
    const changed = start(() => ({ status: 200, body: event({ busy: false }) }), loaded);
    changed.actor.send({ type: 'field.change', field: 'busy', value: false });
    changed.actor.send({ type: 'save' });
    await waitFor(changed.actor, (s) => s.matches('saved'));
    expect(changed.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /calendars/{id}/events/{eventId}']);
    expect(changed.calls[0]?.body).toMatchObject({ busy: false, summary: 'Rossi 4711', description: 'Sala riunioni' });
    expect(isUnchangedSave(changed.view().saved, loaded)).toBe(false);
  });

  it("the server's field errors come back to the form", async () => {
    const { actor, view } = start(() => ({ status: 422, body: { message: 'invalid', errors: { summary: ['too long'] } } }));
    actor.send({ type: 'field.change', field: 'summary', value: 'Rossi 4711 '.repeat(40) });
    actor.send({ type: 'save' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.errorTag !== null);
    expect(view()).toMatchObject({ saving: false, errorTag: 'Invalid', fieldErrors: { summary: ['too long'] } });
  });

  it('a drag in the calendar loads the event and saves it through the chart; a failed load is its outcome', async () => {
    const { client, calls } = fakeApiClient((call) => (call.method === 'GET' ? { status: 200, body: event() } : { status: 200, body: event({ start: '2026-03-30 09:30:00', end: '2026-03-30 10:30:00' }) }));
    const saved = await applyViewChange(client, { calendarId: 1, eventId: 7, kind: 'move', minutes: 30 });
    expect(saved).toMatchObject({ outcome: 'saved', event: { start: '2026-03-30 09:30:00' } });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'PUT']);
    const missing = fakeApiClient(() => ({ status: 404, body: { message: 'gone' } }));
    expect(await applyViewChange(missing.client, { calendarId: 1, eventId: 7, kind: 'resize', minutes: 15 })).toEqual({ outcome: 'failed', errorTag: 'NotFound' });
    expect(missing.calls).toHaveLength(1);
  });

  it('resizing a vacation event is refused without a save', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: event({ type: 'vacation' }) }));
    const result = await applyViewChange(client, { calendarId: 1, eventId: 7, kind: 'resize', minutes: 30 });
    expect(result.outcome).toBe('refused');
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });
});
