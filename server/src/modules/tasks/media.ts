import { type HandlerMap, notFound } from '../../http/handler.ts';
import { deleteAttachment, downloadAttachment, renameAttachment, uploadAttachment } from '../works/attachments.ts';
import { findTask, TASK_MEDIA } from './repository.ts';

// A task's files (contract uploadTaskMedia, renameTaskMedia, deleteTaskMedia, downloadTaskMedia).

export const handlers = {
  uploadTaskMedia: async (ctx) => {
    const task = await findTask(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!task) return notFound();
    const owner = { tenantId: ctx.tenant.id, ownerType: TASK_MEDIA, ownerId: task.id };
    return uploadAttachment({ db: ctx.db, config: ctx.config, owner }, ctx.files, ctx.body.name, ctx.now());
  },

  renameTaskMedia: async (ctx) => {
    const task = await findTask(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!task) return notFound();
    const owner = { tenantId: ctx.tenant.id, ownerType: TASK_MEDIA, ownerId: task.id };
    return renameAttachment({ db: ctx.db, config: ctx.config, owner }, ctx.params.mediaId, ctx.body.file_name);
  },

  deleteTaskMedia: async (ctx) => {
    const task = await findTask(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!task) return notFound();
    const owner = { tenantId: ctx.tenant.id, ownerType: TASK_MEDIA, ownerId: task.id };
    return deleteAttachment({ db: ctx.db, config: ctx.config, owner }, ctx.params.mediaId);
  },

  downloadTaskMedia: async (ctx) => {
    const task = await findTask(ctx.db, ctx.tenant.id, ctx.params.id);
    if (!task) return notFound();
    const owner = { tenantId: ctx.tenant.id, ownerType: TASK_MEDIA, ownerId: task.id };
    return downloadAttachment({ db: ctx.db, config: ctx.config, owner }, ctx.params.mediaId);
  },
} satisfies HandlerMap;
