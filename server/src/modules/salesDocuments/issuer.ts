import type { TenantInfo } from '../../http/context.ts';
import type { Issuer } from '../../pdf/document.ts';

// The tenant as the issuer of its printed documents, from its settings: `company.address` (lines), `company.vat_number`,
// `company.logo` (a PNG or JPEG data URL) and `company.vat_rate` (percent, 22 by default, the Italian standard rate).

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

const logoOf = (value: unknown): Buffer | null => {
  const url = text(value);
  const match = url ? /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=]+)$/.exec(url) : null;
  return match?.[2] ? Buffer.from(match[2], 'base64') : null;
};

export function issuerOf(tenant: Pick<TenantInfo, 'name' | 'settings'>): Issuer {
  const address = tenant.settings.get('company.address');
  const lines = Array.isArray(address) ? address.filter((line): line is string => typeof line === 'string') : (text(address)?.split('\n') ?? []);
  return { name: text(tenant.settings.get('company.name')) ?? tenant.name, addressLines: lines, vatNumber: text(tenant.settings.get('company.vat_number')), logo: logoOf(tenant.settings.get('company.logo')) };
}

export function vatRateOf(tenant: Pick<TenantInfo, 'settings'>): string {
  const rate = text(tenant.settings.get('company.vat_rate'));
  return rate && /^\d{1,2}(\.\d{1,2})?$/.test(rate) ? rate : '22';
}
