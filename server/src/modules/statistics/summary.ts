import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/directory.ts';
import { quoteRows, quotes } from '../../db/schema/quotes.ts';
import { salesReports } from '../../db/schema/salesReports.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { vacations } from '../../db/schema/vacations.ts';
import { works } from '../../db/schema/works.ts';
import { tidy } from '../../../../src/domain/decimal.ts';
import { hasStatus } from '../tasks/statusFilter.ts';
import { dateIn, taskDay, trackedHoursSql, wallClockIn, type Period } from './period.ts';

// GET /statistics/summary: key figures of a period (and a few "now" counts), each one SQL aggregate.

async function profilesCreated(db: Db, tenantId: number, type: (typeof profiles.$inferSelect)['type'], p: Period): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.type, type), isNull(profiles.deletedAt), wallClockIn(profiles.createdAt, p)));
  return r?.n ?? 0;
}

export async function summaryOf(db: Db, tenantId: number, p: Period, now: string) {
  const [activeWorks] = await db.select({ n: count() }).from(works).where(and(eq(works.tenantId, tenantId), eq(works.status, 'active')));
  const [running] = await db.select({ n: count() }).from(tasks).where(and(eq(tasks.tenantId, tenantId), hasStatus('started')));
  const [tracked] = await db
    .select({ hours: trackedHoursSql(now) })
    .from(tasks)
    .where(and(eq(tasks.tenantId, tenantId), wallClockIn(taskDay, p)));
  const quotesOfPeriod = and(eq(quotes.tenantId, tenantId), dateIn(quotes.date, p));
  const [quoteCount] = await db.select({ n: count() }).from(quotes).where(quotesOfPeriod);
  const [quoteTotal] = await db
    .select({ total: sql<string>`coalesce(sum(${quoteRows.total}), 0)::text` })
    .from(quoteRows)
    .innerJoin(quotes, eq(quotes.id, quoteRows.quoteId))
    .where(and(quotesOfPeriod, eq(quoteRows.tenantId, tenantId)));
  const [reports] = await db.select({ n: count() }).from(salesReports).where(and(eq(salesReports.tenantId, tenantId), dateIn(salesReports.date, p)));
  const [pending] = await db.select({ n: count() }).from(vacations).where(and(eq(vacations.tenantId, tenantId), eq(vacations.status, 'pending')));
  return {
    from: p.from,
    to: p.to,
    customers_count: await profilesCreated(db, tenantId, 'customer', p),
    leads_count: await profilesCreated(db, tenantId, 'lead', p),
    active_works_count: activeWorks?.n ?? 0,
    running_tasks_count: running?.n ?? 0,
    tracked_hours: tidy(tracked?.hours ?? '0'),
    quotes_count: quoteCount?.n ?? 0,
    quotes_total: tidy(quoteTotal?.total ?? '0'),
    sales_reports_count: reports?.n ?? 0,
    pending_vacations_count: pending?.n ?? 0,
  };
}
