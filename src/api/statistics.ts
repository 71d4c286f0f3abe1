import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call } from './effect.ts';
import type { ApiError } from './errors.ts';
import type { QueryOf, ResultOf } from './operationTypes.ts';

export type SalesStatistics = ResultOf<'getSalesStatistics'>;
export type WorkStatistics = ResultOf<'getWorkStatistics'>;
export type StatisticsSummary = ResultOf<'getStatisticsSummary'>;
export type SalesGrouping = NonNullable<QueryOf<'getSalesStatistics'>['groupBy']>;

export const getStatisticsSummary = (client: ApiClient, query: QueryOf<'getStatisticsSummary'> = {}): Effect.Effect<StatisticsSummary, ApiError> =>
  call((signal) => client.GET('/statistics/summary', { params: { query }, signal }));

export const getSalesStatistics = (client: ApiClient, query: QueryOf<'getSalesStatistics'> = {}): Effect.Effect<SalesStatistics, ApiError> =>
  call((signal) => client.GET('/statistics/sales', { params: { query }, signal }));

export const getWorkStatistics = (client: ApiClient, query: QueryOf<'getWorkStatistics'> = {}): Effect.Effect<WorkStatistics, ApiError> =>
  call((signal) => client.GET('/statistics/works', { params: { query }, signal }));

export type ArticleCategoryStatistics = ResultOf<'getArticleCategoryStatistics'>;
export type OutcomeStatistics = ResultOf<'getOutcomeStatistics'>;

export const getArticleCategoryStatistics = (client: ApiClient, query: QueryOf<'getArticleCategoryStatistics'> = {}): Effect.Effect<ArticleCategoryStatistics, ApiError> =>
  call((signal) => client.GET('/statistics/article-categories', { params: { query }, signal }));

export const getOutcomeStatistics = (client: ApiClient, query: QueryOf<'getOutcomeStatistics'> = {}): Effect.Effect<OutcomeStatistics, ApiError> =>
  call((signal) => client.GET('/statistics/outcomes', { params: { query }, signal }));
