import { conflict, created, forbidden, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { isTenantUser } from '../vacationHours/repository.ts';
import { leads, visibleRequesters } from './approvers.ts';
import { deleteVacationEvents, syncVacationEvent } from './event.ts';
import { durationFor } from './hours.ts';
import { decisionKind, periodChanged, periodOf, recordStep, vacationHistoryOf } from './history.ts';
import { ALREADY_DECIDED, DECIDED_BY_YOU_MEANWHILE, DECIDED_MEANWHILE, NOT_APPROVER, noWorkingTime, ONLY_PENDING_WITHDRAWN, OWN_DECISION, periodOnlyWithChanges, unknownUser } from './messages.ts';
import { presentVacation } from './present.ts';
import { allowsNegativeBalance, periodFailure } from './rules.ts';
import { deletePendingVacation, deleteVacation, findVacation, insertVacation, listVacations, updateVacation } from './repository.ts';
import { VACATION_TYPES } from './types.ts';
import { vacationDecided, vacationReopened, vacationRequested } from '../notifications/events.ts';
import { forgetNotifications } from '../notifications/repository.ts';

// Vacation (ferie e permessi) requests, their approval and their linked calendar event (contract tag vacations).

/** Rows in one export: a year of requests of a large company. */


/** Approvers and managers see everyone's requests. */
/** The decision's update found the request decided by another approver since it was read (`seen_status`). */
const OVERTAKEN = Symbol('overtaken');

const seesAll = (ctx: { can: (permission: string) => boolean }): boolean => ctx.can('vacations.changeStatus') || ctx.can('vacations.management');

/** Periods or types changed: an accepted decision no longer holds. */
const periodOrTypeChanged = (row: { type: string; start: string; end: string; typeDescription: string | null }, b: { type: string; start: string; end: string; type_description?: string | null | undefined }): boolean =>
  row.type !== b.type || row.start !== b.start || row.end !== b.end || (b.type_description !== undefined && b.type_description !== row.typeDescription);

export const handlers = {
  listVacations: async (ctx) => {
    const page = ctx.page();
    const q = ctx.query;
    // Approvers and managers see everyone's requests; a team leader their team's and their own; everybody else their own.
    const userIds = await visibleRequesters(ctx.db, ctx.tenant.id, { id: ctx.user.id, seesAll: seesAll(ctx) }, q.user_id);
    const result = await listVacations(ctx.db, ctx.tenant.id, { userIds, status: q.status, type: q.type, from: q.from, to: q.to, search: q.search }, { sort: q.sort, language: ctx.language }, page);
    return isFailure(result) ? result : paged(result.rows.map(presentVacation), page.meta(result.total));
  },

  createVacation: async (ctx) => {
    const b = ctx.body;
    // Filing for someone else is refused by the record scope (x-scope assignee user_id) before this point.
    const userId = b.user_id ?? ctx.user.id;
    if (!(await isTenantUser(ctx.db, ctx.tenant.id, userId))) return unknownUser();
    const duration = await durationFor(ctx.db, ctx.tenant.id, userId, b.start, b.end);
    if (isFailure(duration)) return duration;
    if (duration.seconds === 0n) return noWorkingTime();
    const now = ctx.now();
    const allowNegative = allowsNegativeBalance(ctx.tenant.settings);
    const id = await ctx.db.transaction(async (tx) => {
      const refused = await periodFailure(tx, ctx.tenant.id, { userId, type: b.type, typeDescription: b.type_description ?? null, start: b.start, end: b.end, hours: duration.hours }, allowNegative);
      if (refused) return refused;
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
      await recordStep(tx, ctx.tenant.id, row.id, { kind: 'created', status: row.status, userId: ctx.user.id, at: now, after: periodOf(row) });
      await vacationRequested(tx, ctx.tenant.id, row, ctx.user, now);
      return row.id;
    });
    if (isFailure(id)) return id;
    const view = await findVacation(ctx.db, ctx.tenant.id, id);
    return view ? created(presentVacation(view)) : notFound();
  },

  getVacationDuration: async (ctx) => {
    const q = ctx.query;
    const duration = await durationFor(ctx.db, ctx.tenant.id, q.user_id ?? ctx.user.id, q.start, q.end);
    return isFailure(duration) ? duration : ok({ hours: duration.hours, days: duration.days });
  },

  getVacation: async (ctx) => {
    const view = await findVacation(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!view) return notFound();
    // The same people as the list: someone else's leave (an illness, say) is not an operator's to read.
    const visible = await visibleRequesters(ctx.db, ctx.tenant.id, { id: ctx.user.id, seesAll: seesAll(ctx) }, view.row.userId);
    return visible === null || visible.length > 0 ? ok(presentVacation(view)) : notFound();
  },

  updateVacation: async (ctx) => {
    const current = await findVacation(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!current) return notFound();
    const b = ctx.body;
    const duration = await durationFor(ctx.db, ctx.tenant.id, current.row.userId, b.start, b.end);
    if (isFailure(duration)) return duration;
    if (duration.seconds === 0n) return noWorkingTime();
    const now = ctx.now();
    const allowNegative = allowsNegativeBalance(ctx.tenant.settings);
    const reopen = current.row.status !== 'pending' && current.row.status !== 'rejected' && periodOrTypeChanged(current.row, b);
    const refused = await ctx.db.transaction(async (tx) => {
      const check = {
        userId: current.row.userId,
        type: b.type,
        typeDescription: b.type_description !== undefined ? b.type_description : current.row.typeDescription,
        start: b.start,
        end: b.end,
        hours: duration.hours,
        exceptId: current.row.id,
      };
      // A rejected request holds no period or hours; only the ones that do are checked.
      const failure = current.row.status === 'rejected' ? null : await periodFailure(tx, ctx.tenant.id, check, allowNegative);
      if (failure) return failure;
      const row = await updateVacation(tx, ctx.tenant.id, current.row.id, {
        type: b.type,
        // A new period or type needs a new decision; the earlier approver's note stays as history.
        ...(reopen ? { status: 'pending', approverId: null } : {}),
        // PUT replaces the request's details; fields left out keep their value.
        ...(b.type_description !== undefined ? { typeDescription: b.type_description } : {}),
        ...(b.all_day !== undefined ? { allDay: b.all_day } : {}),
        ...(b.notes !== undefined ? { notes: b.notes } : {}),
        start: b.start,
        end: b.end,
        hours: duration.hours,
        updatedAt: now,
      });
      if (row) {
        await syncVacationEvent(tx, row, now);
        const before = periodOf(current.row);
        const after = periodOf(row);
        const moved = periodChanged(before, after);
        await recordStep(tx, ctx.tenant.id, row.id, { kind: reopen ? 'reopened' : 'edited', status: row.status, userId: ctx.user.id, at: now, ...(moved ? { before, after } : {}) });
        // Back to pending: it waits for a decision again, and its approvers hear so as they did of the request.
        if (reopen) await vacationReopened(tx, ctx.tenant.id, row, ctx.user, now);
      }
      return null;
    });
    if (refused) return refused;
    const view = await findVacation(ctx.db, ctx.tenant.id, current.row.id);
    return view ? ok(presentVacation(view)) : notFound();
  },

  deleteVacation: async (ctx) => {
    const gone = await ctx.db.transaction(async (tx) => {
      const deleted = await deleteVacation(tx, ctx.tenant.id, ctx.params.id);
      if (deleted) {
        await deleteVacationEvents(tx, ctx.tenant.id, ctx.params.id);
        await forgetNotifications(tx, ctx.tenant.id, 'vacation', ctx.params.id);
      }
      return deleted;
    });
    return gone ? noContent() : notFound();
  },

  withdrawVacation: async (ctx) => {
    // The record scope (x-scope) has already kept this to the requester, their team leader and managers.
    const current = await findVacation(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!current) return notFound();
    if (current.row.status !== 'pending') return conflict(ONLY_PENDING_WITHDRAWN);
    const gone = await ctx.db.transaction(async (tx) => {
      const deleted = await deletePendingVacation(tx, ctx.tenant.id, current.row.id);
      if (!deleted) return false;
      await deleteVacationEvents(tx, ctx.tenant.id, current.row.id);
      await forgetNotifications(tx, ctx.tenant.id, 'vacation', current.row.id);
      return true;
    });
    // Not deleted: an approver decided it meanwhile.
    return gone ? noContent() : conflict(ONLY_PENDING_WITHDRAWN);
  },

  changeVacationStatus: async (ctx) => {
    const b = ctx.body;
    const now = ctx.now();
    const current = await findVacation(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!current) return notFound();
    // Administrators included: a decision on one's own leave is no decision.
    if (current.row.userId === ctx.user.id) return forbidden(OWN_DECISION);
    // Approvers decide everyone's requests; a team leader those of the people they lead.
    if (!ctx.can('vacations.changeStatus') && !(await leads(ctx.db, ctx.tenant.id, ctx.user.id, current.row.userId))) return forbidden(NOT_APPROVER);
    // "Approva con modifiche": the approver's new period comes with the decision, both ends or none.
    const givesPeriod = b.start !== undefined || b.end !== undefined || b.all_day !== undefined;
    if (givesPeriod && (b.status !== 'modified' || b.start === undefined || b.end === undefined)) return periodOnlyWithChanges();
    const newPeriod = givesPeriod && b.start !== undefined && b.end !== undefined ? { start: b.start, end: b.end } : null;
    // The status it already has, with no new period, decides nothing (the statechart offers no such step): taken, it
    // made the caller its approver and added a second "approved" to the history (another approver's screen, late).
    if (b.status === current.row.status && newPeriod === null) return conflict(ALREADY_DECIDED);
    // The approver decided on what their screen showed: another approver's decision since then is not replaced
    // unseen (checked again by the update itself, which a decision landing in between would otherwise overwrite).
    const seen = b.seen_status;
    if (seen !== undefined && seen !== current.row.status) return conflict(current.row.approverId === ctx.user.id ? DECIDED_BY_YOU_MEANWHILE : DECIDED_MEANWHILE);
    const duration = newPeriod ? await durationFor(ctx.db, ctx.tenant.id, current.row.userId, newPeriod.start, newPeriod.end) : null;
    if (duration !== null && isFailure(duration)) return duration;
    if (duration !== null && duration.seconds === 0n) return noWorkingTime();
    const allowNegative = allowsNegativeBalance(ctx.tenant.settings);
    const changed = await ctx.db.transaction(async (tx) => {
      if (newPeriod && duration) {
        const check = { userId: current.row.userId, type: current.row.type, typeDescription: current.row.typeDescription, ...newPeriod, hours: duration.hours, exceptId: current.row.id };
        const failure = await periodFailure(tx, ctx.tenant.id, check, allowNegative);
        if (failure) return failure;
      }
      const note = b.notes !== undefined ? b.notes : null;
      const row = await updateVacation(tx, ctx.tenant.id, ctx.params.id, {
        status: b.status,
        // The decision is the approver's; going back to pending means nobody has decided.
        approverId: b.status === 'pending' ? null : ctx.user.id,
        // The approver's note sits beside the requester's, never over it.
        ...(b.notes !== undefined ? { approverNotes: b.notes } : {}),
        ...(newPeriod && duration ? { ...newPeriod, hours: duration.hours, ...(b.all_day !== undefined ? { allDay: b.all_day } : {}) } : {}),
        updatedAt: now,
      }, seen);
      if (!row) return seen === undefined ? null : OVERTAKEN;
      await syncVacationEvent(tx, row, now);
      const before = periodOf(current.row);
      const after = periodOf(row);
      const moved = periodChanged(before, after);
      await recordStep(tx, ctx.tenant.id, row.id, { kind: decisionKind(b.status), status: b.status, userId: ctx.user.id, at: now, note, ...(moved ? { before, after } : {}) });
      if (current.row.status !== b.status || moved) await vacationDecided(tx, ctx.tenant.id, row, b.status, ctx.user, now, { note, previous: moved ? before : null });
      return row;
    });
    if (changed === null) return notFound();
    if (changed === OVERTAKEN) return conflict(DECIDED_MEANWHILE);
    if (isFailure(changed)) return changed;
    const view = await findVacation(ctx.db, ctx.tenant.id, ctx.params.id);
    return view ? ok(presentVacation(view)) : notFound();
  },

  getVacationHistory: async (ctx) => {
    const view = await findVacation(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!view) return notFound();
    // Whoever may read the request reads its history (getVacation's rule); anyone else learns nothing of it.
    const visible = await visibleRequesters(ctx.db, ctx.tenant.id, { id: ctx.user.id, seesAll: seesAll(ctx) }, view.row.userId);
    return visible === null || visible.length > 0 ? ok(await vacationHistoryOf(ctx.db, ctx.tenant.id, view.row.id)) : notFound();
  },

  listVacationTypes: async () => ok(VACATION_TYPES),
} satisfies HandlerMap;
