import { appUrl } from '../../http/publicUrl.ts';
import { createInvitation } from '../../auth/invitations.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { TenantInfo } from '../../http/context.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { senderOf } from '../../mail/sender.ts';

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
  await mailer.send(db, tenant.id, {
    ...senderOf(tenant),
    to: invitee.email,
    subject: `${tenant.name}: sei stato invitato su Bottega`,
    text: `Ciao ${invitee.name},\n\n${inviter.name} ti ha invitato su ${tenant.name}. Per attivare il tuo account scegli una password da questo link entro 7 giorni:\n${link}\n`,
    html: `<p>Ciao ${escapeHtml(invitee.name)},</p><p>${escapeHtml(inviter.name)} ti ha invitato su ${escapeHtml(tenant.name)}. Per attivare il tuo account scegli una password da questo link entro 7 giorni:</p><p><a href="${link}">${link}</a></p>`,
  });
  return token;
}
