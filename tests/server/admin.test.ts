import { describe, expect, it } from 'vitest';
import { at, TEST_CLIENT } from './harness.ts';
import { useTestServer } from './useServer.ts';

// Issue 11: server-side sign-out, ending a user's sessions, and the read-only audit log.

type Entry = { action: string; user: { id: number; name: string } | null; email: string | null; ip: string; subject_label: string | null; changes: Record<string, { before: unknown; after: unknown }> };

const server = useTestServer();
const PASSWORD = 'Bottega!2026';

async function signIn(slug: string, email: string, password = PASSWORD) {
  const r = await server().request(slug, 'POST', '/oauth/token', { body: { grant_type: 'password', ...TEST_CLIENT, username: email, password } });
  return { status: r.status, access: at(r.body, 'access_token') as string, refresh: at(r.body, 'refresh_token') as string };
}
const refresh = (token: string) => server().request('acme', 'POST', '/oauth/token', { body: { grant_type: 'refresh_token', ...TEST_CLIENT, refresh_token: token } });
const adminToken = () => server().token('acme', 'admin@acme.test');
const audit = async (query = '') => (await server().request('acme', 'GET', `/audit-log${query}`, { token: await adminToken() })).body as { data: Entry[]; meta: { total: number } };

describe('sign-out on the server', () => {
  it('refuses the old access and refresh tokens after logout, and the refreshed ones of the same family', async () => {
    const first = await signIn('acme', 'operator@acme.test');
    expect(first.status).toBe(200);
    const renewed = await refresh(first.refresh);
    const access = at(renewed.body, 'access_token') as string;
    const refreshToken = at(renewed.body, 'refresh_token') as string;
    expect((await server().request('acme', 'GET', '/users/me', { token: access })).status).toBe(200);
    expect((await server().request('acme', 'POST', '/oauth/revoke', { token: access })).status).toBe(204);
    expect((await server().request('acme', 'GET', '/users/me', { token: access })).status).toBe(401);
    expect((await refresh(refreshToken)).status).toBe(400);
    expect((await server().request('acme', 'POST', '/oauth/revoke', { token: access })).status).toBe(401);
  });

  it('leaves other sessions of the same user open', async () => {
    const a = await signIn('acme', 'supervisor@acme.test');
    const b = await signIn('acme', 'supervisor@acme.test');
    await server().request('acme', 'POST', '/oauth/revoke', { token: a.access });
    expect((await server().request('acme', 'GET', '/users/me', { token: b.access })).status).toBe(200);
  });

  it('lets an administrator end every session of a user; an operator may not', async () => {
    const s = await signIn('acme', 'subadmin@acme.test');
    const id = at((await server().request('acme', 'GET', '/users/me', { token: s.access })).body, 'data.id') as number;
    const operator = await signIn('acme', 'operator@acme.test');
    expect((await server().request('acme', 'DELETE', `/users/${id}/sessions`, { token: operator.access })).status).toBe(403);
    expect((await server().request('acme', 'DELETE', `/users/${id}/sessions`, { token: await adminToken() })).status).toBe(204);
    expect((await server().request('acme', 'GET', '/users/me', { token: s.access })).status).toBe(401);
    expect((await refresh(s.refresh)).status).toBe(400);
  });

  it('issues refresh tokens for 12 hours by default', () => {
    expect(server().config.refreshTokenTtl).toBe(12 * 3600);
  });
});

