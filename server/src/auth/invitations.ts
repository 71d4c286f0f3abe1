import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { invitations, tenants, users } from '../db/schema/core.ts';
import { wallClockAt } from '../time.ts';
import { hashPassword } from './passwordHash.ts';
import { newToken } from './tokens.ts';

export type InvitationStatus = 'pending' | 'accepted' | 'expired';

export type InvitationView = {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly tenant: { readonly slug: string; readonly name: string; readonly avatar_url: string | null };
  readonly inviter_name: string | null;
  readonly status: InvitationStatus;
  readonly expires_at: string;
};

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Creates an invitation for a (new, `unregistered`) user; the users module calls it and mails the link. */
export async function createInvitation(
  db: Db,
  input: { tenantId: number; email: string; name: string; roleId: number | null; invitedBy: number | null; now: string },
): Promise<string> {
  const token = newToken();
  await db.insert(invitations).values({
    tenantId: input.tenantId,
    token,
    email: input.email.trim().toLowerCase(),
    name: input.name,
    roleId: input.roleId,
    invitedBy: input.invitedBy,
    createdAt: input.now,
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });
  return token;
}

async function load(db: Db, tenantId: number, token: string) {
  const [row] = await db
    .select({
      id: invitations.id,
      token: invitations.token,
      email: invitations.email,
      name: invitations.name,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
      inviterName: users.name,
      tenantSlug: tenants.slug,
      tenantName: tenants.name,
      tenantAvatar: tenants.avatarUrl,
    })
    .from(invitations)
    .innerJoin(tenants, eq(tenants.id, invitations.tenantId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.token, token)))
    .limit(1);
  return row ?? null;
}

const statusOf = (row: { acceptedAt: Date | null; expiresAt: Date }): InvitationStatus =>
  row.acceptedAt ? 'accepted' : row.expiresAt.getTime() <= Date.now() ? 'expired' : 'pending';

export async function findInvitation(db: Db, tenantId: number, timezone: string, token: string): Promise<InvitationView | null> {
  const row = await load(db, tenantId, token);
  if (!row) return null;
  return {
    id: row.token,
    email: row.email,
    name: row.name ?? '',
    tenant: { slug: row.tenantSlug, name: row.tenantName, avatar_url: row.tenantAvatar },
    inviter_name: row.inviterName,
    status: statusOf(row),
    expires_at: wallClockAt(timezone, row.expiresAt),
  };
}

export type AcceptOutcome =
  | { readonly _tag: 'Accepted'; readonly userId: number }
  | { readonly _tag: 'Missing' }
  | { readonly _tag: 'NotPending'; readonly status: InvitationStatus };

export async function acceptInvitation(
  db: Db,
  tenantId: number,
  token: string,
  input: { password: string; name?: string | undefined; now: string },
): Promise<AcceptOutcome> {
  const row = await load(db, tenantId, token);
  if (!row) return { _tag: 'Missing' };
  const status = statusOf(row);
  if (status !== 'pending') return { _tag: 'NotPending', status };
  const [user] = await db.select({ id: users.id, status: users.status }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.email, row.email))).limit(1);
  if (!user) return { _tag: 'Missing' };
  const passwordHash = await hashPassword(input.password);
  const accepted = await db.transaction(async (tx) => {
    // Claim the invitation first so two concurrent accepts cannot both set a password.
    const claimed = await tx
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(and(eq(invitations.id, row.id), isNull(invitations.acceptedAt)))
      .returning({ id: invitations.id });
    if (claimed.length === 0) return false;
    await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: input.now,
        ...(input.name ? { name: input.name } : {}),
        ...(user.status === 'unregistered' ? { status: 'active' } : {}),
      })
      .where(eq(users.id, user.id));
    return true;
  });
  return accepted ? { _tag: 'Accepted', userId: user.id } : { _tag: 'NotPending', status: 'accepted' };
}
