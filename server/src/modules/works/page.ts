import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runNamed } from '../../db/named.ts';
import { profiles } from '../../db/schema/directory.ts';
import { works } from '../../db/schema/works.ts';
import { profileNameSql } from '../profiles/name.ts';

import { WORK_MEDIA } from './repository.ts';
import { rowsOf } from '../../db/rows.ts';

// A page of works on the wire in ONE statement, as the task pages do (tasks/page.ts): the rows of the page, each
// work's customer, type, media, counters and people as correlated subqueries, the JSON text handed to the client as
// it is, and the total. Built in JavaScript from batched reads it cost eight statements per page, which made the
// works list the most expensive read of the realistic mix once a task write had ended its cached answer (each
// statement crosses into PGlite's WebAssembly and is planned again). The wire is presentWorks' (present.ts), key for
// key; tests/server/suites/work.ts compares the two.

/** A wall-clock column as the wire string (`to_char`, as the wallClock columns read through Drizzle). */
const wall = (column: string): string => `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;

const customer = sql`(select json_build_object('id', profiles.id, 'name', ${profileNameSql}, 'type', profiles.type)
  from profiles where profiles.id = works.customer_id and profiles.tenant_id = works.tenant_id)`;

const workType = sql.raw(`(select json_build_object('id', wt.id, 'name', wt.name) from work_types wt
  where wt.id = works.work_type_id and wt.tenant_id = works.tenant_id)`);

const files = sql`(select coalesce(json_agg(json_build_object('id', m.id, 'file_name', m.file_name, 'mime_type', m.mime_type, 'size', m.size,
    'created_at', ${sql.raw(wall('m.created_at'))}) order by m.id), '[]'::json)
  from media m where m.tenant_id = works.tenant_id and m.owner_type = ${WORK_MEDIA} and m.owner_id = works.id)`;

const phasesCount = sql.raw(`(select count(*)::int from work_phases ph where ph.work_id = works.id and ph.tenant_id = works.tenant_id)`);

/** Whose work this is for the record scope: the creator and the assignees of its tasks, ascending, no repeats. */
const people = sql.raw(`(select coalesce(json_agg(p.id order by p.id), '[]'::json) from (
    select works.created_by as id where works.created_by is not null
    union select t.assignee_id from tasks t where t.tenant_id = works.tenant_id and t.work_id = works.id and t.assignee_id is not null
  ) as p)`);

/**
 * When each running task of the work (the lateral's `t`) began its run, oldest first: the reader adds the time since
 * each to `tracked_seconds` (contract Work.running_since). No clock is read here, so a kept answer stays right.
 */
const RUNNING_SINCE = sql.raw(
  `coalesce(json_agg(${wall('t.started_at')} order by ${wall('t.started_at')}) filter (where t.status = 'started' and t.started_at is not null), '[]'::json)`,
);

const workWire = sql`json_build_object(
  'id', works.id, 'code', works.code, 'name', works.name, 'description', works.description, 'status', works.status,
  'customer_id', works.customer_id, 'customer', ${customer},
  'work_type', ${workType},
  'start_date', works.start_date, 'end_date', works.end_date, 'notes', works.notes,
  'media', ${files},
  'phases_count', ${phasesCount}, 'tasks_count', counters.tasks, 'tracked_seconds', counters.seconds,
  'running_since', counters.running,
  'people', ${people},
  'created_at', ${sql.raw(wall('works.created_at'))}, 'updated_at', ${sql.raw(wall('works.updated_at'))}
)`;

/**
 * The row of the work of the task in `changed` (a relation of the same statement holding one task row, e.g. the
 * row an update returned), as workPage's json_agg puts it in a page, byte for byte. A statement's reads of `tasks` see the
 * rows as they were before it: the changed task's tracked seconds and run are taken from `changed` itself. No row when
 * the task has no work. Lets a task's status change put its work's new tracked seconds and running runs into the kept works pages
 * (http/responseCache.ts WORK_ROWS) instead of ending them.
 */
export function changedTaskWorkRow(changed: string): SQL {
  const task = sql.raw(changed);
  return sql`select ${workWire} as row from ${task}, works,
lateral (select count(*)::int as tasks, (coalesce(sum(t.tracked_seconds) filter (where t.id <> ${task}.id), 0) + ${task}.tracked_seconds)::int as seconds,
  (select coalesce(json_agg(s.at order by s.at), '[]'::json) from (
    select ${sql.raw(wall('o.started_at'))} as at from tasks o
      where o.tenant_id = works.tenant_id and o.work_id = works.id and o.id <> ${task}.id and o.status = 'started' and o.started_at is not null
    union all select ${sql.raw(wall(`${changed}.started_at`))} where ${task}.status = 'started' and ${task}.started_at is not null) as s) as running
  from tasks t where t.tenant_id = works.tenant_id and t.work_id = works.id) as counters
where works.id = ${task}.work_id and works.tenant_id = ${task}.tenant_id`;
}

export type WorkPage = {
  /** The text of the JSON array of the page's works. */
  readonly json: string;
  readonly total: number;
};

export async function workPage(db: Db, tenantId: number, filter: SQL | undefined, order: readonly SQL[], window: { readonly limit: number; readonly offset: number }): Promise<WorkPage> {
  const where = and(eq(works.tenantId, tenantId), filter);
  const orderSql = sql.join([...order], sql`, `);
  // The order may name the customer (its profile's name), so the page is cut where the profile is joined; the
  // rows keep their rank in it (a subquery's order is not the outer query's).
  const matching = sql`from ${works} left join ${profiles} on ${profiles.id} = ${works.customerId} where ${where}`;
  const page = sql`select ranked.*, row_number() over () as rank from (select ${works}.* ${matching} order by ${orderSql} limit ${window.limit} offset ${window.offset}) as ranked`;
  const query = sql`select coalesce(json_agg(${workWire} order by works.rank), '[]'::json)::text as data, (select count(*)::int ${matching}) as total
from (${page}) as works
left join lateral (select count(*)::int as tasks, coalesce(sum(t.tracked_seconds), 0)::int as seconds, ${RUNNING_SINCE} as running
  from tasks t where t.tenant_id = works.tenant_id and t.work_id = works.id) as counters on true`;
  const [row] = rowsOf(await runNamed(db, query));
  return { json: typeof row?.data === 'string' ? row.data : JSON.stringify(row?.data ?? []), total: Number(row?.total ?? 0) };
}
