import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type PriceList = ResultOf<'getPriceList'>;
export type PriceListSummary = ResultOf<'listPriceLists'>['items'][number];
export type PriceListInput = BodyOf<'createPriceList'>;
export type PriceListArticle = ResultOf<'addPriceListArticle'>;
export const PRICE_LIST_SORT_FIELDS = ['id', 'name', 'code', 'valid_from', 'valid_to', 'created_at', 'updated_at'] as const;
export type PriceListSortField = (typeof PRICE_LIST_SORT_FIELDS)[number];
export const PRICE_LIST_ARTICLE_SORT_FIELDS = ['article_id', 'code', 'description', 'list_price', 'price', 'discount_percent'] as const;
export type PriceListArticleSortField = (typeof PRICE_LIST_ARTICLE_SORT_FIELDS)[number];

/** No default page size (spec §9): without `pageSize` the server answers every price list. */
export const listPriceLists = (client: ApiClient, query: QueryOf<'listPriceLists'> = {}): Effect.Effect<ResultOf<'listPriceLists'>, ApiError> =>
  call((signal) => client.GET('/price-lists', { params: { query }, signal }));

export const getPriceList = (client: ApiClient, id: number): Effect.Effect<PriceList, ApiError> =>
  call((signal) => client.GET('/price-lists/{id}', { params: { path: { id } }, signal }));

export const createPriceList = (client: ApiClient, body: PriceListInput): Effect.Effect<PriceList, ApiError> =>
  call((signal) => client.POST('/price-lists', { body, signal }));

export const updatePriceList = (client: ApiClient, id: number, body: PriceListInput): Effect.Effect<PriceList, ApiError> =>
  call((signal) => client.PUT('/price-lists/{id}', { params: { path: { id } }, body, signal }));

export const deletePriceList = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/price-lists/{id}', { params: { path: { id } }, signal }));

export const listPriceListArticles = (
  client: ApiClient,
  id: number,
  query: QueryOf<'listPriceListArticles'> = {},
): Effect.Effect<ResultOf<'listPriceListArticles'>, ApiError> =>
  call((signal) => client.GET('/price-lists/{id}/articles', { params: { path: { id }, query }, signal }));

export const addPriceListArticle = (client: ApiClient, id: number, body: BodyOf<'addPriceListArticle'>): Effect.Effect<PriceListArticle, ApiError> =>
  call((signal) => client.POST('/price-lists/{id}/articles', { params: { path: { id } }, body, signal }));

export const updatePriceListArticle = (client: ApiClient, id: number, articleId: number, body: BodyOf<'updatePriceListArticle'>): Effect.Effect<PriceListArticle, ApiError> =>
  call((signal) => client.PUT('/price-lists/{id}/articles/{articleId}', { params: { path: { id, articleId } }, body, signal }));

export const removePriceListArticle = (client: ApiClient, id: number, articleId: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/price-lists/{id}/articles/{articleId}', { params: { path: { id, articleId } }, signal }));