describe('audit log', () => {
  it('records sign-ins, failed sign-ins and sign-outs with the address, never the password', async () => {
    expect((await signIn('acme', 'operator@acme.test', 'Wrong!Password1')).status).toBe(400);
    const ok = await signIn('acme', 'operator@acme.test');
    await server().request('acme', 'POST', '/oauth/revoke', { token: ok.access });
    const failed = (await audit('?action=auth.login_failed')).data[0];
    expect(failed).toMatchObject({ action: 'auth.login_failed', user: null, email: 'operator@acme.test' });
    expect(failed?.ip).toBeTruthy();
    expect((await audit('?action=auth.login')).data[0]).toMatchObject({ email: 'operator@acme.test' });
    expect((await audit('?action=auth.logout')).data[0]?.user?.name).toBeTruthy();
    const all = JSON.stringify((await audit('?page_size=500')).data);
    expect(all).not.toContain('Wrong!Password1');
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain(ok.access);
  });

  it('records user, role, team and setting changes with before and after values', async () => {
    const token = await adminToken();
    const req = (method: string, path: string, body?: unknown) => server().request('acme', method, path, { token, ...(body !== undefined ? { body } : {}) });
    const roles = (await req('GET', '/roles')).body as { data: { id: number; name: string }[] };
    const operatorRole = roles.data.find((r) => r.name === 'operator')?.id;
    const created = await req('POST', '/users', { name: 'Audit Uno', email: 'audit.uno@example.it', role_id: operatorRole });
    const userId = at(created.body, 'data.id') as number;
    await req('PUT', `/users/${userId}`, { name: 'Audit Due', status: 'deactivated' });
    const updated = (await audit('?action=user.updated')).data[0];
    expect(updated?.changes).toEqual({ name: { before: 'Audit Uno', after: 'Audit Due' }, status: { before: 'unregistered', after: 'deactivated' } });
    expect((await audit('?action=user.created')).data[0]?.subject_label).toBe('audit.uno@example.it');

    const role = await req('POST', '/roles', { name: 'auditor', label: 'Auditor', permissions: ['works', 'works.viewAny'] });
    const roleId = at(role.body, 'data.id') as number;
    await req('PUT', `/roles/${roleId}`, { permissions: ['works', 'works.view'] });
    expect((await audit('?action=role.updated')).data[0]?.changes).toEqual({ permissions: { before: ['works', 'works.viewAny'], after: ['works', 'works.view'] } });

    const me = at((await req('GET', '/users/me')).body, 'data.id') as number;
    await req('POST', '/users/related-users', { user_id: me, related_users: [userId] });
    await req('DELETE', '/users/related-users', { user_id: me, related_users: [userId] });
    expect((await audit('?action=related_users.linked')).data[0]?.changes).toEqual({ related_users: { before: null, after: ['audit.uno@example.it'] } });
    expect((await audit('?action=related_users.unlinked')).meta.total).toBe(1);

    await req('POST', '/settings', { key: 'timezone', value: 'Europe/Rome' });
    const before = (await audit('?action=setting.updated')).meta.total;
    await req('POST', '/settings', { key: 'timezone', value: 'Europe/London' });
    await req('POST', '/settings', { key: 'timezone', value: 'Europe/Rome' });
    expect((await audit('?action=setting.updated')).meta.total).toBe(before + 2);
  });

  it('filters by user and date, paginates, and offers no way to change or delete an entry', async () => {
    const token = await adminToken();
    const me = at((await server().request('acme', 'GET', '/users/me', { token })).body, 'data.id') as number;
    const mine = await audit(`?user_id=${me}`);
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((e) => e.user?.id === me)).toBe(true);
    expect((await audit('?from=2000-01-01&to=2000-01-02')).meta.total).toBe(0);
    const page = await audit('?page_size=1');
    expect(page.data).toHaveLength(1);
    expect(page.meta.total).toBeGreaterThan(1);
    expect((await server().request('acme', 'DELETE', '/audit-log', { token })).status).toBe(405);
    expect((await server().request('acme', 'POST', '/audit-log', { token, body: {} })).status).toBe(405);
    expect((await server().request('acme', 'PUT', '/audit-log/1', { token, body: {} })).status).toBe(404);
    expect((await server().request('acme', 'GET', '/audit-log', { token: await server().token('acme', 'operator@acme.test') })).status).toBe(403);
    // Another tenant's log does not show acme's entries.
    const borgo = (await server().request('borgo', 'GET', '/audit-log?page_size=500', { token: await server().token('borgo', 'admin@borgo.test') })).body as { data: Entry[] };
    expect(JSON.stringify(borgo.data)).not.toContain('acme.test');
  });
});
