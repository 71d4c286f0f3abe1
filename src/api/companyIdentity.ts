import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, ResultOf } from './operationTypes.ts';

export type CompanyIdentity = ResultOf<'getCompanyIdentity'>;
export type CompanyIdentityInput = BodyOf<'updateCompanyIdentity'>;

export const getCompanyIdentity = (client: ApiClient): Effect.Effect<CompanyIdentity, ApiError> => call((signal) => client.GET('/company-identity', { signal }));

/** A partial update: fields left out keep their value (the form sends what it owns). */
export const updateCompanyIdentity = (client: ApiClient, body: CompanyIdentityInput): Effect.Effect<CompanyIdentity, ApiError> =>
  call((signal) => client.PUT('/company-identity', { body, signal }));
