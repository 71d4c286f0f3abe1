import type { Effect } from 'effect';
import type { ApiClient } from './client.ts';
import type { ApiError } from './errors.ts';
import type { Schema } from './operationTypes.ts';
import { upload, type UploadProgress } from './upload.ts';

// What every record's media upload shares (tasks, works, profiles, goals, packages): one multipart shape
// (requestBodies.MediaUpload) and one answer (MediaItem).

export type MediaItem = Schema<'MediaItem'>;

export type UploadOptions = {
  readonly onProgress?: (progress: UploadProgress) => void;
  /** Display name; the server defaults it to the file name. */
  readonly name?: string;
  readonly createXhr?: () => XMLHttpRequest;
};

export const mediaForm = (file: Blob, name?: string): FormData => {
  const form = new FormData();
  form.append('file', file);
  if (name !== undefined) form.append('name', name);
  return form;
};

/** `path` is the filled-in media collection of the record: `/tasks/12/media`. */
export const uploadMedia = (
  client: ApiClient,
  path: string,
  file: Blob,
  { onProgress, name, createXhr }: UploadOptions = {},
): Effect.Effect<MediaItem, ApiError> =>
  upload<MediaItem>(client, {
    path,
    form: mediaForm(file, name),
    ...(onProgress ? { onProgress } : {}),
    ...(createXhr ? { createXhr } : {}),
  });
