import type { Download } from '../../api/effect.ts';
import { exportPriceListArticles, type ExportFilter } from '../../api/exports.ts';
import {
  addPriceListArticle,
  createPriceList,
  deletePriceList,
  getPriceList,
  listPriceListArticles,
  listPriceLists,
  removePriceListArticle,
  updatePriceList,
  updatePriceListArticle,
  type PriceList,
  type PriceListArticle,
  type PriceListInput,
  type PriceListSummary,
} from '../../api/priceLists.ts';
import { commandLogic } from '../generic/command.logic.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { sendUnlessUnchanged } from '../generic/unchangedSave.ts';
import { formLogic } from '../generic/form.logic.ts';
import type { ExportRequest } from '../generic/listExport.logic.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';

// The priceLists module's records, lists, forms and commands bound to the API (issue 32): its screens pass these to
// the generic hooks and never call src/api themselves. Alphabetical.

export type PriceListSearch = { search?: string };

/** The query of a search and an order: what a list asks for and its export reads. */
export const priceListSearchQuery = (filters: PriceListSearch, sort: string | null) => ({ ...(sort ? { sort } : {}), ...(filters.search ? { search: filters.search } : {}) });

/** Adds an article to a price list (price and discount left out take the server's defaults). */
export const priceListArticleAdd = formLogic((client, { priceListId, body }: { readonly priceListId: number; readonly body: Parameters<typeof addPriceListArticle>[2] }) =>
  addPriceListArticle(client, priceListId, body),
);

/** Changes the price and discount an article has in a price list (the row's edit). */
/** Saves an article's amounts on the list; `body: null` (the amounts it had) sends nothing and answers null (unchangedSave.ts). */
export const priceListArticleUpdate = formLogic(
  (client, { priceListId, articleId, body }: { readonly priceListId: number; readonly articleId: number; readonly body: Parameters<typeof updatePriceListArticle>[3] | null }) =>
    sendUnlessUnchanged(body, (changed) => updatePriceListArticle(client, priceListId, articleId, changed)),
);

/** A price list's articles (its tab): search, order, 50 per page; the context is the price list's id. */
export const priceListArticlesList = pagedListLogic<PriceListArticle, PriceListSearch, number>((client, { page, pageSize, filters, sort }, priceListId) =>
  listPriceListArticles(client, priceListId, { page, pageSize, ...(sort ? { sort } : {}), ...(filters.search ? { search: filters.search } : {}) }),
);

/** The articles tab's export: `/exports/price-lists/{id}/articles` with the tab's search and order. */
export const priceListArticlesExport = commandLogic<ExportRequest<{ readonly priceListId: number; readonly query: ExportFilter }>, Download>((client, { format, filter }) =>
  exportPriceListArticles(client, filter.priceListId, format, filter.query),
);

/** Removes an article (the row, with its price list's id) from the price list. */
export const priceListArticleRemoval = confirmActionLogic<PriceListArticle & { readonly priceListId: number }, void>((client, row) =>
  removePriceListArticle(client, row.priceListId, row.articleId),
);

export const priceListCreate = formLogic((client, body: PriceListInput) => createPriceList(client, body));

export const priceListDeletion = confirmActionLogic((client, priceList: PriceList) => deletePriceList(client, priceList.id));

export const priceListRecord = recordLogic((client, id: number) => getPriceList(client, id));

/** price-lists: no page or page size in the call, so the server answers every price list (spec §9). */
export const priceListsList = pagedListLogic<PriceListSummary, PriceListSearch>((client, { filters, sort }) => listPriceLists(client, priceListSearchQuery(filters, sort)));

/** Saves a price list's edit; `body: null` (the form holds what was loaded) sends nothing and answers null (unchangedSave.ts). */
export const priceListUpdate = formLogic((client, { id, body }: { readonly id: number; readonly body: PriceListInput | null }) =>
  sendUnlessUnchanged(body, (changed) => updatePriceList(client, id, changed)),
);
