import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { migrationsFolder } from '../../server/src/db/open.ts';
import { rowsOf } from '../../server/src/db/rows.ts';
import { tasks } from '../../server/src/db/schema/tasks.ts';
import { searchDocument } from '../../server/src/db/searchVector.ts';
import { describeOnBothEngines, migrationScratch, type MigrationEngine } from './support/migrationEngines.ts';

// Migration 0022 on a database that already holds tasks (issue 36.3): the search documents move from the GIN
// expression index on `tasks` into `task_search`, filled for the existing tasks, then kept by row triggers. On both
// engines: a database of an earlier version is migrated with its rows in it, not created fresh.

const { migrationsBefore } = migrationScratch('bottega-task-search-');

/** The document global search used to compute from the row (searchDocument over summary and description). */
const expected = searchDocument([tasks.summary], [tasks.description]);

function migrationSuite(open: () => Promise<MigrationEngine>): void {
  it('fills task_search for the tasks already there, drops the expression index, and keeps the documents after', async () => {
    const engine = await open();
    const { db } = engine;
    const one = async (query: ReturnType<typeof sql>): Promise<Record<string, unknown> | undefined> => rowsOf(await db.execute(query))[0];
    try {
      await engine.migrate(migrationsBefore('0022_task_search_table'));
      const [tenant] = rowsOf(await db.execute(sql`insert into tenants (slug, name) values ('vecchio', 'Vecchio') returning id`));
      const tenantId = Number(tenant?.id);
      await db.execute(sql`insert into tasks (tenant_id, summary, description) values
        (${tenantId}, 'Posa parquet Città Alta', 'Preventivi da rivedere'), (${tenantId}, 'Sopralluogo', null)`);
      expect(await one(sql`select count(*)::int as n from pg_indexes where indexname = 'tasks_search'`)).toEqual({ n: 1 });

      await engine.migrate(migrationsFolder);
      expect(await one(sql`select count(*)::int as n from pg_indexes where indexname = 'tasks_search'`)).toEqual({ n: 0 });
      expect(await one(sql`select count(*)::int as n from pg_indexes where tablename = 'tasks' and indexdef ilike '%tsvector%'`)).toEqual({ n: 0 });
      // Every existing task has its document, the very one the old index held.
      const same = sql`select count(*)::int as n, count(*) filter (where s.document = ${expected} and s.tenant_id = ${tasks.tenantId})::int as same
        from ${tasks} join task_search s on s.task_id = ${tasks.id} where ${tasks.tenantId} = ${tenantId}`;
      expect(await one(same)).toEqual({ n: 2, same: 2 });
      expect(await one(sql`select count(*)::int as n from task_search s join tasks t on t.id = s.task_id where t.tenant_id = ${tenantId} and s.document @@ to_tsquery('bottega_simple', 'citta:*')`)).toEqual({ n: 1 });

      // After the migration the triggers keep it: a new task, a changed description, a status-only change, a delete.
      await db.execute(sql`insert into tasks (tenant_id, summary) values (${tenantId}, 'Consegna campionario')`);
      await db.execute(sql`update tasks set description = 'Telefonare al geometra' where tenant_id = ${tenantId} and summary = 'Sopralluogo'`);
      expect(await one(same)).toEqual({ n: 3, same: 3 });
      const version = sql`select s.xmin::text as version from task_search s join tasks t on t.id = s.task_id where t.tenant_id = ${tenantId} and t.summary = 'Sopralluogo'`;
      const before = await one(version);
      await db.execute(sql`update tasks set status = 'started', summary = summary where tenant_id = ${tenantId} and summary = 'Sopralluogo'`);
      expect(await one(version)).toEqual(before);
      await db.execute(sql`delete from tasks where tenant_id = ${tenantId} and summary = 'Sopralluogo'`);
      expect(await one(same)).toEqual({ n: 2, same: 2 });
      expect(await one(sql`select count(*)::int as n from task_search`)).toEqual({ n: 2 });
    } finally {
      await engine.close();
    }
  }, 120_000);
}

describeOnBothEngines('bottega_task_search_migration', migrationSuite);
