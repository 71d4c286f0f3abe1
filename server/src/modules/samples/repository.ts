import { and, count, desc, eq, ilike, inArray, max, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/directory.ts';
import { samples, sampleTestResults } from '../../db/schema/samples.ts';
import { containsPattern } from '../../shared/listing/search.ts';
import { isUniqueViolation } from '../../shared/salesDocuments/numbering.ts';
import { asApproval, deriveSampleStatus, isSameDecider, type ApprovalStatus, type Department } from './approval.ts';

export type SampleRecord = typeof samples.$inferSelect;
export type TestResultRecord = typeof sampleTestResults.$inferSelect;
/** The editable fields (SampleInput): status and approvals change only through department decisions. */
export type SampleFields = Omit<
  typeof samples.$inferInsert,
  | 'id'
  | 'tenantId'
  | 'number'
  | 'year'
  | 'sequence'
  | 'status'
  | 'technicalStatus'
  | 'technicalById'
  | 'technicalAt'
  | 'technicalNotes'
  | 'salesStatus'
  | 'salesById'
  | 'salesAt'
  | 'salesNotes'
  | 'createdAt'
  | 'updatedAt'
> & { date: string };
export type TestResultInput = { id?: number | undefined; position: number; date: string; outcome: (typeof sampleTestResults.$inferSelect)['outcome']; notes: string | null };
export type SampleFilters = { search?: string | undefined; status?: (typeof samples.$inferSelect)['status'] | undefined; customerId?: number | undefined };

const s = samples;
const t = sampleTestResults;
const customerName = sql<string>`coalesce(nullif(${profiles.businessName}, ''), trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})))`;

export const newestFirst = [desc(s.date), desc(s.sequence)];

/** `C-YYYY/NNNN`. */
export const sampleNumber = (year: number, sequence: number): string => `C-${year}/${String(sequence).padStart(4, '0')}`;

export async function listSamples(db: Db, tenantId: number, f: SampleFilters, page: { order: SQL[]; limit: number; offset: number }) {
  const pattern = f.search ? containsPattern(f.search) : null;
  const where = and(
    eq(s.tenantId, tenantId),
    f.status === undefined ? undefined : eq(s.status, f.status),
    f.customerId === undefined ? undefined : eq(s.customerId, f.customerId),
    pattern ? or(ilike(s.number, pattern), ilike(s.machineName, pattern), ilike(s.customerNotes, pattern), ilike(customerName, pattern)) : undefined,
  );
  const rows = await db
    .select({ sample: s })
    .from(s)
    .innerJoin(profiles, eq(profiles.id, s.customerId))
    .where(where)
    .orderBy(...page.order)
    .limit(page.limit)
    .offset(page.offset);
  const [c] = await db.select({ n: count() }).from(s).innerJoin(profiles, eq(profiles.id, s.customerId)).where(where);
  return { rows: rows.map((x) => x.sample), total: c?.n ?? 0 };
}

export async function findSample(db: Db, tenantId: number, id: number): Promise<SampleRecord | null> {
  const [row] = await db.select().from(s).where(and(eq(s.tenantId, tenantId), eq(s.id, id)));
  return row ?? null;
}

export async function testResultsOf(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, TestResultRecord[]>> {
  const out = new Map<number, TestResultRecord[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(t)
    .where(and(eq(t.tenantId, tenantId), inArray(t.sampleId, [...ids])))
    .orderBy(t.sampleId, t.position, t.id);
  for (const row of rows) out.set(row.sampleId, [...(out.get(row.sampleId) ?? []), row]);
  return out;
}

export async function testResultIdsOf(db: Db, tenantId: number, sampleId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.sampleId, sampleId)));
  return new Set(rows.map((x) => x.id));
}

/** Creates a draft sample with both approvals pending, numbered per tenant and year (retrying on a race). */
export async function insertSample(db: Db, tenantId: number, fields: SampleFields, results: readonly TestResultInput[], now: string): Promise<number> {
  const year = Number(fields.date.slice(0, 4));
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [last] = await tx
          .select({ n: max(s.sequence) })
          .from(s)
          .where(and(eq(s.tenantId, tenantId), eq(s.year, year)));
        const sequence = (last?.n ?? 0) + 1;
        const [row] = await tx
          .insert(s)
          .values({ tenantId, ...fields, year, sequence, number: sampleNumber(year, sequence), status: 'draft', createdAt: now, updatedAt: now })
          .returning({ id: s.id });
        if (!row) throw new Error('insert returned no row');
        await saveResults(tx, tenantId, row.id, results);
        return row.id;
      });
    } catch (e) {
      if (attempt >= 4 || !isUniqueViolation(e)) throw e;
    }
  }
}

