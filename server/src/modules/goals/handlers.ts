import { asc, desc } from 'drizzle-orm';
import { goals } from '../../db/schema/evaluator.ts';
import { conflict, created, invalidField, isFailure, noContent, notFound, ok, paged, type HandlerMap, type RequestHandler } from '../../http/handler.ts';
import type { Body } from '../../http/operationTypes.ts';
import { deleteAllMedia } from '../../media/store.ts';
import { toScaled } from '../../../../src/domain/decimal.ts';
import { orderBy } from '../../shared/listing/sort.ts';
import { attachedMediaHandlers } from '../media/attachedMediaHandlers.ts';
import { packageReader, visibleGoals } from '../packages/privacy.ts';
import { GOAL_MEDIA, mediaByOwner } from './attachments.ts';
import { presentGoal } from './present.ts';
import { deleteGoal, findGoal, goalAssigned, insertGoal, listGoals, updateGoal, type GoalFields } from './repository.ts';
import { fieldParam, message, numberParam, type Message } from '../../i18n/message.ts';

const g = goals;
// The media store finds the owner unscoped; each goal media operation passes the privacy rule first (scoped).
const media = attachedMediaHandlers({ ownerType: GOAL_MEDIA, findOwner: (db, tenantId, id) => findGoal(db, tenantId, undefined, id) });

type Ctx = Parameters<RequestHandler<unknown, unknown, { readonly id: number }>>[0];
/** The goals the caller sees: all for managers of packages or of the goal catalogue, else those of their packages. */
const scopeOf = (ctx: Pick<Ctx, 'user' | 'tenant' | 'can'>) => visibleGoals(packageReader(ctx.user, ctx.tenant), ctx.can('goals.create') || ctx.can('goals.update'));

/** A handler run only on goals the caller may see (404 otherwise, as for a goal that does not exist). */
function scoped<B, Q, P extends { readonly id: number }, R>(handler: RequestHandler<B, Q, P, R>): RequestHandler<B, Q, P, R> {
  return async (ctx) => ((await findGoal(ctx.db, ctx.tenant.id, scopeOf(ctx), ctx.params.id)) ? handler(ctx) : notFound());
}
const SORTABLE = { id: g.id, title: g.title, category: g.category, weight: g.weight, year: g.year, created_at: g.createdAt, updated_at: g.updatedAt };

/** A weight of zero (the contract's pattern lets it through), or null; a weight not of the pattern is the contract's to refuse. */
export const goalWeightError = (weight: string): Message | null =>
  /^\d{1,3}(\.\d{1,4})?$/.test(weight) && toScaled(weight, 4) <= 0n ? message('validation.exclusiveMinimum', { field: fieldParam('weight'), limit: numberParam(0) }) : null;

/** GoalInput → columns; the weight must be above zero (spec §5 greaterThanZero). */
function goalFields(body: Body<'createGoal'>): GoalFields | ReturnType<typeof invalidField> {
  const weightError = goalWeightError(body.weight);
  if (weightError) return invalidField('weight', weightError);
  return {
    title: body.title,
    description: body.description ?? null,
    category: body.category ?? null,
    weight: body.weight,
    target: body.target ?? null,
    measure: body.measure ?? null,
    year: body.year,
  };
}

export const handlers = {
  listGoals: async (ctx) => {
    const order = orderBy(ctx.query.sort, SORTABLE, [desc(g.year), asc(g.title)], g.id);
    if (isFailure(order)) return order;
    const page = ctx.page();
    const filters = { search: ctx.query.search, year: ctx.query.year, category: ctx.query.category };
    const { rows, total } = await listGoals(ctx.db, ctx.tenant.id, scopeOf(ctx), filters, { order, limit: page.limit, offset: page.offset });
    const media = await mediaByOwner(ctx.db, ctx.tenant.id, GOAL_MEDIA, rows.map((r) => r.id));
    return paged(rows.map((r) => presentGoal(r, media.get(r.id) ?? [])), page.meta(total));
  },

  createGoal: async (ctx) => {
    const fields = goalFields(ctx.body);
    if (isFailure(fields)) return fields;
    return created(presentGoal(await insertGoal(ctx.db, ctx.tenant.id, fields, ctx.now()), []));
  },

  getGoal: async (ctx) => {
    const row = await findGoal(ctx.db, ctx.tenant.id, scopeOf(ctx), ctx.params.id);
    if (!row) return notFound();
    const media = await mediaByOwner(ctx.db, ctx.tenant.id, GOAL_MEDIA, [row.id]);
    return ok(presentGoal(row, media.get(row.id) ?? []));
  },

  updateGoal: async (ctx) => {
    if (!(await findGoal(ctx.db, ctx.tenant.id, scopeOf(ctx), ctx.params.id))) return notFound();
    const fields = goalFields(ctx.body);
    if (isFailure(fields)) return fields;
    const row = await updateGoal(ctx.db, ctx.tenant.id, ctx.params.id, fields, ctx.now());
    if (!row) return notFound();
    const media = await mediaByOwner(ctx.db, ctx.tenant.id, GOAL_MEDIA, [row.id]);
    return ok(presentGoal(row, media.get(row.id) ?? []));
  },

  deleteGoal: async (ctx) => {
    const row = await findGoal(ctx.db, ctx.tenant.id, scopeOf(ctx), ctx.params.id);
    if (!row) return notFound();
    if (await goalAssigned(ctx.db, ctx.tenant.id, row.id)) return conflict(message('goals.assigned'));
    await deleteAllMedia(ctx.db, ctx.config, { tenantId: ctx.tenant.id, ownerType: GOAL_MEDIA, ownerId: row.id });
    return (await deleteGoal(ctx.db, ctx.tenant.id, row.id)) ? noContent() : notFound();
  },

  uploadGoalMedia: scoped(media.upload),
  renameGoalMedia: scoped(media.rename),
  deleteGoalMedia: scoped(media.remove),
  downloadGoalMedia: scoped(media.download),
} satisfies HandlerMap;
