import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client.ts';
import { changedTables, fingerprint } from './contract/fingerprint.ts';

// The database fingerprint the fuzz, cross-tenant and truthful-inputs suites compare around each request: it
// rehashes only the tables its row triggers saw written (issue 36.7), so it must still see every kind of write,
// and nothing else.

let client: PGlite;
let db: Db;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`create table things (id int primary key, name text);
    create table others (id int primary key, size int);
    insert into things values (1, 'uno'), (2, 'due');
    insert into others values (1, 10);`);
  db = drizzle({ client }) as unknown as Db;
});

afterAll(async () => {
  await client.close();
});

const changedBy = async (statement: string): Promise<string[]> => {
  const before = await fingerprint(db);
  await client.exec(statement);
  return changedTables(before, await fingerprint(db));
};

describe('the incremental database fingerprint', () => {
  it('sees an insert, an update keeping the row count, a delete and a truncate, in that table only', async () => {
    expect(await changedBy(`insert into things values (3, 'tre')`)).toEqual(['things']);
    expect(await changedBy(`update things set name = 'one' where id = 1`)).toEqual(['things']);
    expect(await changedBy(`delete from others where id = 1`)).toEqual(['others']);
    expect(await changedBy(`insert into others values (2, 20)`)).toEqual(['others']);
    expect(await changedBy(`truncate others`)).toEqual(['others']);
  });

  it('is unchanged by a read, an update that matches nothing and one that writes the same values', async () => {
    expect(await changedBy(`select * from things`)).toEqual([]);
    expect(await changedBy(`update things set name = 'x' where id = 999`)).toEqual([]);
    expect(await changedBy(`update things set name = name`)).toEqual([]);
  });

  it('gives the hash a full pass gives, written table or not, and leaves its log outside the public schema', async () => {
    await client.exec(`update things set name = 'due bis' where id = 2`);
    const incremental = await fingerprint(db);
    const full = await client.query<{ t: string; f: string }>(
      `select 'things' as t, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as f from things x
       union all select 'others', count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text from others x`,
    );
    expect(incremental).toEqual(Object.fromEntries(full.rows.map((r) => [r.t, r.f])));
    const publicTables = await db.execute(sql.raw(`select table_name from information_schema.tables where table_schema = 'public' order by 1`));
    expect((publicTables as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name)).toEqual(['others', 'things']);
  });
});
