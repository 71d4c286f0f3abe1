import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import { call, download, type Download } from './effect.ts';
import type { ApiError } from './errors.ts';
import { uploadMedia, type MediaItem, type UploadOptions } from './media.ts';

export const uploadWorkMedia = (
  client: ApiClient,
  id: number,
  file: Blob,
  options: UploadOptions = {},
): Effect.Effect<MediaItem, ApiError> => uploadMedia(client, `/works/${id}/media`, file, options);

export const renameWorkMedia = (
  client: ApiClient,
  id: number,
  mediaId: number,
  fileName: string,
): Effect.Effect<MediaItem, ApiError> =>
  call((signal) =>
    client.PUT('/works/{id}/media/{mediaId}', { params: { path: { id, mediaId } }, body: { fileName }, signal }),
  );

export const deleteWorkMedia = (client: ApiClient, id: number, mediaId: number): Effect.Effect<void, ApiError> =>
  call((signal) => client.DELETE('/works/{id}/media/{mediaId}', { params: { path: { id, mediaId } }, signal }));

export const downloadWorkMedia = (client: ApiClient, id: number, mediaId: number): Effect.Effect<Download, ApiError> =>
  download((signal) =>
    client.GET('/works/{id}/media/{mediaId}/download', { params: { path: { id, mediaId } }, parseAs: 'blob', signal }),
  );
