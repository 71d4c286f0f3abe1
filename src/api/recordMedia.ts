import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call, download, type Download } from './effect.ts';
import type { ApiError } from './errors.ts';
import { uploadMedia, type MediaItem, type UploadOptions } from './media.ts';

/**
 * The records whose files are served by the same four operations under `/{owner}/{id}/media`. One module for all
 * of them, so a fix to one record's attachments reaches the others.
 */
/** Records whose attachments may be deleted; package attachments cannot be (spec §7). */
export type DeletableMediaOwner = 'tasks' | 'works' | 'profiles' | 'goals';
export type MediaOwner = DeletableMediaOwner | 'packages';

export const uploadRecordMedia = (
  client: ApiClient,
  owner: MediaOwner,
  id: number,
  file: Blob,
  options: UploadOptions = {},
): Effect.Effect<MediaItem, ApiError> => uploadMedia(client, `/${owner}/${id}/media`, file, options);

export const renameRecordMedia = (
  client: ApiClient,
  owner: MediaOwner,
  id: number,
  mediaId: number,
  fileName: string,
): Effect.Effect<MediaItem, ApiError> =>
  call((signal) => client.PUT(`/${owner}/{id}/media/{mediaId}`, { params: { path: { id, mediaId } }, body: { fileName }, signal }));

export const deleteRecordMedia = (client: ApiClient, owner: DeletableMediaOwner, id: number, mediaId: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE(`/${owner}/{id}/media/{mediaId}`, { params: { path: { id, mediaId } }, signal }));

export const downloadRecordMedia = (
  client: ApiClient,
  owner: MediaOwner,
  id: number,
  mediaId: number,
): Effect.Effect<Download, ApiError> =>
  download((signal) =>
    client.GET(`/${owner}/{id}/media/{mediaId}/download`, { params: { path: { id, mediaId } }, parseAs: 'blob', signal }),
  );
