import { and, count, eq, isNotNull, isNull, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { setupSteps, users } from '../../db/schema/core.ts';
import { companyIdentities } from '../../db/schema/company.ts';
import { imports } from '../../db/schema/imports.ts';
import { ok, type HandlerMap } from '../../http/handler.ts';

// The first-run checklist (issue 33): each step is saved on its own the moment the administrator marks it, so a
// checklist left halfway (or a crash between steps) resumes where it was. The import step is done by a finished
// import or by skipping it (marked done with nothing imported: `hints.imports` tells the two apart).

export const SETUP_STEPS = ['identity', 'workspace', 'colleagues', 'import', 'dashboard', 'finished'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

async function setupState(db: Db, tenantId: number) {
  const done = await db.select({ step: setupSteps.step, doneAt: setupSteps.doneAt }).from(setupSteps).where(eq(setupSteps.tenantId, tenantId));
  const at = new Map(done.map((d) => [d.step, d.doneAt]));
  const [identity] = await db
    .select({ n: count() })
    .from(companyIdentities)
    .where(and(eq(companyIdentities.tenantId, tenantId), isNotNull(companyIdentities.vatNumber)));
  const [people] = await db.select({ n: count() }).from(users).where(eq(users.tenantId, tenantId));
  // Importing is done by importing: a finished import that was not undone counts, from when the first one ended,
  // without the administrator marking it (the import is committed, so a crash after it loses nothing either).
  const [imported] = await db
    .select({ n: count(), first: min(imports.finishedAt) })
    .from(imports)
    // One that wrote nothing (every row rejected, in skip-bad-rows) brought no data in: it neither does the step
    // nor counts among the imports completed.
    .where(
      and(
        eq(imports.tenantId, tenantId),
        eq(imports.status, 'done'),
        isNull(imports.undoneAt),
        sql`(${imports.counts} is null or coalesce((${imports.counts}->>'created')::int, 0) + coalesce((${imports.counts}->>'updated')::int, 0) > 0)`,
      ),
    );
  const importCount = imported?.n ?? 0;
  if (importCount > 0 && !at.has('import')) at.set('import', imported?.first ?? '');
  return {
    steps: SETUP_STEPS.filter((s) => s !== 'finished').map((step) => ({ step, done: at.has(step), done_at: at.get(step) || null })),
    finished: at.has('finished'),
    hints: { identity_has_vat_number: (identity?.n ?? 0) > 0, users: people?.n ?? 0, imports: importCount },
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
