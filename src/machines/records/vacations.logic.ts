import { Effect } from 'effect';
import type { Download } from '../../api/effect.ts';
import {
  changeVacationStatus,
  createVacation,
  deleteVacation,
  exportVacationReportExcel,
  getVacation,
  getVacationHistory,
  getVacationReport,
  listVacations,
  updateVacation,
  vacationDuration,
  type Vacation,
  type VacationInput,
  type VacationStatus,
  type VacationUpdate,
} from '../../api/vacations.ts';
import { vacationsQuery, type MonthFilters, type VacationFilters } from './vacationQueries.ts';
import { commandLogic } from '../generic/command.logic.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { formLogic } from '../generic/form.logic.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';
import { remoteValueLogic } from '../generic/remoteValue.logic.ts';

// The leave requests' records, lists, forms and commands bound to the API (issue 32): the screens in
// src/ui/vacations pass these to their hooks and keep only their values ↔ request mapping. A request's status
// decisions are the vacation status workflow's (src/machines/vacationStatus).

/** vacations: the requests of the filters (status, type, person, period). */
export const vacationsList = pagedListLogic<Vacation, VacationFilters>((client, { page, pageSize, filters }) =>
  listVacations(client, { page, pageSize, ...vacationsQuery(filters) }),
);

/** vacations/calendar: a month's requests in date order, one page (the screen asks for all of them). */
export const vacationsOfMonth = pagedListLogic<Vacation, MonthFilters>((client, { pageSize, filters }) =>
  listVacations(client, { pageSize, sort: 'start', ...(filters.from ? { from: filters.from } : {}), ...(filters.to ? { to: filters.to } : {}) }),
);

export const vacationRecord = recordLogic<Vacation>((client, id) => getVacation(client, id));

export const vacationCreate = formLogic<VacationInput, Vacation>((client, body) => createVacation(client, body));

export const vacationUpdate = formLogic<{ readonly id: number; readonly body: VacationUpdate }, Vacation>((client, { id, body }) => updateVacation(client, id, body));

export const vacationDeletion = confirmActionLogic<Vacation, void>((client, vacation) => deleteVacation(client, vacation.id));

/** A request's history; the input carries its stamp and status so a decision or an edit reads it again. */
export const vacationHistory = remoteValueLogic((client, input: { readonly id: number; readonly updatedAt: string; readonly status: VacationStatus }) =>
  getVacationHistory(client, input.id),
);

/**
 * What a decided request's period counts today (the calendar may have changed since it was decided); null (a
 * pending request, which the server recomputes itself) asks nothing.
 */
export const vacationHoursToday = remoteValueLogic((client, vacation: Pick<Vacation, 'id' | 'updatedAt' | 'start' | 'end' | 'user'> | null) =>
  vacation === null ? Effect.succeed(null) : vacationDuration(client, { userId: vacation.user.id, start: vacation.start, end: vacation.end }),
);

/**
 * The working hours of a period as the server counts them, before a request is sent (the form's preview); null (no
 * valid period yet) asks nothing. A refusal is part of the value (its message is shown as the server words it).
 */
export const vacationPeriodDuration = remoteValueLogic((client, period: { readonly userId: number | null; readonly start: string; readonly end: string } | null) =>
  period === null
    ? Effect.succeed(null)
    : Effect.result(vacationDuration(client, { start: period.start, end: period.end, ...(period.userId !== null ? { userId: period.userId } : {}) })),
);

/** vacations/report: a month's payroll report (YYYY-MM); null (not someone who manages leave) asks nothing. */
export const vacationReport = remoteValueLogic((client, month: string | null) => (month === null ? Effect.succeed(null) : getVacationReport(client, month)));

export const vacationReportExcel = commandLogic<string, Download>((client, month) => exportVacationReportExcel(client, month));

export type VacationListCommand =
  /** `note`: the approver's note for every request decided (a bulk rejection's reason). */
  { readonly kind: 'decide'; readonly ids: readonly number[]; readonly status: Extract<VacationStatus, 'accepted' | 'rejected'>; readonly note?: string | null };

export type VacationListResult = { readonly kind: 'decided'; readonly count: number };

/**
 * The list's bulk decision: one status change per request, one after the other (each is its own change, with its
 * event and history). The list selects pending requests only (decidesAtOnce), so each is decided on `pending`: one
 * another approver decided meanwhile is refused (409), never replaced unseen, and the decisions stop there. The
 * list's export is the shared export menu's (`/exports/vacations`, with the holidays sheet).
 */
export const vacationListCommands = commandLogic<VacationListCommand, VacationListResult>((client, command) =>
  Effect.map(
    Effect.forEach(command.ids, (id) => changeVacationStatus(client, id, command.status, command.note ?? null, null, 'pending'), { concurrency: 1 }),
    (done) => ({ kind: 'decided' as const, count: done.length }),
  ),
);
