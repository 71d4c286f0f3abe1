import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { companies, profileBrands, profileCategories, profileContacts } from '../../db/schema/directory.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import type { Body } from '../../http/operationTypes.ts';
import { addressColumns } from './address.ts';
import { message } from '../../i18n/message.ts';
import { selectedInvalid } from '../recordMessages.ts';

// Create/update of a profile: the name rule, references that must exist in the tenant, and the contact list.

export type ProfileInput = Body<'createProfile'>;
type ContactInput = NonNullable<ProfileInput['contacts']>[number];

export const NAME_REQUIRED = message('profiles.nameRequired');

const blank = (s: string | null | undefined): boolean => s === undefined || s === null || s.trim() === '';

/** A profile needs `business_name`, or `last_name` for people (contract: 422 on business_name). */
export function nameErrors(b: ProfileInput): FieldErrors | null {
  return blank(b.business_name) && blank(b.last_name) ? { business_name: [NAME_REQUIRED] } : null;
}

export function profileColumns(b: ProfileInput) {
  return {
    type: b.type,
    businessName: b.business_name ?? null,
    firstName: b.first_name ?? null,
    lastName: b.last_name ?? null,
    vatNumber: b.vat_number ?? null,
    fiscalCode: b.fiscal_code ?? null,
    // Codes are kept as SDI prints them: upper case.
    sdiCode: b.sdi_code?.trim().toUpperCase() || null,
    pec: b.pec ?? null,
    email: b.email ?? null,
    phone: b.phone ?? null,
    mobile: b.mobile ?? null,
    website: b.website ?? null,
    ...addressColumns(b.address),
    notes: b.notes ?? null,
    categoryId: b.category_id ?? null,
    brandId: b.brand_id ?? null,
    companyId: b.company_id ?? null,
    agentId: b.agent_id ?? null,
  };
}

type ProfileColumns = ReturnType<typeof profileColumns>;
type ScalarColumn = Exclude<keyof ProfileColumns, keyof ReturnType<typeof addressColumns>>;

/** Each column's body field: what an update leaves out of its body is known by it. */
const SOURCE_FIELD: Readonly<Record<ScalarColumn, keyof ProfileInput>> = {
  type: 'type',
  businessName: 'business_name',
  firstName: 'first_name',
  lastName: 'last_name',
  vatNumber: 'vat_number',
  fiscalCode: 'fiscal_code',
  sdiCode: 'sdi_code',
  pec: 'pec',
  email: 'email',
  phone: 'phone',
  mobile: 'mobile',
  website: 'website',
  notes: 'notes',
  categoryId: 'category_id',
  brandId: 'brand_id',
  companyId: 'company_id',
  agentId: 'agent_id',
};

/**
 * An update's columns: a field the body leaves out keeps its value, null clears it (edits are partial: a form that
 * does not show the agent must not wipe it). The address is one field: sent, it replaces the whole address.
 */
export function profileUpdateColumns(b: ProfileInput): Partial<ProfileColumns> {
  const all = profileColumns(b);
  const changes: Partial<Record<ScalarColumn, unknown>> = {};
  for (const column of Object.keys(SOURCE_FIELD) as ScalarColumn[]) {
    if (b[SOURCE_FIELD[column]] !== undefined) changes[column] = all[column];
  }
  return { ...(changes as Partial<ProfileColumns>), ...(b.address !== undefined ? addressColumns(b.address) : {}) };
}

/** The name rule on what the profile will hold after an update (a name left out keeps its value). */
export function updatedNameErrors(b: ProfileInput, current: { readonly businessName: string | null; readonly lastName: string | null }): FieldErrors | null {
  return nameErrors({
    ...b,
    business_name: b.business_name === undefined ? current.businessName : b.business_name,
    last_name: b.last_name === undefined ? current.lastName : b.last_name,
  });
}

/** Unknown category, brand, company or agent ids (of the tenant) answer 422. */
export async function referenceErrors(db: Db, tenantId: number, b: ProfileInput): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  if (typeof b.category_id === 'number') {
    const q = db.select({ id: profileCategories.id }).from(profileCategories).where(and(eq(profileCategories.tenantId, tenantId), eq(profileCategories.id, b.category_id))).limit(1);
    if ((await q).length === 0) errors.category_id = [selectedInvalid('category_id')];
  }
  if (typeof b.brand_id === 'number') {
    const q = db.select({ id: profileBrands.id }).from(profileBrands).where(and(eq(profileBrands.tenantId, tenantId), eq(profileBrands.id, b.brand_id))).limit(1);
    if ((await q).length === 0) errors.brand_id = [selectedInvalid('brand_id')];
  }
  if (typeof b.company_id === 'number') {
    const q = db.select({ id: companies.id }).from(companies).where(and(eq(companies.tenantId, tenantId), eq(companies.id, b.company_id))).limit(1);
    if ((await q).length === 0) errors.company_id = [selectedInvalid('company_id')];
  }
  if (typeof b.agent_id === 'number') {
    const q = db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, b.agent_id))).limit(1);
    if ((await q).length === 0) errors.agent_id = [selectedInvalid('agent_id')];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Contact ids sent on update must be contacts of this very profile. */
export async function contactErrors(db: Db, tenantId: number, profileId: number, contacts: readonly ContactInput[] | undefined): Promise<FieldErrors | null> {
  const ids = (contacts ?? []).map((c) => c.id).filter((id): id is number => id !== undefined);
  if (ids.length === 0) return null;
  const rows = await db
    .select({ id: profileContacts.id })
    .from(profileContacts)
    .where(and(eq(profileContacts.tenantId, tenantId), eq(profileContacts.profileId, profileId), inArray(profileContacts.id, ids)));
  const have = new Set(rows.map((r) => r.id));
  const errors: FieldErrors = {};
  (contacts ?? []).forEach((c, i) => {
    if (c.id !== undefined && !have.has(c.id)) errors[`contacts.${i}.id`] = [message('profiles.unknownContact')];
  });
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Replaces the contact list: items with an id update it, items without one are added, missing ones removed. */
export async function replaceContacts(db: Db, tenantId: number, profileId: number, contacts: readonly ContactInput[]): Promise<void> {
  const kept = contacts.map((c) => c.id).filter((id): id is number => id !== undefined);
  await db
    .delete(profileContacts)
    .where(and(eq(profileContacts.tenantId, tenantId), eq(profileContacts.profileId, profileId), kept.length > 0 ? notInArray(profileContacts.id, kept) : undefined));
  for (const [position, c] of contacts.entries()) {
    const values = { name: c.name, role: c.role ?? null, email: c.email ?? null, phone: c.phone ?? null, position };
    if (c.id !== undefined) {
      await db.update(profileContacts).set(values).where(and(eq(profileContacts.id, c.id), eq(profileContacts.profileId, profileId)));
    } else {
      await db.insert(profileContacts).values({ tenantId, profileId, ...values });
    }
  }
}
