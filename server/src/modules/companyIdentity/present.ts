import type { CompanyIdentityRow } from './repository.ts';

export const presentCompanyIdentity = (r: CompanyIdentityRow) => ({
  business_name: r.businessName,
  street: r.street,
  street_number: r.streetNumber,
  postal_code: r.postalCode,
  city: r.city,
  province: r.province,
  country: r.country,
  vat_number: r.vatNumber,
  fiscal_code: r.fiscalCode,
  rea_number: r.reaNumber,
  share_capital: r.shareCapital,
  pec: r.pec,
  phone: r.phone,
  email: r.email,
  website: r.website,
  iban: r.iban,
  logo: r.logo,
  updated_at: r.updatedAt,
});
