import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';

// UserSummary (contract) of many users at once.

export type UserSummary = { id: number; name: string; email: string; avatar_url: string | null };

export async function userSummaries(db: Db, tenantId: number, ids: readonly (number | null)[]): Promise<Map<number, UserSummary>> {
  const wanted = [...new Set(ids.filter((x): x is number => x !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, avatar_url: users.avatarUrl })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, wanted)));
  return new Map(rows.map((r) => [r.id, r]));
}
