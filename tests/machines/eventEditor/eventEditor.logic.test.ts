import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { colleagueAttendeeOptions, loadEditorSetup, profileAttendeeOptions, userAttendeeOptions } from '../../../src/machines/eventEditor/eventEditor.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// The event editor's attendee pickers against a fake client: one page of 20 per typed text, the text trimmed.

const PAGE = { items: [{ id: 7, name: 'Anna Rossi' }], meta: { currentPage: 1, lastPage: 1, perPage: 20, total: 1 } };

describe('attendee options', () => {
  it('profiles: searches the trimmed text and answers id and name', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: PAGE }));
    const options = await Effect.runPromise(profileAttendeeOptions(client)('  ross '));
    expect(calls.map((call) => [call.method, call.path, call.params])).toEqual([['GET', '/profiles', { query: { pageSize: 20, search: 'ross' } }]]);
    expect(options.items).toEqual([{ value: '7', label: 'Anna Rossi' }]);
  });

  it('users: no search for an empty text', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: PAGE }));
    await Effect.runPromise(userAttendeeOptions(client)('  '));
    expect(calls.map((call) => [call.path, call.params])).toEqual([['/users', { query: { pageSize: 20 } }]]);
  });

  it('colleagues without the users list: the owners of the user calendars, once each, filtered by the typed text', async () => {
    const calendars = {
      items: [
        { id: 4, owner: { id: 4, name: 'Sara Esposito' } },
        { id: 3, owner: { id: 3, name: 'Luca Ferrari' } },
        { id: 9, owner: { id: 3, name: 'Luca Ferrari' } },
        { id: 12, owner: null },
      ],
      meta: { currentPage: 1, lastPage: 1, perPage: 100, total: 4 },
    };
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: calendars }));
    const all = await Effect.runPromise(colleagueAttendeeOptions(client)(''));
    expect(calls.map((call) => call.path)).toEqual(['/calendars']);
    expect(all.items).toEqual([
      { value: '3', label: 'Luca Ferrari' },
      { value: '4', label: 'Sara Esposito' },
    ]);
    expect((await Effect.runPromise(colleagueAttendeeOptions(client)(' luca '))).items).toEqual([{ value: '3', label: 'Luca Ferrari' }]);
  });
});

describe('the editor setup', () => {
  const followed = (calendarId: number, name: string, type: 'user' | 'company', ownerId: number | null, primary = false) => ({ id: calendarId, calendarId, calendar: { id: calendarId, name, type, owner: ownerId === null ? null : { id: ownerId, name }, primary } });
  const mine = { items: [followed(3, 'Luca Ferrari', 'user', 3, true), followed(4, 'Sara Esposito', 'user', 4), followed(5, 'Agenda Acme', 'company', null)], meta: { currentPage: 1, lastPage: 1, perPage: 100, total: 3 } };
  const answer = (calendarId: number) => (call: { path: string }) => ({ status: 200, body: call.path === '/users/me/calendars' ? mine : { id: 31, calendarId } });

  it("offers one's own and the company calendars for a new event, the primary first", async () => {
    const { client } = fakeApiClient(answer(4));
    const setup = await loadEditorSetup(client, null, 3, new AbortController().signal);
    expect(setup.calendars.map((c) => c.label)).toEqual(['Luca Ferrari', 'Agenda Acme']);
    expect(setup.primary).toBe(3);
  });

  it("keeps the calendar of an event edited in a followed colleague's calendar among the choices (the field showed nothing)", async () => {
    const { client } = fakeApiClient(answer(4));
    const setup = await loadEditorSetup(client, { calendarId: 4, eventId: 31 }, 3, new AbortController().signal);
    expect(setup.calendars).toEqual([
      { value: '3', label: 'Luca Ferrari' },
      { value: '5', label: 'Agenda Acme' },
      { value: '4', label: 'Sara Esposito' },
    ]);
  });
});
