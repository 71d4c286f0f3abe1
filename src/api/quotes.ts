import type { Effect } from 'effect';
import { QUOTE_STATUSES as DOMAIN_QUOTE_STATUSES } from '../domain/salesDocumentChoices.ts';
import type { ApiClient } from './client.ts';
import { call, streamedDownload, type Download, type DownloadProgress } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type Quote = ResultOf<'getQuote'>;
export type QuoteStatus = Quote['status'];
// The screens' list of states lives in src/domain; tests/api/catalogueSortFields.test.ts checks it against the contract.
export const QUOTE_STATUSES = DOMAIN_QUOTE_STATUSES satisfies readonly QuoteStatus[];
export type QuoteInput = BodyOf<'createQuote'>;
export type QuoteUpdate = BodyOf<'updateQuote'>;
export const QUOTE_SORT_FIELDS = ['id', 'number', 'date', 'valid_until', 'status', 'customer', 'total', 'created_at', 'updated_at'] as const;
export type QuoteSortField = (typeof QUOTE_SORT_FIELDS)[number];

export const listQuotes = (client: ApiClient, query: QueryOf<'listQuotes'> = {}): Effect.Effect<ResultOf<'listQuotes'>, ApiError> =>
  call((signal) => client.GET('/quotes', { params: { query }, signal }));

export const getQuote = (client: ApiClient, id: number): Effect.Effect<Quote, ApiError> =>
  call((signal) => client.GET('/quotes/{id}', { params: { path: { id } }, signal }));

export const createQuote = (client: ApiClient, body: QuoteInput): Effect.Effect<Quote, ApiError> =>
  call((signal) => client.POST('/quotes', { body, signal }));

export const updateQuote = (client: ApiClient, id: number, body: QuoteUpdate): Effect.Effect<Quote, ApiError> =>
  call((signal) => client.PUT('/quotes/{id}', { params: { path: { id } }, body, signal }));

/**
 * E-mails the quote to its customer. Invalid (422, code `customer_without_email`): the customer has no e-mail
 * address (the empty-recipient warning); Server with status 502: the mail could not be delivered and the quote was not marked sent.
 */
export const sendQuoteToAssignedCustomer = (client: ApiClient, id: number, body: BodyOf<'sendQuoteToAssignedCustomer'> = {}): Effect.Effect<Quote, ApiError> =>
  call((signal) => client.POST('/quotes/{id}/send-to-assigned-customer', { params: { path: { id } }, body, signal }));

/** A copy of the quote (every field and row) as a new draft; the app opens it. */
export const duplicateQuote = (client: ApiClient, id: number): Effect.Effect<Quote, ApiError> =>
  call((signal) => client.POST('/quotes/{id}/duplicate', { params: { path: { id } }, signal }));

/** The quote's PDF (letterhead from Settings → Company), streamed with progress. */
export const downloadQuotePdf = (client: ApiClient, id: number, onProgress?: (progress: DownloadProgress) => void): Effect.Effect<Download, ApiError> =>
  streamedDownload((signal) => client.GET('/quotes/{id}/download-as-pdf', { params: { path: { id } }, parseAs: 'stream', signal }), onProgress);
