import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { BodyOf, QueryOf, ResultOf } from './operationTypes.ts';

export type Article = ResultOf<'getArticle'>;
export type ArticleQuery = QueryOf<'listArticles'>;
export type ArticleInput = BodyOf<'createArticle'>;
export type ArticleUnit = Article['unit'];
/** Fields `listArticles` sorts by (the contract's `x-sort-fields`). */
export const ARTICLE_SORT_FIELDS = ['id', 'code', 'description', 'category', 'unit', 'price', 'stock_quantity', 'active', 'created_at', 'updated_at'] as const;
export type ArticleSortField = (typeof ARTICLE_SORT_FIELDS)[number];

export const listArticles = (client: ApiClient, query: ArticleQuery = {}): Effect.Effect<ResultOf<'listArticles'>, ApiError> =>
  call((signal) => client.GET('/articles', { params: { query }, signal }));

export const getArticle = (client: ApiClient, id: number): Effect.Effect<Article, ApiError> =>
  call((signal) => client.GET('/articles/{id}', { params: { path: { id } }, signal }));

export const createArticle = (client: ApiClient, body: ArticleInput): Effect.Effect<Article, ApiError> =>
  call((signal) => client.POST('/articles', { body, signal }));

export const updateArticle = (client: ApiClient, id: number, body: ArticleInput): Effect.Effect<Article, ApiError> =>
  call((signal) => client.PUT('/articles/{id}', { params: { path: { id } }, body, signal }));

export const deleteArticle = (client: ApiClient, id: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/articles/{id}', { params: { path: { id } }, signal }));
