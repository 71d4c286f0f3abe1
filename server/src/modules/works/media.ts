import { type HandlerMap, notFound } from '../../http/handler.ts';
import { deleteAttachment, downloadAttachment, renameAttachment, uploadAttachment } from './attachments.ts';
import { findWork, WORK_MEDIA } from './repository.ts';

// A work's files (contract uploadWorkMedia, renameWorkMedia, deleteWorkMedia, downloadWorkMedia).

export const handlers = {
  uploadWorkMedia: async (ctx) => {
    const work = await findWork(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!work) return notFound();
    const owner = { tenantId: ctx.tenant.id, ownerType: WORK_MEDIA, ownerId: work.id };
    return uploadAttachment({ db: ctx.db, config: ctx.config, owner }, ctx.files, ctx.body.name, ctx.now());
  },

  renameWorkMedia: async (ctx) => {
    const work = await findWork(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!work) return notFound();
    const owner = { tenantId: ctx.tenant.id, ownerType: WORK_MEDIA, ownerId: work.id };
    return renameAttachment({ db: ctx.db, config: ctx.config, owner }, ctx.params.mediaId, ctx.body.file_name);
  },

  deleteWorkMedia: async (ctx) => {
    const work = await findWork(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!work) return notFound();
    const owner = { tenantId: ctx.tenant.id, ownerType: WORK_MEDIA, ownerId: work.id };
    return deleteAttachment({ db: ctx.db, config: ctx.config, owner }, ctx.params.mediaId);
  },

  downloadWorkMedia: async (ctx) => {
    const work = await findWork(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!work) return notFound('No work selected');
    const owner = { tenantId: ctx.tenant.id, ownerType: WORK_MEDIA, ownerId: work.id };
    return downloadAttachment({ db: ctx.db, config: ctx.config, owner }, ctx.params.mediaId);
  },
} satisfies HandlerMap;
