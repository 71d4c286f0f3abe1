import { type AnyPgColumn, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, wallClock } from '../columns.ts';
import { searchDocument } from '../searchVector.ts';
import { tenants, users } from './core.ts';

// Directory: companies of the tenant, profile categories and brands, profiles (customers, leads, suppliers…)
// and their contact people.

export const companies = pgTable(
  'companies',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    vatNumber: text('vat_number'),
    street: text('street'),
    /** House number (civico), kept apart from the street so addresses stay structured. */
    streetNumber: text('street_number'),
    city: text('city'),
    province: text('province'),
    postalCode: text('postal_code'),
    country: text('country'),
    email: text('email'),
    phone: text('phone'),
    /** CSS hex colour painting the company's calendars. */
    color: text('color'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('companies_tenant').on(t.tenantId, t.name)],
);

/** The companies a user belongs to (User.companies; GET /companies/{id}/users). */
export const companyUsers = pgTable(
  'company_users',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('company_users_pair').on(t.companyId, t.userId), index('company_users_user').on(t.userId)],
);

export const profileCategories = pgTable(
  'profile_categories',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('profile_categories_tenant').on(t.tenantId, t.name)],
);

export const profileBrands = pgTable(
  'profile_brands',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('profile_brands_tenant').on(t.tenantId, t.name)],
);

/** Global search document of a profile (db/searchVector.ts). */
export const profileSearch = (t: { businessName: AnyPgColumn; firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn; vatNumber: AnyPgColumn; fiscalCode: AnyPgColumn; city: AnyPgColumn; phone: AnyPgColumn }) =>
  searchDocument([t.businessName, t.firstName, t.lastName], [t.email, t.vatNumber, t.fiscalCode, t.city, t.phone]);

export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    /** agent | customer | salesperson | supplier | lead | temporary | company */
    type: text('type').notNull(),
    businessName: text('business_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    vatNumber: text('vat_number'),
    fiscalCode: text('fiscal_code'),
    email: text('email'),
    phone: text('phone'),
    mobile: text('mobile'),
    website: text('website'),
    street: text('street'),
    /** House number (civico), kept apart from the street so addresses stay structured. */
    streetNumber: text('street_number'),
    city: text('city'),
    province: text('province'),
    postalCode: text('postal_code'),
    country: text('country'),
    /** Codice destinatario SDI of the billing address (7 characters; 0000000 = deliver to the PEC; XXXXXXX abroad). */
    sdiCode: text('sdi_code'),
    /** PEC of the billing address, where SDI delivers invoices when the code is 0000000. */
    pec: text('pec'),
    notes: text('notes'),
    categoryId: integer('category_id').references(() => profileCategories.id, { onDelete: 'set null' }),
    brandId: integer('brand_id').references(() => profileBrands.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The agent (user) who follows the profile. */
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'set null' }),
    /** The company-type profile this person is associated with (associateProfiles). */
    companyProfileId: integer('company_profile_id').references((): AnyPgColumn => profiles.id, { onDelete: 'set null' }),
    /** Set when merged into another profile: the row stays so old references keep resolving. */
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => profiles.id, { onDelete: 'set null' }),
    /** Soft delete: sales reports, quotes, tasks and events keep showing the name. */
    deletedAt: wallClock('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('profiles_tenant_type').on(t.tenantId, t.type),
    index('profiles_company_profile').on(t.companyProfileId),
    index('profiles_agent').on(t.agentId),
    index('profiles_search').using('gin', profileSearch(t)).with({ fastupdate: 'off' }),
  ],
);

export const profileContacts = pgTable(
  'profile_contacts',
  {
    id: id(),
    tenantId: integer('tenant_id').notNull().references(() => tenants.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id').notNull().references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role'),
    email: text('email'),
    phone: text('phone'),
    /** Keeps the order the user gave. */
    position: integer('position').notNull().default(0),
  },
  (t) => [index('profile_contacts_profile').on(t.profileId, t.position)],
);
