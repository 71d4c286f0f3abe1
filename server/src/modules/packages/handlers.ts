import { desc } from 'drizzle-orm';
import { packages } from '../../db/schema/evaluator.ts';
import type { Db } from '../../db/client.ts';
import {
  conflict,
  created,
  forbidden,
  invalid,
  invalidField,
  isFailure,
  noContent,
  notFound,
  ok,
  paged,
  type HandlerMap,
  type RequestHandler,
} from '../../http/handler.ts';
import { deleteAllMedia } from '../../media/store.ts';
import { PACKAGE_MEDIA } from '../goals/attachments.ts';
import { tidy } from '../../../../src/domain/decimal.ts';
import { orderBy } from '../../shared/listing/sort.ts';
import { attachedMediaHandlers } from '../media/attachedMediaHandlers.ts';
import { stepsOf } from '../../shared/workflowSteps/steps.ts';
import { packageStep, visibleSteps } from './steps.ts';
import { deleteEvaluation, evaluationExists, evaluationsOf, findRating, insertEvaluation, listRatings } from './evaluations.ts';
import { packageInput } from './input.ts';
import { presentEvaluations, presentPackages } from './present.ts';
import { EVERY_PACKAGE, packageReader, ratingRefusal, seesRatings, type PackageReader } from './privacy.ts';
import {
  confirmAcknowledgement,
  deletePackage,
  findPackage,
  goalsOf,
  hiddenSheetsOf,
  listPackages,
  makeSheetsVisible,
  recordPackageMove,
  savePackage,
  statusExpr,
  userSummaries,
  type PackageRow,
} from './repository.ts';
import { weightsComplete } from './score.ts';
import { evaluationSheet } from './sheet.ts';
import { message, numberParam } from '../../i18n/message.ts';
import { selectedInvalid } from '../recordMessages.ts';

const p = packages;
// The media store finds the owner unscoped; every package media operation passes the privacy rule first (scoped).
const media = attachedMediaHandlers({
  ownerType: PACKAGE_MEDIA,
  findOwner: (db, tenantId, id) => findPackage(db, tenantId, EVERY_PACKAGE, id),
});
const SORTABLE = {
  id: p.id,
  year: p.year,
  period_start: p.periodStart,
  period_end: p.periodEnd,
  status: statusExpr,
  created_at: p.createdAt,
  updated_at: p.updatedAt,
};

/** Ratings are frozen once the sheet is visible: the status never goes back (issue 30). */
const FROZEN = message('packages.ratingsFrozen');
const PUBLISHED = message('packages.published');

async function presentOne(db: Db, tenantId: number, reader: PackageReader, id: number) {
  const row = await findPackage(db, tenantId, reader, id);
  if (!row) return null;
  const [out] = await presentPackages(db, tenantId, reader, [row]);
  return out ?? null;
}

type Ctx = Parameters<RequestHandler<unknown, unknown, { readonly id: number }>>[0];
const readerOf = (ctx: Pick<Ctx, 'user' | 'tenant'>) => packageReader(ctx.user, ctx.tenant);

/** A handler run only on packages the caller may see (404 otherwise, as for a package that does not exist). */
function scoped<B, Q, P extends { readonly id: number }, R>(handler: RequestHandler<B, Q, P, R>): RequestHandler<B, Q, P, R> {
  return async (ctx) => ((await findPackage(ctx.db, ctx.tenant.id, readerOf(ctx), ctx.params.id)) ? handler(ctx) : notFound());
}

/** Whether the caller may rate (or un-rate) the package's goals now: a Failure when not. */
function ratingFailure(row: PackageRow, reader: PackageReader) {
  const refusal = ratingRefusal(row, reader);
  if (refusal !== null) return forbidden(refusal);
  if (row.evaluationSheetVisible) return conflict(FROZEN);
  return null;
}

