import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tenants, tenantSettings, userPreferences, users } from '../../../server/src/db/schema/core.ts';
import type { TestServer } from '../harness.ts';
import { schemaErrors } from '../responseSchema.ts';

export function keyValueSuite(server: () => TestServer): void {
  describe('preferences', () => {
    const me = () => server().token('borgo', 'supervisor@borgo.test');

    it('creates (201), replaces (200), reads, filters and deletes a preference', async () => {
      const token = await me();
      expect((await server().request('borgo', 'GET', '/users/me/preferences/menu.size', { token })).status).toBe(404);
      const created = await server().request('borgo', 'POST', '/users/me/preferences', { token, body: { key: 'menu.size', value: 'small' } });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ data: { key: 'menu.size', value: 'small' } });
      const replaced = await server().request('borgo', 'POST', '/users/me/preferences', { token, body: { key: 'menu.size', value: 'standard' } });
      expect(replaced.status).toBe(200);
      await server().request('borgo', 'POST', '/users/me/preferences', { token, body: { key: 'language', value: 'en' } });

      expect((await server().request('borgo', 'GET', '/users/me/preferences/menu.size', { token })).body).toEqual({ data: { key: 'menu.size', value: 'standard' } });
      const list = await server().request('borgo', 'GET', '/users/me/preferences', { token });
      expect(list.body).toMatchObject({ data: [{ key: 'language', value: 'en' }, { key: 'menu.size', value: 'standard' }], meta: { total: 2, current_page: 1, per_page: 50 } });
      const filtered = await server().request('borgo', 'GET', '/users/me/preferences?key=language', { token });
      expect(filtered.body).toMatchObject({ data: [{ key: 'language' }], meta: { total: 1 } });

      expect((await server().request('borgo', 'DELETE', '/users/me/preferences/menu.size', { token })).status).toBe(204);
      expect((await server().request('borgo', 'GET', '/users/me/preferences/menu.size', { token })).status).toBe(404);
      expect((await server().request('borgo', 'DELETE', '/users/me/preferences/menu.size', { token })).status).toBe(404);
    });

    it('reads the first day of the week back in the form the contract says (a digit string, not a number)', async () => {
      const token = await me();
      for (const value of ['0', '1', '6']) {
        const set = await server().request('borgo', 'POST', '/users/me/preferences', { token, body: { key: 'first_day_of_week', value } });
        expect(set.body).toEqual({ data: { key: 'first_day_of_week', value } });
        expect((await server().request('borgo', 'GET', '/users/me/preferences/first_day_of_week', { token })).body).toEqual({ data: { key: 'first_day_of_week', value } });
        const list = await server().request('borgo', 'GET', '/users/me/preferences?key=first_day_of_week', { token });
        expect(list.body).toMatchObject({ data: [{ key: 'first_day_of_week', value }] });
      }
      await server().request('borgo', 'DELETE', '/users/me/preferences/first_day_of_week', { token });
    });

    it('keeps preferences per user', async () => {
      const other = await server().token('borgo', 'operator@borgo.test');
      const r = await server().request('borgo', 'GET', '/users/me/preferences?key=language', { token: other });
      expect(r.body).toMatchObject({ data: [], meta: { total: 0 } });
    });

    it('never returns the stored newsletter password, and null clears a value', async () => {
      const token = await me();
      const set = await server().request('borgo', 'POST', '/users/me/preferences', { token, body: { key: 'newsletter.password', value: 'segreto' } });
      expect(set.body).toEqual({ data: { key: 'newsletter.password', value: '********' } });
      expect((await server().request('borgo', 'GET', '/users/me/preferences/newsletter.password', { token })).body).toEqual({
        data: { key: 'newsletter.password', value: '********' },
      });
      const cleared = await server().request('borgo', 'POST', '/users/me/preferences', { token, body: { key: 'newsletter.password', value: null } });
      expect(cleared.body).toEqual({ data: { key: 'newsletter.password', value: null } });
      expect((await server().request('borgo', 'GET', '/users/me/preferences/newsletter.password', { token })).status).toBe(404);
    });

    it('answers a stored value that is not a string (written behind the server) as unset, as the contract types it', async () => {
      const token = await me();
      const [who] = await server().database.db.select({ id: users.id, tenantId: users.tenantId }).from(users).where(eq(users.email, 'supervisor@borgo.test'));
      if (!who) throw new Error('no borgo supervisor');
      const now = '2026-01-01 00:00:00';
      await server().database.db.insert(userPreferences).values({ tenantId: who.tenantId, userId: who.id, key: 'menu.expanded', value: { open: true }, updatedAt: now });
      const one = await server().request('borgo', 'GET', '/users/me/preferences/menu.expanded', { token });
      expect(one.body).toEqual({ data: { key: 'menu.expanded', value: null } });
      const listed = (await server().request('borgo', 'GET', '/users/me/preferences?key=menu.expanded', { token })).body as { data: unknown[] };
      expect(listed.data).toEqual([{ key: 'menu.expanded', value: null }]);
      for (const p of listed.data) expect(schemaErrors(server(), 'Preference', p)).toEqual([]);
    });
  });

  describe('settings', () => {
    it('lists the seeded tenant settings', async () => {
      const token = await server().token('cantiere', 'operator@cantiere.test');
      const r = await server().request('cantiere', 'GET', '/settings', { token });
      expect(r.status).toBe(200);
      const data = (r.body as { data: { key: string; value: unknown }[] }).data;
      expect(data).toContainEqual({ key: 'evaluators.title', value: 'TPM' });
      expect(data).toContainEqual({ key: 'modules.hidden', value: ['vacations'] });
      expect((await server().request('cantiere', 'GET', '/settings/evaluators.title', { token })).body).toEqual({ data: { key: 'evaluators.title', value: 'TPM' } });
    });

    it('creates, replaces, reads and deletes a setting, per tenant', async () => {
      const admin = await server().token('cantiere', 'admin@cantiere.test');
      await server().request('cantiere', 'DELETE', '/settings/timezone', { token: admin });
      const created = await server().request('cantiere', 'POST', '/settings', { token: admin, body: { key: 'timezone', value: 'Europe/Rome' } });
      expect(created.status).toBe(201);
      const replaced = await server().request('cantiere', 'POST', '/settings', { token: admin, body: { key: 'timezone', value: 'Europe/Berlin' } });
      expect(replaced.status).toBe(200);
      expect((await server().request('cantiere', 'GET', '/settings/timezone', { token: admin })).body).toEqual({ data: { key: 'timezone', value: 'Europe/Berlin' } });
      // Another tenant is untouched.
      const acme = await server().request('acme', 'GET', '/settings/timezone', { token: await server().token('acme', 'admin@acme.test') });
      expect(acme.body).toEqual({ data: { key: 'timezone', value: 'Europe/Rome' } });

      const operator = await server().token('cantiere', 'operator@cantiere.test');
      expect((await server().request('cantiere', 'DELETE', '/settings/timezone', { token: operator })).status).toBe(403);
      expect((await server().request('cantiere', 'DELETE', '/settings/timezone', { token: admin })).status).toBe(204);
      expect((await server().request('cantiere', 'GET', '/settings/timezone', { token: admin })).status).toBe(404);
      expect((await server().request('cantiere', 'DELETE', '/settings/timezone', { token: admin })).status).toBe(404);
    });

    it('answers a stored value that is neither a string nor a list of strings as unset, as the contract types it', async () => {
      const [borgo] = await server().database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'borgo'));
      if (!borgo) throw new Error('no borgo');
      await server().database.db.insert(tenantSettings).values({ tenantId: borgo.id, key: 'test.odd_value', value: 42, updatedAt: '2026-01-01 00:00:00' });
      const token = await server().token('borgo', 'admin@borgo.test');
      expect((await server().request('borgo', 'GET', '/settings/test.odd_value', { token })).body).toEqual({ data: { key: 'test.odd_value', value: null } });
      const listed = ((await server().request('borgo', 'GET', '/settings', { token })).body as { data: { key: string; value: unknown }[] }).data;
      expect(listed).toContainEqual({ key: 'test.odd_value', value: null });
      expect(listed).toContainEqual({ key: 'modules.hidden', value: ['proposals', 'samples', 'statistics'] });
      for (const s of listed) expect(schemaErrors(server(), 'Setting', s)).toEqual([]);
    });
  });
}
