import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, max, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, priceLists } from '../../db/schema/catalog.ts';
import { profiles } from '../../db/schema/directory.ts';
import { quoteRows, quotes } from '../../db/schema/quotes.ts';
import { containsPattern } from '../../shared/listing/search.ts';
import { documentNumber } from '../../shared/salesDocuments/numbering.ts';

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteLine = typeof quoteRows.$inferSelect;
export type QuoteHeader = {
  date: string;
  validUntil: string | null;
  customerId: number;
  priceListId: number | null;
  notes: string | null;
};
/** A row to save: `id` set = keep that row (update), else insert. */
export type LineInput = Omit<typeof quoteRows.$inferInsert, 'tenantId' | 'quoteId' | 'id'> & { id?: number | undefined };
export type QuoteFilters = {
  search?: string | undefined;
  status?: QuoteRow['status'] | undefined;
  customerId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const q = quotes;
const r = quoteRows;
const p = profiles;

const customerName = sql<string>`coalesce(nullif(${p.businessName}, ''), trim(concat_ws(' ', ${p.firstName}, ${p.lastName})))`;

/** Sort terms the list's own query can order by: the customer's name (joined) and the gross total (`totals.gross`). */
export const QUOTE_SORT_EXPRESSIONS = {
  customer: customerName,
  total: sql`(select coalesce(sum(${r.total} + ${r.vat}), 0) from ${r} where ${r.quoteId} = ${q.id})`,
};

export async function listQuotes(
  db: Db,
  tenantId: number,
  f: QuoteFilters,
  page: { order: SQL[]; limit: number; offset: number },
): Promise<{ rows: QuoteRow[]; total: number }> {
  const pattern = f.search ? containsPattern(f.search) : null;
  const where = and(
    eq(q.tenantId, tenantId),
    f.status === undefined ? undefined : eq(q.status, f.status),
    f.customerId === undefined ? undefined : eq(q.customerId, f.customerId),
    f.from === undefined ? undefined : gte(q.date, f.from),
    f.to === undefined ? undefined : lte(q.date, f.to),
    pattern ? or(ilike(q.number, pattern), ilike(q.notes, pattern), ilike(customerName, pattern)) : undefined,
  );
  const rows = await db
    .select({ quote: q })
    .from(q)
    .innerJoin(p, eq(p.id, q.customerId))
    .where(where)
    .orderBy(...page.order)
    .limit(page.limit)
    .offset(page.offset);
  const [c] = await db.select({ n: count() }).from(q).innerJoin(p, eq(p.id, q.customerId)).where(where);
  return { rows: rows.map((x) => x.quote), total: c?.n ?? 0 };
}

export async function findQuote(db: Db, tenantId: number, id: number): Promise<QuoteRow | null> {
  const [row] = await db.select().from(q).where(and(eq(q.tenantId, tenantId), eq(q.id, id)));
  return row ?? null;
}

export async function linesOf(db: Db, tenantId: number, quoteIds: readonly number[]): Promise<Map<number, QuoteLine[]>> {
  const out = new Map<number, QuoteLine[]>();
  if (quoteIds.length === 0) return out;
  const rows = await db
    .select()
    .from(r)
    .where(and(eq(r.tenantId, tenantId), inArray(r.quoteId, [...quoteIds])))
    .orderBy(r.quoteId, r.position, r.id);
  for (const row of rows) out.set(row.quoteId, [...(out.get(row.quoteId) ?? []), row]);
  return out;
}

export type CustomerInfo = { id: number; name: string; type: (typeof p.$inferSelect)['type']; email: string | null };

export async function customersById(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, CustomerInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: p.id, name: customerName, type: p.type, email: p.email })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), inArray(p.id, [...ids])));
  return new Map(rows.map((x) => [x.id, x]));
}

/** Whether a profile can receive a new quote: it exists in the tenant and is not deleted. */
export async function customerExists(db: Db, tenantId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.id, id), isNull(p.deletedAt)));
  return row !== undefined;
}

