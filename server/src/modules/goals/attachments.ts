import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/core.ts';
import type { MediaRow } from '../../media/store.ts';

// Files of goals and packages live in the shared media store under these owner types; their upload, rename,
// delete and download operations are built by media/attachedMediaHandlers.ts.

export const GOAL_MEDIA = 'goal';
export const PACKAGE_MEDIA = 'package';

/** Media of many records of one type in one query, by owner id (for list pages). */
export async function mediaByOwner(db: Db, tenantId: number, ownerType: string, ownerIds: readonly number[]): Promise<Map<number, MediaRow[]>> {
  const out = new Map<number, MediaRow[]>();
  if (ownerIds.length === 0) return out;
  const rows = await db
    .select()
    .from(media)
    .where(and(eq(media.tenantId, tenantId), eq(media.ownerType, ownerType), inArray(media.ownerId, [...ownerIds])))
    .orderBy(asc(media.id));
  for (const r of rows) out.set(r.ownerId, [...(out.get(r.ownerId) ?? []), r]);
  return out;
}
