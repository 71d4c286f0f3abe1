import { created, invalidField, isFailure, noContent, notFound, ok, type HandlerMap } from '../../http/handler.ts';
import { deleteMedia, downloadMedia, findMedia, presentMedia, renameMedia, saveMedia, type MediaOwner } from '../../media/store.ts';
import { findProfileRow, PROFILE_MEDIA } from './repository.ts';

// Attachments of a profile, through the shared media store. The profile must be a live profile of the tenant,
// and the media item must belong to that very profile (else 404).

async function ownerOf(db: Parameters<typeof findProfileRow>[0], tenantId: number, profileId: number): Promise<MediaOwner | null> {
  const profile = await findProfileRow(db, tenantId, profileId);
  return profile ? { tenantId, ownerType: PROFILE_MEDIA, ownerId: profile.id } : null;
}

export const handlers = {
  uploadProfileMedia: async (ctx) => {
    const owner = await ownerOf(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!owner) return notFound();
    const file = ctx.files.find((f) => f.field === 'file');
    if (!file) return invalidField('file', 'The file field is required.');
    const row = await saveMedia(ctx.db, ctx.config, owner, file, { name: ctx.body.name, now: ctx.now() });
    return isFailure(row) ? row : created(presentMedia(row));
  },

  renameProfileMedia: async (ctx) => {
    const owner = await ownerOf(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!owner) return notFound();
    const row = await renameMedia(ctx.db, owner, ctx.params.mediaId, ctx.body.file_name);
    return row ? ok(presentMedia(row)) : notFound();
  },

  deleteProfileMedia: async (ctx) => {
    const owner = await ownerOf(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!owner) return notFound();
    return (await deleteMedia(ctx.db, ctx.config, owner, ctx.params.mediaId)) ? noContent() : notFound();
  },

  downloadProfileMedia: async (ctx) => {
    const owner = await ownerOf(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!owner) return notFound('No profile selected');
    const row = await findMedia(ctx.db, owner, ctx.params.mediaId);
    return row ? downloadMedia(ctx.config, row) : notFound('No media to download');
  },
} satisfies HandlerMap;
