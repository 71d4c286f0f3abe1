import { getArticleCategoryStatistics, getOutcomeStatistics, getSalesStatistics, getWorkStatistics, type SalesGrouping } from '../../api/statistics.ts';
import { remoteValueLogic } from '../generic/remoteValue.logic.ts';

// The statistics screen's figures bound to the API (issue 32): each panel reads its figures once per period (and
// grouping); the screen turns them into tables. Alphabetical.

/** A period of the statistics screen: either end may be open. */
export type StatisticsPeriod = { readonly from?: string; readonly to?: string };

export const articleCategoryStatistics = remoteValueLogic((client, period: StatisticsPeriod) => getArticleCategoryStatistics(client, period));

export const outcomeStatistics = remoteValueLogic((client, query: StatisticsPeriod & { readonly groupBy: SalesGrouping }) => getOutcomeStatistics(client, query));

export const salesStatistics = remoteValueLogic((client, query: StatisticsPeriod & { readonly groupBy: SalesGrouping }) => getSalesStatistics(client, query));

export const workStatistics = remoteValueLogic((client, period: StatisticsPeriod) => getWorkStatistics(client, period));
