import type { Effect } from 'effect';
import type { BareApiClient } from './client.ts';
import { call } from './effect.ts';
import { currentTenantRequest } from './startupRequests.ts';
import type { ApiError } from './errors.ts';
import type { ResultOf } from './operationTypes.ts';

export type Tenant = ResultOf<'getCurrentTenant'>;

export const getCurrentTenant = (client: BareApiClient): Effect.Effect<Tenant, ApiError> => call(currentTenantRequest(client));
