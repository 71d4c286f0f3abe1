import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { profiles } from '../../db/schema/directory.ts';
import { proposals } from '../../db/schema/proposals.ts';
import { quotes } from '../../db/schema/quotes.ts';
import { statusOn } from '../proposals/repository.ts';
import { profileNameSql } from '../profiles/name.ts';
import { dateIn, type Period } from './period.ts';
import { emptyMonthsOf, monthLabel, statisticsWord, type GroupBy } from './sales.ts';
import type { Language } from '../../../../src/domain/constants/languages.ts';

// GET /statistics/outcomes: quotes and proposals of a period by outcome (won = accepted, lost = rejected or
// expired, open = draft or sent), grouped like the sales figures. Counting is SQL; this file merges the two series.

type Outcome = 'won' | 'lost' | 'open';
type Counts = {
  key: string;
  label: string;
  quotes_won: number;
  quotes_lost: number;
  quotes_open: number;
  proposals_won: number;
  proposals_lost: number;
  proposals_open: number;
};
type Grouped = { key: string | null; label: string | null; outcome: Outcome; n: number };
/** The columns both documents share; the status as read on a day (a proposal past its validity reads as expired). */
type Documents = { table: PgTable; tenantId: AnyPgColumn; date: AnyPgColumn; status: (today: string) => SQL | AnyPgColumn; customerId: AnyPgColumn };

const NONE = 'none';
const QUOTES: Documents = { table: quotes, tenantId: quotes.tenantId, date: quotes.date, status: () => quotes.status, customerId: quotes.customerId };
const PROPOSALS: Documents = { table: proposals, tenantId: proposals.tenantId, date: proposals.date, status: statusOn, customerId: proposals.customerId };

const outcomeOf = (status: SQL | AnyPgColumn): SQL<Outcome> =>
  sql<Outcome>`case when ${status} = 'accepted' then 'won' when ${status} in ('rejected', 'expired') then 'lost' else 'open' end`;

async function outcomesBy(db: Db, tenantId: number, p: Period, by: GroupBy, d: Documents, today: string): Promise<Grouped[]> {
  const where = and(eq(d.tenantId, tenantId), dateIn(d.date, p));
  const outcome = outcomeOf(d.status(today));
  const n = sql<number>`count(*)::int`;
  if (by === 'month') {
    const key = sql<string>`to_char(${d.date}, 'YYYY-MM')`;
    return db.select({ key, label: sql<null>`null`, outcome, n }).from(d.table).where(where).groupBy(key, outcome);
  }
  if (by === 'customer') {
    return db
      .select({ key: sql<string>`${profiles.id}::text`, label: profileNameSql, outcome, n })
      .from(d.table)
      .innerJoin(profiles, eq(profiles.id, d.customerId))
      .where(where)
      .groupBy(profiles.id, outcome);
  }
  // Neither document carries an agent: the agent is the one following the customer (profiles.agent_id).
  return db
    .select({ key: sql<string | null>`${users.id}::text`, label: users.name, outcome, n })
    .from(d.table)
    .innerJoin(profiles, eq(profiles.id, d.customerId))
    .leftJoin(users, eq(users.id, profiles.agentId))
    .where(where)
    .groupBy(users.id, users.name, outcome);
}

const zero = (key: string, label: string): Counts => ({ key, label, quotes_won: 0, quotes_lost: 0, quotes_open: 0, proposals_won: 0, proposals_lost: 0, proposals_open: 0 });

export async function outcomesOf(db: Db, tenantId: number, p: Period, by: GroupBy, language: Language, today: string) {
  const buckets = new Map<string, Counts>();
  const bucket = (key: string | null, label: string | null): Counts => {
    const k = key ?? NONE;
    let b = buckets.get(k);
    if (!b) {
      b = zero(k, by === 'month' ? monthLabel(k, language) : key === null ? statisticsWord('none', language) : (label ?? ''));
      buckets.set(k, b);
    }
    return b;
  };
  for (const r of await outcomesBy(db, tenantId, p, by, QUOTES, today)) bucket(r.key, r.label)[`quotes_${r.outcome}`] += r.n;
  for (const r of await outcomesBy(db, tenantId, p, by, PROPOSALS, today)) bucket(r.key, r.label)[`proposals_${r.outcome}`] += r.n;
  if (by === 'month') for (const m of emptyMonthsOf(p, buckets.keys())) bucket(m, null);

  const series = [...buckets.values()];
  if (by === 'month') series.sort((a, b) => a.key.localeCompare(b.key));
  else series.sort((a, b) => (a.key === NONE ? 1 : b.key === NONE ? -1 : a.label.localeCompare(b.label, language) || a.key.localeCompare(b.key)));
  const totals = zero('total', statisticsWord('total', language));
  for (const s of series) {
    for (const field of ['quotes_won', 'quotes_lost', 'quotes_open', 'proposals_won', 'proposals_lost', 'proposals_open'] as const) totals[field] += s[field];
  }
  return { from: p.from, to: p.to, group_by: by, series, totals };
}
