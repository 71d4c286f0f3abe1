import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { Page } from './envelope.ts';
import type { ApiError } from './errors.ts';
import type { ResultOf } from './operationTypes.ts';
import type { components } from './schema.gen.ts';

// The newsletter calls (spec §7, `{provider}` = mailup). Records and bodies keep MailUp's own key case
// (x-preserve-case in the contract): `idList`, `Name`, `Fields[].Id`…, read and sent exactly as written.

type S = components['schemas'];

export type NewsletterList = S['NewsletterList'];
export type NewsletterListInput = S['NewsletterListInput'];
export type NewsletterGroup = S['NewsletterGroup'];
export type NewsletterGroupInput = S['NewsletterGroupInput'];
export type NewsletterRecipient = S['NewsletterRecipient'];
export type NewsletterRecipientInput = S['NewsletterRecipientInput'];
export type NewsletterRecipientUpdate = S['NewsletterRecipientUpdate'];
export type NewsletterRecipientStatus = S['NewsletterRecipientStatus'];
export type NewsletterCountry = S['NewsletterCountry'];
export type NewsletterStatus = ResultOf<'getNewsletterStatus'>;
export type NewsletterConnectionTest = ResultOf<'testNewsletterConnection'>;

const BASE = '/newsletter/mailup';

export type NewsletterPageQuery = { readonly page?: number; readonly pageSize?: number; readonly search?: string };

export const getNewsletterStatus = (client: ApiClient): Effect.Effect<NewsletterStatus, ApiError> =>
  call((signal) => client.GET(`${BASE}/status`, { signal }));

export const testNewsletterConnection = (client: ApiClient): Effect.Effect<NewsletterConnectionTest, ApiError> =>
  call((signal) => client.POST(`${BASE}/status/test`, { signal }));

export const listNewsletterLists = (client: ApiClient, query: NewsletterPageQuery = {}): Effect.Effect<Page<NewsletterList>, ApiError> =>
  call((signal) => client.GET(`${BASE}/lists`, { params: { query }, signal }));

export const getNewsletterList = (client: ApiClient, id: number): Effect.Effect<NewsletterList, ApiError> =>
  call((signal) => client.GET(`${BASE}/lists/{id}`, { params: { path: { id } }, signal }));

export const createNewsletterList = (client: ApiClient, body: NewsletterListInput): Effect.Effect<NewsletterList, ApiError> =>
  call((signal) => client.POST(`${BASE}/lists`, { body, signal }));

export const updateNewsletterList = (client: ApiClient, id: number, body: NewsletterListInput): Effect.Effect<NewsletterList, ApiError> =>
  call((signal) => client.PUT(`${BASE}/lists/{id}`, { params: { path: { id } }, body, signal }));

export const deleteNewsletterList = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE(`${BASE}/lists/{id}`, { params: { path: { id } }, signal }));

export const listNewsletterCountries = (client: ApiClient): Effect.Effect<NewsletterCountry[], ApiError> =>
  call((signal) => client.GET(`${BASE}/lists/countries`, { signal }));

export const listNewsletterGroups = (client: ApiClient, listId: number, query: NewsletterPageQuery = {}): Effect.Effect<Page<NewsletterGroup>, ApiError> =>
  call((signal) => client.GET(`${BASE}/lists/{listId}/groups`, { params: { path: { listId }, query }, signal }));

export const createNewsletterGroup = (client: ApiClient, listId: number, body: NewsletterGroupInput): Effect.Effect<NewsletterGroup, ApiError> =>
  call((signal) => client.POST(`${BASE}/lists/{listId}/groups`, { params: { path: { listId } }, body, signal }));

export const updateNewsletterGroup = (client: ApiClient, listId: number, groupId: number, body: NewsletterGroupInput): Effect.Effect<NewsletterGroup, ApiError> =>
  call((signal) => client.PUT(`${BASE}/lists/{listId}/groups/{groupId}`, { params: { path: { listId, groupId } }, body, signal }));

export const deleteNewsletterGroup = (client: ApiClient, listId: number, groupId: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE(`${BASE}/lists/{listId}/groups/{groupId}`, { params: { path: { listId, groupId } }, signal }));

export type RecipientPageQuery = NewsletterPageQuery & { readonly status?: NewsletterRecipientStatus };

export const listNewsletterListRecipients = (client: ApiClient, listId: number, query: RecipientPageQuery = {}): Effect.Effect<Page<NewsletterRecipient>, ApiError> =>
  call((signal) => client.GET(`${BASE}/lists/{listId}/recipients`, { params: { path: { listId }, query }, signal }));

export const getNewsletterListRecipient = (client: ApiClient, listId: number, recipientId: number): Effect.Effect<NewsletterRecipient, ApiError> =>
  call((signal) => client.GET(`${BASE}/lists/{listId}/recipients/{recipientId}`, { params: { path: { listId, recipientId } }, signal }));

export const addNewsletterListRecipient = (client: ApiClient, listId: number, body: NewsletterRecipientInput, confirmEmail: boolean): Effect.Effect<NewsletterRecipient, ApiError> =>
  call((signal) => client.POST(`${BASE}/lists/{listId}/recipients`, { params: { path: { listId }, query: { confirmEmail } }, body, signal }));

/** Corrects the recipient's name and fields; the address and the status stay. */
export const updateNewsletterListRecipient = (client: ApiClient, listId: number, recipientId: number, body: NewsletterRecipientUpdate): Effect.Effect<NewsletterRecipient, ApiError> =>
  call((signal) => client.PUT(`${BASE}/lists/{listId}/recipients/{recipientId}`, { params: { path: { listId, recipientId } }, body, signal }));

/** Unsubscribes from the list: the recipient stays listed as OPTOUT. */
export const unsubscribeNewsletterListRecipient = (client: ApiClient, listId: number, recipientId: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE(`${BASE}/lists/{listId}/recipients/{recipientId}`, { params: { path: { listId, recipientId } }, signal }));

export const addNewsletterGroupRecipient = (client: ApiClient, groupId: number, body: NewsletterRecipientInput, confirmEmail: boolean): Effect.Effect<NewsletterRecipient, ApiError> =>
  call((signal) => client.POST(`${BASE}/groups/{groupId}/recipients`, { params: { path: { groupId }, query: { confirmEmail } }, body, signal }));

export const subscribeNewsletterGroupRecipient = (client: ApiClient, groupId: number, recipientId: number, confirmEmail: boolean): Effect.Effect<void, ApiError> =>
  call((signal) => client.POST(`${BASE}/groups/{groupId}/recipients/{recipientId}/subscribe`, { params: { path: { groupId, recipientId }, query: { confirmEmail } }, signal }));

export const unsubscribeNewsletterGroupRecipient = (client: ApiClient, groupId: number, recipientId: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE(`${BASE}/groups/{groupId}/recipients/{recipientId}/unsubscribe`, { params: { path: { groupId, recipientId } }, signal }));
