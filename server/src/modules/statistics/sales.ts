import { and, eq, sql } from 'drizzle-orm';
import { formatMonth } from '../../../../src/domain/dateFormat.ts';
import type { Language } from '../../../../src/domain/constants/languages.ts';
import { message } from '../../i18n/message.ts';
import { renderMessage } from '../../i18n/render.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { profiles } from '../../db/schema/directory.ts';
import { quoteRows, quotes } from '../../db/schema/quotes.ts';
import { salesReports } from '../../db/schema/salesReports.ts';
import { fromScaled, tidy, toScaled } from '../../../../src/domain/decimal.ts';
import { profileNameSql } from '../profiles/name.ts';
import { dateIn, type Period } from './period.ts';

// GET /statistics/sales: quotes (count and total without VAT) and sales reports of a period, grouped by month, by
// agent or by customer. Grouping is done in SQL; this file only merges the two series and names the keys.

export type GroupBy = 'month' | 'agent' | 'customer';

type Bucket = { key: string; label: string; quotes_count: number; quotes_total: string; sales_reports_count: number };

const NONE = 'none';

/** Every `YYYY-MM` of the period, so that empty months show as zeros. */
export function monthsOf(p: Period): string[] {
  const out: string[] = [];
  let y = Number(p.from.slice(0, 4));
  let m = Number(p.from.slice(5, 7));
  const last = p.to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    if (key > last) break;
    out.push(key);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** The longest period whose every month is listed: ten years of a chart's axis. */
export const PADDED_MONTHS_AT_MOST = 120;

/**
 * The empty months to show as zeros: every month of the period up to ten years; beyond that (a period like
 * 0001–9999 is valid input) only the months between the first and the last with data, so the answer and the time to
 * build it stay proportional to the tenant's data, not to the calendar (it took seconds per call).
 */
export function emptyMonthsOf(p: Period, monthsWithData: Iterable<string>): string[] {
  const months = (Number(p.to.slice(0, 4)) - Number(p.from.slice(0, 4))) * 12 + Number(p.to.slice(5, 7)) - Number(p.from.slice(5, 7)) + 1;
  if (months <= PADDED_MONTHS_AT_MOST) return monthsOf(p);
  const keys = [...monthsWithData].filter((key) => /^\d{4}-\d{2}$/.test(key)).sort();
  const first = keys[0];
  const last = keys.at(-1);
  return first === undefined || last === undefined ? [] : monthsOf({ from: `${first}-01`, to: `${last}-01` });
}

/** `2026-03` → "Marzo 2026" / "March 2026": a label of a chart, in the reader's language. */
export const monthLabel = (key: string, language: Language): string => {
  const text = formatMonth(`${key}-01`, language, key);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The bucket of rows without a customer, agent or category ("Nessuno" / "None"), and the totals row. */
export const statisticsWord = (key: 'none' | 'total', language: Language): string => renderMessage(message(`statistics.${key}`), language);

/** Each quote's total (sum of its rows, VAT excluded). */
function quoteTotals(db: Db, tenantId: number) {
  return db
    .select({ quoteId: quoteRows.quoteId, total: sql<string>`sum(${quoteRows.total})`.as('quote_total') })
    .from(quoteRows)
    .where(eq(quoteRows.tenantId, tenantId))
    .groupBy(quoteRows.quoteId)
    .as('quote_totals');
}

type Grouped = { key: string | null; label: string | null; n: number; total?: string };

async function quotesBy(db: Db, tenantId: number, p: Period, by: GroupBy): Promise<Grouped[]> {
  const totals = quoteTotals(db, tenantId);
  const where = and(eq(quotes.tenantId, tenantId), dateIn(quotes.date, p));
  const agg = { n: sql<number>`count(*)::int`, total: sql<string>`coalesce(sum(${totals.total}), 0)::text` };
  if (by === 'month') {
    const key = sql<string>`to_char(${quotes.date}, 'YYYY-MM')`;
    return db.select({ key, label: sql<null>`null`, ...agg }).from(quotes).leftJoin(totals, eq(totals.quoteId, quotes.id)).where(where).groupBy(key);
  }
  if (by === 'customer') {
    return db
      .select({ key: sql<string>`${profiles.id}::text`, label: profileNameSql, ...agg })
      .from(quotes)
      .leftJoin(totals, eq(totals.quoteId, quotes.id))
      .innerJoin(profiles, eq(profiles.id, quotes.customerId))
      .where(where)
      .groupBy(profiles.id);
  }
  // Quotes carry no agent of their own: the agent is the one following the customer (profiles.agent_id).
  return db
    .select({ key: sql<string | null>`${users.id}::text`, label: users.name, ...agg })
    .from(quotes)
    .leftJoin(totals, eq(totals.quoteId, quotes.id))
    .innerJoin(profiles, eq(profiles.id, quotes.customerId))
    .leftJoin(users, eq(users.id, profiles.agentId))
    .where(where)
    .groupBy(users.id, users.name);
}

async function reportsBy(db: Db, tenantId: number, p: Period, by: GroupBy): Promise<Grouped[]> {
  const where = and(eq(salesReports.tenantId, tenantId), dateIn(salesReports.date, p));
  const n = sql<number>`count(*)::int`;
  if (by === 'month') {
    const key = sql<string>`to_char(${salesReports.date}, 'YYYY-MM')`;
    return db.select({ key, label: sql<null>`null`, n }).from(salesReports).where(where).groupBy(key);
  }
  if (by === 'customer') {
    return db
      .select({ key: sql<string>`${profiles.id}::text`, label: profileNameSql, n })
      .from(salesReports)
      .innerJoin(profiles, eq(profiles.id, salesReports.profileId))
      .where(where)
      .groupBy(profiles.id);
  }
  return db
    .select({ key: sql<string | null>`${users.id}::text`, label: users.name, n })
    .from(salesReports)
    .innerJoin(profiles, eq(profiles.id, salesReports.profileId))
    .leftJoin(users, eq(users.id, profiles.agentId))
    .where(where)
    .groupBy(users.id, users.name);
}

export async function salesOf(db: Db, tenantId: number, p: Period, by: GroupBy, language: Language) {
  const buckets = new Map<string, Bucket>();
  const bucket = (key: string | null, label: string | null): Bucket => {
    const k = key ?? NONE;
    let b = buckets.get(k);
    if (!b) {
      const name = by === 'month' ? monthLabel(k, language) : key === null ? statisticsWord('none', language) : (label ?? '');
      b = { key: k, label: name, quotes_count: 0, quotes_total: '0.00', sales_reports_count: 0 };
      buckets.set(k, b);
    }
    return b;
  };
  for (const q of await quotesBy(db, tenantId, p, by)) {
    const b = bucket(q.key, q.label);
    b.quotes_count += q.n;
    b.quotes_total = tidy(q.total ?? '0');
  }
  for (const r of await reportsBy(db, tenantId, p, by)) bucket(r.key, r.label).sales_reports_count += r.n;
  if (by === 'month') for (const m of emptyMonthsOf(p, buckets.keys())) bucket(m, null);

  const series = [...buckets.values()];
  if (by !== 'month') series.sort((a, b) => (a.key === NONE ? 1 : b.key === NONE ? -1 : a.label.localeCompare(b.label, 'it') || a.key.localeCompare(b.key)));
  else series.sort((a, b) => a.key.localeCompare(b.key));
  const totalCents = series.reduce((sum, s) => sum + toScaled(s.quotes_total, 2), 0n);
  return {
    from: p.from,
    to: p.to,
    group_by: by,
    series,
    totals: {
      quotes_count: series.reduce((n, s) => n + s.quotes_count, 0),
      quotes_total: fromScaled(totalCents, 2),
      sales_reports_count: series.reduce((n, s) => n + s.sales_reports_count, 0),
    },
  };
}

