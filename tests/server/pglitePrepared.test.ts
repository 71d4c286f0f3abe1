import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/client.ts';
import { namedStatement, registerPreparedRunner, runNamed } from '../../server/src/db/named.ts';
import { pglitePreparedRunner } from '../../server/src/db/pglitePrepared.ts';

// Named prepared statements on PGlite (db/pglitePrepared.ts): the same rows as Drizzle's own path, values decoded
// as the drivers decode them, errors as errors, and the same exclusivity as `query()`.

let client: PGlite;
let db: Db;
let plain: Db;

const rows = (result: unknown): Record<string, unknown>[] => (result as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`create table things (id int primary key, name text, size bigint, ok boolean, doc json, at timestamp(0));
    insert into things values (1, 'uno', 10, true, '{"a":1}', '2026-11-24 10:00:00'), (2, null, 20, false, '[1,2]', null);`);
  db = drizzle({ client }) as unknown as Db;
  // A second handle on the same database without the runner: Drizzle's own path, to compare with.
  plain = drizzle({ client }) as unknown as Db;
  registerPreparedRunner(db, pglitePreparedRunner(client));
});

afterAll(async () => {
  await client.close();
});

describe('named statements on PGlite', () => {
  it('answers the rows Drizzle answers, numbers, booleans, JSON and text decoded alike, for each set of parameters', async () => {
    const query = (min: number) => sql`select id, name, size, ok, doc, at, doc::text as doc_text from things where size >= ${min} order by id`;
    for (const min of [0, 15, 0, 99]) expect(rows(await runNamed(db, query(min)))).toEqual(rows(await runNamed(plain, query(min))));
    expect(rows(await runNamed(db, query(0)))[0]).toEqual({ id: 1, name: 'uno', size: 10, ok: true, doc: { a: 1 }, at: '2026-11-24 10:00:00', doc_text: '{"a":1}' });
  });

  it('builds a statement of placeholders once and fills in each run\'s own values, on both paths', async () => {
    let builds = 0;
    const bySize = namedStatement<{ min: number; name: string | null }>(() => {
      builds += 1;
      return sql`select id from things where size >= ${sql.placeholder('min')}::int or name = ${sql.placeholder('name')}::text order by id`;
    });
    const ids = async (on: Db, values: { min: number; name: string | null }) => rows(await bySize(on, values)).map((r) => r.id);
    // Had the first run's values been kept, the later runs would answer [1, 2] again.
    expect(await ids(db, { min: 0, name: null })).toEqual([1, 2]);
    expect(await ids(db, { min: 15, name: null })).toEqual([2]);
    expect(await ids(db, { min: 99, name: 'uno' })).toEqual([1]);
    expect(await ids(plain, { min: 15, name: 'uno' })).toEqual([1, 2]);
    expect(await ids(plain, { min: 99, name: null })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('sends strings, booleans and nulls as parameters, and runs a list parameter the plain way', async () => {
    expect(rows(await runNamed(db, sql`select count(*)::int as n from things where name = ${'uno'} or ok = ${false} or name = ${null}`))).toEqual([{ n: 2 }]);
    expect(rows(await runNamed(db, sql`select ${sql.param([1, 2])}::int[] as list`))).toEqual(rows(await runNamed(plain, sql`select ${sql.param([1, 2])}::int[] as list`)));
  });

  it('throws the database error of a failing statement and keeps working after it', async () => {
    await expect(runNamed(db, sql`select 1 / ${0}::int as boom`)).rejects.toThrow(/division by zero/);
    await expect(runNamed(db, sql`select nonsense from things`)).rejects.toThrow(/nonsense/);
    expect(rows(await runNamed(db, sql`select count(*)::int as n from things`))).toEqual([{ n: 2 }]);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query(`insert into things (id, name, size) values (3, 'tre', 30)`);
      await held;
      await tx.query(`delete from things where id = 3`);
    });
    const read = runNamed(db, sql`select count(*)::int as n from things where size >= ${0}`);
    // Had it run inside the transaction, it would count the uncommitted third row.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(rows(await read)).toEqual([{ n: 2 }]);
  });
});
