import type { HandlerMap } from '../../http/handler.ts';
import { attachedMediaHandlers } from '../media/attachedMediaHandlers.ts';
import { findProfileRow, PROFILE_MEDIA } from './repository.ts';
import { message } from '../../i18n/message.ts';

// Attachments of a profile. The profile must be a live profile of the tenant, and the media item must belong to
// that very profile (else 404).

const media = attachedMediaHandlers({ ownerType: PROFILE_MEDIA, findOwner: findProfileRow, downloadOwnerMissing: message('media.noProfileSelected') });

export const handlers = {
  uploadProfileMedia: media.upload,
  renameProfileMedia: media.rename,
  deleteProfileMedia: media.remove,
  downloadProfileMedia: media.download,
} satisfies HandlerMap;
