import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { QueryOf, ResultOf } from './operationTypes.ts';
import type { components } from './schema.gen.ts';

export type SentMail = ResultOf<'listSentMails'>['items'][number];
export type SentMailDetail = ResultOf<'getSentMail'>;
export type SentMailStatus = components['schemas']['SentMailStatus'];
export type SentMailQuery = QueryOf<'listSentMails'>;

/** Settings → Mail: what the tenant sent or tried, newest first. */
export const listSentMails = (client: ApiClient, query: SentMailQuery = {}): Effect.Effect<ResultOf<'listSentMails'>, ApiError> =>
  call((signal) => client.GET('/outbox', { params: { query }, signal }));

export const getSentMail = (client: ApiClient, id: number): Effect.Effect<SentMailDetail, ApiError> =>
  call((signal) => client.GET('/outbox/{id}', { params: { path: { id } }, signal }));

/** Sends the mail again exactly as it went; the answer is the new entry of the log. */
export const resendMail = (client: ApiClient, id: number): Effect.Effect<ResultOf<'resendMail'>, ApiError> =>
  call((signal) => client.POST('/outbox/{id}/resend', { params: { path: { id } }, signal }));

/** A fresh join link for a user who has not joined yet (the earlier links stop working). */
export const resendInvitation = (client: ApiClient, userId: number): Effect.Effect<ResultOf<'resendInvitation'>, ApiError> =>
  call((signal) => client.POST('/users/{id}/invitation', { params: { path: { id: userId } }, signal }));
