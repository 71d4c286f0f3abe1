import type { Db } from '../../db/client.ts';
import { binary, created, invalidField, isFailure, noContent, notFound, ok, type RequestHandler } from '../../http/handler.ts';
import { deleteMedia, downloadMedia, findMedia, presentMedia, renameMedia, saveMedia, type MediaOwner } from '../../media/store.ts';
import type { Binary, NoBody, Schema } from '../../http/operationTypes.ts';
import { fieldParam, message, type Wording } from '../../i18n/message.ts';

// The files attached to a record (works, tasks, goals, packages, profiles): upload, rename, delete and download
// under /<records>/{id}/media differ only by the owning record, so each record's set is built here. The owner
// is looked up first (404 for a record of another tenant); the store then only touches that owner's media.

type OwnerPath = { readonly id: number };
type MediaPath = OwnerPath & { readonly mediaId: number };
type One = { data: Schema<'MediaItem'> };

export type AttachedMediaConfig = {
  /** The media rows' owner_type for this kind of record. */
  readonly ownerType: string;
  /** The tenant's record, or null when it has none with that id. */
  readonly findOwner: (db: Db, tenantId: number, id: number) => Promise<{ readonly id: number } | null>;
  /** The 404 message of a download whose record is missing, where the contract's clients show one. */
  readonly downloadOwnerMissing?: Wording;
};

export function attachedMediaHandlers({ ownerType, findOwner, downloadOwnerMissing }: AttachedMediaConfig) {
  async function ownerOf(db: Db, tenantId: number, id: number): Promise<MediaOwner | null> {
    const record = await findOwner(db, tenantId, id);
    return record ? { tenantId, ownerType, ownerId: record.id } : null;
  }

  const upload: RequestHandler<{ readonly name?: string }, unknown, OwnerPath, One> = async (ctx) => {
    const owner = await ownerOf(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!owner) return notFound();
    const file = ctx.files.find((f) => f.field === 'file');
    if (!file) return invalidField('file', message('validation.required', { field: fieldParam('file') }));
    const row = await saveMedia(ctx.db, ctx.config, owner, file, { name: ctx.body.name, now: ctx.now() });
    return isFailure(row) ? row : created(presentMedia(row));
  };

  const rename: RequestHandler<{ readonly file_name: string }, unknown, MediaPath, One> = async (ctx) => {
    const owner = await ownerOf(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!owner) return notFound();
    const row = await renameMedia(ctx.db, owner, ctx.params.mediaId, ctx.body.file_name);
    return row ? ok(presentMedia(row)) : notFound();
  };

  const remove: RequestHandler<unknown, unknown, MediaPath, NoBody> = async (ctx) => {
    const owner = await ownerOf(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!owner) return notFound();
    return (await deleteMedia(ctx.db, ctx.config, owner, ctx.params.mediaId)) ? noContent() : notFound();
  };

  const download: RequestHandler<unknown, unknown, MediaPath, Binary> = async (ctx) => {
    const owner = await ownerOf(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!owner) return notFound(downloadOwnerMissing);
    const row = await findMedia(ctx.db, owner, ctx.params.mediaId);
    if (!row) return notFound(message('media.notFound'));
    const file = await downloadMedia(ctx.db, ctx.config, row);
    return isFailure(file) ? file : binary(file);
  };

  return { upload, rename, remove, download };
}
