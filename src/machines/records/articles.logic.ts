import { TAXONOMY_CALLS, type TaxonomyInput, type TaxonomyItem } from '../../api/articleTaxonomy.ts';
import { createArticle, deleteArticle, getArticle, listArticles, updateArticle, type Article, type ArticleInput } from '../../api/articles.ts';
import { createWarehouse, deleteWarehouse, getWarehouse, listWarehouses, updateWarehouse, type Warehouse, type WarehouseInput } from '../../api/warehouses.ts';
import { TAXONOMY_KINDS, type TaxonomyKind } from '../../domain/articleTaxonomy.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { sendUnlessUnchanged } from '../generic/unchangedSave.ts';
import { formLogic } from '../generic/form.logic.ts';
import { namedRecordLogic, type NamedRecordLogic } from '../generic/namedRecord.logic.ts';
import { pagedListLogic } from '../generic/pagedList.logic.ts';
import { recordLogic } from '../generic/record.logic.ts';

// The articles module's records, lists, forms and commands bound to the API (issue 32): its screens pass these to
// the generic hooks and never call src/api themselves. Alphabetical.

type TaxonomyFilter = 'category' | 'brand' | 'division' | 'group' | 'line' | 'type';

/** The articles list's filters: the search and, per taxonomy, the chosen id and its label (kept for the picker). */
export type ArticleFilters = { search?: string } & Partial<Record<`${TaxonomyFilter}Id` | `${TaxonomyFilter}Name`, string | null>>;

const idOf = (value: string | null | undefined) => (value ? Number(value) : undefined);

/** The list call's query for the screen's filters and order: the list and its export read the same rows. */
export const articleQuery = (filters: ArticleFilters, sort: string | null) => ({
  ...(sort ? { sort } : {}),
  ...(filters.search ? { search: filters.search } : {}),
  categoryId: idOf(filters.categoryId),
  brandId: idOf(filters.brandId),
  divisionId: idOf(filters.divisionId),
  groupId: idOf(filters.groupId),
  lineId: idOf(filters.lineId),
  typeId: idOf(filters.typeId),
});

export const articleCreate = formLogic<ArticleInput, Article>((client, body) => createArticle(client, body));

export const articleDeletion = confirmActionLogic((client, article: Article) => deleteArticle(client, article.id));

export const articleRecord = recordLogic((client, id: number) => getArticle(client, id));

/** Saves an article's edit; `body: null` (the form holds what was loaded) sends nothing and answers null (unchangedSave.ts). */
export const articleUpdate = formLogic<{ readonly id: number; readonly body: ArticleInput | null }, Article | null>((client, { id, body }) =>
  sendUnlessUnchanged(body, (changed) => updateArticle(client, id, changed)),
);

/** articles: search, the six taxonomies, order; 50 per page. Only the filters set travel. */
export const articlesList = pagedListLogic<Article, ArticleFilters>((client, { page, pageSize, filters, sort }) => {
  const query = { page, pageSize, ...articleQuery(filters, sort) };
  return listArticles(client, Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)));
});

/** The six article taxonomies on the named-record screens (/articles/<kind>). */
export const taxonomyRecords = Object.fromEntries(
  TAXONOMY_KINDS.map((kind) => {
    const calls = TAXONOMY_CALLS[kind];
    return [kind, namedRecordLogic<TaxonomyItem, TaxonomyInput>({ list: calls.list, get: calls.get, create: calls.create, update: calls.update, remove: calls.remove })];
  }),
) as Record<TaxonomyKind, NamedRecordLogic<TaxonomyItem, TaxonomyInput>>;

/** Warehouses on the named-record screens (/warehouses). */
export const warehouseRecords = namedRecordLogic<Warehouse, WarehouseInput>({ list: listWarehouses, get: getWarehouse, create: createWarehouse, update: updateWarehouse, remove: deleteWarehouse });
