import { and, count, eq, gte, sql } from 'drizzle-orm';
import { revokeTenantTokens } from '../auth/issue.ts';
import type { Db } from '../db/client.ts';
import { tenants, users } from '../db/schema/core.ts';
import { tenantExports } from '../db/schema/operations.ts';

// A tenant's life on the instance (issue 33): listed, switched off and on, its exports recorded.

export type TenantSummary = {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly disabled: boolean;
  readonly users: number;
  readonly createdAt: string;
};

export async function listTenants(db: Db): Promise<TenantSummary[]> {
  const rows = await db
    .select({ id: tenants.id, slug: tenants.slug, name: tenants.name, disabledAt: tenants.disabledAt, createdAt: tenants.createdAt, users: count(users.id) })
    .from(tenants)
    .leftJoin(users, eq(users.tenantId, tenants.id))
    .groupBy(tenants.id)
    .orderBy(tenants.slug);
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: r.name, disabled: r.disabledAt !== null, users: r.users, createdAt: r.createdAt }));
}

/** False when there is no such tenant. Disabling also ends every session of the tenant at once. */
export async function setTenantDisabled(db: Db, slug: string, disabled: boolean): Promise<boolean> {
  const [changed] = await db
    .update(tenants)
    .set({ disabledAt: disabled ? sql`coalesce(${tenants.disabledAt}, now())` : null })
    .where(eq(tenants.slug, slug))
    .returning({ id: tenants.id });
  if (changed === undefined) return false;
  if (disabled) await revokeTenantTokens(db, changed.id);
  return true;
}

/** Whether sign-in to the tenant is refused (`tenant disable`). One indexed row: read on each sign-in only. */
export async function tenantDisabled(db: Db, tenantId: number): Promise<boolean> {
  const [row] = await db.select({ disabledAt: tenants.disabledAt }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return row?.disabledAt != null;
}

export async function recordExport(db: Db, slug: string, via: 'cli' | 'settings'): Promise<void> {
  await db.insert(tenantExports).values({ tenantSlug: slug, via });
}

/** The latest export of the tenant since `since`, or null. */
export async function exportSince(db: Db, slug: string, since: Date, via?: 'cli' | 'settings'): Promise<Date | null> {
  const [row] = await db
    .select({ madeAt: tenantExports.madeAt })
    .from(tenantExports)
    .where(and(eq(tenantExports.tenantSlug, slug), gte(tenantExports.madeAt, since), via ? eq(tenantExports.via, via) : undefined))
    .orderBy(sql`${tenantExports.madeAt} desc`)
    .limit(1);
  return row?.madeAt ?? null;
}
