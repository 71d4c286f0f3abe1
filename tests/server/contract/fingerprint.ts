import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/src/db/client.ts';

// A cheap fingerprint of the whole database: per table, the row count and the sum of a hash of every row's text.
// Any insert, update or delete changes it (bar a hash collision), which max(updated_at) alone would miss for
// tables without that column or for updates that keep it.
//
// Incremental (issue 36.7): hashing every row of every table after each request was most of the fuzz suite's time
// (and the cross-tenant walk's). A row trigger on every table notes which tables a statement wrote, in a log of its
// own schema; a fingerprint rehashes only those and carries the others' last hash over. A table no row trigger
// fired on has the rows it had, so the answer is the one a full hash would give; the change test in
// tests/server/fingerprint.test.ts fails if a write goes unnoticed.

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

/** The log the row triggers write: a schema of its own, so the app's table walks (public schema) never meet it. */
const LOG = 'bottega_test_fingerprint';

/** Per database: the hash of each table as last computed, and whether the triggers are in place. */
type Incremental = { readonly hashes: Map<string, string>; ready: Promise<void> | undefined };
const incremental = new WeakMap<Db, Incremental>();

const hashOf = async (db: Db, names: readonly string[], into: Map<string, string>): Promise<void> => {
  if (names.length === 0) return;
  const query = names
    .map((t) => `select '${t.replace(/'/g, "''")}' as t, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as f from ${quoted(t)} x`)
    .join(' union all ');
  for (const r of rowsOf(await db.execute(sql.raw(query)))) into.set(String(r.t), String(r.f));
};

/**
 * A row trigger (insert, update, delete) and a truncate trigger on every table log the table's name; then every
 * table is hashed once. Installed before the first hash, so no write can fall between the two.
 */
async function install(db: Db, names: readonly string[], hashes: Map<string, string>): Promise<void> {
  await db.execute(sql.raw(`create schema if not exists ${LOG}`));
  await db.execute(sql.raw(`create table if not exists ${LOG}.written (t text not null)`));
  await db.execute(
    sql.raw(`create or replace function ${LOG}.note() returns trigger language plpgsql as $$ begin insert into ${LOG}.written values (TG_TABLE_NAME); return null; end $$`),
  );
  for (const t of names) {
    const name = quoted(`${LOG}_${t}`);
    await db.execute(sql.raw(`drop trigger if exists ${name} on ${quoted(t)}`));
    await db.execute(sql.raw(`create trigger ${name} after insert or update or delete on ${quoted(t)} for each row execute function ${LOG}.note()`));
    await db.execute(sql.raw(`drop trigger if exists ${quoted(`${LOG}_${t}_truncate`)} on ${quoted(t)}`));
    await db.execute(sql.raw(`create trigger ${quoted(`${LOG}_${t}_truncate`)} after truncate on ${quoted(t)} for each statement execute function ${LOG}.note()`));
  }
  await db.execute(sql.raw(`delete from ${LOG}.written`));
  await hashOf(db, names, hashes);
}

/** Fingerprint of every table of the public schema, and of some folders. */
export async function fingerprint(db: Db, opts: FingerprintOptions = {}): Promise<Fingerprint> {
  const exclude = opts.exclude ?? new Set<string>();
  let tables = tableLists.get(db);
  if (!tables) {
    tables = tablesOf(db);
    tableLists.set(db, tables);
  }
  const all = await tables;
  let state = incremental.get(db);
  if (!state) {
    state = { hashes: new Map(), ready: undefined };
    incremental.set(db, state);
  }
  const hashes = state.hashes;
  await (state.ready ??= install(db, all, hashes));
  // The tables written since the last fingerprint (any caller's): only those are hashed again.
  const written = new Set(rowsOf(await db.execute(sql.raw(`delete from ${LOG}.written returning t`))).map((r) => String(r.t)));
  await hashOf(db, all.filter((t) => written.has(t)), hashes);
  const out: Record<string, string> = {};
  for (const folder of opts.folders ?? []) out[`files:${folder}`] = filesUnder(folder);
  for (const t of all) if (!exclude.has(t)) out[t] = hashes.get(t) ?? '';
  return out;
}

/** Tables whose fingerprint differs, for a readable failure. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((t) => before[t] !== after[t]).sort();
}
