import type { Effect } from 'effect';
import type { BareApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { ResultOf } from './operationTypes.ts';

export type Tenant = ResultOf<'getCurrentTenant'>;

/** Public (no token); a 404 means the host names no tenant and the app shows no-tenant (spec §4). */
export const getCurrentTenant = (client: BareApiClient): Effect.Effect<Tenant, ApiError> =>
  call((signal) => client.GET('/tenants/current', { signal }));
