import { buildCatalogue } from '../permissions/catalogue.ts';
import { paged, type HandlerMap } from '../http/handler.ts';

export const handlers = {
  listPermissions: async (ctx) => {
    const search = ctx.query.search?.toLowerCase();
    const module = ctx.query.module;
    const rows = buildCatalogue(ctx.operations).filter(
      (p) => (!search || p.name.toLowerCase().includes(search)) && (!module || p.module === module),
    );
    // Spec §9: no default page size for permissions.
    const page = ctx.page(null);
    return paged(rows.slice(page.offset, page.offset + page.limit), page.meta(rows.length));
  },
} satisfies HandlerMap;
