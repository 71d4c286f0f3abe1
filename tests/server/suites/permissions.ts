import { describe, expect, it } from 'vitest';
import type { TestServer } from '../harness.ts';

export function permissionsSuite(server: () => TestServer): void {
  const as = (slug: string, role: string) => server().token(slug, `${role}@${slug}.test`);

  describe('permissions', () => {
    it('refuses an operator a settings update (403) and lets the admin do it', async () => {
      const body = { key: 'evaluators.title', value: 'TPM' };
      const refused = await server().request('acme', 'POST', '/settings', { token: await as('acme', 'operator'), body });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: 'This action is unauthorized.' });
      const allowed = await server().request('acme', 'POST', '/settings', { token: await as('acme', 'admin'), body });
      expect(allowed.status).toBe(200);
      expect(allowed.body).toEqual({ data: body });
      await server().request('acme', 'POST', '/settings', { token: await as('acme', 'admin'), body: { key: 'evaluators.title', value: 'Valutazioni' } });
    });

    it('lets any signed-in user read settings (x-permission: self)', async () => {
      const r = await server().request('acme', 'GET', '/settings', { token: await as('acme', 'operator') });
      expect(r.status).toBe(200);
    });

    it('closes a module hidden for the tenant, even to its admin (403)', async () => {
      const borgo = await server().request('borgo', 'GET', '/statistics/summary', { token: await as('borgo', 'admin') });
      expect(borgo.status).toBe(403);
      expect(borgo.body).toEqual({ message: 'This module is not enabled for the tenant: an administrator can switch it on in the settings.', code: 'module_disabled' });
      const cantiere = await server().request('cantiere', 'GET', '/vacations', { token: await as('cantiere', 'admin') });
      expect(cantiere.status).toBe(403);
      const acme = await server().request('acme', 'GET', '/statistics/summary', { token: await as('acme', 'admin') });
      expect(acme.status).not.toBe(403);
    });

    it('applies a module switch as soon as the setting changes', async () => {
      const admin = await as('acme', 'admin');
      expect((await server().request('acme', 'GET', '/documents', { token: admin })).status).not.toBe(403);
      await server().request('acme', 'POST', '/settings', { token: admin, body: { key: 'modules.hidden', value: ['documents'] } });
      expect((await server().request('acme', 'GET', '/documents', { token: admin })).status).toBe(403);
      await server().request('acme', 'DELETE', '/settings/modules.hidden', { token: admin });
      expect((await server().request('acme', 'GET', '/documents', { token: admin })).status).not.toBe(403);
    });

    it("lists a user's permissions without the tenant's hidden modules", async () => {
      const borgoAdmin = (await server().request('borgo', 'GET', '/users/me/permissions', { token: await as('borgo', 'admin') })).body as { data: string[] };
      expect(borgoAdmin.data).toContain('works');
      expect(borgoAdmin.data).toContain('settings.update');
      expect(borgoAdmin.data).not.toContain('statistics');
      expect(borgoAdmin.data.some((p) => p.startsWith('proposals'))).toBe(false);
      const cantiere = (await server().request('cantiere', 'GET', '/users/me/permissions', { token: await as('cantiere', 'supervisor') })).body as { data: string[] };
      expect(cantiere.data.some((p) => p.startsWith('vacations') || p.startsWith('user_vacation_hours'))).toBe(false);
      expect(cantiere.data).toContain('packages.management');
      const operator = (await server().request('acme', 'GET', '/users/me/permissions', { token: await as('acme', 'operator') })).body as { data: string[] };
      expect(operator.data).toContain('tasks.changeStatus');
      expect(operator.data.some((p) => p.startsWith('settings') || p.startsWith('roles') || p.startsWith('users'))).toBe(false);
    });

    it('lists all permission names for the role editor (roles.view), unpaginated by default', async () => {
      const refused = await server().request('acme', 'GET', '/permissions', { token: await as('acme', 'operator') });
      expect(refused.status).toBe(403);
      const all = await server().request('acme', 'GET', '/permissions', { token: await as('acme', 'admin') });
      expect(all.status).toBe(200);
      const body = all.body as { data: { name: string; module: string; action: string | null }[]; meta: { total: number; per_page: number; last_page: number } };
      expect(body.data.length).toBe(body.meta.total);
      expect(body.meta.last_page).toBe(1);
      expect(body.data).toContainEqual({ name: 'tasks', module: 'tasks', action: null });
      expect(body.data).toContainEqual({ name: 'settings.update', module: 'settings', action: 'update' });
      const filtered = await server().request('acme', 'GET', '/permissions?module=settings', { token: await as('acme', 'admin') });
      expect((filtered.body as { data: { module: string }[] }).data.every((p) => p.module === 'settings')).toBe(true);
    });
  });
}
