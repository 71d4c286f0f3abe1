import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../columns.ts';
import { tenants } from './core.ts';

// The tenant's own identity as a company (Settings → Company): one row per tenant, the only source of every PDF's
// letterhead and every mail's footer. Its own table rather than tenant settings: the fields are typed and checked
// together, and the row is read fresh for each document (no tenant cache between a change and the next PDF).

export const companyIdentities = pgTable('company_identities', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  businessName: text('business_name').notNull(),
  street: text('street'),
  streetNumber: text('street_number'),
  postalCode: text('postal_code'),
  city: text('city'),
  province: text('province'),
  country: text('country').notNull().default('IT'),
  vatNumber: text('vat_number'),
  fiscalCode: text('fiscal_code'),
  reaNumber: text('rea_number'),
  /** Capitale sociale as a decimal string (numeric: money is never a float); printed "i.v." (interamente versato). */
  shareCapital: text('share_capital'),
  pec: text('pec'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  iban: text('iban'),
  /** The logo as a `data:image/png|jpeg;base64,…` URL (at most 512 KB of image), or null. */
  logo: text('logo'),
  updatedAt: updatedAt(),
});
