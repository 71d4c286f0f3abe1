import { created, invalidField, noContent, notFound, ok, paged, type HandlerMap } from '../http/handler.ts';
import { deleteSetting, getSetting, listSettings, presentSetting, setSetting } from '../keyValue/settings.ts';
import { recordAudit } from '../audit/record.ts';
import { message } from '../i18n/message.ts';
import type { HandlerContext } from '../http/handler.ts';
import { PATRON_SAINT_SETTING } from '../../../src/domain/italianHolidays.ts';
import { recomputePendingHours } from './vacations/recompute.ts';
import { SETTING_SCHEMAS, valueProblem } from '../settings/schema.ts';

type AuditCtx = Pick<HandlerContext<'setSetting'>, 'db' | 'tenant' | 'user' | 'ip' | 'now'>;

async function audit(ctx: AuditCtx, key: string, before: unknown, after: unknown): Promise<void> {
  await recordAudit(ctx.db, {
    tenantId: ctx.tenant.id,
    actor: ctx.user,
    action: after === null ? 'setting.deleted' : 'setting.updated',
    ip: ctx.ip,
    now: ctx.now(),
    subject: { type: 'setting', id: null, label: key },
    changes: { [key]: { before, after } },
  });
}

/** The stored value of a setting before a change (null when unset). */
const valueOf = async (ctx: AuditCtx, key: string): Promise<unknown> => (await getSetting(ctx.db, ctx.tenant.id, key))?.value ?? null;

export const handlers = {
  listSettings: async (ctx) => {
    const page = ctx.page();
    const { rows, total } = await listSettings(ctx.db, ctx.tenant.id, { limit: page.limit, offset: page.offset });
    return paged(rows, page.meta(total));
  },

  setSetting: async (ctx) => {
    const { key, value } = ctx.body;
    // Beyond the contract's shapes: a zone the runtime knows, a day that exists… (settings/schema.ts). Null clears.
    const problem = value === null ? null : valueProblem(SETTING_SCHEMAS, key, value);
    if (problem) return invalidField('value', problem);
    const before = await valueOf(ctx, key);
    if (value === null) {
      if (await deleteSetting(ctx.db, ctx.tenant.id, key)) await audit(ctx, key, before, null);
      if (key === PATRON_SAINT_SETTING) await recomputePendingHours(ctx.db, ctx.tenant.id, ctx.now());
      return ok({ key, value: null });
    }
    const { created: isNew } = await setSetting(ctx.db, ctx.tenant.id, key, value, ctx.now());
    if (JSON.stringify(before) !== JSON.stringify(value)) await audit(ctx, key, before, value);
    // A new patron saint changes which days are working time: pending requests get their hours again.
    if (key === PATRON_SAINT_SETTING && JSON.stringify(before) !== JSON.stringify(value)) await recomputePendingHours(ctx.db, ctx.tenant.id, ctx.now());
    // Settings such as modules.hidden and timezone change how the pipeline treats this tenant's next request: the
    // tenant directory is a generation cache, so the write itself makes the next request read them again.
    return isNew ? created({ key, value }) : ok({ key, value });
  },

  getSetting: async (ctx) => {
    const row = await getSetting(ctx.db, ctx.tenant.id, ctx.params.key);
    return row ? ok(presentSetting(row)) : notFound(message('settings.notFound'));
  },

  deleteSetting: async (ctx) => {
    const before = await valueOf(ctx, ctx.params.key);
    const removed = await deleteSetting(ctx.db, ctx.tenant.id, ctx.params.key);
    if (removed) await audit(ctx, ctx.params.key, before, null);
    if (removed && ctx.params.key === PATRON_SAINT_SETTING) await recomputePendingHours(ctx.db, ctx.tenant.id, ctx.now());
    return removed ? noContent() : notFound(message('settings.notFound'));
  },
} satisfies HandlerMap;