export async function updateSample(db: Db, tenantId: number, id: number, fields: SampleFields, results: readonly TestResultInput[], now: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(s)
      .set({ ...fields, updatedAt: now })
      .where(and(eq(s.tenantId, tenantId), eq(s.id, id)));
    await saveResults(tx, tenantId, id, results);
  });
}

/** Results with an id are kept and updated, the others inserted, the rest removed. */
async function saveResults(db: Db, tenantId: number, sampleId: number, results: readonly TestResultInput[]): Promise<void> {
  const kept = results.flatMap((r) => (r.id === undefined ? [] : [r.id]));
  await db.delete(t).where(and(eq(t.tenantId, tenantId), eq(t.sampleId, sampleId), kept.length > 0 ? notInArray(t.id, kept) : undefined));
  for (const { id, ...fields } of results) {
    if (id === undefined) continue;
    await db
      .update(t)
      .set(fields)
      .where(and(eq(t.tenantId, tenantId), eq(t.sampleId, sampleId), eq(t.id, id)));
  }
  const fresh = results.filter((r) => r.id === undefined).map(({ id: _id, ...r }) => ({ ...r, tenantId, sampleId }));
  if (fresh.length > 0) await db.insert(t).values(fresh);
}

/** `seen`: the department's status the person's screen showed (contract `seen_status`), when the call names it. */
export type Decision = { department: Department; status: ApprovalStatus; userId: number; notes: string | null; at: string; seen?: ApprovalStatus };

/**
 * Records one department's decision and re-derives the overall status in the same transaction, the row locked:
 * two departments deciding at once must not derive from each other's stale state.
 */
/**
 * Records a department's decision on the locked row; refuses (`sameApprover`, nothing written) any decision when the
 * other department's decision is the same person's, so that two decisions sent at once cannot both pass; and refuses
 * (`overtaken`, nothing written) a decision made on a status of the department that is no longer its status (another
 * person of the department decided meanwhile), so that of two decisions sent at once on the same status one is taken.
 */
export async function recordDecision(db: Db, tenantId: number, id: number, d: Decision): Promise<'recorded' | 'unchanged' | 'sameApprover' | 'overtaken' | 'overtakenBySelf' | 'missing'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        technical: s.technicalStatus,
        technicalBy: s.technicalById,
        technicalNotes: s.technicalNotes,
        sales: s.salesStatus,
        salesBy: s.salesById,
        salesNotes: s.salesNotes,
      })
      .from(s)
      .where(and(eq(s.tenantId, tenantId), eq(s.id, id)))
      .for('update');
    if (!row) return 'missing';
    const other = d.department === 'technical_direction' ? { status: row.sales, by: row.salesBy } : { status: row.technical, by: row.technicalBy };
    if (isSameDecider(other, d.userId)) return 'sameApprover';
    // The decision the department already holds, from the same person with the same notes (a second click, a retry):
    // nothing to record, so no second history line, notification or new time. Checked on the locked row.
    const held = d.department === 'technical_direction' ? { status: row.technical, by: row.technicalBy, notes: row.technicalNotes } : { status: row.sales, by: row.salesBy, notes: row.salesNotes };
    if (held.status === d.status && held.by === d.userId && held.notes === d.notes) return 'unchanged';
    // Decided on what the screen showed: a decision taken meanwhile is not replaced unseen (the caller's own, from
    // another window, is told apart: "someone else decided" would be false).
    if (d.seen !== undefined && d.seen !== held.status) return held.by === d.userId ? 'overtakenBySelf' : 'overtaken';
    const technical = d.department === 'technical_direction' ? d.status : asApproval(row.technical);
    const sales = d.department === 'sales_management' ? d.status : asApproval(row.sales);
    const columns =
      d.department === 'technical_direction'
        ? { technicalStatus: d.status, technicalById: d.userId, technicalAt: d.at, technicalNotes: d.notes }
        : { salesStatus: d.status, salesById: d.userId, salesAt: d.at, salesNotes: d.notes };
    await tx
      .update(s)
      .set({ ...columns, status: deriveSampleStatus(technical, sales), updatedAt: d.at })
      .where(and(eq(s.tenantId, tenantId), eq(s.id, id)));
    return 'recorded';
  });
}

/** Resets both departments' decisions (to decide again), noting why; the overall status goes back to draft. */
export async function reopenEvaluation(db: Db, tenantId: number, id: number, note: string, now: string): Promise<void> {
  await db
    .update(s)
    .set({
      status: 'draft',
      technicalStatus: 'pending',
      technicalById: null,
      technicalAt: null,
      technicalNotes: note,
      salesStatus: 'pending',
      salesById: null,
      salesAt: null,
      salesNotes: note,
      updatedAt: now,
    })
    .where(and(eq(s.tenantId, tenantId), eq(s.id, id)));
}
