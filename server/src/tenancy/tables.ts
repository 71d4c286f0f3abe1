import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { DERIVED_TABLES } from '../db/derivedTables.ts';
import { rowsOf } from '../db/rows.ts';

// Which tables hold a tenant's records and how they point at each other, read from the database's own catalogue
// rather than listed by hand: a module that adds a table is exported, imported and deleted with its tenant without
// anyone remembering to add it here (issue 33 point 5).

export type Reference = { readonly column: string; readonly table: string };

export type TenantTable = {
  readonly name: string;
  /** The columns a row is written with: generated ones (tasks.is_completed) are computed again on import. */
  readonly columns: readonly string[];
  /** An integer identity `id` (renumbered on import); join tables have none. */
  readonly hasId: boolean;
  /** Single-column references to other tenant tables (and to itself), foreign keys and the known loose ones. */
  readonly references: readonly Reference[];
};

/** Bytes of uploaded files kept in the database: no tenant_id, they belong to the tenant through their media row. */
export const MEDIA_BLOBS = 'media_blobs';

/**
 * Ids stored without a foreign key. A media row's owner is named by type and id (media/store.ts); an audit entry's
 * subject and a notification's record stay as they were: they are history, not links the app follows.
 */
export const LOOSE_REFERENCES: readonly (Reference & { readonly from: string })[] = [{ from: 'calendar_events', column: 'vacation_id', table: 'vacations' }];
export const MEDIA_OWNER_TABLES: Readonly<Record<string, string>> = { profile: 'profiles', document: 'documents', user: 'users', task: 'tasks', work: 'works', sample: 'samples' };

/** Tables never carried with a tenant: records of the instance itself. */
const INSTANCE_TABLES = new Set(['tenants', 'tenant_exports', 'instance_backups', '__drizzle_migrations']);

export const quoteIdent = (name: string): SQL => sql.raw(`"${name.replace(/"/g, '""')}"`);

export async function tenantTables(db: Db): Promise<TenantTable[]> {
  const columns = rowsOf(
    // pg_catalog rather than information_schema: the same answer, many times faster on PGlite.
    await db.execute(sql`
      select c.relname as t, a.attname as c
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`),
  );
  const byTable = new Map<string, string[]>();
  for (const r of columns) {
    const t = String(r.t);
    byTable.set(t, [...(byTable.get(t) ?? []), String(r.c)]);
  }
  const fks = rowsOf(
    await db.execute(sql`
      select k.conrelid::regclass::text as src, a.attname as col, k.confrelid::regclass::text as dst
      from pg_constraint k
      join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
      where k.contype = 'f' and array_length(k.conkey, 1) = 1 and k.connamespace = 'public'::regnamespace`),
  );
  const strip = (name: string): string => name.replace(/^public\./, '').replace(/"/g, '');
  // A derived table (db/derivedTables.ts) is not carried: its source's rows rebuild it on import.
  const included = [...byTable.entries()].filter(
    ([name, cols]) => !INSTANCE_TABLES.has(name) && !DERIVED_TABLES.has(name) && (cols.includes('tenant_id') || name === MEDIA_BLOBS),
  );
  const names = new Set(included.map(([name]) => name));
  const tables = included.map(([name, cols]): TenantTable => {
    const references = fks
      .filter((f) => strip(String(f.src)) === name && names.has(strip(String(f.dst))))
      .map((f) => ({ column: String(f.col), table: strip(String(f.dst)) }))
      .concat(LOOSE_REFERENCES.filter((l) => l.from === name && cols.includes(l.column)).map(({ column, table }) => ({ column, table })));
    return { name, columns: cols, hasId: cols.includes('id'), references };
  });
  return orderByReferences(tables);
}

/**
 * Tables in an order where each comes after those it references (self-references and cycles aside: the importer
 * fills those columns in a second pass). Deterministic: ties keep alphabetical order.
 */
export function orderByReferences(tables: readonly TenantTable[]): TenantTable[] {
  const remaining = new Map(tables.map((t) => [t.name, t]));
  const ordered: TenantTable[] = [];
  while (remaining.size > 0) {
    const ready = [...remaining.values()].filter((t) => t.references.every((r) => r.table === t.name || !remaining.has(r.table)));
    // A cycle: take the alphabetically first table; the references it cannot satisfy yet wait for the second pass.
    const next = ready.length > 0 ? ready : [...remaining.values()].slice(0, 1);
    for (const t of next.sort((a, b) => a.name.localeCompare(b.name))) {
      ordered.push(t);
      remaining.delete(t.name);
    }
  }
  return ordered;
}

/** The column a table is read in pages by (file bytes one page at a time); null: read at once (join tables, small). */
export const pageKey = (table: TenantTable): string | null => (table.hasId ? 'id' : table.name === MEDIA_BLOBS ? 'media_id' : null);

/** Short-lived sign-in state: not carried with a tenant (people sign in again on the new instance). */
export const SESSION_TABLES: ReadonlySet<string> = new Set(['access_tokens', 'refresh_tokens', 'password_resets', 'login_attempts', 'section_accesses']);

/** The rows of a table that belong to the tenant, as the database's own JSON (exact timestamps, bytea as hex). */
export function tenantRowsQuery(table: TenantTable, tenantId: number, afterId: number, limit: number): SQL {
  const where =
    table.name === MEDIA_BLOBS
      ? sql`t.media_id in (select id from media where tenant_id = ${tenantId})`
      : sql`t.tenant_id = ${tenantId}`;
  const key = pageKey(table);
  // The table's written columns only, not the whole row: a generated column in the file could not be inserted back.
  const from = sql`(select ${sql.join(table.columns.map(quoteIdent), sql`, `)} from ${quoteIdent(table.name)}) t`;
  if (key === null) return sql`select row_to_json(t)::text as j from ${from} where ${where}`;
  return sql`select row_to_json(t)::text as j, t.${quoteIdent(key)} as k from ${from} where ${where} and t.${quoteIdent(key)} > ${afterId} order by t.${quoteIdent(key)} limit ${limit}`;
}
