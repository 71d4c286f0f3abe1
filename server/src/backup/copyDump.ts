import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DERIVED_TABLES } from '../db/derivedTables.ts';
import { migrationsFolder } from '../db/open.ts';
import { orderByReferences, type TenantTable } from '../tenancy/tables.ts';
import { endArchive, holdFailures, writeChunk } from './archiveOutput.ts';

// The backup of a PostgreSQL instance where pg_dump is not installed (issue 33): every table read through the
// driver in one read-only snapshot, as the database's own JSON, one line per row, behind a `#table` line; the
// sequences at the end; and how many migrations had run. The restore replays those migrations (the schema the rows
// were written under), then loads the rows in an order where references come first, in one transaction, through
// json_populate_recordset (every type read back exactly: bytea, jsonb, times). A server starting on it then applies
// any newer migration as usual.

export const COPY_DUMP = 'database.jsonl';
const FORMAT = 'bottega-copy-dump';
const PAGE = 1000;

type DumpHeader = { readonly format: typeof FORMAT; readonly migrations: number };
type TableLine = { readonly name: string; readonly columns: readonly string[]; readonly hasId: boolean };

const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * The public tables with the columns a row is written with (generated ones are computed again), references first;
 * the tables the database derives from others (db/derivedTables.ts) are left out: the restore's triggers rebuild them.
 */
async function tablesOf(client: pg.Client): Promise<TenantTable[]> {
  const cols = await client.query<{ t: string; c: string; identity: string }>(`
    select c.relname as t, a.attname as c, a.attidentity as identity
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    order by c.relname, a.attnum`);
  const fks = await client.query<{ src: string; dst: string }>(`
    select k.conrelid::regclass::text as src, k.confrelid::regclass::text as dst from pg_constraint k
    where k.contype = 'f' and k.connamespace = 'public'::regnamespace`);
  const strip = (name: string): string => name.replace(/^public\./, '').replace(/"/g, '');
  const byTable = new Map<string, { columns: string[]; hasId: boolean }>();
  for (const r of cols.rows) {
    const entry = byTable.get(r.t) ?? { columns: [], hasId: false };
    entry.columns.push(r.c);
    if (r.identity !== '') entry.hasId = true;
    byTable.set(r.t, entry);
  }
  return orderByReferences(
    [...byTable.entries()].filter(([name]) => !DERIVED_TABLES.has(name)).map(([name, { columns, hasId }]) => ({
      name,
      columns,
      hasId,
      references: fks.rows.filter((f) => strip(f.src) === name).map((f) => ({ column: '', table: strip(f.dst) })),
    })),
  );
}

/** Writes the dump of the database at `url` to `file`, holding one page of rows at a time. */
export async function writeCopyDump(url: string, file: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out = holdFailures(fs.createWriteStream(file, { flags: 'wx' }));
  const line = (text: string): Promise<void> => writeChunk(out, Buffer.from(text + '\n', 'utf8'));
  try {
    await client.query('begin isolation level repeatable read read only');
    const applied = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    const header: DumpHeader = { format: FORMAT, migrations: applied.rows[0]?.n ?? 0 };
    await line(JSON.stringify(header));
    for (const table of await tablesOf(client)) {
      const described: TableLine = { name: table.name, columns: table.columns, hasId: table.hasId };
      await line(`#table ${JSON.stringify(described)}`);
      const list = table.columns.map(ident).join(', ');
      await client.query(`declare rows no scroll cursor for select row_to_json(t)::text as j from (select ${list} from ${ident(table.name)}) t`);
      for (;;) {
        const page = await client.query<{ j: string }>(`fetch ${PAGE} from rows`);
        for (const r of page.rows) await line(r.j);
        if (page.rows.length < PAGE) break;
      }
      await client.query('close rows');
    }
    const sequences = await client.query<{ name: string; value: string | null }>(
      "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' and last_value is not null",
    );
    await line(`#sequences ${JSON.stringify(sequences.rows)}`);
    await client.query('commit');
    await endArchive(out);
  } finally {
    if (!out.writableFinished) out.destroy();
    await client.end();
  }
}

/** The migrations folder cut to its first `count` entries: the schema of the instance the dump was taken from. */
async function migrationsUpTo(count: number): Promise<string> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'bottega-migrations-'));
  const journal = JSON.parse(await fs.promises.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, count);
  await fs.promises.mkdir(path.join(dir, 'meta'));
  await fs.promises.writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries) await fs.promises.copyFile(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

/**
 * Loads a dump into the database at `url`: on `force`, what it held is dropped first (the caller checked it is empty
 * otherwise). One transaction for the rows: a failure leaves the schema and no half of the data.
 */
export async function restoreCopyDump(url: string, file: string, opts: { force: boolean }): Promise<void> {
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = (first.done ? null : JSON.parse(first.value)) as DumpHeader | null;
  if (header?.format !== FORMAT) throw new Error(`${COPY_DUMP} is not a Bottega dump.`);
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const migrations = await migrationsUpTo(header.migrations);
  try {
    if (opts.force) await pool.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public');
    await migrate(drizzle({ client: pool }), { migrationsFolder: migrations });
    const client = await pool.connect();
    try {
      await client.query('begin');
      // Migrations may have written rows of their own (defaults): the dump's are the ones that count.
      const existing = await client.query<{ t: string }>("select tablename as t from pg_tables where schemaname = 'public'");
      if (existing.rows.length > 0) await client.query(`truncate ${existing.rows.map((r) => ident(r.t)).join(', ')} restart identity`);
      let table: TableLine | null = null;
      let batch: string[] = [];
      const flush = async (): Promise<void> => {
        if (!table || batch.length === 0) return;
        const list = table.columns.map(ident).join(', ');
        await client.query(
          `insert into ${ident(table.name)} (${list})${table.hasId ? ' overriding system value' : ''} select ${list} from json_populate_recordset(null::${ident(table.name)}, $1::json)`,
          [`[${batch.join(',')}]`],
        );
        batch = [];
      };
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        const text = next.value;
        if (text.startsWith('#table ')) {
          await flush();
          table = JSON.parse(text.slice('#table '.length)) as TableLine;
        } else if (text.startsWith('#sequences ')) {
          await flush();
          table = null;
          for (const s of JSON.parse(text.slice('#sequences '.length)) as { name: string; value: string }[]) {
            await client.query('select setval($1::regclass, $2::bigint)', [ident(s.name), s.value]);
          }
        } else if (text !== '') {
          batch.push(text);
          if (batch.length >= PAGE) await flush();
        }
      }
      await flush();
      await client.query('commit');
    } catch (e) {
      await client.query('rollback').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  } finally {
    lines.close();
    await pool.end();
    await fs.promises.rm(migrations, { recursive: true, force: true });
  }
}
