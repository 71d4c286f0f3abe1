import type { ApiClient } from '../../api/client.ts';
import { createQuote, downloadQuotePdf, duplicateQuote, getQuote, listQuotes, sendQuoteToAssignedCustomer, updateQuote, type Quote, type QuoteInput, type QuoteStatus, type QuoteUpdate } from '../../api/quotes.ts';
import type { DownloadProgress } from '../../api/effect.ts';
import { statusCustomerQuery, sortedQuery, type StatusCustomerFilters } from '../../domain/statusCustomerQuery.ts';
import { commandLogic } from '../generic/command.logic.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { sendUnlessUnchanged } from '../generic/unchangedSave.ts';
import { formLogic } from '../generic/form.logic.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';
import { listExportLogic } from './listExport.ts';
import { pricedArticle, type PricedArticle } from './pricedArticle.ts';

// The quotes' records, list, forms and commands bound to the API (spec §7: quotes are never deleted).

export type QuoteFilters = StatusCustomerFilters<QuoteStatus>;

/** The list call's query for the screen's filters and order: the list and its export read the same rows. */
const quotesQuery = (filters: QuoteFilters, sort: string | null) => sortedQuery(statusCustomerQuery(filters), sort);

export const quotesList = pagedListLogic<Quote, QuoteFilters>((client, { page, pageSize, filters, sort }) => listQuotes(client, { page, pageSize, ...quotesQuery(filters, sort) }));

export const quotesExport = listExportLogic<QuoteFilters>('quotes', quotesQuery);

export const quoteRecord = recordLogic<Quote>(getQuote);

export const quoteCreate = formLogic<QuoteInput, Quote>(createQuote);

/** Saves a quote's edit; `body: null` (the form holds what was loaded) sends nothing and answers null (unchangedSave.ts). */
export const quoteUpdate = formLogic<{ readonly id: number; readonly body: QuoteUpdate | null }, Quote | null>((client, { id, body }) =>
  sendUnlessUnchanged(body, (changed) => updateQuote(client, id, changed)),
);

/** "Send": e-mails the quote to its customer (the screen asks first, naming the day an expired quote expired). */
export const quoteSending = confirmActionLogic<Quote, Quote>((client, quote) => sendQuoteToAssignedCustomer(client, quote.id));

/** The copy opens at once on its own page; the server copies every field. */
export const quoteDuplication = commandLogic<number, Quote>(duplicateQuote);

/** The article a row is filled from, at the chosen price list's price and discount. */
export const quoteRowArticle = commandLogic<{ readonly articleId: number; readonly priceListId: number | null }, PricedArticle>((client, { articleId, priceListId }) => pricedArticle(client, articleId, priceListId));

/** The quote's PDF (preview, download, print). */
export const quotePdf = (client: ApiClient, id: number) => ({ load: (onProgress: (progress: DownloadProgress) => void) => downloadQuotePdf(client, id, onProgress) });
