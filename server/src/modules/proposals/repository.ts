import { and, count, desc, eq, getTableColumns, gte, ilike, inArray, lt, lte, max, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/directory.ts';
import { proposalAddressees, proposalRevisions, proposalRows, proposals } from '../../db/schema/proposals.ts';
import { containsPattern } from '../../shared/listing/search.ts';
import { isUniqueViolation } from '../../shared/salesDocuments/numbering.ts';
import { documentNumber } from '../../shared/salesDocuments/numbering.ts';
import { fromScaled, toScaled } from '../../../../src/domain/decimal.ts';
import { addDays } from '../../../../src/domain/proposalTotals.ts';
import { recordStep, type StepRecord } from '../../shared/workflowSteps/steps.ts';

export type ProposalRecord = typeof proposals.$inferSelect;
export type ProposalLine = typeof proposalRows.$inferSelect;
export type ProposalAddresseeRecord = typeof proposalAddressees.$inferSelect;
export type RevisionRecord = typeof proposalRevisions.$inferSelect;

export type ProposalHeader = Pick<
  typeof proposals.$inferInsert,
  'date' | 'validityDays' | 'validUntil' | 'customerId' | 'paymentMethod' | 'incoterm' | 'deliveryAddresses' | 'discounts' | 'notes' | 'agentId'
>;
/** A child row to save: `id` set = keep and update that row, else insert. */
export type LineInput = Omit<typeof proposalRows.$inferInsert, 'tenantId' | 'proposalId' | 'id'> & { id?: number | undefined };
export type AddresseeInput = Omit<typeof proposalAddressees.$inferInsert, 'tenantId' | 'proposalId' | 'id'> & { id?: number | undefined };

export type ProposalFilters = {
  search?: string | undefined;
  status?: ProposalRecord['status'] | undefined;
  customerId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const p = proposals;
const r = proposalRows;
const a = proposalAddressees;
const customerName = sql<string>`coalesce(nullif(${profiles.businessName}, ''), trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})))`;

export const newestFirst = [desc(p.date), desc(p.sequence)];

/**
 * `expired` is set by the server (contract) when `valid_until` has passed on a draft or sent proposal. Reads compute
 * it (`statusOn`) so a GET never writes; a write stores it first on its proposal (`expireOverdue`) so what it keeps, freezes in a
 * revision or mail starts from the status the reader saw.
 */
export async function expireOverdue(db: Db, tenantId: number, today: string, id: number): Promise<void> {
  // Only the proposal being written: the others read as expired anyway, and a write refused (another tenant's id,
  // a missing proposal) must change nothing.
  await db.transaction(async (tx) => {
    const expired = await tx
      .update(p)
      .set({ status: 'expired' })
      .where(and(eq(p.tenantId, tenantId), eq(p.id, id), inArray(p.status, ['draft', 'sent']), lt(p.validUntil, today)))
      .returning({ validUntil: p.validUntil });
    // Nobody expires an offer: the step is the system's, dated the first day past its validity (when it read as
    // expired), not the later write that stored it.
    const [row] = expired;
    if (row) await recordStep(tx, proposalStep(tenantId, id), { status: 'expired', userId: null, at: `${addDays(row.validUntil, 1)} 00:00:00`, note: 'expired' });
  });
}

/** Where an offer's moves are recorded (workflow_steps). */
export const proposalStep = (tenantId: number, id: number): StepRecord => ({ tenantId, workflow: 'proposalSending', key: String(id) });

/**
 * The status a reader sees on `today`: the stored one, or `expired` for a draft or sent proposal past its validity.
 * The day is written as a literal, not a parameter, so the expression is the same text in a select and its
 * `group by` (statistics), which PostgreSQL requires.
 */
export const statusOn = (today: string): SQL<ProposalRecord['status']> => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`Not a wire date: ${today}`);
  return sql<ProposalRecord['status']>`case when ${p.status} in ('draft', 'sent') and ${p.validUntil} < ${sql.raw(`date '${today}'`)} then 'expired' else ${p.status} end`;
};

