import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../src/db/open.ts';

// Benchmark data only (never the demo seed): fills a seeded tenant with generated tasks, straight in the database,
// so that a page of the task list can be timed on a tenant with 20,000 tasks against one with 50. Every generated
// task looks like a real one (work, customer, type, assignee, a dated start and end, a checklist with two items and
// a comment) and they sort first in the list's default order (open, earliest start), so both pages show generated
// rows. The server must be stopped on PGlite (one process owns its folder).

type SqlClient = { query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }> };

const idsOf = async (db: SqlClient, text: string, tenantId: number): Promise<number[]> =>
  (await db.query(text, [tenantId])).rows.flatMap((r) => (typeof r === 'object' && r !== null && 'id' in r ? [Number(r.id)] : []));

/** `(array)[1 + g % n]`, or null for an empty array. */
const pick = (param: string): string => `case when cardinality(${param}::int[]) = 0 then null else (${param}::int[])[1 + g % cardinality(${param}::int[])] end`;

async function fillTenant(db: SqlClient, slug: string, tasks: number): Promise<number> {
  const tenant = (await db.query('select id from tenants where slug = $1', [slug])).rows[0];
  const tenantId = typeof tenant === 'object' && tenant !== null && 'id' in tenant ? Number(tenant.id) : NaN;
  if (!Number.isInteger(tenantId)) throw new Error(`no tenant ${slug}`);
  const count = async (): Promise<number> => {
    const row = (await db.query('select count(*)::int as n from tasks where tenant_id = $1', [tenantId])).rows[0];
    return typeof row === 'object' && row !== null && 'n' in row ? Number(row.n) : 0;
  };
  const missing = tasks - (await count());
  if (missing <= 0) return count();
  const works = await idsOf(db, 'select id from works where tenant_id = $1 order by id', tenantId);
  const profiles = await idsOf(db, "select id from profiles where tenant_id = $1 and type = 'customer' and deleted_at is null order by id", tenantId);
  const types = await idsOf(db, 'select id from task_types where tenant_id = $1 order by id', tenantId);
  const users = await idsOf(db, "select id from users where tenant_id = $1 and status = 'active' order by id", tenantId);
  await db.query(
    `insert into tasks (tenant_id, status, summary, description, start, "end", work_id, profile_id, task_type_id, assignee_id, created_by, tracked_seconds, created_at, updated_at)
     select $1, 'paused', 'Attività generata ' || g, 'Generata per il benchmark.',
       timestamp '2020-01-01 08:00:00' + g * interval '1 hour', timestamp '2020-01-01 09:00:00' + g * interval '1 hour',
       ${pick('$3')}, ${pick('$4')}, ${pick('$5')}, ${pick('$6')}, ${pick('$6')}, (g % 7) * 600, localtimestamp(0), localtimestamp(0)
     from generate_series(1, $2::int) as g`,
    [tenantId, missing, works, profiles, types, users],
  );
  const generated = `from tasks t where t.tenant_id = $1 and t.summary like 'Attività generata %'`;
  await db.query(`insert into task_checklists (tenant_id, task_id, name, position, created_at, updated_at) select t.tenant_id, t.id, 'Controlli', 1, t.created_at, t.created_at ${generated}`, [tenantId]);
  await db.query(
    `insert into task_checklist_items (tenant_id, checklist_id, name, position, created_at, updated_at)
     select c.tenant_id, c.id, n.name, n.position, c.created_at, c.created_at from task_checklists c
       join tasks t on t.id = c.task_id and t.summary like 'Attività generata %'
       cross join (values ('Materiale', 1), ('Verifica', 2)) as n(name, position)
     where c.tenant_id = $1`,
    [tenantId],
  );
  await db.query(`insert into task_comments (tenant_id, task_id, author_id, body, created_at, updated_at) select t.tenant_id, t.id, t.assignee_id, 'Da verificare con il cliente.', t.created_at, t.created_at ${generated}`, [tenantId]);
  return count();
}

export type FilledTenants = Readonly<Record<string, number>>;

/**
 * Fills each `slug` up to its number of tasks and refreshes the planner's statistics; answers the tasks each tenant
 * then has.
 */
export async function fillTenants(target: { readonly databaseUrl: string | null; readonly dataDir: string }, sizes: Readonly<Record<string, number>>): Promise<FilledTenants> {
  const filled: Record<string, number> = {};
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      for (const [slug, n] of Object.entries(sizes)) filled[slug] = await fillTenant(client, slug, n);
      // What autovacuum does after such an insert (PostgreSQL 13+ vacuums on inserts too): statistics, and the
      // visibility map that lets the capped count read the index alone.
      await client.query('vacuum analyze');
    } finally {
      await client.end();
    }
  } else {
    const client = await PGlite.create(path.join(target.dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    try {
      for (const [slug, n] of Object.entries(sizes)) filled[slug] = await fillTenant(client, slug, n);
      // PGlite runs no autovacuum: statistics only, as a server that ran ANALYZE once would have them.
      await client.query('analyze');
    } finally {
      await client.close();
    }
  }
  return filled;
}
