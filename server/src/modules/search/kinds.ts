import { sql, type SQL } from 'drizzle-orm';
import { calendarEvents, calendars, eventSearch } from '../../db/schema/calendars.ts';
import { articleSearch, articles } from '../../db/schema/catalog.ts';
import { userSearch, users } from '../../db/schema/core.ts';
import { profileSearch, profiles } from '../../db/schema/directory.ts';
import { proposalSearch, proposals } from '../../db/schema/proposals.ts';
import { quoteSearch, quotes } from '../../db/schema/quotes.ts';
import { sampleSearch, samples } from '../../db/schema/samples.ts';
import { taskSearchDocuments, tasks } from '../../db/schema/tasks.ts';
import { workSearch, works } from '../../db/schema/works.ts';
import { profileNameSql } from '../profiles/name.ts';

// The searchable kinds: each one's list permission (the key of the list operation it stands for, spec §6), and
// its query: the tenant's matching records that list would show, best first, at most `limit`, as rows of
// (kind, id, title, subtitle, rank, profile_type, calendar_id). Ranking happens inside the kind (one index scan
// each) and the handler merges the kinds by rank.
//
// Ranking needs each match's document, which an expression index does not store: it is computed again per row
// (tasks excepted: theirs is stored, see below).
// A word shared by thousands of records (every task "generata") would compute thousands, so each kind ranks at
// most CANDIDATES matches, the first the index scan finds; a more specific query (another word) ranks them all.
// server/README.md (Global search) says so.

export type SearchKind = 'profiles' | 'works' | 'tasks' | 'articles' | 'quotes' | 'proposals' | 'samples' | 'events' | 'users';

export type KindQuery = { readonly tenantId: number; readonly viewerId: number; readonly query: SQL; readonly limit: number };

export type KindSpec = { readonly kind: SearchKind; readonly permission: string; readonly select: (q: KindQuery) => SQL };

/** Matches ranked per kind at most (see above). */
export const CANDIDATES = 50;

const rank = (doc: SQL, q: KindQuery): SQL => sql`ts_rank(${doc}, ${q.query})`;

/**
 * `select <columns>, rank from <from> where <where> and <doc> @@ query`, ranking only the first CANDIDATES matches:
 * the inner query stops the index scan there, the outer one ranks and keeps the best `limit`.
 */
const ranked = (q: KindQuery, doc: SQL, columns: SQL, from: SQL, where: SQL): SQL =>
  sql`select c.*, ${rank(sql`c.doc`, q)} as rank from (select ${columns}, ${doc} as doc from ${from} where ${where} and ${doc} @@ ${q.query} limit ${CANDIDATES}) c
    order by rank desc, c.id desc limit ${q.limit}`;

/** A customer's display name by id, read for the few rows kept (never for every match). */
const customerName = (column: SQL): SQL =>
  sql`(select ${profileNameSql} from ${profiles} where ${profiles.id} = ${column})`;

/** The columns every kind answers, around its ranked rows `r` (kind, id, title, subtitle, rank, profile type, calendar). */
const answer = (kind: SearchKind, r: SQL, title: SQL, subtitle: SQL, extra: { profileType?: SQL; calendarId?: SQL; start?: SQL; allDay?: SQL } = {}): SQL =>
  sql`select ${sql.raw(`'${kind}'`)} as kind, r.id, ${title} as title, ${subtitle} as subtitle, r.rank,
    ${extra.profileType ?? sql`null::text`} as profile_type, ${extra.calendarId ?? sql`null::integer`} as calendar_id,
    ${extra.start ?? sql`null::text`} as start, ${extra.allDay ?? sql`null::boolean`} as all_day from (${r}) r`;

