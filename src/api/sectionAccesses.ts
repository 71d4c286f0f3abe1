import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { QueryOf, ResultOf } from './operationTypes.ts';

// Logins to password-protected sections (spec §7: GET /access, POST /access with the password).

export type SectionAccess = ResultOf<'getSectionAccess'>;
export type SectionAccessQuery = QueryOf<'listSectionAccesses'>;
/** Fields `listSectionAccesses` sorts by (the contract's `x-sort-fields`). */
export type SectionAccessSortField = 'id' | 'section' | 'logged_in_at' | 'user';

export const listSectionAccesses = (client: ApiClient, query: SectionAccessQuery = {}): Effect.Effect<ResultOf<'listSectionAccesses'>, ApiError> =>
  call((signal) => client.GET('/access', { params: { query }, signal }));

/** Logs the signed-in user in to `section`: 422 `errors.password` for a wrong password, 429 after repeated failures. */
export const createSectionAccess = (client: ApiClient, section: string, password: string): Effect.Effect<SectionAccess, ApiError> =>
  call((signal) => client.POST('/access', { body: { section, password }, signal }));
