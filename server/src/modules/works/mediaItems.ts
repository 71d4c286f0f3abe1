import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/core.ts';

// Media of many works or tasks at once (the shared store lists one owner at a time), tenant-scoped.

export type MediaRow = typeof media.$inferSelect;

export async function mediaOf(db: Db, tenantId: number, ownerType: string, ownerIds: readonly number[]): Promise<Map<number, MediaRow[]>> {
  const out = new Map<number, MediaRow[]>();
  if (ownerIds.length === 0) return out;
  const rows = await db
    .select()
    .from(media)
    .where(and(eq(media.tenantId, tenantId), eq(media.ownerType, ownerType), inArray(media.ownerId, [...new Set(ownerIds)])))
    .orderBy(asc(media.id));
  for (const r of rows) {
    const list = out.get(r.ownerId);
    if (list) list.push(r);
    else out.set(r.ownerId, [r]);
  }
  return out;
}
