import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/directory.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { conflict, invalid, invalidField, type Failure } from '../../http/failure.ts';
import { existingProfileIds } from './repository.ts';
import type { ProfileRow } from './present.ts';
import { message } from '../../i18n/message.ts';
import { unknownProfiles } from '../recordMessages.ts';

// Associating people with a company-type profile (contract associateProfiles).

export const NOT_A_COMPANY = message('profiles.notACompany');
export const COMPANY_MERGED = message('profiles.companyMerged');

/** Why the association cannot happen, or null. */
export async function associationRefusal(db: Db, tenantId: number, company: ProfileRow, ids: readonly number[]): Promise<Failure | null> {
  // A profile of the wrong type is a bad request, not a conflict with another write.
  if (company.type !== 'company') return { ...invalidField('id', NOT_A_COMPANY), extra: { code: 'not_a_company' } };
  if (company.mergedIntoId !== null) return conflict(COMPANY_MERGED);
  if (ids.includes(company.id)) return invalid({ profile_ids: [message('profiles.associateItself')] });
  const found = await existingProfileIds(db, tenantId, ids);
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    const errors: FieldErrors = { profile_ids: [unknownProfiles(unknown)] };
    return invalid(errors);
  }
  return null;
}

/** Attaches (replacing any earlier company) or, with `dissociate`, detaches the listed profiles. */
export async function associate(db: Db, tenantId: number, companyId: number, ids: readonly number[], dissociate: boolean, now: string): Promise<void> {
  const listed = and(eq(profiles.tenantId, tenantId), inArray(profiles.id, [...ids]));
  if (dissociate) {
    // Only detach people of this company: a profile associated elsewhere keeps that association.
    await db.update(profiles).set({ companyProfileId: null, updatedAt: now }).where(and(listed, eq(profiles.companyProfileId, companyId)));
  } else {
    await db.update(profiles).set({ companyProfileId: companyId, updatedAt: now }).where(listed);
  }
}
