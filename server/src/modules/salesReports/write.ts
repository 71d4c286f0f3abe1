import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { profiles } from '../../db/schema/directory.ts';
import { interests, materials, salesReportInterests, salesReportMaterials } from '../../db/schema/salesReports.ts';
import type { FieldErrors } from '../../contract/fieldErrors.ts';
import { selectedInvalid } from '../recordMessages.ts';

// Checks and writes of a sales report's references: every id must belong to the tenant ("unknown ids answer 422").

export type SalesReportRefs = {
  readonly profileId: number;
  /** null: a report whose author was deleted, kept authorless (nothing to check). */
  readonly userId: number | null;
  readonly materialIds: readonly number[];
  readonly interestIds: readonly number[];
};

async function missing(found: readonly { id: number }[], wanted: readonly number[]): Promise<number[]> {
  const have = new Set(found.map((r) => r.id));
  return wanted.filter((id) => !have.has(id));
}

/** Field errors for references outside the tenant (or to removed profiles); null when all resolve. */
export async function checkRefs(db: Db, tenantId: number, refs: SalesReportRefs): Promise<FieldErrors | null> {
  const errors: FieldErrors = {};
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, refs.profileId), isNull(profiles.deletedAt), isNull(profiles.mergedIntoId)))
    .limit(1);
  if (!profile) errors.profile_id = [selectedInvalid('profile_id')];
  if (refs.userId !== null) {
    const [user] = await db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, refs.userId))).limit(1);
    if (!user) errors.user_id = [selectedInvalid('user_id')];
  }
  if (refs.materialIds.length > 0) {
    const found = await db.select({ id: materials.id }).from(materials).where(and(eq(materials.tenantId, tenantId), inArray(materials.id, [...refs.materialIds])));
    if ((await missing(found, refs.materialIds)).length > 0) errors.material_ids = [selectedInvalid('material_ids')];
  }
  if (refs.interestIds.length > 0) {
    const found = await db.select({ id: interests.id }).from(interests).where(and(eq(interests.tenantId, tenantId), inArray(interests.id, [...refs.interestIds])));
    if ((await missing(found, refs.interestIds)).length > 0) errors.interest_ids = [selectedInvalid('interest_ids')];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Replaces the report's materials and interests (each list only when given). */
export async function saveLinks(
  db: Db,
  tenantId: number,
  reportId: number,
  materialIds: readonly number[] | undefined,
  interestIds: readonly number[] | undefined,
): Promise<void> {
  if (materialIds !== undefined) {
    await db.delete(salesReportMaterials).where(eq(salesReportMaterials.salesReportId, reportId));
    if (materialIds.length > 0) await db.insert(salesReportMaterials).values(materialIds.map((materialId) => ({ tenantId, salesReportId: reportId, materialId })));
  }
  if (interestIds !== undefined) {
    await db.delete(salesReportInterests).where(eq(salesReportInterests.salesReportId, reportId));
    if (interestIds.length > 0) await db.insert(salesReportInterests).values(interestIds.map((interestId) => ({ tenantId, salesReportId: reportId, interestId })));
  }
}
