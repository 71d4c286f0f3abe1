import { paged, type HandlerMap } from '../../http/handler.ts';
import { listRatings } from '../packages/evaluations.ts';
import { presentRating } from '../packages/present.ts';

// The evaluator rating scale (seeded per tenant), lowest value first.

export const handlers = {
  listRatings: async (ctx) => {
    const page = ctx.page();
    const { rows, total } = await listRatings(ctx.db, ctx.tenant.id, { limit: page.limit, offset: page.offset });
    return paged(rows.map(presentRating), page.meta(total));
  },
} satisfies HandlerMap;
