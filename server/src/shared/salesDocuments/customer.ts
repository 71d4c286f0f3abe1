import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/directory.ts';

// The customer block printed on proposals and samples, and the address a proposal is e-mailed to.

export type CustomerCard = { name: string; email: string | null; vatNumber: string | null; addressLines: string[] };

export async function customerCard(db: Db, tenantId: number, id: number): Promise<CustomerCard | null> {
  const [p] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, id)));
  if (!p) return null;
  const name = p.businessName?.trim() || [p.firstName, p.lastName].filter(Boolean).join(' ');
  const cityLine = [p.postalCode, p.city, p.province ? `(${p.province})` : null].filter(Boolean).join(' ');
  return {
    name,
    email: p.email?.trim() || null,
    vatNumber: p.vatNumber,
    addressLines: [[p.street, p.streetNumber].filter(Boolean).join(' ') || null, cityLine, p.country && p.country !== 'IT' ? p.country : null].filter((x): x is string => !!x),
  };
}
