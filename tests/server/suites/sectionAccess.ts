import { describe, expect, it } from 'vitest';
import { DEMO_PROTECTED_SECTION, DEMO_SECTION_PASSWORD } from '../../../server/src/db/seed/directoryData.ts';
import { DEMO_PASSWORD } from '../../../server/src/db/seed/demoTenants.ts';
import { addMinutesToWallClock } from '../../../server/src/time.ts';
import { at, type TestServer } from '../harness.ts';

type Row = Record<string, unknown> & { id: number };
type Page = { data: Row[]; meta: { total: number } };

export function sectionAccessSuite(server: () => TestServer): void {
  const as = (slug: string, role: string) => server().token(slug, `${role}@${slug}.test`);
  const call = async (slug: string, role: string, method: string, path: string, body?: unknown) =>
    server().request(slug, method, path, { token: await as(slug, role), ...(body !== undefined ? { body } : {}) });

  describe('section access', () => {
    it('records a login valid for 10 minutes with the section password; a wrong one answers 422', async () => {
      const wrong = await call('acme', 'supervisor', 'POST', '/access', { section: DEMO_PROTECTED_SECTION, password: 'sbagliata' });
      expect(wrong.status).toBe(422);
      expect(at(wrong.body, 'errors.password')).toBeDefined();
      const r = await call('acme', 'supervisor', 'POST', '/access', { section: DEMO_PROTECTED_SECTION, password: DEMO_SECTION_PASSWORD });
      expect(r.status, r.text).toBe(201);
      const access = (r.body as { data: Row }).data;
      expect(access).toMatchObject({ section: DEMO_PROTECTED_SECTION, user: { email: 'supervisor@acme.test' }, valid: true });
      expect(access.logged_in_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(access.valid_until).toBe(addMinutesToWallClock(String(access.logged_in_at), 10));
      // Counted from the server's own clock: the whole window, less the second the call may have crossed.
      expect(access.remaining_seconds).toBeGreaterThanOrEqual(599);
      expect(access.remaining_seconds).toBeLessThanOrEqual(600);
      const got = await call('acme', 'supervisor', 'GET', `/access/${access.id}`);
      expect(at(got.body, 'data')).toEqual(access);
    });

    it('opens a section without its own password with the account password', async () => {
      expect((await call('acme', 'operator', 'POST', '/access', { section: 'documents', password: 'nope' })).status).toBe(422);
      const ok = await call('acme', 'operator', 'POST', '/access', { section: 'documents', password: DEMO_PASSWORD });
      expect(ok.status, ok.text).toBe(201);
    });

    it('lists logins most recent first, filtered by section and user', async () => {
      const admin = await call('acme', 'admin', 'POST', '/access', { section: 'reports', password: DEMO_PASSWORD });
      expect(admin.status).toBe(201);
      const all = (await call('acme', 'admin', 'GET', '/access')).body as Page;
      expect(all.data[0]?.id).toBe(at(admin.body, 'data.id'));
      const times = all.data.map((a) => String(a.logged_in_at));
      expect(times).toEqual([...times].sort().reverse());
      const bySection = (await call('acme', 'admin', 'GET', `/access?section=${DEMO_PROTECTED_SECTION}`)).body as Page;
      expect(bySection.data.length).toBeGreaterThan(0);
      expect(bySection.data.every((a) => a.section === DEMO_PROTECTED_SECTION)).toBe(true);
      const userId = at(admin.body, 'data.user.id') as number;
      const byUser = (await call('acme', 'admin', 'GET', `/access?user_id=${userId}`)).body as Page;
      expect(byUser.data.every((a) => at(a, 'user.id') === userId)).toBe(true);
      expect((await call('acme', 'admin', 'GET', '/access?section=bad%20name')).status).toBe(422);
    });

    it("answers 404 for another tenant's login and throttles repeated failures (429)", async () => {
      const borgo = await call('borgo', 'admin', 'POST', '/access', { section: 'reports', password: DEMO_PASSWORD });
      expect((await call('acme', 'admin', 'GET', `/access/${at(borgo.body, 'data.id')}`)).status).toBe(404);
      for (let i = 0; i < 5; i++) await call('cantiere', 'operator', 'POST', '/access', { section: 'x', password: 'wrong' });
      expect((await call('cantiere', 'operator', 'POST', '/access', { section: 'x', password: DEMO_PASSWORD })).status).toBe(429);
    });

    it('refuses a role lacking sectionAccesses.* (403)', async () => {
      const token = await as('acme', 'admin');
      const role = await server().request('acme', 'POST', '/roles', { token, body: { name: 'solo_lavori', label: 'Solo lavori', permissions: ['works', 'works.viewAny'] } });
      const user = await server().request('acme', 'POST', '/users', { token, body: { name: 'Lia Lavori', email: 'lia@example.it', role_id: at(role.body, 'data.id') } });
      expect(user.status).toBe(201);
      const { db } = server().database;
      const { outbox } = await import('../../../server/src/db/schema/core.ts');
      const { desc, eq } = await import('drizzle-orm');
      const [mail] = await db.select().from(outbox).where(eq(outbox.to, 'lia@example.it')).orderBy(desc(outbox.id)).limit(1);
      const invitation = /\/join\/(\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
      const accepted = await server().request('acme', 'POST', `/invitations/${invitation}/accept`, { body: { password: 'Lavori!2026', password_confirmation: 'Lavori!2026' } });
      const liaToken = at(accepted.body, 'access_token') as string;
      expect((await server().request('acme', 'GET', '/access', { token: liaToken })).status).toBe(403);
      expect((await server().request('acme', 'POST', '/access', { token: liaToken, body: { section: 'x', password: 'Lavori!2026' } })).status).toBe(403);
    });
  });
}
