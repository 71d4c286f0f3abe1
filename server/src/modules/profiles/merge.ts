import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/core.ts';
import { calendarEventProfiles } from '../../db/schema/calendars.ts';
import { profileContacts, profiles } from '../../db/schema/directory.ts';
import { documents } from '../../db/schema/documents.ts';
import { proposals } from '../../db/schema/proposals.ts';
import { quotes } from '../../db/schema/quotes.ts';
import { salesReports } from '../../db/schema/salesReports.ts';
import { samples } from '../../db/schema/samples.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { works } from '../../db/schema/works.ts';
import { PROFILE_MEDIA } from './repository.ts';
import type { ProfileRow } from './present.ts';
import { message } from '../../i18n/message.ts';

// Merging profiles (contract mergeProfiles): the sources' records move to the survivor, the survivor's empty
// fields are filled from the sources, and each source keeps merged_into_id so old links still resolve.

export type MergeRefusal =
  | { readonly _tag: 'SurvivorMerged' }
  | { readonly _tag: 'SourceIsSurvivor' }
  | { readonly _tag: 'SourceMerged'; readonly id: number }
  | { readonly _tag: 'UnknownSources'; readonly ids: readonly number[] };

export const MERGE_MESSAGES = {
  SurvivorMerged: message('profiles.survivorMerged'),
  SourceIsSurvivor: message('profiles.mergeItself'),
  SourceMerged: message('profiles.sourceMerged'),
} as const;

/** Fields copied from the sources when the survivor leaves them empty. */
const FILLABLE = [
  'businessName',
  'firstName',
  'lastName',
  'vatNumber',
  'fiscalCode',
  'sdiCode',
  'pec',
  'email',
  'phone',
  'mobile',
  'website',
  'street',
  'streetNumber',
  'city',
  'province',
  'postalCode',
  'country',
  'notes',
  'categoryId',
  'brandId',
  'companyId',
  'agentId',
  'companyProfileId',
] as const satisfies readonly (keyof ProfileRow)[];

type Fillable = (typeof FILLABLE)[number];

/** The survivor's empty fields, taken from the first source (in the order given) that has them. */
export function filledFields(survivor: ProfileRow, sources: readonly ProfileRow[]): Partial<Pick<ProfileRow, Fillable>> {
  const out: Partial<Record<Fillable, string | number>> = {};
  for (const key of FILLABLE) {
    const own = survivor[key];
    if (own !== null && own !== '') continue;
    for (const s of sources) {
      const v = s[key];
      // A source associated with the survivor itself must not make the survivor its own member.
      if (key === 'companyProfileId' && v === survivor.id) continue;
      if (v !== null && v !== '') {
        out[key] = v;
        break;
      }
    }
  }
  return out as Partial<Pick<ProfileRow, Fillable>>;
}

/** The rules of the contract's 409s, checked before anything moves. */
export function mergeRefusal(survivor: ProfileRow, sourceIds: readonly number[], sources: readonly ProfileRow[]): MergeRefusal | null {
  if (survivor.mergedIntoId !== null) return { _tag: 'SurvivorMerged' };
  if (sourceIds.includes(survivor.id)) return { _tag: 'SourceIsSurvivor' };
  const found = new Set(sources.map((s) => s.id));
  const unknown = sourceIds.filter((id) => !found.has(id));
  if (unknown.length > 0) return { _tag: 'UnknownSources', ids: unknown };
  const merged = sources.find((s) => s.mergedIntoId !== null);
  if (merged) return { _tag: 'SourceMerged', id: merged.id };
  return null;
}

export async function loadSources(db: Db, tenantId: number, ids: readonly number[]): Promise<ProfileRow[]> {
  const rows = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.id, [...ids]), isNull(profiles.deletedAt)));
  // Keep the caller's order: it decides which source fills an empty field first.
  return ids.map((id) => rows.find((r) => r.id === id)).filter((r): r is ProfileRow => r !== undefined);
}

/** Moves everything that points at the sources to the survivor, in one transaction. */
export async function mergeInto(db: Db, tenantId: number, survivor: ProfileRow, sources: readonly ProfileRow[], now: string): Promise<void> {
  const ids = sources.map((s) => s.id);
  const target = survivor.id;
  await db.transaction(async (tx) => {
    await tx.update(profileContacts).set({ profileId: target }).where(and(eq(profileContacts.tenantId, tenantId), inArray(profileContacts.profileId, ids)));
    await tx
      .update(media)
      .set({ ownerId: target })
      .where(and(eq(media.tenantId, tenantId), eq(media.ownerType, PROFILE_MEDIA), inArray(media.ownerId, ids)));
    // An event attended by both keeps one attendance (the pair is the primary key).
    await tx.execute(sql`
      insert into ${calendarEventProfiles} (tenant_id, event_id, profile_id)
      select tenant_id, event_id, ${target} from ${calendarEventProfiles}
      where tenant_id = ${tenantId} and profile_id in ${ids}
      on conflict do nothing`);
    await tx.delete(calendarEventProfiles).where(and(eq(calendarEventProfiles.tenantId, tenantId), inArray(calendarEventProfiles.profileId, ids)));
    await tx.update(salesReports).set({ profileId: target }).where(and(eq(salesReports.tenantId, tenantId), inArray(salesReports.profileId, ids)));
    await tx.update(tasks).set({ profileId: target }).where(and(eq(tasks.tenantId, tenantId), inArray(tasks.profileId, ids)));
    await tx.update(works).set({ customerId: target }).where(and(eq(works.tenantId, tenantId), inArray(works.customerId, ids)));
    await tx.update(quotes).set({ customerId: target }).where(and(eq(quotes.tenantId, tenantId), inArray(quotes.customerId, ids)));
    // The customer's offers, samples and documents follow too: left behind, they stayed on the merged-away profile,
    // out of every list of the survivor.
    await tx.update(proposals).set({ customerId: target }).where(and(eq(proposals.tenantId, tenantId), inArray(proposals.customerId, ids)));
    await tx.update(samples).set({ customerId: target }).where(and(eq(samples.tenantId, tenantId), inArray(samples.customerId, ids)));
    await tx.update(documents).set({ profileId: target }).where(and(eq(documents.tenantId, tenantId), inArray(documents.profileId, ids)));
    // People associated with a source company now belong to the survivor (unless that is the survivor itself).
    await tx
      .update(profiles)
      .set({ companyProfileId: survivor.type === 'company' ? target : null })
      .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.companyProfileId, ids)));
    await tx
      .update(profiles)
      .set({ ...filledFields(survivor, sources), updatedAt: now })
      .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, target)));
    await tx
      .update(profiles)
      .set({ mergedIntoId: target, companyProfileId: null, updatedAt: now })
      .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.id, ids)));
    // Profiles merged earlier into a source follow it to the survivor.
    await tx.update(profiles).set({ mergedIntoId: target }).where(and(eq(profiles.tenantId, tenantId), inArray(profiles.mergedIntoId, ids)));
  });
}
