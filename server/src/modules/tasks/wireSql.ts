import { sql, type SQL } from 'drizzle-orm';
import { profileNameSql } from '../profiles/name.ts';
import { TASK_MEDIA } from './repository.ts';

// The contract's Task (and list row) built by the database in ONE statement per page: a task's checklists with their items, its
// comments with their authors, its media, event, profile, work, type and people are correlated subqueries of the
// same SELECT. Loading them as eight batched queries cost eight round trips per list, which dominated the list's
// time on PGlite (each round trip crosses into WebAssembly). (Aggregating each kind once for the page in CTEs was
// measured slower on PGlite: its plan costs more to make than these index lookups cost to run.) Every subquery
// repeats the task's tenant, like the repositories do.

/** A wall-clock column as the wire string (`to_char`, never through UTC or the JSON timestamp format). */
const wall = (column: string): string => `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;

const userJson = (alias: string): string => `json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'email', ${alias}.email, 'avatar_url', ${alias}.avatar_url)`;

const userOf = (idColumn: string): string => `(select ${userJson('u')} from users u where u.id = ${idColumn} and u.tenant_id = tasks.tenant_id)`;

const items = `(select coalesce(json_agg(json_build_object('id', i.id, 'name', i.name, 'position', i.position, 'checked', i.checked,
    'checked_at', ${wall('i.checked_at')}) order by i.position, i.id), '[]'::json)
  from task_checklist_items i where i.checklist_id = c.id and i.tenant_id = c.tenant_id)`;

const checklists = `(select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'position', c.position, 'items', ${items})
    order by c.position, c.id), '[]'::json)
  from task_checklists c where c.task_id = tasks.id and c.tenant_id = tasks.tenant_id)`;

const comments = `(select coalesce(json_agg(json_build_object('id', k.id, 'body', k.body,
    'author', (select ${userJson('u')} from users u where u.id = k.author_id and u.tenant_id = k.tenant_id),
    'created_at', ${wall('k.created_at')}, 'updated_at', ${wall('k.updated_at')}) order by k.created_at, k.id), '[]'::json)
  from task_comments k where k.task_id = tasks.id and k.tenant_id = tasks.tenant_id)`;

// The 'Costo ' event (the first one should there ever be several).
const event = `(select json_build_object('id', e.id, 'calendar_id', e.calendar_id) from calendar_events e
  where e.tenant_id = tasks.tenant_id and e.task_id = tasks.id order by e.id limit 1)`;

const work = `(select json_build_object('id', w.id, 'name', w.name) from works w where w.id = tasks.work_id and w.tenant_id = tasks.tenant_id)`;

const taskType = `(select json_build_object('id', tt.id, 'name', tt.name) from task_types tt where tt.id = tasks.task_type_id and tt.tenant_id = tasks.tenant_id)`;

// The media (owner type bound as a parameter).
const files = sql`(select coalesce(json_agg(json_build_object('id', m.id, 'file_name', m.file_name, 'mime_type', m.mime_type, 'size', m.size,
    'created_at', ${sql.raw(wall('m.created_at'))}) order by m.id), '[]'::json)
  from media m where m.tenant_id = tasks.tenant_id and m.owner_type = ${TASK_MEDIA} and m.owner_id = tasks.id)`;

// profileNameSql names the `profiles` table itself, so this subquery leaves it unaliased.
const profile = sql`(select json_build_object('id', profiles.id, 'name', ${profileNameSql}, 'type', profiles.type)
  from profiles where profiles.id = tasks.profile_id and profiles.tenant_id = tasks.tenant_id)`;

/** The parts of a Task a list row carries only when the call's `include` asks (the list screens do not show them). */
export const TASK_DETAILS = ['checklists', 'comments', 'media', 'event'] as const;
export type TaskDetail = (typeof TASK_DETAILS)[number];
export const ALL_DETAILS: ReadonlySet<TaskDetail> = new Set(TASK_DETAILS);

const DETAIL_SQL: Record<TaskDetail, SQL> = {
  event: sql.raw(event),
  checklists: sql.raw(checklists),
  comments: sql.raw(comments),
  media: files,
};

/**
 * The wire object of the `tasks` row of the enclosing query (contract Task, keys in the contract's order). The
 * details not in `details` are left out (a list row, contract TaskListItem): each is one or two correlated
 * subqueries per row, which made most of an uncached page's planning and running time.
 */
function taskWireSql(details: ReadonlySet<TaskDetail>): SQL {
  const detail = (name: TaskDetail): SQL => (details.has(name) ? sql`'${sql.raw(name)}', ${DETAIL_SQL[name]},` : sql``);
  return sql`json_build_object(
  'id', tasks.id, 'status', tasks.status, 'summary', tasks.summary, 'description', tasks.description,
  'start', ${sql.raw(wall('tasks.start'))}, 'end', ${sql.raw(wall('tasks."end"'))},
  'profile_id', tasks.profile_id, 'profile', ${profile},
  'work_id', tasks.work_id, 'work', ${sql.raw(work)},
  'task_type', ${sql.raw(taskType)},
  'assignee', ${sql.raw(userOf('tasks.assignee_id'))},
  ${detail('event')} ${detail('checklists')} ${detail('comments')} ${detail('media')}
  'tracked_seconds', tasks.tracked_seconds,
  'started_at', case when tasks.status = 'started' then ${sql.raw(wall('tasks.started_at'))} end,
  'started_by', case when tasks.status = 'started' then ${sql.raw(userOf('tasks.started_by'))} end,
  'completed_at', case when tasks.status = 'completed' then ${sql.raw(wall('tasks.completed_at'))} end,
  'created_at', ${sql.raw(wall('tasks.created_at'))}, 'updated_at', ${sql.raw(wall('tasks.updated_at'))}
)`;
}

/**
 * One statement answering `id` and `wire` (the whole Task as JSON) for the task rows `rows` selects (`tasks.*`).
 */
export function taskWireQuery(rows: SQL): SQL {
  return sql`select tasks.id as id, ${taskWireSql(ALL_DETAILS)} as wire from (${rows}) as tasks`;
}

/** Where a whole Task's text has its details (taskWireSql: `event` is the first, `tracked_seconds` follows `media`). */
const DETAILS_FROM = ', "event" : ';
const DETAILS_UNTIL = ', "tracked_seconds" : ';

/**
 * The task as a list page without `include` shows it (the element taskPageQuery's json_agg puts in the page, byte
 * for byte), cut from the text of its whole Task (taskWireQuery's `wire`): the same json_build_object without the
 * detail pairs, whose text is the whole one's without them (a json value keeps its text). A status change needs both
 * (its answer, and the row a cached page takes in place of the old one: http/responseCache.ts replaceRow); building
 * the row in the database as a second object cost a tenth of the change's statement on PGlite (its profile, work, type
 * and people looked up again). Neither marker can occur elsewhere: a string's quotes are escaped, and no nested object
 * has these keys. Null if the text is not laid out so (then no page takes it: they are read again).
 */
export function taskListRowOfWire(wire: string): string | null {
  const from = wire.indexOf(DETAILS_FROM);
  const until = wire.lastIndexOf(DETAILS_UNTIL);
  return from === -1 || until < from ? null : wire.slice(0, from) + wire.slice(until);
}

/**
 * One statement answering one row: `data`, the page as the text of a JSON array of tasks (built only for the rows
 * of `page`, in `order`, with the `details` asked for), and `total`, the value of `total`. The text goes to the
 * client as it is: parsing it into objects only to serialise them again cost as much as building it.
 */
export function taskPageQuery(page: SQL, order: SQL, details: ReadonlySet<TaskDetail>, total: SQL): SQL {
  return sql`select coalesce(json_agg(${taskWireSql(details)} order by ${order}), '[]'::json)::text as data, (${total}) as total
from (${page}) as tasks`;
}

/** A JSON column as an object: drivers hand `json` back parsed, but not every driver configuration does. */
export const wireObject = (v: unknown): Record<string, unknown> => {
  const parsed: unknown = typeof v === 'string' ? JSON.parse(v) : v;
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
};
