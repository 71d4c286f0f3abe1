import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call, streamedDownload, type Download, type DownloadProgress } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf, Schema } from './operationTypes.ts';

export type Proposal = ResultOf<'getProposal'>;
export type ProposalRow = Schema<'ProposalRow'>;
export type ProposalQuery = QueryOf<'listProposals'>;
export type ProposalInput = BodyOf<'createProposal'>;
export type ProposalUpdate = BodyOf<'updateProposal'>;
export type ProposalHistory = ResultOf<'getProposalHistory'>;
export type ProposalRevision = ProposalHistory['revisions'][number];
export type ProposalPdfLink = ResultOf<'getProposalPdfLink'>;
/** Fields `listProposals` sorts by (the contract's `x-sort-fields`). */
export const PROPOSAL_SORT_FIELDS = ['id', 'number', 'date', 'valid_until', 'status', 'revision', 'created_at', 'updated_at'] as const;
export type ProposalSortField = (typeof PROPOSAL_SORT_FIELDS)[number];

export const listProposals = (client: ApiClient, query: ProposalQuery = {}): Effect.Effect<ResultOf<'listProposals'>, ApiError> =>
  call((signal) => client.GET('/proposals', { params: { query }, signal }));

export const getProposal = (client: ApiClient, id: number): Effect.Effect<Proposal, ApiError> =>
  call((signal) => client.GET('/proposals/{id}', { params: { path: { id } }, signal }));

export const createProposal = (client: ApiClient, body: ProposalInput): Effect.Effect<Proposal, ApiError> =>
  call((signal) => client.POST('/proposals', { body, signal }));

export const updateProposal = (client: ApiClient, id: number, body: ProposalUpdate): Effect.Effect<Proposal, ApiError> =>
  call((signal) => client.PUT('/proposals/{id}', { params: { path: { id } }, body, signal }));

export const duplicateProposal = (client: ApiClient, id: number): Effect.Effect<Proposal, ApiError> =>
  call((signal) => client.POST('/proposals/{id}/duplicate', { params: { path: { id } }, signal }));

export const getProposalHistory = (client: ApiClient, id: number): Effect.Effect<ProposalHistory, ApiError> =>
  call((signal) => client.GET('/proposals/{id}/history', { params: { path: { id } }, signal }));

export const sendProposalToCustomer = (client: ApiClient, id: number, body: BodyOf<'sendProposalToAssignedCustomer'>): Effect.Effect<void, ApiError> =>
  call((signal) => client.POST('/proposals/{id}/send-to-assigned-customer', { params: { path: { id } }, body, signal }));

export const sendProposalToAddresses = (client: ApiClient, id: number, body: BodyOf<'sendProposalToChosenAddresses'>): Effect.Effect<void, ApiError> =>
  call((signal) => client.POST('/proposals/{id}/send-to-chosen-addresses', { params: { path: { id } }, body, signal }));

const pdfQuery = (addressee: string | undefined, revision: number | undefined) => ({ ...(addressee ? { addressee } : {}), ...(revision === undefined ? {} : { revision }) });

/** The PDF of the current revision, or of an earlier one kept in the history. */
export const downloadProposalPdf = (client: ApiClient, id: number, addressee?: string, revision?: number, onProgress?: (progress: DownloadProgress) => void): Effect.Effect<Download, ApiError> =>
  streamedDownload((signal) => client.GET('/proposals/{id}/download-proposal-as-pdf', { params: { path: { id }, query: pdfQuery(addressee, revision) }, parseAs: 'stream', signal }), onProgress);

export const getProposalPdfLink = (client: ApiClient, id: number, addressee?: string, revision?: number): Effect.Effect<ProposalPdfLink, ApiError> =>
  call((signal) => client.GET('/proposals/{id}/proposal-pdf-as-link', { params: { path: { id }, query: pdfQuery(addressee, revision) }, signal }));
