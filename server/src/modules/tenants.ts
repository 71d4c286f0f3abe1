import { ok, type HandlerMap } from '../http/handler.ts';

export const handlers = {
  // The pipeline already answered 404 for an unknown host, so reaching here means the tenant exists.
  getCurrentTenant: async (ctx) =>
    ok({ slug: ctx.tenant.slug, name: ctx.tenant.name, avatar_url: ctx.tenant.avatarUrl, favicon_url: ctx.tenant.faviconUrl }),
} satisfies HandlerMap;