/** The proposal's columns with the status as read on `today`. */
const readColumns = (today: string) => ({ ...getTableColumns(p), status: statusOn(today) });

export async function listProposals(
  db: Db,
  tenantId: number,
  f: ProposalFilters,
  page: { order: SQL[]; limit: number; offset: number; today: string },
): Promise<{ rows: ProposalRecord[]; total: number }> {
  const pattern = f.search ? containsPattern(f.search) : null;
  const where = and(
    eq(p.tenantId, tenantId),
    f.status === undefined ? undefined : eq(statusOn(page.today), f.status),
    f.customerId === undefined ? undefined : eq(p.customerId, f.customerId),
    f.from === undefined ? undefined : gte(p.date, f.from),
    f.to === undefined ? undefined : lte(p.date, f.to),
    pattern ? or(ilike(p.number, pattern), ilike(p.notes, pattern), ilike(customerName, pattern)) : undefined,
  );
  const rows = await db
    .select({ proposal: readColumns(page.today) })
    .from(p)
    .innerJoin(profiles, eq(profiles.id, p.customerId))
    .where(where)
    .orderBy(...page.order)
    .limit(page.limit)
    .offset(page.offset);
  const [c] = await db.select({ n: count() }).from(p).innerJoin(profiles, eq(profiles.id, p.customerId)).where(where);
  return { rows: rows.map((x) => x.proposal), total: c?.n ?? 0 };
}

/** The proposal as stored (writes and the seed). */
export async function findProposal(db: Db, tenantId: number, id: number): Promise<ProposalRecord | null> {
  const [row] = await db.select().from(p).where(and(eq(p.tenantId, tenantId), eq(p.id, id)));
  return row ?? null;
}

/** The proposal as a reader sees it on `today` (overdue ones read as expired), without writing. */
export async function readProposal(db: Db, tenantId: number, id: number, today: string): Promise<ProposalRecord | null> {
  const [row] = await db.select(readColumns(today)).from(p).where(and(eq(p.tenantId, tenantId), eq(p.id, id)));
  return row ?? null;
}

export async function linesOf(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, ProposalLine[]>> {
  const out = new Map<number, ProposalLine[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(r)
    .where(and(eq(r.tenantId, tenantId), inArray(r.proposalId, [...ids])))
    .orderBy(r.proposalId, r.position, r.id);
  for (const row of rows) out.set(row.proposalId, [...(out.get(row.proposalId) ?? []), row]);
  return out;
}

export async function addresseesOf(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, ProposalAddresseeRecord[]>> {
  const out = new Map<number, ProposalAddresseeRecord[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(a)
    .where(and(eq(a.tenantId, tenantId), inArray(a.proposalId, [...ids])))
    .orderBy(a.proposalId, a.position, a.id);
  for (const row of rows) out.set(row.proposalId, [...(out.get(row.proposalId) ?? []), row]);
  return out;
}

export type NewProposal = {
  header: ProposalHeader;
  lines: readonly LineInput[];
  addressees: readonly AddresseeInput[];
  authorId: number | null;
  now: string;
  /** What made it, for its first recorded step: a new offer or a copy of another. */
  origin: 'created' | 'duplicate';
};

/**
 * Creates a draft at revision 0, numbered after the last proposal of its year in the tenant. The unique index on
 * (tenant, year, sequence) settles a race between two writers: the loser retries with the next number.
 */
export async function insertProposal(db: Db, tenantId: number, input: NewProposal): Promise<number> {
  const year = Number(input.header.date.slice(0, 4));
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [last] = await tx
          .select({ n: max(p.sequence) })
          .from(p)
          .where(and(eq(p.tenantId, tenantId), eq(p.year, year)));
        const sequence = (last?.n ?? 0) + 1;
        const [row] = await tx
          .insert(p)
          .values({
            tenantId,
            ...input.header,
            year,
            sequence,
            number: documentNumber(year, sequence),
            revision: 0,
            revisionOpenedAt: input.now,
            revisionAuthorId: input.authorId,
            status: 'draft',
            createdAt: input.now,
            updatedAt: input.now,
          })
          .returning({ id: p.id });
        if (!row) throw new Error('insert returned no row');
        await saveChildren(tx, tenantId, row.id, input.lines, input.addressees);
        await recordStep(tx, proposalStep(tenantId, row.id), { status: 'draft', userId: input.authorId, at: input.now, note: input.origin });
        return row.id;
      });
    } catch (e) {
      if (attempt >= 4 || !isUniqueViolation(e)) throw e;
    }
  }
}

