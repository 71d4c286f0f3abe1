import { conflict, created, forbidden, invalidField, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { currentYear } from '../vacations/period.ts';
import { noVacationHours } from '../vacations/messages.ts';
import { message } from '../../i18n/message.ts';
import { recomputePendingHours } from '../vacations/recompute.ts';
import { presentVacationHours } from './present.ts';
import { remainingsOf } from './remainings.ts';
import { allowanceOwners, reachesAllowanceOf } from './scope.ts';
import {
  deleteVacationHours,
  deleteVacationHoursOf,
  findVacationHours,
  findVacationHoursOf,
  insertVacationHours,
  isTenantUser,
  listVacationHours,
  updateVacationHours,
  type VacationHoursValues,
} from './repository.ts';

// User vacation hours: one yearly allowance and working schedule per user and year (contract tag user_vacation_hours).

const DUPLICATE = message('vacationHours.duplicate');
const UNKNOWN_USER = message('vacations.unknownUser');
const OUTSIDE = message('vacationHours.outsideScope');

type Input = {
  user_id: number;
  year: number;
  vacation_hours: string;
  permission_hours: string;
  ex_holiday_hours?: string;
  working_hours_per_day: string;
  working_days: number[];
};

const values = (b: Input, now: string): VacationHoursValues => ({
  userId: b.user_id,
  year: b.year,
  vacationHours: b.vacation_hours,
  permissionHours: b.permission_hours,
  exHolidayHours: b.ex_holiday_hours ?? '0',
  workingHoursPerDay: b.working_hours_per_day,
  workingDays: [...new Set(b.working_days)].sort((x, y) => x - y),
  updatedAt: now,
});

export const handlers = {
  listUserVacationHours: async (ctx) => {
    const page = ctx.page();
    const q = ctx.query;
    // Filtered here, so totals and pages count only the allowances the reader reaches.
    const userIds = await allowanceOwners(ctx.db, ctx.tenant, ctx.user, q.user_id);
    const result = await listVacationHours(ctx.db, ctx.tenant.id, { userId: q.user_id, userIds, year: q.year, search: q.search }, q.sort, page);
    return isFailure(result) ? result : paged(result.rows.map(presentVacationHours), page.meta(result.total));
  },

  createUserVacationHour: async (ctx) => {
    const b = ctx.body;
    if (!(await isTenantUser(ctx.db, ctx.tenant.id, b.user_id))) return invalidField('user_id', UNKNOWN_USER);
    if (!(await reachesAllowanceOf(ctx.db, ctx.tenant, ctx.user, b.user_id))) return forbidden(OUTSIDE);
    const row = await insertVacationHours(ctx.db, ctx.tenant.id, values(b, ctx.now()), ctx.now());
    if (!row) return conflict(DUPLICATE);
    const view = await findVacationHours(ctx.db, ctx.tenant.id, row.id);
    return view ? created(presentVacationHours(view)) : notFound();
  },

  getUserVacationHour: async (ctx) => {
    const view = await findVacationHours(ctx.db, ctx.tenant.id, ctx.params.id);
    return view && (await reachesAllowanceOf(ctx.db, ctx.tenant, ctx.user, view.row.userId)) ? ok(presentVacationHours(view)) : notFound();
  },

  updateUserVacationHour: async (ctx) => {
    const b = ctx.body;
    const current = await findVacationHours(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!current || !(await reachesAllowanceOf(ctx.db, ctx.tenant, ctx.user, current.row.userId))) return notFound();
    if (!(await isTenantUser(ctx.db, ctx.tenant.id, b.user_id))) return invalidField('user_id', UNKNOWN_USER);
    if (!(await reachesAllowanceOf(ctx.db, ctx.tenant, ctx.user, b.user_id))) return forbidden(OUTSIDE);
    const clash = await findVacationHoursOf(ctx.db, ctx.tenant.id, b.user_id, b.year);
    if (clash && clash.id !== current.row.id) return conflict(DUPLICATE);
    await updateVacationHours(ctx.db, ctx.tenant.id, current.row.id, values(b, ctx.now()));
    // A new schedule changes the working hours of that person's pending requests.
    await recomputePendingHours(ctx.db, ctx.tenant.id, ctx.now(), b.user_id);
    const view = await findVacationHours(ctx.db, ctx.tenant.id, current.row.id);
    return view ? ok(presentVacationHours(view)) : notFound();
  },

  deleteUserVacationHour: async (ctx) => {
    const current = await findVacationHours(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!current || !(await reachesAllowanceOf(ctx.db, ctx.tenant, ctx.user, current.row.userId))) return notFound();
    return (await deleteVacationHours(ctx.db, ctx.tenant.id, ctx.params.id)) ? noContent() : notFound();
  },

  deleteUserVacationHoursBulk: async (ctx) => {
    if (!(await reachesAllowanceOf(ctx.db, ctx.tenant, ctx.user, ctx.query.user_id))) return forbidden(OUTSIDE);
    await deleteVacationHoursOf(ctx.db, ctx.tenant.id, ctx.query.user_id, ctx.query.year);
    return noContent();
  },

  getUserVacationHourRemainings: async (ctx) => {
    const userId = ctx.query.user_id ?? ctx.user.id;
    // Someone else's balance outside the reader's scope is not there for them.
    if (!(await reachesAllowanceOf(ctx.db, ctx.tenant, ctx.user, userId))) return notFound();
    const today = ctx.now().slice(0, 10);
    const year = ctx.query.year ?? currentYear(ctx.now());
    const record = await findVacationHoursOf(ctx.db, ctx.tenant.id, userId, year);
    if (!record) return noVacationHours();
    // Read as of today within the year (a past year as of its last day, a future one as of its first).
    const asOf = today < `${year}-01-01` ? `${year}-01-01` : today > `${year}-12-31` ? `${year}-12-31` : today;
    return ok(await remainingsOf(ctx.db, ctx.tenant.id, record, undefined, asOf));
  },
} satisfies HandlerMap;
