import { buildCatalogue } from '../permissions/catalogue.ts';
import { notFound, ok, type HandlerMap } from '../http/handler.ts';
import { loadUserView } from '../users/presentUser.ts';

// The signed-in user's own data (x-permission: self). The users module (CRUD) lives in users.ts.

export const handlers = {
  getMe: async (ctx) => {
    const view = await loadUserView(ctx.db, ctx.tenant.id, ctx.user.id);
    return view ? ok(view) : notFound();
  },

  listMyPermissions: async (ctx) => {
    // Admin: the whole catalogue; others: their role's keys. Either way minus the modules the tenant switched off.
    const candidates = ctx.user.isAdmin ? buildCatalogue(ctx.operations).map((e) => e.name) : [...ctx.user.permissions];
    return ok(candidates.filter((p) => ctx.can(p)).sort());
  },
} satisfies HandlerMap;
