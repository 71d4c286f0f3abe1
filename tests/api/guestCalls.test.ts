import { Effect, Result } from 'effect';
import { describe, expect, it } from 'vitest';
import { createBareClient } from '../../src/api/client.ts';
import { acceptInvitation, getInvitation } from '../../src/api/invitations.ts';
import { createPassword, findPasswordResetToken, requestPasswordReset } from '../../src/api/passwords.ts';
import { createFetchDouble, json, type Handler } from './doubles/fetchDouble.ts';
import { BASE_URL } from './doubles/session.ts';

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runPromise(Effect.result(effect));

const bare = (handler: Handler) => {
  const server = createFetchDouble(handler);
  return { client: createBareClient({ baseUrl: BASE_URL, fetch: server.fetch }), server };
};

// The guest screens' calls run without a session: no bearer token, but the same case conversion and envelope.
describe('password reset calls', () => {
  it('request, look up and use a reset token, in snake_case and without a token', async () => {
    const { client, server } = bare(({ url }) =>
      url.pathname.startsWith('/api/password/find/')
        ? json(200, { data: { email: 'anna@acme.test', token: 'tok' } })
        : json(200, { message: 'ok' }),
    );
    await run(requestPasswordReset(client, 'anna@acme.test'));
    const found = await run(findPasswordResetToken(client, 'tok'));
    await run(createPassword(client, { email: 'anna@acme.test', token: 'tok', password: 'Secret!2026', passwordConfirmation: 'Secret!2026' }));

    expect(Result.isSuccess(found) && found.success).toMatchObject({ email: 'anna@acme.test', token: 'tok' });
    expect(server.seen.map((seen) => `${seen.method} ${seen.url.pathname}`)).toEqual([
      'POST /api/password/reset',
      'GET /api/password/find/tok',
      'POST /api/password/create',
    ]);
    expect(server.seen[2]?.body).toContain('"password_confirmation":"Secret!2026"');
    expect(server.seen.every((seen) => !seen.headers.has('authorization'))).toBe(true);
  });

  it('a 422 on create is the tagged Invalid with camelCase fields', async () => {
    const { client } = bare(() => json(422, { message: 'Invalid.', errors: { password_confirmation: ['Does not match.'] } }));
    const result = await run(createPassword(client, { email: 'a@b.it', token: 't', password: 'x', passwordConfirmation: 'y' }));
    expect(Result.isFailure(result) && result.failure).toMatchObject({ _tag: 'Invalid', fields: { passwordConfirmation: ['Does not match.'] } });
  });
});

describe('invitation calls', () => {
  it('reads and accepts an invitation by its id', async () => {
    const { client, server } = bare(({ method }) =>
      method === 'GET'
        ? json(200, { data: { status: 'pending', email: 'new@acme.test' } })
        : json(200, { token_type: 'Bearer', expires_in: 3600, access_token: 'a', refresh_token: 'r' }),
    );
    const invitation = await run(getInvitation(client, 'inv-1'));
    const accepted = await run(acceptInvitation(client, 'inv-1', { name: 'Anna', password: 'Secret!2026', passwordConfirmation: 'Secret!2026' }));

    expect(Result.isSuccess(invitation) && invitation.success.status).toBe('pending');
    expect(Result.isSuccess(accepted) && accepted.success.accessToken).toBe('a');
    expect(server.seen.map((seen) => `${seen.method} ${seen.url.pathname}`)).toEqual(['GET /api/invitations/inv-1', 'POST /api/invitations/inv-1/accept']);
  });

  it('an unknown invitation is the tagged NotFound', async () => {
    const { client } = bare(() => json(404, { message: 'Not found.' }));
    const result = await run(getInvitation(client, 'missing'));
    expect(Result.isFailure(result) && result.failure._tag).toBe('NotFound');
  });
});
