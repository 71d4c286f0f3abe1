import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { calendarCommands, calendarFeed, feedCommands, fetchAllEvents, myCalendars, subscribableCalendars, timelineCompanies, timelinePeople } from '../../../src/machines/records/calendar.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// The calendar screens' logic against a fake client: which calls each read and command makes, and what it answers.

const page = (items: readonly unknown[], currentPage = 1, lastPage = 1) => ({ items, meta: { currentPage, lastPage, perPage: 100, total: items.length } });

describe('calendar', () => {
  it('reads my calendars, one page of 100', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: page([{ id: 1 }]) }));
    expect(await Effect.runPromise(myCalendars.load(client, 0))).toEqual([{ id: 1 }]);
    expect(calls.map((call) => [call.method, call.path, call.params])).toEqual([['GET', '/users/me/calendars', { query: { pageSize: 100 } }]]);
  });

  it('reads every page of the events in the range', async () => {
    const { client, calls } = fakeApiClient((call) => {
      const n = (call.params as { query: { page: number } }).query.page;
      return { status: 200, body: page([{ id: n }], n, 2) };
    });
    const events = await fetchAllEvents(client, { start: '2026-11-23 00:00:00', end: '2026-11-30 00:00:00' });
    expect(events.map((event) => event.id)).toEqual([1, 2]);
    expect(calls.map((call) => call.params)).toEqual([
      { query: { start: '2026-11-23 00:00:00', end: '2026-11-30 00:00:00', page: 1, pageSize: 500 } },
      { query: { start: '2026-11-23 00:00:00', end: '2026-11-30 00:00:00', page: 2, pageSize: 500 } },
    ]);
  });

  it('lists colleagues\' calendars to subscribe to, not my own, and asks nothing without the permission', async () => {
    const { client, calls } = fakeApiClient(() => ({
      status: 200,
      body: page([
        { id: 5, name: 'Lavoro', owner: { id: 9, name: 'Anna Rossi' } },
        { id: 6, name: 'Mio', owner: { id: 3, name: 'Io' } },
      ]),
    }));
    expect(await Effect.runPromise(subscribableCalendars.load(client, { canSubscribe: true, userId: 3, known: '' }))).toEqual([{ value: '5', label: 'Anna Rossi · Lavoro' }]);
    expect(calls.map((call) => [call.path, call.params])).toEqual([['/calendars', { query: { types: ['user'], pageSize: 100 } }]]);
    expect(await Effect.runPromise(subscribableCalendars.load(client, { canSubscribe: false, userId: 3, known: '' }))).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('shows, subscribes and unsubscribes through the side list\'s commands', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 1 } }));
    await Effect.runPromise(calendarCommands.execute(client, { kind: 'show', subscriptionId: 4, selected: false, name: 'Lavoro' }));
    await Effect.runPromise(calendarCommands.execute(client, { kind: 'subscribe', calendarId: 5, name: 'Lavoro' }));
    expect(calls.map((call) => [call.method, call.path, call.params, call.body])).toEqual([
      ['PUT', '/users/me/calendars/{id}', { path: { id: 4 } }, { selected: false, visible: true }],
      ['POST', '/users/me/calendars', undefined, { calendarId: 5 }],
    ]);
  });

  it('reads the feed without its address, and shows the address only when made', async () => {
    const { client, calls } = fakeApiClient((call) => ({ status: 200, body: call.method === 'GET' ? { enabled: true, url: 'https://x/feed.ics' } : { enabled: true, url: 'https://x/new.ics' } }));
    expect(await Effect.runPromise(calendarFeed.load(client))).toEqual({ enabled: true, url: null });
    expect(await Effect.runPromise(feedCommands.execute(client, { kind: 'enable' }))).toEqual({ enabled: true, url: 'https://x/new.ics' });
    expect(calls.map((call) => call.method)).toEqual(['GET', 'POST']);
  });
});

describe('timeline', () => {
  it('reads the people in the range, with the chosen companies only when there are some', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: page([{ id: 1 }]) }));
    await Effect.runPromise(timelinePeople.load(client, { start: '2026-11-23 00:00:00', end: '2026-12-07 00:00:00', companyIds: [], reload: 0 }));
    await Effect.runPromise(timelinePeople.load(client, { start: '2026-11-23 00:00:00', end: '2026-12-07 00:00:00', companyIds: [2, 4], reload: 1 }));
    expect(calls.map((call) => call.params)).toEqual([
      { query: { start: '2026-11-23 00:00:00', end: '2026-12-07 00:00:00', pageSize: 100 } },
      { query: { start: '2026-11-23 00:00:00', end: '2026-12-07 00:00:00', pageSize: 100, companyIds: [2, 4] } },
    ]);
  });

  it('lists companies only with the permission', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: page([{ id: 2, name: 'Rossi Srl', vat: 'x' }]) }));
    expect(await Effect.runPromise(timelineCompanies.load(client, true))).toEqual([{ id: 2, name: 'Rossi Srl' }]);
    expect(await Effect.runPromise(timelineCompanies.load(client, false))).toEqual([]);
    expect(calls.map((call) => [call.path, call.params])).toEqual([['/companies', { query: { pageSize: 100 } }]]);
  });
});
