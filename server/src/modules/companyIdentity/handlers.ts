import { isFailure, ok, type HandlerMap } from '../../http/handler.ts';
import { recordAudit } from '../../audit/record.ts';
import { companyIdentityChange } from './input.ts';
import { presentCompanyIdentity } from './present.ts';
import { findCompanyIdentity, saveCompanyIdentity } from './repository.ts';

export const handlers = {
  getCompanyIdentity: async (ctx) => ok(presentCompanyIdentity(await findCompanyIdentity(ctx.db, ctx.tenant.id))),

  updateCompanyIdentity: async (ctx) => {
    const current = await findCompanyIdentity(ctx.db, ctx.tenant.id);
    const change = companyIdentityChange(current, ctx.body);
    if (isFailure(change)) return change;
    await saveCompanyIdentity(ctx.db, ctx.tenant.id, change, ctx.now());
    // The logo's bytes stay out of the audit trail: that it changed is what matters.
    const changes = Object.fromEntries(
      Object.entries(change)
        .filter(([key, value]) => (current as Record<string, unknown>)[key] !== value)
        .map(([key, value]) => [key, key === 'logo' ? { before: current.logo ? 'logo' : null, after: value ? 'logo' : null } : { before: (current as Record<string, unknown>)[key] ?? null, after: value }]),
    );
    if (Object.keys(changes).length > 0) {
      await recordAudit(ctx.db, { tenantId: ctx.tenant.id, actor: ctx.user, action: 'setting.updated', ip: ctx.ip, now: ctx.now(), subject: { type: 'setting', id: null, label: 'company' }, changes });
    }
    return ok(presentCompanyIdentity(await findCompanyIdentity(ctx.db, ctx.tenant.id)));
  },
} satisfies HandlerMap;
