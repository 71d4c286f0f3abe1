import { and, eq } from 'drizzle-orm';
import { hashToken, newToken } from '../../auth/tokens.ts';
import { calendarFeeds, calendarSubscriptions } from '../../db/schema/calendars.ts';
import { users } from '../../db/schema/core.ts';
import { binary, created, noContent, notFound, ok, type HandlerMap } from '../../http/handler.ts';
import { addMinutesToWallClock } from '../../time.ts';
import { isMasked } from '../events/present.ts';
import { listEvents } from '../events/repository.ts';
import { ensurePrimaryCalendar } from './repository.ts';
import { icsDocument } from './icsFeed.ts';
import { userLanguage } from '../../i18n/recipient.ts';

// The private, revocable iCalendar address of each user (issue 13; contract getMyCalendarFeed, enableMyCalendarFeed,
// revokeMyCalendarFeed, getCalendarFeed).

const PAST_DAYS = 90;
const FUTURE_DAYS = 366;
const FEED_EVENTS_LIMIT = 5000;

const feedUrl = (request: Request, token: string): string => {
  const url = new URL(request.url);
  const host = request.headers.get('host') ?? url.host;
  return `${url.protocol}//${host}/api/calendar-feeds/${token}`;
};

export const handlers = {
  getMyCalendarFeed: async (ctx) => {
    const [row] = await ctx.db
      .select({ createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.tenantId, ctx.tenant.id), eq(calendarFeeds.userId, ctx.user.id)));
    return ok({ enabled: row !== undefined, created_at: row?.createdAt ?? null });
  },

  enableMyCalendarFeed: async (ctx) => {
    const token = newToken();
    const now = ctx.now();
    // One address per user: a new one replaces the old, which stops working at once.
    await ctx.db
      .insert(calendarFeeds)
      .values({ tenantId: ctx.tenant.id, userId: ctx.user.id, tokenHash: hashToken(token), createdAt: now })
      .onConflictDoUpdate({ target: [calendarFeeds.tenantId, calendarFeeds.userId], set: { tokenHash: hashToken(token), createdAt: now } });
    return created({ enabled: true, created_at: now, token, url: feedUrl(ctx.request, token) });
  },

  revokeMyCalendarFeed: async (ctx) => {
    await ctx.db.delete(calendarFeeds).where(and(eq(calendarFeeds.tenantId, ctx.tenant.id), eq(calendarFeeds.userId, ctx.user.id)));
    return noContent();
  },

  getCalendarFeed: async (ctx) => {
    const tenantId = ctx.tenant.id;
    const [feed] = await ctx.db
      .select({ userId: calendarFeeds.userId, name: users.name })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId))
      .where(and(eq(calendarFeeds.tenantId, tenantId), eq(calendarFeeds.tokenHash, hashToken(ctx.params.token)), eq(users.status, 'active')));
    if (!feed) return notFound();
    await ensurePrimaryCalendar(ctx.db, tenantId, feed.userId);
    const subscribed = await ctx.db
      .select({ id: calendarSubscriptions.calendarId })
      .from(calendarSubscriptions)
      .where(and(eq(calendarSubscriptions.tenantId, tenantId), eq(calendarSubscriptions.userId, feed.userId)));
    const today = `${ctx.now().slice(0, 10)} 00:00:00`;
    const { rows } =
      subscribed.length === 0
        ? { rows: [] }
        : await listEvents(
            ctx.db,
            tenantId,
            { calendarIds: subscribed.map((s) => s.id), start: addMinutesToWallClock(today, -PAST_DAYS * 1440), end: addMinutesToWallClock(today, FUTURE_DAYS * 1440) },
            FEED_EVENTS_LIMIT,
            0,
          );
    // The feed is read by its owner's calendar app, without a session: worded in the owner's language.
    const language = await userLanguage(ctx.db, ctx.tenant, feed.userId, ctx.request.headers.get('accept-language'));
    const body = icsDocument({
      name: `Bottega · ${feed.name}`,
      language,
      timeZone: ctx.tenant.timezone,
      host: `${ctx.tenant.slug}.bottega`,
      events: rows.map((r) => ({ event: r.event, masked: isMasked(r.event, feed.userId, r.calendarOwnerId) })),
    });
    return binary(
      new Response(body, {
        status: 200,
        headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, max-age=300', 'Content-Disposition': 'inline; filename="bottega.ics"' },
      }),
    );
  },
} satisfies HandlerMap;
