import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/core.ts';
import { toScaled } from '../../../../src/domain/decimal.ts';

// Reference checks shared by proposals and samples: ids in a body must name records of the same tenant (422
// otherwise, worded by recordMessages.ts).

/** The user ids among `ids` that belong to the tenant. */
export async function tenantUserIds(db: Db, tenantId: number, ids: readonly (number | null | undefined)[]): Promise<Set<number>> {
  const wanted = [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, wanted)));
  return new Set(rows.map((x) => x.id));
}

/** Whether a decimal string is a percentage between 0 and 100. */
export function isPercent(value: string): boolean {
  const n = toScaled(value, 4);
  return n >= 0n && n <= 100n * 10n ** 4n;
}
