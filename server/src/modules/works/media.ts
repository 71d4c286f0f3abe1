import type { HandlerMap } from '../../http/handler.ts';
import { attachedMediaHandlers } from '../media/attachedMediaHandlers.ts';
import { findWork, WORK_MEDIA } from './repository.ts';
import { message } from '../../i18n/message.ts';

// A work's files (contract uploadWorkMedia, renameWorkMedia, deleteWorkMedia, downloadWorkMedia).

const media = attachedMediaHandlers({ ownerType: WORK_MEDIA, findOwner: findWork, downloadOwnerMissing: message('media.noWorkSelected') });

export const handlers = {
  uploadWorkMedia: media.upload,
  renameWorkMedia: media.rename,
  deleteWorkMedia: media.remove,
  downloadWorkMedia: media.download,
} satisfies HandlerMap;
