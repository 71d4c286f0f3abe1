import { created, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { isTenantUser } from '../vacationHours/repository.ts';
import { deleteVacationEvents, syncVacationEvent } from './event.ts';
import { vacationsWorkbook, xlsxResponse } from './excel.ts';
import { durationFor } from './hours.ts';
import { noWorkingTime, unknownUser } from './messages.ts';
import { presentVacation } from './present.ts';
import { allVacations, deleteVacation, findVacation, insertVacation, listVacations, updateVacation } from './repository.ts';
import { VACATION_TYPES } from './types.ts';

// Vacation (ferie e permessi) requests, their approval and their linked calendar event (contract tag vacations).

/** Rows in one export: a year of requests of a large company. */
const EXCEL_MAX_ROWS = 20_000;

export const handlers = {
  listVacations: async (ctx) => {
    const page = ctx.page();
    const q = ctx.query;
    const result = await listVacations(ctx.db, ctx.tenant.id, { userId: q.user_id, status: q.status, type: q.type, from: q.from, to: q.to, search: q.search }, q.sort, page);
    return isFailure(result) ? result : paged(result.rows.map(presentVacation), page.meta(result.total));
  },

  createVacation: async (ctx) => {
    const b = ctx.body;
    const userId = b.user_id ?? ctx.user.id;
    if (!(await isTenantUser(ctx.db, ctx.tenant.id, userId))) return unknownUser();
    const duration = await durationFor(ctx.db, ctx.tenant.id, userId, b.start, b.end);
    if (isFailure(duration)) return duration;
    if (duration.seconds === 0n) return noWorkingTime();
    const now = ctx.now();
    const id = await ctx.db.transaction(async (tx) => {
      const row = await insertVacation(tx, ctx.tenant.id, {
        userId,
        type: b.type,
        typeDescription: b.type_description ?? null,
        start: b.start,
        end: b.end,
        allDay: b.all_day ?? false,
        hours: duration.hours,
        status: 'pending',
        notes: b.notes ?? null,
        approverId: null,
        createdBy: ctx.user.id,
        createdAt: now,
        updatedAt: now,
      });
      await syncVacationEvent(tx, row, now);
      return row.id;
    });
    const view = await findVacation(ctx.db, ctx.tenant.id, id);
    return view ? created(presentVacation(view)) : notFound();
  },

  getVacationDuration: async (ctx) => {
    const q = ctx.query;
    const duration = await durationFor(ctx.db, ctx.tenant.id, q.user_id ?? ctx.user.id, q.start, q.end);
    return isFailure(duration) ? duration : ok({ hours: duration.hours, days: duration.days });
  },

  exportVacationsExcel: async (ctx) => {
    const q = ctx.query;
    const rows = await allVacations(ctx.db, ctx.tenant.id, { userId: q.user_id, status: q.status, from: q.from, to: q.to }, EXCEL_MAX_ROWS);
    const bytes = await vacationsWorkbook(rows);
    return xlsxResponse(bytes, `ferie-e-permessi-${ctx.now().slice(0, 10)}.xlsx`);
  },

  getVacation: async (ctx) => {
    const view = await findVacation(ctx.db, ctx.tenant.id, ctx.params.id);
    return view ? ok(presentVacation(view)) : notFound();
  },

  updateVacation: async (ctx) => {
    const current = await findVacation(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!current) return notFound();
    const b = ctx.body;
    const duration = await durationFor(ctx.db, ctx.tenant.id, current.row.userId, b.start, b.end);
    if (isFailure(duration)) return duration;
    if (duration.seconds === 0n) return noWorkingTime();
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      const row = await updateVacation(tx, ctx.tenant.id, current.row.id, {
        type: b.type,
        // PUT replaces the request's details; fields left out keep their value.
        ...(b.type_description !== undefined ? { typeDescription: b.type_description } : {}),
        ...(b.all_day !== undefined ? { allDay: b.all_day } : {}),
        ...(b.notes !== undefined ? { notes: b.notes } : {}),
        start: b.start,
        end: b.end,
        hours: duration.hours,
        updatedAt: now,
      });
      if (row) await syncVacationEvent(tx, row, now);
    });
    const view = await findVacation(ctx.db, ctx.tenant.id, current.row.id);
    return view ? ok(presentVacation(view)) : notFound();
  },

  deleteVacation: async (ctx) => {
    const gone = await ctx.db.transaction(async (tx) => {
      const deleted = await deleteVacation(tx, ctx.tenant.id, ctx.params.id);
      if (deleted) await deleteVacationEvents(tx, ctx.tenant.id, ctx.params.id);
      return deleted;
    });
    return gone ? noContent() : notFound();
  },

  changeVacationStatus: async (ctx) => {
    const b = ctx.body;
    const now = ctx.now();
    const changed = await ctx.db.transaction(async (tx) => {
      const row = await updateVacation(tx, ctx.tenant.id, ctx.params.id, {
        status: b.status,
        // The decision is the approver's; going back to pending means nobody has decided.
        approverId: b.status === 'pending' ? null : ctx.user.id,
        ...(b.notes !== undefined ? { notes: b.notes } : {}),
        updatedAt: now,
      });
      if (row) await syncVacationEvent(tx, row, now);
      return row !== null;
    });
    if (!changed) return notFound();
    const view = await findVacation(ctx.db, ctx.tenant.id, ctx.params.id);
    return view ? ok(presentVacation(view)) : notFound();
  },

  listVacationTypes: async () => ok(VACATION_TYPES),
} satisfies HandlerMap;
