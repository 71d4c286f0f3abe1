import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { importMappings, imports } from '../../db/schema/imports.ts';
import { users } from '../../db/schema/core.ts';
import type { Mapping } from './mapping.ts';

// The imports table and the mappings saved per tenant and kind.

export type ImportRow = typeof imports.$inferSelect;
export type ImportWithUser = { readonly row: ImportRow; readonly user: { id: number; name: string; email: string; avatarUrl: string | null } | null };

const userColumns = { id: users.id, name: users.name, email: users.email, avatarUrl: users.avatarUrl };

export async function findImport(db: Db, tenantId: number, id: number): Promise<ImportWithUser | null> {
  const [r] = await db
    .select({ row: imports, user: userColumns })
    .from(imports)
    .leftJoin(users, eq(users.id, imports.createdBy))
    .where(and(eq(imports.tenantId, tenantId), eq(imports.id, id)));
  return r ? { row: r.row, user: r.user?.id ? r.user : null } : null;
}

export async function listImports(db: Db, tenantId: number, kind: string | undefined, limit: number | null, offset: number): Promise<{ rows: ImportWithUser[]; total: number }> {
  const where = and(eq(imports.tenantId, tenantId), kind ? eq(imports.kind, kind) : undefined);
  const q = db.select({ row: imports, user: userColumns }).from(imports).leftJoin(users, eq(users.id, imports.createdBy)).where(where).orderBy(desc(imports.id)).offset(offset);
  const rows = await (limit === null ? q : q.limit(limit));
  const [total] = await db.select({ n: count() }).from(imports).where(where);
  return { rows: rows.map((r) => ({ row: r.row, user: r.user?.id ? r.user : null })), total: total?.n ?? 0 };
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
