import { count } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';
import { relatedUsers, rolePermissions, roles, setupSteps, tenantSettings, tenants, users } from '../schema/core.ts';
import { hashPassword } from '../../auth/passwordHash.ts';
import type { PermissionEntry } from '../../permissions/catalogue.ts';
import { wallClockAt } from '../../time.ts';
import type { DemoRole, SeedTenant } from './context.ts';
import { DEMO_PASSWORD, DEMO_TENANTS, demoEmail } from './demoTenants.ts';
import { moduleSeeders } from './registry.ts';
import { permissionsFor } from './rolePermissions.ts';

/** The built-in roles every tenant starts with (demo and `npm run tenant -- create`). */
export const ROLES: readonly { name: DemoRole; label: string }[] = [
  { name: 'admin', label: 'Administrator' },
  { name: 'sub_admin', label: 'Administrator' },
  { name: 'supervisor', label: 'Supervisor' },
  { name: 'operator', label: 'Operator' },
];

export type SeedReport = { readonly _tag: 'Seeded'; readonly tenants: readonly string[] } | { readonly _tag: 'Skipped' };

/** Seeds the demo tenants when the database has no tenant at all (first start); otherwise does nothing. */
export async function seedIfEmpty(db: Db, catalogue: readonly PermissionEntry[], config: Config): Promise<SeedReport> {
  const [row] = await db.select({ n: count() }).from(tenants);
  if ((row?.n ?? 0) > 0) return { _tag: 'Skipped' };
  // One argon2 hash for all demo users: hashing 12 times would cost a second of start-up for nothing.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const demo of DEMO_TENANTS) await seedTenant(tx, demo, passwordHash, catalogue, config);
  });
  return { _tag: 'Seeded', tenants: DEMO_TENANTS.map((t) => t.slug) };
}

async function seedTenant(db: Db, demo: (typeof DEMO_TENANTS)[number], passwordHash: string, catalogue: readonly PermissionEntry[], config: Config): Promise<void> {
  const timezone = typeof demo.settings.timezone === 'string' ? demo.settings.timezone : 'Europe/Rome';
  const now = wallClockAt(timezone);
  const [tenant] = await db.insert(tenants).values({ slug: demo.slug, name: demo.name, timezone, createdAt: now }).returning({ id: tenants.id });
  if (!tenant) return;
  await db.insert(tenantSettings).values(Object.entries(demo.settings).map(([key, value]) => ({ tenantId: tenant.id, key, value, updatedAt: now })));
  // A demo tenant is ready to use: no first-run checklist.
  await db.insert(setupSteps).values({ tenantId: tenant.id, step: 'finished', doneAt: now });

  const roleIds = {} as Record<DemoRole, number>;
  const userIds = {} as Record<DemoRole, number>;
  for (const role of ROLES) {
    const [r] = await db.insert(roles).values({ tenantId: tenant.id, name: role.name, label: role.label, createdAt: now, updatedAt: now }).returning({ id: roles.id });
    if (!r) continue;
    roleIds[role.name] = r.id;
    const perms = permissionsFor(role.name, catalogue);
    if (perms.length > 0) await db.insert(rolePermissions).values(perms.map((permission) => ({ tenantId: tenant.id, roleId: r.id, permission })));
    const [u] = await db
      .insert(users)
      .values({ tenantId: tenant.id, name: demo.people[role.name], email: demoEmail(role.name, demo.slug), passwordHash, roleId: r.id, status: 'active', createdAt: now, updatedAt: now })
      .returning({ id: users.id });
    if (u) userIds[role.name] = u.id;
  }
  // The supervisor leads a team of one: the operator (spec: a user with related users is a team leader).
  await db.insert(relatedUsers).values({ tenantId: tenant.id, leaderId: userIds.supervisor, memberId: userIds.operator, createdAt: now });

  const ctx: SeedTenant = { id: tenant.id, slug: demo.slug, timezone, users: userIds, roles: roleIds, now, config };
  for (const seeder of moduleSeeders) await seeder.seed(db, ctx);
}
