import { and, asc, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rolePermissions, roles, users } from '../../db/schema/core.ts';
import { isFailure, type Failure } from '../../http/failure.ts';
import type { Pagination } from '../../http/pagination.ts';
import type { PermissionEntry } from '../../permissions/catalogue.ts';
import { searchAny } from '../../shared/listing/search.ts';
import { orderBy } from '../../shared/listing/sort.ts';
import { ADMIN, isBuiltIn } from './rules.ts';

export type RoleRow = typeof roles.$inferSelect;

const SORTS = { name: roles.name, label: roles.label, created_at: roles.createdAt, updated_at: roles.updatedAt, id: roles.id };

export async function findRoleRow(db: Db, tenantId: number, id: number): Promise<RoleRow | null> {
  const [row] = await db.select().from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, id))).limit(1);
  return row ?? null;
}

export async function nameTaken(db: Db, tenantId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.name, name), exceptId !== undefined ? ne(roles.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function usersCount(db: Db, tenantId: number, roleId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.roleId, roleId)));
  return row?.n ?? 0;
}

export async function setPermissions(db: Db, tenantId: number, roleId: number, permissions: readonly string[]): Promise<void> {
  await db.delete(rolePermissions).where(and(eq(rolePermissions.tenantId, tenantId), eq(rolePermissions.roleId, roleId)));
  if (permissions.length > 0) await db.insert(rolePermissions).values(permissions.map((permission) => ({ tenantId, roleId, permission })));
}

/** Roles → wire Role; the admin role shows the whole catalogue, which it holds without storing it. */
export async function presentRoles(db: Db, tenantId: number, rows: readonly RoleRow[], catalogue: readonly PermissionEntry[]) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const perms = await db
    .select({ roleId: rolePermissions.roleId, permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.tenantId, tenantId), inArray(rolePermissions.roleId, ids)))
    .orderBy(asc(rolePermissions.permission));
  const counts = await db
    .select({ roleId: users.roleId, n: count() })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.roleId, ids)))
    .groupBy(users.roleId);
  const all = catalogue.map((p) => p.name);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    label: r.label,
    permissions: r.name === ADMIN ? all : perms.filter((p) => p.roleId === r.id).map((p) => p.permission),
    built_in: isBuiltIn(r.name),
    users_count: counts.find((c) => c.roleId === r.id)?.n ?? 0,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  }));
}

export async function listRoleRows(
  db: Db,
  tenantId: number,
  f: { search?: unknown; excludeAdmin: boolean },
  sort: unknown,
  page: Pagination,
): Promise<{ rows: RoleRow[]; total: number } | Failure> {
  const order = orderBy(sort, SORTS, [asc(roles.id)], roles.id);
  if (isFailure(order)) return order;
  const where: SQL | undefined = and(eq(roles.tenantId, tenantId), f.excludeAdmin ? ne(roles.name, ADMIN) : undefined, searchAny(f.search, [roles.name, roles.label]));
  const rows = await db.select().from(roles).where(where).orderBy(...order).limit(page.limit).offset(page.offset);
  const [counted] = await db.select({ n: count() }).from(roles).where(where);
  return { rows, total: counted?.n ?? 0 };
}
