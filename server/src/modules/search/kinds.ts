import { sql, type SQL } from 'drizzle-orm';
import { calendarEvents, calendars, eventSearch } from '../../db/schema/calendars.ts';
import { articleSearch, articles } from '../../db/schema/catalog.ts';
import { userSearch, users } from '../../db/schema/core.ts';
import { profileSearch, profiles } from '../../db/schema/directory.ts';
import { proposalSearch, proposals } from '../../db/schema/proposals.ts';
import { quoteSearch, quotes } from '../../db/schema/quotes.ts';
import { sampleSearch, samples } from '../../db/schema/samples.ts';
import { taskSearch, tasks } from '../../db/schema/tasks.ts';
import { workSearch, works } from '../../db/schema/works.ts';
import { profileNameSql } from '../profiles/name.ts';

// The searchable kinds: each one's list permission (the key of the list operation it stands for, spec §6), and
// its query: the tenant's matching records that list would show, best first, at most `limit`, as rows of
// (kind, id, title, subtitle, rank, profile_type, calendar_id). Ranking happens inside the kind (one index scan
// each) and the handler merges the kinds by rank.

export type SearchKind = 'profiles' | 'works' | 'tasks' | 'articles' | 'quotes' | 'proposals' | 'samples' | 'events' | 'users';

export type KindQuery = { readonly tenantId: number; readonly viewerId: number; readonly query: SQL; readonly limit: number };

export type KindSpec = { readonly kind: SearchKind; readonly permission: string; readonly select: (q: KindQuery) => SQL };

const rank = (doc: SQL, q: KindQuery): SQL => sql`ts_rank(${doc}, ${q.query})`;

/** A customer's display name by id, read for the few rows kept (never for every match). */
const customerName = (column: SQL): SQL =>
  sql`(select ${profileNameSql} from ${profiles} where ${profiles.id} = ${column})`;

export const KINDS: readonly KindSpec[] = [
  {
    kind: 'profiles',
    permission: 'profiles.viewAny',
    select: (q) => {
      const doc = profileSearch(profiles);
      return sql`select 'profiles' as kind, ${profiles.id} as id, ${profileNameSql} as title, coalesce(${profiles.city}, ${profiles.email}) as subtitle,
        ${rank(doc, q)} as rank, ${profiles.type} as profile_type, null::integer as calendar_id
        from ${profiles}
        where ${profiles.tenantId} = ${q.tenantId} and ${profiles.deletedAt} is null and ${profiles.mergedIntoId} is null and ${doc} @@ ${q.query}
        order by rank desc, id desc limit ${q.limit}`;
    },
  },
  {
    kind: 'works',
    permission: 'works.viewAny',
    select: (q) => {
      const doc = workSearch(works);
      return sql`select 'works' as kind, ${works.id} as id, ${works.name} as title, ${works.code} as subtitle,
        ${rank(doc, q)} as rank, null::text as profile_type, null::integer as calendar_id
        from ${works} where ${works.tenantId} = ${q.tenantId} and ${doc} @@ ${q.query}
        order by rank desc, id desc limit ${q.limit}`;
    },
  },
  {
    kind: 'tasks',
    permission: 'tasks.viewAny',
    select: (q) => {
      const doc = taskSearch(tasks);
      return sql`select 'tasks' as kind, x.id, x.title, (select ${works.name} from ${works} where ${works.id} = x.work_id) as subtitle,
        x.rank, null::text as profile_type, null::integer as calendar_id
        from (select ${tasks.id} as id, ${tasks.summary} as title, ${tasks.workId} as work_id, ${rank(doc, q)} as rank
          from ${tasks} where ${tasks.tenantId} = ${q.tenantId} and ${doc} @@ ${q.query}
          order by rank desc, id desc limit ${q.limit}) x`;
    },
  },
  {
    kind: 'articles',
    permission: 'articles.viewAny',
    select: (q) => {
      const doc = articleSearch(articles);
      return sql`select 'articles' as kind, ${articles.id} as id, ${articles.description} as title, ${articles.code} as subtitle,
        ${rank(doc, q)} as rank, null::text as profile_type, null::integer as calendar_id
        from ${articles} where ${articles.tenantId} = ${q.tenantId} and ${doc} @@ ${q.query}
        order by rank desc, id desc limit ${q.limit}`;
    },
  },
  salesDocument('quotes', 'quotes.viewAny', quotes, quoteSearch(quotes)),
  salesDocument('proposals', 'proposals.viewAny', proposals, proposalSearch(proposals)),
  salesDocument('samples', 'samples.viewAny', samples, sampleSearch(samples)),
  {
    kind: 'events',
    permission: 'events.viewAny',
    select: (q) => {
      const doc = eventSearch(calendarEvents);
      // A private event's text is masked for all but its calendar's owner and its author (events/present.ts):
      // searching it would reveal it.
      return sql`select 'events' as kind, ${calendarEvents.id} as id, coalesce(${calendarEvents.summary}, '') as title, ${calendars.name} as subtitle,
        ${rank(doc, q)} as rank, null::text as profile_type, ${calendarEvents.calendarId} as calendar_id
        from ${calendarEvents} join ${calendars} on ${calendars.id} = ${calendarEvents.calendarId}
        where ${calendarEvents.tenantId} = ${q.tenantId} and ${doc} @@ ${q.query}
          and not (${calendarEvents.private} and ${calendars.ownerId} is distinct from ${q.viewerId} and ${calendarEvents.createdBy} is distinct from ${q.viewerId})
        order by rank desc, id desc limit ${q.limit}`;
    },
  },
  {
    kind: 'users',
    permission: 'users.viewAny',
    select: (q) => {
      const doc = userSearch(users);
      return sql`select 'users' as kind, ${users.id} as id, ${users.name} as title, ${users.email} as subtitle,
        ${rank(doc, q)} as rank, null::text as profile_type, null::integer as calendar_id
        from ${users} where ${users.tenantId} = ${q.tenantId} and ${doc} @@ ${q.query}
        order by rank desc, id desc limit ${q.limit}`;
    },
  },
];

/** Quotes, proposals and samples: known by their number, shown with their customer. */
function salesDocument(kind: SearchKind, permission: string, table: typeof quotes | typeof proposals | typeof samples, doc: SQL): KindSpec {
  return {
    kind,
    permission,
    select: (q) =>
      sql`select ${sql.raw(`'${kind}'`)} as kind, x.id, x.title, ${customerName(sql`x.customer_id`)} as subtitle, x.rank, null::text as profile_type, null::integer as calendar_id
        from (select ${table.id} as id, ${table.number} as title, ${table.customerId} as customer_id, ${rank(doc, q)} as rank
          from ${table} where ${table.tenantId} = ${q.tenantId} and ${doc} @@ ${q.query}
          order by rank desc, id desc limit ${q.limit}) x`,
  };
}
