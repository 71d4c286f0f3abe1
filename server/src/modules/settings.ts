import { created, noContent, notFound, ok, paged, type HandlerMap } from '../http/handler.ts';
import { deleteSetting, getSetting, listSettings, setSetting } from '../keyValue/settings.ts';

export const handlers = {
  listSettings: async (ctx) => {
    const page = ctx.page();
    const { rows, total } = await listSettings(ctx.db, ctx.tenant.id, { limit: page.limit, offset: page.offset });
    return paged(rows, page.meta(total));
  },

  setSetting: async (ctx) => {
    const { key, value } = ctx.body;
    if (value === null) {
      await deleteSetting(ctx.db, ctx.tenant.id, key);
      return ok({ key, value: null });
    }
    const { created: isNew } = await setSetting(ctx.db, ctx.tenant.id, key, value, ctx.now());
    // Settings such as modules.hidden and timezone change how the pipeline treats this tenant's next request: the
    // tenant directory is a generation cache, so the write itself makes the next request read them again.
    return isNew ? created({ key, value }) : ok({ key, value });
  },

  getSetting: async (ctx) => {
    const row = await getSetting(ctx.db, ctx.tenant.id, ctx.params.key);
    return row ? ok(row) : notFound('Setting not found.');
  },

  deleteSetting: async (ctx) => {
    const removed = await deleteSetting(ctx.db, ctx.tenant.id, ctx.params.key);
    return removed ? noContent() : notFound('Setting not found.');
  },
} satisfies HandlerMap;
