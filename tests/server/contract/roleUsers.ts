import { eq } from 'drizzle-orm';
import { issueTokens } from '../../../server/src/auth/issue.ts';
import { rolePermissions, roles, tenants, users } from '../../../server/src/db/schema/core.ts';
import type { TestServer } from '../harness.ts';

// Roles and users made straight in the database for the generated permission tests: a hundred roles through the
// API would cost a hundred invitations and password hashes; the rows are the same ones the roles API writes, and
// the tokens come from the server's own issuer.

export type RoleUser = { readonly roleId: number; readonly userId: number; readonly token: string };

export async function tenantIdOf(server: TestServer, slug: string): Promise<number> {
  const [row] = await server.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  if (!row) throw new Error(`no tenant ${slug}`);
  return row.id;
}

/** A role holding exactly `permissions`, and an active user with it, signed in. */
export async function createRoleUser(server: TestServer, tenantId: number, name: string, permissions: readonly string[]): Promise<RoleUser> {
  const { db } = server.database;
  const [role] = await db.insert(roles).values({ tenantId, name, label: name }).returning({ id: roles.id });
  if (!role) throw new Error(`role ${name} not created`);
  if (permissions.length > 0) await db.insert(rolePermissions).values(permissions.map((permission) => ({ tenantId, roleId: role.id, permission })));
  const email = `${name.replace(/[^a-z0-9]+/g, '.')}@example.it`;
  const [user] = await db.insert(users).values({ tenantId, name: `Prova ${name}`, email, roleId: role.id, status: 'active' }).returning({ id: users.id });
  if (!user) throw new Error(`user ${email} not created`);
  const tokens = await issueTokens(db, server.config, tenantId, user.id);
  return { roleId: role.id, userId: user.id, token: tokens.access_token };
}
