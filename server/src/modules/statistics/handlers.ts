import { isFailure, ok, type HandlerMap } from '../../http/handler.ts';
import { articleCategoriesOf } from './categories.ts';
import { outcomesOf } from './outcomes.ts';
import { periodOf } from './period.ts';
import { salesOf } from './sales.ts';
import { summaryOf } from './summary.ts';
import { workStatisticsOf } from './works.ts';

// Statistics of the tenant over a period, computed with SQL aggregates on every call (contract tag statistics).

export const handlers = {
  getStatisticsSummary: async (ctx) => {
    const p = periodOf(ctx.query, ctx.now());
    return isFailure(p) ? p : ok(await summaryOf(ctx.db, ctx.tenant.id, p, ctx.now()));
  },

  getSalesStatistics: async (ctx) => {
    const p = periodOf(ctx.query, ctx.now());
    return isFailure(p) ? p : ok(await salesOf(ctx.db, ctx.tenant.id, p, ctx.query.group_by ?? 'month', ctx.language));
  },

  getArticleCategoryStatistics: async (ctx) => {
    const p = periodOf(ctx.query, ctx.now());
    return isFailure(p) ? p : ok(await articleCategoriesOf(ctx.db, ctx.tenant.id, p));
  },

  getOutcomeStatistics: async (ctx) => {
    const p = periodOf(ctx.query, ctx.now());
    return isFailure(p) ? p : ok(await outcomesOf(ctx.db, ctx.tenant.id, p, ctx.query.group_by ?? 'month', ctx.language, ctx.now().slice(0, 10)));
  },

  getWorkStatistics: async (ctx) => {
    const p = periodOf(ctx.query, ctx.now());
    return isFailure(p) ? p : ok(await workStatisticsOf(ctx.db, ctx.tenant.id, p, ctx.now()));
  },
} satisfies HandlerMap;
