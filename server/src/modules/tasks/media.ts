import type { HandlerMap } from '../../http/handler.ts';
import { attachedMediaHandlers } from '../media/attachedMediaHandlers.ts';
import { findTask, TASK_MEDIA } from './repository.ts';

// A task's files (contract uploadTaskMedia, renameTaskMedia, deleteTaskMedia, downloadTaskMedia).

const media = attachedMediaHandlers({ ownerType: TASK_MEDIA, findOwner: findTask });

export const handlers = {
  uploadTaskMedia: media.upload,
  renameTaskMedia: media.rename,
  deleteTaskMedia: media.remove,
  downloadTaskMedia: media.download,
} satisfies HandlerMap;
