import { conflict, created, invalid, invalidField, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { currentYear } from '../vacations/period.ts';
import { NO_VACATION_HOURS } from '../vacations/messages.ts';
import { presentVacationHours } from './present.ts';
import { remainingsOf } from './remainings.ts';
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

const DUPLICATE = 'The user already has vacation hours for this year.';
const UNKNOWN_USER = 'The selected user is invalid.';

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
    const result = await listVacationHours(ctx.db, ctx.tenant.id, { userId: q.user_id, year: q.year, search: q.search }, q.sort, page);
    return isFailure(result) ? result : paged(result.rows.map(presentVacationHours), page.meta(result.total));
  },

  createUserVacationHour: async (ctx) => {
    const b = ctx.body;
    if (!(await isTenantUser(ctx.db, ctx.tenant.id, b.user_id))) return invalidField('user_id', UNKNOWN_USER);
    const row = await insertVacationHours(ctx.db, ctx.tenant.id, values(b, ctx.now()), ctx.now());
    if (!row) return conflict(DUPLICATE);
    const view = await findVacationHours(ctx.db, ctx.tenant.id, row.id);
    return view ? created(presentVacationHours(view)) : notFound();
  },

  getUserVacationHour: async (ctx) => {
    const view = await findVacationHours(ctx.db, ctx.tenant.id, ctx.params.id);
    return view ? ok(presentVacationHours(view)) : notFound();
  },

  updateUserVacationHour: async (ctx) => {
    const b = ctx.body;
    const current = await findVacationHours(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!current) return notFound();
    if (!(await isTenantUser(ctx.db, ctx.tenant.id, b.user_id))) return invalidField('user_id', UNKNOWN_USER);
    const clash = await findVacationHoursOf(ctx.db, ctx.tenant.id, b.user_id, b.year);
    if (clash && clash.id !== current.row.id) return conflict(DUPLICATE);
    await updateVacationHours(ctx.db, ctx.tenant.id, current.row.id, values(b, ctx.now()));
    const view = await findVacationHours(ctx.db, ctx.tenant.id, current.row.id);
    return view ? ok(presentVacationHours(view)) : notFound();
  },

  deleteUserVacationHour: async (ctx) =>
    (await deleteVacationHours(ctx.db, ctx.tenant.id, ctx.params.id)) ? noContent() : notFound(),

  deleteUserVacationHoursBulk: async (ctx) => {
    await deleteVacationHoursOf(ctx.db, ctx.tenant.id, ctx.query.user_id, ctx.query.year);
    return noContent();
  },

  getUserVacationHourRemainings: async (ctx) => {
    const userId = ctx.query.user_id ?? ctx.user.id;
    const year = ctx.query.year ?? currentYear(ctx.now());
    const record = await findVacationHoursOf(ctx.db, ctx.tenant.id, userId, year);
    if (!record) return invalid({ user_id: [NO_VACATION_HOURS] }, NO_VACATION_HOURS);
    return ok(await remainingsOf(ctx.db, ctx.tenant.id, record));
  },
} satisfies HandlerMap;
