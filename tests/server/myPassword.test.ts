import { describe, expect, it } from 'vitest';
import { at } from './harness.ts';
import { useTestServer } from './useServer.ts';

// A person changes their own password from Settings → General, knowing the current one (before, only an e-mailed
// reset could change it). The browser they use stays signed in; their other sessions end.

const server = useTestServer();
const EMAIL = 'supervisor@cantiere.test';

const signIn = async (password: string) =>
  server().request('cantiere', 'POST', '/oauth/token', { body: { grant_type: 'password', client_id: 'bottega-web', client_secret: 'bottega-web-secret', username: EMAIL, password } });
const accessOf = (r: { body: unknown }) => at(r.body, 'access_token') as string;
const change = (token: string, body: unknown, language = 'en') => server().request('cantiere', 'POST', '/users/me/password', { token, body, headers: { 'accept-language': language } });

describe('changing one’s own password', { timeout: 60_000 }, () => {
  it('asks for the current password, applies the password rule, keeps this session and ends the others', async () => {
    const here = accessOf(await signIn('Bottega!2026'));
    const elsewhere = accessOf(await signIn('Bottega!2026'));

    const wrong = await change(here, { current_password: 'nope', password: 'Nuova!2027x', password_confirmation: 'Nuova!2027x' }, 'it');
    expect(wrong.status, wrong.text).toBe(422);
    expect(at(wrong.body, 'errors.current_password')).toEqual(['La password attuale non è corretta.']);
    const weak = await change(here, { current_password: 'Bottega!2026', password: 'weakweak', password_confirmation: 'weakweak' });
    expect(weak.status).toBe(422);
    expect(Object.keys(at(weak.body, 'errors') as object)).toContain('password');

    const done = await change(here, { current_password: 'Bottega!2026', password: 'Nuova!2027x', password_confirmation: 'Nuova!2027x' });
    expect(done.status, done.text).toBe(200);
    expect(at(done.body, 'data.message')).toBe('password changed correctly');
    expect((await server().request('cantiere', 'GET', '/users/me', { token: here })).status).toBe(200);
    expect((await server().request('cantiere', 'GET', '/users/me', { token: elsewhere })).status).toBe(401);

    expect((await signIn('Bottega!2026')).status).toBe(400);
    expect((await signIn('Nuova!2027x')).status).toBe(200);
    const log = await server().request('cantiere', 'GET', '/audit-log?page_size=5', { token: await server().token('cantiere', 'admin@cantiere.test') });
    expect((at(log.body, 'data') as { action: string }[]).map((e) => e.action)).toContain('user.password_changed');
  });
});
