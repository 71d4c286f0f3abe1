import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import type { DownloadProgress } from '../../api/effect.ts';
import { Invalid, type ApiError } from '../../api/errors.ts';
import {
  createProposal,
  downloadProposalPdf,
  duplicateProposal,
  getProposal,
  getProposalHistory,
  getProposalPdfLink,
  listProposals,
  updateProposal,
  type Proposal,
  type ProposalHistory,
  type ProposalInput,
  type ProposalUpdate,
} from '../../api/proposals.ts';
import { getProfile, type Profile } from '../../api/profiles.ts';
import { sendUnlessUnchanged } from '../generic/unchangedSave.ts';
import { sortedQuery, statusCustomerQuery, type StatusCustomerFilters } from '../../domain/statusCustomerQuery.ts';
import { commandLogic } from '../generic/command.logic.ts';
import { formLogic } from '../generic/form.logic.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';
import type { ProposalState } from '../proposalSending/proposalSending.types.ts';
import { listExportLogic } from './listExport.ts';
import { pricedArticle, type PricedArticle } from './pricedArticle.ts';

// The proposals' records, list, forms and commands bound to the API (revision and sending are their own workflow,
// src/machines/proposalSending).

export type ProposalFilters = StatusCustomerFilters<ProposalState> & { from?: string | null; to?: string | null };

const proposalsQuery = (filters: ProposalFilters, sort: string | null) =>
  sortedQuery({ ...statusCustomerQuery(filters), ...(filters.from ? { from: filters.from } : {}), ...(filters.to ? { to: filters.to } : {}) }, sort);

export const proposalsList = pagedListLogic<Proposal, ProposalFilters>((client, { page, pageSize, filters, sort }) => listProposals(client, { page, pageSize, ...proposalsQuery(filters, sort) }));

export const proposalsExport = listExportLogic<ProposalFilters>('proposals', proposalsQuery);

export const proposalRecord = recordLogic<Proposal>(getProposal);

export const proposalHistory = recordLogic<ProposalHistory>(getProposalHistory);

/** The words a field error shows, from the path the server named and its own messages (the screen's catalogue). */
export type FieldText = (path: string, messages: readonly string[]) => readonly string[];

/** A refused save's field errors in the form's own words; any other failure as it came. */
export const withFieldText = <A,>(save: Effect.Effect<A, ApiError>, fieldText: FieldText) =>
  Effect.catchTag(save, 'Invalid', (error) =>
    Effect.fail(new Invalid({ message: error.message, fields: Object.fromEntries(Object.entries(error.fields).map(([path, messages]) => [path, fieldText(path, messages)])) })),
  );

export const proposalCreate = formLogic<{ readonly body: ProposalInput; readonly fieldText: FieldText }, Proposal>((client, { body, fieldText }) => withFieldText(createProposal(client, body), fieldText));

/**
 * Saves an edit; `body: null` (the form holds what was loaded) writes nothing and answers the loaded proposal, so
 * neither its status nor its revision moves.
 */
/** Saves a proposal's edit; `body: null` (the form holds what was loaded) sends nothing and answers null (unchangedSave.ts). */
export const proposalUpdate = formLogic<{ readonly current: Proposal; readonly body: ProposalUpdate | null; readonly fieldText: FieldText }, Proposal | null>(
  (client, { current, body, fieldText }) => sendUnlessUnchanged(body, (changed) => withFieldText(updateProposal(client, current.id, changed), fieldText)),
);

export const proposalDuplication = commandLogic<number, Proposal>(duplicateProposal);

/** Which row asked for which article, from which price list (none: the catalogue). */
export type RowArticleRequest = { readonly rowKey: string; readonly articleId: number; readonly priceList: { readonly id: number; readonly name: string } | null };

/** The article a row is filled from, at the chosen price list's price and discount. */
export const proposalRowArticle = commandLogic<RowArticleRequest, PricedArticle>((client, { articleId, priceList }) => pricedArticle(client, articleId, priceList?.id ?? null));

/** The customer chosen on a new proposal, whose contacts become its first addressees. */
export const proposalCustomer = commandLogic<number, Profile>(getProfile);

/** A proposal's PDF (the current revision, or `revision`), and a signed link to it. */
export const proposalPdf = (client: ApiClient, id: number, revision?: number) => ({
  load: (onProgress: (progress: DownloadProgress) => void) => downloadProposalPdf(client, id, undefined, revision, onProgress),
  link: () => getProposalPdfLink(client, id, undefined, revision),
});
