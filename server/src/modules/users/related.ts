import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { relatedUsers, users } from '../../db/schema/core.ts';

// Teams: a leader and their related users (spec: a user with related users is a team leader).

/** Ids of `ids` that are users of the tenant. */
export async function tenantUserIds(db: Db, tenantId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), inArray(users.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** Adds members; already linked ones are ignored (the pair is unique). Answers the ids newly linked. */
export async function link(db: Db, tenantId: number, leaderId: number, memberIds: readonly number[], now: string): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .insert(relatedUsers)
    .values(memberIds.map((memberId) => ({ tenantId, leaderId, memberId, createdAt: now })))
    .onConflictDoNothing()
    .returning({ id: relatedUsers.memberId });
  return rows.map((r) => r.id);
}

/** Removes members; ids not in the team are ignored. Answers the ids actually removed. */
export async function unlink(db: Db, tenantId: number, leaderId: number, memberIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .delete(relatedUsers)
    .where(and(eq(relatedUsers.tenantId, tenantId), eq(relatedUsers.leaderId, leaderId), inArray(relatedUsers.memberId, [...memberIds])))
    .returning({ id: relatedUsers.memberId });
  return rows.map((r) => r.id);
}