export const handlers = {
  listPackages: async (ctx) => {
    const q = ctx.query;
    const order = orderBy(q.sort, SORTABLE, [desc(p.year), desc(p.periodStart)], p.id);
    if (isFailure(order)) return order;
    const page = ctx.page();
    const reader = readerOf(ctx);
    const filters = {
      search: q.search,
      year: q.year,
      userId: q.user_id,
      evaluatorId: q.evaluator_id,
      status: q.status,
    };
    const { rows, total } = await listPackages(ctx.db, ctx.tenant.id, reader, filters, { order, limit: page.limit, offset: page.offset });
    return paged(await presentPackages(ctx.db, ctx.tenant.id, reader, rows), page.meta(total));
  },

  createPackage: async (ctx) => {
    const input = await packageInput(ctx.db, ctx.tenant.id, ctx.user.id, ctx.body);
    if (isFailure(input)) return input;
    const id = await savePackage(ctx.db, ctx.tenant.id, null, input.fields, input.assigned, ctx.now(), ctx.user.id);
    const out = id === null ? null : await presentOne(ctx.db, ctx.tenant.id, readerOf(ctx), id);
    return out ? created(out) : notFound();
  },

  /**
   * Publishing the year's sheets: refused (422, naming them) while a package's weights do not total 100 %, and
   * while some package has unrated goals unless `include_unrated` says the person asked knows (the app names them
   * in its confirmation dialog). Only sheets still hidden are touched.
   */
  makeAnnualEvaluationSheetsVisible: async (ctx) => {
    const hidden = await hiddenSheetsOf(ctx.db, ctx.tenant.id, ctx.body.year);
    const name = (h: (typeof hidden)[number]) => `#${h.id} (${h.userName})`;
    const unbalanced = hidden.filter((h) => !weightsComplete([h.totalWeight]));
    if (unbalanced.length > 0) {
      const lines = unbalanced.map((h) => message('packages.weightsUnbalanced', { name: name(h), total: numberParam(tidy(h.totalWeight)) }));
      return invalid({ year: lines }, message('packages.weightsUnbalancedSummary', { count: lines.length }));
    }
    const unrated = hidden.filter((h) => h.unratedGoals > 0);
    if (unrated.length > 0 && ctx.body.include_unrated !== true) {
      const line = message('packages.unratedGoals', { names: unrated.map(name).join(', ') });
      return invalid({ include_unrated: [line] }, line);
    }
    const updated = await makeSheetsVisible(
      ctx.db,
      ctx.tenant.id,
      hidden.map((h) => h.id),
      ctx.now(),
      ctx.user.id,
    );
    return ok({ year: ctx.body.year, updated_count: updated });
  },

  getPackageSteps: async (ctx) => {
    const reader = readerOf(ctx);
    const row = await findPackage(ctx.db, ctx.tenant.id, reader, ctx.params.id);
    if (!row) return notFound();
    return ok(visibleSteps(await stepsOf(ctx.db, packageStep(ctx.tenant.id, row.id)), seesRatings(row, reader)));
  },

  getPackage: async (ctx) => {
    const out = await presentOne(ctx.db, ctx.tenant.id, readerOf(ctx), ctx.params.id);
    return out ? ok(out) : notFound();
  },

  updatePackage: async (ctx) => {
    const reader = readerOf(ctx);
    const row = await findPackage(ctx.db, ctx.tenant.id, reader, ctx.params.id);
    if (!row) return notFound();
    if (row.evaluationSheetVisible) return conflict(PUBLISHED);
    const assigned = (await goalsOf(ctx.db, ctx.tenant.id, [row.id])).get(row.id) ?? [];
    const current = { id: row.id, userId: row.userId, evaluatorId: row.evaluatorId, weights: new Map(assigned.map((goal) => [goal.goalId, goal.weight] as const)) };
    const input = await packageInput(ctx.db, ctx.tenant.id, ctx.user.id, ctx.body, current);
    if (isFailure(input)) return input;
    await savePackage(ctx.db, ctx.tenant.id, ctx.params.id, input.fields, input.assigned, ctx.now(), ctx.user.id);
    const out = await presentOne(ctx.db, ctx.tenant.id, reader, ctx.params.id);
    return out ? ok(out) : notFound();
  },

  deletePackage: async (ctx) => {
    const row = await findPackage(ctx.db, ctx.tenant.id, readerOf(ctx), ctx.params.id);
    if (!row) return notFound();
    await deleteAllMedia(ctx.db, ctx.config, {
      tenantId: ctx.tenant.id,
      ownerType: PACKAGE_MEDIA,
      ownerId: row.id,
    });
    return (await deletePackage(ctx.db, ctx.tenant.id, row.id)) ? noContent() : notFound();
  },

  /** The person evaluated acknowledges their visible sheet: the last step, once. */
  confirmPackageAcknowledgment: async (ctx) => {
    const reader = readerOf(ctx);
    const row = await findPackage(ctx.db, ctx.tenant.id, reader, ctx.params.id);
    if (!row) return notFound();
    if (row.userId !== ctx.user.id) return forbidden(message('packages.acknowledgeOnlyEvaluated'));
    if (!row.evaluationSheetVisible) return conflict(message('packages.acknowledgeNotVisible'));
    if (!(await confirmAcknowledgement(ctx.db, ctx.tenant.id, row.id, ctx.now(), ctx.user.id))) return conflict(message('packages.alreadyAcknowledged'));
    const out = await presentOne(ctx.db, ctx.tenant.id, reader, row.id);
    return out ? ok(out) : notFound();
  },

  getPackageGoal: async (ctx) => {
    const reader = readerOf(ctx);
    const row = await findPackage(ctx.db, ctx.tenant.id, reader, ctx.params.id);
    if (!row) return notFound();
    const goal = (await goalsOf(ctx.db, ctx.tenant.id, [row.id])).get(row.id)?.find((g) => g.goalId === ctx.params.goalId);
    if (!goal) return notFound();
    const { rows } = seesRatings(row, reader)
      ? await evaluationsOf(ctx.db, ctx.tenant.id, row.id, {
          goalId: goal.goalId,
        })
      : { rows: [] };
    return ok({
      id: goal.goalId,
      title: goal.title,
      description: goal.description,
      category: goal.category,
      weight: tidy(goal.weight),
      target: goal.target,
      measure: goal.measure,
      year: goal.year,
      evaluations: await presentEvaluations(ctx.db, ctx.tenant.id, rows),
    });
  },

  /** The person evaluated gets an empty page until their sheet is visible (the ratings are the sheet's). */
  listPackageEvaluations: async (ctx) => {
    const reader = readerOf(ctx);
    const row = await findPackage(ctx.db, ctx.tenant.id, reader, ctx.params.id);
    if (!row) return notFound();
    const page = ctx.page();
    if (!seesRatings(row, reader)) return paged([], page.meta(0));
    const { rows, total } = await evaluationsOf(ctx.db, ctx.tenant.id, row.id, {
      goalId: ctx.query.goal_id,
      limit: page.limit,
      offset: page.offset,
    });
    return paged(await presentEvaluations(ctx.db, ctx.tenant.id, rows), page.meta(total));
  },

  createPackageEvaluation: async (ctx) => {
    const reader = readerOf(ctx);
    const row = await findPackage(ctx.db, ctx.tenant.id, reader, ctx.params.id);
    if (!row) return notFound();
    const refused = ratingFailure(row, reader);
    if (refused) return refused;
    const { goal_id: goalId, rating_id: ratingId } = ctx.body;
    const assigned = (await goalsOf(ctx.db, ctx.tenant.id, [row.id])).get(row.id) ?? [];
    if (!assigned.some((g) => g.goalId === goalId)) return invalidField('goal_id', message('packages.goalNotAssigned'));
    if (!(await findRating(ctx.db, ctx.tenant.id, ratingId))) return invalidField('rating_id', selectedInvalid('rating_id'));
    if (await evaluationExists(ctx.db, ctx.tenant.id, row.id, goalId)) return conflict(message('packages.goalAlreadyEvaluated'));
    const values = {
      packageId: row.id,
      goalId,
      ratingId,
      score: ctx.body.score ?? null,
      notes: ctx.body.notes ?? null,
      evaluatorId: ctx.user.id,
    };
    const now = ctx.now();
    const id = await ctx.db.transaction(async (tx) => {
      const inserted = await insertEvaluation(tx, ctx.tenant.id, values, now);
      await recordPackageMove(tx, ctx.tenant.id, row.id, { userId: ctx.user.id, at: now, note: 'rating' });
      return inserted;
    });
    const { rows } = await evaluationsOf(ctx.db, ctx.tenant.id, row.id, {
      goalId,
    });
    const ev = rows.find((r) => r.id === id);
    if (!ev) return notFound();
    const [out] = await presentEvaluations(ctx.db, ctx.tenant.id, [ev]);
    return out ? created(out) : notFound();
  },

  deletePackageEvaluation: async (ctx) => {
    const reader = readerOf(ctx);
    const row = await findPackage(ctx.db, ctx.tenant.id, reader, ctx.params.id);
    if (!row) return notFound();
    const refused = ratingFailure(row, reader);
    if (refused) return refused;
    const now = ctx.now();
    const removed = await ctx.db.transaction(async (tx) => {
      if (!(await deleteEvaluation(tx, ctx.tenant.id, row.id, ctx.params.evaluationId))) return false;
      await recordPackageMove(tx, ctx.tenant.id, row.id, { userId: ctx.user.id, at: now, note: 'ratingRemoved' });
      return true;
    });
    return removed ? noContent() : notFound();
  },

  getPackageEvaluationSheet: async (ctx) => {
    const reader = readerOf(ctx);
    const row = await findPackage(ctx.db, ctx.tenant.id, reader, ctx.params.id);
    if (!row) return notFound();
    if (!seesRatings(row, reader)) return forbidden(message('packages.sheetNotVisible'));
    const [goals, evaluations, scale, people] = await Promise.all([
      goalsOf(ctx.db, ctx.tenant.id, [row.id]),
      evaluationsOf(ctx.db, ctx.tenant.id, row.id),
      listRatings(ctx.db, ctx.tenant.id),
      userSummaries(ctx.db, ctx.tenant.id, [row.userId, row.evaluatorId]),
    ]);
    const none = { id: 0, name: '', email: '', avatar_url: null };
    const who = {
      user: people.get(row.userId) ?? { ...none, id: row.userId },
      evaluator: people.get(row.evaluatorId) ?? {
        ...none,
        id: row.evaluatorId,
      },
    };
    return ok(evaluationSheet(row, who, goals.get(row.id) ?? [], evaluations.rows, scale.rows));
  },

  uploadPackageMedia: scoped(media.upload),
  renamePackageMedia: scoped(media.rename),
  downloadPackageMedia: scoped(media.download),
} satisfies HandlerMap;
