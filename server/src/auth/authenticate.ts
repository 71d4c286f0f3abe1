import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessTokens, rolePermissions, roles, userPreferences, users } from '../db/schema/core.ts';
import { isLanguage } from '../../../src/domain/constants/languages.ts';
import type { AuthUser } from '../http/context.ts';

export const ADMIN_ROLE = 'admin';

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1] ?? null;
}

/** A valid access token's user, and when the token expires. */
export type AuthenticatedToken = { readonly user: AuthUser; readonly expiresAt: Date };

/**
 * The user owning a valid access token (given by its hash, tokens.ts) of this tenant, with their role's
 * permissions; null when the token is unknown, revoked, expired, issued by another tenant, or its user is no
 * longer active.
 */
export async function authenticate(db: Db, tenantId: number, tokenHash: string): Promise<AuthenticatedToken | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      status: users.status,
      roleId: users.roleId,
      role: roles.name,
      expiresAt: accessTokens.expiresAt,
      permissions: sql<string[] | null>`(select array_agg(${rolePermissions.permission}) from ${rolePermissions} where ${rolePermissions.roleId} = ${users.roleId})`,
      // The words of every answer, mail and document for this user; loaded with the session so it costs no query of its own.
      language: sql<unknown>`(select ${userPreferences.value} from ${userPreferences} where ${userPreferences.userId} = ${users.id} and ${userPreferences.key} = 'language')`,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(accessTokens.tokenHash, tokenHash),
        eq(accessTokens.tenantId, tenantId),
        eq(accessTokens.revoked, false),
        gt(accessTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row || row.status !== 'active') return null;
  const role = row.role ?? '';
  const user: AuthUser = {
    id: row.id,
    name: row.name,
    email: row.email,
    roleId: row.roleId,
    role,
    isAdmin: role === ADMIN_ROLE,
    permissions: new Set(row.permissions ?? []),
    language: isLanguage(row.language) ? row.language : null,
  };
  return { user, expiresAt: row.expiresAt };
}

export const GUEST: AuthUser = Object.freeze({
  id: 0,
  name: '',
  email: '',
  roleId: null,
  role: 'guest',
  isAdmin: false,
  permissions: new Set<string>(),
});