export async function priceListNames(db: Db, tenantId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: priceLists.id, name: priceLists.name })
    .from(priceLists)
    .where(and(eq(priceLists.tenantId, tenantId), inArray(priceLists.id, [...ids])));
  return new Map(rows.map((x) => [x.id, x.name]));
}

export async function existingArticleIds(db: Db, tenantId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.tenantId, tenantId), inArray(articles.id, [...ids])));
  return new Set(rows.map((x) => x.id));
}

export async function lineIdsOf(db: Db, tenantId: number, quoteId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.tenantId, tenantId), eq(r.quoteId, quoteId)));
  return new Set(rows.map((x) => x.id));
}

const isUniqueViolation = (e: unknown): boolean => {
  for (let cur: unknown = e; cur && typeof cur === 'object'; cur = (cur as { cause?: unknown }).cause) {
    if ((cur as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/**
 * Creates a draft quote numbered after the last one of its year in the tenant. The unique index on
 * (tenant, year, sequence) settles a race between two writers: the loser retries with the next number.
 */
export async function insertQuote(db: Db, tenantId: number, header: QuoteHeader, lines: readonly LineInput[], now: string): Promise<number> {
  const year = Number(header.date.slice(0, 4));
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [last] = await tx
          .select({ n: max(q.sequence) })
          .from(q)
          .where(and(eq(q.tenantId, tenantId), eq(q.year, year)));
        const sequence = (last?.n ?? 0) + 1;
        const [row] = await tx
          .insert(q)
          .values({ tenantId, ...header, year, sequence, number: documentNumber(year, sequence), status: 'draft', createdAt: now, updatedAt: now })
          .returning({ id: q.id });
        if (!row) throw new Error('insert returned no row');
        await insertLines(tx, tenantId, row.id, lines);
        return row.id;
      });
    } catch (e) {
      if (attempt >= 4 || !isUniqueViolation(e)) throw e;
    }
  }
}

async function insertLines(db: Db, tenantId: number, quoteId: number, lines: readonly LineInput[]): Promise<void> {
  const fresh = lines.filter((l) => l.id === undefined).map(({ id: _id, ...l }) => ({ ...l, tenantId, quoteId }));
  if (fresh.length > 0) await db.insert(r).values(fresh);
}

/** Updates the header and replaces the rows: rows with an id are kept and updated, the others inserted, the rest removed. */
export async function updateQuote(
  db: Db,
  tenantId: number,
  id: number,
  header: QuoteHeader & { status: QuoteRow['status'] },
  lines: readonly LineInput[],
  now: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(q)
      .set({ ...header, updatedAt: now })
      .where(and(eq(q.tenantId, tenantId), eq(q.id, id)));
    const kept = lines.flatMap((l) => (l.id === undefined ? [] : [l.id]));
    await tx.delete(r).where(and(eq(r.tenantId, tenantId), eq(r.quoteId, id), kept.length > 0 ? notInArray(r.id, kept) : undefined));
    for (const line of lines) {
      if (line.id === undefined) continue;
      const { id: lineId, ...fields } = line;
      await tx
        .update(r)
        .set(fields)
        .where(and(eq(r.tenantId, tenantId), eq(r.quoteId, id), eq(r.id, lineId)));
    }
    await insertLines(tx, tenantId, id, lines);
  });
}

/** Records a sent quote's outcome: the status alone, header and rows untouched. */
export async function setQuoteStatus(db: Db, tenantId: number, id: number, status: QuoteRow['status'], now: string): Promise<void> {
  await db
    .update(q)
    .set({ status, updatedAt: now })
    .where(and(eq(q.tenantId, tenantId), eq(q.id, id)));
}

export async function markSent(db: Db, tenantId: number, id: number, status: QuoteRow['status'], now: string): Promise<void> {
  await db
    .update(q)
    .set({ status, sentAt: now, updatedAt: now })
    .where(and(eq(q.tenantId, tenantId), eq(q.id, id)));
}

export const newestFirst = [desc(q.date), desc(q.sequence)];
