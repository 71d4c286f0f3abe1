import { and, eq, ne } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { conflict, created, invalidField, noContent, notFound, ok, type RequestHandler } from '../../http/handler.ts';
import { findNamedRecord, namedRecordList, presentNamedRecord, recordColumns, scopedRecord, type NamedRecordTable, type NamedRecordView } from './namedRecords.ts';
import type { NoBody } from '../../http/operationTypes.ts';
import type { Wording } from '../../i18n/message.ts';
import { NAME_TAKEN } from '../../modules/recordMessages.ts';

// List, read, create, update and delete for the types of works and of tasks: a type's name is unique per tenant (trimmed,
// 422 when taken) and a type that records use cannot be deleted (409).

type TypeBody = { readonly name: string; readonly description?: string | null };
type IdPath = { readonly id: number };

/** The records that refer to a type by `typeId`. */
export type TypeUsers = {
  readonly table: PgTable & { readonly id: AnyPgColumn; readonly tenantId: AnyPgColumn };
  readonly typeId: AnyPgColumn;
  /** The 409 answer to deleting a type in use. */
  readonly message: Wording;
};

export type RecordTypeConfig = { readonly table: NamedRecordTable; readonly usedBy: TypeUsers };

/** PostgreSQL's restrict_violation (ON DELETE RESTRICT) or foreign_key_violation, wherever Drizzle nests it. */
const isForeignKeyViolation = (e: unknown): boolean => {
  for (let cur: unknown = e; cur && typeof cur === 'object'; cur = (cur as { cause?: unknown }).cause) {
    const code = (cur as { code?: unknown }).code;
    if (code === '23001' || code === '23503') return true;
  }
  return false;
};

export function recordTypeHandlers({ table: t, usedBy }: RecordTypeConfig) {
  // Types have no code: shown as the contract's WorkType / TaskType.
  type One = { data: NamedRecordView };
  async function nameTaken(db: Db, tenantId: number, name: string, exceptId?: number): Promise<boolean> {
    const [row] = await db
      .select({ id: t.id })
      .from(t)
      .where(and(eq(t.tenantId, tenantId), eq(t.name, name), exceptId === undefined ? undefined : ne(t.id, exceptId)))
      .limit(1);
    return row !== undefined;
  }

  async function inUse(db: Db, tenantId: number, id: number): Promise<boolean> {
    const u = usedBy.table;
    const [used] = await db.select({ id: u.id }).from(u).where(and(eq(u.tenantId, tenantId), eq(usedBy.typeId, id))).limit(1);
    return used !== undefined;
  }

  const list = namedRecordList(t, { id: t.id, name: t.name, created_at: t.createdAt, updated_at: t.updatedAt });

  const get: RequestHandler<unknown, unknown, IdPath, One> = async (ctx) => {
    const row = await findNamedRecord(ctx.db, t, ctx.tenant.id, ctx.params.id);
    return row ? ok(presentNamedRecord(t, row)) : notFound();
  };

  const create: RequestHandler<TypeBody, unknown, unknown, One> = async (ctx) => {
    const name = ctx.body.name.trim();
    if (await nameTaken(ctx.db, ctx.tenant.id, name)) return invalidField('name', NAME_TAKEN);
    const now = ctx.now();
    // The unique index answers a concurrent create of the same name.
    const [row] = await ctx.db
      .insert(t)
      .values({ tenantId: ctx.tenant.id, name, description: ctx.body.description ?? null, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning(recordColumns(t));
    return row ? created(presentNamedRecord(t, row)) : invalidField('name', NAME_TAKEN);
  };

  // Not a replace: a description the body leaves out is kept.
  const update: RequestHandler<TypeBody, unknown, IdPath, One> = async (ctx) => {
    const row = await findNamedRecord(ctx.db, t, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    const name = ctx.body.name.trim();
    if (await nameTaken(ctx.db, ctx.tenant.id, name, row.id)) return invalidField('name', NAME_TAKEN);
    await ctx.db
      .update(t)
      .set({ name, ...(ctx.body.description !== undefined ? { description: ctx.body.description } : {}), updatedAt: ctx.now() })
      .where(scopedRecord(t, ctx.tenant.id, row.id));
    const after = await findNamedRecord(ctx.db, t, ctx.tenant.id, row.id);
    return after ? ok(presentNamedRecord(t, after)) : notFound();
  };

  const remove: RequestHandler<unknown, unknown, IdPath, NoBody> = async (ctx) => {
    const row = await findNamedRecord(ctx.db, t, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    if (await inUse(ctx.db, ctx.tenant.id, row.id)) return conflict(usedBy.message);
    try {
      await ctx.db.delete(t).where(scopedRecord(t, ctx.tenant.id, row.id));
    } catch (error) {
      // A record that started using the type after the check: the restricting foreign key refuses, and that is the
      // same refusal, not a server error.
      if (isForeignKeyViolation(error)) return conflict(usedBy.message);
      throw error;
    }
    return noContent();
  };

  return { list, get, create, update, remove };
}
