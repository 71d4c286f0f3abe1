import { Effect } from 'effect';
import type { Download } from '../../api/effect.ts';
import type { MediaItem } from '../../api/media.ts';
import { deleteRecordMedia, downloadRecordMedia, renameRecordMedia, uploadRecordMedia, type DeletableMediaOwner, type MediaOwner } from '../../api/recordMedia.ts';
import { guardMessage, type GuardFailure as GuardFailureName } from '../../domain/guards/guardMessages.ts';
import { commandLogic } from '../generic/command.logic.ts';
import { confirmActionLogic } from '../generic/confirmAction.logic.ts';
import { GuardFailure } from '../generic/guardFailure.ts';
import { uploadLogic } from '../generic/upload.logic.ts';

// A record's attachments (MediaPanel: tasks, works, profiles, goals, packages) bound to the API (issue 32): the four
// calls under `/{owner}/{id}/media`.

/** Package attachments cannot be deleted (spec §7): the panel then offers no delete. */
export const deletableOwner = (owner: MediaOwner): owner is DeletableMediaOwner => owner !== 'packages';

/** Where a panel's uploads go; no record (a screen without one) refuses with the screen's own message. */
export type MediaUploadTarget = { readonly owner: MediaOwner; readonly id: number | null; readonly missingOwner: GuardFailureName };

export const mediaUpload = uploadLogic<MediaItem, MediaUploadTarget>((client, file, onProgress, { owner, id, missingOwner }) =>
  id === null
    ? Effect.fail(new GuardFailure(guardMessage(missingOwner)))
    : uploadRecordMedia(client, owner, id, file, { onProgress: (progress) => onProgress(progress.loaded, progress.total) }),
);

/**
 * Download or rename one file. Each command carries what its guards check (the record, or null when the screen has
 * none, and the files listed when it was asked for), so the actor never reads props from an earlier render.
 */
export type MediaCommand = {
  readonly owner: MediaOwner;
  readonly ownerId: number | null;
  readonly missingOwner: GuardFailureName;
  readonly listed: readonly number[];
  readonly mediaId: number;
  readonly fileName: string;
  readonly kind: 'download' | 'rename';
};

export const mediaCommands = commandLogic<MediaCommand, Download | MediaItem>((client, command) => {
  if (command.ownerId === null) return Effect.fail(new GuardFailure(guardMessage(command.missingOwner)));
  if (!command.listed.includes(command.mediaId)) return Effect.fail(new GuardFailure(guardMessage('mediaNotFound')));
  return command.kind === 'download'
    ? downloadRecordMedia(client, command.owner, command.ownerId, command.mediaId)
    : renameRecordMedia(client, command.owner, command.ownerId, command.mediaId, command.fileName);
});

export type MediaDeletion = { readonly owner: MediaOwner; readonly id: number; readonly item: MediaItem };

/** A package's files are never deleted: the panel offers no delete there, and the logic makes no call either. */
export const mediaDeletion = confirmActionLogic<MediaDeletion, void>((client, { owner, id, item }) =>
  deletableOwner(owner) ? deleteRecordMedia(client, owner, id, item.id) : Effect.void,
);
