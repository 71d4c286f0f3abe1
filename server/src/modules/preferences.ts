import { created, invalidField, noContent, notFound, ok, paged, type HandlerMap } from '../http/handler.ts';
import { PREFERENCE_SCHEMAS, valueProblem } from '../settings/schema.ts';
import { message } from '../i18n/message.ts';
import { deletePreference, getPreference, listPreferences, presentPreference, setPreference } from '../keyValue/preferences.ts';

export const handlers = {
  listMyPreferences: async (ctx) => {
    const page = ctx.page();
    const { rows, total } = await listPreferences(ctx.db, ctx.tenant.id, ctx.user.id, { key: ctx.query.key, limit: page.limit, offset: page.offset });
    return paged(rows, page.meta(total));
  },

  setMyPreference: async (ctx) => {
    const { key, value } = ctx.body;
    // Null clears the preference (PreferenceInput), the same as deleting it.
    if (value === null) {
      await deletePreference(ctx.db, ctx.tenant.id, ctx.user.id, key);
      return ok({ key, value: null });
    }
    const problem = valueProblem(PREFERENCE_SCHEMAS, key, value);
    if (problem) return invalidField('value', problem);
    const { created: isNew } = await setPreference(ctx.db, ctx.tenant.id, ctx.user.id, key, value, ctx.now());
    const view = presentPreference({ key, value });
    return isNew ? created(view) : ok(view);
  },

  getMyPreference: async (ctx) => {
    const row = await getPreference(ctx.db, ctx.tenant.id, ctx.user.id, ctx.params.key);
    return row ? ok(presentPreference(row)) : notFound(message('preferences.notFound'));
  },

  deleteMyPreference: async (ctx) =>
    (await deletePreference(ctx.db, ctx.tenant.id, ctx.user.id, ctx.params.key)) ? noContent() : notFound(message('preferences.notFound')),
} satisfies HandlerMap;
