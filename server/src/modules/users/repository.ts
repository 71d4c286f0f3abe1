import { and, asc, count, eq, inArray, ne, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { relatedUsers, roles, users } from '../../db/schema/core.ts';
import { isFailure, type Failure } from '../../http/failure.ts';
import type { Pagination } from '../../http/pagination.ts';
import type { Schema } from '../../http/operationTypes.ts';
import { searchAny } from '../../shared/listing/search.ts';
import { byWords, orderBy, type ListSort } from '../../shared/listing/sort.ts';

// Queries on the tenant's users; every one is scoped by tenant.

export type UserFilter = {
  readonly search?: unknown;
  readonly role?: string | undefined;
  readonly status?: Schema<'UserStatus'> | undefined;
  /** Only members of this leader's team. */
  readonly teamOf?: number | undefined;
  /** Only users that could join this leader's team (not the leader, not already members). */
  readonly availableFor?: number | undefined;
};

const SORTS = { name: users.name, email: users.email, status: byWords(users.status, 'userStatuses'), created_at: users.createdAt, updated_at: users.updatedAt, id: users.id };

function where(db: Db, tenantId: number, f: UserFilter): SQL | undefined {
  const team = (leaderId: number) =>
    db.select({ id: relatedUsers.memberId }).from(relatedUsers).where(and(eq(relatedUsers.tenantId, tenantId), eq(relatedUsers.leaderId, leaderId)));
  return and(
    eq(users.tenantId, tenantId),
    f.role !== undefined ? eq(roles.name, f.role) : undefined,
    f.status !== undefined ? eq(users.status, f.status) : undefined,
    f.teamOf !== undefined ? inArray(users.id, team(f.teamOf)) : undefined,
    f.availableFor !== undefined ? and(ne(users.id, f.availableFor), notInArray(users.id, team(f.availableFor))) : undefined,
    searchAny(f.search, [users.name, users.email]),
  );
}

/** One page of user ids (the caller loads the full views). */
export async function listUserIds(db: Db, tenantId: number, f: UserFilter, sort: ListSort, page: Pagination): Promise<{ ids: number[]; total: number } | Failure> {
  const order = orderBy(sort.sort, SORTS, [asc(users.name)], users.id, sort.language);
  if (isFailure(order)) return order;
  const condition = where(db, tenantId, f);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(condition)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ n: count() }).from(users).leftJoin(roles, eq(roles.id, users.roleId)).where(condition);
  return { ids: rows.map((r) => r.id), total: counted?.n ?? 0 };
}

export async function findUserRow(db: Db, tenantId: number, id: number) {
  const [row] = await db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.id, id))).limit(1);
  return row ?? null;
}

export async function roleExists(db: Db, tenantId: number, roleId: number): Promise<boolean> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.tenantId, tenantId), eq(roles.id, roleId))).limit(1);
  return row !== undefined;
}

/** Whether another user of the tenant already has this e-mail (stored lower-cased). */
export async function emailTaken(db: Db, tenantId: number, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email), exceptId !== undefined ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}
