import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type Package = ResultOf<'getPackage'>;
export type PackageQuery = QueryOf<'listPackages'>;
export type PackageInput = BodyOf<'createPackage'>;
/** Fields `listPackages` sorts by (the contract's `x-sort-fields`). */
export type PackageSortField = 'id' | 'year' | 'period_start' | 'period_end' | 'status' | 'created_at' | 'updated_at';

export const listPackages = (client: ApiClient, query: PackageQuery = {}): Effect.Effect<ResultOf<'listPackages'>, ApiError> =>
  call((signal) => client.GET('/packages', { params: { query }, signal }));

export const getPackage = (client: ApiClient, id: number): Effect.Effect<Package, ApiError> =>
  call((signal) => client.GET('/packages/{id}', { params: { path: { id } }, signal }));

export const createPackage = (client: ApiClient, body: PackageInput): Effect.Effect<Package, ApiError> =>
  call((signal) => client.POST('/packages', { body, signal }));

export const updatePackage = (client: ApiClient, id: number, body: PackageInput): Effect.Effect<Package, ApiError> =>
  call((signal) => client.PUT('/packages/{id}', { params: { path: { id } }, body, signal }));

export const deletePackage = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/packages/{id}', { params: { path: { id } }, signal }));

/** The person evaluated acknowledges their visible sheet (only the package's user may; 409 before it is visible or when already done). */
export const confirmPackageAcknowledgment = (client: ApiClient, id: number): Effect.Effect<Package, ApiError> =>
  call((signal) => client.PUT('/packages/{id}/acknowledgment/confirm', { params: { path: { id } }, signal }));

export type Evaluation = ResultOf<'createPackageEvaluation'>;
export type Rating = ResultOf<'listRatings'>['items'][number];

export const listPackageEvaluations = (client: ApiClient, id: number): Effect.Effect<ResultOf<'listPackageEvaluations'>, ApiError> =>
  call((signal) => client.GET('/packages/{id}/evaluations', { params: { path: { id }, query: { pageSize: 100 } }, signal }));

export const createPackageEvaluation = (client: ApiClient, id: number, body: BodyOf<'createPackageEvaluation'>): Effect.Effect<Evaluation, ApiError> =>
  call((signal) => client.POST('/packages/{id}/evaluations', { params: { path: { id } }, body, signal }));

export const deletePackageEvaluation = (client: ApiClient, id: number, evaluationId: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/packages/{id}/evaluations/{evaluationId}', { params: { path: { id, evaluationId } }, signal }));

export const listRatings = (client: ApiClient): Effect.Effect<ResultOf<'listRatings'>, ApiError> =>
  call((signal) => client.GET('/ratings', { params: { query: { pageSize: 100 } }, signal }));

/**
 * Makes every hidden package sheet of the year visible to its assignee (asked for confirmation first). The server
 * refuses (422, naming them) packages whose weights do not total 100 %, and packages with unrated goals unless
 * `includeUnrated` says the confirmation named them.
 */
export const makeAnnualSheetsVisible = (client: ApiClient, year: number, includeUnrated: boolean): Effect.Effect<ResultOf<'makeAnnualEvaluationSheetsVisible'>, ApiError> =>
  call((signal) => client.POST('/packages/visible_annual', { body: { year, includeUnrated }, signal }));

export type PackageGoal = ResultOf<'getPackageGoal'>;

/** A goal as a package assigns it (its weight there) with its evaluations; 404 when the package does not assign it. */
export const getPackageGoal = (client: ApiClient, id: number, goalId: number): Effect.Effect<PackageGoal, ApiError> =>
  call((signal) => client.GET('/packages/{id}/goals/{goalId}', { params: { path: { id, goalId } }, signal }));
