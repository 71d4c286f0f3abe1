import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { checkThrottle, clearAccountFailures, recordFailure } from '../../auth/throttle.ts';
import { sectionAccesses, users } from '../../db/schema/core.ts';
import { created, invalidField, isFailure, notFound, ok, paged, type HandlerMap } from '../../http/handler.ts';
import { sectionWindowSeconds } from '../../config.ts';
import { orderBy } from '../../shared/listing/sort.ts';
import type { Db } from '../../db/client.ts';
import { sectionPasswordMatches } from './password.ts';
import { message } from '../../i18n/message.ts';
import { isValidAt, remainingSeconds, validUntil } from './validity.ts';

// Logins to password-protected sections (GET/POST /access).

export const WRONG_PASSWORD = message('sectionAccesses.wrongPassword');

/** Failed section logins share the sign-in throttle, under a key that cannot collide with an e-mail address. */
const throttleKey = (section: string, userId: number): string => `section:${section}#${userId}`;

function query(db: Db) {
  return db
    .select({ a: sectionAccesses, user: { id: users.id, name: users.name, email: users.email, avatar_url: users.avatarUrl } })
    .from(sectionAccesses)
    .innerJoin(users, eq(users.id, sectionAccesses.userId));
}

type Row = Awaited<ReturnType<ReturnType<typeof query>['where']>>[number];

const present = (r: Row, now: string, windowSeconds: number) => ({
  id: r.a.id,
  section: r.a.section,
  user: r.user,
  logged_in_at: r.a.loggedInAt,
  valid_until: validUntil(r.a.loggedInAt, windowSeconds),
  valid: isValidAt(r.a.loggedInAt, now, windowSeconds),
  remaining_seconds: remainingSeconds(r.a.loggedInAt, now, windowSeconds),
});

const ACCESS_SORTS = {
  id: sectionAccesses.id,
  section: sectionAccesses.section,
  logged_in_at: sectionAccesses.loggedInAt,
  user: users.name,
};

const byId = (tenantId: number, id: number) => and(eq(sectionAccesses.tenantId, tenantId), eq(sectionAccesses.id, id));

export const handlers = {
  listSectionAccesses: async (ctx) => {
    const order = orderBy(ctx.query.sort, ACCESS_SORTS, [desc(sectionAccesses.loggedInAt), desc(sectionAccesses.id)], sectionAccesses.id);
    if (isFailure(order)) return order;
    const page = ctx.page();
    const where: SQL | undefined = and(
      eq(sectionAccesses.tenantId, ctx.tenant.id),
      ctx.query.section !== undefined ? eq(sectionAccesses.section, ctx.query.section) : undefined,
      ctx.query.user_id !== undefined ? eq(sectionAccesses.userId, ctx.query.user_id) : undefined,
    );
    const rows = await query(ctx.db).where(where).orderBy(...order).limit(page.limit).offset(page.offset);
    const [counted] = await ctx.db.select({ n: count() }).from(sectionAccesses).where(where);
    const now = ctx.now();
    return paged(
      rows.map((r) => present(r, now, sectionWindowSeconds(ctx.config, ctx.tenant.slug))),
      page.meta(counted?.n ?? 0),
    );
  },

  createSectionAccess: async (ctx) => {
    const { section, password } = ctx.body;
    const key = throttleKey(section, ctx.user.id);
    const throttled = await checkThrottle(ctx.db, ctx.tenant.id, key, ctx.ip);
    if (throttled) return throttled;
    if (!(await sectionPasswordMatches(ctx.db, ctx.tenant.id, section, ctx.user.id, password))) {
      await recordFailure(ctx.db, ctx.tenant.id, key, ctx.ip);
      return invalidField('password', WRONG_PASSWORD);
    }
    await clearAccountFailures(ctx.db, ctx.tenant.id, key);
    const now = ctx.now();
    const [row] = await ctx.db
      .insert(sectionAccesses)
      .values({ tenantId: ctx.tenant.id, userId: ctx.user.id, section, loggedInAt: now })
      .returning({ id: sectionAccesses.id });
    const [view] = row ? await query(ctx.db).where(byId(ctx.tenant.id, row.id)).limit(1) : [];
    return view ? created(present(view, now, sectionWindowSeconds(ctx.config, ctx.tenant.slug))) : notFound();
  },

  getSectionAccess: async (ctx) => {
    const [row] = await query(ctx.db).where(byId(ctx.tenant.id, ctx.params.id)).limit(1);
    return row ? ok(present(row, ctx.now(), sectionWindowSeconds(ctx.config, ctx.tenant.slug))) : notFound();
  },
} satisfies HandlerMap;
