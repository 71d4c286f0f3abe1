import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/core.ts';
import type { UploadedFile } from '../../http/context.ts';
import { created, invalidField, isFailure, noContent, notFound, ok, type Outcome } from '../../http/handler.ts';
import { deleteMedia, downloadMedia, findMedia, presentMedia, renameMedia, saveMedia, type MediaOwner, type MediaRow } from '../../media/store.ts';

// Files of goals and packages through the shared media store. Callers check the owner first (404 for another
// tenant's record); the store then only touches media of that owner.

export const GOAL_MEDIA = 'goal';
export const PACKAGE_MEDIA = 'package';

type Where = { readonly db: Db; readonly config: Config; readonly owner: MediaOwner };

export async function upload(w: Where, files: readonly UploadedFile[], name: string | undefined, now: string): Promise<Outcome> {
  const file = files.find((f) => f.field === 'file');
  if (!file) return invalidField('file', 'The file field is required.');
  const row = await saveMedia(w.db, w.config, w.owner, file, { name, now });
  return isFailure(row) ? row : created(presentMedia(row));
}

export async function rename(w: Where, mediaId: number, fileName: string): Promise<Outcome> {
  const row = await renameMedia(w.db, w.owner, mediaId, fileName);
  return row ? ok(presentMedia(row)) : notFound();
}

export async function remove(w: Where, mediaId: number): Promise<Outcome> {
  return (await deleteMedia(w.db, w.config, w.owner, mediaId)) ? noContent() : notFound();
}

export async function download(w: Where, mediaId: number): Promise<Outcome> {
  const row = await findMedia(w.db, w.owner, mediaId);
  if (!row) return notFound('No media to download');
  return downloadMedia(w.config, row);
}

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
