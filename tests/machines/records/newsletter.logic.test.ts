import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { newsletterGroupCreate, newsletterGroupRecord, newsletterListUpdate, newsletterRecipientsList, newsletterSettingsSave } from '../../../src/machines/records/newsletter.logic.ts';
import { fakeApiClient, type FakeCall } from '../fakeApiClient.ts';

// The newsletter's lists, groups, recipients and settings bound to the API, driven against a fake client.

const list = { idList: 4, Name: 'Clienti 4711', listGuid: 'g-4' };
const group = { idGroup: 9, idList: 4, Name: 'VIP', Notes: null };
const missingMessage = { ns: 'errors', key: 'missing', params: {} } as const;

const groupsAnswer = (call: FakeCall) =>
  call.path.endsWith('/groups') ? { status: 200, body: { items: [group], meta: { currentPage: 1, lastPage: 1, perPage: 500, total: 1 } } } : { status: 200, body: list };

describe('newsletter.logic', () => {
  it("a group's edit screen reads the list and its groups and finds the group among them", async () => {
    const { client, calls } = fakeApiClient(groupsAnswer);
    const actor = createActor(newsletterGroupRecord.bind(client, 9), { input: { id: 4, missingMessage } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready') || snapshot.matches('failure'));
    expect(actor.getSnapshot().context.record).toEqual({ list, group });
    expect(calls.map((call) => [call.path, call.params])).toEqual([
      ['/newsletter/mailup/lists/{id}', { path: { id: 4 } }],
      ['/newsletter/mailup/lists/{listId}/groups', { path: { listId: 4 }, query: { pageSize: 500 } }],
    ]);
  });

  it('a group the list does not hold is not found, as a missing list is', async () => {
    const { client } = fakeApiClient(groupsAnswer);
    const actor = createActor(newsletterGroupRecord.bind(client, 10), { input: { id: 4, missingMessage } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('notFound'));
    expect(actor.getSnapshot().context.errorTag).toBe('NotFound');
    expect(actor.getSnapshot().can({ type: 'record.retry' })).toBe(false);
  });

  it('saving the settings without a password keeps the stored one, then reads the login state again', async () => {
    const { client, calls } = fakeApiClient((call) => (call.method === 'GET' ? { status: 200, body: { loggedIn: true, enabled: true, username: 'u', passwordSet: true } } : { status: 200, body: {} }));
    await Effect.runPromise(newsletterSettingsSave.submit(client, { enabled: false, username: 'mailer', password: null }));
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/users/me/preferences', { key: 'newsletter.enabled', value: 'disabled' }],
      ['POST', '/users/me/preferences', { key: 'newsletter.username', value: 'mailer' }],
      ['GET', '/newsletter/mailup/status', undefined],
    ]);
    calls.length = 0;
    await Effect.runPromise(newsletterSettingsSave.submit(client, { enabled: true, username: 'mailer', password: 's3cret' }));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toContainEqual({ key: 'newsletter.password', value: 's3cret' });
  });

  it("a list's recipients are asked of that list, by search and status", async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { items: [], meta: { currentPage: 1, lastPage: 1, perPage: 50, total: 0 } } }));
    const actor = createActor(newsletterRecipientsList.bind(client, 4), { input: { filters: { search: 'rossi', status: 'PENDING' } } }).start();
    await waitFor(actor, (snapshot) => snapshot.context.meta !== null);
    expect(calls).toMatchObject([{ path: '/newsletter/mailup/lists/{listId}/recipients', params: { path: { listId: 4 }, query: { page: 1, pageSize: 50, search: 'rossi', status: 'PENDING' } } }]);
  });

  it("a refused save names its fields as the list and group forms do, so each error shows under its field", async () => {
    const refused = () => ({
      status: 422,
      body: { message: 'I dati inviati non sono validi.', errors: { OwnerEmail: ['Indirizzo non valido.'], Description: ['Al massimo 1.000 caratteri.'], Notes: ['Troppo lunghe.'] } },
    });
    const { client } = fakeApiClient(refused);
    const listFailure = await Effect.runPromise(Effect.flip(newsletterListUpdate.submit(client, { id: 4, body: { Name: 'Fiere', Description: 'x'.repeat(1001), Business: false, Customer: true } })));
    expect(listFailure).toMatchObject({ _tag: 'Invalid', fields: { ownerEmail: ['Indirizzo non valido.'], description: ['Al massimo 1.000 caratteri.'], notes: ['Troppo lunghe.'] } });
    const groupFailure = await Effect.runPromise(Effect.flip(newsletterGroupCreate.submit(client, { listId: 4, body: { Name: 'VIP', Notes: 'y'.repeat(1001) } })));
    expect(Object.keys(groupFailure._tag === 'Invalid' ? groupFailure.fields : {})).toEqual(['ownerEmail', 'description', 'notes']);
  });
});
