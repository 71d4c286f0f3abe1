import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { QueryOf, ResultOf } from './operationTypes.ts';
import type { components } from './schema.gen.ts';

export type AuditEntry = ResultOf<'listAuditEntries'>['items'][number];
export type AuditAction = components['schemas']['AuditAction'];
export type AuditQuery = QueryOf<'listAuditEntries'>;

/** The audit log, newest first (read-only: the API has no way to change it). */
export const listAuditEntries = (client: ApiClient, query: AuditQuery = {}): Effect.Effect<ResultOf<'listAuditEntries'>, ApiError> =>
  call((signal) => client.GET('/audit-log', { params: { query }, signal }));
