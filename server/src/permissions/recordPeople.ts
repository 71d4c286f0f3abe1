import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { calendars } from '../db/schema/calendars.ts';
import { companyUsers } from '../db/schema/directory.ts';
import { salesReports } from '../db/schema/salesReports.ts';
import { tasks } from '../db/schema/tasks.ts';
import { vacations } from '../db/schema/vacations.ts';
import { works } from '../db/schema/works.ts';

// The people of each kind of record named by `x-scope.record` (see recordScope.ts): the users for whom the record
// is "their own". null = no such record in the tenant (the handler answers 404).

type PeopleOf = (db: Db, tenantId: number, id: number) => Promise<readonly (number | null)[] | null>;

const task: PeopleOf = async (db, tenantId, id) => {
  const [row] = await db.select({ a: tasks.assigneeId, c: tasks.createdBy }).from(tasks).where(and(eq(tasks.tenantId, tenantId), eq(tasks.id, id))).limit(1);
  return row ? [row.a, row.c] : null;
};

/** A work's creator and everyone assigned one of its tasks (works are shared by the people working on them). */
const work: PeopleOf = async (db, tenantId, id) => {
  const [row] = await db.select({ c: works.createdBy }).from(works).where(and(eq(works.tenantId, tenantId), eq(works.id, id))).limit(1);
  if (!row) return null;
  const assigned = await db
    .selectDistinct({ a: tasks.assigneeId })
    .from(tasks)
    .where(and(eq(tasks.tenantId, tenantId), eq(tasks.workId, id), isNotNull(tasks.assigneeId)));
  return [row.c, ...assigned.map((t) => t.a)];
};

const vacation: PeopleOf = async (db, tenantId, id) => {
  const [row] = await db.select({ u: vacations.userId }).from(vacations).where(and(eq(vacations.tenantId, tenantId), eq(vacations.id, id))).limit(1);
  return row ? [row.u] : null;
};

const salesReport: PeopleOf = async (db, tenantId, id) => {
  const [row] = await db.select({ u: salesReports.userId }).from(salesReports).where(and(eq(salesReports.tenantId, tenantId), eq(salesReports.id, id))).limit(1);
  return row ? [row.u] : null;
};

/** A user calendar's owner; a company calendar's company members; nobody for the shared vacation calendar. */
const calendar: PeopleOf = async (db, tenantId, id) => {
  const [row] = await db
    .select({ type: calendars.type, owner: calendars.ownerId, company: calendars.companyId })
    .from(calendars)
    .where(and(eq(calendars.tenantId, tenantId), eq(calendars.id, id)))
    .limit(1);
  if (!row) return null;
  if (row.type === 'user') return [row.owner];
  if (row.type !== 'company' || row.company === null) return [];
  const members = await db
    .select({ u: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.tenantId, tenantId), eq(companyUsers.companyId, row.company)));
  return members.map((m) => m.u);
};

export const RECORD_PEOPLE: Readonly<Record<string, PeopleOf>> = { task, work, vacation, sales_report: salesReport, calendar };
