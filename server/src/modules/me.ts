import { buildCatalogue } from '../permissions/catalogue.ts';
import { notFound, ok, type HandlerMap } from '../http/handler.ts';
import { loadUserView } from '../users/presentUser.ts';

// The signed-in user's own data (x-permission: self). The users module (CRUD) lives in users.ts.

/** The catalogue's names per contract: built once, not on every page load's permissions call (issue 36.2). */
const catalogueNames = new WeakMap<object, readonly string[]>();
const namesOf = (operations: Parameters<typeof buildCatalogue>[0]): readonly string[] => {
  let names = catalogueNames.get(operations);
  if (!names) catalogueNames.set(operations, (names = buildCatalogue(operations).map((e) => e.name)));
  return names;
};

export const handlers = {
  getMe: async (ctx) => {
    const view = await loadUserView(ctx.db, ctx.tenant.id, ctx.user.id);
    return view ? ok(view) : notFound();
  },

  listMyPermissions: async (ctx) => {
    // Admin: the whole catalogue; others: their role's keys. Either way minus the modules the tenant switched off.
    const candidates = ctx.user.isAdmin ? namesOf(ctx.operations) : [...ctx.user.permissions];
    return ok(candidates.filter((p) => ctx.can(p)).sort());
  },
} satisfies HandlerMap;
