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
  // GET /calendars as a supervisor (user 3) sees it: the server's `writable` says where events may be written.
  const calendar = (id: number, name: string, type: 'user' | 'company', owner: { id: number; name: string } | null, writable: boolean, primary = false) => ({ id, name, type, owner, primary, writable });
  const luca = { id: 3, name: 'Luca Ferrari' };
  const sara = { id: 4, name: 'Sara Esposito' };
  const giulia = { id: 1, name: 'Giulia Rossi' };
  const all = [
    calendar(3, 'Luca Ferrari', 'user', luca, true, true),
    calendar(4, 'Sara Esposito', 'user', sara, true, true),
    calendar(6, 'Clienti', 'user', sara, true),
    calendar(5, 'Agenda Acme', 'company', null, true),
    calendar(1, 'Giulia Rossi', 'user', giulia, false, true),
  ];
  const listed = { items: all, meta: { currentPage: 1, lastPage: 1, perPage: 500, total: all.length } };
  const answer = (calendarId: number) => (call: { path: string }) => ({ status: 200, body: call.path === '/calendars' ? listed : { id: 31, calendarId } });

  it("offers every writable calendar (a team member's too), named by whose it is, and only those; the primary first", async () => {
    const { client } = fakeApiClient(answer(4));
    const setup = await loadEditorSetup(client, null, 3, new AbortController().signal);
    expect(setup.calendars).toEqual([
      { value: '3', label: 'Luca Ferrari' },
      { value: '4', label: 'Sara Esposito' },
      { value: '6', label: 'Clienti · Sara Esposito' },
      { value: '5', label: 'Agenda Acme' },
    ]);
    expect(setup.primary).toBe(3);
    expect(setup.readOnly).toBe(false);
  });

  it("edits an event in a team member's calendar with that calendar chosen", async () => {
    const { client } = fakeApiClient(answer(4));
    const setup = await loadEditorSetup(client, { calendarId: 4, eventId: 31 }, 3, new AbortController().signal);
    expect(setup.readOnly).toBe(false);
    expect(setup.calendars.map((c) => c.value)).toEqual(['3', '4', '6', '5']);
  });

  it('opens an event of a calendar the user may only read read-only, its calendar shown in the field', async () => {
    const { client } = fakeApiClient(answer(1));
    const setup = await loadEditorSetup(client, { calendarId: 1, eventId: 31 }, 3, new AbortController().signal);
    expect(setup.readOnly).toBe(true);
    expect(setup.calendars.at(-1)).toEqual({ value: '1', label: 'Giulia Rossi' });
  });

  it('falls back to the followed calendars when the role may not list every calendar', async () => {
    const mine = { items: [{ id: 9, calendarId: 3, calendar: all[0] }, { id: 10, calendarId: 1, calendar: all[4] }], meta: { currentPage: 1, lastPage: 1, perPage: 500, total: 2 } };
    const { client } = fakeApiClient((call: { path: string }) => (call.path === '/calendars' ? { status: 403, body: { message: 'no' } } : { status: 200, body: mine }));
    const setup = await loadEditorSetup(client, null, 3, new AbortController().signal);
    expect(setup.calendars).toEqual([{ value: '3', label: 'Luca Ferrari' }]);
  });
});
