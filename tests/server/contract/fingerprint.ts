import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/src/db/client.ts';

// A cheap fingerprint of the whole database: per table, the row count and the sum of a hash of every row's text.
// Any insert, update or delete changes it (bar a hash collision), which max(updated_at) alone would miss for
// tables without that column or for updates that keep it.

export type Fingerprint = Readonly<Record<string, string>>;

type Row = Record<string, unknown>;

function rowsOf(result: unknown): Row[] {
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) return [];
  return result.rows.filter((r: unknown): r is Row => typeof r === 'object' && r !== null);
}

const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

const tableLists = new WeakMap<Db, Promise<string[]>>();

async function tablesOf(db: Db): Promise<string[]> {
  const rows = rowsOf(await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`));
  return rows.map((r) => String(r.table_name));
}

/** Number and total size of the files under a folder (uploads land in DATA_DIR/media before or after their row). */
function filesUnder(dir: string): string {
  let n = 0;
  let bytes = 0;
  const walk = (d: string): void => {
    if (!fs.existsSync(d)) return;
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else {
        n++;
        bytes += fs.statSync(p).size;
      }
    }
  };
  walk(dir);
  return `${n}:${bytes}`;
}

export type FingerprintOptions = {
  /** Tables written on purpose by refused requests (failed sign-ins are recorded for throttling). */
  readonly exclude?: ReadonlySet<string>;
  /** Folders whose files count too (the media store). */
  readonly folders?: readonly string[];
};

/** Fingerprint of every table of the public schema, and of some folders. */
export async function fingerprint(db: Db, opts: FingerprintOptions = {}): Promise<Fingerprint> {
  const exclude = opts.exclude ?? new Set<string>();
  let tables = tableLists.get(db);
  if (!tables) {
    tables = tablesOf(db);
    tableLists.set(db, tables);
  }
  const names = (await tables).filter((t) => !exclude.has(t));
  const query = names
    .map((t) => `select '${t.replace(/'/g, "''")}' as t, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as f from ${quoted(t)} x`)
    .join(' union all ');
  const out: Record<string, string> = {};
  for (const folder of opts.folders ?? []) out[`files:${folder}`] = filesUnder(folder);
  for (const r of rowsOf(await db.execute(sql.raw(query)))) out[String(r.t)] = String(r.f);
  return out;
}

/** Tables whose fingerprint differs, for a readable failure. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => before[t] !== after[t]).sort();
}
