import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessTokens, relatedUsers, roles, tenants, users } from '../../db/schema/core.ts';
import { companies, companyUsers } from '../../db/schema/directory.ts';
import { wallClockAt } from '../../time.ts';
import type { UserView } from '../../users/presentUser.ts';

// Users → wire User, for many at once (lists): one query per part instead of one per user.

export type FullUserView = UserView & { readonly last_login_at: string | null };

export async function loadUserViews(db: Db, tenantId: number, timezone: string, ids: readonly number[]): Promise<FullUserView[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const rows = await db
    .select({ u: users, roleId: roles.id, roleName: roles.name, roleLabel: roles.label })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, list)));
  const emails = rows.map((r) => r.u.email);
  // Tenants where the same e-mail has an account: the app offers to switch between them.
  const sites = await db
    .select({ email: users.email, slug: tenants.slug, avatar_url: tenants.avatarUrl })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(inArray(users.email, emails.length > 0 ? emails : ['']))
    .orderBy(asc(tenants.slug));
  const team = await db
    .select({ leaderId: relatedUsers.leaderId, id: users.id, name: users.name, email: users.email, avatar_url: users.avatarUrl })
    .from(relatedUsers)
    .innerJoin(users, eq(users.id, relatedUsers.memberId))
    .where(and(eq(relatedUsers.tenantId, tenantId), inArray(relatedUsers.leaderId, list)))
    .orderBy(asc(users.name), asc(users.id));
  const memberships = await db
    .select({ userId: companyUsers.userId, id: companies.id, name: companies.name })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(and(eq(companyUsers.tenantId, tenantId), inArray(companyUsers.userId, list)))
    .orderBy(asc(companies.name));
  const logins = await db
    .select({ userId: accessTokens.userId, at: max(accessTokens.createdAt) })
    .from(accessTokens)
    .where(and(eq(accessTokens.tenantId, tenantId), inArray(accessTokens.userId, list)))
    .groupBy(accessTokens.userId);

  const byId = new Map(rows.map((r) => [r.u.id, r]));
  return list.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const u = r.u;
    const login = logins.find((l) => l.userId === id)?.at ?? null;
    const view: FullUserView = {
      id: u.id,
      name: u.name,
      email: u.email,
      avatar_url: u.avatarUrl,
      role: { id: r.roleId ?? 0, name: r.roleName ?? 'none', label: r.roleLabel ?? '' },
      status: u.status,
      websites: sites.filter((s) => s.email === u.email).map(({ slug, avatar_url }) => ({ slug, avatar_url })),
      relationships: team.filter((m) => m.leaderId === id).map(({ id: mid, name, email, avatar_url }) => ({ id: mid, name, email, avatar_url })),
      companies: memberships.filter((m) => m.userId === id).map(({ id: cid, name }) => ({ id: cid, name })),
      // A token is issued at every sign-in (and refresh): the newest one dates the last activity.
      last_login_at: login ? wallClockAt(timezone, login) : null,
      created_at: u.createdAt,
      updated_at: u.updatedAt,
    };
    return [view];
  });
}

export async function loadUserView(db: Db, tenantId: number, timezone: string, id: number): Promise<FullUserView | null> {
  const [view] = await loadUserViews(db, tenantId, timezone, [id]);
  return view ?? null;
}
