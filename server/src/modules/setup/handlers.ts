import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { setupSteps, users } from '../../db/schema/core.ts';
import { companyIdentities } from '../../db/schema/company.ts';
import { ok, type HandlerMap } from '../../http/handler.ts';

// The first-run checklist (issue 33): each step is saved on its own the moment the administrator marks it, so a
// checklist left halfway (or a crash between steps) resumes where it was.

export const SETUP_STEPS = ['identity', 'workspace', 'colleagues', 'dashboard', 'finished'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

async function setupState(db: Db, tenantId: number) {
  const done = await db.select({ step: setupSteps.step, doneAt: setupSteps.doneAt }).from(setupSteps).where(eq(setupSteps.tenantId, tenantId));
  const at = new Map(done.map((d) => [d.step, d.doneAt]));
  const [identity] = await db
    .select({ n: count() })
    .from(companyIdentities)
    .where(and(eq(companyIdentities.tenantId, tenantId), isNotNull(companyIdentities.vatNumber)));
  const [people] = await db.select({ n: count() }).from(users).where(eq(users.tenantId, tenantId));
  return {
    steps: SETUP_STEPS.filter((s) => s !== 'finished').map((step) => ({ step, done: at.has(step), done_at: at.get(step) ?? null })),
    finished: at.has('finished'),
    hints: { identity_has_vat_number: (identity?.n ?? 0) > 0, users: people?.n ?? 0 },
  };
}

export const handlers = {
  getSetup: async (ctx) => ok(await setupState(ctx.db, ctx.tenant.id)),

  markSetupStep: async (ctx) => {
    const { step } = ctx.params;
    if (ctx.body.done) {
      await ctx.db.insert(setupSteps).values({ tenantId: ctx.tenant.id, step, doneAt: ctx.now(), doneBy: ctx.user.id }).onConflictDoNothing();
    } else {
      await ctx.db.delete(setupSteps).where(and(eq(setupSteps.tenantId, ctx.tenant.id), eq(setupSteps.step, step)));
    }
    return ok(await setupState(ctx.db, ctx.tenant.id));
  },
} satisfies HandlerMap;
