import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quoteIdent } from '../../tenancy/tables.ts';
import { rowsOf } from '../../db/rows.ts';

// Whole-row images of the records an import touches (`to_jsonb` of the row), read before and after writing, and
// put back by the undo. One generic way for every table an import writes, listed here so no other name reaches SQL.

export const IMPORT_TABLES = ['profiles', 'profile_contacts', 'profile_categories', 'companies', 'articles', 'article_taxonomy_items', 'price_lists', 'price_list_articles', 'invitations', 'users', 'user_vacation_hours'] as const;
export type ImportTable = (typeof IMPORT_TABLES)[number];

const isImportTable = (name: string): name is ImportTable => (IMPORT_TABLES as readonly string[]).includes(name);

const idList = (ids: readonly number[]): SQL => sql.join(
  ids.map((id) => sql`${id}`),
  sql`, `,
);

/** Each record's whole row as JSON, by id (records not found are absent). */
export async function snapshot(db: Db, table: ImportTable, tenantId: number, ids: readonly number[]): Promise<Map<number, Record<string, unknown>>> {
  const out = new Map<number, Record<string, unknown>>();
  for (let i = 0; i < ids.length; i += 1000) {
    const part = ids.slice(i, i + 1000);
    if (part.length === 0) continue;
    const rows = rowsOf(await db.execute(sql`select t.id, to_jsonb(t) as row from ${quoteIdent(table)} t where t.tenant_id = ${tenantId} and t.id in (${idList(part)})`));
    for (const r of rows) out.set(Number(r.id), (typeof r.row === 'string' ? JSON.parse(r.row) : r.row) as Record<string, unknown>);
  }
  return out;
}

/** A row's fingerprint as a JSON string: the md5 of its `jsonb` text (jsonb orders keys, so equal rows match). */
export const rowFingerprint = (alias: SQL): SQL => sql`to_jsonb(md5(to_jsonb(${alias})::text))`;

/** Each record's current fingerprint, by id (records not found are absent). */
export async function fingerprints(db: Db, table: ImportTable, tenantId: number, ids: readonly number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const part = ids.slice(i, i + 1000);
    if (part.length === 0) continue;
    const rows = rowsOf(await db.execute(sql`select t.id, md5(to_jsonb(t)::text) as h from ${quoteIdent(table)} t where t.tenant_id = ${tenantId} and t.id in (${idList(part)})`));
    for (const r of rows) out.set(Number(r.id), String(r.h));
  }
  return out;
}

/** Puts a row back as it was: every column from its before-image (the id and tenant stay). */
export async function restore(db: Db, table: string, tenantId: number, id: number, before: Record<string, unknown>): Promise<void> {
  if (!isImportTable(table)) throw new Error(`not an import table: ${table}`);
  const columns = Object.keys(before).filter((c) => c !== 'id' && c !== 'tenant_id');
  if (columns.length === 0) return;
  const t = quoteIdent(table);
  const list = sql.join(columns.map(quoteIdent), sql`, `);
  await db.execute(
    sql`update ${t} set (${list}) = (select ${sql.join(columns.map((c) => sql`b.${quoteIdent(c)}`), sql`, `)} from jsonb_populate_record(null::${t}, ${JSON.stringify(before)}::jsonb) b) where id = ${id} and tenant_id = ${tenantId}`,
  );
}

export async function remove(db: Db, table: string, tenantId: number, id: number): Promise<void> {
  if (!isImportTable(table)) throw new Error(`not an import table: ${table}`);
  await db.execute(sql`delete from ${quoteIdent(table)} where id = ${id} and tenant_id = ${tenantId}`);
}
