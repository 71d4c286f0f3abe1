import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf, Schema } from './operationTypes.ts';

export type Profile = ResultOf<'getProfile'>;
export type ProfileSummary = Schema<'ProfileSummary'>;
export type ProfileType = Schema<'ProfileType'>;
export type ProfileQuery = QueryOf<'listProfiles'>;

/** Paginated (default 50); pickers pass `search` and `type` (e.g. customers of a work). */
export const listProfiles = (client: ApiClient, query: ProfileQuery = {}): Effect.Effect<ResultOf<'listProfiles'>, ApiError> =>
  call((signal) => client.GET('/profiles', { params: { query }, signal }));

export const getProfile = (client: ApiClient, id: number): Effect.Effect<Profile, ApiError> =>
  call((signal) => client.GET('/profiles/{id}', { params: { path: { id } }, signal }));

export type ProfileInput = BodyOf<'createProfile'>;
export type ProfileDuplicate = Schema<'ProfileDuplicate'>;
export type ProfileDuplicateQuery = QueryOf<'findProfileDuplicates'>;
export type ProfileMergePreview = Schema<'ProfileMergePreview'>;
export type ProfileEvent = Schema<'ProfileEvent'>;

export const createProfile = (client: ApiClient, body: ProfileInput): Effect.Effect<Profile, ApiError> =>
  call((signal) => client.POST('/profiles', { body, signal }));

export const updateProfile = (client: ApiClient, id: number, body: ProfileInput): Effect.Effect<Profile, ApiError> =>
  call((signal) => client.PUT('/profiles/{id}', { params: { path: { id } }, body, signal }));

export const deleteProfile = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/profiles/{id}', { params: { path: { id } }, signal }));

/** Likely duplicates of the profile being typed (same VAT number or e-mail, similar name); the server matches. */
export const findProfileDuplicates = (client: ApiClient, query: ProfileDuplicateQuery): Effect.Effect<readonly ProfileDuplicate[], ApiError> =>
  call((signal) => client.GET('/profiles/duplicates', { params: { query }, signal }));

/** What merging `sourceIds` into `id` would move; nothing changes. */
export const previewProfileMerge = (client: ApiClient, id: number, sourceIds: readonly number[]): Effect.Effect<readonly ProfileMergePreview[], ApiError> =>
  call((signal) => client.GET('/profiles/{id}/merge-preview', { params: { path: { id }, query: { sourceIds: [...sourceIds] } }, signal }));

export const mergeProfiles = (client: ApiClient, id: number, sourceIds: readonly number[]): Effect.Effect<Profile, ApiError> =>
  call((signal) => client.POST('/profiles/{id}/merge', { params: { path: { id } }, body: { sourceIds: [...sourceIds] }, signal }));

/** Makes `profileIds` associated people of the company profile `id`. */
export const associateProfiles = (client: ApiClient, id: number, profileIds: readonly number[]): Effect.Effect<Profile, ApiError> =>
  call((signal) => client.POST('/profiles/{id}/associate', { params: { path: { id } }, body: { profileIds: [...profileIds], dissociate: false }, signal }));

/** Detaches `profileIds` from the company profile `id` (the undo of associateProfiles). */
export const dissociateProfiles = (client: ApiClient, id: number, profileIds: readonly number[]): Effect.Effect<Profile, ApiError> =>
  call((signal) => client.POST('/profiles/{id}/associate', { params: { path: { id } }, body: { profileIds: [...profileIds], dissociate: true }, signal }));

export const listProfileEvents = (client: ApiClient, id: number, query: QueryOf<'listProfileEvents'> = {}): Effect.Effect<ResultOf<'listProfileEvents'>, ApiError> =>
  call((signal) => client.GET('/profiles/{id}/events', { params: { path: { id }, query }, signal }));

/** The sales_reports tab: the reports of one profile (the sales reports module owns the rest of this resource). */
export const listProfileSalesReports = (client: ApiClient, profileId: number, query: Omit<QueryOf<'listSalesReports'>, 'profileId'> = {}): Effect.Effect<ResultOf<'listSalesReports'>, ApiError> =>
  call((signal) => client.GET('/sales-reports', { params: { query: { ...query, profileId } }, signal }));
