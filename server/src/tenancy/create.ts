import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { rolePermissions, roles, tenantSettings, tenants, users } from '../db/schema/core.ts';
import { ratings } from '../db/schema/evaluator.ts';
import { ROLES } from '../db/seed/run.ts';
import { permissionsFor } from '../db/seed/rolePermissions.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PermissionEntry } from '../permissions/catalogue.ts';
import { MENU_MODULES } from '../permissions/modules.ts';
import { STANDARD_RATINGS } from '../modules/ratings/scale.ts';
import { inviteUser, joinLink } from '../modules/users/invite.ts';
import { errResult, okResult, type Result } from '../result.ts';
import { wallClockAt } from '../time.ts';
import { LANGUAGES, isLanguage } from '../../../src/domain/constants/languages.ts';
import { HIDDEN_MODULES_KEY, TIMEZONE_KEY } from './settingKeys.ts';
import { emailProblem, slugProblem } from './slug.ts';

// A real company's own tenant (issue 33, `npm run tenant -- create`): the built-in roles with their permission sets,
// its module switches, language and time zone, the evaluators' rating scale, no demo rows; its first administrator is invited through the same
// invitation flow (and mail) as any user created in the app.

export type NewTenant = {
  readonly slug: string;
  readonly name: string;
  readonly adminEmail: string;
  readonly adminName?: string | undefined;
  readonly language?: string | undefined;
  readonly timezone?: string | undefined;
  /** Menu modules switched on; absent = all of them. */
  readonly modules?: readonly string[] | undefined;
};

export type CreatedTenant = { readonly id: number; readonly slug: string; readonly joinLink: string; readonly outboxId: number | null };
export type CreateRefused = { readonly _tag: 'CreateRefused'; readonly message: string };

const refused = (message: string): Result<never, CreateRefused> => errResult({ _tag: 'CreateRefused', message });

function zoneProblem(zone: string): string | null {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return null;
  } catch {
    return `"${zone}" is not an IANA time zone (e.g. Europe/Rome).`;
  }
}

/** Checks everything the operator typed before anything is written; the first problem found is the answer. */
export function newTenantProblem(input: NewTenant): string | null {
  const known = Object.keys(MENU_MODULES);
  const unknown = (input.modules ?? []).filter((m) => !known.includes(m));
  return (
    slugProblem(input.slug) ??
    (input.name.trim() === '' ? 'The tenant name is empty: give --name "Company name".' : null) ??
    emailProblem(input.adminEmail) ??
    (input.language !== undefined && !isLanguage(input.language) ? `--language must be one of ${LANGUAGES.join(', ')}, got "${input.language}".` : null) ??
    (input.timezone !== undefined ? zoneProblem(input.timezone) : null) ??
    (unknown.length > 0 ? `Unknown module(s): ${unknown.join(', ')}. Known modules: ${known.join(', ')}.` : null)
  );
}

export async function createTenant(
  deps: { db: Db; config: Config; mailer: Mailer; catalogue: readonly PermissionEntry[] },
  input: NewTenant,
): Promise<Result<CreatedTenant, CreateRefused>> {
  const problem = newTenantProblem(input);
  if (problem) return refused(problem);
  const { db, config, mailer, catalogue } = deps;
  const [taken] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, input.slug)).limit(1);
  if (taken) return refused(`The slug "${input.slug}" is taken by another tenant: choose another one.`);

  const timezone = input.timezone ?? 'Europe/Rome';
  const now = wallClockAt(timezone);
  const email = input.adminEmail.trim().toLowerCase();
  const adminName = input.adminName?.trim() || email.split('@')[0] || email;
  const hidden = input.modules ? Object.keys(MENU_MODULES).filter((m) => !input.modules?.includes(m)) : [];

  const created = await db.transaction(async (tx) => {
    const [tenant] = await tx.insert(tenants).values({ slug: input.slug, name: input.name.trim(), timezone, createdAt: now }).returning({ id: tenants.id });
    if (!tenant) throw new Error('tenant insert returned no row');
    const language = input.language !== undefined && isLanguage(input.language) ? input.language : 'it';
    const settings: Record<string, unknown> = { [TIMEZONE_KEY]: timezone, language };
    if (hidden.length > 0) settings[HIDDEN_MODULES_KEY] = hidden;
    await tx.insert(tenantSettings).values(Object.entries(settings).map(([key, value]) => ({ tenantId: tenant.id, key, value, updatedAt: now })));
    let adminRoleId = 0;
    for (const role of ROLES) {
      const [r] = await tx.insert(roles).values({ tenantId: tenant.id, name: role.name, label: role.label, createdAt: now, updatedAt: now }).returning({ id: roles.id });
      if (!r) throw new Error('role insert returned no row');
      if (role.name === 'admin') adminRoleId = r.id;
      const perms = permissionsFor(role.name, catalogue);
      if (perms.length > 0) await tx.insert(rolePermissions).values(perms.map((permission) => ({ tenantId: tenant.id, roleId: r.id, permission })));
    }
    await tx.insert(ratings).values(STANDARD_RATINGS.map((r) => ({ tenantId: tenant.id, value: r.value, label: r.label[language], color: r.color })));
    // Unregistered until the invitation is accepted, like every invited user (modules/users).
    await tx.insert(users).values({ tenantId: tenant.id, name: adminName, email, roleId: adminRoleId, status: 'unregistered', createdAt: now, updatedAt: now });
    return { id: tenant.id, adminRoleId };
  });

  // After the commit: the mail is captured in the outbox (and sent) like any invitation; a mail server that fails
  // leaves the tenant and the printed link usable.
  const tenantInfo = { id: created.id, slug: input.slug, name: input.name.trim(), avatarUrl: null, faviconUrl: null, timezone, settings: new Map<string, unknown>(), hiddenModules: new Set(hidden) };
  const sent: { outboxId: number | null } = { outboxId: null };
  const countingMailer: Mailer = {
    async send(d, tenantId, msg) {
      const result = await mailer.send(d, tenantId, msg);
      sent.outboxId = result.outboxId;
      return result;
    },
  };
  const token = await inviteUser({ db, config, mailer: countingMailer, tenant: tenantInfo, now }, { email, name: adminName, roleId: created.adminRoleId }, { id: null, name: 'Bottega' });
  return okResult({ id: created.id, slug: input.slug, joinLink: joinLink(config, input.slug, token), outboxId: sent.outboxId });
}
