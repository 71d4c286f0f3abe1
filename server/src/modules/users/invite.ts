import { appUrl } from '../../http/publicUrl.ts';
import { createInvitation } from '../../auth/invitations.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { TenantInfo } from '../../http/context.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { senderOf } from '../../mail/sender.ts';
import { message } from '../../i18n/message.ts';
import { tenantLanguage } from '../../i18n/recipient.ts';
import { renderMessage } from '../../i18n/render.ts';

// The invitation every created user receives (contract createUser): a join link valid 7 days.

export function joinLink(config: Config, tenantSlug: string, invitationId: string): string {
  return appUrl(config, tenantSlug, `/join/${invitationId}`);
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export type Invitee = { readonly email: string; readonly name: string; readonly roleId: number | null };
/** `id` null: the platform itself (the first administrator of a tenant created from the command line). */
export type Inviter = { readonly id: number | null; readonly name: string };

export async function inviteUser(
  deps: { db: Db; config: Config; mailer: Mailer; tenant: TenantInfo; now: string },
  invitee: Invitee,
  inviter: Inviter,
): Promise<string> {
  const { db, config, mailer, tenant, now } = deps;
  const token = await createInvitation(db, {
    tenantId: tenant.id,
    email: invitee.email,
    name: invitee.name,
    roleId: invitee.roleId,
    invitedBy: inviter.id,
    now,
  });
  const link = joinLink(config, tenant.slug, token);
  // The invitee has no account, hence no preference yet: the tenant's language. Gender-neutral ("hai ricevuto un invito").
  const language = tenantLanguage(tenant);
  const say = (key: string, params?: Record<string, string | number>): string => renderMessage(message(`mail.invitation.${key}`, params), language);
  const body = { inviter: inviter.name, tenant: tenant.name, days: 7 };
  await mailer.send(db, tenant.id, {
    ...senderOf(tenant),
    to: invitee.email,
    subject: say('subject', { tenant: tenant.name }),
    text: `${say('greeting', { name: invitee.name })}\n\n${say('body', body)}\n${link}\n`,
    html: `<p>${escapeHtml(say('greeting', { name: invitee.name }))}</p><p>${escapeHtml(say('body', body))}</p><p><a href="${link}">${link}</a></p>`,
  });
  return token;
}
