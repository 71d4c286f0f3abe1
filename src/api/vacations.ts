import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call, download, type Download } from './effect.ts';
import type { Page } from './envelope.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, Schema } from './operationTypes.ts';

export type Vacation = Schema<'Vacation'>;
export type VacationStatus = Schema<'VacationStatus'>;
export type VacationTypeKey = Schema<'VacationTypeKey'>;
export type VacationTypeInfo = Schema<'VacationTypeInfo'>;
export type VacationDuration = Schema<'VacationDuration'>;
export type VacationQuery = QueryOf<'listVacations'>;
export type VacationInput = BodyOf<'createVacation'>;
export type VacationUpdate = BodyOf<'updateVacation'>;

export const listVacations = (client: ApiClient, query: VacationQuery = {}): Effect.Effect<Page<Vacation>, ApiError> =>
  call((signal) => client.GET('/vacations', { params: { query }, signal }));

export const getVacation = (client: ApiClient, id: number): Effect.Effect<Vacation, ApiError> =>
  call((signal) => client.GET('/vacations/{id}', { params: { path: { id } }, signal }));

export const createVacation = (client: ApiClient, body: VacationInput): Effect.Effect<Vacation, ApiError> =>
  call((signal) => client.POST('/vacations', { body, signal }));

export const updateVacation = (client: ApiClient, id: number, body: VacationUpdate): Effect.Effect<Vacation, ApiError> =>
  call((signal) => client.PUT('/vacations/{id}', { params: { path: { id } }, body, signal }));

export const deleteVacation = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/vacations/{id}', { params: { path: { id } }, signal }));

/** The requester takes back a request nobody has decided yet (its event goes with it; 409 once decided). */
export const withdrawVacation = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.POST('/vacations/{id}/withdraw', { params: { path: { id } }, signal }));

export type VacationHistoryEntry = Schema<'VacationHistoryEntry'>;
export type VacationPeriod = Schema<'VacationPeriod'>;

/** The approver's new period when accepting with changes (`modified`): the server recomputes the hours. */
export type DecisionPeriod = { readonly start: string; readonly end: string; readonly allDay: boolean };

/**
 * The approver's decision (its own call, spec §5); `note` is the approver's (a rejection's reason), kept beside the
 * requester's notes; `period` only with `modified`.
 */
/**
 * `seenStatus`: the status the approver's screen showed; the server refuses the decision (409) when another approver
 * decided since, instead of replacing their decision unseen.
 */
export const changeVacationStatus = (
  client: ApiClient,
  id: number,
  status: VacationStatus,
  note: string | null,
  period: DecisionPeriod | null = null,
  seenStatus: VacationStatus | null = null,
): Effect.Effect<Vacation, ApiError> =>
  call((signal) =>
    client.PUT('/vacations/{id}/status', {
      params: { path: { id } },
      body: {
        status,
        ...(note !== null ? { notes: note } : {}),
        ...(period !== null ? { start: period.start, end: period.end, allDay: period.allDay } : {}),
        ...(seenStatus !== null ? { seenStatus } : {}),
      },
      signal,
    }),
  );

/** Who did what to the request and when, oldest first (contract getVacationHistory). */
export const getVacationHistory = (client: ApiClient, id: number): Effect.Effect<readonly VacationHistoryEntry[], ApiError> =>
  call((signal) => client.GET('/vacations/{id}/history', { params: { path: { id } }, signal }));

export const vacationDuration = (client: ApiClient, query: QueryOf<'getVacationDuration'>): Effect.Effect<VacationDuration, ApiError> =>
  call((signal) => client.GET('/vacations/duration', { params: { query }, signal }));

export const listVacationTypes = (client: ApiClient): Effect.Effect<readonly VacationTypeInfo[], ApiError> =>
  call((signal) => client.GET('/vacation-types', { signal }));

export type VacationReport = Schema<'VacationReport'>;

/** The month's payroll report (`month` as `YYYY-MM`), for those who manage leave. */
export const getVacationReport = (client: ApiClient, month: string): Effect.Effect<VacationReport, ApiError> =>
  call((signal) => client.GET('/vacations/report', { params: { query: { month } }, signal }));

export const exportVacationReportExcel = (client: ApiClient, month: string): Effect.Effect<Download, ApiError> =>
  download((signal) => client.GET('/vacations/report/excel', { params: { query: { month } }, parseAs: 'blob', signal }));
