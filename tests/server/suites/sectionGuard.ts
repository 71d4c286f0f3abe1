import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sectionAccesses, users } from '../../../server/src/db/schema/core.ts';
import { wallClockAt } from '../../../server/src/time.ts';
import { at, type Reply, type TestServer } from '../harness.ts';
import { createRoleUser, tenantIdOf } from '../contract/roleUsers.ts';
import { EVALUATORS_SECTION, openSection } from '../sectionLogin.ts';

// The server enforces password-protected sections (spec §4, §7): every operation declaring `x-section` answers 423
// `section_login_required` unless the caller's own last login to that section, in that tenant, is within the window.

const refusedBySection = (r: Reply, section = EVALUATORS_SECTION): boolean =>
  r.status === 423 && at(r.body, 'code') === 'section_login_required' && at(r.body, 'section') === section && typeof at(r.body, 'message') === 'string';

const uploadForm = (): FormData => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'text/plain' }), 'prova.txt');
  return form;
};

export function sectionGuardSuite(server: () => TestServer): void {
  const as = (slug: string, role: string) => server().token(slug, `${role}@${slug}.test`);
  const get = async (slug: string, role: string, path: string, s: TestServer = server()) => s.request(slug, 'GET', path, { token: await as(slug, role) });
  const userIdOf = async (slug: string, role: string): Promise<number> => {
    const [row] = await server().database.db.select({ id: users.id }).from(users).where(and(eq(users.email, `${role}@${slug}.test`), eq(users.tenantId, await tenantIdOf(server(), slug))));
    if (!row) throw new Error(`no user ${role}@${slug}`);
    return row.id;
  };
  /** Moves every section login of the user back by `seconds`: the clock moving on, without waiting for it. */
  const age = async (userId: number, seconds: number) => {
    await server()
      .database.db.update(sectionAccesses)
      .set({ loggedInAt: sql`${sectionAccesses.loggedInAt} - make_interval(secs => ${seconds})` })
      .where(eq(sectionAccesses.userId, userId));
  };

  describe('section guard (x-section)', () => {
    it('declares the evaluators section on every goal, package, evaluation and rating operation, with its 423', () => {
      const ops = server().contract.routes.operations.filter((op) => /^\/(goals|packages|ratings)(\/|$)/.test(op.path));
      expect(ops.length).toBeGreaterThanOrEqual(25);
      expect(ops.filter((op) => op.section !== EVALUATORS_SECTION).map((op) => op.operationId)).toEqual([]);
      const paths = server().contract.doc.paths as Record<string, Record<string, { responses?: Record<string, unknown> }>>;
      expect(ops.filter((op) => paths[op.path]?.[op.method]?.responses?.['423'] === undefined).map((op) => op.operationId)).toEqual([]);
      expect(server().contract.routes.operations.filter((op) => op.section !== null && op.section !== EVALUATORS_SECTION)).toEqual([]);
    });

    it('refuses every operation of the section without a login (423, after the permission check), whatever the ids', async () => {
      const s = server();
      const token = await as('acme', 'admin');
      const problems: string[] = [];
      for (const op of s.contract.routes.operations.filter((o) => o.section !== null)) {
        const path = op.path.replace(/\{[^}]+\}/g, '1');
        const multipart = op.body?.contentTypes.has('multipart/form-data') === true;
        const r = await s.request('acme', op.method.toUpperCase(), path, { token, ...(multipart ? { rawBody: uploadForm() } : op.body ? { body: {} } : {}) });
        if (!refusedBySection(r)) problems.push(`${op.operationId}: ${r.status} ${r.text.slice(0, 100)}`);
      }
      expect(problems).toEqual([]);
      // A role without the permission hears 403 first, login or not.
      const lacking = await createRoleUser(s, await tenantIdOf(s, 'acme'), 'section_only', ['sectionAccesses', 'sectionAccesses.create']);
      expect((await s.request('acme', 'GET', '/goals', { token: lacking.token })).status).toBe(403);
      await s.database.db.insert(sectionAccesses).values({ tenantId: await tenantIdOf(s, 'acme'), userId: lacking.userId, section: EVALUATORS_SECTION, loggedInAt: wallClockAt('Europe/Rome') });
      expect((await s.request('acme', 'GET', '/goals', { token: lacking.token })).status).toBe(403);
    });

    it('answers right after a login and refuses again once the window has passed', async () => {
      expect(refusedBySection(await get('acme', 'supervisor', '/goals'))).toBe(true);
      await openSection(server(), 'acme', await as('acme', 'supervisor'));
      expect((await get('acme', 'supervisor', '/goals')).status).toBe(200);
      expect((await get('acme', 'supervisor', '/ratings')).status).toBe(200);
      const supervisor = await userIdOf('acme', 'supervisor');
      await age(supervisor, server().config.sectionAccessWindowSeconds - 30);
      expect((await get('acme', 'supervisor', '/packages')).status).toBe(200);
      await age(supervisor, 31);
      expect(refusedBySection(await get('acme', 'supervisor', '/packages'))).toBe(true);
      // A new login opens it again for a whole window.
      await openSection(server(), 'acme', await as('acme', 'supervisor'));
      expect((await get('acme', 'supervisor', '/packages')).status).toBe(200);
    });

    it("uses the server's configured window (SECTION_ACCESS_WINDOW_SECONDS)", async () => {
      const short = server().withConfig({ sectionAccessWindowSeconds: 60 });
      await openSection(server(), 'cantiere', await as('cantiere', 'supervisor'));
      const supervisor = await userIdOf('cantiere', 'supervisor');
      await age(supervisor, 50);
      expect((await get('cantiere', 'supervisor', '/goals', short)).status).toBe(200);
      expect((await get('cantiere', 'supervisor', '/goals')).status).toBe(200);
      await age(supervisor, 11);
      expect(refusedBySection(await get('cantiere', 'supervisor', '/goals', short))).toBe(true);
      // The standard 10-minute window still holds it open.
      expect((await get('cantiere', 'supervisor', '/goals')).status).toBe(200);
      // A window of this tenant's own wins over the server's; other tenants keep the server's.
      const perTenant = server().withConfig({ sectionAccessWindowByTenant: new Map([['cantiere', 60]]) });
      expect(refusedBySection(await get('cantiere', 'supervisor', '/goals', perTenant))).toBe(true);
      await openSection(server(), 'acme', await as('acme', 'subadmin'));
      await age(await userIdOf('acme', 'subadmin'), 61);
      expect((await get('acme', 'subadmin', '/goals', perTenant)).status).toBe(200);
    });

    it("is per user and per tenant: one user's login opens nothing for another user or in another tenant", async () => {
      await openSection(server(), 'borgo', await as('borgo', 'admin'));
      expect((await get('borgo', 'admin', '/goals')).status).toBe(200);
      expect(refusedBySection(await get('borgo', 'supervisor', '/goals'))).toBe(true);
      expect(refusedBySection(await get('cantiere', 'admin', '/goals'))).toBe(true);
      // A login recorded under another tenant for this very user (a row that should never exist) opens nothing here.
      const operator = await userIdOf('borgo', 'operator');
      await server()
        .database.db.insert(sectionAccesses)
        .values({ tenantId: await tenantIdOf(server(), 'cantiere'), userId: operator, section: EVALUATORS_SECTION, loggedInAt: wallClockAt('Europe/Rome') });
      expect(refusedBySection(await get('borgo', 'operator', '/goals'))).toBe(true);
      // Another section's login does not open this one.
      await openSection(server(), 'borgo', await as('borgo', 'operator'), 'reports');
      expect(refusedBySection(await get('borgo', 'operator', '/goals'))).toBe(true);
    });
  });
}
