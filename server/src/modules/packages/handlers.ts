import { desc } from 'drizzle-orm';
import { packages } from '../../db/schema/evaluator.ts';
import type { Db } from '../../db/client.ts';
import { conflict, created, forbidden, invalidField, isFailure, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { deleteAllMedia } from '../../media/store.ts';
import { PACKAGE_MEDIA } from '../goals/attachments.ts';
import { tidy } from '../catalog/decimal.ts';
import { orderBy } from '../listing/sort.ts';
import { attachedMediaHandlers } from '../media/attachedMediaHandlers.ts';
import { deleteEvaluation, evaluationExists, evaluationsOf, findRating, insertEvaluation, listRatings } from './evaluations.ts';
import { packageInput } from './input.ts';
import { presentEvaluations, presentPackages } from './present.ts';
import {
  confirmAcknowledgement,
  deletePackage,
  findPackage,
  goalsOf,
  listPackages,
  makeYearVisible,
  savePackage,
  statusExpr,
  userSummaries,
} from './repository.ts';
import { evaluationSheet, sheetAccess } from './sheet.ts';

const p = packages;
const media = attachedMediaHandlers({ ownerType: PACKAGE_MEDIA, findOwner: findPackage });
const SORTABLE = {
  id: p.id,
  year: p.year,
  period_start: p.periodStart,
  period_end: p.periodEnd,
  status: statusExpr,
  created_at: p.createdAt,
  updated_at: p.updatedAt,
};

async function presentOne(db: Db, tenantId: number, id: number) {
  const row = await findPackage(db, tenantId, id);
  if (!row) return null;
  const [out] = await presentPackages(db, tenantId, [row]);
  return out ?? null;
}

export const handlers = {
  listPackages: async (ctx) => {
    const q = ctx.query;
    const order = orderBy(q.sort, SORTABLE, [desc(p.year), desc(p.periodStart)], p.id);
    if (isFailure(order)) return order;
    const page = ctx.page();
    const filters = { search: q.search, year: q.year, userId: q.user_id, evaluatorId: q.evaluator_id, status: q.status };
    const { rows, total } = await listPackages(ctx.db, ctx.tenant.id, filters, { order, limit: page.limit, offset: page.offset });
    return paged(await presentPackages(ctx.db, ctx.tenant.id, rows), page.meta(total));
  },

  createPackage: async (ctx) => {
    const input = await packageInput(ctx.db, ctx.tenant.id, ctx.user.id, ctx.body);
    if (isFailure(input)) return input;
    const id = await savePackage(ctx.db, ctx.tenant.id, null, input.fields, input.assigned, ctx.now());
    const out = id === null ? null : await presentOne(ctx.db, ctx.tenant.id, id);
    return out ? created(out) : notFound();
  },

  makeAnnualEvaluationSheetsVisible: async (ctx) => {
    const updated = await makeYearVisible(ctx.db, ctx.tenant.id, ctx.body.year, ctx.now());
    return ok({ year: ctx.body.year, updated_count: updated });
  },

  getPackage: async (ctx) => {
    const out = await presentOne(ctx.db, ctx.tenant.id, ctx.params.id);
    return out ? ok(out) : notFound();
  },

  updatePackage: async (ctx) => {
    const row = await findPackage(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    const assigned = (await goalsOf(ctx.db, ctx.tenant.id, [row.id])).get(row.id) ?? [];
    const current = { evaluatorId: row.evaluatorId, weights: new Map(assigned.map((goal) => [goal.goalId, goal.weight] as const)) };
    const input = await packageInput(ctx.db, ctx.tenant.id, ctx.user.id, ctx.body, current);
    if (isFailure(input)) return input;
    await savePackage(ctx.db, ctx.tenant.id, ctx.params.id, input.fields, input.assigned, ctx.now());
    const out = await presentOne(ctx.db, ctx.tenant.id, ctx.params.id);
    return out ? ok(out) : notFound();
  },

  deletePackage: async (ctx) => {
    const row = await findPackage(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    await deleteAllMedia(ctx.db, ctx.config, { tenantId: ctx.tenant.id, ownerType: PACKAGE_MEDIA, ownerId: row.id });
    return (await deletePackage(ctx.db, ctx.tenant.id, row.id)) ? noContent() : notFound();
  },

  confirmPackageAcknowledgment: async (ctx) => {
    const row = await findPackage(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    if (row.userId !== ctx.user.id) return forbidden('Only the assignee of the package can confirm the acknowledgement.');
    if (row.acknowledgedAt !== null) return conflict('The acknowledgement has already been confirmed.');
    await confirmAcknowledgement(ctx.db, ctx.tenant.id, row.id, ctx.now());
    const out = await presentOne(ctx.db, ctx.tenant.id, row.id);
    return out ? ok(out) : notFound();
  },

  getPackageGoal: async (ctx) => {
    const row = await findPackage(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    const goal = (await goalsOf(ctx.db, ctx.tenant.id, [row.id])).get(row.id)?.find((g) => g.goalId === ctx.params.goalId);
    if (!goal) return notFound();
    const { rows } = await evaluationsOf(ctx.db, ctx.tenant.id, row.id, { goalId: goal.goalId });
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

  listPackageEvaluations: async (ctx) => {
    const row = await findPackage(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    const page = ctx.page();
    const { rows, total } = await evaluationsOf(ctx.db, ctx.tenant.id, row.id, { goalId: ctx.query.goal_id, limit: page.limit, offset: page.offset });
    return paged(await presentEvaluations(ctx.db, ctx.tenant.id, rows), page.meta(total));
  },

  createPackageEvaluation: async (ctx) => {
    const row = await findPackage(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    const { goal_id: goalId, rating_id: ratingId } = ctx.body;
    const assigned = (await goalsOf(ctx.db, ctx.tenant.id, [row.id])).get(row.id) ?? [];
    if (!assigned.some((g) => g.goalId === goalId)) return invalidField('goal_id', 'The goal is not assigned by this package.');
    if (!(await findRating(ctx.db, ctx.tenant.id, ratingId))) return invalidField('rating_id', 'The selected rating_id is invalid.');
    if (await evaluationExists(ctx.db, ctx.tenant.id, row.id, goalId)) return conflict('The goal has already been evaluated in this package.');
    const values = { packageId: row.id, goalId, ratingId, score: ctx.body.score ?? null, notes: ctx.body.notes ?? null, evaluatorId: ctx.user.id };
    const id = await insertEvaluation(ctx.db, ctx.tenant.id, values, ctx.now());
    const { rows } = await evaluationsOf(ctx.db, ctx.tenant.id, row.id, { goalId });
    const ev = rows.find((r) => r.id === id);
    if (!ev) return notFound();
    const [out] = await presentEvaluations(ctx.db, ctx.tenant.id, [ev]);
    return created(out);
  },

  deletePackageEvaluation: async (ctx) => {
    const row = await findPackage(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    return (await deleteEvaluation(ctx.db, ctx.tenant.id, row.id, ctx.params.evaluationId)) ? noContent() : notFound();
  },

  getPackageEvaluationSheet: async (ctx) => {
    const row = await findPackage(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!row) return notFound();
    const access = sheetAccess(row, { userId: ctx.user.id, canManage: ctx.can('packages.management') });
    if (access === 'notVisibleYet') return forbidden('The evaluation sheet is not visible yet.');
    if (access === 'notAllowed') return forbidden('Only the evaluator, the assignee and managers can read the evaluation sheet.');
    const [goals, evaluations, scale, people] = await Promise.all([
      goalsOf(ctx.db, ctx.tenant.id, [row.id]),
      evaluationsOf(ctx.db, ctx.tenant.id, row.id),
      listRatings(ctx.db, ctx.tenant.id),
      userSummaries(ctx.db, ctx.tenant.id, [row.userId, row.evaluatorId]),
    ]);
    const none = { id: 0, name: '', email: '', avatar_url: null };
    const who = { user: people.get(row.userId) ?? { ...none, id: row.userId }, evaluator: people.get(row.evaluatorId) ?? { ...none, id: row.evaluatorId } };
    return ok(evaluationSheet(row, who, goals.get(row.id) ?? [], evaluations.rows, scale.rows));
  },

  uploadPackageMedia: media.upload,
  renamePackageMedia: media.rename,
  downloadPackageMedia: media.download,
} satisfies HandlerMap;

