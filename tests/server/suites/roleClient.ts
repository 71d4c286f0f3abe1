import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { tenants, users } from '../../../server/src/db/schema/core.ts';
import type { Reply, TestServer } from '../harness.ts';

// Calls as the seeded demo users of each role (subadmin@acme.test…), and their ids, for the suites that act as
// several roles.

export type Row = Record<string, unknown> & { id: number };
export type Page = { data: Row[]; meta: { total: number; per_page: number; current_page: number; last_page: number } };
export type Role = 'admin' | 'sub_admin' | 'supervisor' | 'operator';

export const emailOf = (role: Role, slug: string): string => `${role === 'sub_admin' ? 'subadmin' : role}@${slug}.test`;

export function roleClient(server: () => TestServer) {
  const as = (slug: string, role: Role) => server().token(slug, emailOf(role, slug));
  const call = async (slug: string, role: Role, method: string, path: string, body?: unknown): Promise<Reply> =>
    server().request(slug, method, path, { token: await as(slug, role), ...(body !== undefined ? { body } : {}) });
  const admin = (method: string, path: string, body?: unknown) => call('acme', 'admin', method, path, body);
  const data = (r: Reply): Row => (r.body as { data: Row }).data;
  const page = (r: Reply): Page => r.body as Page;
  /** The reply, after checking its status (the failure message shows the body). */
  const ok = (r: Reply, status: number): Reply => {
    expect(r.status, `${r.status} ${r.text}`).toBe(status);
    return r;
  };
  const db = () => server().database.db;
  const tenantId = async (slug: string): Promise<number> => {
    const [t] = await db().select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
    return t?.id ?? 0;
  };
  const userId = async (slug: string, role: Role): Promise<number> => {
    const [u] = await db().select({ id: users.id }).from(users).where(and(eq(users.tenantId, await tenantId(slug)), eq(users.email, emailOf(role, slug))));
    return u?.id ?? 0;
  };
  return { as, call, admin, data, page, ok, db, tenantId, userId };
}
