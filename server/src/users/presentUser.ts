import type { components } from '../../../src/api/schema.gen.ts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { relatedUsers, roles, tenants, users } from '../db/schema/core.ts';
import { companies, companyUsers } from '../db/schema/directory.ts';

/** The contract's User (snake_case, wire shape). */
export type UserView = {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly avatar_url: string | null;
  readonly role: { readonly id: number; readonly name: string; readonly label: string };
  readonly status: components['schemas']['UserStatus'];
  readonly websites: readonly { readonly slug: string; readonly avatar_url: string | null }[];
  readonly relationships: readonly { readonly id: number; readonly name: string; readonly email: string; readonly avatar_url: string | null }[];
  readonly companies: readonly { readonly id: number; readonly name: string }[];
  readonly created_at: string;
  readonly updated_at: string;
};

/**
 * Loads one user of a tenant in the contract's User shape, or null. `companies` come from the directory's
 * company_users relation.
 */
export async function loadUserView(db: Db, tenantId: number, userId: number): Promise<UserView | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      avatarUrl: users.avatarUrl,
      status: users.status,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      roleId: roles.id,
      roleName: roles.name,
      roleLabel: roles.label,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  if (!row) return null;

  // Tenants where the same e-mail has an account: the app offers to switch between them.
  const websites = await db
    .select({ slug: tenants.slug, avatar_url: tenants.avatarUrl })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.email, row.email))
    .orderBy(asc(tenants.slug));

  const relationships = await db
    .select({ id: users.id, name: users.name, email: users.email, avatar_url: users.avatarUrl })
    .from(relatedUsers)
    .innerJoin(users, eq(users.id, relatedUsers.memberId))
    .where(and(eq(relatedUsers.tenantId, tenantId), eq(relatedUsers.leaderId, row.id)))
    .orderBy(asc(users.name));

  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar_url: row.avatarUrl,
    role: { id: row.roleId ?? 0, name: row.roleName ?? 'none', label: row.roleLabel ?? '' },
    status: row.status,
    websites,
    relationships,
    companies: await db
      .select({ id: companies.id, name: companies.name })
      .from(companyUsers)
      .innerJoin(companies, eq(companies.id, companyUsers.companyId))
      .where(and(eq(companyUsers.tenantId, tenantId), eq(companyUsers.userId, row.id)))
      .orderBy(asc(companies.name)),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}
