import { Effect } from 'effect';
import type { ApiClient } from '../../api/client.ts';
import { deleteRecordMedia, downloadRecordMedia, renameRecordMedia, uploadRecordMedia, type MediaOwner } from '../../api/recordMedia.ts';
import type { MediaCalls } from './MediaPanel.tsx';

/** The MediaPanel calls of one record; the upload reports its total as the file size when the browser gives none. */
export const recordMediaCalls = (client: ApiClient, owner: MediaOwner, id: number): MediaCalls => ({
  upload: (file, onProgress, signal) =>
    Effect.runPromise(
      uploadRecordMedia(client, owner, id, file, { onProgress: (progress) => onProgress(progress.loaded, progress.total ?? file.size) }),
      { signal },
    ),
  download: (mediaId) => downloadRecordMedia(client, owner, id, mediaId),
  rename: (mediaId, fileName) => renameRecordMedia(client, owner, id, mediaId, fileName),
  // Package attachments cannot be deleted (spec §7): the panel then offers no delete.
  ...(owner === 'packages' ? {} : { remove: (mediaId: number) => deleteRecordMedia(client, owner, id, mediaId) }),
});