/** Replaces the children: those with an id are kept and updated, the others inserted, the rest removed. */
async function saveChildren(db: Db, tenantId: number, proposalId: number, lines: readonly LineInput[], addressees: readonly AddresseeInput[]): Promise<void> {
  const keptLines = lines.flatMap((l) => (l.id === undefined ? [] : [l.id]));
  await db.delete(r).where(and(eq(r.tenantId, tenantId), eq(r.proposalId, proposalId), keptLines.length > 0 ? notInArray(r.id, keptLines) : undefined));
  for (const { id, ...fields } of lines) {
    if (id === undefined) continue;
    await db
      .update(r)
      .set(fields)
      .where(and(eq(r.tenantId, tenantId), eq(r.proposalId, proposalId), eq(r.id, id)));
  }
  const freshLines = lines.filter((l) => l.id === undefined).map(({ id: _id, ...l }) => ({ ...l, tenantId, proposalId }));
  if (freshLines.length > 0) await db.insert(r).values(freshLines);

  const keptPeople = addressees.flatMap((x) => (x.id === undefined ? [] : [x.id]));
  await db.delete(a).where(and(eq(a.tenantId, tenantId), eq(a.proposalId, proposalId), keptPeople.length > 0 ? notInArray(a.id, keptPeople) : undefined));
  for (const { id, ...fields } of addressees) {
    if (id === undefined) continue;
    await db
      .update(a)
      .set(fields)
      .where(and(eq(a.tenantId, tenantId), eq(a.proposalId, proposalId), eq(a.id, id)));
  }
  const freshPeople = addressees.filter((x) => x.id === undefined).map(({ id: _id, ...x }) => ({ ...x, tenantId, proposalId }));
  if (freshPeople.length > 0) await db.insert(a).values(freshPeople);
}

export type ProposalChange = {
  header: ProposalHeader & { status: ProposalRecord['status'] };
  lines: readonly LineInput[];
  addressees: readonly AddresseeInput[];
  now: string;
  /** Set for a revision edit: who opens the next revision, and how to freeze the closing one (wire snapshot). */
  revision?: { authorId: number | null; snapshot: (db: Db, closing: ProposalRecord) => Promise<Record<string, unknown>> };
  /** Who makes the edit, for the step it records when it moves the offer (a revision, a new status). */
  userId: number | null;
};

/**
 * Saves an edit. A revision edit locks the proposal and freezes it as it stands inside the same transaction, so
 * two concurrent revision edits cannot both close the same revision.
 */
export async function updateProposal(db: Db, tenantId: number, id: number, change: ProposalChange): Promise<void> {
  await db.transaction(async (tx) => {
    const scope = and(eq(p.tenantId, tenantId), eq(p.id, id));
    const rev = change.revision;
    let next: { revision: number; revisionOpenedAt: string; revisionAuthorId: number | null } | null = null;
    const [before] = await tx.select({ status: p.status }).from(p).where(scope);
    if (!before) return;
    if (rev) {
      const [closing] = await tx.select().from(p).where(scope).for('update');
      if (!closing) return;
      await tx.insert(proposalRevisions).values({
        tenantId,
        proposalId: id,
        revision: closing.revision,
        openedAt: closing.revisionOpenedAt,
        authorId: closing.revisionAuthorId,
        snapshot: await rev.snapshot(tx, closing),
        createdAt: change.now,
      });
      next = { revision: closing.revision + 1, revisionOpenedAt: change.now, revisionAuthorId: rev.authorId };
    }
    await tx
      .update(p)
      .set({ ...change.header, updatedAt: change.now, ...(next ?? {}) })
      .where(scope);
    await saveChildren(tx, tenantId, id, change.lines, change.addressees);
    // A revision is a move even when it leaves the status as it was (a draft revised stays a draft); a standard edit
    // is one only when it records another status (an outcome).
    const status = change.header.status;
    if (rev || status !== before.status) await recordStep(tx, proposalStep(tenantId, id), { status, userId: change.userId, at: change.now, note: rev ? 'revision' : null });
  });
}

