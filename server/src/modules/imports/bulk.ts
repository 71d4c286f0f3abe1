import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { quoteIdent } from '../../tenancy/tables.ts';
import { rowsOf } from '../../db/rows.ts';

// Inserts a batch of rows as one JSON parameter (`jsonb_to_recordset`) rather than one bind parameter per cell:
// on the embedded database 1,000 profiles go in about three times faster (server/bench/imports.ts). The ids are
// taken from the table's identity first, so each row's id is known in order.

export async function insertRows<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][]): Promise<number[]> {
  if (rows.length === 0) return [];
  const name = getTableName(table);
  const ids = rowsOf(await db.execute(sql`select nextval(pg_get_serial_sequence(${name}, 'id'))::int as id from generate_series(1, ${rows.length})`)).map((r) => Number(r.id));
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r as object)))].filter((k) => k !== 'id' && k in columns);
  const defs = [sql`"id" integer`, ...keys.map((k) => sql`${quoteIdent(columns[k]?.name ?? k)} ${sql.raw(columns[k]?.getSQLType() ?? 'text')}`)];
  const names = [sql`"id"`, ...keys.map((k) => quoteIdent(columns[k]?.name ?? k))];
  const json = rows.map((r, i) => {
    const o: Record<string, unknown> = { id: ids[i] };
    for (const k of keys) o[columns[k]?.name ?? k] = (r as Record<string, unknown>)[k] ?? null;
    return o;
  });
  const list = sql.join(names, sql`, `);
  await db.execute(sql`insert into ${quoteIdent(name)} (${list}) select ${list} from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as v(${sql.join(defs, sql`, `)})`);
  return ids;
}

/**
 * Updates a batch of rows set-based: rows changing the same columns go in one `UPDATE … FROM jsonb_to_recordset`
 * (an import's rows mostly change the same few columns, so a batch is one or a few statements, not one per row).
 * `values` holds only the columns to set, by schema key; ids are the table's, checked against the tenant.
 */
export async function updateRows<T extends PgTable>(db: Db, table: T, tenantId: number, rows: readonly { readonly id: number; readonly values: Partial<T['$inferInsert']> }[]): Promise<void> {
  const name = getTableName(table);
  const columns = getTableColumns(table);
  const groups = new Map<string, { keys: string[]; rows: (typeof rows)[number][] }>();
  for (const r of rows) {
    const keys = Object.keys(r.values as object).filter((k) => k !== 'id' && k !== 'tenantId' && k in columns).sort();
    if (keys.length === 0) continue;
    const group = keys.join(',');
    const g = groups.get(group) ?? { keys, rows: [] };
    g.rows.push(r);
    groups.set(group, g);
  }
  for (const { keys, rows: part } of groups.values()) {
    const col = (k: string): string => columns[k]?.name ?? k;
    const defs = [sql`"id" integer`, ...keys.map((k) => sql`${quoteIdent(col(k))} ${sql.raw(columns[k]?.getSQLType() ?? 'text')}`)];
    const sets = keys.map((k) => sql`${quoteIdent(col(k))} = v.${quoteIdent(col(k))}`);
    const json = part.map((r) => {
      const o: Record<string, unknown> = { id: r.id };
      for (const k of keys) o[col(k)] = (r.values as Record<string, unknown>)[k] ?? null;
      return o;
    });
    await db.execute(
      sql`update ${quoteIdent(name)} t set ${sql.join(sets, sql`, `)} from jsonb_to_recordset(${JSON.stringify(json)}::jsonb) as v(${sql.join(defs, sql`, `)}) where t.id = v.id and t.tenant_id = ${tenantId}`,
    );
  }
}
