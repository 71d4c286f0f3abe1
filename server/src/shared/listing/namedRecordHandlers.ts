import { created, noContent, notFound, ok, type RequestHandler } from '../../http/handler.ts';
import { findNamedRecord, namedRecordList, presentNamedRecord, recordColumns, scopedRecord, type NamedRecordTable, type RecordViewOf } from './namedRecords.ts';
import type { NoBody } from '../../http/operationTypes.ts';

// List, create, read, replace and delete for a table of named records whose names need not be unique and whose
// records nothing blocks from deleting (rows referring to one cascade or set null): profile brands and categories,
// materials, interests. Each module maps its operationIds onto the handlers built here.

type RecordBody = { readonly name: string; readonly code?: string | null; readonly description?: string | null };
type IdPath = { readonly id: number };

export type NamedRecordConfig<T extends NamedRecordTable> = {
  readonly table: T;
  /** null for a list without a default page size (spec §9). */
  readonly defaultPageSize?: null;
};

export function namedRecordHandlers<T extends NamedRecordTable>({ table, defaultPageSize }: NamedRecordConfig<T>) {
  // Queries see the table as the common shape (Drizzle cannot type them over a generic table); `T` only decides the view.
  const t: NamedRecordTable = table;
  type One = { data: RecordViewOf<T> };
  const sortable = { name: t.name, ...(t.code ? { code: t.code } : {}), created_at: t.createdAt, updated_at: t.updatedAt, id: t.id };
  // A replace: fields the body leaves out become null.
  const fields = (b: RecordBody) => ({ name: b.name, ...(t.code ? { code: b.code ?? null } : {}), description: b.description ?? null });

  const list = namedRecordList(table, sortable, defaultPageSize);

  const create: RequestHandler<RecordBody, unknown, unknown, One> = async (ctx) => {
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(t)
      .values({ tenantId: ctx.tenant.id, ...fields(ctx.body), createdAt: now, updatedAt: now })
      .returning(recordColumns(t));
    return row ? created(presentNamedRecord(table, row)) : notFound();
  };

  const get: RequestHandler<unknown, unknown, IdPath, One> = async (ctx) => {
    const row = await findNamedRecord(ctx.db, t, ctx.tenant.id, ctx.params.id);
    return row ? ok(presentNamedRecord(table, row)) : notFound();
  };

  const update: RequestHandler<RecordBody, unknown, IdPath, One> = async (ctx) => {
    const [row] = await ctx.db
      .update(t)
      .set({ ...fields(ctx.body), updatedAt: ctx.now() })
      .where(scopedRecord(t, ctx.tenant.id, ctx.params.id))
      .returning(recordColumns(t));
    return row ? ok(presentNamedRecord(table, row)) : notFound();
  };

  const remove: RequestHandler<unknown, unknown, IdPath, NoBody> = async (ctx) => {
    const gone = await ctx.db.delete(t).where(scopedRecord(t, ctx.tenant.id, ctx.params.id)).returning({ id: t.id });
    return gone.length > 0 ? noContent() : notFound();
  };

  return { list, create, get, update, remove };
}
