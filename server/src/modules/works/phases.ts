import type { Schema } from '../../http/operationTypes.ts';
import { and, asc, count, eq, gt, gte, lt, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workPhases } from '../../db/schema/works.ts';
import { created, invalidField, noContent, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { findWork } from './repository.ts';
import { message } from '../../i18n/message.ts';

// Phases of a work (contract tag `phases`): ordered by a dense 1-based `position` that inserts, moves and
// deletes keep without gaps.

type PhaseRow = typeof workPhases.$inferSelect;

const presentPhase = (p: PhaseRow): Schema<'Phase'> => ({
  id: p.id,
  work_id: p.workId,
  name: p.name,
  description: p.description,
  position: p.position,
  status: p.status,
  start_date: p.startDate,
  end_date: p.endDate,
  created_at: p.createdAt,
  updated_at: p.updatedAt,
});

export const DATES_ORDER = message('works.endDateBeforeStart');

const ofWork = (tenantId: number, workId: number) => and(eq(workPhases.tenantId, tenantId), eq(workPhases.workId, workId));

async function findPhase(db: Db, tenantId: number, workId: number, id: number): Promise<PhaseRow | null> {
  const [row] = await db.select().from(workPhases).where(and(ofWork(tenantId, workId), eq(workPhases.id, id))).limit(1);
  return row ?? null;
}

async function lastPosition(db: Db, tenantId: number, workId: number): Promise<number> {
  const [row] = await db.select({ n: max(workPhases.position) }).from(workPhases).where(ofWork(tenantId, workId));
  return row?.n ?? 0;
}

export const handlers = {
  listWorkPhases: async (ctx) => {
    const work = await findWork(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!work) return notFound();
    const page = ctx.page();
    const where = ofWork(ctx.tenant.id, work.id);
    const rows = await ctx.db.select().from(workPhases).where(where).orderBy(asc(workPhases.position), asc(workPhases.id)).limit(page.limit).offset(page.offset);
    const [n] = await ctx.db.select({ n: count() }).from(workPhases).where(where);
    return paged(rows.map(presentPhase), page.meta(n?.n ?? 0));
  },

  createWorkPhase: async (ctx) => {
    const b = ctx.body;
    const work = await findWork(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!work) return notFound();
    if (b.start_date && b.end_date && b.end_date < b.start_date) return invalidField('end_date', DATES_ORDER);
    const now = ctx.now();
    const row = await ctx.db.transaction(async (tx) => {
      const last = await lastPosition(tx, ctx.tenant.id, work.id);
      // A position past the end means "last"; inside the list, later phases shift down by one.
      const position = b.position === undefined ? last + 1 : Math.min(b.position, last + 1);
      if (position <= last) {
        await tx
          .update(workPhases)
          .set({ position: sql`${workPhases.position} + 1` })
          .where(and(ofWork(ctx.tenant.id, work.id), gte(workPhases.position, position)));
      }
      const [made] = await tx
        .insert(workPhases)
        .values({
          tenantId: ctx.tenant.id,
          workId: work.id,
          name: b.name,
          description: b.description ?? null,
          position,
          status: b.status ?? 'todo',
          startDate: b.start_date ?? null,
          endDate: b.end_date ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return made;
    });
    return row ? created(presentPhase(row)) : notFound();
  },

  updateWorkPhase: async (ctx) => {
    const b = ctx.body;
    const work = await findWork(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!work) return notFound();
    const phase = await findPhase(ctx.db, ctx.tenant.id, work.id, ctx.params.phaseId);
    if (!phase) return notFound();
    const start = b.start_date !== undefined ? b.start_date : phase.startDate;
    const end = b.end_date !== undefined ? b.end_date : phase.endDate;
    if (start && end && end < start) return invalidField('end_date', DATES_ORDER);
    await ctx.db.transaction(async (tx) => {
      let position = phase.position;
      if (b.position !== undefined && b.position !== phase.position) {
        const last = await lastPosition(tx, ctx.tenant.id, work.id);
        position = Math.min(b.position, last);
        const scope = ofWork(ctx.tenant.id, work.id);
        if (position > phase.position) {
          await tx
            .update(workPhases)
            .set({ position: sql`${workPhases.position} - 1` })
            .where(and(scope, gt(workPhases.position, phase.position), lte(workPhases.position, position)));
        } else if (position < phase.position) {
          await tx
            .update(workPhases)
            .set({ position: sql`${workPhases.position} + 1` })
            .where(and(scope, gte(workPhases.position, position), lt(workPhases.position, phase.position)));
        }
      }
      await tx
        .update(workPhases)
        .set({
          position,
          ...(b.name !== undefined ? { name: b.name } : {}),
          ...(b.description !== undefined ? { description: b.description } : {}),
          ...(b.status !== undefined ? { status: b.status } : {}),
          ...(b.start_date !== undefined ? { startDate: b.start_date } : {}),
          ...(b.end_date !== undefined ? { endDate: b.end_date } : {}),
          updatedAt: ctx.now(),
        })
        .where(and(eq(workPhases.tenantId, ctx.tenant.id), eq(workPhases.id, phase.id)));
    });
    const after = await findPhase(ctx.db, ctx.tenant.id, work.id, phase.id);
    return after ? ok(presentPhase(after)) : notFound();
  },

  deleteWorkPhase: async (ctx) => {
    const work = await findWork(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!work) return notFound();
    const phase = await findPhase(ctx.db, ctx.tenant.id, work.id, ctx.params.phaseId);
    if (!phase) return notFound();
    await ctx.db.transaction(async (tx) => {
      await tx.delete(workPhases).where(and(eq(workPhases.tenantId, ctx.tenant.id), eq(workPhases.id, phase.id)));
      await tx
        .update(workPhases)
        .set({ position: sql`${workPhases.position} - 1` })
        .where(and(ofWork(ctx.tenant.id, work.id), gt(workPhases.position, phase.position)));
    });
    return noContent();
  },
} satisfies HandlerMap;