export async function revisionsOf(db: Db, tenantId: number, proposalId: number): Promise<RevisionRecord[]> {
  return db
    .select()
    .from(proposalRevisions)
    .where(and(eq(proposalRevisions.tenantId, tenantId), eq(proposalRevisions.proposalId, proposalId)))
    .orderBy(proposalRevisions.revision);
}

/** Stores a sending (`status`: `sent` for a draft, else the outcome it keeps) and records it as a step, sent again or not. */
export async function markSent(db: Db, tenantId: number, id: number, status: ProposalRecord['status'], now: string, sentBy: { readonly userId: number | null; readonly again: boolean }): Promise<void> {
  await db
    .update(p)
    .set({ status, sentAt: now, updatedAt: now })
    .where(and(eq(p.tenantId, tenantId), eq(p.id, id)));
  await recordStep(db, proposalStep(tenantId, id), { status, userId: sentBy.userId, at: now, note: sentBy.again ? 'resent' : 'sent' });
}

/** A decimal as its numeric(…, scale) column keeps it (PostgreSQL rounds half away from zero, as `toScaled`). */
const asColumn = (value: string, scale: number): string => fromScaled(toScaled(value, scale), scale);

/**
 * The proposal as `updateProposal` would leave it, built in memory: column defaults filled and amounts rounded to
 * their columns' scale, so it presents as the saved proposal would. Rows and addressees not yet saved get
 * negative ids (they match no stored one, as the fresh ids of a real save would not).
 */
export function asStored(before: ProposalRecord, change: ProposalChange): { row: ProposalRecord; lines: ProposalLine[]; addressees: ProposalAddresseeRecord[] } {
  const owner = { tenantId: before.tenantId, proposalId: before.id };
  const lines = change.lines.map(
    (l, i): ProposalLine => ({
      ...owner,
      id: l.id ?? -(i + 1),
      position: l.position ?? 0,
      articleId: l.articleId ?? null,
      priceListId: l.priceListId ?? null,
      description: l.description,
      formatWidthMm: l.formatWidthMm ?? null,
      formatHeightMm: l.formatHeightMm ?? null,
      thicknessMicron: l.thicknessMicron ?? null,
      bands: l.bands ?? null,
      punctures: l.punctures ?? null,
      printSubjects: l.printSubjects ?? null,
      clicheCost: asColumn(l.clicheCost ?? '0', 4),
      quantity: asColumn(l.quantity, 4),
      unit: l.unit,
      unitPrice: asColumn(l.unitPrice, 4),
      discountPercent: asColumn(l.discountPercent ?? '0', 4),
      vatRate: l.vatRate ?? '22',
      total: asColumn(l.total, 2),
    }),
  );
  const addressees = change.addressees.map(
    (x, i): ProposalAddresseeRecord => ({
      ...owner,
      id: x.id ?? -(i + 1),
      position: x.position ?? 0,
      role: x.role ?? 'attention',
      name: x.name,
      email: x.email ?? null,
      receivesMail: x.receivesMail ?? false,
    }),
  );
  // Read back ordered by position, as linesOf and addresseesOf do (a stable sort keeps ties in the order given).
  const byPosition = (a: { position: number }, b: { position: number }) => a.position - b.position;
  return { row: { ...before, ...change.header, updatedAt: change.now }, lines: lines.sort(byPosition), addressees: addressees.sort(byPosition) };
}
