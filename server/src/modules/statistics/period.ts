import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { invalidField, type Failure } from '../../http/failure.ts';
import { message } from '../../i18n/message.ts';
import { tasks } from '../../db/schema/tasks.ts';

// The period of the statistics calls: `from` (default 1 January of the current year) to `to` (default today),
// both inclusive days of the tenant's wall clock.

export type Period = { readonly from: string; readonly to: string };

export function periodOf(query: { from?: string | undefined; to?: string | undefined }, now: string): Period | Failure {
  const today = now.slice(0, 10);
  const from = query.from ?? `${today.slice(0, 4)}-01-01`;
  const to = query.to ?? today;
  if (from > to) return invalidField('from', message('statistics.periodOrder'));
  return { from, to };
}

/** A wall-clock column within the period's days. */
export const wallClockIn = (column: AnyPgColumn | SQL, p: Period): SQL =>
  sql`(${column} >= ${`${p.from} 00:00:00`}::timestamp and ${column} < (${p.to}::date + 1)::timestamp)`;

/** A date column within the period. */
export const dateIn = (column: AnyPgColumn, p: Period): SQL => sql`(${column} between ${p.from}::date and ${p.to}::date)`;

/** When a task counts for a period: its planned start, or when it was created if it has none. */
export const taskDay = sql`coalesce(${tasks.start}, ${tasks.createdAt})`;

/**
 * A task's seconds on the wall clock `now`: its finished runs plus, while it runs, the stretch since `started_at` (the
 * works' totals' rule, src/domain/elapsed.ts workElapsedSeconds: a wall-clock difference, never negative).
 */
const taskSecondsAt = (now: string): SQL =>
  sql`(${tasks.trackedSeconds} + case when ${tasks.status} = 'started' and ${tasks.startedAt} is not null then greatest(0, floor(extract(epoch from (${now}::timestamp - ${tasks.startedAt}))))::int else 0 end)`;

/**
 * Tracked seconds as hours with two decimals on the wall clock `now`, running runs included up to `now` (before, a
 * running task counted only its finished runs and the statistics read fewer hours than the work's overview). Computed
 * as SQL numeric (no float on the way).
 */
export const trackedHoursSql = (now: string): SQL<string> =>
  sql<string>`round(coalesce(sum(${taskSecondsAt(now)}), 0)::numeric / 3600, 2)::text`;