export const KINDS: readonly KindSpec[] = [
  {
    kind: 'profiles',
    permission: 'profiles.viewAny',
    // Deleted and merged profiles are not listed (listProfiles), so not found either.
    select: (q) =>
      answer(
        'profiles',
        ranked(
          q,
          profileSearch(profiles),
          sql`${profiles.id} as id, ${profileNameSql} as name, coalesce(${profiles.city}, ${profiles.email}) as place, ${profiles.type} as type`,
          sql`${profiles}`,
          sql`${profiles.tenantId} = ${q.tenantId} and ${profiles.deletedAt} is null and ${profiles.mergedIntoId} is null`,
        ),
        sql`r.name`,
        sql`r.place`,
        { profileType: sql`r.type` },
      ),
  },
  {
    kind: 'works',
    permission: 'works.viewAny',
    select: (q) =>
      answer(
        'works',
        ranked(q, workSearch(works), sql`${works.id} as id, ${works.name} as name, ${works.code} as code`, sql`${works}`, sql`${works.tenantId} = ${q.tenantId}`),
        sql`r.name`,
        sql`r.code`,
      ),
  },
  {
    kind: 'tasks',
    permission: 'tasks.viewAny',
    select: (q) =>
      answer(
        'tasks',
        // The task's document is stored in a table of its own (schema/tasks.ts taskSearchDocuments), not an index
        // expression: a status change does not rewrite it, and ranking reads it instead of computing it again. That
        // table alone is scanned (its GIN index, then the tenant it copies), as `tasks` was; the kept matches' tasks
        // are read after, by id.
        sql`select s.id, t.summary, t.work_id, s.rank from (${ranked(
          q,
          sql`${taskSearchDocuments.document}`,
          sql`${taskSearchDocuments.taskId} as id`,
          sql`${taskSearchDocuments}`,
          sql`${taskSearchDocuments.tenantId} = ${q.tenantId}`,
        )}) s join ${tasks} t on t.id = s.id order by s.rank desc, s.id desc`,
        sql`r.summary`,
        sql`(select ${works.name} from ${works} where ${works.id} = r.work_id)`,
      ),
  },
  {
    kind: 'articles',
    permission: 'articles.viewAny',
    select: (q) =>
      answer(
        'articles',
        ranked(q, articleSearch(articles), sql`${articles.id} as id, ${articles.description} as description, ${articles.code} as code`, sql`${articles}`, sql`${articles.tenantId} = ${q.tenantId}`),
        sql`r.description`,
        sql`r.code`,
      ),
  },
  salesDocument('quotes', 'quotes.viewAny', quotes, quoteSearch(quotes)),
  salesDocument('proposals', 'proposals.viewAny', proposals, proposalSearch(proposals)),
  salesDocument('samples', 'samples.viewAny', samples, sampleSearch(samples)),
  {
    kind: 'events',
    permission: 'events.viewAny',
    // A private event's text is masked for all but its calendar's owner and its author (events/present.ts):
    // searching it would reveal it.
    select: (q) =>
      answer(
        'events',
        ranked(
          q,
          eventSearch(calendarEvents),
          sql`${calendarEvents.id} as id, ${calendarEvents.summary} as summary, ${calendars.name} as calendar, ${calendarEvents.calendarId} as calendar_id,
            to_char(${calendarEvents.start}, 'YYYY-MM-DD HH24:MI:SS') as start, ${calendarEvents.allDay} as all_day`,
          sql`${calendarEvents} join ${calendars} on ${calendars.id} = ${calendarEvents.calendarId}`,
          sql`${calendarEvents.tenantId} = ${q.tenantId}
            and not (${calendarEvents.private} and ${calendars.ownerId} is distinct from ${q.viewerId} and ${calendarEvents.createdBy} is distinct from ${q.viewerId})`,
        ),
        sql`coalesce(r.summary, '')`,
        sql`r.calendar`,
        // The date tells apart the hits of a meeting held every week (same title, same calendar).
        { calendarId: sql`r.calendar_id`, start: sql`r.start`, allDay: sql`r.all_day` },
      ),
  },
  {
    kind: 'users',
    permission: 'users.viewAny',
    select: (q) =>
      answer(
        'users',
        ranked(q, userSearch(users), sql`${users.id} as id, ${users.name} as name, ${users.email} as email`, sql`${users}`, sql`${users.tenantId} = ${q.tenantId}`),
        sql`r.name`,
        sql`r.email`,
      ),
  },
];

/**
 * Quotes, proposals and samples: known by their number, shown with their customer, and found by the customer's name
 * too ("Rossi" lists Rossi's proposals). Two index scans, each stopped at CANDIDATES: the documents whose own text
 * matches (ranked by it), and the documents of the profiles whose name matches (ranked by that name); a document
 * found both ways keeps its better rank. Soft-deleted customers still count: their documents keep showing the name.
 */
function salesDocument(kind: SearchKind, permission: string, table: typeof quotes | typeof proposals | typeof samples, doc: SQL): KindSpec {
  return {
    kind,
    permission,
    select: (q) => {
      const byText = sql`select d.id, d.number, d.customer_id, ${rank(sql`d.doc`, q)} as rank from (select ${table.id} as id, ${table.number} as number, ${table.customerId} as customer_id, ${doc} as doc
        from ${table} where ${table.tenantId} = ${q.tenantId} and ${doc} @@ ${q.query} limit ${CANDIDATES}) d`;
      const customers = sql`select ${profiles.id} as id, ${rank(profileSearch(profiles), q)} as rank from ${profiles}
        where ${profiles.tenantId} = ${q.tenantId} and ${profiles.mergedIntoId} is null and ${profileSearch(profiles)} @@ ${q.query} limit ${CANDIDATES}`;
      // Lateral: each matching customer's newest documents through the customer index, never a scan of the table.
      const byCustomer = sql`select d.id, d.number, d.customer_id, m.rank from (${customers}) m cross join lateral
        (select ${table.id} as id, ${table.number} as number, ${table.customerId} as customer_id from ${table}
          where ${table.customerId} = m.id and ${table.tenantId} = ${q.tenantId} order by ${table.id} desc limit ${CANDIDATES}) d limit ${CANDIDATES}`;
      const found = sql`select f.id, max(f.number) as number, max(f.customer_id) as customer_id, max(f.rank) as rank from (${byText} union all ${byCustomer}) f
        group by f.id order by rank desc, f.id desc limit ${q.limit}`;
      return answer(kind, found, sql`r.number`, customerName(sql`r.customer_id`));
    },
  };
}
