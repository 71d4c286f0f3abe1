import { and, count, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { importMappings, imports } from '../../db/schema/imports.ts';
import { users } from '../../db/schema/core.ts';
import type { Mapping } from './mapping.ts';
import type { ImportKindName } from './kind.ts';
import { recordStep, type StepRecord } from '../../shared/workflowSteps/steps.ts';

// The imports table and the mappings saved per tenant and kind.

export type ImportRow = typeof imports.$inferSelect;
export type ImportWithUser = { readonly row: ImportRow; readonly user: { id: number; name: string; email: string; avatarUrl: string | null } | null };

const userColumns = { id: users.id, name: users.name, email: users.email, avatarUrl: users.avatarUrl };

/**
 * One import. Without `withFile` its bytes are left in the database (the screen polls this while an import runs:
 * a 5 MB file must not travel on every poll); `file` then reads as an empty array when the file is kept, null when not.
 */
export async function findImport(db: Db, tenantId: number, id: number, options: { withFile?: boolean } = {}): Promise<ImportWithUser | null> {
  const row = options.withFile ? imports : { ...getTableColumns(imports), file: sql<Uint8Array | null>`case when ${imports.file} is null then null else ''::bytea end` };
  const [r] = await db
    .select({ row, user: userColumns })
    .from(imports)
    .leftJoin(users, eq(users.id, imports.createdBy))
    .where(and(eq(imports.tenantId, tenantId), eq(imports.id, id)));
  return r ? { row: r.row, user: r.user?.id ? r.user : null } : null;
}

export async function listImports(db: Db, tenantId: number, kind: ImportKindName | undefined, limit: number | null, offset: number): Promise<{ rows: ImportWithUser[]; total: number }> {
  const where = and(eq(imports.tenantId, tenantId), kind ? eq(imports.kind, kind) : undefined);
  const q = db.select({ row: { ...getTableColumns(imports), file: sql<Uint8Array | null>`null` }, user: userColumns }).from(imports).leftJoin(users, eq(users.id, imports.createdBy)).where(where).orderBy(desc(imports.id)).offset(offset);
  const rows = await (limit === null ? q : q.limit(limit));
  const [total] = await db.select({ n: count() }).from(imports).where(where);
  return { rows: rows.map((r) => ({ row: r.row, user: r.user?.id ? r.user : null })), total: total?.n ?? 0 };
}

/** Ids of the tenant's imports still open (uploaded or checked) that were uploaded before `cutoff` (wall clock). */
export async function openImportsBefore(db: Db, tenantId: number, cutoff: string): Promise<number[]> {
  const rows = await db
    .select({ id: imports.id })
    .from(imports)
    .where(and(eq(imports.tenantId, tenantId), inArray(imports.status, ['uploaded', 'checked']), lt(imports.createdAt, cutoff)));
  return rows.map((r) => r.id);
}

export async function savedMapping(db: Db, tenantId: number, kind: string): Promise<Mapping | null> {
  const [r] = await db.select({ mapping: importMappings.mapping }).from(importMappings).where(and(eq(importMappings.tenantId, tenantId), eq(importMappings.kind, kind)));
  return r?.mapping ?? null;
}

export async function saveMapping(db: Db, tenantId: number, kind: string, mapping: Mapping, now: string): Promise<void> {
  await db
    .insert(importMappings)
    .values({ tenantId, kind, mapping, updatedAt: now })
    .onConflictDoUpdate({ target: [importMappings.tenantId, importMappings.kind], set: { mapping, updatedAt: now } });
}

export async function updateImport(db: Db, tenantId: number, id: number, values: Partial<typeof imports.$inferInsert>): Promise<void> {
  await db.update(imports).set(values).where(and(eq(imports.tenantId, tenantId), eq(imports.id, id)));
}

/** Where an import's moves are recorded (workflow_steps). */
export const importStep = (tenantId: number, id: number): StepRecord => ({ tenantId, workflow: 'dataImport', key: String(id) });

/**
 * Changes the import and records its move, in one transaction: a step when `values.status` differs from the
 * status before (a mapping saved again on an unchecked import, or a progress write, is no move).
 */
export async function moveImport(db: Db, tenantId: number, id: number, values: Partial<typeof imports.$inferInsert> & { status: string }, by: { readonly userId: number | null; readonly at: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: imports.status })
      .from(imports)
      .where(and(eq(imports.tenantId, tenantId), eq(imports.id, id)));
    if (!before) return;
    await updateImport(tx, tenantId, id, values);
    if (before.status !== values.status) await recordStep(tx, importStep(tenantId, id), { status: values.status, userId: by.userId, at: by.at });
  });
}
