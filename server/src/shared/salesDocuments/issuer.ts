import type { Db } from '../../db/client.ts';
import type { TenantInfo } from '../../http/context.ts';
import { issuerFromIdentity, type Issuer } from '../../pdf/letterhead.ts';
import { findCompanyIdentity } from '../../modules/companyIdentity/repository.ts';

// The tenant as the issuer of its printed documents: its identity of Settings → Company, read for each document
// (never cached, so a change shows on the next PDF). `company.vat_rate` (percent, 22 by default, the Italian
// standard rate) stays a tenant setting: it is how proposals are taxed, not who the company is.

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export async function issuerOf(db: Db, tenantId: number): Promise<Issuer> {
  return issuerFromIdentity(await findCompanyIdentity(db, tenantId));
}

export function vatRateOf(tenant: Pick<TenantInfo, 'settings'>): string {
  const rate = text(tenant.settings.get('company.vat_rate'));
  return rate && /^\d{1,2}(\.\d{1,2})?$/.test(rate) ? rate : '22';
}
