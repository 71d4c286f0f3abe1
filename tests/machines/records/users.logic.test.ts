import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { userUpdate } from '../../../src/machines/records/users.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

describe('users.logic', () => {
  it('an edit the form found unchanged (body null) makes no call and answers null; a changed one is a PUT', async () => {
    const { client, calls } = fakeApiClient(() => ({ status: 200, body: { id: 7 } }));
    expect(await Effect.runPromise(userUpdate.submit(client, { id: 7, body: null }))).toBeNull();
    expect(calls).toHaveLength(0);
    await Effect.runPromise(userUpdate.submit(client, { id: 7, body: { name: 'Sara Esposito' } as never }));
    expect(calls[0]).toMatchObject({ method: 'PUT', path: '/users/{id}', params: { path: { id: 7 } } });
  });
});
