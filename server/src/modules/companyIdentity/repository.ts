import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyIdentities } from '../../db/schema/company.ts';
import { tenants } from '../../db/schema/core.ts';

export type CompanyIdentityRow = typeof companyIdentities.$inferSelect;
export type CompanyIdentityChange = Partial<Omit<typeof companyIdentities.$inferInsert, 'tenantId' | 'updatedAt'>>;

const c = companyIdentities;

/**
 * The tenant's identity, read fresh on every call (no cache: a change must show on the very next document). A tenant
 * without a row yet (created after the migration by other means) is its name alone.
 */
export async function findCompanyIdentity(db: Db, tenantId: number): Promise<CompanyIdentityRow> {
  const [row] = await db.select().from(c).where(eq(c.tenantId, tenantId)).limit(1);
  if (row) return row;
  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return {
    tenantId,
    businessName: tenant?.name ?? '',
    street: null,
    streetNumber: null,
    postalCode: null,
    city: null,
    province: null,
    country: 'IT',
    vatNumber: null,
    fiscalCode: null,
    reaNumber: null,
    shareCapital: null,
    pec: null,
    phone: null,
    email: null,
    website: null,
    iban: null,
    logo: null,
    updatedAt: '',
  };
}

/** Writes the changed fields over the current ones (an upsert: the first save creates the row). */
export async function saveCompanyIdentity(db: Db, tenantId: number, change: CompanyIdentityChange, now: string): Promise<void> {
  const current = await findCompanyIdentity(db, tenantId);
  const { tenantId: _t, updatedAt: _u, ...fields } = current;
  const next = { ...fields, ...change, updatedAt: now };
  await db
    .insert(c)
    .values({ tenantId, ...next })
    .onConflictDoUpdate({ target: c.tenantId, set: next });
}
