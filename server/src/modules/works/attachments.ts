import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { UploadedFile } from '../../http/context.ts';
import { created, invalidField, isFailure, noContent, notFound, ok, type Outcome } from '../../http/handler.ts';
import { deleteMedia, downloadMedia, findMedia, presentMedia, renameMedia, saveMedia, type MediaOwner } from '../../media/store.ts';

// Files attached to a work or a task through the shared media store. The owner is checked by the caller (404 for
// an owner of another tenant); the store then only touches media rows of that owner.

type Where = { readonly db: Db; readonly config: Config; readonly owner: MediaOwner };

export async function uploadAttachment(w: Where, files: readonly UploadedFile[], displayName: string | undefined, now: string): Promise<Outcome> {
  const file = files.find((f) => f.field === 'file');
  if (!file) return invalidField('file', 'The file field is required.');
  const row = await saveMedia(w.db, w.config, w.owner, file, { name: displayName, now });
  return isFailure(row) ? row : created(presentMedia(row));
}

export async function renameAttachment(w: Where, mediaId: number, fileName: string): Promise<Outcome> {
  const row = await renameMedia(w.db, w.owner, mediaId, fileName);
  return row ? ok(presentMedia(row)) : notFound();
}

export async function deleteAttachment(w: Where, mediaId: number): Promise<Outcome> {
  return (await deleteMedia(w.db, w.config, w.owner, mediaId)) ? noContent() : notFound();
}

export async function downloadAttachment(w: Where, mediaId: number): Promise<Outcome> {
  const row = await findMedia(w.db, w.owner, mediaId);
  if (!row) return notFound('No media to download');
  return downloadMedia(w.config, row);
}
