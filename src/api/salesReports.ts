import type { Effect } from 'effect';
import { CONTACT_TYPES as DOMAIN_CONTACT_TYPES } from '../domain/salesDocumentChoices.ts';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf, Schema } from './operationTypes.ts';

export type SalesReport = ResultOf<'getSalesReport'>;
export type SalesReportQuery = QueryOf<'listSalesReports'>;
export type SalesReportInput = BodyOf<'createSalesReport'>;
export type SalesReportContactType = Schema<'SalesReportContactType'>;
/** Fields `listSalesReports` sorts by (the contract's `x-sort-fields`). */
export const SALES_REPORT_SORT_FIELDS = ['date', 'created_at', 'updated_at', 'summary', 'contact_type', 'id'] as const;
export type SalesReportSortField = (typeof SALES_REPORT_SORT_FIELDS)[number];
export const CONTACT_TYPES: readonly SalesReportContactType[] = DOMAIN_CONTACT_TYPES;

export const listSalesReports = (client: ApiClient, query: SalesReportQuery = {}): Effect.Effect<ResultOf<'listSalesReports'>, ApiError> =>
  call((signal) => client.GET('/sales-reports', { params: { query }, signal }));

export const getSalesReport = (client: ApiClient, id: number): Effect.Effect<SalesReport, ApiError> =>
  call((signal) => client.GET('/sales-reports/{id}', { params: { path: { id } }, signal }));

export const createSalesReport = (client: ApiClient, body: SalesReportInput): Effect.Effect<SalesReport, ApiError> =>
  call((signal) => client.POST('/sales-reports', { body, signal }));

export const updateSalesReport = (client: ApiClient, id: number, body: SalesReportInput): Effect.Effect<SalesReport, ApiError> =>
  call((signal) => client.PUT('/sales-reports/{id}', { params: { path: { id } }, body, signal }));

export const deleteSalesReport = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/sales-reports/{id}', { params: { path: { id } }, signal }));
