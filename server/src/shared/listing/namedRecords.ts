import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTableWithColumns } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { isFailure, paged, type RequestHandler } from '../../http/handler.ts';
import { countRows } from './count.ts';
import { searchAny } from './search.ts';
import { orderBy, type SortFields } from './sort.ts';
import type { Schema } from '../../http/operationTypes.ts';
import type { PageMeta } from '../../http/pagination.ts';

// Small tenant-owned tables of records known by a name and an optional description (profile brands and
// categories, materials, interests, work and task types), some with a code. Their handlers are built from the
// table alone (namedRecordHandlers.ts, recordTypeHandlers.ts), so the table's type spells out the columns they use.

/** A column the handlers write: neither generated nor an identity, else Drizzle leaves it out of inserts. */
type Written<T extends { data: unknown; notNull: boolean; hasDefault: boolean }> = AnyPgColumn<T & { generated: undefined; identity: undefined }>;

type CodeColumn = Written<{ data: string; notNull: false; hasDefault: false }>;

type RecordColumns = {
  id: AnyPgColumn<{ data: number; notNull: true; hasDefault: true }>;
  tenantId: Written<{ data: number; notNull: true; hasDefault: false }>;
  name: Written<{ data: string; notNull: true; hasDefault: false }>;
  description: Written<{ data: string; notNull: false; hasDefault: false }>;
  createdAt: Written<{ data: string; notNull: true; hasDefault: true }>;
  updatedAt: Written<{ data: string; notNull: true; hasDefault: true }>;
};

/** Any table with those columns; when it also has a `code` column, the code is searched, sorted, written and shown. */
export type NamedRecordTable = PgTableWithColumns<{ name: string; schema: undefined; dialect: 'pg'; columns: RecordColumns }> & {
  readonly code?: CodeColumn;
};

type RecordSelection = Omit<RecordColumns, 'tenantId'> & { code?: CodeColumn };

/** The columns a record is read with (`code` only where the table has it). */
export const recordColumns = (t: NamedRecordTable): RecordSelection => ({
  id: t.id,
  name: t.name,
  ...(t.code ? { code: t.code } : {}),
  description: t.description,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
});

export type NamedRecord = {
  readonly id: number;
  readonly name: string;
  readonly code?: string | null;
  readonly description: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
};

/** A record as the contract shows it (ProfileBrand, ProfileCategory, WorkType…): no code. */
export type NamedRecordView = Schema<'ProfileBrand'>;
/** A record of a table with a code (Material, Interest). */
export type CodedRecordView = Schema<'Material'>;
/** What a record of table `T` is shown as: with its code exactly when the table has one. */
export type RecordViewOf<T extends NamedRecordTable> = T extends { readonly code: CodeColumn } ? CodedRecordView : NamedRecordView;

// The cast says what the spread decides at run time: `code` is read (and so shown) exactly when `T` has the column
// (recordColumns), which the type checker cannot follow through the generic table.
export const presentNamedRecord = <T extends NamedRecordTable>(_t: T, r: NamedRecord): RecordViewOf<T> =>
  ({
    id: r.id,
    name: r.name,
    ...(r.code === undefined ? {} : { code: r.code }),
    description: r.description,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  }) as RecordViewOf<T>;

/** The tenant's record `id` (every query of these handlers is scoped by tenant). */
export const scopedRecord = (t: NamedRecordTable, tenantId: number, id: number): SQL | undefined => and(eq(t.tenantId, tenantId), eq(t.id, id));

export async function findNamedRecord(db: Db, t: NamedRecordTable, tenantId: number, id: number): Promise<NamedRecord | null> {
  const [row] = await db.select(recordColumns(t)).from(t).where(scopedRecord(t, tenantId, id)).limit(1);
  return row ?? null;
}

type ListQuery = { readonly sort?: string; readonly search?: string };

/**
 * The list operation: search over name, code and description, sort by `sortable` (its key order is the order the
 * 422 names the fields in), by name unless asked otherwise. `defaultPageSize` null: all rows unless page_size says.
 */
export function namedRecordList<T extends NamedRecordTable>(
  table: T,
  sortable: SortFields,
  defaultPageSize?: null,
): RequestHandler<unknown, ListQuery, unknown, { data: RecordViewOf<T>[]; meta: PageMeta }> {
  // Queries see the common shape (Drizzle cannot type them over a generic table); `T` only decides the view.
  const t: NamedRecordTable = table;
  return async (ctx) => {
    const order = orderBy(ctx.query.sort, sortable, [asc(t.name)], t.id);
    if (isFailure(order)) return order;
    const page = ctx.page(defaultPageSize);
    const where = and(eq(t.tenantId, ctx.tenant.id), searchAny(ctx.query.search, [t.name, ...(t.code ? [t.code] : []), t.description]));
    const rows = await ctx.db.select(recordColumns(t)).from(t).where(where).orderBy(...order).limit(page.limit).offset(page.offset);
    return paged(
      rows.map((r) => presentNamedRecord(table, r)), page.meta(await countRows(ctx.db, t, where)));
  };
}
