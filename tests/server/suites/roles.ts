import { describe, expect, it } from 'vitest';
import { at, type TestServer } from '../harness.ts';

type Row = Record<string, unknown> & { id: number };
type Page = { data: Row[]; meta: { total: number; per_page: number } };

export function rolesSuite(server: () => TestServer): void {
  const as = (slug: string, role: string) => server().token(slug, `${role}@${slug}.test`);
  const call = async (slug: string, role: string, method: string, path: string, body?: unknown) =>
    server().request(slug, method, path, { token: await as(slug, role), ...(body !== undefined ? { body } : {}) });
  const admin = (method: string, path: string, body?: unknown) => call('acme', 'admin', method, path, body);
  const builtIn = async (name: string): Promise<Row> => {
    const row = ((await admin('GET', '/roles')).body as Page).data.find((r) => r.name === name);
    if (!row) throw new Error(`no role ${name}`);
    return row;
  };

  describe('roles', () => {
    it('lists roles 50 per page, built-in flagged, admin holding every permission; exclude_admin leaves it out', async () => {
      const page = (await admin('GET', '/roles')).body as Page;
      expect(page.meta.per_page).toBe(50);
      const adminRole = page.data.find((r) => r.name === 'admin');
      expect(adminRole).toMatchObject({ built_in: true, users_count: 1 });
      const catalogue = ((await admin('GET', '/permissions')).body as { data: { name: string }[] }).data.map((p) => p.name);
      expect([...(adminRole?.permissions as string[])].sort()).toEqual([...catalogue].sort());
      const noAdmin = (await admin('GET', '/roles?exclude_admin=true')).body as Page;
      expect(noAdmin.data.map((r) => r.name)).not.toContain('admin');
      expect(noAdmin.data.map((r) => r.name)).toContain('sub_admin');
    });

    it('creates, reads, updates (permissions replaced) and deletes a custom role', async () => {
      const created = await admin('POST', '/roles', { name: 'magazziniere', label: 'Magazziniere', permissions: ['works.viewAny', 'works'] });
      expect(created.status, created.text).toBe(201);
      const id = at(created.body, 'data.id') as number;
      expect(at(created.body, 'data')).toMatchObject({ name: 'magazziniere', built_in: false, users_count: 0 });
      expect((at(created.body, 'data.permissions') as string[]).sort()).toEqual(['works', 'works.viewAny']);
      const updated = await admin('PUT', `/roles/${id}`, { name: 'logistica', label: 'Logistica', permissions: ['tasks.viewAny'] });
      expect(updated.status, updated.text).toBe(200);
      expect(at(updated.body, 'data')).toMatchObject({ name: 'logistica', label: 'Logistica', permissions: ['tasks.viewAny'] });
      expect(at((await admin('PUT', `/roles/${id}`, { label: 'Logistica e spedizioni' })).body, 'data.permissions')).toEqual(['tasks.viewAny']);
      expect(at((await admin('GET', `/roles/${id}`)).body, 'data.label')).toBe('Logistica e spedizioni');
      expect((await admin('DELETE', `/roles/${id}`)).status).toBe(204);
      expect((await admin('GET', `/roles/${id}`)).status).toBe(404);
    });

    it('refuses unknown permissions and taken names (422)', async () => {
      const unknown = await admin('POST', '/roles', { name: 'inventato', label: 'Inventato', permissions: ['works.fly'] });
      expect(unknown.status).toBe(422);
      expect(at(unknown.body, 'errors.permissions')).toBeDefined();
      expect((await admin('POST', '/roles', { name: 'operator', label: 'Doppio' })).status).toBe(422);
      expect((await admin('POST', '/roles', { name: 'Not Valid', label: 'x' })).status).toBe(422);
      const operator = await builtIn('operator');
      expect((await admin('PUT', `/roles/${operator.id}`, { permissions: ['nonsense.view'] })).status).toBe(422);
    });

    it('refuses to rename or delete built-in roles, to change admin permissions and to delete a role in use (409)', async () => {
      const operator = await builtIn('operator');
      const adminRole = await builtIn('admin');
      expect((await admin('PUT', `/roles/${operator.id}`, { name: 'operaio' })).status).toBe(409);
      expect((await admin('PUT', `/roles/${operator.id}`, { label: 'Operatore' })).status).toBe(200);
      expect((await admin('PUT', `/roles/${adminRole.id}`, { permissions: ['works.viewAny'] })).status).toBe(409);
      expect((await admin('DELETE', `/roles/${operator.id}`)).status).toBe(409);
      const custom = await admin('POST', '/roles', { name: 'in_uso', label: 'In uso' });
      const customId = at(custom.body, 'data.id') as number;
      await admin('POST', '/users', { name: 'Uno In Uso', email: 'inuso@example.it', role_id: customId });
      expect(at((await admin('GET', `/roles/${customId}`)).body, 'data.users_count')).toBe(1);
      expect((await admin('DELETE', `/roles/${customId}`)).status).toBe(409);
    });

    it("refuses a sub-administrator's save of their own role that drops role editing (422, in their language); others' roles stay theirs to change", async () => {
      const subAdmin = await builtIn('sub_admin');
      const before = (at((await admin('GET', `/roles/${subAdmin.id}`)).body, 'data.permissions') as string[]).slice();
      const withoutUpdate = before.filter((p) => p !== 'roles.update');
      const refused = await server().request('acme', 'PUT', `/roles/${subAdmin.id}`, { token: await as('acme', 'subadmin'), body: { permissions: withoutUpdate }, headers: { 'accept-language': 'en' } });
      expect(refused.status).toBe(422);
      expect(at(refused.body, 'errors.permissions.0')).toMatch(/^You cannot take away your own access to role editing/);
      const italian = await server().request('acme', 'PUT', `/roles/${subAdmin.id}`, { token: await as('acme', 'subadmin'), body: { permissions: before.filter((p) => p !== 'roles') }, headers: { 'accept-language': 'it' } });
      expect(at(italian.body, 'errors.permissions.0')).toMatch(/^Non puoi toglierti l'accesso alla modifica dei ruoli/);
      // Nothing was stored; saving the role unchanged, or another role, still works.
      expect(at((await admin('GET', `/roles/${subAdmin.id}`)).body, 'data.permissions')).toEqual(before);
      expect((await call('acme', 'subadmin', 'PUT', `/roles/${subAdmin.id}`, { permissions: before })).status).toBe(200);
      const supervisor = await builtIn('supervisor');
      const supervisorKeys = at((await admin('GET', `/roles/${supervisor.id}`)).body, 'data.permissions') as string[];
      expect((await call('acme', 'subadmin', 'PUT', `/roles/${supervisor.id}`, { permissions: supervisorKeys })).status).toBe(200);
      // The admin edits the sub-administrators' role freely (it is not theirs).
      expect((await admin('PUT', `/roles/${subAdmin.id}`, { permissions: withoutUpdate })).status).toBe(200);
      expect((await admin('PUT', `/roles/${subAdmin.id}`, { permissions: before })).status).toBe(200);
    });

    it("answers 404 for another tenant's role and 403 to roles lacking roles.*", async () => {
      const borgoRoles = (await call('borgo', 'admin', 'GET', '/roles')).body as Page;
      const foreign = borgoRoles.data[0]?.id;
      expect((await admin('GET', `/roles/${foreign}`)).status).toBe(404);
      expect((await admin('PUT', `/roles/${foreign}`, { label: 'x' })).status).toBe(404);
      expect((await admin('DELETE', `/roles/${foreign}`)).status).toBe(404);
      expect((await call('acme', 'operator', 'GET', '/roles')).status).toBe(403);
      expect((await call('acme', 'supervisor', 'POST', '/roles', { name: 'x', label: 'x' })).status).toBe(403);
    });
  });
}
