import { Effect, Exit } from 'effect';
import { describe, expect, it } from 'vitest';
import type { BareApiClient } from '../../../src/api/client.ts';
import { invitationAccept, invitationLookup, passwordCreate, passwordResetRequest, resetTokenLookup } from '../../../src/machines/records/guestAccess.logic.ts';
import { fakeApiClient } from '../fakeApiClient.ts';

// The guest screens' logic (password reset, new password, join) against a fake client: which calls each makes.

const bare = (answer: Parameters<typeof fakeApiClient>[0]) => {
  const { client, calls } = fakeApiClient(answer);
  return { client: client as unknown as BareApiClient, calls };
};

describe('password reset', () => {
  it('posts the address to /password/reset', async () => {
    const { client, calls } = bare(() => ({ status: 200, body: { message: 'sent' } }));
    await Effect.runPromise(passwordResetRequest.submit(client, 'anna.rossi@example.com'));
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([['POST', '/password/reset', { email: 'anna.rossi@example.com' }]]);
  });

  it('reads the token named by the link, and fails with the server\'s 404', async () => {
    const { client, calls } = bare(() => ({ status: 404, body: { message: 'Not found.' } }));
    const exit = await Effect.runPromiseExit(resetTokenLookup.load(client, 'tok-93'));
    expect(Exit.isFailure(exit)).toBe(true);
    expect(calls[0]?.path).toBe('/password/find/{token}');
    expect(calls[0]?.params).toEqual({ path: { token: 'tok-93' } });
  });

  it('posts the new password with the token and its address', async () => {
    const { client, calls } = bare(() => ({ status: 200, body: { message: 'ok' } }));
    const body = { email: 'anna.rossi@example.com', token: 'tok-93', password: 'Secret-2026', passwordConfirmation: 'Secret-2026' };
    await Effect.runPromise(passwordCreate.submit(client, body));
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([['POST', '/password/create', body]]);
  });
});

describe('join from an invitation', () => {
  it('reads the invitation by its id', async () => {
    const { client, calls } = bare(() => ({ status: 200, body: { id: 'inv-7', status: 'pending' } }));
    const invitation = await Effect.runPromise(invitationLookup.load(client, 'inv-7'));
    expect(invitation).toMatchObject({ id: 'inv-7', status: 'pending' });
    expect(calls.map((call) => [call.method, call.path, call.params])).toEqual([['GET', '/invitations/{invitationId}', { path: { invitationId: 'inv-7' } }]]);
  });

  it('accepts it and answers tokens expiring from when the request left', async () => {
    const { client, calls } = bare(() => ({ status: 200, body: { accessToken: 'a-1', refreshToken: 'r-1', expiresIn: 3600, tokenType: 'Bearer' } }));
    const before = Date.now();
    const body = { name: 'Anna Rossi', password: 'Secret-2026', passwordConfirmation: 'Secret-2026' };
    const tokens = await Effect.runPromise(invitationAccept.submit(client, { invitationId: 'inv-7', body }));
    expect(calls.map((call) => [call.method, call.path, call.params, call.body])).toEqual([['POST', '/invitations/{invitationId}/accept', { path: { invitationId: 'inv-7' } }, body]]);
    expect(tokens.accessToken).toBe('a-1');
    expect(tokens.refreshToken).toBe('r-1');
    expect(tokens.expiresAt).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(tokens.expiresAt).toBeLessThanOrEqual(Date.now() + 3_600_000);
  });
});
