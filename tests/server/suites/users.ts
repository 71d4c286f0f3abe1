import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../../server/src/db/schema/core.ts';
import { at, type TestServer } from '../harness.ts';

type Row = Record<string, unknown> & { id: number };
type Page = { data: Row[]; meta: { total: number; per_page: number } };

export const NEW_PASSWORD = 'Invitato!2026';

export function usersSuite(server: () => TestServer): void {
  const as = (slug: string, role: string) => server().token(slug, `${role}@${slug}.test`);
  const call = async (slug: string, role: string, method: string, path: string, body?: unknown) =>
    server().request(slug, method, path, { token: await as(slug, role), ...(body !== undefined ? { body } : {}) });
  const admin = (method: string, path: string, body?: unknown) => call('acme', 'admin', method, path, body);
  const idOf = async (slug: string, role: string) => at((await call(slug, role, 'GET', '/users/me')).body, 'data.id') as number;
  const roleId = async (name: string) => ((await admin('GET', '/roles')).body as Page).data.find((r) => r.name === name)?.id;

  describe('users', () => {
    it('creates an unregistered user and e-mails an invitation that signs them in', async () => {
      const operatorRole = await roleId('operator');
      const r = await admin('POST', '/users', { name: 'Nadia Invitata', email: 'Nadia.Invitata@Example.it', role_id: operatorRole });
      expect(r.status, r.text).toBe(201);
      expect(at(r.body, 'data')).toMatchObject({ name: 'Nadia Invitata', email: 'nadia.invitata@example.it', status: 'unregistered', role: { id: operatorRole, name: 'operator' }, relationships: [], companies: [] });
      const [mail] = await server().database.db.select().from(outbox).where(eq(outbox.to, 'nadia.invitata@example.it')).orderBy(desc(outbox.id)).limit(1);
      expect(mail).toBeDefined();
      const link = /http:\/\/acme\.localhost:\d+\/join\/(\S+)/.exec(mail?.text ?? '');
      expect(link, mail?.text).not.toBeNull();
      const invitationId = link?.[1] ?? '';
      const accepted = await server().request('acme', 'POST', `/invitations/${invitationId}/accept`, { body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD } });
      expect(accepted.status, accepted.text).toBe(200);
      const id = at(r.body, 'data.id') as number;
      expect(at((await admin('GET', `/users/${id}`)).body, 'data.status')).toBe('active');
      // The e-mail is taken now (422), whatever its case.
      const again = await admin('POST', '/users', { name: 'Doppia', email: 'NADIA.invitata@example.it', role_id: operatorRole });
      expect(again.status).toBe(422);
      expect(at(again.body, 'errors.email')).toBeDefined();
      expect((await admin('POST', '/users', { name: 'X', email: 'not-an-email', role_id: operatorRole })).status).toBe(422);
    });

    it('lists users 50 per page with search, role and status filters', async () => {
      const all = (await admin('GET', '/users')).body as Page;
      expect(all.meta.per_page).toBe(50);
      expect(all.data.length).toBeGreaterThanOrEqual(4);
      const operators = (await admin('GET', '/users?role=operator')).body as Page;
      expect(operators.data.length).toBeGreaterThan(0);
      expect(operators.data.every((u) => at(u, 'role.name') === 'operator')).toBe(true);
      const search = (await admin('GET', '/users?search=supervisor@acme')).body as Page;
      expect(search.data.map((u) => u.email)).toEqual(['supervisor@acme.test']);
      await admin('POST', '/users', { name: 'Zeno Pending', email: 'zeno@example.it', role_id: await roleId('operator') });
      const pending = (await admin('GET', '/users?status=unregistered')).body as Page;
      expect(pending.data.map((u) => u.email)).toContain('zeno@example.it');
      expect(pending.data.every((u) => u.status === 'unregistered')).toBe(true);
      const supervisor = all.data.find((u) => u.email === 'supervisor@acme.test');
      expect((at(supervisor, 'relationships') as Row[]).map((u) => u.email)).toEqual(['operator@acme.test']);
      expect(at(supervisor, 'websites')).toEqual([{ slug: 'acme', avatar_url: null }]);
    });

    it('updates a user; users cannot change their own role or status, nor delete themselves (409)', async () => {
      const created = await admin('POST', '/users', { name: 'Teo Temp', email: 'teo@example.it', role_id: await roleId('operator') });
      const id = at(created.body, 'data.id') as number;
      const updated = await admin('PUT', `/users/${id}`, { name: 'Teo Temporaneo', role_id: await roleId('supervisor'), status: 'inactive' });
      expect(updated.status, updated.text).toBe(200);
      expect(at(updated.body, 'data')).toMatchObject({ name: 'Teo Temporaneo', role: { name: 'supervisor' }, status: 'inactive' });
      const me = await idOf('acme', 'admin');
      expect((await admin('PUT', `/users/${me}`, { role_id: await roleId('operator') })).status).toBe(409);
      expect((await admin('PUT', `/users/${me}`, { status: 'deactivated' })).status).toBe(409);
      expect((await admin('PUT', `/users/${me}`, { name: 'Giulia Rossi' })).status).toBe(200);
      expect((await admin('DELETE', `/users/${me}`)).status).toBe(409);
      expect((await admin('PUT', `/users/${id}`, { email: 'admin@acme.test' })).status).toBe(422);
      expect((await admin('PUT', `/users/${id}`, {})).status).toBe(422);
      expect((await admin('DELETE', `/users/${id}`)).status).toBe(204);
      expect((await admin('GET', `/users/${id}`)).status).toBe(404);
    });

    it('leaves the administrator role to administrators: a sub-administrator can neither demote, deactivate, delete nor sign out one, nor make one (403)', async () => {
      const subadmin = (method: string, path: string, body?: unknown) => call('acme', 'subadmin', method, path, body);
      const adminId = await idOf('acme', 'admin');
      const adminRole = await roleId('admin');
      const demoted = await subadmin('PUT', `/users/${adminId}`, { role_id: await roleId('operator') });
      expect(demoted.status, demoted.text).toBe(403);
      expect(at(demoted.body, 'message')).toBe('Only an administrator can give or take away the administrator role, or deactivate, delete or sign out an administrator.');
      expect((await subadmin('PUT', `/users/${adminId}`, { status: 'deactivated' })).status).toBe(403);
      expect((await subadmin('DELETE', `/users/${adminId}`)).status).toBe(403);
      // Nor end every session of one (signed out everywhere, again and again).
      expect((await subadmin('DELETE', `/users/${adminId}/sessions`)).status).toBe(403);
      expect(at((await admin('GET', `/users/${adminId}`)).body, 'data')).toMatchObject({ role: { name: 'admin' }, status: 'active' });
      // Nor make someone an administrator, on creation or by a change.
      expect((await subadmin('POST', '/users', { name: 'Promosso', email: 'promosso@example.it', role_id: adminRole })).status).toBe(403);
      const made = await subadmin('POST', '/users', { name: 'Ugo Operaio', email: 'ugo@example.it', role_id: await roleId('operator') });
      expect(made.status, made.text).toBe(201);
      const ugo = at(made.body, 'data.id') as number;
      expect((await subadmin('PUT', `/users/${ugo}`, { role_id: adminRole })).status).toBe(403);
      // The rest stays theirs: an administrator's name, another user's role and sessions.
      expect((await subadmin('DELETE', `/users/${ugo}/sessions`)).status).toBe(204);
      expect((await subadmin('PUT', `/users/${adminId}`, { name: 'Giulia Rossi' })).status).toBe(200);
      expect((await subadmin('PUT', `/users/${ugo}`, { role_id: await roleId('supervisor') })).status).toBe(200);
      // An administrator may do all of it.
      expect((await admin('PUT', `/users/${ugo}`, { role_id: adminRole })).status).toBe(200);
      expect((await admin('DELETE', `/users/${ugo}`)).status).toBe(204);
    });

    it("answers 404 for another tenant's user and 403 to roles lacking users.*", async () => {
      const borgoUser = await idOf('borgo', 'operator');
      expect((await admin('GET', `/users/${borgoUser}`)).status).toBe(404);
      expect((await admin('PUT', `/users/${borgoUser}`, { name: 'Preso' })).status).toBe(404);
      expect((await admin('DELETE', `/users/${borgoUser}`)).status).toBe(404);
      expect((await call('acme', 'operator', 'GET', '/users')).status).toBe(403);
      expect((await call('acme', 'supervisor', 'POST', '/users', { name: 'No', email: 'no@example.it', role_id: 1 })).status).toBe(403);
    });
  });

  describe('related users', () => {
    it('links, lists, offers and unlinks team members', async () => {
      const leader = ((await admin('GET', '/users?search=subadmin@acme.test')).body as Page).data[0]?.id as number;
      const member = await idOf('acme', 'operator');
      const other = await idOf('acme', 'supervisor');
      const before = (await admin('GET', `/users/available-related-users?user_id=${leader}`)).body as Page;
      expect(before.data.map((u) => u.id)).toEqual(expect.arrayContaining([member, other]));
      expect(before.data.map((u) => u.id)).not.toContain(leader);

      expect((await admin('POST', '/users/related-users', { user_id: leader, related_users: [member, other] })).status).toBe(204);
      // Linking again is ignored.
      expect((await admin('POST', '/users/related-users', { user_id: leader, related_users: [member] })).status).toBe(204);
      const team = (await admin('GET', `/users/related-users?user_id=${leader}`)).body as Page;
      expect(team.data.map((u) => u.id).sort()).toEqual([member, other].sort());
      const available = (await admin('GET', `/users/available-related-users?user_id=${leader}`)).body as Page;
      expect(available.data.map((u) => u.id)).not.toContain(member);
      expect(available.data.map((u) => u.id)).not.toContain(leader);
      expect((await admin('GET', `/users/${leader}`)).body).toMatchObject({ data: { relationships: expect.arrayContaining([expect.objectContaining({ id: member })]) } });

      expect((await admin('POST', '/users/related-users', { user_id: leader, related_users: [leader] })).status).toBe(422);
      expect((await admin('POST', '/users/related-users', { user_id: leader, related_users: [await idOf('borgo', 'operator')] })).status).toBe(422);
      expect((await admin('DELETE', '/users/related-users', { user_id: leader, related_users: [member, 999_999] })).status).toBe(204);
      const after = (await admin('GET', `/users/related-users?user_id=${leader}`)).body as Page;
      expect(after.data.map((u) => u.id)).toEqual([other]);

      // Default leader: the signed-in user (the supervisor leads the operator in the seed).
      const mine = (await call('acme', 'supervisor', 'GET', '/users/related-users')).body as Page;
      expect(mine.data.map((u) => u.email)).toEqual(['operator@acme.test']);
      expect((await admin('GET', `/users/related-users?user_id=${await idOf('borgo', 'admin')}`)).status).toBe(404);
      expect((await call('acme', 'operator', 'POST', '/users/related-users', { related_users: [other] })).status).toBe(403);
    });
  });
}
