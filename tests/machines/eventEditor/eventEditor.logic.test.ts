import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { colleagueAttendeeOptions, profileAttendeeOptions, userAttendeeOptions } from '../../../src/machines/eventEditor/eventEditor.logic.ts';
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
